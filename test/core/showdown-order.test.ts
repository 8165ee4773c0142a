import { expect } from '@open-wc/testing';
import type { Pot } from '../../src/core/pots.js';
import {
  applyShowdownDecision,
  autoShowdownDecision,
  playAutoShowdown,
  potsAfterMucks,
  showdownChoices,
  showdownOrder,
  showdownTurn,
  startShowdown,
  type ShowdownState,
} from '../../src/core/showdown-order.js';

const seating = { seats: ['Anna', 'Ben', 'Carla', 'Dora'], button: 'Dora' };
const mainPot: Pot[] = [{ amount: 300, eligible: ['Anna', 'Ben', 'Carla'] }];

function decide(state: ShowdownState, pots: readonly Pot[], seat: string, decision: 'show' | 'muck'): ShowdownState {
  const step = applyShowdownDecision(state, pots, seat, decision);
  if (!step.ok) throw new Error(`${step.violation.code} ${JSON.stringify(step.violation.params)}`);
  return step.state;
}

describe('showdown order (T16)', () => {
  it('T16: the last player to bet or raise on the river shows first, then the others clockwise', () => {
    expect(showdownOrder(seating, ['Anna', 'Ben', 'Carla'], 'Carla')).to.deep.equal(['Carla', 'Anna', 'Ben']);
  });

  it('T16: if nobody bet on the river, the first player still in left of the button shows first', () => {
    expect(showdownOrder(seating, ['Ben', 'Carla', 'Dora'], null)).to.deep.equal(['Ben', 'Carla', 'Dora']);
    expect(showdownOrder({ seats: seating.seats, button: 'Ben' }, ['Anna', 'Ben', 'Dora'], null)).to.deep.equal(['Dora', 'Anna', 'Ben']);
  });

  it('T16: anyone may concede by mucking, the first to show included; the showdown goes on with the next player', () => {
    let state = startShowdown({ seating, contenders: ['Anna', 'Ben', 'Carla'], lastRiverAggressor: 'Ben' });
    expect(showdownTurn(state)).to.equal('Ben');
    expect(showdownChoices(state, mainPot)).to.deep.equal({ seat: 'Ben', show: true, muck: true });
    state = decide(state, mainPot, 'Ben', 'muck');
    expect(showdownTurn(state)).to.equal('Carla');
    expect(showdownChoices(state, mainPot)).to.deep.equal({ seat: 'Carla', show: true, muck: true });
    state = decide(state, mainPot, 'Carla', 'show');
    state = decide(state, mainPot, 'Anna', 'muck');
    expect(showdownTurn(state)).to.equal(null);
    expect(state.shown).to.deep.equal(['Carla']);
    expect(state.mucked).to.deep.equal(['Ben', 'Anna']);
    expect(potsAfterMucks(mainPot, state.mucked)).to.deep.equal([{ amount: 300, eligible: ['Carla'] }]);
  });

  it('T16, T18: heads-up, the first to show (Ben, who bet the river) concedes; Anna is then the last hand in the pot and shows to take it', () => {
    const pots: Pot[] = [{ amount: 200, eligible: ['Anna', 'Ben'] }];
    let state = startShowdown({ seating, contenders: ['Anna', 'Ben'], lastRiverAggressor: 'Ben' });
    state = decide(state, pots, 'Ben', 'muck');
    expect(showdownChoices(state, pots)).to.deep.equal({ seat: 'Anna', show: true, muck: false });
    const refused = applyShowdownDecision(state, pots, 'Anna', 'muck');
    if (refused.ok) throw new Error('the pot would have no hand');
    expect(refused.violation).to.deep.include({ code: 'last-hand-in-pot', ruleId: 'T18', params: { seat: 'Anna', potIndex: 0 } });
    expect(refused.violation.allowed).to.deep.equal({ seat: 'Anna', show: true, muck: false });
    state = decide(state, pots, 'Anna', 'show');
    expect(state).to.deep.include({ shown: ['Anna'], mucked: ['Ben'] });
  });

  it('T16: only the player whose turn it is decides', () => {
    const state = startShowdown({ seating, contenders: ['Anna', 'Ben'], lastRiverAggressor: null });
    const refused = applyShowdownDecision(state, mainPot, 'Ben', 'show');
    if (refused.ok) throw new Error('out of turn');
    expect(refused.violation).to.deep.include({
      code: 'not-your-turn-to-show',
      ruleId: 'T16',
      params: { seat: 'Ben', seatToDecide: 'Anna' },
    });
    const none = applyShowdownDecision(null, mainPot, 'Ben', 'show');
    if (none.ok) throw new Error('no showdown');
    expect(none.violation).to.include({ code: 'no-showdown', ruleId: 'T16' });
  });

  it('T18: the last hand left in a pot must show to take it', () => {
    // Carla is all-in for the main pot only; Anna and Ben contest the side pot.
    const pots: Pot[] = [
      { amount: 150, eligible: ['Anna', 'Ben', 'Carla'] },
      { amount: 400, eligible: ['Anna', 'Ben'] },
    ];
    let state = startShowdown({ seating, contenders: ['Anna', 'Ben', 'Carla'], lastRiverAggressor: 'Carla' });
    state = decide(state, pots, 'Carla', 'show');
    state = decide(state, pots, 'Anna', 'muck');
    const refused = applyShowdownDecision(state, pots, 'Ben', 'muck');
    if (refused.ok) throw new Error('the side pot would have no hand');
    expect(refused.violation).to.deep.include({ code: 'last-hand-in-pot', ruleId: 'T18', params: { seat: 'Ben', potIndex: 1 } });
    state = decide(state, pots, 'Ben', 'show');
    expect(potsAfterMucks(pots, state.mucked)).to.deep.equal([
      { amount: 150, eligible: ['Ben', 'Carla'] },
      { amount: 400, eligible: ['Ben'] },
    ]);
  });

  it('T16 tournament rule: hands face up at once, nobody shows or mucks', () => {
    const state = startShowdown({ seating, contenders: ['Carla', 'Anna'], lastRiverAggressor: null, faceUp: true });
    expect(state.shown).to.deep.equal(['Anna', 'Carla']);
    expect(showdownTurn(state)).to.equal(null);
    const refused = applyShowdownDecision(state, mainPot, 'Anna', 'muck');
    if (refused.ok) throw new Error('face up');
    expect(refused.violation).to.include({ code: 'hands-face-up', ruleId: 'T16' });
  });

  it('T16: the automatic decision shows what can still win or tie and mucks the rest', () => {
    const values = { Anna: 500, Ben: 700, Carla: 700 };
    let state = startShowdown({ seating, contenders: ['Anna', 'Ben', 'Carla'], lastRiverAggressor: 'Ben' });
    expect(autoShowdownDecision(state, mainPot, values)).to.equal('show');
    state = decide(state, mainPot, 'Ben', 'show');
    // Carla ties Ben: she shows to split.
    expect(autoShowdownDecision(state, mainPot, values)).to.equal('show');
    state = decide(state, mainPot, 'Carla', 'show');
    expect(autoShowdownDecision(state, mainPot, values)).to.equal('muck');
  });

  it('T16: a player beaten in the main pot still shows for a side pot nobody has shown in', () => {
    const pots: Pot[] = [
      { amount: 150, eligible: ['Anna', 'Ben', 'Carla'] },
      { amount: 400, eligible: ['Anna', 'Ben'] },
    ];
    const values = { Anna: 300, Ben: 100, Carla: 900 };
    let state = startShowdown({ seating, contenders: ['Anna', 'Ben', 'Carla'], lastRiverAggressor: 'Carla' });
    state = decide(state, pots, 'Carla', 'show');
    expect(autoShowdownDecision(state, pots, values)).to.equal('show');
    state = decide(state, pots, 'Anna', 'show');
    expect(autoShowdownDecision(state, pots, values)).to.equal('muck');
  });

  it('T16: playAutoShowdown makes every remaining decision as autoShowdownDecision would, in order', () => {
    const pots: Pot[] = [
      { amount: 150, eligible: ['Anna', 'Ben', 'Carla'] },
      { amount: 400, eligible: ['Anna', 'Ben'] },
    ];
    const values = { Anna: 300, Ben: 100, Carla: 900 };
    const start = startShowdown({ seating, contenders: ['Anna', 'Ben', 'Carla'], lastRiverAggressor: 'Carla' });
    const played = playAutoShowdown(start, pots, values);
    // Carla shows first (the last river aggressor); Anna shows for the side pot; Ben, beaten in both, mucks.
    expect(played.decided).to.deep.equal([
      { seat: 'Carla', decision: 'show' },
      { seat: 'Anna', decision: 'show' },
      { seat: 'Ben', decision: 'muck' },
    ]);
    expect(played.state).to.deep.include({ shown: ['Carla', 'Anna'], mucked: ['Ben'], next: 3 });
    let state = start;
    for (const { seat } of played.decided) state = decide(state, pots, seat, autoShowdownDecision(state, pots, values));
    expect(state).to.deep.equal(played.state);
    expect(start.shown, 'the state passed in is not changed').to.deep.equal([]);
  });
});
