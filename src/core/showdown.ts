import { assertDistinct, parseCard, type Card, type Rank } from './cards.js';
import { HoldemError, InvalidCardError } from './errors.js';
import { inputText, requireArray, requireObject, requireSafeInteger, requireSeatId, requireValue } from './input.js';
import { HAND_CATEGORIES, compareHands, evaluate, type HandCategory, type HandResult } from './evaluate.js';
import { put } from './records.js';

/** What a tie-break rank is in its hand: the pair's rank, a kicker, the straight's top… */
export type RankRole =
  'quads' | 'trips' | 'pair' | 'high-pair' | 'low-pair' | 'full-of' | 'straight-high' | 'flush-card' | 'high-card' | 'kicker';

/** Why one hand beats another (T17), or that they tie. */
export type ComparisonReason =
  | { kind: 'category'; winner: HandCategory; loser: HandCategory }
  /** Same category; the first tie-break rank that differs, `index` into `HandResult.ranks`. */
  | { kind: 'rank'; role: RankRole; index: number; winner: Rank; loser: Rank }
  | { kind: 'tie' };

/** The role of `ranks[index]` in a hand of `category`. */
export function rankRole(category: HandCategory, index: number): RankRole {
  requireSafeInteger(index, 'index');
  if (index < 0 || index > 4) throw new HoldemError('invalid-input', `a tie-break rank index runs from 0 to 4 (got ${index})`);
  if (!HAND_CATEGORIES.includes(category)) {
    requireValue(category, 'category');
    throw new HoldemError('unknown-value', `${inputText(category)} is not a hand category`);
  }
  switch (category) {
    case 'straight-flush':
    case 'straight':
      return 'straight-high';
    case 'four-of-a-kind':
      return index === 0 ? 'quads' : 'kicker';
    case 'full-house':
      return index === 0 ? 'trips' : 'full-of';
    case 'flush':
      return 'flush-card';
    case 'three-of-a-kind':
      return index === 0 ? 'trips' : 'kicker';
    case 'two-pair':
      return index === 0 ? 'high-pair' : index === 1 ? 'low-pair' : 'kicker';
    case 'one-pair':
      return index === 0 ? 'pair' : 'kicker';
    default:
      return index === 0 ? 'high-card' : 'kicker';
  }
}

/**
 * Why the better of two hands wins (T17): the higher category, else the first tie-break
 * rank that differs (pair rank, then kickers from the top; two pair: higher pair, lower
 * pair, kicker; flush and high card card by card). The reason is told from the better
 * hand's side whichever argument it is: `winner` is always the better hand's category or rank.
 */
export function explainComparison(a: HandResult, b: HandResult): ComparisonReason {
  requireObject(a, 'a');
  requireObject(b, 'b');
  requireArray(a.ranks, 'a.ranks');
  requireArray(b.ranks, 'b.ranks');
  if (compareHands(a, b) === 0) return { kind: 'tie' };
  const [better, worse] = a.value > b.value ? [a, b] : [b, a];
  if (better.category !== worse.category) {
    return { kind: 'category', winner: better.category, loser: worse.category };
  }
  const index = better.ranks.findIndex((rank, i) => rank !== worse.ranks[i]);
  return {
    kind: 'rank',
    role: rankRole(better.category, index),
    index,
    winner: better.ranks[index],
    loser: worse.ranks[index],
  };
}

export interface ShowdownEntry {
  id: string;
  hole: Card[];
  result: HandResult;
  /** 1 for the best hand; equal hands share a place, and the next place skips (1, 1, 3). */
  place: number;
}

export interface ShowdownResult {
  board: Card[];
  /** Best first; equal hands keep their input order. */
  ranking: ShowdownEntry[];
  /** Ids of the hands in first place. */
  winners: string[];
  /** More than one winner: the pot is split. */
  split: boolean;
  /** Every winner's best five is exactly the five board cards (T17: everyone plays the board). */
  boardPlays: boolean;
  /** The winners against the best non-winner; `{ kind: 'tie' }` when every hand shares first place. */
  reason: ComparisonReason;
  /** Id of the best hand that did not win. */
  runnerUp?: string;
}

/**
 * Values every hand with the board and ranks them (T17). `board` holds 0 … 5 cards and each
 * hand's `cards` as many as make 5 … 7 with the board (two hole cards on a full board; five
 * for a stud-like lesson with no board). Throws `InvalidCardError`: `unknown-card`,
 * `duplicate-card` (a card in two places), `card-count`.
 */
export function winners(
  board: readonly (Card | string)[],
  hands: ReadonlyArray<{ id: string; cards: readonly (Card | string)[] }>,
): ShowdownResult {
  const boardCards = requireArray(board, 'board').map((card) => parseCard(card));
  requireArray(hands, 'hands');
  if (boardCards.length > 5) {
    throw new InvalidCardError('card-count', String(boardCards.length), `The board holds at most five cards; ${boardCards.length} given.`);
  }
  const seen = new Set<string>();
  const holes = hands.map((hand, k) => {
    const { id, cards } = requireObject(hand, 'hands', k);
    requireSeatId(id, 'the id of hands', k);
    if (seen.has(id)) throw new HoldemError('invalid-input', `Two hands share the id "${id}".`);
    seen.add(id);
    const hole = requireArray(cards, 'the cards of hand ', `"${id}"`).map((card) => parseCard(card));
    const total = boardCards.length + hole.length;
    if (total < 5 || total > 7) {
      throw new InvalidCardError(
        'card-count',
        id,
        `Hand "${id}" has ${hole.length} cards and the board ${boardCards.length}: together they must make 5, 6 or 7.`,
      );
    }
    return hole;
  });
  assertDistinct(boardCards.concat(...holes));

  // Board cards first, so that where a board card and a hole card could fill the same
  // place in the best five, the board card is chosen (see boardPlays).
  const entries = hands.map(({ id }, i) => {
    const hole = holes[i];
    return { id, hole, result: evaluate(boardCards.concat(hole)), place: 0 };
  });
  const ranking = entries.slice().sort((x, y) => y.result.value - x.result.value);
  ranking.forEach((entry, i) => {
    const previous = ranking[i - 1];
    entry.place = previous && previous.result.value === entry.result.value ? previous.place : i + 1;
  });
  const top = ranking.filter((entry) => entry.place === 1);
  const runnerUp = ranking.find((entry) => entry.place > 1);
  const onBoard = new Set<Card>(boardCards);
  const result: ShowdownResult = {
    board: boardCards,
    ranking,
    winners: top.map((entry) => entry.id),
    split: top.length > 1,
    boardPlays: top.length > 0 && boardCards.length === 5 && top.every((entry) => entry.result.bestFive.every((card) => onBoard.has(card))),
    reason: runnerUp && top[0] ? explainComparison(top[0].result, runnerUp.result) : { kind: 'tie' },
  };
  if (runnerUp) result.runnerUp = runnerUp.id;
  return result;
}

/** A seat's hole cards for `showdownValues`. */
export interface SeatCards {
  seat: string;
  cards: readonly (Card | string)[];
}

export interface ShowdownValues {
  /** Each seat's hand value, for `awardPots`. */
  values: Record<string, number>;
  /** Each seat's hand (category, best five, ranks), to say what won. */
  hands: Record<string, HandResult>;
}

/**
 * T17: the hand values `awardPots` needs, from the board and the hole cards of the seats
 * that show. Seats left out do not show and cannot win a contested pot (T18). Throws
 * `InvalidCardError` as `winners` does (`unknown-card`, `duplicate-card`, `card-count`),
 * `HoldemError` for a missing argument, a seat that is not a seat id or is listed twice.
 */
export function showdownValues(board: readonly (Card | string)[], shown: readonly SeatCards[]): ShowdownValues {
  requireArray(shown, 'shown');
  const hands = shown.map((entry, k) => {
    const { seat, cards } = requireObject(entry, 'shown', k);
    return { id: requireSeatId(seat, 'the seat of shown', k), cards };
  });
  const { ranking } = winners(board, hands);
  const values: Record<string, number> = {};
  const results: Record<string, HandResult> = {};
  for (const entry of ranking) {
    put(values, entry.id, entry.result.value);
    put(results, entry.id, entry.result);
  }
  return { values, hands: results };
}
