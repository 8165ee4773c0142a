// The CDN file against the sources: renders the same element snippets twice in Chromium, (a) from the
// minified bundle (dist/holdem-elements.bundle.js, whose css and html templates are minified by
// `minifyTemplates` in rollup.config.mjs) and (b) from the unminified ES-module tree (dist/define/*.js,
// lit, xstate and the localize package through an import map), and reports every difference:
//  - per node of every shadow root: computed style (and ::before/::after), box, attributes, text;
//  - per shadow root: the adopted style sheets' rules (selector or at-rule, and every longhand; two
//    values written differently count as different only if they compute differently);
//  - the full page, pixel by pixel (a picture of the differing pixels is written beside the shots).
// Known harmless rewrites are listed in `harmless` below and not reported.
// Run `npm run build` first. Usage: node scripts/compare-bundle.mjs [name filter]
// (WIDTHS=1280,375 by default; pictures and report.txt in .scratch/compare-bundle/).
// Exits with 1 when something differs.
/* global getComputedStyle, requestAnimationFrame, CSSStyleRule, OffscreenCanvas, ImageData, createImageBitmap, btoa */
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './browser.mjs';
import { serve } from './serve.mjs';

const root = process.cwd();
for (const file of ['dist/holdem-elements.bundle.js', 'dist/define/poker-table.js']) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run "npm run build" first.`);
    process.exit(1);
  }
}
const out = join(root, '.scratch/compare-bundle');
mkdirSync(out, { recursive: true });
const filter = process.argv[2] ?? '';
const widths = (process.env.WIDTHS ?? '1280,375').split(',').map(Number);

const importMap = {
  imports: {
    lit: '/node_modules/lit/index.js',
    'lit/': '/node_modules/lit/',
    'lit-html': '/node_modules/lit-html/lit-html.js',
    'lit-html/': '/node_modules/lit-html/',
    'lit-element/': '/node_modules/lit-element/',
    '@lit/reactive-element': '/node_modules/@lit/reactive-element/reactive-element.js',
    '@lit/reactive-element/': '/node_modules/@lit/reactive-element/',
    xstate: '/node_modules/xstate/dist/xstate.esm.js',
    '@shoelace-style/localize': '/node_modules/@shoelace-style/localize/dist/index.js',
  },
};
const defines = ['poker-card', 'hand-ranker', 'pot-calculator', 'poker-table', 'poker-cash-table', 'equity-calculator'];
const loaders = {
  bundle: `<script type="module" src="/dist/holdem-elements.bundle.js"></script>`,
  source: `<script type="importmap">${JSON.stringify(importMap)}</script>
<script type="module">${defines.map((d) => `import '/dist/define/${d}.js';`).join('')}</script>`,
};

// name, html, and what to do once the elements are defined (run in the page)
const dark = (s) => `<div style="background:#12161a;padding:16px">${s}</div>`;
// name, html, optional action (run in the page after definition), extra wait
const snippets = [
  ['hand-ranker', `<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9c"></hand-ranker>`],
  [
    'hand-ranker-editable',
    `<hand-ranker editable board="Ah 2c 3d Qs Kh" hands="Anna: 4s 5d; Ben: 9c 9d; Carla: Kc Qc; Dan: Jh Th"></hand-ranker>`,
  ],
  ['hand-ranker-bad', `<hand-ranker board="Zz 1x" hands="Anna: Ks Qd"></hand-ranker>`],
  ['hand-ranker-dark', dark(`<hand-ranker theme="dark" four-color board="Ah Kh 7h 4s 2c" hands="Anna: Qh 3h; Ben: As Ad"></hand-ranker>`)],
  ['hand-ranker-de', `<hand-ranker lang="de" board="Kh 9d 7c 4s 2h" hands="Anna: As Kd; Ben: Qh Qc"></hand-ranker>`],
  [
    'hand-ranker-themed',
    `<hand-ranker board="Ah Kh 7h 4s 2c" hands="Anna: Qh 3h; Ben: As Ad" four-color style="--poker-felt:#233b6e;--poker-accent:#ff7a59;--poker-radius:4px;--poker-card-radius:3px;--poker-font:Georgia,serif"></hand-ranker>`,
  ],
  [
    'pot-calculator-cards',
    `<pot-calculator players="Anna 100 all-in Kc Kd; Ben 250 all-in 9c 9d; Carla 400 As Ah; Dora 400 Qs Jh; Emil 40 folded" board="Kh 9s 7c 4d 2h" button="Emil"></pot-calculator>`,
  ],
  [
    'pot-calculator-editable',
    `<pot-calculator editable players="Anna 20 all-in; Ben 50 Ks Kd; Carla 50 Qs Qd" board="2c 7d 9h Jc 3s" button="Carla"></pot-calculator>`,
  ],
  [
    'pot-calculator-order',
    `<pot-calculator players="A 1000; B 1000; C 100 all-in; D 300 folded" button="B" order="C > A = B"></pot-calculator>`,
  ],
  ['pot-calculator-bad', `<pot-calculator players="Anna -20; Ben 5o; Carla 2.5"></pot-calculator>`],
  [
    'pot-calculator-dark',
    dark(
      `<pot-calculator theme="dark" players="Anna 100 all-in Kc Kd; Ben 250 all-in 9c 9d; Carla 400 As Ah; Dora 400 Qs Jh; Emil 40 folded" board="Kh 9s 7c 4d 2h" button="Emil"></pot-calculator>`,
    ),
  ],
  [
    'pot-calculator-themed',
    `<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50; Dora 80" order="Ben > Anna > Carla = Dora" style="--poker-accent:#ff7a59;--poker-radius:4px;--poker-font:Georgia,serif;--pot-calculator-pot-1:#233b6e;--pot-calculator-pot-2:#8a3ffc;--pot-calculator-pot-3:#b45309"></pot-calculator>`,
  ],
  [
    'poker-table-mid',
    `<poker-table seats="Anna 3000; Ben 3000; Carla 3000" button="Carla" hole-cards="Anna: Jh Jd; Ben: Ac Qc; Carla: 8s 8c" board="Qs 8h 3d 2c Kd" script="Carla calls; Ben raises to 300; Anna folds; Ben checks; Ben calls; Ben checks; Carla bets 300; Ben raises to 500; Ben raises to 900; Carla calls"></poker-table>`,
    `const t = document.querySelector('poker-table'); t.forward(); t.forward(); t.forward(); t.forward(); t.forward(); t.forward();`,
  ],
  [
    'poker-table-showdown',
    `<poker-table seats="Anna 5000; Ben 3200; Carla 4100; Dora 2500; Emil 6000; Fay 4800" button="Fay" hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d; Dora: 7c 2d; Emil: Jh Th; Fay: 5s 5c" board="Ks 7h 2c 4d Jc" script="Carla calls; Dora folds; Emil raises to 300; Fay folds; Anna calls; Ben calls; Carla calls; Anna checks; Ben bets 400; Carla folds; Emil calls; Anna calls; Anna checks; Ben checks; Emil checks; Anna bets 1000; Ben folds; Emil calls; Anna shows; Emil mucks"></poker-table>`,
    `document.querySelector('poker-table').playAll();`,
  ],
  [
    'poker-table-dark-hero',
    dark(
      `<poker-table theme="dark" seats="Anna 5000; Ben 3200; Carla 4100; Dora 2500; Emil 6000; Fay 4800; Gus 1500; Hana 7000; Ivan 3000" button="Ivan" hole-cards="Anna: Ah Kh" hero="Anna" seed="7" script="Carla calls; Dora raises to 300; Emil folds; Fay calls; Gus folds; Hana folds; Ivan folds"></poker-table>`,
    ),
    `document.querySelector('poker-table').playAll();`,
  ],
  [
    'poker-table-fixed',
    `<poker-table structure="fixed-limit" blinds="5/10" seats="Anna 500; Ben 500; Carla 500; Dora 500" button="Dora" hole-cards="Anna: Ah Ad; Ben: Kc Ks; Carla: Qh Jh; Dora: Tc Td" board="8h 4c 2s 9d 3h" script="Carla raises to 20; Dora raises to 30; Anna raises to 40"></poker-table>`,
    `document.querySelector('poker-table').playAll();`,
  ],
  ['poker-table-bad', `<poker-table seats="Anna -20; Ben 2000"></poker-table>`],
  [
    'poker-cash-table',
    `<poker-cash-table blinds="5/10" table-size="6" buy-in="400-1000" players="Ben reasonable 1000; Carla passive 800; Dan reasonable 1200" clock="30" bot-delay="0" between-hands="600000" seed="3"></poker-cash-table>`,
  ],
  [
    'poker-cash-table-dark',
    dark(
      `<poker-cash-table theme="dark" blinds="5/10" table-size="6" players="Ben reasonable 1000; Carla passive 800; Dan reasonable 1200; Eve passive 1000" bot-delay="0" between-hands="600000" seed="5"></poker-cash-table>`,
    ),
  ],
  ['poker-cash-table-bad', `<poker-cash-table players="Ben clever 1000"></poker-cash-table>`],
  ['equity-two-hands', `<equity-calculator hands="Anna: As Ks; Ben: Qh Th" board="Kh 9h 2c"></equity-calculator>`],
  ['equity-range', `<equity-calculator hands="Hero: Ah Kh; Villain: QQ+, AKs" samples="20000"></equity-calculator>`],
  ['equity-dark', dark(`<equity-calculator theme="dark" four-color hands="Anna: Ac Kd; Ben: 9s 9h" board="2d 7c Jh"></equity-calculator>`)],
  [
    'poker-card',
    `<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end">${['As', 'Kh', 'Qd', 'Jc', 'Ts', '9h', '2c']
      .map((c) => `<poker-card card="${c}" style="width:88px"></poker-card>`)
      .join(
        '',
      )}<poker-card face-down style="width:88px"></poker-card><poker-card face-down style="width:88px;--poker-card-back:#9b1c31"></poker-card>
      ${[40, 56, 140].map((w) => `<poker-card card="Kh" style="width:${w}px"></poker-card>`).join('')}
      <poker-card card="Kh" highlight style="width:88px"></poker-card><poker-card card="4s" dim style="width:88px"></poker-card>
      <poker-card card="Zz" style="width:88px"></poker-card><poker-card style="width:88px"></poker-card></div>`,
  ],
  [
    'poker-card-four-color',
    `<div style="display:flex;gap:12px">${['As', 'Kh', 'Qd', 'Jc', 'Td', '7c'].map((c) => `<poker-card card="${c}" four-color style="width:88px"></poker-card>`).join('')}</div>`,
  ],
  [
    'poker-card-dark',
    dark(
      `<div style="display:flex;gap:12px">${['As', 'Kh', 'Qd', 'Jc'].map((c) => `<poker-card card="${c}" theme="dark" style="width:88px"></poker-card>`).join('')}<poker-card face-down theme="dark" style="width:88px"></poker-card></div>`,
    ),
  ],
  [
    'poker-card-de',
    `<div lang="de" style="display:flex;gap:12px">${['As', 'Kh', 'Qd', 'Jc'].map((c) => `<poker-card card="${c}" style="width:88px"></poker-card>`).join('')}</div>`,
  ],
  [
    'equity-range-grid',
    `<equity-calculator hands="Hero: Ah Kh; Villain: QQ+, AKs" samples="20000"></equity-calculator>`,
    `document.querySelector('equity-calculator').shadowRoot.querySelector('[part~="grid-toggle"]').click();`,
  ],
  [
    'hand-ranker-picker',
    `<hand-ranker editable board="Ah 2c 3d" hands="Anna: 4s 5d; Ben: 9c 9d"></hand-ranker>`,
    `document.querySelector('hand-ranker').shadowRoot.querySelector('[aria-haspopup="dialog"]').click();`,
  ],
  [
    'pot-calculator-picker',
    `<pot-calculator editable players="Anna 20 all-in; Ben 50 Ks Kd; Carla 50" board="2c 7d 9h" button="Carla"></pot-calculator>`,
    `document.querySelector('pot-calculator').shadowRoot.querySelector('[aria-haspopup="dialog"]').click();`,
  ],
  [
    'poker-table-potsdam',
    `<poker-table variant="potsdam" blinds="5/10" seats="Anna 600; Ben 600; Carla 600; Dan 600" button="Dan" seed="7"></poker-table>`,
  ],
  [
    'poker-table-potsdam-dark',
    dark(
      `<poker-table variant="potsdam" theme="dark" blinds="5/10" seats="Anna 600; Ben 600; Carla 600" button="Carla" seed="7" reveal></poker-table>`,
    ),
    `document.querySelector('poker-table').playAll();`,
  ],
  ['poker-table-replay', `<poker-table export src="/demo/hands/side-pot.phh"></poker-table>`],
  [
    'poker-table-replay-stars',
    `<poker-table export src="/demo/hands/two-hands-usd.txt" hand="2"></poker-table>`,
    `document.querySelector('poker-table').playAll();`,
  ],
  [
    'poker-cash-table-hero',
    `<poker-cash-table hero="Lena" players="Ben reasonable 1000; Carla passive 800" bot-delay="0" between-hands="600000" seed="2"></poker-cash-table>`,
    `const t = document.querySelector('poker-cash-table'); t.shadowRoot.querySelector('[part~="sit-button"]')?.click();`,
  ],
].filter(([name]) => name.includes(filter));

const page = (loader, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>compare</title>
<style>body{margin:0;padding:12px;font-family:system-ui,sans-serif}</style>${loader}</head><body>${body}</body></html>`;

/** Differences that render the same, with the reason. */
const harmless = [
  // Lightning CSS writes `background: transparent` as `background: 0 0`: the position 0px 0px instead of 0% 0%.
  (prop, a, b) => prop.startsWith('background-position') && /^0px( 0px)?$/.test(a) && /^0%( 0%)?$|^initial$/.test(b),
  // html-minifier writes a bare `readonly` as `readonly=readonly`.
  (prop, a, b) => prop === '@readonly' && a === 'readonly' && b === '',
];
const isHarmless = (prop, a, b) => harmless.some((test) => test(prop, a, b));

const server = await serve(root, (url) => {
  const scene = url.pathname.match(/^\/compare\/(bundle|source)\/([\w-]+)$/);
  const snippet = scene && snippets.find(([name]) => name === scene[2]);
  return snippet ? page(loaders[scene[1]], snippet[1]) : undefined;
});
const { base } = server;

/** In the page: wait until everything is defined, rendered and stable. */
async function settle(action) {
  const deep = (root, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) deep(el.shadowRoot, out);
    }
    return out;
  };
  const tags = new Set(
    deep(document)
      .filter((e) => e.localName.includes('-'))
      .map((e) => e.localName),
  );
  await Promise.all([...tags].map((t) => customElements.whenDefined(t)));
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const quiet = async () => {
    let last = '';
    let same = 0;
    for (let i = 0; i < 200 && same < 4; i++) {
      const els = deep(document);
      await Promise.all(els.filter((e) => e.updateComplete).map((e) => e.updateComplete));
      await frames();
      const equity = els.filter((e) => e.localName === 'equity-calculator');
      const counting = equity.some(
        (e) => (e.result == null || e.shadowRoot?.querySelector('progress')) && !e.shadowRoot?.querySelector('[part~="error"]'),
      );
      const sig = els.length + ':' + els.map((e) => (e.shadowRoot ? e.shadowRoot.textContent : '')).join('|');
      if (!counting && sig === last) same++;
      else same = 0;
      last = sig;
      await new Promise((r) => setTimeout(r, counting ? 200 : 60));
    }
  };
  await quiet();
  if (action) {
    new Function(action)();
    await quiet();
  }
  await document.fonts.ready;
  await frames();
}

/** In the page: everything about every node under the snippet. */
function collect() {
  const round = (n) => Math.round(n * 100) / 100;
  const styleOf = (el, pseudo) => {
    const cs = getComputedStyle(el, pseudo);
    const o = {};
    for (let i = 0; i < cs.length; i++) o[cs[i]] = cs.getPropertyValue(cs[i]);
    return o;
  };
  const nodes = {};
  const walk = (root, prefix) => {
    const counts = {};
    for (const el of root.children) {
      const k = el.localName;
      counts[k] = (counts[k] ?? 0) + 1;
      const key = `${prefix}/${k}[${counts[k]}]`;
      const r = el.getBoundingClientRect();
      const attrs = {};
      for (const a of el.attributes) attrs[a.name] = a.value;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.data)
        .join('');
      const entry = { rect: [round(r.x), round(r.y), round(r.width), round(r.height)], attrs, text: own, style: styleOf(el) };
      for (const p of ['::before', '::after', '::marker', '::placeholder']) {
        const c = getComputedStyle(el, p).content;
        if (p === '::before' || p === '::after' ? c !== 'none' && c !== 'normal' : true) {
          if (p === '::marker' && getComputedStyle(el).display !== 'list-item') continue;
          if (p === '::placeholder' && !('placeholder' in el)) continue;
          entry[p] = styleOf(el, p);
        }
      }
      nodes[key] = entry;
      if (el.shadowRoot) walk(el.shadowRoot, `${key}#`);
      walk(el, key);
    }
  };
  walk(document.body, 'body');
  // Style sheets per shadow root host tag (first host of each tag).
  const sheets = {};
  const ruleList = (rules, prefix, out) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        const decl = {};
        for (let i = 0; i < rule.style.length; i++)
          decl[rule.style[i]] =
            rule.style.getPropertyValue(rule.style[i]) + (rule.style.getPropertyPriority(rule.style[i]) ? ' !important' : '');
        out.push({ sel: `${prefix}${rule.selectorText}`, decl });
        if (rule.cssRules?.length) ruleList(rule.cssRules, `${prefix}${rule.selectorText} & `, out);
      } else if (rule.cssRules) {
        const head = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
        ruleList(rule.cssRules, `${prefix}${head} » `, out);
      } else out.push({ sel: `${prefix}${rule.cssText}`, decl: {} });
    }
  };
  const hosts = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const key = `${el.localName} (${el.shadowRoot.adoptedStyleSheets.length} sheets)`;
        if (!sheets[key]) {
          const out = [];
          // A sheet is named by its first two rules, not its place: parts fetched on use add theirs in the order they arrive.
          const labels = new Map();
          for (const sheet of el.shadowRoot.adoptedStyleSheets) {
            const head = [...sheet.cssRules]
              .slice(0, 2)
              .map((r) => (r.selectorText ?? r.cssText.slice(0, r.cssText.indexOf('{')).trim()).replace(/\s+/g, ' '));
            const label = head.join(' ; ');
            labels.set(label, (labels.get(label) ?? 0) + 1);
            ruleList(sheet.cssRules, `[${label}${labels.get(label) > 1 ? ` #${labels.get(label)}` : ''}] `, out);
          }
          [...el.shadowRoot.querySelectorAll('style')].forEach((s, i) => ruleList(s.sheet.cssRules, `<style${i}> `, out));
          sheets[key] = out;
        }
        hosts(el.shadowRoot);
      }
    }
  };
  hosts(document);
  return { nodes, sheets, height: document.documentElement.scrollHeight };
}

const { executablePath, args } = await findChromium();
// playwright adds its own headless flag.
const browser = await chromium.launch({ executablePath, args: args.filter((arg) => arg !== '--headless') });
const helper = await (await browser.newContext()).newPage();
await helper.goto(`${base}/package.json`);

/** Full-page pictures compared in the browser: how many pixels differ, by how much at most, where. */
async function pixelDiff(a, b, name) {
  const result = await helper.evaluate(
    async ([a, b]) => {
      const load = async (b64) => createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const w = Math.max(ia.width, ib.width);
      const h = Math.max(ia.height, ib.height);
      const pixels = (img) => {
        const context = new OffscreenCanvas(w, h).getContext('2d');
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, w, h).data;
      };
      const da = pixels(ia);
      const db = pixels(ib);
      const marked = new ImageData(w, h);
      let n = 0;
      let max = 0;
      let box = null;
      for (let i = 0; i < da.length; i += 4) {
        const d = Math.abs(da[i] - db[i]) + Math.abs(da[i + 1] - db[i + 1]) + Math.abs(da[i + 2] - db[i + 2]);
        const x = (i / 4) % w;
        const y = Math.floor(i / 4 / w);
        if (d > 0) {
          n++;
          max = Math.max(max, d);
          box = box ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] : [x, y, x, y];
          marked.data.set([255, 0, 0, 255], i);
        } else marked.data.set([da[i], da[i + 1], da[i + 2], 60], i);
      }
      let png = null;
      if (n) {
        const canvas = new OffscreenCanvas(w, h);
        canvas.getContext('2d').putImageData(marked, 0, 0);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
        let text = '';
        for (const byte of bytes) text += String.fromCharCode(byte);
        png = btoa(text);
      }
      return { n, max, box, sizes: [ia.width, ia.height, ib.width, ib.height], png };
    },
    [a.toString('base64'), b.toString('base64')],
  );
  if (result.png) writeFileSync(join(out, `${name}-diff.png`), Buffer.from(result.png, 'base64'));
  delete result.png;
  return result;
}

/** Pushes `where prop: bundle=… source=…` for every key whose values differ (custom properties left out). */
function diffValues(a, b, where, lines, prefix = '') {
  for (const key of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
    if (key.startsWith('--')) continue;
    const va = a?.[key];
    const vb = b?.[key];
    if (va !== vb && !isHarmless(prefix + key, va ?? '', vb ?? ''))
      lines.push(`${where} ${key}: bundle=${JSON.stringify(va)} source=${JSON.stringify(vb)}`);
  }
}

const report = [];
const summary = [];
const sheetsSeen = new Set();
const pending = [];
let failed = false;
for (const width of widths) {
  for (const [name, , action] of snippets) {
    const results = {};
    for (const variant of ['bundle', 'source']) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', colorScheme: 'light' });
      const tab = await context.newPage();
      const errors = [];
      tab.on('pageerror', (e) => errors.push(String(e)));
      tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await tab.goto(`${base}/compare/${variant}/${name}`);
      await tab.evaluate(settle, action ?? null);
      const data = await tab.evaluate(collect);
      const shot = await tab.screenshot({ fullPage: true });
      writeFileSync(join(out, `${name}-${width}-${variant}.png`), shot);
      results[variant] = { data, shot, errors };
      await context.close();
    }
    const a = results.bundle.data;
    const b = results.source.data;
    const lines = [];
    for (const variant of ['bundle', 'source']) for (const e of results[variant].errors) lines.push(`${variant} console error: ${e}`);
    for (const key of new Set([...Object.keys(a.nodes), ...Object.keys(b.nodes)])) {
      const na = a.nodes[key];
      const nb = b.nodes[key];
      if (!na || !nb) {
        lines.push(`${key}: only in ${na ? 'bundle' : 'source'}`);
        continue;
      }
      if (na.rect.join() !== nb.rect.join()) lines.push(`${key} box: bundle=${na.rect} source=${nb.rect}`);
      diffValues(na.attrs, nb.attrs, `${key} @`, lines, '@');
      // White space may collapse (one space for a run); the boxes and pixels say whether that shows.
      if (na.text.replace(/\s+/g, ' ') !== nb.text.replace(/\s+/g, ' '))
        lines.push(`${key} text: bundle=${JSON.stringify(na.text)} source=${JSON.stringify(nb.text)}`);
      diffValues(na.style, nb.style, `${key} style`, lines);
      for (const pseudo of ['::before', '::after', '::marker', '::placeholder']) {
        if (na[pseudo] || nb[pseudo]) diffValues(na[pseudo], nb[pseudo], `${key}${pseudo}`, lines);
      }
    }
    const pixels = await pixelDiff(results.bundle.shot, results.source.shot, `${name}-${width}`);
    // Anti-aliasing differs a little between two runs of the same page now and then (up to ~125 pixels,
    // at most 28 of 765 in the sum of the three channels, seen); a real difference is far more.
    const noise = pixels.n <= 10 || (pixels.max <= 64 && pixels.n <= 2000);
    const pixelsDiffer = !noise || pixels.sizes[0] !== pixels.sizes[2] || pixels.sizes[1] !== pixels.sizes[3];
    if (lines.length || pixelsDiffer) failed = true;
    summary.push(
      `${width} ${name}: ${Object.keys(a.nodes).length} nodes, ${lines.length} differences, ${pixels.n} pixels differ` +
        (pixels.n ? ` (at most ${pixels.max}/765, in ${pixels.box})` : ''),
    );
    report.push(`## ${width} ${name}`, ...lines, '');
    console.log(summary.at(-1));
    for (const tag of new Set([...Object.keys(a.sheets), ...Object.keys(b.sheets)])) {
      if (sheetsSeen.has(tag)) continue;
      sheetsSeen.add(tag);
      compareSheets(tag, a.sheets[tag] ?? [], b.sheets[tag] ?? []);
    }
  }
}

/** Rules matched by selector (`max-width: X` read as `width <= X`, as Lightning CSS writes it). */
function compareSheets(tag, ra, rb) {
  const readable = (sel) =>
    sel.replace(/\(max-(width|height): ([^)]+)\)/g, '($1 <= $2)').replace(/\(min-(width|height): ([^)]+)\)/g, '($1 >= $2)');
  const index = (rules) => {
    const map = new Map();
    // Lightning CSS merges two rules in a row with the same selector into one.
    const merged = [];
    for (const rule of rules) {
      if (merged.at(-1)?.sel === rule.sel) merged.at(-1).decl = { ...merged.at(-1).decl, ...rule.decl };
      else merged.push({ ...rule });
    }
    for (const rule of merged) {
      const sel = readable(rule.sel);
      let key = sel;
      for (let i = 2; map.has(key); i++) key = `${sel} (#${i})`;
      map.set(key, rule.decl);
    }
    return map;
  };
  const ma = index(ra);
  const mb = index(rb);
  for (const key of new Set([...ma.keys(), ...mb.keys()])) {
    if (!ma.has(key) || !mb.has(key)) {
      pending.push({ where: `<${tag}> rule only in ${ma.has(key) ? 'bundle' : 'source'}: ${key}`, rule: ma.get(key) ?? mb.get(key) });
      continue;
    }
    const da = ma.get(key);
    const db = mb.get(key);
    for (const prop of new Set([...Object.keys(da), ...Object.keys(db)])) {
      if (da[prop] !== db[prop]) pending.push({ where: `<${tag}> ${key} {`, prop, a: da[prop] ?? '', b: db[prop] ?? '' });
    }
  }
}

// Two values written differently: the same if they compute the same on a test element (a custom
// property through a list of properties that might read it) and name the same custom properties.
const verdicts = await helper.evaluate((pairs) => {
  const host = document.createElement('div');
  host.style.cssText = 'container-type:inline-size;width:500px;height:300px;font-size:16px;display:grid';
  document.body.append(host);
  const el = document.createElement('div');
  host.append(el);
  const readers = [
    'color',
    'width',
    'box-shadow',
    'font-family',
    'transition-duration',
    'grid-template-columns',
    'background-image',
    'border-radius',
  ];
  readers.push(
    'padding-left',
    'transform',
    'opacity',
    'stroke-width',
    'font-size',
    'line-height',
    'font-weight',
    'aspect-ratio',
    'row-gap',
  );
  readers.push(
    'z-index',
    'filter',
    'translate',
    'outline-offset',
    'font-variant-numeric',
    'content',
    'border-top-width',
    'flex-basis',
    'background-color',
  );
  const computed = (prop, value) => {
    el.removeAttribute('style');
    if (prop.startsWith('--')) {
      el.style.setProperty('--t', value);
      return readers.map((p) => (el.style.setProperty(p, 'var(--t)'), getComputedStyle(el).getPropertyValue(p))).join(' | ');
    }
    el.style.setProperty(prop, value);
    return el.style.getPropertyValue(prop) ? getComputedStyle(el).getPropertyValue(prop) : '<invalid>';
  };
  const names = (v) => [...v.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]).join(',');
  return pairs.map(({ prop, a, b, rule }) => {
    if (rule) return false;
    if (!a || !b || names(a) !== names(b)) return false;
    return computed(prop, a) === computed(prop, b);
  });
}, pending);

/** A rule only in one of them that is written differently in the other (`:nth-child(1)`, keyframes' text). */
const sheetLines = [];
const unmatched = pending.filter((p) => p.rule);
pending.forEach((p, i) => {
  if (verdicts[i]) return;
  if (p.rule) {
    // Paired with a rule of the other side whose declarations are the same: a selector written differently.
    const side = (q) => q.where.slice(0, q.where.indexOf(' rule only in ') + 20);
    const paired = unmatched.some(
      (q) => q !== p && side(q) !== side(p) && JSON.stringify(q.rule) === JSON.stringify(p.rule) && equivalentSelectors(p.where, q.where),
    );
    if (paired) return;
  } else if (isHarmless(p.prop, p.a, p.b)) return;
  sheetLines.push(
    p.rule ? `${p.where} ${JSON.stringify(p.rule)}` : `${p.where} ${p.prop}: bundle=${JSON.stringify(p.a)} source=${JSON.stringify(p.b)}`,
  );
});

/** `:first-child` for `:nth-child(1)`, `translate(x)` for `translateX(x)`, white space and order in keyframes. */
function equivalentSelectors(a, b) {
  const plain = (s) =>
    s
      .replace(/^<[^>]+> rule only in \w+: /, '')
      .replace(/:nth-child\(1\)/g, ':first-child')
      .replace(/translateX\(/g, 'translate(')
      .replace(/\s+/g, '')
      .replace(/\{([^{}]*)\}/g, (_, body) => `{${body.split(';').filter(Boolean).sort().join(';')}}`);
  return plain(a) === plain(b);
}

if (sheetLines.length) failed = true;
writeFileSync(join(out, 'report.txt'), [...summary, '', ...report, '## style sheets', ...sheetLines, ''].join('\n'));
console.log(`style sheets: ${sheetLines.length} differences; report in ${join(out, 'report.txt')}`);
await browser.close();
server.close();
process.exit(failed ? 1 : 0);
