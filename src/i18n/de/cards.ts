import type { Translation } from '@shoelace-style/localize';
import { RANKS, type Rank, type Suit } from '../../core/cards.js';
import type { CardTerms } from '../translation.js';

/** Rank names in rank order (`RANKS`): `Zwei` … `Ass`. */
const RANK_NAMES = ['Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn', 'Bube', 'Dame', 'König', 'Ass'];
const SUIT_NAMES: Record<Suit, string> = { s: 'Pik', h: 'Herz', d: 'Karo', c: 'Kreuz' };
/** German letters on card faces: B(ube), D(ame), K(önig), A(ss) (T1). */
const LETTERS: Partial<Record<Rank, string>> = { T: '10', J: 'B', Q: 'D' };

/** German card terms: fetched when an element first resolves to German (see `registerCardTranslations`). */
export const cardsDe: Translation & CardTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',
  cardName: ([rank, suit]) => `${SUIT_NAMES[suit as Suit]} ${RANK_NAMES[RANKS.indexOf(rank as Rank)] ?? rank}`,
  rankLetter: (rank) => LETTERS[rank] ?? rank,
  suitName: (suit) => SUIT_NAMES[suit],
  faceDownCard: 'verdeckte Karte',
  emptyCard: 'leerer Kartenplatz',
  unknownCard: (text) => `unbekannte Karte „${text}“`,
  errorUnknownCard: (text) =>
    `„${text}“ ist keine Karte. Schreibe einen Rang (2–9, T oder 10, J, Q, K, A) und eine Farbe (s, h, d, c), z. B. As oder 10d.`,
  partUnavailable: 'Ein Teil dieses Elements konnte nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.',
};
