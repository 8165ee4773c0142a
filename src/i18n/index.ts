/**
 * Translations for the whole kit (English and German), on `@shoelace-style/localize`.
 * Add a language with `registerTranslation({ $code: 'fr', $name: 'Français', $dir: 'ltr', … })`
 * typed as `Partial<HoldemTranslation>`: missing terms fall back to English.
 */
export { registerTranslation } from '@shoelace-style/localize';
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
export { default as de } from './de.js';
export { pickerEn, registerPickerTranslations } from './picker-en.js';
export { pickerDe } from './picker-de.js';
export { potsEn, potsDe, registerPotTranslations, potWordsEn, potWordsDe, registerPotWords } from './pots.js';
export { tableEn, tableDe, registerTableTranslations } from './table.js';
export { cashEn, cashDe, registerCashTranslations } from './cash.js';
export { replayEn, registerReplayTranslations } from './replay-en.js';
export { replayDe } from './replay-de.js';
export type { ReplayTerms, ReplayExportAction } from './replay-terms.js';
export { equityEn, registerEquityTranslations } from './equity-en.js';
export { equityDe } from './equity-de.js';
export type { EquityTerms, OutsWording } from './equity-terms.js';
import { addRefusalWords } from './refusals.js';
import { bettingRefusalsDe, bettingRefusalsEn } from './refusals-betting.js';
import { potsdamRefusalsDe, potsdamRefusalsEn } from './refusals-potsdam.js';
import { handRefusalsDe, handRefusalsEn } from './refusals-hand.js';
import { tableRefusalsDe, tableRefusalsEn } from './refusals-table.js';

export { refusalEn, refusalDe, addRefusalWords, type NameOf, type RefusalWords } from './refusals.js';
export { handRefusalsEn, handRefusalsDe } from './refusals-hand.js';
export { tableRefusalsEn, tableRefusalsDe } from './refusals-table.js';
export { potsdamRefusalsEn, potsdamRefusalsDe } from './refusals-potsdam.js';
export { potsdamEn, registerPotsdamWords, type PotsdamWords } from './potsdam-en.js';
export { potsdamDe } from './potsdam-de.js';

// The whole vocabulary for pages and Node programs that import the translations as one.
addRefusalWords(bettingRefusalsEn, bettingRefusalsDe);
addRefusalWords(handRefusalsEn, handRefusalsDe);
addRefusalWords(tableRefusalsEn, tableRefusalsDe);
addRefusalWords(potsdamRefusalsEn, potsdamRefusalsDe);
