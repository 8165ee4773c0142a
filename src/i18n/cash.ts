/** Cash table terms in every language the kit ships, and their registration (English up front, German on use). */
export { cashEn, registerCashTranslations } from './cash-en.js';
export { cashDe } from './cash-de.js';
