/**
 * `tableMachine`: a cash-game (or tournament) table over many hands (RULES.md T2, T3, T8,
 * C1–C7) as a statechart over the table engine in `core/table/`. The chart holds the
 * lifecycle — waiting for players, a hand being played (the invoked `handMachine`, one per
 * hand) with whose turn it is and the action clock, the result between hands, the end of a
 * tournament — and its guards and actions call the engine once per event. No rule lives here.
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
 * Events: JOIN, LEAVE, SIT_OUT, SIT_IN, REBUY, DISCONNECT, RECONNECT, DEAL, RESUME, and the
 * hand's ACT, SHOW, MUCK, VOID (forwarded to the hand). Every event the table does not take —
 * refused by the rules, malformed, of an unknown type — changes nothing but
 * `context.violation` and is emitted as `{ type: 'violation' }`; none puts the actor in an
 * error state. A hand that fails is void (C6) and the table plays on.
 *
 * Time: the input's `now` (default `Date.now`; tests pass their `SimulatedClock`'s `now`).
 *
 * Save and restore: `actor.getPersistedSnapshot()` is plain JSON, mid-hand too (the hand's
 * own snapshot travels with it). Timers and the `now` function do not: after
 * `createActor(tableMachine, { snapshot })` send `{ type: 'RESUME', now }`, which restarts
 * the clocks where they were.
 */
import { assign, emit, enqueueActions, sendTo, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { acceptAnyEvent } from './any-event.js';
import type { TableInput } from '../core/table/config.js';
import { isNewTurn, nextTurn, startTimeBank, turnMsLeft, clockAction, type TableTurn } from '../core/table/clock.js';
import {
  applyTableEvent,
  canStartHand,
  handSetup,
  nextRemoval,
  openTable,
  refuseTableEvent,
  removeExpired,
  settleHand,
  dealNextHand,
  tableRandom,
  timeOutPlayer,
  tournamentOver,
  type TableSeat,
  type TableState,
} from '../core/table/engine.js';
import { eventShapeRefusal, isKnownTableEvent, type TableCommand } from '../core/table/events.js';
import type { TableViolation } from '../core/table/refusals.js';
import type { HandPlan } from '../core/table-rules.js';
import { botDecision, decidingSeat, type BotKind } from './bots.js';
import { handMachine, type HandContext, type HandEvent, type HandInput, type HandOutcome } from './hand.machine.js';

export type { TableConfig, TableInput, TablePlayerInput, TournamentLevel } from '../core/table/config.js';
export type { QueuedPlayer, TableSeat, TableState } from '../core/table/engine.js';
export type { TableLogEntry, TableLogKind } from '../core/table/log.js';
export type { TableRefusal, TableViolation } from '../core/table/refusals.js';
export type { TableTurn } from '../core/table/clock.js';
export { tableConfig } from '../core/table/config.js';

// ---------------------------------------------------------------------------
// Context and events

export interface TableContext extends TableState {
  /** The hand's context, as the child actor last reported it (a view reads it from here). */
  hand: HandContext | null;
  /** C5: whose turn it is and since when. */
  turn: TableTurn | null;
  /** The last hand's outcome. */
  lastResult: HandOutcome | null;
  /** The last event the table refused, until it takes one. */
  violation: TableViolation | null;
  /** The clock (the input's or RESUME's `now`); not in a JSON snapshot. */
  now?: () => number;
}

export type TableEvent =
  | TableCommand
  /** Start the next hand now (or at all, with `autoDeal: false`). */
  | { type: 'DEAL' }
  /** After restoring a saved snapshot: restart the clocks, reading the time from `now`. */
  | { type: 'RESUME'; now?: () => number }
  | HandEvent;

export type TableEmitted =
  | { type: 'violation'; violation: TableViolation }
  | { type: 'hand-start'; hand: number; plan: HandPlan }
  | { type: 'hand-complete'; hand: number; result: HandOutcome }
  /** C6: the hand could not be finished (the hand actor failed): it is void, every chip went back. */
  | { type: 'hand-failed'; hand: number; error: string }
  | { type: 'timeout'; player: string; action: 'check' | 'fold' };

function initialContext(input: TableInput): TableContext {
  const table = openTable(input);
  const context: TableContext = { ...table, hand: null, turn: null, lastResult: null, violation: null };
  if (input.now) context.now = input.now;
  return context;
}

/** The time on the table's clock: the injected `now`, else (or if it gives no number) `Date.now()`. */
function clockNow(context: TableContext): number {
  let time: unknown;
  try {
    time = context.now?.();
  } catch {
    time = undefined;
  }
  return typeof time === 'number' && Number.isFinite(time) ? time : Date.now();
}

/** The running hand's actor, if any. */
function handActor(self: AnyActorRef): ActorRefFrom<typeof handMachine> | undefined {
  return (self.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.hand as
    ActorRefFrom<typeof handMachine> | undefined;
}

/** The running hand's context as the hand actor has it now (the snapshot event's copy may be stale, or forged). */
function liveHand(self: AnyActorRef, context: TableContext): HandContext | null {
  return handActor(self)?.getSnapshot().context ?? context.hand;
}

/** The seat of the player to act in the running hand. */
function actingSeat(context: TableContext): TableSeat | null {
  const id = context.hand?.toAct ?? null;
  return id === null ? null : (context.seats.find((s) => s !== null && s.player === id) ?? null);
}

/**
 * The hand's outcome as the hand actor itself has it (never the done event's copy, which a
 * page could forge), or null when it has none: then the hand is void (C6).
 */
function outcomeOf(self: AnyActorRef, context: TableContext): HandOutcome | null {
  return handActor(self)?.getSnapshot().context?.result ?? context.hand?.result ?? null;
}

/** Refusals: which situation the event meets (a hand running or not). */
interface Situation {
  handRunning: boolean;
}

const IDLE: Situation = { handRunning: false };
const RUNNING: Situation = { handRunning: true };

/** An event the rules refuse: the violation is stored and emitted. */
const refused = (situation: Situation) => ({
  guard: { type: 'refused' as const, params: situation },
  actions: { type: 'refuse' as const, params: situation },
});
/** A seat or chip event the rules take. */
const apply = (situation: Situation) => ({ type: 'apply' as const, params: situation });

// ---------------------------------------------------------------------------
// The machine

export const tableMachine = acceptAnyEvent(
  setup({
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
      /** C5: what is left of the decision time or the time bank. */
      turnTimeLeft: ({ context }) => turnMsLeft(context.turn, context.config.clock, clockNow(context)),
      /** C4: until the next player sitting out is due for removal. */
      untilRemoval: ({ context }) => Math.max(0, (nextRemoval(context) ?? clockNow(context)) - clockNow(context)),
    },
    guards: {
      autoDealAndCanStart: ({ context }) => context.config.autoDeal && canStartHand(context),
      tournamentOver: ({ context }) => tournamentOver(context),
      /** The rules (or the event's shape) refuse the event in this situation. */
      refused: ({ context, event }, situation: Situation) => refuseTableEvent(context, event, situation.handRunning) !== null,
      /** An event of a type the table does not know (XState's own events aside). */
      unknownEvent: ({ event }) => !isKnownTableEvent(event) && !isXStateEvent(event),
      wellFormed: ({ event }) => eventShapeRefusal(event) === null,
      /** The hand's snapshot shows a new turn (another player to act, or the same after an action). */
      newTurn: ({ context, event }) => {
        const hand = (event as { snapshot?: { context?: Partial<HandContext> } }).snapshot?.context;
        return Array.isArray(hand?.log) && isNewTurn(context.turn, hand.toAct ?? null, hand.log.length);
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
      refuse: enqueueActions(({ context, event, enqueue }, situation: Situation) => {
        const violation = refuseTableEvent(context, event, situation.handRunning);
        if (!violation) return;
        enqueue.assign({ violation });
        enqueue.emit({ type: 'violation', violation });
      }),
      /** The engine's answer to a seat or chip event: the change (after the `refused` guard, always), or the refusal. */
      apply: enqueueActions(({ context, event, enqueue }, situation: Situation) => {
        const step = applyTableEvent(context, event, situation.handRunning, clockNow(context));
        if (step.ok) {
          enqueue.assign({ ...step.update, violation: null });
          return;
        }
        enqueue.assign({ violation: step.violation });
        enqueue.emit({ type: 'violation', violation: step.violation });
      }),
      resume: assign(({ event }) => (event.type === 'RESUME' && event.now ? { now: event.now, violation: null } : { violation: null })),
      removeExpired: assign(({ context }) => removeExpired(context, clockNow(context))),
      startHand: assign(({ context }) => ({ ...dealNextHand(context), hand: null, turn: null, violation: null })),
      emitHandStart: emit(({ context }) => ({ type: 'hand-start' as const, hand: context.handNumber, plan: context.plan as HandPlan })),
      mirrorHand: assign(({ context, self }) => ({ hand: liveHand(self, context) })),
      startTurn: assign(({ context }) => ({
        turn: nextTurn(context.turn, context.hand?.toAct ?? null, context.hand?.log.length ?? 0, clockNow(context)),
      })),
      startTimeBank: assign(({ context }) => ({ turn: startTimeBank(context.turn, clockNow(context)) })),
      forward: enqueueActions(({ event, enqueue }) => {
        enqueue.assign({ violation: null });
        enqueue.sendTo('hand', event as HandEvent);
      }),
      botAct: enqueueActions(({ context, enqueue }) => {
        const seat = actingSeat(context);
        const hand = context.hand;
        if (!seat?.bot || !hand || decidingSeat(hand) !== seat.player) return;
        const decision = botDecision(seat.bot as BotKind, hand, seat.player, { random: tableRandom(context, `bot:${hand.log.length}`) });
        enqueue.sendTo('hand', decision);
      }),
      foldLeaver: sendTo('hand', ({ context }) => ({ type: 'ACT' as const, seat: context.hand?.toAct ?? '', action: 'fold' as const })),
      /** C5: check if possible, else fold; the player sits out after the hand. */
      timeOut: enqueueActions(({ context, enqueue }) => {
        const player = context.hand?.toAct;
        if (!player || !context.hand) return;
        const action = clockAction(Boolean(context.hand.legalActions.check));
        enqueue.assign(timeOutPlayer(context, player, action));
        enqueue.emit({ type: 'timeout', player, action });
        enqueue.sendTo('hand', { type: 'ACT', seat: player, action });
      }),
      settleHand: enqueueActions(({ context, self, enqueue }) => {
        const hand = liveHand(self, context);
        const result = outcomeOf(self, context);
        enqueue.assign({ ...settleHand(context, result, clockNow(context)), hand, lastResult: result, turn: null });
        if (result) enqueue.emit({ type: 'hand-complete', hand: context.handNumber, result });
        else enqueue.emit({ type: 'hand-failed', hand: context.handNumber, error: 'the hand gave no result' });
      }),
      /** C6: the hand actor failed: the hand is void, every seat keeps the stack it started with. */
      voidFailedHand: enqueueActions(({ context, event, enqueue }) => {
        const error = (event as { error?: unknown }).error;
        enqueue.assign({ ...settleHand(context, null, clockNow(context)), lastResult: null, turn: null });
        enqueue.emit({ type: 'hand-failed', hand: context.handNumber, error: error instanceof Error ? error.message : String(error) });
      }),
    },
  }).createMachine({
    id: 'table',
    type: 'parallel',
    context: ({ input }) => initialContext(input),
    on: {
      // Nothing a page sends is ignored: an unknown event is refused like any other.
      '*': { guard: 'unknownEvent', actions: { type: 'refuse', params: IDLE } },
    },
    states: {
      game: {
        initial: 'idle',
        on: {
          JOIN: [refused(IDLE), { actions: apply(IDLE) }],
          LEAVE: [refused(IDLE), { actions: apply(IDLE) }],
          SIT_OUT: [refused(IDLE), { actions: apply(IDLE) }],
          SIT_IN: [refused(IDLE), { actions: apply(IDLE) }],
          REBUY: [refused(IDLE), { actions: apply(IDLE) }],
          DISCONNECT: [refused(IDLE), { actions: apply(IDLE) }],
          RECONNECT: [refused(IDLE), { actions: apply(IDLE) }],
          DEAL: { actions: { type: 'refuse', params: IDLE } },
          RESUME: [refused(IDLE), { actions: 'resume' }],
          ACT: { actions: { type: 'refuse', params: IDLE } },
          SHOW: { actions: { type: 'refuse', params: IDLE } },
          MUCK: { actions: { type: 'refuse', params: IDLE } },
          VOID: { actions: { type: 'refuse', params: IDLE } },
        },
        states: {
          /** C2: waiting for enough players (or for DEAL). */
          idle: {
            always: [
              { guard: 'tournamentOver', target: 'finished' },
              { guard: 'autoDealAndCanStart', target: 'playing', actions: ['startHand', 'emitHandStart'] },
            ],
            on: {
              DEAL: [refused(IDLE), { target: 'playing', actions: ['startHand', 'emitHandStart'] }],
            },
          },
          playing: {
            invoke: {
              id: 'hand',
              src: 'hand',
              input: ({ context }): HandInput => handSetup(context),
              onSnapshot: [{ guard: 'newTurn', target: '.deciding', actions: 'mirrorHand' }, { actions: 'mirrorHand' }],
              onDone: { target: 'handOver', actions: 'settleHand' },
              onError: { target: 'handOver', actions: 'voidFailedHand' },
            },
            // (No `reenter` on these: a transition from `playing` to its own substate that re-enters
            // would exit `playing` and start a new hand. Without it only the substates are left
            // and entered again, which restarts their timers.)
            on: {
              ACT: [refused(RUNNING), { actions: 'forward' }],
              SHOW: [refused(RUNNING), { actions: 'forward' }],
              MUCK: [refused(RUNNING), { actions: 'forward' }],
              VOID: [refused(RUNNING), { actions: 'forward' }],
              DEAL: { actions: { type: 'refuse', params: RUNNING } },
              // Mid-hand the seat changes of players in it wait for its end (T8, C4); a leaver's hand is folded at their turn.
              LEAVE: [refused(RUNNING), { target: '.deciding', actions: apply(RUNNING) }],
              SIT_OUT: [refused(RUNNING), { actions: apply(RUNNING) }],
              REBUY: [refused(RUNNING), { actions: apply(RUNNING) }],
              DISCONNECT: [refused(RUNNING), { target: '.deciding', actions: apply(RUNNING) }],
              RECONNECT: [refused(RUNNING), { target: '.deciding', actions: apply(RUNNING) }],
              RESUME: [
                refused(RUNNING),
                { guard: 'inTimeBank', target: '.timeBank', actions: 'resume' },
                { target: '.deciding', actions: 'resume' },
              ],
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
                  turnTimeLeft: [{ guard: 'disconnectedToAct', target: 'timeBank', actions: 'startTimeBank' }, { actions: 'timeOut' }],
                },
              },
              /** C5: more time for a disconnected player. */
              timeBank: { after: { turnTimeLeft: { actions: 'timeOut' } } },
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
                // C2: not enough players (refused: the pause between hands runs on), or a malformed DEAL.
                refused(IDLE),
                { target: 'playing', actions: ['startHand', 'emitHandStart'] },
              ],
              RESUME: [refused(IDLE), { target: 'handOver', reenter: true, actions: 'resume' }],
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
              SIT_OUT: { guard: 'wellFormed', target: 'timing', reenter: true },
              RESUME: { guard: 'wellFormed', target: 'timing', reenter: true },
            },
          },
        },
      },
    },
  }),
);

/** XState's own events (`xstate.init`, `xstate.after…`, `xstate.done…`, `xstate.snapshot…`), which the chart handles or may ignore. */
function isXStateEvent(event: unknown): boolean {
  const type = (event as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('xstate.');
}

export type TableMachine = typeof tableMachine;
export type TableActor = ActorRefFrom<TableMachine>;
