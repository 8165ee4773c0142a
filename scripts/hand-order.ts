/**
 * `npx tsx scripts/hand-order.ts > src/core/equity/hand-order.ts`: the order of the 169
 * starting-hand classes that percent ranges ("top 15%") follow. Each class's all-in equity
 * against one random hand before the flop, by our own engine: a seeded sample of
 * `SAMPLES` deals per class (seed 1; standard error about 0.05 points), best first; an
 * equal equity keeps grid order. Checked in; run again only to change the method.
 */
import { equity } from '../src/core/equity/equity.js';
import { HAND_CLASS_GRID } from '../src/core/equity/ranges.js';

const SAMPLES = Number(process.argv[2] ?? 1_000_000);
const rows = HAND_CLASS_GRID.map((label, grid) => {
  const r = equity({ hands: [label, 'random'], method: 'sample', samples: SAMPLES, seed: 1 });
  return { label, grid, equity: r.hands[0].equity };
});
rows.sort((a, b) => b.equity - a.equity || a.grid - b.grid);
const lines = rows.map((r) => `  '${r.label}', // ${(r.equity * 100).toFixed(2)}%`);
process.stdout.write(`/**
 * The 169 starting-hand classes, best first, for percent ranges ("top 15%"): each class's
 * all-in equity against one random hand before the flop, measured by this kit's own engine
 * (scripts/hand-order.ts: ${SAMPLES.toLocaleString('en')} seeded deals per class, standard error
 * about 0.05 points, so classes within a tenth of a point of each other may be in either
 * order). Generated; do not edit by hand.
 */
export const HAND_ORDER: readonly string[] = [
${lines.join('\n')}
];
`);
