import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/pot-calculator.js';
import type { PotCalculator } from '../../src/elements/pot-calculator/pot-calculator.js';
import type { PotCalculatorChangeDetail } from '../../src/events.js';

// A page of its own (one per test file): the hand evaluator is fetched only when a calculator compares hands.
const evaluatorFetched = (): boolean =>
  performance.getEntriesByType('resource').some((entry) => /pot-calculator\/showdown\.(ts|js)/.test(entry.name));

describe('<pot-calculator>: the hand evaluator on use', () => {
  it('T18: amounts and a finishing order decide without it; T17: hole cards and a board fetch it, and the first event names the hands', async () => {
    const byOrder = await fixture<PotCalculator>(
      html`<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50 folded" order="Anna > Ben"></pot-calculator>`,
    );
    await byOrder.updateComplete;
    expect(byOrder.result?.awards.map((award) => award.text)).to.deep.equal([
      'Side pot 1 (60): Ben takes it: nobody else is in it.',
      'Main pot (60): Anna wins with the best hand.',
    ]);
    expect(evaluatorFetched()).to.equal(false);

    const events: PotCalculatorChangeDetail[] = [];
    const listener = (event: Event): void => void events.push((event as CustomEvent<PotCalculatorChangeDetail>).detail);
    document.addEventListener('pot-calculator-change', listener);
    try {
      const byCards = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in Ah Ad; Ben 50 Ks Kd; Carla 50 Qs Qd" board="Kh 9d 7c 4s 2h"></pot-calculator>`,
      );
      await byCards.updateComplete;
      expect(evaluatorFetched()).to.equal(true);
      // One event, after the evaluator came: never an undecided one first.
      expect(events.length).to.equal(1);
      expect(events[0]!.awards.map((award) => [award.text, award.hand?.description])).to.deep.equal([
        ['Side pot 1 (60): Ben wins with three kings.', 'Three of a kind, kings'],
        ['Main pot (60): Ben wins with three kings.', 'Three of a kind, kings'],
      ]);
    } finally {
      document.removeEventListener('pot-calculator-change', listener);
    }
  });
});
