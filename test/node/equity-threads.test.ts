import assert from 'node:assert/strict';
import { test } from 'node:test';
import { equity } from '../../src/core/equity/index.js';
import { EquityThreadPool, equityThreads } from '../../src/node/equity-threads.js';

test('T17: an exact range count over two worker threads is the one-thread answer, to the last digit', async () => {
  const input = { hands: ['TT+, AQs+', 'KQs, 99-77@50'], board: '2c 7h 9s', method: 'exact' as const };
  const one = equity(input);
  const seen: number[] = [];
  const two = await equityThreads({ ...input, onProgress: ({ done }) => seen.push(done) }, { threads: 2 });
  assert.deepEqual(
    two.hands.map((h) => [h.win, h.tie, h.equity]),
    one.hands.map((h) => [h.win, h.tie, h.equity]),
  );
  assert.equal(two.samples, one.samples);
  assert.deepEqual(two.hands[0].classes, one.hands[0].classes);
});

test('a pool counts one spot after another and refuses bad input with the code equity throws', async () => {
  const pool = new EquityThreadPool(2);
  try {
    const flip = await pool.run({ hands: ['AsKs', 'QhQd'], board: 'Kh 9d 2c' });
    assert.equal(flip.samples, 990);
    assert.equal(flip.hands[0].wins, equity({ hands: ['AsKs', 'QhQd'], board: 'Kh 9d 2c' }).hands[0].wins);
    await assert.rejects(pool.run({ hands: ['AsAh', 'AdAc', 'AA'] }), { code: 'empty-range' });
  } finally {
    await pool.close();
  }
});
