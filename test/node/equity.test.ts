/**
 * Odds in Node, as a server or a script uses them (`npm run test:node`): exact heads-up
 * before the flop, a seeded range sample, ranges written back and outs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HoldemError, equity, formatRange, outs, parseRange } from '../../src/core/index.js';

test('T17/T18: AA against KK before the flop, all 1,712,304 boards', () => {
  const r = equity({ hands: ['As Ah', 'Ks Kh'] });
  assert.equal(r.exact, true);
  assert.equal(r.samples, 1_712_304);
  assert.deepEqual(
    r.hands.map((h) => [h.wins, h.ties]),
    [
      [1_410_336, 9_308],
      [292_660, 9_308],
    ],
  );
});

test('a range is sampled with a seed: the same seed, the same numbers', () => {
  const a = equity({ hands: ['Ah Kh', 'QQ+, AKs'], board: 'Kd 7c 2h', method: 'sample', samples: 20_000, seed: 7 });
  const b = equity({ hands: ['Ah Kh', 'QQ+, AKs'], board: 'Kd 7c 2h', method: 'sample', samples: 20_000, seed: 7 });
  assert.equal(a.exact, false);
  assert.deepEqual(a, b);
  assert.ok(a.hands[0].standardError > 0);
});

test('ranges and outs', () => {
  assert.equal(formatRange(parseRange('AKs, AKo, QQ, KK, AA, A2s, A3s, A4s, A5s')), 'QQ+, AK, A5s-A2s');
  const [, ben] = outs({ hands: ['As Ks', 'Qh Th'], board: 'Kh 9h 2c 4d' });
  assert.deepEqual([ben.outs.length, ben.suits, ben.ranks], [12, ['h'], ['J']]);
  assert.throws(
    () => equity({ hands: ['As Ks', 'As Qd'] }),
    (e: unknown) => e instanceof HoldemError && e.code === 'duplicate-card',
  );
});
