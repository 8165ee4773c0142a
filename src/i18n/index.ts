/**
 * Translations for the whole kit (English, German, French, Spanish), in one registry on
 * `@shoelace-style/localize`. Add a language with `registerLanguage({ code: 'nl', name: 'Nederlands', dir: 'ltr', words: { … } })`
 * or its terms alone with `registerTranslation({ $code: 'nl', … })`: missing terms fall back to English.
 */
export { registerLanguage, registerTranslation, type PageTranslation } from './languages.js';
export { addWords, loadWords, type Language, type Words, type WordGroup, type ScriptVerb, type ScriptVerbs } from './registry.js';
export { HoldemLocalize, registerCardTranslations, nearestAttribute } from './localize.js';
export { registerKitTranslations } from './kit.js';
export { verdictOf } from './verdict.js';
export type {
  HoldemTranslation,
  CardTerms,
  ValueTerms,
  ValueProblem,
  HandTerms,
  HandShape,
  Verdict,
  PotTerms,
  PotWordTerms,
  PotAwardWording,
  PotField,
  TableTerms,
  TableLogLine,
  TableNote,
  TableOption,
  TableField,
  CashTerms,
  CashSeatState,
} from './translation.js';
export { cardsEn, cardsDe } from './cards.js';
export { default as en } from './en.js';
export { default as de } from './de/hand.js';
export { pickerEn, registerPickerTranslations } from './picker-en.js';
export { pickerDe } from './de/picker.js';
export { potsEn, potsDe, registerPotTranslations, potWordsEn, potWordsDe, registerPotWords } from './pots.js';
export { tableEn, tableDe, registerTableTranslations } from './table.js';
export { cashEn, cashDe, registerCashTranslations } from './cash.js';
export { replayEn, registerReplayTranslations } from './replay-en.js';
export { replayDe } from './de/replay.js';
export type { ReplayTerms, ReplayExportAction } from './replay-terms.js';
export { equityEn, registerEquityTranslations } from './equity-en.js';
export { equityDe } from './de/equity.js';
export type { EquityTerms, OutsWording } from './equity-terms.js';
import { addRefusalWords } from './refusals.js';
import { bettingRefusalsDe, bettingRefusalsEn } from './refusals-betting.js';
import { potsdamRefusalsEn } from './refusals-potsdam.js';
import { potsdamRefusalsDe } from './de/refusals-potsdam.js';
import { handRefusalsEn } from './refusals-hand.js';
import { handRefusalsDe } from './de/refusals-hand.js';
import { tableRefusalsDe, tableRefusalsEn } from './refusals-table.js';
import { unknownRefusalDe } from './de/refusals-betting.js';
import { addWords } from './registry.js';

export { refusalEn, refusalDe, addRefusalWords, type NameOf, type RefusalWords } from './refusals.js';
export { handRefusalsEn } from './refusals-hand.js';
export { handRefusalsDe } from './de/refusals-hand.js';
export { tableRefusalsEn, tableRefusalsDe } from './refusals-table.js';
export { potsdamRefusalsEn } from './refusals-potsdam.js';
export { potsdamRefusalsDe } from './de/refusals-potsdam.js';
export { potsdamEn, registerPotsdamWords, type PotsdamWords } from './potsdam-en.js';
export { potsdamDe } from './de/potsdam.js';
export { languages as shippedLanguages } from './shipped.js';
export { language as german } from './de/index.js';
export { language as french } from './fr/index.js';
export { language as spanish } from './es/index.js';

// The whole vocabulary of refusals, English and German, for pages and Node programs that import the translations as one.
addRefusalWords('en', { ...bettingRefusalsEn, ...handRefusalsEn, ...tableRefusalsEn, ...potsdamRefusalsEn });
addRefusalWords('de', { ...bettingRefusalsDe, ...handRefusalsDe, ...tableRefusalsDe, ...potsdamRefusalsDe });
addWords('de', { unknownRefusal: unknownRefusalDe });
