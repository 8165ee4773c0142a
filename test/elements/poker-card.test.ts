import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/define/poker-card.js';
import { PokerCard } from '../../src/elements/poker-card/poker-card.js';
import { defineElement } from '../../src/elements/shared/define.js';
import type { HoldemErrorEvent } from '../../src/events.js';

const face = (el: PokerCard): SVGElement | null => el.shadowRoot!.querySelector('[part~="face"]');
const cornerRank = (el: PokerCard): string => el.shadowRoot!.querySelector('.full .rank')?.textContent?.trim() ?? '';

describe('<poker-card>', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await emulateMedia({ colorScheme: 'light' });
  });

  it('T1: draws a face as an image named in English', async () => {
    const el = await fixture<PokerCard>(html`<poker-card card="As"></poker-card>`);
    expect(el.getAttribute('role')).to.equal('img');
    expect(el.getAttribute('aria-label')).to.equal('Ace of spades');
    expect(face(el)).to.exist;
    expect(cornerRank(el)).to.equal('A');
    expect(el.value).to.equal('As');
  });

  it('T1: reads 10d, lower case and suit symbols', async () => {
    const ten = await fixture<PokerCard>(html`<poker-card card="10d"></poker-card>`);
    expect(ten.getAttribute('aria-label')).to.equal('Ten of diamonds');
    expect(cornerRank(ten)).to.equal('10');
    const king = await fixture<PokerCard>(html`<poker-card card="k♥"></poker-card>`);
    expect(king.getAttribute('aria-label')).to.equal('King of hearts');
  });

  it('T1: number cards show their pips, court cards a frame', async () => {
    const seven = await fixture<PokerCard>(html`<poker-card card="7c"></poker-card>`);
    expect(seven.shadowRoot!.querySelectorAll('.pips > g').length).to.equal(7);
    const queen = await fixture<PokerCard>(html`<poker-card card="Qd"></poker-card>`);
    expect(queen.shadowRoot!.querySelector('.court-frame')).to.exist;
  });

  it('T1: German on the element: "Pik Ass", and B D K A on the faces', async () => {
    const ace = await fixture<PokerCard>(html`<poker-card card="As" lang="de"></poker-card>`);
    expect(ace.getAttribute('aria-label')).to.equal('Pik Ass');
    const queen = await fixture<PokerCard>(html`<poker-card card="Qh" lang="de"></poker-card>`);
    expect(queen.getAttribute('aria-label')).to.equal('Herz Dame');
    expect(cornerRank(queen)).to.equal('D');
    const jack = await fixture<PokerCard>(html`<poker-card card="Jc" lang="de"></poker-card>`);
    expect(cornerRank(jack)).to.equal('B');
  });

  it('T1: follows the page language and an ancestor lang, live', async () => {
    document.documentElement.lang = 'de';
    const wrapper = await fixture<HTMLDivElement>(html`<div><poker-card card="Kd"></poker-card></div>`);
    const el = wrapper.querySelector('poker-card')!;
    await el.updateComplete;
    expect(el.getAttribute('aria-label')).to.equal('Karo König');
    wrapper.lang = 'en';
    await new Promise((r) => setTimeout(r));
    await el.updateComplete;
    expect(el.getAttribute('aria-label')).to.equal('King of diamonds');
    el.lang = 'de';
    await el.updateComplete;
    expect(el.getAttribute('aria-label')).to.equal('Karo König');
  });

  it('face-down shows the back and says so', async () => {
    const el = await fixture<PokerCard>(html`<poker-card card="As" face-down></poker-card>`);
    expect(el.shadowRoot!.querySelector('[part~="back"]')).to.exist;
    expect(face(el)).to.not.exist;
    expect(el.getAttribute('aria-label')).to.equal('face-down card');
    el.lang = 'de';
    await el.updateComplete;
    expect(el.getAttribute('aria-label')).to.equal('verdeckte Karte');
  });

  it('T1: an unknown card shows a placeholder and fires error, never throws', async () => {
    const el = document.createElement('poker-card');
    const fired = oneEvent(el, 'error') as Promise<HoldemErrorEvent>;
    el.card = 'Zz';
    document.body.append(el);
    const event = await fired;
    expect(event.detail).to.deep.equal({
      code: 'unknown-card',
      message: event.detail.message,
      text: 'Zz',
    });
    expect(event.detail.message).to.contain('Zz');
    expect(event.bubbles, 'a bubbling error would reach window.onerror').to.equal(false);
    expect(event.composed).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part~="placeholder"]')).to.exist;
    expect(el.getAttribute('aria-label')).to.equal('unknown card “Zz”');
    expect(el.value).to.equal(null);
    el.remove();
  });

  it('highlight and dim reflect for styling', async () => {
    const el = await fixture<PokerCard>(html`<poker-card card="Kh"></poker-card>`);
    el.highlight = true;
    await el.updateComplete;
    expect(el.hasAttribute('highlight')).to.equal(true);
    el.highlight = false;
    el.dim = true;
    await el.updateComplete;
    expect(el.hasAttribute('dim')).to.equal(true);
  });

  it('an empty card is an empty slot, without error', async () => {
    let errors = 0;
    const el = await fixture<PokerCard>(html`<poker-card @error=${() => errors++}></poker-card>`);
    expect(el.shadowRoot!.querySelector('[part~="empty"]')).to.exist;
    expect(el.getAttribute('aria-label')).to.equal('empty card slot');
    expect(errors).to.equal(0);
  });

  it('a second definition of the tag warns instead of throwing', () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(() => defineElement('poker-card', class extends PokerCard {})).to.not.throw();
      expect(warnings).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });

  it('is accessible (axe), light', async () => {
    const el = await fixture(html`<div>
      <poker-card card="As"></poker-card><poker-card card="Td" four-color></poker-card>
      <poker-card face-down></poker-card><poker-card card="Qh" highlight></poker-card>
    </div>`);
    await expect(el).to.be.accessible();
  });

  it('is accessible (axe), dark by attribute and by prefers-color-scheme', async () => {
    const el = await fixture(html`<div>
      <poker-card card="As" theme="dark"></poker-card><poker-card face-down theme="dark"></poker-card>
    </div>`);
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    const auto = await fixture(html`<div><poker-card card="Kc"></poker-card><poker-card card="2h" dim></poker-card></div>`);
    await expect(auto).to.be.accessible();
  });
});
