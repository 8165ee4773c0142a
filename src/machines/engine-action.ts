/**
 * The one action a statechart over a core engine needs (`handMachine`, `potsdamMachine`):
 * the engine's answer to the event becomes the context (the next state, or the state with
 * the refusal in `violation`), and what the engine says happened is emitted, in order.
 * Only XState's public API: `assign` and `emit` through `enqueueActions`.
 */
import { enqueueActions, type EventObject, type MachineContext } from 'xstate';
import type { GameStep } from '../core/game.js';

/** The `apply` action of a machine whose context is the state of an engine that `apply`s events. */
export function engineAction<TContext extends MachineContext, TEvent extends EventObject, TEmitted extends EventObject>(
  apply: (state: TContext, event: TEvent) => GameStep<TContext, unknown, TEmitted>,
) {
  // It spawns, calls, checks and delays nothing: no actors, actions, guards or delays of the machine's.
  return enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never, TEmitted>(({ context, event, enqueue }) => {
    const step = apply(context, event);
    enqueue.assign(() => step.state);
    for (const happening of step.happened) enqueue.emit(happening);
  });
}
