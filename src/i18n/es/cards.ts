import type { Translation } from '@shoelace-style/localize';
import { RANKS, type Rank, type Suit } from '../../core/cards.js';
import type { CardTerms } from '../translation.js';

/** Rank names in rank order (`RANKS`): `Dos` … `As`. */
const RANK_NAMES = ['Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Jota', 'Reina', 'Rey', 'As'];
const SUIT_NAMES: Record<Suit, string> = { s: 'picas', h: 'corazones', d: 'diamantes', c: 'tréboles' };

/** Spanish card terms: fetched when an element first resolves to Spanish. Faces keep J, Q, K, A, as Spanish poker decks print them. */
export const cardsEs: Translation & CardTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  cardName: ([rank, suit]) => `${RANK_NAMES[RANKS.indexOf(rank as Rank)] ?? rank} de ${SUIT_NAMES[suit as Suit]}`,
  rankLetter: (rank) => (rank === 'T' ? '10' : rank),
  suitName: (suit) => SUIT_NAMES[suit],
  faceDownCard: 'carta boca abajo',
  emptyCard: 'hueco de carta vacío',
  unknownCard: (text) => `carta desconocida «${text}»`,
  errorUnknownCard: (text) =>
    `«${text}» no es una carta. Escribe un valor (2–9, T o 10, J, Q, K, A) y un palo (s, h, d, c), por ejemplo As o 10d.`,
  partUnavailable: 'No se pudo cargar una parte de este elemento. Comprueba la conexión y vuelve a cargar la página.',
};
