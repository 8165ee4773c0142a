/**
 * `<poker-table mode="cash">`'s engine room: one `tableMachine` actor per element, its snapshots
 * saved to `localStorage` when the author asks (`persist`), and what changed between two
 * snapshots worked out as events (hand actions, streets, results, table log lines, refusals).
 * The element renders from `snapshot` and sends events through `send()`; no table rule lives here.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type Subscription } from 'xstate';
import type { HandContext, HandLogEntry, HandViolation } from '../../machines/hand.machine.js';
import {
  tableMachine,
  type TableActor,
  type TableContext,
  type TableEmitted,
  type TableEvent,
  type TableInput,
  type TableLogEntry,
  type TableViolation,
} from '../../machines/table.machine.js';

type TableSnapshot = ReturnType<TableActor['getSnapshot']>;
/** XState's clock for an actor's timers (`SimulatedClock` in tests). */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** What the element hears from the table, worked out from one snapshot to the next. */
export interface CashListener {
  /** New lines of the running hand's log (actions, streets). */
  handEntries(context: HandContext, entries: readonly HandLogEntry[]): void;
  /** The hand ended: its final context (with `result`). */
  handComplete(context: HandContext): void;
  /** New lines of the table log. */
  tableEntries(entries: readonly TableLogEntry[]): void;
  /** The table or the hand refused an event. */
  refused(violation: TableViolation | HandViolation): void;
  /** The clock acted for a player (C5). */
  timeout(player: string, action: 'check' | 'fold'): void;
  /** Restoring the saved table failed: a fresh one runs instead. */
  restoreFailed(key: string, error: unknown): void;
  /** The actor failed (bad input). */
  failed(error: unknown): void;
}

interface Saved {
  version: 1;
  signature: string;
  snapshot: unknown;
}

const SAVE_VERSION = 1;

export interface CashStart {
  input: TableInput;
  /** The reader's player id: a table saved for another reader is not restored. */
  hero: string;
  /** A `SimulatedClock` in tests; unset: real time. */
  clock?: Clock | undefined;
  /** `localStorage` key to save to and restore from. */
  persist?: string | undefined;
  /** Restore the saved table (default); false: start afresh and overwrite it. */
  restore?: boolean;
}

/** A persisted table snapshot that looks like one this machine wrote. */
function looksLikeTable(value: unknown, size: number): boolean {
  const snapshot = value as { status?: unknown; value?: { game?: unknown }; context?: Partial<TableContext> } | null;
  const context = snapshot?.context;
  return (
    snapshot !== null && typeof snapshot === 'object' && snapshot.status === 'active' && typeof snapshot.value === 'object' && snapshot.value !== null &&
    snapshot.value.game !== undefined && typeof context === 'object' && context !== null && Array.isArray(context.seats) && context.seats.length === size &&
    typeof context.config === 'object' && Array.isArray(context.log) && typeof context.handNumber === 'number' && typeof context.boughtIn === 'number'
  );
}

export class CashTable implements ReactiveController {
  private current: Actor<typeof tableMachine> | undefined;
  private subscription: Subscription | undefined;
  private started: CashStart | undefined;
  private signature = '';
  private parked: unknown;
  private connected = false;
  private failure: unknown;
  /** While the actor starts: its first snapshots are the state, not news. */
  private starting = false;
  /** Where the events were worked out up to. */
  private seen: { hand: number; handLog: number; completed: number; tableEntry: TableLogEntry | null; tableLog: number; handViolation: HandViolation | null } = {
    hand: 0, handLog: 0, completed: 0, tableEntry: null, tableLog: 0, handViolation: null,
  };

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly listener: CashListener,
  ) {
    host.addController(this);
  }

  get actor(): Actor<typeof tableMachine> | undefined {
    return this.current;
  }

  get snapshot(): TableSnapshot | undefined {
    return this.current?.getSnapshot();
  }

  get error(): unknown {
    return this.failure;
  }

  /** A table from `start.input`, or the saved one under `start.persist` if it was saved for the same input. */
  start(start: CashStart): void {
    this.started = start;
    this.signature = JSON.stringify({ input: start.input, hero: start.hero });
    this.parked = undefined;
    const key = start.persist;
    if (key && start.restore !== false) {
      let raw: string | null = null;
      try {
        raw = globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
      if (raw !== null) {
        try {
          const saved = JSON.parse(raw) as Saved;
          if (saved?.version !== SAVE_VERSION || saved.signature !== this.signature) throw new Error('saved for other settings');
          if (!looksLikeTable(saved.snapshot, (start.input.seats ?? 6))) throw new Error('not a table snapshot');
          this.spawn(saved.snapshot);
          const snapshot = this.current?.getSnapshot();
          if (!snapshot || snapshot.status !== 'active' || this.failure !== undefined) throw this.failure ?? new Error('the table did not start');
          return;
        } catch (error) {
          this.stop();
          this.current = undefined;
          this.failure = undefined;
          this.listener.restoreFailed(key, error);
        }
      }
    }
    this.spawn(undefined);
  }

  /** Sends an event to the table; ignored when there is none or it has stopped. */
  send(event: TableEvent): void {
    const actor = this.current;
    if (!actor || actor.getSnapshot().status !== 'active') return;
    actor.send(event);
  }

  /** Stops the table and forgets it. */
  clear(): void {
    this.stop();
    this.current = undefined;
    this.parked = undefined;
    this.failure = undefined;
  }

  hostConnected(): void {
    this.connected = true;
    if (this.parked !== undefined) {
      const snapshot = this.parked;
      this.parked = undefined;
      this.spawn(snapshot);
    }
  }

  hostDisconnected(): void {
    this.connected = false;
    // A move in the DOM keeps the table; a removal stops its clocks (a saved table stays saved).
    queueMicrotask(() => {
      if (this.connected || this.host.isConnected || !this.current) return;
      this.parked = this.current.getPersistedSnapshot();
      this.stop();
    });
  }

  private stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.current?.stop();
  }

  private spawn(snapshot: unknown): void {
    this.stop();
    this.failure = undefined;
    const start = this.started as CashStart;
    const actor = createActor(tableMachine, {
      input: start.input,
      ...(snapshot === undefined ? {} : { snapshot: snapshot as never }),
      ...(start.clock ? { clock: start.clock } : {}),
    });
    this.current = actor;
    actor.on('*', (emitted: TableEmitted) => this.emitted(emitted));
    this.subscription = actor.subscribe({
      next: (next) => this.changed(next),
      error: (error) => {
        this.failure = error;
        this.listener.failed(error);
        this.host.requestUpdate();
      },
    });
    // Nothing that happened before now is news.
    this.starting = true;
    try {
      actor.start();
    } finally {
      this.starting = false;
    }
    const first = actor.getSnapshot();
    if (first.status === 'error' && this.failure === undefined) this.failure = first.error;
    if (first.status === 'active') {
      this.markSeen(first.context);
      this.save();
      // A restored table's clocks start again where they were.
      if (snapshot !== undefined) actor.send({ type: 'RESUME' });
    }
    this.host.requestUpdate();
  }

  private markSeen(context: TableContext): void {
    this.seen = {
      hand: context.handNumber,
      handLog: context.hand?.log.length ?? 0,
      completed: context.lastResult ? context.handNumber : 0,
      tableEntry: context.log[context.log.length - 1] ?? null,
      tableLog: context.log.length,
      handViolation: context.hand?.violation ?? null,
    };
  }

  private emitted(emitted: TableEmitted): void {
    if (emitted.type === 'violation') this.listener.refused(emitted.violation);
    else if (emitted.type === 'timeout') this.listener.timeout(emitted.player, emitted.action);
  }

  private changed(snapshot: TableSnapshot): void {
    if (this.starting) return;
    if (snapshot.status !== 'active' && snapshot.status !== 'done') return;
    const context = snapshot.context;
    const seen = this.seen;
    // The table log: everything after the last line seen (the log keeps its last 200 lines).
    const last = seen.tableEntry ? context.log.lastIndexOf(seen.tableEntry) : -1;
    const fresh = seen.tableEntry === null ? context.log.slice(seen.tableLog) : last >= 0 ? context.log.slice(last + 1) : [];
    // The hand: its new log lines, then its end.
    const hand = context.hand;
    if (hand) {
      if (context.handNumber !== seen.hand) {
        seen.hand = context.handNumber;
        seen.handLog = 0;
      }
      const entries = hand.log.slice(seen.handLog);
      seen.handLog = hand.log.length;
      if (entries.length > 0) this.listener.handEntries(hand, entries);
      if (hand.violation && hand.violation !== seen.handViolation) this.listener.refused(hand.violation);
      seen.handViolation = hand.violation;
      if (hand.result && seen.completed !== context.handNumber) {
        seen.completed = context.handNumber;
        this.listener.handComplete(hand);
      }
    }
    seen.tableEntry = context.log[context.log.length - 1] ?? null;
    seen.tableLog = context.log.length;
    if (fresh.length > 0) this.listener.tableEntries(fresh);
    this.save();
    this.host.requestUpdate();
  }

  private save(): void {
    const key = this.started?.persist;
    const actor = this.current;
    if (!key || !actor) return;
    try {
      const saved: Saved = { version: SAVE_VERSION, signature: this.signature, snapshot: actor.getPersistedSnapshot() };
      globalThis.localStorage?.setItem(key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the table plays on unsaved.
    }
  }
}
