/**
 * The hand's own refusals (a malformed or unknown event, an event after the hand is over) in
 * English. A table fetches them with the betting words on its first refusal
 * (`refusals-betting-en.ts`); other languages have theirs with their table words.
 */
import type { HandOwnRefusal } from '../core/hand/types.js';
import { eventProblemsEn } from './event-problems.js';
import type { RefusalWords } from './refusal-words.js';

export const handRefusalsEn: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `“${type}” is not an event of a hand: a hand takes ACT, SHOW, MUCK and VOID.`,
  'malformed-event': ({ problem }) => eventProblemsEn[problem],
  'hand-over': () => 'The hand is over: nothing more can be done in it.',
};
