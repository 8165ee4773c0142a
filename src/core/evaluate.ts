import { RANKS, assertDistinct, cardCode, cardFromCode, type Card, type CardCode, type Rank } from './cards.js';
import { HoldemError, InvalidCardError } from './errors.js';
import { inputText, requireArray, requireValue } from './input.js';
import { flushKey, popcount, rankCountKey } from './evaluator-keys.js';

export type HandCategory =
  'straight-flush' | 'four-of-a-kind' | 'full-house' | 'flush' | 'straight' | 'three-of-a-kind' | 'two-pair' | 'one-pair' | 'high-card';

/** The hand categories, best first (T17). */
export const HAND_CATEGORIES: readonly HandCategory[] = [
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'one-pair',
  'high-card',
];

/** What a hand of five to seven cards is worth, with its best five cards (T17). */
export interface HandResult {
  /**
   * Higher is better, equal values tie; suits never break ties. An integer that spells the
   * category and the tie-break ranks (`category << 20`, then the ranks four bits each, 2 = 0
   * … A = 12; categories 0 = high card … 8 = straight flush): 7,462 distinct values in all,
   * from 7-5-4-3-2 (`0x053210`) to the royal flush (`0x8C0000`).
   */
  value: number;
  category: HandCategory;
  /** The best five cards by significance: `K K Q 9 7`, a full house `K K K 7 7`, the wheel `5 4 3 2 A`. */
  bestFive: Card[];
  /**
   * The ranks that break ties within the category, in order: one pair `[K, Q, 9, 7]`, two
   * pair `[K, 9, 4]`, three of a kind `[7, K, 2]`, full house `[K, 7]`, four of a kind
   * `[9, A]`, straight and straight flush the high card (`5` for the wheel), flush and high
   * card the five ranks high to low.
   */
  ranks: Rank[];
}

// Inside the tables a category is a number, 0 = high card … 8 = straight flush.
const categoryName = (n: number): HandCategory => HAND_CATEGORIES[8 - n] as HandCategory;
/** How many of each tie-break rank the best five holds, by category number (0 high card … 8 straight flush). */
export const BEST_FIVE_GROUPS: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [2, 1, 1, 1],
  [2, 2, 1],
  [3, 1, 1],
  [1],
  [1, 1, 1, 1, 1],
  [3, 2],
  [4, 1],
  [1],
];

/** The category of a hand value (as `evaluate` or `rank7` give it). */
export function categoryOf(value: number): HandCategory {
  if (!(Number.isInteger(value) && value >= 0x053210 && value <= 0x8c0000)) {
    throw new HoldemError('invalid-input', `${inputText(value)} is not a hand value.`);
  }
  return categoryName(value >> 20);
}

/** `> 0` when `a` is the better hand, `0` for a tie, `< 0` when `b` is better (T17). */
export function compareHands(a: HandResult | number, b: HandResult | number): number {
  return handValue(a, 'a') - handValue(b, 'b');
}

function handValue(hand: HandResult | number, name: string): number {
  const value = typeof hand === 'number' ? hand : requireValue(hand, name).value;
  categoryOf(value); // throws invalid-input unless a hand value
  return value;
}

function toCode(card: Card | string | CardCode): CardCode {
  if (typeof card === 'number') {
    cardFromCode(card); // throws unknown-card unless 0 … 51
    return card;
  }
  return cardCode(card);
}

/**
 * Values the best five of five, six or seven cards (T17), using any of them: two, one or
 * none of a player's hole cards. Cards may be given as text (`'As'`, `'10d'`), `Card`s or
 * codes. Throws `InvalidCardError`: `unknown-card`, `duplicate-card`, or `card-count`.
 * Where two cards could fill the same place in the best five, the earlier one is taken.
 */
export function evaluate(cards: readonly (Card | string | CardCode)[]): HandResult {
  const codes = Array.from(requireArray(cards, 'cards'), toCode);
  if (codes.length < 5 || codes.length > 7) {
    throw new InvalidCardError('card-count', String(codes.length), `A hand is valued from 5, 6 or 7 cards; ${codes.length} given.`);
  }
  assertDistinct(codes.map(cardFromCode));

  const suitRanks = [0, 0, 0, 0];
  const counts = new Uint8Array(13);
  for (const c of codes) {
    suitRanks[c & 3] |= 1 << (c >> 2);
    counts[c >> 2]++;
  }
  const flushSuit = suitRanks.findIndex((mask) => popcount(mask) >= 5);
  const key = flushSuit >= 0 ? flushKey(suitRanks[flushSuit]) : rankCountKey(counts);
  const n = key >> 20;
  const groups = BEST_FIVE_GROUPS[n];
  const tieBreaks = groups.map((_, i) => (key >> (16 - 4 * i)) & 15);

  // The ranks of the five cards in order of significance.
  let five: number[];
  if (groups.length === 1) {
    const high = tieBreaks[0];
    five = [high, high - 1, high - 2, high - 3, high - 4];
    if (high === 3) five[4] = 12; // the wheel: 5 4 3 2 A
  } else {
    five = tieBreaks.flatMap((r, i) => Array<number>(groups[i]).fill(r));
  }
  const pool = flushSuit >= 0 ? codes.filter((c) => (c & 3) === flushSuit) : codes;
  const taken = new Set<CardCode>();
  const bestFive = five.map((r) => {
    const code = pool.find((c) => c >> 2 === r && !taken.has(c)) as CardCode;
    taken.add(code);
    return cardFromCode(code);
  });

  return {
    value: key,
    category: categoryName(n),
    bestFive,
    ranks: tieBreaks.map((r) => RANKS[r]),
  };
}
