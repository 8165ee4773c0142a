/**
 * A page may send an actor anything: `null`, `{}`, `{ type: 42 }`, `{ type: '*' }`. XState 5
 * reads an event's `type` as a string before it asks the chart, so such a value would put
 * the actor in an error state (or throw into the page, for `'*'`). `acceptAnyEvent` returns
 * the same machine (a `StateMachine` made from the same config and implementations, as
 * `createMachine` makes one) that reads any value that is not an event as an event of type
 * `''`, which the chart refuses like any unknown event, with a violation.
 */
import { StateMachine, type AnyStateMachine } from 'xstate';

/** The event as the chart sees it: `event` itself, or `{ type: '' }` for a value that is not an event. */
function asEvent(event: unknown): unknown {
  if (typeof event !== 'object' || event === null) return { type: '' };
  const type = (event as { type?: unknown }).type;
  return typeof type !== 'string' || type === '*' ? { ...event, type: '' } : event;
}

export function acceptAnyEvent<M extends AnyStateMachine>(machine: M): M {
  const Base = StateMachine as unknown as new (config: M['config'], implementations: M['implementations']) => AnyStateMachine;
  class AnyEventMachine extends Base {
    override transition(
      ...[snapshot, event, actorScope]: Parameters<AnyStateMachine['transition']>
    ): ReturnType<AnyStateMachine['transition']> {
      return super.transition(snapshot, asEvent(event) as typeof event, actorScope);
    }

    override provide(...[implementations]: Parameters<AnyStateMachine['provide']>): AnyStateMachine {
      return acceptAnyEvent(super.provide(implementations));
    }
  }
  return new AnyEventMachine(machine.config, machine.implementations) as unknown as M;
}
