/** `<poker-table>`'s error wording: its problems, and an event as the `error` detail's `text`. */
import type { HandEvent } from '../../../machines/hand.machine.js';
import { tableErrorMessage } from '../../shared/table/internal/errors.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import type { Problem } from '../../shared/table/internal/read-input.js';

/** A problem of the hand's input in words; one the table does not know says the hand cannot be dealt. */
export const handErrorMessage = (t: Words, problem: Problem): string => tableErrorMessage(t, problem) ?? t.term('errorDeal', problem.text);

/** An event as text: `Anna raise 5000`, `Ben show`, `VOID`. */
export function eventText(event: HandEvent): string {
  if (event.type === 'ACT') return `${event.seat} ${event.action}${event.to === undefined ? '' : ` ${event.to}`}`;
  return 'seat' in event ? `${event.seat} ${event.type.toLowerCase()}` : event.type;
}
