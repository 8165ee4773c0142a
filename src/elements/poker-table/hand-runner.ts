/**
 * `<poker-table>`'s hand, run on one actor of `handMachine` for the element's life: the
 * element sends it events (the reader's actions, the script's steps, `DEAL` for a new hand,
 * `RESTORE` for Back and Restart) and renders its snapshot. The rules are core's, behind
 * the chart's guards; nothing here decides what is allowed. A page may give the table its own
 * actor (`el.actor = createActor(handMachine, …)`): the runner follows it from then on.
 *
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor } from 'xstate';
import type { HandEvent, HandHappening, HandInput, HandState, HandViolation } from '../../core/hand/index.js';
import { handMachine, type DealEvent, type HandMachine, type HandMachineEvent } from '../../machines/hand.machine.js';
import { MachineController } from '../shared/machine-controller.js';

/** An actor of `handMachine`. */
export type HandActor = Actor<HandMachine>;

/** What the element hears of the hand. */
export interface HandRunnerOptions {
  /**
   * An event the hand processed (from the element, or from a page through `el.actor`), with
   * the state after it; DEAL and RESTORE included (the element tells its own from a page's).
   * Called before the host's update.
   */
  onEvent(event: HandMachineEvent, state: HandState): void;
  /** What the engine says happened (the chart emits it). */
  happened(happening: HandHappening): void;
}

/** Why a deal was refused: the chart's refusal of the DEAL, with the engine's error code and text when it gave them. */
export interface DealRefusal {
  code: string;
  text: string;
}

export class HandRunner {
  private readonly machine: MachineController<HandMachine>;
  private failure: DealRefusal | undefined;
  /** The events this element sent itself, while the actor processes them (DEAL and RESTORE are told apart by it). */
  private readonly own = new WeakSet<object>();

  constructor(host: ReactiveControllerHost & HTMLElement, options: HandRunnerOptions) {
    this.machine = new MachineController(host, {
      logic: handMachine,
      keepWhileDetached: true,
      onEvent: (event, snapshot) => options.onEvent(event as HandMachineEvent, snapshot.context),
      emitted: (emitted) => {
        options.happened(emitted);
        return null;
      },
      onError: (error) => (this.failure = refusalOfError(error)),
    });
  }

  /** The actor: the element's own (the same for its life) or a page's; undefined before the first hand is dealt. */
  get actor(): HandActor | undefined {
    return this.machine.actor;
  }

  /** The hand now, or undefined (no hand dealt yet, or the last deal was refused). */
  get state(): HandState | undefined {
    const snapshot = this.machine.snapshot;
    return snapshot && snapshot.status === 'active' && this.failure === undefined ? snapshot.context : undefined;
  }

  /** The chart's snapshot (for `show-state` and the phase), or undefined. */
  get snapshot() {
    return this.machine.snapshot;
  }

  /** Why the last deal was refused, or undefined. */
  get error(): DealRefusal | undefined {
    return this.failure;
  }

  /** The hand is being played: someone may still act, show or muck (the chart is not in a state tagged `over`). */
  get active(): boolean {
    const snapshot = this.machine.snapshot;
    return this.state !== undefined && snapshot !== undefined && !snapshot.hasTag('over');
  }

  /** Whether an event is one the element sent itself. */
  sentHere(event: unknown): boolean {
    return typeof event === 'object' && event !== null && this.own.has(event);
  }

  /** Deals a hand from `input`: the first makes the actor, each later one is a DEAL on it. A refused deal leaves no hand and says why in `error`. */
  deal(input: HandInput): void {
    this.failure = undefined;
    const actor = this.machine.actor;
    if (!actor || actor.getSnapshot().status !== 'active') {
      this.machine.start(input);
      return;
    }
    const event: DealEvent = { type: 'DEAL', input };
    this.own.add(event);
    actor.send(event);
    const violation = actor.getSnapshot().context.violation;
    if (violation && violation.event === (event as unknown)) this.failure = refusalOfDeal(violation);
  }

  /** Sends an event to the hand (ignored without an actor). */
  send(event: HandEvent): void {
    if (this.state) this.machine.send(event);
  }

  /** Back to a state this hand was in (Back, Restart): RESTORE on the same actor. */
  restore(state: HandState): void {
    const event = { type: 'RESTORE' as const, state };
    this.own.add(event);
    this.machine.send(event);
  }

  /** A page's actor: the table follows it (and deals on it when its input changes). */
  follow(actor: HandActor): void {
    this.failure = undefined;
    this.machine.follow(actor);
  }

  /** No hand on show (bad input): the actor stays, for the next deal. */
  hide(refusal: DealRefusal): void {
    this.failure = refusal;
  }
}

/** What the chart's refusal of a DEAL says: the engine's error code and text (`params.error`, `params.text`). */
function refusalOfDeal(violation: HandViolation): DealRefusal {
  const params = violation.params as { error?: unknown; text?: unknown };
  return {
    code: typeof params.error === 'string' ? params.error : 'invalid-input',
    text: typeof params.text === 'string' ? params.text : '',
  };
}

/** An actor that failed as it started (its input could not be dealt): the error's code and text. */
function refusalOfError(error: unknown): DealRefusal {
  const e = error as { code?: unknown; text?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'string' ? e.code : 'invalid-input',
    text: typeof e?.text === 'string' ? e.text : typeof e?.message === 'string' ? e.message : String(error),
  };
}
