import { expect } from '@open-wc/testing';
import { ALL_CARDS, type Card } from '../../src/core/cards.js';
import { HoldemError, InvalidCardError } from '../../src/core/errors.js';
import {
  createDeck,
  cryptoRandom,
  newDeck,
  randomInt,
  scriptedDeck,
  seededRandom,
  shuffle,
  shuffledDeck,
  type RandomSource,
} from '../../src/core/deck.js';

const isFullDeck = (deck: readonly Card[]): boolean =>
  deck.length === 52 && new Set(deck).size === 52 && deck.every((c) => ALL_CARDS.includes(c));

/** Upper critical value of chi-square with `k` degrees of freedom at p = 0.001 (Wilson–Hilferty). */
const chiSquareCritical = (k: number): number => k * (1 - 2 / (9 * k) + 3.09 * Math.sqrt(2 / (9 * k))) ** 3;

/** Chi-square of where each of `n` items lands over `trials` shuffles, against a uniform spread. */
function positionChiSquare(shuffleOnce: (items: number[]) => number[], n: number, trials: number): number {
  const counts = new Float64Array(n * n);
  const items = Array.from({ length: n }, (_, i) => i);
  for (let t = 0; t < trials; t++) shuffleOnce(items).forEach((item, position) => counts[item * n + position]++);
  const expected = trials / n;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Chi-square of the 24 orders of four items over `trials` shuffles. */
function orderChiSquare(shuffleOnce: (items: number[]) => number[], trials: number): number {
  const counts = new Map<string, number>();
  for (let t = 0; t < trials; t++) {
    const order = shuffleOnce([0, 1, 2, 3]).join('');
    counts.set(order, (counts.get(order) ?? 0) + 1);
  }
  const expected = trials / 24;
  let sum = (24 - counts.size) * expected; // orders that never came up
  for (const c of counts.values()) sum += (c - expected) ** 2 / expected;
  return sum;
}

/** The textbook mistake: swapping every position with any position (n^n outcomes, biased). */
const naiveShuffle =
  (random: RandomSource) =>
  (items: number[]): number[] => {
    const out = items.slice();
    for (let i = 0; i < out.length; i++) {
      const j = randomInt(out.length, random);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };

describe('T1: deck and shuffle', () => {
  it('T1: a new deck holds the 52 cards in ALL_CARDS order', () => {
    expect(newDeck()).to.deep.equal(ALL_CARDS);
    expect(newDeck()).not.to.equal(newDeck()); // a fresh array each time
  });

  it('T1: a seeded shuffle is reproducible, and different seeds give different decks', () => {
    const a = shuffledDeck({ seed: 42 });
    expect(isFullDeck(a)).to.equal(true);
    expect(shuffledDeck({ seed: 42 })).to.deep.equal(a);
    expect(shuffledDeck({ seed: 43 })).not.to.deep.equal(a);
    expect(shuffledDeck({ seed: 'table 7, hand 12' })).to.deep.equal(shuffledDeck({ seed: 'table 7, hand 12' }));
    expect(shuffledDeck({ seed: 'table 7, hand 12' })).not.to.deep.equal(shuffledDeck({ seed: 'table 7, hand 13' }));
    expect(createDeck({ seed: 42 })).to.deep.equal(a);
    expect(shuffle(ALL_CARDS, seededRandom(42))).to.deep.equal(a);
    // The deal's fast path is the same shuffle, card for card, for any seed and a stacked top.
    for (const seed of [0, 1, 7, 2 ** 40 + 3, 'x', 'table 7, hand 12', 'readme:hand:3']) {
      expect(createDeck({ seed }), String(seed)).to.deep.equal(shuffle(ALL_CARDS, seededRandom(seed)));
      expect(createDeck({ seed, order: 'As Kd' }).slice(2), String(seed)).to.deep.equal(
        shuffle(
          ALL_CARDS.filter((c) => c !== 'As' && c !== 'Kd'),
          seededRandom(seed),
        ),
      );
    }
  });

  it('T1: a seed always gives the same numbers (hand histories stay replayable)', () => {
    const one = seededRandom(1);
    expect([one(), one(), one(), one()]).to.deep.equal([223223205, 2136465450, 1976069126, 65134827]);
    const text = seededRandom('holdem');
    expect([text(), text(), text()]).to.deep.equal([1305238740, 3658440793, 4110230011]);
    const big = seededRandom(2 ** 40 + 5);
    for (let i = 0; i < 1000; i++) {
      const x = big();
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).to.equal(true);
    }
  });

  it('T1: a seed must be a whole number or a string', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => seededRandom(bad))
        .to.throw(HoldemError)
        .with.property('code', 'invalid-seed');
    }
  });

  it('T1: every card lands in every position equally often (chi-square, 52,000 seeded shuffles)', () => {
    const random = seededRandom('positions');
    const critical = chiSquareCritical(51 * 51);
    expect(positionChiSquare((items) => shuffle(items, random), 52, 52_000)).to.be.below(critical);
    // The same test catches a biased shuffle, so it can fail.
    expect(positionChiSquare(naiveShuffle(random), 52, 52_000)).to.be.above(critical);
  });

  it('T1: all 24 orders of four cards are equally likely (chi-square, 24,000 seeded shuffles)', () => {
    const random = seededRandom('orders');
    const critical = chiSquareCritical(23);
    expect(orderChiSquare((items) => shuffle(items, random), 24_000)).to.be.below(critical);
    expect(orderChiSquare(naiveShuffle(random), 24_000)).to.be.above(critical);
  });

  it('T1: randomInt draws again instead of folding the top of the range (no modulo bias)', () => {
    const draws = [0xffffffff, 7];
    let calls = 0;
    const scripted: RandomSource = () => draws[calls++]!;
    // 2^32 = 3 × 1,431,655,765 + 1: the single draw 2^32 - 1 would favour 0, so it is redrawn.
    expect(randomInt(3, scripted)).to.equal(1);
    expect(calls).to.equal(2);
    expect(() => randomInt(0)).to.throw(HoldemError);
    expect(() => randomInt(2.5)).to.throw(HoldemError);
  });

  it('T1: the default shuffle uses crypto.getRandomValues', () => {
    const a = shuffledDeck();
    const b = createDeck();
    expect(isFullDeck(a)).to.equal(true);
    expect(isFullDeck(b)).to.equal(true);
    expect(a).not.to.deep.equal(b); // equal with probability 1 / 52!
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) seen.add(cryptoRandom()); // crosses a refill of the pool
    expect(seen.size).to.be.greaterThan(590);
    const input = newDeck();
    shuffle(input);
    expect(input).to.deep.equal(ALL_CARDS); // the input is left alone
  });

  it('T1: a scripted deck deals the given cards first, then the rest in ALL_CARDS order', () => {
    const deck = scriptedDeck('As Kd 10h');
    expect(deck.slice(0, 5)).to.deep.equal(['As', 'Kd', 'Th', '2s', '2h']);
    expect(isFullDeck(deck)).to.equal(true);
    expect(deck.slice(3)).to.deep.equal(ALL_CARDS.filter((c) => !['As', 'Kd', 'Th'].includes(c)));
    expect(scriptedDeck(['qc', '2s'])).to.deep.equal(['Qc', ...ALL_CARDS.filter((c) => c !== 'Qc')]);
    expect(scriptedDeck([])).to.deep.equal(ALL_CARDS);
    expect(createDeck({ order: 'As Kd' })).to.deep.equal(scriptedDeck('As Kd'));
    // With a seed as well, the cards below the stacked ones are shuffled reproducibly.
    const stacked = createDeck({ order: 'As Kd', seed: 9 });
    expect(stacked.slice(0, 2)).to.deep.equal(['As', 'Kd']);
    expect(isFullDeck(stacked)).to.equal(true);
    expect(stacked).to.deep.equal(createDeck({ order: 'As Kd', seed: 9 }));
    expect(stacked).not.to.deep.equal(scriptedDeck('As Kd'));
  });

  it('T1: a scripted deck refuses a repeated or unknown card', () => {
    const codeOf = (order: string | string[]): string => {
      try {
        scriptedDeck(order);
      } catch (e) {
        expect(e).to.be.instanceOf(InvalidCardError);
        return (e as InvalidCardError).code;
      }
      return 'no error';
    };
    expect(codeOf('As Kd as')).to.equal('duplicate-card');
    expect(codeOf(['As', '10s', 'Ts'])).to.equal('duplicate-card');
    expect(codeOf('As Xx')).to.equal('unknown-card');
  });
});
