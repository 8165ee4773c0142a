/**
 * English terms of the pot calculator, and their registration. The pot words a table shows
 * too (chip amounts, pot names, awards, a seat's status) are `pot-words-en.ts`, registered
 * on their own by the tables; the calculator's own words (`pot-calculator-en.ts`: editor
 * summary, chart) are registered by `<pot-calculator>` alone, with the pot words (as the card
 * terms are by `<poker-card>`), so a page without it loads none of them; its words of bad input
 * (`pot-errors-en.ts`) come with its first problem, its editor's labels (`pot-editor-en.ts`)
 * with the editor. `potsEn` is all of them.
 * German (`pots-de.ts`, `pot-words-de.ts`) is fetched when an element first shows German.
 */
import type { Translation } from '@shoelace-style/localize';
import { termsRegistration } from './registry.js';
import { potCalculatorEn } from './pot-calculator-en.js';
import { potEditorEn } from './pot-editor-en.js';
import { potErrorsEn } from './pot-errors-en.js';
import { potWordsEn } from './pot-words-en.js';
import type { PotTerms } from './translation.js';

export { potCalculatorEn, registerPotCalculatorWords } from './pot-calculator-en.js';

/** Every English pot term: the pot words a table shows, the calculator's own words, those of bad input and the editor's labels. */
export const potsEn: Translation & PotTerms = { ...potWordsEn, ...potCalculatorEn, ...potErrorsEn, ...potEditorEn };

/**
 * Registers every pot term once, the pot words a table shows, the calculator's own and those of
 * bad input: English now, German (`potsDe`, all of them) on use. For a page that words pots
 * itself; `<pot-calculator>` registers its part of them (`registerPotCalculatorWords`).
 */
export const registerPotTranslations: () => void = termsRegistration('pots', { terms: potsEn });
