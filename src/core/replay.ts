/**
 * What every game's `run…` function does the same way (`runHand`, `runPotsdam`): check the
 * input and the list of events, start the game, apply the events in order until the first
 * refusal, and report the pots of a finished game with each seat's share.
 */
import { HoldemError } from './errors.js';
import type { GameStep } from './game.js';
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

/**
 * A game started from `input` and played with `events` in order; stops at the first refused
 * event and reports it with its index. If no SHOW or MUCK events are given, the showdown
 * resolves itself (`autoShowdown`), unless `input.autoShowdown` says otherwise. Throws
 * `HoldemError` for a missing input (`what` needs `inputName`) or a malformed list of events.
 */
export function runGame<I extends { autoShowdown?: boolean }, S, E extends { type: string }, V extends object>(
  what: string,
  inputName: string,
  input: I,
  events: readonly E[],
  start: (input: I) => S,
  apply: (state: S, event: E) => GameStep<S, V, unknown>,
): { state: S; violation: (V & { index: number }) | null } {
  if (typeof input !== 'object' || input === null) throw new HoldemError('missing-input', `${what} needs ${inputName}`);
  checkEventList(events, what);
  const autoShowdown = input.autoShowdown ?? !events.some((e) => e.type === 'SHOW' || e.type === 'MUCK');
  let state = start({ ...input, autoShowdown });
  for (let index = 0; index < events.length; index++) {
    const step = apply(state, events[index]);
    state = step.state;
    if (!step.ok) return { state, violation: { ...step.violation, index } };
  }
  return { state, violation: null };
}

/** Throws `HoldemError` unless `events` is a list of objects with a string `type`. */
function checkEventList(events: unknown, what: string): void {
  if (!Array.isArray(events)) throw new HoldemError('missing-events', `${what} needs a list of events (an array, empty for none)`);
  events.forEach((event: unknown, index) => {
    if (typeof event !== 'object' || event === null)
      throw new HoldemError('invalid-event', `event ${index} is not an object: ${String(event)}`);
    if (typeof (event as { type?: unknown }).type !== 'string') throw new HoldemError('invalid-event', `event ${index} has no type`);
  });
}

/** The pots of a finished game, main first, with each seat's share from its awards. */
export function awardedPots(pots: readonly Pot[], awards: readonly PotAward[]): RunPot[] {
  const shares = pots.map((): Record<string, number> => ({}));
  for (const award of awards) for (const share of award.shares) put(shares[award.potIndex], share.seat, share.amount);
  return pots.map((pot, i) => ({ amount: pot.amount, eligible: pot.eligible.slice(), awards: shares[i] }));
}
