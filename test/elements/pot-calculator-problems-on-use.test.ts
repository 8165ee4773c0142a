import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/pot-calculator.js';
import type { PotCalculator } from '../../src/elements/pot-calculator/pot-calculator.js';
import type { PotCalculatorErrorDetail } from '../../src/events.js';
import { expectInlineErrorLook, fetched } from '../support/dom.js';

// A page of its own (one per test file): the words of bad input are fetched only when a calculator has a problem to tell.
const problemWordsFetched = (): boolean =>
  fetched(/pot-calculator\/problems\.(ts|js)/) ||
  fetched(/pot-calculator\/internal\/errors\.(ts|js)/) ||
  fetched(/i18n\/pot-errors-en\.(ts|js)/);

describe('<pot-calculator>: the words of bad input on use', () => {
  it('T9, T10: right amounts fetch none of them; a bad amount does, and is told inline and as error with its code', async () => {
    const right = await fixture<PotCalculator>(
      html`<pot-calculator players="Anna 100 all-in; Ben 250 all-in; Carla 400"></pot-calculator>`,
    );
    await right.updateComplete;
    expect(right.result?.pots.map((pot) => pot.amount)).to.deep.equal([300, 300]);
    expect(right.result?.returned).to.deep.equal([{ name: 'Carla', amount: 150 }]);
    expect(right.shadowRoot!.querySelector('[part="error"]')!.classList.contains('is-empty')).to.equal(true);
    expect(problemWordsFetched()).to.equal(false);
    // Nor the editor's labels: it is not editable.
    expect(fetched(/i18n\/pot-editor-en\.(ts|js)/)).to.equal(false);

    const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
    const wrong = await fixture<PotCalculator>(
      html`<pot-calculator
        players="Anna 20x; Ben 50"
        @error=${(event: CustomEvent<PotCalculatorErrorDetail>) => errors.push(event)}
      ></pot-calculator>`,
    );
    await wrong.updateComplete;
    expect(problemWordsFetched()).to.equal(true);
    // Once, with the words: never an event whose message is its code.
    expect(errors.map((event) => event.detail)).to.deep.equal([
      { code: 'not-a-number', message: 'Anna’s chips: “20x” is not a number of chips.', text: '20x', field: 'chips', player: 'Anna' },
    ]);
    const alert = wrong.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
    expect(alert.classList.contains('is-empty')).to.equal(false);
    expect(alert.textContent!.trim()).to.equal('Anna’s chips: “20x” is not a number of chips.');
    // Its look came with it: the message box as before.
    expectInlineErrorLook(alert);
    await expect(wrong).to.be.accessible();

    // The first calculator, given a bad value now, tells it at once: the words are there.
    right.players = 'Anna 100; Ben 100; Anna 50' as unknown as PotCalculator['players'];
    await right.updateComplete;
    const message = right.shadowRoot!.querySelector('[part="error"]')!;
    expect(message.textContent!.trim()).to.equal('Two players are called Anna: give each player a name of their own.');
    // The last good pots stay, marked stale; and when the value is fixed the message goes and takes no room.
    expect(right.shadowRoot!.querySelector('[part="status"]')!.textContent).to.equal(
      'The pots show the last valid input until the value is fixed.',
    );
    right.players = 'Anna 100; Ben 100' as unknown as PotCalculator['players'];
    await right.updateComplete;
    const empty = right.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
    expect(empty.classList.contains('is-empty')).to.equal(true);
    expect([empty.getBoundingClientRect().width, empty.getBoundingClientRect().height]).to.deep.equal([1, 1]);
    expect(getComputedStyle(empty).paddingTop).to.equal('0px');
  });

  it('T9: no players, and players with no chips yet, are told with the hints that come with those words', async () => {
    const none = await fixture<PotCalculator>(html`<pot-calculator></pot-calculator>`);
    await none.updateComplete;
    expect(none.shadowRoot!.querySelector('[part="status"]')!.textContent).to.equal('Add players and what each put in to see the pots.');
    const zero = await fixture<PotCalculator>(html`<pot-calculator players="Anna 0; Ben 0"></pot-calculator>`);
    await zero.updateComplete;
    expect(zero.shadowRoot!.querySelector('[part="status"]')!.textContent).to.equal('Nobody has put any chips in yet: the pots are empty.');
    expect(zero.result?.pots).to.deep.equal([]);
    await expect(zero).to.be.accessible();
  });
});
