import type { Translation } from '@shoelace-style/localize';
import { cardName, rankLetter, suitName } from '../core/cards.js';
import type { CardTerms } from './translation.js';

/** German card terms: fetched when an element first resolves to German (see `registerCardTranslations`). */
export const cardsDe: Translation & CardTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  cardName: (card) => cardName(card, 'de'),
  rankLetter: (rank) => rankLetter(rank, 'de'),
  suitName: (suit) => suitName(suit, 'de'),
  faceDownCard: 'verdeckte Karte',
  emptyCard: 'leerer Kartenplatz',
  unknownCard: (text) => `unbekannte Karte „${text}“`,
  errorUnknownCard: (text) =>
    `„${text}“ ist keine Karte. Schreibe einen Rang (2–9, T oder 10, J, Q, K, A) und eine Farbe (s, h, d, c), z. B. As oder 10d.`,
};
