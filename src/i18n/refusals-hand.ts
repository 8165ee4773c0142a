/**
 * The hand's own refusals (a malformed or unknown event, an event after the hand is over) in
 * English and German. A table fetches the English ones with the betting words on its first
 * refusal (`refusals-betting-en.ts`), the German ones with its German words (`table-de.ts`).
 */
import type { HandOwnRefusal } from '../core/hand/types.js';
import { eventProblemsDe, eventProblemsEn } from './event-problems.js';
import type { RefusalWords } from './refusal-words.js';

export const handRefusalsEn: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `“${type}” is not an event of a hand: a hand takes ACT, SHOW, MUCK and VOID.`,
  'malformed-event': ({ problem }) => eventProblemsEn[problem],
  'hand-over': () => 'The hand is over: nothing more can be done in it.',
};

export const handRefusalsDe: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `„${type}“ ist kein Ereignis einer Hand: Eine Hand kennt ACT, SHOW, MUCK und VOID.`,
  'malformed-event': ({ problem }) => eventProblemsDe[problem],
  'hand-over': () => 'Die Hand ist vorbei: Es kann nichts mehr geschehen.',
};
