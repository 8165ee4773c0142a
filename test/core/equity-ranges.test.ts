import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ALL_CARDS } from '../../src/core/cards.js';
import {
  HAND_CLASS_GRID,
  HAND_ORDER,
  InvalidRangeError,
  classHoldings,
  formatRange,
  handClass,
  parseRange,
  rangeCombos,
  rangeGrid,
} from '../../src/core/index.js';

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

  it('percent ranges follow HAND_ORDER (equity against a random hand): top 15% is the best classes nearest 199 combos', () => {
    expect(HAND_ORDER.length).to.equal(169);
    expect(new Set(HAND_ORDER).size).to.equal(169);
    expect(HAND_ORDER.slice(0, 5)).to.deep.equal(['AA', 'KK', 'QQ', 'JJ', 'TT']);
    expect(HAND_ORDER[168]).to.equal('32o');
    const top15 = parseRange('top 15%');
    expect(Math.abs(top15.length - 0.15 * 1326)).to.be.at.most(6);
    expect(parseRange('15%')).to.deep.equal(top15);
    expect(parseRange('Top 15%')).to.deep.equal(top15);
    expect(count('100%')).to.equal(1326);
    // A span: the classes after the best 5% up to the best 20%.
    const band = parseRange('5-20%');
    expect(band.length + count('top 5%')).to.equal(count('top 20%'));
    expect(band.some((c) => handClass(c.cards) === 'AA')).to.equal(false);
    expect(parseRange('top 10%@50').every((c) => c.weight === 0.5)).to.equal(true);
  });

  it('weights as EquiLab and OMPEval write them: AA-KK@50, AKs:0.5, AKs:50%; any two', () => {
    expect(parseRange('AA-KK@50')).to.deep.equal(parseRange('AA:0.5, KK:0.5'));
    expect(parseRange('AKs:50%')).to.deep.equal(parseRange('AKs:0.5'));
    expect(count('any two')).to.equal(1326);
    expect(count('any2')).to.equal(1326);
  });

  it('counts combos with card removal: "15 of 22 combos"', () => {
    // AA (6) + AKs (4) + KK (6) + AhKd (1) + QQ:0.5 (3 by weight) = 20; the Ah and the Kd take 3 AA, 2 AKs (AhKh, AdKd), 3 KK and AhKd.
    expect(rangeCombos('AA, AKs, KK, AhKd, QQ:0.5', ['Ah', 'Kd'])).to.deep.equal({ total: 20, live: 11 });
    expect(rangeCombos('random', ['2c', '3c'])).to.deep.equal({ total: 1326, live: 1225 });
  });

  it('refuses a bad range with the position and the reason', () => {
    const cases: [string, string, number, string][] = [
      ['QQ+, AKq', 'AKq', 5, 'unreadable'],
      ['AA AsAs', 'AsAs', 3, 'same-card'],
      ['TT+,AAs', 'AAs', 4, 'pair-suited'],
      ['KK, AKs-AQo', 'AKs-AQo', 4, 'span-ends'],
      ['AKs:2', 'AKs:2', 0, 'weight'],
      ['AA@0', 'AA@0', 0, 'weight'],
      ['QQ, top 120%', 'top120%', 4, 'percent'],
      ['20-5%', '20-5%', 0, 'percent'],
    ];
    for (const [text, token, position, problem] of cases) {
      try {
        parseRange(text);
        expect.fail(`${text} was read`);
      } catch (error) {
        expect(error, text).to.be.instanceOf(InvalidRangeError);
        const e = error as InvalidRangeError;
        expect([e.token, e.position, e.problem], text).to.deep.equal([token, position, problem]);
      }
    }
  });

  it('round trip: every written form (percent, @, :, %) reads back to the same weights once formatted', () => {
    const part = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 100 }), fc.constantFrom('', '@50', ':0.25')).map(([p, w]) => `top ${p}%${w}`),
      fc
        .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 40 }))
        .map(([low, span]) => `${low}-${Math.min(100, low + span)}%`),
      fc.tuple(fc.constantFrom(...HAND_CLASS_GRID), fc.constantFrom('', '@25', ':0.5', ':75%')).map(([label, w]) => label + w),
      fc.constantFrom('AA-KK@50', 'A5s-A2s', '22+', 'KQo+:0.5', 'random:0.125', 'AhKh'),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 12 }), (parts) => {
        const range = parseRange(parts.join(', '));
        const written = formatRange(range);
        expect(parseRange(written), written).to.deep.equal(range);
      }),
      { numRuns: 200 },
    );
  });
});
