/**
 * `equity`: how often each of two to ten hands wins, splits and what share of the pot it
 * can expect, over every possible run-out of the board (exact) or a seeded sample of them.
 */
import { ALL_CARDS, parseCards, type Card } from '../cards.js';
import { HoldemError, InvalidCardError } from '../errors.js';
import { inputText, rejectUnknownKeys, requireArray, requireObject, requireSafeInteger } from '../input.js';
import {
  CLASSES,
  ExactCounter,
  MAX_PLAYERS,
  SampleCounter,
  choose,
  classIndexOf,
  type Counter,
  type RangeDraw,
  type Tally,
} from './engine.js';
import { RangeExactCounter, suitSymmetries, type PlayerHoldings } from './range-engine.js';
import { COMBO_CODES, COMBO_COUNT, HAND_CLASS_GRID, parseRange, rangeWeights, type RangeCombo } from './ranges.js';

/** A hand: two cards (`'AsKd'`, `['As', 'Kd']`) or a range (`'TT+, AKs'`, `'random'`). */
export type EquityHand = string | readonly string[];

export interface EquityInput {
  /** Two to ten hands: two cards each, or a range in the usual notation. */
  hands: readonly EquityHand[];
  /** Zero to five board cards (`'Kh 9d 7c'` or a list). */
  board?: string | readonly string[];
  /** Cards known to be out of the deck (folded, burnt and shown). */
  dead?: string | readonly string[];
  /**
   * `auto` (default): exact whenever the full enumeration fits in about a second (every
   * board and, for ranges, every deal of holdings), else a seeded sample; `exact`: the full
   * enumeration however long it takes; `sample`: a seeded Monte Carlo sample always.
   */
  method?: 'auto' | 'exact' | 'sample';
  /** Boards to sample at most (default 100,000). */
  samples?: number;
  /**
   * The sample's stopping rule: stop as soon as every hand's standard error is at most this
   * (a fraction: 0.001 is ±0.1 points), checked every 10,000 deals. Default 0: all `samples`.
   */
  targetError?: number;
  /** A worker's share of an exact count: slices `index`, `index + count`, …; the parts' packed counts add up. */
  part?: { index: number; count: number };
  /** Seed of the sample (default 1): the same input and seed give the same answer. */
  seed?: number | string;
  /** Called after each slice of work with the boards counted so far and in all. */
  onProgress?: (progress: EquityProgress) => void;
  /** Stops the count between slices (`AbortSignal` or anything with `aborted`): throws `aborted`. */
  signal?: { readonly aborted: boolean };
}

export interface EquityProgress {
  done: number;
  total: number;
}

/** A hand class's chances within a range (`AKs`: its live combos against the other hands). */
export interface ClassEquity {
  /** The class, as in HAND_CLASS_GRID: `AKs`, `AKo`, `TT`. */
  label: string;
  /** Its share of the range's deals (weighted, after card removal): the classes of a range add up to 1. */
  frequency: number;
  win: number;
  tie: number;
  equity: number;
}

/** One hand's chances, as fractions of the boards counted. */
export interface HandEquity {
  /** Boards this hand wins alone. */
  win: number;
  /** Boards this hand splits with one or more others. */
  tie: number;
  /** Its expected share of the pot: wins plus each split's share (1/2, 1/3 … of that board). */
  equity: number;
  /** Standard error of `equity` for a sample; 0 when exact. */
  standardError: number;
  /** Boards won alone and split, as counts (of `samples`; weighted deals for ranges). */
  wins: number;
  ties: number;
  /** A range's combos (weighted) as written and as the known cards leave them: "15 of 22 combos". */
  combos?: { total: number; live: number };
  /** A range's classes, best equity first. */
  classes?: ClassEquity[];
}

export interface EquityResult {
  /** True when every board was counted. */
  exact: boolean;
  /** Boards counted: every possible one when exact (for ranges: every deal of holdings and board, weighted), else the sample size. */
  samples: number;
  hands: HandEquity[];
}

/** The error codes of `equity`, beyond those of the cards (`unknown-card`, `duplicate-card`, `card-count`). */
export type EquityErrorCode = 'player-count' | 'invalid-range' | 'empty-range' | 'impossible-ranges' | 'aborted';

const KEYS = ['hands', 'board', 'dead', 'method', 'samples', 'targetError', 'seed', 'part', 'onProgress', 'signal'];
/** Work (holdings valued per run-out, or deals scored) an `auto` count does exactly: about a second here. */
const EXACT_BUDGET = 60_000_000;
const DEFAULT_SAMPLES = 100_000;

/** A hand as read: two codes, or the weight per combo of a range. */
type ReadHand = { cards: [number, number] } | { weights: Float64Array; text: string };

const code = (card: Card): number => ALL_CARDS.indexOf(card);

function readCards(value: string | readonly string[] | undefined, name: string): number[] {
  if (value === undefined) return [];
  if (typeof value !== 'string') requireArray(value, name);
  return parseCards(value).map(code);
}

function readHand(hand: EquityHand, index: number): ReadHand {
  if (typeof hand !== 'string') {
    const cards = parseCards(requireArray(hand, 'hands', index));
    if (cards.length !== 2) {
      throw new InvalidCardError('card-count', cards.join(' '), `hands[${index}] must hold two cards; ${cards.length} given.`);
    }
    return { cards: [code(cards[0]), code(cards[1])] };
  }
  let cards: Card[] | undefined;
  try {
    cards = parseCards(hand);
  } catch (error) {
    // Not cards: a range, unless a card is given twice.
    if (error instanceof HoldemError && error.code === 'duplicate-card') throw error;
  }
  if (cards && cards.length > 0) {
    if (cards.length !== 2) {
      throw new InvalidCardError('card-count', hand, `hands[${index}] must hold two cards; ${cards.length} given.`);
    }
    return { cards: [code(cards[0]), code(cards[1])] };
  }
  return { weights: rangeWeights(hand), text: hand };
}

/**
 * Reads one hand as `equity` does: two cards (`{ cards }`) or a range (`{ range }`, its
 * combos before card removal). Throws as `equity` for that hand: `unknown-card`,
 * `duplicate-card`, `card-count`, `invalid-range`.
 */
export function parseEquityHand(hand: EquityHand): { cards: [Card, Card] } | { range: RangeCombo[] } {
  const read = readHand(hand, 0);
  if ('cards' in read) return { cards: [ALL_CARDS[read.cards[0]], ALL_CARDS[read.cards[1]]] };
  return { range: parseRange(read.text) };
}

/** A counter set up for `input` (checked), for callers that slice the work themselves (a worker). */
export function equityCounter(input: EquityInput): Counter {
  requireObject(input, 'equity input');
  rejectUnknownKeys(input, KEYS, 'equity');
  const hands = requireArray(input.hands, 'hands');
  if (hands.length < 2 || hands.length > MAX_PLAYERS) {
    throw new HoldemError('player-count', `equity needs two to ten hands; ${hands.length} given.`);
  }
  const method = input.method ?? 'auto';
  if (method !== 'auto' && method !== 'exact' && method !== 'sample') {
    throw new HoldemError('unknown-value', `method must be auto, exact or sample (got ${inputText(method)})`);
  }
  const samples = input.samples === undefined ? DEFAULT_SAMPLES : requireSafeInteger(input.samples, 'samples');
  if (samples < 1) throw new HoldemError('invalid-input', `samples must be 1 or more (got ${samples})`);
  const seed = input.seed ?? 1;

  const board = readCards(input.board, 'board');
  if (board.length > 5)
    throw new InvalidCardError('card-count', String(board.length), `A board holds at most five cards; ${board.length} given.`);
  const dead = readCards(input.dead, 'dead');
  const read = hands.map(readHand);

  // Every known card once: board, dead cards and the two-card hands.
  const taken = new Uint8Array(52);
  const take = (c: number): void => {
    if (taken[c]) throw new InvalidCardError('duplicate-card', ALL_CARDS[c], `${ALL_CARDS[c]} appears twice: a deck holds each card once.`);
    taken[c] = 1;
  };
  board.forEach(take);
  dead.forEach(take);
  for (const hand of read) if ('cards' in hand) hand.cards.forEach(take);

  const targetError = input.targetError ?? 0;
  if (typeof targetError !== 'number' || !(targetError >= 0)) {
    throw new HoldemError('invalid-input', `targetError must be 0 or more (got ${inputText(targetError)})`);
  }
  const part = readPart(input.part);

  // Card removal: a range keeps the holdings that share no card with those.
  const known: number[] = [];
  const ranges: RangeDraw[] = [];
  const holdings: PlayerHoldings[] = [];
  const combos: ({ total: number; live: number } | null)[] = [];
  read.forEach((hand, player) => {
    if ('cards' in hand) {
      known.push(hand.cards[0], hand.cards[1]);
      holdings.push({
        first: Int32Array.of(hand.cards[0]),
        second: Int32Array.of(hand.cards[1]),
        weight: Float64Array.of(1),
        classIndex: Int16Array.of(classIndexOf(hand.cards[0], hand.cards[1])),
        range: false,
      });
      combos.push(null);
      return;
    }
    const codes: number[] = [],
      cumulative: number[] = [],
      weights: number[] = [],
      classes: number[] = [];
    let total = 0,
      all = 0;
    for (let i = 0; i < COMBO_COUNT; i++) {
      const w = hand.weights[i];
      if (w <= 0) continue;
      all += w;
      const a = COMBO_CODES[2 * i],
        b = COMBO_CODES[2 * i + 1];
      if (taken[a] || taken[b]) continue;
      codes.push(a, b);
      weights.push(w);
      classes.push(classIndexOf(a, b));
      cumulative.push((total += w));
    }
    if (codes.length === 0) {
      throw new HoldemError(
        'empty-range',
        `hands[${player}] (${JSON.stringify(hand.text)}) holds no combo the known cards leave possible.`,
      );
    }
    known.push(-1, -1);
    const classIndex = Int16Array.from(classes);
    ranges.push({ player, codes: Int32Array.from(codes), cumulative: Float64Array.from(cumulative), classIndex });
    holdings.push({
      first: Int32Array.from(codes.filter((_, k) => k % 2 === 0)),
      second: Int32Array.from(codes.filter((_, k) => k % 2 === 1)),
      weight: Float64Array.from(weights),
      classIndex,
      range: true,
    });
    combos.push({ total: all, live: total });
  });

  const rest: number[] = [];
  for (let c = 0; c < 52; c++) if (!taken[c]) rest.push(c);
  const missing = 5 - board.length;
  if (rest.length < missing + 2 * ranges.length) {
    throw new InvalidCardError(
      'card-count',
      String(rest.length),
      `${rest.length} cards are left: too few to complete the board and the ranges.`,
    );
  }
  const counted = (counter: Counter): Counter => Object.assign(counter, { combos });
  if (method === 'sample') return counted(new SampleCounter(known, board, rest, ranges, samples, seed, targetError));
  // Known cards only: the plain count (its heads-up last-card loop beats the symmetric count here: 13 against 24 ms CPU for AhAs v KhKs).
  if (ranges.length === 0) return counted(new ExactCounter(known, board, rest, part));
  const symmetries = suitSymmetries(holdings, [...board, ...dead]);
  if (method === 'auto' && exactWork(holdings, rest.length, missing, symmetries.length + 1) > EXACT_BUDGET) {
    return counted(new SampleCounter(known, board, rest, ranges, samples, seed, targetError));
  }
  return counted(new RangeExactCounter(holdings, board, rest, symmetries, part));
}

function readPart(part: EquityInput['part']): { index: number; count: number } {
  if (part === undefined) return { index: 0, count: 1 };
  requireObject(part, 'part');
  const index = requireSafeInteger(part.index, 'part.index'),
    count = requireSafeInteger(part.count, 'part.count');
  if (count < 1 || index < 0 || index >= count)
    throw new HoldemError('invalid-input', `part must have 0 <= index < count (got ${index} of ${count})`);
  return { index, count };
}

/**
 * About how much work the exact count of ranges is: run-outs (over the suit symmetries)
 * times the holdings valued per run-out, heads-up; times the deals of holdings for more.
 */
function exactWork(holdings: readonly PlayerHoldings[], rest: number, missing: number, group: number): number {
  const runOuts = choose(rest, missing) / group;
  const sizes = holdings.map((h) => h.weight.length);
  if (sizes.length === 2) return runOuts * (sizes[0] + sizes[1]) * 4;
  return runOuts * sizes.reduce((a, b) => a * b, 1);
}

/** The result of a counter's tally so far. */
export function equityResult(counter: Counter): EquityResult {
  const result = resultOf(counter.tally, counter.exact);
  const classes = counter.classSums();
  const combos = (counter as Counter & { combos?: ({ total: number; live: number } | null)[] }).combos;
  result.hands.forEach((hand, p) => {
    const sums = classes[p];
    const counts = combos?.[p];
    if (counts) hand.combos = counts;
    if (sums) hand.classes = classesOf(sums);
  });
  return result;
}

/** Per class of a range: its share of the deals and its chances, best equity first. */
function classesOf(sums: Float64Array): ClassEquity[] {
  let deals = 0;
  for (let c = 0; c < CLASSES; c++) deals += sums[c * 4];
  const out: ClassEquity[] = [];
  for (let c = 0; c < CLASSES; c++) {
    const d = sums[c * 4];
    if (d <= 0) continue;
    out.push({
      label: HAND_CLASS_GRID[c],
      frequency: d / deals,
      win: sums[c * 4 + 1] / d,
      tie: sums[c * 4 + 2] / d,
      equity: sums[c * 4 + 3] / d,
    });
  }
  return out.sort((a, b) => b.equity - a.equity);
}

function resultOf(tally: Tally, exact: boolean): EquityResult {
  const n = tally.wins.length,
    boards = tally.boards;
  const hands: HandEquity[] = [];
  for (let p = 0; p < n; p++) {
    let shares = tally.wins[p];
    if (tally.shares) shares = tally.shares[p];
    else for (let t = 2; t <= MAX_PLAYERS; t++) shares += tally.splits[p * (MAX_PLAYERS + 1) + t] / t;
    const mean = boards > 0 ? shares / boards : 0;
    const variance = boards > 1 ? Math.max(0, tally.squares[p] / boards - mean * mean) : 0;
    hands.push({
      win: boards > 0 ? tally.wins[p] / boards : 0,
      tie: boards > 0 ? tally.ties[p] / boards : 0,
      equity: mean,
      standardError: exact ? 0 : Math.sqrt(variance / boards),
      wins: tally.wins[p],
      ties: tally.ties[p],
    });
  }
  return { exact, samples: boards, hands };
}

/** Ranges that leave no deal in which every player holds different cards (an exact count of none). */
export const impossibleRanges = (): HoldemError =>
  new HoldemError('impossible-ranges', 'the ranges leave no deal in which every player holds different cards');

/** Boards per slice between progress reports and abort checks. */
const SLICE = 200_000;

/**
 * Each hand's chance to win, to split and its share of the pot (T17, T18: a split pot is
 * shared equally, so a three-way tie gives each a third of that board).
 *
 * Exact over every board (heads-up before the flop: 1,712,304 boards) and, for ranges,
 * every deal of holdings that share no card, weighted (`result.samples` is then the
 * weighted count of deals and boards), whenever that fits in about a second or `method:
 * 'exact'` is asked; else a seeded Monte Carlo sample with its standard error, stopped early
 * by `targetError`. Ranges also get their combos and results per class. Throws `HoldemError`: `unknown-card`,
 * `duplicate-card`, `card-count`, `player-count`, `invalid-range`, `empty-range`,
 * `impossible-ranges`, `unknown-option`, `aborted`.
 */
export function equity(input: EquityInput): EquityResult {
  const counter = equityCounter(input);
  const { onProgress, signal } = input;
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new HoldemError('invalid-input', 'onProgress must be a function');
  }
  for (;;) {
    if (signal?.aborted) throw new HoldemError('aborted', 'the equity count was stopped');
    const finished = counter.step(SLICE);
    onProgress?.({ done: counter.done, total: counter.total });
    if (finished) break;
  }
  if (counter.tally.boards === 0) throw impossibleRanges();
  return equityResult(counter);
}
