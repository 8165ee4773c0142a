/**
 * Drawing and answering questions with the kinds at hand: a page that has fetched only some
 * groups of kinds (see `catalogue.ts`) draws with those. `index.ts` does the same with all.
 */
import { seededRandom } from '../deck.js';
import { HoldemError } from '../errors.js';
import { catalogueEntry, MAX_QUIZ_LEVEL, type QuizKindEntry } from './catalogue.js';
import type { QuizAnswer, QuizKindLogic, QuizQuestion, QuizQuestionInput } from './types.js';

/** Core's answer to a question written as a spot, by `kind`'s logic. */
export function solveWith(kind: QuizKindLogic, input: QuizQuestionInput): QuizQuestion {
  const entry = catalogueEntry(kind.id);
  if (!entry) throw new HoldemError('unknown-value', `"${kind.id}" is not a kind of quiz question`);
  const solution = kind.solve(input);
  const question: QuizQuestion = { kind: kind.id, spot: input.spot, ...solution, ruleIds: entry.ruleIds.slice() };
  if (input.subject !== undefined) question.subject = input.subject;
  return question;
}

/** The question `kind` draws from `seed` at `level`: the same three give the same question. */
export function drawWith(kind: QuizKindLogic, seed: number, level = 0): QuizQuestion {
  const clamped = Math.max(0, Math.min(MAX_QUIZ_LEVEL, Math.trunc(level)));
  const random = seededRandom(`${kind.id}:${seed}:${clamped}`);
  const question = solveWith(kind, { ...kind.draw(random, clamped), kind: kind.id });
  return { ...question, seed, level: clamped };
}

/** The kind of the `n`-th question of a quiz over `kinds`, from `seed`. */
export function kindAt(kinds: readonly QuizKindEntry[], seed: number, n: number): QuizKindEntry {
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
