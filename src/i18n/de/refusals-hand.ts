/** The hand's own refusals in German (see `../refusals-hand.ts`). */
import type { HandOwnRefusal } from '../../core/hand/types.js';
import { eventProblemsDe } from './event-problems.js';
import type { RefusalWords } from '../refusal-words.js';

export const handRefusalsDe: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `„${type}“ ist kein Ereignis einer Hand: Eine Hand kennt ACT, SHOW, MUCK und VOID.`,
  'malformed-event': ({ problem }) => eventProblemsDe[problem],
  'hand-over': () => 'Die Hand ist vorbei: Es kann nichts mehr geschehen.',
};
