/**
 * Hand histories in Node, as a Node user meets them: the PHH files read from disk through
 * `holdem-elements/core/history` (smol-toml works in Node as in the browser), replayed through
 * runHand to PokerKit's finishing_stacks, and written as PokerStars text. `npm run test:node`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { HoldemError, runHand } from '../../src/core/index.js';
import { HandHistoryError, readHandHistories, readHandHistory, writeHandHistory } from '../../src/core/history/index.js';

const file = (name: string): string => readFileSync(new URL(`../fixtures/phh/${name}.phh`, import.meta.url), 'utf8');

test('T18 in Node: PHH files from disk replay through runHand to their finishing_stacks', () => {
  for (const name of ['nl-000001', 'nl-000002', 'fl-000004', 'fl-000005', 'fl-000029']) {
    const hand = readHandHistory(file(name));
    const result = runHand(hand.input, hand.events);
    assert.equal(result.violation, null, name);
    assert.deepEqual(result.stacks, hand.finishingStacks, name);
  }
});

test('T18 in Node: a .phhs of several hands, written as PokerStars text and read back to the same stacks', () => {
  const hands = readHandHistories(`[1]\n${file('nl-000001')}\n[2]\n${file('fl-000004')}`);
  assert.equal(hands.length, 2);
  for (const hand of hands) {
    const text = writeHandHistory('pokerstars', hand.input, hand.events, hand);
    assert.match(text, /^PokerStars Hand #1: {2}Hold'em (No Limit|Limit) /);
    const back = readHandHistory(text);
    assert.deepEqual(runHand(back.input, back.events).stacks, runHand(hand.input, hand.events).stacks);
  }
});

test('malformed PHH in Node is a HandHistoryError (a HoldemError) with a code and the line', () => {
  assert.throws(
    () => readHandHistory(file('nl-000001').replace("'p2 f'", "'p2 zz'")),
    (error: unknown) =>
      error instanceof HandHistoryError && error instanceof HoldemError && error.code === 'history-action' && error.line === 7,
  );
  assert.throws(
    () => readHandHistory("variant = 'PO'\n"),
    (error: unknown) => error instanceof HoldemError && error.code === 'unsupported-variant' && /PO/.test(error.message),
  );
});
