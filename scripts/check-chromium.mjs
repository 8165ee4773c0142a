// Before `npm test`: finds the browser the tests start (scripts/browser.mjs), unpacking the
// bundled Chromium on a machine without one, and says in one line which it is; stops early,
// with what to do, when none can start.
import { execFileSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

try {
  const { executablePath, source } = await findChromium();
  const version = execFileSync(executablePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .trim()
    .split('\n')
    .at(-1);
  console.log(`Tests run in ${version} (${source}: ${executablePath}).`);
} catch (error) {
  console.error(`No browser for the tests: ${error.message}`);
  process.exit(1);
}
