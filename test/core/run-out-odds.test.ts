import { expect } from '@open-wc/testing';
import { runOutChances } from '../../src/core/equity/run-out.js';
import { applyHandEvent, handChoices, startHand, type HandEvent, type HandInput, type HandState } from '../../src/core/hand/index.js';

function play(state: HandState, events: HandEvent[]): HandState {
  for (const event of events) {
    const step = applyHandEvent(state, event);
    if (!step.ok) throw new Error(`refused ${step.violation.code}`);
    state = step.state;
  }
  return state;
}

/** No-limit 50/100, every seat 1,000 chips. */
const input = (button: string, ...names: string[]): HandInput => ({
  structure: 'no-limit',
  blinds: { small: 50, big: 100 },
  seats: names.map((id) => ({ id, stack: 1000 })),
  button,
});

describe('pot odds of a call (handChoices)', () => {
  it('T3, T7: blinds 50/100, Carla faces the big blind: call 100 to win 150, needs 40%', () => {
    const state = startHand({ ...input('Carla', 'Anna', 'Ben', 'Carla'), seed: 1 });
    expect(handChoices(state).potOdds).to.deep.equal({ call: 100, pot: 150, needed: 0.4 });
  });

  it('T7: a player who may check pays nothing: no pot odds', () => {
    const start = startHand({ ...input('Anna', 'Anna', 'Ben'), seed: 1 });
    // Heads-up the button posts the small blind and acts first (T3): Anna calls, Ben may check.
    const state = play(start, [{ type: 'ACT', seat: 'Anna', action: 'call' }]);
    expect(handChoices(state).seat).to.equal('Ben');
    expect(handChoices(state).potOdds).to.equal(null);
  });
});

describe('runOutChances: the chances on each street of an all-in run-out', () => {
  const start = startHand({
    ...input('Anna', 'Anna', 'Ben'),
    holeCards: { Anna: ['As', 'Ad'], Ben: ['Kh', 'Kd'] },
    board: ['Ks', '7h', '2c', '4d', 'Jc'],
  });

  it('T9, T17: all-in before the flop gives the chances before the flop, after the flop and after the turn', () => {
    const end = play(start, [
      { type: 'ACT', seat: 'Anna', action: 'all-in' },
      { type: 'ACT', seat: 'Ben', action: 'call' },
    ]);
    const chances = runOutChances(end);
    expect(chances.map((c) => c.street)).to.deep.equal(['preflop', 'flop', 'turn']);
    expect(chances.map((c) => c.board.length)).to.deep.equal([0, 3, 4]);
    for (const { shares } of chances) expect(shares[0].equity + shares[1].equity).to.be.closeTo(1, 1e-12);
    // Aces against kings before the flop: the aces are well ahead.
    expect(chances[0].shares[0].equity).to.be.within(0.8, 0.84);
    // After Ks 7h 2c 4d Ben has three kings; Anna wins only with one of the two aces left, 2 of 44 rivers.
    expect(chances[2].shares).to.deep.equal([
      { seat: 'Anna', win: 2 / 44, tie: 0, equity: 2 / 44 },
      { seat: 'Ben', win: 42 / 44, tie: 0, equity: 42 / 44 },
    ]);
  });

  it('T9: a hand decided without a run-out has no chances to show', () => {
    const folded = play(start, [{ type: 'ACT', seat: 'Anna', action: 'fold' }]);
    expect(runOutChances(folded)).to.deep.equal([]);
  });
});
