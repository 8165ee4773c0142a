import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { until } from '../support/wait.js';
import '../../src/define/equity-calculator.js';
import { equity } from '../../src/core/index.js';
import type { EquityCalculator } from '../../src/elements/equity-calculator/equity-calculator.js';

const root = (el: EquityCalculator): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const pct = (f: number): string => `${(f * 100).toFixed(1)}%`;

async function finished(el: EquityCalculator): Promise<void> {
  await until(() => el.result !== null && root(el).querySelector('[part~="class-results"]') !== null);
  await el.updateComplete;
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const HERO = 'QQ+, AKs, AKo',
  VILLAIN = 'TT+, AQs+, KQs, AQo+';

describe('<equity-calculator>: results per hand class', () => {
  it('T17: the heat map colours each class by its exact equity, reads it out on focus, and the table lists the classes best first', async () => {
    const el = await fixture<EquityCalculator>(
      html`<equity-calculator hands="Hero: ${HERO}; Villain: ${VILLAIN}" board="2c 7h Qs"></equity-calculator>`,
    );
    await finished(el);
    const core = equity({ hands: [HERO, VILLAIN], board: '2c 7h Qs', method: 'exact' });
    expect(el.result!.exact).to.equal(true);
    // Card removal in the counts: the Qs takes 3 QQ from Hero; 3 QQ, AsQs, KsQs and 3 AQo from Villain.
    const players = root(el).querySelectorAll('[part~="player"]');
    expect(text(players[0].querySelector('.combos'))).to.equal('31 of 34 combos');
    expect(text(players[1].querySelector('.combos'))).to.equal('58 of 66 combos');

    const blocks = root(el).querySelectorAll('[part~="class-results"]');
    expect(blocks.length).to.equal(2);
    const cells = blocks[0].querySelectorAll<HTMLElement>('[part~="heat-cell"]');
    expect(cells.length).to.equal(169);
    const ako = core.hands[0].classes!.find((c) => c.label === 'AKo')!;
    const akoCell = [...cells].find((c) => text(c) === 'AKo')!;
    expect(akoCell.getAttribute('aria-label')).to.equal(`AKo: ${pct(ako.equity)}`);
    expect(akoCell.classList.contains('is-in')).to.equal(true);
    expect([...cells].find((c) => text(c) === '72o')!.getAttribute('aria-label')).to.equal('72o: not in the range');
    // Colour follows equity: the cell's --_eq is the class's equity.
    expect(Number(getComputedStyle(akoCell).getPropertyValue('--_eq'))).to.be.closeTo(ako.equity, 1e-4);

    const rows = [...blocks[0].querySelectorAll('[part~="class-table"] tbody tr')].map((r) => text(r.querySelector('th')));
    expect(rows).to.deep.equal(core.hands[0].classes!.map((c) => c.label));
    expect(rows.length).to.equal(5); // AA, KK, QQ, AKs, AKo

    // Focus: the first cell (AA) is the tab stop; arrow right moves to AKs and the readout follows.
    cells[0].focus();
    expect(text(blocks[0].querySelector('.heat-readout'))).to.match(/^AA: \d+\.\d%$/);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await until(() => text(deepActive()) === 'AKs');
    const aks = core.hands[0].classes!.find((c) => c.label === 'AKs')!;
    expect(text(root(el).querySelector('[part~="class-results"] .heat-readout'))).to.equal(`AKs: ${pct(aks.equity)}`);
    await expect(el).to.be.accessible();
  });

  it('dark theme and German: still accessible, words in German', async () => {
    const el = await fixture<EquityCalculator>(
      html`<equity-calculator lang="de" theme="dark" hands="AK, QQ; JJ+" board="Ah 7h 2s"></equity-calculator>`,
    );
    await finished(el);
    await until(() => text(root(el).querySelector('[part~="class-results"] h3')).includes('Equity nach Starthand'));
    await expect(el).to.be.accessible();
  });

  it('share: a link reopens the spot from the page fragment', async () => {
    const first = await fixture<EquityCalculator>(
      html`<equity-calculator share hands="Anna: As Ks; Ben: TT+@50" board="Kh 9h 2c"></equity-calculator>`,
    );
    await finished(first);
    const link = root(first).querySelector<HTMLAnchorElement>('[part~="share-link"]')!;
    expect(link.href).to.equal(first.shareLink);
    const hash = new URL(link.href).hash;
    expect(hash.startsWith('#equity=')).to.equal(true);
    const before = location.href;
    history.replaceState(null, '', hash);
    try {
      const second = await fixture<EquityCalculator>(html`<equity-calculator share></equity-calculator>`);
      await finished(second);
      expect(second.result!.players.map((p) => [p.name, p.hand])).to.deep.equal([
        ['Anna', 'As Ks'],
        ['Ben', 'TT+@50'],
      ]);
      expect(second.result!.board).to.deep.equal(['Kh', '9h', '2c']);
      expect(second.result!.players[0].equity).to.equal(first.result!.players[0].equity);
    } finally {
      history.replaceState(null, '', before);
    }
  });
});
