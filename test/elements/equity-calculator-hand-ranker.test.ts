import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/hand-ranker.js';
import type { HandRanker } from '../../src/elements/hand-ranker/hand-ranker.js';

const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<hand-ranker> before the river: odds and outs (equity-view.ts)', () => {
  it('T17: on the turn, each hand’s chances over the 44 rivers and the trailing hand’s outs', async () => {
    const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9h 2c 4d" hands="Anna: As Ks; Ben: Qh Th"></hand-ranker>`);
    await el.updateComplete;
    const odds = [...el.shadowRoot!.querySelectorAll('[part~="equity"] .equity-odds li')].map((li) => text(li));
    expect(odds).to.deep.equal(['Anna: wins 72.7%, ties 0.0%, equity 72.7%', 'Ben: wins 27.3%, ties 0.0%, equity 27.3%']);
    expect(text(el.shadowRoot!.querySelector('[part~="outs"]'))).to.equal('Ben needs a heart or a jack: 12 outs');
    await expect(el).to.be.accessible();
  });

  it('nothing of it on the river', async () => {
    const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9h 2c 4d 5s" hands="Anna: As Ks; Ben: Qh Th"></hand-ranker>`);
    expect(el.shadowRoot!.querySelector('[part~="equity"]')).to.equal(null);
  });
});
