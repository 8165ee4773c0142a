/**
 * `equity`: how often each of two to ten hands wins, splits and what share of the pot it
 * can expect, over every possible run-out of the board (exact) or a seeded sample of them.
 */
import { ALL_CARDS, parseCards, type Card } from '../cards.js';
import { HoldemError, InvalidCardError } from '../errors.js';
import { inputText, rejectUnknownKeys, requireArray, requireObject, requireSafeInteger } from '../input.js';
import { ExactCounter, MAX_PLAYERS, SampleCounter, type Counter, type RangeDraw, type Tally } from './engine.js';
import { COMBO_CODES, COMBO_COUNT, parseRange, rangeWeights, type RangeCombo } from './ranges.js';

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
   * `auto` (default): exact when every hand is two known cards, else a sample; `exact`:
   * refuses ranges (`exact-needs-cards`); `sample`: a seeded Monte Carlo sample always.
   */
  method?: 'auto' | 'exact' | 'sample';
  /** Boards to sample (default 100,000). */
  samples?: number;
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
  /** Boards won alone and split, as counts (of `samples`). */
  wins: number;
  ties: number;
}

export interface EquityResult {
  /** True when every board was counted. */
  exact: boolean;
  /** Boards counted: every possible one when exact, else the sample size. */
  samples: number;
  hands: HandEquity[];
}

/** The error codes of `equity`, beyond those of the cards (`unknown-card`, `duplicate-card`, `card-count`). */
export type EquityErrorCode = 'player-count' | 'invalid-range' | 'empty-range' | 'impossible-ranges' | 'exact-needs-cards' | 'aborted';

const KEYS = ['hands', 'board', 'dead', 'method', 'samples', 'seed', 'onProgress', 'signal'];
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

  // Card removal: a range keeps the holdings that share no card with those.
  const known: number[] = [];
  const ranges: RangeDraw[] = [];
  read.forEach((hand, player) => {
    if ('cards' in hand) {
      known.push(hand.cards[0], hand.cards[1]);
      return;
    }
    const codes: number[] = [],
      cumulative: number[] = [];
    let total = 0;
    for (let i = 0; i < COMBO_COUNT; i++) {
      const w = hand.weights[i];
      if (w <= 0) continue;
      const a = COMBO_CODES[2 * i],
        b = COMBO_CODES[2 * i + 1];
      if (taken[a] || taken[b]) continue;
      codes.push(a, b);
      cumulative.push((total += w));
    }
    if (codes.length === 0) {
      throw new HoldemError(
        'empty-range',
        `hands[${player}] (${JSON.stringify(hand.text)}) holds no combo the known cards leave possible.`,
      );
    }
    known.push(-1, -1);
    ranges.push({ player, codes: Int32Array.from(codes), cumulative: Float64Array.from(cumulative) });
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
  if (method === 'exact' && ranges.length > 0) {
    throw new HoldemError(
      'exact-needs-cards',
      'exact equity is counted for hands of two known cards; a range is sampled (method "sample")',
    );
  }
  if (method === 'sample' || ranges.length > 0) return new SampleCounter(known, board, rest, ranges, samples, seed);
  return new ExactCounter(known, board, rest);
}

/** The result of a counter's tally so far. */
export function equityResult(counter: Counter): EquityResult {
  return resultOf(counter.tally, counter.exact);
}

function resultOf(tally: Tally, exact: boolean): EquityResult {
  const n = tally.wins.length,
    boards = tally.boards;
  const hands: HandEquity[] = [];
  for (let p = 0; p < n; p++) {
    let shares = tally.wins[p];
    for (let t = 2; t <= MAX_PLAYERS; t++) shares += tally.splits[p * (MAX_PLAYERS + 1) + t] / t;
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

/** Boards per slice between progress reports and abort checks. */
const SLICE = 200_000;

/**
 * Each hand's chance to win, to split and its share of the pot (T17, T18: a split pot is
 * shared equally, so a three-way tie gives each a third of that board).
 *
 * Exact over every board when all hands are two known cards (heads-up before the flop:
 * 1,712,304 boards); a seeded Monte Carlo sample with its standard error when a hand is a
 * range or `method: 'sample'` is asked. Throws `HoldemError`: `unknown-card`,
 * `duplicate-card`, `card-count`, `player-count`, `invalid-range`, `empty-range`,
 * `impossible-ranges`, `exact-needs-cards`, `unknown-option`, `aborted`.
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
  return equityResult(counter);
}
