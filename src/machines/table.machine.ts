/**
 * `tableMachine`: a cash-game (or tournament) table over many hands (RULES.md T2, T3, T8,
 * C1–C7) as a statechart over the session engine of `holdem-elements/core`
 * (`openSession`, `applySessionEvent`, `wakeSession`). The engine holds every rule and the
 * hands; the chart shows the table's life, so a reader (or the Stately inspector) sees
 * where it is, and runs its timers:
 *
 *   game.idle        waiting for enough players (C2), or for DEAL when `autoDeal` is off
 *   game.playing     a hand is running (`context.hand`); one substate per turn:
 *     .bot             a computer player decides after `botDelayMs`
 *     .clock           the action clock runs (C5): `decisionMs`, then
 *     .timeBank        for a disconnected player `timeBankMs` more; then check, else fold,
 *                      and the player sits out after the hand
 *     .open            no clock: the table waits
 *   game.handOver    the result is shown for `betweenHandsMs`, then the next hand
 *   game.finished    tournament: one player has every chip
 *   sitOut.idle / sitOut.timing   removes players sitting out for `sitOutLimitMs` (C4)
 *
 * Each event calls the engine once (`apply`), each timer once (`wake`); then the chart
 * follows the context to the state the table has reached (`follow`), which starts that
 * state's timer anew. The timers are data of the engine (since when a turn, a pause, a
 * sit-out runs), so a timer started again runs only for what is left of it.
 *
 * Events: JOIN, LEAVE, SIT_OUT, SIT_IN, REBUY, DISCONNECT, RECONNECT, DEAL, RESUME, and the
 * hand's ACT, SHOW, MUCK, VOID (the hand judges these: its refusal is `context.hand.violation`);
 * and `{ type: 'OPEN', input }`: a new table (a `TableInput`) on the same actor, from any state
 * but `finished`, emitted as `table-open` with the table as it opened, before its first hand
 * (input the engine cannot open is refused: `invalid-event`, field `input`). The
 * actor emits `table-open` as it starts, too.
 * Every event the table does not take — refused by the rules, malformed, of an unknown type —
 * changes nothing but `context.violation` and is emitted as `{ type: 'violation' }`; none puts
 * the actor in an error state. A hand that cannot be dealt or settled is void (C6, emitted
 * as `hand-failed`) and the table plays on.
 *
 * Time: the input's `now` (default `Date.now`; tests pass their `SimulatedClock`'s `now`).
 *
 * Save and restore: the context is plain JSON but for `now`. Either restore XState's
 * persisted snapshot (`createActor(tableMachine, { snapshot })`) or start from a saved context
 * (`input: { resume: context }`); after a snapshot, send `{ type: 'RESUME', now }` to give the
 * clock back and start the timers for what is left of them.
 */
import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { acceptAnyEvent, REFUSED, type RefusedEvent } from './any-event.js';
import { TABLE_EVENT_TYPES } from '../core/table/events.js';
import type { TableInput } from '../core/table/config.js';
import { tableViolation } from '../core/table/refusals.js';
import { nextRemoval } from '../core/table/engine.js';
import {
  actingSeat,
  applySessionEvent,
  clockRuns,
  openSession,
  sessionWakeAt,
  wakeSession,
  type SessionEvent,
  type SessionHappening,
  type SessionState,
  type SessionStep,
} from '../core/table/session.js';

export type { TableConfig, TableInput, TablePlayerInput, TournamentLevel } from '../core/table/config.js';
export type { QueuedPlayer, TableSeat, TableState } from '../core/table/engine.js';
export type { TableLogEntry, TableLogKind } from '../core/table/log.js';
export type { TableRefusal, TableViolation } from '../core/table/refusals.js';
export type { TableTurn } from '../core/table/clock.js';
export type { SessionPhase, SessionState } from '../core/table/session.js';
export { tableConfig } from '../core/table/config.js';

// ---------------------------------------------------------------------------
// Context and events

/** The machine's context: the session engine's state, and the clock it reads. */
export interface TableContext extends SessionState {
  /** The clock (the input's or RESUME's `now`); not in a JSON snapshot. */
  now?: () => number;
}

/** A new table on the same actor: the seats of `input`, nothing dealt yet; then what follows (the first hand, C2). */
export interface OpenTableEvent {
  type: 'OPEN';
  input: TableInput;
}

/** What a page sends the table (the session engine's events, and OPEN). */
export type TableEvent = SessionEvent | OpenTableEvent;

/**
 * What the table emits: what the session engine says happened, and `table-open` with the
 * table as it opened (at the actor's start, or on OPEN), before anything that follows.
 */
export type TableEmitted = SessionHappening | { type: 'table-open'; table: SessionState };

/** A table to open, or a table as it stands (a state of the session engine, e.g. a saved context) to go on from. */
export type TableMachineInput = TableInput | { resume: SessionState; now?: () => number };

function initialContext(input: TableMachineInput): TableContext {
  const context: TableContext = 'resume' in input ? { ...input.resume } : openSession(input);
  if (input.now) context.now = input.now;
  return context;
}

/** The time on the table's clock: the injected `now`, else (or if it gives no number) `Date.now()`. */
function clockNow(now: (() => number) | undefined): number {
  let time: unknown;
  try {
    time = now?.();
  } catch {
    time = undefined;
  }
  return typeof time === 'number' && Number.isFinite(time) ? time : Date.now();
}

/**
 * The engine's answer to a page's event at the clock's time: asked by the `accepts` guard and
 * used by the `apply` action of the same transition, so it is worked out once (kept for the
 * last context, event and time asked; any other triple asks the engine again).
 */
let lastAsked: { context: TableContext; event: unknown; now: number; step: SessionStep } | undefined;
function stepOf(context: TableContext, event: unknown): SessionStep {
  const clock = (event as { type?: unknown; now?: unknown }).type === 'RESUME' ? (event as { now?: unknown }).now : undefined;
  const now = clockNow(typeof clock === 'function' ? (clock as () => number) : context.now);
  if (lastAsked && lastAsked.context === context && lastAsked.event === event && lastAsked.now === now) return lastAsked.step;
  const step = applySessionEvent(context, event, now);
  lastAsked = { context, event, now, step };
  return step;
}

/** A table opened from an OPEN's input, or the error that refused it; worked out once per event (guard, then action). */
const opened = new WeakMap<object, SessionState | Error>();
function openedBy(event: OpenTableEvent): SessionState | Error {
  let table = opened.get(event);
  if (table === undefined) {
    try {
      table = openSession(event.input);
    } catch (error) {
      table = error instanceof Error ? error : new Error(String(error));
    }
    opened.set(event, table);
  }
  return table;
}

const isOpen = (event: unknown): event is OpenTableEvent => (event as { type?: unknown } | null)?.type === 'OPEN';

/** The events a page may send: the table's (C1–C5), DEAL and RESUME, and the hand's (which the hand judges). */
const PAGE_EVENTS = TABLE_EVENT_TYPES;

/** After an event or a timer, each region follows the context to its state (re-entered: its timer starts for what is left). */
const FOLLOW = ['#table.game.follow', '#table.sitOut.follow'];
const wakeUp = { target: FOLLOW, actions: 'wake' as const };

// ---------------------------------------------------------------------------
// The machine

export const tableMachine = acceptAnyEvent(
  setup({
    types: {
      context: {} as TableContext,
      events: {} as TableEvent | RefusedEvent,
      input: {} as TableMachineInput,
      emitted: {} as TableEmitted,
    },
    delays: {
      /** A computer player's delay, the action clock (C5), or the pause between hands: what is left of it. */
      gameDue: ({ context }) => Math.max(0, (sessionWakeAt(context).game ?? 0) - clockNow(context.now)),
      /** C4: until the next player sitting out is due for removal. */
      removalDue: ({ context }) => Math.max(0, (nextRemoval(context) ?? 0) - clockNow(context.now)),
    },
    guards: {
      /** The engine takes the event now (neither the table nor the hand refuses it): `snapshot.can(event)`. */
      accepts: ({ context, event }) => stepOf(context, event).ok,
      /** OPEN: the engine opens a table from the input (`snapshot.can(event)`). */
      openable: ({ event }) => isOpen(event) && !(openedBy(event) instanceof Error),
      finished: ({ context }) => context.phase === 'finished',
      handOver: ({ context }) => context.phase === 'hand-over',
      playing: ({ context }) => context.phase === 'playing',
      botToAct: ({ context }) => actingSeat(context)?.bot != null && context.config.botDelayMs > 0,
      clockRuns: ({ context }) => clockRuns(context),
      inTimeBank: ({ context }) => clockRuns(context) && context.turn?.phase === 'time-bank',
      anyoneSittingOut: ({ context }) => nextRemoval(context) !== null,
    },
    actions: {
      /** The engine's answer to a page's event: the next context (or the refusal), and what happened, emitted. */
      apply: enqueueActions(({ context, event, enqueue }) => {
        const now = event.type === 'RESUME' && typeof event.now === 'function' ? event.now : context.now;
        take(stepOf(context, event), now, enqueue);
      }),
      /** An event no transition took (`REFUSED`): the engine's refusal, which changes nothing but `violation`. */
      refuse: enqueueActions(({ context, event, enqueue }) => {
        const refused = (event as unknown as RefusedEvent).event;
        if (isOpen(refused)) {
          // Input the engine cannot open (or OPEN after a tournament's end): refused as malformed, the table as it was.
          const violation = tableViolation(
            { code: 'invalid-event', ruleId: 'C1', params: { type: 'OPEN', field: 'input', expected: 'table-input' } },
            { type: 'OPEN' },
          );
          take({ ok: false, state: { ...context, violation }, happened: [{ type: 'violation', violation }] }, context.now, enqueue);
          return;
        }
        const step = stepOf(context, refused);
        if (!step.ok) take(step, context.now, enqueue);
      }),
      /** OPEN: the new table, told as it opened, then what is due at once (its first hand, C2). */
      open: enqueueActions(({ context, event, enqueue }) => {
        const table = openedBy(event as OpenTableEvent) as SessionState;
        enqueue.emit({ type: 'table-open', table });
        take(wakeSession(table, clockNow(context.now)), context.now, enqueue);
      }),
      /** What is due now (a timer ran out). */
      wake: enqueueActions(({ context, enqueue }) => take(wakeSession(context, clockNow(context.now)), context.now, enqueue)),
      /** The actor starts: the table as it opens (or resumes) is told first. */
      opened: enqueueActions(({ context, enqueue }) => {
        const { now: _clock, ...table } = context;
        enqueue.emit({ type: 'table-open', table });
      }),
    },
  }).createMachine({
    id: 'table',
    type: 'parallel',
    context: ({ input }) => initialContext(input),
    // The first hand is dealt as the table opens when it can start (`autoDeal`, C2).
    entry: ['opened', 'wake'],
    on: {
      // Each event the engine takes; any other (refused, malformed, unknown) is handed back as REFUSED and refused.
      ...Object.fromEntries(PAGE_EVENTS.map((type) => [type, { guard: 'accepts', target: FOLLOW, actions: 'apply' } as const])),
      OPEN: { guard: 'openable', target: FOLLOW, actions: 'open' },
      [REFUSED]: { actions: 'refuse' },
    },
    states: {
      game: {
        initial: 'follow',
        states: {
          /** Where the table is now, by the context. */
          follow: {
            always: [
              { guard: 'finished', target: 'finished' },
              { guard: 'handOver', target: 'handOver' },
              { guard: 'botToAct', target: 'playing.bot' },
              { guard: 'inTimeBank', target: 'playing.timeBank' },
              { guard: 'clockRuns', target: 'playing.clock' },
              { guard: 'playing', target: 'playing.open' },
              { target: 'idle' },
            ],
          },
          /** C2: waiting for enough players (or for DEAL). */
          idle: {},
          playing: {
            initial: 'open',
            states: {
              bot: { after: { gameDue: wakeUp } },
              /** C5: the decision time. */
              clock: { after: { gameDue: wakeUp } },
              /** C5: more time for a disconnected player. */
              timeBank: { after: { gameDue: wakeUp } },
              open: {},
            },
          },
          handOver: { after: { gameDue: wakeUp } },
          /** Tournament: one player has every chip. */
          finished: { type: 'final' },
        },
      },
      /** C4: players sitting out too long are removed. */
      sitOut: {
        initial: 'follow',
        states: {
          follow: { always: [{ guard: 'anyoneSittingOut', target: 'timing' }, { target: 'idle' }] },
          idle: {},
          timing: { after: { removalDue: wakeUp } },
        },
      },
    },
  }),
);

/** The engine's step as the context (with the clock kept), and what happened, emitted. */
function take(
  step: SessionStep,
  now: (() => number) | undefined,
  enqueue: { assign: (assigner: () => TableContext) => void; emit: (event: SessionHappening) => void },
): void {
  const context: TableContext = now ? { ...step.state, now } : { ...step.state };
  if (!now) delete context.now;
  // A function, not the object: XState would call the object's `now` as a property assigner.
  enqueue.assign(() => context);
  for (const happening of step.happened) enqueue.emit(happening);
}

export type TableMachine = typeof tableMachine;
export type TableActor = ActorRefFrom<TableMachine>;
