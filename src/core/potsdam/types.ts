/**
 * The data of one game of Potsdam Hold'em (P1–P7): what starts it (`PotsdamInput`), what a
 * player does (`PotsdamEvent`), the game as it stands (`PotsdamState`), what happened
 * (`PotsdamLogEntry`, `PotsdamHappening`) and how it ended (`PotsdamOutcome`). Plain,
 * JSON-safe data; no sentences (`src/i18n/refusals-potsdam.ts` words the refusals).
 */
import type { ActionType, BettingRefusal, BettingRound, LegalActions } from '../betting.js';
import type { Card } from '../cards.js';
import type { HandCategory } from '../evaluate.js';
import type { AwardLogEntry, CompleteHappening, GameOutcome, GameStep, ViolationHappening } from '../game.js';
import type { Pot } from '../pots.js';
import type { Refusal, RuleId } from '../rule-violation.js';
import type { ShowdownChoices, ShowdownRefusal, ShowdownState } from '../showdown-order.js';

// ---------------------------------------------------------------------------
// Input

export interface PotsdamSeatInput {
  id: string;
  name?: string;
  /** Chips on the table at the start of the game (T8); at least 1. */
  stack: number;
}

/**
 * The readings of the source that it leaves open (docs/rules.md, Potsdam part, says why
 * each default is the one chosen).
 */
export interface PotsdamRules {
  /**
   * P5: what "the limit of three big blinds" caps. `'each-bet'`: a bet, or a raise's
   * increment over the bet it raises, is at most three big blinds (RULES.md's reading);
   * `'round-total'`: a seat's total for the betting round is at most three big blinds.
   */
  betLimit: 'each-bet' | 'round-total';
  /**
   * P5: the smallest raise. `'last-increment'`: by the largest bet or raise of the round
   * (T11, as spread-limit card rooms play it); `'big-blind'`: by one big blind.
   */
  minRaise: 'last-increment' | 'big-blind';
  /**
   * P4: whose laid-down cards the seat to exchange may buy. `'previous-player'`: those of the
   * player right before them, laid down on that turn; `'latest-unbought'`: the latest set laid
   * down in this exchange round that nobody bought, even if players passed since.
   */
  buyFrom: 'previous-player' | 'latest-unbought';
  /** P6 (2), (4): a betting round after the last exchange round, before the showdown. */
  betAfterLastExchange: boolean;
  /**
   * A house limit the source does not have: after this many exchange rounds the next
   * betting round is the last, as in P6 (3). `null`: no limit.
   */
  maxExchangeRounds: number | null;
}

export interface PotsdamInput {
  blinds: { small: number; big: number };
  /** 2 to 9 seats, clockwise (P1: five cards each and five on the table leave two in the deck at nine). */
  seats: readonly PotsdamSeatInput[];
  /** The seat id with the button (the source's "notional dealer"). */
  button: string;
  /** The open readings of the source; each defaults as `DEFAULT_POTSDAM_RULES`. */
  rules?: Partial<PotsdamRules>;
  /**
   * Resolve the showdown without SHOW/MUCK events: every hand that can still win shows, the
   * others muck (T16). Default false: players decide.
   */
  autoShowdown?: boolean;
  /** The cards: a seeded shuffle … */
  seed?: number | string;
  /** … or a stacked deck in deal order: hole cards round by round, the community, then the fresh cards … */
  deck?: string | readonly string[];
  /** … or five hole cards per seat, the community and the fresh cards in the order drawn; the rest from the shuffle. */
  holeCards?: Readonly<Record<string, string | readonly string[]>>;
  community?: string | readonly string[];
  stock?: string | readonly string[];
}

/** The input checked, with every default filled in. */
export interface PotsdamConfig {
  blinds: { small: number; big: number };
  seatIds: readonly string[];
  names: Readonly<Record<string, string>>;
  startingStacks: Readonly<Record<string, number>>;
  button: string;
  rules: PotsdamRules;
  autoShowdown: boolean;
  /** P5: three big blinds, the limit of a bet or raise (`rules.betLimit` says of what). */
  limit: number;
  /** P4: the price of fresh cards, one small blind. */
  buyPrice: number;
  /** P6 (2): the price of ending the game, three big blinds. */
  endPrice: number;
  /** Every chip at the table: it never changes during the game (T8). */
  totalChips: number;
}

// ---------------------------------------------------------------------------
// Events

/** P4: which set joins the community: the cards laid down, or the fresh ones. */
export type PotsdamSet = 'laid-down' | 'fresh';

export type PotsdamEvent =
  /** P2 (call or fold), P5 (capped betting): `to` for bet and raise, the seat's total for the round. */
  | { type: 'ACT'; seat: string; action: ActionType; to?: number }
  /** P3: lay `give` (one or all five hole cards) face up and take `take` (as many community cards); `give[k]` takes the place of `take[k]`. */
  | { type: 'EXCHANGE'; seat: string; give: readonly string[]; take: readonly string[] }
  /** P3: exchange none; P6 (2): do not end the game. */
  | { type: 'PASS'; seat: string }
  /** P4: pay one small blind for as many fresh cards as the previous player laid down. */
  | { type: 'BUY'; seat: string }
  /** P4: after BUY, which set joins the community. */
  | { type: 'CHOOSE'; seat: string; set: PotsdamSet }
  /** P6 (2): a player who did not exchange pays three big blinds to end the game. */
  | { type: 'END'; seat: string }
  /** T16: at the showdown. */
  | { type: 'SHOW'; seat: string }
  | { type: 'MUCK'; seat: string };

export type PotsdamEventType = PotsdamEvent['type'];
export const POTSDAM_EVENT_TYPES: readonly PotsdamEventType[] = ['ACT', 'EXCHANGE', 'PASS', 'BUY', 'CHOOSE', 'END', 'SHOW', 'MUCK'];

// ---------------------------------------------------------------------------
// Phases and endings

/**
 * Where the game is: the entry round (P2); an exchange round (P3) and a buyer choosing a set
 * (P4); a betting round (P5); players who did not exchange asked whether they end the game
 * (`end-offer`, P6 (2)); once an ending is under way (`state.ending`) its final betting round
 * (P6 (3), (4)), its last exchange round (P6 (2), (4)) and, with `betAfterLastExchange`, a last
 * betting round; the showdown (T16, P7); over, after a showdown (`complete`) or to the last
 * player in (`uncontested`, P6 (1)).
 */
export type PotsdamPhase =
  | 'entry'
  | 'exchange'
  | 'choosing'
  | 'betting'
  | 'end-offer'
  | 'final-betting'
  | 'last-exchange'
  | 'last-betting'
  | 'showdown'
  | 'complete'
  | 'uncontested';

/** The phases in which a betting round is played. */
export type PotsdamBettingPhase = 'entry' | 'betting' | 'final-betting' | 'last-betting';

/** How the game ends (P6): `clause` is the number in P6; `round-limit` is the house limit, played as (3). */
export type PotsdamEnding =
  /** P6 (1): everyone else folded. */
  | { kind: 'one-left'; clause: 1; seat: string }
  /** P6 (2): `seat` did not exchange and paid `price` (three big blinds) after the betting round. */
  | { kind: 'ended-by-player'; clause: 2; seat: string; price: number }
  /** P6 (3): nobody exchanged in exchange round `exchangeRound`. */
  | { kind: 'no-exchange'; clause: 3; exchangeRound: number }
  /** P6 (4): `seats` did not exchange three times in a row, the third in exchange round `exchangeRound`. */
  | { kind: 'three-passes'; clause: 4; seats: string[]; exchangeRound: number }
  /** `rules.maxExchangeRounds` exchange rounds were played; as P6 (3). */
  | { kind: 'round-limit'; clause: 3; exchangeRound: number };

export type PotsdamEndingKind = PotsdamEnding['kind'];

// ---------------------------------------------------------------------------
// Refusals

/** The refusals of the Potsdam game itself, besides the betting (T6–T15) and showdown (T16) ones. */
export type PotsdamRefusal =
  /** An event whose type the game does not know; the rule of the phase. */
  | Refusal<'unknown-potsdam-event', { type: string }>
  /** Not an event object, or a field of the wrong kind (`problem` names it; `input` and `state`: potsdamMachine's DEAL and RESTORE). */
  | Refusal<'malformed-potsdam-event', { problem: 'event' | 'type' | 'seat' | 'to' | 'give' | 'take' | 'set' | 'input' | 'state' }>
  /** The game is over (P6, P7). */
  | Refusal<'game-over', Record<string, never>>
  /** An event of another phase: `expected` are the types this phase takes; the rule of the phase. */
  | Refusal<'not-now', { type: string; phase: PotsdamPhase; expected: readonly string[] }>
  /** P3, P4, P6: it is `seatToAct`'s turn in `phase`, not `seat`'s. */
  | Refusal<'out-of-turn', { seat: string; seatToAct: string; phase: PotsdamPhase }>
  /** P2: in the entry round a player calls the big blind (to `callTo`) or folds. */
  | Refusal<'no-raise-in-entry', { callTo: number }>
  /** P5: a bet above `maxTo` (three big blinds, `limit`). */
  | Refusal<'bet-above-limit', { maxTo: number; limit: number; betLimit: PotsdamRules['betLimit'] }>
  /** P5: a raise above `maxTo`. */
  | Refusal<'raise-above-limit', { maxTo: number; limit: number; betLimit: PotsdamRules['betLimit'] }>
  /** P5: the whole stack (`allInTo`) is more than the limit allows (`maxTo`). */
  | Refusal<'all-in-above-limit', { allInTo: number; maxTo: number; limit: number }>
  /** P3: one card for one, or all five for all five; `give` and `take` are the counts sent. */
  | Refusal<'exchange-size', { give: number; take: number }>
  /** P3: `card` appears twice in the exchange. */
  | Refusal<'card-named-twice', { card: string }>
  /** P3: `seat` does not hold `cards`. */
  | Refusal<'cards-not-held', { seat: string; cards: readonly string[] }>
  /** P3: `cards` are not among the community cards. */
  | Refusal<'cards-not-on-table', { cards: readonly string[] }>
  /** P4: `cards` lie aside, face up and out of play. */
  | Refusal<'cards-out-of-play', { cards: readonly string[] }>
  /** P4: no laid-down cards to buy against: `previousSeat` (the player before, or null at the start of the round) did not exchange. */
  | Refusal<'nothing-to-buy', { previousSeat: string | null }>
  /** P4: one purchase a turn. */
  | Refusal<'already-bought', Record<string, never>>
  /** P4: fresh cards cost `price` (one small blind); the seat has `stack`. */
  | Refusal<'cannot-afford-buy', { price: number; stack: number }>
  /** P4: `needed` fresh cards, `left` in the deck. */
  | Refusal<'deck-too-small', { needed: number; left: number }>
  /** P6 (2), (4): no fresh cards in the last exchange round. */
  | Refusal<'no-buying-in-last-exchange', Record<string, never>>
  /** P6 (1)–(4): the game is ending (`ending`) and nobody exchanges any more. */
  | Refusal<'no-more-exchanges', { ending: PotsdamEndingKind }>
  /** P6 (2): `seat` ended the game and has no turn in the last exchange round. */
  | Refusal<'excluded-from-last-exchange', { seat: string }>
  /** P6 (2): `seat` exchanged in the last exchange round: only a player who did not may end the game. */
  | Refusal<'end-after-exchange', { seat: string }>
  /** P6 (2): ending costs `price` (three big blinds); the seat has `stack`. */
  | Refusal<'cannot-afford-end', { price: number; stack: number }>;

export type PotsdamRefusalCode = PotsdamRefusal['code'];

/** Every refusal a Potsdam game can give: its own, the betting's (T6–T15) and the showdown's (T16, T18). */
export type PotsdamAnyRefusal = PotsdamRefusal | BettingRefusal | ShowdownRefusal;

/** What the seat to act may do now, by phase (`kind`). */
export type PotsdamAllowed =
  /** P2, P5: a betting round; `actions` as core's `legalActions`, without raises in the entry round and capped by P5. */
  | { kind: 'act'; actions: LegalActions }
  /** P3: PASS or EXCHANGE (one for one, five for five); P4: `buy` when BUY is possible, with its price, the cards it draws and whose set it buys against. */
  | { kind: 'exchange'; buy: { price: number; cards: number; from: string } | null }
  /** P4: CHOOSE which set joins the community. */
  | { kind: 'choose'; laidDown: Card[]; fresh: Card[] }
  /** P6 (2): END for `price`, or PASS. */
  | { kind: 'end'; price: number }
  /** T16: SHOW, or MUCK when `muck`. */
  | { kind: 'show'; choices: ShowdownChoices }
  | { kind: 'none' };

/** A refused event: the refusal, what was allowed instead (`state.allowed`), and the event. */
export type PotsdamViolation = PotsdamAnyRefusal & {
  allowed: PotsdamAllowed;
  /** The event as sent (a malformed one as far as it could be read). */
  event: PotsdamEvent;
};

// ---------------------------------------------------------------------------
// The log

/** One line of the game's history, as data: one shape per `kind`. */
export type PotsdamLogEntry =
  /** P1, T3: a blind posted; `allIn` when it took the whole stack. */
  | { kind: 'blind'; seat: string; blind: 'small' | 'big'; amount: number; allIn: boolean; ruleIds: readonly RuleId[] }
  /** P1: five cards to each player, one at a time from left of the button, and five community cards face up. */
  | { kind: 'deal'; holeCards: number; community: Card[]; ruleIds: readonly RuleId[] }
  /** P2, P5: an accepted ACT in betting round `bettingRound` (0 is the entry round); as the hand's action line. */
  | {
      kind: 'action';
      seat: string;
      phase: PotsdamBettingPhase;
      bettingRound: number;
      action: ActionType;
      requested?: ActionType;
      amount: number;
      to: number;
      allIn: boolean;
      shortAllIn: boolean;
      ruleIds: readonly RuleId[];
    }
  /** T10: a bet nobody matched in full goes back. */
  | { kind: 'uncalled-returned'; seat: string; amount: number; ruleIds: readonly RuleId[] }
  /** P3: exchange round `exchangeRound` begins; `order` takes a turn; `last` in an ending (P6 (2), (4)). */
  | { kind: 'exchange-round'; exchangeRound: number; order: string[]; last: boolean; ruleIds: readonly RuleId[] }
  /** P3: `given` laid face up in the places of `taken` (`places`, 0–4); `community` after it. */
  | { kind: 'exchange'; seat: string; given: Card[]; taken: Card[]; places: number[]; community: Card[]; ruleIds: readonly RuleId[] }
  /** P3: no exchange; `passesInARow` counts toward P6 (4). */
  | { kind: 'pass'; seat: string; passesInARow: number; ruleIds: readonly RuleId[] }
  /** P4: `seat` paid `price` and drew `fresh` against `laidDown`, laid down by `from`. */
  | { kind: 'buy'; seat: string; from: string; price: number; laidDown: Card[]; fresh: Card[]; ruleIds: readonly RuleId[] }
  /** P4: `set` joined the community (`community` after it); `aside` lies face up, out of play. */
  | { kind: 'choose'; seat: string; set: PotsdamSet; aside: Card[]; community: Card[]; ruleIds: readonly RuleId[] }
  /** P5 (and the final rounds of P6): betting round `bettingRound` begins; `skipped` when nobody can bet (T9). */
  | { kind: 'betting-round'; bettingRound: number; phase: PotsdamBettingPhase; skipped: boolean; ruleIds: readonly RuleId[] }
  /** P6 (2): `seat` was offered to end the game and did not. */
  | { kind: 'decline-end'; seat: string; ruleIds: readonly RuleId[] }
  /** P6: the game is ending, and how. */
  | { kind: 'ending'; ending: PotsdamEnding; ruleIds: readonly RuleId[] }
  /** T16, P7: a hand shown, with its category (the five hole cards, T17). */
  | { kind: 'show'; seat: string; cards: Card[]; category: HandCategory; ruleIds: readonly RuleId[] }
  /** T16: a hand mucked. */
  | { kind: 'muck'; seat: string; ruleIds: readonly RuleId[] }
  /** P6 (1), T20: everyone else folded. */
  | { kind: 'uncontested'; seat: string; ruleIds: readonly RuleId[] }
  /** T18, T19: a pot awarded. */
  | AwardLogEntry;

export type PotsdamLogKind = PotsdamLogEntry['kind'];

// ---------------------------------------------------------------------------
// State and outcome

/** P7, T17: a hand shown: its five hole cards, their value and category, best five in order of significance. */
export interface PotsdamShownHand {
  cards: Card[];
  value: number;
  category: HandCategory;
  bestFive: Card[];
}

/** How the game ended: how it came to its end (P6) and the pots; `contributions` include the prices paid (P4, P6 (2)). */
export interface PotsdamOutcome extends GameOutcome<PotsdamShownHand> {
  ending: PotsdamEnding;
}

/** P1: the 52 cards in deal order; `cards.slice(dealt)` is the deck still to draw fresh cards from (P4). */
export interface PotsdamDeck {
  cards: readonly Card[];
  dealt: number;
}

/** P3, P4: cards a player laid down: who, which, and their places among the community cards (0–4). */
export interface LaidDownSet {
  seat: string;
  cards: Card[];
  places: number[];
}

/** P4: a set a buyer left out of play, face up on the table. */
export interface AsideSet {
  /** The buyer. */
  seat: string;
  exchangeRound: number;
  /** Which set lies aside: the laid-down cards (the fresh ones joined the community) or the fresh ones. */
  set: PotsdamSet;
  cards: Card[];
}

/** The exchange rounds (P3, P4, P6). */
export interface PotsdamExchange {
  /** Exchange rounds begun so far (0 before the first); the betting round after round k is betting round k. */
  round: number;
  /** The seats that take a turn in this round, in order: left of the button to the button. */
  order: string[];
  /** Index into `order` of the seat whose turn it is (`order.length` once the round is over). */
  next: number;
  /** The last exchange round of an ending (P6 (2), (4)): no fresh cards. */
  last: boolean;
  /** Seats that exchanged in this round, in order. */
  exchanged: string[];
  /** P4: the laid-down set the seat to exchange may buy against, or null. */
  buyable: LaidDownSet | null;
  /** P4: the seat to exchange has bought this turn. */
  bought: boolean;
  /** P4: the fresh cards drawn, until the buyer chooses. */
  fresh: Card[] | null;
  /** P6 (4): exchange turns in a row without an exchange, by seat. */
  passesInARow: Record<string, number>;
}

/**
 * One game as it stands. The engine never changes a state: each event makes a new one.
 * (Nineteen fields: XState's `assign` copies a context with `Object.assign`, and V8 makes a
 * copy of twenty fields or more a slow dictionary object.)
 */
export interface PotsdamState {
  config: PotsdamConfig;
  phase: PotsdamPhase;
  /** How the game is ending, once it is (P6); null before. */
  ending: PotsdamEnding | null;
  /** Every seat's five hole cards (a folded seat keeps its cards, out of play); a view decides whose to show. */
  holeCards: Record<string, Card[]>;
  /** The five community cards, face up, in their places. */
  community: Card[];
  /** P4: sets a buyer left aside, face up, out of play. */
  laidAside: AsideSet[];
  deck: PotsdamDeck;
  exchange: PotsdamExchange;
  /** The current or last betting round (core state); settled between betting rounds. */
  round: BettingRound;
  /** Chips behind, by seat. */
  stacks: Record<string, number>;
  /** Chips put in this betting round, by seat (0 between betting rounds). */
  bets: Record<string, number>;
  /** P4, P6 (2): prices paid, by seat: dead money in the main pot, no bet anyone must match. */
  paid: Record<string, number>;
  /** Main pot first; the current betting round's bets are not in them until it ends. */
  pots: Pot[];
  /** The seat whose turn it is (to act, exchange, choose, decide on ending, show), or null. */
  toAct: string | null;
  /** What `toAct` may do. */
  allowed: PotsdamAllowed;
  /** T16: the showdown once the game has reached it. */
  showdown: ShowdownState | null;
  log: PotsdamLogEntry[];
  /** The last refused event, until the next accepted one. */
  violation: PotsdamViolation | null;
  result: PotsdamOutcome | null;
}

/** What an event made happen, for listeners (the statechart emits these). */
export type PotsdamHappening =
  /** An event the rules refused (also in `state.violation`). */
  | ViolationHappening<PotsdamViolation>
  /** Each new line of the log, in order. */
  | { type: 'log'; entry: PotsdamLogEntry }
  /** The phase changed: the new one and the ending, if any. */
  | { type: 'phase'; phase: PotsdamPhase; ending: PotsdamEnding | null }
  /** The game ended: its result, as `state.result`. */
  | CompleteHappening<PotsdamOutcome>;

/** The answer to one event: the next state and what happened, or the refusal (the state unchanged but for `violation`). */
export type PotsdamStep = GameStep<PotsdamState, PotsdamViolation, PotsdamHappening>;
