// Importing the kit on a server (Node, an SSR build of Astro or Next) touches no browser global:
// every entry of package.json's `exports` is imported in a fresh Node process (from src/ through
// tsx, and from dist/ by the package's own name once `npm run build` has made it), with
// `window`, `document`, `customElements` and the other browser globals replaced by recorders
// that note which module read them.
//
// Allowed: the define modules (and what imports them: the bundle, the React wrappers) register
// their tags through `defineElement`, which does nothing without a `customElements`; Lit's Node
// build (its `node` export condition) provides a server-side registry, so those tags land there,
// for Lit's server rendering. Lit's own guarded reads (`globalThis.document ?? …`) are Lit's.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
type Target = string | { [condition: string]: Target | undefined };
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, Target> };

/** The file Node loads for an export: its `node` condition, else its `default`, nested conditions followed. */
const nodeFile = (target: Target | undefined): string | undefined =>
  typeof target === 'string' || target === undefined ? target : nodeFile(target.node ?? target.default);

interface Entry {
  /** `holdem-elements/core` */
  name: string;
  /** The file Node loads, relative to the package: `./dist/core/index.js`. */
  dist: string;
  /** Its source: `src/core/index.ts`. */
  src: string;
  /** Whether importing it registers tags. */
  defines: boolean;
}

/** Every JavaScript entry of the package (type-only entries and JSON left out), as Node resolves it. */
const entries: Entry[] = Object.entries(pkg.exports).flatMap(([key, target]) => {
  const file = nodeFile(target);
  if (!file?.endsWith('.js')) return [];
  const src = file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');
  const defines = /^src\/(define\/|bundle\.ts|react\/)/.test(src);
  // A pattern (`./react/*`): one entry for each source file it matches, as Node would resolve the names.
  if (key.includes('*')) {
    const dir = src.slice(0, src.lastIndexOf('/'));
    return readdirSync(`${root}${dir}`)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .map((stem) => ({
        name: `holdem-elements${key.slice(1).replace('*', stem)}`,
        dist: file.replace('*', stem),
        src: src.replace('*', stem),
        defines,
      }));
  }
  return [{ name: `holdem-elements${key.slice(1)}`, dist: file, src, defines }];
});

/** What the probe reports. */
interface Report {
  failed: { specifier: string; error: string }[];
  /** Browser globals read by the kit's own modules: global name and the module that read it. */
  reads: { name: string; file: string }[];
  /** Kit tags in the (server) registry after the entries that define none, then after all. */
  tagsBeforeDefines: string[];
  tagsAfter: string[];
}

const browserGlobals = [
  'window',
  'document',
  'customElements',
  'navigator',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'MutationObserver',
  'HTMLElement',
  'requestAnimationFrame',
  'getComputedStyle',
];
const kitTags = [
  'poker-card',
  'hand-ranker',
  'pot-calculator',
  'poker-table',
  'poker-cash-table',
  'poker-card-picker',
  'equity-calculator',
];

/** Imports the specifiers in order (non-defining ones first) in a fresh Node and reports. */
function probe(specifiers: string[], split: number, loader: string[]): Report {
  const script = `
const reads = [];
const ROOT = ${JSON.stringify(root)};
for (const name of ${JSON.stringify(browserGlobals)}) {
  let value = globalThis[name];
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const frame = (new Error().stack ?? '').split('\\n').slice(2).find((line) => !line.includes('[eval'));
      const at = frame?.indexOf(ROOT) ?? -1;
      const file = at < 0 ? '' : frame.slice(at + ROOT.length).split(/[:)]/)[0];
      if (file && !file.startsWith('node_modules/')) reads.push({ name, file });
      return value;
    },
    set(next) { value = next; },
  });
}
const failed = [];
const tags = () => ${JSON.stringify(kitTags)}.filter((tag) => globalThis.customElements?.get(tag) !== undefined);
const specifiers = ${JSON.stringify(specifiers)};
let tagsBeforeDefines = [];
for (const [index, specifier] of specifiers.entries()) {
  if (index === ${split}) tagsBeforeDefines = tags();
  try { await import(specifier); } catch (error) { failed.push({ specifier, error: String(error?.stack ?? error).slice(0, 400) }); }
}
if (${split} >= specifiers.length) tagsBeforeDefines = tags();
process.stdout.write('REPORT' + JSON.stringify({ failed, reads, tagsBeforeDefines, tagsAfter: tags() }));
`;
  const output = execFileSync(process.execPath, [...loader, '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output.slice(output.lastIndexOf('REPORT') + 'REPORT'.length)) as Report;
}

/** Non-defining entries first, then the ones that register tags. */
const ordered = [...entries.filter((e) => !e.defines), ...entries.filter((e) => e.defines)];
const split = entries.filter((e) => !e.defines).length;

function check(report: Report): void {
  assert.deepEqual(report.failed, [], 'every entry imports in Node');
  const reads = report.reads.filter((read) => !(read.name === 'customElements' && /\/shared\/define\.(ts|js)$/.test(read.file)));
  assert.deepEqual(reads, [], 'no kit module reads a browser global when imported (only defineElement asks for customElements)');
  assert.deepEqual(report.tagsBeforeDefines, [], 'the modules that are not define modules register no tag');
}

describe('SSR: importing the kit in Node touches no browser global', () => {
  it('lists every JavaScript entry of package.json', () => {
    for (const name of ['holdem-elements', 'holdem-elements/core', 'holdem-elements/react', 'holdem-elements/bundle']) {
      assert.ok(
        entries.some((e) => e.name === name),
        name,
      );
    }
    for (const entry of entries) assert.ok(existsSync(`${root}${entry.src}`), `${entry.name}: its source ${entry.src} exists`);
  });

  it('the probe notices a module that reads a browser global (a fixture reading document)', () => {
    const fixture = pathToFileURL(`${root}test/node/fixtures/reads-document.mjs`).href;
    const report = probe([fixture], 1, []);
    assert.deepEqual(report.reads, [{ name: 'document', file: 'test/node/fixtures/reads-document.mjs' }]);
  });

  it('from src/ (through tsx): every entry imports, reads no browser global, defines only in define modules', () => {
    const specifiers = ordered.map((e) => pathToFileURL(`${root}${e.src}`).href);
    const report = probe(specifiers, split, ['--import', 'tsx']);
    check(report);
    // The define modules register in Lit's server-side registry (Lit SSR renders from it).
    assert.ok(report.tagsAfter.includes('poker-table'), `tags after the define modules: ${report.tagsAfter.join(', ')}`);
  });

  const built = entries.filter((e) => existsSync(`${root}${e.dist}`));
  it(
    'from dist/ (by the package name, after npm run build): every built entry imports, reads no browser global',
    { skip: built.length === 0 ? 'dist/ is not built (npm run build)' : false },
    () => {
      const missing = entries.filter((e) => !built.includes(e));
      if (missing.length > 0) console.log(`not in dist/ (build again): ${missing.map((e) => e.name).join(', ')}`);
      const order = ordered.filter((e) => built.includes(e));
      const report = probe(
        order.map((e) => e.name),
        order.filter((e) => !e.defines).length,
        [],
      );
      check(report);
    },
  );
});

describe('the CDN files (after npm run build)', () => {
  const coreFile = `${root}dist/holdem-elements.core.js`;
  it(
    'dist/holdem-elements.core.js is the headless engine in one file: the exports of holdem-elements/core, no import',
    { skip: existsSync(coreFile) ? false : 'dist/ is not built (npm run build)' },
    async () => {
      assert.doesNotMatch(readFileSync(coreFile, 'utf8'), /\bimport\s*[("'{*]|\}\s*from\s*["']/, 'one file: no import');
      const file = (await import(pathToFileURL(coreFile).href)) as Record<string, unknown>;
      const core = (await import('../../src/core/index.js')) as Record<string, unknown>;
      assert.deepEqual(Object.keys(file).sort(), Object.keys(core).sort());
      // T17: the same evaluator: a flush beats a straight; 7-5-4-3-2 is the lowest hand (0x053210).
      const evaluate = file.evaluate as (cards: string[]) => { value: number; category: string };
      assert.equal(evaluate(['Ah', 'Kh', '9h', '4h', '2h']).category, 'flush');
      assert.ok(evaluate(['Ah', 'Kh', '9h', '4h', '2h']).value > evaluate(['9c', '8d', '7h', '6s', '5c']).value);
      assert.equal(evaluate(['7c', '5d', '4h', '3s', '2c']).value, 0x053210);
    },
  );
});

describe('holdem-elements/react in Node', () => {
  it('has one wrapper per element of src/elements (@tag), listening to exactly its events (@fires)', async () => {
    const { wrappedElements } = await import('../../src/react/index.js');
    const elements = new Map<string, string[]>();
    for (const dir of readdirSync(`${root}src/elements`)) {
      const file = `${root}src/elements/${dir}/${dir}.ts`;
      if (!existsSync(file)) continue;
      const source = readFileSync(file, 'utf8');
      const tag = source.match(/@tag ([a-z-]+)/)?.[1];
      if (tag) elements.set(tag, [...source.matchAll(/@fires ([a-z-]+)/g)].map((m) => m[1]).sort());
    }
    assert.deepEqual([...wrappedElements.keys()].sort(), [...elements.keys()].sort());
    for (const [tag, events] of elements) assert.deepEqual([...wrappedElements.get(tag)!].sort(), events, `<${tag}>`);
  });
});
