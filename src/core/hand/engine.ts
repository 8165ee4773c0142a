/**
 * One hand of Texas Hold'em as a pure engine: `startHand(input)` posts the antes and blinds
 * (T3, C3) and deals the hole cards (T5); `applyHandEvent(state, event)` applies one event
 * and returns the next state and what happened, or a refusal that leaves the state as it
 * was but for `violation`. No DOM, no XState, no sentences: every rule is a function of
 * core (betting, pots, showdown order, dealing, evaluation) and this module puts them in
 * the order a hand passes them.
 *
 * An accepted event goes as far as the hand can without another decision: the next player
 * (T6), the next street (uncalled chips back T10, bets into the pots T18, burn and deal T5),
 * the board run out when the betting closed with a player all-in (T9), the showdown (T16:
 * decided at once with `autoShowdown` or under the tournament rule), and the pots awarded
 * (T18, T19, T20). VOID returns every chip (C6).
 */
import {
  applyActionUnchecked,
  blindSeatsUnchecked,
  handContributionsUnchecked,
  isBettingClosedUnchecked,
  legalActionsUnchecked,
  playersInHandUnchecked,
  requireRound,
  resolveHouseRules,
  returnUncalledChipsUnchecked,
  startBettingRoundUnchecked,
  startNextStreetUnchecked,
  type ActionType,
  type AppliedAction,
  type BettingPlayer,
  type BettingRound,
  type BettingStructure,
  type Street,
} from '../betting.js';
import type { Card } from '../cards.js';
import { createDeck } from '../deck.js';
import {
  BOARD_SIZE,
  dealHoleCardsUnchecked,
  dealingOrderUnchecked,
  dealStreetUnchecked,
  stackedDeck,
  type BoardStreet,
} from '../dealing.js';
import { HoldemError } from '../errors.js';
import { addChips } from '../input.js';
import { categoryOf } from '../evaluate.js';
import { settlePots } from '../game.js';
import { buildPotsUnchecked, type Contribution, type Pot } from '../pots.js';
import { hasOwn, put } from '../records.js';
import type { RuleId } from '../rule-violation.js';
import {
  applyShowdownDecision,
  playAutoShowdownUnchecked,
  showdownChoicesUnchecked,
  showdownTurnUnchecked,
  startShowdownUnchecked,
  tournamentFaceUpUnchecked,
  type ShowdownState,
} from '../showdown-order.js';
import { handConfig } from './config.js';
import {
  HAND_EVENT_TYPES,
  type HandConfig,
  type HandEvent,
  type HandHappening,
  type HandInput,
  type HandLogEntry,
  type HandOutcome,
  type HandOwnRefusal,
  type HandState,
  type HandStep,
  type HandViolation,
  type ShownHand,
} from './types.js';
import { bestFiveOf, handValues, ranksOf } from './values.js';

// ---------------------------------------------------------------------------
// Starting a hand

/** The 52 cards in deal order (T5) for the input's seed, stacked deck, or hole cards and board. */
function deckFor(input: HandInput, config: HandConfig): Card[] {
  const explicit = input.holeCards !== undefined || input.board !== undefined;
  if (input.deck !== undefined) {
    if (explicit) throw new HoldemError('invalid-input', 'give either a deck or hole cards and a board, not both');
    return createDeck(input.seed === undefined ? { order: input.deck } : { order: input.deck, seed: input.seed });
  }
  const shuffled = createDeck(input.seed === undefined ? {} : { seed: input.seed });
  if (!explicit) return shuffled;
  return stackedDeck({ seats: config.seatIds, button: config.button, holeCards: input.holeCards, board: input.board, rest: shuffled });
}

// The rule IDs of the log lines: one frozen list each, made once (an entry's rule IDs are read, never changed).
const RULES_T3: readonly RuleId[] = Object.freeze(['T3'] as const);
const RULES_NEWCOMER: readonly RuleId[] = Object.freeze(['C3', 'T4'] as const);
const RULES_T5: readonly RuleId[] = Object.freeze(['T5'] as const);
const RULES_C6: readonly RuleId[] = Object.freeze(['C6'] as const);
const RULES_T10: readonly RuleId[] = Object.freeze(['T10'] as const);
const RULES_T16: readonly RuleId[] = Object.freeze(['T16'] as const);
const RULES_RUN_OUT: readonly RuleId[] = Object.freeze(['T6', 'T9'] as const);
const RULES_SHOW: readonly RuleId[] = Object.freeze(['T16', 'T17'] as const);
const RULES_T20: readonly RuleId[] = Object.freeze(['T20'] as const);

/**
 * A hand from its input: antes and blinds posted (T3, C3), hole cards dealt (T5). If nobody
 * can bet after the blinds (all-in posting them, T9), the board is run out at once. Throws
 * `HoldemError` for malformed input (see `handConfig`) and `InvalidCardError` for bad cards.
 */
export function startHand(input: HandInput): HandState {
  const config = handConfig(input);
  const deck = deckFor(input, config);
  // What the betting round would refuse of a checked config: sizes whose double is no
  // longer exact over the chips on the table, a house rule's value (as it would say it).
  const largestSize = Math.max(config.blinds.big, config.limits.minBet, config.limits.smallBet, config.limits.bigBet);
  addChips(config.totalChips, 2 * largestSize, 'startBettingRound');
  const houseRules = resolveHouseRules(config.houseRules);
  // The config is checked: the round reads it as it is.
  const round = startBettingRoundUnchecked({
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
    houseRules,
  });
  const log: HandLogEntry[] = [];
  // Posted in the order of the table: clockwise from the small blind (T3), whatever the seat numbers.
  const blinds = blindSeatsUnchecked(round);
  const from = round.players.findIndex((p) => p.seat === blinds.small);
  const inOrder = round.players.map((_, k) => round.players[(from + k) % round.players.length]);
  if (config.ante > 0) {
    for (const p of inOrder)
      log.push({
        kind: 'ante',
        seat: p.seat,
        amount: p.contributedBeforeStreet,
        allIn: p.stack === 0 && p.committed === 0,
        ruleIds: RULES_T3,
      });
  }
  for (const p of inOrder) {
    if (p.committed === 0) continue;
    const blind = p.seat === blinds.big ? 'big' : p.seat === blinds.small && !config.newcomers.includes(p.seat) ? 'small' : 'newcomer-big';
    log.push({
      kind: 'blind',
      seat: p.seat,
      blind,
      amount: p.committed,
      to: p.committed,
      allIn: p.allIn,
      ruleIds: blind === 'newcomer-big' ? RULES_NEWCOMER : RULES_T3,
    });
  }
  const order = dealingOrderUnchecked(config.seatIds, config.button);
  const { holeCards, next } = dealHoleCardsUnchecked(deck, 0, order);
  log.push({ kind: 'deal-hole-cards', street: 'preflop', ruleIds: RULES_T5 });
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  for (const p of round.players) {
    put(stacks, p.seat, p.stack);
    put(bets, p.seat, p.committed);
  }
  const state: HandState = {
    config,
    phase: 'betting',
    street: 'preflop',
    ranOut: false,
    board: [],
    holeCards,
    deck: { cards: deck, dealt: next, burned: [] },
    round,
    stacks,
    bets,
    pots: potsBeforeStreet(round),
    toAct: round.toAct === null ? null : round.players[round.toAct].seat,
    legalActions: legalActionsUnchecked(round),
    showdown: null,
    showdownChoices: null,
    log,
    violation: null,
    result: null,
  };
  // T9: nobody can bet after the blinds (all-in posting them): the board is run out at once.
  if (isBettingClosedUnchecked(round)) {
    runOutTo(state, true);
    showdownTo(state);
  }
  return state;
}

// ---------------------------------------------------------------------------
// Applying an event

/**
 * The hand after `event`: accepted, the next state and what happened (its log line, the
 * streets dealt, the end of the hand); refused, the same state with `violation` set and
 * the refusal as what happened. Never throws for an event, however malformed: a page may
 * send anything (an unknown type, a missing seat, a fractional amount) and gets a refusal
 * with a `code` and the rule ID. `state` is never changed. An ACT checks the betting round
 * the state brings (`state.round`) and throws `HoldemError` if it is malformed, as every
 * betting function of core does, however recently core made it.
 */
export function applyHandEvent(state: HandState, event: HandEvent): HandStep {
  return applyTo(state, event, false);
}

/**
 * `applyHandEvent` for a caller that owns `state` and lets go of it (the bulk loop of
 * `playHands`): an accepted event changes `state` in place, log and records included, and
 * returns it as the next state, which saves the copies that keep every earlier state
 * intact. An accepted ACT's `happened` is left empty (the state and its log say it all).
 * A refusal leaves `state` as it was, as `applyHandEvent` does. Internal to core.
 */
export function applyHandEventInPlace(state: HandState, event: HandEvent): HandStep {
  return applyTo(state, event, true);
}

/** What an accepted ACT in place reports as happened: nothing (see `applyHandEventInPlace`). */
const NOTHING_WRITTEN = Object.freeze([]) as readonly HandHappening[] as HandHappening[];

function applyTo(state: HandState, event: HandEvent, inPlace: boolean): HandStep {
  const malformed = readEvent(event);
  if (malformed !== null) return refuse(state, { ...malformed, allowed: {} }, event);
  // T4: the big blind's check after the betting closed around it preflop changes nothing.
  if (isIdleBigBlindCheck(state, event)) return { ok: true, state, happened: [] };
  if (state.phase === 'complete' || state.phase === 'uncontested' || state.phase === 'voided') {
    return refuse(state, { code: 'hand-over', ruleId: 'T6', params: {}, allowed: {} }, event);
  }
  switch (event.type) {
    case 'ACT':
      return act(state, event, inPlace);
    case 'SHOW':
    case 'MUCK':
      return decide(state, event, inPlace);
    case 'VOID':
      return voidHand(state, inPlace);
  }
}

/**
 * T4: everyone but the big blind folded or went all-in for no more than the big blind, so
 * the betting closed preflop without the big blind's option (T9: nobody is left to call a
 * raise) and the board was run out. PokerKit's histories and rooms' have the big blind check
 * there; the check is accepted and changes nothing. Only the big blind's first action of the
 * hand, only a check, only when the run-out started preflop.
 */
function isIdleBigBlindCheck(state: HandState, event: HandEvent): boolean {
  if (event.type !== 'ACT' || event.action !== 'check' || !state.ranOut || event.to !== undefined) return false;
  let big = false;
  let runOutPreflop = false;
  for (const entry of state.log) {
    if (entry.kind === 'blind' && entry.blind === 'big' && entry.seat === event.seat) big = !entry.allIn;
    else if (entry.kind === 'action' && entry.seat === event.seat) return false;
    else if (entry.kind === 'run-out') runOutPreflop = entry.street === 'preflop';
  }
  if (!big || !runOutPreflop) return false;
  const player = state.round.players.find((p) => p.seat === event.seat);
  return player !== undefined && !player.folded && !player.allIn;
}

/** Why an event cannot be read, or null: not an object, no type, an unknown type, a field of the wrong kind. */
function readEvent(event: unknown): HandOwnRefusal | null {
  if (typeof event !== 'object' || event === null) return { code: 'malformed-event', ruleId: 'T7', params: { problem: 'event' } };
  const e = event as Record<string, unknown>;
  if (typeof e.type !== 'string') return { code: 'malformed-event', ruleId: 'T7', params: { problem: 'type' } };
  if (!(HAND_EVENT_TYPES as readonly string[]).includes(e.type)) return { code: 'unknown-event', ruleId: 'T7', params: { type: e.type } };
  if (e.type !== 'VOID' && typeof e.seat !== 'string')
    return { code: 'malformed-event', ruleId: e.type === 'ACT' ? 'T6' : 'T16', params: { problem: 'seat' } };
  // A fraction is a number of chips the betting rules refuse (T8); a non-number, NaN, ±Infinity or an unsafe integer is no amount at all.
  if (
    e.type === 'ACT' &&
    e.to !== undefined &&
    (typeof e.to !== 'number' || !Number.isFinite(e.to) || Math.abs(e.to) > Number.MAX_SAFE_INTEGER)
  ) {
    return { code: 'malformed-event', ruleId: 'T8', params: { problem: 'to' } };
  }
  return null;
}

/** The event as a violation records it: the object sent, or for a non-object a stand-in naming it. */
function eventOf(event: unknown): HandEvent {
  return (typeof event === 'object' && event !== null ? event : { type: String(event) }) as HandEvent;
}

function refuse(state: HandState, violation: Omit<HandViolation, 'event'>, event: unknown): HandStep {
  const v = { ...violation, event: eventOf(event) } as HandViolation;
  return { ok: false, state: { ...state, violation: v }, violation: v, happened: [{ type: 'violation', violation: v }] };
}

/**
 * An ACT (T6, T7): refused by core, it changes nothing but `violation`; accepted, the hand
 * goes on as far as it can without a decision: the next player, the next street (T5), or
 * the end with the pots awarded (T9, T16–T20).
 */
function act(state: HandState, event: Extract<HandEvent, { type: 'ACT' }>, inPlace: boolean): HandStep {
  const before = state.round;
  // The round a state brings is checked at every ACT, wherever the state came from (core a
  // moment ago, JSON, a page's edit); in place (`playHands`) the state is core's own, made
  // by the event before. The rounds core makes from it here are passed on unchecked.
  if (!inPlace) requireRound(before);
  const request =
    event.to === undefined ? { type: event.action, seat: event.seat } : { type: event.action, to: event.to, seat: event.seat };
  // Core applies an action to the player to act: only that player's chips change. What they
  // had in front of them is read first: in place, the round's player is changed.
  const i = before.toAct as number;
  const wasCommitted = before.toAct === null ? 0 : before.players[before.toAct].committed;
  // In a betting round `legalActions` is always core's answer for `round`.
  const result = applyActionUnchecked(before, request, state.legalActions, inPlace);
  if (!result.ok) return refuse(state, result.violation, event);
  const { round, applied } = result;
  const now = round.players[i];
  const entry = actionEntry(state.config.structure, wasCommitted, now, round.street, applied, event.action);
  // In place (playHands) nobody reads what happened: it is not written down.
  const happened: HandHappening[] = inPlace ? NOTHING_WRITTEN : [{ type: 'action', entry }];
  if (round.toAct !== null) {
    // The common case: the betting goes on (T6). Besides the log, only the round, the
    // seat's chips, the seat to act and its legal actions change.
    const d = draftOf(state, inPlace);
    d.log.push(entry);
    d.round = round;
    // A check or a fold moves no chips: the records say so already.
    if (now.committed !== wasCommitted) {
      d.stacks = withSeat(state.stacks, applied.seat, now.stack, inPlace);
      d.bets = withSeat(state.bets, applied.seat, now.committed, inPlace);
    }
    // A fold takes the seat out of the pots already formed (T18).
    if (applied.type === 'fold' && state.pots.length > 0) d.pots = potsBeforeStreet(round);
    d.toAct = round.players[round.toAct].seat;
    d.legalActions = legalActionsUnchecked(round);
    return { ok: true, state: d, happened };
  }
  const d = draftOf(state, inPlace);
  d.log.push(entry);
  if (now.committed !== wasCommitted) {
    d.stacks = withSeat(d.stacks, applied.seat, now.stack, inPlace);
    d.bets = withSeat(d.bets, applied.seat, now.committed, inPlace);
  }
  d.round = round;
  if (playersInHandUnchecked(round) === 1) {
    uncontestedTo(d, inPlace);
  } else if (round.street === 'river') {
    settleTo(d, inPlace);
    showdownTo(d);
  } else if (isBettingClosedUnchecked(round)) {
    const dealtBefore = d.board.length;
    runOutTo(d, inPlace);
    for (const street of ['flop', 'turn', 'river'] as const) {
      if (!inPlace && BOARD_SIZE[street] > dealtBefore)
        happened.push({ type: 'street', street, board: d.board.slice(0, BOARD_SIZE[street]) });
    }
    showdownTo(d);
  } else {
    nextStreetTo(d, inPlace);
    if (!inPlace) happened.push({ type: 'street', street: d.street as BoardStreet, board: d.board });
  }
  if (!inPlace && d.result !== null) happened.push({ type: 'complete', result: d.result });
  return { ok: true, state: d, happened };
}

/** A SHOW or MUCK (T16); the last one decides the showdown and the pots are awarded. */
function decide(state: HandState, event: Extract<HandEvent, { type: 'SHOW' | 'MUCK' }>, inPlace: boolean): HandStep {
  const step = applyShowdownDecision(state.showdown, state.pots, event.seat, event.type === 'MUCK' ? 'muck' : 'show');
  if (!step.ok) return refuse(state, step.violation, event);
  const d = draftOf(state, inPlace);
  d.showdown = step.state;
  d.showdownChoices = showdownChoicesUnchecked(step.state, d.pots);
  d.log.push(showdownEntry(d, event.seat, step.state));
  const happened: HandHappening[] = [];
  if (showdownTurnUnchecked(step.state) === null) {
    awardTo(d);
    happened.push({ type: 'complete', result: d.result as HandOutcome });
  }
  return { ok: true, state: d, happened };
}

/** C6: the hand is void; every chip goes back to the player who bet it. */
function voidHand(state: HandState, inPlace: boolean): HandStep {
  const seatIds = state.config.seatIds;
  const stacks = { ...state.config.startingStacks };
  const bets: Record<string, number> = {};
  const contributions: Record<string, number> = {};
  for (const id of seatIds) {
    put(bets, id, 0);
    put(contributions, id, 0);
  }
  const result: HandOutcome = {
    kind: 'void',
    pots: [],
    awards: [],
    winnings: {},
    contributions,
    shown: {},
    mucked: [],
    finalStacks: stacks,
  };
  const d = draftOf(state, inPlace);
  d.phase = 'voided';
  d.stacks = stacks;
  d.bets = bets;
  d.pots = [];
  d.toAct = null;
  d.legalActions = {};
  d.showdownChoices = null;
  d.result = result;
  d.log.push({ kind: 'void', ruleIds: RULES_C6 });
  return { ok: true, state: d, happened: [{ type: 'complete', result }] };
}

// ---------------------------------------------------------------------------
// The steps of a hand, on a draft of the state

/**
 * The state an accepted event starts from: a copy whose fields the steps below replace,
 * with a copy of the log they add to. All steps of one event work on one draft, which
 * becomes that event's next state.
 */
function draftOf(state: HandState, inPlace: boolean): HandState {
  if (inPlace) {
    state.violation = null;
    return state;
  }
  // An object literal, not a spread: one object shape for every state, and in V8 the
  // cheapest copy there is (a spread of this object costs several times more).
  return {
    config: state.config,
    phase: state.phase,
    street: state.street,
    ranOut: state.ranOut,
    board: state.board,
    holeCards: state.holeCards,
    deck: state.deck,
    round: state.round,
    stacks: state.stacks,
    bets: state.bets,
    pots: state.pots,
    toAct: state.toAct,
    legalActions: state.legalActions,
    showdown: state.showdown,
    showdownChoices: state.showdownChoices,
    log: state.log.slice(),
    violation: null,
    result: state.result,
  };
}

/** The betting round, its street, the seat to act and what they may do (from core). */
function setRound(d: HandState, round: BettingRound): void {
  d.round = round;
  d.street = round.street;
  d.toAct = round.toAct === null ? null : round.players[round.toAct].seat;
  d.legalActions = legalActionsUnchecked(round);
}

/**
 * Stacks and bets of every seat from `round`; `betsInPots`: the street's bets went into the
 * pots. `inPlace`: the draft's records are its own and are changed; otherwise new ones
 * (copies of the old, which have every seat as a key already, in seat order).
 */
function setChips(d: HandState, round: BettingRound, betsInPots: boolean, inPlace: boolean): void {
  if (inPlace) {
    // The draft's records say what the players of `d.round` (the round before `round`, in
    // the same seat order) have: every action keeps them so. Only the seats whose chips
    // changed since are written (uncalled chips back, the bets into the pots).
    const was = d.round.players;
    for (let i = 0; i < round.players.length; i++) {
      const p = round.players[i];
      const bet = betsInPots ? 0 : p.committed;
      if (was[i].stack !== p.stack) put(d.stacks, p.seat, p.stack);
      if (was[i].committed !== bet) put(d.bets, p.seat, bet);
    }
    return;
  }
  const stacks = { ...d.stacks };
  const bets = { ...d.bets };
  for (const p of round.players) {
    put(stacks, p.seat, p.stack);
    put(bets, p.seat, betsInPots ? 0 : p.committed);
  }
  d.stacks = stacks;
  d.bets = bets;
}

/**
 * `record` with `seat` set to `value`; `record` itself if it already says so. The copy is
 * `Object.assign` (V8's fastest clone of a small record); a record with the id `__proto__`
 * is copied key by key with `put` instead (assigning that key would set the prototype).
 */
function withSeat(record: Record<string, number>, seat: string, value: number, inPlace: boolean): Record<string, number> {
  if (inPlace) {
    put(record, seat, value);
    return record;
  }
  if (record[seat] === value) return record;
  if (seat === '__proto__' || hasOwn(record, '__proto__')) {
    const next: Record<string, number> = {};
    for (const id of Object.keys(record)) put(next, id, id === seat ? value : record[id]);
    return next;
  }
  const next = Object.assign({}, record);
  next[seat] = value;
  return next;
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
  const contributions: Contribution[] = [];
  for (const p of round.players) contributions.push({ seat: p.seat, amount: p.contributedBeforeStreet, folded: p.folded });
  const { pots, returned } = buildPotsUnchecked(contributions);
  for (const { seat, amount } of returned) pots.push({ amount, eligible: [seat] });
  return pots;
}

const SIZING_RULE: Readonly<Record<BettingStructure, RuleId>> = { 'no-limit': 'T11', 'pot-limit': 'T14', 'fixed-limit': 'T15' };

/**
 * The rule IDs of an action's log line: T7 (T9 for all-in), the sizing rule of the structure
 * for a bet or raise (T11, T14, T15), T12 for an all-in below a full raise, T11 when a house
 * rule changed the action.
 */
function ruleIdsOfAction(
  structure: BettingStructure,
  type: ActionType,
  requested: ActionType,
  fullRaise: boolean | undefined,
  houseRule: boolean,
): readonly RuleId[] {
  const allIn = type === 'all-in' || requested === 'all-in';
  const sized = type === 'bet' || type === 'raise' || (type === 'all-in' && fullRaise !== undefined);
  // One frozen list per combination, made once: an entry's rule IDs are read, never changed.
  const variant = (allIn ? 1 : 0) | (sized ? 2 : 0) | (fullRaise === false ? 4 : 0) | (houseRule ? 8 : 0);
  const lists = RULE_ID_LISTS[structure];
  let ids = lists[variant];
  if (ids === undefined) {
    const made: RuleId[] = [allIn ? 'T9' : 'T7'];
    if (sized) made.push(SIZING_RULE[structure]);
    if (fullRaise === false) made.push('T12');
    // A house rule for raises below the minimum is T11's; no-limit cites T11 already.
    if (houseRule && !made.includes('T11')) made.push('T11');
    ids = lists[variant] = Object.freeze(made);
  }
  return ids;
}

const RULE_ID_LISTS: Record<BettingStructure, (readonly RuleId[] | undefined)[]> = { 'no-limit': [], 'pot-limit': [], 'fixed-limit': [] };

/** The log line of an accepted ACT (T7 and the sizing rules). */
function actionEntry(
  structure: BettingStructure,
  wasCommitted: number,
  now: BettingPlayer,
  street: Street,
  applied: AppliedAction,
  requested: ActionType,
): Extract<HandLogEntry, { kind: 'action' }> {
  const entry: Extract<HandLogEntry, { kind: 'action' }> = {
    kind: 'action',
    seat: applied.seat,
    street,
    action: applied.type,
    amount: applied.to - wasCommitted,
    to: applied.to,
    allIn: now.allIn,
    shortAllIn: applied.fullRaise === false,
    ruleIds: ruleIdsOfAction(structure, applied.type, requested, applied.fullRaise, applied.houseRule !== undefined),
  };
  if (requested !== applied.type) entry.requested = requested;
  if (applied.houseRule === 'treat-as-call' || applied.houseRule === 'fill-to-minimum') entry.houseRule = applied.houseRule;
  return entry;
}

/** T10: a bet nobody called goes back, logged; returns the round without it. */
function returnUncalledTo(d: HandState, round: BettingRound): BettingRound {
  const { round: settled, returned } = returnUncalledChipsUnchecked(round);
  for (const { seat, amount } of returned)
    d.log.push({ kind: 'uncalled-returned', seat, amount, street: round.street, ruleIds: RULES_T10 });
  return settled;
}

/**
 * T5: burn one card and turn up `street`'s cards, onto the draft's board (copied first by
 * the caller unless `inPlace`); `inPlace`: the deck is the draft's own and is changed.
 */
function dealTo(d: HandState, street: BoardStreet, inPlace: boolean): void {
  const dealt = dealStreetUnchecked(d.deck.cards, d.deck.dealt, street);
  if (inPlace) {
    d.deck.dealt = dealt.next;
    d.deck.burned.push(dealt.burned);
  } else {
    d.deck = { cards: d.deck.cards, dealt: dealt.next, burned: [...d.deck.burned, dealt.burned] };
  }
  for (const card of dealt.cards) d.board.push(card);
  d.log.push({ kind: 'deal-board', street, cards: dealt.cards, ruleIds: RULES_T5 });
}

/** The next street: uncalled chips back (T10), bets into the pots, burn and deal (T5), first to act (T6). */
function nextStreetTo(d: HandState, inPlace: boolean): void {
  const round = startNextStreetUnchecked(returnUncalledTo(d, d.round));
  if (!inPlace) d.board = d.board.slice();
  dealTo(d, round.street as BoardStreet, inPlace);
  setChips(d, round, false, inPlace);
  setRound(d, round);
  d.pots = potsBeforeStreet(round);
}

/** The betting is over: uncalled chips back (T10), every bet in the pots (T18), nobody to act. */
function settleTo(d: HandState, inPlace: boolean): void {
  const round = returnUncalledTo(d, d.round);
  setChips(d, round, true, inPlace);
  d.round = round;
  d.pots = buildPotsUnchecked(handContributionsUnchecked(round)).pots;
  d.toAct = null;
  d.legalActions = {};
}

/** The board run out after the betting closed with a player all-in (T9); tournament hands face up (T16). */
function runOutTo(d: HandState, inPlace: boolean): void {
  settleTo(d, inPlace);
  const round = d.round;
  // T16 tournament rule: the hands are turned face up before the rest of the board.
  if (tournamentFaceUpUnchecked(d.config.tournament, round)) d.log.push({ kind: 'face-up', ruleIds: RULES_T16 });
  d.log.push({ kind: 'run-out', street: round.street, ruleIds: RULES_RUN_OUT });
  if (!inPlace) d.board = d.board.slice();
  if (d.board.length < 3) dealTo(d, 'flop', inPlace);
  if (d.board.length < 4) dealTo(d, 'turn', inPlace);
  if (d.board.length < 5) dealTo(d, 'river', inPlace);
  d.street = 'river';
  d.ranOut = true;
}

/**
 * T16: the showdown order, once the bets are settled; with `autoShowdown`, every decision
 * at once. When every hand is decided (also face up, T16), the pots are awarded.
 */
function showdownTo(d: HandState): void {
  const round = d.round;
  const pots = d.pots;
  const contenders: string[] = [];
  for (const p of round.players) if (!p.folded) contenders.push(p.seat);
  const faceUp = tournamentFaceUpUnchecked(d.config.tournament, round);
  if (faceUp && !d.ranOut) d.log.push({ kind: 'face-up', ruleIds: RULES_T16 });
  let showdown = startShowdownUnchecked({
    seating: { seats: d.config.seatIds, button: d.config.button },
    contenders,
    lastRiverAggressor: round.street === 'river' ? round.lastAggressorSeat : null,
    faceUp,
  });
  d.phase = 'showdown';
  if (!d.config.autoShowdown && !faceUp) {
    // The players decide (SHOW, MUCK).
    d.showdown = showdown;
    d.showdownChoices = showdownChoicesUnchecked(showdown, pots);
    return;
  }
  // Every hand still in is valued once: for the automatic decisions, the log and the award.
  const values = handValues(d.board, d.holeCards, contenders);
  if (!faceUp) {
    const played = playAutoShowdownUnchecked(showdown, pots, values);
    showdown = played.state;
    for (const { seat } of played.decided) d.log.push(showdownEntry(d, seat, showdown, values[seat]));
  } else {
    for (const seat of showdown.shown) d.log.push(showdownEntry(d, seat, showdown, values[seat]));
  }
  d.showdown = showdown;
  // Decided (as it is here but for a showdown the players play out): the award clears the choices.
  if (showdownTurnUnchecked(showdown) === null) awardTo(d, values);
  else d.showdownChoices = showdownChoicesUnchecked(showdown, pots);
}

function showdownEntry(state: HandState, seat: string, showdown: ShowdownState, value?: number): HandLogEntry {
  if (showdown.mucked.includes(seat)) return { kind: 'muck', seat, ruleIds: RULES_T16 };
  const cards = state.holeCards[seat];
  const v = value ?? handValues(state.board, state.holeCards, [seat])[seat];
  return { kind: 'show', seat, cards, category: categoryOf(v), ranks: ranksOf(v), ruleIds: RULES_SHOW };
}

/** T17: a shown hand for the result, with its best five cards. */
function shownHand(state: HandState, seat: string, value: number): ShownHand {
  const cards = state.holeCards[seat];
  return { cards, value, category: categoryOf(value), ranks: ranksOf(value), bestFive: bestFiveOf(value, state.board, cards) };
}

/** No hand values: nobody showed (T20). */
const NO_VALUES: Readonly<Record<string, number>> = Object.freeze({});

/** T18, T19, T20: the pots to the best hands that showed (or to the last player in), stacks paid. */
function awardTo(d: HandState, valued?: Readonly<Record<string, number>>): void {
  const showdown = d.showdown;
  const shown: Record<string, ShownHand> = {};
  let values: Readonly<Record<string, number>> = NO_VALUES;
  if (showdown) {
    // Every seat decided: `valued` may hold the values of seats that mucked too, which the
    // award never reads (a seat that mucked is out of every pot, T16).
    values = valued ?? handValues(d.board, d.holeCards, showdown.shown);
    for (const seat of showdown.shown) put(shown, seat, shownHand(d, seat, values[seat]));
  }
  const result = settlePots(d, shown, values);
  d.result = result;
  d.phase = showdown ? 'complete' : 'uncontested';
  d.stacks = result.finalStacks;
  d.pots = [];
  d.showdownChoices = null;
}

/** T20: everyone else folded; the last player takes the pots unseen. */
function uncontestedTo(d: HandState, inPlace: boolean): void {
  settleTo(d, inPlace);
  const winner = d.round.players.find((p) => !p.folded) as BettingPlayer;
  d.log.push({ kind: 'uncontested', seat: winner.seat, ruleIds: RULES_T20 });
  awardTo(d);
}
