/** Card terms in every language the kit ships (English registered up front, German on use). */
export { cardsEn } from './cards-en.js';
export { cardsDe } from './de/cards.js';
