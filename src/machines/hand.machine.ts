/**
 * `handMachine`: one hand of Texas Hold'em as an XState statechart, from posting the blinds
 * to awarding the pots. Every rule is a function in `src/core`; the guards and actions here
 * only call them and record what happened.
 *
 * States, in the order a hand passes them:
 *
 *   postingBlinds   antes, blinds, newcomers' big blinds (T3, C3); the hole cards (T5)
 *   preflop         betting (T6, T7); flop, turn and river are dealt on entry, one card
 *   flop            burned first (T5), after the last street's bets went into the pots
 *   turn              and uncalled chips went back (T10)
 *   river
 *   allInRunOut     the betting closed with a player all-in: the rest of the board (T9)
 *   showdown        hands shown in order, losers may muck (T16); tournament: face up
 *   complete        final: the pots awarded (T18, T19)
 *   uncontested     final: everyone else folded, the pots awarded unseen (T20)
 *   voided          final: every chip back to who bet it (C6)
 *
 * Posting, dealing and changing streets are entry actions, not events: every XState event,
 * every state passed through and every `assign` costs a new snapshot (a few microseconds),
 * so a hand costs little more than its players' decisions. ACT, SHOW and MUCK that the rules
 * refuse change nothing but `context.violation` and are emitted as `{ type: 'violation' }`.
 * (Because a refusal is recorded, `snapshot.can(event)` is true for any ACT in a betting
 * round: ask `context.legalActions` / `context.showdownChoices` what is allowed.)
 */
import { assign, emit, setup } from 'xstate';
import {
  applyAction,
  blindSeats,
  handContributions,
  isBettingClosed,
  isRoundComplete,
  legalActions,
  playersInHand,
  returnUncalledChips,
  startBettingRound,
  startNextStreet,
  DEFAULT_HOUSE_RULES,
  type ActionType,
  type ApplyResult,
  type BettingRound,
  type BettingStructure,
  type HouseRules,
  type LegalActions,
  type Street,
} from '../core/betting.js';
import { cardCode, type Card } from '../core/cards.js';
import { createDeck } from '../core/deck.js';
import { dealHoleCards, dealingOrder, dealStreet, stackedDeck, type BoardStreet } from '../core/dealing.js';
import { HoldemError } from '../core/errors.js';
import { categoryOf, rank7, type HandCategory } from '../core/evaluate.js';
import { awardPots, buildPots, type Pot, type PotAward, type ShareOfPot } from '../core/pots.js';
import type { RuleViolation } from '../core/rule-violation.js';
import {
  applyShowdownDecision,
  autoShowdownDecision,
  potsAfterMucks,
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

export type HandEmitted = { type: 'violation'; violation: HandViolation };

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
  /** T17: higher is better, as `evaluate(board + cards).value` (which also gives the best five and a description). */
  value: number;
  category: HandCategory;
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

function chips(value: unknown, name: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) invalid(`${name} must be a whole number of chips, at least ${min}`);
  return value;
}

/** Checks the input and fills in the defaults; throws `HoldemError` (`invalid-input`). */
export function handConfig(input: HandInput): HandConfig {
  if (input === null || typeof input !== 'object') invalid('a hand needs an input object');
  if (!['no-limit', 'pot-limit', 'fixed-limit'].includes(input.structure)) invalid(`unknown betting structure "${String(input.structure)}"`);
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
    const stack = chips(seat.stack, `the stack of ${seat.id}`, 1);
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

function initialContext(input: HandInput): HandContext {
  const config = handConfig(input);
  const stacks = { ...config.startingStacks };
  const bets: Record<string, number> = {};
  for (const id of config.seatIds) bets[id] = 0;
  return {
    config,
    street: 'preflop',
    board: [],
    burned: [],
    holeCards: {},
    deck: deckFor(input, config),
    dealt: 0,
    round: null,
    stacks,
    bets,
    pots: [],
    toAct: null,
    legalActions: {},
    faceUp: false,
    showdown: null,
    showdownChoices: null,
    log: [],
    violation: null,
    result: null,
  };
}

// ---------------------------------------------------------------------------
// Views of the core state

const nameOf = (context: HandContext, seat: string): string => context.config.names[seat] ?? seat;

/**
 * A context update from a betting round: stacks, bets, seat to act and legal actions.
 * (Built as one literal: `{ ...view, more }` is many times slower in V8 than it looks.)
 */
function roundUpdate(round: BettingRound, log: HandLogEntry[], pots: Pot[] | null): Partial<HandContext> {
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  for (const p of round.players) {
    stacks[p.seat] = p.stack;
    bets[p.seat] = p.committed;
  }
  const update: Partial<HandContext> = {
    round,
    street: round.street,
    stacks,
    bets,
    toAct: round.toAct === null ? null : round.players[round.toAct].seat,
    legalActions: legalActions(round),
    violation: null,
    log,
  };
  if (pots) update.pots = pots;
  return update;
}

/** `log` with `entries` added at the end. */
function appended(log: readonly HandLogEntry[], entries: readonly HandLogEntry[]): HandLogEntry[] {
  const out = log.slice();
  for (const entry of entries) out.push(entry);
  return out;
}

/**
 * T18: the pots from what was put in before this street (this street's bets still lie in
 * front of the players). Preflop an ante nobody else could match (T10) is shown as a pot
 * of its own until the betting is over: someone may still match it.
 */
function potsBeforeStreet(round: BettingRound): Pot[] {
  const { pots, returned } = buildPots(round.players.map((p) => ({ seat: p.seat, amount: p.contributedBeforeStreet, folded: p.folded })));
  for (const { seat, amount } of returned) pots.push({ amount, eligible: [seat] });
  return pots;
}

// ---------------------------------------------------------------------------
// What the states do

function postBlinds(context: HandContext): Partial<HandContext> {
  const { config } = context;
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
  if (config.ante > 0) {
    for (const p of round.players) {
      const allIn = p.stack === 0 && p.committed === 0;
      log.push({
        kind: 'ante', seat: p.seat, amount: p.contributedBeforeStreet, allIn, ruleIds: ['T3'],
        text: `${nameOf(context, p.seat)} posts an ante of ${p.contributedBeforeStreet}${allIn ? ' and is all-in' : ''}`,
      });
    }
  }
  const blinds = blindSeats(round);
  for (const p of round.players) {
    if (p.committed === 0) continue;
    const blind = p.seat === blinds.big ? 'big' : p.seat === blinds.small && !config.newcomers.includes(p.seat) ? 'small' : 'newcomer-big';
    const what = blind === 'small' ? 'the small blind' : blind === 'big' ? 'the big blind' : 'a big blind to be dealt in';
    log.push({
      kind: 'blind', seat: p.seat, blind, amount: p.committed, to: p.committed, allIn: p.allIn, ruleIds: blind === 'newcomer-big' ? ['C3', 'T4'] : ['T3'],
      text: `${nameOf(context, p.seat)} posts ${what}: ${p.committed}${p.allIn ? ', all-in' : ''}`,
    });
  }
  return roundUpdate(round, appended(context.log, log), potsBeforeStreet(round));
}

function dealHoles(context: HandContext): Partial<HandContext> {
  const { holeCards, next } = dealHoleCards(context.deck, context.dealt, dealingOrder(context.config.seatIds, context.config.button));
  return {
    holeCards,
    dealt: next,
    log: appended(context.log, [{ kind: 'deal-hole-cards', street: 'preflop', ruleIds: ['T5'], text: 'Two hole cards to each player, one at a time from the left of the button' }]),
  };
}

/** T10 chips back, logged. */
function returnUncalled(context: HandContext, round: BettingRound): { round: BettingRound; log: HandLogEntry[] } {
  const { round: settled, returned } = returnUncalledChips(round);
  if (returned.length === 0) return { round: settled, log: [] };
  const log = returned.map(({ seat, amount }): HandLogEntry => ({
    kind: 'uncalled-returned', seat, amount, street: round.street, ruleIds: ['T10'],
    text: `${amount} uncalled ${amount === 1 ? 'chip goes' : 'chips go'} back to ${nameOf(context, seat)}`,
  }));
  return { round: settled, log };
}

const STREET_NAMES: Record<BoardStreet, string> = { flop: 'Flop', turn: 'Turn', river: 'River' };

/** T5: burn and turn up `street`, from the deck position `dealt`. */
function boardFor(context: HandContext, street: BoardStreet, dealt: number, board: Card[], burned: Card[], log: HandLogEntry[]): number {
  const dealtStreet = dealStreet(context.deck, dealt, street);
  burned.push(dealtStreet.burned);
  board.push(...dealtStreet.cards);
  log.push({ kind: 'deal-board', street, cards: dealtStreet.cards, ruleIds: ['T5'], text: `Burn one card; ${STREET_NAMES[street]}: ${dealtStreet.cards.join(' ')}` });
  return dealtStreet.next;
}

/** The next street: uncalled chips back (T10), bets into the pots, burn and deal (T5), first to act (T6). */
function nextStreet(context: HandContext, street: BoardStreet): Partial<HandContext> {
  const { round: settled, log } = returnUncalled(context, context.round as BettingRound);
  const round = startNextStreet(settled);
  const board = context.board.slice();
  const burned = context.burned.slice();
  const dealt = boardFor(context, street, context.dealt, board, burned, log);
  const update = roundUpdate(round, appended(context.log, log), potsBeforeStreet(round));
  update.board = board;
  update.burned = burned;
  update.dealt = dealt;
  return update;
}

/** The hand's chips once betting is over: uncalled chips back (T10), every bet in the pots (T18). */
function settle(context: HandContext, log: HandLogEntry[]): Pick<HandContext, 'round' | 'stacks' | 'bets' | 'pots' | 'toAct' | 'legalActions'> {
  const { round, log: returnedLog } = returnUncalled(context, context.round as BettingRound);
  log.push(...returnedLog);
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  for (const p of round.players) {
    stacks[p.seat] = p.stack;
    bets[p.seat] = 0;
  }
  return { round, stacks, bets, pots: buildPots(handContributions(round)).pots, toAct: null, legalActions: {} };
}

/** `settle`'s fields and more, as one literal (see `roundUpdate`). */
function settledUpdate(settled: ReturnType<typeof settle>, log: HandLogEntry[]): Partial<HandContext> {
  return { round: settled.round, stacks: settled.stacks, bets: settled.bets, pots: settled.pots, toAct: null, legalActions: {}, log };
}

/** The board run out after the betting closed with a player all-in; tournament hands face up (T16). */
function runOut(context: HandContext): Partial<HandContext> {
  const log: HandLogEntry[] = [];
  const settled = settle(context, log);
  const round = settled.round as BettingRound;
  const faceUp = tournamentFaceUp(context.config.tournament, round);
  if (faceUp) log.push({ kind: 'face-up', ruleIds: ['T16'], text: 'A player is all-in and the betting is closed: all hands are turned face up' });
  log.push({ kind: 'run-out', street: round.street, ruleIds: ['T6', 'T9'], text: 'No more betting: the rest of the board is dealt' });
  const board = context.board.slice();
  const burned = context.burned.slice();
  let dealt = context.dealt;
  const streets: BoardStreet[] = ['flop', 'turn', 'river'];
  for (const street of streets.slice(board.length === 0 ? 0 : board.length - 2)) dealt = boardFor(context, street, dealt, board, burned, log);
  const update = settledUpdate(settled, appended(context.log, log));
  update.street = 'river';
  update.board = board;
  update.burned = burned;
  update.dealt = dealt;
  update.faceUp = faceUp;
  return update;
}

/** T17: a hand's value from its hole cards and the five board cards (the fast path). */
function handValue(context: HandContext, seat: string): number {
  const cards = context.holeCards[seat];
  const b = context.board;
  return rank7(cardCode(b[0]), cardCode(b[1]), cardCode(b[2]), cardCode(b[3]), cardCode(b[4]), cardCode(cards[0]), cardCode(cards[1]));
}

/** T17: a shown hand for the result. */
function shownHand(context: HandContext, seat: string): ShownHand {
  const value = handValue(context, seat);
  return { cards: context.holeCards[seat], value, category: categoryOf(value) };
}

/** T16: the showdown order; with `autoShowdown`, every decision at once. */
function beginShowdown(context: HandContext): Partial<HandContext> {
  const log: HandLogEntry[] = [];
  // From the river the bets are still out; after a run-out this finds nothing more to settle.
  const settled = settle(context, log);
  const round = settled.round as BettingRound;
  const pots = settled.pots;
  const contenders = round.players.filter((p) => !p.folded).map((p) => p.seat);
  let faceUp = context.faceUp;
  if (!faceUp && tournamentFaceUp(context.config.tournament, round)) {
    faceUp = true;
    log.push({ kind: 'face-up', ruleIds: ['T16'], text: 'A player is all-in and the betting is closed: all hands are turned face up' });
  }
  let showdown = startShowdown({
    seating: { seats: context.config.seatIds, button: context.config.button },
    contenders,
    lastRiverAggressor: round.street === 'river' ? round.lastAggressorSeat : null,
    faceUp,
  });
  if (context.config.autoShowdown && !faceUp) {
    const values: Record<string, number> = {};
    for (const seat of contenders) values[seat] = handValue(context, seat);
    for (let seat = showdownTurn(showdown); seat !== null; seat = showdownTurn(showdown)) {
      const step = applyShowdownDecision(showdown, pots, seat, autoShowdownDecision(showdown, pots, values));
      if (!step.ok) throw new HoldemError('internal', step.violation.message.en);
      log.push(showdownEntry(context, seat, step.state, values[seat]));
      showdown = step.state;
    }
  } else if (faceUp) {
    for (const seat of showdown.shown) log.push(showdownEntry(context, seat, showdown));
  }
  const update = settledUpdate(settled, appended(context.log, log));
  update.faceUp = faceUp;
  update.showdown = showdown;
  update.showdownChoices = showdownChoices(showdown, pots);
  return update;
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
    return { kind: 'muck', seat, ruleIds: ['T16'], text: `${nameOf(context, seat)} mucks` };
  }
  const cards = context.holeCards[seat];
  const category = categoryOf(value);
  return {
    kind: 'show', seat, cards, category, ruleIds: ['T16', 'T17'],
    text: `${nameOf(context, seat)} shows ${cards.join(' ')}: ${CATEGORY_TEXT[category]}`,
  };
}

/** T18, T19, T20: the pots to the best hands that showed (or to the last player in), stacks paid. */
function award(context: HandContext): Partial<HandContext> {
  const round = context.round as BettingRound;
  const showdown = context.showdown;
  const values: Record<string, number> = {};
  const shown: Record<string, ShownHand> = {};
  if (showdown) {
    for (const seat of showdown.shown) {
      shown[seat] = shownHand(context, seat);
      values[seat] = shown[seat].value;
    }
  }
  const mucked = showdown ? showdown.mucked.slice() : [];
  const { awards, totals } = awardPots(potsAfterMucks(context.pots, mucked), values, { seats: context.config.seatIds, button: context.config.button });
  const finalStacks: Record<string, number> = {};
  const contributions: Record<string, number> = {};
  for (const p of round.players) {
    finalStacks[p.seat] = p.stack + (totals[p.seat] ?? 0);
    contributions[p.seat] = p.contributedBeforeStreet + p.committed;
  }
  const log = awards.map(
    (a): HandLogEntry => ({ kind: 'award', potIndex: a.potIndex, amount: a.amount, shares: a.shares, ruleIds: a.explanation.ruleIds, text: a.explanation.en }),
  );
  const result: HandOutcome = {
    kind: showdown ? 'showdown' : 'uncontested',
    pots: context.pots,
    awards,
    winnings: totals,
    contributions,
    shown,
    mucked,
    finalStacks,
  };
  return { stacks: finalStacks, pots: [], showdownChoices: null, result, log: appended(context.log, log) };
}

function uncontested(context: HandContext): Partial<HandContext> {
  const log: HandLogEntry[] = [];
  const settled = settle(context, log);
  const winner = (settled.round as BettingRound).players.find((p) => !p.folded) as { seat: string };
  log.push({ kind: 'uncontested', seat: winner.seat, ruleIds: ['T20'], text: `Everyone else folded: ${nameOf(context, winner.seat)} wins without showing` });
  return settledUpdate(settled, appended(context.log, log));
}

/** C6: the hand is void; every chip goes back to the player who bet it. */
function voidHand(context: HandContext): Partial<HandContext> {
  const stacks = { ...context.config.startingStacks };
  const bets: Record<string, number> = {};
  for (const id of context.config.seatIds) bets[id] = 0;
  const contributions: Record<string, number> = {};
  for (const id of context.config.seatIds) contributions[id] = 0;
  const result: HandOutcome = { kind: 'void', pots: [], awards: [], winnings: {}, contributions, shown: {}, mucked: [], finalStacks: stacks };
  return {
    stacks, bets, pots: [], toAct: null, legalActions: {}, showdownChoices: null, violation: null, result,
    log: appended(context.log, [{ kind: 'void', ruleIds: ['C6'], text: 'The hand is void: every chip goes back to the player who bet it' }]),
  };
}

/** Two steps as one context update. */
function chain(
  context: HandContext,
  first: (context: HandContext) => Partial<HandContext>,
  second: (context: HandContext) => Partial<HandContext>,
): Partial<HandContext> {
  const update = first(context);
  return Object.assign(update, second(Object.assign({}, context, update)));
}

// ---------------------------------------------------------------------------
// Players' decisions

/**
 * The core's answer to an ACT event, computed once per (round, event): the guards that pick
 * the transition and the action that applies it all ask, and must not pay for it each time.
 */
let lastAct: { round: BettingRound | null; event: HandEvent | null; result: ApplyResult | null } = { round: null, event: null, result: null };

function actResult(context: HandContext, event: HandEvent): ApplyResult {
  const round = context.round as BettingRound;
  if (lastAct.round === round && lastAct.event === event) return lastAct.result as ApplyResult;
  const act = event as Extract<HandEvent, { type: 'ACT' }>;
  const result = applyAction(round, act.to === undefined ? { type: act.action, seat: String(act.seat) } : { type: act.action, to: act.to, seat: String(act.seat) });
  lastAct = { round, event, result };
  return result;
}

const ruleIdsOfAction = (context: HandContext, type: ActionType, fullRaise: boolean | undefined, houseRule: boolean): string[] => {
  const ids = type === 'all-in' ? ['T9'] : ['T7'];
  if (type === 'bet' || type === 'raise' || (type === 'all-in' && fullRaise !== undefined)) {
    ids.push(context.config.structure === 'pot-limit' ? 'T14' : context.config.structure === 'fixed-limit' ? 'T15' : 'T11');
  }
  if (fullRaise === false) ids.push('T12');
  if (houseRule) ids.push('T11');
  return ids;
};

function applyAct(context: HandContext, event: HandEvent): Partial<HandContext> {
  const result = actResult(context, event);
  if (!result.ok) return {};
  const { round, applied } = result;
  const before = (context.round as BettingRound).players.find((p) => p.seat === applied.seat) as { committed: number };
  const after = round.players.find((p) => p.seat === applied.seat) as { stack: number; allIn: boolean };
  const added = applied.to - before.committed;
  const name = nameOf(context, applied.seat);
  let text: string;
  switch (applied.type) {
    case 'fold': text = `${name} folds`; break;
    case 'check': text = `${name} checks`; break;
    case 'call': text = `${name} calls ${added}`; break;
    case 'bet': text = `${name} bets ${applied.to}`; break;
    case 'raise': text = `${name} raises to ${applied.to}`; break;
    default: text = `${name} is all-in for ${added} more (${applied.to} in total this round)`;
  }
  if (after.allIn && applied.type !== 'all-in') text += ' and is all-in';
  if (applied.houseRule) text += applied.houseRule === 'treat-as-call' ? ' (house rule: a raise below the minimum counts as a call)' : ' (house rule: raised to the minimum)';
  const entry: HandLogEntry = {
    kind: 'action', seat: applied.seat, street: round.street, action: applied.type, amount: added, to: applied.to, allIn: after.allIn,
    ruleIds: ruleIdsOfAction(context, applied.type, applied.fullRaise, applied.houseRule !== undefined), text,
  };
  // A fold takes the seat out of the pots already formed (T18).
  return roundUpdate(round, appended(context.log, [entry]), applied.type === 'fold' && context.pots.length > 0 ? potsBeforeStreet(round) : null);
}

function showdownResult(context: HandContext, event: HandEvent): ShowdownStep {
  const seat = String((event as { seat?: unknown }).seat);
  const decision: ShowdownDecision = event.type === 'MUCK' ? 'muck' : 'show';
  return applyShowdownDecision(context.showdown, context.pots, seat, decision);
}

function violationOf(rule: RuleViolation<LegalActions | ShowdownChoices>, event: HandEvent): HandViolation {
  return { code: rule.code, ruleId: rule.ruleId, message: rule.message, allowed: rule.allowed, event };
}

function refusal(context: HandContext, event: HandEvent): HandViolation {
  if (event.type === 'ACT') {
    if (context.round === null) throw new HoldemError('internal', 'no betting round');
    const result = actResult(context, event);
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
    actionContinuesRound: ({ context, event }) => {
      const r = actResult(context, event);
      return r.ok && !isRoundComplete(r.round);
    },
    actionRefused: ({ context, event }) => !actResult(context, event).ok,
    actionLeavesOnePlayer: ({ context, event }) => {
      const r = actResult(context, event);
      return r.ok && playersInHand(r.round) === 1;
    },
    actionClosesBetting: ({ context, event }) => {
      const r = actResult(context, event);
      return r.ok && isBettingClosed(r.round);
    },
    bettingClosed: ({ context }) => context.round !== null && isBettingClosed(context.round),
    showdownRefused: ({ context, event }) => !showdownResult(context, event).ok,
    decisionEndsShowdown: ({ context, event }) => {
      const r = showdownResult(context, event);
      return r.ok && showdownTurn(r.state) === null;
    },
    showdownDecided: ({ context }) => context.showdown !== null && showdownTurn(context.showdown) === null,
  },
  actions: {
    // One assign per step where steps always come together: each assign costs XState a
    // new snapshot.
    postBlindsAndDealHoleCards: assign(({ context }) => chain(context, postBlinds, dealHoles)),
    dealFlop: assign(({ context }) => nextStreet(context, 'flop')),
    dealTurn: assign(({ context }) => nextStreet(context, 'turn')),
    dealRiver: assign(({ context }) => nextStreet(context, 'river')),
    runOut: assign(({ context }) => runOut(context)),
    awardUncontested: assign(({ context }) => chain(context, uncontested, award)),
    beginShowdown: assign(({ context }) => beginShowdown(context)),
    awardPots: assign(({ context }) => award(context)),
    voidHand: assign(({ context }) => voidHand(context)),
    applyAction: assign(({ context, event }) => applyAct(context, event)),
    applyShowdownDecision: assign(({ context, event }) => {
      const step = showdownResult(context, event);
      if (!step.ok) return {};
      const seat = showdownTurn(context.showdown as ShowdownState) as string;
      return {
        showdown: step.state,
        showdownChoices: showdownChoices(step.state, context.pots),
        violation: null,
        log: appended(context.log, [showdownEntry(context, seat, step.state)]),
      };
    }),
    refuse: assign(({ context, event }) => ({ violation: refusal(context, event) })),
    emitViolation: emit(({ context }) => ({ type: 'violation' as const, violation: context.violation as HandViolation })),
  },
}).createMachine({
  id: 'hand',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => context.result as HandOutcome,
  initial: 'postingBlinds',
  on: {
    ACT: { actions: ['refuse', 'emitViolation'] },
    SHOW: { actions: ['refuse', 'emitViolation'] },
    MUCK: { actions: ['refuse', 'emitViolation'] },
    VOID: { target: '.voided' },
  },
  states: {
    /** T3, C3: antes, blinds and newcomers' big blinds; then T5: two hole cards each. */
    postingBlinds: {
      entry: 'postBlindsAndDealHoleCards',
      always: [{ guard: 'bettingClosed', target: 'allInRunOut' }, { target: 'preflop' }],
    },
    preflop: bettingRound('preflop'),
    /** T5: burn, three cards. */
    flop: { entry: 'dealFlop', ...bettingRound('flop') },
    /** T5: burn, one card. */
    turn: { entry: 'dealTurn', ...bettingRound('turn') },
    /** T5: burn, one card. */
    river: { entry: 'dealRiver', ...bettingRound('river') },
    /** T9: the betting is closed with a player all-in; the rest of the board comes at once (T16: tournament hands face up). */
    allInRunOut: { entry: 'runOut', always: 'showdown' },
    /** T16: hands shown in order; losers may muck. */
    showdown: {
      entry: 'beginShowdown',
      always: { guard: 'showdownDecided', target: 'complete' },
      on: {
        SHOW: [
          { guard: 'showdownRefused', actions: ['refuse', 'emitViolation'] },
          { guard: 'decisionEndsShowdown', target: 'complete', actions: 'applyShowdownDecision' },
          { actions: 'applyShowdownDecision' },
        ],
        MUCK: [
          { guard: 'showdownRefused', actions: ['refuse', 'emitViolation'] },
          { guard: 'decisionEndsShowdown', target: 'complete', actions: 'applyShowdownDecision' },
          { actions: 'applyShowdownDecision' },
        ],
      },
    },
    /** T18, T19: each pot to its best hand, odd chips clockwise from the button. */
    complete: { type: 'final', entry: 'awardPots' },
    /** T20: everyone else folded; the pots go to the last player without a showdown. */
    uncontested: { type: 'final', entry: 'awardUncontested' },
    /** C6. */
    voided: { type: 'final', entry: 'voidHand' },
  },
});

/**
 * A betting round (T6, T7): each ACT is applied by core (or refused, and the refusal
 * recorded), then the hand moves on: to the uncontested end (T20), the run-out (T9), the
 * next street, or the showdown.
 */
function bettingRound(street: Street) {
  const next = { preflop: 'flop', flop: 'turn', turn: 'river', river: 'showdown' } as const;
  return {
    on: {
      ACT: [
        // The common case first, so that most events need one guard.
        { guard: 'actionContinuesRound' as const, actions: 'applyAction' as const },
        { guard: 'actionRefused' as const, actions: ['refuse', 'emitViolation'] as const },
        { guard: 'actionLeavesOnePlayer' as const, target: 'uncontested', actions: 'applyAction' as const },
        { guard: 'actionClosesBetting' as const, target: street === 'river' ? 'showdown' : 'allInRunOut', actions: 'applyAction' as const },
        { target: next[street], actions: 'applyAction' as const },
      ],
    },
  };
}

export type HandMachine = typeof handMachine;
