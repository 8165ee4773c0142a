/**
 * `runHand` and `playHands` run on the hand engine of `holdem-elements/core` without an
 * actor; they are exported here too, beside the machine they mirror.
 */
export {
  runHand,
  playHands,
  type RunHandPot,
  type RunHandResult,
  type RunHandViolation,
  type HandPolicy,
  type PlayHandsOptions,
  type PlayHandsResult,
} from '../core/hand/index.js';
