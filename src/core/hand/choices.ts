/**
 * What the player to act can choose, as a view needs it, decided here and not in a view:
 * the legal actions (T7), why a bet or raise is closed when only calling is left (T9, T12,
 * T15), the preset sizes a betting bar offers (the minimum, half the pot, the pot as
 * T14 counts it, all-in), each inside the legal range, and the pot odds of a call.
 */
import {
  applyActionUnchecked,
  potLimitMaxToUnchecked,
  potTotalUnchecked,
  requireRound,
  type BettingViolation,
  type LegalActions,
} from '../betting.js';
import type { HandState } from './types.js';

export type HandPresetKind = 'min' | 'half-pot' | 'pot' | 'all-in';

export interface HandChoices {
  /** The seat to act, or null (nobody: between streets, the showdown, the end). */
  seat: string | null;
  legal: LegalActions;
  /**
   * When the seat may call but neither bet nor raise: the refusal a raise would get (T9
   * every opponent all-in, T12 an incomplete raise did not reopen the betting, T15 the cap).
   * Null when a raise is open, or when only the stack is short (T8 needs no reason).
   */
  raiseClosed: BettingViolation | null;
  /** Bet or raise totals a bar offers, in the legal range, each once: min, half pot, pot, all-in. */
  presets: { kind: HandPresetKind; to: number }[];
  /** The price of a call when the seat faces a bet; null when calling costs nothing or is not open. */
  potOdds: PotOdds | null;
}

/**
 * "Call 100 to win 400": what a call costs, what is in the middle to win (the pots and every
 * bet on the table, the bet faced included), and the share of the time the call must win to
 * break even, `call / (pot + call)` (100 into 400: 20%).
 */
export interface PotOdds {
  call: number;
  pot: number;
  /** A fraction between 0 and 1. */
  needed: number;
}

const NO_CHOICES: HandChoices = Object.freeze({
  seat: null,
  legal: Object.freeze({}),
  raiseClosed: null,
  presets: Object.freeze([]) as unknown as HandChoices['presets'],
  potOdds: null,
});

/** The choices of the seat to act in `state`. */
export function handChoices(state: HandState): HandChoices {
  const round = state.round;
  if (state.phase !== 'betting' || state.toAct === null || round.toAct === null) return NO_CHOICES;
  // The round is checked once (in full, at every call); what follows reads it unchecked.
  requireRound(round);
  const seat = state.toAct;
  const legal = state.legalActions;
  let raiseClosed: BettingViolation | null = null;
  if (legal.call && !legal.bet && !legal.raise) {
    const probe = applyActionUnchecked(round, { type: 'raise', seat, to: Number.MAX_SAFE_INTEGER }, legal);
    if (!probe.ok && probe.violation.code !== 'not-enough-chips') raiseClosed = probe.violation;
  }
  const presets: HandChoices['presets'] = [];
  const range = legal.bet ?? legal.raise;
  if (range) {
    const potTo = potLimitMaxToUnchecked(round, round.toAct);
    const candidates: [HandPresetKind, number][] = [
      ['min', range.minTo],
      ['half-pot', round.currentBetTo + Math.floor((potTo - round.currentBetTo) / 2)],
      ['pot', potTo],
    ];
    if (legal.allIn) candidates.push(['all-in', legal.allIn.to]);
    for (const [kind, to] of candidates) {
      if (to >= range.minTo && to <= range.maxTo && !presets.some((p) => p.to === to)) presets.push({ kind, to });
    }
  }
  let potOdds: PotOdds | null = null;
  if (legal.call && legal.call.amount > 0) {
    const call = legal.call.amount;
    const pot = potTotalUnchecked(round);
    potOdds = { call, pot, needed: call / (pot + call) };
  }
  return { seat, legal, raiseClosed, presets, potOdds };
}
