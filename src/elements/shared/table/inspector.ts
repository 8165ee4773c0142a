import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnyActor, InspectionEvent, Observer, Subscription } from 'xstate';

/** What XState's `createActor(logic, { inspect })` takes. */
export type InspectionObserver = Observer<InspectionEvent> | ((inspectionEvent: InspectionEvent) => void);

/**
 * Gives an element's `inspect` observer the actor the element runs now. The machine controller
 * creates its actors with an inspector of its own, so the observer joins each actor's system
 * (`actor.system.inspect`, XState 5.14+) right after it started, and first gets what an observer
 * passed to `createActor` would have had by then: the actor, its `xstate.init` event and its
 * snapshot. The element calls `sync()` after each start and restore, before any further event
 * can reach the actor; every update syncs too (a new observer, a resumed actor).
 */
export class Inspector implements ReactiveController {
  private attached: { actor: AnyActor; observer: InspectionObserver; subscription: Subscription } | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly current: () => { actor: AnyActor | undefined; observer: InspectionObserver | undefined },
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.sync();
  }

  sync(): void {
    const { actor, observer } = this.current();
    const attached = this.attached;
    if (attached ? attached.actor === actor && attached.observer === observer : !actor || !observer) return;
    attached?.subscription.unsubscribe();
    this.attached = undefined;
    if (!actor || !observer) return;
    const next = typeof observer === 'function' ? observer : (event: InspectionEvent) => observer.next?.(event);
    const rootId = actor.sessionId;
    const init = { type: 'xstate.init', input: actor.options.input };
    next({ type: '@xstate.actor', actorRef: actor, rootId });
    next({ type: '@xstate.event', actorRef: actor, sourceRef: undefined, event: init, rootId });
    next({ type: '@xstate.snapshot', actorRef: actor, event: init, snapshot: actor.getSnapshot(), rootId });
    this.attached = { actor, observer, subscription: actor.system.inspect(observer) };
  }
}
