/** Cash table terms in every language the kit ships, and their registration (English up front, German on use). */
import type { Translation } from '@shoelace-style/localize';
import { cashErrorsEn, registerCashErrorWords } from './cash-errors-en.js';
import { cashWordsEn, registerCashTranslations as registerCashWords } from './cash-en.js';
import type { CashTerms } from './translation.js';

export { cashDe } from './de/cash.js';

/** Every English cash table term: what a cash table shows, and the words of bad input (which it fetches on use). */
export const cashEn: Translation & CashTerms = { ...cashWordsEn, ...cashErrorsEn };

/** Registers the cash table terms (English now, German on use), the words of bad input included. */
export function registerCashTranslations(): void {
  registerCashWords();
  registerCashErrorWords();
}
