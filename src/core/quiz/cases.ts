/**
 * The kit's rule cases: for each rule ID, three questions drawn from fixed seeds, with the
 * answer and reasons core gives. `docs/rule-cases.json` is this list as JSON
 * (`scripts/rule-cases.ts` writes it, `test/node/rule-cases.test.ts` keeps it current), and
 * `<rules-quiz rules="T11">` asks these same questions.
 */
import type { RuleId } from '../rule-violation.js';
import { drawQuestion, QUIZ_KINDS } from './index.js';
import type { QuizQuestion } from './types.js';

/** Cases per rule ID. */
export const CASES_PER_RULE = 3;

export interface RuleCase extends QuizQuestion {
  /** `T11-2`: the rule and the case's number. */
  id: string;
  /** The rule the case tests. */
  ruleId: RuleId;
  seed: number;
  level: number;
}

/** The kinds that test `ruleId`: those that ask it first, else any that follow it. */
function kindsTesting(ruleId: RuleId): string[] {
  const first = QUIZ_KINDS.filter((kind) => kind.ruleIds[0] === ruleId);
  return (first.length > 0 ? first : QUIZ_KINDS.filter((kind) => kind.ruleIds.includes(ruleId))).map((kind) => kind.id);
}

/** The cases of `ruleId`: seeds 1, 2, … over its kinds in turn, levels 0 to 2, preferring answers not seen yet. */
export function casesOf(ruleId: RuleId): RuleCase[] {
  const kinds = kindsTesting(ruleId);
  const cases: RuleCase[] = [];
  const answers = new Set<string>();
  for (let seed = 1; cases.length < CASES_PER_RULE && kinds.length > 0; seed++) {
    const kind = kinds[(seed - 1) % kinds.length]!;
    const level = cases.length % 3;
    const question = drawQuestion(kind, seed, level);
    const key = `${kind}:${JSON.stringify(question.answer)}`;
    // A new answer is preferred for the first dozen seeds; after that any case will do.
    if (answers.has(key) && seed <= 12) continue;
    answers.add(key);
    cases.push({ id: `${ruleId}-${cases.length + 1}`, ruleId, ...question, seed, level });
  }
  return cases;
}

/** Every case of `ruleIds`, in the order given. */
export const ruleCases = (ruleIds: readonly RuleId[]): RuleCase[] => ruleIds.flatMap((id) => casesOf(id));
