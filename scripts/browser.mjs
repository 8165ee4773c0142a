// Which Chromium the tests and the screenshots start, decided in one place.
//
//  1. HOLDEM_BROWSER=bundled: the Chromium inside @sparticuz/chromium, whatever is installed.
//  2. CHROME_PATH: that binary (an error if it does not exist: an explicit path is not guessed around).
//  3. A system Chromium or Chrome (Debian's /usr/bin/chromium first).
//  4. Otherwise the bundled one: @sparticuz/chromium ships a headless Chromium (needing nothing but
//     libc) that is unpacked once into the temporary directory (/tmp/chromium, about 210 MB, 5–10 s).
// HOLDEM_BROWSER=system refuses the fallback (the step fails instead of unpacking).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'];

/** The flags every run uses: headless, as root (no sandbox), and nothing that calls home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Finds the browser; unpacks the bundled one when it is the choice. Throws with a one-line
 * message saying what to do when nothing usable is found.
 * @returns {Promise<{ executablePath: string, source: 'bundled' | 'CHROME_PATH' | 'system', args: string[] }>}
 */
export async function findChromium(env = process.env) {
  const choice = env.HOLDEM_BROWSER ?? '';
  if (choice !== '' && choice !== 'bundled' && choice !== 'system') {
    throw new Error(`HOLDEM_BROWSER=${choice} is not a choice: use "bundled" or "system" (or leave it unset).`);
  }
  if (choice !== 'bundled') {
    if (env.CHROME_PATH) {
      if (!existsSync(env.CHROME_PATH)) throw new Error(`CHROME_PATH=${env.CHROME_PATH} does not exist.`);
      return { executablePath: env.CHROME_PATH, source: 'CHROME_PATH', args: chromiumArgs };
    }
    const system = systemPaths.find((path) => existsSync(path));
    if (system) return { executablePath: system, source: 'system', args: chromiumArgs };
    if (choice === 'system') {
      throw new Error(`No system Chromium (looked at ${systemPaths.join(', ')}): install one, set CHROME_PATH, or unset HOLDEM_BROWSER.`);
    }
  }
  return { executablePath: await unpackBundled(env), source: 'bundled', args: chromiumArgs };
}

async function unpackBundled(env) {
  let chromium;
  try {
    ({ default: chromium } = await import('@sparticuz/chromium'));
  } catch {
    throw new Error('No Chromium found and @sparticuz/chromium is not installed: run "npm install", install Chromium, or set CHROME_PATH.');
  }
  // On a machine without fontconfig's configuration, the package's own (Open Sans, in /tmp/fonts).
  if (!env.FONTCONFIG_PATH && !existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = join(tmpdir(), 'fonts');
  try {
    return await chromium.executablePath();
  } catch (error) {
    throw new Error(`The bundled Chromium (@sparticuz/chromium) could not be unpacked: ${error.message}`, { cause: error });
  }
}
