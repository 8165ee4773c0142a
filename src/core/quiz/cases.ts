/**
 * The kit's rule cases: for each rule ID, three questions drawn from fixed seeds, with the
 * answer and reasons core gives. `docs/rule-cases.json` is the list for every rule
 * (`scripts/rule-cases.ts` writes it, `test/node/rule-cases.test.ts` keeps it current), and
 * `<rules-quiz rules="T11">` asks these same questions.
 */
import type { RuleId } from '../rule-violation.js';
import { kindsTesting } from './catalogue.js';
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

/**
 * The cases of `ruleId`, drawn with `draw` (core's `drawQuestion`, or a page's drawer over
 * the kinds it has fetched): seeds 1, 2, … over the rule's kinds in turn, levels 0 to 2,
 * preferring answers not seen yet.
 */
export function casesOf(ruleId: RuleId, draw: (kind: string, seed: number, level: number) => QuizQuestion): RuleCase[] {
  const kinds = kindsTesting(ruleId).map((kind) => kind.id);
  const cases: RuleCase[] = [];
  const answers = new Set<string>();
  for (let seed = 1; cases.length < CASES_PER_RULE && kinds.length > 0; seed++) {
    const kind = kinds[(seed - 1) % kinds.length]!;
    const level = cases.length % 3;
    const question = draw(kind, seed, level);
    const key = `${kind}:${JSON.stringify(question.answer)}`;
    // A new answer is preferred for the first dozen seeds; after that any case will do.
    if (answers.has(key) && seed <= 12) continue;
    answers.add(key);
    cases.push({ id: `${ruleId}-${cases.length + 1}`, ruleId, ...question, seed, level });
  }
  return cases;
}
