/**
 * `npm run verify:seven`: values every one of the 133,784,560 seven-card hands with
 * `rank7` and checks how many fall in each category, and how many distinct values occur,
 * against the known counts (T17).
 * Exits 1 on any mismatch.
 */
import { HAND_CATEGORIES, categoryOf, type HandCategory } from '../src/core/evaluate.js';
import { rank7 } from '../src/core/rank.js';

const EXPECTED: Record<HandCategory, number> = {
  'straight-flush': 41_584,
  'four-of-a-kind': 224_848,
  'full-house': 3_473_184,
  flush: 4_047_644,
  straight: 6_180_020,
  'three-of-a-kind': 6_461_620,
  'two-pair': 31_433_400,
  'one-pair': 58_627_800,
  'high-card': 23_294_460,
};

const start = performance.now();
// Hands per category (a value's category is its top four bits), and which values occur.
const byCategory = new Float64Array(9);
const seen = new Uint8Array((8 << 20) + (1 << 20));
for (let a = 0; a < 46; a++)
  for (let b = a + 1; b < 47; b++)
    for (let c = b + 1; c < 48; c++)
      for (let d = c + 1; d < 49; d++)
        for (let e = d + 1; e < 50; e++)
          for (let f = e + 1; f < 51; f++)
            for (let g = f + 1; g < 52; g++) {
              const value = rank7(a, b, c, d, e, f, g);
              byCategory[value >> 20]++;
              seen[value] = 1;
            }
const seconds = (performance.now() - start) / 1000;

const counts = Object.fromEntries(HAND_CATEGORIES.map((c, i) => [c, byCategory[8 - i]])) as Record<HandCategory, number>;
const total = byCategory.reduce((sum, n) => sum + n, 0);
let distinct = 0;
seen.forEach((flag, value) => {
  if (!flag) return;
  distinct++;
  categoryOf(value); // throws for anything that is not a hand value
});

const fmt = (n: number): string => n.toLocaleString('en-US');
let ok = true;
for (const category of HAND_CATEGORIES) {
  const match = counts[category] === EXPECTED[category];
  ok &&= match;
  console.log(
    `${category.padEnd(16)} ${fmt(counts[category]).padStart(11)}  expected ${fmt(EXPECTED[category]).padStart(11)}  ${match ? 'OK' : 'MISMATCH'}`,
  );
}
const totalMatch = total === 133_784_560;
ok &&= totalMatch;
console.log(
  `${'total'.padEnd(16)} ${fmt(total).padStart(11)}  expected ${fmt(133_784_560).padStart(11)}  ${totalMatch ? 'OK' : 'MISMATCH'}`,
);
// With seven cards the weakest high-card and pair classes cannot be the best five (two
// more cards always improve them), so only 4,824 of the 7,462 values occur.
const distinctMatch = distinct === 4_824;
ok &&= distinctMatch;
console.log(
  `${'distinct values'.padEnd(16)} ${fmt(distinct).padStart(11)}  expected ${fmt(4_824).padStart(11)}  ${distinctMatch ? 'OK' : 'MISMATCH'}`,
);
console.log(`${seconds.toFixed(2)} s, ${fmt(Math.round(total / seconds))} hands/s`);
if (!ok) {
  console.error('Seven-card category counts do not match.');
  process.exitCode = 1;
}
