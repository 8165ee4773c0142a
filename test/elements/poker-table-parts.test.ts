/**
 * What a page that shows an ordinary hand does not load, and what it fetches when it needs
 * it: the words of bad input on the first problem (the inline message and `error` still come,
 * after them). Its own file, so the page has loaded nothing else before.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import type { PokerTableErrorDetail } from '../../src/events.js';

const fetched = (): string[] => performance.getEntriesByType('resource').map((entry) => entry.name);
const errorWords = (): string[] =>
  fetched().filter((name) => /table-errors-en|poker-table\/internal\/errors|table\/internal\/errors\./.test(name));
const replayer = (): string[] => fetched().filter((name) => /replay-part|replay-en|core\/history/.test(name));
const statePanel = (): string[] => fetched().filter((name) => /hand-chart|state-panel/.test(name));
// The hand terms only the elements that compare hands show (verdicts, places): `en.ts`, registered by `kit.ts`.
const rankerWords = (): string[] => fetched().filter((name) => /\/i18n\/(en|kit)\.ts/.test(name));

const shadowText = (el: PokerTable): string => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('<poker-table>: what an ordinary hand does not load', () => {
  it('T3, T16: a scripted hand stepped to its showdown fetches no words of bad input, no replayer and no statechart panel', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        seats="Anna 1000; Ben 1000"
        blinds="25/50"
        button="Anna"
        hole-cards="Anna: As Ad; Ben: Kc Kd"
        board="2c 7d 9h Js 3s"
        script="Anna calls; Ben checks; Ben checks; Anna checks; Ben checks; Anna checks; Ben checks; Anna checks"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-table>`,
    );
    el.playAll();
    await el.updateComplete;
    expect(errors).to.deep.equal([]);
    // Heads-up, both put 50 in: Anna's aces win the pot of 100 at the showdown.
    expect(shadowText(el)).to.contain('wins 100');
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(errorWords()).to.deep.equal([]);
    expect(replayer()).to.deep.equal([]);
    expect(statePanel()).to.deep.equal([]);
    expect(statePanel()).to.deep.equal([]);
    expect(rankerWords()).to.deep.equal([]);
    // The showdown names the winning hand all the same.
    expect(shadowText(el)).to.contain('Pair of aces');
  });

  it('show-state brings the statechart panel with its look', async () => {
    const el = await fixture<PokerTable>(html`<poker-table seats="Anna 1000; Ben 1000" blinds="25/50" show-state></poker-table>`);
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[part~="state"] dl')!;
    expect(getComputedStyle(panel).borderStyle).to.equal('dashed');
    expect(statePanel().length).to.be.greaterThan(0);
    expect(statePanel().some((name) => name.includes('hand-chart'))).to.equal(true);
  });
});

describe('<poker-table>: the words of bad input, on use', () => {
  it('T8: a negative stack fetches them; the inline message names the field and error fires with its code, once', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table
        seats="Anna -20; Ben 1000"
        @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}
      ></poker-table>`,
    );
    const message = 'Anna’s stack: “-20” is negative. A player sits down with at least 1 chip.';
    expect(errors).to.deep.equal([{ code: 'negative-amount', message, text: '-20', field: 'seats', seat: 'Anna' }]);
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim()).to.equal(message);
    expect(errorWords().some((name) => name.includes('table-errors-en'))).to.equal(true);
    await expect(el).to.be.accessible();

    // The words are there now: a second bad value is worded at once, and fetches nothing more.
    const count = errorWords().length;
    el.setAttribute('blinds', 'abc');
    el.setAttribute('seats', 'Anna 1000; Ben 1000');
    await el.updateComplete;
    expect(errors.at(-1)).to.include({ code: 'invalid-blinds', field: 'blinds', text: 'abc' });
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('The blinds: “abc” is not a small and a big blind.');
    expect(errorWords()).to.have.length(count);
  });

  it('a German page says its bad input in German', async () => {
    const errors: PokerTableErrorDetail[] = [];
    const el = await fixture<PokerTable>(
      html`<poker-table lang="de" seats="Anna 1000" @error=${(event: CustomEvent<PokerTableErrorDetail>) => errors.push(event.detail)}></poker-table>`,
    );
    expect(errors.map((detail) => detail.code)).to.deep.equal(['seat-count']);
    expect(errors[0]!.message).to.equal(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim());
    expect(errors[0]!.message).to.match(/2 bis 10/);
  });
});
