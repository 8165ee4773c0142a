/**
 * A page may send an actor anything: `null`, `{}`, `{ type: 42 }`, `{ type: '*' }`, an event
 * of a type the chart has never heard of, or a legal-looking event at a moment the rules do
 * not allow. Each chart takes an event only on a transition whose guard asks core whether
 * the engine accepts it, so `snapshot.can(event)` is exactly the engine's acceptance. An
 * event that no transition takes is not ignored: `acceptAnyEvent` returns the same machine
 * (a `StateMachine` made from the same config and implementations, as `createMachine` makes
 * one) that hands such an event to the chart once more as `{ type: REFUSED, event }`, which
 * the chart's root takes with its `refuse` action: the engine's refusal, with its code and
 * rule ID, becomes `context.violation` and is emitted as `violation`.
 *
 * Any value that is not an event is read as an event of type `''` first (XState 5 reads
 * `type` as a string, and would put the actor in an error state or throw into the page), and
 * a page cannot send `REFUSED` itself: its own event of that type is an unknown one too.
 */
import { StateMachine, type AnyStateMachine } from 'xstate';

/** The chart's own event for an event no transition took: `{ type: REFUSED, event }` (the event as sent). */
export const REFUSED = '@holdem.refused';

/** The refusal the chart's root takes: the event as the page sent it. */
export interface RefusedEvent {
  type: typeof REFUSED;
  event: unknown;
}

/** The `REFUSED` events the chart made itself; one a page sends is an unknown event. */
const madeHere = new WeakSet<object>();

/** The event as the chart sees it: `event` itself, or `{ type: '' }` for a value that is not an event. */
function asEvent(event: unknown): unknown {
  if (typeof event !== 'object' || event === null) return { type: '' };
  const type = (event as { type?: unknown }).type;
  return typeof type !== 'string' || type === '*' || (type === REFUSED && !madeHere.has(event)) ? { ...event, type: '' } : event;
}

/** XState's own events (`xstate.init`, `xstate.after…`, `xstate.stop`), which are the chart's, not a page's. */
function isXStateEvent(event: unknown): boolean {
  const type = (event as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('xstate.');
}

export function acceptAnyEvent<M extends AnyStateMachine>(machine: M): M {
  const Base = StateMachine as unknown as new (config: M['config'], implementations: M['implementations']) => AnyStateMachine;
  class AnyEventMachine extends Base {
    override transition(
      ...[snapshot, event, actorScope]: Parameters<AnyStateMachine['transition']>
    ): ReturnType<AnyStateMachine['transition']> {
      const read = asEvent(event) as typeof event;
      const next = super.transition(snapshot, read, actorScope);
      // No transition took it (XState hands back the very snapshot): the chart refuses it, explicitly.
      if (next !== snapshot || snapshot.status !== 'active' || isXStateEvent(read)) return next;
      const refused: RefusedEvent = { type: REFUSED, event };
      madeHere.add(refused);
      return super.transition(snapshot, refused as unknown as typeof event, actorScope);
    }

    /** What `snapshot.can(event)` asks: the event read as the chart reads it, so `can(null)` is false, not a throw. */
    override getTransitionData(
      ...[snapshot, event]: Parameters<AnyStateMachine['getTransitionData']>
    ): ReturnType<AnyStateMachine['getTransitionData']> {
      return super.getTransitionData(snapshot, asEvent(event) as typeof event);
    }

    override provide(...[implementations]: Parameters<AnyStateMachine['provide']>): AnyStateMachine {
      return acceptAnyEvent(super.provide(implementations));
    }
  }
  return new AnyEventMachine(machine.config, machine.implementations) as unknown as M;
}
