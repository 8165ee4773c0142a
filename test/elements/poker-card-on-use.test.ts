/**
 * What a page of `<poker-card>`s loads at first: the face and the back. The empty slot and
 * the placeholder for text that is not a card come the first time a card shows one. Its own
 * file, so the page has loaded nothing else before.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-card.js';
import type { PokerCard } from '../../src/elements/poker-card/poker-card.js';
import { fetched } from '../support/dom.js';

const placeholdersFetched = (): boolean => fetched(/shared\/card-placeholders\.(ts|js)/);
const box = (card: PokerCard): HTMLElement => card.shadowRoot!.querySelector<HTMLElement>('[part~="card"]')!;

describe('<poker-card>: the placeholders on use', () => {
  it('T1: cards face up and face down fetch no placeholders; an empty slot and an unknown card fetch them, with their look', async () => {
    const row = await fixture<HTMLElement>(
      html`<div><poker-card card="As"></poker-card><poker-card card="10d"></poker-card><poker-card face-down></poker-card></div>`,
    );
    for (const card of row.querySelectorAll<PokerCard>('poker-card')) await card.updateComplete;
    expect(placeholdersFetched()).to.equal(false);
    expect(row.querySelector('poker-card')!.shadowRoot!.querySelector('[part="face"]')).to.not.equal(null);

    const empty = await fixture<PokerCard>(html`<poker-card></poker-card>`);
    expect(placeholdersFetched()).to.equal(true);
    // The empty slot's dashed frame came with it.
    expect(getComputedStyle(box(empty)).borderTopStyle).to.equal('dashed');

    const errors: unknown[] = [];
    const unknown = await fixture<PokerCard>(html`<poker-card card="Zz" @error=${(event: Event) => errors.push(event)}></poker-card>`);
    expect(box(unknown).getAttribute('part')).to.equal('card placeholder');
    expect(unknown.shadowRoot!.querySelector('[part="face"] .unknown-mark')!.textContent).to.equal('?');
    expect(getComputedStyle(box(unknown)).backgroundImage).to.contain('repeating-linear-gradient');
    expect(errors).to.have.length(1);
    await expect(unknown).to.be.accessible();
  });
});
