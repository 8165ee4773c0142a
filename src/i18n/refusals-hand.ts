/**
 * The hand's own refusals (a malformed or unknown event, an event after the hand is over) in
 * English and German. A table fetches the English ones with the betting words on its first
 * refusal (`refusals-betting-en.ts`), the German ones with its German words (`table-de.ts`).
 */
import type { HandOwnRefusal } from '../core/hand/types.js';
import type { RefusalWords } from './refusal-words.js';

export const handRefusalsEn: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `“${type}” is not an event of a hand: a hand takes ACT, SHOW, MUCK and VOID.`,
  'malformed-event': ({ problem }) =>
    problem === 'event'
      ? 'That is not an event: an event is an object with a type.'
      : problem === 'type'
        ? 'The event has no type.'
        : problem === 'seat'
          ? 'The event does not say whose seat it is for.'
          : 'The amount is not a number of chips.',
  'hand-over': () => 'The hand is over: nothing more can be done in it.',
};

export const handRefusalsDe: RefusalWords<HandOwnRefusal> = {
  'unknown-event': ({ type }) => `„${type}“ ist kein Ereignis einer Hand: Eine Hand kennt ACT, SHOW, MUCK und VOID.`,
  'malformed-event': ({ problem }) =>
    problem === 'event'
      ? 'Das ist kein Ereignis: Ein Ereignis ist ein Objekt mit einem Typ.'
      : problem === 'type'
        ? 'Dem Ereignis fehlt der Typ.'
        : problem === 'seat'
          ? 'Das Ereignis sagt nicht, für welchen Platz es gilt.'
          : 'Der Betrag ist keine Zahl von Chips.',
  'hand-over': () => 'Die Hand ist vorbei: Es kann nichts mehr geschehen.',
};
