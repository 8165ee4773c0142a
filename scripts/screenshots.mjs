// README screenshots: renders each element from the built bundle in Chromium (scripts/browser.mjs) at a
// desktop and a phone width, light and dark, into docs/screenshots/. Run `npm run build` first.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { findChromium } from './browser.mjs';
import { serve } from './serve.mjs';

const root = process.cwd();
const bundle = 'dist/holdem-elements.bundle.js';
if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run "npm run build" first.`);
  process.exit(1);
}

const scenes = {
  'hand-ranker': `<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
  'hand-ranker-split': `<hand-ranker board="5c 6d 7h 8s 9c" hands="Anna: Ac Kd; Ben: 2h 2d; Carla: 5s 5h"></hand-ranker>`,
  'hand-ranker-de': `<hand-ranker lang="de" board="Kh Kd 7c 7s 2h" hands="Anna: Ks 7d; Ben: Ac Ad"></hand-ranker>`,
  'pot-calculator-fr': `<pot-calculator lang="fr" players="Anna 20 all-in 9s 9c; Ben 50 Qs Qd; Carla 50 Js Jd" board="Kh 9d 7c 4s 2h" button="Carla"></pot-calculator>`,
  'poker-table-es': `<poker-table lang="es" structure="no-limit" blinds="50/100" seats="Anna 5000; Ben 700; Carla 5000" button="Carla" hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d" board="Ks 7h 2c 4d Jc" script="Carla iguala; Anna iguala; Ben pasa; Anna apuesta 500; Ben va all-in; Carla iguala; Anna sube a 1500"></poker-table>`,
  'hand-ranker-editable': `<hand-ranker editable board="Ah 2c 3d Qs Kh" hands="Anna: 4s 5d; Ben: 9c 9d"></hand-ranker>`,
  'hand-ranker-editable-four': `<hand-ranker editable board="Ah 2c 3d Qs Kh" hands="Anna: 4s 5d; Ben: 9c 9d; Carla: Kc Qc; Dan: Jh Th"></hand-ranker>`,
  'pot-calculator': `<pot-calculator players="Anna 20 all-in 9s 9c; Ben 50 Qs Qd; Carla 50 Js Jd" board="Kh 9d 7c 4s 2h" button="Carla"></pot-calculator>`,
  'pot-calculator-ten': `<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50 folded; Dan 50; Eve 35 all-in; Finn 50; Gina 50; Hugo 10 folded; Ida 50; Jon 50" order="Jon > Ben" button="Jon"></pot-calculator>`,
  'poker-table': `<poker-table structure="no-limit" blinds="50/100" seats="Anna 5000; Ben 700; Carla 5000; Dan 3000; Eve 2500; Finn 4000" button="Finn" hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d; Dan: 7c 6c; Eve: Jh Td; Finn: 4s 4h" board="Ks 7h 2c 4d Jc" script="Carla calls; Dan folds; Eve folds; Finn folds; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500" show-state></poker-table>`,
  'poker-cash-table': `<poker-cash-table blinds="5/10" buy-in="400-1000" players="Ben reasonable 1000; Carla passive 800; Dan reasonable 1200; Eve passive 1000" seed="readme" clock="30" bot-delay="0" between-hands="0"></poker-cash-table>`,
  'equity-calculator-ranges': `<equity-calculator share hands="Hero: QQ+, AKs, AKo; Villain: TT+, AQs+, KQs, AQo+" board="2c 7h Qs"></equity-calculator>`,
  'poker-card': `<div class="row"><poker-card card="As"></poker-card><poker-card card="Kh"></poker-card><poker-card card="Qd"></poker-card><poker-card card="Jc"></poker-card><poker-card card="Ts"></poker-card><poker-card card="7h"></poker-card><poker-card face-down></poker-card></div>`,
};

const page = (body, dark) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  :root { color-scheme: ${dark ? 'dark' : 'light'}; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 24px; background: ${dark ? '#12161a' : '#f6f4ef'}; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; } .row poker-card { width: 88px; }
</style>
<script type="module" src="/${bundle}"></script></head>
<body>${dark ? body.replace(/<(hand-ranker|pot-calculator|poker-table|poker-cash-table|poker-card|equity-calculator)/g, '<$1 theme="dark"') : body}</body></html>`;

const server = await serve(root, (url) => {
  const scene = url.pathname.match(/^\/scene\/([\w-]+)$/);
  return scene && scenes[scene[1]] ? page(scenes[scene[1]], url.searchParams.has('dark')) : undefined;
});

const { executablePath, args } = await findChromium();
// playwright adds its own headless flag.
const browser = await chromium.launch({ executablePath, args: args.filter((arg) => arg !== '--headless') });
const widths = { desktop: 900, phone: 360, phone375: 375, wide: 1280 };
// The pictures the README shows: scene, width, dark or light.
const shots = [
  ['hand-ranker', 'desktop', false],
  ['hand-ranker', 'phone', false],
  ['hand-ranker-de', 'desktop', true],
  ['hand-ranker-split', 'desktop', false],
  ['hand-ranker-editable', 'phone', true],
  ['hand-ranker-editable-four', 'desktop', false],
  ['pot-calculator', 'desktop', false],
  ['pot-calculator', 'phone', true],
  ['pot-calculator-ten', 'phone375', false],
  ['poker-table', 'desktop', false],
  ['poker-table', 'phone', true],
  ['poker-cash-table', 'desktop', false],
  ['poker-cash-table', 'phone', true],
  ['poker-card', 'desktop', false],
  ['equity-calculator-ranges', 'wide', false],
  ['equity-calculator-ranges', 'phone375', true],
  ['pot-calculator-fr', 'desktop', false],
  ['poker-table-es', 'desktop', false],
];
const only = process.argv[2];
for (const [name, device, dark] of shots.filter(([n]) => !only || n === only)) {
  const context = await browser.newContext({
    viewport: { width: widths[device], height: 600 },
    deviceScaleFactor: 2,
    colorScheme: dark ? 'dark' : 'light',
  });
  const tab = await context.newPage();
  await tab.goto(`${server.base}/scene/${name}${dark ? '?dark' : ''}`);
  await tab.evaluate(async () => {
    const els = [...document.querySelectorAll('hand-ranker, pot-calculator, poker-table, poker-cash-table, poker-card, equity-calculator')];
    await Promise.all(els.map((el) => customElements.whenDefined(el.localName)));
    await Promise.all(els.map((el) => el.updateComplete));
    // A scripted table is shown at its last step, with the explanation of what was refused.
    for (const table of document.querySelectorAll('poker-table')) table.playAll();
    // A cash table: the reader sits down and is shown at their first decision, the clock running.
    for (const table of document.querySelectorAll('poker-cash-table')) {
      const actor = table.tableActor;
      const take = [...table.shadowRoot.querySelectorAll('button')].find((b) => /take a seat/i.test(b.textContent));
      take?.click();
      const hero = () => actor.getSnapshot().context.seats.find((s) => s && !s.bot)?.player;
      for (let i = 0; i < 400 && (!hero() || actor.getSnapshot().context.hand?.toAct !== hero()); i++)
        await new Promise((r) => setTimeout(r, 50));
      await table.updateComplete;
    }
    // A calculator is shown with its count finished and its results per class fetched.
    for (const calc of document.querySelectorAll('equity-calculator')) {
      for (let i = 0; i < 400 && !(calc.result && calc.shadowRoot.querySelector('[part~="class-results"]')); i++)
        await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(els.map((el) => el.updateComplete));
    await new Promise((r) => setTimeout(r, 800));
  });
  const out = `docs/screenshots/${name}-${device}${dark ? '-dark' : ''}.png`;
  await tab.locator('body').screenshot({ path: out });
  console.log(out);
  await context.close();
}
await browser.close();
server.close();
