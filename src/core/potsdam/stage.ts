/**
 * Where a game of Potsdam Hold'em stands, as one name: the phase, and in an ending which
 * ending (P6 (2)–(4), or the house limit). A pure function of the engine's state: the
 * statechart `potsdamMachine` has one leaf state of this name for each, and its eventless
 * transitions follow the engine's state to it.
 */
import type { PotsdamState } from './types.js';

/** Every stage of a game, as the path of its leaf state below the chart's root. */
export const POTSDAM_STAGES = [
  'entry',
  'exchangeRound',
  'buying',
  'bettingRound',
  'endOffer',
  'ending.endedByPlayer.lastExchange',
  'ending.endedByPlayer.lastBetting',
  'ending.noExchange.finalBetting',
  'ending.threePasses.finalBetting',
  'ending.threePasses.lastExchange',
  'ending.threePasses.lastBetting',
  'ending.roundLimit.finalBetting',
  'showdown',
  'complete',
  'uncontested',
] as const;

export type PotsdamStage = (typeof POTSDAM_STAGES)[number];

const ENDING_STATE = {
  'ended-by-player': 'endedByPlayer',
  'no-exchange': 'noExchange',
  'three-passes': 'threePasses',
  'round-limit': 'roundLimit',
  'one-left': null,
} as const;

/** The stage of the engine's state: its phase, and in an ending which ending. */
export function stageOf(state: PotsdamState): PotsdamStage {
  switch (state.phase) {
    case 'entry':
      return 'entry';
    case 'exchange':
      return 'exchangeRound';
    case 'choosing':
      return 'buying';
    case 'betting':
      return 'bettingRound';
    case 'end-offer':
      return 'endOffer';
    case 'final-betting':
    case 'last-exchange':
    case 'last-betting': {
      const ending = state.ending === null ? null : ENDING_STATE[state.ending.kind];
      const step = state.phase === 'final-betting' ? 'finalBetting' : state.phase === 'last-exchange' ? 'lastExchange' : 'lastBetting';
      return `ending.${ending}.${step}` as PotsdamStage;
    }
    default:
      return state.phase;
  }
}
