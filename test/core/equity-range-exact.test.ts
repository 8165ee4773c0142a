import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ALL_CARDS, type Card } from '../../src/core/cards.js';
import { evaluate } from '../../src/core/evaluate.js';
import { equity, equityCounter, equityResult, handClass, parseRange, type EquityResult } from '../../src/core/index.js';

// ---- The slow, obvious way: every deal of holdings, every board, each hand by evaluate ----
interface Brute {
  deals: number;
  wins: number[];
  ties: number[];
  shares: number[];
  /** Per player and class: [deals, share]. */
  classes: Map<string, [number, number]>[];
}

function eachCombination<T>(items: readonly T[], k: number, visit: (chosen: readonly T[]) => void): void {
  const chosen: T[] = [];
  const walk = (from: number): void => {
    if (chosen.length === k) return visit(chosen);
    for (let i = from; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
}

function bruteForce(ranges: readonly string[], board: readonly Card[], dead: readonly Card[]): Brute {
  const known = new Set<Card>([...board, ...dead]);
  const holdings = ranges.map((text) => parseRange(text).filter((c) => !known.has(c.cards[0]) && !known.has(c.cards[1])));
  const out: Brute = {
    deals: 0,
    wins: ranges.map(() => 0),
    ties: ranges.map(() => 0),
    shares: ranges.map(() => 0),
    classes: ranges.map(() => new Map()),
  };
  const deal = (p: number, chosen: { cards: [Card, Card]; weight: number }[]): void => {
    if (p === ranges.length) {
      const used = new Set<Card>([...known, ...chosen.flatMap((c) => c.cards)]);
      const weight = chosen.reduce((w, c) => w * c.weight, 1);
      eachCombination(
        ALL_CARDS.filter((c) => !used.has(c)),
        5 - board.length,
        (more) => {
          const values = chosen.map((c) => evaluate([...c.cards, ...board, ...more]).value);
          const best = Math.max(...values);
          const winners = values.filter((v) => v === best).length;
          out.deals += weight;
          values.forEach((v, i) => {
            const cls = handClass(chosen[i].cards);
            const entry = out.classes[i].get(cls) ?? [0, 0];
            entry[0] += weight;
            if (v === best) {
              if (winners === 1) out.wins[i] += weight;
              else out.ties[i] += weight;
              out.shares[i] += weight / winners;
              entry[1] += weight / winners;
            }
            out.classes[i].set(cls, entry);
          });
        },
      );
      return;
    }
    for (const holding of holdings[p]) {
      if (chosen.some((c) => c.cards.includes(holding.cards[0]) || c.cards.includes(holding.cards[1]))) continue;
      deal(p + 1, [...chosen, holding]);
    }
  };
  deal(0, []);
  return out;
}

function expectSame(result: EquityResult, brute: Brute, label: string): void {
  expect(result.exact, label).to.equal(true);
  expect(result.samples, `${label}: deals`).to.be.closeTo(brute.deals, 1e-6 * brute.deals);
  result.hands.forEach((hand, i) => {
    expect(hand.win, `${label}: win ${i}`).to.be.closeTo(brute.wins[i] / brute.deals, 1e-9);
    expect(hand.tie, `${label}: tie ${i}`).to.be.closeTo(brute.ties[i] / brute.deals, 1e-9);
    expect(hand.equity, `${label}: equity ${i}`).to.be.closeTo(brute.shares[i] / brute.deals, 1e-9);
    for (const cls of hand.classes ?? []) {
      const [deals, share] = brute.classes[i].get(cls.label)!;
      expect(cls.equity, `${label}: ${cls.label} of ${i}`).to.be.closeTo(share / deals, 1e-9);
      expect(cls.frequency, `${label}: ${cls.label} frequency`).to.be.closeTo(deals / brute.deals, 1e-9);
    }
    expect(hand.classes?.length ?? 0).to.equal(brute.classes[i].size);
  });
}

const combo = fc
  .tuple(fc.integer({ min: 0, max: 51 }), fc.integer({ min: 0, max: 51 }), fc.constantFrom(':1', ':0.5', ':0.25', '@75'))
  .filter(([a, b]) => a !== b)
  .map(([a, b, w]) => ALL_CARDS[a] + ALL_CARDS[b] + w);

describe('equity: exact range against range', () => {
  it('T17/T18: equals the brute force (every deal, every board, evaluate) on random small spots with weights and dead cards', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...ALL_CARDS], { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 3, max: 4 }),
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.array(combo, { minLength: 1, maxLength: 4 }), { minLength: 3, maxLength: 3 }),
        (cards, boardSize, players, ranges) => {
          const board = cards.slice(0, boardSize) as Card[];
          const dead = cards.slice(boardSize, boardSize + 1) as Card[];
          const texts = ranges.slice(0, players).map((parts) => parts.join(', '));
          const brute = bruteForce(texts, board, dead);
          let result: EquityResult;
          try {
            result = equity({ hands: texts, board, dead, method: 'exact' });
          } catch (error) {
            // No holding left, or no deal of different cards: the brute force finds none either.
            expect(brute.deals).to.equal(0);
            expect((error as { code: string }).code).to.be.oneOf(['empty-range', 'impossible-ranges']);
            return;
          }
          expectSame(result, brute, `${texts.join(' | ')} on ${board.join(' ')} dead ${dead.join(' ')}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('T17: suit symmetry (whole classes on a board of paired suits) counts the same as the brute force', () => {
    for (const [hands, board] of [
      [
        ['AK, QQ', 'JT, 99:0.5'],
        ['2s', '2h', '7s', '7h'],
      ],
      [
        ['AKs, 88', 'KQ', '55@50'],
        ['9s', '9h', '9d', '3c'],
      ],
      [
        ['AA', 'KK'],
        ['Ts', 'Th', '4s', '4h'],
      ],
    ] as [string[], Card[]][]) {
      expectSame(equity({ hands, board, method: 'exact' }), bruteForce(hands, board, []), hands.join(' | '));
    }
  });

  it('T17: QQ+,AKs,AKo against TT+,AQs+,KQs,AQo+ on 2c 7h 9s: 63.130762% (as OMPEval prints it), 1,633,500 deals', () => {
    const result = equity({ hands: ['QQ+, AKs, AKo', 'TT+, AQs+, KQs, AQo+'], board: '2c 7h 9s', method: 'exact' });
    expect(result.samples).to.equal(1_633_500);
    expect((result.hands[0].equity * 100).toFixed(6)).to.equal('63.130762');
    expect(result.hands[0].combos).to.deep.equal({ total: 34, live: 34 });
    const aces = result.hands[0].classes!.find((c) => c.label === 'AA')!;
    expect(aces.frequency).to.be.greaterThan(0);
  });

  it('parts of an exact count (workers) add up to the whole', () => {
    const input = { hands: ['TT+, AQs+', 'random'], board: '2c 7h 9s 5d', method: 'exact' as const };
    const whole = equity(input);
    const parts = [0, 1, 2].map((index) => {
      const counter = equityCounter({ ...input, part: { index, count: 3 } });
      while (!counter.step(1e9));
      return counter.pack();
    });
    const merged = equityCounter(input);
    merged.unpack(parts.reduce((sum, part) => sum.map((x, i) => x + part[i])));
    expect(equityResult(merged).hands.map((h) => h.equity)).to.deep.equal(whole.hands.map((h) => h.equity));
  });

  it('auto samples when the enumeration is too big, with a standard error and a stopping rule', () => {
    const result = equity({ hands: ['random', 'random', 'random'], targetError: 0.004, samples: 1_000_000 });
    expect(result.exact).to.equal(false);
    expect(result.samples).to.be.lessThan(1_000_000);
    for (const hand of result.hands) expect(hand.standardError).to.be.at.most(0.004);
    expect(result.hands[0].classes!.length).to.be.greaterThan(100);
  });
});
