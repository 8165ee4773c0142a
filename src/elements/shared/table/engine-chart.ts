/**
 * What a table's statechart part does for its element, whichever chart it runs (`HandChart`
 * for `<poker-table>`, `CashChart` for `<poker-cash-table>`): an actor run by the machine
 * controller, its context as the engine's state, events passed on, and the page's `inspect`
 * observer given the actor after each start. Fetched with the part that uses it.
 *
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor, AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate';
import { MachineController, type MachineControllerOptions } from '../machine-controller.js';
import { Inspector, type InspectionObserver } from './inspector.js';

export type ChartHost = ReactiveControllerHost & HTMLElement & { inspect?: InspectionObserver | undefined };

export class EngineChart<TLogic extends AnyStateMachine> {
  protected readonly machine: MachineController<TLogic>;
  private readonly inspector: Inspector;

  constructor(host: ChartHost, options: MachineControllerOptions<TLogic>) {
    this.machine = new MachineController(host, options);
    this.inspector = new Inspector(host, () => ({ actor: this.machine.actor, observer: host.inspect ?? undefined }));
  }

  /** Gives the page's `inspect` observer the actor now: after each start and resume, before any further event. */
  syncInspector(): void {
    this.inspector.sync();
  }

  get actor(): Actor<TLogic> | undefined {
    return this.machine.actor;
  }

  /** The engine's state (the actor's context), or undefined (no actor, or it failed). */
  get state(): ContextFrom<TLogic> | undefined {
    const snapshot = this.machine.snapshot as { status: string; context: ContextFrom<TLogic> } | undefined;
    return snapshot && snapshot.status !== 'error' ? snapshot.context : undefined;
  }

  get error(): unknown {
    return this.machine.error;
  }

  send(event: EventFromLogic<TLogic>): void {
    this.machine.send(event);
  }

  clear(): void {
    this.machine.clear();
  }
}
