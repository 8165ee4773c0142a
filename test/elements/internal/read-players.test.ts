import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { entriesOf, looksLikeAmount, normalName, readChips, readPlayerEntry, sameName } from '../../../src/elements/shared/read-players.js';

describe('shared/read-players', () => {
  describe('readChips: chips as authors write them', () => {
    it('reads whole numbers, thousands separators and spaces inside a number', () => {
      expect(readChips('20')).to.deep.equal({ value: 20 });
      expect(readChips(' 1,000 ')).to.deep.equal({ value: 1000 });
      expect(readChips('1.000')).to.deep.equal({ value: 1000 });
      expect(readChips('1 000 000')).to.deep.equal({ value: 1_000_000 });
      expect(readChips('1\u202f000')).to.deep.equal({ value: 1000 });
      expect(readChips("1'000")).to.deep.equal({ value: 1000 });
      expect(readChips('+5')).to.deep.equal({ value: 5 });
      expect(readChips('-0')).to.deep.equal({ value: 0 });
      expect(Object.is((readChips('-0') as { value: number }).value, 0)).to.equal(true);
      expect(readChips(0)).to.deep.equal({ value: 0 });
      expect(readChips(1500)).to.deep.equal({ value: 1500 });
    });

    it('says why an amount is not a number of chips, with the text as given', () => {
      expect(readChips('')).to.deep.equal({ code: 'missing-amount', text: '' });
      expect(readChips(undefined)).to.deep.equal({ code: 'missing-amount', text: '' });
      expect(readChips(null)).to.deep.equal({ code: 'missing-amount', text: '' });
      expect(readChips('5o')).to.deep.equal({ code: 'not-a-number', text: '5o' });
      expect(readChips(' -20 ')).to.deep.equal({ code: 'negative-amount', text: '-20' });
      expect(readChips('−20')).to.deep.equal({ code: 'negative-amount', text: '−20' });
      expect(readChips('2.5')).to.deep.equal({ code: 'not-a-whole-number', text: '2.5' });
      expect(readChips('2,5')).to.deep.equal({ code: 'not-a-whole-number', text: '2,5' });
      expect(readChips('1e3')).to.deep.equal({ code: 'not-a-number', text: '1e3' });
      expect(readChips('99999999999999999999')).to.deep.equal({ code: 'not-a-number', text: '99999999999999999999' });
      expect(readChips(-1)).to.deep.equal({ code: 'negative-amount', text: '-1' });
      expect(readChips(2.5)).to.deep.equal({ code: 'not-a-whole-number', text: '2.5' });
      expect(readChips(Number.NaN)).to.deep.equal({ code: 'not-a-number', text: 'NaN' });
      expect(readChips(Number.POSITIVE_INFINITY)).to.deep.equal({ code: 'not-a-number', text: 'Infinity' });
    });

    it('reads every safe whole number back, written plainly or grouped by thousands', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom('', ',', '.', ' '), (chips, separator) => {
          const grouped = String(chips).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
          expect(readChips(grouped)).to.deep.equal({ value: chips });
          expect(readChips(chips)).to.deep.equal({ value: chips });
        }),
      );
    });
  });

  describe('names and entries', () => {
    it('compares names without case or extra spaces', () => {
      expect(normalName('  Anna   Maria ')).to.equal('Anna Maria');
      expect(sameName('anna maria', ' Anna  Maria')).to.equal(true);
      expect(sameName('Anna', 'Ann')).to.equal(false);
    });

    it('splits an attribute into entries on ; and new lines', () => {
      expect(entriesOf('Anna 20; Ben 50\nCarla 50;; ')).to.deep.equal(['Anna 20', 'Ben 50', 'Carla 50']);
      expect(entriesOf(null)).to.deep.equal([]);
    });

    it('knows an amount when a token starts like a number', () => {
      expect(['20', '-5', '−5', '2.5', '1,000', '.5'].every(looksLikeAmount)).to.equal(true);
      expect(['Anna', 'all-in', '-', '.'].some(looksLikeAmount)).to.equal(false);
    });
  });

  describe('readPlayerEntry', () => {
    it('takes the name before the amount and the words after it', () => {
      expect(readPlayerEntry('Anna Maria 20 Ks Kd')).to.deep.equal({ name: 'Anna Maria', amount: '20', words: ['Ks', 'Kd'] });
    });

    it('a colon ends the name, so a name may hold a number', () => {
      expect(readPlayerEntry('Player 2: 50 folded')).to.deep.equal({ name: 'Player 2', amount: '50', words: ['folded'] });
      expect(readPlayerEntry('  Carla :  5,000 ')).to.deep.equal({ name: 'Carla', amount: '5,000', words: [] });
    });

    it('keywords are never part of the name, wherever they stand', () => {
      const isKeyword = (token: string): boolean => token === 'all-in';
      expect(readPlayerEntry('Anna all-in 20 As', { isKeyword })).to.deep.equal({ name: 'Anna', amount: '20', words: ['all-in', 'As'] });
    });

    it('takes the first amount, or the last (a stack after the kind of player)', () => {
      expect(readPlayerEntry('Ben 10 20')).to.deep.equal({ name: 'Ben', amount: '10', words: ['20'] });
      expect(readPlayerEntry('Ben reasonable 1000', { amountAt: 'last' })).to.deep.equal({
        name: 'Ben reasonable',
        amount: '1000',
        words: [],
      });
      expect(readPlayerEntry('Ben 10 reasonable 20', { amountAt: 'last' })).to.deep.equal({
        name: 'Ben 10 reasonable',
        amount: '20',
        words: [],
      });
    });

    it('an entry without an amount is all name', () => {
      expect(readPlayerEntry('Dora')).to.deep.equal({ name: 'Dora', amount: '', words: [] });
      expect(readPlayerEntry('Dora: folded', { isKeyword: (token) => token === 'folded' })).to.deep.equal({
        name: 'Dora',
        amount: '',
        words: ['folded'],
      });
    });

    it('a caller decides what an amount is: cards like 2h are not', () => {
      const isAmount = (token: string): boolean => looksLikeAmount(token) && !/^\d[shdc]$/i.test(token);
      expect(readPlayerEntry('Anna 2h 2d 40', { isAmount })).to.deep.equal({ name: 'Anna 2h 2d', amount: '40', words: [] });
      expect(readPlayerEntry('Anna: 2h 2d 40', { isAmount })).to.deep.equal({ name: 'Anna', amount: '40', words: ['2h', '2d'] });
    });
  });
});
