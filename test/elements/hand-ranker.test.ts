import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from '../support/wait.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/define/hand-ranker.js';
import { registerTranslation } from '../../src/i18n/index.js';
import type { HandRanker } from '../../src/elements/hand-ranker/hand-ranker.js';
import { ALL_CARDS } from '../../src/core/cards.js';
import { cardsEn } from '../../src/i18n/cards-en.js';
import type { HandRankerChangeEvent, HoldemErrorEvent } from '../../src/events.js';
import { atWidth, coveredControls, outsideHost, overlapping } from './layout-check.js';

const root = (el: HandRanker): ShadowRoot => el.shadowRoot!;
const verdict = (el: HandRanker): string => root(el).querySelector('[part~="verdict"]')!.textContent!.replace(/\s+/g, ' ').trim();
const alertText = (el: HandRanker): string => root(el).querySelector('[role="alert"]')!.textContent!.replace(/\s+/g, ' ').trim();
/** The ranker draws its cards itself: a box (`part="card"`) named by the card, its face inside. */
const boardCards = (el: HandRanker): HTMLElement[] => [...root(el).querySelectorAll<HTMLElement>('.board [part~="card"]')];
const cardsIn = (hand: Element): HTMLElement[] => [...hand.querySelectorAll<HTMLElement>('[part~="card"]')];
const CARD_NAMED = new Map<string, string>(ALL_CARDS.map((card) => [cardsEn.cardName(card), card]));
/** The card a box shows, read from its English name; null for an empty slot or text that is not a card. */
const cardOf = (box: Element): string | null =>
  box.querySelector('.face') ? (CARD_NAMED.get(box.getAttribute('aria-label') ?? '') ?? null) : null;
const hands = (el: HandRanker): HTMLLIElement[] => [...root(el).querySelectorAll<HTMLLIElement>('[part~="hand"]')];
const handText = (hand: Element, part: string): string =>
  hand.querySelector(`[part~="${part}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const handNamed = (el: HandRanker, name: string): HTMLLIElement => hands(el).find((h) => handText(h, 'name') === name)!;
const highlighted = (cards: HTMLElement[]): (string | null)[] => cards.filter((c) => c.querySelector('.card.hl')).map(cardOf);
const dimmed = (cards: HTMLElement[]): (string | null)[] => cards.filter((c) => c.querySelector('.card.dim')).map(cardOf);

/** A picker option by its accessible name (the visually hidden card name). */
const option = (picker: Element, name: string): HTMLButtonElement | undefined =>
  [...picker.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[data-index]')].find((b) => accessibleName(b) === name);
const accessibleName = (el: Element | null): string =>
  el?.getAttribute('aria-label') ?? el?.querySelector('.sr-only')?.textContent?.trim() ?? '';

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<hand-ranker>', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await emulateMedia({ colorScheme: 'light' });
  });

  describe('T17: what a reader sees', () => {
    it('T17: K-Q beats K-J on a K-9-7-4-2 board: queen kicker', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`);
      expect(verdict(el)).to.equal('Anna wins: pair of kings, queen kicker beats jack kicker');
      const [first, second] = hands(el);
      expect(handText(first!, 'name')).to.equal('Anna');
      expect(handText(first!, 'place')).to.contain('1st');
      expect(handText(first!, 'category')).to.equal('Pair of kings');
      expect(handText(second!, 'name')).to.equal('Ben');
      expect(handText(second!, 'place')).to.contain('2nd');
      expect(handText(second!, 'category')).to.equal('Pair of kings');
      expect(root(el).querySelector('[part~="hands"]')!.localName).to.equal('ol');
    });

    it("T17: the winner's best five is highlighted, the rest dimmed", async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`);
      expect(highlighted(boardCards(el))).to.deep.equal(['Kh', '9d', '7c']);
      expect(dimmed(boardCards(el))).to.deep.equal(['4s', '2h']);
      const anna = cardsIn(handNamed(el, 'Anna'));
      expect(highlighted(anna)).to.deep.equal(['Ks', 'Qd']);
      // Ben's own best five (K K J 9 7) is marked on his cards too.
      const ben = cardsIn(handNamed(el, 'Ben'));
      expect(highlighted(ben)).to.deep.equal(['Kc', 'Jd']);
      expect(handText(handNamed(el, 'Anna'), 'best-five'))
        .to.contain('K♥')
        .and.contain('Q♦');
    });

    it("T17: a hand's best-five toggle shows that hand on the board", async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Ah Kd 7c 4s 2h" hands="Anna: As 3d; Ben: 7s 7d"></hand-ranker>`);
      // Ben: three sevens (7 7 7 A K) wins; Anna pairs aces.
      expect(highlighted(boardCards(el))).to.deep.equal(['Ah', 'Kd', '7c']);
      const toggle = handNamed(el, 'Anna').querySelector<HTMLButtonElement>('[part~="best-five"]')!;
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      toggle.click();
      await el.updateComplete;
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(highlighted(boardCards(el))).to.deep.equal(['Ah', 'Kd', '7c', '4s']);
    });

    it('T17: board 5-6-7-8-9, nobody holds a ten: both play the board, split pot', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="5c 6d 7h 8s 9c" hands="Anna: Ac Kd; Ben: 2h 2d"></hand-ranker>`);
      expect(verdict(el)).to.equal('Both play the board: split pot');
      for (const hand of hands(el)) {
        expect(handText(hand, 'place')).to.contain('1st');
        expect(handText(hand, 'category')).to.equal('Straight, nine high');
      }
      expect(highlighted(boardCards(el))).to.have.length(5);
    });

    it('T17: three players on a straight board: everyone plays the board', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker board="5c 6d 7h 8s 9c" hands="Anna: Ac Kd; Ben: 2h 2d; Carla: 5s 5h"></hand-ranker>`,
      );
      expect(verdict(el)).to.equal('Everyone plays the board: split pot');
    });

    it('T17: kings full of sevens beats two pair', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh Kd 7c 7s 2h" hands="Anna: Ks 7d; Ben: Ac Ad"></hand-ranker>`);
      expect(handText(handNamed(el, 'Anna'), 'category')).to.equal('Full house, kings full of sevens');
      expect(handText(handNamed(el, 'Ben'), 'category')).to.equal('Two pair, aces and kings');
      expect(verdict(el)).to.equal('Anna wins: a full house beats two pair');
    });

    it('T17: the wheel A-2-3-4-5 is the lowest straight', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Ah 2c 3d Qs Kh" hands="Anna: 4s 5d; Ben: 9c 9d"></hand-ranker>`);
      expect(handText(handNamed(el, 'Anna'), 'category')).to.equal('Straight, five high (the wheel)');
      expect(verdict(el)).to.equal('Anna wins: a straight beats a pair');
      expect(highlighted(boardCards(el))).to.deep.equal(['Ah', '2c', '3d']);
    });

    it('T17: Q-K-A-2-3 is no straight (no wrap-around)', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Qs Kd Ah 2c 3d" hands="Anna: 7s 8h"></hand-ranker>`);
      expect(handText(handNamed(el, 'Anna'), 'category')).to.equal('High card, ace');
      expect(verdict(el)).to.equal('Anna’s best hand: high card, ace');
    });

    it('T17: one hand alone names its category and best five', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd"></hand-ranker>`);
      const anna = handNamed(el, 'Anna');
      expect(handText(anna, 'category')).to.equal('Pair of kings');
      expect(handText(anna, 'best-five')).to.contain('Best five').and.contain('K♥');
      expect(anna.querySelector('[part~="place"]')).to.not.exist;
      expect(verdict(el)).to.equal('Anna’s best hand: pair of kings');
    });

    it('T17: a single hand’s verdict names the hand as its box does, en and de', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Ah Kd 7c 4s 2h" hands="Anna: As Kc"></hand-ranker>`);
      expect(handText(handNamed(el, 'Anna'), 'category')).to.equal('Two pair, aces and kings');
      expect(verdict(el)).to.equal('Anna’s best hand: two pair, aces and kings');
      el.lang = 'de';
      await until(() => verdict(el).startsWith('Beste Hand'), 'verdict turns German');
      expect(handText(handNamed(el, 'Anna'), 'category')).to.equal('Zwei Paare, Asse und Könige');
      expect(verdict(el)).to.equal('Beste Hand von Anna: Zwei Paare, Asse und Könige');
    });

    it('T17: kicker further down: the second kicker decides', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh Kd 9c 4s 2h" hands="Anna: Ac 8d; Ben: As 7d"></hand-ranker>`);
      expect(verdict(el)).to.equal('Anna wins: pair of kings, eight beats seven on the third kicker');
    });

    it('names hands without a name "Player n"', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Ks Qd; Kc Jd"></hand-ranker>`);
      expect(verdict(el)).to.match(/^Player 1 wins:/);
    });

    it('takes board and hands as properties from script', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker></hand-ranker>`);
      el.board = ['Kh', '9d', '7c', '4s', '2h'];
      el.hands = [
        { name: 'Anna', cards: ['Ks', 'Qd'] },
        { name: 'Ben', cards: 'Kc Jd' },
      ];
      await el.updateComplete;
      expect(verdict(el)).to.equal('Anna wins: pair of kings, queen kicker beats jack kicker');
      expect(el.result?.winners).to.deep.equal(['Anna']);
    });
  });

  describe('hand-ranker-change', () => {
    it('T17: fires after each evaluation with a JSON-safe detail', async () => {
      let detail: HandRankerChangeEvent['detail'] | undefined;
      const el = await fixture<HandRanker>(html`<hand-ranker
        board="Kh 9d 7c 4s 2h"
        hands="Anna: Ks Qd; Ben: Kc Jd"
        @hand-ranker-change=${(e: HandRankerChangeEvent) => (detail = e.detail)}
      ></hand-ranker>`);
      expect(detail).to.exist;
      expect(JSON.parse(JSON.stringify(detail))).to.deep.equal(detail);
      expect(detail!.board).to.deep.equal(['Kh', '9d', '7c', '4s', '2h']);
      expect(detail!.winners).to.deep.equal(['Anna']);
      expect(detail!.split).to.equal(false);
      expect(detail!.reason).to.equal('Anna wins: pair of kings, queen kicker beats jack kicker');
      expect(detail!.hands.map((h) => [h.name, h.category, h.place])).to.deep.equal([
        ['Anna', 'one-pair', 1],
        ['Ben', 'one-pair', 2],
      ]);
      expect(detail!.hands[0]!.bestFive).to.deep.equal(['Kh', 'Ks', 'Qd', '9d', '7c']);
      expect(detail!.hands[0]!.value).to.be.greaterThan(detail!.hands[1]!.value);
      expect(detail!.comparison).to.deep.equal({ kind: 'rank', role: 'kicker', index: 1, winner: 'Q', loser: 'J' });

      const next = oneEvent(el, 'hand-ranker-change') as Promise<HandRankerChangeEvent>;
      el.setAttribute('hands', 'Anna: Ks Qd; Ben: Kc 9c');
      const event = await next;
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail.hands[1]!.category).to.equal('two-pair');
      expect(event.detail.winners).to.deep.equal(['Ben']);
    });
  });

  describe('T1: bad input', () => {
    it('T1: board="Zz 1x" shows an inline alert naming the text and fires error, never throws', async () => {
      const errors: HoldemErrorEvent[] = [];
      const el = await fixture<HandRanker>(
        html`<hand-ranker board="Zz 1x" hands="Anna: Ks Qd" @error=${(e: HoldemErrorEvent) => errors.push(e)}></hand-ranker>`,
      );
      expect(alertText(el)).to.contain('“Zz” is not a card');
      expect(errors).to.have.length(1);
      expect(errors[0]!.detail.code).to.equal('unknown-card');
      expect(errors[0]!.detail.text).to.equal('Zz');
      expect(errors[0]!.detail.message).to.contain('Zz');
      expect(errors[0]!.bubbles).to.equal(false);
      expect(verdict(el)).to.equal('');
      expect(el.result).to.equal(null);
      // The bad text gets a placeholder card, the good cards still show.
      expect(boardCards(el).map(cardOf)).to.deep.equal([null, null]);
      expect(
        boardCards(el).map((c) => [c.getAttribute('aria-label'), !!c.querySelector('.card.unknown [part="card-face"] .unknown-mark')]),
      ).to.deep.equal([
        ['unknown card “Zz”', true],
        ['unknown card “1x”', true],
      ]);
    });

    it('T1: a duplicate card is reported, in German too', async () => {
      const errors: HoldemErrorEvent[] = [];
      const el = await fixture<HandRanker>(
        html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Kh Qd; Ben: Kc Jd" @error=${(e: HoldemErrorEvent) => errors.push(e)}></hand-ranker>`,
      );
      expect(errors[0]!.detail).to.include({ code: 'duplicate-card', text: 'Kh' });
      expect(alertText(el)).to.contain('Kh (King of hearts) is dealt twice');
      el.lang = 'de';
      await el.updateComplete;
      expect(alertText(el)).to.contain('Kh (Herz König) ist doppelt ausgeteilt');
    });

    it('T17: too few cards for a hand is a card-count error naming the player', async () => {
      const errors: HoldemErrorEvent[] = [];
      const el = await fixture<HandRanker>(
        html`<hand-ranker board="Kh 9d 7c" hands="Anna: Ks; Ben: Kc Jd" @error=${(e: HoldemErrorEvent) => errors.push(e)}></hand-ranker>`,
      );
      expect(errors[0]!.detail).to.include({ code: 'card-count', text: 'Anna' });
      expect(alertText(el)).to.contain('Anna has 1 card and the board 3');
    });

    it('T17: two hands with the same name are an inline error naming it, and error fires', async () => {
      const errors: HoldemErrorEvent[] = [];
      const el = await fixture<HandRanker>(html`<hand-ranker
        board="Kh 9d 7c 4s 2h"
        hands="Anna: Ks Qd; Anna : Kc Jd"
        @error=${(e: HoldemErrorEvent) => errors.push(e)}
      ></hand-ranker>`);
      expect(alertText(el)).to.equal('Two hands are called Anna: give each player a name of their own.');
      expect(errors[0]!.detail).to.deep.equal({
        code: 'duplicate-name',
        message: 'Two hands are called Anna: give each player a name of their own.',
        text: 'Anna',
      });
      expect(el.result).to.equal(null);
      el.lang = 'de';
      await until(() => alertText(el).startsWith('Zwei Hände'), 'German');
      expect(alertText(el)).to.equal('Zwei Hände heißen Anna: Gib jedem Spieler einen eigenen Namen.');
      // Case and spaces aside, a name is the same name.
      el.hands = [
        { name: 'Anna', cards: 'Ks Qd' },
        { name: ' anna ', cards: 'Kc Jd' },
      ];
      await until(() => alertText(el).startsWith('Zwei Hände heißen anna'), 'case aside');
    });

    it('recovers when the input is fixed', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Zz 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`);
      const change = oneEvent(el, 'hand-ranker-change');
      el.setAttribute('board', 'Kh 9d 7c 4s 2h');
      await change;
      expect(alertText(el)).to.equal('');
      expect(verdict(el)).to.contain('Anna wins');
    });
  });

  describe('T17: German', () => {
    it('T17: lang="de" on the page', async () => {
      document.documentElement.lang = 'de';
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`);
      expect(verdict(el)).to.equal('Anna gewinnt: Paar Könige, Dame als Kicker schlägt Bube');
      expect(handText(handNamed(el, 'Anna'), 'category')).to.equal('Ein Paar Könige');
      expect(handText(handNamed(el, 'Anna'), 'place')).to.contain('1.');
      expect(boardCards(el)[0]!.getAttribute('aria-label')).to.equal('Herz König');
    });

    it('T17: lang="de" on the element: board split, full house', async () => {
      const split = await fixture<HandRanker>(
        html`<hand-ranker lang="de" board="5c 6d 7h 8s 9c" hands="Anna: Ac Kd; Ben: 2h 2d"></hand-ranker>`,
      );
      expect(verdict(split)).to.equal('Beide spielen das Board: Split Pot');
      expect(handText(hands(split)[0]!, 'category')).to.equal('Straße bis zur Neun');
      const full = await fixture<HandRanker>(
        html`<hand-ranker lang="de" board="Kh Kd 7c 7s 2h" hands="Anna: Ks 7d; Ben: Ac Ad"></hand-ranker>`,
      );
      expect(handText(handNamed(full, 'Anna'), 'category')).to.equal('Full House, Könige über Siebenen');
      expect(verdict(full)).to.equal('Anna gewinnt: Full House schlägt Zwei Paare');
    });

    it('T17: follows a lang change on an ancestor, live, down to its cards', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="en"><hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker></div>`,
      );
      const el = wrapper.querySelector('hand-ranker')!;
      await el.updateComplete;
      wrapper.lang = 'de';
      await until(() => verdict(el).startsWith('Anna gewinnt'), 'verdict turns German');
      await until(() => boardCards(el)[0]!.getAttribute('aria-label') === 'Herz König', 'cards turn German');
      const queen = cardsIn(handNamed(el, 'Anna'))[1]!;
      expect(queen.querySelector('.full .rank')!.textContent!.trim()).to.equal('D');
    });
  });

  describe('other languages', () => {
    it('falls back to English for a language without a translation', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker lang="it" board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
      );
      expect(verdict(el)).to.equal('Anna wins: pair of kings, queen kicker beats jack kicker');
      expect(boardCards(el)[0]!.getAttribute('aria-label')).to.equal('King of hearts');
    });

    it('uses a translation a site registers, English for the terms it lacks', async () => {
      registerTranslation({ $code: 'nl', $name: 'Nederlands', $dir: 'ltr', board: 'Bord', winner: 'Winnaar' } as never);
      const el = await fixture<HandRanker>(
        html`<hand-ranker lang="nl" board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
      );
      expect(root(el).querySelector('[part~="board-label"]')!.textContent).to.equal('Bord');
      expect(root(el).querySelector('.badge')!.textContent).to.equal('Winnaar');
      expect(verdict(el)).to.equal('Anna wins: pair of kings, queen kicker beats jack kicker');
    });
  });

  describe('editable', () => {
    it('T1: picks a card with the keyboard; used cards are disabled; Escape returns focus', async () => {
      const changes: HandRankerChangeEvent[] = [];
      const el = await fixture<HandRanker>(html`<hand-ranker
        editable
        board="Kh 9d 7c 4s 2h"
        hands="Anna: Ks Qd; Ben: Kc Jd"
        @hand-ranker-change=${(e: HandRankerChangeEvent) => changes.push(e)}
      ></hand-ranker>`);
      changes.length = 0;
      const slots = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="card-slot"]')];
      expect(slots).to.have.length(9);
      const fifth = slots[4]!;
      expect(accessibleName(fifth)).to.equal('Board card 5: Two of hearts. Change');

      fifth.focus();
      await sendKeys({ press: 'Enter' });
      const picker = root(el).querySelector('poker-card-picker')!;
      const dialog = () => picker.shadowRoot!.querySelector('dialog')!;
      await until(() => dialog().open, 'picker opens');
      await until(() => accessibleName(deepActive()) === 'Two of hearts', 'focus on the current card');

      // A card already in play is disabled.
      const kingOfSpades = option(picker, 'King of spades (already in play)')!;
      expect(kingOfSpades.getAttribute('aria-disabled')).to.equal('true');
      expect(option(picker, 'Three of spades')!.getAttribute('aria-disabled')).to.equal('false');

      // 2♥ → left to 3♥ → up to 3♠ → Enter picks it.
      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowUp' });
      expect(accessibleName(deepActive())).to.equal('Three of spades');
      await sendKeys({ press: 'Enter' });
      await until(() => changes.length === 1, 'hand-ranker-change after the pick');
      expect(dialog().open).to.equal(false);
      expect(el.board).to.deep.equal(['Kh', '9d', '7c', '4s', '3s']);
      expect(changes[0]!.detail.board).to.deep.equal(['Kh', '9d', '7c', '4s', '3s']);
      await until(() => deepActive() === fifth, 'focus back on the slot');
      expect(accessibleName(fifth)).to.equal('Board card 5: Three of spades. Change');

      // Escape closes without a change and returns focus.
      await sendKeys({ press: 'Enter' });
      await until(() => dialog().open, 'picker opens again');
      await sendKeys({ press: 'Escape' });
      await until(() => !dialog().open, 'Escape closes');
      await until(() => deepActive() === fifth, 'focus back after Escape');
      expect(changes).to.have.length(1);
    });

    it('T1: pressing Enter on a card in use does nothing', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker editable board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
      );
      const slot = root(el).querySelectorAll<HTMLButtonElement>('[part~="card-slot"]')[4]!;
      slot.focus();
      await sendKeys({ press: 'Enter' });
      const picker = root(el).querySelector('poker-card-picker')!;
      await until(() => picker.shadowRoot!.querySelector('dialog')!.open);
      // 2♥ → up to 2♠ (free) → left to 3♠ … type "k" jumps to K♠, which Anna holds.
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'k' });
      expect(accessibleName(deepActive())).to.equal('King of spades (already in play)');
      await sendKeys({ press: 'Enter' });
      await aTimeout(50);
      expect(picker.shadowRoot!.querySelector('dialog')!.open).to.equal(true);
      expect(el.board).to.deep.equal(['Kh', '9d', '7c', '4s', '2h']);
      await sendKeys({ press: 'Escape' });
    });

    it('fixes bad input with the picker', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker editable board="Zz 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
      );
      expect(alertText(el)).to.contain('Zz');
      const slot = root(el).querySelector<HTMLButtonElement>('[part~="card-slot"]')!;
      expect(accessibleName(slot)).to.equal('Board card 1: unknown card “Zz”. Change');
      slot.click();
      const picker = root(el).querySelector('poker-card-picker')!;
      await until(() => picker.shadowRoot!.querySelector('dialog')!.open);
      option(picker, 'King of hearts')!.click();
      await until(() => verdict(el).startsWith('Anna wins'));
      expect(alertText(el)).to.equal('');
    });

    it('T17: removing the river ranks the hands on the turn', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker editable board="Kh 9d 7c 4s Qc" hands="Anna: Ks 2d; Ben: Qs Qd"></hand-ranker>`,
      );
      expect(verdict(el)).to.equal('Ben wins: three of a kind beats a pair');
      const river = root(el).querySelectorAll<HTMLButtonElement>('[part~="card-slot"]')[4]!;
      river.click();
      const picker = root(el).querySelector('poker-card-picker')!;
      await until(() => picker.shadowRoot!.querySelector('dialog')!.open);
      const change = oneEvent(el, 'hand-ranker-change') as Promise<HandRankerChangeEvent>;
      picker.shadowRoot!.querySelector<HTMLButtonElement>('[part~="clear"]')!.click();
      const { detail } = await change;
      expect(detail.board).to.deep.equal(['Kh', '9d', '7c', '4s']);
      expect(verdict(el)).to.equal('Anna wins: pair of kings beats pair of queens');
      expect(accessibleName(river)).to.equal('Board card 5: empty card slot. Change');
    });

    it('one limit of twelve hands: the editor adds up to twelve and says so where the button was; thirteen is an inline error', async () => {
      const cards = ['2c 2d', '3c 3d', '4c 4d', '5c 5d', '6c 6d', '7c 7d', '8c 8d', '9c 9d', 'Tc Td', 'Jc Jd', 'Qc Qd', 'Kc Kd', 'Ac Ad'];
      const el = await fixture<HandRanker>(
        html`<hand-ranker editable board="2h 5h 9s Js Ks" hands=${cards
          .slice(0, 11)
          .map((c, k) => `P${k + 1}: ${c}`)
          .join('; ')}></hand-ranker>`,
      );
      await until(() => root(el).querySelector('[part~="add-player"]'), 'the editor loads');
      root(el).querySelector<HTMLButtonElement>('[part~="add-player"]')!.click();
      await until(() => hands(el).length === 12, 'a twelfth hand');
      expect(root(el).querySelector('[part~="add-player"]')).to.not.exist;
      expect(root(el).querySelector('[part~="player-limit"]')!.textContent!.trim()).to.equal('12 hands at most.');
      // The button is gone: focus is on the new hand (its remove button), not lost to the page.
      await until(() => deepActive()?.getAttribute('aria-label') === 'Remove Player 12', 'focus on the new hand');
      const error = oneEvent(el, 'error') as Promise<HoldemErrorEvent>;
      el.hands = cards.map((c, k) => ({ name: `P${k + 1}`, cards: c }));
      const { detail } = await error;
      expect(detail).to.deep.include({ code: 'too-many-players', text: '13' });
      expect(alertText(el)).to.equal('At most 12 hands: 13 given.');
    });

    it('adds and removes players', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker editable board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
      );
      root(el).querySelector<HTMLButtonElement>('[part~="add-player"]')!.click();
      await el.updateComplete;
      expect(hands(el)).to.have.length(3);
      expect(hands(el).map((h) => handText(h, 'name'))).to.include('Player 3');
      const remove = handNamed(el, 'Ben').querySelector<HTMLButtonElement>('[part~="remove-player"]')!;
      expect(remove.getAttribute('aria-label')).to.equal('Remove Ben');
      remove.click();
      await el.updateComplete;
      expect(hands(el).map((h) => handText(h, 'name'))).to.not.include('Ben');
    });
  });

  describe('layout: any number of hands at any width', () => {
    const TEN = [
      'Anna-Katharina von Hohenberg: 4s 5d',
      'Ben: 9c 9d',
      'Carla: Kc Qc',
      'Dan: Jh Th',
      'Eve: 7s 7h',
      'Finn: 6c 6d',
      'Gina: 8s 8d',
      'Hugo: Ts Js',
      'Ida: 2s 3s',
      'Jon: 4c 5c',
    ];
    after(() => atWidth(800));

    for (const width of [1280, 375]) {
      for (const count of [4, 6, 10]) {
        it(`${count} editable hands at ${width} px: every box inside the element, every button hit-testable`, async () => {
          await atWidth(width);
          const el = await fixture<HandRanker>(
            html`<hand-ranker editable board="Ah 2c 3d Qs Kh" hands=${TEN.slice(0, count).join('; ')}></hand-ranker>`,
          );
          await until(() => root(el).querySelectorAll('[part~="remove-player"]').length === count, 'the editor loads');
          await el.updateComplete;
          expect(hands(el)).to.have.length(count);
          expect(outsideHost(el)).to.deep.equal([]);
          // Hand boxes side by side or stacked, never on top of each other; inside each, the
          // head, the cards, the category and the best five apart.
          expect(overlapping(el, '.hand')).to.deep.equal([]);
          expect(overlapping(el, '.hand-head > *, .hole, .category, .best-five')).to.deep.equal([]);
          expect(coveredControls(el)).to.deep.equal([]);
          // Each hand's box holds all of its own content.
          for (const hand of hands(el)) {
            const frame = hand.getBoundingClientRect();
            for (const piece of hand.querySelectorAll('.hand-head > *, .hole, .category, .best-five, .badge')) {
              const box = piece.getBoundingClientRect();
              expect(box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5, `${piece.className} in its box`).to.equal(true);
            }
          }
        });
      }
    }
  });

  describe('accessibility (axe)', () => {
    it('is accessible: light', async () => {
      const el = await fixture<HandRanker>(html`<hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`);
      await expect(el).to.be.accessible();
      expect(root(el).querySelector('[part~="verdict"]')!.getAttribute('role')).to.equal('status');
    });

    it('is accessible: dark by attribute, editable, error, single hand', async () => {
      const el = await fixture(html`<div>
        <hand-ranker theme="dark" editable board="Kh Kd 7c 7s 2h" hands="Anna: Ks 7d; Ben: Ac Ad"></hand-ranker>
        <hand-ranker theme="dark" board="Zz 1x" hands="Anna: Ks Qd"></hand-ranker>
        <hand-ranker theme="dark" board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd"></hand-ranker>
      </div>`);
      await aTimeout(0);
      await expect(el).to.be.accessible();
    });

    it('is accessible: dark by prefers-color-scheme, split pot, German', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const el = await fixture(html`<div lang="de">
        <hand-ranker board="5c 6d 7h 8s 9c" hands="Anna: Ac Kd; Ben: 2h 2d"></hand-ranker>
      </div>`);
      await expect(el).to.be.accessible();
    });

    for (const lang of ['en', 'de']) {
      it(`is accessible with 10 editable hands at 375 and 1280 px, ${lang}; a name twice`, async () => {
        const ten = ['4s 5d', '9c 9d', 'Kc Qc', 'Jh Th', '7s 7h', '6c 6d', '8s 8d', 'Ts Js', '2s 3s', '4c 5c'];
        for (const width of [375, 1280]) {
          await atWidth(width);
          const el = await fixture(html`<div lang=${lang}>
            <hand-ranker editable board="Ah 2c 3d Qs Kh" hands=${ten.map((cards, k) => `P${k + 1}: ${cards}`).join('; ')}></hand-ranker>
            <hand-ranker theme="dark" board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Anna: Kc Jd"></hand-ranker>
          </div>`);
          const ranker = el.querySelector<HandRanker>('hand-ranker')!;
          await until(() => root(ranker).querySelectorAll('[part~="remove-player"]').length === 10, 'the editor loads');
          await expect(el).to.be.accessible();
        }
        await atWidth(800);
      });
    }

    it('is accessible with the picker open', async () => {
      const el = await fixture<HandRanker>(
        html`<hand-ranker editable board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>`,
      );
      root(el).querySelector<HTMLButtonElement>('[part~="card-slot"]')!.click();
      const picker = root(el).querySelector('poker-card-picker')!;
      await until(() => picker.shadowRoot!.querySelector('dialog')!.open);
      await expect(el).to.be.accessible();
      picker.hide();
    });
  });
});
