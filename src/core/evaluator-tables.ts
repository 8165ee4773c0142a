/**
 * Lookup tables for the fast evaluator (`rank5`, `rank7`), built once at load from the
 * hand-ranking rules below (T17); nothing here is precomputed data except two short key
 * lists. Internal module: `evaluate.ts` is the public face.
 *
 * How a seven-card hand is valued without loops:
 * - Every card has a key `rankKey << 8 | suitKey`; a hand's key is the sum of its cards' keys.
 * - The low 8 bits (suit keys summed) tell whether some suit holds five or more cards, and
 *   which one (`FLUSH_SUIT_7`). Then the ranks of that suit, as a 13-bit mask, index
 *   `FLUSH_VALUE`. With five cards of one suit among seven no full house or quads is
 *   possible, so the flush (or straight flush) is the answer.
 * - Otherwise the high bits (rank keys summed) identify the multiset of ranks exactly,
 *   because any two multisets of the same size have different sums. Those sums run up to
 *   about 7.8 million but only 49,205 occur, so a displacement hash packs them into 131,072
 *   slots: `VALUE_7[(BASE_7[sum & 16383] + (sum >>> 14)) & 0x1ffff]` (see `displace`).
 *
 * A hand's value is its class key (see `packKey`): 7,462 distinct values for the 7,462
 * classes of five-card hands, ordered as the hands are. Storing keys rather than a dense
 * 1 … 7,462 numbering spares the load the step from key to number (about a quarter of
 * the build), at the price of 32-bit tables.
 */

/**
 * Rank keys: multisets of ranks of equal size (at most seven cards, at most four of a
 * rank) always have different key sums. Each key is the least one keeping that property
 * (greedy); `bench/find-rank-keys.ts` derives the list. Being the greedy answer, it is
 * the same sequence other sum-of-keys evaluators arrive at.
 * Largest seven-card sum: 4 × 1,479,181 + 3 × 636,345 = 7,825,759 (23 bits).
 */
const RANK_KEYS = [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181];
/**
 * Suit keys: the sum over seven cards (at most 7 × 32 = 224, 8 bits) determines which suit,
 * if any, holds five or more of them. Smallest such set, by exhaustive search
 * (`bench/find-rank-keys.ts`).
 */
const SUIT_KEYS = [0, 1, 25, 32];

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

// The build below runs once, at load. Each table has its own small function with plain
// loops (no recursion, no closures in hot loops), which V8 optimizes quickly.
const buildStart = performance.now();

/** How many ranks a 13-bit mask holds. */
export function popcount(mask: number): number {
  mask -= (mask >> 1) & 0x5555;
  mask = (mask & 0x3333) + ((mask >> 2) & 0x3333);
  mask = (mask + (mask >> 4)) & 0x0f0f;
  return (mask + (mask >> 8)) & 0x1f;
}

/** Writes the rank-key sum and class key of every multiset of `size` ranks (at most four of each). */
function rankMultisets(size: number, sums: Int32Array, keys: Int32Array): void {
  // The ranks in ascending order, r[0] ≤ r[1] ≤ …, advanced like an odometer; r[size]
  // is a sentinel that ends the last run of equal ranks.
  const r = new Int8Array(size + 1);
  r[size] = -1;
  for (let found = 0; ;) {
    let sum = 0,
      all = 0,
      pairs = 0,
      trips = 0,
      quads = 0,
      run = 0;
    for (let i = 0; i < size; i++) {
      const rank = r[i];
      sum += RANK_KEYS[rank];
      if (rank === r[i + 1]) {
        run++;
        continue;
      }
      const bit = 1 << rank;
      all |= bit;
      if (run === 1) pairs |= bit;
      else if (run === 2) trips |= bit;
      else if (run === 3) quads |= bit;
      else if (run > 3) all = -1; // five of a rank: no such hand
      run = 0;
    }
    if (all >= 0) {
      sums[found] = sum;
      keys[found++] = rankMaskKey(all, pairs, trips, quads);
    }
    let i = size - 1;
    while (i >= 0 && r[i] === 12) i--;
    if (i < 0) return;
    for (let j = size - 1, next = r[i] + 1; j >= i; j--) r[j] = next;
  }
}

const SUMS_5 = new Int32Array(6_175),
  KEYS_5 = new Int32Array(6_175);
rankMultisets(5, SUMS_5, KEYS_5);

/** Value of a flush or straight flush by the 13-bit rank mask of its suit (five to seven ranks; else 0). */
export const FLUSH_VALUE = new Int32Array(8192);
function fillFlushValues(): void {
  for (let mask = 0; mask < 8192; mask++) {
    const n = popcount(mask);
    if (n >= 5 && n <= 7) FLUSH_VALUE[mask] = flushKey(mask);
  }
}
fillFlushValues();

/** Key of each card code: rank key in the high bits, suit key in the low 8. */
export const CARD_KEY = new Int32Array(52);
/** By the low 8 bits of a seven-card key: the suit holding five or more of the cards, or -1. */
export const FLUSH_SUIT_7 = new Int8Array(256);
function fillCardKeys(): void {
  for (let code = 0; code < 52; code++) CARD_KEY[code] = (RANK_KEYS[code >> 2] << 8) | SUIT_KEYS[code & 3];
  FLUSH_SUIT_7.fill(-1);
  // a, b, c, d cards of the four suits, seven in all
  for (let a = 0; a <= 7; a++) {
    for (let b = 0; a + b <= 7; b++) {
      for (let c = 0; a + b + c <= 7; c++) {
        const d = 7 - a - b - c;
        const suit = a >= 5 ? 0 : b >= 5 ? 1 : c >= 5 ? 2 : d >= 5 ? 3 : -1;
        FLUSH_SUIT_7[a * SUIT_KEYS[0] + b * SUIT_KEYS[1] + c * SUIT_KEYS[2] + d * SUIT_KEYS[3]] = suit;
      }
    }
  }
}
fillCardKeys();

/**
 * Packs distinct non-negative `sums` with their `values` into `table` (2^slotBits slots)
 * by hash and displace: a sum `s` falls in bucket `s & (2^bucketBits - 1)` (`base` has an
 * entry per bucket) and goes to slot `(base[bucket] + (s >>> bucketBits)) & (2^slotBits - 1)`.
 * Sums of one bucket differ above `bucketBits`, by less than 2^slotBits, so they never
 * share a slot; each bucket in turn takes the first displacement that lands all its sums
 * on free slots. With the table at most 3/8 full that takes a few tries per bucket.
 */
function displace(sums: Int32Array, values: Int32Array, base: Int32Array, table: Int32Array): void {
  const buckets = base.length,
    bucketMask = buckets - 1,
    bucketBits = 31 - Math.clz32(buckets);
  const size = table.length,
    slotMask = size - 1,
    slotBits = 31 - Math.clz32(size);
  const n = sums.length;
  // Group the sums by bucket: bucket b owns high[start[b] … start[b + 1] - 1].
  const start = new Int32Array(buckets + 1);
  for (let i = 0; i < n; i++) start[(sums[i] & bucketMask) + 1]++;
  for (let b = 0; b < buckets; b++) start[b + 1] += start[b];
  const high = new Int32Array(n),
    value = new Int32Array(n),
    next = start.slice(0, buckets);
  for (let i = 0; i < n; i++) {
    const j = next[sums[i] & bucketMask]++;
    high[j] = sums[i] >>> bucketBits;
    value[j] = values[i];
  }
  const used = new Uint8Array(size);
  for (let b = 0; b < buckets; b++) {
    const from = start[b],
      to = start[b + 1];
    // Trying displacements from a spread-out start keeps early buckets from crowding
    // the slots that every later bucket would try first.
    let d = Math.imul(b, 0x9e3779b1) >>> (32 - slotBits);
    let tries = 0;
    for (; tries < size; tries++, d = (d + 1) & slotMask) {
      let i = from;
      while (i < to && !used[(d + high[i]) & slotMask]) i++;
      if (i === to) break;
    }
    if (tries === size) throw new Error('evaluator tables: no room');
    for (let i = from; i < to; i++) {
      const slot = (d + high[i]) & slotMask;
      used[slot] = 1;
      table[slot] = value[i];
    }
    base[b] = d;
  }
}

// Five cards: 6,175 rank multisets, 1,024 buckets, 16,384 slots.
/** Five cards, no flush, rank sum `s`: `VALUE_5[(BASE_5[s & 1023] + (s >>> 10)) & 0x3fff]`. */
export const BASE_5 = new Int32Array(1 << 10),
  VALUE_5 = new Int32Array(1 << 14);
// Seven cards: 49,205 rank multisets, 16,384 buckets, 131,072 slots. Rank sums stay below
// 2^23, so `s >>> 14` < 512 and one bucket's sums never share a slot.
/** Seven cards, no flush, rank sum `s`: `VALUE_7[(BASE_7[s & 16383] + (s >>> 14)) & 0x1ffff]`. */
export const BASE_7 = new Int32Array(1 << 14),
  VALUE_7 = new Int32Array(1 << 17);

displace(SUMS_5, KEYS_5, BASE_5, VALUE_5);
const SUMS_7 = new Int32Array(49_205),
  KEYS_7 = new Int32Array(49_205);
rankMultisets(7, SUMS_7, KEYS_7);
displace(SUMS_7, KEYS_7, BASE_7, VALUE_7);

/** Milliseconds spent building these tables when the module loaded. */
export const TABLE_BUILD_MS = performance.now() - buildStart;
