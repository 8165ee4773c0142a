import type { Translation } from '@shoelace-style/localize';
import { cardName, rankLetter, suitName } from '../core/cards.js';
import type { CardTerms } from './translation.js';

export const cardsEn: Translation & CardTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',
  cardName: (card) => cardName(card, 'en'),
  rankLetter: (rank) => rankLetter(rank, 'en'),
  suitName: (suit) => suitName(suit, 'en'),
  faceDownCard: 'face-down card',
  emptyCard: 'empty card slot',
  unknownCard: (text) => `unknown card “${text}”`,
  errorUnknownCard: (text) =>
    `“${text}” is not a card. Write a rank (2–9, T or 10, J, Q, K, A) and a suit (s, h, d, c), e.g. As or 10d.`,
};

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
