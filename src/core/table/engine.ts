/**
 * A cash-game (or tournament) table between hands as a pure engine (T2, T3, T8, C1–C7): the
 * table's state as plain JSON, and one function per thing that happens to it — an event of a
 * player (`applyTableEvent`: the change or the refusal; `refuseTableEvent` asks only whether
 * the rules take it), a hand starting (`dealNextHand`), a hand ending (`settleHand`), the clock (`removeExpired`,
 * `timeOutPlayer`). Each returns the fields of the state that change. No DOM, no XState:
 * `tableMachine` runs the lifecycle and the hands, and calls these once per event.
 *
 * Chips: `boughtIn` (every buy-in and rebuy) always equals the seated stacks, the queued
 * buy-ins and `cashedOut` (chips taken away by players who left). During a hand the seated
 * stacks are the stacks the hand started with (T8); `settleHand` sets them from the result.
 */
import type { Card } from '../cards.js';
import { createDeck, cryptoRandom, randomInt, seededRandom, type RandomSource } from '../deck.js';
import { HoldemError } from '../errors.js';
import {
  checkBuyIn,
  drawForButton,
  missedBigBlind,
  planHand,
  type BlindSeats,
  type HandPlan,
  type PlanResult,
  type SeatStatus,
} from '../table-rules.js';
import { tableConfig, tablePlayers, type BotKind, type TableConfig, type TableInput } from './config.js';
import { HAND_EVENT_TYPES, type HandInput, type HandOutcome } from '../hand/types.js';
import { own } from '../records.js';
import { eventShapeRefusal, type TableCommand } from './events.js';
import type { LoggedPlayer, TableEntryWay, TableLogEntry } from './log.js';
import { tableViolation, type TableRefusal, type TableViolation } from './refusals.js';

export interface TableSeat {
  player: string;
  name: string;
  /** Chips behind; during a hand, the stack the hand started with (T8). */
  stack: number;
  status: SeatStatus;
  bot: BotKind | null;
  connected: boolean;
  /** Clock time the player started sitting out (or busted), for C4. */
  sitOutSince: number | null;
  /** The big blind passed this seat while the player sat out: they come back as a newcomer (C3). */
  missedBigBlind: boolean;
  /** Sit out when this hand ends (asked mid-hand, or timed out: C5). */
  sitOutAfterHand: boolean;
  /** Leave when this hand ends (their hand is folded at their turn). */
  leaveAfterHand: boolean;
  /** Every chip this player brought to the table. */
  boughtIn: number;
}

export interface QueuedPlayer {
  player: string;
  name: string;
  buyIn: number;
  bot: BotKind | null;
  postBigBlind: boolean;
}

export interface TableState {
  config: TableConfig;
  seats: (TableSeat | null)[];
  queue: QueuedPlayer[];
  /** Seat index of the button, null before the first hand. */
  button: number | null;
  /** The button and blinds of the last hand played to its end: where the blinds move on from (T3). */
  lastBlinds: BlindSeats | null;
  /** T2: the high-card draw for the first button, shown to the reader. */
  draw: { cards: Record<number, Card>; button: number } | null;
  /** Hands started so far; the hand being played has this number. */
  handNumber: number;
  lastHandPlayers: number;
  /** The plan of the hand being played (or the last one). */
  plan: HandPlan | null;
  /** Tournament level index. */
  level: number;
  /** Tournament: players out, first out first. */
  eliminated: string[];
  boughtIn: number;
  cashedOut: number;
  /** The table's history (the last 200 lines). */
  log: TableLogEntry[];
}

/** The fields of the state an event changes. */
export type TableUpdate = Partial<TableState>;

/** The table log keeps its last 200 lines, so that snapshots stay small. */
const LOG_LIMIT = 200;

function withLog(log: readonly TableLogEntry[], ...entries: TableLogEntry[]): TableLogEntry[] {
  const out = log.concat(entries);
  return out.length > LOG_LIMIT ? out.slice(out.length - LOG_LIMIT) : out;
}

const logged = (seat: { player: string; name: string }): LoggedPlayer => ({ player: seat.player, name: seat.name });

function newSeat(player: string, name: string | undefined, stack: number, status: SeatStatus, bot: BotKind | null): TableSeat {
  return {
    player,
    name: name ? name : player,
    stack,
    status,
    bot,
    connected: true,
    sitOutSince: null,
    missedBigBlind: false,
    sitOutAfterHand: false,
    leaveAfterHand: false,
    boughtIn: stack,
  };
}

/** A table from its input, with the players seated; throws `HoldemError` for malformed input. */
export function openTable(input: TableInput): TableState {
  const config = tableConfig(input);
  const seats: (TableSeat | null)[] = Array.from({ length: config.size }, () => null);
  let boughtIn = 0;
  const log: TableLogEntry[] = [];
  for (const { player, seat } of tablePlayers(input, config)) {
    seats[seat] = newSeat(player.id, player.name, player.stack, 'active', player.bot ?? null);
    boughtIn += player.stack;
    log.push({
      kind: 'join',
      hand: 0,
      ruleIds: ['C1'],
      ...logged(seats[seat] as TableSeat),
      seat,
      buyIn: player.stack,
      entry: 'plays',
      fromQueue: false,
    });
  }
  return {
    config,
    seats,
    queue: [],
    button: null,
    lastBlinds: null,
    draw: null,
    handNumber: 0,
    lastHandPlayers: 0,
    plan: null,
    level: 0,
    eliminated: [],
    boughtIn,
    cashedOut: 0,
    log,
  };
}

// ---------------------------------------------------------------------------
// Views

export const seatOf = (state: Pick<TableState, 'seats'>, player: string): number =>
  state.seats.findIndex((s) => s !== null && s.player === player);

/** Dealt into the hand being played, which has not ended. */
function inRunningHand(state: TableState, index: number, handRunning: boolean): boolean {
  return handRunning && state.plan !== null && state.plan.dealt.includes(index);
}

/** Every chip at the table: seated, queued, or taken away. */
const tableChips = (state: TableState): number => state.boughtIn;

/** T2, T3, C2, C3, C4: the next hand, or why it cannot start. */
export function planNextHand(state: TableState): PlanResult {
  return planHand(
    state.seats.map((s) => (s ? { player: s.player, status: s.status, stack: s.stack } : null)),
    {
      minPlayers: state.config.minPlayers,
      lastHandPlayers: state.lastHandPlayers,
      previous: state.lastBlinds,
      ...(state.button !== null ? { firstButton: state.button } : {}),
    },
  );
}

/** Tournament: one player is left with every chip. */
export function tournamentOver(state: TableState): boolean {
  return state.config.tournament !== null && state.handNumber > 0 && state.seats.filter((s) => s !== null).length < 2;
}

/** Whether the next hand can start now (C2, and a tournament that is not over). */
export function canStartHand(state: TableState): boolean {
  return !tournamentOver(state) && planNextHand(state).ok;
}

/** The blinds and ante now (a tournament's by its level, T3). */
export function blindsNow(state: TableState): { small: number; big: number; ante: number } {
  const t = state.config.tournament;
  if (!t) return { ...state.config.blinds, ante: state.config.ante };
  const level = t.levels[Math.min(state.level, t.levels.length - 1)];
  return { small: level.small, big: level.big, ante: level.ante ?? 0 };
}

/** Randomness for the table's draws and bots: seeded per hand and purpose when the table has a seed. */
export function tableRandom(state: Pick<TableState, 'config' | 'handNumber'>, salt: string): RandomSource {
  return state.config.seed === null ? cryptoRandom : seededRandom(`${state.config.seed}:${state.handNumber}:${salt}`);
}

/** The input of the hand being played (from `state.plan`). */
export function handSetup(state: TableState): HandInput {
  const plan = state.plan;
  if (!plan) throw new HoldemError('invalid-input', 'no hand is planned');
  const { small, big, ante } = blindsNow(state);
  const setup: HandInput = {
    structure: state.config.structure,
    blinds: { small, big },
    ante,
    limits: state.config.limits,
    houseRules: state.config.houseRules,
    seats: plan.dealt.map((i) => {
      const s = state.seats[i] as TableSeat;
      return plan.posting.includes(i)
        ? { id: s.player, name: s.name, stack: s.stack, postsBigBlind: true }
        : { id: s.player, name: s.name, stack: s.stack };
    }),
    button: (state.seats[plan.button] as TableSeat).player,
    tournament: state.config.tournament !== null,
    autoShowdown: true,
  };
  if (state.config.seed !== null) setup.seed = `${state.config.seed}:hand:${state.handNumber}`;
  return setup;
}

// ---------------------------------------------------------------------------
// Refusals

/**
 * Whether the rules take `event` now (`handRunning`: a hand is being played). Null: accepted
 * (a hand event while a hand runs goes on to the hand, which judges it). Otherwise the
 * refusal, with the event as sent: malformed events too, so nothing a page sends is ignored.
 */
export function refuseTableEvent(state: TableState, event: unknown, handRunning: boolean): TableViolation | null {
  const shape = eventShapeRefusal(event);
  if (shape) return tableViolation(shape, event);
  const type = (event as { type: string }).type;
  if ((HAND_EVENT_TYPES as readonly string[]).includes(type))
    return handRunning ? null : tableViolation({ code: 'no-hand-running', ruleId: 'T6', params: {} }, event);
  if (type === 'RESUME') return null;
  if (type === 'DEAL') {
    if (handRunning) return tableViolation({ code: 'hand-running', ruleId: 'C2', params: {} }, event);
    const plan = planNextHand(state);
    return plan.ok ? null : tableViolation(plan.violation, event);
  }
  return refuseTableCommand(state, event as TableCommand, handRunning);
}

/** The refusal of a well-formed seat or chip event, or null when the rules take it. */
export function refuseTableCommand(state: TableState, event: TableCommand, handRunning: boolean): TableViolation | null {
  const refuse = (refusal: TableRefusal) => tableViolation(refusal, event);
  const index = seatOf(state, event.player);
  const seat = index < 0 ? null : state.seats[index];
  const queued = state.queue.some((q) => q.player === event.player);
  const player = event.player;
  switch (event.type) {
    case 'JOIN': {
      if (seat || queued) return refuse({ code: 'already-seated', ruleId: 'C1', params: { player } });
      if (state.config.tournament && state.handNumber > 0) return refuse({ code: 'tournament-started', ruleId: 'T8', params: {} });
      const buyIn = checkBuyIn(event.buyIn, 0, state.config.buyIn, false, tableChips(state));
      if (buyIn) return tableViolation(buyIn, event, buyIn.allowed);
      if (event.seat !== undefined) {
        if (event.seat < 0 || event.seat >= state.config.size)
          return refuse({ code: 'no-such-seat', ruleId: 'C1', params: { seat: event.seat, seats: state.config.size } });
        // A taken seat is refused while another is free; on a full table the player queues (C7).
        if (state.seats[event.seat] !== null && state.seats.includes(null))
          return refuse({ code: 'seat-taken', ruleId: 'C1', params: { seat: event.seat } });
      }
      return null;
    }
    case 'LEAVE':
      if (seat?.leaveAfterHand) return refuse({ code: 'already-leaving', ruleId: 'C7', params: { player } });
      return seat || queued ? null : refuse({ code: 'unknown-player', ruleId: 'C7', params: { player } });
    case 'SIT_OUT':
      if (!seat) return refuse({ code: 'unknown-player', ruleId: 'C4', params: { player } });
      if (seat.status === 'sitting-out' || seat.sitOutAfterHand)
        return refuse({ code: 'already-sitting-out', ruleId: 'C4', params: { player } });
      return null;
    case 'SIT_IN':
      if (!seat) return refuse({ code: 'unknown-player', ruleId: 'C4', params: { player } });
      if (seat.status === 'busted') return refuse({ code: 'no-chips', ruleId: 'T8', params: { player } });
      // C4, C7: sitting in also takes back a sit-out or a leave announced for the end of the hand.
      if (seat.status !== 'sitting-out' && !seat.sitOutAfterHand && !seat.leaveAfterHand)
        return refuse({ code: 'not-sitting-out', ruleId: 'C4', params: { player } });
      return null;
    case 'REBUY': {
      if (!seat) return refuse({ code: 'unknown-player', ruleId: 'T8', params: { player } });
      if (state.config.tournament) return refuse({ code: 'tournament-no-rebuy', ruleId: 'T8', params: {} });
      const buyIn = checkBuyIn(event.amount, seat.stack, state.config.buyIn, inRunningHand(state, index, handRunning), tableChips(state));
      return buyIn ? tableViolation(buyIn, event, buyIn.allowed) : null;
    }
    case 'DISCONNECT':
    case 'RECONNECT':
      return seat ? null : refuse({ code: 'unknown-player', ruleId: 'C5', params: { player } });
  }
}

// ---------------------------------------------------------------------------
// Seat changes (accepted events)

/** The answer to a seat or chip event: the fields of the state it changes, or its refusal (the state unchanged). */
export type TableStep = { ok: true; update: TableUpdate } | { ok: false; violation: TableViolation };

/**
 * A seat or chip event (JOIN, LEAVE, SIT_OUT, SIT_IN, REBUY, DISCONNECT, RECONNECT) judged and
 * applied in one call: anything a page sends, malformed or not, gets an answer.
 */
export function applyTableEvent(state: TableState, event: unknown, handRunning: boolean, now: number): TableStep {
  const violation = refuseTableEvent(state, event, handRunning);
  if (violation) return { ok: false, violation };
  const type = (event as { type: string }).type;
  if (type === 'DEAL' || type === 'RESUME' || (HAND_EVENT_TYPES as readonly string[]).includes(type)) return { ok: true, update: {} };
  return { ok: true, update: applyTableCommand(state, event as TableCommand, handRunning, now) };
}

/** Applies a seat or chip event the rules took (`refuseTableCommand` returned null; else see `applyTableEvent`). */
export function applyTableCommand(state: TableState, event: TableCommand, handRunning: boolean, now: number): TableUpdate {
  switch (event.type) {
    case 'JOIN':
      return join(state, event);
    case 'LEAVE':
      return leave(state, event.player, handRunning);
    case 'SIT_OUT':
      return sitOut(state, event.player, handRunning, now);
    case 'SIT_IN':
      return sitIn(state, event.player, event.postBigBlind === true, handRunning);
    case 'REBUY':
      return rebuy(state, event.player, event.amount, handRunning);
    case 'DISCONNECT':
    case 'RECONNECT': {
      const connected = event.type === 'RECONNECT';
      const seat = state.seats[seatOf(state, event.player)] as TableSeat;
      return changeSeat(state, event.player, (s) => ({ ...s, connected }), {
        kind: connected ? 'reconnect' : 'disconnect',
        hand: state.handNumber,
        ruleIds: ['C5'],
        ...logged(seat),
      });
    }
  }
}

/** C3: how a newcomer comes in: with no game running yet everyone plays; else waits or posts. */
const entryWay = (state: TableState, post: boolean): TableEntryWay =>
  state.button === null ? 'plays' : post ? 'posts-big-blind' : 'waits-for-big-blind';

/** C7: free seats go to the queue, first come first served. */
function seatFromQueue(
  state: TableState,
  seats: (TableSeat | null)[],
  log: TableLogEntry[],
): { seats: (TableSeat | null)[]; queue: QueuedPlayer[]; log: TableLogEntry[] } {
  let queue = state.queue;
  let lines = log;
  while (queue.length > 0 && seats.includes(null)) {
    const [first, ...rest] = queue;
    const index = seats.indexOf(null);
    seats[index] = newSeat(first.player, first.name, first.buyIn, first.postBigBlind ? 'posting' : 'waiting', first.bot);
    lines = withLog(lines, {
      kind: 'join',
      hand: state.handNumber,
      ruleIds: ['C7', 'C3'],
      ...logged(first),
      seat: index,
      buyIn: first.buyIn,
      entry: entryWay(state, first.postBigBlind),
      fromQueue: true,
    });
    queue = rest;
  }
  return { seats, queue, log: lines };
}

function join(state: TableState, event: Extract<TableCommand, { type: 'JOIN' }>): TableUpdate {
  const name = event.name ? event.name : event.player;
  const seats = state.seats.slice();
  const index = event.seat !== undefined && seats[event.seat] === null ? event.seat : seats.indexOf(null);
  const boughtIn = state.boughtIn + event.buyIn;
  const post = event.postBigBlind === true;
  if (index < 0) {
    return {
      queue: [...state.queue, { player: event.player, name, buyIn: event.buyIn, bot: event.bot ?? null, postBigBlind: post }],
      boughtIn,
      log: withLog(state.log, {
        kind: 'queue',
        hand: state.handNumber,
        ruleIds: ['C7'],
        player: event.player,
        name,
        buyIn: event.buyIn,
        place: state.queue.length + 1,
      }),
    };
  }
  seats[index] = newSeat(event.player, name, event.buyIn, post ? 'posting' : 'waiting', event.bot ?? null);
  const entry = entryWay(state, post);
  return {
    seats,
    boughtIn,
    log: withLog(state.log, {
      kind: 'join',
      hand: state.handNumber,
      ruleIds: entry === 'plays' ? ['C1'] : ['C3'],
      player: event.player,
      name,
      seat: index,
      buyIn: event.buyIn,
      entry,
      fromQueue: false,
    }),
  };
}

/** A player leaves the seat with their chips (or the queue with their buy-in). */
function cashOut(state: TableState, player: string, removed: boolean): TableUpdate {
  const queued = state.queue.find((q) => q.player === player);
  if (queued) {
    return {
      queue: state.queue.filter((q) => q.player !== player),
      cashedOut: state.cashedOut + queued.buyIn,
      log: withLog(state.log, { kind: 'leave-queue', hand: state.handNumber, ruleIds: ['C7'], ...logged(queued), buyIn: queued.buyIn }),
    };
  }
  const index = seatOf(state, player);
  const seat = state.seats[index] as TableSeat;
  const seats = state.seats.slice();
  seats[index] = null;
  const log = withLog(
    state.log,
    removed
      ? {
          kind: 'removed',
          hand: state.handNumber,
          ruleIds: ['C4'],
          ...logged(seat),
          stack: seat.stack,
          minutes: Math.round(state.config.sitOutLimitMs / 60_000),
        }
      : { kind: 'leave', hand: state.handNumber, ruleIds: ['C7'], ...logged(seat), stack: seat.stack },
  );
  const filled = seatFromQueue(state, seats, log);
  return { seats: filled.seats, queue: filled.queue, log: filled.log, cashedOut: state.cashedOut + seat.stack };
}

function changeSeat(state: TableState, player: string, change: (seat: TableSeat) => TableSeat, line?: TableLogEntry): TableUpdate {
  const index = seatOf(state, player);
  const seats = state.seats.slice();
  seats[index] = change(seats[index] as TableSeat);
  return line ? { seats, log: withLog(state.log, line) } : { seats };
}

function leave(state: TableState, player: string, handRunning: boolean): TableUpdate {
  const index = seatOf(state, player);
  if (index >= 0 && inRunningHand(state, index, handRunning)) {
    const seat = state.seats[index] as TableSeat;
    return changeSeat(state, player, (s) => ({ ...s, leaveAfterHand: true }), {
      kind: 'leave-after-hand',
      hand: state.handNumber,
      ruleIds: ['C7'],
      ...logged(seat),
    });
  }
  return cashOut(state, player, false);
}

function sitOut(state: TableState, player: string, handRunning: boolean, now: number): TableUpdate {
  const index = seatOf(state, player);
  const seat = state.seats[index] as TableSeat;
  if (inRunningHand(state, index, handRunning)) {
    return changeSeat(state, player, (s) => ({ ...s, sitOutAfterHand: true }), {
      kind: 'sit-out',
      hand: state.handNumber,
      ruleIds: ['C4'],
      ...logged(seat),
      afterHand: true,
    });
  }
  // A newcomer who has not been dealt in yet still owes the big blind when they come back (C3).
  const owesBigBlind = seat.status === 'waiting' || seat.status === 'posting';
  return changeSeat(
    state,
    player,
    (s) => ({ ...s, status: 'sitting-out', sitOutSince: now, missedBigBlind: s.missedBigBlind || owesBigBlind }),
    { kind: 'sit-out', hand: state.handNumber, ruleIds: ['C4'], ...logged(seat), afterHand: false },
  );
}

/**
 * C3, T3: whether the big blind of the hand being played passed seat `index`, which sits it
 * out (the seat is the big blind's or between the last hand's big blind and it). `settleHand`
 * marks such a seat at the end of the hand; a player who comes back during the hand must be
 * marked now, or he would be dealt in at the end of it without paying that big blind.
 */
function bigBlindPassesNow(state: TableState, index: number, handRunning: boolean): boolean {
  const plan = state.plan;
  if (!handRunning || plan === null || plan.dealt.includes(index)) return false;
  return missedBigBlind(state.seats.length, { from: state.lastBlinds?.big ?? plan.small, to: plan.big }, [index]).length > 0;
}

function sitIn(state: TableState, player: string, postBigBlind: boolean, handRunning: boolean): TableUpdate {
  const index = seatOf(state, player);
  const seat = state.seats[index] as TableSeat;
  if (seat.status !== 'sitting-out') return changeSeat(state, player, (s) => ({ ...s, sitOutAfterHand: false, leaveAfterHand: false }));
  const missed = seat.missedBigBlind || bigBlindPassesNow(state, index, handRunning);
  const status: SeatStatus = !missed ? 'active' : postBigBlind ? 'posting' : 'waiting';
  const entry: TableEntryWay = status === 'active' ? 'plays' : status === 'posting' ? 'posts-big-blind' : 'waits-for-big-blind';
  return changeSeat(state, player, (s) => ({ ...s, status, missedBigBlind: missed, sitOutSince: null, sitOutAfterHand: false }), {
    kind: 'sit-in',
    hand: state.handNumber,
    ruleIds: status === 'active' ? ['C4'] : ['C4', 'C3'],
    ...logged(seat),
    entry,
  });
}

function rebuy(state: TableState, player: string, amount: number, handRunning: boolean): TableUpdate {
  const index = seatOf(state, player);
  const seat = state.seats[index] as TableSeat;
  const busted = seat.status === 'busted';
  // C3: a busted player back during a hand whose big blind passed his seat waits for it as a newcomer.
  const missed = seat.missedBigBlind || (busted && bigBlindPassesNow(state, index, handRunning));
  const update = changeSeat(
    state,
    player,
    (s) => ({
      ...s,
      stack: s.stack + amount,
      boughtIn: s.boughtIn + amount,
      missedBigBlind: missed,
      status: busted ? (missed ? 'waiting' : 'active') : s.status,
      sitOutSince: busted ? null : s.sitOutSince,
    }),
    { kind: 'rebuy', hand: state.handNumber, ruleIds: ['T8'], ...logged(seat), amount, stack: seat.stack + amount, busted },
  );
  return { ...update, boughtIn: state.boughtIn + amount };
}

// ---------------------------------------------------------------------------
// The clock (C4, C5)

/** C4: players who sat out (or busted) for `sitOutLimitMs` leave the table. */
export function removeExpired(state: TableState, now: number): TableUpdate {
  let next = state;
  for (const seat of state.seats) {
    // Players sitting out are never dealt in (C4), so this never touches a running hand.
    if (!seat || seat.sitOutSince === null || now - seat.sitOutSince < state.config.sitOutLimitMs) continue;
    next = { ...next, ...cashOut(next, seat.player, true) };
  }
  return next === state ? {} : { seats: next.seats, queue: next.queue, log: next.log, cashedOut: next.cashedOut };
}

/** The next time a player sitting out is due for removal (C4), or null. */
export function nextRemoval(state: TableState): number | null {
  let next: number | null = null;
  for (const seat of state.seats) {
    if (seat?.sitOutSince == null) continue;
    const due = seat.sitOutSince + state.config.sitOutLimitMs;
    if (next === null || due < next) next = due;
  }
  return next;
}

/** C5: the clock took `action` for `player`, who sits out after the hand. */
export function timeOutPlayer(state: TableState, player: string, action: 'check' | 'fold'): TableUpdate {
  const index = seatOf(state, player);
  if (index < 0) return {};
  const seat = state.seats[index] as TableSeat;
  return changeSeat(state, player, (s) => ({ ...s, sitOutAfterHand: true }), {
    kind: 'timeout',
    hand: state.handNumber,
    ruleIds: ['C5'],
    ...logged(seat),
    action,
  });
}

// ---------------------------------------------------------------------------
// Hands

/** Seats that can take part in the draw for the first button. */
function firstHandCandidates(state: TableState): number[] {
  return state.seats.flatMap((s, i) => (s && s.stack > 0 && s.status !== 'sitting-out' && s.status !== 'busted' ? [i] : []));
}

/** T2, T3: the next hand: the first button drawn (or at random), who is dealt in, who posts. Call when `canStartHand`. */
export function dealNextHand(state: TableState): TableUpdate {
  let log = state.log;
  let draw = state.draw;
  let button = state.button;
  const handNumber = state.handNumber + 1;
  if (button === null) {
    const candidates = firstHandCandidates(state);
    const random = tableRandom(state, 'button');
    if (state.config.firstButton === 'draw') {
      draw = drawForButton(candidates, createDeck({ random }));
      button = draw.button;
      const drawn = draw;
      log = withLog(log, {
        kind: 'draw',
        hand: handNumber,
        ruleIds: ['T2'],
        ...logged(state.seats[button] as TableSeat),
        cards: candidates.map((i) => ({ ...logged(state.seats[i] as TableSeat), card: drawn.cards[i] })),
      });
    } else {
      button = candidates[randomInt(candidates.length, random)];
      log = withLog(log, { kind: 'random-button', hand: handNumber, ruleIds: ['T2'], ...logged(state.seats[button] as TableSeat) });
    }
  }
  const result = planNextHand({ ...state, button });
  if (!result.ok)
    throw new HoldemError(
      'invalid-input',
      `dealNextHand: no hand can start (C2: ${result.violation.params.seated} of ${result.violation.params.needed} players)`,
    );
  const plan = result.plan;
  const at = (i: number) => logged(state.seats[i] as TableSeat);
  log = withLog(log, {
    kind: 'hand-start',
    hand: handNumber,
    ruleIds: plan.posting.length ? ['T2', 'T3', 'C3'] : ['T2', 'T3'],
    button: at(plan.button),
    smallBlind: at(plan.small),
    bigBlind: at(plan.big),
    posting: plan.posting.map(at),
    blinds: blindsNow(state),
  });
  return { button: plan.button, draw, plan, handNumber, log };
}

/** Whether `outcome`'s final stacks are exactly the dealt players' chips, as safe integers. */
function conserves(state: TableState, plan: HandPlan, outcome: HandOutcome): boolean {
  if (typeof outcome !== 'object' || outcome === null || typeof outcome.finalStacks !== 'object' || outcome.finalStacks === null)
    return false;
  let before = 0;
  let after = 0;
  for (const i of plan.dealt) {
    const seat = state.seats[i] as TableSeat;
    const stack = own(outcome.finalStacks, seat.player);
    if (stack === undefined || !Number.isSafeInteger(stack) || stack < 0) return false;
    before += seat.stack;
    after += stack;
  }
  return before === after && Object.keys(outcome.finalStacks).length === plan.dealt.length;
}

/**
 * After the hand: stacks from the result, then sit-outs, leavers, busts, newcomers dealt in,
 * missed blinds; in a tournament the players out and the next level. `result` null: the hand
 * could not be finished and is void (C6): every seat keeps the stack it started with.
 */
export function settleHand(state: TableState, outcome: HandOutcome | null, now: number): TableUpdate {
  const plan = state.plan;
  if (!plan) return {};
  // T8: the hand plays exactly the chips its players brought; an outcome that does not add up is no outcome.
  const result = outcome && conserves(state, plan, outcome) ? outcome : null;
  const voided = result === null || result.kind === 'void';
  let seats = state.seats.slice();
  let log = state.log;
  let eliminated = state.eliminated;
  const sittingOut = seats.flatMap((s, i) => (s && (s.status === 'sitting-out' || s.status === 'busted') ? [i] : []));
  const missed = voided ? [] : missedBigBlind(seats.length, { from: state.lastBlinds?.big ?? plan.small, to: plan.big }, sittingOut);
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (!seat) continue;
    let next: TableSeat = seat;
    if (plan.dealt.includes(i)) {
      const stack = (result && own(result.finalStacks, seat.player)) ?? seat.stack;
      // Dealt in: whatever big blind the seat missed before is paid (C3).
      next = {
        ...next,
        stack,
        missedBigBlind: false,
        status: next.status === 'waiting' || next.status === 'posting' ? 'active' : next.status,
      };
      if (stack === 0) {
        next = { ...next, status: 'busted', sitOutSince: now, sitOutAfterHand: false };
        log = withLog(log, {
          kind: 'busted',
          hand: state.handNumber,
          ruleIds: ['T8'],
          ...logged(seat),
          tournament: state.config.tournament !== null,
        });
      }
    }
    if (missed.includes(i)) next = { ...next, missedBigBlind: true };
    if (next.sitOutAfterHand && next.status !== 'busted') {
      next = { ...next, status: 'sitting-out', sitOutSince: now, sitOutAfterHand: false };
      log = withLog(log, { kind: 'sit-out', hand: state.handNumber, ruleIds: ['C4'], ...logged(seat), afterHand: false });
    }
    seats[i] = next;
  }
  let table: TableState = { ...state, seats, log };
  for (const seat of seats) {
    if (seat?.leaveAfterHand) table = { ...table, ...cashOut(table, seat.player, false) };
  }
  if (table.config.tournament) {
    // Players out of chips leave the tournament, smallest stack at the start of the hand first.
    const out = table.seats
      .flatMap((s, i) => (s?.status === 'busted' ? [{ seat: s, start: state.seats[i]?.stack ?? 0 }] : []))
      .sort((a, b) => a.start - b.start);
    for (const { seat } of out) {
      const place = table.seats.filter((x) => x !== null).length;
      eliminated = [...eliminated, seat.player];
      seats = table.seats.slice();
      seats[seatOf(table, seat.player)] = null;
      table = {
        ...table,
        seats,
        log: withLog(table.log, { kind: 'eliminated', hand: state.handNumber, ruleIds: ['T8'], ...logged(seat), place }),
      };
    }
  }
  const nameOf = (id: string): string => state.seats.find((x) => x !== null && x.player === id)?.name ?? id;
  const winners =
    result === null || typeof result.winnings !== 'object'
      ? []
      : Object.keys(result.winnings).flatMap((id) => {
          const amount = own(result.winnings, id) ?? 0;
          return amount > 0 ? [{ player: id, name: nameOf(id), amount }] : [];
        });
  let endLog = withLog(
    table.log,
    voided
      ? { kind: 'hand-void', hand: state.handNumber, ruleIds: ['C6'], failed: result === null }
      : { kind: 'hand-end', hand: state.handNumber, ruleIds: ['T18'], winners },
  );
  const tournament = table.config.tournament;
  const level = tournament ? Math.min(Math.floor(state.handNumber / tournament.handsPerLevel), tournament.levels.length - 1) : 0;
  if (tournament && level !== state.level) {
    const { small, big, ante } = tournament.levels[level];
    endLog = withLog(endLog, { kind: 'level', hand: state.handNumber, ruleIds: ['T3'], level, small, big, ante: ante ?? 0 });
  }
  return {
    seats: table.seats,
    queue: table.queue,
    cashedOut: table.cashedOut,
    eliminated,
    level,
    log: endLog,
    lastHandPlayers: voided ? state.lastHandPlayers : plan.dealt.length,
    // C6: a void hand is dealt again with the same button and blinds.
    lastBlinds: voided ? state.lastBlinds : { button: plan.button, small: plan.small, big: plan.big },
    button: plan.button,
  };
}
