/**
 * A table on a page with an `<h1>` keeps the page's outline (axe's heading-order): its panel
 * titles are no headings unless the page gives them a level (`heading-level`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import '../../src/define/poker-cash-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';

const settle = async (root: Element): Promise<void> => {
  for (let round = 0; round < 3; round++) {
    await Promise.all([...root.querySelectorAll('poker-table, poker-cash-table')].map((el) => (el as PokerTable).updateComplete));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
};

const headings = (el: Element): [string, string | null][] =>
  [...el.shadowRoot!.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((h) => [
    h.textContent!.trim(),
    h.getAttribute('aria-level'),
  ]);

describe('the tables in a page’s outline', () => {
  it('T6: under an <h1>, a hand table and a cash table add no headings and pass axe (heading-order)', async () => {
    const main = await fixture<HTMLElement>(html`<main>
      <h1>Why can’t Anna re-raise?</h1>
      <poker-table seats="Anna 1000; Ben 1000; Carla 1000" script="Carla calls" show-state></poker-table>
      <poker-cash-table seats="6" players="Ada 1000 bot; Bo 1000 bot"></poker-cash-table>
    </main>`);
    await settle(main);
    for (const table of main.querySelectorAll('poker-table, poker-cash-table')) expect(headings(table), table.localName).to.deep.equal([]);
    await expect(main).to.be.accessible();
  });

  it('heading-level="2": the panel titles are level-2 headings, in the page’s outline', async () => {
    const main = await fixture<HTMLElement>(html`<main>
      <h1>Side pots</h1>
      <poker-table heading-level="2" seats="Anna 1000; Ben 1000" show-state></poker-table>
    </main>`);
    await settle(main);
    const table = main.querySelector('poker-table')!;
    expect(headings(table)).to.deep.equal([
      ['Why', '2'],
      ['Hand history', '2'],
      ['Statechart', '2'],
    ]);
    await expect(main).to.be.accessible();
    table.setAttribute('heading-level', 'seven');
    await table.updateComplete;
    expect(headings(table)).to.deep.equal([]);
  });
});
