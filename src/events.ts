/**
 * Every event a holdem-elements element dispatches, typed in one place. Details are
 * plain JSON-safe data (card strings, names, integers) so a page can log, store or
 * post them as they are.
 */
import type { Card } from './core/cards.js';
import type { HandCategory } from './core/evaluate.js';
import type { ComparisonReason } from './core/showdown.js';

/**
 * Detail of the plain `error` event: bad input the element reports inline instead of
 * throwing. `code` is stable (`unknown-card`, `duplicate-card`, `card-count`,
 * `invalid-input`); `message` is the text shown to the reader, in the element's
 * language; `text` is the offending input (`"Zz"`, or the duplicated card).
 *
 * The event is `composed` but does not bubble, like the native `error` of `<img>`: a
 * bubbling `error` would reach `window.onerror`, where test runners and error trackers
 * take it for an uncaught exception. Listen on the element, or on `document` in the
 * capture phase (`addEventListener('error', fn, true)`) to hear every element at once.
 */
export interface HoldemErrorDetail {
  code: string;
  message: string;
  text: string;
}

/** One ranked hand in `hand-ranker-change`. */
export interface HandRankerHandDetail {
  /** The player's name as shown (a generated "Player 2" when none was given). */
  name: string;
  /** Hole cards. */
  cards: Card[];
  category: HandCategory;
  /** The hand in words, in the element's language: "Pair of kings". */
  description: string;
  /** Comparable strength from the evaluator: higher wins, equal splits. */
  value: number;
  /** The five cards that make the hand, most significant first. */
  bestFive: Card[];
  /** 1 for the best hand; tied hands share a place. */
  place: number;
}

/** Detail of `hand-ranker-change`, sent after every successful evaluation. */
export interface HandRankerChangeDetail {
  board: Card[];
  /** In the order given (attribute or `hands` property), each with its place. */
  hands: HandRankerHandDetail[];
  /** Names of the winning players (more than one on a split pot). */
  winners: string[];
  split: boolean;
  /** True when the winners' best five is the board itself. */
  boardPlays: boolean;
  /** The verdict sentence as shown: "Anna wins: pair of kings, queen kicker beats jack kicker". */
  reason: string;
  /** The engine's structured reason behind the sentence (null for a single hand). */
  comparison: ComparisonReason | null;
}

/** Detail of `poker-card-picker-select`: the card the reader picked. */
export interface CardPickerSelectDetail {
  card: Card;
}

export type HoldemErrorEvent = CustomEvent<HoldemErrorDetail>;
export type HandRankerChangeEvent = CustomEvent<HandRankerChangeDetail>;
export type CardPickerSelectEvent = CustomEvent<CardPickerSelectDetail>;

declare global {
  interface HTMLElementEventMap {
    'hand-ranker-change': HandRankerChangeEvent;
    'poker-card-picker-select': CardPickerSelectEvent;
    'poker-card-picker-close': CustomEvent<Record<string, never>>;
    'poker-card-picker-clear': CustomEvent<Record<string, never>>;
  }
}
