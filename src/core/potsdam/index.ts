/**
 * One game of Potsdam Hold'em (P1–P7) as a pure engine: `startPotsdam`, `applyPotsdamEvent`,
 * and a game played from a list of events without an actor (`runPotsdam`). See `engine.ts`.
 */
export * from './types.js';
export { DEFAULT_POTSDAM_RULES, POTSDAM_MAX_SEATS, potsdamConfig } from './config.js';
export {
  startPotsdam,
  applyPotsdamEvent,
  cardsLeft,
  PHASE_EVENTS as POTSDAM_PHASE_EVENTS,
  PHASE_RULE as POTSDAM_PHASE_RULE,
} from './engine.js';
export { stageOf as potsdamStageOf, POTSDAM_STAGES, type PotsdamStage } from './stage.js';
export { runPotsdam, type RunPotsdamPot, type RunPotsdamResult, type RunPotsdamViolation } from './run.js';
