/**
 * The kit's one registry of words, for every language the same way. A language is one
 * module (`src/i18n/<code>/index.ts` for the languages the kit ships, or a page's own object)
 * registered with one call, `registerLanguage`: its name and direction, the verbs a script
 * may use in it, and its words in groups (cards, hands, pots, table, cash table, replay,
 * equity, Potsdam…), each group given at once or as a function that fetches it. A group is
 * fetched the first time an element that shows it resolves to that language; every group
 * holds terms, refusal sentences and Potsdam words alike. English is registered group by
 * group by the elements themselves and fills every gap, term by term.
 */
import { registerTranslation as registerTerms } from '@shoelace-style/localize';
import { own } from '../core/records.js';
import type { Refusal } from '../core/rule-violation.js';
import type { PotsdamWords } from './potsdam-en.js';
import type { NameOf } from './refusal-words.js';
import { shippedLanguages } from './languages.js';
import type { HoldemTranslation } from './translation.js';

/** A refusal code's sentence, from its parameters. */
export type RefusalWord = (params: never, name: NameOf) => string;

/** The words of one group in one language; a group may hold terms, refusal sentences and Potsdam words. */
export interface Words {
  terms?: Partial<HoldemTranslation>;
  /** One sentence per refusal code (`RefusalWords<…>` of a core module). */
  refusals?: Readonly<Record<string, RefusalWord | undefined>>;
  /** What a refusal whose code the language does not word says: `Against rule T11 (raise-below-minimum).` */
  unknownRefusal?: (ruleId: string, code: string) => string;
  potsdam?: Partial<PotsdamWords>;
}

/** What a table script's reader accepts for each action (`call: ['suit', 'suivre']`), as regular-expression sources. */
export type ScriptVerb = 'all-in' | 'fold' | 'check' | 'call' | 'raise' | 'bet' | 'show' | 'muck';
export type ScriptVerbs = Readonly<Partial<Record<ScriptVerb, readonly string[]>>>;

/** The groups of words the kit's elements register (a page's language may use any names for words of its own). */
export type WordGroup = 'cards' | 'hand' | 'picker' | 'pots' | 'potWords' | 'table' | 'cash' | 'replay' | 'equity' | 'potsdam';

/** A language: what `registerLanguage` takes. */
export interface Language {
  /** A primary language subtag (`fr`): it serves `fr`, `fr-CA`, `fr-BE`. */
  code: string;
  /** Its name in itself: `Français`. */
  name?: string;
  dir?: 'ltr' | 'rtl';
  /** The verbs a reader may write in a table's `script` in this language. */
  scriptVerbs?: ScriptVerbs;
  /** Its words per group: given at once, or fetched when an element first shows that group in this language. */
  words?: Readonly<Partial<Record<WordGroup | (string & {}), Words | (() => Promise<Words>)>>>;
}

interface Fetch {
  load: () => Promise<Words>;
  loaded?: Promise<void>;
  done: boolean;
}

interface LanguageState {
  name: string;
  dir: 'ltr' | 'rtl';
  verbs: ScriptVerbs[];
  fetches: Map<string, Fetch[]>;
  refusals: Record<string, RefusalWord | undefined>;
  unknownRefusal?: (ruleId: string, code: string) => string;
  potsdam: Partial<PotsdamWords>;
  /** Words given at once (a page's), laid again over words fetched later, so a page's own words win. */
  given: Words[];
  /** Whether the language has terms yet (its first terms bring the `refusal` term over the registry's words). */
  hasTerms?: boolean;
}

const languages = new Map<string, LanguageState>([
  ['en', { name: 'English', dir: 'ltr', verbs: [], fetches: new Map(), refusals: {}, potsdam: {}, given: [] }],
]);
/** Groups an element has registered (its English): only those are fetched in other languages. */
const used = new Set<string>();
/** Shipped languages whose module is being fetched, or failed. */
const packs = new Map<string, { loaded: Promise<void>; done: boolean }>();
let version = 0;

const primary = (lang: string): string => {
  const key = lang.toLowerCase();
  return key.split('-')[0] ?? key;
};

function stateOf(code: string): LanguageState {
  let state = languages.get(code);
  if (!state) {
    state = { name: code, dir: 'ltr', verbs: [], fetches: new Map(), refusals: {}, potsdam: {}, given: [] };
    languages.set(code, state);
  }
  return state;
}

const sameName: NameOf = (seat) => seat;
const refusalTerms = new Map<string, NonNullable<HoldemTranslation['refusal']>>();
let missingRefusal: () => void = () => undefined;

/** Called when an English refusal word is missing (`refusals.ts` fetches the rest of them then). */
export function onMissingRefusal(fetch: () => void): void {
  missingRefusal = fetch;
}

/** A language's `refusal` term: its sentence for the code, else English's, else the rule ID. */
export function refusalIn(code: string): NonNullable<HoldemTranslation['refusal']> {
  let term = refusalTerms.get(code);
  if (!term) {
    term = (refusal: Refusal, name: NameOf = sameName) => {
      const state = stateOf(code);
      const english = stateOf('en');
      const word = own(state.refusals, refusal.code) ?? own(english.refusals, refusal.code);
      if (word) return word(refusal.params as never, name);
      missingRefusal();
      return (state.unknownRefusal ?? english.unknownRefusal ?? ((ruleId) => ruleId))(refusal.ruleId, refusal.code);
    };
    refusalTerms.set(code, term);
  }
  return term;
}

/** Adds words to a language at once. */
export function addWords(lang: string, words: Words): void {
  const code = primary(lang);
  const state = stateOf(code);
  if (words.refusals) Object.assign(state.refusals, words.refusals);
  if (words.unknownRefusal) state.unknownRefusal = words.unknownRefusal;
  if (words.potsdam) Object.assign(state.potsdam, words.potsdam);
  if (words.terms) {
    // A page's own `refusal` term (one function for every code) stays; else the registry's words the refusals.
    const refusal = state.hasTerms ? {} : { refusal: refusalIn(code) };
    state.hasTerms = true;
    registerTerms({ ...refusal, ...words.terms, $code: code, $name: state.name, $dir: state.dir } as never);
  }
  version++;
}

/**
 * Registers a language, or more words of one: its name, direction, script verbs and words.
 * Words given at once are there at once; a group given as a function is fetched when an
 * element first shows that group in this language. Registering a code again adds to it.
 */
export function registerLanguage(language: Language): void {
  const code = primary(language.code);
  const state = stateOf(code);
  if (language.name) state.name = language.name;
  if (language.dir) state.dir = language.dir;
  if (language.scriptVerbs) state.verbs.push(language.scriptVerbs);
  for (const [group, source] of Object.entries(language.words ?? {})) {
    if (!source) continue;
    if (typeof source === 'function') state.fetches.set(group, [...(state.fetches.get(group) ?? []), { load: source, done: false }]);
    else {
      state.given.push(source);
      addWords(code, source);
    }
  }
  version++;
}

/**
 * The registration of one group of English words, for elements to call on construction:
 * the English words at the first call, and from then on the group is fetched in every other
 * language an element resolves to. Later calls do nothing, so importing a module has no side effect.
 */
export function termsRegistration(group: WordGroup, english: Words): () => void {
  let registered = false;
  return () => {
    if (registered) return;
    registered = true;
    used.add(group);
    addWords('en', english);
  };
}

/** Starts fetching the words `lang` still lacks; settles when they are registered, or is undefined when none are missing. */
export function loadWords(lang: string): Promise<void> | undefined {
  const code = primary(lang);
  const ship = shippedLanguages[code];
  if (ship && !packs.get(code)?.done) {
    let pack = packs.get(code);
    if (!pack) {
      const entry: { loaded: Promise<void>; done: boolean } = { loaded: Promise.resolve(), done: false };
      entry.loaded = ship().then(
        ({ language }) => {
          entry.done = true;
          registerLanguage(language);
        },
        (error: unknown) => {
          entry.done = true;
          console.warn('holdem-elements: words of a language could not be loaded; English is shown instead.', error);
        },
      );
      packs.set(code, entry);
      pack = entry;
    }
    return pack.loaded.then(() => loadWords(lang));
  }
  const state = languages.get(code);
  if (!state) return undefined;
  const waiting = [...state.fetches].filter(([group]) => used.has(group)).flatMap(([, fetches]) => fetches.filter((fetch) => !fetch.done));
  if (waiting.length === 0) return undefined;
  return Promise.all(
    waiting.map(
      (fetch) =>
        (fetch.loaded ??= fetch.load().then(
          (words) => {
            fetch.done = true;
            addWords(code, words);
            for (const given of state.given) addWords(code, given);
          },
          (error: unknown) => {
            fetch.done = true;
            console.warn('holdem-elements: words of a language could not be loaded; English is shown instead.', error);
          },
        )),
    ),
  ).then(() => undefined);
}

/** A language and whether its words are all there yet (`de:fetching`, `de`): what a text worded now is worded in. */
export const wordingOf = (lang: string): string => (loadWords(lang) ? `${lang}:fetching` : lang);

/** The direction a language is written in, as registered (`ltr` for a language nobody registered). */
export const directionOf = (lang: string): 'ltr' | 'rtl' => languages.get(primary(lang))?.dir ?? 'ltr';

/** The languages the kit ships, by code, whether or not a page has used them yet. */
export const shippedLanguageCodes = (): string[] => Object.keys(shippedLanguages);

/** The Potsdam words of a language, English filling every gap. */
export function potsdamWordsIn(lang: string, english: PotsdamWords): PotsdamWords {
  const words = languages.get(primary(lang))?.potsdam;
  return words && Object.keys(words).length > 0 ? { ...english, ...words } : english;
}

let verbsVersion = -1;
let verbs: readonly ScriptVerbs[] = [];

/** Every registered language's script verbs (English's and the shipped languages' come from `script-verbs.ts`). */
export function registeredScriptVerbs(): { version: number; verbs: readonly ScriptVerbs[] } {
  if (verbsVersion !== version) {
    verbsVersion = version;
    verbs = [...languages.values()].flatMap((state) => state.verbs);
  }
  return { version, verbs };
}

/** A translation as `registerTranslation` takes it: some of the kit's terms, with the language's code. */
export type PageTranslation = Partial<HoldemTranslation> & { $code: string; $name?: string; $dir?: string };

/**
 * Adds terms of a language at once: `registerTranslation({ $code: 'nl', $name: 'Nederlands', $dir: 'ltr', board: 'Bord' })`,
 * the same as `registerLanguage({ code: 'nl', name: 'Nederlands', dir: 'ltr', words: { page: { terms } } })`.
 */
export function registerTranslation(...translations: PageTranslation[]): void {
  for (const { $code, $name, $dir, ...terms } of translations) {
    registerLanguage({
      code: $code,
      name: $name,
      dir: $dir === 'rtl' ? 'rtl' : $dir === 'ltr' ? 'ltr' : undefined,
      words: { page: { terms } },
    });
  }
}
