/**
 * `<poker-cash-table>`'s session: one `tableMachine` actor per element, its snapshots
 * saved to `localStorage` when the author asks (`persist`), and what changed between two
 * snapshots worked out as events (hand actions, streets, results, table log lines, refusals).
 * The element renders from `snapshot` and sends events through `send()`; no table rule lives here.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor } from 'xstate';
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
import { MachineController, type Clock } from '../shared/machine-controller.js';

type TableSnapshot = ReturnType<TableActor['getSnapshot']>;
export type { Clock };

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
  version: typeof SAVE_VERSION;
  signature: string;
  snapshot: unknown;
}

/** 2: the table's log and refusals as data (version 1 saved sentences). */
const SAVE_VERSION = 2;

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

/** The time on `clock` when it tells it (a `SimulatedClock` does); else the table reads `Date.now`. */
function clockNow(clock: Clock | undefined): (() => number) | undefined {
  const reading = clock as (Clock & { now?: () => number }) | undefined;
  return typeof reading?.now === 'function' ? () => (reading.now as () => number)() : undefined;
}

/** A persisted table snapshot that looks like one this machine wrote. */
function looksLikeTable(value: unknown, size: number): boolean {
  const snapshot = value as { status?: unknown; value?: { game?: unknown }; context?: Partial<TableContext> } | null;
  const context = snapshot?.context;
  return (
    snapshot !== null &&
    typeof snapshot === 'object' &&
    snapshot.status === 'active' &&
    typeof snapshot.value === 'object' &&
    snapshot.value !== null &&
    snapshot.value.game !== undefined &&
    typeof context === 'object' &&
    context !== null &&
    Array.isArray(context.seats) &&
    context.seats.length === size &&
    typeof context.config === 'object' &&
    Array.isArray(context.log) &&
    typeof context.handNumber === 'number' &&
    typeof context.boughtIn === 'number' &&
    context.lastBlinds !== undefined
  );
}

/**
 * The table runs in the kit's `MachineController` (created once, restored after a move in the
 * DOM, errors reported, never thrown); this adds saving, restoring a save, and the news.
 */
export class CashSession {
  private readonly machine: MachineController<typeof tableMachine>;
  private started: CashStart | undefined;
  private signature = '';
  /** Where the events were worked out up to. */
  private seen: {
    hand: number;
    handLog: number;
    completed: number;
    tableEntry: TableLogEntry | null;
    tableLog: number;
    handViolation: HandViolation | null;
  } = {
    hand: 0,
    handLog: 0,
    completed: 0,
    tableEntry: null,
    tableLog: 0,
    handViolation: null,
  };

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly listener: CashListener,
  ) {
    this.machine = new MachineController(host, {
      logic: tableMachine,
      clock: () => this.started?.clock,
      // Emitted events become the listener's news, not DOM events.
      emitted: (emitted) => {
        this.emitted(emitted);
        return null;
      },
      onError: (error) => listener.failed(error),
      // While the actor starts, its snapshots are the state it starts in: nothing is news.
      onSnapshot: (snapshot, starting) => {
        if (!starting) this.changed(snapshot);
      },
      onStarted: (actor, restored) => {
        this.markSeen(actor.getSnapshot().context);
        // A fresh table's hand is news: computer players without a delay may have played all of hand 1 while it started.
        if (!restored) {
          Object.assign(this.seen, { hand: 0, handLog: 0, completed: 0, handViolation: null });
          this.changed(actor.getSnapshot());
        }
        this.save();
        // A restored table's clocks start again where they were, on the element's clock.
        if (restored) {
          const now = clockNow(this.started?.clock);
          actor.send(now ? { type: 'RESUME', now } : { type: 'RESUME' });
        }
      },
    });
  }

  get actor(): Actor<typeof tableMachine> | undefined {
    return this.machine.actor;
  }

  get snapshot(): TableSnapshot | undefined {
    return this.machine.snapshot;
  }

  get error(): unknown {
    return this.machine.error;
  }

  /** A table from `start.input`, or the saved one under `start.persist` if it was saved for the same input. */
  start(start: CashStart): void {
    this.started = start;
    this.signature = JSON.stringify({ input: start.input, hero: start.hero });
    const key = start.persist;
    if (key && start.restore !== false) {
      let raw: string | null;
      try {
        raw = globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        raw = null;
      }
      if (raw !== null) {
        try {
          const saved = JSON.parse(raw) as Saved;
          if (saved?.version !== SAVE_VERSION || saved.signature !== this.signature) throw new Error('saved for other settings');
          if (!looksLikeTable(saved.snapshot, start.input.seats ?? 6)) throw new Error('not a table snapshot');
          this.machine.restore(saved.snapshot as Parameters<MachineController<typeof tableMachine>['restore']>[0], start.input);
          const snapshot = this.machine.snapshot;
          if (!snapshot || snapshot.status !== 'active' || this.machine.error !== undefined)
            throw this.machine.error ?? new Error('the table did not start');
          return;
        } catch (error) {
          this.machine.clear();
          this.listener.restoreFailed(key, error);
        }
      }
    }
    const now = clockNow(start.clock);
    this.machine.start(now ? { ...start.input, now } : start.input);
  }

  /** Sends an event to the table; ignored when there is none or it has stopped. */
  send(event: TableEvent): void {
    this.machine.send(event);
  }

  /** Stops the table and forgets it. */
  clear(): void {
    this.machine.clear();
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
  }

  private save(): void {
    const key = this.started?.persist;
    const actor = this.machine.actor;
    if (!key || !actor) return;
    try {
      const saved: Saved = { version: SAVE_VERSION, signature: this.signature, snapshot: actor.getPersistedSnapshot() };
      globalThis.localStorage?.setItem(key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the table plays on unsaved.
    }
  }
}
