/**
 * The `refusal` term: a refusal of the engine (a `code`, its rule and its parameters) as a
 * sentence in the reader's language. Each layer words its own codes (`refusals-betting.ts`
 * for T6–T16, `refusals-table.ts` for the table, `refusals-potsdam.ts` for Potsdam, the
 * hand's own codes here); a code a language does not know is said by its rule ID, never
 * left blank.
 *
 * Every hand needs the hand's and the betting words, so they are here; the table's and
 * Potsdam's are added (`addRefusalWords`) by what plays a table or a Potsdam game, so a
 * page with one hand does not load them. `holdem-elements/i18n` adds them all.
 */
import type { HandOwnRefusal } from '../core/hand/types.js';
import { own } from '../core/records.js';
import type { Refusal } from '../core/rule-violation.js';
import { bettingRefusalsDe, bettingRefusalsEn } from './refusals-betting.js';
import type { NameOf, RefusalWords } from './refusal-words.js';

export type { NameOf, RefusalWords } from './refusal-words.js';

const handEn: RefusalWords<HandOwnRefusal> = {
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

const handDe: RefusalWords<HandOwnRefusal> = {
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

type AnyWords = Readonly<Record<string, ((params: never, name: NameOf) => string) | undefined>>;

const sameName: NameOf = (seat) => seat;

const wordsEn: Record<string, AnyWords[string]> = { ...handEn, ...bettingRefusalsEn };
const wordsDe: Record<string, AnyWords[string]> = { ...handDe, ...bettingRefusalsDe };

/** Adds the words of a layer's refusal codes (`RefusalWords<…>` in English and German). */
export function addRefusalWords(en: object, de: object): void {
  Object.assign(wordsEn, en);
  Object.assign(wordsDe, de);
}

/** The `refusal` term of one language, over that language's words. */
function refusalTerm(words: AnyWords, unknown: (refusal: Refusal) => string): (refusal: Refusal, name?: NameOf) => string {
  return (refusal, name = sameName) => {
    const word = own(words, refusal.code);
    return word ? word(refusal.params as never, name) : unknown(refusal);
  };
}

// A refusal is shown under the label "Not allowed" (for screen readers too): the fallback does not say it again.
export const refusalEn = refusalTerm(wordsEn, (r) => `Against rule ${r.ruleId} (${r.code}).`);
export const refusalDe = refusalTerm(wordsDe, (r) => `Gegen Regel ${r.ruleId} (${r.code}).`);
