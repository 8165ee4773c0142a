/**
 * The two betting rules of Potsdam that core's betting round (`betting.ts`) has no option
 * for, as a thin layer over it: the entry round is call or fold (P2), and a later betting
 * round caps a bet or raise at three big blinds (P5). Everything else (who acts, calls,
 * minimum bets and raises, short all-ins, uncalled chips) is core's no-limit round as it is.
 *
 * The layer answers before core is asked: `entryRefusal` / `limitRefusal` refuse what the
 * Potsdam rule forbids, `entryActions` / `cappedActions` take it out of core's legal actions.
 * A minimum raise of one big blind (`rules.minRaise: 'big-blind'`) is the round's largest
 * increment held at one big blind (`withMinRaise`), which is what core reads it from.
 * Every round given here is checked already (the engine checks the round a state brings).
 */
import { legalActionsUnchecked, type ActionType, type BettingRound, type LegalActions } from '../betting.js';
import type { PotsdamConfig, PotsdamRefusal } from './types.js';

/** P2: what the seat to act may do in the entry round: core's actions without a bet, raise or all-in above the call. */
export function entryActions(round: BettingRound): LegalActions {
  const legal = legalActionsUnchecked(round);
  const out: LegalActions = {};
  if (legal.fold) out.fold = true;
  if (legal.check) out.check = true;
  if (legal.call) out.call = legal.call;
  // An all-in for no more than the call is a call for less (T9); as a call of what all-in opponents can match, too.
  if (legal.allIn && (legal.allIn.to <= round.currentBetTo || legal.allIn.asCallTo !== undefined)) out.allIn = legal.allIn;
  return out;
}

/** P2: why the seat to act may not do `action` in the entry round, or null (core decides the rest). */
export function entryRefusal(round: BettingRound, action: ActionType): PotsdamRefusal | null {
  if (action === 'bet' || action === 'raise') return { code: 'no-raise-in-entry', ruleId: 'P2', params: { callTo: round.currentBetTo } };
  if (action === 'all-in') {
    const allIn = legalActionsUnchecked(round).allIn;
    if (allIn && allIn.asCallTo === undefined && allIn.to > round.currentBetTo)
      return { code: 'no-raise-in-entry', ruleId: 'P2', params: { callTo: round.currentBetTo } };
  }
  return null;
}

/** P5: the largest total a bet or raise may go to now (`rules.betLimit`). */
export function limitTo(round: BettingRound, config: PotsdamConfig): number {
  if (config.rules.betLimit === 'round-total') return config.limit;
  return round.currentBetTo + config.limit;
}

/** P5: what the seat to act may do in a betting round: core's actions, bets and raises capped. */
export function cappedActions(round: BettingRound, config: PotsdamConfig): LegalActions {
  const legal = legalActionsUnchecked(round);
  const maxTo = limitTo(round, config);
  const out: LegalActions = {};
  if (legal.fold) out.fold = true;
  if (legal.check) out.check = true;
  if (legal.call) out.call = legal.call;
  for (const kind of ['bet', 'raise'] as const) {
    const range = legal[kind];
    if (range && Math.min(range.maxTo, maxTo) >= range.minTo) out[kind] = { minTo: range.minTo, maxTo: Math.min(range.maxTo, maxTo) };
  }
  if (legal.allIn && (legal.allIn.to <= round.currentBetTo || legal.allIn.asCallTo !== undefined || legal.allIn.to <= maxTo))
    out.allIn = legal.allIn;
  return out;
}

/** P5: why the seat to act may not bet or raise to `to` (or go all-in) in a betting round, or null (core decides the rest). */
export function limitRefusal(
  round: BettingRound,
  config: PotsdamConfig,
  action: ActionType,
  to: number | undefined,
): PotsdamRefusal | null {
  const maxTo = limitTo(round, config);
  const limit = config.limit;
  const betLimit = config.rules.betLimit;
  if (action === 'bet' || action === 'raise') {
    // A bet where there is one, or a raise where there is none, is core's to refuse (T7).
    if ((action === 'bet') !== (round.currentBetTo === 0)) return null;
    if (typeof to !== 'number' || !Number.isSafeInteger(to) || to <= maxTo) return null;
    return action === 'bet'
      ? { code: 'bet-above-limit', ruleId: 'P5', params: { maxTo, limit, betLimit } }
      : { code: 'raise-above-limit', ruleId: 'P5', params: { maxTo, limit, betLimit } };
  }
  if (action === 'all-in') {
    const allIn = legalActionsUnchecked(round).allIn;
    if (!allIn || allIn.asCallTo !== undefined || allIn.to <= round.currentBetTo || allIn.to <= maxTo) return null;
    if (to !== undefined && to !== allIn.to) return null; // core: all-in is the whole stack (T8)
    return { code: 'all-in-above-limit', ruleId: 'P5', params: { allInTo: allIn.to, maxTo, limit } };
  }
  return null;
}

/**
 * `rules.minRaise: 'big-blind'`: the round with its largest increment held at one big blind,
 * so that core's minimum raise (T11) and full-raise test (T12) count in big blinds. Under
 * `'last-increment'` the round as it is.
 */
export function withMinRaise(round: BettingRound, config: PotsdamConfig): BettingRound {
  if (config.rules.minRaise !== 'big-blind' || round.lastFullRaiseBy === config.blinds.big) return round;
  return { ...round, lastFullRaiseBy: config.blinds.big };
}
