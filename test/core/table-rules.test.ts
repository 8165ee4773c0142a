import { expect } from '@open-wc/testing';
import {
  blindPositions,
  checkBuyIn,
  drawForButton,
  missedBigBlind,
  planHand,
  playersNeeded,
  type PlanSeat,
  type SeatStatus,
} from '../../src/core/table-rules.js';

const seat = (player: string, status: SeatStatus = 'active', stack = 1000): PlanSeat => ({ player, status, stack });

describe('table rules (core)', () => {
  it('T3: small blind left of the button, big blind next; heads-up the button posts the small blind', () => {
    expect(blindPositions([0, 2, 3, 5], 3)).to.deep.equal({ small: 5, big: 0 });
    expect(blindPositions([0, 2, 3, 5], 5)).to.deep.equal({ small: 0, big: 2 });
    expect(blindPositions([1, 4], 4)).to.deep.equal({ small: 4, big: 1 });
    expect(() => blindPositions([1, 4], 2)).to.throw(RangeError);
  });

  it('T2: the button moves one seat clockwise to the next player dealt in, over empty seats and players sitting out', () => {
    const seats = [seat('A'), null, seat('C', 'sitting-out'), seat('D'), null, seat('F')];
    const result = planHand(seats, { previousButton: 0 });
    expect(result.ok && result.plan).to.deep.equal({ button: 3, dealt: [0, 3, 5], posting: [], small: 5, big: 0 });
    const next = planHand(seats, { previousButton: 5 });
    expect(next.ok && next.plan.button).to.equal(0);
  });

  it('T2: the first hand keeps the drawn button', () => {
    const result = planHand([seat('A'), seat('B'), seat('C')], { previousButton: 1, firstHand: true });
    expect(result.ok && result.plan.button).to.equal(1);
  });

  it('C3: a waiting newcomer is dealt in only when the big blind falls on their seat', () => {
    // Button at 0 → next button 1: blinds 2 and 3 (the newcomer at 3 counted in): dealt in.
    const seats = [seat('A'), seat('B'), seat('C'), seat('N', 'waiting'), seat('E')];
    const dealt = planHand(seats, { previousButton: 0 });
    expect(dealt.ok && dealt.plan).to.deep.equal({ button: 1, dealt: [0, 1, 2, 3, 4], posting: [], small: 2, big: 3 });
    // Button at 1 → next button 2: the big blind would be 4; the newcomer at 3 would be the small blind: waits.
    const waits = planHand(seats, { previousButton: 1 });
    expect(waits.ok && waits.plan).to.deep.equal({ button: 2, dealt: [0, 1, 2, 4], posting: [], small: 4, big: 0 });
  });

  it('C3: a newcomer who posts is dealt in at once with a big blind; on the big blind seat it is the ordinary one', () => {
    const seats = [seat('A'), seat('B'), seat('C'), seat('N', 'posting'), seat('E')];
    const result = planHand(seats, { previousButton: 1 });
    expect(result.ok && result.plan).to.deep.equal({ button: 2, dealt: [0, 1, 2, 3, 4], posting: [3], small: 3, big: 4 });
    const onTheBig = planHand(seats, { previousButton: 0 });
    expect(onTheBig.ok && onTheBig.plan.posting).to.deep.equal([]);
  });

  it('C3: with no game running nobody waits', () => {
    const result = planHand([seat('A'), seat('N', 'waiting'), seat('M', 'posting')], { previousButton: 0 });
    expect(result.ok && result.plan).to.deep.equal({ button: 1, dealt: [0, 1, 2], posting: [], small: 2, big: 0 });
  });

  it('C2: a hand needs the minimum, or two after a hand that had the minimum', () => {
    const two = [seat('A'), seat('B'), null];
    const refused = planHand(two, { previousButton: 0, minPlayers: 3 });
    expect(refused.ok).to.equal(false);
    expect(!refused.ok && refused.violation).to.deep.include({ code: 'not-enough-players', ruleId: 'C2' });
    expect(!refused.ok && refused.violation.message.en).to.equal('A hand needs 3 players who are not sitting out; 2 are seated.');
    expect(planHand(two, { previousButton: 0, minPlayers: 3, lastHandPlayers: 3 }).ok).to.equal(true);
    expect(planHand(two, { previousButton: 0, minPlayers: 3, lastHandPlayers: 2 }).ok).to.equal(false);
    expect(planHand(two, { previousButton: 0 }).ok).to.equal(true);
    expect(playersNeeded(3, 4)).to.equal(2);
    expect(playersNeeded(3, 2)).to.equal(3);
  });

  it('C4: players sitting out, busted, or without chips are not dealt in', () => {
    const result = planHand([seat('A'), seat('B', 'sitting-out'), seat('C', 'busted', 0), seat('D')], { previousButton: 3 });
    expect(result.ok && result.plan.dealt).to.deep.equal([0, 3]);
  });

  it('C4, C3: missed big blind: the seats sitting out the big blind passed', () => {
    // Six seats, small blind 1, big blind 4: seats 2 and 3 sat out and were passed over.
    expect(missedBigBlind(6, { small: 1, big: 4 }, [2, 3, 5])).to.deep.equal([2, 3]);
    // Wrapping round: small 5, big 1.
    expect(missedBigBlind(6, { small: 5, big: 1 }, [0, 3])).to.deep.equal([0]);
    expect(missedBigBlind(6, { small: 1, big: 2 }, [0, 3])).to.deep.equal([]);
  });

  it('T2: the high card of the draw gets the button; a tie in rank goes by suit (spades highest)', () => {
    expect(drawForButton([0, 2, 4], ['Kd', 'Ah', '9s'])).to.deep.equal({ cards: { 0: 'Kd', 2: 'Ah', 4: '9s' }, button: 2 });
    expect(drawForButton([1, 3], ['Ah', 'As']).button).to.equal(3);
    expect(drawForButton([1, 3], ['Qc', 'Qd']).button).to.equal(3);
    expect(() => drawForButton([], [])).to.throw(RangeError);
  });

  it('T8: chips only between hands, up to the maximum; a buy-in at least the minimum', () => {
    const limits = { min: 400, max: 1000 };
    expect(checkBuyIn(200, 600, limits, true)).to.deep.include({ code: 'mid-hand', ruleId: 'T8' });
    expect(checkBuyIn(401, 600, limits)).to.deep.include({ code: 'above-max-buy-in', ruleId: 'T8' });
    expect(checkBuyIn(401, 600, limits)?.message.en).to.equal('The stack may not go above the maximum buy-in of 1000; at most 400 more.');
    expect(checkBuyIn(400, 600, limits)).to.equal(null);
    expect(checkBuyIn(100, 600, limits)).to.equal(null);
    expect(checkBuyIn(399, 0, limits)).to.deep.include({ code: 'below-min-buy-in' });
    expect(checkBuyIn(-5, 0, limits)).to.deep.include({ code: 'invalid-amount' });
    expect(checkBuyIn(2.5, 0, limits)).to.deep.include({ code: 'invalid-amount' });
  });
});
