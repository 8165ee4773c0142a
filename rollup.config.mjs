// Two builds from one source tree:
//  1. dist/**: ES modules, one file per source module (so each entry in the package's
//     `exports` map loads only what it needs), lit and xstate left as imports.
//     Declarations come from `tsc` (see the `build` script).
//     `<poker-table>`'s cash mode is a dynamic import() there, so it stays a module of its own
//     that a page loads only when it uses cash mode.
//  2. dist/holdem-elements.bundle.js (src/cdn.ts): one minified entry with lit inside, for a
//     `<script type="module" src="https://cdn…/holdem-elements.bundle.js">` tag. What a page
//     loads only on use (German words, a Potsdam game, a hand history's reader, the
//     statecharts, `<equity-calculator>` once the tag is in the page) stays a dynamic import,
//     a chunk in dist/bundle/ beside it that the browser fetches from the same place when it
//     is needed.
//  3. dist/holdem-elements.loader.js (src/loader.ts): the CDN loader, which defines nothing at
//     first and fetches each tag's define module (chunks in dist/loader/, shared ones once) the
//     first time the tag is in the page. A build of its own, so the bundle stays one file.
//  4. dist/holdem-elements.core.js: the headless engine (`holdem-elements/core`) as one
//     minified file, for a page that imports it from a CDN.
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { createFilter } from '@rollup/pluginutils';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifyHTMLLiterals } from 'minify-literals';

const tsconfig = 'tsconfig.json';
const defines = readdirSync('src/define')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/define/${f}`);

export const entries = [
  'src/index.ts',
  'src/core/index.ts',
  'src/core/potsdam/index.ts',
  'src/core/history/index.ts',
  'src/core/quiz/index.ts',
  'src/machines/index.ts',
  'src/i18n/index.ts',
  ...readdirSync('src/elements', { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((d) => `src/elements/${d.name}/${d.name}.ts`),
  // The equity calculator's module worker, next to the module that starts it (new URL('../equity-worker.js', import.meta.url)).
  'src/elements/equity-calculator/equity-worker.ts',
  // Equity over worker_threads in Node (holdem-elements/node/equity-threads) and its thread's module beside it.
  'src/node/equity-threads.ts',
  'src/node/equity-thread-worker.ts',
  ...defines,
  // React wrappers (react and @lit/react stay imports) and the bundle's Node entry (`holdem-elements/bundle`
  // in Node: the same tags and API with lit's server build, for SSR).
  ...readdirSync('src/react')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/react/${f}`),
  'src/bundle.ts',
];

const external = (id) => /^(lit|@lit|lit-html|lit-element|xstate|@shoelace-style|react|react-dom)(\/|$)/.test(id) || id.startsWith('node:');

/**
 * Lit's `html` and `css` templates minified (minify-literals: html-minifier-next and
 * Lightning CSS): comments and indentation out, white space between words kept
 * (`conservativeCollapse`: "Anna 20" stays two words). Only the kit's own sources.
 */
export const minifyTemplates = {
  name: 'minify-templates',
  async transform(code, id) {
    if (!/[\\/]src[\\/].*\.ts$/.test(id) || !/\b(html|css|svg)`/.test(code)) return null;
    const result = await minifyHTMLLiterals(code, {
      fileName: id,
      html: {
        caseSensitive: true,
        collapseWhitespace: true,
        conservativeCollapse: true,
        removeAttributeQuotes: false,
        removeComments: true,
        // SVG's self-closing tags stay closed: without the slash, svg`<circle/><circle/>` nests
        // the circles and draws one (every club came out as a dot).
        keepClosingSlash: true,
        minifyCSS: { minify: true },
      },
    });
    return result ? { code: result.code, map: result.map } : null;
  },
};

/**
 * A CDN build's copy of the equity worker: emitted as `fileName` (`bundle/equity-worker.js`),
 * and the runner's `new URL('../equity-worker.js', import.meta.url)` (right for dist/'s module
 * tree) pointed at it from wherever the runner's code lands in the build.
 */
const equityWorker = fileURLToPath(new URL('./src/elements/equity-calculator/equity-worker.ts', import.meta.url));
export const workerAt = (fileName) => ({
  name: 'bundled-worker',
  transform(code, id) {
    if (!/equity-calculator[\\/]internal[\\/]runner\.ts$/.test(id)) return null;
    const pattern = /new URL\((['"])\.\.\/equity-worker\.js\1, import\.meta\.url\)/;
    if (!pattern.test(code)) this.error('the equity runner no longer starts its worker as the bundle expects');
    const ref = this.emitFile({ type: 'chunk', id: equityWorker, fileName });
    return { code: code.replace(pattern, `new URL(import.meta.ROLLUP_FILE_URL_${ref})`), map: null };
  },
});

/**
 * Side effects as package.json declares them (`sideEffects`): a module of the kit none of whose
 * exports a page uses is left out (the evaluator's tables, built when their module runs, stay
 * out of a pot calculator that never compares hands), as a page's own bundler does with the
 * package. The sources are resolved by esbuild (`.js` to `.ts`), which does not read
 * package.json, so the bundle and `npm run size` are told here.
 */
const sideEffectsFilter = createFilter(JSON.parse(readFileSync('package.json', 'utf8')).sideEffects, null, { resolve: process.cwd() });
const sources = resolve('src');
export const treeshake = {
  moduleSideEffects: (id, external) => external || !id.startsWith(sources) || sideEffectsFilter(id),
};

export const minify = terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } });

export default [
  {
    input: entries,
    external,
    plugins: [nodeResolve(), esbuild({ tsconfig, target: 'es2022' })],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      sourcemap: true,
    },
  },
  {
    input: 'src/cdn.ts',
    // The entry may carry the code its on-use chunks share with it (one file at first load).
    preserveEntrySignatures: 'allow-extension',
    treeshake,
    plugins: [
      nodeResolve({ browser: true }),
      esbuild({ tsconfig, target: 'es2022' }),
      minifyTemplates,
      workerAt('bundle/equity-worker.js'),
      minify,
    ],
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: 'holdem-elements.bundle.js',
      chunkFileNames: 'bundle/[name]-[hash].js',
    },
  },
  {
    input: 'src/loader.ts',
    // The loader's file carries what every tag's chunk imports from it (defineElement), no facade.
    preserveEntrySignatures: 'allow-extension',
    treeshake,
    plugins: [
      nodeResolve({ browser: true }),
      esbuild({ tsconfig, target: 'es2022' }),
      minifyTemplates,
      workerAt('loader/equity-worker.js'),
      minify,
    ],
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: 'holdem-elements.loader.js',
      chunkFileNames: 'loader/[name]-[hash].js',
    },
  },
  {
    input: 'src/core/index.ts',
    treeshake,
    plugins: [esbuild({ tsconfig, target: 'es2022' }), minify],
    output: { file: 'dist/holdem-elements.core.js', format: 'es', sourcemap: true },
  },
];
