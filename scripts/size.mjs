// Size budgets: gzip bytes (level 9) of what a page loads for each element alone (its
// define module with lit, xstate and the core inside, minified as the bundle is), for the
// headless core, for the evaluator, and for the whole CDN bundle. An element's row is what a
// page loads at first: the entry chunk and the chunks it imports statically. A part the
// element loads with a dynamic import() only when it is used (`<poker-table mode="cash">`)
// gets a row of its own, "<element> (<part>, on use)": the chunks it adds to the first load.
// Each chunk is a file of its own on the wire, so a row sums the gzip sizes of its chunks.
// The CDN files' page rows ("loader page: <hand-ranker>") are what a page with those tags loads
// at first through the file, with the number of files. Budgets live in package.json under "sizeBudgets"; a
// figure over its budget exits 1.
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify, minifyTemplates, treeshake } from '../rollup.config.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const budgets = pkg.sizeBudgets;

const sizeOf = (chunks) => ({
  raw: chunks.reduce((total, chunk) => total + Buffer.byteLength(chunk.code), 0),
  gzip: chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0),
});

/** A chunk and every chunk it imports statically, less those already loaded. */
function closure(byFile, fileName, loaded) {
  const found = new Set();
  const visit = (name) => {
    if (found.has(name) || loaded.has(name)) return;
    found.add(name);
    for (const next of byFile.get(name).imports) if (byFile.has(next)) visit(next);
  };
  visit(fileName);
  return found;
}

/** The chunks of a build of `input` as the CDN files are built: by file name, and the entry. */
async function chunksOf(input, options = {}) {
  const build = await rollup({
    input,
    onwarn: () => {},
    // React is the app's own (a page with a wrapper has it already): not counted.
    external: (id) => /^(react|react-dom)(\/|$)/.test(id),
    treeshake,
    ...options,
    plugins: [nodeResolve({ browser: true }), esbuild({ tsconfig: 'tsconfig.json', target: 'es2022' }), minifyTemplates, minify],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const chunks = output.filter((item) => item.type === 'chunk');
  return { byFile: new Map(chunks.map((chunk) => [chunk.fileName, chunk])), entry: chunks.find((chunk) => chunk.isEntry) };
}

/** `[name, size]` rows: what the page loads at first, then each part loaded on use. */
async function rowsOf(name, input) {
  const { byFile, entry } = await chunksOf(input);
  const loaded = closure(byFile, entry.fileName, new Set());
  const rows = [[name, sizeOf([...loaded].map((file) => byFile.get(file)))]];
  // Parts loaded on use, in the order they are reached; a part's own dynamic imports come after it.
  const queue = [...loaded].flatMap((file) => byFile.get(file).dynamicImports);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (loaded.has(file)) continue;
    const part = closure(byFile, file, loaded);
    for (const added of part) loaded.add(added);
    // A part whose chunk also serves a part after it (an editor that the card picker imports from) has no facade: its chunk's name.
    const facade = byFile.get(file).facadeModuleId ?? `${byFile.get(file).name}.js`;
    const label = basename(facade)
      .replace(/\.[^.]+$/, '')
      .replace(/-/g, ' ');
    rows.push([`${name} (${label}, on use)`, sizeOf([...part].map((added) => byFile.get(added)))]);
    for (const added of part) queue.push(...byFile.get(added).dynamicImports);
  }
  return rows;
}

const targets = [
  ...readdirSync('src/define')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [f.replace(/\.ts$/, ''), `src/define/${f}`]),
  ['core', 'src/core/index.ts'],
  ['core/potsdam', 'src/core/potsdam/index.ts'],
  ['core/history', 'src/core/history/index.ts'],
  ['evaluator', 'src/core/evaluate.ts'],
  // Each React wrapper alone (React itself is the app's: not counted), and all of them at once.
  ...readdirSync('src/react')
    .filter((f) => f.endsWith('.ts') && f !== 'wrap.ts')
    .map((f) => [`react/${f.replace(/\.ts$/, '')}`, `src/react/${f}`]),
  // The CDN bundle: its entry file and what it imports statically; the parts a page loads
  // only when it uses them (a Potsdam game, a hand history, German) are chunks beside it.
  ['holdem-elements.bundle.js', 'src/cdn.ts'],
  // The CDN loader: pageRows, below.
];

/**
 * What a page with the given tags loads at first from a CDN file: the file, each tag's define
 * module's chunk (none for a tag the file defines itself) and the chunks those import
 * statically, each chunk once; `requests` keeps the number of files of each row. The loader
 * (src/loader.ts) has a row per page; the bundle (src/cdn.ts), whose five tags come at once,
 * the page with every element (the equity calculator's chunk with it).
 */
const everyTag = ['hand-ranker', 'pot-calculator', 'poker-table', 'poker-cash-table', 'equity-calculator', 'poker-card'];
const loaderPages = [
  ['<hand-ranker>', ['hand-ranker']],
  ['<pot-calculator>', ['pot-calculator']],
  ['<poker-table>', ['poker-table']],
  ['<poker-cash-table>', ['poker-cash-table']],
  ['one of every element', everyTag],
];
const requests = new Map();
async function pageRows(file, input, pages, { ownRow = true } = {}) {
  // As rollup.config.mjs builds the CDN files: the entry carries what its chunks import from it.
  const { byFile, entry } = await chunksOf(input, { preserveEntrySignatures: 'allow-extension' });
  const first = closure(byFile, entry.fileName, new Set());
  const rows = [];
  if (ownRow) {
    rows.push([file, sizeOf([...first].map((name) => byFile.get(name)))]);
    requests.set(file, first.size);
  }
  for (const [page, tags] of pages) {
    const files = new Set(first);
    for (const tag of tags) {
      // The chunk that holds the define module (one with code other chunks import has no facade).
      const chunk = [...byFile.values()].find((c) => c.moduleIds.some((id) => id.endsWith(`/src/define/${tag}.ts`)));
      if (!chunk) throw new Error(`${file} has no chunk for <${tag}>`);
      for (const added of closure(byFile, chunk.fileName, files)) files.add(added);
    }
    const name = `${file.replace(/^holdem-elements\.|\.js$/g, '')} page: ${page}`;
    rows.push([name, sizeOf([...files].map((added) => byFile.get(added)))]);
    requests.set(name, files.size);
  }
  return rows;
}

const rows = [];
for (const [name, input] of targets) rows.push(...(await rowsOf(name, input)));
rows.push(...(await pageRows('holdem-elements.loader.js', 'src/loader.ts', loaderPages)));
// The bundle's own row is above, as the budgets have measured it.
rows.push(...(await pageRows('holdem-elements.bundle.js', 'src/cdn.ts', [['one of every element', everyTag]], { ownRow: false })));
let failed = false;
const width = Math.max(26, ...rows.map(([name]) => name.length));
console.log(`${'what a page loads'.padEnd(width)} minified    gzip -9    budget`);
for (const [name, { raw, gzip }] of rows) {
  const budget = budgets[name];
  const over = budget !== undefined && gzip > budget;
  failed ||= over;
  const verdict = budget === undefined ? 'no budget' : `${String(budget).padStart(7)} ${over ? 'OVER' : 'ok'}`;
  const files = requests.has(name) ? ` (${requests.get(name)} files)` : '';
  console.log(`${name.padEnd(width)} ${String(raw).padStart(8)} B ${String(gzip).padStart(8)} B ${verdict}${files}`);
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
