/**
 * Each contender's chances on every street of a run-out, counted once per hand state (an
 * exact count before the flop takes some milliseconds; a table renders often).
 *
 * @internal
 */
import { runOutChances, type RunOutChances } from '../../../../core/equity/run-out.js';
import type { HandState } from '../../../../core/hand/types.js';

const counted = new WeakMap<HandState, RunOutChances[]>();

export function chancesOf(state: HandState): RunOutChances[] {
  let chances = counted.get(state);
  if (!chances) {
    chances = runOutChances(state);
    counted.set(state, chances);
  }
  return chances;
}
