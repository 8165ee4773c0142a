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

export const eventProblemsDe: Readonly<Record<EventProblem, string>> = {
  event: 'Das ist kein Ereignis: Ein Ereignis ist ein Objekt mit einem Typ.',
  type: 'Dem Ereignis fehlt der Typ.',
  seat: 'Das Ereignis sagt nicht, für welchen Platz es gilt.',
  to: 'Der Betrag ist keine Zahl von Chips.',
  input: 'Aus diesen Angaben lässt sich keine Hand geben (DEAL): Plätze, Stacks und Karten prüfen.',
  state: 'Das ist kein Stand einer Hand, zu dem es zurückgehen könnte (RESTORE).',
};
