/**
 * `<poker-cash-table>`'s session: the table run on core's session engine (`openSession`,
 * `applySessionEvent`, `wakeSession`) with its timers on the element's clock, saved to
 * `localStorage` when the author asks (`persist`), and what changed from one state to the
 * next worked out as news (hand actions, streets, results, table log lines, refusals). No
 * statechart on the page: when a page asks for it (`loadActor()`, `inspect`, `show-state`),
 * its part (`chart/cash-chart.ts`: XState and `tableMachine`, fetched on use) takes over, and
 * an actor resumed from the table as it stands runs it from then on.
 *
 * @internal
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Actor } from 'xstate';
import type { HandLogEntry, HandState, HandViolation } from '../../core/hand/types.js';
import type { TableInput } from '../../core/table/config.js';
import type { TableLogEntry } from '../../core/table/log.js';
import type { TableViolation } from '../../core/table/refusals.js';
import {
  applySessionEvent,
  msUntilWake,
  openSession,
  wakeSession,
  type SessionEvent,
  type SessionHappening,
  type SessionState,
  type SessionStep,
} from '../../core/table/session.js';
import type { TableMachine } from '../../machines/table.machine.js';
import type { Clock } from '../shared/machine-controller.js';
import { OnUse } from '../shared/on-use.js';

export type { Clock };

/** What the element hears from the table, worked out from one state to the next. */
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
}

/** What runs the table once the statechart is loaded (`CashChart`). */
export interface CashDriver {
  readonly actor: Actor<TableMachine> | undefined;
  /** The table now, or undefined (the actor failed). */
  readonly state: SessionState | undefined;
  readonly error: unknown;
  /** A new actor from the table as it stands (its clock reading `now`); nothing is told again. */
  resume(state: SessionState, now: () => number): void;
  send(event: SessionEvent): void;
  clear(): void;
}

/** What the session tells its driver's host: each state the actor reaches, and what it says happened. */
export interface CashNews {
  changed(state: SessionState): void;
  happened(happening: SessionHappening): void;
}

/** The statechart part: XState, `tableMachine` and the machine controller, fetched when a page asks for them. */
export const cashChartPart = new OnUse<typeof import('./chart/cash-chart.js')>(() => import('./chart/cash-chart.js'));

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
  /** A `SimulatedClock` in tests; unset: real time. */
  clock?: Clock | undefined;
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

/**
 * Runs the table for its host and requests the host's update at each step: the engine's
 * state and a timer for the next thing due, until a statechart `drive`s it. Errors never
 * reach the page as exceptions: they go to the listener.
 */
export class CashSession implements ReactiveController {
  private current: SessionState | undefined;
  private failure: unknown = undefined;
  private driver: CashDriver | undefined;
  private started: CashStart | undefined;
  private signature = '';
  private seen: Seen = { hand: 0, handLog: 0, completed: 0, tableEntry: null, tableLog: 0, handViolation: null };
  private timer: { clock: Clock; id: unknown } | undefined;
  private connected = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly listener: CashListener,
  ) {
    host.addController(this);
  }

  /** The table now, or undefined (no table: bad input). */
  get state(): SessionState | undefined {
    return this.driver ? this.driver.state : this.current;
  }

  /** Why the table could not be opened, or the actor's failure; else undefined. */
  get error(): unknown {
    return this.driver ? this.driver.error : this.failure;
  }

  /** The statechart's actor once the chart runs the table, else undefined. */
  get actor(): Actor<TableMachine> | undefined {
    return this.driver?.actor;
  }

  /** The statechart runs the table (its part is loaded and this table asked for it). */
  get charted(): boolean {
    return this.driver !== undefined;
  }

  /** The time on the table's clock (a `SimulatedClock`'s in tests). */
  readonly now = (): number => {
    const clock = this.started?.clock as (Clock & { now?: () => number }) | undefined;
    return typeof clock?.now === 'function' ? clock.now() : Date.now();
  };

  /** A table from `start.input`, or the saved one under `start.persist` if it was saved for the same input. */
  start(start: CashStart): void {
    this.started = start;
    this.signature = JSON.stringify({ input: start.input, hero: start.hero });
    this.stopTimer();
    const saved = this.saved(start);
    if (saved) {
      try {
        // Nothing of the saved table is news; its clocks go on where they were.
        this.seen = this.seenIn(saved);
        this.run(saved, (state) => applySessionEvent(state, { type: 'RESUME' }, this.now()));
        return;
      } catch (error) {
        this.listener.restoreFailed(start.persist as string, error);
      }
    }
    let state: SessionState;
    try {
      state = openSession(start.input);
    } catch (error) {
      this.current = undefined;
      this.failure = error;
      this.listener.failed(error);
      this.host.requestUpdate();
      return;
    }
    // The players seated as it opens are no news; its first hand is (computer players without a delay may play all of it at once).
    this.seen = this.seenIn(state);
    this.run(state, (opened) => wakeSession(opened, this.now()));
  }

  /** Sends an event to the table; ignored when there is none. */
  send(event: SessionEvent): void {
    if (this.driver) return this.driver.send(event);
    const state = this.current;
    if (state) this.take(applySessionEvent(state, event, this.now()));
  }

  /** Stops the table and forgets it. */
  clear(): void {
    this.stopTimer();
    this.driver?.clear();
    this.current = undefined;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** The statechart takes over: an actor resumed from the table as it stands runs it from now on. */
  drive(driver: CashDriver): void {
    if (this.driver) return;
    const state = this.current;
    this.stopTimer();
    this.driver = driver;
    this.current = undefined;
    if (state) driver.resume(state, this.now);
    this.host.requestUpdate();
  }

  /** What the driver's actor reports, told as the engine's steps are. */
  readonly news: CashNews = {
    changed: (state) => this.changed(state),
    happened: (happening) => this.happened(happening),
  };

  hostConnected(): void {
    this.connected = true;
    this.schedule();
  }

  hostDisconnected(): void {
    this.connected = false;
    // Timers are data of the table: reconnected, it goes on for what is left of them.
    this.stopTimer();
  }

  /** The table `state` starts from, with its first step; with a statechart, a new actor from it. */
  private run(state: SessionState, first: (state: SessionState) => SessionStep): void {
    this.failure = undefined;
    if (this.driver) {
      this.driver.resume(state, this.now);
      this.save();
      return;
    }
    this.current = state;
    this.take(first(state));
  }

  /** The engine's step: the state, then what happened, the news, the save and the next timer. */
  private take(step: SessionStep): void {
    this.current = step.state;
    for (const happening of step.happened) this.happened(happening);
    this.changed(step.state);
    this.schedule();
  }

  private happened(happening: SessionHappening): void {
    if (happening.type === 'violation') this.listener.refused(happening.violation);
    else if (happening.type === 'timeout') this.listener.timeout(happening.player, happening.action);
  }

  /** The timer for the next thing due (a computer player, the clock, the next hand, a removal). */
  private schedule(): void {
    this.stopTimer();
    const state = this.current;
    if (!state || this.driver || !this.connected) return;
    const ms = msUntilWake(state, this.now());
    if (ms === null) return;
    const clock: Clock = this.started?.clock ?? (globalThis as unknown as Clock);
    const id = clock.setTimeout(() => {
      this.timer = undefined;
      if (this.current && !this.driver) this.take(wakeSession(this.current, this.now()));
    }, ms);
    this.timer = { clock, id };
  }

  private stopTimer(): void {
    if (this.timer) this.timer.clock.clearTimeout(this.timer.id as never);
    this.timer = undefined;
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

  private seenIn(state: SessionState): Seen {
    return {
      hand: state.handNumber,
      handLog: state.hand?.log.length ?? 0,
      completed: state.lastResult ? state.handNumber : 0,
      tableEntry: state.log[state.log.length - 1] ?? null,
      tableLog: state.log.length,
      handViolation: state.hand?.violation ?? null,
    };
  }

  /** The news between the last state seen and `state`; then the save and the host's update. */
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
    this.host.requestUpdate();
  }

  private save(): void {
    const key = this.started?.persist;
    const state = this.state;
    if (!key || !state) return;
    try {
      const saved: Saved = { version: SAVE_VERSION, signature: this.signature, state };
      globalThis.localStorage?.setItem(key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the table plays on unsaved.
    }
  }
}
