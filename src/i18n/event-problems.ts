/**
 * What is wrong with an event that cannot be read, in the words every game shares: not an
 * event at all, no type, no seat, an amount that is no number of chips. The hand's refusals
 * (`refusals-hand.ts`) and Potsdam's (`refusals-potsdam.ts`) both word these problems so.
 */

/** A problem of an event's shape that every game's engine names alike. */
export type EventProblem = 'event' | 'type' | 'seat' | 'to' | 'input' | 'state';

export const eventProblemsEn: Readonly<Record<EventProblem, string>> = {
  event: 'That is not an event: an event is an object with a type.',
  type: 'The event has no type.',
  seat: 'The event does not say whose seat it is for.',
  to: 'The amount is not a number of chips.',
  input: 'No hand can be dealt from this input (DEAL): check the seats, stacks and cards.',
  state: 'That is not a state of a hand to go back to (RESTORE).',
};
