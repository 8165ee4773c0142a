import { expect } from '@open-wc/testing';
import { discover, load, registerTranslation } from '../../src/loader.js';
import type { HandRanker } from '../../src/elements/hand-ranker/hand-ranker.js';
import type { PotCalculator } from '../../src/elements/pot-calculator/pot-calculator.js';
import { until } from '../support/wait.js';

// A page of its own (one per test file) whose one script is the CDN loader (src/loader.ts,
// dist/holdem-elements.loader.js): it defines nothing until a tag of the kit is in the page.

/** The kit's modules the page has fetched, as paths under src/. */
const kitModules = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/src/') && !path.startsWith('/src/loader.'))
    .map((path) => path.slice('/src/'.length));

/** The elements whose code the page has fetched: a define module, or a file of the element's own folder. */
const elementsFetched = (): string[] => {
  const found = new Set<string>();
  for (const path of kitModules()) {
    const match = /^define\/([a-z-]+)\.|^elements\/([a-z-]+)\//.exec(path);
    const name = match?.[1] ?? match?.[2];
    if (name !== undefined && name !== 'shared') found.add(name);
  }
  return [...found].sort();
};

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 50));

describe('the CDN loader (src/loader.ts, dist/holdem-elements.loader.js)', () => {
  it('defines no tag and fetches no element while the page holds none', async () => {
    await settle();
    for (const tag of ['hand-ranker', 'pot-calculator', 'poker-table', 'poker-cash-table', 'equity-calculator', 'poker-card']) {
      expect(customElements.get(tag), tag).to.equal(undefined);
    }
    expect(elementsFetched()).to.deep.equal([]);
  });

  it("T17: a page with one <hand-ranker> fetches the ranker's code only, and the ranker ranks (Anna's queen kicker beats Ben's jack)", async () => {
    document.body.insertAdjacentHTML('beforeend', '<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>');
    const el = document.querySelector('hand-ranker') as HandRanker;
    await customElements.whenDefined('hand-ranker');
    await el.updateComplete;
    await until(() => el.result !== null);
    expect(el.result?.winners).to.deep.equal(['Anna']);
    await settle();
    expect(kitModules()).to.include('define/hand-ranker.ts');
    expect(elementsFetched()).to.deep.equal(['hand-ranker']);
    expect(kitModules().filter((path) => path.startsWith('machines/'))).to.deep.equal([]);
    for (const tag of ['pot-calculator', 'poker-table', 'poker-cash-table', 'equity-calculator', 'poker-card']) {
      expect(customElements.get(tag), tag).to.equal(undefined);
    }
    el.remove();
  });

  it("T18: a tag in a page's own shadow root comes when the page calls discover(root), and so does one added to it later", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50"></pot-calculator>';
    await settle();
    expect(customElements.get('pot-calculator')).to.equal(undefined);
    expect(elementsFetched()).to.not.include('pot-calculator');

    discover(root);
    await customElements.whenDefined('pot-calculator');
    const calculator = root.querySelector('pot-calculator') as PotCalculator;
    await calculator.updateComplete;
    await until(() => calculator.result !== null);
    expect(calculator.result!.pots.map((pot) => pot.amount)).to.deep.equal([60, 60]);
    expect(calculator.result!.pots[0]!.eligible).to.deep.equal(['Anna', 'Ben', 'Carla']);
    expect(elementsFetched()).to.include('pot-calculator');
    expect(elementsFetched()).to.not.include('poker-table');

    root.append(document.createElement('section'));
    root.lastElementChild!.innerHTML = '<poker-card card="As"></poker-card>';
    await customElements.whenDefined('poker-card');
    expect(root.querySelector('poker-card')).to.be.instanceOf(customElements.get('poker-card')!);
    host.remove();
  });

  it('load(tag) fetches a tag the page has not used yet and resolves with its define module', async () => {
    expect(customElements.get('poker-table')).to.equal(undefined);
    const module = await load('poker-table');
    expect(customElements.get('poker-table')).to.equal(module.PokerTable);
    expect(await load('poker-table')).to.equal(module);
  });

  it("a language registered through the loader's registerTranslation is the elements' language", async () => {
    await registerTranslation({ $code: 'nl', $name: 'Nederlands', $dir: 'ltr', board: 'Bord', winner: 'Winnaar' } as never);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<hand-ranker lang="nl" board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>',
    );
    const el = document.querySelector('hand-ranker[lang="nl"]') as HandRanker;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="board-label"]')!.textContent).to.equal('Bord');
    expect(el.shadowRoot!.querySelector('.badge')!.textContent).to.equal('Winnaar');
    el.remove();
  });
});
