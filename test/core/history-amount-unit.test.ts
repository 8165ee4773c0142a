import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { amountText, currentAmountUnit, formatAmount, wordedIn, type AmountUnit } from '../../src/i18n/amount-unit.js';

const USD: AmountUnit = { decimals: 2, currency: 'USD', symbol: '$' };
const wholeEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
/** Intl writes a no-break space between a German amount and its currency sign. */
const spaces = (text: string): string => text.replace(/\u00a0/g, ' ');

describe('amounts of a hand history in its unit (i18n/amount-unit)', () => {
  it('dollars and cents: $247.15 in English, 247,15 $ in German (Intl’s currency format)', () => {
    expect(formatAmount('en', 24715, USD)).to.equal('$247.15');
    expect(spaces(formatAmount('de', 24715, USD))).to.equal('247,15 $');
    expect(formatAmount('en', 5, USD)).to.equal('$0.05');
    expect(formatAmount('en', 2_000_000, USD)).to.equal('$20,000.00');
    expect(spaces(formatAmount('de', 2_000_000, USD))).to.equal('20.000,00 $');
  });

  it('a symbol without a code, a code without a symbol, a unit that is no currency, none at all', () => {
    expect(formatAmount('en', 150, { decimals: 2, symbol: '€' })).to.equal('€1.50');
    expect(spaces(formatAmount('de', 150, { decimals: 2, symbol: '€' }))).to.equal('1,50 €');
    expect(formatAmount('en', 150, { decimals: 2, currency: 'gbp' })).to.equal('£1.50');
    expect(formatAmount('en', 150, { decimals: 2, symbol: 'T$' })).to.equal('T$1.50');
    expect(formatAmount('en', 150, { decimals: 2, currency: 'chips' })).to.equal('1.50 chips');
    expect(formatAmount('en', 24715, { decimals: 1 })).to.equal('2,471.5');
    expect(formatAmount('de', 24715, { decimals: 1 })).to.equal('2.471,5');
  });

  it('terms write whole chips unless they are worded in a unit; the unit holds for that call only', () => {
    expect(amountText('en', wholeEn, 24715)).to.equal('24,715');
    expect(wordedIn(USD, () => amountText('en', wholeEn, 24715))).to.equal('$247.15');
    expect(currentAmountUnit()).to.equal(null);
    expect(() =>
      wordedIn(USD, () => {
        throw new Error('a term that fails');
      }),
    ).to.throw('a term that fails');
    expect(currentAmountUnit()).to.equal(null);
    expect(wordedIn(USD, () => wordedIn(null, () => amountText('en', wholeEn, 5)))).to.equal('5');
  });

  it('T8: every amount reads back to the same whole number of chips (no binary fraction drifts)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.integer({ min: 0, max: 4 }), (chips, decimals) => {
        const text = formatAmount('en', chips, { decimals });
        const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
        expect(fraction.length).to.equal(decimals);
        expect(Number(whole + fraction)).to.equal(chips);
      }),
      { numRuns: 500 },
    );
  });
});
