/** Pot terms in every language the kit ships, and their registration (English up front, German on use). */
export { potsEn, registerPotTranslations } from './pots-en.js';
export { potsDe } from './pots-de.js';
