/**
 * What a statechart over a core engine needs of it (`handMachine`, `potsdamMachine`): a guard
 * that asks the engine whether it accepts the event (so `snapshot.can(event)` is the engine's
 * answer), the action that makes the engine's next state the context and emits what the
 * engine says happened, and the action that takes the engine's refusal of an event no
 * transition took (`acceptAnyEvent`'s `REFUSED`). Only XState's public API: `assign` and
 * `emit` through `enqueueActions`.
 *
 * XState asks the guard and then runs the action for the same event on the same context; the
 * engine is pure, so its answer is kept for that one pair (by identity) and not worked out
 * twice. Nothing else depends on it: any other pair asks the engine again.
 */
import { enqueueActions, type EventObject, type MachineContext } from 'xstate';
import type { GameStep } from '../core/game.js';
import type { RefusedEvent } from './any-event.js';

type Step<TContext, TEmitted> = GameStep<TContext, unknown, TEmitted>;

/** The guard and the two actions of a machine whose context is the state of an engine that `apply`s events. */
export function engineStep<TContext extends MachineContext, TEvent extends EventObject, TEmitted extends EventObject>(
  apply: (state: TContext, event: TEvent) => Step<TContext, TEmitted>,
) {
  let lastContext: TContext | undefined;
  let lastEvent: unknown;
  let lastStep: Step<TContext, TEmitted> | undefined;
  const stepOf = (context: TContext, event: unknown): Step<TContext, TEmitted> => {
    if (lastStep === undefined || lastContext !== context || lastEvent !== event) {
      lastStep = apply(context, event as TEvent);
      lastContext = context;
      lastEvent = event;
    }
    return lastStep;
  };
  const take = (step: Step<TContext, TEmitted>, enqueue: { assign: (f: () => TContext) => void; emit: (e: TEmitted) => void }) => {
    enqueue.assign(() => step.state);
    for (const happening of step.happened) enqueue.emit(happening);
  };
  return {
    /** The engine's answer to `event` in `context` (kept for the last pair asked). */
    stepOf,
    /** The engine's step as the context, and what happened, emitted. */
    take,
    /** The engine accepts the event here. */
    accepts: ({ context, event }: { context: TContext; event: TEvent }) => stepOf(context, event).ok,
    /** The engine's next state as the context, and what happened, emitted. */
    apply: enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never, TEmitted>(({ context, event, enqueue }) =>
      take(stepOf(context, event), enqueue),
    ),
    /**
     * An event no transition took: the engine's refusal (the state as it was, `violation` set)
     * and the `violation` emitted. Should the engine accept it (the chart and the engine
     * disagree, which the property tests rule out), nothing changes.
     */
    refuse: enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never, TEmitted>(({ context, event, enqueue }) => {
      const step = stepOf(context, (event as unknown as RefusedEvent).event);
      if (!step.ok) take(step, enqueue);
    }),
  };
}
