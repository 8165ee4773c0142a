/**
 * T17 at the showdown of a hand: each hand's value from its hole cards and the five board
 * cards, and its best five cards, on the evaluator's fast path (`rank7` on card codes).
 * `evaluate` also validates, counts and describes, about 2 µs a hand; a hand of the
 * engine has valid, distinct cards already.
 */
import { RANKS, SUITS, cardFromCode, type Card, type Rank } from '../cards.js';
import { BEST_FIVE_GROUPS } from '../evaluate.js';
import { rank7 } from '../rank.js';
import { put } from '../records.js';

/**
 * `cardCode(card)` for a card of the hand (always the canonical two characters, rank and
 * suit), by arithmetic instead of a map lookup: code = rank index × 4 + suit index, in
 * `RANKS` and `SUITS` order.
 */
const CODE_PARTS: readonly number[] = (() => {
  const parts: number[] = new Array(128).fill(0);
  RANKS.forEach((rank, i) => (parts[rank.charCodeAt(0)] = 4 * i));
  SUITS.forEach((suit, i) => (parts[suit.charCodeAt(0)] = i));
  return parts;
})();
const codeOf = (card: Card): number => CODE_PARTS[card.charCodeAt(0)] + CODE_PARTS[card.charCodeAt(1)];

/** T17: the values of `seats`' hands on a full board, the board's card codes worked out once. */
export function handValues(
  board: readonly Card[],
  holeCards: Readonly<Record<string, Card[]>>,
  seats: readonly string[],
): Record<string, number> {
  const b0 = codeOf(board[0]),
    b1 = codeOf(board[1]),
    b2 = codeOf(board[2]),
    b3 = codeOf(board[3]),
    b4 = codeOf(board[4]);
  const values: Record<string, number> = {};
  for (const seat of seats) {
    const cards = holeCards[seat];
    put(values, seat, rank7(b0, b1, b2, b3, b4, codeOf(cards[0]), codeOf(cards[1])));
  }
  return values;
}

/** `value >> 20` of a flush and of a straight flush (see `categoryOf`). */
const FLUSH = 5;
const STRAIGHT_FLUSH = 8;

/**
 * T17: the best five of the board and the hole cards for their hand value (`rank7`), as
 * `evaluate(board + holeCards).bestFive` gives them: by significance, the wheel `5 4 3 2 A`,
 * a flush from its suit, and where two cards could fill a place the earlier one (a test
 * holds the two equal).
 */
export function bestFiveOf(value: number, board: readonly Card[], holeCards: readonly Card[]): Card[] {
  const groups = BEST_FIVE_GROUPS[value >> 20];
  const ranks: number[] = [];
  if (groups.length === 1) {
    // A straight or straight flush: five ranks down from the high card; five high is the wheel.
    const high = (value >> 16) & 15;
    for (let k = 0; k < 5; k++) ranks.push(high - k);
    if (high === 3) ranks[4] = 12;
  } else {
    for (let g = 0; g < groups.length; g++) {
      const rank = (value >> (16 - 4 * g)) & 15;
      for (let k = 0; k < groups[g]; k++) ranks.push(rank);
    }
  }
  // The board first, then the hole cards: the order evaluate(board + hole cards) sees them in.
  const codes = [
    codeOf(board[0]),
    codeOf(board[1]),
    codeOf(board[2]),
    codeOf(board[3]),
    codeOf(board[4]),
    codeOf(holeCards[0]),
    codeOf(holeCards[1]),
  ];
  // Five or more of a suit make the hand a flush (or straight flush): its cards come from that
  // suit. (Seven cards with five of a suit hold no four of a kind or full house: only a hand
  // valued a flush or a straight flush has one.)
  const category = value >> 20;
  let flushSuit = -1;
  for (let suit = 0; suit < 4 && flushSuit < 0 && (category === FLUSH || category === STRAIGHT_FLUSH); suit++) {
    let count = 0;
    for (const code of codes) if ((code & 3) === suit) count++;
    if (count >= 5) flushSuit = suit;
  }
  const best: Card[] = [];
  let taken = 0;
  for (const rank of ranks) {
    for (let k = 0; k < codes.length; k++) {
      const code = codes[k];
      if (code >> 2 !== rank || (taken & (1 << k)) !== 0 || (flushSuit >= 0 && (code & 3) !== flushSuit)) continue;
      taken |= 1 << k;
      best.push(cardFromCode(code));
      break;
    }
  }
  return best;
}

/**
 * T17: the ranks that break ties within a hand value's category, as `evaluate(…).ranks`
 * gives them (one pair `[K, Q, 9, 7]`, a straight its high card, `5` for the wheel), read
 * from the value: what a view needs to word the hand ("pair of kings").
 */
export function ranksOf(value: number): Rank[] {
  const count = BEST_FIVE_GROUPS[value >> 20].length;
  const ranks: Rank[] = [];
  for (let g = 0; g < count; g++) ranks.push(RANKS[(value >> (16 - 4 * g)) & 15]);
  return ranks;
}
