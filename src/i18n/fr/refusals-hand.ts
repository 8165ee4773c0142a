/** The hand's own refusals in French (see `../refusals-hand.ts`). */
import type { HandOwnRefusal } from '../../core/hand/types.js';
import { eventProblemsFr } from './event-problems.js';
import type { RefusalWords } from '../refusal-words.js';

export const handRefusalsFr: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `«\u00a0${type}\u00a0» n’est pas un événement d’une main\u00a0: une main accepte ACT, SHOW, MUCK et VOID.`,
  'malformed-event': ({ problem }) => eventProblemsFr[problem],
  'hand-over': () => 'La main est terminée\u00a0: plus rien ne peut s’y passer.',
};
