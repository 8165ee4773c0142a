/**
 * `<poker-cash-table>`'s session: the table is one `tableMachine` actor, run by the machine
 * controller. The element's own actor is made once, from its first table (or the table
 * saved under `persist`), and stays the same object for the element's life: a table set up
 * anew (other attributes) is an OPEN event on it, a saved table is resumed into it
 * (`input: { resume }`, then RESUME). Its timers (computer players, the action clock C5,
 * the pause between hands, removals C4) are the chart's delayed transitions on the
 * element's clock (`timerClock`, a `SimulatedClock` in tests). A page may give the element an
 * actor of its own (`follow`): the element follows it and never stops it.
 *
 * What changed from one snapshot to the next is worked out as news (hand actions, streets,
 * results, table log lines, refusals); what the actor emits says the rest (a refusal, the
 * clock acting for a player, the table as it opened, which is no news).
 *
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor } from 'xstate';
import type { HandLogEntry, HandState, HandViolation } from '../../core/hand/types.js';
import type { TableInput } from '../../core/table/config.js';
import type { TableLogEntry } from '../../core/table/log.js';
import type { TableViolation } from '../../core/table/refusals.js';
import type { SessionEvent, SessionState } from '../../core/table/session.js';
import { tableMachine, type TableContext, type TableEmitted, type TableEvent, type TableMachine } from '../../machines/table.machine.js';
import { MachineController, type Clock } from '../shared/machine-controller.js';

export type { Clock };

/** What the element hears from the table, worked out from one snapshot to the next. */
export interface CashListener {
  /** New lines of the running hand's log (actions, streets). */
  handEntries(hand: HandState, entries: readonly HandLogEntry[]): void;
  /** The hand ended: its final state (with `result`). */
  handComplete(hand: HandState): void;
  /** New lines of the table log. */
  tableEntries(entries: readonly TableLogEntry[]): void;
  /** The table or the hand refused an event. */
  refused(violation: TableViolation | HandViolation): void;
  /** The clock acted for a player (C5). */
  timeout(player: string, action: 'check' | 'fold'): void;
  /** Restoring the saved table failed: a fresh one runs instead. */
  restoreFailed(key: string, error: unknown): void;
  /** The table could not be opened (bad input), or its actor failed. */
  failed(error: unknown): void;
  /** An actor (the element's own or a page's) is now the table's, before any further event reaches it. */
  started(): void;
}

interface Saved {
  version: typeof SAVE_VERSION;
  signature: string;
  state: unknown;
}

/** 3: the session engine's state (2 saved XState's snapshot with the hand's child actor; 1, sentences). */
const SAVE_VERSION = 3;

const PHASES: readonly unknown[] = ['idle', 'playing', 'hand-over', 'finished'];

export interface CashStart {
  input: TableInput;
  /** The reader's player id: a table saved for another reader is not restored. */
  hero: string;
  /** `localStorage` key to save to and restore from. */
  persist?: string | undefined;
  /** Restore the saved table (default); false: start afresh and overwrite it. */
  restore?: boolean;
}

/** A saved table state that looks like one this engine wrote. */
function looksLikeSession(value: unknown, size: number): value is SessionState {
  const state = value as Partial<SessionState> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    PHASES.includes(state.phase) &&
    Array.isArray(state.seats) &&
    state.seats.length === size &&
    typeof state.config === 'object' &&
    state.config !== null &&
    Array.isArray(state.log) &&
    typeof state.handNumber === 'number' &&
    typeof state.boughtIn === 'number' &&
    state.lastBlinds !== undefined &&
    typeof state.hand === 'object'
  );
}

/** Where the news was worked out up to. */
interface Seen {
  hand: number;
  handLog: number;
  completed: number;
  tableEntry: TableLogEntry | null;
  tableLog: number;
  handViolation: HandViolation | null;
}

function seenIn(state: SessionState): Seen {
  return {
    hand: state.handNumber,
    handLog: state.hand?.log.length ?? 0,
    completed: state.lastResult ? state.handNumber : 0,
    tableEntry: state.log[state.log.length - 1] ?? null,
    tableLog: state.log.length,
    handViolation: state.hand?.violation ?? null,
  };
}

/** The context without its clock: the engine's state, as saved. */
function engineState(context: TableContext): SessionState {
  const { now: _clock, ...state } = context;
  return state;
}

/**
 * Runs the table's actor for its host and requests the host's update at each snapshot.
 * Errors never reach the page as exceptions: they go to the listener.
 */
export class CashSession {
  private readonly machine: MachineController<TableMachine>;
  private started: CashStart | undefined;
  private signature = '';
  private seen: Seen = { hand: 0, handLog: 0, completed: 0, tableEntry: null, tableLog: 0, handViolation: null };
  /** The clock the element's own actor was made with (XState's timers cannot change clocks). */
  private madeWith: Clock | undefined;
  /** The element's attributes give no table now (bad input): nothing is shown, the actor waits. */
  private hidden = false;
  /** OPEN refused the last table. */
  private failure: unknown = undefined;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly listener: CashListener,
    /** The element's clock (`timerClock`), else real time. */
    private readonly clock: () => Clock | undefined,
  ) {
    this.machine = new MachineController(host, {
      logic: tableMachine,
      clock,
      // The same actor while the element is out of the DOM: its timers are the table's.
      keepWhileDetached: true,
      emitted: (emitted) => {
        this.happened(emitted);
        return null;
      },
      onSnapshot: (snapshot) => {
        if (snapshot.status === 'active' || snapshot.status === 'done') this.changed(snapshot.context);
      },
      onError: (error) => listener.failed(error),
    });
  }

  /** The table now, or undefined (no table: bad input, or the actor failed). */
  get state(): TableContext | undefined {
    const snapshot = this.machine.snapshot;
    return snapshot && !this.hidden && snapshot.status !== 'error' ? snapshot.context : undefined;
  }

  /** The actor the table runs on (the element's own or a page's), or undefined before the first table. */
  get actor(): Actor<TableMachine> | undefined {
    return this.machine.actor;
  }

  /** A page's actor runs the table (`follow`). */
  get followed(): boolean {
    return this.machine.actor !== undefined && !this.machine.owned;
  }

  /** The time on the table's clock (a `SimulatedClock`'s in tests). */
  readonly now = (): number => {
    const clock = this.clock() as (Clock & { now?: () => number }) | undefined;
    return typeof clock?.now === 'function' ? clock.now() : Date.now();
  };

  /**
   * The table from `start.input`, or the one saved under `start.persist` for the same input and
   * reader: the element's own actor made with it the first time (and for a new clock), else
   * an OPEN event on it. Ignored while a page's actor runs the table. False: no table (bad
   * input: `error` says why, reported to the listener's `failed` when the actor failed).
   */
  start(start: CashStart): boolean {
    this.hidden = false;
    this.failure = undefined;
    if (this.followed) return true;
    this.started = start;
    this.signature = JSON.stringify({ input: start.input, hero: start.hero });
    const input: TableInput = { ...start.input, now: this.now };
    const actor = this.machine.actor;
    if (actor && actor.getSnapshot().status === 'active' && this.madeWith === this.clock()) {
      this.send({ type: 'OPEN', input });
      const violation = actor.getSnapshot().context.violation;
      if (violation?.event.type === 'OPEN') {
        this.failure = new Error('the table could not be opened');
        return false;
      }
      this.save();
      return true;
    }
    const saved = this.saved(start);
    this.madeWith = this.clock();
    if (saved) {
      this.machine.start({ resume: saved, now: this.now });
      if (this.machine.snapshot?.status === 'active') {
        this.listener.started();
        // The clocks go on where they were (the timers run for what is left of them).
        this.send({ type: 'RESUME' });
        return true;
      }
      this.listener.restoreFailed(start.persist as string, this.machine.error);
    }
    this.machine.start(input);
    if (this.machine.snapshot?.status !== 'active') return false;
    this.listener.started();
    return true;
  }

  /** Why the last table could not be opened (its actor's error, or OPEN refused), else undefined. */
  get error(): unknown {
    return this.machine.snapshot?.status === 'error' ? this.machine.error : this.failure;
  }

  /** A page's actor runs the table from now on; what it did before is no news. */
  follow(actor: Actor<TableMachine>): void {
    this.hidden = false;
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'active') this.seen = seenIn(snapshot.context);
    this.machine.follow(actor);
    this.listener.started();
  }

  /** The page's actor is let go (never stopped); the element's own is made again at the next `start`. */
  unfollow(): void {
    if (this.followed) this.machine.clear();
  }

  /** Sends an event to the table's actor; ignored when there is none. */
  send(event: TableEvent | SessionEvent): void {
    this.machine.send(event);
  }

  /** The attributes give no table: nothing is shown until they do (the actor, if any, stays). */
  hide(): void {
    this.hidden = true;
  }

  /** The news in what the actor emitted; the table as it opened is where the news starts. */
  private happened(happening: TableEmitted): void {
    if (happening.type === 'table-open') this.seen = seenIn(happening.table);
    else if (happening.type === 'violation') this.listener.refused(happening.violation);
    else if (happening.type === 'timeout') this.listener.timeout(happening.player, happening.action);
  }

  /** The saved table for `start`, if there is one saved for the same input and reader; a bad save is reported. */
  private saved(start: CashStart): SessionState | undefined {
    const key = start.persist;
    if (!key || start.restore === false) return undefined;
    let raw: string | null;
    try {
      raw = globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === null) return undefined;
    try {
      const saved = JSON.parse(raw) as Saved;
      if (saved?.version !== SAVE_VERSION || saved.signature !== this.signature) throw new Error('saved for other settings');
      if (!looksLikeSession(saved.state, start.input.seats ?? 6)) throw new Error('not a saved table');
      return saved.state;
    } catch (error) {
      this.listener.restoreFailed(key, error);
      return undefined;
    }
  }

  /** The news between the last snapshot seen and this one; then the save. */
  private changed(state: SessionState): void {
    const seen = (this.seen = { ...this.seen });
    // The table log: everything after the last line seen (the log keeps its last 200 lines).
    const last = seen.tableEntry ? state.log.lastIndexOf(seen.tableEntry) : -1;
    const fresh = seen.tableEntry === null ? state.log.slice(seen.tableLog) : last >= 0 ? state.log.slice(last + 1) : [];
    // The hand: its new log lines, then its end.
    const hand = state.hand;
    if (hand) {
      if (state.handNumber !== seen.hand) {
        seen.hand = state.handNumber;
        seen.handLog = 0;
      }
      const entries = hand.log.slice(seen.handLog);
      seen.handLog = hand.log.length;
      if (entries.length > 0) this.listener.handEntries(hand, entries);
      if (hand.violation && hand.violation !== seen.handViolation) this.listener.refused(hand.violation);
      seen.handViolation = hand.violation;
      if (hand.result && seen.completed !== state.handNumber) {
        seen.completed = state.handNumber;
        this.listener.handComplete(hand);
      }
    }
    seen.tableEntry = state.log[state.log.length - 1] ?? null;
    seen.tableLog = state.log.length;
    if (fresh.length > 0) this.listener.tableEntries(fresh);
    this.save();
  }

  /** `persist`: the element's own table, as the engine's state, at every change. */
  private save(): void {
    const key = this.started?.persist;
    const snapshot = this.machine.snapshot;
    if (!key || this.followed || !snapshot || snapshot.status === 'error') return;
    try {
      const saved: Saved = { version: SAVE_VERSION, signature: this.signature, state: engineState(snapshot.context) };
      globalThis.localStorage?.setItem(key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the table plays on unsaved.
    }
  }
}
