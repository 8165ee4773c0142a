import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { HandRanker, loadEquityCalculator, PokerCashTable, PokerTable, registerTranslation } from '../../src/cdn.js';
import type { EquityCalculator } from '../../src/elements/equity-calculator/equity-calculator.js';
import { defineOnUse } from '../../src/elements/shared/define.js';
import type { EquityCalculatorChangeDetail } from '../../src/events.js';
import { fetched, text } from '../support/dom.js';
import { until } from '../support/wait.js';

// A page of its own (one per test file): the CDN file as a page's one <script type="module">.
const equityFetched = (): boolean => fetched(/define\/equity-calculator\.(ts|js)/);

describe('the CDN file (src/cdn.ts, dist/holdem-elements.bundle.js)', () => {
  it('defines five tags at once and exports their classes; <equity-calculator> is not fetched while no page holds one', () => {
    expect(customElements.get('poker-card')).to.not.equal(undefined);
    expect(customElements.get('hand-ranker')).to.equal(HandRanker);
    expect(customElements.get('pot-calculator')).to.not.equal(undefined);
    expect(customElements.get('poker-table')).to.equal(PokerTable);
    expect(customElements.get('poker-cash-table')).to.equal(PokerCashTable);
    expect(customElements.get('equity-calculator')).to.equal(undefined);
    expect(equityFetched()).to.equal(false);
  });

  it('T17: an <equity-calculator> added to the page brings its code and counts (the river: Ben wins on 12 of 44 cards)', async () => {
    const el = document.createElement('equity-calculator') as EquityCalculator;
    el.setAttribute('hands', 'Anna: As Ks; Ben: Qh Th');
    el.setAttribute('board', 'Kh 9h 2c 4d');
    const counted = oneEvent(el, 'equity-calculator-change');
    document.body.append(el);
    const detail = ((await counted) as CustomEvent<EquityCalculatorChangeDetail>).detail;
    expect(equityFetched()).to.equal(true);
    expect(customElements.get('equity-calculator')).to.equal(await loadEquityCalculator());
    expect(detail.exact).to.equal(true);
    expect(detail.players[1]!.win).to.equal(12 / 44);
    await el.updateComplete;
    await until(() => text(el.shadowRoot!.querySelector('[part~="outs"]')) !== '');
    expect(text(el.shadowRoot!.querySelector('[part~="outs"]'))).to.equal('Ben needs a heart or a jack: 12 outs');
    el.remove();
  });

  it("a language the page registers through the file's registerTranslation is the elements' language", async () => {
    registerTranslation({ $code: 'nl', $name: 'Nederlands', $dir: 'ltr', board: 'Bord', winner: 'Winnaar' } as never);
    const el = await fixture<HandRanker>(
      html`<hand-ranker lang="nl" board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
    );
    expect(el.shadowRoot!.querySelector('[part~="board-label"]')!.textContent).to.equal('Bord');
    expect(el.shadowRoot!.querySelector('.badge')!.textContent).to.equal('Winnaar');
  });
});

describe('defineOnUse (shared/define.ts)', () => {
  class Probe extends HTMLElement {}

  it('fetches when the tag is added inside other elements, once; a failed fetch warns and the loader tries again', async () => {
    let calls = 0;
    const tag = 'on-use-probe';
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    try {
      const onUse = defineOnUse({
        [tag]: async () => {
          calls++;
          if (calls === 1) throw new Error('offline');
          customElements.define(tag, Probe);
          return Probe;
        },
      });
      const load = () => onUse.load(tag);
      expect(calls).to.equal(0);
      const wrapper = document.createElement('div');
      wrapper.innerHTML = `<section><${tag}></${tag}></section>`;
      document.body.append(wrapper);
      await until(() => warnings.length === 1);
      expect(calls).to.equal(1);
      expect(String(warnings[0])).to.contain(`<${tag}>`);
      expect(customElements.get(tag)).to.equal(undefined);
      // The observer stopped after the first: a second tag fetches nothing by itself.
      wrapper.append(document.createElement(tag));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls).to.equal(1);
      expect(await load()).to.equal(Probe);
      expect(await load()).to.equal(Probe);
      expect(calls).to.equal(2);
      expect(wrapper.querySelector(tag)).to.be.instanceOf(Probe);
      wrapper.remove();
    } finally {
      console.warn = warn;
    }
  });
});
