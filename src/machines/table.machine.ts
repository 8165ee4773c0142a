/**
 * `tableMachine`: a cash-game (or tournament) table over many hands, as RULES.md describes
 * it (T2, T3, T8, C1–C7). It spawns one `handMachine` actor per hand and, between hands,
 * moves the button, settles the stacks, seats newcomers and applies sit-outs. The rules are
 * functions in `src/core/table-rules.ts`; the machine only calls them.
 *
 *   game.idle        waiting for enough players (C2), or for DEAL when `autoDeal` is off
 *   game.playing     a hand is running (the child actor `hand`); one substate per turn:
 *     .deciding        picks how the player to act will act:
 *     .bot             a computer player decides after `botDelayMs`
 *     .botAtOnce       … or at once, with `botDelayMs: 0`
 *     .leaving         a player who left mid-hand is folded at their turn
 *     .clock           the action clock runs (C5): `decisionMs`, then
 *     .timeBank        for a disconnected player `timeBankMs` more; then check, else fold,
 *                      and the player sits out after the hand
 *     .open            no clock: the table waits
 *   game.handOver    the result is shown for `betweenHandsMs`, then the next hand
 *   game.finished    tournament: one player has every chip
 *   sitOut.idle / sitOut.timing   removes players sitting out for `sitOutLimitMs` (C4)
 *
 * Events: JOIN, LEAVE, SIT_OUT, SIT_IN, REBUY, DISCONNECT, RECONNECT, DEAL, and the hand's
 * ACT, SHOW, MUCK, VOID (forwarded to the hand). An event the rules refuse changes nothing
 * but `context.violation` and is emitted as `{ type: 'violation' }`.
 *
 * Save and restore: `actor.getPersistedSnapshot()` is plain JSON, mid-hand too (the hand's
 * own snapshot travels with it). Timers do not: after `createActor(tableMachine, { snapshot })`
 * send `{ type: 'RESUME' }`, which restarts the clocks where they were.
 *
 * Chips: `context.boughtIn` (every buy-in and rebuy) always equals the seated stacks plus
 * `context.cashedOut` (chips taken away by players who left). During a hand the seated
 * stacks are the stacks the hand started with (T8); the hand settles them when it ends.
 */
import { assign, emit, enqueueActions, sendTo, setup, type ActorRefFrom } from 'xstate';
import { DEFAULT_HOUSE_RULES, type BettingStructure, type HouseRules } from '../core/betting.js';
import type { Card } from '../core/cards.js';
import { createDeck, cryptoRandom, randomInt, seededRandom, type RandomSource } from '../core/deck.js';
import { HoldemError } from '../core/errors.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.js';
import {
  checkBuyIn,
  drawForButton,
  missedBigBlind,
  planHand,
  type BuyInLimits,
  type HandPlan,
  type PlanResult,
  type SeatStatus,
} from '../core/table-rules.js';
import { botDecision, type BotKind } from './bots.js';
import { handMachine, type HandContext, type HandEvent, type HandInput, type HandLimits, type HandOutcome } from './hand.machine.js';

// ---------------------------------------------------------------------------
// Input

export interface TablePlayerInput {
  id: string;
  name?: string;
  /** Chips brought to the table. */
  stack: number;
  /** Seat index, 0 … seats − 1; default the first free seat. */
  seat?: number;
  /** A computer player. */
  bot?: BotKind;
}

export interface TournamentLevel {
  small: number;
  big: number;
  ante?: number;
}

export interface TableInput {
  structure?: BettingStructure;
  /** The blinds (a tournament starts from its first level instead). */
  blinds: { small: number; big: number };
  ante?: number;
  limits?: HandLimits;
  houseRules?: Partial<HouseRules>;
  /** C1: 2 to 10 seats; default 6, as the source room plays. */
  seats?: number;
  /** T8: default 40 to 100 big blinds. */
  buyIn?: Partial<BuyInLimits>;
  /** Seated when the table opens. */
  players?: readonly TablePlayerInput[];
  /** C2 house rule: players needed to start a hand; default 2 (home games), 3 in the 003 room. */
  minPlayers?: number;
  /** T2: the first button by high-card draw (default) or at random. */
  firstButton?: 'draw' | 'random';
  /** Reproducible draws, deals and bot choices. */
  seed?: number | string;
  /** C5: default 30 s to decide and 20 s more for a disconnected player; null: no clock. */
  clock?: { decisionMs: number; timeBankMs?: number } | null;
  /** C4: default 10 minutes. */
  sitOutLimitMs?: number;
  /** How long a computer player thinks; default 0 (at once). */
  botDelayMs?: number;
  /** How long the result stays before the next hand; default 0. */
  betweenHandsMs?: number;
  /** Deal the next hand by itself (default) or wait for DEAL. */
  autoDeal?: boolean;
  /** Tournament mode: no rebuys, hands face up on all-in (T16), blinds rise by hands played. */
  tournament?: { levels: readonly TournamentLevel[]; handsPerLevel: number };
}

export interface TableConfig {
  structure: BettingStructure;
  blinds: { small: number; big: number };
  ante: number;
  limits: HandLimits;
  houseRules: HouseRules;
  size: number;
  buyIn: BuyInLimits;
  minPlayers: number;
  firstButton: 'draw' | 'random';
  seed: number | string | null;
  clock: { decisionMs: number; timeBankMs: number } | null;
  sitOutLimitMs: number;
  botDelayMs: number;
  betweenHandsMs: number;
  autoDeal: boolean;
  tournament: { levels: TournamentLevel[]; handsPerLevel: number } | null;
}

// ---------------------------------------------------------------------------
// Context

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

export type TableLogKind =
  | 'join' | 'queue' | 'leave' | 'sit-out' | 'sit-in' | 'removed' | 'rebuy' | 'busted' | 'eliminated'
  | 'draw' | 'hand-start' | 'hand-end' | 'timeout' | 'disconnect' | 'reconnect' | 'level' | 'finished';

export interface TableLogEntry {
  kind: TableLogKind;
  hand: number;
  player?: string;
  amount?: number;
  ruleIds: string[];
  message: { en: string; de: string };
}

export interface TableViolation extends RuleViolation<unknown> {
  event: TableEvent;
}

export interface TableTurn {
  seat: string;
  /** The hand log's length when the turn began: a new action is a new turn. */
  key: number;
  startedAt: number;
  phase: 'decision' | 'time-bank';
}

export interface TableContext {
  config: TableConfig;
  seats: (TableSeat | null)[];
  queue: QueuedPlayer[];
  /** Seat index of the button, null before the first hand. */
  button: number | null;
  /** T2: the high-card draw for the first button, shown to the reader. */
  draw: { cards: Record<number, Card>; button: number } | null;
  /** Hands started so far; the hand being played has this number. */
  handNumber: number;
  lastHandPlayers: number;
  /** The plan of the hand being played (or the last one). */
  plan: HandPlan | null;
  /** The hand's context, as the child actor last reported it (a view reads it from here). */
  hand: HandContext | null;
  turn: TableTurn | null;
  lastResult: HandOutcome | null;
  /** Tournament level index. */
  level: number;
  /** Tournament: players out, first out first. */
  eliminated: string[];
  boughtIn: number;
  cashedOut: number;
  log: TableLogEntry[];
  violation: TableViolation | null;
}

// ---------------------------------------------------------------------------
// Events

export type TableEvent =
  | { type: 'JOIN'; player: string; name?: string; buyIn: number; seat?: number; bot?: BotKind; postBigBlind?: boolean }
  | { type: 'LEAVE'; player: string }
  | { type: 'SIT_OUT'; player: string }
  | { type: 'SIT_IN'; player: string; postBigBlind?: boolean }
  /** A rebuy (busted) or a top-up, between hands only (T8). */
  | { type: 'REBUY'; player: string; amount: number }
  | { type: 'DISCONNECT'; player: string }
  | { type: 'RECONNECT'; player: string }
  /** Start the next hand now (or at all, with `autoDeal: false`). */
  | { type: 'DEAL' }
  /** After restoring a saved snapshot: restart the clocks. */
  | { type: 'RESUME' }
  | HandEvent;

export type TableEmitted =
  | { type: 'violation'; violation: TableViolation }
  | { type: 'hand-start'; hand: number; plan: HandPlan }
  | { type: 'hand-complete'; hand: number; result: HandOutcome }
  | { type: 'timeout'; player: string; action: 'check' | 'fold' };

// ---------------------------------------------------------------------------
// Setting up

function invalid(message: string): never {
  throw new HoldemError('invalid-input', message);
}

function whole(value: unknown, name: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) invalid(`${name} must be a whole number, at least ${min}`);
  return value;
}

/** Checks the input and fills in the defaults; throws `HoldemError` (`invalid-input`). */
export function tableConfig(input: TableInput): TableConfig {
  if (input === null || typeof input !== 'object') invalid('a table needs an input object');
  const size = whole(input.seats ?? 6, 'seats', 2);
  if (size > 10) invalid('a table has 2 to 10 seats (C1)');
  const tournament = input.tournament
    ? { levels: input.tournament.levels.map((l) => ({ small: whole(l.small, 'a level small blind'), big: whole(l.big, 'a level big blind', 1), ante: whole(l.ante ?? 0, 'a level ante') })), handsPerLevel: whole(input.tournament.handsPerLevel, 'handsPerLevel', 1) }
    : null;
  if (tournament && tournament.levels.length === 0) invalid('a tournament needs at least one blind level');
  const blinds = tournament ? { small: tournament.levels[0].small, big: tournament.levels[0].big } : { small: whole(input.blinds?.small, 'the small blind'), big: whole(input.blinds?.big, 'the big blind', 1) };
  if (blinds.small > blinds.big) invalid('the small blind cannot be larger than the big blind');
  const buyIn = { min: whole(input.buyIn?.min ?? 40 * blinds.big, 'buyIn.min', 1), max: whole(input.buyIn?.max ?? 100 * blinds.big, 'buyIn.max', 1) };
  if (buyIn.min > buyIn.max) invalid('buyIn.min cannot be above buyIn.max');
  const clock = input.clock === null ? null : { decisionMs: whole(input.clock?.decisionMs ?? 30_000, 'clock.decisionMs', 1), timeBankMs: whole(input.clock?.timeBankMs ?? 20_000, 'clock.timeBankMs') };
  return {
    structure: input.structure ?? 'no-limit',
    blinds,
    ante: tournament ? (tournament.levels[0].ante ?? 0) : whole(input.ante ?? 0, 'the ante'),
    limits: input.limits ?? {},
    houseRules: { ...DEFAULT_HOUSE_RULES, ...(input.houseRules ?? {}) },
    size,
    buyIn,
    minPlayers: Math.min(size, whole(input.minPlayers ?? 2, 'minPlayers', 2)),
    firstButton: input.firstButton ?? 'draw',
    seed: input.seed ?? null,
    clock,
    sitOutLimitMs: whole(input.sitOutLimitMs ?? 600_000, 'sitOutLimitMs', 1),
    botDelayMs: whole(input.botDelayMs ?? 0, 'botDelayMs'),
    betweenHandsMs: whole(input.betweenHandsMs ?? 0, 'betweenHandsMs'),
    autoDeal: input.autoDeal ?? true,
    tournament,
  };
}

function initialContext(input: TableInput): TableContext {
  const config = tableConfig(input);
  const seats: (TableSeat | null)[] = Array.from({ length: config.size }, () => null);
  let boughtIn = 0;
  const log: TableLogEntry[] = [];
  for (const p of input.players ?? []) {
    if (typeof p?.id !== 'string' || p.id === '') invalid('every player needs an id');
    if (seats.some((s) => s?.player === p.id)) invalid(`player "${p.id}" appears twice`);
    const stack = whole(p.stack, `the stack of ${p.id}`, 1);
    const index = p.seat ?? seats.indexOf(null);
    if (index < 0) invalid('more players than seats (C1)');
    whole(index, `the seat of ${p.id}`);
    if (index >= config.size || seats[index] !== null) invalid(`seat ${index} is not free`);
    seats[index] = newSeat(p.id, p.name, stack, 'active', p.bot ?? null);
    boughtIn += stack;
    log.push(entry('join', 0, ['C1'], `${nameOr(p)} sits down in seat ${index + 1} with ${stack}`, `${nameOr(p)} setzt sich auf Platz ${index + 1} mit ${stack}`, p.id, stack));
  }
  return {
    config, seats, queue: [], button: null, draw: null, handNumber: 0, lastHandPlayers: 0, plan: null, hand: null, turn: null,
    lastResult: null, level: 0, eliminated: [], boughtIn, cashedOut: 0, log, violation: null,
  };
}

const nameOr = (p: { id: string; name?: string }) => (p.name && p.name !== '' ? p.name : p.id);

function newSeat(player: string, name: string | undefined, stack: number, status: SeatStatus, bot: BotKind | null): TableSeat {
  return {
    player, name: name && name !== '' ? name : player, stack, status, bot, connected: true, sitOutSince: null,
    missedBigBlind: false, sitOutAfterHand: false, leaveAfterHand: false, boughtIn: stack,
  };
}

function entry(kind: TableLogKind, hand: number, ruleIds: string[], en: string, de: string, player?: string, amount?: number): TableLogEntry {
  const e: TableLogEntry = { kind, hand, ruleIds, message: { en, de } };
  if (player !== undefined) e.player = player;
  if (amount !== undefined) e.amount = amount;
  return e;
}

/** The table log keeps the last 200 lines, so that snapshots stay small. */
function withLog(log: readonly TableLogEntry[], ...entries: TableLogEntry[]): TableLogEntry[] {
  const out = log.concat(entries);
  return out.length > 200 ? out.slice(out.length - 200) : out;
}

/** The clock the actor runs on (XState's `clock` option; a `SimulatedClock` in tests). */
function now(system: unknown): number {
  const clock = (system as unknown as { _clock?: { now?: () => number } })._clock;
  return typeof clock?.now === 'function' ? clock.now() : Date.now();
}

function random(context: TableContext, salt: string): RandomSource {
  return context.config.seed === null ? cryptoRandom : seededRandom(`${context.config.seed}:${context.handNumber}:${salt}`);
}

// ---------------------------------------------------------------------------
// Views

const seatOf = (context: TableContext, player: string): number => context.seats.findIndex((s) => s?.player === player);

/** Dealt into the hand being played, which has not ended. */
function inRunningHand(context: TableContext, index: number, playing: boolean): boolean {
  return playing && context.plan !== null && context.plan.dealt.includes(index);
}

function plan(context: TableContext, firstHand = context.button === null): PlanResult {
  return planHand(
    context.seats.map((s) => (s ? { player: s.player, status: s.status, stack: s.stack } : null)),
    {
      minPlayers: context.config.minPlayers,
      lastHandPlayers: context.lastHandPlayers,
      previousButton: context.button ?? -1,
      firstHand,
      keepButton: context.lastResult?.kind === 'void',
    },
  );
}

function blindsNow(context: TableContext): { small: number; big: number; ante: number } {
  const t = context.config.tournament;
  if (!t) return { ...context.config.blinds, ante: context.config.ante };
  const level = t.levels[Math.min(context.level, t.levels.length - 1)];
  return { small: level.small, big: level.big, ante: level.ante ?? 0 };
}

function handInput(context: TableContext): HandInput {
  const p = context.plan as HandPlan;
  const { small, big, ante } = blindsNow(context);
  const input: HandInput = {
    structure: context.config.structure,
    blinds: { small, big },
    ante,
    limits: context.config.limits,
    houseRules: context.config.houseRules,
    seats: p.dealt.map((i) => {
      const s = context.seats[i] as TableSeat;
      return p.posting.includes(i) ? { id: s.player, name: s.name, stack: s.stack, postsBigBlind: true } : { id: s.player, name: s.name, stack: s.stack };
    }),
    button: (context.seats[p.button] as TableSeat).player,
    tournament: context.config.tournament !== null,
    autoShowdown: true,
  };
  if (context.config.seed !== null) input.seed = `${context.config.seed}:hand:${context.handNumber}`;
  return input;
}

/** Tournament: one player is left with every chip. */
const tournamentOver = (context: TableContext): boolean =>
  context.config.tournament !== null && context.handNumber > 0 && context.seats.filter((s) => s !== null).length < 2;

/** Who must act in the hand now: the seat to act in a betting round. */
function actingSeat(context: TableContext): TableSeat | null {
  const id = context.hand?.toAct ?? null;
  if (id === null) return null;
  const index = seatOf(context, id);
  return index < 0 ? null : context.seats[index];
}

// ---------------------------------------------------------------------------
// Refusals

function refusal(context: TableContext, event: TableEvent, playing: boolean): TableViolation | null {
  const v = (code: string, ruleId: string, en: string, de: string, allowed: unknown = {}): TableViolation => ({ ...ruleViolation(code, ruleId, en, de, allowed), event });
  if (event.type === 'DEAL') {
    const result = plan(context);
    return result.ok ? null : { ...result.violation, event };
  }
  if (!playing && (event.type === 'ACT' || event.type === 'SHOW' || event.type === 'MUCK' || event.type === 'VOID')) {
    return v('no-hand-running', 'T6', 'No hand is being played: there is nothing to act on.', 'Es läuft keine Hand: es gibt nichts zu tun.');
  }
  if (!('player' in event)) return null;
  const index = seatOf(context, event.player);
  const seat = index < 0 ? null : context.seats[index];
  const queued = context.queue.some((q) => q.player === event.player);
  switch (event.type) {
    case 'JOIN': {
      if (typeof event.player !== 'string' || event.player === '') return v('invalid-player', 'C1', 'A player needs an id.', 'Ein Spieler braucht eine Kennung.');
      if (seat || queued) return v('already-seated', 'C1', `${event.player} is already at the table or in the queue.`, `${event.player} sitzt schon am Tisch oder steht in der Warteliste.`);
      if (context.config.tournament && context.handNumber > 0) return v('tournament-started', 'T8', 'The tournament has started: no new players.', 'Das Turnier läuft: keine neuen Spieler.');
      const buyIn = checkBuyIn(event.buyIn, 0, context.config.buyIn);
      if (buyIn) return { ...buyIn, event };
      if (event.seat !== undefined) {
        if (!Number.isSafeInteger(event.seat) || event.seat < 0 || event.seat >= context.config.size) return v('no-such-seat', 'C1', `The table has seats 1 to ${context.config.size}.`, `Der Tisch hat die Plätze 1 bis ${context.config.size}.`);
        if (context.seats[event.seat] !== null && context.seats.includes(null)) return v('seat-taken', 'C1', `Seat ${event.seat + 1} is taken.`, `Platz ${event.seat + 1} ist besetzt.`);
      }
      return null;
    }
    case 'LEAVE':
      if (seat?.leaveAfterHand) return v('already-leaving', 'C7', `${seat.name} is already leaving after this hand.`, `${seat.name} geht schon nach dieser Hand.`);
      return seat || queued ? null : v('unknown-player', 'C7', `${event.player} is neither seated nor waiting.`, `${event.player} sitzt nicht am Tisch und wartet nicht.`);
    case 'SIT_OUT':
      if (!seat) return v('unknown-player', 'C4', `${event.player} is not seated.`, `${event.player} sitzt nicht am Tisch.`);
      if (seat.status === 'sitting-out' || seat.sitOutAfterHand) return v('already-sitting-out', 'C4', `${seat.name} is already sitting out.`, `${seat.name} setzt schon aus.`);
      return null;
    case 'SIT_IN':
      if (!seat) return v('unknown-player', 'C4', `${event.player} is not seated.`, `${event.player} sitzt nicht am Tisch.`);
      if (seat.status === 'busted') return v('no-chips', 'T8', `${seat.name} has no chips: rebuy first.`, `${seat.name} hat keine Chips: erst nachkaufen.`);
      if (seat.status !== 'sitting-out' && !seat.sitOutAfterHand) return v('not-sitting-out', 'C4', `${seat.name} is not sitting out.`, `${seat.name} setzt nicht aus.`);
      return null;
    case 'REBUY': {
      if (!seat) return v('unknown-player', 'T8', `${event.player} is not seated.`, `${event.player} sitzt nicht am Tisch.`);
      if (context.config.tournament) return v('tournament-no-rebuy', 'T8', 'No rebuys in a tournament.', 'Im Turnier gibt es keinen Nachkauf.');
      const buyIn = checkBuyIn(event.amount, seat.stack, context.config.buyIn, inRunningHand(context, index, playing));
      return buyIn ? { ...buyIn, event } : null;
    }
    case 'DISCONNECT':
    case 'RECONNECT':
      return seat ? null : v('unknown-player', 'C5', `${event.player} is not seated.`, `${event.player} sitzt nicht am Tisch.`);
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------
// Seat changes (accepted events)

type Update = Partial<TableContext>;

/** C7: free seats go to the queue, first come first served. */
function seatFromQueue(seats: (TableSeat | null)[], queue: QueuedPlayer[], log: TableLogEntry[], hand: number): { seats: (TableSeat | null)[]; queue: QueuedPlayer[]; log: TableLogEntry[] } {
  let q = queue;
  let l = log;
  while (q.length > 0 && seats.includes(null)) {
    const [first, ...rest] = q;
    const index = seats.indexOf(null);
    seats[index] = newSeat(first.player, first.name, first.buyIn, first.postBigBlind ? 'posting' : 'waiting', first.bot);
    l = withLog(l, entry('join', hand, ['C7', 'C3'], `${first.name} takes seat ${index + 1} from the waiting list`, `${first.name} bekommt Platz ${index + 1} von der Warteliste`, first.player, first.buyIn));
    q = rest;
  }
  return { seats, queue: q, log: l };
}

function join(context: TableContext, event: Extract<TableEvent, { type: 'JOIN' }>): Update {
  const name = event.name && event.name !== '' ? event.name : event.player;
  const seats = context.seats.slice();
  const index = event.seat !== undefined && seats[event.seat] === null ? event.seat : seats.indexOf(null);
  const boughtIn = context.boughtIn + event.buyIn;
  if (index < 0) {
    return {
      queue: [...context.queue, { player: event.player, name, buyIn: event.buyIn, bot: event.bot ?? null, postBigBlind: event.postBigBlind === true }],
      boughtIn,
      violation: null,
      log: withLog(context.log, entry('queue', context.handNumber, ['C7'], `No seat is free: ${name} waits in the queue (place ${context.queue.length + 1})`, `Kein Platz frei: ${name} wartet in der Warteliste (Platz ${context.queue.length + 1})`, event.player, event.buyIn)),
    };
  }
  const post = event.postBigBlind === true;
  seats[index] = newSeat(event.player, name, event.buyIn, post ? 'posting' : 'waiting', event.bot ?? null);
  const how = context.button === null ? '' : post ? ' and posts a big blind to be dealt in at once' : ' and waits for the big blind';
  const wie = context.button === null ? '' : post ? ' und zahlt einen Big Blind, um sofort mitzuspielen' : ' und wartet auf den Big Blind';
  return {
    seats, boughtIn, violation: null,
    log: withLog(context.log, entry('join', context.handNumber, context.button === null ? ['C1'] : ['C3'], `${name} sits down in seat ${index + 1} with ${event.buyIn}${how}`, `${name} setzt sich auf Platz ${index + 1} mit ${event.buyIn}${wie}`, event.player, event.buyIn)),
  };
}

/** A player leaves the seat with their chips (or the queue with their buy-in). */
function cashOut(context: TableContext, player: string, kind: 'leave' | 'removed'): Update {
  const queued = context.queue.find((q) => q.player === player);
  if (queued) {
    return {
      queue: context.queue.filter((q) => q.player !== player), cashedOut: context.cashedOut + queued.buyIn, violation: null,
      log: withLog(context.log, entry('leave', context.handNumber, ['C7'], `${queued.name} leaves the waiting list`, `${queued.name} verlässt die Warteliste`, player, queued.buyIn)),
    };
  }
  const index = seatOf(context, player);
  const seat = context.seats[index] as TableSeat;
  const seats = context.seats.slice();
  seats[index] = null;
  const log = withLog(
    context.log,
    kind === 'removed'
      ? entry('removed', context.handNumber, ['C4'], `${seat.name} sat out for ${Math.round(context.config.sitOutLimitMs / 60_000)} minutes and is removed from the table with ${seat.stack}`, `${seat.name} hat ${Math.round(context.config.sitOutLimitMs / 60_000)} Minuten ausgesetzt und wird mit ${seat.stack} vom Tisch genommen`, player, seat.stack)
      : entry('leave', context.handNumber, ['C7'], `${seat.name} leaves the table with ${seat.stack}`, `${seat.name} verlässt den Tisch mit ${seat.stack}`, player, seat.stack),
  );
  const filled = seatFromQueue(seats, context.queue, log, context.handNumber);
  return { seats: filled.seats, queue: filled.queue, log: filled.log, cashedOut: context.cashedOut + seat.stack, violation: null };
}

function changeSeat(context: TableContext, player: string, change: (seat: TableSeat) => TableSeat, log?: TableLogEntry): Update {
  const index = seatOf(context, player);
  const seats = context.seats.slice();
  seats[index] = change(seats[index] as TableSeat);
  return log ? { seats, violation: null, log: withLog(context.log, log) } : { seats, violation: null };
}

function leave(context: TableContext, player: string, playing: boolean): Update {
  const index = seatOf(context, player);
  if (index >= 0 && inRunningHand(context, index, playing)) {
    const seat = context.seats[index] as TableSeat;
    return changeSeat(context, player, (s) => ({ ...s, leaveAfterHand: true }), entry('leave', context.handNumber, ['C7'], `${seat.name} leaves: their hand is folded and they go when it ends`, `${seat.name} geht: die Hand wird abgelegt, am Ende der Hand verlässt sie/er den Tisch`, player));
  }
  return cashOut(context, player, 'leave');
}

function sitOut(context: TableContext, player: string, playing: boolean, at: number): Update {
  const index = seatOf(context, player);
  const seat = context.seats[index] as TableSeat;
  if (inRunningHand(context, index, playing)) {
    return changeSeat(context, player, (s) => ({ ...s, sitOutAfterHand: true }), entry('sit-out', context.handNumber, ['C4'], `${seat.name} will sit out after this hand`, `${seat.name} setzt nach dieser Hand aus`, player));
  }
  // A newcomer who has not been dealt in yet still owes the big blind when they come back (C3).
  const owesBigBlind = seat.status === 'waiting' || seat.status === 'posting';
  return changeSeat(context, player, (s) => ({ ...s, status: 'sitting-out', sitOutSince: at, missedBigBlind: s.missedBigBlind || owesBigBlind }), entry('sit-out', context.handNumber, ['C4'], `${seat.name} sits out`, `${seat.name} setzt aus`, player));
}

function sitIn(context: TableContext, event: Extract<TableEvent, { type: 'SIT_IN' }>): Update {
  const index = seatOf(context, event.player);
  const seat = context.seats[index] as TableSeat;
  if (seat.status !== 'sitting-out') return changeSeat(context, event.player, (s) => ({ ...s, sitOutAfterHand: false }));
  const status: SeatStatus = !seat.missedBigBlind ? 'active' : event.postBigBlind ? 'posting' : 'waiting';
  const [en, de] = status === 'active'
    ? [`${seat.name} is back`, `${seat.name} spielt wieder mit`]
    : status === 'posting'
      ? [`${seat.name} is back and posts a big blind to be dealt in at once`, `${seat.name} spielt wieder mit und zahlt einen Big Blind, um sofort dabei zu sein`]
      : [`${seat.name} is back and waits for the big blind (missed it while sitting out)`, `${seat.name} spielt wieder mit und wartet auf den Big Blind (beim Aussetzen verpasst)`];
  return changeSeat(context, event.player, (s) => ({ ...s, status, sitOutSince: null, sitOutAfterHand: false }), entry('sit-in', context.handNumber, status === 'active' ? ['C4'] : ['C4', 'C3'], en, de, event.player));
}

function rebuy(context: TableContext, event: Extract<TableEvent, { type: 'REBUY' }>): Update {
  const index = seatOf(context, event.player);
  const seat = context.seats[index] as TableSeat;
  const busted = seat.status === 'busted';
  const update = changeSeat(
    context,
    event.player,
    (s) => ({ ...s, stack: s.stack + event.amount, boughtIn: s.boughtIn + event.amount, status: busted ? (s.missedBigBlind ? 'waiting' : 'active') : s.status, sitOutSince: busted ? null : s.sitOutSince }),
    entry('rebuy', context.handNumber, ['T8'], busted ? `${seat.name} rebuys for ${event.amount}` : `${seat.name} tops up by ${event.amount} to ${seat.stack + event.amount}`, busted ? `${seat.name} kauft für ${event.amount} nach` : `${seat.name} stockt um ${event.amount} auf ${seat.stack + event.amount} auf`, event.player, event.amount),
  );
  update.boughtIn = context.boughtIn + event.amount;
  return update;
}

/** C4: players who sat out (or busted) for `sitOutLimitMs` leave the table. */
function removeExpired(context: TableContext, at: number): Update {
  let ctx = context;
  for (const seat of context.seats) {
    // Players sitting out are never dealt in (C4), so this never touches a running hand.
    if (!seat || seat.sitOutSince === null || at - seat.sitOutSince < context.config.sitOutLimitMs) continue;
    ctx = { ...ctx, ...cashOut(ctx, seat.player, 'removed') };
  }
  return ctx === context ? {} : { seats: ctx.seats, queue: ctx.queue, log: ctx.log, cashedOut: ctx.cashedOut };
}

/** The next time a player sitting out is due for removal (C4), or null. */
function nextRemoval(context: TableContext): number | null {
  let next: number | null = null;
  for (const seat of context.seats) {
    if (seat?.sitOutSince == null) continue;
    const due = seat.sitOutSince + context.config.sitOutLimitMs;
    if (next === null || due < next) next = due;
  }
  return next;
}

// ---------------------------------------------------------------------------
// Hands

/** T2 and the plan for the next hand: the first button drawn (or random), who is dealt in. */
function startHand(context: TableContext): Update {
  let log = context.log;
  let draw = context.draw;
  let button = context.button;
  const handNumber = context.handNumber + 1;
  if (button === null) {
    const candidates = context.seats.flatMap((s, i) => (s && s.stack > 0 && s.status !== 'sitting-out' && s.status !== 'busted' ? [i] : []));
    const rnd = random(context, 'button');
    if (context.config.firstButton === 'draw') {
      draw = drawForButton(candidates, createDeck({ random: rnd }));
      button = draw.button;
      const cards = candidates.map((i) => `${(context.seats[i] as TableSeat).name} ${draw?.cards[i]}`).join(', ');
      const winner = (context.seats[button] as TableSeat).name;
      log = withLog(log, entry('draw', handNumber, ['T2'], `Draw for the button: ${cards}. ${winner} has the high card and the button`, `Ziehen um den Button: ${cards}. ${winner} hat die höchste Karte und den Button`));
    } else {
      button = candidates[randomInt(candidates.length, rnd)];
      const winner = (context.seats[button] as TableSeat).name;
      log = withLog(log, entry('draw', handNumber, ['T2'], `The button goes to ${winner} at random`, `Der Button geht per Zufall an ${winner}`));
    }
  }
  const result = plan({ ...context, button, draw }, context.button === null);
  if (!result.ok) throw new HoldemError('internal', result.violation.message.en);
  const p = result.plan;
  const names = (list: number[]) => list.map((i) => (context.seats[i] as TableSeat).name).join(', ');
  const { small, big } = blindsNow(context);
  log = withLog(log, entry(
    'hand-start', handNumber, ['T2', 'T3'],
    `Hand ${handNumber}: ${names([p.button])} has the button; blinds ${small}/${big}: ${names([p.small])} and ${names([p.big])}${p.posting.length ? `; ${names(p.posting)} ${p.posting.length === 1 ? 'posts' : 'post'} a big blind (C3)` : ''}`,
    `Hand ${handNumber}: ${names([p.button])} hat den Button; Blinds ${small}/${big}: ${names([p.small])} und ${names([p.big])}${p.posting.length ? `; ${names(p.posting)} ${p.posting.length === 1 ? 'zahlt' : 'zahlen'} einen Big Blind (C3)` : ''}`,
  ));
  return { button: p.button, draw, plan: p, handNumber, hand: null, turn: null, violation: null, log };
}

/** After the hand: stacks from the result, then sit-outs, leavers, busts, newcomers dealt in, missed blinds. */
function settleHand(context: TableContext, result: HandOutcome, at: number): Update {
  const p = context.plan as HandPlan;
  const voided = result.kind === 'void';
  let seats = context.seats.slice();
  let log = context.log;
  let eliminated = context.eliminated;
  const sittingOut = seats.flatMap((s, i) => (s && (s.status === 'sitting-out' || s.status === 'busted') ? [i] : []));
  const missed = voided ? [] : missedBigBlind(seats.length, p, sittingOut);
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (!seat) continue;
    let next: TableSeat = seat;
    if (p.dealt.includes(i)) {
      const stack = result.finalStacks[seat.player] ?? seat.stack;
      next = { ...next, stack, status: next.status === 'waiting' || next.status === 'posting' ? 'active' : next.status };
      if (stack === 0) {
        next = { ...next, status: 'busted', sitOutSince: at, sitOutAfterHand: false };
        log = withLog(log, entry('busted', context.handNumber, ['T8'], context.config.tournament ? `${seat.name} is out of chips` : `${seat.name} is out of chips: rebuy or leave`, context.config.tournament ? `${seat.name} hat keine Chips mehr` : `${seat.name} hat keine Chips mehr: nachkaufen oder gehen`, seat.player));
      }
    }
    if (missed.includes(i)) next = { ...next, missedBigBlind: true };
    if (next.sitOutAfterHand && next.status !== 'busted') {
      next = { ...next, status: 'sitting-out', sitOutSince: at, sitOutAfterHand: false };
      log = withLog(log, entry('sit-out', context.handNumber, ['C4'], `${seat.name} sits out`, `${seat.name} setzt aus`, seat.player));
    }
    seats[i] = next;
  }
  let ctx: TableContext = { ...context, seats, log };
  for (const seat of seats) {
    if (seat?.leaveAfterHand) ctx = { ...ctx, ...cashOut(ctx, seat.player, 'leave') };
  }
  if (ctx.config.tournament) {
    // Players out of chips leave the tournament, smallest stack at the start of the hand first.
    const out = ctx.seats
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s?.status === 'busted')
      .sort((a, b) => ((context.seats[a.i] as TableSeat).stack - (context.seats[b.i] as TableSeat).stack));
    for (const { s } of out) {
      const seatNow = s as TableSeat;
      const remaining = ctx.seats.filter((x) => x !== null).length;
      eliminated = [...eliminated, seatNow.player];
      seats = ctx.seats.slice();
      seats[seatOf(ctx, seatNow.player)] = null;
      ctx = {
        ...ctx, seats,
        log: withLog(ctx.log, entry('eliminated', context.handNumber, ['T8'], `${seatNow.name} finishes in place ${remaining}`, `${seatNow.name} belegt Platz ${remaining}`, seatNow.player)),
      };
    }
  }
  const nameOfPlayer = (id: string) => context.seats.find((x) => x?.player === id)?.name ?? id;
  const winners = (verb: string, and: string) => {
    const parts = Object.entries(result.winnings).filter(([, won]) => won > 0).map(([id, won]) => `${nameOfPlayer(id)} ${verb} ${won}`);
    return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
  };
  const level = ctx.config.tournament ? Math.min(Math.floor(context.handNumber / ctx.config.tournament.handsPerLevel), ctx.config.tournament.levels.length - 1) : 0;
  let endLog = withLog(ctx.log, entry(
    'hand-end', context.handNumber, voided ? ['C6'] : ['T18'],
    voided ? `Hand ${context.handNumber} is void: every chip went back (C6)` : `Hand ${context.handNumber} is over: ${winners('wins', 'and')}`,
    voided ? `Hand ${context.handNumber} ist ungültig: alle Chips gingen zurück (C6)` : `Hand ${context.handNumber} ist vorbei: ${winners('gewinnt', 'und')}`,
  ));
  if (level !== context.level && ctx.config.tournament) {
    const l = ctx.config.tournament.levels[level];
    endLog = withLog(endLog, entry('level', context.handNumber, ['T3'], `Blinds go up to ${l.small}/${l.big}${l.ante ? `, ante ${l.ante}` : ''}`, `Die Blinds steigen auf ${l.small}/${l.big}${l.ante ? `, Ante ${l.ante}` : ''}`));
  }
  return {
    seats: ctx.seats, queue: ctx.queue, cashedOut: ctx.cashedOut, eliminated, level, log: endLog,
    lastResult: result, lastHandPlayers: voided ? context.lastHandPlayers : p.dealt.length, turn: null,
    // C6: a void hand is dealt again with the same button (see `plan`).
    button: p.button,
  };
}

// ---------------------------------------------------------------------------
// The machine

const TIMEOUT_EN = { check: 'checks', fold: 'folds' } as const;
const TIMEOUT_DE = { check: 'checkt', fold: 'passt' } as const;

/** Mid-hand, a refused seat change (see the `refused` guard). */
const MID_HAND_REFUSAL = {
  guard: { type: 'refused', params: { midHand: true } },
  actions: { type: 'refuse', params: { midHand: true } },
} as const;

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput,
    emitted: {} as TableEmitted,
    children: {} as { hand: 'hand' },
  },
  actors: { hand: handMachine },
  delays: {
    botDelay: ({ context }) => context.config.botDelayMs,
    betweenHands: ({ context }) => context.config.betweenHandsMs,
    decision: ({ context, system }) => Math.max(0, (context.turn?.startedAt ?? 0) + (context.config.clock?.decisionMs ?? 0) - now(system)),
    timeBank: ({ context, system }) => Math.max(0, (context.turn?.startedAt ?? 0) + (context.config.clock?.timeBankMs ?? 0) - now(system)),
    untilRemoval: ({ context, system }) => Math.max(0, (nextRemoval(context) ?? now(system)) - now(system)),
  },
  guards: {
    canStart: ({ context }) => !tournamentOver(context) && plan(context).ok,
    autoDealAndCanStart: ({ context }) => context.config.autoDeal && !tournamentOver(context) && plan(context).ok,
    tournamentOver: ({ context }) => tournamentOver(context),
    /** `params.midHand`: a hand is running, so chips and seats of players in it wait for its end (T8). */
    refused: ({ context, event }, params: { midHand: boolean } | undefined) => refusal(context, event, params?.midHand === true) !== null,
    newTurn: ({ context, event }) => {
      const hand = (event as unknown as { snapshot: { context: HandContext } }).snapshot.context;
      return hand.toAct !== null && (context.turn === null || context.turn.seat !== hand.toAct || context.turn.key !== hand.log.length);
    },
    botToAct: ({ context }) => actingSeat(context)?.bot != null,
    botToActAtOnce: ({ context }) => context.config.botDelayMs === 0 && actingSeat(context)?.bot != null,
    leaverToAct: ({ context }) => actingSeat(context)?.leaveAfterHand === true,
    clockRuns: ({ context }) => context.config.clock !== null && actingSeat(context) !== null,
    inTimeBank: ({ context }) => context.turn?.phase === 'time-bank',
    disconnectedToAct: ({ context }) => actingSeat(context)?.connected === false && (context.config.clock?.timeBankMs ?? 0) > 0,
    anyoneSittingOut: ({ context }) => nextRemoval(context) !== null,
    nobodySittingOut: ({ context }) => nextRemoval(context) === null,
  },
  actions: {
    refuse: enqueueActions(({ context, event, enqueue }, params: { midHand: boolean } | undefined) => {
      const violation = refusal(context, event, params?.midHand === true);
      if (!violation) return;
      enqueue.assign({ violation });
      enqueue.emit({ type: 'violation', violation });
    }),
    join: assign(({ context, event }) => join(context, event as Extract<TableEvent, { type: 'JOIN' }>)),
    leave: assign(({ context, event }) => leave(context, (event as { player: string }).player, false)),
    leaveMidHand: assign(({ context, event }) => leave(context, (event as { player: string }).player, true)),
    sitOut: assign(({ context, event, system }) => sitOut(context, (event as { player: string }).player, false, now(system))),
    sitOutMidHand: assign(({ context, event, system }) => sitOut(context, (event as { player: string }).player, true, now(system))),
    sitIn: assign(({ context, event }) => sitIn(context, event as Extract<TableEvent, { type: 'SIT_IN' }>)),
    rebuy: assign(({ context, event }) => rebuy(context, event as Extract<TableEvent, { type: 'REBUY' }>)),
    connect: assign(({ context, event }) => {
      const player = (event as { player: string }).player;
      const connected = event.type === 'RECONNECT';
      const seat = context.seats[seatOf(context, player)] as TableSeat;
      return changeSeat(context, player, (s) => ({ ...s, connected }), entry(connected ? 'reconnect' : 'disconnect', context.handNumber, ['C5'], `${seat.name} ${connected ? 'is back online' : 'lost the connection'}`, `${seat.name} ${connected ? 'ist wieder verbunden' : 'hat die Verbindung verloren'}`, player));
    }),
    removeExpired: assign(({ context, system }) => removeExpired(context, now(system))),
    startHand: assign(({ context }) => startHand(context)),
    emitHandStart: emit(({ context }) => ({ type: 'hand-start' as const, hand: context.handNumber, plan: context.plan as HandPlan })),
    mirrorHand: assign(({ event }) => ({ hand: (event as unknown as { snapshot: { context: HandContext } }).snapshot.context })),
    startTurn: assign(({ context, system }) => {
      const hand = context.hand;
      if (!hand || hand.toAct === null) return { turn: null };
      if (context.turn && context.turn.seat === hand.toAct && context.turn.key === hand.log.length) return {};
      return { turn: { seat: hand.toAct, key: hand.log.length, startedAt: now(system), phase: 'decision' as const } };
    }),
    startTimeBank: assign(({ context, system }) => (context.turn && context.turn.phase === 'decision' ? { turn: { ...context.turn, startedAt: now(system), phase: 'time-bank' as const } } : {})),
    forward: sendTo('hand', ({ event }) => event as HandEvent),
    botAct: sendTo('hand', ({ context }) => {
      const seat = actingSeat(context) as TableSeat;
      return botDecision(seat.bot as BotKind, context.hand as HandContext, seat.player, { random: random(context, `bot:${(context.hand as HandContext).log.length}`) });
    }),
    foldLeaver: sendTo('hand', ({ context }) => ({ type: 'ACT' as const, seat: (context.hand as HandContext).toAct as string, action: 'fold' as const })),
    /** C5: check if possible, else fold; the player sits out after the hand. */
    timeOut: enqueueActions(({ context, enqueue }) => {
      const hand = context.hand as HandContext;
      const player = hand.toAct as string;
      const action = hand.legalActions.check ? 'check' : 'fold';
      const seat = context.seats[seatOf(context, player)] as TableSeat;
      enqueue.assign(changeSeat(context, player, (s) => ({ ...s, sitOutAfterHand: true }), entry('timeout', context.handNumber, ['C5'], `${seat.name}'s time is up: ${TIMEOUT_EN[action]} for them; sits out after the hand`, `Die Zeit von ${seat.name} ist abgelaufen: ${TIMEOUT_DE[action]} automatisch; setzt nach der Hand aus`, player)));
      enqueue.emit({ type: 'timeout', player, action });
      enqueue.sendTo('hand', { type: 'ACT', seat: player, action });
    }),
    settleHand: enqueueActions(({ context, event, system, self, enqueue }) => {
      const result = (event as unknown as { output: HandOutcome }).output;
      const child = self.getSnapshot().children.hand as ActorRefFrom<typeof handMachine> | undefined;
      const hand = child ? child.getSnapshot().context : context.hand;
      enqueue.assign({ ...settleHand(context, result, now(system)), hand });
      enqueue.emit({ type: 'hand-complete', hand: context.handNumber, result });
    }),
  },
}).createMachine({
  id: 'table',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  states: {
    game: {
      initial: 'idle',
      on: {
        JOIN: [{ guard: 'refused', actions: 'refuse' }, { actions: 'join' }],
        LEAVE: [{ guard: 'refused', actions: 'refuse' }, { actions: 'leave' }],
        SIT_OUT: [{ guard: 'refused', actions: 'refuse' }, { actions: 'sitOut' }],
        SIT_IN: [{ guard: 'refused', actions: 'refuse' }, { actions: 'sitIn' }],
        REBUY: [{ guard: 'refused', actions: 'refuse' }, { actions: 'rebuy' }],
        DISCONNECT: [{ guard: 'refused', actions: 'refuse' }, { actions: 'connect' }],
        RECONNECT: [{ guard: 'refused', actions: 'refuse' }, { actions: 'connect' }],
      },
      states: {
        /** C2: waiting for enough players (or for DEAL). */
        idle: {
          always: [
            { guard: 'tournamentOver', target: 'finished' },
            { guard: 'autoDealAndCanStart', target: 'playing', actions: ['startHand', 'emitHandStart'] },
          ],
          on: {
            DEAL: [{ guard: 'canStart', target: 'playing', actions: ['startHand', 'emitHandStart'] }, { actions: 'refuse' }],
            ACT: { actions: 'refuse' },
            SHOW: { actions: 'refuse' },
            MUCK: { actions: 'refuse' },
            VOID: { actions: 'refuse' },
          },
        },
        playing: {
          invoke: {
            id: 'hand',
            src: 'hand',
            input: ({ context }) => handInput(context),
            onSnapshot: [
              { guard: 'newTurn', target: '.deciding', actions: 'mirrorHand' },
              { actions: 'mirrorHand' },
            ],
            onDone: { target: 'handOver', actions: 'settleHand' },
          },
          // (No `reenter` on these: a transition from `playing` to its own substate that re-enters
          // would exit `playing` and start a new hand. Without it only the substates are left
          // and entered again, which restarts their timers.)
          on: {
            ACT: { actions: 'forward' },
            SHOW: { actions: 'forward' },
            MUCK: { actions: 'forward' },
            VOID: { actions: 'forward' },
            // Mid-hand the seat changes wait for the hand's end (T8, C4); a leaver's hand is folded at their turn.
            LEAVE: [MID_HAND_REFUSAL, { target: '.deciding', actions: 'leaveMidHand' }],
            SIT_OUT: [MID_HAND_REFUSAL, { actions: 'sitOutMidHand' }],
            REBUY: [MID_HAND_REFUSAL, { actions: 'rebuy' }],
            DISCONNECT: [MID_HAND_REFUSAL, { target: '.deciding', actions: 'connect' }],
            RECONNECT: [MID_HAND_REFUSAL, { target: '.deciding', actions: 'connect' }],
            RESUME: [{ guard: 'inTimeBank', target: '.timeBank' }, { target: '.deciding' }],
          },
          initial: 'deciding',
          states: {
            deciding: {
              entry: 'startTurn',
              always: [
                { guard: 'leaverToAct', target: 'leaving' },
                { guard: 'botToActAtOnce', target: 'botAtOnce' },
                { guard: 'botToAct', target: 'bot' },
                { guard: 'inTimeBank', target: 'timeBank' },
                { guard: 'clockRuns', target: 'clock' },
                { target: 'open' },
              ],
            },
            bot: { after: { botDelay: { actions: 'botAct' } } },
            /** `botDelayMs: 0`: no timer, so a table of computer players plays a whole hand in one step. */
            botAtOnce: { entry: 'botAct' },
            leaving: { entry: 'foldLeaver' },
            /** C5: the decision time. */
            clock: {
              after: {
                decision: [
                  { guard: 'disconnectedToAct', target: 'timeBank', actions: 'startTimeBank' },
                  { actions: 'timeOut' },
                ],
              },
            },
            /** C5: 20 more seconds for a disconnected player. */
            timeBank: { after: { timeBank: { actions: 'timeOut' } } },
            open: {},
          },
        },
        handOver: {
          after: {
            betweenHands: [
              { guard: 'tournamentOver', target: 'finished' },
              { guard: 'autoDealAndCanStart', target: 'playing', actions: ['startHand', 'emitHandStart'] },
              { target: 'idle' },
            ],
          },
          on: {
            DEAL: [
              { guard: 'tournamentOver', target: 'finished' },
              { guard: 'canStart', target: 'playing', actions: ['startHand', 'emitHandStart'] },
              { target: 'idle', actions: 'refuse' },
            ],
            ACT: { actions: 'refuse' },
            SHOW: { actions: 'refuse' },
            MUCK: { actions: 'refuse' },
            VOID: { actions: 'refuse' },
            RESUME: { target: 'handOver', reenter: true },
          },
        },
        /** Tournament: one player has every chip. */
        finished: { type: 'final' },
      },
    },
    /** C4: players sitting out too long are removed. */
    sitOut: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'anyoneSittingOut', target: 'timing' } },
        timing: {
          always: { guard: 'nobodySittingOut', target: 'idle' },
          after: { untilRemoval: { target: 'timing', reenter: true, actions: 'removeExpired' } },
          on: {
            SIT_OUT: { target: 'timing', reenter: true },
            RESUME: { target: 'timing', reenter: true },
          },
        },
      },
    },
  },
});

export type TableMachine = typeof tableMachine;
export type TableActor = ActorRefFrom<TableMachine>;
