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
import type { PotsdamWords } from './potsdam-en.js';
import type { NameOf } from './refusal-words.js';
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
  /** The verbs a reader may write in a table's `script` in this language. */
  scriptVerbs?: ScriptVerbs;
}

/** What a table script's reader accepts for each action (`call: ['suit', 'suivre']`), as regular-expression sources. */
export type ScriptVerb = 'all-in' | 'fold' | 'check' | 'call' | 'raise' | 'bet' | 'show' | 'muck';
export type ScriptVerbs = Readonly<Partial<Record<ScriptVerb, readonly string[]>>>;

/** The groups of words the kit's elements register (a page's language may use any names for words of its own). */
export type WordGroup =
  'cards' | 'hand' | 'picker' | 'pots' | 'potWords' | 'table' | 'cash' | 'replay' | 'equity' | 'potsdam' | 'quiz' | 'value';

/** A language: what `registerLanguage` takes. */
export interface Language {
  /** A primary language subtag (`fr`): it serves `fr`, `fr-CA`, `fr-BE`. */
  code: string;
  /** Its name in itself (`Français`) and its direction, for the page's language menus: the elements follow the page's `dir`. */
  name?: string;
  dir?: 'ltr' | 'rtl';
  /** Its words per group: given at once, or fetched when an element first shows that group in this language. */
  words?: Readonly<Partial<Record<WordGroup | (string & {}), Words | (() => Promise<Words>)>>>;
}

/** What fetches the words of languages other than English: `languages.ts`, fetched itself the first time one is needed. */
type Fetcher = (code: string, used: ReadonlySet<string>) => Promise<void> | undefined;

const words = new Map<string, Words[]>();
/** Groups an element has registered (its English): only those are fetched in other languages. */
const used = new Set<string>();
let fetcher: Fetcher | undefined;
let fetching: Promise<void> | undefined;
let refusalTerm: ((code: string) => HoldemTranslation['refusal']) | undefined;

export const primary = (lang: string): string => lang.toLowerCase().split('-')[0] as string;

// Every language's `refusal` term words the refusals it holds; a page's own comes back over it (`languages.ts`).
const register = (code: string, terms: object): void => registerTerms({ refusal: refusalTerm?.(code), ...terms, $code: code } as never);

/**
 * The `refusal` term of every language, over the refusal words the registry holds for it:
 * `refusals.ts` gives it, so only a page that words refusals loads it.
 */
export function wordRefusalsWith(term: (code: string) => HoldemTranslation['refusal']): void {
  refusalTerm = term;
  for (const [code, held] of words) register(code, Object.assign({}, ...held.map((group) => group.terms)));
}

/** Adds words to a language at once. */
export function addWords(lang: string, added: Words): void {
  const code = primary(lang);
  words.set(code, [...(words.get(code) ?? []), added]);
  if (added.terms) register(code, added.terms);
}

/** Every group of words a language holds, in the order they came (later ones win); none for a language nobody registered. */
export const wordsIn = (lang: string): readonly Words[] => words.get(primary(lang)) ?? [];

/** Every group of words of every language (the script reader takes every language's verbs). */
export const everyLanguagesWords = (): Words[] => [...words.values()].flat();

/** Installs what fetches the words of other languages (`languages.ts` does, when it loads). */
export const fetchWordsWith = (fetch: Fetcher): void => void (fetcher = fetch);

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

/**
 * Starts fetching the words `lang` still lacks; settles when they are registered, or is
 * undefined when none are missing. English is there from the start (every element registers
 * its English words); for another language the first call fetches the language loader.
 */
export function loadWords(lang: string): Promise<void> | undefined {
  const code = primary(lang);
  if (code === 'en') return undefined;
  if (fetcher) return fetcher(code, used);
  return (fetching ??= import('./languages.js').then(() => undefined)).then(() => loadWords(lang));
}

/** A language and whether its words are all there yet (`de:fetching`, `de`): what a text worded now is worded in. */
export const wordingOf = (lang: string): string => (loadWords(lang) ? `${lang}:fetching` : lang);
