import { expect } from '@open-wc/testing';
import type { HoldemTranslation } from '../../../src/i18n/translation.js';
import { cardsEn } from '../../../src/i18n/cards-en.js';
import en from '../../../src/i18n/en.js';
import { potsEn } from '../../../src/i18n/pots-en.js';
import { slotsOf } from '../../../src/elements/shared/card-slots.js';
import {
  columnChartWidth,
  columnWidth,
  FIT_MAX,
  FIT_MIN,
  fitStep,
  type ColumnText,
} from '../../../src/elements/pot-calculator/internal/chart-fit.js';
import {
  currentLinks,
  playersOf,
  relink,
  withChange,
  withNewPlayer,
  withoutPlayer,
  writeOrder,
} from '../../../src/elements/pot-calculator/internal/edit.js';
import { calculate, totalsInSeatOrder, type CalculatorInput } from '../../../src/elements/pot-calculator/internal/outcome.js';
import { duplicateCards } from '../../../src/elements/pot-calculator/cards.js';
import { showdown } from '../../../src/elements/pot-calculator/showdown.js';
import { flagOf, readOrder, readPlayers, readRows } from '../../../src/elements/pot-calculator/internal/read-input.js';
import { errorMessage } from '../../../src/elements/pot-calculator/internal/errors.js';
import { changeDetail, errorDetail, namer, summaryText, type Terms } from '../../../src/elements/pot-calculator/internal/wording.js';

/** The English terms, as the element's localize controller gives them. */
const english: Partial<HoldemTranslation> = { ...cardsEn, ...en, ...potsEn };
const t: Terms = {
  term: ((key: keyof HoldemTranslation, ...args: unknown[]) => {
    const term = english[key];
    return typeof term === 'function' ? (term as (...a: unknown[]) => string)(...args) : term;
  }) as Terms['term'],
};
const nameOf = (row: { rawName: string; index: number }): string => row.rawName || `Player ${row.index + 1}`;

function input(players: string, options: { board?: string; order?: string; button?: string } = {}): CalculatorInput {
  return {
    rows: readRows(players),
    boardSlots: slotsOf(options.board ?? ''),
    order: readOrder(options.order ?? ''),
    button: options.button ?? '',
  };
}

describe('pot-calculator internals', () => {
  describe('read-input', () => {
    it('reads an entry: name, chips, then flags and hole cards in any order', () => {
      expect(readPlayers('Anna 20 all-in; Ben 50 Ks Kd; Carla: 50 folded')).to.deep.equal([
        { name: 'Anna', contributed: '20', allIn: true },
        { name: 'Ben', contributed: '50', cards: ['Ks', 'Kd'] },
        { name: 'Carla', contributed: '50', folded: true },
      ]);
    });

    it('reads "all in", flags before the amount, a name after the amount, German flags', () => {
      expect(readPlayers('Anna All In 1,000; (folded) Ben 30; 20 Carla; Dora 10 gefoldet')).to.deep.equal([
        { name: 'Anna', contributed: '1,000', allIn: true },
        { name: 'Ben', contributed: '30', folded: true },
        { name: 'Carla', contributed: '20' },
        { name: 'Dora', contributed: '10', folded: true },
      ]);
      expect([flagOf('(all_in)'), flagOf('Folds'), flagOf('Anna')]).to.deep.equal(['all-in', 'folded', null]);
    });

    it('a card that looks like a number is a card, not the amount', () => {
      expect(readPlayers('Anna 2h 2d 40')).to.deep.equal([{ name: 'Anna 2h 2d', contributed: '40' }]);
      expect(readPlayers('Anna: 2h 2d 40')).to.deep.equal([{ name: 'Anna', contributed: '40', cards: ['2h', '2d'] }]);
    });

    it('rows keep the text as given and the chips as a number or a problem code; back to players unchanged', () => {
      const rows = readRows([
        { name: '  Anna  Maria ', contributed: '1.000', cards: 'As Ah' },
        { contributed: -5, folded: true },
      ]);
      expect(
        rows.map(({ id, rawName, amountText, amount, amountCode, folded }) => ({ id, rawName, amountText, amount, amountCode, folded })),
      ).to.deep.equal([
        { id: 'seat-0', rawName: 'Anna Maria', amountText: '1.000', amount: 1000, amountCode: null, folded: false },
        { id: 'seat-1', rawName: '', amountText: '-5', amount: null, amountCode: 'negative-amount', folded: true },
      ]);
      expect(playersOf(rows)).to.deep.equal([
        { name: 'Anna Maria', contributed: '1.000', cards: ['As', 'Ah'] },
        { name: '', contributed: '-5', folded: true },
      ]);
    });

    it('reads and writes a finishing order, best first, = for a tie', () => {
      expect(readOrder('Ben > Carla = Anna')).to.deep.equal([['Ben'], ['Carla', 'Anna']]);
      expect(readOrder(['Ben', ['Carla', 'Anna']])).to.deep.equal([['Ben'], ['Carla', 'Anna']]);
      expect(readOrder(' > = ')).to.deep.equal([]);
      expect(writeOrder([['Ben'], ['Carla', 'Anna']])).to.equal('Ben > Carla = Anna');
    });
  });

  describe('outcome: core decides the pots (T9, T10, T18, T19)', () => {
    it('T18: Anna all-in 20, Ben and Carla 50 each → main pot 60, side pot 60; open while nobody shows', () => {
      const { problems, outcome } = calculate(input('Anna 20 all-in; Ben 50; Carla 50'), nameOf);
      expect(problems).to.deep.equal([]);
      expect(outcome!.pots.pots).to.deep.equal([
        { amount: 60, eligible: ['seat-0', 'seat-1', 'seat-2'] },
        { amount: 60, eligible: ['seat-1', 'seat-2'] },
      ]);
      expect(outcome!.awards).to.equal(null);
      expect(outcome!.button).to.equal('seat-2');
    });

    it('T10: uncalled chips go back; T17 cards decide each pot', () => {
      const given = input('Anna 20 all-in 9s 9c; Ben 80 Qs Qd; Carla 50 Js Jd', { board: 'Kh 9d 7c 4s 2h' });
      // Without the showdown and the cards' check (the parts the element fetches on use) nothing is decided yet.
      expect(calculate(given, nameOf)).to.deep.equal({ problems: [], outcome: null, needsCards: true, needsShowdown: true });
      expect(calculate(given, nameOf, undefined, duplicateCards)).to.deep.equal({ problems: [], outcome: null, needsShowdown: true });
      expect(calculate(given, nameOf, showdown)).to.deep.equal({ problems: [], outcome: null, needsCards: true });
      const { outcome } = calculate(given, nameOf, showdown, duplicateCards);
      expect(outcome!.pots.returned).to.deep.equal([{ seat: 'seat-1', amount: 30 }]);
      expect(outcome!.decidedBy).to.equal('cards');
      expect(totalsInSeatOrder(outcome!)).to.deep.equal([
        ['seat-0', 60],
        ['seat-1', 60],
      ]);
    });

    it('T19: the button (named in any case) decides the odd chip', () => {
      const { outcome } = calculate(input('A 33; B 33; C 33; D 2 folded', { order: 'A = B = C', button: 'b' }), nameOf);
      expect(outcome!.awards!.awards[0]!.shares).to.deep.equal([
        { seat: 'seat-2', amount: 34 },
        { seat: 'seat-0', amount: 34 },
        { seat: 'seat-1', amount: 33 },
      ]);
    });

    it('collects every problem of shape at once, with the field to mark', () => {
      const { problems, outcome } = calculate(
        input('Anna -20; anna 5o; Carla 2.5 all-in folded Zz', { button: 'Zoe', order: 'Dan' }),
        nameOf,
      );
      expect(outcome).to.equal(null);
      expect(problems.map((p) => [p.code, p.input, p.row ?? null])).to.deep.equal([
        ['negative-amount', 'chips', 0],
        ['not-a-number', 'chips', 1],
        ['not-a-whole-number', 'chips', 2],
        ['duplicate-name', 'name', 1],
        ['invalid-input', 'status', 2],
        ['unknown-card', 'cards', 2],
        ['unknown-player', 'button', null],
        ['unknown-player', 'order', null],
      ]);
    });

    it('T1: a card dealt twice names both places', () => {
      const given = input('Ben 50 Ks Kd; Carla 50 Qs Qd', { board: 'Ks 7d 9h' });
      // The check comes with the cards (cards.ts): until then the element waits for it (and the showdown: the cards decide).
      expect(calculate(given, nameOf)).to.deep.equal({ problems: [], outcome: null, needsCards: true, needsShowdown: true });
      const { problems } = calculate(given, nameOf, showdown, duplicateCards);
      expect(problems).to.deep.equal([
        {
          code: 'duplicate-card',
          field: { kind: 'cards', player: 'Ben' },
          text: 'Ks',
          places: [{ kind: 'board' }, { kind: 'cards', player: 'Ben' }],
          input: 'cards',
          row: 0,
        },
      ]);
    });

    it('T18: everyone folded; a contested pot nobody shows while others do', () => {
      expect(calculate(input('Anna 20 folded; Ben 50 folded'), nameOf).problems[0]).to.include({ kind: 'everyone-folded' });
      const [problem] = calculate(input('Anna 20 all-in; Ben 50; Carla 50', { order: 'Anna' }), nameOf).problems;
      expect(problem).to.deep.include({ kind: 'no-showdown', potIndex: 1, names: ['Ben', 'Carla'], input: 'order' });
    });

    it('no players: no outcome and no problem', () => {
      expect(calculate(input(''), nameOf)).to.deep.equal({ problems: [], outcome: null });
    });
  });

  describe('wording', () => {
    it('names the field first in every message, and the card by name', () => {
      const { problems } = calculate(input('Anna -20; Ben 50 Zz'), nameOf);
      expect(problems.map((problem) => errorMessage(t, problem))).to.deep.equal([
        'Anna’s chips: “-20” is negative. A player puts in 0 chips or more.',
        'Ben’s cards: “Zz” is not a card. Write a rank (2–9, T or 10, J, Q, K, A) and a suit (s, h, d, c), e.g. As or 10d.',
      ]);
      expect(errorDetail(problems[0]!, errorMessage(t, problems[0]!))).to.deep.equal({
        code: 'negative-amount',
        message: 'Anna’s chips: “-20” is negative. A player puts in 0 chips or more.',
        text: '-20',
        field: 'chips',
        player: 'Anna',
      });
    });

    it('T18, T19: the change detail and the summary, in seat names', () => {
      const { outcome } = calculate(
        input('Anna 20 all-in; Ben 80 Ks Kd; Carla 50 Qs Qd', { board: '2c 7d 9h Jc 3s' }),
        nameOf,
        showdown,
        duplicateCards,
      );
      const names = namer(t, outcome!.rows);
      const detail = changeDetail(t, outcome!, names);
      expect(detail.awards.map((award) => award.text)).to.deep.equal([
        'Side pot 1 (60): Ben wins with a pair of kings.',
        'Main pot (60): Ben wins with a pair of kings.',
      ]);
      expect(detail.awards[0]!.hand).to.deep.equal({ category: 'one-pair', description: 'Pair of kings' });
      expect(detail.totals).to.deep.equal({ Ben: 120 });
      expect(summaryText(t, outcome!, names)).to.equal(detail.summary);
      expect(detail.summary.split('\n')[0]).to.equal('Anna 20 (all-in), Ben 80, Carla 50 (button)');
    });
  });

  describe('edit', () => {
    const rows = readRows('Anna 20; Ben 50 Ks Kd; Carla 50');

    it('the button and the order follow a renamed player, and drop a removed one', () => {
      const links = currentLinks({ button: 'anna', order: 'Anna > Ben = Carla' }, rows, nameOf, null);
      expect(relink(links, ['Annika', 'Ben', 'Carla'])).to.deep.include({ button: 'Annika', order: 'Annika > Ben = Carla' });
      const removed = relink(currentLinks({ button: 'Carla', order: 'Anna > Ben = Carla' }, rows, nameOf, null), ['Ben', 'Carla'], 0);
      expect(removed.order).to.equal('Ben = Carla');
      expect(removed.button).to.equal(undefined);
      // A name that is no player's stays as written; nothing to write, nothing changes.
      const unknown = relink(currentLinks({ button: '', order: 'Zed' }, rows, nameOf, null), ['Annika', 'Ben', 'Carla']);
      expect(unknown.order).to.equal(undefined);
      expect(unknown.button).to.equal(undefined);
    });

    it('renaming Anna to Ben and back keeps the order and the button by player (links kept between edits)', () => {
      const input = { button: 'Ben', order: 'Anna = Ben = Carla' };
      let links = currentLinks(input, rows, nameOf, null);
      let step = relink(links, ['Ben', 'Ben', 'Carla']);
      expect(step.order).to.equal('Ben = Ben = Carla');
      expect(step.button).to.equal(undefined);
      // The element now holds what was written, the players' names too: the kept links stand.
      const renamed = readRows('Ben 20; Ben 50 Ks Kd; Carla 50');
      links = currentLinks({ button: 'Ben', order: step.order! }, renamed, nameOf, step.links);
      expect(links).to.equal(step.links);
      step = relink(links, ['Anna', 'Ben', 'Carla']);
      expect(step.order).to.equal('Anna = Ben = Carla');
      expect(step.links.buttonRef).to.equal(1);
      // Read from the names instead, the first Ben would have taken both places.
      expect(currentLinks({ button: 'Ben', order: 'Ben = Ben = Carla' }, renamed, nameOf, null).orderRefs).to.deep.equal([[0, 0, 2]]);
    });

    it('a new player calls the most anyone put in; a change and a removal keep the rest as given', () => {
      expect(withNewPlayer(rows).at(-1)).to.deep.equal({ name: '', contributed: '50' });
      expect(withChange(rows, 1, { folded: true })[1]).to.deep.equal({ name: 'Ben', contributed: '50', cards: ['Ks', 'Kd'], folded: true });
      expect(withoutPlayer(rows, 0).map((player) => player.name)).to.deep.equal(['Ben', 'Carla']);
    });
  });
});

describe('pot-calculator internal: chart-fit', () => {
  const column = (amount: string, extra: Partial<ColumnText> = {}): ColumnText => ({
    name: 'Anna',
    amount,
    numbers: [amount],
    hasCards: false,
    hasButton: false,
    ...extra,
  });

  it('a column is as wide as its widest label: 1,000,000,000 chips need more than 20', () => {
    expect(columnWidth(column('1,000,000,000'))).to.be.greaterThan(columnWidth(column('20')));
    expect(columnWidth(column('20', { name: 'Maximilian-Alexander' }))).to.be.greaterThan(columnWidth(column('20')));
    expect(columnWidth(column('20', { hasCards: true }))).to.be.greaterThan(columnWidth(column('20')));
  });

  it('twelve columns of billions need more than a 900 px panel; three small ones fit a phone-sized step', () => {
    const axis = [{ name: 'Main pot', amount: '26,500,000,600' }];
    const twelve = columnChartWidth(
      Array.from({ length: 12 }, () => column('3,000,000,000')),
      axis,
    );
    expect(twelve * 16).to.be.greaterThan(900);
    expect(fitStep(columnChartWidth([column('20'), column('50'), column('50')], [{ name: 'Main pot', amount: '60' }]))).to.be.at.most(24);
  });

  it('the step is a multiple of FIT_STEP between FIT_MIN and FIT_MAX', () => {
    expect(fitStep(0)).to.equal(FIT_MIN);
    expect(fitStep(1e6)).to.equal(FIT_MAX);
    expect(fitStep(37.1)).to.equal(40);
    expect(fitStep(40)).to.equal(40);
  });
});
