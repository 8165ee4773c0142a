/**
 * A table session as a pure engine: the table (`engine.ts`) with its hands, its computer
 * players and its clocks, over time. `<poker-cash-table>` runs it directly and `tableMachine`
 * is a statechart over it; a server or a simulation can run it in Node.
 *
 * - `openSession(input)`: the table seated, nothing dealt yet (phase `idle`).
 * - `applySessionEvent(state, event, now)`: a page's event (JOIN … RECONNECT, DEAL, RESUME,
 *   and the hand's ACT, SHOW, MUCK, VOID), then everything that follows without waiting.
 * - `sessionWakeAt(state)`: when something is next due (a computer player, the action clock
 *   C5, the pause between hands, a removal C4); `wakeSession(state, now)` does what is due.
 *
 * Timers are data: the state says since when a turn, a pause or a sit-out runs, and the
 * caller (a `setTimeout`, XState's `after`, a test's clock) asks `sessionWakeAt` when to call
 * `wakeSession`. A saved state therefore resumes where it was, whatever ran it before.
 *
 * "Without waiting": a hand starts when the table can start one (`autoDeal`, C2); a player
 * who left mid-hand is folded at their turn; computer players with `botDelayMs: 0` act at
 * once; a hand's end is settled (T8, C4, C6) and the pause between hands begins. Every event
 * the rules refuse, malformed or unknown, changes nothing but `violation` (a refusal of the
 * hand itself is the hand's `violation`).
 */
import { applyHandEvent, startHand } from '../hand/engine.js';
import { HAND_EVENT_TYPES, type HandEvent, type HandOutcome, type HandState } from '../hand/types.js';
import type { HandPlan } from '../table-rules.js';
import { botDecision, decidingSeat } from './bots.js';
import { clockAction, nextTurn, startTimeBank, turnEndsAt, type TableTurn } from './clock.js';
import type { TableInput } from './config.js';
import {
  applyTableEvent,
  canStartHand,
  dealNextHand,
  handSetup,
  nextRemoval,
  openTable,
  removeExpired,
  settleHand,
  tableRandom,
  timeOutPlayer,
  tournamentOver,
  type TableSeat,
  type TableState,
} from './engine.js';
import type { TableCommand } from './events.js';
import type { TableViolation } from './refusals.js';

/**
 * - `idle`: no hand; waiting for players (C2) or for DEAL (`autoDeal: false`).
 * - `playing`: a hand is being played (`hand`), `turn` is whose turn it is.
 * - `hand-over`: the last hand's result is shown until `handEndedAt + betweenHandsMs`.
 * - `finished`: a tournament with one player left.
 */
export type SessionPhase = 'idle' | 'playing' | 'hand-over' | 'finished';

export interface SessionState extends TableState {
  phase: SessionPhase;
  /** The hand being played, or the last one (with its result) until the next is dealt. */
  hand: HandState | null;
  /** C5: whose turn it is and since when. */
  turn: TableTurn | null;
  /** The last hand's outcome (null for a hand that failed, C6). */
  lastResult: HandOutcome | null;
  /** The last event the table refused, until it takes one. */
  violation: TableViolation | null;
  /** Clock time the last hand ended: the next starts `betweenHandsMs` later. */
  handEndedAt: number | null;
}

/** What a page sends a session. */
export type SessionEvent =
  | TableCommand
  /** Start the next hand now (or at all, with `autoDeal: false`). */
  | { type: 'DEAL' }
  /** After restoring a saved table: the clocks go on (`now`: a statechart's new clock function). */
  | { type: 'RESUME'; now?: () => number }
  | HandEvent;

/** What happened in a step, in order (`tableMachine` emits these). */
export type SessionHappening =
  | { type: 'violation'; violation: TableViolation }
  /** A hand was dealt: its number, its plan, and the table as it was dealt (later steps may play and settle it at once). */
  | { type: 'hand-start'; hand: number; plan: HandPlan; table: TableState }
  | { type: 'hand-complete'; hand: number; result: HandOutcome }
  /** C6: the hand could not be finished: it is void, every chip went back. */
  | { type: 'hand-failed'; hand: number; error: string }
  | { type: 'timeout'; player: string; action: 'check' | 'fold' };

export interface SessionStep {
  /** Whether the session took the event: neither the table nor the running hand refused it (a wake is always taken). */
  ok: boolean;
  state: SessionState;
  happened: SessionHappening[];
}

/** When something is next due: `turn` (a computer player, the action clock) or the pause between hands; `removal` (C4). */
export interface SessionWake {
  game: number | null;
  removal: number | null;
}

/** A session from its input: the players seated, no hand dealt yet; throws `HoldemError` for malformed input. */
export function openSession(input: TableInput): SessionState {
  return { ...openTable(input), phase: 'idle', hand: null, turn: null, lastResult: null, violation: null, handEndedAt: null };
}

/** The seat of the player to act in the running hand. */
export function actingSeat(state: SessionState): TableSeat | null {
  const id = state.phase === 'playing' ? (state.hand?.toAct ?? null) : null;
  return id === null ? null : (state.seats.find((s) => s !== null && s.player === id) ?? null);
}

/** Whether the action clock (C5) runs for the turn: a clock is set and the player to act is neither a computer player nor leaving. */
export function clockRuns(state: SessionState): boolean {
  const seat = actingSeat(state);
  return state.config.clock !== null && seat !== null && seat.bot === null && !seat.leaveAfterHand;
}

/** When something is next due (null: nothing), for `wakeSession`. */
export function sessionWakeAt(state: SessionState): SessionWake {
  let game: number | null = null;
  if (state.phase === 'hand-over') game = (state.handEndedAt ?? 0) + state.config.betweenHandsMs;
  else if (state.phase === 'playing' && state.turn) {
    const seat = actingSeat(state);
    // (Without a delay a computer player acts in the step that gave them the turn.)
    if (seat?.bot) game = state.config.botDelayMs > 0 ? state.turn.startedAt + state.config.botDelayMs : null;
    else if (state.config.clock && clockRuns(state)) game = turnEndsAt(state.turn, state.config.clock);
  }
  return { game, removal: nextRemoval(state) };
}

/** Milliseconds from `now` until the next thing is due, or null. */
export function msUntilWake(state: SessionState, now: number): number | null {
  const { game, removal } = sessionWakeAt(state);
  const due = game === null ? removal : removal === null ? game : Math.min(game, removal);
  return due === null ? null : Math.max(0, due - now);
}

/**
 * A page's event and what follows without waiting. Refused (by the rules, or malformed or
 * unknown): the state with `violation` set. A hand event while a hand runs goes to the hand,
 * which judges it (its refusal is `hand.violation`).
 */
export function applySessionEvent(state: SessionState, event: unknown, now: number): SessionStep {
  const happened: SessionHappening[] = [];
  const running = state.phase === 'playing';
  const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  // DEAL between hands of a finished tournament ends it (as the pause's end would).
  if (type === 'DEAL' && state.phase === 'hand-over' && tournamentOver(state))
    return { ok: true, state: { ...state, phase: 'finished', violation: null }, happened };
  const step = applyTableEvent(state, event, running, now);
  if (!step.ok) {
    happened.push({ type: 'violation', violation: step.violation });
    return { ok: false, state: { ...state, violation: step.violation }, happened };
  }
  let next: SessionState = { ...state, ...step.update, violation: null };
  let ok = true;
  if (type === 'DEAL') next = startNextHand(next, now, happened);
  else if (running && (HAND_EVENT_TYPES as readonly unknown[]).includes(type) && next.hand) {
    // The hand judges its own events: refused, it changes nothing but the hand's `violation`.
    const played = applyHandEvent(next.hand, event as HandEvent);
    ok = played.ok;
    next = { ...next, hand: played.state };
  }
  return { ok, state: settle(next, now, happened), happened };
}

/** Everything due at `now` (C4 removals, a computer player's decision, the clock C5, the next hand), then what follows. */
export function wakeSession(state: SessionState, now: number): SessionStep {
  const happened: SessionHappening[] = [];
  let next = state;
  const { game, removal } = sessionWakeAt(state);
  if (removal !== null && removal <= now) next = { ...next, ...removeExpired(next, now) };
  if (game !== null && game <= now) {
    if (next.phase === 'hand-over') {
      if (tournamentOver(next)) next = { ...next, phase: 'finished' };
      else if (next.config.autoDeal && canStartHand(next)) next = startNextHand(next, now, happened);
      else next = { ...next, phase: 'idle' };
    } else if (next.phase === 'playing') next = turnDue(next, now, happened);
  }
  return { ok: true, state: settle(next, now, happened), happened };
}

/** A computer player's delay or the action clock ran out (C5). */
function turnDue(state: SessionState, now: number, happened: SessionHappening[]): SessionState {
  const seat = actingSeat(state);
  if (!seat) return state;
  if (seat.bot) return botActs(state, seat);
  const turn = state.turn;
  // C5: a disconnected player gets the time bank after the decision time, from when it ran
  // out; woken after the bank too is up, the clock acts at once.
  const clock = state.config.clock;
  if (turn?.phase === 'decision' && !seat.connected && clock && clock.timeBankMs > 0) {
    const banked = startTimeBank(turn, clock) as TableTurn;
    if (turnEndsAt(banked, clock) > now) return { ...state, turn: banked };
  }
  const hand = state.hand as HandState;
  const action = clockAction(Boolean(hand.legalActions.check));
  happened.push({ type: 'timeout', player: seat.player, action });
  const timedOut: SessionState = { ...state, ...timeOutPlayer(state, seat.player, action) };
  return handEvent(timedOut, { type: 'ACT', seat: seat.player, action });
}

/** The computer player to act decides (their event always one the rules take). */
function botActs(state: SessionState, seat: TableSeat): SessionState {
  const hand = state.hand;
  if (!seat.bot || !hand || decidingSeat(hand) !== seat.player) return state;
  const decision = botDecision(seat.bot, hand, seat.player, { random: tableRandom(state, `bot:${hand.log.length}`) });
  return handEvent(state, decision);
}

/** The hand's answer to an event (its next state, or itself with the refusal). */
/** The running hand's answer to one of its events (a refusal changes nothing but the hand's `violation`). */
function handEvent(state: SessionState, event: HandEvent): SessionState {
  const hand = state.hand;
  return hand ? { ...state, hand: applyHandEvent(hand, event).state } : state;
}

/** T2, T3: the next hand planned, posted and dealt; a hand that cannot be dealt is void (C6). */
function startNextHand(state: SessionState, now: number, happened: SessionHappening[]): SessionState {
  const planned: SessionState = { ...state, ...dealNextHand(state), turn: null, violation: null };
  happened.push({ type: 'hand-start', hand: planned.handNumber, plan: planned.plan as HandPlan, table: planned });
  try {
    return { ...planned, phase: 'playing', hand: startHand(handSetup(planned)) };
  } catch (error) {
    return endHand(planned, null, now, happened, error instanceof Error ? error.message : String(error));
  }
}

/** The hand is over: stacks, sit-outs, leavers, busts settled (T8, C4); a hand without a result is void (C6). */
function endHand(
  state: SessionState,
  result: HandOutcome | null,
  now: number,
  happened: SessionHappening[],
  failure?: string,
): SessionState {
  const settled: SessionState = { ...state, ...settleHand(state, result, now), turn: null };
  // settleHand voids an outcome whose chips do not add up (T8): the table says the hand failed (C6).
  const voided = settled.log.at(-1);
  const failed = result === null || (voided?.kind === 'hand-void' && voided.failed);
  if (failed)
    happened.push({
      type: 'hand-failed',
      hand: state.handNumber,
      error: failure ?? (result === null ? 'the hand gave no result' : "the hand's chips do not add up"),
    });
  else happened.push({ type: 'hand-complete', hand: state.handNumber, result });
  return { ...settled, lastResult: failed ? null : result, phase: 'hand-over', handEndedAt: now };
}

/**
 * What follows an event without waiting: a hand dealt when one can start (C2), a leaver
 * folded at their turn, computer players without a delay, the hand's end settled; then the
 * turn (C5) of whoever is to act.
 */
function settle(state: SessionState, now: number, happened: SessionHappening[]): SessionState {
  let s = state;
  // Every pass deals a hand, ends one or takes a decision; a hand ends within its decisions.
  for (let pass = 0; pass < 10_000; pass++) {
    if (s.phase === 'idle') {
      if (tournamentOver(s)) return { ...s, phase: 'finished' };
      if (!(s.config.autoDeal && canStartHand(s))) return s;
      s = startNextHand(s, now, happened);
      continue;
    }
    if (s.phase !== 'playing' || !s.hand) return s;
    const hand = s.hand;
    if (hand.result !== null) return endHand(s, hand.result, now, happened);
    const turn = nextTurn(s.turn, hand.toAct, hand.log.length, now);
    if (turn !== s.turn) s = { ...s, turn };
    const seat = actingSeat(s);
    let next = s;
    if (seat?.leaveAfterHand) next = handEvent(s, { type: 'ACT', seat: seat.player, action: 'fold' });
    else if (seat?.bot && s.config.botDelayMs === 0) next = botActs(s, seat);
    // Waiting for a decision (or the hand refused the one taken: it waits as well).
    if (next.hand === s.hand || next.hand?.violation) return next;
    s = next;
  }
  return s;
}
