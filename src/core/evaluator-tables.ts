/**
 * Lookup tables for the fast evaluator (`rank5`, `rank7` in `rank.ts`), built once at load
 * from the hand-ranking rules of `evaluator-keys.ts` (T17); nothing here is precomputed
 * data except the two short key lists there. Internal module.
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
import { RANK_KEYS, SUIT_KEYS, flushKey, popcount, rankMaskKey } from './evaluator-keys.js';

// The build below runs once, at load. Each table has its own small function with plain
// loops (no recursion, no closures in hot loops), which V8 optimizes quickly. Each table is
// the result of a call marked pure, so a bundle keeps only the tables its page uses.
const buildStart = performance.now();

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

function flushValues(): Int32Array {
  const values = new Int32Array(8192);
  for (let mask = 0; mask < 8192; mask++) {
    const n = popcount(mask);
    if (n >= 5 && n <= 7) values[mask] = flushKey(mask);
  }
  return values;
}
/** Value of a flush or straight flush by the 13-bit rank mask of its suit (five to seven ranks; else 0). */
export const FLUSH_VALUE = /* @__PURE__ */ flushValues();

function cardKeys(): Int32Array {
  const keys = new Int32Array(52);
  for (let code = 0; code < 52; code++) keys[code] = (RANK_KEYS[code >> 2] << 8) | SUIT_KEYS[code & 3];
  return keys;
}
/** Key of each card code: rank key in the high bits, suit key in the low 8. */
export const CARD_KEY = /* @__PURE__ */ cardKeys();

function flushSuits(): Int8Array {
  const FLUSH_SUIT_7 = new Int8Array(256);
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
  return FLUSH_SUIT_7;
}
/** By the low 8 bits of a seven-card key: the suit holding five or more of the cards, or -1. */
export const FLUSH_SUIT_7 = /* @__PURE__ */ flushSuits();

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

/**
 * The value table of every rank multiset of `size` cards (`count` of them), packed into
 * `slots` slots; fills `base` (its displacements) as it goes. `base` is used only with the
 * table this returns, so the call is pure for the bundler: neither is kept without the other.
 */
function hashedValues(size: number, count: number, base: Int32Array, slots: number): Int32Array {
  const sums = new Int32Array(count),
    keys = new Int32Array(count),
    table = new Int32Array(slots);
  rankMultisets(size, sums, keys);
  displace(sums, keys, base, table);
  return table;
}

// Five cards: 6,175 rank multisets, 1,024 buckets, 16,384 slots.
export const BASE_5 = new Int32Array(1 << 10);
/** Five cards, no flush, rank sum `s`: `VALUE_5[(BASE_5[s & 1023] + (s >>> 10)) & 0x3fff]`. */
export const VALUE_5 = /* @__PURE__ */ hashedValues(5, 6_175, BASE_5, 1 << 14);
// Seven cards: 49,205 rank multisets, 16,384 buckets, 131,072 slots. Rank sums stay below
// 2^23, so `s >>> 14` < 512 and one bucket's sums never share a slot.
export const BASE_7 = new Int32Array(1 << 14);
/** Seven cards, no flush, rank sum `s`: `VALUE_7[(BASE_7[s & 16383] + (s >>> 14)) & 0x1ffff]`. */
export const VALUE_7 = /* @__PURE__ */ hashedValues(7, 49_205, BASE_7, 1 << 17);

/** Milliseconds spent building these tables when the module loaded. */
export const TABLE_BUILD_MS = performance.now() - buildStart;
