// Two builds from one source tree:
//  1. dist/**: ES modules, one file per source module (so each entry in the package's
//     `exports` map loads only what it needs), lit and xstate left as imports.
//     Declarations come from `tsc` (see the `build` script).
//     `<poker-table>`'s cash mode is a dynamic import() there, so it stays a module of its own
//     that a page loads only when it uses cash mode.
//  2. dist/holdem-elements.bundle.js: one minified file with lit and xstate inside, for a
//     `<script type="module" src="https://cdn…/holdem-elements.bundle.js">` tag. Dynamic
//     imports are inlined: the CDN bundle stays one file (it has every element anyway).
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { readdirSync } from 'node:fs';

const tsconfig = 'tsconfig.json';
const defines = readdirSync('src/define')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/define/${f}`);

export const entries = [
  'src/index.ts',
  'src/core/index.ts',
  'src/core/potsdam/index.ts',
  'src/core/history/index.ts',
  'src/machines/index.ts',
  'src/i18n/index.ts',
  ...readdirSync('src/elements', { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((d) => `src/elements/${d.name}/${d.name}.ts`),
  ...defines,
];

const external = (id) => /^(lit|@lit|lit-html|lit-element|xstate|@shoelace-style)(\/|$)/.test(id);

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
    input: 'src/bundle.ts',
    plugins: [nodeResolve({ browser: true }), esbuild({ tsconfig, target: 'es2022' }), minify],
    output: { file: 'dist/holdem-elements.bundle.js', format: 'es', sourcemap: true, inlineDynamicImports: true },
  },
];
