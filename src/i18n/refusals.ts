/**
 * The `refusal` term: a refusal of the engine (a `code`, its rule and its parameters) as a
 * sentence in the reader's language. Each layer words its own codes (`refusals-betting.ts`
 * for T6–T16, `refusals-hand.ts` for the hand's own codes, `refusals-table.ts` for the
 * table, `refusals-potsdam.ts` for Potsdam); a code a language does not know is said by its
 * rule ID, never left blank.
 *
 * A table says few of them before something is refused: why a raise is closed
 * (`refusals-closed.ts`) is here; the other English betting words and the hand's own
 * (`refusals-hand.ts`: a malformed or unknown event, an event after the hand) are fetched on
 * the first refusal (`loadRefusalWords`: the `refusal` term starts it, and a table
 * waits for it before it tells the page), the German ones come with the table's German
 * words. The table's and Potsdam's are added (`addRefusalWords`) by what plays a table or a
 * Potsdam game, so a page with one hand does not load them. `holdem-elements/i18n` adds
 * them all.
 */
import { own } from '../core/records.js';
import type { Refusal } from '../core/rule-violation.js';
import { closedRefusalsEn } from './refusals-closed.js';
import type { NameOf } from './refusal-words.js';

export type { NameOf, RefusalWords } from './refusal-words.js';

type AnyWords = Readonly<Record<string, ((params: never, name: NameOf) => string) | undefined>>;

const sameName: NameOf = (seat) => seat;

const wordsEn: Record<string, AnyWords[string]> = { ...closedRefusalsEn };
const wordsDe: Record<string, AnyWords[string]> = {};

/** English words fetched on the first refusal: the betting ones and the hand's own, and what a page's elements add (`addRefusalWordsOnUse`). */
let waiting: (() => Promise<object>)[] = [
  () =>
    import('./refusals-betting-en.js').then(({ bettingRefusalsEnRest, handRefusalsEn }) => ({
      ...bettingRefusalsEnRest,
      ...handRefusalsEn,
    })),
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
