import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  applyAction,
  blindSeats,
  isBettingClosed,
  isRoundComplete,
  legalActions,
  playersInHand,
  returnUncalledChips,
  startBettingRound,
  startNextStreet,
  type ActionRequest,
  type BettingRound,
  type StartBettingRoundInput,
} from '../../src/core/betting.js';
import { HoldemError } from '../../src/core/errors.js';

function preflop(stacks: Record<string, number>, options: Partial<StartBettingRoundInput> = {}): BettingRound {
  const seats = Object.keys(stacks);
  return startBettingRound({
    structure: 'no-limit',
    street: 'preflop',
    players: seats.map((seat) => ({ seat, stack: stacks[seat] })),
    buttonSeat: seats[seats.length - 1],
    bigBlind: 10,
    smallBlind: 5,
    ...options,
  });
}

function play(round: BettingRound, ...actions: ActionRequest[]): BettingRound {
  for (const action of actions) {
    const result = applyAction(round, action);
    if (!result.ok)
      throw new Error(`${JSON.stringify(action)} refused: ${result.violation.code} ${JSON.stringify(result.violation.params)}`);
    round = result.round;
  }
  return round;
}

const seatOf = (round: BettingRound, seat: string) => round.players.find((p) => p.seat === seat)!;
const toAct = (round: BettingRound) => (round.toAct === null ? null : round.players[round.toAct].seat);

describe('betting: newcomers post a big blind (C3)', () => {
  it('C3: a newcomer posts a big blind out of position; two big blinds are in, the call is still one big blind', () => {
    const round = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'Small', stack: 1000 },
        { seat: 'Big', stack: 1000 },
        { seat: 'Anna', stack: 1000 },
        { seat: 'New', stack: 1000, postsBigBlind: true },
        { seat: 'Button', stack: 1000 },
      ],
      buttonSeat: 'Button',
      bigBlind: 10,
      smallBlind: 5,
    });
    expect(seatOf(round, 'New').committed).to.equal(10);
    expect(seatOf(round, 'New').stack).to.equal(990);
    expect(round.currentBetTo).to.equal(10);
    expect(toAct(round)).to.equal('Anna');
    expect(blindSeats(round)).to.deep.equal({ small: 'Small', big: 'Big' });
  });

  it('C3, T4: the posted big blind is live: unraised, the newcomer may check or raise on their turn', () => {
    let round = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'Small', stack: 1000 },
        { seat: 'Big', stack: 1000 },
        { seat: 'New', stack: 1000, postsBigBlind: true },
        { seat: 'Button', stack: 1000 },
      ],
      buttonSeat: 'Button',
      bigBlind: 10,
      smallBlind: 5,
    });
    expect(toAct(round)).to.equal('New');
    const legal = legalActions(round);
    expect(legal.check).to.equal(true);
    expect(legal.raise).to.deep.equal({ minTo: 20, maxTo: 1000 });
    round = play(round, { type: 'check' }, { type: 'call' }, { type: 'call' }, { type: 'check' });
    expect(isRoundComplete(round)).to.equal(true);
  });

  it('C3: a newcomer in the small-blind seat posts a full big blind; in the big-blind seat just the big blind', () => {
    const inSmall = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'A', stack: 100, postsBigBlind: true },
        { seat: 'B', stack: 100 },
        { seat: 'C', stack: 100 },
      ],
      buttonSeat: 'C',
      bigBlind: 10,
      smallBlind: 5,
    });
    expect(seatOf(inSmall, 'A').committed).to.equal(10);
    const inBig = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'A', stack: 100 },
        { seat: 'B', stack: 100, postsBigBlind: true },
        { seat: 'C', stack: 100 },
      ],
      buttonSeat: 'C',
      bigBlind: 10,
      smallBlind: 5,
    });
    expect(inBig.players.map((p) => p.committed)).to.deep.equal([5, 10, 0]);
  });

  it('C3: a newcomer short of a big blind posts what they have and is all-in', () => {
    const round = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'A', stack: 100 },
        { seat: 'B', stack: 100 },
        { seat: 'New', stack: 7, postsBigBlind: true },
        { seat: 'D', stack: 100 },
      ],
      buttonSeat: 'D',
      bigBlind: 10,
      smallBlind: 5,
    });
    expect(seatOf(round, 'New').committed).to.equal(7);
    expect(seatOf(round, 'New').allIn).to.equal(true);
  });
});

describe('betting: table options for the minimum bet and the fixed-limit cap', () => {
  it('T11: a minimum bet of 25 with blinds 5/10: bets from 25, and a raise by at least 25', () => {
    let round = startNextStreet(
      play(preflop({ A: 1000, B: 1000, C: 1000 }, { minBet: 25 }), { type: 'call' }, { type: 'call' }, { type: 'check' }),
    );
    expect(legalActions(round).bet).to.deep.equal({ minTo: 25, maxTo: 990 });
    const refused = applyAction(round, { type: 'bet', to: 20 });
    expect(refused.ok).to.equal(false);
    if (!refused.ok) expect(refused.violation).to.include({ code: 'bet-below-minimum', ruleId: 'T11' });
    round = play(round, { type: 'bet', to: 25 });
    expect(legalActions(round).raise?.minTo).to.equal(50);
  });

  it('T15: maxBetActions [1, 2, 4, 4]: preflop one raise over the big blind, on the flop a bet and one raise', () => {
    const options = { structure: 'fixed-limit' as const, maxBetActions: [1, 2, 4, 4] };
    let round = preflop({ A: 1000, B: 1000, C: 1000, D: 1000 }, options);
    round = play(round, { type: 'raise', to: 20 });
    expect(legalActions(round).raise).to.equal(undefined);
    const refused = applyAction(round, { type: 'raise', to: 30 });
    if (refused.ok) throw new Error('should be capped');
    expect(refused.violation).to.include({ code: 'raise-cap-reached', ruleId: 'T15' });
    round = startNextStreet(play(round, { type: 'call' }, { type: 'call' }, { type: 'call' }));
    round = play(round, { type: 'bet', to: 10 }, { type: 'raise', to: 20 });
    expect(legalActions(round).raise).to.equal(undefined);
  });

  it('T15: the heads-up cap follows the house rule, also with maxBetActions', () => {
    const capped = play(
      preflop({ A: 1000, B: 1000 }, { structure: 'fixed-limit', maxBetActions: [1, 4, 4, 4], houseRules: { headsUpUncapped: false } }),
      { type: 'raise', to: 20 },
    );
    expect(legalActions(capped).raise).to.equal(undefined);
    const uncapped = play(preflop({ A: 1000, B: 1000 }, { structure: 'fixed-limit', maxBetActions: [1, 4, 4, 4] }), {
      type: 'raise',
      to: 20,
    });
    expect(legalActions(uncapped).raise).to.deep.equal({ minTo: 30, maxTo: 30 });
  });

  it('refuses malformed options: a minimum bet of 0, caps for three streets, no bet allowed on the flop', () => {
    expect(() => preflop({ A: 100, B: 100 }, { minBet: 0 })).to.throw(HoldemError);
    expect(() => preflop({ A: 100, B: 100 }, { maxBetActions: [3, 4, 4] })).to.throw(HoldemError);
    expect(() => preflop({ A: 100, B: 100 }, { maxBetActions: [3, 0, 4, 4] })).to.throw(HoldemError);
  });
});

describe('betting: the state of the hand (T6, T9, T20)', () => {
  it('T20: playersInHand counts the players who have not folded', () => {
    let round = preflop({ A: 100, B: 100, C: 100 });
    expect(playersInHand(round)).to.equal(3);
    round = play(round, { type: 'fold' }, { type: 'fold' });
    expect(playersInHand(round)).to.equal(1);
    expect(isBettingClosed(round)).to.equal(false);
  });

  it('T9: the betting is closed once all but one player still in are all-in and the round is over', () => {
    let round = preflop({ A: 50, B: 1000, C: 1000 });
    // C (button) calls, A (small blind) all-in, B calls, C calls: B and C can still bet.
    round = play(round, { type: 'call' }, { type: 'all-in' }, { type: 'call' });
    expect(isRoundComplete(round)).to.equal(false);
    round = play(round, { type: 'call' });
    expect(isRoundComplete(round)).to.equal(true);
    expect(isBettingClosed(round)).to.equal(false);
    round = preflop({ A: 50, B: 40, C: 1000 });
    round = play(round, { type: 'call' }, { type: 'all-in' }, { type: 'all-in' });
    expect(isBettingClosed(round)).to.equal(false);
    round = play(round, { type: 'call' });
    expect(isBettingClosed(round)).to.equal(true);
  });

  it('T6: startNextStreet gives the same round as starting that street afresh (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.constantFrom('no-limit' as const, 'pot-limit' as const, 'fixed-limit' as const),
        (stacks, choices, structure) => {
          const seats = stacks.map((_, i) => `S${i}`);
          let round = startBettingRound({
            structure,
            street: 'preflop',
            players: seats.map((seat, i) => ({ seat, stack: stacks[i] })),
            buttonSeat: seats[0],
            bigBlind: 10,
            smallBlind: 5,
            ante: 1,
          });
          for (const choice of choices) {
            if (isRoundComplete(round)) {
              if (round.street === 'river' || playersInHand(round) < 2) return;
              const next = startNextStreet(round);
              // Chips conserved, and the same round as one started afresh from those chips.
              expect(next.players.map((p) => p.stack + p.contributedBeforeStreet)).to.deep.equal(
                round.players.map((p) => p.stack + p.contributedBeforeStreet + p.committed),
              );
              const afresh = startBettingRound({
                structure,
                street: next.street,
                players: next.players.map((p) => ({
                  seat: p.seat,
                  stack: p.stack,
                  folded: p.folded,
                  contributedBeforeStreet: p.contributedBeforeStreet,
                })),
                buttonSeat: seats[0],
                bigBlind: 10,
                smallBlind: 5,
                ante: 1,
                potBeforeStreet: next.potBeforeStreet,
              });
              expect(next).to.deep.equal(afresh);
              round = next;
              continue;
            }
            const legal = legalActions(round);
            const options: ActionRequest[] = [{ type: 'fold' }];
            if (legal.check) options.push({ type: 'check' });
            if (legal.call) options.push({ type: 'call' });
            if (legal.bet) options.push({ type: 'bet', to: legal.bet.minTo });
            if (legal.raise) options.push({ type: 'raise', to: legal.raise.maxTo });
            if (legal.allIn) options.push({ type: 'all-in' });
            round = play(round, options[choice % options.length]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('betting: uncalled chips over the whole hand (T10)', () => {
  it('T10: an ante nobody could match goes back: antes of 2, one player all-in for 1 from the ante', () => {
    const round = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'A', stack: 1 },
        { seat: 'B', stack: 2 },
      ],
      buttonSeat: 'A',
      bigBlind: 1,
      smallBlind: 0,
      ante: 2,
    });
    expect(isBettingClosed(round)).to.equal(true);
    const { round: settled, returned } = returnUncalledChips(round);
    expect(returned).to.deep.equal([{ seat: 'B', amount: 1 }]);
    expect(settled.players.map((p) => [p.stack, p.contributedBeforeStreet, p.committed])).to.deep.equal([
      [0, 1, 0],
      [1, 1, 0],
    ]);
    expect(settled.potBeforeStreet).to.equal(2);
  });

  it('T10: the bet comes back first, then the ante: ante 5, big blind 10, the only opponent all-in for 3', () => {
    const round = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: [
        { seat: 'A', stack: 3 },
        { seat: 'B', stack: 100 },
      ],
      buttonSeat: 'A',
      bigBlind: 10,
      smallBlind: 5,
      ante: 5,
    });
    // A: ante 3, all-in; B: ante 5 and the big blind 10.
    const { round: settled, returned } = returnUncalledChips(round);
    expect(returned).to.deep.equal([{ seat: 'B', amount: 12 }]);
    expect(settled.players.find((p) => p.seat === 'B')).to.include({ stack: 97, committed: 0, contributedBeforeStreet: 3 });
  });
});
