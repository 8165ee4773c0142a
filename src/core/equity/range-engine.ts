/**
 * Exact equity of ranges against ranges (and hands, a range of one holding): every run-out
 * of the board, every deal of holdings that share no card, each weighted by the product of
 * its holdings' weights. Internal module: `equity.ts` checks the input.
 *
 * Speed, measured in bench/README.md:
 * - Suit isomorphism: the suit permutations that leave every range, the board and the dead
 *   cards as they are form a group G; run-outs are dealt from the highest card down and a
 *   run-out is scored only if it is the largest of its orbit under G (a branch is cut as
 *   soon as a permutation maps its dealt ranks above themselves), counted |orbit| times.
 *   Before the flop with ranges of whole classes that is about 1 run-out in 20.
 * - Each holding is valued once per run-out (the board's key summed once, each holding adds
 *   its two keys), not once per deal.
 * - Heads-up, a holding's wins, ties and deals against the other range come from one sweep
 *   of both ranges sorted by value, with card removal by inclusion–exclusion (the weight of
 *   the opponent's holdings below it, less those that hold one of its two cards): linear in
 *   the ranges, not in their product. Three or more players are dealt out one by one.
 */
import { BASE_7, CARD_KEY, FLUSH_SUIT_7, FLUSH_VALUE, VALUE_7 } from '../evaluator-tables.js';
import { CLASSES, choose, newTally, type Counter, type Tally } from './engine.js';

/** One player's holdings: two codes each, a weight and the grid index of its class. */
export interface PlayerHoldings {
  first: Int32Array;
  second: Int32Array;
  weight: Float64Array;
  /** Index into HAND_CLASS_GRID. */
  classIndex: Int16Array;
  /** False for a player of two known cards (one holding): no results per class. */
  range: boolean;
}

/** Sums per holding, in one flat array so parts counted apart (workers) add up: see `SUMS`. */
export const SUMS = 4;
// Per holding h of the whole list (players one after another): [deals, wins, ties, share] at h * SUMS.

/** The 24 permutations of the four suits. */
const PERMUTATIONS: readonly number[][] = /* @__PURE__ */ (() => {
  const out: number[][] = [];
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let c = 0; c < 4; c++) for (let d = 0; d < 4; d++) if (new Set([a, b, c, d]).size === 4) out.push([a, b, c, d]);
  return out;
})();

const mapCard = (perm: readonly number[], card: number): number => (card & ~3) | perm[card & 3];

/**
 * The suit permutations (other than the identity) that leave each player's weighted
 * holdings and the `fixed` cards (board, dead) as they are.
 */
export function suitSymmetries(players: readonly PlayerHoldings[], fixed: readonly number[]): number[][] {
  const fixedSet = new Set(fixed);
  const keyed = players.map((p) => {
    const map = new Map<number, number>();
    for (let i = 0; i < p.weight.length; i++) map.set(pairKey(p.first[i], p.second[i]), p.weight[i]);
    return map;
  });
  return PERMUTATIONS.slice(1).filter(
    (perm) =>
      fixed.every((c) => fixedSet.has(mapCard(perm, c))) &&
      players.every((p, k) => {
        for (let i = 0; i < p.weight.length; i++) {
          if (keyed[k].get(pairKey(mapCard(perm, p.first[i]), mapCard(perm, p.second[i]))) !== p.weight[i]) return false;
        }
        return true;
      }),
  );
}

const pairKey = (a: number, b: number): number => (a > b ? a * 64 + b : b * 64 + a);

/**
 * The exact count of range against range, resumable in slices (`step`). `part` splits the
 * work between workers: this counter takes the slices `index`, `index + count`, … and the
 * parts' `sums` add up to the whole.
 */
export class RangeExactCounter implements Counter {
  readonly exact = true;
  readonly total: number;
  done = 0;
  /** [deals, wins, ties, share] per holding, weighted and multiplied by orbit sizes. */
  readonly sums: Float64Array;
  readonly players: readonly PlayerHoldings[];
  /** Where each player's holdings start in `sums` (divided by SUMS). */
  readonly offsets: Int32Array;

  private readonly rest: Int32Array;
  private readonly missing: number;
  private readonly baseKey: number;
  private readonly baseMask = new Int32Array(4);
  private readonly boardMask = new Int32Array(4);
  /** Per slice: the first one or two cards (indexes into `rest`, highest first) and its run-outs. */
  private readonly slices: { cards: number[]; runOuts: number }[] = [];
  private nextSlice = 0;

  // Suit isomorphism.
  private readonly groupSize: number;
  /** Per symmetry g and 4-bit suit set n: the image set (`NIB[g * 16 + n]`). */
  private readonly nib: Int8Array;
  private readonly symmetries: number;
  /** Per rank: which suits of it the run-out holds. */
  private readonly rankSuits = new Int8Array(13);
  /** Per depth: the symmetries still tied with the identity (their indexes), and how many. */
  private readonly active: Int8Array[];
  private readonly activeCount: Int32Array;

  // Per player, reused per run-out.
  private readonly holeKey: Int32Array[];
  /** Per holding and suit: its cards' rank bits of that suit. */
  private readonly holeMask: Int32Array[];
  private readonly value: Float64Array[];
  private readonly order: Float64Array[];
  /** Per player, its live holdings in value order: their indexes and values. */
  private readonly sortedIndex: Int32Array[];
  private readonly sortedValue: Float64Array[];
  private readonly liveCount: Int32Array;
  private readonly used = new Uint8Array(52);
  // Sweep scratch.
  private readonly cardWeight = new Float64Array(52);
  private readonly belowCard = new Float64Array(52);
  private readonly tiedCard = new Float64Array(52);
  /** Two single holdings that share a card: no deal at all. */
  private readonly clash: boolean;
  /** Heads-up, per player and holding: the index of the same two cards in the other range, or -1. */
  private readonly twin: Int32Array[];
  /** Per player, its live holdings' cards and weights in value order. */
  private readonly sortedFirst: Int32Array[];
  private readonly sortedSecond: Int32Array[];
  private readonly sortedWeight: Float64Array[];
  // Multiway scratch.
  private readonly pick: Int32Array;

  constructor(
    players: readonly PlayerHoldings[],
    board: readonly number[],
    rest: readonly number[],
    symmetries: readonly number[][],
    part: { index: number; count: number } = { index: 0, count: 1 },
  ) {
    this.players = players;
    const n = players.length;
    this.offsets = new Int32Array(n + 1);
    for (let p = 0; p < n; p++) this.offsets[p + 1] = this.offsets[p] + players[p].weight.length;
    this.sums = new Float64Array(this.offsets[n] * SUMS);
    // Highest card first: the isomorphism check compares dealt ranks from the top.
    this.rest = Int32Array.from([...rest].sort((a, b) => b - a));
    this.missing = 5 - board.length;
    let key = 0;
    for (const c of board) {
      key += CARD_KEY[c];
      this.baseMask[c & 3] |= 1 << (c >> 2);
    }
    this.baseKey = key;

    this.symmetries = symmetries.length;
    this.groupSize = symmetries.length + 1;
    this.nib = new Int8Array(Math.max(1, symmetries.length) * 16);
    symmetries.forEach((perm, g) => {
      for (let set = 0; set < 16; set++) {
        let image = 0;
        for (let s = 0; s < 4; s++) if (set & (1 << s)) image |= 1 << perm[s];
        this.nib[g * 16 + set] = image;
      }
    });
    this.active = Array.from({ length: 7 }, () => new Int8Array(Math.max(1, symmetries.length)));
    this.activeCount = new Int32Array(7);

    this.holeKey = players.map((p) => Int32Array.from(p.first, (a, i) => CARD_KEY[a] + CARD_KEY[p.second[i]]));
    this.holeMask = players.map((p) => {
      const m = new Int32Array(p.weight.length * 4);
      for (let i = 0; i < p.weight.length; i++) {
        m[i * 4 + (p.first[i] & 3)] |= 1 << (p.first[i] >> 2);
        m[i * 4 + (p.second[i] & 3)] |= 1 << (p.second[i] >> 2);
      }
      return m;
    });
    this.value = players.map((p) => new Float64Array(p.weight.length));
    this.order = players.map((p) => new Float64Array(p.weight.length));
    this.sortedIndex = players.map((p) => new Int32Array(p.weight.length));
    this.sortedValue = players.map((p) => new Float64Array(p.weight.length));
    this.liveCount = new Int32Array(n);
    this.sortedFirst = players.map((p) => new Int32Array(p.weight.length));
    this.sortedSecond = players.map((p) => new Int32Array(p.weight.length));
    this.sortedWeight = players.map((p) => new Float64Array(p.weight.length));
    const [h0, h1] = players;
    this.clash =
      n === 2 &&
      h0.weight.length === 1 &&
      h1.weight.length === 1 &&
      [h0.first[0], h0.second[0]].some((c) => c === h1.first[0] || c === h1.second[0]);
    this.twin = players.map((p, k) => {
      const other = players[1 - k];
      const at = new Map<number, number>();
      if (n === 2) for (let j = 0; j < other.weight.length; j++) at.set(pairKey(other.first[j], other.second[j]), j);
      return Int32Array.from(p.first, (a, i) => at.get(pairKey(a, p.second[i])) ?? -1);
    });
    this.pick = new Int32Array(n);

    const m = this.rest.length,
      missing = this.missing;
    const all: { cards: number[]; runOuts: number }[] = [];
    if (missing === 0) all.push({ cards: [], runOuts: 1 });
    else if (missing === 1) for (let i = 0; i < m; i++) all.push({ cards: [i], runOuts: 1 });
    else for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) all.push({ cards: [i, j], runOuts: choose(m - j - 1, missing - 2) });
    let total = 0;
    for (let s = part.index; s < all.length; s += part.count) {
      if (all[s].runOuts === 0) continue;
      this.slices.push(all[s]);
      total += all[s].runOuts;
    }
    this.total = total;
  }

  /** The totals per player (deals weighted, wins, ties, shares) as the plain counter's tally. */
  get tally(): Tally {
    return tallyOf(this.sums, this.offsets);
  }

  classSums(): (Float64Array | null)[] {
    return this.players.map((holding, p) => {
      if (!holding.range) return null;
      const out = new Float64Array(CLASSES * 4);
      for (let i = 0; i < holding.weight.length; i++) {
        const from = (this.offsets[p] + i) * SUMS,
          to = holding.classIndex[i] * 4;
        for (let k = 0; k < 4; k++) out[to + k] += this.sums[from + k];
      }
      return out;
    });
  }

  pack(): Float64Array {
    return Float64Array.from(this.sums);
  }

  unpack(data: Float64Array): void {
    this.sums.set(data);
    this.done = this.total;
    this.nextSlice = this.slices.length;
  }

  step(budget: number): boolean {
    const stop = this.done + budget;
    while (this.nextSlice < this.slices.length && this.done < stop) {
      const slice = this.slices[this.nextSlice++];
      this.boardMask.set(this.baseMask);
      this.rankSuits.fill(0);
      this.activeCount[0] = this.symmetries;
      for (let g = 0; g < this.symmetries; g++) this.active[0][g] = g;
      this.dealFrom(slice.cards, 0, 0, this.baseKey, 12);
      this.done += slice.runOuts;
    }
    return this.nextSlice >= this.slices.length;
  }

  /** Deals the slice's own cards, then the rest below them. */
  private dealFrom(cards: readonly number[], k: number, depth: number, key: number, topRank: number): void {
    if (k === cards.length) {
      const start = cards.length === 0 ? 0 : cards[cards.length - 1] + 1;
      this.deal(start, this.missing - cards.length, depth, key, topRank);
      return;
    }
    const c = this.rest[cards[k]];
    if (!this.place(c, depth, topRank)) {
      this.unplace(c);
      return;
    }
    this.dealFrom(cards, k + 1, depth + 1, key + CARD_KEY[c], c >> 2);
    this.unplace(c);
  }

  /**
   * Puts card `c` on the run-out. The ranks from `topRank` (the last card's) down to just
   * above its own are complete now: the symmetries still tied compare them. False when one
   * maps them above themselves (the run-out is not the largest of its orbit).
   */
  private place(c: number, depth: number, topRank: number): boolean {
    const rank = c >> 2;
    this.boardMask[c & 3] |= 1 << rank;
    this.rankSuits[rank] |= 1 << (c & 3);
    return this.compareRanks(depth, topRank, rank + 1);
  }

  private unplace(c: number): void {
    this.boardMask[c & 3] &= ~(1 << (c >> 2));
    this.rankSuits[c >> 2] &= ~(1 << (c & 3));
  }

  /** Compares ranks `from` down to `to` under the symmetries active at `depth`, into depth + 1. */
  private compareRanks(depth: number, from: number, to: number): boolean {
    const src = this.active[depth],
      dst = this.active[depth + 1],
      nib = this.nib,
      suits = this.rankSuits;
    let count = 0;
    for (let k = 0, n = this.activeCount[depth]; k < n; k++) {
      const g = src[k];
      let verdict = 0;
      for (let r = from; r >= to && verdict === 0; r--) {
        const set = suits[r],
          image = nib[g * 16 + set];
        verdict = image > set ? 1 : image < set ? -1 : 0;
      }
      if (verdict > 0) return false;
      if (verdict === 0) dst[count++] = g;
    }
    this.activeCount[depth + 1] = count;
    return true;
  }

  private deal(start: number, left: number, depth: number, key: number, topRank: number): void {
    if (left === 0) {
      // Every rank below the last card is complete now.
      if (!this.compareRanks(depth, topRank, 0)) return;
      this.score(key, this.groupSize / (1 + this.activeCount[depth + 1]));
      return;
    }
    const rest = this.rest,
      m = rest.length;
    for (let j = start; j <= m - left; j++) {
      const c = rest[j];
      if (this.place(c, depth, topRank)) this.deal(j + 1, left - 1, depth + 1, key + CARD_KEY[c], c >> 2);
      this.unplace(c);
    }
  }

  /** Scores one run-out (board key `key`, suit masks in `boardMask`) counted `times` times. */
  private score(key: number, times: number): void {
    const players = this.players,
      boardMask = this.boardMask,
      n = players.length,
      flushSuit = FLUSH_SUIT_7,
      flushValue = FLUSH_VALUE,
      values7 = VALUE_7,
      base7 = BASE_7;
    for (let p = 0; p < n; p++) {
      const holding = players[p],
        holeKey = this.holeKey[p],
        holeMask = this.holeMask[p],
        value = this.value[p],
        first = holding.first,
        second = holding.second,
        count = first.length;
      for (let i = 0; i < count; i++) {
        const a = first[i],
          b = second[i];
        if (boardMask[a & 3] & (1 << (a >> 2)) || boardMask[b & 3] & (1 << (b >> 2))) {
          value[i] = -1;
          continue;
        }
        const k = key + holeKey[i];
        const suit = flushSuit[k & 255];
        value[i] =
          suit < 0 ? values7[(base7[(k >>> 8) & 16383] + (k >>> 22)) & 0x1ffff] : flushValue[boardMask[suit] | holeMask[(i << 2) | suit]];
      }
    }
    if (n === 2 && this.players[0].weight.length === 1 && this.players[1].weight.length === 1) {
      // Two known hands: one comparison.
      const v0 = this.value[0][0],
        v1 = this.value[1][0],
        sums = this.sums,
        at = this.offsets[1] * SUMS;
      if (v0 < 0 || v1 < 0 || this.twin[0][0] >= 0 || this.clash) return;
      times *= this.players[0].weight[0] * this.players[1].weight[0];
      sums[0] += times;
      sums[at] += times;
      if (v0 > v1) {
        sums[1] += times;
        sums[3] += times;
      } else if (v1 > v0) {
        sums[at + 1] += times;
        sums[at + 3] += times;
      } else {
        sums[2] += times;
        sums[3] += times / 2;
        sums[at + 2] += times;
        sums[at + 3] += times / 2;
      }
    } else if (n === 2) {
      this.sortLive(0);
      this.sortLive(1);
      this.sweep(0, 1, times);
      this.sweep(1, 0, times);
    } else this.dealHoldings(0, 1, times);
  }

  /** The live holdings of player p sorted by value (value * 2048 + index, ascending), and their weights by card. */
  private sortLive(p: number): void {
    const value = this.value[p],
      order = this.order[p],
      holding = this.players[p];
    let live = 0;
    for (let i = 0; i < value.length; i++) if (value[i] >= 0) order[live++] = value[i] * 2048 + i;
    order.subarray(0, live).sort();
    const index = this.sortedIndex[p],
      sorted = this.sortedValue[p],
      first = this.sortedFirst[p],
      second = this.sortedSecond[p],
      weight = this.sortedWeight[p];
    for (let k = 0; k < live; k++) {
      const packed = order[k],
        v = Math.floor(packed / 2048),
        i = packed - v * 2048;
      index[k] = i;
      sorted[k] = v;
      first[k] = holding.first[i];
      second[k] = holding.second[i];
      weight[k] = holding.weight[i];
    }
    this.liveCount[p] = live;
  }

  /** Player `me`'s holdings against player `them`'s (both sorted): wins, ties and deals per holding. */
  private sweep(me: number, them: number, times: number): void {
    const mine = this.players[me],
      myIndex = this.sortedIndex[me],
      myValue = this.sortedValue[me],
      theirValue = this.sortedValue[them],
      theirFirst = this.sortedFirst[them],
      theirSecond = this.sortedSecond[them],
      theirWeight = this.sortedWeight[them],
      theirValues = this.value[them],
      theirWeights = this.players[them].weight,
      twin = this.twin[me],
      myLive = this.liveCount[me],
      theirLive = this.liveCount[them],
      cardWeight = this.cardWeight,
      belowCard = this.belowCard,
      tiedCard = this.tiedCard,
      sums = this.sums,
      base = this.offsets[me];
    let all = 0;
    for (let k = 0; k < theirLive; k++) {
      const w = theirWeight[k];
      all += w;
      cardWeight[theirFirst[k]] += w;
      cardWeight[theirSecond[k]] += w;
    }
    let below = 0,
      k = 0;
    for (let i0 = 0; i0 < myLive;) {
      const v = myValue[i0];
      while (k < theirLive && theirValue[k] < v) {
        const w = theirWeight[k];
        below += w;
        belowCard[theirFirst[k]] += w;
        belowCard[theirSecond[k]] += w;
        k++;
      }
      // Their holdings of the same value: a tie.
      let tied = 0,
        t = k;
      while (t < theirLive && theirValue[t] === v) {
        const w = theirWeight[t];
        tied += w;
        tiedCard[theirFirst[t]] += w;
        tiedCard[theirSecond[t]] += w;
        t++;
      }
      let i1 = i0;
      for (; i1 < myLive && myValue[i1] === v; i1++) {
        const i = myIndex[i1];
        const a = mine.first[i],
          b = mine.second[i];
        // The same two cards in their range were taken off twice; it has the same value (a tie).
        const j = twin[i];
        const same = j >= 0 && theirValues[j] >= 0 ? theirWeights[j] : 0;
        const deals = all - cardWeight[a] - cardWeight[b] + same;
        if (deals <= 0) continue;
        const wins = below - belowCard[a] - belowCard[b];
        const ties = tied - tiedCard[a] - tiedCard[b] + same;
        const w = mine.weight[i] * times,
          at = (base + i) * SUMS;
        sums[at] += w * deals;
        sums[at + 1] += w * wins;
        sums[at + 2] += w * ties;
        sums[at + 3] += w * (wins + ties / 2);
      }
      for (let u = k; u < t; u++) tiedCard[theirFirst[u]] = tiedCard[theirSecond[u]] = 0;
      i0 = i1;
    }
    for (let u = 0; u < theirLive; u++) {
      cardWeight[theirFirst[u]] = cardWeight[theirSecond[u]] = 0;
      belowCard[theirFirst[u]] = belowCard[theirSecond[u]] = 0;
    }
  }

  /** Three or more players: every deal of live holdings that share no card, one player at a time. */
  private dealHoldings(p: number, weight: number, times: number): void {
    const players = this.players,
      used = this.used;
    if (p === players.length) {
      let best = -1,
        count = 0;
      for (let q = 0; q < players.length; q++) {
        const v = this.value[q][this.pick[q]];
        if (v > best) {
          best = v;
          count = 1;
        } else if (v === best) count++;
      }
      const w = weight * times;
      for (let q = 0; q < players.length; q++) {
        const i = this.pick[q],
          at = (this.offsets[q] + i) * SUMS;
        const deals = w;
        this.sums[at] += deals;
        if (this.value[q][i] !== best) continue;
        if (count === 1) this.sums[at + 1] += deals;
        else this.sums[at + 2] += deals;
        this.sums[at + 3] += deals / count;
      }
      return;
    }
    const holding = players[p],
      value = this.value[p];
    for (let i = 0; i < value.length; i++) {
      if (value[i] < 0) continue;
      const a = holding.first[i],
        b = holding.second[i];
      if (used[a] || used[b]) continue;
      used[a] = used[b] = 1;
      this.pick[p] = i;
      this.dealHoldings(p + 1, weight * holding.weight[i], times);
      used[a] = used[b] = 0;
    }
  }
}

/**
 * A tally from per-holding sums: per player the deals (weighted) as `boards`, wins, ties and
 * shares. `boards` is the deals of the first player (every deal counts once for each player).
 */
export function tallyOf(sums: Float64Array, offsets: Int32Array): Tally {
  const n = offsets.length - 1;
  const tally = newTally(n);
  tally.shares = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    let deals = 0;
    for (let h = offsets[p]; h < offsets[p + 1]; h++) {
      deals += sums[h * SUMS];
      tally.wins[p] += sums[h * SUMS + 1];
      tally.ties[p] += sums[h * SUMS + 2];
      tally.shares[p] += sums[h * SUMS + 3];
    }
    if (p === 0) tally.boards = deals;
  }
  return tally;
}
