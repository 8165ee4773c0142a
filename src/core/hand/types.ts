/**
 * The data of one hand of Texas Hold'em: what starts it (`HandInput`), what a player or
 * the house does (`HandEvent`), the hand as it stands (`HandState`), what happened
 * (`HandLogEntry`, `HandHappening`) and how it ended (`HandOutcome`). Plain, JSON-safe
 * data: a state can be saved, sent and compared. No sentences: `src/i18n/` words them.
 */
import type { ActionType, BettingRound, BettingStructure, BettingViolation, HouseRules, LegalActions, Street } from '../betting.js';
import type { Card, Rank } from '../cards.js';
import type { BoardStreet } from '../dealing.js';
import type { HandCategory } from '../evaluate.js';
import type { AwardLogEntry, CompleteHappening, GameOutcome, GameStep, ViolationHappening } from '../game.js';

export type { AwardLogEntry } from '../game.js';
import type { Pot } from '../pots.js';
import type { Refusal, RuleId, RuleViolation } from '../rule-violation.js';
import type { ShowdownChoices, ShowdownState, ShowdownViolation } from '../showdown-order.js';

// ---------------------------------------------------------------------------
// Input

export interface HandSeatInput {
  id: string;
  name?: string;
  /** Chips on the table at the start of the hand (T8); at least 1. */
  stack: number;
  /** C3: a newcomer who posts a big blind out of position to be dealt in at once. */
  postsBigBlind?: boolean;
}

export interface HandLimits {
  /** No-limit and pot-limit: the smallest bet (T11); default the big blind. */
  minBet?: number;
  /** Fixed limit (T15): the bet preflop and on the flop; default the big blind. */
  smallBet?: number;
  /** Fixed limit (T15): the bet on the turn and river; default twice the small bet. */
  bigBet?: number;
  /**
   * Fixed limit: bets and raises allowed per street, preflop to river, the blinds not
   * counted (`[3, 4, 4, 4]`: a bet and three raises). Default: the T15 house rule.
   */
  maxBetActions?: readonly number[];
}

export interface HandInput {
  structure: BettingStructure;
  blinds: { small: number; big: number };
  /** Paid by every player before the blinds. */
  ante?: number;
  limits?: HandLimits;
  /** 2 to 10 seats dealt in, clockwise. */
  seats: readonly HandSeatInput[];
  /** The seat id with the button. */
  button: string;
  /** House rules from RULES.md; each defaults as stated there. */
  houseRules?: Partial<HouseRules>;
  /** Tournament rule (T16): once a player is all-in and betting is closed, all hands are face up. */
  tournament?: boolean;
  /**
   * Resolve the showdown without SHOW/MUCK events: every hand that can still win shows,
   * the others muck (T16: losers may muck). Default false: players decide.
   */
  autoShowdown?: boolean;
  /** The cards: a seeded shuffle … */
  seed?: number | string;
  /** … or a stacked deck in deal order, burn cards included (the rest follow) … */
  deck?: string | readonly string[];
  /** … or the hole cards per seat and the board; burns and missing cards come from the rest of the deck. */
  holeCards?: Readonly<Record<string, string | readonly string[]>>;
  board?: string | readonly string[];
}

/** The input checked, with every default filled in. */
export interface HandConfig {
  structure: BettingStructure;
  blinds: { small: number; big: number };
  ante: number;
  limits: { minBet: number; smallBet: number; bigBet: number; maxBetActions: readonly number[] | null };
  seatIds: readonly string[];
  names: Readonly<Record<string, string>>;
  newcomers: readonly string[];
  startingStacks: Readonly<Record<string, number>>;
  button: string;
  houseRules: HouseRules;
  tournament: boolean;
  autoShowdown: boolean;
  /** Every chip at the table: it never changes during the hand (T8). */
  totalChips: number;
}

// ---------------------------------------------------------------------------
// Events

export type HandEvent =
  /** `to`: for bet and raise, the seat's total for the street. */
  | { type: 'ACT'; seat: string; action: ActionType; to?: number }
  | { type: 'SHOW'; seat: string }
  | { type: 'MUCK'; seat: string }
  /** C6: the hand cannot be finished; every chip goes back to who bet it. */
  | { type: 'VOID' };

export type HandEventType = HandEvent['type'];
export const HAND_EVENT_TYPES: readonly HandEventType[] = ['ACT', 'SHOW', 'MUCK', 'VOID'];

// ---------------------------------------------------------------------------
// Refusals

/** The refusals of the hand itself, besides the betting (T6–T15) and showdown (T16) ones. */
export type HandOwnRefusal =
  /** An event whose type the hand does not know. */
  | Refusal<'unknown-event', { type: string }>
  /**
   * Not an event object, or a field of the wrong kind (`problem` names it: `'event'`, `'type'`,
   * `'seat'`, `'to'`; `'input'` and `'state'` for a chart's DEAL and RESTORE that cannot be used).
   */
  | Refusal<'malformed-event', { problem: 'event' | 'type' | 'seat' | 'to' | 'input' | 'state' }>
  /** The hand is over (T6): nothing more can happen in it. */
  | Refusal<'hand-over', Record<string, never>>;

/** A refused event: the rule that refused it, what was allowed instead, and the event. */
export type HandViolation = (BettingViolation | ShowdownViolation | RuleViolation<Record<string, never>, HandOwnRefusal>) & {
  /** The event as sent (a malformed one as far as it could be read). */
  event: HandEvent;
};

// ---------------------------------------------------------------------------
// The log

/** One line of the hand history, as data: one shape per kind, worded by `src/i18n/`. */
export type HandLogEntry =
  /** T3: an ante; `allIn` when it took the whole stack. */
  | { kind: 'ante'; seat: string; amount: number; allIn: boolean; ruleIds: readonly RuleId[] }
  /** T3, C3: a blind; `newcomer-big` is a newcomer's big blind out of position (C3). */
  | {
      kind: 'blind';
      seat: string;
      blind: 'small' | 'big' | 'newcomer-big';
      amount: number;
      to: number;
      allIn: boolean;
      ruleIds: readonly RuleId[];
    }
  /** T5: two hole cards to each player. */
  | { kind: 'deal-hole-cards'; street: 'preflop'; ruleIds: readonly RuleId[] }
  /** T5: a card burned and a street turned up. */
  | { kind: 'deal-board'; street: BoardStreet; cards: Card[]; ruleIds: readonly RuleId[] }
  /**
   * T7 and the sizing rules: an accepted ACT. `action` is what the rules made of it (a
   * house rule may make a raise a call, T11; an all-in against opponents who are all
   * all-in is a call, T9), `requested` what was asked when that differs. `amount` is
   * the chips added, `to` the seat's total for the street.
   */
  | {
      kind: 'action';
      seat: string;
      street: Street;
      action: ActionType;
      requested?: ActionType;
      amount: number;
      to: number;
      allIn: boolean;
      /** An all-in below a full bet or raise (T12): it does not reopen the betting. */
      shortAllIn: boolean;
      houseRule?: 'treat-as-call' | 'fill-to-minimum';
      ruleIds: readonly RuleId[];
    }
  /** T10: a bet nobody matched in full goes back. */
  | { kind: 'uncalled-returned'; seat: string; street: Street; amount: number; ruleIds: readonly RuleId[] }
  /** T9: the betting closed with a player all-in; the rest of the board follows. */
  | { kind: 'run-out'; street: Street; ruleIds: readonly RuleId[] }
  /** T16 tournament rule: every hand face up. */
  | { kind: 'face-up'; ruleIds: readonly RuleId[] }
  /** T16, T17: a hand shown, with its category and tie-break ranks (`evaluate(…).ranks`). */
  | { kind: 'show'; seat: string; cards: Card[]; category: HandCategory; ranks: Rank[]; ruleIds: readonly RuleId[] }
  /** T16: a hand mucked (conceded unseen). */
  | { kind: 'muck'; seat: string; ruleIds: readonly RuleId[] }
  /** T20: everyone else folded. */
  | { kind: 'uncontested'; seat: string; ruleIds: readonly RuleId[] }
  /** T18, T19: a pot awarded (`shares`), the award's data as `awardPots` explained it. */
  | AwardLogEntry
  /** C6: the hand is void. */
  | { kind: 'void'; ruleIds: readonly RuleId[] };

export type HandLogKind = HandLogEntry['kind'];

// ---------------------------------------------------------------------------
// State and outcome

export interface ShownHand {
  cards: Card[];
  /** T17: higher is better, as `evaluate(board + cards).value`. */
  value: number;
  category: HandCategory;
  /** T17: the ranks that break ties in the category, as `evaluate(board + cards).ranks`. */
  ranks: Rank[];
  /** T17: the best five of the seven cards, by significance, as `evaluate(board + cards).bestFive`. */
  bestFive: Card[];
}

/** How the hand ended; `void` (C6): every chip back, nothing awarded or shown. */
export type HandOutcome = GameOutcome<ShownHand, 'showdown' | 'uncontested' | 'void'>;

/**
 * Where the hand is: betting on `street`; the showdown with players deciding (T16); or
 * over: the pots awarded after a showdown (`complete`), to the last player in (`uncontested`,
 * T20), or every chip returned (`voided`, C6).
 */
export type HandPhase = 'betting' | 'showdown' | 'complete' | 'uncontested' | 'voided';

/** T5: the cards of a hand in deal order. */
export interface HandDeck {
  /** The 52 cards in deal order; `cards.slice(dealt)` are not dealt yet. */
  cards: readonly Card[];
  dealt: number;
  /** The burn cards, one before the flop, the turn and the river. */
  burned: Card[];
}

/**
 * One hand as it stands. The engine never changes a state: each event makes a new one.
 * (Eighteen fields on purpose: XState's `assign` copies a context with `Object.assign`, and
 * V8 makes a copy of twenty fields or more a slow dictionary object.)
 */
export interface HandState {
  config: HandConfig;
  phase: HandPhase;
  /** The street being played, or the last one dealt (after a run-out: the river). */
  street: Street;
  /** The betting closed with a player all-in and the board was dealt out (T9). */
  ranOut: boolean;
  board: Card[];
  /** Every seat's hole cards; a view decides whose to show. */
  holeCards: Record<string, Card[]>;
  /** The deck in deal order, how far it is dealt, and the burned cards (T5). */
  deck: HandDeck;
  /** The betting round (core state). */
  round: BettingRound;
  /** Chips behind, by seat. */
  stacks: Record<string, number>;
  /** Chips put in this street (blinds included), by seat. */
  bets: Record<string, number>;
  /** Main pot first; this street's bets are not in them until the street ends. */
  pots: Pot[];
  toAct: string | null;
  /** What `toAct` may do (from core). */
  legalActions: LegalActions;
  /** T16: the showdown once the betting is over (`showdown.faceUp`: the tournament rule turned every hand face up). */
  showdown: ShowdownState | null;
  /** At the showdown: whose turn it is to show or muck, and whether they may muck. */
  showdownChoices: ShowdownChoices | null;
  log: HandLogEntry[];
  /** The last refused event, until the next accepted one. */
  violation: HandViolation | null;
  result: HandOutcome | null;
}

/** What an event made happen, for listeners (the statechart emits these). */
export type HandHappening =
  /** An event the rules refused (also in `state.violation`). */
  | ViolationHappening<HandViolation>
  /** An ACT was accepted: its line of the log. */
  | { type: 'action'; entry: Extract<HandLogEntry, { kind: 'action' }> }
  /** Board cards were dealt: the street and the whole board so far (a run-out sends one per street). */
  | { type: 'street'; street: BoardStreet; board: Card[] }
  /** The hand ended (complete, uncontested or voided): its result, as `state.result`. */
  | CompleteHappening<HandOutcome>;

/** The answer to one event: the next state and what happened, or the refusal (the state unchanged but for `violation`). */
export type HandStep = GameStep<HandState, HandViolation, HandHappening>;
