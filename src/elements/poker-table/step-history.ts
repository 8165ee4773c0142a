import type { ReactiveControllerHost } from 'lit';
import type { HandEvent, HandState, HandViolation } from '../../core/hand/index.js';
import type { RefusedRow } from '../shared/table/hand-log.js';
import type { HandRunner } from './hand-runner.js';
import type { ScriptStep } from './internal/read-hand.js';

/** One event the hand processed, and where it left the hand. */
export interface Step {
  event: HandEvent;
  /** The hand after it, to come back to (the engine's states are never changed). */
  state: HandState;
  /** Set when the hand refused the event (or was already over). */
  refused: HandViolation | null;
}

const sameEvent = (a: HandEvent | undefined, b: HandEvent): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * `<poker-table>`'s steps through a hand: the hand's state after every event, to go back by
 * restoring one; the events ahead (the rest of the script, or the steps undone with Back), to
 * go forward by sending them again, so their DOM events fire again. A new event after Back
 * drops the steps undone. Every event the hand processes is a step, also one a page sends
 * through `el.actor`. Going back is a RESTORE on the same actor.
 */
export class StepHistory {
  private steps: Step[] = [];
  /** Events still to come: the rest of the script, or the steps undone with Back. */
  private ahead: HandEvent[] = [];
  private script: readonly ScriptStep[] = [];
  private initial: HandState | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly hand: HandRunner,
  ) {}

  /** A hand just dealt: the state to come back to, and the script ahead. */
  begin(script: readonly ScriptStep[]): void {
    const state = this.hand.state;
    this.clear();
    if (!state) return;
    this.initial = state;
    this.script = script;
    this.ahead = script.map((step) => step.event);
  }

  /** No hand: nothing to step through. */
  clear(): void {
    this.steps = [];
    this.ahead = [];
    this.script = [];
    this.initial = null;
  }

  /** Steps taken (every event sent, refused ones included). */
  get taken(): number {
    return this.steps.length;
  }

  /** Steps known: taken, plus those ahead. */
  get known(): number {
    return this.steps.length + this.ahead.length;
  }

  get canGoForward(): boolean {
    return this.ahead.length > 0;
  }

  get hasScript(): boolean {
    return this.script.length > 0;
  }

  /** The author's script has steps left: the reader steps through them rather than playing. */
  get scriptPending(): boolean {
    return this.script.length > 0 && this.ahead.length > 0;
  }

  /** The next step of the script as an event (worded in the page's language by the element). */
  get nextScriptEvent(): HandEvent | undefined {
    return this.script[this.steps.length]?.event;
  }

  /** The next step of the script, as the author wrote it. */
  get nextScriptText(): string {
    return this.script[this.steps.length]?.text ?? '';
  }

  /** The events taken that the hand accepted, in order. */
  get acceptedEvents(): HandEvent[] {
    return this.steps.filter((step) => !step.refused).map((step) => step.event);
  }

  /** The last step, if any. */
  get last(): Step | undefined {
    return this.steps[this.steps.length - 1];
  }

  /** The hand before step `index` (0: as dealt). */
  contextBefore(index: number): HandState | undefined {
    return index === 0 ? (this.initial ?? undefined) : this.steps[index - 1]?.state;
  }

  /** Which decision the hand is at: it changes with every accepted step, not with a refused one. */
  get decision(): string {
    const context = this.hand.state;
    return context ? `${this.steps.filter((step) => !step.refused).length}|${context.toAct}|${context.log.length}` : '';
  }

  /** The refused steps, where the hand's log stood when each was tried. */
  refusedRows(): RefusedRow[] {
    const rows: RefusedRow[] = [];
    this.steps.forEach((step, index) => {
      if (step.refused) rows.push({ at: (this.contextBefore(index) ?? step.state).log.length, violation: step.refused });
    });
    return rows;
  }

  /** An event the hand processed: the step it makes and the hand before it (null before a deal). */
  record(event: HandEvent, state: HandState): { step: Step; before: HandState } | null {
    const before = this.contextBefore(this.steps.length);
    if (!before) return null;
    const violation = state.violation;
    return { step: this.push(event, state, violation !== null && violation !== before.violation ? violation : null), before };
  }

  /** Sends an event to the hand's actor; the chart takes it or refuses it (T6: after the hand is over, nobody may act). */
  send(event: HandEvent): void {
    this.hand.send(event);
  }

  /** Takes the next step ahead. */
  forward(): void {
    const next = this.ahead[0];
    if (next) this.send(next);
  }

  /** Goes back one step. */
  back(): void {
    const step = this.steps.pop();
    if (!step) return;
    this.ahead.unshift(step.event);
    this.restore();
  }

  /** Back to the hand as dealt; every step taken is ahead again. */
  restart(): void {
    while (this.steps.length > 0) this.ahead.unshift((this.steps.pop() as Step).event);
    this.restore();
  }

  private push(event: HandEvent, state: HandState, refused: HandViolation | null): Step {
    if (sameEvent(this.ahead[0], event)) this.ahead.shift();
    else this.ahead = [];
    const step: Step = { event, state, refused };
    this.steps.push(step);
    return step;
  }

  private restore(): void {
    const target = this.last?.state ?? this.initial;
    if (target) this.hand.restore(target);
    this.host.requestUpdate();
  }
}
