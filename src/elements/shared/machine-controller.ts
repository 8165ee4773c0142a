import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyStateMachine,
  type EmittedFrom,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  type Subscription,
} from 'xstate';

export interface MachineControllerOptions<TLogic extends AnyStateMachine> {
  logic: TLogic;
  /**
   * A machine event the actor processed (from the element, from a page through `el.actor`,
   * from anyone), with the snapshot after it. Not called for snapshots restored with
   * `restore()`. Runs before the host re-renders.
   */
  onEvent?: (event: EventFromLogic<TLogic>, snapshot: SnapshotFrom<TLogic>) => void;
  /**
   * An event the machine `emit()`ted, as the DOM event to dispatch on the host, or `null`
   * to drop it. Default: `<prefix><type>` (`prefix` below), bubbling and composed, the
   * emitted event without its `type` as `detail`.
   */
  emitted?: (event: EmittedFrom<TLogic>) => Event | null;
  /** Prefix of the default DOM event names: `poker-` turns `violation` into `poker-violation`. */
  prefix?: string;
  /** The actor failed (bad input while creating its context, or an error in an action). */
  onError?: (error: unknown) => void;
  /**
   * Every snapshot, before the host re-renders; `starting` while the actor starts (its first
   * snapshots are the state it starts in, not news).
   */
  onSnapshot?: (snapshot: SnapshotFrom<TLogic>, starting: boolean) => void;
  /** The actor has started and is active; `restored`: from a persisted snapshot. */
  onStarted?: (actor: Actor<TLogic>, restored: boolean) => void;
  /** The clock for the actor's timers, asked at each start (a `SimulatedClock` in tests). */
  clock?: () => Clock | undefined;
}

/** XState's clock for an actor's timers. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

type PersistedSnapshot = ReturnType<Actor<AnyStateMachine>['getPersistedSnapshot']>;

/**
 * Runs an XState actor for a Lit element (STYLE.md, "The machine controller"):
 *
 * - creates the actor once, from the input given to `start()`, and re-creates it only when
 *   asked (`start()` again for new input, `restore()` to go back to an earlier snapshot);
 * - subscribes to its snapshots and requests an update of the host for each, so the host
 *   renders from `controller.snapshot` and keeps no copy of the context;
 * - re-dispatches the machine's `emit()`ted events as DOM events on the host;
 * - survives a move in the DOM: on disconnect it stops the actor only if the host is still
 *   disconnected after a microtask; reconnected later, it resumes from the last snapshot;
 * - reports every event the actor processed (`onEvent`), also ones a page sends through
 *   the actor directly, so a host can keep a history to step through.
 *
 * Errors never reach the page as exceptions: an actor that fails is reported to `onError`
 * and its snapshot (status `error`) stays readable.
 */
export class MachineController<TLogic extends AnyStateMachine> implements ReactiveController {
  private current: Actor<TLogic> | undefined;
  private subscription: Subscription | undefined;
  private input: InputFrom<TLogic> | undefined;
  /** Set while the host is detached and the actor was stopped: where to resume. */
  private parked: PersistedSnapshot | undefined;
  private connected = false;
  private failure: unknown = undefined;
  private starting = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: MachineControllerOptions<TLogic>,
  ) {
    host.addController(this);
  }

  /** The running actor, or `undefined` before `start()`. Replaced by `start()` and `restore()`. */
  get actor(): Actor<TLogic> | undefined {
    return this.current;
  }

  /** The actor's current snapshot, or `undefined` before `start()`. */
  get snapshot(): SnapshotFrom<TLogic> | undefined {
    return this.current?.getSnapshot() as SnapshotFrom<TLogic> | undefined;
  }

  /** Why the actor failed, or `undefined`. */
  get error(): unknown {
    return this.failure;
  }

  /** A fresh actor from `input` (the old one, if any, is stopped, and a parked one forgotten). */
  start(input: InputFrom<TLogic>): void {
    this.input = input;
    this.parked = undefined;
    this.spawn(undefined);
  }

  /**
   * An actor resumed from a persisted snapshot of this machine (`actor.getPersistedSnapshot()`),
   * with `input` or else the input of the last `start()`. No entry action runs again and no
   * event is re-emitted.
   */
  restore(snapshot: PersistedSnapshot, input?: InputFrom<TLogic>): void {
    if (input !== undefined) this.input = input;
    this.spawn(snapshot);
  }

  /** Sends an event to the actor; ignored before `start()` and once the actor has stopped. */
  send(event: EventFromLogic<TLogic>): void {
    const actor = this.current;
    if (!actor || (actor.getSnapshot() as { status: string }).status !== 'active') return;
    actor.send(event);
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
    // A move in the DOM disconnects and reconnects in the same task: keep the actor then.
    queueMicrotask(() => {
      if (this.connected || this.host.isConnected || !this.current) return;
      this.parked = this.current.getPersistedSnapshot();
      this.stop();
    });
  }

  /** Stops the actor and forgets it (`actor` is `undefined` until the next `start()`). */
  clear(): void {
    this.stop();
    this.current = undefined;
    this.parked = undefined;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  private stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.current?.stop();
  }

  private spawn(snapshot: PersistedSnapshot | undefined): void {
    this.stop();
    this.failure = undefined;
    const { logic, onEvent, onSnapshot, onStarted } = this.options;
    let actor: Actor<TLogic> | undefined = undefined;
    let restoring = snapshot !== undefined;
    const clock = this.options.clock?.();
    actor = createActor(logic, {
      ...(snapshot === undefined ? { input: this.input } : { snapshot, input: this.input }),
      ...(clock ? { clock } : {}),
      inspect: (inspection: InspectionEvent) => {
        if (restoring || inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor || !onEvent) return;
        const { event } = inspection as unknown as { event: { type?: unknown } | null };
        // XState's own events are no news; nor is an event without a type, which the machine refused.
        if (typeof event?.type !== 'string' || event.type.startsWith('xstate.')) return;
        onEvent(event as EventFromLogic<TLogic>, inspection.snapshot as SnapshotFrom<TLogic>);
      },
    } as never) as Actor<TLogic>;
    // XState reads `event.type` once the chart has handled an event; for `null` or `undefined`,
    // which the machines refuse (acceptAnyEvent), that throws into the page: they go as `{}`.
    const send = actor.send.bind(actor);
    actor.send = (event) => send(event ?? ({} as EventFromLogic<TLogic>));
    this.current = actor;
    actor.on('*', (emitted) => {
      const event = this.options.emitted
        ? this.options.emitted(emitted as EmittedFrom<TLogic>)
        : this.defaultEvent(emitted as { type: string });
      if (event) this.host.dispatchEvent(event);
    });
    // An error observer first, so a failure is reported here and never thrown at the page.
    this.subscription = actor.subscribe({
      next: (next) => {
        onSnapshot?.(next as SnapshotFrom<TLogic>, this.starting);
        this.host.requestUpdate();
      },
      error: (error) => {
        this.failure = error;
        this.options.onError?.(error);
        this.host.requestUpdate();
      },
    });
    this.starting = true;
    try {
      actor.start();
    } finally {
      this.starting = false;
    }
    restoring = false;
    const status = (actor.getSnapshot() as { status: string }).status;
    if (status === 'error' && this.failure === undefined) {
      this.failure = (actor.getSnapshot() as { error?: unknown }).error;
    }
    if (status === 'active') onStarted?.(actor, snapshot !== undefined);
    this.host.requestUpdate();
  }

  private defaultEvent(emitted: { type: string }): Event {
    const { type, ...detail } = emitted;
    return new CustomEvent(`${this.options.prefix ?? ''}${type}`, { detail, bubbles: true, composed: true });
  }
}
