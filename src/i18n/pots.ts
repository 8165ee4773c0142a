/**
 * Pot terms in every language the kit ships, and their registration (English up front, German
 * on use): all of them (`potsEn`, `potsDe`, what `<pot-calculator>` shows) and the pot words
 * a table shows (`potWordsEn`, `potWordsDe`, a part of them).
 */
export { potsEn, registerPotTranslations } from './pots-en.js';
export { potsDe } from './de/pots.js';
export { potWordsEn, registerPotWords } from './pot-words-en.js';
export { potWordsDe } from './de/pot-words.js';
