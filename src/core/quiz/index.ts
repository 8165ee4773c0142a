/**
 * The rules quiz as data: kinds of questions, each asking one rule at a spot, drawn from a
 * seed and answered by core's own functions. `QUIZ_KINDS` lists them; `drawQuestion` draws
 * one (the same seed gives the same question), `solveQuestion` answers one a page wrote,
 * `checkAnswer` judges a reader's answer.
 */
import { seededRandom } from '../deck.js';
import { HoldemError } from '../errors.js';
import type { RuleId } from '../rule-violation.js';
import { handKinds } from './hand-kinds.js';
import { potsdamKinds } from './potsdam-kinds.js';
import { tableKinds } from './table-kinds.js';
import type { QuizAnswer, QuizKind, QuizQuestion, QuizQuestionInput } from './types.js';

export type * from './types.js';
export { optionSet, OPTION_SETS } from './hand-kinds.js';

/** Every kind of question, Hold'em first, then the table, then Potsdam. */
export const QUIZ_KINDS: readonly QuizKind[] = [...handKinds, ...tableKinds, ...potsdamKinds];

/** The highest difficulty level. */
export const MAX_QUIZ_LEVEL = 2;

export function quizKind(id: string): QuizKind {
  const kind = QUIZ_KINDS.find((k) => k.id === id);
  if (!kind) throw new HoldemError('unknown-value', `"${id}" is not a kind of quiz question`);
  return kind;
}

/** The kinds that ask one of `ruleIds` (all when empty). */
export function kindsFor(ruleIds: readonly string[]): QuizKind[] {
  if (ruleIds.length === 0) return QUIZ_KINDS.slice();
  return QUIZ_KINDS.filter((kind) => kind.ruleIds.some((id) => ruleIds.includes(id)));
}

/** Core's answer to a question written as a spot (a page's, or a case's). */
export function solveQuestion(input: QuizQuestionInput): QuizQuestion {
  const kind = quizKind(input.kind);
  const solution = kind.solve(input);
  const question: QuizQuestion = { kind: input.kind, spot: input.spot, ...solution, ruleIds: kind.ruleIds.slice() };
  if (input.subject !== undefined) question.subject = input.subject;
  return question;
}

/** The question of `kind` drawn from `seed` at `level`: the same three give the same question. */
export function drawQuestion(kind: string, seed: number, level = 0): QuizQuestion {
  const found = quizKind(kind);
  const clamped = Math.max(0, Math.min(MAX_QUIZ_LEVEL, Math.trunc(level)));
  const random = seededRandom(`${kind}:${seed}:${clamped}`);
  const question = solveQuestion({ ...found.draw(random, clamped), kind });
  return { ...question, seed, level: clamped };
}

/** A kind for the `n`-th question of a quiz over `kinds`, from `seed`. */
export function kindAt(kinds: readonly QuizKind[], seed: number, n: number): QuizKind {
  if (kinds.length === 0) throw new HoldemError('invalid-input', 'no kind of question asks those rules');
  const random = seededRandom(`kind:${seed}:${n}`);
  return kinds[Math.floor(random() * kinds.length)] ?? kinds[0]!;
}

/** Whether `given` is the answer: the same choice, or the same amount in every field. */
export function checkAnswer(question: Pick<QuizQuestion, 'answer'>, given: QuizAnswer): boolean {
  const expected = question.answer;
  if (typeof expected === 'string') return given === expected;
  if (typeof given === 'string') return false;
  return Object.keys(expected).every((field) => given[field] === expected[field]);
}

/** The rule IDs the kinds ask, each once, in order. */
export function quizRuleIds(): RuleId[] {
  const out: RuleId[] = [];
  for (const kind of QUIZ_KINDS) for (const id of kind.ruleIds) if (!out.includes(id)) out.push(id);
  return out;
}
