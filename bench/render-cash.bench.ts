/**
 * `<poker-cash-table>` in headless Chromium (the one `scripts/browser.mjs` picks, as the
 * tests): the first render of a nine-seat cash table (its actor made, the first hand dealt and
 * drawn) and the re-render after one action (a call sent through the element to its actor),
 * measured in the page (performance.now around the element's creation and its
 * `updateComplete`), median of many runs. A benchmark, not a test: it reports, it does not
 * fail on a number.
 *
 * The element is bundled from the sources with esbuild (what `<script type="module">` of the
 * define module loads) and served on loopback. `npx tsx bench/render-cash.bench.ts [--runs N]`.
 */
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { findChromium } from '../scripts/browser.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--runs');
const RUNS = at >= 0 ? Number(args[at + 1]) : 40;

/** Nine computer players at nine seats, who think for a long while (nothing happens by itself while measured), no clock. */
const NINE_SEATS = {
  blinds: '50/100',
  'table-size': '9',
  'buy-in': '2000-10000',
  players: 'Anna 5000; Ben 7000; Carla 5000; Dan 3000; Eve 2500; Finn 4000; Gus 8000; Hal 6000; Ida 3500',
  clock: 'off',
  'bot-delay': '600000',
  seed: 'render-bench',
};

const dir = mkdtempSync(join(tmpdir(), 'holdem-render-cash-'));
try {
  await build({
    entryPoints: ['src/define/poker-cash-table.ts'],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: join(dir, 'poker-cash-table.js'),
    logLevel: 'warning',
    tsconfig: 'tsconfig.json',
  });
  const script = readFileSync(join(dir, 'poker-cash-table.js'));
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/poker-cash-table.js"></script></head><body style="width:1100px"></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/poker-cash-table.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const { executablePath, args: browserArgs } = await findChromium();
  const browser = await chromium.launch({ executablePath, args: browserArgs });
  try {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForFunction(() => customElements.get('poker-cash-table') !== undefined);
    // The page-side code as text: tsx would wrap functions passed to evaluate in its own helpers.
    const measure = `(async () => {
      const attributes = ${JSON.stringify(NINE_SEATS)};
      const runs = ${RUNS};
      const first = [];
      const after = [];
      for (let run = 0; run < runs + 5; run++) {
        const el = document.createElement('poker-cash-table');
        for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
        const start = performance.now();
        document.body.append(el);
        await el.updateComplete;
        // Until the first hand is dealt and drawn (the element may wait for its words to load).
        for (let wait = 0; !el.table?.hand?.toAct || el.shadowRoot.querySelectorAll('[data-seat]').length < 9; wait++) {
          if (wait > 500) throw new Error('the table was not drawn: ' + el.shadowRoot.textContent.slice(0, 300));
          await new Promise((resolve) => setTimeout(resolve, 0));
          await el.updateComplete;
        }
        const rendered = performance.now();
        // A call by the player to act, through the element to its actor (element, actor, machine, core).
        el.send({ type: 'ACT', seat: el.table.hand.toAct, action: 'call' });
        const acted = performance.now();
        await el.updateComplete;
        const rerendered = performance.now();
        el.remove();
        // The element's actor keeps running out of the DOM: stop it, so runs do not add up.
        el.actor.stop();
        if (run >= 5) {
          first.push(rendered - start);
          after.push(rerendered - acted);
        }
      }
      const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
      return { first: median(first), after: median(after) };
    })()`;
    const times = (await tab.evaluate(measure)) as { first: number; after: number };
    console.log(`\n<poker-cash-table> in Chromium ${browser.version()}, nine seats, median of ${RUNS} runs after 5 warm-up runs\n`);
    console.log('| what | ms |');
    console.log('|---|---:|');
    console.log(`| first render (attributes read, actor made, hand dealt, table drawn) | ${times.first.toFixed(2)} |`);
    console.log(`| re-render after one action (a call sent to the actor) | ${times.after.toFixed(2)} |`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
