// What `npm publish` would upload, checked after `npm run build` and `npm run analyze` (CI):
// `npm pack --dry-run` must list the built package (dist/ with the CDN files and the editor
// types), the manifest and the editor files, the rules handbook, the changelog and the
// licence, every file package.json points at (exports, main, types, customElements,
// web-types), and nothing of the tests, the stories, the sources or the tooling. Then
// `npm publish --dry-run --provenance` must accept the package as configured (publishConfig).
// Scripts are not run (--ignore-scripts): the build is already there.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
);
const files = new Set(packed.files.map((file) => file.path));

/** Every file an export condition, `main`, `types` and the tools' fields name. */
const targets = (target) => (typeof target === 'string' ? [target] : Object.values(target ?? {}).flatMap(targets));
const named = [...targets(pkg.exports), pkg.main, pkg.module, pkg.types, pkg.customElements, pkg['web-types']].map((path) =>
  path.replace(/^\.\//, ''),
);

const required = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'docs/rules.md',
  'custom-elements.json',
  'web-types.json',
  'html-custom-data.json',
  'css-custom-data.json',
  'dist/holdem-elements.bundle.js',
  'dist/holdem-elements.loader.js',
  'dist/holdem-elements.core.js',
  'dist/types/jsx.d.ts',
  'dist/types/vue.d.ts',
  ...named,
];
const requiredFolders = ['dist/bundle/', 'dist/loader/', 'dist/define/', 'dist/elements/', 'dist/core/'];
const forbidden =
  /^(test|stories|src|demo|bench|scripts|\.storybook|\.changeset|\.ci|\.cache|\.scratch|node_modules|storybook-static|docs\/screenshots)\//;

/** A path, or a pattern with `*` (`dist/react/*.js`): at least one packed file matches it. */
const packedAs = (path) => {
  if (!path.includes('*')) return files.has(path);
  const [head, tail] = path.split('*');
  return [...files].some((file) => file.startsWith(head) && file.endsWith(tail) && !file.slice(head.length).includes('/'));
};

const problems = [
  ...[...new Set(required)].filter((path) => !packedAs(path)).map((path) => `missing: ${path}`),
  ...requiredFolders.filter((folder) => ![...files].some((path) => path.startsWith(folder))).map((folder) => `missing: ${folder}`),
  ...[...files].filter((path) => forbidden.test(path)).map((path) => `should not be packed: ${path}`),
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`npm pack: ${files.size} files, ${kB(packed.size)} packed, ${kB(packed.unpackedSize)} unpacked`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `npm pack: the ${new Set(required).size} files and ${requiredFolders.length} folders the package needs are in it, nothing of test/, stories/ or src/`,
);

// Dry run: npm checks the package and publishConfig (access, provenance) without uploading.
// (--loglevel=warn: without it npm lists every file again.)
execFileSync('npm', ['publish', '--dry-run', '--provenance', '--ignore-scripts', '--loglevel=warn'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
console.log('npm publish --dry-run --provenance: accepted');
