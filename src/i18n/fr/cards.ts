import type { Translation } from '@shoelace-style/localize';
import { RANKS, type Rank, type Suit } from '../../core/cards.js';
import type { CardTerms } from '../translation.js';

/** Rank names in rank order (`RANKS`): `Deux` … `As`. */
const RANK_NAMES = ['Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf', 'Dix', 'Valet', 'Dame', 'Roi', 'As'];
const SUIT_NAMES: Record<Suit, string> = { s: 'pique', h: 'cœur', d: 'carreau', c: 'trèfle' };
/** French letters on card faces: V(alet), D(ame), R(oi), A(s) (T1). */
const LETTERS: Partial<Record<Rank, string>> = { T: '10', J: 'V', Q: 'D', K: 'R' };

/** French card terms: fetched when an element first resolves to French. */
export const cardsFr: Translation & CardTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',
  cardName: ([rank, suit]) => `${RANK_NAMES[RANKS.indexOf(rank as Rank)] ?? rank} de ${SUIT_NAMES[suit as Suit]}`,
  rankLetter: (rank) => LETTERS[rank] ?? rank,
  suitName: (suit) => SUIT_NAMES[suit],
  faceDownCard: 'carte face cachée',
  emptyCard: 'emplacement de carte vide',
  unknownCard: (text) => `carte inconnue «\u00a0${text}\u00a0»`,
  errorUnknownCard: (text) =>
    `«\u00a0${text}\u00a0» n’est pas une carte. Écrivez une valeur (2–9, T ou 10, J, Q, K, A) et une couleur (s, h, d, c), par exemple As ou 10d.`,
  partUnavailable: 'Une partie de cet élément n’a pas pu être chargée. Vérifiez la connexion et rechargez la page.',
};
