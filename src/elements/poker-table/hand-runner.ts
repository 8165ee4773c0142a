/**
 * `<poker-table>`'s hand, run on core's engine (`startHand`, `applyHandEvent`): the element
 * holds the engine's state and renders it, with no statechart on the page. When a page asks
 * for the statechart (`inspect`, `show-state`, `loadActor()`), its part (`hand-chart.ts`,
 * XState and `handMachine`, fetched on use) takes over: an actor resumed from the hand as it
 * stands runs it from then on, and this controller passes everything on to it.
 *
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor } from 'xstate';
import { applyHandEvent, startHand, type HandEvent, type HandHappening, type HandInput, type HandState } from '../../core/hand/index.js';
import type { HandMachine } from '../../machines/hand.machine.js';
import { OnUse } from '../shared/on-use.js';

/** An actor of `handMachine`. */
export type HandActor = Actor<HandMachine>;

/** What the element hears of the hand, from the engine or from the actor alike. */
export interface HandRunnerOptions {
  /**
   * An event the hand processed (from the element, or from a page through `el.actor`), with
   * the state after it. Not called for a state restored with `restore()`. Called after the
   * host's update was requested.
   */
  onEvent(event: HandEvent, state: HandState): void;
  /** What the engine says happened (the chart emits the same), before `onEvent`. */
  happened(happening: HandHappening): void;
}

/** What runs the hand once the statechart is loaded (`HandChart`). */
export interface HandDriver {
  readonly actor: HandActor | undefined;
  /** The hand now, or undefined (no hand, or the actor failed). */
  readonly state: HandState | undefined;
  /** Why the hand could not be dealt, or undefined. */
  readonly error: unknown;
  start(input: HandInput): void;
  /** A new actor from the hand as it stands; nothing is told again. */
  resume(state: HandState): void;
  send(event: HandEvent): void;
  clear(): void;
}

/** The statechart part: XState, `handMachine` and the machine controller, fetched when a page asks for them. */
export const handChartPart = new OnUse<typeof import('./chart/hand-chart.js')>(() => import('./chart/hand-chart.js'));

/**
 * Runs the hand for its host and requests the host's update at each step: the engine's
 * state until a statechart `drive`s it, then the statechart.
 */
export class HandRunner {
  private current: HandState | undefined;
  private failure: unknown = undefined;
  private driver: HandDriver | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly options: HandRunnerOptions,
  ) {}

  /** The hand now, or undefined before a deal (or after a deal that failed). */
  get state(): HandState | undefined {
    return this.driver ? this.driver.state : this.current;
  }

  /** Why the last deal failed (a `HoldemError` for bad input), or undefined. */
  get error(): unknown {
    return this.driver ? this.driver.error : this.failure;
  }

  /** The hand is being played: someone may still act, show or muck. */
  get active(): boolean {
    const state = this.state;
    return state !== undefined && state.result === null;
  }

  /** The statechart's actor once the chart runs the hand, else undefined. */
  get actor(): HandActor | undefined {
    return this.driver?.actor;
  }

  /** The statechart runs the hand (its part is loaded and this table asked for it). */
  get charted(): boolean {
    return this.driver !== undefined;
  }

  /** Deals a hand from `input`; a deal that fails leaves no hand and says why in `error`. */
  start(input: HandInput): void {
    if (this.driver) return this.driver.start(input);
    try {
      this.current = startHand(input);
      this.failure = undefined;
    } catch (error) {
      this.current = undefined;
      this.failure = error;
    }
    this.host.requestUpdate();
  }

  /** Sends an event to the hand; ignored before a deal and once the hand is over. */
  send(event: HandEvent): void {
    if (this.driver) return this.driver.send(event);
    const state = this.current;
    if (!state || !this.active) return;
    // As the actor does: the state first, then what happened, then the update, then the news of the event.
    const step = applyHandEvent(state, event);
    this.current = step.state;
    for (const happening of step.happened) this.options.happened(happening);
    this.host.requestUpdate();
    this.options.onEvent(event, step.state);
  }

  /** Back to a state this hand was in (Back, Restart); with the chart, a new actor from it. */
  restore(state: HandState): void {
    if (this.driver) return this.driver.resume(state);
    this.current = state;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** No hand. */
  clear(): void {
    this.driver?.clear();
    this.current = undefined;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** The statechart takes over: an actor resumed from the hand as it stands runs it from now on. */
  drive(driver: HandDriver): void {
    if (this.driver) return;
    const state = this.current;
    this.driver = driver;
    this.current = undefined;
    this.failure = undefined;
    if (state) driver.resume(state);
    this.host.requestUpdate();
  }
}
