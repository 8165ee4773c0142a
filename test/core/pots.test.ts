import { expect } from '@open-wc/testing';
import { awardPots, buildPots } from '../../src/core/pots.js';
import { HoldemError } from '../../src/core/errors.js';

describe('pots: building (T10, T18)', () => {
  it('T18: Anna all-in 20, Ben and Carla 50 each → main pot 60 (all three), side pot 60 (Ben, Carla)', () => {
    const { pots, returned } = buildPots([
      { seat: 'Anna', amount: 20 },
      { seat: 'Ben', amount: 50 },
      { seat: 'Carla', amount: 50 },
    ]);
    expect(pots).to.deep.equal([
      { amount: 60, eligible: ['Anna', 'Ben', 'Carla'] },
      { amount: 60, eligible: ['Ben', 'Carla'] },
    ]);
    expect(returned).to.deep.equal([]);
  });

  it('T18: A and B 1000 each, C all-in 100 → main pot 300 (A, B, C), side pot 1800 (A, B)', () => {
    const { pots } = buildPots([
      { seat: 'A', amount: 1000 },
      { seat: 'B', amount: 1000 },
      { seat: 'C', amount: 100 },
    ]);
    expect(pots).to.deep.equal([
      { amount: 300, eligible: ['A', 'B', 'C'] },
      { amount: 1800, eligible: ['A', 'B'] },
    ]);
  });

  it('T10: bet 200 into an only opponent with 80 → 120 returned, pot 160', () => {
    const { pots, returned } = buildPots([
      { seat: 'Anna', amount: 200 },
      { seat: 'Ben', amount: 80 },
    ]);
    expect(returned).to.deep.equal([{ seat: 'Anna', amount: 120 }]);
    expect(pots).to.deep.equal([{ amount: 160, eligible: ['Anna', 'Ben'] }]);
  });

  it('T18: folded chips stay in the pots: Anna all-in 20, Ben and Carla 50, Dora folded after 30 → 80 + 70', () => {
    const { pots, returned } = buildPots([
      { seat: 'Anna', amount: 20 },
      { seat: 'Ben', amount: 50 },
      { seat: 'Carla', amount: 50 },
      { seat: 'Dora', amount: 30, folded: true },
    ]);
    expect(pots).to.deep.equal([
      { amount: 80, eligible: ['Anna', 'Ben', 'Carla'] },
      { amount: 70, eligible: ['Ben', 'Carla'] },
    ]);
    expect(returned).to.deep.equal([]);
  });

  it('T18: a folded player who put in more than an all-in player: blinds 10, Eve folds after 40, Finn all-in 25, Gus 40', () => {
    const { pots } = buildPots([
      { seat: 'Eve', amount: 40, folded: true },
      { seat: 'Finn', amount: 25 },
      { seat: 'Gus', amount: 40 },
    ]);
    expect(pots).to.deep.equal([
      { amount: 75, eligible: ['Finn', 'Gus'] },
      { amount: 30, eligible: ['Gus'] },
    ]);
  });

  it('T18: four players, two all-in (100 and 250), two covering with 400 → 400 + 450 + 300', () => {
    const { pots } = buildPots([
      { seat: 'A', amount: 100 },
      { seat: 'B', amount: 250 },
      { seat: 'C', amount: 400 },
      { seat: 'D', amount: 400 },
    ]);
    expect(pots).to.deep.equal([
      { amount: 400, eligible: ['A', 'B', 'C', 'D'] },
      { amount: 450, eligible: ['B', 'C', 'D'] },
      { amount: 300, eligible: ['C', 'D'] },
    ]);
  });

  it('throws HoldemError invalid-input for a negative or fractional amount or a seat twice', () => {
    expect(() => buildPots([{ seat: 'A', amount: -1 }])).to.throw(HoldemError);
    expect(() => buildPots([{ seat: 'A', amount: 1.5 }])).to.throw(HoldemError);
    expect(() =>
      buildPots([
        { seat: 'A', amount: 1 },
        { seat: 'A', amount: 1 },
      ]),
    ).to.throw(HoldemError);
  });
});

describe('pots: awarding (T18, T19)', () => {
  const seating = { seats: ['A', 'B', 'C', 'D'], button: 'D' };

  it('T18: four-way with two all-ins: A has the best hand, C the second → A wins the main pot 400, C both side pots (450 + 300), last side pot first', () => {
    const { pots } = buildPots([
      { seat: 'A', amount: 100 },
      { seat: 'B', amount: 250 },
      { seat: 'C', amount: 400 },
      { seat: 'D', amount: 400 },
    ]);
    const { awards, totals } = awardPots(pots, { A: 900, B: 100, C: 500, D: 300 }, seating);
    expect(awards.map((a) => a.potIndex)).to.deep.equal([2, 1, 0]);
    expect(awards.map((a) => a.shares)).to.deep.equal([
      [{ seat: 'C', amount: 300 }],
      [{ seat: 'C', amount: 450 }],
      [{ seat: 'A', amount: 400 }],
    ]);
    expect(totals).to.deep.equal({ C: 750, A: 400 });
    expect(awards[2]).to.deep.include({ potIndex: 0, amount: 400, eligible: ['A', 'B', 'C', 'D'] });
    expect(awards[2].explanation).to.deep.equal({
      ruleIds: ['T18'],
      kind: 'best-hand',
      winners: ['A'],
      sharePerWinner: 400,
      oddChipSeats: [],
      mucked: [],
    });
    expect(awards[0].potIndex).to.equal(2);
    expect(awards[0].explanation.kind).to.equal('best-hand');
    // Data only: no sentence in any language.
    expect(JSON.stringify(awards)).not.to.match(/Main pot|Side pot|wins|Hauptpot|gewinnt/i);
  });

  it('T19: three-way split of 100 with one odd chip: A, C and D tie, button B → C (first left of the button) gets 34', () => {
    const { awards } = awardPots(
      [{ amount: 100, eligible: ['A', 'B', 'C', 'D'] }],
      { A: 7, B: 3, C: 7, D: 7 },
      { seats: ['A', 'B', 'C', 'D'], button: 'B' },
    );
    expect(awards[0].shares).to.deep.equal([
      { seat: 'C', amount: 34 },
      { seat: 'D', amount: 33 },
      { seat: 'A', amount: 33 },
    ]);
    const explanation = awards[0].explanation;
    expect(explanation.kind).to.equal('split');
    expect(explanation.ruleIds).to.deep.equal(['T18', 'T19']);
    expect(explanation.oddChipSeats).to.deep.equal(['C']);
    expect(explanation.sharePerWinner).to.equal(33);
    expect(explanation.winners).to.deep.equal(['C', 'D', 'A']);
    expect(explanation.mucked).to.deep.equal([]);
  });

  it('T19: three-way split of 101 with two odd chips: A, B and C tie, button B → C and A get 34, B (the button, last) 33', () => {
    const { awards } = awardPots(
      [{ amount: 101, eligible: ['A', 'B', 'C', 'D'] }],
      { A: 7, B: 7, C: 7, D: 1 },
      { seats: ['A', 'B', 'C', 'D'], button: 'B' },
    );
    expect(awards[0].shares).to.deep.equal([
      { seat: 'C', amount: 34 },
      { seat: 'A', amount: 34 },
      { seat: 'B', amount: 33 },
    ]);
  });

  it('T19: a split side pot and a won main pot, with a finishing order as values', () => {
    const { pots } = buildPots([
      { seat: 'A', amount: 20 },
      { seat: 'B', amount: 51 },
      { seat: 'C', amount: 51 },
      { seat: 'D', amount: 1, folded: true },
    ]);
    expect(pots).to.deep.equal([
      { amount: 61, eligible: ['A', 'B', 'C'] },
      { amount: 62, eligible: ['B', 'C'] },
    ]);
    const { awards, totals } = awardPots(pots, ['A', ['B', 'C']], seating);
    expect(awards[0].shares).to.deep.equal([
      { seat: 'B', amount: 31 },
      { seat: 'C', amount: 31 },
    ]);
    expect(awards[1].shares).to.deep.equal([{ seat: 'A', amount: 61 }]);
    expect(totals).to.deep.equal({ A: 61, B: 31, C: 31 });
  });

  it('T20: a pot with a single eligible seat goes to it without a shown hand', () => {
    const { awards } = awardPots([{ amount: 150, eligible: ['B'] }], {}, seating);
    expect(awards[0].shares).to.deep.equal([{ seat: 'B', amount: 150 }]);
    expect(awards[0].explanation.kind).to.equal('uncontested');
    expect(awards[0].explanation).to.deep.equal({
      ruleIds: ['T18', 'T20'],
      kind: 'uncontested',
      winners: ['B'],
      sharePerWinner: 150,
      oddChipSeats: [],
      mucked: [],
    });
  });

  it('T18: a seat that does not show (mucks) cannot win; a contested pot nobody shows for throws', () => {
    const { awards } = awardPots([{ amount: 90, eligible: ['A', 'B', 'C'] }], { B: 2, C: 1 }, seating);
    expect(awards[0].shares).to.deep.equal([{ seat: 'B', amount: 90 }]);
    expect(() => awardPots([{ amount: 90, eligible: ['A', 'B'] }], { C: 1 }, seating)).to.throw(HoldemError);
    expect(() => awardPots([{ amount: 90, eligible: ['A', 'B'] }], { A: 1 }, { seats: ['A', 'B'], button: 'Z' })).to.throw(HoldemError);
  });

  it('T16, T18: a pot left to one seat because the others mucked says so: A shows, B and C muck → A takes 90 (T16, not T20)', () => {
    const { awards, totals } = awardPots([{ amount: 90, eligible: ['A', 'B', 'C'] }], { A: 5 }, { ...seating, mucked: ['B', 'C'] });
    expect(awards[0]).to.deep.include({ eligible: ['A'], shares: [{ seat: 'A', amount: 90 }] });
    expect(awards[0].explanation).to.deep.equal({
      ruleIds: ['T18', 'T16'],
      kind: 'uncontested',
      winners: ['A'],
      sharePerWinner: 90,
      oddChipSeats: [],
      mucked: ['B', 'C'],
    });
    expect(totals).to.deep.equal({ A: 90 });
  });
});
