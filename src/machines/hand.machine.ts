/**
 * `handMachine`: one hand of Texas Hold'em as an XState statechart, from posting the blinds
 * to awarding the pots. Every rule is a function in `src/core`; the guards and actions here
 * only call them and record what happened.
 *
 * States, in the order a hand passes them:
 *
 *   postingBlinds   antes, blinds, newcomers' big blinds (T3, C3); the hole cards (T5)
 *   preflop         betting (T6, T7); the ACT that ends a street's betting puts its bets in
 *   flop              the pots, gives uncalled chips back (T10), burns a card and deals the
 *   turn              next street (T5)
 *   river
 *   allInRunOut     the betting closed with a player all-in: the rest of the board (T9)
 *   showdown        hands shown in order, losers may muck (T16)
 *   complete        final: the pots awarded (T18, T19)
 *   uncontested     final: everyone else folded, the pots awarded unseen (T20)
 *   voided          final: every chip back to who bet it (C6)
 *
 * Each event is one XState action (`handStep`) that does every step the event causes and
 * makes the next context, as `assign` would; the states passed on the way have no actions
 * of their own. Every XState event, state passed, action and snapshot costs time, so a hand
 * costs little more than its players' decisions: the blinds are posted and the cards dealt
 * as the context is made (the hand leaves postingBlinds at once), and a showdown that
 * decides itself (`autoShowdown`, or every hand face up under the tournament rule, T16) is
 * played by the ACT that closes the betting, which goes straight to complete. allInRunOut
 * and showdown are passed when the players still decide (SHOW, MUCK). ACT, SHOW and MUCK
 * that the rules refuse change nothing but `context.violation`. (Because a refusal is
 * recorded, `snapshot.can(event)` is true for any ACT in a betting round: ask
 * `context.legalActions` / `context.showdownChoices` what is allowed.)
 *
 * Emitted events (`actor.on(type, listener)`), after the snapshot they describe:
 *
 *   { type: 'violation', violation }   an ACT, SHOW or MUCK refused (as `context.violation`)
 *   { type: 'action', entry }          an ACT accepted: its line of the log
 *   { type: 'street', street, board }  flop, turn or river dealt, with the whole board so far
 *                                      (a run-out sends one for each street it deals)
 *   { type: 'complete', result }       a final state reached: `context.result`
 *
 * They are XState `emit`s, made only when someone listens: with no `actor.on` listener a
 * step emits nothing and costs a look at the actor's listener map.
 */
import { emit, setup, type AnyActorScope, type AnyMachineSnapshot } from 'xstate';
import {
  applyAction,
  blindSeats,
  handContributions,
  isBettingClosed,
  legalActions,
  playersInHand,
  returnUncalledChips,
  startBettingRound,
  startNextStreet,
  DEFAULT_HOUSE_RULES,
  type ActionType,
  type AppliedAction,
  type BettingPlayer,
  type BettingRound,
  type BettingStructure,
  type HouseRules,
  type LegalActions,
  type Street,
} from '../core/betting.js';
import { RANKS, SUITS, cardFromCode, type Card } from '../core/cards.js';
import { createDeck } from '../core/deck.js';
import { dealHoleCards, dealingOrder, dealStreet, stackedDeck, type BoardStreet } from '../core/dealing.js';
import { HoldemError } from '../core/errors.js';
import { categoryOf, rank7, type HandCategory } from '../core/evaluate.js';
import { awardPots, buildPots, type Pot, type PotAward, type ShareOfPot } from '../core/pots.js';
import type { RuleViolation } from '../core/rule-violation.js';
import {
  applyShowdownDecision,
  autoShowdownDecision,
  showdownChoices,
  showdownTurn,
  startShowdown,
  tournamentFaceUp,
  type ShowdownChoices,
  type ShowdownDecision,
  type ShowdownState,
  type ShowdownStep,
} from '../core/showdown-order.js';

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

/** A refused event: the rule that refused it and what was allowed instead. */
export interface HandViolation extends RuleViolation<LegalActions | ShowdownChoices> {
  event: HandEvent;
}

export type HandEmitted =
  /** An event the rules refused (also in `context.violation`). */
  | { type: 'violation'; violation: HandViolation }
  /** An ACT was accepted: its line of the log. */
  | { type: 'action'; entry: HandLogEntry }
  /** Board cards were dealt: the street and the whole board so far (a run-out sends one per street). */
  | { type: 'street'; street: BoardStreet; board: Card[] }
  /** The hand reached a final state (complete, uncontested or voided): its result, as `context.result`. */
  | { type: 'complete'; result: HandOutcome };

// ---------------------------------------------------------------------------
// Context

export type HandLogKind =
  | 'ante'
  | 'blind'
  | 'deal-hole-cards'
  | 'deal-board'
  | 'action'
  | 'uncalled-returned'
  | 'run-out'
  | 'face-up'
  | 'show'
  | 'muck'
  | 'uncontested'
  | 'award'
  | 'void';

/** One line of the hand history: structured for a view to word (en, de), with English text. */
export interface HandLogEntry {
  kind: HandLogKind;
  seat?: string;
  street?: Street;
  action?: ActionType;
  blind?: 'small' | 'big' | 'newcomer-big';
  /** Chips this entry moves: posted, added by an action, returned, or the pot awarded. */
  amount?: number;
  /** After a blind or an action: the seat's total for the street. */
  to?: number;
  allIn?: boolean;
  /** Board cards turned up, or a shown hand. */
  cards?: Card[];
  /** A shown hand's category (T17). */
  category?: HandCategory;
  potIndex?: number;
  shares?: ShareOfPot[];
  ruleIds: string[];
  text: string;
}

export interface ShownHand {
  cards: Card[];
  /** T17: higher is better, as `evaluate(board + cards).value` (which also gives a description). */
  value: number;
  category: HandCategory;
  /** T17: the best five of the seven cards, by significance, as `evaluate(board + cards).bestFive`. */
  bestFive: Card[];
}

export interface HandOutcome {
  kind: 'showdown' | 'uncontested' | 'void';
  /** The pots, main first; `eligible` as before any muck. */
  pots: Pot[];
  /** T18: in award order, last side pot first, with explanations (T19, T20). */
  awards: PotAward[];
  /** What each seat won from all the pots. */
  winnings: Record<string, number>;
  /** What each seat put in, uncalled chips returned (T10). */
  contributions: Record<string, number>;
  shown: Record<string, ShownHand>;
  mucked: string[];
  finalStacks: Record<string, number>;
}

export interface HandContext {
  config: HandConfig;
  /** The street being played, or the last one dealt (after a run-out: the river). */
  street: Street;
  board: Card[];
  burned: Card[];
  /** Every seat's hole cards; a view decides whose to show. */
  holeCards: Record<string, Card[]>;
  /** The 52 cards in deal order; `deck.slice(dealt)` are not dealt yet. */
  deck: readonly Card[];
  dealt: number;
  /** The betting round (core state); null only before the blinds are posted. */
  round: BettingRound | null;
  /** Chips behind, by seat. */
  stacks: Record<string, number>;
  /** Chips put in this street (blinds included), by seat. */
  bets: Record<string, number>;
  /** Main pot first; this street's bets are not in them until the street ends. */
  pots: Pot[];
  toAct: string | null;
  /** What `toAct` may do (from core). */
  legalActions: LegalActions;
  /** The tournament rule turned every hand face up (T16). */
  faceUp: boolean;
  showdown: ShowdownState | null;
  /** At the showdown: whose turn it is to show or muck, and whether they may muck. */
  showdownChoices: ShowdownChoices | null;
  log: HandLogEntry[];
  /** The last refused event, until the next accepted one. */
  violation: HandViolation | null;
  result: HandOutcome | null;
}

// ---------------------------------------------------------------------------
// Setting up

function invalid(message: string): never {
  throw new HoldemError('invalid-input', message);
}

/** `value` if it is a whole number of chips, at least `min`; the message names `name` + `of` (joined only on failure: this runs every hand). */
function chips(value: unknown, name: string, min = 0, of = ''): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) invalid(`${name}${of} must be a whole number of chips, at least ${min}`);
  return value;
}

const STRUCTURES: readonly string[] = ['no-limit', 'pot-limit', 'fixed-limit'];

/** Checks the input and fills in the defaults; throws `HoldemError` (`invalid-input`). */
export function handConfig(input: HandInput): HandConfig {
  if (input === null || typeof input !== 'object') invalid('a hand needs an input object');
  if (!STRUCTURES.includes(input.structure)) invalid(`unknown betting structure "${String(input.structure)}"`);
  const seats = input.seats;
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 10) invalid('a hand needs 2 to 10 seats (C1)');
  const seatIds: string[] = [];
  const names: Record<string, string> = {};
  const startingStacks: Record<string, number> = {};
  const newcomers: string[] = [];
  let totalChips = 0;
  for (const seat of seats) {
    if (typeof seat?.id !== 'string' || seat.id === '') invalid('every seat needs an id');
    if (seat.id in startingStacks) invalid(`seat "${seat.id}" appears twice`);
    const stack = chips(seat.stack, 'the stack of ', 1, seat.id);
    seatIds.push(seat.id);
    names[seat.id] = typeof seat.name === 'string' && seat.name !== '' ? seat.name : seat.id;
    startingStacks[seat.id] = stack;
    if (seat.postsBigBlind === true) newcomers.push(seat.id);
    totalChips += stack;
  }
  if (!seatIds.includes(input.button)) invalid(`the button "${String(input.button)}" is not one of the seats`);
  const big = chips(input.blinds?.big, 'the big blind', 1);
  const small = chips(input.blinds?.small, 'the small blind');
  if (small > big) invalid('the small blind cannot be larger than the big blind');
  const limits = input.limits ?? {};
  const smallBet = chips(limits.smallBet ?? big, 'limits.smallBet', 1);
  const config: HandConfig = {
    structure: input.structure,
    blinds: { small, big },
    ante: chips(input.ante ?? 0, 'the ante'),
    limits: {
      minBet: chips(limits.minBet ?? big, 'limits.minBet', 1),
      smallBet,
      bigBet: chips(limits.bigBet ?? 2 * smallBet, 'limits.bigBet', 1),
      maxBetActions: limits.maxBetActions ? limits.maxBetActions.slice() : null,
    },
    seatIds,
    names,
    newcomers,
    startingStacks,
    button: input.button,
    houseRules: { ...DEFAULT_HOUSE_RULES, ...(input.houseRules ?? {}) },
    tournament: input.tournament === true,
    autoShowdown: input.autoShowdown === true,
    totalChips,
  };
  return config;
}

/** The 52 cards in deal order (T5) for the input's seed, stacked deck, or hole cards and board. */
function deckFor(input: HandInput, config: HandConfig): Card[] {
  const explicit = input.holeCards !== undefined || input.board !== undefined;
  if (input.deck !== undefined) {
    if (explicit) invalid('give either a deck or hole cards and a board, not both');
    return createDeck(input.seed === undefined ? { order: input.deck } : { order: input.deck, seed: input.seed });
  }
  const shuffled = createDeck(input.seed === undefined ? {} : { seed: input.seed });
  if (!explicit) return shuffled;
  return stackedDeck({ seats: config.seatIds, button: config.button, holeCards: input.holeCards, board: input.board, rest: shuffled });
}

/** The hand as it stands once the blinds are posted (T3, C3) and the hole cards dealt (T5). */
function initialContext(input: HandInput): HandContext {
  const config = handConfig(input);
  const deck = deckFor(input, config);
  const round = startBettingRound({
    structure: config.structure,
    street: 'preflop',
    players: config.seatIds.map((seat) => ({ seat, stack: config.startingStacks[seat], postsBigBlind: config.newcomers.includes(seat) })),
    buttonSeat: config.button,
    bigBlind: config.blinds.big,
    smallBlind: config.blinds.small,
    ante: config.ante,
    smallBet: config.limits.smallBet,
    bigBet: config.limits.bigBet,
    minBet: config.limits.minBet,
    maxBetActions: config.limits.maxBetActions ?? undefined,
    houseRules: config.houseRules,
  });
  const log: HandLogEntry[] = [];
  // Posted in the order of the table: clockwise from the small blind (T3), whatever the seat numbers.
  const blinds = blindSeats(round);
  const from = round.players.findIndex((p) => p.seat === blinds.small);
  const inOrder = round.players.map((_, k) => round.players[(from + k) % round.players.length]);
  if (config.ante > 0) {
    for (const p of inOrder) {
      const allIn = p.stack === 0 && p.committed === 0;
      log.push({
        kind: 'ante', seat: p.seat, amount: p.contributedBeforeStreet, allIn, ruleIds: ['T3'],
        text: `${nameOf(config, p.seat)} posts an ante of ${p.contributedBeforeStreet}${allIn ? ' and is all-in' : ''}`,
      });
    }
  }
  for (const p of inOrder) {
    if (p.committed === 0) continue;
    const blind = p.seat === blinds.big ? 'big' : p.seat === blinds.small && !config.newcomers.includes(p.seat) ? 'small' : 'newcomer-big';
    const what = blind === 'small' ? 'the small blind' : blind === 'big' ? 'the big blind' : 'a big blind to be dealt in';
    log.push({
      kind: 'blind', seat: p.seat, blind, amount: p.committed, to: p.committed, allIn: p.allIn, ruleIds: blind === 'newcomer-big' ? ['C3', 'T4'] : ['T3'],
      text: `${nameOf(config, p.seat)} posts ${what}: ${p.committed}${p.allIn ? ', all-in' : ''}`,
    });
  }
  const { holeCards, next } = dealHoleCards(deck, 0, dealingOrder(config.seatIds, config.button));
  log.push({ kind: 'deal-hole-cards', street: 'preflop', ruleIds: ['T5'], text: 'Two hole cards to each player, one at a time from the left of the button' });
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  for (const p of round.players) {
    stacks[p.seat] = p.stack;
    bets[p.seat] = p.committed;
  }
  const context: HandContext = {
    config,
    street: 'preflop',
    board: [],
    burned: [],
    holeCards,
    deck,
    dealt: next,
    round,
    stacks,
    bets,
    pots: potsBeforeStreet(round),
    toAct: round.toAct === null ? null : round.players[round.toAct].seat,
    legalActions: legalActions(round),
    faceUp: false,
    showdown: null,
    showdownChoices: null,
    log,
    violation: null,
    result: null,
  };
  // T9: nobody can bet after the blinds (all-in posting them): the board is run out at once.
  if (isBettingClosed(round)) {
    runOutTo(context);
    showdownTo(context);
  }
  return context;
}

// ---------------------------------------------------------------------------
// The steps of a hand, on a draft of the context

const nameOf = (config: HandConfig, seat: string): string => config.names[seat] ?? seat;

/**
 * The context an accepted event starts from: a copy whose fields the steps below replace,
 * with a copy of the log they add to. All steps of one event work on one draft, which
 * becomes that event's next context (one snapshot). An object literal, as every context the
 * steps make: one object shape in V8, and the cheapest copy there is.
 */
function draftOf(context: HandContext): HandContext {
  return {
    config: context.config,
    street: context.street,
    board: context.board,
    burned: context.burned,
    holeCards: context.holeCards,
    deck: context.deck,
    dealt: context.dealt,
    round: context.round,
    stacks: context.stacks,
    bets: context.bets,
    pots: context.pots,
    toAct: context.toAct,
    legalActions: context.legalActions,
    faceUp: context.faceUp,
    showdown: context.showdown,
    showdownChoices: context.showdownChoices,
    log: context.log.slice(),
    violation: null,
    result: context.result,
  };
}

/** The betting round, its street, the seat to act and what they may do (from core). */
function setRound(d: HandContext, round: BettingRound): void {
  d.round = round;
  d.street = round.street;
  d.toAct = round.toAct === null ? null : round.players[round.toAct].seat;
  d.legalActions = legalActions(round);
}

/** Stacks and bets of every seat from `round`; `betsInPots`: the street's bets went into the pots. */
function setChips(d: HandContext, round: BettingRound, betsInPots: boolean): void {
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  for (const p of round.players) {
    stacks[p.seat] = p.stack;
    bets[p.seat] = betsInPots ? 0 : p.committed;
  }
  d.stacks = stacks;
  d.bets = bets;
}

/**
 * T18: the pots from what was put in before this street (this street's bets still lie in
 * front of the players). Preflop an ante nobody else could match (T10) is shown as a pot
 * of its own until the betting is over: someone may still match it.
 */
function potsBeforeStreet(round: BettingRound): Pot[] {
  let before = 0;
  for (const p of round.players) before += p.contributedBeforeStreet;
  if (before === 0) return []; // preflop without antes
  const { pots, returned } = buildPots(round.players.map((p) => ({ seat: p.seat, amount: p.contributedBeforeStreet, folded: p.folded })));
  for (const { seat, amount } of returned) pots.push({ amount, eligible: [seat] });
  return pots;
}

/**
 * The rule IDs of an action's log line: T7 (T9 for all-in), the sizing rule of the structure
 * for a bet or raise (T11, T14, T15), T12 for an all-in below a full raise, T11 when a house
 * rule changed the action. Frozen arrays made once: an entry's `ruleIds` are read, never
 * changed, and an action is logged on every ACT.
 */
const ACTION_RULE_IDS: Readonly<Record<BettingStructure, readonly (readonly string[])[]>> = (() => {
  const sizing: Record<BettingStructure, string> = { 'no-limit': 'T11', 'pot-limit': 'T14', 'fixed-limit': 'T15' };
  const table = {} as Record<BettingStructure, (readonly string[])[]>;
  for (const structure of ['no-limit', 'pot-limit', 'fixed-limit'] as const) {
    table[structure] = [];
    for (let variant = 0; variant < 16; variant++) {
      const ids = variant & 1 ? ['T9'] : ['T7'];
      if (variant & 2) ids.push(sizing[structure]);
      if (variant & 4) ids.push('T12');
      if (variant & 8) ids.push('T11');
      table[structure].push(Object.freeze(ids));
    }
  }
  return table;
})();

function ruleIdsOfAction(config: HandConfig, type: ActionType, fullRaise: boolean | undefined, houseRule: boolean): string[] {
  const sized = type === 'bet' || type === 'raise' || (type === 'all-in' && fullRaise !== undefined);
  const variant = (type === 'all-in' ? 1 : 0) | (sized ? 2 : 0) | (fullRaise === false ? 4 : 0) | (houseRule ? 8 : 0);
  return ACTION_RULE_IDS[config.structure][variant] as string[];
}

/** The log line of an accepted ACT (T7 and the sizing rules); `i` is the index of the seat that acted. */
function actionEntry(config: HandConfig, was: BettingPlayer, now: BettingPlayer, street: Street, applied: AppliedAction): HandLogEntry {
  const added = applied.to - was.committed;
  const name = nameOf(config, applied.seat);
  let text: string;
  switch (applied.type) {
    case 'fold': text = `${name} folds`; break;
    case 'check': text = `${name} checks`; break;
    case 'call': text = `${name} calls ${added}`; break;
    case 'bet': text = `${name} bets ${applied.to}`; break;
    case 'raise': text = `${name} raises to ${applied.to}`; break;
    default: text = `${name} is all-in for ${added} more (${applied.to} in total this round)`;
  }
  if (now.allIn && applied.type !== 'all-in') text += ' and is all-in';
  if (applied.houseRule) text += applied.houseRule === 'treat-as-call' ? ' (house rule: a raise below the minimum counts as a call)' : ' (house rule: raised to the minimum)';
  return {
    kind: 'action', seat: applied.seat, street, action: applied.type, amount: added, to: applied.to, allIn: now.allIn,
    ruleIds: ruleIdsOfAction(config, applied.type, applied.fullRaise, applied.houseRule !== undefined), text,
  };
}

/** `record` with `seat` set to `value`; `record` itself if it already says so. */
function withSeat(record: Record<string, number>, seat: string, value: number): Record<string, number> {
  if (record[seat] === value) return record;
  const copy = { ...record };
  copy[seat] = value;
  return copy;
}

/** T10: a bet nobody called goes back, logged; returns the round without it. */
function returnUncalledTo(d: HandContext, round: BettingRound): BettingRound {
  const { round: settled, returned } = returnUncalledChips(round);
  for (const { seat, amount } of returned) {
    d.log.push({
      kind: 'uncalled-returned', seat, amount, street: round.street, ruleIds: ['T10'],
      text: `${amount} uncalled ${amount === 1 ? 'chip goes' : 'chips go'} back to ${nameOf(d.config, seat)}`,
    });
  }
  return settled;
}

/** `cards.join(' ')`, concatenated: V8 keeps it a rope until someone reads the text. */
function spaced(cards: readonly Card[]): string {
  let text: string = cards[0];
  for (let k = 1; k < cards.length; k++) text = text + ' ' + cards[k];
  return text;
}

const STREET_NAMES: Record<BoardStreet, string> = { flop: 'Flop', turn: 'Turn', river: 'River' };
const BOARD_SIZE: Record<BoardStreet, number> = { flop: 3, turn: 4, river: 5 };

/** T5: burn one card and turn up `street`'s cards, onto the draft's board (copied first by the caller). */
function dealTo(d: HandContext, street: BoardStreet): void {
  const dealt = dealStreet(d.deck, d.dealt, street);
  d.burned.push(dealt.burned);
  for (const card of dealt.cards) d.board.push(card);
  d.dealt = dealt.next;
  d.log.push({ kind: 'deal-board', street, cards: dealt.cards, ruleIds: ['T5'], text: `Burn one card; ${STREET_NAMES[street]}: ${spaced(dealt.cards)}` });
}

/** The next street: uncalled chips back (T10), bets into the pots, burn and deal (T5), first to act (T6). */
function nextStreetTo(d: HandContext): void {
  const round = startNextStreet(returnUncalledTo(d, d.round as BettingRound));
  d.board = d.board.slice();
  d.burned = d.burned.slice();
  dealTo(d, round.street as BoardStreet);
  setChips(d, round, false);
  setRound(d, round);
  d.pots = potsBeforeStreet(round);
}

/** The betting is over: uncalled chips back (T10), every bet in the pots (T18), nobody to act. */
function settleTo(d: HandContext): void {
  const round = returnUncalledTo(d, d.round as BettingRound);
  setChips(d, round, true);
  d.round = round;
  d.pots = buildPots(handContributions(round)).pots;
  d.toAct = null;
  d.legalActions = {};
}

/** The board run out after the betting closed with a player all-in (T9); tournament hands face up (T16). */
function runOutTo(d: HandContext): void {
  settleTo(d);
  const round = d.round as BettingRound;
  d.faceUp = tournamentFaceUp(d.config.tournament, round);
  if (d.faceUp) d.log.push({ kind: 'face-up', ruleIds: ['T16'], text: 'A player is all-in and the betting is closed: all hands are turned face up' });
  d.log.push({ kind: 'run-out', street: round.street, ruleIds: ['T6', 'T9'], text: 'No more betting: the rest of the board is dealt' });
  d.board = d.board.slice();
  d.burned = d.burned.slice();
  if (d.board.length < 3) dealTo(d, 'flop');
  if (d.board.length < 4) dealTo(d, 'turn');
  if (d.board.length < 5) dealTo(d, 'river');
  d.street = 'river';
}

/** T17: a hand's value from its hole cards and the five board cards (the fast path). */
function handValue(context: HandContext, seat: string): number {
  return handValues(context, [seat])[seat];
}

/**
 * `cardCode(card)` for a card of the hand (always the canonical two characters, rank and
 * suit), by arithmetic instead of a map lookup: code = rank index × 4 + suit index, in
 * `RANKS` and `SUITS` order. The showdown values every hand still in.
 */
const CODE_PARTS: readonly number[] = (() => {
  const parts: number[] = new Array(128).fill(0);
  RANKS.forEach((rank, i) => (parts[rank.charCodeAt(0)] = 4 * i));
  SUITS.forEach((suit, i) => (parts[suit.charCodeAt(0)] = i));
  return parts;
})();
const codeOf = (card: Card): number => CODE_PARTS[card.charCodeAt(0)] + CODE_PARTS[card.charCodeAt(1)];

/** T17: the values of `seats`' hands, the board's card codes worked out once. */
function handValues(context: HandContext, seats: readonly string[]): Record<string, number> {
  const b = context.board;
  const b0 = codeOf(b[0]), b1 = codeOf(b[1]), b2 = codeOf(b[2]), b3 = codeOf(b[3]), b4 = codeOf(b[4]);
  // Every seat of the table, in its order (one object shape a hand); NaN for the seats not asked.
  const values: Record<string, number> = {};
  for (const seat of context.config.seatIds) values[seat] = NaN;
  for (const seat of seats) {
    const cards = context.holeCards[seat];
    values[seat] = rank7(b0, b1, b2, b3, b4, codeOf(cards[0]), codeOf(cards[1]));
  }
  return values;
}

/**
 * T16: the showdown order, once the bets are settled; with `autoShowdown`, every decision
 * at once. When every hand is decided (also face up, T16), the pots are awarded.
 */
function showdownTo(d: HandContext): void {
  const round = d.round as BettingRound;
  const pots = d.pots;
  const contenders: string[] = [];
  for (const p of round.players) if (!p.folded) contenders.push(p.seat);
  if (!d.faceUp && tournamentFaceUp(d.config.tournament, round)) {
    d.faceUp = true;
    d.log.push({ kind: 'face-up', ruleIds: ['T16'], text: 'A player is all-in and the betting is closed: all hands are turned face up' });
  }
  let showdown = startShowdown({
    seating: { seats: d.config.seatIds, button: d.config.button },
    contenders,
    lastRiverAggressor: round.street === 'river' ? round.lastAggressorSeat : null,
    faceUp: d.faceUp,
  });
  if (!d.config.autoShowdown && !d.faceUp) {
    // The players decide (SHOW, MUCK).
    d.showdown = showdown;
    d.showdownChoices = showdownChoices(showdown, pots);
    return;
  }
  // Every hand still in is valued once: for the automatic decisions, the log and the award.
  const values = handValues(d, contenders);
  if (!d.faceUp) {
    for (let seat = showdownTurn(showdown); seat !== null; seat = showdownTurn(showdown)) {
      const step = applyShowdownDecision(showdown, pots, seat, autoShowdownDecision(showdown, pots, values));
      if (!step.ok) throw new HoldemError('internal', step.violation.message.en);
      d.log.push(showdownEntry(d, seat, step.state, values[seat]));
      showdown = step.state;
    }
  } else {
    for (const seat of showdown.shown) d.log.push(showdownEntry(d, seat, showdown, values[seat]));
  }
  d.showdown = showdown;
  // Decided (as it is here but for a showdown the players play out): the award clears the choices.
  if (showdownTurn(showdown) === null) awardTo(d, values);
  else d.showdownChoices = showdownChoices(showdown, pots);
}

const CATEGORY_TEXT: Record<HandCategory, string> = {
  'straight-flush': 'a straight flush',
  'four-of-a-kind': 'four of a kind',
  'full-house': 'a full house',
  flush: 'a flush',
  straight: 'a straight',
  'three-of-a-kind': 'three of a kind',
  'two-pair': 'two pair',
  'one-pair': 'a pair',
  'high-card': 'high card',
};

function showdownEntry(context: HandContext, seat: string, state: ShowdownState, value = handValue(context, seat)): HandLogEntry {
  if (state.mucked.includes(seat)) {
    return { kind: 'muck', seat, ruleIds: ['T16'], text: `${nameOf(context.config, seat)} mucks` };
  }
  const cards = context.holeCards[seat];
  const category = categoryOf(value);
  return {
    kind: 'show', seat, cards, category, ruleIds: ['T16', 'T17'],
    text: `${nameOf(context.config, seat)} shows ${spaced(cards)}: ${CATEGORY_TEXT[category]}`,
  };
}

/** T17: a shown hand for the result, with its best five cards. */
function shownHand(context: HandContext, seat: string, value: number): ShownHand {
  const cards = context.holeCards[seat];
  return { cards, value, category: categoryOf(value), bestFive: bestFiveOf(value, context.board, cards) };
}

/** How many cards of each tie-break rank a hand value's best five holds, by category (0 high card … 8 straight flush). */
const BEST_FIVE_GROUPS: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [2, 1, 1, 1], [2, 2, 1], [3, 1, 1], [1], [1, 1, 1, 1, 1], [3, 2], [4, 1], [1],
];

/**
 * T17: the best five of the board and the hole cards for their hand value (`rank7`), as
 * `evaluate(board + holeCards).bestFive` gives them: by significance, the wheel `5 4 3 2 A`,
 * a flush from its suit, and where two cards could fill a place the earlier one. `evaluate`
 * also validates, counts and describes, about 2 µs a hand; this reads the ranks out of the
 * value (a test holds the two equal).
 */
function bestFiveOf(value: number, board: readonly Card[], holeCards: readonly Card[]): Card[] {
  const n = value >> 20;
  const groups = BEST_FIVE_GROUPS[n];
  const ranks: number[] = [];
  if (groups.length === 1) {
    // A straight or straight flush: five ranks down from the high card; five high is the wheel.
    const high = (value >> 16) & 15;
    for (let k = 0; k < 5; k++) ranks.push(high - k);
    if (high === 3) ranks[4] = 12;
  } else {
    for (let g = 0; g < groups.length; g++) {
      const rank = (value >> (16 - 4 * g)) & 15;
      for (let k = 0; k < groups[g]; k++) ranks.push(rank);
    }
  }
  // The board first, then the hole cards: the order evaluate(board + hole cards) sees them in.
  const codes = [codeOf(board[0]), codeOf(board[1]), codeOf(board[2]), codeOf(board[3]), codeOf(board[4]), codeOf(holeCards[0]), codeOf(holeCards[1])];
  // Five or more of a suit make the hand a flush (or straight flush): its cards come from that suit.
  let flushSuit = -1;
  for (let suit = 0; suit < 4 && flushSuit < 0; suit++) {
    let count = 0;
    for (const code of codes) if ((code & 3) === suit) count++;
    if (count >= 5) flushSuit = suit;
  }
  const best: Card[] = [];
  let taken = 0;
  for (const rank of ranks) {
    for (let k = 0; k < codes.length; k++) {
      const code = codes[k];
      if (code >> 2 !== rank || (taken & (1 << k)) !== 0 || (flushSuit >= 0 && (code & 3) !== flushSuit)) continue;
      taken |= 1 << k;
      best.push(cardFromCode(code));
      break;
    }
  }
  return best;
}

/** T18, T19, T20: the pots to the best hands that showed (or to the last player in), stacks paid. */
function awardTo(d: HandContext, valued?: Readonly<Record<string, number>>): void {
  const round = d.round as BettingRound;
  const showdown = d.showdown;
  const values: Record<string, number> = {};
  const shown: Record<string, ShownHand> = {};
  if (showdown) {
    const all = valued ?? handValues(d, showdown.shown);
    for (const seat of showdown.shown) {
      shown[seat] = shownHand(d, seat, all[seat]);
      values[seat] = all[seat];
    }
  }
  const mucked = showdown ? showdown.mucked.slice() : [];
  const { awards, totals } = awardPots(d.pots, values, { seats: d.config.seatIds, button: d.config.button, mucked });
  const finalStacks: Record<string, number> = {};
  const contributions: Record<string, number> = {};
  for (const p of round.players) {
    finalStacks[p.seat] = p.stack + (totals[p.seat] ?? 0);
    contributions[p.seat] = p.contributedBeforeStreet + p.committed;
  }
  for (const a of awards) {
    d.log.push({ kind: 'award', potIndex: a.potIndex, amount: a.amount, shares: a.shares, ruleIds: a.explanation.ruleIds, text: a.explanation.en });
  }
  d.result = {
    kind: showdown ? 'showdown' : 'uncontested',
    pots: d.pots,
    awards,
    winnings: totals,
    contributions,
    shown,
    mucked,
    finalStacks,
  };
  d.stacks = finalStacks;
  d.pots = [];
  d.showdownChoices = null;
}

/** T20: everyone else folded; the last player takes the pots unseen. */
function uncontestedTo(d: HandContext): void {
  settleTo(d);
  const winner = (d.round as BettingRound).players.find((p) => !p.folded) as { seat: string };
  d.log.push({ kind: 'uncontested', seat: winner.seat, ruleIds: ['T20'], text: `Everyone else folded: ${nameOf(d.config, winner.seat)} wins without showing` });
  awardTo(d);
}

/** C6: the hand is void; every chip goes back to the player who bet it. */
function voidHand(context: HandContext): HandContext {
  const stacks = { ...context.config.startingStacks };
  const bets: Record<string, number> = {};
  for (const id of context.config.seatIds) bets[id] = 0;
  const contributions: Record<string, number> = {};
  for (const id of context.config.seatIds) contributions[id] = 0;
  const result: HandOutcome = { kind: 'void', pots: [], awards: [], winnings: {}, contributions, shown: {}, mucked: [], finalStacks: stacks };
  const d = draftOf(context);
  d.stacks = stacks;
  d.bets = bets;
  d.pots = [];
  d.toAct = null;
  d.legalActions = {};
  d.showdownChoices = null;
  d.result = result;
  d.log.push({ kind: 'void', ruleIds: ['C6'], text: 'The hand is void: every chip goes back to the player who bet it' });
  return d;
}


// ---------------------------------------------------------------------------
// Players' decisions

/** Where an ACT takes the hand: the transition the guards below pick. */
type ActOutcome = 'stays' | 'next-street' | 'uncontested' | 'run-out' | 'run-out-complete' | 'showdown' | 'complete';

/**
 * An ACT (T6, T7): refused by core, it changes nothing but `violation`; accepted, the hand
 * goes on as far as it can without a decision: to the next player, the next street (T5),
 * or the end with the pots awarded (T9, T16–T20). Returns the next context and where it
 * leads.
 */
function afterAct(context: HandContext, event: HandEvent): [HandContext, ActOutcome] {
  const act = event as Extract<HandEvent, { type: 'ACT' }>;
  const before = context.round as BettingRound;
  const request = act.to === undefined ? { type: act.action, seat: String(act.seat) } : { type: act.action, to: act.to, seat: String(act.seat) };
  // In a betting round `legalActions` is always core's answer for `round`.
  const result = applyAction(before, request, context.legalActions);
  if (!result.ok) return [{ ...context, violation: violationOf(result.violation, event) }, 'stays'];
  const { round, applied } = result;
  // Core applies an action to the player to act: only that player's chips change.
  const i = before.toAct as number;
  const was = before.players[i];
  const now = round.players[i];
  const entry = actionEntry(context.config, was, now, round.street, applied);
  if (round.toAct !== null) {
    // The common case: the betting goes on (T6). The next context as one literal; besides the
    // log, only the round, the seat's chips, the seat to act and its legal actions change.
    const log = context.log.slice();
    log.push(entry);
    const next: HandContext = {
      config: context.config,
      street: context.street,
      board: context.board,
      burned: context.burned,
      holeCards: context.holeCards,
      deck: context.deck,
      dealt: context.dealt,
      round,
      stacks: withSeat(context.stacks, applied.seat, now.stack),
      bets: withSeat(context.bets, applied.seat, now.committed),
      // A fold takes the seat out of the pots already formed (T18).
      pots: applied.type === 'fold' && context.pots.length > 0 ? potsBeforeStreet(round) : context.pots,
      toAct: round.players[round.toAct].seat,
      legalActions: legalActions(round),
      faceUp: context.faceUp,
      showdown: context.showdown,
      showdownChoices: context.showdownChoices,
      log,
      violation: null,
      result: context.result,
    };
    return [next, 'stays'];
  }
  const d = draftOf(context);
  d.log.push(entry);
  d.stacks = withSeat(d.stacks, applied.seat, now.stack);
  d.bets = withSeat(d.bets, applied.seat, now.committed);
  d.round = round;
  if (playersInHand(round) === 1) {
    uncontestedTo(d);
    return [d, 'uncontested'];
  }
  if (round.street === 'river') {
    settleTo(d);
    showdownTo(d);
    return [d, d.result === null ? 'showdown' : 'complete'];
  }
  if (isBettingClosed(round)) {
    runOutTo(d);
    showdownTo(d);
    return [d, d.result === null ? 'run-out' : 'run-out-complete'];
  }
  nextStreetTo(d);
  return [d, 'next-street'];
}

/**
 * `afterAct`, once per (context, event): the guards that pick the ACT's transition and the
 * action that applies it all ask for it. (The last answer, in module variables.)
 */
let actContext: HandContext | null = null;
let actEvent: HandEvent | null = null;
let actNext: HandContext | null = null;
let actOutcome: ActOutcome = 'stays';

function outcomeOfAct(context: HandContext, event: HandEvent): ActOutcome {
  if (context !== actContext || event !== actEvent) {
    const [next, outcome] = afterAct(context, event);
    actContext = context;
    actEvent = event;
    actNext = next;
    actOutcome = outcome;
  }
  return actOutcome;
}

function nextOfAct(context: HandContext, event: HandEvent): HandContext {
  outcomeOfAct(context, event);
  return actNext as HandContext;
}

function showdownResult(context: HandContext, event: HandEvent): ShowdownStep {
  const seat = String((event as { seat?: unknown }).seat);
  const decision: ShowdownDecision = event.type === 'MUCK' ? 'muck' : 'show';
  return applyShowdownDecision(context.showdown, context.pots, seat, decision);
}

/** A SHOW or MUCK the rules allow (T16); the last one decides the showdown and the pots are awarded. */
function afterShowdownDecision(context: HandContext, event: HandEvent): HandContext {
  const step = showdownResult(context, event);
  if (!step.ok) throw new HoldemError('internal', 'applying a refused showdown decision');
  const seat = showdownTurn(context.showdown as ShowdownState) as string;
  const d = draftOf(context);
  d.showdown = step.state;
  d.showdownChoices = showdownChoices(step.state, d.pots);
  d.log.push(showdownEntry(d, seat, step.state));
  if (showdownTurn(step.state) === null) awardTo(d);
  return d;
}

function violationOf(rule: RuleViolation<LegalActions | ShowdownChoices>, event: HandEvent): HandViolation {
  return { code: rule.code, ruleId: rule.ruleId, message: rule.message, allowed: rule.allowed, event };
}

/** Why an event is refused where the state has no transition of its own for it. */
function refusal(context: HandContext, event: HandEvent): HandViolation {
  if (event.type === 'ACT') {
    if (context.round === null) throw new HoldemError('internal', 'no betting round');
    const request = event.to === undefined ? { type: event.action, seat: String(event.seat) } : { type: event.action, to: event.to, seat: String(event.seat) };
    const result = applyAction(context.round, request);
    if (result.ok) throw new HoldemError('internal', 'refusing a legal action');
    return violationOf(result.violation, event);
  }
  if (event.type === 'SHOW' || event.type === 'MUCK') {
    const result = showdownResult(context, event);
    if (result.ok) throw new HoldemError('internal', 'refusing a legal showdown decision');
    return violationOf(result.violation, event);
  }
  return violationOf({ code: 'unknown-event', ruleId: 'T7', message: { en: 'Unknown event.', de: 'Unbekanntes Ereignis.' }, allowed: {} }, event);
}

/** The last entry of `kind` in the log. */
function lastEntry(log: readonly HandLogEntry[], kind: HandLogKind): HandLogEntry {
  for (let k = log.length - 1; k >= 0; k--) if (log[k].kind === kind) return log[k];
  throw new HoldemError('internal', `no ${kind} in the log`);
}

/** The streets a run-out dealt (T9), from its log, as `street` events. */
function runOutStreets(context: HandContext): Extract<HandEmitted, { type: 'street' }>[] {
  const log = context.log;
  let k = log.length - 1;
  while (k >= 0 && log[k].kind !== 'run-out') k--;
  const streets: Extract<HandEmitted, { type: 'street' }>[] = [];
  for (k++; k < log.length; k++) {
    const entry = log[k];
    if (entry.kind !== 'deal-board') continue;
    const street = entry.street as BoardStreet;
    const size = BOARD_SIZE[street];
    streets.push({ type: 'street', street, board: size === context.board.length ? context.board : context.board.slice(0, size) });
  }
  return streets;
}

/**
 * Whether anyone listens to the actor's emitted events (`actor.on(type)`, `actor.on('*')`).
 * XState 5 has no public way to ask; this reads the actor's listener map, and where that is
 * not there (another XState version) answers yes, so that events are always emitted.
 */
function listened(self: unknown): boolean {
  const listeners = (self as { eventListeners?: unknown }).eventListeners;
  if (!(listeners instanceof Map)) return true;
  if (listeners.size === 0) return false;
  for (const set of listeners.values()) if ((set as Set<unknown>).size > 0) return true;
  return false;
}

/**
 * A step of the hand as one XState action: the next context (from `next`), and when someone
 * listens, the events `announce` names, as XState `emit` actions run after it. It does what
 * `assign` and then `emit` would, as one action and more cheaply: XState spends about a
 * quarter of a microsecond on each action of a transition, even one that does nothing;
 * `assign` copies the context key by key (Object.assign) and recomputes the state value and
 * tags the snapshot already has, where `next` builds each context as one object literal; and
 * XState's `emit` runs through the actor's action executor and defers a closure for every
 * event even when nobody listens (in V8 that also made the bench flip into a state where
 * whole hands survive the young-generation collections: half the speed). Built the way
 * XState builds `assign` and `emit`: a function whose `resolve` returns the next snapshot
 * and the actions to run after it. The snapshot is the current one with the new context:
 * a context change keeps the state value, tags, children and history.
 */
function handStep(next: (context: HandContext, event: HandEvent) => HandContext, announce: (before: HandContext, after: HandContext, event: HandEvent) => readonly HandEmitted[]) {
  function handStep(): void {}
  handStep.type = 'hand.step';
  handStep.resolve = (actorScope: AnyActorScope, snapshot: AnyMachineSnapshot, args: { event: HandEvent }) => {
    const before = snapshot.context as HandContext;
    const after = next(before, args.event);
    const nextSnapshot = withContext(snapshot, after);
    if (!listened(actorScope.self)) return [nextSnapshot, undefined, undefined];
    return [nextSnapshot, undefined, announce(before, after, args.event).map((event) => emit(event))];
  };
  return handStep;
}

/** The fields of an XState 5.33 machine snapshot, in the order XState creates them. */
const SNAPSHOT_FIELDS = ['status', 'output', 'error', 'machine', 'context', '_nodes', 'value', 'tags', 'children', 'historyValue', 'matches', 'hasTag', 'can', 'getMeta', 'toJSON'];
let snapshotFieldsKnown: boolean | null = null;

/**
 * `snapshot` with another context, as one object literal with XState's fields: V8 makes
 * that in a few nanoseconds, where `{ ...snapshot, context }` or a copy and a store take
 * about 0.2 µs (the copy shares the snapshot's object shape, whose fields V8 tracks as
 * constant until one changes). Checked once against the first snapshot; should XState's
 * snapshots have other fields, a copy with every field is made instead.
 */
function withContext(snapshot: AnyMachineSnapshot, context: HandContext): AnyMachineSnapshot {
  if (snapshotFieldsKnown === null) snapshotFieldsKnown = Object.keys(snapshot).join() === SNAPSHOT_FIELDS.join();
  if (!snapshotFieldsKnown) return Object.assign({}, snapshot, { context });
  const s = snapshot as unknown as Record<string, unknown>;
  return {
    status: s.status,
    output: s.output,
    error: s.error,
    machine: s.machine,
    context,
    _nodes: s._nodes,
    value: s.value,
    tags: s.tags,
    children: s.children,
    historyValue: s.historyValue,
    matches: s.matches,
    hasTag: s.hasTag,
    can: s.can,
    getMeta: s.getMeta,
    toJSON: s.toJSON,
  } as unknown as AnyMachineSnapshot;
}

/** What an ACT announces: its log line (or the refusal), then any street dealt, then the end of the hand. */
function announceAct(before: HandContext, after: HandContext, event: HandEvent): HandEmitted[] {
  if (after.violation !== null) return [{ type: 'violation', violation: after.violation }];
  const events: HandEmitted[] = [{ type: 'action', entry: lastEntry(after.log, 'action') }];
  const outcome = outcomeOfAct(before, event);
  if (outcome === 'next-street') events.push({ type: 'street', street: after.street as BoardStreet, board: after.board });
  if (outcome === 'run-out' || outcome === 'run-out-complete') events.push(...runOutStreets(after));
  if (after.result !== null) events.push({ type: 'complete', result: after.result });
  return events;
}

/** A refusal announces itself; a step that ends the hand announces its result. */
const announceViolation = (_before: HandContext, after: HandContext): HandEmitted[] => [{ type: 'violation', violation: after.violation as HandViolation }];
const announceResult = (_before: HandContext, after: HandContext): HandEmitted[] => (after.result === null ? [] : [{ type: 'complete', result: after.result }]);

/**
 * For the rare hand that is all-in at the blinds (the `always` from postingBlinds): the
 * streets of the run-out and, if the showdown decided itself, the result. Resolve-only, as
 * `handStep`: no snapshot change, the `emit` actions only when someone listens.
 */
function announceRunOut(): void {}
announceRunOut.type = 'hand.emit';
announceRunOut.resolve = (actorScope: AnyActorScope, snapshot: AnyMachineSnapshot) => {
  if (!listened(actorScope.self)) return [snapshot, undefined, undefined];
  const context = snapshot.context as HandContext;
  const events: HandEmitted[] = runOutStreets(context);
  if (context.result !== null) events.push({ type: 'complete', result: context.result });
  return [snapshot, undefined, events.map((event) => emit(event))];
};

// ---------------------------------------------------------------------------
// The machine

export const handMachine = setup({
  types: {
    context: {} as HandContext,
    events: {} as HandEvent,
    input: {} as HandInput,
    emitted: {} as HandEmitted,
    output: {} as HandOutcome,
  },
  guards: {
    // Where an ACT takes the hand (core asked once, see `outcomeOfAct`).
    actionStays: ({ context, event }) => outcomeOfAct(context, event) === 'stays',
    actionEndsStreet: ({ context, event }) => outcomeOfAct(context, event) === 'next-street',
    actionEndsUncontested: ({ context, event }) => outcomeOfAct(context, event) === 'uncontested',
    actionCompletes: ({ context, event }) => outcomeOfAct(context, event) === 'complete',
    actionRunsOutAndCompletes: ({ context, event }) => outcomeOfAct(context, event) === 'run-out-complete',
    // Where the last event took the hand, read from the context.
    showdownBegun: ({ context }) => context.showdown !== null,
    showdownRefused: ({ context, event }) => !showdownResult(context, event).ok,
    decisionEndsShowdown: ({ context, event }) => {
      const r = showdownResult(context, event);
      return r.ok && showdownTurn(r.state) === null;
    },
    showdownDecided: ({ context }) => context.showdown !== null && showdownTurn(context.showdown) === null,
  },
  actions: {
    // One action per event, whatever the event leads to: the next context (one new snapshot)
    // and what to announce. The states passed have no actions of their own.
    applyAction: handStep(nextOfAct, announceAct),
    applyShowdownDecision: handStep(afterShowdownDecision, announceResult),
    voidHand: handStep(voidHand, announceResult),
    refuse: handStep((context, event) => ({ ...context, violation: refusal(context, event) }), announceViolation),
    announceRunOut,
  },
}).createMachine({
  id: 'hand',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => context.result as HandOutcome,
  initial: 'postingBlinds',
  on: {
    ACT: { actions: 'refuse' },
    SHOW: { actions: 'refuse' },
    MUCK: { actions: 'refuse' },
    VOID: { target: '.voided', actions: 'voidHand' },
  },
  states: {
    /** T3, C3, T5: posted and dealt as the context is made; on at once (T9: if nobody can bet, the board was run out). */
    postingBlinds: {
      always: [
        { guard: 'showdownDecided', target: 'complete', actions: 'announceRunOut' },
        { guard: 'showdownBegun', target: 'allInRunOut', actions: 'announceRunOut' },
        { target: 'preflop' },
      ],
    },
    /** T6, T7: betting; the ACT that ends it deals the flop (T5: burn, three cards). */
    preflop: bettingRound('flop'),
    /** T5: burn, one card for the turn. */
    flop: bettingRound('turn'),
    /** T5: burn, one card for the river. */
    turn: bettingRound('river'),
    /** The last betting round; then the showdown (T16) or the pots to the last player in (T20). */
    river: {
      on: {
        ACT: [
          { guard: 'actionStays', actions: 'applyAction' },
          { guard: 'actionEndsUncontested', target: 'uncontested', actions: 'applyAction' },
          { guard: 'actionCompletes', target: 'complete', actions: 'applyAction' },
          { target: 'showdown', actions: 'applyAction' },
        ],
      },
    },
    /** T9: the betting closed with a player all-in; the rest of the board was dealt on the way in (T16: tournament hands face up). */
    allInRunOut: { always: 'showdown' },
    /** T16: hands shown in order, losers may muck: players deciding (not `autoShowdown`, not face up). */
    showdown: {
      on: {
        SHOW: [
          { guard: 'showdownRefused', actions: 'refuse' },
          { guard: 'decisionEndsShowdown', target: 'complete', actions: 'applyShowdownDecision' },
          { actions: 'applyShowdownDecision' },
        ],
        MUCK: [
          { guard: 'showdownRefused', actions: 'refuse' },
          { guard: 'decisionEndsShowdown', target: 'complete', actions: 'applyShowdownDecision' },
          { actions: 'applyShowdownDecision' },
        ],
      },
    },
    /** T18, T19: each pot to its best hand, odd chips clockwise from the button (awarded on the way in). */
    complete: { type: 'final' },
    /** T20: everyone else folded; the pots went to the last player without a showdown. */
    uncontested: { type: 'final' },
    /** C6. */
    voided: { type: 'final' },
  },
});

/**
 * A betting round before the river (T6, T7): each ACT is applied (or refused, and the
 * refusal recorded), and the hand stays, or moves on to the next street, the uncontested
 * end (T20) or the run-out (T9). The common case first: most ACTs need one guard.
 */
function bettingRound(next: 'flop' | 'turn' | 'river') {
  return {
    on: {
      ACT: [
        { guard: 'actionStays' as const, actions: 'applyAction' as const },
        { guard: 'actionEndsStreet' as const, target: next, actions: 'applyAction' as const },
        { guard: 'actionEndsUncontested' as const, target: 'uncontested' as const, actions: 'applyAction' as const },
        // T9: the rest of the board; with `autoShowdown` or hands face up (T16) the showdown decides itself.
        { guard: 'actionRunsOutAndCompletes' as const, target: 'complete' as const, actions: 'applyAction' as const },
        { target: 'allInRunOut' as const, actions: 'applyAction' as const },
      ],
    },
  };
}

export type HandMachine = typeof handMachine;
