import type { Translation } from '@shoelace-style/localize';
import { RANKS, type Rank, type Suit } from '../core/cards.js';
import type { CardTerms } from './translation.js';

/** Rank names in rank order (`RANKS`): `Two` … `Ace`; lower-cased, the hand terms' rank words (`en.ts`). */
const RANK_NAMES = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const SUIT_NAMES: Record<Suit, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };

/** `Ace`, `Ten`. */
export const rankNameEn = (rank: Rank): string => RANK_NAMES[RANKS.indexOf(rank)] ?? rank;

/** English card terms, registered by every kit element; also the fallback for a language that lacks one. */
export const cardsEn: Translation & CardTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',
  cardName: ([rank, suit]) => `${rankNameEn(rank as Rank)} of ${SUIT_NAMES[suit as Suit]}`,
  rankLetter: (rank) => (rank === 'T' ? '10' : rank),
  suitName: (suit) => SUIT_NAMES[suit],
  faceDownCard: 'face-down card',
  emptyCard: 'empty card slot',
  unknownCard: (text) => `unknown card “${text}”`,
  errorUnknownCard: (text) => `“${text}” is not a card. Write a rank (2–9, T or 10, J, Q, K, A) and a suit (s, h, d, c), e.g. As or 10d.`,
  partUnavailable: 'Part of this widget could not be loaded. Check the connection and reload the page.',
};
