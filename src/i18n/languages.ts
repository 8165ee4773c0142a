/**
 * The languages other than English: those a page registers (`registerLanguage`) and those the
 * kit ships, found by their code in `shipped.ts` (each `src/i18n/<code>/index.ts`), and the
 * fetching of their groups of words as elements show them. Fetched the first time an element
 * resolves to a language other than English, or imported by a page that registers one, so an
 * English page loads none of it.
 */
import { addWords, fetchWordsWith, primary, type Language, type Words } from './registry.js';
import type { HoldemTranslation } from './translation.js';

interface Fetch {
  /** The group it fetches; '' for the look-up among the languages the kit ships, fetched first. */
  group: string;
  load: () => Promise<Words | void>;
  loaded?: Promise<void>;
  done?: boolean;
}

interface LanguageState {
  fetches: Fetch[];
  /** Words given at once (a page's), laid again over words fetched later, so a page's own words win. */
  given: Words[];
}

const languages = new Map<string, LanguageState>();

function stateOf(code: string): LanguageState {
  let state = languages.get(code);
  if (!state) {
    const shipped = (): Promise<void> =>
      import('./shipped.js').then(({ languages: kit }) => (kit[code] ? registerLanguage(kit[code]) : undefined));
    languages.set(code, (state = { fetches: [{ group: '', load: shipped }], given: [] }));
  }
  return state;
}

/**
 * Registers a language, or more words of one: its words per group. Words given at once are
 * there at once; a group given as a function is fetched when an element first shows that
 * group in this language. Registering a code again adds to it; a page's words win over the
 * kit's.
 */
export function registerLanguage(language: Language): void {
  const code = primary(language.code);
  const state = stateOf(code);
  for (const [group, source] of Object.entries(language.words ?? {}))
    if (typeof source === 'function') state.fetches.push({ group, load: source });
    else if (source) {
      state.given.push(source);
      addWords(code, source);
    }
}

function fetchWords(code: string, used: ReadonlySet<string>): Promise<void> | undefined {
  const state = stateOf(code);
  const waiting = state.fetches.filter((fetch) => !fetch.done && (fetch.group === '' || used.has(fetch.group)));
  if (waiting.length === 0) return undefined;
  return Promise.all(
    waiting.map(
      (fetch) =>
        (fetch.loaded ??= fetch
          .load()
          .then(
            (words) => {
              if (words) addWords(code, words);
              for (const given of state.given) addWords(code, given);
            },
            (error: unknown) => console.warn('holdem-elements: words of a language could not be loaded; English is shown instead.', error),
          )
          .finally(() => (fetch.done = true))),
    ),
  ).then(() => fetchWords(code, used));
}

fetchWordsWith(fetchWords);

/** A translation as `registerTranslation` takes it: some of the kit's terms, with the language's code. */
export type PageTranslation = Partial<HoldemTranslation> & { $code: string; $name?: string; $dir?: string };

/**
 * Adds terms of a language at once: `registerTranslation({ $code: 'nl', $name: 'Nederlands', $dir: 'ltr', board: 'Bord' })`,
 * the same as `registerLanguage({ code: 'nl', name: 'Nederlands', dir: 'ltr', words: { page: { terms } } })`.
 */
export function registerTranslation(...translations: PageTranslation[]): void {
  for (const { $code, $name, ...terms } of translations) registerLanguage({ code: $code, name: $name, words: { page: { terms } } });
}
