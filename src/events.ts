/**
 * Every event a holdem-elements element dispatches, typed in one place. Details are
 * plain JSON-safe data (card strings, names, integers) so a page can log, store or
 * post them as they are.
 */
import type { Card } from './core/cards.js';
import type { HandCategory } from './core/evaluate.js';
import type { ComparisonReason } from './core/showdown.js';
import type { ActionType, LegalActions, Street } from './core/betting.js';
import type { PotsdamBettingPhase, PotsdamEnding, PotsdamSet } from './core/potsdam/types.js';

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

/** One player in `pot-calculator-change`, as read from the input. */
export interface PotCalculatorPlayerDetail {
  name: string;
  /** Chips put in this hand, returned chips included. */
  contributed: number;
  folded: boolean;
  allIn: boolean;
  /** Hole cards, if given. */
  cards: Card[];
}

/** One pot in `pot-calculator-change`, main pot first. */
export interface PotCalculatorPotDetail {
  /** `Main pot`, `Side pot 1`, in the element's language. */
  name: string;
  amount: number;
  /** Who may win it: contributed to it and did not fold (T18). */
  eligible: string[];
  /** What each player put into it, folded players' dead money included. */
  shares: { name: string; amount: number; folded: boolean }[];
}

/** One pot's award in `pot-calculator-change` (from `awardPots`). */
export interface PotCalculatorAwardDetail {
  /** Index into `pots`: 0 is the main pot. */
  potIndex: number;
  potName: string;
  amount: number;
  kind: 'uncontested' | 'best-hand' | 'split';
  /** Winners in odd-chip order (T19). */
  winners: string[];
  shares: { name: string; amount: number }[];
  /** Players given one odd chip each (T19). */
  oddChips: string[];
  /** The winning hand when cards decided it. */
  hand: { category: HandCategory; description: string } | null;
  /** Rule IDs the award follows, e.g. `['T18', 'T19']`. */
  ruleIds: string[];
  /** The line as shown: `Side pot 1 (60): Ben wins with a pair of kings.` */
  text: string;
}

/** Detail of `pot-calculator-change`, sent after every successful calculation. */
export interface PotCalculatorChangeDetail {
  players: PotCalculatorPlayerDetail[];
  board: Card[];
  /** Who has the button (T19: odd chips go clockwise from the player left of it). */
  button: string;
  pots: PotCalculatorPotDetail[];
  /** T10: chips nobody matched, back to the player who put them in. */
  returned: { name: string; amount: number }[];
  /** T18: in award order, from the last side pot inward; empty while the showdown is open. */
  awards: PotCalculatorAwardDetail[];
  /** What each winner collects from all the pots together. */
  totals: Record<string, number>;
  /** False while no cards or finishing order decide the contested pots. */
  decided: boolean;
  /** The plain-text summary as shown, in the element's language. */
  summary: string;
}

/**
 * Detail of the pot calculator's `error`: `HoldemErrorDetail` plus where the bad value
 * is. Codes: `missing-amount`, `not-a-number`, `negative-amount`, `not-a-whole-number`,
 * `duplicate-name`, `unknown-player`, `unknown-card`, `duplicate-card`, `card-count`,
 * `invalid-input`.
 */
export interface PotCalculatorErrorDetail extends HoldemErrorDetail {
  /** `name`, `chips`, `cards`, `status`, `board`, `order`, `button` or `players`. */
  field: string;
  /** The player whose field it is, if any. */
  player?: string;
}

/** One player in `equity-calculator-change`: the hand as given and its chances (fractions, 0 … 1). */
export interface EquityCalculatorPlayerDetail {
  /** The name as shown (a generated "Player 2" when none was given). */
  name: string;
  /** The hand as given: two cards or a range. */
  hand: string;
  win: number;
  tie: number;
  /** Expected share of the pot: wins plus each split's share. */
  equity: number;
  /** Standard error of `equity` (0 when exact). */
  standardError: number;
  /** The next cards that put a trailing hand ahead or level (three or four board cards, known hands); else empty. */
  outs: Card[];
}

/** Detail of `equity-calculator-change`: every player's odds, and how they were counted. */
export interface EquityCalculatorChangeDetail {
  players: EquityCalculatorPlayerDetail[];
  /** True when every board was counted; false for a sample. */
  exact: boolean;
  /** Boards counted. */
  samples: number;
  board: Card[];
  dead: Card[];
}

/**
 * Detail of the equity calculator's `error`: `HoldemErrorDetail` plus where the bad value
 * is. Codes: `unknown-card`, `duplicate-card`, `card-count`, `invalid-range`,
 * `empty-range`, `impossible-ranges`, `player-count`.
 */
export interface EquityCalculatorErrorDetail extends HoldemErrorDetail {
  /** `hand`, `board`, `dead` or `hands` (the hands together). */
  field: string;
  /** The player whose hand it is, if any. */
  player?: string;
}

/** Detail of `poker-card-picker-select`: the card the reader picked. */
export interface CardPickerSelectDetail {
  card: Card;
}

/** Detail of `poker-action`: a betting action the hand machine accepted. */
export interface PokerActionDetail {
  /** Seat id (the name as written in `seats`). */
  seat: string;
  /** What was done: `call` for a call, `all-in` for a whole stack that is not a plain call, bet or raise. */
  action: ActionType;
  street: Street;
  /** Chips this action added. */
  amount: number;
  /** The seat's total for the street afterwards. */
  to: number;
  allIn: boolean;
  /** Rule IDs behind it, e.g. `['T9', 'T11', 'T12']` for a short all-in. */
  ruleIds: string[];
  /** The hand-history line as shown, in the element's language. */
  text: string;
}

/** Detail of `poker-street`: the flop, turn or river was dealt (one card burned first, T5). */
export interface PokerStreetDetail {
  street: 'flop' | 'turn' | 'river';
  /** The cards this street turned up. */
  cards: Card[];
  /** The whole board so far. */
  board: Card[];
}

/** One pot's award in `poker-hand-complete`, in award order (T18: last side pot first). */
export interface PokerAwardDetail {
  /** 0 is the main pot. */
  potIndex: number;
  amount: number;
  shares: { seat: string; amount: number }[];
  ruleIds: string[];
  /** The line as shown, in the element's language. */
  text: string;
}

/** Detail of `poker-hand-complete`: the pots were awarded, or the hand was void (C6). */
export interface PokerHandCompleteDetail {
  kind: 'showdown' | 'uncontested' | 'void';
  awards: PokerAwardDetail[];
  /** What each seat won from all the pots. */
  winnings: Record<string, number>;
  /** Every seat's stack after the hand. */
  stacks: Record<string, number>;
  /** Hands shown at the showdown: cards and category (T17). */
  shown: Record<string, { cards: Card[]; category: HandCategory }>;
  mucked: string[];
}

/** What every Potsdam detail carries: the rule IDs behind it and its line as shown, in the element's language. */
interface PotsdamWorded {
  ruleIds: string[];
  /** The line of the game's history as shown (the round's heading for a round). */
  text: string;
}

/**
 * Detail of `potsdam-action` (`<poker-table variant="potsdam">`): a move of Potsdam Hold'em
 * the machine accepted, one shape per `kind` (the kind of its line in the game's history):
 *
 * - `action`: P2, P5, a betting action (`action` as at the Hold'em table; `amount` added, `to` the seat's total for the round);
 * - `exchange`: P3, `given` laid face up in the places (0–4) of `taken`; `community` after it;
 * - `pass`: P3, no exchange (`passesInARow` counts toward P6 (4));
 * - `buy`: P4, `price` paid for the `fresh` cards against the `laidDown` ones of `from`;
 * - `choose`: P4, the `set` that joined the community; `aside` lies out of play;
 * - `end`: P6 (2), the seat paid `price` to end the game;
 * - `decline-end`: P6 (2), offered to end it, the seat did not;
 * - `show`, `muck`: T16, P7, a hand shown (its five cards and category) or mucked.
 */
export type PotsdamActionDetail = PotsdamWorded &
  (
    | {
        kind: 'action';
        seat: string;
        action: ActionType;
        /** The betting round's phase (`entry` is P2's round). */
        phase: PotsdamBettingPhase;
        /** The betting round, 0 for the entry round. */
        bettingRound: number;
        amount: number;
        to: number;
        allIn: boolean;
      }
    | { kind: 'exchange'; seat: string; given: Card[]; taken: Card[]; places: number[]; community: Card[] }
    | { kind: 'pass'; seat: string; passesInARow: number }
    | { kind: 'buy'; seat: string; from: string; price: number; laidDown: Card[]; fresh: Card[] }
    | { kind: 'choose'; seat: string; set: PotsdamSet; aside: Card[]; community: Card[] }
    | { kind: 'end'; seat: string; price: number }
    | { kind: 'decline-end'; seat: string }
    | { kind: 'show'; seat: string; cards: Card[]; category: HandCategory }
    | { kind: 'muck'; seat: string }
  );

/**
 * Detail of `potsdam-round`: a round of the game begins, one shape per `kind`:
 *
 * - `exchange-round`: P3, exchange round `exchangeRound` in the seats' `order`; `last` in an ending (P6 (2), (4));
 * - `betting-round`: P5 (and P6's final rounds), `skipped` when nobody can bet (T9);
 * - `ending`: P6, the game is ending, and how (`ending.kind`, `ending.clause`);
 * - `showdown`: T16, P7, the hands are shown in order.
 */
export type PotsdamRoundDetail = PotsdamWorded &
  (
    | { kind: 'exchange-round'; exchangeRound: number; order: string[]; last: boolean }
    | { kind: 'betting-round'; bettingRound: number; phase: PotsdamBettingPhase; skipped: boolean }
    | { kind: 'ending'; ending: PotsdamEnding }
    | { kind: 'showdown' }
  );

/**
 * Detail of `potsdam-complete`: the game is over (P6, P7) and the pots were awarded (T17–T19),
 * told as a Hold'em hand's result is, with how the game ended.
 */
export interface PotsdamCompleteDetail extends Omit<PokerHandCompleteDetail, 'kind'> {
  kind: 'complete';
  /** How the game ended (P6, with its clause): `one-left` is P6 (1), won without a showdown. */
  ending: PotsdamEnding;
}

/**
 * Every detail a Potsdam table tells (`potsdam-action`, `potsdam-round`, `potsdam-complete`),
 * one union discriminated by `kind`, beside Hold'em's (`PokerActionDetail`, `PokerStreetDetail`,
 * `PokerHandCompleteDetail`). A refusal is the kit's `poker-violation` at either table.
 */
export type PotsdamDetail = PotsdamActionDetail | PotsdamRoundDetail | PotsdamCompleteDetail;

/**
 * Detail of `poker-violation`: the hand machine (or, at a `<poker-cash-table>`, the table machine) refused
 * an event, and why. A refusal is not an error: the element shows it inline and fires no `error`.
 */
export interface PokerViolationDetail {
  /** The refused event as sent to the machine (table events: `player`, `amount` or `buyIn`). */
  event: { type: string; seat?: string; action?: string; to?: number; player?: string; amount?: number; buyIn?: number };
  /** Stable code from the engine, e.g. `betting-not-reopened`. */
  code: string;
  /** The rule that refused it, e.g. `T12`. */
  ruleId: string;
  /** Why, in the element's language. */
  message: string;
  /** What was allowed instead (legal actions, the showdown choices, or for a buy-in the table's limits `{ min, max, stack }`). */
  allowed:
    | LegalActions
    | { seat: string | null; show: boolean; muck: boolean }
    | { min: number; max: number; stack: number }
    | Record<string, never>;
}

/**
 * Detail of `poker-table-change` (`<poker-cash-table>`): one new line of the table's history, as
 * `tableMachine` logs it: a player sat down, joined the waiting list, sat out or in, rebought,
 * left, busted, timed out (C5), or a hand started or ended.
 */
export interface PokerTableChangeDetail {
  /** `join`, `queue`, `leave`, `sit-out`, `sit-in`, `removed`, `rebuy`, `busted`, `draw`, `hand-start`, `hand-end`, `timeout`, `disconnect`, `reconnect`. */
  kind: string;
  /** The hand number the line belongs to (0 before the first hand). */
  hand: number;
  /** The player's id, if the line is about one player. */
  player?: string;
  /** Chips: the buy-in, rebuy or cash-out. */
  amount?: number;
  ruleIds: string[];
  /** The line as shown, in the element's language. */
  text: string;
}

/**
 * Detail of the poker table's `error`: `HoldemErrorDetail` plus where the bad value is.
 * Codes: `seat-count`, `duplicate-seat`, `unknown-seat`, `missing-amount`, `not-a-number`,
 * `negative-amount`, `not-a-whole-number`, `invalid-blinds`, `invalid-structure`,
 * `unknown-card`, `duplicate-card`, `card-count`, `script-action`, `script-amount`,
 * `not-enough-chips`, `invalid-amount`, `hand-over`, `invalid-input`; at a `<poker-cash-table>` also
 * `invalid-mode`, `table-size`, `invalid-buy-in`, `invalid-clock`, `invalid-ms`, `unknown-bot`, `player-count`
 * and `restore-failed` (a saved table that could not be restored: a fresh one runs).
 */
export interface PokerTableErrorDetail extends HoldemErrorDetail {
  /** `seats`, `blinds`, `ante`, `structure`, `button`, `hero`, `board`, `hole-cards`, `script` or `action`; `<poker-cash-table>`: `players`, `buy-in`, `table-size`, `clock`, `bot-delay`, `between-hands`, `persist`. */
  field: string;
  /** The seat whose value it is, if any. */
  seat?: string;
  /** For `script`: the step, counting from 1. */
  step?: number;
}

/**
 * Detail of `poker-hand-export`: a hand as text. `<poker-table export>` fires it when the
 * reader copies or downloads the hand; `<poker-cash-table export>` also after every finished
 * hand (`trigger: 'hand-complete'`). A format that cannot hold the hand is null (PokerStars
 * text of an unfinished hand, pot-limit in PHH).
 */
export interface PokerHandExportDetail {
  trigger: 'copy' | 'download' | 'hand-complete';
  /** The format copied or downloaded; null for `hand-complete`. */
  format: 'phh' | 'pokerstars' | null;
  /** The hand in PHH (`.phh`, TOML). */
  phh: string | null;
  /** The hand as PokerStars text. */
  pokerstars: string | null;
}

/**
 * Every event the kit dispatches, by name, with its detail: the one contract. Elements
 * dispatch through `HoldemElement.emit`, which is keyed to this map, so a name and its
 * detail are checked together; the same map types `addEventListener` on every element.
 *
 * The naming scheme: `poker-…` for what happens in a hand (the tables dispatch them alike:
 * `poker-action`, `poker-street`, `poker-hand-complete`, `poker-violation`); `potsdam-…` for
 * what happens in a game of Potsdam Hold'em (`potsdam-action`, `potsdam-round`,
 * `potsdam-complete`; a refusal is `poker-violation` there too); `<tag>-…` for
 * an element's own news (`hand-ranker-change`, `pot-calculator-change`,
 * `poker-table-change`, `poker-card-picker-select`); and the plain `error`, which does not
 * bubble (see `HoldemErrorDetail`). Every other event bubbles and is composed.
 */
/** `rules-quiz-answer`: a reader answered a question of `<rules-quiz>`. */
export interface RulesQuizAnswerDetail {
  /** The kind of question (`QUIZ_KINDS` of `holdem-elements/core`). */
  kind: string;
  /** The rule the question asks, and every rule its answer follows. */
  ruleId: string;
  ruleIds: string[];
  /** A kit case's id (`T11-2`), a drawn question's share fragment (`rules-quiz=min-raise.42.1`), or `written-3`. */
  question: string;
  /** What the reader answered: a choice, or amounts by field. */
  answer: string | Record<string, number>;
  /** Core's answer. */
  expected: string | Record<string, number>;
  correct: boolean;
  /** The explanation as shown, in the element's language. */
  text: string;
  score: { right: number; asked: number; streak: number; level: number };
}

export interface HoldemEventMap {
  'rules-quiz-answer': RulesQuizAnswerDetail;
  'hand-ranker-change': HandRankerChangeDetail;
  'pot-calculator-change': PotCalculatorChangeDetail;
  'poker-card-picker-select': CardPickerSelectDetail;
  'poker-card-picker-close': Record<string, never>;
  'poker-card-picker-clear': Record<string, never>;
  'poker-action': PokerActionDetail;
  'poker-street': PokerStreetDetail;
  'poker-hand-complete': PokerHandCompleteDetail;
  'poker-violation': PokerViolationDetail;
  'poker-table-change': PokerTableChangeDetail;
  'potsdam-action': PotsdamActionDetail;
  'potsdam-round': PotsdamRoundDetail;
  'potsdam-complete': PotsdamCompleteDetail;
  'poker-hand-export': PokerHandExportDetail;
  'equity-calculator-change': EquityCalculatorChangeDetail;
}

/** The kit's events as `CustomEvent`s, by name (what `addEventListener` hands a listener). */
export type HoldemEvents = { [K in keyof HoldemEventMap]: CustomEvent<HoldemEventMap[K]> };

export type HoldemErrorEvent = CustomEvent<HoldemErrorDetail>;
export type HandRankerChangeEvent = CustomEvent<HandRankerChangeDetail>;
export type CardPickerSelectEvent = CustomEvent<CardPickerSelectDetail>;
export type PotCalculatorChangeEvent = CustomEvent<PotCalculatorChangeDetail>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments the DOM's map with the kit's
  interface HTMLElementEventMap extends HoldemEvents {}
}
