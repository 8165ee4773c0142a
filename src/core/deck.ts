import { ALL_CARDS, parseCards, type Card } from './cards.js';
import { HoldemError } from './errors.js';
import { inputText, rejectUnknownKeys, requireArray, requireObject, requireSafeInteger, requireValue } from './input.js';

/** A source of uniformly distributed unsigned 32-bit integers (0 … 2^32 - 1). */
export type RandomSource = () => number;

const POOL = new Uint32Array(256);
let poolNext = POOL.length;

/** Unpredictable 32-bit integers from `crypto.getRandomValues`, fetched 256 at a time. */
export const cryptoRandom: RandomSource = () => {
  if (poolNext === POOL.length) {
    globalThis.crypto.getRandomValues(POOL);
    poolNext = 0;
  }
  return POOL[poolNext++];
};

/**
 * A reproducible generator: the same seed always gives the same sequence, so a seeded
 * deal can be replayed (tests, demos, a shared hand history). Not for real-money games.
 *
 * The generator is SFC32 (Small Fast Counting, 32-bit: three mixing words and a counter,
 * so the period is at least 2^32). A number seed must be a safe integer; a string seed is
 * hashed (two FNV-1a-style lanes over its UTF-16 code units). The first 15 outputs are
 * discarded so that nearby seeds give unrelated sequences.
 */
export function seededRandom(seed: number | string): RandomSource {
  const [lo, hi] = seedWords(seed);
  let a = lo | 0,
    b = hi | 0,
    c = (lo ^ 0x9e3779b9) | 0,
    d = 1;
  const next: RandomSource = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** The two 32-bit words `seededRandom` starts from. */
function seedWords(seed: number | string): [number, number] {
  if (typeof seed === 'string') {
    let lo = 0x811c9dc5;
    let hi = 0x050c5d1f;
    for (let i = 0; i < seed.length; i++) {
      const unit = seed.charCodeAt(i);
      lo = Math.imul(lo ^ unit, 0x01000193);
      hi = Math.imul(hi ^ unit, 0x01000193) ^ (hi >>> 15);
    }
    return [lo, hi];
  }
  if (Number.isSafeInteger(seed)) return [seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0];
  requireValue(seed, 'seed');
  throw new HoldemError('invalid-seed', `${inputText(seed)} is not a seed: use a whole number or a string.`);
}

/** `2^32 - 2^32 % n` for n = 0 … 52: where `randomInt(n)` starts rejecting draws. */
const REJECTION_LIMITS: readonly number[] = Array.from({ length: 53 }, (_, n) => (n === 0 ? 0 : 2 ** 32 - (2 ** 32 % n)));

/**
 * `shuffle(cards, seededRandom(seed))`, card for card, with the generator's state in local
 * variables: a hand machine shuffles once per hand, and a closure's state costs V8 a heap
 * number for most of the 32-bit values it stores. (The step below is `seededRandom`'s.)
 */
function seededShuffle<T>(cards: readonly T[], seed: number | string): T[] {
  const [lo, hi] = seedWords(seed);
  let a = lo | 0,
    b = hi | 0,
    c = (lo ^ 0x9e3779b9) | 0,
    d = 1;
  const out = cards.slice();
  // One loop over the generator's outputs: the first 15 are discarded (as `seededRandom`
  // does), then each card from the top down takes a draw (`randomInt(i + 1)`: draws at or
  // above the largest multiple of i + 1 below 2^32 are rejected and drawn again).
  let discard = 15;
  for (let i = out.length - 1; i > 0;) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    if (discard > 0) {
      discard--;
      continue;
    }
    const x = t >>> 0;
    const n = i + 1;
    if (x >= (n < REJECTION_LIMITS.length ? REJECTION_LIMITS[n] : 2 ** 32 - (2 ** 32 % n))) continue;
    // x - floor(x / n) * n is x % n for these integers; % on doubles calls fmod.
    const j = x - Math.floor(x / n) * n;
    const card = out[i];
    out[i] = out[j];
    out[j] = card;
    i--;
  }
  return out;
}

/**
 * A uniform integer in `0 … n - 1`. Draws that would favour small results (at or above the
 * largest multiple of `n` below 2^32) are rejected and drawn again: no modulo bias.
 */
export function randomInt(n: number, random: RandomSource = cryptoRandom): number {
  requireSafeInteger(n, 'randomInt: n');
  if (!(n >= 1 && n <= 2 ** 32)) {
    throw new HoldemError('invalid-input', `randomInt needs a whole number from 1 to 2^32, not ${n}.`);
  }
  requireSource(random);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = random();
    // A source that gives anything but 32-bit integers would loop for ever or bias the draw.
    if (!(Number.isInteger(x) && x >= 0 && x < 2 ** 32)) {
      throw new HoldemError('invalid-input', `a random source must return whole numbers from 0 to 2^32 - 1, not ${inputText(x)}`);
    }
    if (x < limit) return x % n;
  }
}

function requireSource(random: RandomSource): void {
  if (typeof random !== 'function') {
    requireValue(random, 'random');
    throw new HoldemError('invalid-input', 'random must be a function returning 32-bit integers');
  }
}

/**
 * A shuffled copy of `cards` (Fisher–Yates: every order equally likely). Randomness from
 * `crypto.getRandomValues` unless a source is given, e.g. `seededRandom(42)`.
 */
export function shuffle<T>(cards: readonly T[], random: RandomSource = cryptoRandom): T[] {
  requireArray(cards, 'cards');
  requireSource(random);
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1, random);
    const card = out[i];
    out[i] = out[j];
    out[j] = card;
  }
  return out;
}

/** The 52 cards in `ALL_CARDS` order (T1). */
export function newDeck(): Card[] {
  return ALL_CARDS.slice();
}

export interface DeckOptions {
  /** Shuffle reproducibly from this seed (see `seededRandom`). */
  seed?: number | string;
  /** Or shuffle with this source; the default is `crypto.getRandomValues`. */
  random?: RandomSource;
  /** Cards to put on top in this order, e.g. `'As Kd 7h'`; the rest follow. */
  order?: string | readonly string[];
}

const SHUFFLE_KEYS: readonly (keyof DeckOptions)[] = ['seed', 'random'];
const DECK_KEYS: readonly (keyof DeckOptions)[] = ['seed', 'random', 'order'];

/**
 * A shuffled deck: reproducible with `{ seed }`, else from `crypto.getRandomValues`. Throws
 * `HoldemError`: `unknown-option` for a key other than `seed` or `random`, `invalid-seed`.
 */
export function shuffledDeck(options: Omit<DeckOptions, 'order'> = {}): Card[] {
  checkOptions(options, SHUFFLE_KEYS);
  return shuffledFrom(options);
}

/** `shuffledDeck` of checked options. */
function shuffledFrom(options: Omit<DeckOptions, 'order'>): Card[] {
  if (options.random === undefined && options.seed !== undefined) return seededShuffle(ALL_CARDS, options.seed);
  return shuffle(newDeck(), sourceOf(options));
}

/**
 * A stacked deck for lessons and tests: `order` first, then the remaining cards in
 * `ALL_CARDS` order. Throws `InvalidCardError` for an unknown or repeated card.
 */
export function scriptedDeck(order: string | readonly string[]): Card[] {
  const [top, rest] = stack(order);
  return top.concat(rest);
}

/**
 * A deck to deal from. `{ order }` stacks the top cards (the rest follow in `ALL_CARDS`
 * order, or shuffled when a `seed` or `random` is also given); otherwise the deck is
 * shuffled, reproducibly with `{ seed }`. Throws `InvalidCardError` for an unknown or
 * repeated card in `order`, `HoldemError` for an unknown option key (`unknown-option`, the
 * message lists the known ones), a bad seed (`invalid-seed`) or a `random` that is no function.
 */
export function createDeck(options: DeckOptions = {}): Card[] {
  checkOptions(options, DECK_KEYS);
  if (options.order === undefined) return shuffledFrom(options);
  const [top, rest] = stack(options.order);
  const shuffleRest = options.seed !== undefined || options.random !== undefined;
  if (!shuffleRest) return top.concat(rest);
  return top.concat(
    options.random === undefined && options.seed !== undefined ? seededShuffle(rest, options.seed) : shuffle(rest, sourceOf(options)),
  );
}

function checkOptions(options: DeckOptions, known: readonly (keyof DeckOptions)[]): void {
  requireObject(options, 'deck options');
  rejectUnknownKeys(options, known, 'deck options');
  if (options.random !== undefined) requireSource(options.random);
  if (options.seed !== undefined) seedWords(options.seed);
}

function stack(order: string | readonly string[]): [Card[], Card[]] {
  const top = parseCards(order);
  const onTop = new Set<Card>(top);
  return [top, ALL_CARDS.filter((card) => !onTop.has(card))];
}

function sourceOf({ seed, random }: Omit<DeckOptions, 'order'>): RandomSource {
  return random ?? (seed === undefined ? cryptoRandom : seededRandom(seed));
}
