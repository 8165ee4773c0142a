/**
 * What a Potsdam game loads: the Potsdam part on use, and with it its statechart
 * (`potsdamMachine`, XState), the one runtime of the game. Its own file, so the page has
 * loaded nothing else before.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerViolationDetail, PotsdamCompleteDetail } from '../../src/events.js';
import { fetched, text } from '../support/dom.js';

const HEADS_UP = 'Anna: Kc 7d 9h Js 2c; Ben: Ah As 4c 6s 8d';
const statechart = /potsdam\.machine/;

describe('<poker-table variant="potsdam">: what a game loads', () => {
  it('P6 (3): a game played, refused, stepped back and restarted fetches the Potsdam part with its statechart, on one actor', async () => {
    expect(fetched(statechart)).to.equal(false);
    const complete: PotsdamCompleteDetail[] = [];
    const violations: PokerViolationDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        variant="potsdam"
        seats="Anna 500; Ben 500"
        blinds="5/10"
        button="Ben"
        hole-cards=${HEADS_UP}
        board="Kd 3s 5h Tc Qc"
        show-state
        script="Ben calls; Anna bets 100; Anna passes; Ben passes; Anna bets 30; Ben calls"
        @potsdam-complete=${(event: CustomEvent<PotsdamCompleteDetail>) => complete.push(event.detail)}
        @poker-violation=${(event: CustomEvent<PokerViolationDetail>) => violations.push(event.detail)}
      ></poker-table>`,
    );
    await el.updateComplete;
    expect(fetched(/potsdam-table/)).to.equal(true);
    expect(fetched(statechart)).to.equal(true);
    const actor = el.actor;
    expect(actor?.getSnapshot().value).to.equal('entry');
    el.playAll();
    await el.updateComplete;
    // P3: a bet in the exchange round is refused; P6 (3): nobody exchanged, Anna bets 30, Ben calls, his aces win 80.
    expect(violations.map((v) => [v.code, v.ruleId])).to.deep.equal([['not-now', 'P3']]);
    expect(complete).to.have.length(1);
    expect(complete[0]!.stacks).to.deep.equal({ Anna: 460, Ben: 540 });
    expect(text(el.shadowRoot)).to.contain('Ben wins 80');

    // Back restores the game before Ben's call: the final betting round, no winner yet; Forward plays it again.
    el.back();
    await el.updateComplete;
    expect(text(el.shadowRoot)).to.not.contain('Ben wins 80');
    expect(text(el.shadowRoot)).to.contain('potsdam.ending.noExchange.finalBetting');
    el.forward();
    await el.updateComplete;
    expect(text(el.shadowRoot)).to.contain('Ben wins 80');
    expect(complete).to.have.length(2);

    // Restart: the game as dealt, the blinds posted (T3: 5 and 10), in the entry round.
    el.restart();
    await el.updateComplete;
    expect(text(el.shadowRoot)).to.contain('potsdam.entry');
    expect(el.stepCount).to.equal(6);
    // Back, Forward and Restart were events on the same actor.
    expect(el.actor).to.equal(actor);
    expect(actor?.getSnapshot().value).to.equal('entry');
  });
});
