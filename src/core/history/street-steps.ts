/**
 * Where each street of a recorded hand begins: the step (the number of events taken) at which
 * the flop, turn and river were dealt and the showdown (or the hand's end with hands shown)
 * was reached, worked out by playing the events on the hand engine. A replayer's "jump to a
 * street" reads it; refused events count as steps but reach nothing.
 */
import type { Street } from '../betting.js';
import { applyHandEvent, startHand } from '../hand/engine.js';
import type { HandEvent, HandInput } from '../hand/types.js';

/** A street of a replayed hand, or its showdown. */
export type ReplayStreet = Street | 'showdown';

/** The step at which each street is dealt, and the showdown (or the hand's end) reached, by playing the events. */
export function streetSteps(input: HandInput, events: readonly HandEvent[]): Partial<Record<ReplayStreet, number>> {
  const steps: Partial<Record<ReplayStreet, number>> = { preflop: 0 };
  let state = startHand(input);
  const mark = (index: number): void => {
    const size = state.board.length;
    if (size >= 3) steps.flop ??= index;
    if (size >= 4) steps.turn ??= index;
    if (size >= 5) steps.river ??= index;
    if (state.phase === 'showdown' || (state.result !== null && state.result.kind !== 'void' && Object.keys(state.result.shown).length > 0))
      steps.showdown ??= index;
  };
  events.forEach((event, index) => {
    const step = applyHandEvent(state, event);
    state = step.state;
    if (step.ok) mark(index + 1);
  });
  return steps;
}
