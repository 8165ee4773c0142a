import { expect, fixture, html } from '@open-wc/testing';
import { SimulatedClock } from 'xstate';
import '../../src/define/poker-cash-table.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import type { PokerTableErrorDetail } from '../../src/events.js';
import { fetched, shadow, text } from '../support/dom.js';

/** `<poker-cash-table>`'s words of bad input come on its first problem; a page whose attributes are right never loads them. */

const errorWords = /cash-errors-en|poker-cash-table\/internal\/errors|table-errors-en/;
const statePanel = /state-panel|poker-cash-table\/state-part/;
const alert = (el: PokerCashTable): string => text(shadow(el).querySelector('[role="alert"]'));

/** Two computer players at a table on a simulated clock: enough for a hand (C2). */
const botsPlaying = ({ showState, botDelay }: { showState: boolean; botDelay: number }): Promise<PokerCashTable> =>
  fixture<PokerCashTable>(
    html`<poker-cash-table
      ?show-state=${showState}
      blinds="5/10"
      buy-in="400-1000"
      players="Ben reasonable 1000; Carla passive 1000"
      bot-delay=${botDelay}
      seed="on-use"
      .timerClock=${new SimulatedClock()}
    ></poker-cash-table>`,
  );

describe('<poker-cash-table>: the words of bad input, on use', () => {
  // The first test of the file: no other table of this page has had a problem yet.
  it('C2: a table that plays fetches no words of bad input', async () => {
    const el = await botsPlaying({ showState: false, botDelay: 0 });
    // Two computer players are enough for a hand (C2): it is under way.
    expect(el.table!.handNumber).to.be.greaterThan(0);
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    expect(fetched(errorWords)).to.equal(false);
    expect(fetched(statePanel)).to.equal(false);
    // The table runs on its actor (tableMachine), whose context is the table.
    expect(el.actor!.getSnapshot().context).to.equal(el.table);
  });

  it("show-state fetches the statechart's panel and shows the table's state", async () => {
    const el = await botsPlaying({ showState: true, botDelay: 1000 });
    await el.updateComplete;
    expect(fetched(statePanel)).to.equal(true);
    const panel = shadow(el).querySelector('[part~="state"]');
    // C2: two computer players are enough; the first (bot-delay 1000) is thinking.
    expect(text(panel)).to.match(/table\.game\.playing\.bot, sitOut\.idle/);
    // Its look came with it: a grid, not a plain block.
    expect(getComputedStyle(panel!).display).to.equal('grid');
  });

  it('C1: a buy-in range upside down fetches the words, then shows them inline and in error', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="1000-400"
        players="Ben reasonable 1000"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-cash-table>`,
    );
    expect(fetched(errorWords)).to.equal(true);
    expect(errors.map((detail) => detail.code)).to.deep.equal(['invalid-buy-in']);
    expect(alert(el)).to.equal(
      'The buy-in: “1000-400” is no range of chips. Write the minimum and maximum: 400-1000 (the minimum at most the maximum).',
    );
    expect(errors[0]!.message).to.equal(alert(el));
    expect(el.tableActor).to.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it('C5: a German page says a bad clock in German', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        lang="de"
        blinds="5/10"
        clock="soon"
        players="Ben reasonable 1000"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-cash-table>`,
    );
    expect(errors.map((detail) => detail.code)).to.deep.equal(['invalid-clock']);
    expect(alert(el)).to.match(/^Die Bedenkzeit: „soon“ ist keine Zahl von Sekunden\./);
    expect(errors[0]!.message).to.equal(alert(el));
  });
});
