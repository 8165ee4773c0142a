/**
 * Hand ranges as players write them: `AKs`, `KQo`, `AK` (both), `TT`, `TT+`, `A9s+`,
 * `A5s-A2s`, `22-55`, single combos `AhKh`, `random` / `any two`, percent ranges by
 * `HAND_ORDER` (`top 15%`, `15%`, `5-20%`), and weights (`AKs:0.5`, `AKs:50%`,
 * `AA-KK@50`). Parsed into a list of weighted two-card combos and written back in the
 * shortest usual form.
 */
import { ALL_CARDS, RANKS, parseCard, type Card, type CardCode } from '../cards.js';
import { HoldemError } from '../errors.js';
import { inputText } from '../input.js';
import { HAND_ORDER } from './hand-order.js';

/** One two-card holding of a range, higher card first, with its weight (0 < weight ≤ 1). */
export interface RangeCombo {
  cards: [Card, Card];
  weight: number;
}

/** Why a part of a range could not be read. */
export type RangeProblem =
  /** Neither a class, a span, two cards, a percentage nor `random`. */
  | 'unreadable'
  /** Two cards that are the same card (`AsAs`). */
  | 'same-card'
  /** A pair written suited or offsuit (`AAs`). */
  | 'pair-suited'
  /** A span whose ends differ in kind (`AKs-AQo`) or shape (`AKs-QJs`, `TT-AKs`). */
  | 'span-ends'
  /** A weight that is not above 0 and at most 1 (or 100%). */
  | 'weight'
  /** A percentage that is not above 0 and at most 100, or a percent span that runs backwards. */
  | 'percent'
  /** Not text at all. */
  | 'not-text';

/**
 * A range's syntax error: `code` is `invalid-range`; `token` is the part that could not be
 * read, `position` where it starts in the text (0-based, -1 when the range is not text) and
 * `problem` what is wrong with it.
 */
export class InvalidRangeError extends HoldemError {
  readonly token: string;
  readonly position: number;
  readonly problem: RangeProblem;
  constructor(token: string, message: string, position = -1, problem: RangeProblem = 'unreadable') {
    super('invalid-range', message);
    this.name = 'InvalidRangeError';
    this.token = token;
    this.position = position;
    this.problem = problem;
  }
}

/** Number of distinct two-card holdings: 52 choose 2. */
export const COMBO_COUNT = 1326;

/** Index 0 … 1325 of the holding of two different codes. */
export function comboIndex(a: CardCode, b: CardCode): number {
  const hi = a > b ? a : b,
    lo = a > b ? b : a;
  return (hi * (hi - 1)) / 2 + lo;
}

/**
 * The two codes of each combo index as they are written, the higher rank first and, in a
 * pair, the suits in `SUITS` order (`AsAh`): `[first0, second0, first1, second1, …]`.
 */
export const COMBO_CODES: Uint8Array = /* @__PURE__ */ (() => {
  const codes = new Uint8Array(COMBO_COUNT * 2);
  for (let hi = 1; hi < 52; hi++) {
    for (let lo = 0; lo < hi; lo++) {
      const i = comboIndex(hi, lo);
      const pair = hi >> 2 === lo >> 2;
      codes[2 * i] = pair ? lo : hi;
      codes[2 * i + 1] = pair ? hi : lo;
    }
  }
  return codes;
})();

/**
 * The 169 starting-hand classes in grid order: row by row from aces down, columns from
 * aces down; the diagonal holds pairs, right of it suited hands (`AKs` in row A, column K),
 * left of it offsuit ones (`AKo` in row K, column A).
 */
export const HAND_CLASS_GRID: readonly string[] = /* @__PURE__ */ (() => {
  const out: string[] = [];
  for (let row = 12; row >= 0; row--) {
    for (let col = 12; col >= 0; col--) {
      if (row === col) out.push(RANKS[row] + RANKS[row]);
      else if (col < row) out.push(RANKS[row] + RANKS[col] + 's');
      else out.push(RANKS[col] + RANKS[row] + 'o');
    }
  }
  return out;
})();

const RANK_INDEX: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i]));

/** The combo indexes of a class (`AKs` 4, `AKo` 12, `AA` 6). */
function classCombos(high: number, low: number, kind: 's' | 'o' | 'p'): number[] {
  const out: number[] = [];
  for (let s1 = 0; s1 < 4; s1++) {
    for (let s2 = 0; s2 < 4; s2++) {
      if (kind === 'p' ? s2 <= s1 : kind === 's' ? s1 !== s2 : s1 === s2) continue;
      out.push(comboIndex(high * 4 + s1, low * 4 + s2));
    }
  }
  return out;
}

/** The class of a holding: `AKs`, `AKo`, `TT`. */
export function handClass(cards: readonly [Card | string, Card | string]): string {
  const a = parseCard(cards[0]),
    b = parseCard(cards[1]);
  const ra = RANK_INDEX[a[0]],
    rb = RANK_INDEX[b[0]];
  if (ra === rb) return a[0] + b[0];
  const [hi, lo] = ra > rb ? [a, b] : [b, a];
  return hi[0] + lo[0] + (a[1] === b[1] ? 's' : 'o');
}

/** The combos of a class label (`AKs`, `AKo`, `TT`) as `RangeCombo`s of weight 1. */
export function classHoldings(label: string): RangeCombo[] {
  const weights = new Float64Array(COMBO_COUNT);
  applyToken(weights, label, 1);
  return combosOf(weights);
}

const CARD_PAIR = /^((?:10|[2-9tjqka])[shdc♠♥♦♣])((?:10|[2-9tjqka])[shdc♠♥♦♣])$/i;
const SINGLE = /^([2-9TJQKA])([2-9TJQKA])([SO])?(\+)?$/;
const SPAN = /^([2-9TJQKA])([2-9TJQKA])([SO])?-([2-9TJQKA])([2-9TJQKA])([SO])?$/;

function bad(token: string, why: string, problem: RangeProblem = 'unreadable', position = -1): never {
  const at = position >= 0 ? ` (at ${position})` : '';
  throw new InvalidRangeError(token, `${JSON.stringify(token)}${at} is not a range: ${why}`, position, problem);
}

/** Sets `weight` on every combo of `high`/`low` (rank indexes) of kind `suffix` ('' = both). */
function setClass(weights: Float64Array, high: number, low: number, suffix: string, weight: number): void {
  const kinds: ('s' | 'o' | 'p')[] = high === low ? ['p'] : suffix === 'S' ? ['s'] : suffix === 'O' ? ['o'] : ['s', 'o'];
  for (const kind of kinds) for (const i of classCombos(high, low, kind)) weights[i] = weight;
}

/** The combos of the classes ranked `from` (inclusive) to `to` (exclusive) in `HAND_ORDER`. */
function setOrdered(weights: Float64Array, from: number, to: number, weight: number): void {
  for (let i = from; i < to; i++) {
    const label = HAND_ORDER[i];
    setClass(weights, RANK_INDEX[label[0]], RANK_INDEX[label[1]], label[2]?.toUpperCase() ?? '', weight);
  }
}

/** Combos of the best `k` classes of `HAND_ORDER`. */
const ORDER_COMBOS: readonly number[] = /* @__PURE__ */ (() => {
  const out = [0];
  for (const label of HAND_ORDER) out.push(out[out.length - 1] + (label.length === 2 ? 6 : label[2] === 's' ? 4 : 12));
  return out;
})();

/**
 * How many classes of `HAND_ORDER` a percentage takes: the prefix whose combos come
 * nearest `percent`% of all 1,326 (the shorter on a tie), so `top 15%` is the best 199ish.
 */
export function classesForPercent(percent: number): number {
  const target = (percent / 100) * COMBO_COUNT;
  let best = 0;
  for (let k = 1; k <= HAND_ORDER.length; k++) if (Math.abs(ORDER_COMBOS[k] - target) < Math.abs(ORDER_COMBOS[best] - target)) best = k;
  return best;
}

const PERCENT = /^(?:TOP)?(\d+(?:\.\d+)?)%$|^(?:TOP)?(\d+(?:\.\d+)?)%?-(\d+(?:\.\d+)?)%$/;

function applyToken(weights: Float64Array, token: string, weight: number, position = -1): void {
  const pair = CARD_PAIR.exec(token);
  if (pair) {
    const a = parseCard(pair[1]),
      b = parseCard(pair[2]);
    if (a === b) bad(token, 'both cards are the same', 'same-card', position);
    weights[comboIndex(ALL_CARDS.indexOf(a), ALL_CARDS.indexOf(b))] = weight;
    return;
  }
  const upper = token
    .toUpperCase()
    .replace(/^10/, 'T')
    .replace(/(?<=^.)10/, 'T');
  if (upper === 'RANDOM' || upper === 'ANY' || upper === 'ALL' || upper === 'ANYTWO' || upper === 'ANY2') {
    weights.fill(weight);
    return;
  }
  const percent = PERCENT.exec(token.toUpperCase());
  if (percent) {
    const [low, high] = percent[1] !== undefined ? [0, Number(percent[1])] : [Number(percent[2]), Number(percent[3])];
    if (!(high > 0 && high <= 100 && low >= 0 && low < high)) {
      bad(token, 'a percentage is above 0 and at most 100, and a span runs from the lower to the higher', 'percent', position);
    }
    setOrdered(weights, low === 0 ? 0 : classesForPercent(low), classesForPercent(high), weight);
    return;
  }
  const single = SINGLE.exec(upper);
  if (single) {
    let high = RANK_INDEX[single[1]],
      low = RANK_INDEX[single[2]];
    if (low > high) [high, low] = [low, high];
    const suffix = single[3] ?? '';
    if (high === low && suffix) bad(token, 'a pair is neither suited nor offsuit', 'pair-suited', position);
    if (!single[4]) return setClass(weights, high, low, suffix, weight);
    // TT+ : every pair from TT up; A9s+ : the kicker up to one below the high card.
    if (high === low) for (let r = high; r <= 12; r++) setClass(weights, r, r, '', weight);
    else for (let k = low; k < high; k++) setClass(weights, high, k, suffix, weight);
    return;
  }
  const span = SPAN.exec(upper);
  if (span) {
    const [, a1, a2, aSuffix = '', b1, b2, bSuffix = ''] = span;
    if (aSuffix !== bSuffix) bad(token, 'both ends must be suited, offsuit or neither alike', 'span-ends', position);
    const ha = RANK_INDEX[a1],
      la = RANK_INDEX[a2],
      hb = RANK_INDEX[b1],
      lb = RANK_INDEX[b2];
    if (ha === la && hb === lb) {
      if (aSuffix) bad(token, 'a pair is neither suited nor offsuit', 'pair-suited', position);
      for (let r = Math.min(ha, hb); r <= Math.max(ha, hb); r++) setClass(weights, r, r, '', weight);
      return;
    }
    if (ha !== hb || ha === la || hb === lb || la > ha || lb > hb) {
      bad(token, 'a span runs between two pairs or keeps its first card (A5s-A2s)', 'span-ends', position);
    }
    for (let k = Math.min(la, lb); k <= Math.max(la, lb); k++) setClass(weights, ha, k, aSuffix, weight);
    return;
  }
  bad(
    token,
    'write classes such as AKs, KQo, AK, TT+, A9s+, A5s-A2s, 22-55, cards such as AhKh, top 15%, or random',
    'unreadable',
    position,
  );
}

/**
 * Reads a weight: after `:` a fraction above 0 and at most 1, or a percentage (`:50%`); after
 * `@` a percentage above 0 and at most 100 (`AA-KK@50`, EquiLab's way).
 */
function readWeight(part: string, percentOnly: boolean, token: string, position: number): number {
  const text = part.trim();
  const percent = percentOnly || text.endsWith('%');
  const value = Number(text.endsWith('%') ? text.slice(0, -1) : text);
  const weight = percent ? value / 100 : value;
  if (text === '' || text === '%' || !(weight > 0 && weight <= 1)) {
    const scale = percentOnly ? 'above 0 and at most 100' : 'above 0 and at most 1';
    bad(token, `the weight must be ${scale} (got ${inputText(text)})`, 'weight', position);
  }
  return weight;
}

/** Parts of a range with where each starts: commas, semicolons or white space between them; `top 15%` and `any two` are one part. */
const PART = /top\s+\d[\d.]*%?(?:\s*-\s*\d[\d.]*)?%(?:[:@][^\s,;]*)?|any\s+two(?:[:@][^\s,;]*)?|[^\s,;]+/gi;

/** Reads a range into one weight per combo index (0 = not in the range); later parts override earlier ones. */
export function rangeWeights(text: string): Float64Array {
  if (typeof text !== 'string') {
    if (text === null || text === undefined) throw new HoldemError('missing-input', `range is missing (got ${inputText(text)})`);
    throw new InvalidRangeError(inputText(text), `range must be text (got ${inputText(text)})`, -1, 'not-text');
  }
  const weights = new Float64Array(COMBO_COUNT);
  for (const match of text.matchAll(PART)) {
    const raw = match[0],
      position = match.index;
    const cut = raw.search(/[:@]/);
    const token = cut < 0 ? raw : raw.slice(0, cut);
    const weight = cut < 0 ? 1 : readWeight(raw.slice(cut + 1), raw[cut] === '@', raw, position);
    applyToken(weights, token.replace(/\s+/g, ''), weight, position);
  }
  return weights;
}

/**
 * How many combos a range holds and how many of them the known cards (board, dead cards,
 * other players' cards) leave possible: "15 of 22 combos". Weighted combos count by weight.
 */
export function rangeCombos(
  range: string | readonly RangeCombo[],
  known: readonly (Card | string)[] = [],
): { total: number; live: number } {
  const weights = typeof range === 'string' ? rangeWeights(range) : weightsOf(range);
  const taken = new Uint8Array(52);
  for (const card of known) taken[ALL_CARDS.indexOf(parseCard(card))] = 1;
  let total = 0,
    live = 0;
  for (let i = 0; i < COMBO_COUNT; i++) {
    const w = weights[i];
    if (w <= 0) continue;
    total += w;
    if (!taken[COMBO_CODES[2 * i]] && !taken[COMBO_CODES[2 * i + 1]]) live += w;
  }
  return { total, live };
}

function combosOf(weights: Float64Array): RangeCombo[] {
  const out: RangeCombo[] = [];
  // Highest first: walk codes from the top so AA comes before 22.
  for (let hi = 51; hi >= 1; hi--) {
    for (let lo = hi - 1; lo >= 0; lo--) {
      const i = comboIndex(hi, lo);
      if (weights[i] > 0) out.push({ cards: [ALL_CARDS[COMBO_CODES[2 * i]], ALL_CARDS[COMBO_CODES[2 * i + 1]]], weight: weights[i] });
    }
  }
  return out;
}

/**
 * Reads a range (`"TT+, AKs, A5s-A2s:0.5, KhQh"`). Parts are separated by commas or spaces;
 * a later part's weight replaces an earlier one's. Throws `InvalidRangeError`
 * (`invalid-range`) naming the part it cannot read, or `missing-input`.
 */
export function parseRange(text: string): RangeCombo[] {
  return combosOf(rangeWeights(text));
}

/** Weights per combo index from a list of combos; throws `duplicate-card`-free `invalid-range` on a bad weight. */
function weightsOf(range: readonly RangeCombo[]): Float64Array {
  const weights = new Float64Array(COMBO_COUNT);
  if (!Array.isArray(range)) throw new InvalidRangeError(inputText(range), `range must be a list of combos (got ${inputText(range)})`);
  for (const combo of range) {
    const a = parseCard(combo.cards[0]),
      b = parseCard(combo.cards[1]);
    if (a === b) bad(`${a}${b}`, 'both cards are the same', 'same-card');
    const w = combo.weight;
    if (!(typeof w === 'number' && w > 0 && w <= 1)) bad(`${a}${b}:${inputText(w)}`, 'the weight must be above 0 and at most 1', 'weight');
    weights[comboIndex(ALL_CARDS.indexOf(a), ALL_CARDS.indexOf(b))] = w;
  }
  return weights;
}

const weightSuffix = (w: number): string => (w === 1 ? '' : `:${w}`);

/**
 * Writes a range in the usual notation, shortest common form: `random`, pairs as `TT+` or
 * `99-66`, hands of one high card as `A9s+`, `A5s-A2s`, `AQ+` (suited and offsuit alike),
 * part-classes as single combos (`AhKh`). `parseRange(formatRange(r))` gives `r` back.
 */
export function formatRange(range: readonly RangeCombo[] | Float64Array): string {
  const weights = range instanceof Float64Array ? range : weightsOf(range);
  const first = weights[0];
  if (first > 0 && weights.every((w) => w === first)) return 'random' + weightSuffix(first);
  const parts: string[] = [];
  /** The weight shared by every combo of the class, 0 if none is in it, -1 if they differ. */
  const classWeight = (high: number, low: number, kind: 's' | 'o' | 'p'): number => {
    const combos = classCombos(high, low, kind);
    const w = weights[combos[0]];
    return combos.every((i) => weights[i] === w) ? w : -1;
  };
  const singles: number[] = [];
  // Runs of equal weight, `items` from best to worst: `[label(top), label(bottom), touchesTop]`.
  const writeRuns = (ws: number[], top: boolean, label: (i: number) => string, plus: (i: number) => string): void => {
    for (let i = 0; i < ws.length;) {
      const w = ws[i];
      let j = i;
      while (j + 1 < ws.length && ws[j + 1] === w) j++;
      if (w > 0) {
        if (j === i) parts.push(label(i) + weightSuffix(w));
        else if (i === 0 && top) parts.push(plus(j) + weightSuffix(w));
        else parts.push(`${label(i)}-${label(j)}${weightSuffix(w)}`);
      }
      i = j + 1;
    }
  };
  // Pairs, AA down to 22.
  const pairWeights: number[] = [];
  for (let r = 12; r >= 0; r--) pairWeights.push(classWeight(r, r, 'p'));
  writeRuns(
    pairWeights.map((w) => Math.max(w, 0)),
    true,
    (i) => RANKS[12 - i].repeat(2),
    (j) => RANKS[12 - j].repeat(2) + '+',
  );
  pairWeights.forEach((w, i) => w < 0 && singles.push(...classCombos(12 - i, 12 - i, 'p')));
  for (let high = 12; high >= 1; high--) {
    const kicker = (i: number): number => high - 1 - i;
    const suited: number[] = [],
      offsuit: number[] = [];
    for (let i = 0; i < high; i++) {
      suited.push(classWeight(high, kicker(i), 's'));
      offsuit.push(classWeight(high, kicker(i), 'o'));
    }
    // Suited and offsuit alike: `AQ+`, `KJ`; what remains as `…s` and `…o`.
    const both = suited.map((w, i) => (w > 0 && offsuit[i] === w ? w : 0));
    const name = (i: number, suffix: string): string => RANKS[high] + RANKS[kicker(i)] + suffix;
    writeRuns(
      both,
      true,
      (i) => name(i, ''),
      (j) => name(j, '+'),
    );
    for (const [ws, suffix, kind] of [
      [suited, 's', 's'],
      [offsuit, 'o', 'o'],
    ] as const) {
      writeRuns(
        ws.map((w, i) => (both[i] > 0 ? 0 : Math.max(w, 0))),
        true,
        (i) => name(i, suffix),
        (j) => name(j, suffix + '+'),
      );
      ws.forEach((w, i) => w < 0 && singles.push(...classCombos(high, kicker(i), kind)));
    }
  }
  for (const i of singles) {
    if (weights[i] > 0) parts.push(ALL_CARDS[COMBO_CODES[2 * i]] + ALL_CARDS[COMBO_CODES[2 * i + 1]] + weightSuffix(weights[i]));
  }
  return parts.join(', ');
}

/**
 * Per class of `HAND_CLASS_GRID`, how much of it the range holds: `weight` the largest
 * weight of its combos, `share` the fraction of its combos in the range (for a range grid).
 */
export function rangeGrid(range: readonly RangeCombo[] | string): { label: string; weight: number; share: number }[] {
  const weights = typeof range === 'string' ? rangeWeights(range) : weightsOf(range);
  return HAND_CLASS_GRID.map((label) => {
    const ranks = label.length === 2 ? 'p' : (label[2] as 's' | 'o');
    const combos = classCombos(RANK_INDEX[label[0]], RANK_INDEX[label[1]], ranks);
    let weight = 0,
      held = 0;
    for (const i of combos) {
      if (weights[i] > 0) held++;
      weight = Math.max(weight, weights[i]);
    }
    return { label, weight, share: held / combos.length };
  });
}
