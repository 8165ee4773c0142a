/**
 * The counting loops behind `equity`: exact enumeration of every board and seeded Monte
 * Carlo sampling, both resumable in slices (`step`) so a worker or a page can show progress
 * and stop. Internal module: `equity.ts` checks the input and is the public face.
 *
 * Speed: a hand's seven-card key is the sum of its cards' keys (see evaluator-tables.ts),
 * so the board's part is summed once per loop level and each player adds the two keys of
 * the hole cards; the suit masks of the board (for flushes) are kept the same way. The
 * innermost loop allocates nothing.
 */
import { BASE_7, CARD_KEY, FLUSH_SUIT_7, FLUSH_VALUE, VALUE_7 } from '../evaluator-tables.js';
import { seededRandom, type RandomSource } from '../deck.js';
import { HoldemError } from '../errors.js';

/** Most players at one table, and the longest split a board can give. */
export const MAX_PLAYERS = 10;
const SPLITS = MAX_PLAYERS + 1;

/** Counts kept per player while boards are scored. */
export interface Tally {
  /** Boards (or samples) scored. */
  boards: number;
  /** Per player: boards won alone. */
  wins: Float64Array;
  /** Per player: boards split. */
  ties: Float64Array;
  /** Per player and number of sharers `t` (index `p * 11 + t`): boards split `t` ways. */
  splits: Float64Array;
  /** Per player: the sum of squared shares per board (for the standard error of a sample). */
  squares: Float64Array;
  /** Per player: the pot shares won, when counted directly (a range count) rather than from `splits`. */
  shares?: Float64Array;
}

export function newTally(players: number): Tally {
  return {
    boards: 0,
    wins: new Float64Array(players),
    ties: new Float64Array(players),
    splits: new Float64Array(players * SPLITS),
    squares: new Float64Array(players),
  };
}

/** A resumable count: `step(budget)` scores about `budget` more boards and says whether it is finished. */
export interface Counter {
  readonly total: number;
  readonly done: number;
  readonly tally: Tally;
  readonly exact: boolean;
  step(budget: number): boolean;
  /** Per player, [deals, wins, ties, share] per class of HAND_CLASS_GRID (169 × 4), or null for a player of known cards. */
  classSums(): (Float64Array | null)[];
  /** Everything counted so far as one array: parts of one count (workers) add up element by element. */
  pack(): Float64Array;
  /** Takes a packed (summed) count as this counter's own, finished. */
  unpack(data: Float64Array): void;
}

/** Classes of the 13×13 grid. */
export const CLASSES = 169;

/** The grid index (HAND_CLASS_GRID) of the class of two card codes. */
export function classIndexOf(a: number, b: number): number {
  const ra = a >> 2,
    rb = b >> 2;
  const hi = ra > rb ? ra : rb,
    lo = ra > rb ? rb : ra;
  if (hi === lo) return (12 - hi) * 14;
  return (a & 3) === (b & 3) ? (12 - hi) * 13 + (12 - lo) : (12 - lo) * 13 + (12 - hi);
}

function packTally(tally: Tally, extra: readonly (Float64Array | null)[]): Float64Array {
  const parts = [Float64Array.of(tally.boards), tally.wins, tally.ties, tally.splits, tally.squares, ...extra.filter((x) => x !== null)];
  const out = new Float64Array(parts.reduce((n, x) => n + x.length, 0));
  let at = 0;
  for (const x of parts) {
    out.set(x, at);
    at += x.length;
  }
  return out;
}

function unpackTally(tally: Tally, extra: readonly (Float64Array | null)[], data: Float64Array): void {
  tally.boards = data[0];
  let at = 1;
  for (const x of [tally.wins, tally.ties, tally.splits, tally.squares, ...extra.filter((y) => y !== null)]) {
    x.set(data.subarray(at, at + x.length));
    at += x.length;
  }
}

/** n choose k for small numbers. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return Math.round(out);
}

/** Shared scoring: players' hole keys and suit masks, the board's suit masks. */
class Scorer {
  readonly n: number;
  readonly holeKey: Int32Array;
  /** Per player and suit (`p * 4 + s`): the rank mask of that player's hole cards of suit s. */
  readonly holeMask: Int32Array;
  /** Per suit: the rank mask of the board so far. */
  readonly boardMask = new Int32Array(4);
  readonly values: Int32Array;
  readonly tally: Tally;

  constructor(players: number) {
    this.n = players;
    this.holeKey = new Int32Array(players);
    this.holeMask = new Int32Array(players * 4);
    this.values = new Int32Array(players);
    this.tally = newTally(players);
  }

  setHole(p: number, a: number, b: number): void {
    this.holeKey[p] = CARD_KEY[a] + CARD_KEY[b];
    const m = this.holeMask;
    m[p * 4] = m[p * 4 + 1] = m[p * 4 + 2] = m[p * 4 + 3] = 0;
    m[p * 4 + (a & 3)] |= 1 << (a >> 2);
    m[p * 4 + (b & 3)] |= 1 << (b >> 2);
  }

  /** Scores one complete board whose keys sum to `boardKey` (its suit masks in `boardMask`). */
  score(boardKey: number, squares: boolean): void {
    const n = this.n,
      holeKey = this.holeKey,
      holeMask = this.holeMask,
      boardMask = this.boardMask,
      values = this.values,
      tally = this.tally;
    let best = -1,
      count = 0,
      bestPlayer = 0;
    for (let p = 0; p < n; p++) {
      const key = boardKey + holeKey[p];
      const suit = FLUSH_SUIT_7[key & 255];
      const value =
        suit < 0
          ? VALUE_7[(BASE_7[(key >>> 8) & 16383] + (key >>> 22)) & 0x1ffff]
          : FLUSH_VALUE[boardMask[suit] | holeMask[(p << 2) | suit]];
      values[p] = value;
      if (value > best) {
        best = value;
        count = 1;
        bestPlayer = p;
      } else if (value === best) count++;
    }
    tally.boards++;
    if (count === 1) {
      tally.wins[bestPlayer]++;
      if (squares) tally.squares[bestPlayer]++;
      return;
    }
    // A split: each of the `count` best hands takes 1/count of this board's pot (T18).
    const share = 1 / count;
    for (let p = bestPlayer; p < n; p++) {
      if (values[p] !== best) continue;
      tally.ties[p]++;
      tally.splits[p * SPLITS + count]++;
      if (squares) tally.squares[p] += share * share;
    }
  }
}

/**
 * Every board: `known` hole cards per player (two codes each), the `board` codes so far and
 * the `rest` of the deck to draw the missing cards from. Slices are the first card drawn.
 */
export class ExactCounter extends Scorer implements Counter {
  readonly exact = true;
  readonly total: number;
  done = 0;
  private readonly rest: Int32Array;
  private readonly missing: number;
  private readonly baseKey: number;
  private next = 0;

  classSums(): (Float64Array | null)[] {
    return Array.from({ length: this.n }, () => null);
  }

  pack(): Float64Array {
    return packTally(this.tally, []);
  }

  unpack(data: Float64Array): void {
    unpackTally(this.tally, [], data);
    this.done = this.total;
    this.next = this.rest.length;
  }

  /** `part`: this counter takes the first cards `index`, `index + count`, … of the deck's rest (a worker's share). */
  constructor(
    known: readonly number[],
    board: readonly number[],
    rest: readonly number[],
    private readonly part: { index: number; count: number } = { index: 0, count: 1 },
  ) {
    super(known.length / 2);
    for (let p = 0; p < this.n; p++) this.setHole(p, known[2 * p], known[2 * p + 1]);
    let key = 0;
    for (const c of board) {
      key += CARD_KEY[c];
      this.boardMask[c & 3] |= 1 << (c >> 2);
    }
    this.baseKey = key;
    this.rest = Int32Array.from(rest);
    this.missing = 5 - board.length;
    let total = 0;
    if (this.missing === 0) total = part.index === 0 ? 1 : 0;
    else for (let i = part.index; i < rest.length; i += part.count) total += choose(rest.length - i - 1, this.missing - 1);
    this.total = total;
    this.next = part.index;
  }

  step(budget: number): boolean {
    const m = this.rest.length,
      missing = this.missing;
    if (missing === 0) {
      if (this.next === 0) this.score(this.baseKey, false);
      this.next = m;
      this.done = this.total;
      return true;
    }
    const stop = this.done + budget;
    while (this.next <= m - missing && this.done < stop) {
      const i = this.next++;
      const c = this.rest[i];
      const bit = 1 << (c >> 2);
      this.boardMask[c & 3] ^= bit;
      this.deal(i + 1, missing - 1, this.baseKey + CARD_KEY[c]);
      this.boardMask[c & 3] ^= bit;
      this.done += choose(m - i - 1, missing - 1);
      this.next = i + this.part.count;
    }
    return this.next > m - missing;
  }

  /**
   * The last card for two players, everything in locals: heads-up before the flop this
   * loop runs 1,712,304 times, and the general `score` costs half as much again.
   */
  private lastCardHeadsUp(start: number, key: number): void {
    const rest = this.rest,
      m = rest.length,
      boardMask = this.boardMask,
      holeMask = this.holeMask,
      tally = this.tally;
    const key0 = key + this.holeKey[0],
      key1 = key + this.holeKey[1];
    let wins0 = 0,
      wins1 = 0,
      ties = 0;
    for (let j = start; j < m; j++) {
      const c = rest[j];
      const ck = CARD_KEY[c];
      const k0 = key0 + ck,
        k1 = key1 + ck;
      const suit0 = FLUSH_SUIT_7[k0 & 255],
        suit1 = FLUSH_SUIT_7[k1 & 255];
      let v0: number, v1: number;
      if (suit0 < 0) v0 = VALUE_7[(BASE_7[(k0 >>> 8) & 16383] + (k0 >>> 22)) & 0x1ffff];
      else v0 = FLUSH_VALUE[(c & 3) === suit0 ? boardMask[suit0] | holeMask[suit0] | (1 << (c >> 2)) : boardMask[suit0] | holeMask[suit0]];
      if (suit1 < 0) v1 = VALUE_7[(BASE_7[(k1 >>> 8) & 16383] + (k1 >>> 22)) & 0x1ffff];
      else
        v1 =
          FLUSH_VALUE[
            (c & 3) === suit1 ? boardMask[suit1] | holeMask[4 | suit1] | (1 << (c >> 2)) : boardMask[suit1] | holeMask[4 | suit1]
          ];
      if (v0 > v1) wins0++;
      else if (v1 > v0) wins1++;
      else ties++;
    }
    tally.boards += wins0 + wins1 + ties;
    tally.wins[0] += wins0;
    tally.wins[1] += wins1;
    tally.ties[0] += ties;
    tally.ties[1] += ties;
    tally.splits[2] += ties;
    tally.splits[SPLITS + 2] += ties;
  }

  /** Deals `left` more cards from `rest[start…]` onto a board whose key is `key`. */
  private deal(start: number, left: number, key: number): void {
    const rest = this.rest,
      m = rest.length,
      boardMask = this.boardMask;
    if (left === 0) {
      this.score(key, false);
      return;
    }
    if (left === 1) {
      if (this.n === 2) this.lastCardHeadsUp(start, key);
      else {
        for (let j = start; j < m; j++) {
          const c = rest[j];
          const bit = 1 << (c >> 2);
          boardMask[c & 3] ^= bit;
          this.score(key + CARD_KEY[c], false);
          boardMask[c & 3] ^= bit;
        }
      }
      return;
    }
    for (let j = start; j <= m - left; j++) {
      const c = rest[j];
      const bit = 1 << (c >> 2);
      boardMask[c & 3] ^= bit;
      this.deal(j + 1, left - 1, key + CARD_KEY[c]);
      boardMask[c & 3] ^= bit;
    }
  }
}

/** A range player's holdings: two codes per combo, the running total of their weights and each one's class. */
export interface RangeDraw {
  player: number;
  codes: Int32Array;
  cumulative: Float64Array;
  classIndex: Int16Array;
}

/** Consecutive rejected deals after which the ranges are taken to leave no possible deal. */
const MAX_REJECTIONS = 100_000;

/**
 * Seeded random boards (and, for range players, random holdings drawn by weight; a deal
 * in which two holdings or a holding and the board collide is drawn again, so card removal
 * is exact). `known` holds two codes per player (-1, -1 for a range player).
 */
export class SampleCounter extends Scorer implements Counter {
  readonly exact = false;
  total: number;
  done = 0;
  private readonly random: RandomSource;
  private readonly pool: Int32Array;
  private readonly stamp = new Int32Array(52);
  private deal = 0;
  private readonly baseKey: number;
  private readonly baseMask = new Int32Array(4);
  private readonly missing: number;
  private readonly classes: (Float64Array | null)[];
  /** Per player: the class index of the holding drawn this deal. */
  private readonly drawnClass: Int32Array;

  classSums(): (Float64Array | null)[] {
    return this.classes;
  }

  pack(): Float64Array {
    return packTally(this.tally, this.classes);
  }

  unpack(data: Float64Array): void {
    unpackTally(this.tally, this.classes, data);
    this.done = this.total;
  }

  /**
   * `targetError`: the stopping rule. Sampling stops before `samples` once every player's
   * standard error is at most this (checked every 10,000 deals, after the first 10,000).
   */
  constructor(
    known: readonly number[],
    board: readonly number[],
    pool: readonly number[],
    private readonly ranges: readonly RangeDraw[],
    samples: number,
    seed: number | string,
    private readonly targetError = 0,
  ) {
    super(known.length / 2);
    for (let p = 0; p < this.n; p++) if (known[2 * p] >= 0) this.setHole(p, known[2 * p], known[2 * p + 1]);
    let key = 0;
    for (const c of board) {
      key += CARD_KEY[c];
      this.baseMask[c & 3] |= 1 << (c >> 2);
    }
    this.baseKey = key;
    this.pool = Int32Array.from(pool);
    this.missing = 5 - board.length;
    this.total = samples;
    this.random = seededRandom(seed);
    this.classes = Array.from({ length: this.n }, () => null);
    for (const range of ranges) this.classes[range.player] = new Float64Array(CLASSES * 4);
    this.drawnClass = new Int32Array(this.n);
  }

  /** Adds the deal just scored to each range player's class: a deal, a win or a tie, the share. */
  private countClasses(): void {
    const values = this.values,
      n = this.n;
    let best = -1,
      count = 0;
    for (let p = 0; p < n; p++) {
      if (values[p] > best) {
        best = values[p];
        count = 1;
      } else if (values[p] === best) count++;
    }
    for (const range of this.ranges) {
      const p = range.player,
        sums = this.classes[p]!,
        at = this.drawnClass[p] * 4;
      sums[at]++;
      if (values[p] !== best) continue;
      if (count === 1) sums[at + 1]++;
      else sums[at + 2]++;
      sums[at + 3] += 1 / count;
    }
  }

  /** Whether every player's standard error is at most the target. */
  private settled(): boolean {
    const tally = this.tally,
      boards = tally.boards;
    for (let p = 0; p < this.n; p++) {
      let share = tally.wins[p];
      for (let t = 2; t < SPLITS; t++) share += tally.splits[p * SPLITS + t] / t;
      const mean = share / boards;
      const variance = Math.max(0, tally.squares[p] / boards - mean * mean);
      if (Math.sqrt(variance / boards) > this.targetError) return false;
    }
    return true;
  }

  step(budget: number): boolean {
    const stop = Math.min(this.total, this.done + budget);
    const pool = this.pool,
      size = pool.length,
      stamp = this.stamp,
      random = this.random,
      boardMask = this.boardMask;
    let rejected = 0;
    while (this.done < stop) {
      const deal = ++this.deal;
      let clash = false;
      for (const range of this.ranges) {
        const i = pick(range.cumulative, random);
        const a = range.codes[2 * i],
          b = range.codes[2 * i + 1];
        if (stamp[a] === deal || stamp[b] === deal) {
          clash = true;
          break;
        }
        stamp[a] = stamp[b] = deal;
        this.setHole(range.player, a, b);
        this.drawnClass[range.player] = range.classIndex[i];
      }
      if (clash) {
        if (++rejected > MAX_REJECTIONS) {
          throw new HoldemError('impossible-ranges', 'the ranges leave no deal in which every player holds different cards');
        }
        continue;
      }
      rejected = 0;
      let key = this.baseKey;
      boardMask.set(this.baseMask);
      // A partial Fisher–Yates shuffle of the pool; cards a range player holds are passed over.
      for (let drawn = 0, i = 0; drawn < this.missing; i++) {
        const j = i + Math.floor((random() * (size - i)) / 4294967296);
        const c = pool[j];
        pool[j] = pool[i];
        pool[i] = c;
        if (stamp[c] === deal) continue;
        key += CARD_KEY[c];
        boardMask[c & 3] |= 1 << (c >> 2);
        drawn++;
      }
      this.score(key, true);
      this.done++;
      if (this.ranges.length > 0) this.countClasses();
      if (this.targetError > 0 && this.done % 10_000 === 0 && this.settled()) {
        this.total = this.done;
        break;
      }
    }
    return this.done >= this.total;
  }
}

/** An index drawn with probability proportional to its weight (binary search of the running totals). */
function pick(cumulative: Float64Array, random: RandomSource): number {
  const target = (random() / 4294967296) * cumulative[cumulative.length - 1];
  let lo = 0,
    hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
