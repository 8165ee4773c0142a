/** What is wrong with an event that cannot be read, in German (see `../event-problems.ts`). */
import type { EventProblem } from '../event-problems.js';

export const eventProblemsDe: Readonly<Record<EventProblem, string>> = {
  event: 'Das ist kein Ereignis: Ein Ereignis ist ein Objekt mit einem Typ.',
  type: 'Dem Ereignis fehlt der Typ.',
  seat: 'Das Ereignis sagt nicht, für welchen Platz es gilt.',
  to: 'Der Betrag ist keine Zahl von Chips.',
  input: 'Aus diesen Angaben lässt sich keine Hand geben (DEAL): Plätze, Stacks und Karten prüfen.',
  state: 'Das ist kein Stand einer Hand, zu dem es zurückgehen könnte (RESTORE).',
};
