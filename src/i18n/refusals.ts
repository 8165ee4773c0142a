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
 * waits for it before it tells the page); another language's come with its table words
 * (the registry's `table`, `cash` and `potsdam` groups). The words live in the kit's one
 * registry (`registry.ts`), per language; `holdem-elements/i18n` adds the English and
 * German ones at once.
 */
import { own } from '../core/records.js';
import type { Refusal } from '../core/rule-violation.js';
import type { NameOf } from './refusal-words.js';
import { addWords, wordRefusalsWith, wordsIn, type Words } from './registry.js';
import { closedRefusalsEn } from './refusals-closed.js';

export type { NameOf, RefusalWords } from './refusal-words.js';

// A refusal is shown under the label "Not allowed" (for screen readers too): the fallback does not say it again.
addWords('en', { refusals: closedRefusalsEn, unknownRefusal: (ruleId, code) => `Against rule ${ruleId} (${code}).` });

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
      for (const more of words) addWords('en', { refusals: more as never });
    },
    (error: unknown) => {
      fetching = undefined;
      waiting = [...loads, ...waiting];
      console.warn('holdem-elements: the words of a refusal could not be loaded; its rule ID is shown instead.', error);
    },
  );
  return fetching;
}

const sameName: NameOf = (seat) => seat;

/** The last word a language's groups give for `pick`, else English's. */
function latest<T>(lang: string, pick: (words: Words) => T | undefined): T | undefined {
  for (const code of [lang, 'en']) for (const words of [...wordsIn(code)].reverse()) if (pick(words)) return pick(words);
  return undefined;
}

const refusalTerms = new Map<string, (refusal: Refusal, name?: NameOf) => string>();

/** A language's `refusal` term: its sentence for the code, else English's, else the rule ID (fetching the English words then). */
export function refusalIn(lang: string): (refusal: Refusal, name?: NameOf) => string {
  let term = refusalTerms.get(lang);
  if (!term) {
    term = (refusal, name = sameName) => {
      const word = latest(lang, (words) => (words.refusals ? own(words.refusals, refusal.code) : undefined));
      if (word) return word(refusal.params as never, name);
      void loadRefusalWords();
      return (latest(lang, (words) => words.unknownRefusal) ?? ((ruleId: string) => ruleId))(refusal.ruleId, refusal.code);
    };
    refusalTerms.set(lang, term);
  }
  return term;
}

// Every language words its refusals through its `refusal` term, over the registry's words.
wordRefusalsWith(refusalIn);

/** Adds refusal words of a language at once (`RefusalWords<…>` of a core module): `addRefusalWords('fr', …)`. */
export function addRefusalWords(lang: string, words: object): void {
  addWords(lang, { refusals: words as never });
}

/** The `refusal` term in English and in German (German's words are there once German's table words are). */
export const refusalEn = refusalIn('en');
export const refusalDe = refusalIn('de');
