import type { Translation } from '@shoelace-style/localize';
import { cardName, rankLetter, suitName } from '../core/cards.js';
import type { CardTerms } from './translation.js';

/** English card terms, registered by every kit element; also the fallback for a language that lacks one. */
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
  errorUnknownCard: (text) => `“${text}” is not a card. Write a rank (2–9, T or 10, J, Q, K, A) and a suit (s, h, d, c), e.g. As or 10d.`,
};
