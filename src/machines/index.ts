/**
 * `holdem-elements/machines`: the XState statecharts of the kit. `handMachine` plays one
 * hand of Texas Hold'em (every rule from `holdem-elements/core`); `runHand` drives it with
 * a list of events, for Node users, tests and documentation.
 */
export {
  handMachine,
  handConfig,
  type HandConfig,
  type HandContext,
  type HandEmitted,
  type HandEvent,
  type HandInput,
  type HandLimits,
  type HandLogEntry,
  type HandLogKind,
  type HandMachine,
  type HandMachineInput,
  type HandOutcome,
  type HandPhase,
  type HandSeatInput,
  type HandViolation,
  type ShownHand,
} from './hand.machine.js';
export {
  runHand,
  playHands,
  type RunHandPot,
  type RunHandResult,
  type RunHandViolation,
  type HandPolicy,
  type PlayHandsOptions,
  type PlayHandsResult,
} from '../core/hand/index.js'; // run on the engine without an actor, exported beside the machine they mirror
export * from './bots.js';
export * from './potsdam-bots.js';
export {
  tableMachine,
  tableConfig,
  type QueuedPlayer,
  type TableActor,
  type TableConfig,
  type TableContext,
  type TableEmitted,
  type TableEvent,
  type TableInput,
  type TableLogEntry,
  type TableLogKind,
  type TableMachine,
  type TableMachineInput,
  type TablePlayerInput,
  type TableSeat,
  type TableTurn,
  type TableViolation,
  type TournamentLevel,
} from './table.machine.js';
export {
  potsdamMachine,
  stageOf as potsdamStageOf,
  POTSDAM_STAGES,
  potsdamConfig,
  runPotsdam,
  DEFAULT_POTSDAM_RULES,
  type PotsdamConfig,
  type PotsdamContext,
  type PotsdamEmitted,
  type PotsdamEnding,
  type PotsdamEvent,
  type PotsdamInput,
  type PotsdamLogEntry,
  type PotsdamLogKind,
  type PotsdamMachine,
  type PotsdamOutcome,
  type PotsdamPhase,
  type PotsdamRules,
  type PotsdamSeatInput,
  type PotsdamStage,
  type PotsdamViolation,
  type RunPotsdamPot,
  type RunPotsdamResult,
  type RunPotsdamViolation,
} from './potsdam.machine.js';
export type { SessionPhase, SessionState, TableRefusal, TableState } from './table.machine.js';
