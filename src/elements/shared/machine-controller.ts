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
  /** Keep the actor (the same object) while the host is out of the DOM: for machines without timers. */
  keepWhileDetached?: boolean;
}

/** XState's clock for an actor's timers. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

type PersistedSnapshot = ReturnType<Actor<AnyStateMachine>['getPersistedSnapshot']>;

/**
 * Runs an XState actor for a Lit element (STYLE.md, "The machine controller"):
 *
 * - creates the actor from the input given to `start()`, or follows a page's own actor
 *   (`follow()`): the element renders whichever it runs, and never stops a page's actor;
 * - subscribes to its snapshots and requests an update of the host for each, so the host
 *   renders from `controller.snapshot` and keeps no copy of the context;
 * - re-dispatches the machine's `emit()`ted events as DOM events on the host;
 * - reports every event the actor processed (`onEvent`, through the actor system's
 *   inspection), also ones a page sends through the actor directly;
 * - with `keepWhileDetached`, keeps its actor, the same object, while the host is out of the
 *   DOM; otherwise (an actor with timers) it stops the actor once the host is still detached
 *   after a microtask and resumes it from its last snapshot when the host comes back.
 *
 * Errors never reach the page as exceptions: an actor that fails is reported to `onError`
 * and its snapshot (status `error`) stays readable.
 */
export class MachineController<TLogic extends AnyStateMachine> implements ReactiveController {
  private current: Actor<TLogic> | undefined;
  /** The actor is the element's (made by `start` or `restore`), not a page's. */
  private own = false;
  private subscriptions: Subscription[] = [];
  private input: InputFrom<TLogic> | undefined;
  /** Set while the host is detached and the actor was stopped: where to resume. */
  private parked: PersistedSnapshot | undefined;
  private connected = false;
  private failure: unknown = undefined;
  private starting = false;
  /** While an actor is being created from a snapshot: its first snapshots are no news. */
  private restoring = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: MachineControllerOptions<TLogic>,
  ) {
    host.addController(this);
  }

  /** The actor the element runs (its own or a page's), or `undefined` before `start()` or `follow()`. */
  get actor(): Actor<TLogic> | undefined {
    return this.current;
  }

  /** The actor is the element's own (not one a page gave it). */
  get owned(): boolean {
    return this.own;
  }

  /** The actor's current snapshot, or `undefined` before `start()`. */
  get snapshot(): SnapshotFrom<TLogic> | undefined {
    return this.current?.getSnapshot() as SnapshotFrom<TLogic> | undefined;
  }

  /** Why the actor failed, or `undefined`. */
  get error(): unknown {
    return this.failure;
  }

  /** A fresh actor of the element's own from `input` (the old one, if the element's, is stopped; a parked one forgotten). */
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

  /**
   * Follows a page's actor: its snapshots are the host's, its emitted events the host's DOM
   * events, every event it processes reported. The element's own actor, if any, is stopped;
   * the page's is never stopped by the element (the page started it, or the element starts it
   * if it has not been).
   */
  follow(actor: Actor<TLogic>): void {
    if (actor === this.current) return;
    this.release();
    this.failure = undefined;
    this.parked = undefined;
    this.current = actor;
    this.own = false;
    this.listen(actor);
    // Starting a running actor does nothing (XState returns at once): a page may give one started or not.
    if ((actor.getSnapshot() as { status: string }).status === 'active') actor.start();
    this.host.requestUpdate();
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
    if (this.options.keepWhileDetached) return;
    // A move in the DOM disconnects and reconnects in the same task: keep the actor then.
    queueMicrotask(() => {
      if (this.connected || this.host.isConnected || !this.current || !this.own) return;
      this.parked = this.current.getPersistedSnapshot();
      this.release();
      this.current = undefined;
    });
  }

  /** Stops the element's actor (a page's is only let go) and forgets it (`actor` is `undefined` until the next `start()`). */
  clear(): void {
    this.release();
    this.current = undefined;
    this.parked = undefined;
    this.failure = undefined;
    this.host.requestUpdate();
  }

  /** Stops listening to the actor, and stops it if it is the element's own. */
  private release(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions = [];
    if (this.own) this.current?.stop();
    this.own = false;
  }

  /** Listens to `actor`: its events processed (inspection), what it emits, and its snapshots. */
  private listen(actor: Actor<TLogic>): void {
    const { onEvent, onSnapshot } = this.options;
    this.subscriptions.push(
      actor.system.inspect((inspection: InspectionEvent) => {
        if (this.restoring || inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor || !onEvent) return;
        const { event } = inspection as unknown as { event: { type?: unknown } | null };
        // XState's own events are no news; nor is an event without a type, which the machine refused.
        if (typeof event?.type !== 'string' || event.type.startsWith('xstate.')) return;
        onEvent(event as EventFromLogic<TLogic>, inspection.snapshot as SnapshotFrom<TLogic>);
      }),
      actor.on('*', (emitted) => {
        const event = this.options.emitted
          ? this.options.emitted(emitted as EmittedFrom<TLogic>)
          : this.defaultEvent(emitted as { type: string });
        if (event) this.host.dispatchEvent(event);
      }),
      // An error observer too, so a failure is reported here and never thrown at the page.
      actor.subscribe({
        next: (next) => {
          onSnapshot?.(next as SnapshotFrom<TLogic>, this.starting);
          this.host.requestUpdate();
        },
        error: (error) => {
          this.failure = error;
          this.options.onError?.(error);
          this.host.requestUpdate();
        },
      }),
    );
  }

  private spawn(snapshot: PersistedSnapshot | undefined): void {
    this.release();
    this.failure = undefined;
    const { logic, onStarted } = this.options;
    this.restoring = snapshot !== undefined;
    const clock = this.options.clock?.();
    const actor = createActor(logic, {
      ...(snapshot === undefined ? { input: this.input } : { snapshot, input: this.input }),
      ...(clock ? { clock } : {}),
    } as never) as Actor<TLogic>;
    this.current = actor;
    this.own = true;
    this.listen(actor);
    this.starting = true;
    try {
      actor.start();
    } finally {
      this.starting = false;
      this.restoring = false;
    }
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
