/**
 * The action bar offers what the reader may do, labelled as what it does (T9: an all-in that is
 * only a call is the call), and gives the primary look to what the reader most likely does.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { HandActor } from '../../src/elements/poker-table/hand-runner.js';
import { all, clickButton as click, shadow as root, text } from '../support/dom.js';

const buttons = (el: PokerTable): string[] => all(el, '[part~="action-bar"] .buttons button').map((b) => text(b));
const primary = (el: PokerTable): string => text(root(el).querySelector('[part~="action-bar"] .buttons button.primary'));

describe('<poker-table>: the action bar', () => {
  it('T9: with every opponent all-in, going all-in is only the call: no "All-in 5,000" beside "Call 700"', async () => {
    // Heads-up, Ben has the button and the small blind (T3) and moves all-in for 800.
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 5000; Ben 800" blinds="50/100" button="Ben"></poker-table>`);
    (el.actor as HandActor).send({ type: 'ACT', seat: 'Ben', action: 'all-in' });
    await el.updateComplete;
    expect((el.actor as HandActor).getSnapshot().context.legalActions.allIn).to.deep.equal({ to: 5000, asCallTo: 800 });
    expect(buttons(el)).to.deep.equal(['Fold', 'Call 700']);
    expect(el.shadowRoot!.textContent!.replace(/\s+/g, ' ')).to.not.contain('all-in for 5,000');
    await click(el, 'Call 700');
    // T10: the 4,200 nobody could match never enter the pot; T9: the board is run out to the showdown.
    const after = (el.actor as HandActor).getSnapshot();
    expect(after.context.stacks.Anna).to.equal(4200);
    expect(after.context.board).to.have.length(5);
    expect(after.matches('showdown')).to.equal(true);
  });

  it('T7: the primary look is the likely action: calling facing a bet, checking when free, the bet once the reader sized it', async () => {
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 2000; Ben 2000" blinds="50/100" button="Ben"></poker-table>`);
    // Ben, the small blind, faces 50 more.
    expect(primary(el)).to.equal('Call 50');
    await click(el, 'Call 50');
    // Anna's option (T4): she may check.
    expect(primary(el)).to.equal('Check');
    const field = root(el).querySelector<HTMLInputElement>('[part~="amount"]')!;
    field.value = '300';
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(primary(el)).to.equal('Raise to 300');
  });
});

describe('<poker-table>: long names', () => {
  it('T3: a name cut with "…" on its plate is whole in its tooltip and in the seat’s accessible text', async () => {
    const long = 'Maximiliane von Hohenzollern-Sigmaringen';
    const el = await fixture<PokerTable>(
      html`<div style="width: 375px"><poker-table seats="${long} 1000; Ben 1000" button="Ben"></poker-table></div>`,
    );
    const table = el.querySelector('poker-table') as PokerTable;
    await table.updateComplete;
    const plate = table.shadowRoot!.querySelector<HTMLElement>(`[data-seat="${long}"] [part~="seat-name"]`)!;
    expect(plate.scrollWidth, 'the plate cuts it').to.be.greaterThan(plate.clientWidth);
    expect(plate.title).to.equal(long);
    expect(text(table.shadowRoot!.querySelector(`[data-seat="${long}"] .sr-only`))).to.contain(long);
  });
});

describe('<poker-table>: the dealer button', () => {
  for (const width of [375, 1280])
    it(`T2: at ${width} px the button lies on its own seat’s tile, not between two`, async () => {
      const page = await fixture<HTMLElement>(
        html`<div style="width: ${width}px">
          <poker-table seats="Anna 1000; Ben 1000; Carla 1000; Dan 1000; Eve 1000; Finn 1000" button="Finn"></poker-table>
        </div>`,
      );
      const table = page.querySelector('poker-table') as PokerTable;
      await table.updateComplete;
      const dealer = table.shadowRoot!.querySelector('[part~="dealer-button"]')!.getBoundingClientRect();
      const own = table.shadowRoot!.querySelector('[data-seat="Finn"] .plate')!.getBoundingClientRect();
      const centre = { x: dealer.left + dealer.width / 2, y: dealer.top + dealer.height / 2 };
      // Its centre on Finn's plate (the oval lets it ride the corner: within half its size).
      const slack = width < 640 ? 0 : dealer.width / 2;
      expect(centre.x, 'x').to.be.within(own.left - slack, own.right + slack);
      expect(centre.y, 'y').to.be.within(own.top - slack, own.bottom + slack);
      for (const other of table.shadowRoot!.querySelectorAll('[data-seat]:not([data-seat="Finn"]) .plate')) {
        const box = other.getBoundingClientRect();
        const inside = centre.x >= box.left && centre.x <= box.right && centre.y >= box.top && centre.y <= box.bottom;
        expect(inside, `not on ${other.closest('[data-seat]')!.getAttribute('data-seat')}'s tile`).to.equal(false);
      }
    });
});
