import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from '../support/wait.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/define/pot-calculator.js';
import type { PotCalculator } from '../../src/elements/pot-calculator/pot-calculator.js';
import type { PotCalculatorChangeDetail, PotCalculatorChangeEvent, PotCalculatorErrorDetail } from '../../src/events.js';
import { atWidth, coveredControls, outsideHost, overlapping } from './layout-check.js';

const root = (el: PotCalculator): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

interface PotOnScreen {
  name: string;
  amount: string;
  eligible: string[];
  award: string;
}

/** The pot list as a reader sees it: name, amount, who is in it, who wins it. */
const potsOnScreen = (el: PotCalculator): PotOnScreen[] =>
  [...root(el).querySelectorAll('[part~="pot"]')].map((pot) => ({
    name: text(pot.querySelector('[part~="pot-name"]')),
    amount: text(pot.querySelector('[part~="pot-amount"]')),
    eligible: [...pot.querySelectorAll('[part~="eligible"] li')].map((li) => text(li)),
    award: text(pot.querySelector('[part~="award"]')),
  }));
const alertText = (el: PotCalculator): string => text(root(el).querySelector('[role="alert"]'));
const returnedText = (el: PotCalculator): string => text(root(el).querySelector('[part~="returned"]'));
const totalsText = (el: PotCalculator): string => text(root(el).querySelector('[part~="totals"]'));
const bandLabels = (el: PotCalculator): string[] => [...root(el).querySelectorAll('[part~="axis-label"]')].map((label) => text(label));
const rows = (el: PotCalculator): HTMLLIElement[] => [...root(el).querySelectorAll<HTMLLIElement>('[part~="editor-row"]')];

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<pot-calculator>', () => {
  afterEach(async () => {
    document.documentElement.lang = 'en';
    await emulateMedia({ colorScheme: 'light' });
  });

  describe('T18: main and side pots as a reader sees them', () => {
    it('T18: Anna all-in 20, Ben and Carla 50 each → main pot 60 (Anna, Ben, Carla), side pot 60 (Ben, Carla)', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50" button="Carla"></pot-calculator>`,
      );
      expect(potsOnScreen(el)).to.deep.equal([
        { name: 'Main pot', amount: '60', eligible: ['Anna', 'Ben', 'Carla'], award: 'The best hand among Anna, Ben, and Carla wins it' },
        { name: 'Side pot 1', amount: '60', eligible: ['Ben', 'Carla'], award: 'The best hand among Ben and Carla wins it' },
      ]);
      expect(text(root(el).querySelector('[part~="total"]'))).to.contain('120');
      // The picture: a band per pot, labelled with its name and amount, top (last side pot) first.
      expect(bandLabels(el)).to.deep.equal(['Side pot 1 60', 'Main pot 60']);
      const anna = root(el).querySelectorAll('[part~="column-label"]')[0]!;
      expect(text(anna)).to.contain('Anna').and.contain('20').and.contain('All-in');
      expect(text(root(el).querySelector('[part~="status"]'))).to.contain('Who wins is still open');
    });

    it("T18: with cards and a board the reader sees the board, and the all-in player's three nines take the main pot", async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in 9s 9c; Ben 50 Qs Qd; Carla 50 Js Jd" board="Kh 9d 7c 4s 2h" button="Carla"></pot-calculator>`,
      );
      const board = root(el).querySelector('[part~="board"]')!;
      expect(board.getAttribute('aria-label')).to.equal('Board');
      expect([...board.querySelectorAll('poker-card')].map((card) => card.getAttribute('card'))).to.deep.equal([
        'Kh',
        '9d',
        '7c',
        '4s',
        '2h',
      ]);
      expect(potsOnScreen(el).map((pot) => [pot.name, pot.amount, pot.award])).to.deep.equal([
        ['Main pot', '60', 'Anna wins with three nines'],
        ['Side pot 1', '60', 'Ben wins with a pair of queens'],
      ]);
    });

    it('T18: A and B 1000 each, C all-in 100 → main pot 300 (A, B, C), side pot 1,800 (A, B)', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="A 1000; B 1000; C 100 all-in"></pot-calculator>`);
      const pots = potsOnScreen(el);
      expect(pots.map(({ name, amount, eligible }) => ({ name, amount, eligible }))).to.deep.equal([
        { name: 'Main pot', amount: '300', eligible: ['A', 'B', 'C'] },
        { name: 'Side pot 1', amount: '1,800', eligible: ['A', 'B'] },
      ]);
    });

    it('T10: Anna bets 200 into Ben all-in for 80 → 120 uncalled chips go back to Anna, the pot is 160', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="Anna 200; Ben 80 all-in"></pot-calculator>`);
      expect(returnedText(el)).to.equal('120 uncalled chips go back to Anna');
      expect(potsOnScreen(el).map((p) => [p.name, p.amount])).to.deep.equal([['Main pot', '160']]);
      expect(root(el).querySelector('[part~="segment-returned"]')).to.exist;
      expect(bandLabels(el)[0]).to.equal('Returned 120');
    });

    it("T18: a folded player's chips stay in the pots as dead money: Dora folds after 30 → main 80, side 70, Dora in neither", async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50; Dora 30 folded"></pot-calculator>`,
      );
      expect(potsOnScreen(el).map(({ name, amount, eligible }) => ({ name, amount, eligible }))).to.deep.equal([
        { name: 'Main pot', amount: '80', eligible: ['Anna', 'Ben', 'Carla'] },
        { name: 'Side pot 1', amount: '70', eligible: ['Ben', 'Carla'] },
      ]);
      // Dora's 30 are drawn as dead money in both pots: 20 in the main pot, 10 in the side pot.
      expect(root(el).querySelectorAll('[part~="segment-dead"]')).to.have.length(2);
      expect(text(root(el).querySelector('[part~="legend"]'))).to.contain('Dead money (folded)');
      expect(el.result!.pots[0]!.shares).to.deep.include({ name: 'Dora', amount: 20, folded: true });
      expect(el.result!.pots[1]!.shares).to.deep.include({ name: 'Dora', amount: 10, folded: true });
    });

    it('T18: four-way with two all-ins (100, 250) and two covering 400, cards decide each pot from the last side pot inward', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator
        players="Anna 100 all-in Kc Kd; Ben 250 all-in 9c 9d; Carla 400 As Ah; Dora 400 Qs Jh; Emil 40 folded"
        board="Kh 9s 7c 4d 2h"
      ></pot-calculator>`);
      expect(potsOnScreen(el)).to.deep.equal([
        { name: 'Main pot', amount: '440', eligible: ['Anna', 'Ben', 'Carla', 'Dora'], award: 'Anna wins with three kings' },
        { name: 'Side pot 1', amount: '450', eligible: ['Ben', 'Carla', 'Dora'], award: 'Ben wins with three nines' },
        { name: 'Side pot 2', amount: '300', eligible: ['Carla', 'Dora'], award: 'Carla wins with a pair of aces' },
      ]);
      expect(totalsText(el)).to.contain('Anna +440').and.contain('Ben +450').and.contain('Carla +300');
      const detail = el.result!;
      expect(detail.awards.map((a) => a.potIndex)).to.deep.equal([2, 1, 0]);
      expect(detail.awards[0]!.text).to.equal('Side pot 2 (300): Carla wins with a pair of aces.');
      expect(detail.awards[2]!.hand).to.deep.equal({ category: 'three-of-a-kind', description: 'Three of a kind, kings' });
    });

    it('T19: a three-way split of 100 gives the odd chip to the first winner clockwise from left of the button', async () => {
      // Everyone plays the board (5-6-7-8-9, nobody holds a ten); Dora, left of the button, folded.
      const el = await fixture<PotCalculator>(html`<pot-calculator
        players="Anna 33 2h 2d; Ben 33 Ac Kd; Carla 33 3s 3h; Dora 1 folded"
        board="5c 6d 7h 8s 9c"
        button="Carla"
      ></pot-calculator>`);
      const [main] = potsOnScreen(el);
      expect(main!.amount).to.equal('100');
      expect(main!.award).to.equal(
        'Anna, Ben, and Carla split it with a nine-high straight, 33 each; the odd chip goes to Anna, the first of them left of the button',
      );
      expect(el.result!.awards[0]!.shares).to.deep.equal([
        { name: 'Anna', amount: 34 },
        { name: 'Ben', amount: 33 },
        { name: 'Carla', amount: 33 },
      ]);
      expect(el.result!.awards[0]!.ruleIds).to.deep.equal(['T18', 'T19']);

      el.button = 'Anna';
      await el.updateComplete;
      expect(el.result!.awards[0]!.oddChips).to.deep.equal(['Ben']);
      expect(totalsText(el)).to.contain('Ben +34');
    });

    it('T19: two odd chips go one each, clockwise from the button', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="A 33; B 33; C 33; D 2 folded" order="A = B = C" button="B"></pot-calculator>`,
      );
      // 101 chips among three: C and A (the first two of them left of the button B; D folded) get 34, B 33.
      expect(el.result!.awards[0]!.shares).to.deep.equal([
        { name: 'C', amount: 34 },
        { name: 'A', amount: 34 },
        { name: 'B', amount: 33 },
      ]);
      expect(potsOnScreen(el)[0]!.award).to.contain('the 2 odd chips go one each to C and A');
    });

    it('T17: cards and the board decide: Ben Ks Kd beats Carla Qs Qd; Anna shows no hand and cannot win', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in; Ben 50 Ks Kd; Carla 50 Qs Qd" board="2c 7d 9h Jc 3s"></pot-calculator>`,
      );
      expect(potsOnScreen(el).map((p) => p.award)).to.deep.equal(['Ben wins with a pair of kings', 'Ben wins with a pair of kings']);
      expect(text(root(el).querySelector('.silent'))).to.equal('Anna shows no hand and cannot win it.');
      expect(el.result!.totals).to.deep.equal({ Ben: 120 });
    });

    it('T18: a finishing order decides: "Ben > Carla = Anna", then a tie for first splits', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50" order="Ben > Carla = Anna"></pot-calculator>`,
      );
      expect(potsOnScreen(el).map((p) => p.award)).to.deep.equal(['Ben wins with the best hand', 'Ben wins with the best hand']);
      el.order = 'carla = ANNA > ben';
      await el.updateComplete;
      expect(potsOnScreen(el).map((p) => p.award)).to.deep.equal([
        'Anna and Carla tie and split it, 30 each',
        'Carla wins with the best hand',
      ]);
      expect(el.result!.totals).to.deep.equal({ Anna: 30, Carla: 90 });
    });

    it('T20: everyone else folded: the last player takes every pot without a showdown', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="Anna 10 folded; Ben 30; Carla 20 folded"></pot-calculator>`);
      // Ben's 10 above Carla's 20 were never called (T10).
      expect(returnedText(el)).to.equal('10 uncalled chips go back to Ben');
      expect(potsOnScreen(el)[0]!.award).to.equal('Ben takes it: nobody else is in it');
    });

    it('reads the attribute forgivingly: case, extra spaces, colons, "all in", thousands separators', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator
        players="  anna:  1,000   ALL IN ;BEN 2.000 ks KD;  carla   2000 (Folded)  "
        board="kh 9S 7c"
        button="CARLA"
      ></pot-calculator>`);
      const detail = el.result!;
      expect(detail.players).to.deep.equal([
        { name: 'anna', contributed: 1000, folded: false, allIn: true, cards: [] },
        { name: 'BEN', contributed: 2000, folded: false, allIn: false, cards: ['Ks', 'Kd'] },
        { name: 'carla', contributed: 2000, folded: true, allIn: false, cards: [] },
      ]);
      expect(detail.button).to.equal('carla');
      expect(detail.pots.map((p) => [p.amount, p.eligible])).to.deep.equal([
        [3000, ['anna', 'BEN']],
        [2000, ['BEN']],
      ]);
    });

    it('takes players, board, order and button as properties from script', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator></pot-calculator>`);
      expect(text(root(el).querySelector('[part~="status"]'))).to.contain('Add players');
      el.players = [
        { name: 'Anna', contributed: 20, allIn: true },
        { name: 'Ben', contributed: 50, cards: ['Ks', 'Kd'] },
        { name: 'Carla', contributed: '50', cards: 'Qs Qd' },
      ];
      el.board = ['2c', '7d', '9h', 'Jc', '3s'];
      el.order = [['Anna'], 'Ben'];
      el.button = 'Ben';
      await el.updateComplete;
      expect(el.result!.awards.map((a) => a.text)).to.deep.equal([
        'Side pot 1 (60): Ben wins with the best hand.',
        'Main pot (60): Anna wins with the best hand.',
      ]);
    });
  });

  describe('pot-calculator-change', () => {
    it('fires after each calculation with a JSON-safe detail: pots, returned, awards, totals, summary', async () => {
      let detail: PotCalculatorChangeDetail | undefined;
      const el = await fixture<PotCalculator>(html`<pot-calculator
        players="Anna 20 all-in; Ben 80 Ks Kd; Carla 50 Qs Qd"
        board="2c 7d 9h Jc 3s"
        @pot-calculator-change=${(e: PotCalculatorChangeEvent) => (detail = e.detail)}
      ></pot-calculator>`);
      expect(detail).to.exist;
      expect(JSON.parse(JSON.stringify(detail))).to.deep.equal(detail);
      expect(detail!.pots).to.deep.equal([
        {
          name: 'Main pot',
          amount: 60,
          eligible: ['Anna', 'Ben', 'Carla'],
          shares: [
            { name: 'Anna', amount: 20, folded: false },
            { name: 'Ben', amount: 20, folded: false },
            { name: 'Carla', amount: 20, folded: false },
          ],
        },
        {
          name: 'Side pot 1',
          amount: 60,
          eligible: ['Ben', 'Carla'],
          shares: [
            { name: 'Ben', amount: 30, folded: false },
            { name: 'Carla', amount: 30, folded: false },
          ],
        },
      ]);
      expect(detail!.returned).to.deep.equal([{ name: 'Ben', amount: 30 }]);
      expect(detail!.totals).to.deep.equal({ Ben: 120 });
      expect(detail!.decided).to.equal(true);
      expect(detail!.awards[0]).to.deep.include({ potIndex: 1, potName: 'Side pot 1', kind: 'best-hand', winners: ['Ben'], oddChips: [] });
      expect(detail!.summary.split('\n')).to.deep.equal([
        'Anna 20 (all-in), Ben 80, Carla 50 (button)',
        'Board: 2c 7d 9h Jc 3s',
        'Main pot 60: Anna, Ben, and Carla',
        'Side pot 1 60: Ben and Carla',
        '30 uncalled chips go back to Ben.',
        'Side pot 1 (60): Ben wins with a pair of kings.',
        'Main pot (60): Ben wins with a pair of kings.',
        'Ben collects 120.',
      ]);
      expect(text(root(el).querySelector('[part~="summary"]'))).to.contain('Plain-text summary');
      expect(root(el).querySelector<HTMLTextAreaElement>('[part~="summary-text"]')!.value).to.equal(detail!.summary);

      const next = oneEvent(el, 'pot-calculator-change') as Promise<PotCalculatorChangeEvent>;
      el.setAttribute('players', 'Anna 20 all-in; Ben 50 Ks Kd; Carla 50 Qs Qd');
      const event = await next;
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail.returned).to.deep.equal([]);
    });

    it('copies the summary with the clipboard, or selects it when there is none', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="Anna 20 all-in; Ben 50; Carla 50"></pot-calculator>`);
      const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
      let copied = '';
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (value: string) => void (copied = value) },
      });
      try {
        root(el).querySelector<HTMLButtonElement>('[part~="copy"]')!.click();
        await until(() => copied !== '', 'clipboard written');
        expect(copied).to.equal(el.result!.summary);
        await until(() => text(root(el).querySelector('.copy-status')) === 'Summary copied.');

        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
        root(el).querySelector<HTMLButtonElement>('[part~="copy"]')!.click();
        const box = root(el).querySelector<HTMLTextAreaElement>('[part~="summary-text"]')!;
        await until(() => deepActive() === box, 'the summary is focused');
        expect(root(el).querySelector('details')!.open).to.equal(true);
        expect(box.selectionStart).to.equal(0);
        expect(box.selectionEnd).to.equal(box.value.length);
        expect(text(root(el).querySelector('.copy-status'))).to.contain('press Ctrl+C');
      } finally {
        delete (navigator as unknown as Record<string, unknown>).clipboard;
        if (original && !Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard'))
          Object.defineProperty(Navigator.prototype, 'clipboard', original);
      }
    });
  });

  describe('everyone at zero chips', () => {
    it('T18: nobody put a chip in: a message instead of an empty chart, in English and German', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="Anna 0; Ben 0; Carla 0"></pot-calculator>`);
      expect(root(el).querySelector('[part~="chart"]')).to.not.exist;
      expect(text(root(el).querySelector('[part~="status"]'))).to.equal('Nobody has put any chips in yet: the pots are empty.');
      el.lang = 'de';
      await until(() => text(root(el).querySelector('[part~="status"]')).startsWith('Noch hat'), 'German');
      expect(text(root(el).querySelector('[part~="status"]'))).to.equal('Noch hat niemand Chips eingezahlt: Die Pots sind leer.');
    });
  });

  describe('bad values', () => {
    it('negative, not a number, not a whole number, no amount: an inline message names the field, error fires, never throws', async () => {
      const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
      const el = await fixture<PotCalculator>(html`<pot-calculator
        players="Anna -20; Ben 5o; Carla 2.5; Dora"
        @error=${(e: CustomEvent<PotCalculatorErrorDetail>) => errors.push(e)}
      ></pot-calculator>`);
      const message = alertText(el);
      expect(message).to.contain('Anna’s chips: “-20” is negative.');
      expect(message).to.contain('Ben’s chips: “5o” is not a number of chips.');
      expect(message).to.contain('Carla’s chips: “2.5” is not a whole number.');
      // Reader wording: no attribute syntax in what a reader sees.
      expect(message).to.contain('Dora’s chips: no amount. Enter how many chips were put in, e.g. 20.');
      expect(message).to.not.contain('attribute');
      expect(errors).to.have.length(1);
      expect(errors[0]!.bubbles).to.equal(false);
      expect(errors[0]!.composed).to.equal(true);
      expect(errors[0]!.detail).to.deep.equal({
        code: 'negative-amount',
        message: 'Anna’s chips: “-20” is negative. A player puts in 0 chips or more.',
        text: '-20',
        field: 'chips',
        player: 'Anna',
      });
      expect(el.result).to.equal(null);
      expect(root(el).querySelector('[part~="pots"]')).to.not.exist;
    });

    it('T1: a card dealt twice names both places; an unknown card names its player', async () => {
      const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
      const el = await fixture<PotCalculator>(html`<pot-calculator
        players="Ben 50 Ks Kd; Carla 50 Qs Qd"
        board="Ks 7d 9h"
        @error=${(e: CustomEvent<PotCalculatorErrorDetail>) => errors.push(e)}
      ></pot-calculator>`);
      expect(alertText(el)).to.equal('Ks (King of spades) is dealt twice (the board and Ben’s cards): the deck holds each card once.');
      expect(errors.at(-1)!.detail).to.deep.include({ code: 'duplicate-card', text: 'Ks', field: 'cards', player: 'Ben' });
      el.setAttribute('players', 'Ben 50 Zz Kd; Carla 50 Qs Qd');
      await el.updateComplete;
      expect(alertText(el)).to.contain('Ben’s cards: “Zz” is not a card.');
      el.setAttribute('players', 'Ben 50; Carla 50');
      el.setAttribute('board', 'Kh 9d 7c 4s 2h 3c');
      await el.updateComplete;
      expect(alertText(el)).to.equal('The board holds at most five cards; 6 given.');
      expect(errors.at(-1)!.detail).to.deep.include({ code: 'card-count', field: 'board' });
    });

    it('a name in the order or the button that is nobody, two players with one name, all-in and folded at once', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="Anna 20; Ben 50" order="Ben > Dan" button="Zoe"></pot-calculator>`,
      );
      expect(alertText(el))
        .to.contain('The button: “Zoe” is not one of the players.')
        .and.contain('The finishing order: “Dan” is not one of the players.');
      el.setAttribute('players', 'Anna 20; anna 50');
      el.removeAttribute('order');
      el.removeAttribute('button');
      await el.updateComplete;
      expect(alertText(el)).to.equal('Two players are called anna: give each player a name of their own.');
      el.setAttribute('players', 'Anna 20 all-in folded; Ben 50');
      await el.updateComplete;
      expect(alertText(el)).to.contain('Anna is marked both all-in and folded');
    });

    it('T18: everyone folded, or a contested pot where nobody shows a hand while others do', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="Anna 20 folded; Ben 50 folded"></pot-calculator>`);
      expect(alertText(el)).to.equal('Everyone who put chips in has folded: nobody is left to win the pot.');
      el.setAttribute('players', 'Anna 20 all-in; Ben 50; Carla 50');
      el.setAttribute('order', 'Anna');
      await el.updateComplete;
      expect(alertText(el)).to.contain('Side pot 1: neither Ben nor Carla shows a hand.');
    });

    it('recovers when the value is fixed', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator players="Anna -20; Ben 50"></pot-calculator>`);
      const change = oneEvent(el, 'pot-calculator-change');
      el.setAttribute('players', 'Anna 20; Ben 50');
      await change;
      expect(alertText(el)).to.equal('');
      expect(returnedText(el)).to.equal('30 uncalled chips go back to Ben');
    });
  });

  describe('editable', () => {
    it('T10, T18: keyboard: add a player, type an amount, the pots follow; a bad value shows a message and keeps the last good pots', async () => {
      const changes: PotCalculatorChangeEvent[] = [];
      const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
      const el = await fixture<PotCalculator>(html`<pot-calculator
        editable
        players="Anna 20 all-in; Ben 50; Carla 50"
        @pot-calculator-change=${(e: PotCalculatorChangeEvent) => changes.push(e)}
        @error=${(e: CustomEvent<PotCalculatorErrorDetail>) => errors.push(e)}
      ></pot-calculator>`);
      expect(rows(el)).to.have.length(3);
      const add = root(el).querySelector<HTMLButtonElement>('[part~="add-player"]')!;
      add.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => rows(el).length === 4, 'a fourth row');
      const nameInput = rows(el)[3]!.querySelector<HTMLInputElement>('.name-input')!;
      await until(() => deepActive() === nameInput, 'focus on the new name');
      expect(nameInput.getAttribute('aria-label')).to.equal('Name of Player 4');
      await sendKeys({ type: 'Dora' });
      await until(() => el.result?.players[3]?.name === 'Dora');
      // The new player called the 50 the others put in.
      expect(potsOnScreen(el).map((p) => [p.amount, p.eligible])).to.deep.equal([
        ['80', ['Anna', 'Ben', 'Carla', 'Dora']],
        ['90', ['Ben', 'Carla', 'Dora']],
      ]);

      await sendKeys({ press: 'Tab' });
      const chips = rows(el)[3]!.querySelector<HTMLInputElement>('.chips-input')!;
      expect(deepActive()).to.equal(chips);
      expect(chips.getAttribute('aria-label')).to.equal('Chips Dora put in');
      // Tabbing into a text field selects its text: typing replaces the 50.
      await sendKeys({ type: '80' });
      await until(() => returnedText(el) === '30 uncalled chips go back to Dora', 'T10: Dora’s 30 unmatched come back');
      expect(potsOnScreen(el).map((p) => p.amount)).to.deep.equal(['80', '90']);
      expect(changes.at(-1)!.detail.returned).to.deep.equal([{ name: 'Dora', amount: 30 }]);

      // A refused value: Ben's amount, selected, becomes -5.
      const benChips = rows(el)[1]!.querySelector<HTMLInputElement>('.chips-input')!;
      benChips.focus();
      benChips.select();
      const changesBefore = changes.length;
      await sendKeys({ type: '-5' });
      await until(() => alertText(el).includes('Ben’s chips: “-5” is negative'), 'inline message');
      expect(benChips.getAttribute('aria-invalid')).to.equal('true');
      expect(benChips.getAttribute('aria-describedby')).to.equal('error');
      expect(errors.at(-1)!.detail).to.deep.include({ code: 'negative-amount', field: 'chips', player: 'Ben', text: '-5' });
      // The last good pots stay on screen, and nothing new was announced as a result.
      expect(potsOnScreen(el).map((p) => p.amount)).to.deep.equal(['80', '90']);
      expect(text(root(el).querySelector('[part~="status"]'))).to.contain('last valid input');
      expect(el.result).to.equal(null);
      expect(changes.length).to.equal(changesBefore);
      expect(deepActive()).to.equal(benChips);

      benChips.select();
      await sendKeys({ type: '40' });
      await until(() => alertText(el) === '', 'fixed');
      expect(potsOnScreen(el).map((p) => [p.amount, p.eligible])).to.deep.equal([
        ['80', ['Anna', 'Ben', 'Carla', 'Dora']],
        ['60', ['Ben', 'Carla', 'Dora']],
        ['20', ['Carla', 'Dora']],
      ]);
    });

    it('changes status and button, renames (the button follows), removes a player', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator editable players="Anna 20; Ben 50; Carla 50" button="Carla"></pot-calculator>`,
      );
      const select = rows(el)[2]!.querySelector<HTMLSelectElement>('select')!;
      select.value = 'folded';
      select.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(el.result!.players[2]!.folded).to.equal(true);
      expect(potsOnScreen(el).map((p) => p.eligible)).to.deep.equal([['Anna', 'Ben'], ['Ben']]);

      const radio = rows(el)[0]!.querySelector<HTMLInputElement>('input[type="radio"]')!;
      expect(radio.getAttribute('aria-label')).to.equal('Anna has the button');
      radio.click();
      await el.updateComplete;
      expect(el.button).to.equal('Anna');
      const name = rows(el)[0]!.querySelector<HTMLInputElement>('.name-input')!;
      name.value = 'Annika';
      name.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(el.button).to.equal('Annika');
      expect(el.result!.button).to.equal('Annika');

      const remove = rows(el)[1]!.querySelector<HTMLButtonElement>('[part~="remove-player"]')!;
      expect(remove.getAttribute('aria-label')).to.equal('Remove Ben');
      remove.click();
      await until(() => rows(el).length === 2);
      expect(el.result!.players.map((p) => p.name)).to.deep.equal(['Annika', 'Carla']);
    });

    it('T18: renaming a player to another’s name and back keeps the finishing order and the button by player: nobody dropped', async () => {
      const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
      const el = await fixture<PotCalculator>(html`<pot-calculator
        editable
        players="Anna 20; Ben 50; Carla 50"
        order="Anna = Ben = Carla"
        button="Ben"
        @error=${(e: CustomEvent<PotCalculatorErrorDetail>) => errors.push(e)}
      ></pot-calculator>`);
      // Anna, Ben and Carla tie: the main pot (60) three ways, the side pot (60) two ways.
      expect(el.result!.totals).to.deep.equal({ Anna: 20, Ben: 50, Carla: 50 });
      const name = rows(el)[0]!.querySelector<HTMLInputElement>('.name-input')!;
      const typeName = async (value: string): Promise<void> => {
        name.value = value;
        name.dispatchEvent(new Event('input'));
        await el.updateComplete;
      };
      for (const value of ['B', 'Be', 'Ben']) await typeName(value);
      // Two players called Ben: an inline error at the name, no silent merge.
      expect(alertText(el)).to.contain('Two players are called Ben');
      expect(name.getAttribute('aria-invalid')).to.equal('true');
      expect(errors.at(-1)!.detail.code).to.equal('duplicate-name');
      expect(el.result).to.equal(null);
      // Back to Anna, letter by letter.
      for (const value of ['Be', 'B', '', 'A', 'An', 'Ann', 'Anna']) await typeName(value);
      expect(alertText(el)).to.equal('');
      expect(el.order).to.equal('Anna = Ben = Carla');
      expect(el.button).to.equal('Ben');
      expect(el.result!.totals).to.deep.equal({ Anna: 20, Ben: 50, Carla: 50 });
      expect(el.result!.button).to.equal('Ben');
    });

    it('a name twice in the finishing order is an inline error at the order, not dropped silently', async () => {
      const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
      const el = await fixture<PotCalculator>(html`<pot-calculator
        editable
        players="Anna 20; Ben 50; Carla 50"
        order="Ben > Ben = Carla"
        @error=${(e: CustomEvent<PotCalculatorErrorDetail>) => errors.push(e)}
      ></pot-calculator>`);
      expect(alertText(el)).to.contain('The finishing order names Ben twice');
      expect(root(el).querySelector('.order-input')!.getAttribute('aria-invalid')).to.equal('true');
      expect(errors[0]!.detail).to.deep.include({ code: 'duplicate-name', field: 'order', text: 'Ben' });
      expect(el.result).to.equal(null);
    });

    it('one limit of twelve players: the attribute takes twelve, the editor adds up to twelve and says so; thirteen is an inline error', async () => {
      const twelve = Array.from({ length: 12 }, (_, k) => `P${k + 1} 10`).join('; ');
      const el = await fixture<PotCalculator>(
        html`<pot-calculator editable players=${Array.from({ length: 11 }, (_, k) => `P${k + 1} 10`).join('; ')}></pot-calculator>`,
      );
      root(el).querySelector<HTMLButtonElement>('[part~="add-player"]')!.click();
      await until(() => rows(el).length === 12, 'a twelfth row');
      expect(root(el).querySelector('[part~="add-player"]')).to.not.exist;
      expect(text(root(el).querySelector('[part~="player-limit"]'))).to.equal('12 players at most.');
      el.players = `${twelve}; P13 10` as unknown as [];
      const error = oneEvent(el, 'error') as Promise<CustomEvent<PotCalculatorErrorDetail>>;
      const { detail } = await error;
      expect(detail).to.deep.include({ code: 'too-many-players', field: 'players', text: '13' });
      expect(alertText(el)).to.contain('At most 12 players: 13 given.');
      const attribute = await fixture<PotCalculator>(html`<pot-calculator players=${twelve}></pot-calculator>`);
      expect(attribute.result!.players).to.have.length(12);
    });

    it('T17: picks hole cards and the board with the card picker; a duplicate is impossible there', async () => {
      const el = await fixture<PotCalculator>(
        html`<pot-calculator editable players="Ben 50 Ks; Carla 50 Qs Qd" board="2c 7d 9h Jc 3s"></pot-calculator>`,
      );
      // Ben holds one card: with a full board that is 6 cards, a valid hand; give him his second card.
      const slot = rows(el)[0]!.querySelectorAll<HTMLButtonElement>('[part~="card-slot"]')[1]!;
      expect(text(slot)).to.equal('Ben, card 2: empty card slot. Change');
      slot.click();
      const picker = root(el).querySelector('poker-card-picker')!;
      await until(() => picker.shadowRoot!.querySelector('dialog')!.open, 'picker opens');
      const options = [...picker.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[data-index]')];
      const named = (label: string) => options.find((b) => text(b.querySelector('.sr-only')) === label)!;
      expect(named('Queen of spades (already in play)').getAttribute('aria-disabled')).to.equal('true');
      named('King of diamonds').click();
      await until(() => potsOnScreen(el)[0]?.award === 'Ben wins with a pair of kings', 'Ben wins');
      expect(el.result!.players[0]!.cards).to.deep.equal(['Ks', 'Kd']);
    });
  });

  describe('German', () => {
    it('German words arrive before anything is said: an unnamed player is "Spieler 2" in the message and in the error event', async () => {
      const errors: CustomEvent<PotCalculatorErrorDetail>[] = [];
      const el = await fixture<PotCalculator>(
        html`<pot-calculator lang="de" players="Anna 20; -5" @error=${(e: CustomEvent<PotCalculatorErrorDetail>) => errors.push(e)}></pot-calculator>`,
      );
      expect(alertText(el)).to.equal('Chips von Spieler 2: „-5“ ist negativ. Ein Spieler zahlt 0 Chips oder mehr ein.');
      expect(errors).to.have.length(1);
      expect(errors[0]!.detail).to.deep.include({ player: 'Spieler 2', message: alertText(el) });
    });

    it('T18: lang="de": Hauptpot, Nebenpot, 1.800, the award in German', async () => {
      document.documentElement.lang = 'de';
      const el = await fixture<PotCalculator>(
        html`<pot-calculator players="A 1000 Ks Kd; B 1000 Qs Qd; C 100 all-in As Ad" board="2c 7d 9h Jc 3s"></pot-calculator>`,
      );
      expect(potsOnScreen(el)).to.deep.equal([
        { name: 'Hauptpot', amount: '300', eligible: ['A', 'B', 'C'], award: 'C gewinnt mit einem Paar Asse' },
        { name: 'Nebenpot 1', amount: '1.800', eligible: ['A', 'B'], award: 'A gewinnt mit einem Paar Könige' },
      ]);
      expect(el.result!.awards[0]!.text).to.equal('Nebenpot 1 (1.800): A gewinnt mit einem Paar Könige.');
      expect(text(root(el).querySelector('[part~="copy"]'))).to.equal('Zusammenfassung kopieren');
    });

    it('follows lang on the element, errors too', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator lang="de" players="Anna -20; Ben 50"></pot-calculator>`);
      expect(alertText(el)).to.equal('Chips von Anna: „-20“ ist negativ. Ein Spieler zahlt 0 Chips oder mehr ein.');
      el.setAttribute('players', 'Anna 33 2h 2d; Ben 33 Ac Kd; Carla 33 3s 3h; Dora 1 folded');
      el.setAttribute('board', '5c 6d 7h 8s 9c');
      el.setAttribute('button', 'Carla');
      await el.updateComplete;
      expect(potsOnScreen(el)[0]!.award).to.equal(
        'Anna, Ben und Carla teilen ihn mit einer Straße bis zur Neun, je 33; der übrige Chip geht an Anna, den Ersten von ihnen links vom Button',
      );
    });
  });

  describe('strict Content-Security-Policy', () => {
    it('draws the pots with no inline style attribute (styles go through the CSSOM), editing included', async () => {
      const policy = "default-src 'self'; require-trusted-types-for 'script'";
      const frame = document.createElement('iframe');
      frame.style.width = '900px';
      frame.style.height = '900px';
      frame.srcdoc = `<!doctype html><html lang="en"><head>
        <meta http-equiv="Content-Security-Policy" content="${policy}">
        <script src="/test/csp/record-violations.js"></script>
        <script type="module" src="/src/define/pot-calculator.ts"></script>
        </head><body>
        <pot-calculator players="Anna 20 all-in As Ah; Ben 80 Ks Kd; Carla 50 Qs Qd; Dora 10 folded" board="2c 7d 9h Jc 3s"></pot-calculator>
        <pot-calculator editable players="Anna 20; Ben 50"></pot-calculator>
        </body></html>`;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await loaded;
      const win = frame.contentWindow as Window & typeof globalThis & { cspViolations: unknown[] };
      await win.customElements.whenDefined('pot-calculator');
      const [shown, edited] = [...win.document.querySelectorAll('pot-calculator')] as PotCalculator[];
      await shown!.updateComplete;
      await edited!.updateComplete;
      expect(potsOnScreen(shown!).map((p) => p.amount)).to.deep.equal(['70', '60']);
      edited!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="add-player"]')!.click();
      await edited!.updateComplete;
      expect(potsOnScreen(edited!)).to.have.length(2);
      // The bands got their heights: the grid has a row per band and one for the names.
      expect(win.getComputedStyle(shown!.shadowRoot!.querySelector('.plot')!).gridTemplateRows.split(' ')).to.have.length(4);
      await aTimeout(50);
      expect(win.cspViolations, JSON.stringify(win.cspViolations)).to.deep.equal([]);
      frame.remove();
    });
  });

  describe('layout: every seat visible and readable at any width', () => {
    const TWELVE =
      'Anna 1,000,000,000 all-in Ah Ad; Ben 2,000,000,000 folded; Carla 3,000,000,000 Kc Kd; Dan 3,000,000,000; Eve 500 all-in; ' +
      'Finn 3,000,000,000 folded; Gina 3,000,000,000; Hugo 2,500,000,000 all-in; Ida 3,000,000,000; Jon 3,000,000,000; Kai 100 folded; ' +
      'Maximilian-Alexander 3,000,000,000';
    const TEN = 'Anna 20 all-in; Ben 50; Carla 50 folded; Dan 50; Eve 35 all-in; Finn 50; Gina 50; Hugo 10 folded; Ida 50; Jon 50';
    const BILLIONS = 'Anna 1,000,000,000 all-in; Ben 1,000,000,000; Carla 999,999,999 folded';
    const cases: [string, number, string, string][] = [
      ['twelve players, billions of chips', 900, TWELVE, 'Anna > Hugo > Carla = Dan'],
      ['twelve players, billions of chips', 375, TWELVE, 'Anna > Hugo > Carla = Dan'],
      ['ten players', 375, TEN, 'Jon > Ben'],
      ['ten players', 1280, TEN, 'Jon > Ben'],
      ['three players with 1,000,000,000 chips', 1280, BILLIONS, 'Anna > Ben'],
      ['three players with 1,000,000,000 chips', 375, BILLIONS, 'Anna > Ben'],
    ];
    after(() => atWidth(800));

    /** The seat labels a reader sees (the column chart's or the list's, whichever is shown). */
    const shownSeats = (el: PotCalculator): HTMLElement[] =>
      [...root(el).querySelectorAll<HTMLElement>('[part~="column-label"], [part~="seat"]')].filter(
        (seat) => seat.getClientRects().length > 0,
      );
    /** A word of the text broken over two lines. */
    const brokenWords = (element: Element): string[] => {
      const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim());
      if (!node) return [];
      const out: string[] = [];
      const content = node.textContent!;
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (tops.size > 1) out.push(match[0]);
      }
      return out;
    };

    for (const [label, width, players, order] of cases) {
      it(`T18: ${label} at ${width} px: every seat shown in full, nothing overlapping or leaving the element`, async () => {
        await atWidth(width);
        const el = await fixture<PotCalculator>(html`<pot-calculator players=${players} order=${order}></pot-calculator>`);
        const count = players.split(';').length;
        const seats = shownSeats(el);
        expect(seats, 'one seat label per player').to.have.length(count);
        expect(outsideHost(el)).to.deep.equal([]);
        const pieces =
          '[part~="player-name"], [part~="player-amount"], [part~="badge"], [part~="winnings"], [part~="dealer-button"], [part~="axis-label"], .num';
        expect(overlapping(el, pieces)).to.deep.equal([]);
        for (const seat of seats) {
          const name = seat.querySelector('[part~="player-name"]')!;
          expect(name.getClientRects().length, 'name drawn').to.be.greaterThan(0);
          expect(brokenWords(name), 'no name broken mid-word').to.deep.equal([]);
          for (const piece of seat.querySelectorAll<HTMLElement>('[part~="player-amount"], [part~="badge"], [part~="winnings"], .num')) {
            expect(piece.scrollWidth, `${piece.textContent} not cut`).to.be.at.most(piece.clientWidth + 1);
          }
        }
        // A segment's number is never cut: shown whole, or not at all.
        for (const num of root(el).querySelectorAll<HTMLElement>('.num')) {
          if (num.getClientRects().length === 0) continue;
          const box = num.getBoundingClientRect();
          const segment = num.closest('.segment')!.getBoundingClientRect();
          expect(box.left >= segment.left - 0.5 && box.right <= segment.right + 0.5, `${num.textContent} inside its segment`).to.equal(
            true,
          );
        }
        expect(coveredControls(el)).to.deep.equal([]);
      });
    }
  });

  describe('accessibility (axe)', () => {
    it('is accessible: light, with returned chips, dead money and awards', async () => {
      const el = await fixture(html`<div>
        <pot-calculator players="Anna 20 all-in; Ben 80 Ks Kd; Carla 50 Qs Qd; Dora 10 folded" board="2c 7d 9h Jc 3s"></pot-calculator>
        <pot-calculator players="Anna 20 all-in; Ben 50; Carla 50"></pot-calculator>
      </div>`);
      await aTimeout(0);
      await expect(el).to.be.accessible();
    });

    it('is accessible: dark by attribute, editable, with an error', async () => {
      const el = await fixture(html`<div>
        <pot-calculator theme="dark" editable players="Anna 20 all-in; Ben 50 Ks Kd; Carla 50 Qs Qd" board="2c 7d 9h Jc 3s"></pot-calculator>
        <pot-calculator theme="dark" editable players="Anna -20; Ben 50"></pot-calculator>
      </div>`);
      await aTimeout(0);
      await expect(el).to.be.accessible();
    });

    it('is accessible: dark by prefers-color-scheme, German, editable', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const el = await fixture(html`<div lang="de">
        <pot-calculator editable players="A 1000; B 1000; C 100 all-in; D 50 folded" order="C > A = B"></pot-calculator>
      </div>`);
      await aTimeout(0);
      await expect(el).to.be.accessible();
    });

    for (const lang of ['en', 'de']) {
      it(`is accessible at 375 px, ${lang}: twelve players as a list of bars, editable at the limit, a name twice, zero chips`, async () => {
        await atWidth(375);
        const twelve = Array.from({ length: 12 }, (_, k) => `P${k + 1} ${(k + 1) * 100_000_000}${k % 3 === 0 ? ' folded' : ''}`).join('; ');
        const el = await fixture(html`<div lang=${lang}>
          <pot-calculator editable players=${twelve} order="P12 > P11"></pot-calculator>
          <pot-calculator theme="dark" players="Anna 20; Anna 30"></pot-calculator>
          <pot-calculator players="Anna 0; Ben 0"></pot-calculator>
        </div>`);
        const calculator = el.querySelector<PotCalculator>('pot-calculator')!;
        await until(() => root(calculator).querySelector('[part~="player-limit"]'), 'the editor at the limit');
        if (lang === 'de')
          await until(() => text(root(calculator).querySelector('[part~="player-limit"]')) === 'Höchstens 12 Spieler.', 'German');
        expect(root(calculator).querySelector('[part~="seat-list"]')!.getClientRects().length).to.be.greaterThan(0);
        await expect(el).to.be.accessible();
        await atWidth(800);
      });
    }

    it('is accessible with the summary open and the picker open', async () => {
      const el = await fixture<PotCalculator>(html`<pot-calculator editable players="Anna 20 all-in; Ben 50; Carla 50"></pot-calculator>`);
      root(el).querySelector('details')!.open = true;
      root(el).querySelector<HTMLButtonElement>('[part~="card-slot"]')!.click();
      const picker = root(el).querySelector('poker-card-picker')!;
      await until(() => picker.shadowRoot!.querySelector('dialog')!.open);
      await expect(el).to.be.accessible();
      (picker as unknown as { hide(): void }).hide();
    });
  });
});
