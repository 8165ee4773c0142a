/** Table terms in every language the kit ships, and their registration (English up front, German on use). */
import type { Translation } from '@shoelace-style/localize';
import { registerTableErrorWords, tableErrorsEn } from './table-errors-en.js';
import { registerTableTranslations as registerTableWords, tableWordsEn } from './table-en.js';
import type { TableTerms } from './translation.js';

export { tableDe } from './de/table.js';

/** Every English table term: what a table shows, and the words of bad input (which a table fetches on use). */
export const tableEn: Translation & TableTerms = { ...tableWordsEn, ...tableErrorsEn };

/** Registers the table terms (English now, German on use), the words of bad input included. */
export function registerTableTranslations(): void {
  registerTableWords();
  registerTableErrorWords();
}
