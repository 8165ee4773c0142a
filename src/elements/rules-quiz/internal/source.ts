/**
 * Where a quiz's questions come from, in order: questions the page wrote, the kit's cases of
 * `rules`, or drawn from `seed` (over the kinds of `rules`, or all); and the share link
 * (`#rules-quiz=kind.seed.level`, with `~answer` once answered) that reopens one. Questions
 * are drawn with the kinds the element has fetched; one of a group not yet fetched names
 * the group instead.
 */
import { casesOf } from '../../../core/quiz/cases.js';
import { catalogueEntry, kindsFor, kindsTesting, MAX_QUIZ_LEVEL, quizRuleIds, type QuizGroup } from '../../../core/quiz/catalogue.js';
import { drawWith, kindAt, solveWith } from '../../../core/quiz/draw.js';
import type { QuizAnswer, QuizKindLogic, QuizQuestion, QuizQuestionInput } from '../../../core/quiz/types.js';
import type { RuleId } from '../../../core/rule-violation.js';
import { HoldemError } from '../../../core/errors.js';

export interface QuizSource {
  /** Questions written by the page (solved by core). */
  written: readonly QuizQuestionInput[];
  /** Rule IDs the quiz asks; empty: all. */
  rules: readonly string[];
  /** Set: questions are drawn from it without end. */
  seed: number | undefined;
}

export type KindsAtHand = ReadonlyMap<string, QuizKindLogic>;

/** A question, or the groups of kinds to fetch before it can be asked. */
export type Asked = { question: QuizQuestion } | { missing: QuizGroup[] };

/** The rule IDs of `rules` that no kind asks (bad input). */
export function unknownRules(rules: readonly string[]): string[] {
  const known = quizRuleIds() as readonly string[];
  return rules.filter((id) => !known.includes(id));
}

/** The level a reader has reached: one more for every three right answers. */
export const levelFor = (right: number): number => Math.min(MAX_QUIZ_LEVEL, Math.floor(right / 3));

/** A question's seed for the `n`-th drawn question of a quiz seeded with `seed`. */
const seedAt = (seed: number, n: number): number => (Math.abs(Math.trunc(seed)) * 7919 + n * 104_729) % 2_147_483_647;

function kindOf(id: string, kinds: KindsAtHand): QuizKindLogic | QuizGroup {
  const kind = kinds.get(id);
  if (kind) return kind;
  const entry = catalogueEntry(id);
  if (!entry) throw new HoldemError('unknown-value', `"${id}" is not a kind of quiz question`);
  return entry.group;
}

/** The question of `kind` drawn from `seed` at `level`, with the kinds at hand. */
export function drawAt(kinds: KindsAtHand, kind: string, seed: number, level: number): Asked {
  const logic = kindOf(kind, kinds);
  return typeof logic === 'string' ? { missing: [logic] } : { question: drawWith(logic, seed, level) };
}

/**
 * The `n`-th question (0 first): written ones first, then the cases of `rules` (when no seed
 * is set), then drawn ones at `level`. Throws `HoldemError` for a written spot core refuses.
 */
export function questionAt(source: QuizSource, n: number, level: number, kinds: KindsAtHand): Asked {
  if (n < source.written.length) {
    const input = source.written[n]!;
    const logic = kindOf(input.kind, kinds);
    return typeof logic === 'string' ? { missing: [logic] } : { question: solveWith(logic, input) };
  }
  let k = n - source.written.length;
  if (source.seed === undefined && source.rules.length > 0) {
    const missing = [...new Set(source.rules.flatMap((id) => kindsTesting(id).map((kind) => kind.group)))].filter(
      (group) => ![...kinds.keys()].some((id) => catalogueEntry(id)?.group === group),
    );
    if (missing.length > 0) return { missing };
    const draw = (kind: string, seed: number, lvl: number): QuizQuestion => drawWith(kinds.get(kind)!, seed, lvl);
    const cases = source.rules.flatMap((id) => casesOf(id as RuleId, draw));
    if (k < cases.length) return { question: cases[k]! };
    k -= cases.length;
  }
  const seed = source.seed ?? 1;
  return drawAt(kinds, kindAt(kindsFor(source.rules), seed, k).id, seedAt(seed, k), level);
}

const HASH_KEY = 'rules-quiz=';

/** An answer in a link: a choice as it is, amounts as `field:amount` pairs. */
function answerText(answer: QuizAnswer): string {
  if (typeof answer === 'string') return `c:${answer}`;
  return `a:${Object.entries(answer)
    .map(([field, amount]) => `${field}:${amount}`)
    .join(',')}`;
}

function readAnswer(text: string): QuizAnswer | null {
  if (text.startsWith('c:')) return text.slice(2);
  if (!text.startsWith('a:')) return null;
  const out: Record<string, number> = {};
  for (const pair of text.slice(2).split(',')) {
    const [field, amount] = pair.split(':');
    const value = Number(amount);
    if (!field || !Number.isSafeInteger(value)) return null;
    out[field] = value;
  }
  return out;
}

/** The fragment that reopens a drawn question (and, with `given`, its result). */
export function shareFragment(question: Pick<QuizQuestion, 'kind' | 'seed' | 'level'>, given: QuizAnswer | null): string | null {
  if (question.seed === undefined) return null;
  const base = `${HASH_KEY}${question.kind}.${question.seed}.${question.level ?? 0}`;
  return `#${base}${given === null ? '' : `~${encodeURIComponent(answerText(given))}`}`;
}

/** The question a link names: kind, seed, level and the answer given; null when it names none or a kind that does not exist. */
export function readFragment(hash: string): { kind: string; seed: number; level: number; given: QuizAnswer | null } | null {
  const at = hash.indexOf(HASH_KEY);
  if (at < 0) return null;
  const [ref = '', answer] = hash
    .slice(at + HASH_KEY.length)
    .split('&')[0]!
    .split('~');
  const match = /^([a-z-]+)\.(\d{1,10})\.(\d)$/.exec(ref);
  if (!match || !catalogueEntry(match[1]!)) return null;
  let given: QuizAnswer | null;
  try {
    given = answer === undefined ? null : readAnswer(decodeURIComponent(answer));
  } catch {
    // A broken escape (`%E0%A4%A`): the question still opens, unanswered.
    given = null;
  }
  return { kind: match[1]!, seed: Number(match[2]), level: Number(match[3]), given };
}
