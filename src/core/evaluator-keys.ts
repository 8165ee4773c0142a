/**
 * The keys of the fast evaluator (T17): each card's rank and suit key, and a hand's class
 * key from its ranks (`packKey`, `flushKey`, `rankCountKey`). `evaluate` needs only these;
 * the lookup tables of `rank5` and `rank7` are built from them in `evaluator-tables.ts`,
 * which a page that only calls `evaluate` (a `<hand-ranker>`) never loads. Internal module.
 */

/**
 * Rank keys: multisets of ranks of equal size (at most seven cards, at most four of a
 * rank) always have different key sums. Each key is the least one keeping that property
 * (greedy); `bench/find-rank-keys.ts` derives the list. Being the greedy answer, it is
 * the same sequence other sum-of-keys evaluators arrive at.
 * Largest seven-card sum: 4 × 1,479,181 + 3 × 636,345 = 7,825,759 (23 bits).
 */
export const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181];
/**
 * Suit keys: the sum over seven cards (at most 7 × 32 = 224, 8 bits) determines which suit,
 * if any, holds five or more of them. Smallest such set, by exhaustive search
 * (`bench/find-rank-keys.ts`).
 */
export const SUIT_KEYS = [0, 1, 25, 32];

/** Category numbers inside a class key: 0 = high card … 8 = straight flush. */
export const HIGH_CARD = 0,
  ONE_PAIR = 1,
  TWO_PAIR = 2,
  TRIPS = 3,
  STRAIGHT = 4,
  FLUSH = 5,
  FULL_HOUSE = 6,
  QUADS = 7,
  STRAIGHT_FLUSH = 8;

/**
 * A class key spells out a hand's worth: category, then up to five tie-break rank
 * indexes (0 = deuce … 12 = ace), four bits each, most significant first, e.g. kings full
 * of sevens `0x6B5000`. Comparing two keys as numbers compares the hands (T17).
 */
export function packKey(category: number, r0: number, r1 = 0, r2 = 0, r3 = 0, r4 = 0): number {
  return (category << 20) | (r0 << 16) | (r1 << 12) | (r2 << 8) | (r3 << 4) | r4;
}

const highest = (mask: number): number => 31 - Math.clz32(mask);

/** High rank of the best straight among the ranks in `mask`, or -1. A-2-3-4-5 is five high; no wrap (T17). */
export function straightHigh(mask: number): number {
  // Bits that start a run of five: the run's top is four ranks higher.
  const runs = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & (mask >> 4);
  if (runs) return highest(runs) + 4;
  return (mask & 0x100f) === 0x100f ? 3 : -1;
}

/**
 * Appends the `n` highest ranks of `mask` to `key` and left-aligns the result to five
 * rank slots, given `used` slots already filled.
 */
function withTop(key: number, used: number, mask: number, n: number): number {
  for (let i = 0; i < n; i++) {
    const r = highest(mask);
    key = (key << 4) | r;
    mask ^= 1 << r;
  }
  return key << (4 * (5 - used - n));
}

/** Class key of a flush in one suit: `mask` holds that suit's ranks (five or more). */
export function flushKey(mask: number): number {
  const high = straightHigh(mask);
  return high >= 0 ? packKey(STRAIGHT_FLUSH, high) : withTop(FLUSH, 0, mask, 5);
}

/**
 * Class key of the best five of five to seven cards without a flush, from masks of their
 * ranks: `all` ranks present, `pairs`, `trips`, `quads` ranks held exactly 2, 3, 4 times.
 */
export function rankMaskKey(all: number, pairs: number, trips: number, quads: number): number {
  if (quads) {
    // The kicker is the best other card, even one from a pair or three of a kind.
    const q = highest(quads);
    return packKey(QUADS, q, highest(all ^ (1 << q)));
  }
  const t = highest(trips);
  // Two three-of-a-kinds make a full house: the lower one supplies the pair.
  const rest = t < 0 ? 0 : (trips | pairs) ^ (1 << t);
  if (rest) return packKey(FULL_HOUSE, t, highest(rest));
  const high = straightHigh(all);
  if (high >= 0) return packKey(STRAIGHT, high);
  if (t >= 0) return withTop((TRIPS << 4) | t, 1, all ^ (1 << t), 2);
  if (pairs) {
    const p0 = highest(pairs);
    const p1 = highest(pairs ^ (1 << p0));
    if (p1 < 0) return withTop((ONE_PAIR << 4) | p0, 1, all ^ (1 << p0), 3);
    // With three pairs the third pair's rank can be the kicker.
    return withTop((((TWO_PAIR << 4) | p0) << 4) | p1, 2, all ^ (1 << p0) ^ (1 << p1), 1);
  }
  return withTop(HIGH_CARD, 0, all, 5);
}

/** `rankMaskKey` for cards given as counts per rank: `counts[r]` cards of rank index `r`. */
export function rankCountKey(counts: ArrayLike<number>): number {
  const masks = [0, 0, 0, 0, 0];
  for (let r = 0; r < 13; r++) masks[counts[r]] |= 1 << r;
  return rankMaskKey(masks[1] | masks[2] | masks[3] | masks[4], masks[2], masks[3], masks[4]);
}

/** How many ranks a 13-bit mask holds. */
export function popcount(mask: number): number {
  mask -= (mask >> 1) & 0x5555;
  mask = (mask & 0x3333) + ((mask >> 2) & 0x3333);
  mask = (mask + (mask >> 4)) & 0x0f0f;
  return (mask + (mask >> 8)) & 0x1f;
}
