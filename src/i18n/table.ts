/** Table terms in every language the kit ships, and their registration (English up front, German on use). */
export { tableEn, registerTableTranslations } from './table-en.js';
export { tableDe } from './table-de.js';
