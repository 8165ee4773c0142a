/**
 * What a page with one table loads at first, and what it fetches on use: the statechart
 * (XState, `handMachine`) is the table's runtime and comes with it; the statechart panel comes
 * with `show-state`; the words of a refusal with the first refusal, and what tells of it waits
 * for them. Its own file, so the page has loaded
 * nothing else before.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerViolationDetail } from '../../src/events.js';

const fetched = (): string[] => performance.getEntriesByType('resource').map((entry) => entry.name);
const refusalWords = (): string[] => fetched().filter((name) => /refusals-(betting|table)-en/.test(name));
const chipFlight = (): string[] => fetched().filter((name) => /chip-flight/.test(name));
const placeholders = (): string[] => fetched().filter((name) => /card-placeholders/.test(name));
const statePanel = (): string[] => fetched().filter((name) => /hand-chart|state-panel/.test(name));

describe('<poker-table>: the words of a refusal, on use', () => {
  it('T7, T6: no refusal words at first; a check facing the big blind fetches them, and poker-violation says why in words', async () => {
    // Heads-up, Anna has the button and the small blind (T3): 25 of the big blind's 50 to call.
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 1000; Ben 1000" blinds="25/50" button="Anna"></poker-table>`);
    expect(el.shadowRoot!.textContent).to.contain('Anna may fold, call 25, or raise to 100–1,000.');
    expect(refusalWords()).to.deep.equal([]);
    // No hand has ended: the chips' flight to the winners is not fetched; a table's cards show no placeholder.
    expect(chipFlight()).to.deep.equal([]);
    expect(placeholders()).to.deep.equal([]);
    // The hand runs on the table's actor from the start; the statechart panel is not fetched without show-state.
    expect(statePanel()).to.deep.equal([]);
    const actor = el.actor!;
    expect(actor.getSnapshot().value).to.equal('preflop');
    expect(refusalWords()).to.deep.equal([]);
    const heard: PokerViolationDetail[] = [];
    el.addEventListener('poker-violation', (event) => heard.push(event.detail));
    actor.send({ type: 'ACT', seat: 'Anna', action: 'check' });
    await el.updateComplete;
    expect(heard.map((detail) => [detail.code, detail.ruleId, detail.message])).to.deep.equal([
      ['check-not-allowed', 'T7', 'You cannot check: there are 25 to call. Call, raise or fold.'],
    ]);
    expect(refusalWords().some((name) => name.includes('refusals-betting-en'))).to.equal(true);
    const refused = el.shadowRoot!.querySelector('[part~="explanation"]')!.textContent!.replace(/\s+/g, ' ');
    expect(refused).to.contain('You cannot check: there are 25 to call. Call, raise or fold.');
    // The words are there now: the next refusal fetches nothing more (T6: not Ben's turn).
    actor.send({ type: 'ACT', seat: 'Ben', action: 'fold' });
    await el.updateComplete;
    expect(heard.map((detail) => detail.code)).to.deep.equal(['check-not-allowed', 'not-your-turn']);
    expect(heard[1]!.message).to.equal("It is Anna's turn, not Ben's.");
    expect(refusalWords()).to.have.length(1);
    await expect(el).to.be.accessible();
  });
  it("T7: the hand's own refusals (an event it does not know) come with the words of refusals, in English and German", async () => {
    const heard: PokerViolationDetail[] = [];
    for (const lang of ['en', 'de']) {
      const el = await fixture<PokerTable>(
        html`<poker-table lang=${lang} seats="Anna 1000; Ben 1000" blinds="25/50" button="Anna"></poker-table>`,
      );
      const actor = (await el.loadActor())!;
      el.addEventListener('poker-violation', (event) => heard.push(event.detail));
      actor.send({ type: 'HELLO' } as never);
      await el.updateComplete;
    }
    expect(heard.map((detail) => [detail.code, detail.ruleId, detail.message])).to.deep.equal([
      ['unknown-event', 'T7', '“HELLO” is not an event of a hand: a hand takes ACT, SHOW, MUCK and VOID.'],
      ['unknown-event', 'T7', '„HELLO“ ist kein Ereignis einer Hand: Eine Hand kennt ACT, SHOW, MUCK und VOID.'],
    ]);
  });

  it('T20: a hand that ends fetches the chips that fly to the winner (nothing for a reader who prefers reduced motion)', async () => {
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 1000; Ben 1000" blinds="25/50" button="Anna"></poker-table>`);
    expect(chipFlight()).to.deep.equal([]);
    // T20: Anna folds, Ben takes the pot unseen.
    const fold = [...el.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent?.trim().startsWith('Fold'))!;
    fold.click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(chipFlight()).to.have.length(1);
    expect(el.shadowRoot!.querySelectorAll('.fx-chip').length).to.be.greaterThan(0);
  });
});
