// A @web/test-runner plugin that serves React to the browser as ES modules. React 19 ships
// CommonJS only, which the runner's node resolution cannot load, and no package here converts
// CommonJS on the fly; esbuild (installed for tsx and rollup-plugin-esbuild) bundles react,
// react-dom/client and the JSX runtimes once into one module, and each bare import becomes a
// small module re-exporting its part with named exports (so every importer shares one React).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

const prefix = '/__react/';
/** Bare specifier → the name of its namespace in the bundle. */
const parts = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOMClient',
  'react/jsx-runtime': 'JSXRuntime',
  'react/jsx-dev-runtime': 'JSXDevRuntime',
};
const fileOf = (specifier) => `${specifier.replace(/\//g, '__')}.js`;
const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * The names a CommonJS module exports, read in a Node process of their own: React's development
 * build calls `console.createTask` on load, which the runner's console does not have.
 */
function exportNames(specifier, mode) {
  const script = `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`;
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: mode } });
  return JSON.parse(output).filter((name) => identifier.test(name) && name !== 'default');
}

export function reactAsModules() {
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  let bundle;
  const bundled = () =>
    (bundle ??= build({
      stdin: {
        contents: Object.entries(parts)
          .map(([specifier, name]) => `export * as ${name} from ${JSON.stringify(specifier)};`)
          .join('\n'),
        resolveDir: process.cwd(),
        loader: 'js',
      },
      bundle: true,
      format: 'esm',
      write: false,
      target: 'es2022',
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0].text));
  return {
    name: 'holdem-react-as-modules',
    resolveImport({ source }) {
      if (source in parts) return `${prefix}${fileOf(source)}`;
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(prefix)) return undefined;
      const file = context.path.slice(prefix.length);
      if (file === 'bundle.js') return { body: await bundled(), type: 'js' };
      const specifier = Object.keys(parts).find((s) => fileOf(s) === file);
      if (!specifier) return undefined;
      const names = exportNames(specifier, mode);
      const name = parts[specifier];
      const body = [
        `import { ${name} } from '${prefix}bundle.js';`,
        `const m = ${name}.default ?? ${name};`,
        `export default m;`,
        `export const { ${names.join(', ')} } = m;`,
      ].join('\n');
      return { body, type: 'js' };
    },
  };
}
