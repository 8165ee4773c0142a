import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/poker-card.js';
import '../../src/define/hand-ranker.js';
import '../../src/define/pot-calculator.js';
import '../../src/define/poker-table.js';
import '../../src/define/poker-cash-table.js';

/**
 * The demo pages as a reader meets them: their markup (several tables, rankers and calculators
 * on one page) in English and German, at a desktop and a phone width, checked with axe. Zero
 * violations, landmark-unique and colour contrast included.
 */

type Updating = Element & { updateComplete?: Promise<unknown> };

/** The `<main>` of a demo page, as its HTML file has it (the page's scripts are not run: the test loads the kit). */
async function demoMain(path: string): Promise<string> {
  const response = await fetch(path);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  // Saved sessions of an earlier run must not change what is checked.
  for (const table of page.querySelectorAll('poker-cash-table')) table.removeAttribute('persist');
  return page.querySelector('main')!.innerHTML;
}

async function settled(root: Element): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const elements = [...root.querySelectorAll('*')].filter((el): el is Updating => el.localName.includes('-')) as Updating[];
    await Promise.all(elements.map((el) => el.updateComplete));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

for (const [lang, path] of [
  ['en', '/demo/index.html'],
  ['de', '/demo/de/index.html'],
] as const) {
  for (const width of [1280, 375]) {
    describe(`demo page (${lang}) at ${width} px`, () => {
      afterEach(async () => {
        document.documentElement.lang = 'en';
        await setViewport({ width: 800, height: 600 });
      });

      it('has no axe violations with all its tables, rankers and calculators', async () => {
        document.documentElement.lang = lang;
        await setViewport({ width, height: 900 });
        const markup = await demoMain(path);
        const main = await fixture<HTMLElement>(html`<main></main>`);
        main.innerHTML = markup;
        await settled(main);
        expect(main.querySelectorAll('poker-table, poker-cash-table').length).to.be.at.least(2);
        if (lang === 'de') {
          const t12 = main.querySelector('poker-table[script]')!;
          expect(t12.shadowRoot!.querySelector('[part~="action-bar"] .bar-title')!.textContent).to.contain('Carla geht mit');
        }
        await expect(main).to.be.accessible();
      });
    });
  }
}
