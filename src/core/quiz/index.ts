/**
 * The rules quiz as data: kinds of questions, each asking one rule at a spot, drawn from a
 * seed and answered by core's own functions. `QUIZ_KINDS` lists them; `drawQuestion` draws
 * one (the same seed gives the same question), `solveQuestion` answers one a page wrote,
 * `checkAnswer` judges a reader's answer, `ruleCases` gives the kit's cases.
 */
import { HoldemError } from '../errors.js';
import { startHand } from '../hand/engine.js';
import { startPotsdam } from '../potsdam/engine.js';
import type { PotsdamInput } from '../potsdam/types.js';
import { casesOf, type RuleCase } from './cases.js';
import { catalogueEntry } from './catalogue.js';
import { drawWith, solveWith } from './draw.js';
import { handKinds } from './hand-kinds.js';
import { potsdamKinds } from './potsdam-kinds.js';
import { tableKinds } from './table-kinds.js';
import type { QuizKind, QuizQuestion, QuizQuestionInput } from './types.js';
import type { RuleId } from '../rule-violation.js';

export type * from './types.js';
export type { RuleCase } from './cases.js';
export { CASES_PER_RULE } from './cases.js';
export { optionSet, OPTION_SETS } from './hand-kinds.js';
export { QUIZ_CATALOGUE, MAX_QUIZ_LEVEL, kindsFor, kindsTesting, quizRuleIds, type QuizGroup, type QuizKindEntry } from './catalogue.js';
export { checkAnswer, kindAt } from './draw.js';

/** Every kind of question, Hold'em first, then the table, then Potsdam. */
export const QUIZ_KINDS: readonly QuizKind[] = [...handKinds, ...tableKinds, ...potsdamKinds].map((kind) => ({
  ...kind,
  ruleIds: catalogueEntry(kind.id)?.ruleIds ?? [],
}));

export function quizKind(id: string): QuizKind {
  const kind = QUIZ_KINDS.find((k) => k.id === id);
  if (!kind) throw new HoldemError('unknown-value', `"${id}" is not a kind of quiz question`);
  return kind;
}

/** Core's answer to a question written as a spot (a page's, or a case's). */
export const solveQuestion = (input: QuizQuestionInput): QuizQuestion => solveWith(quizKind(input.kind), input);

/** The question of `kind` drawn from `seed` at `level`: the same three give the same question. */
export const drawQuestion = (kind: string, seed: number, level = 0): QuizQuestion => drawWith(quizKind(kind), seed, level);

/**
 * A case with its cards written out: a seeded shuffle becomes the stacked deck it deals, in
 * deal order with the burn cards (T5), so an engine without this kit's shuffle deals the same
 * cards. The answer is the same; `seed` and `level` still draw the seeded question again.
 */
function dealtOut(question: RuleCase): RuleCase {
  const spot = question.spot;
  if (spot.game === 'hand' && spot.input.seed !== undefined && spot.input.deck === undefined && spot.input.holeCards === undefined) {
    const { seed: _seed, ...input } = spot.input;
    return { ...question, spot: { ...spot, input: { ...input, deck: startHand(spot.input).deck.cards.slice() } } };
  }
  if (spot.game === 'potsdam' && spot.input.seed !== undefined && spot.input.holeCards === undefined) {
    const { seed: _seed, ...input } = spot.input;
    const deck = startPotsdam(spot.input as PotsdamInput).deck.cards.slice();
    return { ...question, spot: { ...spot, input: { ...input, deck } } };
  }
  return question;
}

/** The kit's cases of `ruleIds`, in the order given, their cards written out (docs/rule-cases.json holds those of every rule). */
export const ruleCases = (ruleIds: readonly RuleId[]): RuleCase[] => ruleIds.flatMap((id) => casesOf(id, drawQuestion).map(dealtOut));
