// Size budgets: gzip bytes (level 9) of what a page loads for each element alone (its
// define module with lit, xstate and the core inside, minified as the bundle is), for the
// headless core, for the evaluator, and for the whole CDN bundle. Budgets live in
// package.json under "sizeBudgets"; a figure over its budget exits 1.
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { minify } from '../rollup.config.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = pkg.sizeBudgets;

async function gzipOfBundle(input) {
  const build = await rollup({
    input,
    onwarn: () => {},
    plugins: [nodeResolve({ browser: true }), esbuild({ tsconfig: 'tsconfig.json', target: 'es2022' }), minify],
  });
  const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
  await build.close();
  const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const targets = [
  ...readdirSync('src/define').filter((f) => f.endsWith('.ts')).map((f) => [f.replace(/\.ts$/, ''), `src/define/${f}`]),
  ['core', 'src/core/index.ts'],
  ['evaluator', 'src/core/evaluate.ts'],
];

const rows = [];
for (const [name, input] of targets) rows.push([name, await gzipOfBundle(input)]);
const bundleFile = 'dist/holdem-elements.bundle.js';
if (existsSync(bundleFile)) {
  const code = readFileSync(bundleFile);
  rows.push(['holdem-elements.bundle.js', { raw: code.length, gzip: gzipSync(code, { level: 9 }).length }]);
} else {
  console.error(`${bundleFile} is missing: run "npm run build" first.`);
  process.exitCode = 1;
}

let failed = false;
console.log('what a page loads          minified    gzip -9    budget');
for (const [name, { raw, gzip }] of rows) {
  const budget = budgets[name];
  const over = budget !== undefined && gzip > budget;
  failed ||= over;
  const verdict = budget === undefined ? 'no budget' : `${String(budget).padStart(7)} ${over ? 'OVER' : 'ok'}`;
  console.log(`${name.padEnd(26)} ${String(raw).padStart(8)} B ${String(gzip).padStart(8)} B ${verdict}`);
}
for (const name of Object.keys(budgets)) {
  if (!rows.some(([n]) => n === name)) {
    console.log(`budget "${name}" names nothing that was measured`);
    failed = true;
  }
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exitCode = 1;
}
