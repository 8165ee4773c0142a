/**
 * The verbs a table's script may use, from every language the reader may write it in:
 * English's, the shipped languages' (each its own `<code>/script.ts`) and those of every
 * language a page registered (`registerLanguage({ code, words: { script: { scriptVerbs } } })`). A script is the page
 * author's text, not the reader's language, so every language's verbs are read everywhere.
 */
import { scriptVerbsDe } from './de/script.js';
import { scriptVerbsEs } from './es/script.js';
import { scriptVerbsFr } from './fr/script.js';
import { everyLanguagesWords, type ScriptVerb, type ScriptVerbs } from './registry.js';

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

const SHIPPED: readonly ScriptVerbs[] = [scriptVerbsEn, scriptVerbsDe, scriptVerbsFr, scriptVerbsEs];

/**
 * One pattern per action, from the verbs of every language, tried in English's order (all-in
 * before call: "calls all-in"); a verb is a whole word (`suit`, not `suite`).
 */
export function scriptVerbPatterns(): [RegExp, ScriptVerb][] {
  const all = [...SHIPPED, ...everyLanguagesWords().flatMap((words) => words.scriptVerbs ?? [])];
  return (Object.keys(scriptVerbsEn) as ScriptVerb[]).map((verb) => [
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${all.flatMap((language) => language[verb] ?? []).join('|')})(?![\\p{L}\\p{N}])`, 'u'),
    verb,
  ]);
}
