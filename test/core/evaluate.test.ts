import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ALL_CARDS, cardCode, type CardCode } from '../../src/core/cards.js';
import { InvalidCardError } from '../../src/core/errors.js';
import { HAND_CATEGORIES, categoryOf, compareHands, evaluate, type HandCategory } from '../../src/core/evaluate.js';
import { rank5, rank7 } from '../../src/core/rank.js';

/** What a hand is, as data (core has no words for it): its category and the ranks that name it. */
const shape = (r: { category: string; ranks: readonly string[] }): string[] => [
  r.category,
  ...r.ranks.slice(0, r.category === 'full-house' || r.category === 'two-pair' ? 2 : 1),
];

const codes = (text: string): CardCode[] => text.split(' ').map(cardCode);
const value7 = (text: string): number => {
  const [a, b, c, d, e, f, g] = codes(text) as [number, number, number, number, number, number, number];
  return rank7(a, b, c, d, e, f, g);
};

// ---- A slow, obviously correct reference, written apart from the evaluator ----
// A five-card hand as a tuple [category, tie-break ranks…], 0 = high card … 8 = straight
// flush, ranks 0 = deuce … 12 = ace; tuples compare element by element.
function referenceFive(cards: readonly CardCode[]): number[] {
  const ranks = cards.map((c) => c >> 2).sort((a, b) => b - a);
  const flush = cards.every((c) => (c & 3) === ((cards[0] as number) & 3));
  const distinct = [...new Set(ranks)];
  let straight = -1;
  if (distinct.length === 5 && (ranks[0] as number) - (ranks[4] as number) === 4) straight = ranks[0] as number;
  if (ranks.join() === '12,3,2,1,0') straight = 3; // A-2-3-4-5, five high
  // Ranks grouped by how often they occur, then by rank: K K 9 9 4 → [K, 9, 4].
  const groups = distinct.map((r) => ({ r, n: ranks.filter((x) => x === r).length })).sort((a, b) => b.n - a.n || b.r - a.r);
  const shape = groups.map((g) => g.n).join('');
  const byGroup = groups.map((g) => g.r);
  if (straight >= 0 && flush) return [8, straight];
  if (shape === '41') return [7, ...byGroup];
  if (shape === '32') return [6, ...byGroup];
  if (flush) return [5, ...ranks];
  if (straight >= 0) return [4, straight];
  if (shape === '311') return [3, ...byGroup];
  if (shape === '221') return [2, ...byGroup];
  if (shape === '2111') return [1, ...byGroup];
  return [0, ...ranks];
}

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** Best of all five-card subsets (21 of seven). */
function referenceBest(cards: readonly CardCode[]): number[] {
  let best: number[] = [-1];
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const t = referenceFive([cards[a], cards[b], cards[c], cards[d], cards[e]] as CardCode[]);
            if (compareTuples(t, best) > 0) best = t;
          }
  return best;
}

const REFERENCE_CATEGORY: HandCategory[] = HAND_CATEGORIES.slice().reverse();
const RANK_LETTERS = '23456789TJQKA';

// Seven distinct cards, drawn three ways so that rare categories turn up often.
const anySeven = fc.shuffledSubarray(
  Array.from({ length: 52 }, (_, i) => i),
  { minLength: 7, maxLength: 7 },
);
/** From a few ranks only: many full houses, quads, two three-of-a-kinds, three pairs. */
const fewRanks = fc
  .shuffledSubarray([...Array(13).keys()], { minLength: 2, maxLength: 4 })
  .chain((ranks) =>
    fc.shuffledSubarray(
      ranks.flatMap((r) => [0, 1, 2, 3].map((s) => r * 4 + s)),
      { minLength: 7, maxLength: 7 },
    ),
  )
  .filter((cards) => cards.length === 7);
/** Five to seven cards of one suit: flushes and straight flushes. */
const suited = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 5, max: 7 }))
  .chain(([suit, n]) =>
    fc.tuple(
      fc.shuffledSubarray(
        [...Array(13).keys()].map((r) => r * 4 + suit),
        { minLength: n, maxLength: n },
      ),
      fc.shuffledSubarray(
        Array.from({ length: 52 }, (_, i) => i).filter((c) => (c & 3) !== suit),
        { minLength: 7 - n, maxLength: 7 - n },
      ),
    ),
  )
  .map(([a, b]) => a.concat(b));
const sevenCards = fc.oneof(anySeven, fewRanks, suited);

describe('T17: hand values', () => {
  it('T17: categories are listed best first', () => {
    expect(HAND_CATEGORIES).to.deep.equal([
      'straight-flush',
      'four-of-a-kind',
      'full-house',
      'flush',
      'straight',
      'three-of-a-kind',
      'two-pair',
      'one-pair',
      'high-card',
    ]);
  });

  it('T17: all 2,598,960 five-card hands: category counts and 7,462 distinct values', () => {
    const handsByValue = new Map<number, number>();
    let sample = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const v = rank5(a, b, c, d, e);
              handsByValue.set(v, (handsByValue.get(v) ?? 0) + 1);
              // rank5 agrees with evaluate() on a spread-out sample.
              if (++sample % 9973 === 0) expect(evaluate([a, b, c, d, e]).value).to.equal(v);
            }
    const counts: Record<string, number> = {};
    handsByValue.forEach((n, v) => {
      const category = categoryOf(v);
      counts[category] = (counts[category] ?? 0) + n;
    });
    expect(handsByValue.size).to.equal(7462);
    expect(counts).to.deep.equal({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      'one-pair': 1098240,
      'high-card': 1302540,
    });
    // The extremes: 7-5-4-3-2 in more than one suit, and the royal flush.
    const values = [...handsByValue.keys()];
    expect(Math.min(...values)).to.equal(evaluate(['7s', '5h', '4d', '3c', '2s']).value);
    expect(Math.max(...values)).to.equal(evaluate(['As', 'Ks', 'Qs', 'Js', 'Ts']).value);
  });

  it('T17: rank7 agrees with evaluate() and a best-of-21 reference, values order as the reference (20,000 pairs)', () => {
    fc.assert(
      fc.property(sevenCards, sevenCards, (a, b) => {
        const [a0, a1, a2, a3, a4, a5, a6] = a as [number, number, number, number, number, number, number];
        const [b0, b1, b2, b3, b4, b5, b6] = b as [number, number, number, number, number, number, number];
        const va = rank7(a0, a1, a2, a3, a4, a5, a6);
        const vb = rank7(b0, b1, b2, b3, b4, b5, b6);
        const result = evaluate(a);
        const reference = referenceBest(a);
        expect(result.value).to.equal(va);
        expect(result.category).to.equal(REFERENCE_CATEGORY[reference[0] as number]);
        expect(result.ranks.join('')).to.equal(
          reference
            .slice(1)
            .map((r) => RANK_LETTERS[r])
            .join(''),
        );
        // The best five really are worth the value claimed.
        expect(evaluate(result.bestFive).value).to.equal(va);
        expect(Math.sign(va - vb)).to.equal(Math.sign(compareTuples(reference, referenceBest(b))));
      }),
      { numRuns: 20_000, seed: 17 },
    );
  });

  it('T17: six cards are valued as the best five of them', () => {
    fc.assert(
      fc.property(sevenCards, (seven) => {
        const six = seven.slice(0, 6);
        const subsets = six.map((_, skip) => six.filter((__, i) => i !== skip));
        const best = Math.max(...subsets.map((s) => rank5(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!)));
        expect(evaluate(six).value).to.equal(best);
      }),
      { numRuns: 3_000, seed: 6 },
    );
  });

  it('T17: board K-9-7-4-2, Anna K-Q beats Ben K-J on the queen kicker', () => {
    const anna = evaluate(['Kh', 'Qc', 'Ks', '9d', '7c', '4h', '2s']);
    const ben = evaluate(['Kd', 'Jc', 'Ks', '9d', '7c', '4h', '2s']);
    expect(anna.category).to.equal('one-pair');
    expect(anna.ranks).to.deep.equal(['K', 'Q', '9', '7']);
    expect(ben.ranks).to.deep.equal(['K', 'J', '9', '7']);
    expect(anna.bestFive).to.deep.equal(['Kh', 'Ks', 'Qc', '9d', '7c']);
    expect(shape(anna)).to.deep.equal(['one-pair', 'K']);
    expect(compareHands(anna, ben)).to.be.greaterThan(0);
    expect(compareHands(ben.value, anna.value)).to.be.lessThan(0);
  });

  it('T17: board 5-6-7-8-9 and nobody holds a ten: everyone plays the board and ties', () => {
    const a = evaluate(['As', 'Kd', '5c', '6d', '7h', '8s', '9c']);
    const b = evaluate(['2s', '2d', '5c', '6d', '7h', '8s', '9c']);
    expect(a.category).to.equal('straight');
    expect(a.ranks).to.deep.equal(['9']);
    expect(shape(a)).to.deep.equal(['straight', '9']);
    expect(a.bestFive).to.deep.equal(['9c', '8s', '7h', '6d', '5c']);
    expect(compareHands(a, b)).to.equal(0);
    expect(a.value).to.equal(b.value);
  });

  it('T17: kings full of sevens', () => {
    const r = evaluate('Kh 7d Ks 7c Kd 2s 3s'.split(' '));
    expect(r.category).to.equal('full-house');
    expect(r.ranks).to.deep.equal(['K', '7']);
    expect(r.bestFive).to.deep.equal(['Kh', 'Ks', 'Kd', '7d', '7c']);
    expect(shape(r)).to.deep.equal(['full-house', 'K', '7']);
    expect(r.value).to.equal(value7('Kh 7d Ks 7c Kd 2s 3s'));
  });

  it('T17: the wheel A-2-3-4-5 is a five-high straight and loses to 2-3-4-5-6', () => {
    const wheel = evaluate(['As', '2d', '3c', '4h', '5s']);
    expect(wheel.category).to.equal('straight');
    expect(wheel.ranks).to.deep.equal(['5']);
    expect(wheel.bestFive).to.deep.equal(['5s', '4h', '3c', '2d', 'As']);
    expect(shape(wheel)).to.deep.equal(['straight', '5']);
    const six = evaluate(['6s', '2d', '3c', '4h', '5s']);
    expect(compareHands(six, wheel)).to.be.greaterThan(0);
    // A seven-card hand holding both keeps the six-high straight.
    expect(evaluate(['As', '2d', '3c', '4h', '5s', '6h', 'Kd']).ranks).to.deep.equal(['6']);
    // The steel wheel is a straight flush, the lowest one.
    const steel = evaluate(['Ah', '2h', '3h', '4h', '5h', 'Kd', 'Kc']);
    expect(steel.category).to.equal('straight-flush');
    expect(shape(steel)).to.deep.equal(['straight-flush', '5']);
    expect(steel.bestFive).to.deep.equal(['5h', '4h', '3h', '2h', 'Ah']);
  });

  it('T17: Q-K-A-2-3 is no straight (no wrap)', () => {
    const r = evaluate(['Qs', 'Kd', 'Ac', '2h', '3s']);
    expect(r.category).to.equal('high-card');
    expect(r.ranks).to.deep.equal(['A', 'K', 'Q', '3', '2']);
    expect(shape(r)).to.deep.equal(['high-card', 'A']);
    expect(evaluate(['Qs', 'Kd', 'Ac', '2h', '3s', '4d', '9c']).category).to.equal('high-card');
  });

  it('T17: two three-of-a-kinds in seven cards are a full house, the higher over a pair of the lower', () => {
    const r = evaluate(['8s', '8d', '8c', 'Jh', 'Js', 'Jd', '2c']);
    expect(r.category).to.equal('full-house');
    expect(r.ranks).to.deep.equal(['J', '8']);
    expect(r.bestFive).to.deep.equal(['Jh', 'Js', 'Jd', '8s', '8d']);
    expect(shape(r)).to.deep.equal(['full-house', 'J', '8']);
    // Three of a kind plus two pairs: the higher pair fills the house.
    expect(evaluate(['5s', '5d', '5c', '9h', '9s', 'Kd', 'Kc']).ranks).to.deep.equal(['5', 'K']);
  });

  it("T17: four of a kind's kicker is the best remaining card, even from a pair or three of a kind", () => {
    const fromTrips = evaluate(['9s', '9h', '9d', '9c', 'Qs', 'Qd', 'Qc']);
    expect(fromTrips.category).to.equal('four-of-a-kind');
    expect(fromTrips.ranks).to.deep.equal(['9', 'Q']);
    expect(fromTrips.bestFive).to.deep.equal(['9s', '9h', '9d', '9c', 'Qs']);
    expect(shape(fromTrips)).to.deep.equal(['four-of-a-kind', '9']);
    const fromPair = evaluate(['9s', '9h', '9d', '9c', '3s', '3d', 'Jc']);
    expect(fromPair.ranks).to.deep.equal(['9', 'J']);
    const pairBeatsSingle = evaluate(['2s', '2h', '2d', '2c', 'As', 'Ad', 'Kc']);
    expect(pairBeatsSingle.ranks).to.deep.equal(['2', 'A']);
    expect(compareHands(fromTrips, evaluate(['9s', '9h', '9d', '9c', 'Js', '3d', '4c']))).to.be.greaterThan(0);
  });

  it('T17: a straight flush hidden in a six-card flush beats the flush', () => {
    const r = evaluate(['Ah', '9h', '8h', '7h', '6h', '5h', 'Kd']);
    expect(r.category).to.equal('straight-flush');
    expect(r.ranks).to.deep.equal(['9']);
    expect(r.bestFive).to.deep.equal(['9h', '8h', '7h', '6h', '5h']);
    expect(shape(r)).to.deep.equal(['straight-flush', '9']);
    expect(value7('Ah 9h 8h 7h 6h 5h Kd')).to.equal(r.value);
    // A flush next to a straight in other suits stays a flush.
    const flush = evaluate(['Ah', 'Jh', '8h', '7h', '4h', '5d', '6c']);
    expect(flush.category).to.equal('flush');
    expect(flush.ranks).to.deep.equal(['A', 'J', '8', '7', '4']);
    expect(shape(flush)).to.deep.equal(['flush', 'A']);
  });

  it('T17: royal flush', () => {
    const r = evaluate(['Ts', 'Js', 'Qs', 'Ks', 'As', '2d', '2c']);
    expect(shape(r)).to.deep.equal(['straight-flush', 'A']);
    expect(r.value).to.equal(0x8c0000);
    expect(r.bestFive).to.deep.equal(['As', 'Ks', 'Qs', 'Js', 'Ts']);
  });

  it('T17: three pairs play the best two pairs with the best kicker among the rest', () => {
    const r = evaluate(['Ks', 'Kd', '9c', '9h', '4s', '4d', '2c']);
    expect(r.category).to.equal('two-pair');
    expect(r.ranks).to.deep.equal(['K', '9', '4']);
    expect(r.bestFive).to.deep.equal(['Ks', 'Kd', '9c', '9h', '4s']);
    expect(shape(r)).to.deep.equal(['two-pair', 'K', '9']);
    const lowPairBeatsSingle = evaluate(['Ks', 'Kd', '9c', '9h', '4s', '4d', '3c']);
    expect(lowPairBeatsSingle.ranks).to.deep.equal(['K', '9', '4']);
    expect(evaluate(['Ks', 'Kd', '9c', '9h', '4s', '4d', 'Ac']).ranks).to.deep.equal(['K', '9', 'A']);
  });

  it('T17: cards outside the best five never count', () => {
    // Same pair and three kickers; the sixth and seventh cards differ.
    expect(value7('As Ad Kc Qh Js 3d 2c')).to.equal(value7('As Ad Kc Qh Js 4d 3c'));
    expect(value7('Ks Kd Kh 8c 7s 3d 2c')).to.equal(value7('Ks Kd Kh 8c 7s 6d 5h'));
    // Flush: only the five highest of the suit count.
    expect(value7('Ah Kh 9h 7h 5h 3h 2c')).to.equal(value7('Ah Kh 9h 7h 5h 4h Qd'));
    // Trips and kickers, in order.
    const trips = evaluate(['7s', '7d', '7h', 'Kc', '2s', '3d', '4c']);
    expect(trips.ranks).to.deep.equal(['7', 'K', '4']);
    expect(shape(trips)).to.deep.equal(['three-of-a-kind', '7']);
    expect(shape(evaluate(['6s', '6d', '6h', '6c', 'Kd']))).to.deep.equal(['four-of-a-kind', '6']);
  });

  it('T17: suits never break ties', () => {
    expect(value7('As Ks Qd Jc 9h 3d 2c')).to.equal(value7('Ah Kd Qc Js 9d 3c 2h'));
    expect(evaluate(['Ah', 'Jh', '8h', '7h', '4h']).value).to.equal(evaluate(['As', 'Js', '8s', '7s', '4s']).value);
  });

  it('T1: cards as text, Card values or codes; bad input throws InvalidCardError with its code', () => {
    const byText = evaluate(['10h', 'jh', 'Q♥', 'Kh', 'Ah']);
    expect(shape(byText)).to.deep.equal(['straight-flush', 'A']);
    expect(evaluate([cardCode('Th'), 'Jh', 'Qh', 'Kh', 'Ah']).value).to.equal(byText.value);
    const codeOf = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        expect(e).to.be.instanceOf(InvalidCardError);
        return (e as InvalidCardError).code;
      }
      return 'no error';
    };
    expect(codeOf(() => evaluate(['As', 'Kd', 'Qc', 'Jh']))).to.equal('card-count');
    expect(codeOf(() => evaluate(ALL_CARDS.slice(0, 8)))).to.equal('card-count');
    expect(codeOf(() => evaluate(['As', 'Kd', 'Qc', 'Jh', 'Zz']))).to.equal('unknown-card');
    expect(codeOf(() => evaluate(['As', 'Kd', 'Qc', 'Jh', 52]))).to.equal('unknown-card');
    expect(codeOf(() => evaluate(['As', 'Kd', 'Qc', 'Jh', 'as']))).to.equal('duplicate-card');
  });

  it('T17: a value spells its category and ranks; categoryOf reads it and refuses non-values', () => {
    expect(evaluate(['7s', '5h', '4d', '3c', '2s']).value).to.equal(0x053210);
    expect(evaluate('Kh 7d Ks 7c Kd 2s 3s'.split(' ')).value).to.equal(0x6b5000); // kings full of sevens
    expect(categoryOf(0x053210)).to.equal('high-card');
    expect(categoryOf(0x8c0000)).to.equal('straight-flush');
    expect(categoryOf(evaluate(['2s', '2d', '3c', '4h', '5s']).value)).to.equal('one-pair');
    for (const bad of [0, -1, 0x8c0001, 1.5, Number.NaN]) expect(() => categoryOf(bad)).to.throw();
  });
});
