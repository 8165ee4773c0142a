/**
 * One hand of Texas Hold'em as a pure engine: `startHand`, `applyHandEvent`, and hands
 * played without an actor (`runHand`, `playHands`). See `engine.ts`.
 */
export * from './types.js';
export { handConfig } from './config.js';
export { startHand, applyHandEvent } from './engine.js';
export { handChoices, type HandChoices, type HandPresetKind, type PotOdds } from './choices.js';
export {
  runHand,
  playHands,
  type RunHandPot,
  type RunHandResult,
  type RunHandViolation,
  type HandPolicy,
  type PlayHandInput,
  type PlayHandsOptions,
  type PlayHandsResult,
} from './run.js';
