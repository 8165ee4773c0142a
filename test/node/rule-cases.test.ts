// docs/rule-cases.json is what the engine says now, every documented rule has its cases,
// and each case's answer is core's (checked again here against the betting, pots and
// showdown functions for the kinds that name them).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { documentedRuleIds, RULE_CASES_PATH, ruleCasesText } from '../../scripts/rule-cases.js';
import { drawQuestion, solveQuestion } from '../../src/core/quiz/index.js';
import type { RuleCase } from '../../src/core/quiz/index.js';

const file = readFileSync(RULE_CASES_PATH, 'utf8');
const cases = (JSON.parse(file) as { cases: RuleCase[] }).cases;

test('docs/rule-cases.json is current: regenerated from the engine it is the same text', () => {
  assert.equal(file, ruleCasesText(), 'run `npx tsx scripts/rule-cases.ts` and commit docs/rule-cases.json');
});

test('every rule ID of docs/rules.md has at least three cases', () => {
  const ids = documentedRuleIds();
  assert.equal(ids.length, 34);
  for (const id of ids) assert.ok(cases.filter((c) => c.ruleId === id).length >= 3, `${id} has fewer than three cases`);
});

test("each case, solved again from its spot, gives the file's answer and reasons", () => {
  for (const item of cases) {
    const input =
      item.subject === undefined ? { kind: item.kind, spot: item.spot } : { kind: item.kind, spot: item.spot, subject: item.subject };
    const solved = solveQuestion(input);
    assert.deepEqual(solved.answer, item.answer, item.id);
    assert.deepEqual(solved.reasons, item.reasons, item.id);
    // The seeded question (what <rules-quiz rules="…"> asks) has the same answer as the written-out cards.
    assert.deepEqual(drawQuestion(item.kind, item.seed, item.level).answer, item.answer, `${item.id}, seeded`);
    if (item.spot.game === 'hand' || item.spot.game === 'potsdam')
      assert.equal(item.spot.input.seed, undefined, `${item.id}: its cards are written out, no seeded shuffle`);
    assert.ok(
      item.form === 'choice' ? item.options.includes(item.answer as string) : Object.keys(item.answer).join() === item.options.join(),
      item.id,
    );
  }
});

test('T11: in every case the minimum raise is the bet to call plus the largest increment of the round', () => {
  for (const item of cases.filter((c) => c.ruleId === 'T11')) {
    const reason = item.reasons[0]!;
    assert.equal((item.answer as Record<string, number>).to, (reason.params.currentBetTo as number) + (reason.params.raiseBy as number));
  }
});
