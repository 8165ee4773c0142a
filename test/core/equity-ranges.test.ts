import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ALL_CARDS } from '../../src/core/cards.js';
import { HAND_CLASS_GRID, InvalidRangeError, classHoldings, formatRange, handClass, parseRange, rangeGrid } from '../../src/core/index.js';

const count = (text: string): number => parseRange(text).length;

describe('ranges', () => {
  it('T1: reads the usual notation into combos', () => {
    expect(count('AKs')).to.equal(4);
    expect(count('AKo')).to.equal(12);
    expect(count('AK')).to.equal(16);
    expect(count('TT')).to.equal(6);
    expect(count('TT+')).to.equal(30);
    expect(count('A9s+')).to.equal(5 * 4);
    expect(count('A5s-A2s')).to.equal(16);
    expect(count('22-55')).to.equal(24);
    expect(count('55-22')).to.equal(24);
    expect(count('KQo, KQs')).to.equal(16);
    expect(count('random')).to.equal(1326);
    expect(count('AhKh')).to.equal(1);
    expect(count('akS, A10s')).to.equal(4 + 4);
    expect(parseRange('AKs:0.5').map((c) => c.weight)).to.deep.equal([0.5, 0.5, 0.5, 0.5]);
    expect(parseRange('AsAh')).to.deep.equal([{ cards: ['As', 'Ah'], weight: 1 }]);
  });

  it('a later part overrides an earlier weight', () => {
    expect(parseRange('AA, AsAh:0.25').find((c) => c.cards.join('') === 'AsAh')?.weight).to.equal(0.25);
  });

  it('writes ranges in the shortest usual form', () => {
    expect(formatRange(parseRange('QQ+, AKs, AKo'))).to.equal('QQ+, AK');
    expect(formatRange(parseRange('22, 33, 44, 55'))).to.equal('55-22');
    expect(formatRange(parseRange('A2s, A3s, A4s, A5s'))).to.equal('A5s-A2s');
    expect(formatRange(parseRange('KQs, KJs, KTs'))).to.equal('KTs+');
    expect(formatRange(parseRange('random:0.5'))).to.equal('random:0.5');
    expect(formatRange(parseRange('AA:0.5, AsAh'))).to.equal('AsAh, AsAd:0.5, AsAc:0.5, AhAd:0.5, AhAc:0.5, AdAc:0.5');
  });

  it('round trip: parse(format(r)) is r for random ranges of classes, combos and weights', () => {
    const part = fc.oneof(
      fc.record({ label: fc.constantFrom(...HAND_CLASS_GRID), weight: fc.constantFrom(1, 0.5, 0.25, 0.125) }),
      fc.record({
        label: fc
          .tuple(fc.integer({ min: 0, max: 51 }), fc.integer({ min: 0, max: 51 }))
          .filter(([a, b]) => a !== b)
          .map(([a, b]) => ALL_CARDS[a] + ALL_CARDS[b]),
        weight: fc.constantFrom(1, 0.75, 0.3),
      }),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 40 }), (parts) => {
        const text = parts.map((p) => (p.weight === 1 ? p.label : `${p.label}:${p.weight}`)).join(', ');
        const range = parseRange(text);
        const written = formatRange(range);
        expect(parseRange(written), written).to.deep.equal(range);
        expect(formatRange(parseRange(written))).to.equal(written);
      }),
      { numRuns: 300 },
    );
  });

  it('classes and the grid', () => {
    expect(HAND_CLASS_GRID.length).to.equal(169);
    expect(HAND_CLASS_GRID.slice(0, 3)).to.deep.equal(['AA', 'AKs', 'AQs']);
    expect(HAND_CLASS_GRID[13]).to.equal('AKo');
    expect(HAND_CLASS_GRID[168]).to.equal('22');
    expect(handClass(['Kd', 'As'])).to.equal('AKo');
    expect(handClass(['7h', '7c'])).to.equal('77');
    expect(classHoldings('AKs').length).to.equal(4);
    const grid = rangeGrid('AKs, AsKd:0.5');
    expect(grid[1]).to.deep.equal({ label: 'AKs', weight: 1, share: 1 });
    expect(grid[13]).to.deep.equal({ label: 'AKo', weight: 0.5, share: 1 / 12 });
  });

  it('refuses what it cannot read, naming the part', () => {
    for (const bad of ['AKx', 'AA+s', 'AKs-QJs', 'AKs:2', 'AKs:0', 'AsAs', 'AAs', 'TT-AKs', 'hello']) {
      expect(() => parseRange(bad), bad)
        .to.throw(InvalidRangeError)
        .with.property('code', 'invalid-range');
    }
    try {
      parseRange('QQ+, AKq');
    } catch (error) {
      expect((error as InvalidRangeError).token).to.equal('AKq');
    }
  });
});
