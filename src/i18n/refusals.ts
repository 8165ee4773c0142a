/**
 * The `refusal` term: a refusal of the engine (a `code`, its rule and its parameters) as a
 * sentence in the reader's language. Each layer words its own codes (`refusals-betting.ts`
 * for T6–T16, `refusals-table.ts` for the table, `refusals-potsdam.ts` for Potsdam, the
 * hand's own codes here); a code a language does not know is said by its rule ID, never
 * left blank.
 *
 * A table says few of them before something is refused: the hand's own words and why a
 * raise is closed (`refusals-closed.ts`) are here; the other English betting words are
 * fetched on the first refusal (`loadRefusalWords`: the `refusal` term starts it, and a table
 * waits for it before it tells the page), the German ones come with the table's German
 * words. The table's and Potsdam's are added (`addRefusalWords`) by what plays a table or a
 * Potsdam game, so a page with one hand does not load them. `holdem-elements/i18n` adds
 * them all.
 */
import type { HandOwnRefusal } from '../core/hand/types.js';
import { own } from '../core/records.js';
import type { Refusal } from '../core/rule-violation.js';
import { closedRefusalsEn } from './refusals-closed.js';
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

const wordsEn: Record<string, AnyWords[string]> = { ...handEn, ...closedRefusalsEn };
const wordsDe: Record<string, AnyWords[string]> = { ...handDe };

/** English words fetched on the first refusal: the betting ones, and what a page's elements add (`addRefusalWordsOnUse`). */
let waiting: (() => Promise<object>)[] = [
  () => import('./refusals-betting-en.js').then(({ bettingRefusalsEnRest }) => bettingRefusalsEnRest),
];
let fetching: Promise<void> | undefined;

/** Adds English refusal words to fetch on the first refusal (`loadRefusalWords`) rather than with the page. */
export function addRefusalWordsOnUse(load: () => Promise<object>): void {
  waiting.push(load);
}

/**
 * Fetches the English refusal words not loaded yet (the first refusal a table words);
 * undefined when they are all there. A failed fetch is forgotten, so the next refusal tries
 * again; until then a refusal is said by its rule ID.
 */
export function loadRefusalWords(): Promise<void> | undefined {
  if (fetching || waiting.length === 0) return fetching;
  const loads = waiting;
  waiting = [];
  fetching = Promise.all(loads.map((load) => load())).then(
    (words) => {
      fetching = undefined;
      for (const more of words) Object.assign(wordsEn, more);
    },
    (error: unknown) => {
      fetching = undefined;
      waiting = [...loads, ...waiting];
      console.warn('holdem-elements: the words of a refusal could not be loaded; its rule ID is shown instead.', error);
    },
  );
  return fetching;
}

/** Adds the words of a layer's refusal codes (`RefusalWords<…>` in English and German). */
export function addRefusalWords(en: object, de: object): void {
  Object.assign(wordsEn, en);
  Object.assign(wordsDe, de);
}

/** The `refusal` term of one language, over that language's words. */
function refusalTerm(words: AnyWords, unknown: (refusal: Refusal) => string): (refusal: Refusal, name?: NameOf) => string {
  return (refusal, name = sameName) => {
    const word = own(words, refusal.code);
    if (word) return word(refusal.params as never, name);
    if (words === wordsEn) void loadRefusalWords();
    return unknown(refusal);
  };
}

// A refusal is shown under the label "Not allowed" (for screen readers too): the fallback does not say it again.
export const refusalEn = refusalTerm(wordsEn, (r) => `Against rule ${r.ruleId} (${r.code}).`);
export const refusalDe = refusalTerm(wordsDe, (r) => `Gegen Regel ${r.ruleId} (${r.code}).`);
