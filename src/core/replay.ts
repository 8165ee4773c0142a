/**
 * What every game's `run…` function does the same way (`runHand`, `runPotsdam`): check the
 * list of events, apply them in order until the first refusal, and report the pots of a
 * finished game with each seat's share.
 */
import { HoldemError } from './errors.js';
import type { Pot, PotAward } from './pots.js';
import { put } from './records.js';

/** A pot of a run's result: what was in it, who could win it, and who won what. */
export interface RunPot {
  amount: number;
  /** Seats that put chips in this pot and did not fold (T18). */
  eligible: string[];
  /** Chips each seat won from this pot; empty until the game is complete. */
  awards: Record<string, number>;
}

/** Throws `HoldemError` unless `events` is a list of objects with a string `type` (`what`: the caller, for the message). */
export function checkEventList(events: unknown, what: string): asserts events is readonly { type: string }[] {
  if (!Array.isArray(events)) throw new HoldemError('missing-events', `${what} needs a list of events (an array, empty for none)`);
  events.forEach((event: unknown, index) => {
    if (typeof event !== 'object' || event === null)
      throw new HoldemError('invalid-event', `event ${index} is not an object: ${String(event)}`);
    if (typeof (event as { type?: unknown }).type !== 'string') throw new HoldemError('invalid-event', `event ${index} has no type`);
  });
}

type Step<S, V> = { ok: true; state: S } | { ok: false; state: S; violation: V };

/** `events` applied to `state` in order; stops at the first refused one and reports it with its index. */
export function replay<S, E, V extends object>(
  state: S,
  events: readonly E[],
  apply: (state: S, event: E) => Step<S, V>,
): { state: S; violation: (V & { index: number }) | null } {
  for (let index = 0; index < events.length; index++) {
    const step = apply(state, events[index]);
    state = step.state;
    if (!step.ok) return { state, violation: { ...step.violation, index } };
  }
  return { state, violation: null };
}

/** The pots of a finished game, main first, with each seat's share from its awards. */
export function awardedPots(pots: readonly Pot[], awards: readonly PotAward[]): RunPot[] {
  const shares = pots.map((): Record<string, number> => ({}));
  for (const award of awards) for (const share of award.shares) put(shares[award.potIndex], share.seat, share.amount);
  return pots.map((pot, i) => ({ amount: pot.amount, eligible: pot.eligible.slice(), awards: shares[i] }));
}
