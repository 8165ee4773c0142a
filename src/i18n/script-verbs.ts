/**
 * The verbs a table's script may use, from every language the reader may write it in:
 * English's, the shipped languages' (each its own `<code>/script.ts`) and those of every
 * language a page registered (`registerLanguage({ scriptVerbs })`). A script is the page
 * author's text, not the reader's language, so every language's verbs are read everywhere.
 */
import { scriptVerbsDe } from './de/script.js';
import { scriptVerbsEs } from './es/script.js';
import { scriptVerbsFr } from './fr/script.js';
import { registeredScriptVerbs, type ScriptVerb, type ScriptVerbs } from './registry.js';

/** English's verbs (`allin` is any spelling of all-in: `all-in`, `all in`, `allin`). */
export const scriptVerbsEn: ScriptVerbs = {
  'all-in': ['allin', 'shoves?', 'jams?'],
  fold: ['folds?', 'folded'],
  check: ['checks?', 'checked'],
  call: ['calls?', 'called'],
  raise: ['raises?', 'raised'],
  bet: ['bets?'],
  show: ['shows?', 'showed'],
  muck: ['mucks?', 'mucked'],
};

/** The order in which verbs are tried: all-in before call ("calls all-in"). */
const ORDER: readonly ScriptVerb[] = ['all-in', 'fold', 'check', 'call', 'raise', 'bet', 'show', 'muck'];
const SHIPPED: readonly ScriptVerbs[] = [scriptVerbsEn, scriptVerbsDe, scriptVerbsFr, scriptVerbsEs];

let built = -1;
let patterns: readonly [RegExp, ScriptVerb][] = [];

/** One pattern per action, from the verbs of every language; a verb is a whole word (`suit`, not `suite`). */
export function scriptVerbPatterns(): readonly [RegExp, ScriptVerb][] {
  const { version, verbs } = registeredScriptVerbs();
  if (built !== version) {
    built = version;
    const all = [...SHIPPED, ...verbs];
    patterns = ORDER.map((verb) => {
      const words = all.flatMap((language) => language[verb] ?? []);
      return [new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'u'), verb];
    });
  }
  return patterns;
}
