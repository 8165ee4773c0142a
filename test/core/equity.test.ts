import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ALL_CARDS, cardCode, type Card } from '../../src/core/cards.js';
import { HoldemError } from '../../src/core/errors.js';
import { evaluate } from '../../src/core/evaluate.js';
import { rank7 } from '../../src/core/rank.js';
import { equity, equityCounter, equityResult, outs, parseRange, type EquityResult } from '../../src/core/index.js';

// ---- An independent brute force: every board by plain recursion, every hand by evaluate ----
interface Brute {
  boards: number;
  wins: number[];
  ties: number[];
  /** Expected share of the pot, summed as 1/t per split of t (divided by boards at the end). */
  shares: number[];
}

/** Calls `visit` with every set of `k` items (plain recursion, one array reused). */
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

function bruteForce(hands: readonly Card[][], board: readonly Card[], dead: readonly Card[], value: (cards: Card[]) => number): Brute {
  const seen = new Set<Card>([...hands.flat(), ...board, ...dead]);
  const deck = ALL_CARDS.filter((c) => !seen.has(c));
  const result: Brute = { boards: 0, wins: hands.map(() => 0), ties: hands.map(() => 0), shares: hands.map(() => 0) };
  eachCombination(deck, 5 - board.length, (more) => {
    const full = [...board, ...more];
    const values = hands.map((hand) => value([...hand, ...full]));
    const best = Math.max(...values);
    const winners = values.flatMap((v, i) => (v === best ? [i] : []));
    result.boards++;
    for (const i of winners) {
      if (winners.length === 1) result.wins[i]++;
      else result.ties[i]++;
      result.shares[i] += 1 / winners.length;
    }
  });
  return result;
}

const byEvaluate = (cards: Card[]): number => evaluate(cards).value;

function expectSame(result: EquityResult, brute: Brute): void {
  expect(result.exact).to.equal(true);
  expect(result.samples).to.equal(brute.boards);
  result.hands.forEach((hand, i) => {
    expect(hand.wins, `wins of hand ${i}`).to.equal(brute.wins[i]);
    expect(hand.ties, `ties of hand ${i}`).to.equal(brute.ties[i]);
    expect(hand.win).to.equal(brute.wins[i] / brute.boards);
    expect(hand.equity).to.be.closeTo(brute.shares[i] / brute.boards, 1e-12);
  });
}

const cards = (text: string): Card[] => text.split(' ').filter(Boolean) as Card[];

describe('equity: exact', () => {
  it('T17/T18: equals a brute-force enumeration (evaluate) for hundreds of random spots', () => {
    const spot = fc
      .record({
        players: fc.integer({ min: 2, max: 5 }),
        board: fc.constantFrom(3, 4, 4, 5),
        dead: fc.integer({ min: 0, max: 3 }),
        order: fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }),
      })
      .map(({ players, board, dead, order }) => ({
        hands: Array.from({ length: players }, (_, p) => order.slice(2 * p, 2 * p + 2)),
        board: order.slice(2 * players, 2 * players + board),
        dead: order.slice(2 * players + board, 2 * players + board + dead),
      }));
    fc.assert(
      fc.property(spot, ({ hands, board, dead }) => {
        expectSame(equity({ hands, board, dead }), bruteForce(hands, board, dead, byEvaluate));
      }),
      { numRuns: 200 },
    );
  });

  it('T18: a three-way split gives each hand a third of that board', () => {
    // Board A-K-Q-J-T: everyone plays the broadway straight and the river board splits three ways.
    const r = equity({ hands: ['2c 3d', '4c 5d', '6c 7d'], board: 'As Kh Qd Jc Ts' });
    expect(r.samples).to.equal(1);
    for (const hand of r.hands) {
      expect(hand).to.include({ win: 0, tie: 1, wins: 0, ties: 1 });
      expect(hand.equity).to.equal(1 / 3);
    }
  });

  it('T17: AA against KK before the flop, all 1,712,304 boards, as the brute force counts them', () => {
    const hands = [cards('As Ah'), cards('Ks Kh')];
    const value = (c: Card[]): number => rank7(...(c.map(cardCode) as [number, number, number, number, number, number, number]));
    const brute = bruteForce(hands, [], [], value);
    expect(brute.boards).to.equal(1_712_304);
    // Counted once by the brute force above; written down so a change in either shows.
    expect(brute.wins).to.deep.equal([1_410_336, 292_660]);
    expect(brute.ties).to.deep.equal([9_308, 9_308]);
    const r = equity({ hands: ['AsAh', 'KsKh'] });
    expectSame(r, brute);
    expect(r.hands[0].equity).to.be.closeTo(0.8264, 0.0001);
  });

  it('T17: three players and dead cards, preflop, against the brute force (rank7)', () => {
    const hands = [cards('Ac Kc'), cards('7h 7d'), cards('Js Ts')];
    const dead = cards('2c 9h');
    const value = (c: Card[]): number => rank7(...(c.map(cardCode) as [number, number, number, number, number, number, number]));
    expectSame(equity({ hands, dead }), bruteForce(hands, [], dead, value));
  });

  it('reports progress in slices and stops on an aborted signal', () => {
    const seen: number[] = [];
    const r = equity({ hands: ['AsKs', 'QhQd'], onProgress: ({ done, total }) => seen.push(done / total) });
    expect(r.samples).to.equal(1_712_304);
    expect(seen.length).to.be.greaterThan(2);
    expect(seen[seen.length - 1]).to.equal(1);
    expect(seen).to.deep.equal([...seen].sort((a, b) => a - b));
    const signal = { aborted: false };
    expect(() =>
      equity({
        hands: ['AsKs', 'QhQd'],
        signal,
        onProgress: () => {
          signal.aborted = true;
        },
      }),
    )
      .to.throw(HoldemError)
      .with.property('code', 'aborted');
  });

  it('a counter stepped by hand gives the same result as one call', () => {
    const counter = equityCounter({ hands: ['AsKs', 'QhQd', '7c7d'], board: '2s' });
    let steps = 0;
    while (!counter.step(1000)) steps++;
    expect(steps).to.be.greaterThan(5);
    expect(equityResult(counter)).to.deep.equal(equity({ hands: ['AsKs', 'QhQd', '7c7d'], board: '2s' }));
  });
});

describe('equity: sampled', () => {
  it('Monte Carlo lands within three standard errors of the exact answer', () => {
    for (const spot of [
      { hands: ['AhKh', 'QsQc'] },
      { hands: ['AhKh', 'QsQc', '7d6d'], board: '2h 7h Jc' },
      { hands: ['Ts9s', 'AdAc', '8h8d', 'KcQc'] },
    ]) {
      const exact = equity(spot);
      const sample = equity({ ...spot, method: 'sample', samples: 20_000, seed: 7 });
      expect(sample.exact).to.equal(false);
      expect(sample.samples).to.equal(20_000);
      sample.hands.forEach((hand, i) => {
        expect(hand.standardError).to.be.greaterThan(0);
        expect(Math.abs(hand.equity - exact.hands[i].equity)).to.be.lessThan(3 * hand.standardError);
      });
    }
  });

  it('is reproducible: the same seed gives the same sample', () => {
    const a = equity({ hands: ['AK', 'QQ'], samples: 5000, seed: 'x' });
    const b = equity({ hands: ['AK', 'QQ'], samples: 5000, seed: 'x' });
    expect(a).to.deep.equal(b);
  });

  it('a range against a hand: within three standard errors of the combos enumerated exactly, with card removal', () => {
    const board = 'Ks 8h 3c';
    const hero = 'AsKd';
    // Exact: every QQ+ combo the known cards leave, each counted exactly, averaged (equal
    // weights, and every combo leaves the same number of boards).
    const combos = parseRange('QQ+').filter((c) => !c.cards.some((card) => ['As', 'Kd', 'Ks', '8h', '3c'].includes(card)));
    expect(combos.length).to.equal(6 + 1 + 3); // QQ 6, KK 1 (two kings seen), AA 3 (the ace of spades seen)
    let heroEquity = 0;
    for (const combo of combos) heroEquity += equity({ hands: [hero, combo.cards.join('')], board }).hands[0].equity;
    heroEquity /= combos.length;
    const sampled = equity({ hands: [hero, 'QQ+'], board, method: 'sample', samples: 40_000, seed: 3 });
    const hand = sampled.hands[0];
    expect(Math.abs(hand.equity - heroEquity)).to.be.lessThan(3 * hand.standardError);
  });

  it('weights: AKs:0.5 is drawn half as often as a full-weight class', () => {
    // Against a hand that blocks nothing, a range of AA and KK:0.5 behaves as 6 AA to 3 KK.
    const r1 = equity({ hands: ['7c2d', 'AA, KK:0.5'], method: 'sample', samples: 30_000, seed: 1 });
    const aa = equity({ hands: ['7c2d', 'AsAh'] }).hands[1].equity;
    const kk = equity({ hands: ['7c2d', 'KsKh'] }).hands[1].equity;
    const expected = (6 * aa + 3 * kk) / 9;
    expect(Math.abs(r1.hands[1].equity - expected)).to.be.lessThan(3 * r1.hands[1].standardError);
  });
});

describe('equity: bad input', () => {
  const code = (f: () => unknown): string => {
    try {
      f();
    } catch (error) {
      expect(error).to.be.instanceOf(HoldemError);
      return (error as HoldemError).code;
    }
    throw new Error('no error');
  };
  it('T1: a duplicate card, an unknown card, a hand of three cards', () => {
    expect(code(() => equity({ hands: ['AsKs', 'AsQd'] }))).to.equal('duplicate-card');
    expect(code(() => equity({ hands: ['AsKs', 'QdJd'], board: 'Ks 2c 3c' }))).to.equal('duplicate-card');
    expect(code(() => equity({ hands: ['AsKs', 'QdJd'], dead: ['Xx'] }))).to.equal('unknown-card');
    expect(code(() => equity({ hands: ['AsKs', ['Qd', 'Jd', 'Td']] }))).to.equal('card-count');
    expect(code(() => equity({ hands: ['AsKs', 'Qd'] }))).to.equal('card-count');
    expect(code(() => equity({ hands: ['AsKs', 'QdJd'], board: '2c 3c 4c 5c 6c 7c' }))).to.equal('card-count');
  });
  it('player count, ranges, options', () => {
    expect(code(() => equity({ hands: ['AsKs'] }))).to.equal('player-count');
    expect(code(() => equity({ hands: Array.from({ length: 11 }, () => 'random') }))).to.equal('player-count');
    expect(code(() => equity({ hands: ['AsKs', 'AKx'] }))).to.equal('invalid-range');
    expect(code(() => equity({ hands: ['AsAh', 'AsAd', 'AA'] }))).to.equal('duplicate-card');
    expect(code(() => equity({ hands: ['AsAh', 'AdAc', 'AA'] }))).to.equal('empty-range');
    expect(code(() => equity({ hands: ['AsAh', 'AdAc'], boards: 'Ks' } as never))).to.equal('unknown-option');
    expect(code(() => equity({ hands: ['AhKh', 'AsKs', 'AK', 'AK', 'AK'], method: 'sample', samples: 100 }))).to.equal('impossible-ranges');
  });
});

describe('outs', () => {
  it('T17: a flush draw and a straight draw: a heart or a jack, 12 outs', () => {
    // Ben holds Qh Th on Kh 9h 2c 4d; Anna has a pair of kings with the ace kicker.
    const [anna, ben] = outs({ hands: ['AsKs', 'QhTh'], board: 'Kh 9h 2c 4d' });
    expect(anna).to.include({ current: 'one-pair', trailing: false });
    expect(anna.outs).to.deep.equal([]);
    expect(ben).to.include({ current: 'high-card', trailing: true });
    expect(ben.outs.length).to.equal(12);
    expect(ben.suits).to.deep.equal(['h']);
    expect(ben.ranks).to.deep.equal(['J']);
    expect(ben.others).to.deep.equal([]);
    expect(ben.outs.find((o) => o.card === 'Js')).to.deep.equal({ card: 'Js', result: 'win', category: 'straight' });
    expect(ben.outs.find((o) => o.card === 'Jh')).to.deep.equal({ card: 'Jh', result: 'win', category: 'straight-flush' });
    expect(ben.outs.find((o) => o.card === '3h')).to.deep.equal({ card: '3h', result: 'win', category: 'flush' });
  });

  it('T17: an out that only splits is a tie', () => {
    // Anna A-9 and Ben A-8 on A-K-Q-3: both hold aces, Anna's nine kicker leads. A jack gives
    // both A A K Q J (a split); an eight gives Ben two pair (a win).
    const [, ben] = outs({ hands: ['As9s', 'Ad8d'], board: 'Ah Kc Qh 3c' });
    expect(ben.trailing).to.equal(true);
    const jacks = ben.outs.filter((o) => o.card[0] === 'J');
    expect(jacks.map((o) => [o.result, o.category])).to.deep.equal(Array(4).fill(['tie', 'one-pair']));
    const eights = ben.outs.filter((o) => o.card[0] === '8');
    expect(eights.map((o) => [o.result, o.category])).to.deep.equal(Array(3).fill(['win', 'two-pair']));
  });

  it('agrees with equity on the river: each win out is a board the hand wins', () => {
    const spot = { hands: ['AhKh', 'QsQc'], board: '2h 7h Jc 3d' };
    const [hand] = outs(spot);
    const r = equity(spot);
    expect(hand.outs.length).to.equal(r.hands[0].wins + r.hands[0].ties);
    expect(hand.outs.length).to.equal(15);
  });

  it('needs three or four board cards', () => {
    expect(() => outs({ hands: ['AsKs', 'QdQc'], board: 'Ah Jc' }))
      .to.throw(HoldemError)
      .with.property('code', 'card-count');
  });
});
