import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define/equity-calculator.js';
import type { EquityCalculator } from '../../src/elements/equity-calculator/equity-calculator.js';
import type { EquityCalculatorChangeDetail } from '../../src/events.js';
import { fetched } from '../support/dom.js';
import { until } from '../support/wait.js';

// A page of its own (one per test file): what a calculator fetches on use, and what a first view does not fetch.
const pickerFetched = (): boolean => fetched(/card-picker\/card-picker\.(ts|js)/);
const gridFetched = (): boolean => fetched(/equity-calculator\/range-grid\.(ts|js)/);
const outsFetched = (): boolean => fetched(/equity-calculator\/outs\.(ts|js)/);
/** The hand terms beyond the basics (`en.ts`, `ranker-en.ts`): the calculator shows none of them. */
const handTermsFetched = (): boolean => fetched(/i18n\/(en|ranker-en|kit)\.(ts|js)/);

const root = (el: EquityCalculator): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function counted(el: EquityCalculator): Promise<EquityCalculatorChangeDetail> {
  const event = (await oneEvent(el, 'equity-calculator-change')) as CustomEvent<EquityCalculatorChangeDetail>;
  await el.updateComplete;
  return event.detail;
}

describe('<equity-calculator>: parts on use', () => {
  it('T17: hands before the flop are counted without the picker, the grid, the outs or other hand terms', async () => {
    const el = await fixture<EquityCalculator>(html`<equity-calculator hands="Anna: As Ad; Ben: Kh Kd"></equity-calculator>`);
    const detail = await counted(el);
    expect(detail.exact).to.equal(true);
    expect(detail.players.map((player) => player.name)).to.deep.equal(['Anna', 'Ben']);
    expect(pickerFetched()).to.equal(false);
    expect(customElements.get('poker-card-picker')).to.equal(undefined);
    expect(gridFetched()).to.equal(false);
    expect(outsFetched()).to.equal(false);
    expect(handTermsFetched()).to.equal(false);
    // The card buttons are there from the start; the picker is not yet in the page.
    expect(root(el).querySelectorAll('[part~="card-slot"]')).to.have.length(2);
    expect(root(el).querySelector('poker-card-picker')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('T17: a board of three cards brings the outs with the result', async () => {
    const el = await fixture<EquityCalculator>(
      html`<equity-calculator hands="Anna: As Ks; Ben: Qh Th" board="Kh 9h 2c"></equity-calculator>`,
    );
    const detail = await counted(el);
    expect(outsFetched()).to.equal(true);
    expect(detail.players[1]!.outs.length).to.be.greaterThan(0);
    const outs = root(el).querySelector<HTMLElement>('[part~="outs"]')!;
    expect(text(outs)).to.match(/^Ben needs .*: \d+ outs$/);
    // Its look came with it: a list with its gap, no margin.
    expect(getComputedStyle(outs).display).to.equal('grid');
    expect(getComputedStyle(outs).marginBlockStart).to.equal('0px');
  });

  it('the range grid comes when a reader opens it, with its look', async () => {
    const el = await fixture<EquityCalculator>(html`<equity-calculator hands="Anna: As Ks; Ben: QQ+"></equity-calculator>`);
    await counted(el);
    expect(gridFetched()).to.equal(false);
    root(el).querySelectorAll<HTMLButtonElement>('[part~="grid-toggle"]')[1]!.click();
    await el.updateComplete;
    expect(gridFetched()).to.equal(true);
    const grid = root(el).querySelector<HTMLElement>('[part~="range-grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Range of Ben');
    expect(getComputedStyle(grid.querySelector('.grid-row')!).gridTemplateColumns.split(' ')).to.have.length(13);
    // QQ+ is three classes: QQ, KK, AA.
    expect(grid.querySelectorAll('.cell.is-in')).to.have.length(3);
    // A toggle changes the player's text (the grid's own code): JJ joins.
    grid.querySelector<HTMLButtonElement>('[aria-label="JJ"]')!.click();
    await el.updateComplete;
    expect(el.hands[1]!.hand).to.equal('JJ+');
    await expect(el).to.be.accessible();
  });

  it('T1: the card picker comes when a reader opens it, and picks a card', async () => {
    const el = await fixture<EquityCalculator>(html`<equity-calculator hands="Anna: As Ks; Ben: Qh Th"></equity-calculator>`);
    await counted(el);
    root(el).querySelector<HTMLButtonElement>('.board .add-card, [part~="board"] .add-card')!.click();
    await until(() => root(el).querySelector('poker-card-picker')?.shadowRoot?.querySelector('dialog')?.open === true, 'the picker opens');
    expect(pickerFetched()).to.equal(true);
    expect(customElements.get('poker-card-picker')).to.not.equal(undefined);
  });
});
