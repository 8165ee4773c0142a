import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { awardPots, buildPots, potLayers, undecidedPots, type Contribution } from '../../src/core/pots.js';
import { showdownValues } from '../../src/core/showdown.js';
import { InvalidCardError } from '../../src/core/errors.js';

describe('pots for views: layers, values from cards, undecided pots', () => {
  it('T18: Anna all-in 20, Ben and Carla 50 → main pot 0…20 from all three, side pot 20…50 from Ben and Carla', () => {
    const { pots, layers } = potLayers([
      { seat: 'Anna', amount: 20 },
      { seat: 'Ben', amount: 50 },
      { seat: 'Carla', amount: 50 },
    ]);
    expect(pots.map((p) => p.amount)).to.deep.equal([60, 60]);
    expect(layers).to.deep.equal([
      {
        potIndex: 0,
        from: 0,
        to: 20,
        shares: [
          { seat: 'Anna', amount: 20, folded: false },
          { seat: 'Ben', amount: 20, folded: false },
          { seat: 'Carla', amount: 20, folded: false },
        ],
      },
      {
        potIndex: 1,
        from: 20,
        to: 50,
        shares: [
          { seat: 'Ben', amount: 30, folded: false },
          { seat: 'Carla', amount: 30, folded: false },
        ],
      },
    ]);
  });

  it('T18: folded chips stay in the pots as dead money: Dora folded after 30 puts 20 in the main pot and 10 in the side pot', () => {
    const { layers } = potLayers([
      { seat: 'Anna', amount: 20 },
      { seat: 'Ben', amount: 50 },
      { seat: 'Carla', amount: 50 },
      { seat: 'Dora', amount: 30, folded: true },
    ]);
    expect(layers[0]!.shares.find((s) => s.seat === 'Dora')).to.deep.equal({ seat: 'Dora', amount: 20, folded: true });
    expect(layers[1]!.shares.find((s) => s.seat === 'Dora')).to.deep.equal({ seat: 'Dora', amount: 10, folded: true });
  });

  it('T10: the uncalled part is not in any layer: bet 200 into 80 → one layer 0…80', () => {
    const { layers, returned } = potLayers([
      { seat: 'Anna', amount: 200 },
      { seat: 'Ben', amount: 80 },
    ]);
    expect(returned).to.deep.equal([{ seat: 'Anna', amount: 120 }]);
    expect(layers.map((l) => [l.from, l.to])).to.deep.equal([[0, 80]]);
  });

  it('T18: every layer adds up to its pot, layers follow each other, and pots match buildPots (2,000 runs)', () => {
    const contributions = fc
      .array(fc.record({ amount: fc.nat({ max: 60 }), folded: fc.boolean() }), { minLength: 1, maxLength: 9 })
      .map((entries): Contribution[] => {
        if (entries.every((e) => e.folded)) entries[0]!.folded = false;
        return entries.map((e, i) => ({ seat: `S${i}`, amount: e.amount, folded: e.folded }));
      });
    fc.assert(
      fc.property(contributions, (input) => {
        const { pots, returned, layers } = potLayers(input);
        expect({ pots, returned }).to.deep.equal(buildPots(input));
        expect(layers.length).to.equal(pots.length);
        let from = 0;
        layers.forEach((layer, i) => {
          expect(layer.potIndex).to.equal(i);
          expect(layer.from).to.equal(from);
          expect(layer.to).to.be.greaterThan(layer.from);
          expect(layer.shares.reduce((sum, s) => sum + s.amount, 0)).to.equal(pots[i]!.amount);
          // A seat that may win the pot put chips into it (unless it put in nothing at all).
          const putIn = new Map(input.map((c) => [c.seat, c.amount]));
          for (const seat of pots[i]!.eligible) {
            if ((putIn.get(seat) as number) > 0) expect(layer.shares.some((s) => s.seat === seat && !s.folded)).to.equal(true);
          }
          from = layer.to;
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('T17: showdownValues gives awardPots its values: Ben Ks Kd beats Carla Qs Qd on 2c 7d 9h Jc 3s', () => {
    const { values, hands } = showdownValues('2c 7d 9h Jc 3s'.split(' '), [
      { seat: 'Ben', cards: ['Ks', 'Kd'] },
      { seat: 'Carla', cards: ['Qs', 'Qd'] },
    ]);
    expect(values.Ben).to.be.greaterThan(values.Carla!);
    expect(hands.Ben!.category).to.equal('one-pair');
    expect(hands.Ben!.ranks[0]).to.equal('K');
    const { totals } = awardPots([{ amount: 100, eligible: ['Ben', 'Carla'] }], values, { seats: ['Ben', 'Carla'], button: 'Carla' });
    expect(totals).to.deep.equal({ Ben: 100 });
  });

  it('T1: showdownValues throws InvalidCardError for a card dealt twice', () => {
    expect(() => showdownValues(['Ks', '7d', '9h'], [{ seat: 'Ben', cards: ['Ks', 'Kd'] }])).to.throw(InvalidCardError);
  });

  it('T18, T20: undecidedPots lists the contested pots nobody in them shows a hand for, exactly where awardPots throws', () => {
    const pots = [
      { amount: 75, eligible: ['Finn', 'Gus'] },
      { amount: 30, eligible: ['Gus'] },
    ];
    expect(undecidedPots(pots, {})).to.deep.equal([0]);
    expect(undecidedPots(pots, ['Finn'])).to.deep.equal([]);
    expect(undecidedPots([pots[1]!], {})).to.deep.equal([]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ eligible: fc.subarray(['A', 'B', 'C', 'D'], { minLength: 1 }), amount: fc.integer({ min: 1, max: 50 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.subarray(['A', 'B', 'C', 'D']),
        (randomPots, showing) => {
          const values = Object.fromEntries(showing.map((seat, i) => [seat, i]));
          const open = undecidedPots(randomPots, values);
          let threw = false;
          try {
            awardPots(randomPots, values, { seats: ['A', 'B', 'C', 'D'], button: 'D' });
          } catch {
            threw = true;
          }
          expect(threw).to.equal(open.length > 0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
