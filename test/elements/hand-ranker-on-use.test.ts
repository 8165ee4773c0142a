import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/hand-ranker.js';
import type { HandRanker } from '../../src/elements/hand-ranker/hand-ranker.js';
import type { HandRankerChangeDetail, HoldemErrorDetail } from '../../src/events.js';
import { expectInlineErrorLook, fetched } from '../support/dom.js';

// A page of its own (one per test file): what a ranker fetches on use, and what an ordinary ranking does not fetch.
const problemWordsFetched = (): boolean => fetched(/hand-ranker\/problems\.(ts|js)/) || fetched(/hand-ranker\/internal\/errors\.(ts|js)/);
/** Every hand term (`en.ts`): category names, rank words, the words of bad input, the editor's hand limit. */
const allHandTermsFetched = (): boolean => fetched(/i18n\/en\.(ts|js)/) || fetched(/i18n\/kit\.(ts|js)/);
/** The empty card slot and the placeholder for text that is not a card, with their look. */
const placeholdersFetched = (): boolean => fetched(/shared\/card-placeholders\.(ts|js)/);

describe('<hand-ranker>: the words of bad input on use', () => {
  it('T17: two hands on a full board are ranked without them; T1: a card dealt twice fetches them, told inline and as error', async () => {
    const changes: HandRankerChangeDetail[] = [];
    const ranker = await fixture<HandRanker>(
      html`<hand-ranker
        board="Kh 9d 7c 4s 2h"
        hands="Anna: Ah Kd; Ben: 9s 9c"
        @hand-ranker-change=${(event: CustomEvent<HandRankerChangeDetail>) => changes.push(event.detail)}
      ></hand-ranker>`,
    );
    await ranker.updateComplete;
    expect(changes.map((change) => [change.winners, change.hands.map((hand) => hand.description)])).to.deep.equal([
      [['Ben'], ['Pair of kings', 'Three of a kind, nines']],
    ]);
    expect(ranker.shadowRoot!.querySelector('[part="verdict"]')!.textContent!.trim()).to.equal('Ben wins: three of a kind beats a pair');
    expect(problemWordsFetched()).to.equal(false);
    expect(allHandTermsFetched()).to.equal(false);
    // Its cards are drawn in its own root: no <poker-card> element, no placeholders.
    expect(placeholdersFetched()).to.equal(false);
    expect(fetched(/poker-card\/poker-card\.(ts|js)/)).to.equal(false);
    expect(customElements.get('poker-card')).to.equal(undefined);
    // T17: `evaluate` ranks with the hand keys alone: the lookup tables of rank5/rank7 are neither fetched nor built.
    expect(fetched(/core\/evaluator-keys\.(ts|js)/)).to.equal(true);
    expect(fetched(/core\/evaluator-tables\.(ts|js)/) || fetched(/core\/rank\.(ts|js)/)).to.equal(false);
    expect([...ranker.shadowRoot!.querySelectorAll('[part="card"] [part="card-face"]')]).to.have.length(9);
    expect(ranker.shadowRoot!.querySelector('[part="error"]')!.classList.contains('is-empty')).to.equal(true);
    await expect(ranker).to.be.accessible();

    const errors: HoldemErrorDetail[] = [];
    const wrong = await fixture<HandRanker>(
      html`<hand-ranker
        board="Kh 9d 7c 4s 2h"
        hands="Anna: Ah Kh; Ben: 9s 9c"
        @error=${(event: CustomEvent<HoldemErrorDetail>) => errors.push(event.detail)}
      ></hand-ranker>`,
    );
    await wrong.updateComplete;
    expect(problemWordsFetched()).to.equal(true);
    // Once, with the words: never an event whose message is its code.
    expect(errors).to.deep.equal([
      { code: 'duplicate-card', message: 'Kh (King of hearts) is dealt twice: the deck holds each card once.', text: 'Kh' },
    ]);
    const alert = wrong.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
    expect(alert.textContent!.trim()).to.equal('Kh (King of hearts) is dealt twice: the deck holds each card once.');
    // Its look came with it: the message box as before.
    expectInlineErrorLook(alert);
    await expect(wrong).to.be.accessible();

    // Fixed, the message goes and takes no room.
    wrong.hands = 'Anna: Ah Kd; Ben: 9s 9c' as unknown as HandRanker['hands'];
    await wrong.updateComplete;
    const empty = wrong.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
    expect(empty.classList.contains('is-empty')).to.equal(true);
    expect([empty.getBoundingClientRect().width, empty.getBoundingClientRect().height]).to.deep.equal([1, 1]);
  });

  it('T1: text that is not a card brings the placeholder card, with its look', async () => {
    const ranker = await fixture<HandRanker>(html`<hand-ranker board="Kh 9x 7c 4s 2h" hands="Anna: Ah Kd; Ben: 9s 9c"></hand-ranker>`);
    await ranker.updateComplete;
    expect(placeholdersFetched()).to.equal(true);
    const box = ranker.shadowRoot!.querySelectorAll<HTMLElement>('.board [part="card"]')[1]!;
    expect(box.getAttribute('aria-label')).to.equal('unknown card “9x”');
    const card = box.querySelector<HTMLElement>('.card.unknown')!;
    expect(getComputedStyle(card).backgroundImage).to.contain('repeating-linear-gradient');
    expect(getComputedStyle(card.querySelector('.unknown-frame')!).strokeDasharray).to.equal('5px, 4px');
    expect(card.querySelector('.unknown-mark')!.textContent).to.equal('?');
    await expect(ranker).to.be.accessible();
  });

  it('the editor brings the hand limit with every hand term', async () => {
    const ranker = await fixture<HandRanker>(
      html`<hand-ranker editable board="Kh 9d 7c" hands="A: Ah Kd; B: 9s 9c; C: 2c 3c; D: 4c 5c; E: 6c 7d; F: 8c 8d; G: Tc Td; H: Jc Jd; I: Qc Qd; J: Kc Kd; K: Ac Ad; L: 2d 3d"></hand-ranker>`,
    );
    await ranker.updateComplete;
    expect(allHandTermsFetched()).to.equal(true);
    expect(ranker.shadowRoot!.querySelector('.player-limit')!.textContent!.trim()).to.equal('12 hands at most.');
    // The turn and the river are empty slots: a dashed outline.
    const slots = [...ranker.shadowRoot!.querySelectorAll<HTMLElement>('.board [part="card"] .card.empty')];
    expect(slots).to.have.length(2);
    expect(getComputedStyle(slots[0]!).borderTopStyle).to.equal('dashed');
  });
});
