// `npm run bench`: every benchmark in bench/, one after the other, each printing its table.
// A benchmark whose goal is not met exits 1; the others still run, and this script exits 1
// at the end, naming which goals failed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

// The tsx command line, as `tsx bench/x.ts` runs it (the hand bench registers tsx in its workers itself).
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

const benches = [
  'bench/index.ts',
  'bench/hand.bench.ts',
  'bench/render.bench.ts',
  'bench/render-cash.bench.ts',
  'bench/equity.bench.ts',
  'bench/ranges.bench.ts',
];
const failed = [];
for (const bench of benches) {
  const run = spawnSync(process.execPath, [tsx, bench], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${bench} (exit ${run.status ?? run.signal})`);
  console.log('');
}
if (failed.length > 0) {
  console.log(`Goals not met or benchmarks that failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
