/** The hand's own refusals in Spanish (see `../refusals-hand.ts`). */
import type { HandOwnRefusal } from '../../core/hand/types.js';
import { eventProblemsEs } from './event-problems.js';
import type { RefusalWords } from '../refusal-words.js';

export const handRefusalsEs: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `«${type}» no es un evento de una mano: una mano acepta ACT, SHOW, MUCK y VOID.`,
  'malformed-event': ({ problem }) => eventProblemsEs[problem],
  'hand-over': () => 'La mano ha terminado: ya no se puede hacer nada en ella.',
};
