// docs/charts.md is the pictures of the statecharts as the machines are now: regenerate it with
// `npx tsx scripts/charts.ts --write` after changing a machine.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { chart, chartsDocument } from '../../scripts/charts.js';
import { handMachine } from '../../src/machines/hand.machine.js';

test('docs/charts.md is written from the machines as they are', () => {
  const written = readFileSync(new URL('../../docs/charts.md', import.meta.url), 'utf8');
  assert.equal(written, chartsDocument(), 'docs/charts.md is out of date: run npx tsx scripts/charts.ts --write');
});

test("the hand chart's picture: DEAL and RESTORE in every state, the streets taking ACT and VOID as the engine accepts them", () => {
  const picture = chart(handMachine);
  assert.match(picture, /hand_flop --> hand_flop : ACT, VOID \[accepts\]/);
  assert.match(picture, /hand_showdown --> hand_showdown : SHOW, MUCK, VOID, ACT \[accepts\]/);
  assert.match(picture, /In every state: DEAL, RESTORE, REFUSED/);
  assert.match(picture, /note right of hand_complete : over/);
});
