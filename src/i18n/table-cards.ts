/**
 * Cards in a table's sentences as a reader sees them elsewhere in the kit: the rank letter of
 * the language and the suit symbol (`K♥`, German `D♠` for a queen), never the code (`Kh`).
 */
import { rankOf, suitOf, type Card, type Rank, type Suit } from '../core/cards.js';

/** Text presentation (U+FE0E): the symbols stay glyphs in the text's colour, not emoji. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { s: '♠\uFE0E', h: '♥\uFE0E', d: '♦\uFE0E', c: '♣\uFE0E' };

/** One card as text with a language's rank letters (a translation's `rankLetter`): `K♥`, German `D♠`. */
export const cardText = (card: Card, rankLetter: (rank: Rank) => string): string =>
  `${rankLetter(rankOf(card))}${SUIT_SYMBOL[suitOf(card)]}`;
