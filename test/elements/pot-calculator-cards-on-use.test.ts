import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/pot-calculator.js';
import type { PotCalculator } from '../../src/elements/pot-calculator/pot-calculator.js';
import type { PotCalculatorChangeDetail } from '../../src/events.js';
import { fetched } from '../support/dom.js';

// A page of its own (one per test file): <poker-card> is fetched only when a calculator has cards to show.
const cardsFetched = (): boolean => fetched(/pot-calculator\/cards\.(ts|js)/) || fetched(/poker-card\/poker-card\.(ts|js)/);

describe('<pot-calculator>: the cards on use', () => {
  it('T18: amounts and a finishing order show no cards and fetch no <poker-card>; T17: a board and hole cards bring it, drawn as before', async () => {
    const chips = await fixture<PotCalculator>(
      html`<pot-calculator players="Anna 100 all-in; Ben 250 all-in; Carla 400" order="Carla > Ben > Anna"></pot-calculator>`,
    );
    await chips.updateComplete;
    expect(chips.result?.pots.map((pot) => [pot.name, pot.amount])).to.deep.equal([
      ['Main pot', 300],
      ['Side pot 1', 300],
    ]);
    expect(chips.result?.returned).to.deep.equal([{ name: 'Carla', amount: 150 }]);
    expect(chips.shadowRoot!.querySelector('poker-card')).to.equal(null);
    expect(cardsFetched()).to.equal(false);
    expect(customElements.get('poker-card')).to.equal(undefined);
    await expect(chips).to.be.accessible();

    const events: PotCalculatorChangeDetail[] = [];
    const listener = (event: Event): void => void events.push((event as CustomEvent<PotCalculatorChangeDetail>).detail);
    document.addEventListener('pot-calculator-change', listener);
    try {
      const cards = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in Ah Ad; Ben 50 Ks Kd; Carla 50 folded" board="Kh 9d 7c 4s 2h"></pot-calculator>`,
      );
      await cards.updateComplete;
      expect(cardsFetched()).to.equal(true);
      expect(customElements.get('poker-card')).to.not.equal(undefined);
      // One event, once the cards are there: the board and both hands drawn at once, never pots without them first.
      expect(events.length).to.equal(1);
      expect(events[0]!.awards.map((award) => award.text)).to.deep.equal([
        'Side pot 1 (60): Ben takes it: nobody else is in it.',
        'Main pot (60): Ben wins with three kings.',
      ]);
      const root = cards.shadowRoot!;
      const board = [...root.querySelectorAll('.board-cards poker-card')].map((card) => card.getAttribute('card'));
      expect(board).to.deep.equal(['Kh', '9d', '7c', '4s', '2h']);
      expect(root.querySelectorAll('.plot .mini-card').length).to.equal(4);
      // The cards' look comes with them: the board's cards are 2.75rem wide, as before.
      const boardCard = root.querySelector<HTMLElement>('.board-card')!;
      expect(getComputedStyle(boardCard).getPropertyValue('--poker-card-width').trim()).to.equal('2.75rem');
      expect(getComputedStyle(root.querySelector('.board-row')!).display).to.equal('flex');
      await expect(cards).to.be.accessible();

      // The first calculator shows cards too, once it has some: at once, the part is there.
      chips.players = [
        { name: 'Anna', contributed: 100, allIn: true, cards: ['Ah', 'Ad'] },
        { name: 'Ben', contributed: 250, allIn: true },
        { name: 'Carla', contributed: 400 },
      ];
      await chips.updateComplete;
      expect(chips.shadowRoot!.querySelectorAll('.plot .mini-card').length).to.equal(2);
      expect(getComputedStyle(chips.shadowRoot!.querySelector('.mini-cards')!).columnGap).to.equal('2.4px');
    } finally {
      document.removeEventListener('pot-calculator-change', listener);
    }
  });
});
