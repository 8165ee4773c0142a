/**
 * The few English phrases of the PokerStars format: how a shown hand is described
 * (`a pair of Kings`, `a straight, Ten to Ace`) and the names of the streets. They are part
 * of the file format, which tools read in English, not words of the kit's interface.
 */
import type { Rank } from '../cards.js';
import type { HandCategory } from '../evaluate.js';

const SINGULAR: Readonly<Record<Rank, string>> = {
  '2': 'Deuce',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  T: 'Ten',
  J: 'Jack',
  Q: 'Queen',
  K: 'King',
  A: 'Ace',
};
const plural = (rank: Rank): string => (rank === '6' ? 'Sixes' : `${SINGULAR[rank]}s`);

/** The rank four below a straight's high card (the wheel's five: up from the Ace). */
function lowOfStraight(high: Rank): string {
  const order: Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
  const at = order.lastIndexOf(high);
  return SINGULAR[order[at - 4] ?? 'A'];
}

/** T17: a shown hand as PokerStars describes it, from its category and tie-break ranks. */
export function pokerStarsHandName(category: HandCategory, ranks: readonly Rank[]): string {
  const [first, second] = ranks;
  switch (category) {
    case 'high-card':
      return `high card ${SINGULAR[first]}`;
    case 'one-pair':
      return `a pair of ${plural(first)}`;
    case 'two-pair':
      return `two pair, ${plural(first)} and ${plural(second)}`;
    case 'three-of-a-kind':
      return `three of a kind, ${plural(first)}`;
    case 'straight':
      return `a straight, ${lowOfStraight(first)} to ${SINGULAR[first]}`;
    case 'flush':
      return `a flush, ${SINGULAR[first]} high`;
    case 'full-house':
      return `a full house, ${plural(first)} full of ${plural(second)}`;
    case 'four-of-a-kind':
      return `four of a kind, ${plural(first)}`;
    case 'straight-flush':
      return first === 'A' ? 'a Royal Flush' : `a straight flush, ${lowOfStraight(first)} to ${SINGULAR[first]}`;
  }
}
