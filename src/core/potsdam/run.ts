/**
 * `runPotsdam`: a game of Potsdam Hold'em played from a list of events on the engine,
 * without an actor (for Node users, tests, game records and documentation). The result has
 * the shape of `runHand`'s.
 */
import { handContributionsUnchecked } from '../betting.js';
import { put } from '../records.js';
import { awardedPots, runGame, type RunPot } from '../replay.js';
import { applyPotsdamEvent, startPotsdam } from './engine.js';
import type { PotsdamEvent, PotsdamInput, PotsdamLogEntry, PotsdamState, PotsdamViolation } from './types.js';

/** A pot of `runPotsdam`'s result. */
export type RunPotsdamPot = RunPot;

/** The first refused event of a run: its index and the refusal, as data (`src/i18n/` words it). */
export type RunPotsdamViolation = PotsdamViolation & {
  /** Index into the events of the first refused one; the run stops there. */
  index: number;
};

export interface RunPotsdamResult {
  /** The game reached its end: the pots were awarded. */
  complete: boolean;
  /** Chips behind by seat id: the final stacks once complete. */
  stacks: Record<string, number>;
  /** Main pot first, then side pots. */
  pots: RunPotsdamPot[];
  /** What each seat put in: blinds and bets (uncalled chips returned, T10) and prices paid (P4, P6 (2)). */
  contributions: Record<string, number>;
  violation: RunPotsdamViolation | null;
  log: PotsdamLogEntry[];
  /** The game as it stood at the end of the run. */
  state: PotsdamState;
}

/**
 * Plays a game from `input` with `events` in order and reports where it ended. Stops at the
 * first refused event. If no SHOW or MUCK events are given, the showdown resolves itself
 * (`autoShowdown`: hands that can win show, the others muck), unless `input.autoShowdown`
 * says otherwise. Throws `HoldemError` for malformed input or a malformed list of events
 * (not a list, an event that is not an object or has no type).
 */
export function runPotsdam(input: PotsdamInput, events: readonly PotsdamEvent[]): RunPotsdamResult {
  const { state, violation } = runGame('runPotsdam', 'a game input object', input, events, startPotsdam, applyPotsdamEvent);
  return { ...summary(state), violation, state };
}

function summary(state: PotsdamState): Omit<RunPotsdamResult, 'violation' | 'state'> {
  const result = state.result;
  if (result) {
    return {
      complete: true,
      stacks: { ...result.finalStacks },
      pots: awardedPots(result.pots, result.awards),
      contributions: { ...result.contributions },
      log: state.log,
    };
  }
  // Stopped midway: the pots as they stand, and this betting round's bets in front of the players.
  const contributions: Record<string, number> = {};
  // The state is the run's own (core made it from the input and the events).
  for (const c of handContributionsUnchecked(state.round)) put(contributions, c.seat, c.amount + state.paid[c.seat]);
  return {
    complete: false,
    stacks: { ...state.stacks },
    pots: state.pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.slice(), awards: {} })),
    contributions,
    log: state.log,
  };
}
