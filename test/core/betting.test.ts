import { expect } from '@open-wc/testing';
import {
  applyAction,
  handContributions,
  isRoundComplete,
  legalActions,
  nextToAct,
  potTotal,
  returnUncalledChips,
  startBettingRound,
  startNextStreet,
  type ActionRequest,
  type BettingRound,
  type BettingStructure,
  type HouseRules,
  type Street,
} from '../../src/core/betting.js';
import { HoldemError } from '../../src/core/errors.js';

interface TableOptions {
  structure?: BettingStructure;
  street?: Street;
  button?: string;
  bigBlind?: number;
  smallBlind?: number;
  ante?: number;
  potBeforeStreet?: number;
  houseRules?: Partial<HouseRules>;
}

/** A round for seats given clockwise as `{ Anna: 5000, Ben: 700 }`; the button defaults to the last seat. */
function table(stacks: Record<string, number>, options: TableOptions = {}): BettingRound {
  const seats = Object.keys(stacks);
  return startBettingRound({
    structure: options.structure ?? 'no-limit',
    street: options.street ?? 'flop',
    players: seats.map((seat) => ({ seat, stack: stacks[seat] })),
    buttonSeat: options.button ?? seats[seats.length - 1],
    bigBlind: options.bigBlind ?? 100,
    smallBlind: options.smallBlind,
    ante: options.ante,
    potBeforeStreet: options.potBeforeStreet,
    houseRules: options.houseRules,
  });
}

type Step = [ActionRequest['type'], number?] | [ActionRequest['type'], number | undefined, string];

/** Applies actions in turn, failing loudly on a refusal; `[type, to, seat]` also checks whose turn it is. */
function play(round: BettingRound, ...steps: Step[]): BettingRound {
  for (const [type, to, seat] of steps) {
    const request: ActionRequest = { type };
    if (to !== undefined) request.to = to;
    if (seat !== undefined) request.seat = seat;
    const result = applyAction(round, request);
    if (!result.ok)
      throw new Error(
        `${JSON.stringify(request)} by ${toActSeat(round)} refused: ${result.violation.code} ${JSON.stringify(result.violation.params)}`,
      );
    round = result.round;
  }
  return round;
}

function toActSeat(round: BettingRound): string | null {
  return round.toAct === null ? null : round.players[round.toAct].seat;
}

function player(round: BettingRound, seat: string) {
  const found = round.players.find((p) => p.seat === seat);
  if (!found) throw new Error(`no seat ${seat}`);
  return found;
}

function refusal(round: BettingRound, request: ActionRequest) {
  const before = structuredClone(round);
  const result = applyAction(round, request);
  expect(round).to.deep.equal(before);
  if (result.ok) throw new Error(`${JSON.stringify(request)} should have been refused`);
  return result.violation;
}

describe('betting: blinds and order (T3, T4, T6)', () => {
  it('T3: small blind left of the button, big blind next; T6: preflop the player left of the big blind acts first', () => {
    const round = table(
      { Anna: 1000, Ben: 1000, Carla: 1000, Dora: 1000 },
      { street: 'preflop', button: 'Anna', bigBlind: 100, smallBlind: 50 },
    );
    expect(player(round, 'Ben').committed).to.equal(50);
    expect(player(round, 'Carla').committed).to.equal(100);
    expect(player(round, 'Ben').stack).to.equal(950);
    expect(round.currentBetTo).to.equal(100);
    expect(toActSeat(round)).to.equal('Dora');
    expect(potTotal(round)).to.equal(150);
  });

  it('T3: heads-up the button posts the small blind and acts first preflop, last on the flop (T6)', () => {
    let round = table({ Anna: 1000, Ben: 1000 }, { street: 'preflop', button: 'Anna', bigBlind: 100 });
    expect(player(round, 'Anna').committed).to.equal(50);
    expect(player(round, 'Ben').committed).to.equal(100);
    expect(toActSeat(round)).to.equal('Anna');
    round = play(round, ['call', undefined, 'Anna'], ['check', undefined, 'Ben']);
    expect(isRoundComplete(round)).to.equal(true);
    round = startNextStreet(round);
    expect(round.street).to.equal('flop');
    expect(round.potBeforeStreet).to.equal(200);
    expect(toActSeat(round)).to.equal('Ben');
    round = play(round, ['check', undefined, 'Ben']);
    expect(toActSeat(round)).to.equal('Anna');
    round = play(round, ['check', undefined, 'Anna']);
    expect(round.toAct).to.equal(null);
  });

  it('T3: a big blind who cannot cover posts 60 of 100 and is all-in; the amount to call is still the full 100', () => {
    const round = table({ Anna: 1000, Ben: 1000, Carla: 60 }, { street: 'preflop', button: 'Anna', bigBlind: 100 });
    const carla = player(round, 'Carla');
    expect(carla.committed).to.equal(60);
    expect(carla.allIn).to.equal(true);
    expect(round.currentBetTo).to.equal(100);
    expect(toActSeat(round)).to.equal('Anna');
    expect(legalActions(round).call).to.deep.equal({ amount: 100, to: 100 });
    expect(legalActions(round).raise).to.deep.equal({ minTo: 200, maxTo: 1000 });
    // The small blind completes to the full 100, and the all-in big blind is skipped (T6).
    const after = play(round, ['call'], ['call', undefined, 'Ben']);
    expect(player(after, 'Ben').committed).to.equal(100);
    expect(after.toAct).to.equal(null);
  });

  it('T3: a small blind who cannot cover posts 30 of 50 and is all-in', () => {
    const round = table({ Anna: 1000, Ben: 30, Carla: 1000 }, { street: 'preflop', button: 'Anna', bigBlind: 100 });
    expect(player(round, 'Ben').committed).to.equal(30);
    expect(player(round, 'Ben').allIn).to.equal(true);
    expect(toActSeat(round)).to.equal('Anna');
  });

  it('T3: antes of 10 go into the pot before the blinds; an ante that takes a whole stack makes that player all-in', () => {
    const round = table({ Anna: 1000, Ben: 1000, Carla: 1000, Dora: 10 }, { street: 'preflop', button: 'Anna', bigBlind: 100, ante: 10 });
    expect(round.potBeforeStreet).to.equal(40);
    expect(player(round, 'Ben').stack).to.equal(1000 - 10 - 50);
    expect(player(round, 'Dora').allIn).to.equal(true);
    expect(toActSeat(round)).to.equal('Anna');
    expect(handContributions(round).find((c) => c.seat === 'Carla')?.amount).to.equal(110);
  });

  it('T4: blinds 1/2, raise to 6 → the small blind pays 5 more, the big blind 4', () => {
    let round = table({ Button: 100, Small: 100, Big: 100 }, { street: 'preflop', button: 'Button', bigBlind: 2, smallBlind: 1 });
    round = play(round, ['raise', 6, 'Button']);
    expect(legalActions(round).call).to.deep.equal({ amount: 5, to: 6 });
    round = play(round, ['call', undefined, 'Small']);
    expect(player(round, 'Small').stack).to.equal(94);
    expect(legalActions(round).call).to.deep.equal({ amount: 4, to: 6 });
    round = play(round, ['call', undefined, 'Big']);
    expect(player(round, 'Big').stack).to.equal(94);
    expect(round.toAct).to.equal(null);
  });

  it('T4: nobody raised → the big blind has the option: check or raise', () => {
    let round = table({ Button: 100, Small: 100, Big: 100 }, { street: 'preflop', button: 'Button', bigBlind: 2, smallBlind: 1 });
    round = play(round, ['call', undefined, 'Button'], ['call', undefined, 'Small']);
    expect(toActSeat(round)).to.equal('Big');
    expect(isRoundComplete(round)).to.equal(false);
    expect(legalActions(round)).to.deep.equal({ fold: true, check: true, raise: { minTo: 4, maxTo: 100 }, allIn: { to: 100 } });
    expect(play(round, ['check']).toAct).to.equal(null);
    const raised = play(round, ['raise', 8]);
    expect(toActSeat(raised)).to.equal('Button');
  });

  it('T6: on later streets the first active player left of the button acts first; folded and all-in players are skipped', () => {
    const round = startBettingRound({
      structure: 'no-limit',
      street: 'turn',
      players: [
        { seat: 'Anna', stack: 500 },
        { seat: 'Ben', stack: 500, folded: true },
        { seat: 'Carla', stack: 0 },
        { seat: 'Dora', stack: 500 },
      ],
      buttonSeat: 'Anna',
      bigBlind: 100,
    });
    expect(player(round, 'Carla').allIn).to.equal(true);
    expect(toActSeat(round)).to.equal('Dora');
    expect(nextToAct(round, 3)).to.equal(0);
  });

  it('T6: the round ends when everyone has acted and put in the same, or all checked', () => {
    let round = table({ Anna: 1000, Ben: 1000, Carla: 1000 });
    round = play(round, ['check', undefined, 'Anna'], ['check', undefined, 'Ben']);
    expect(isRoundComplete(round)).to.equal(false);
    expect(play(round, ['check']).toAct).to.equal(null);
    round = play(round, ['bet', 200, 'Carla'], ['call', undefined, 'Anna']);
    expect(toActSeat(round)).to.equal('Ben');
    round = play(round, ['raise', 600], ['call', undefined, 'Carla']);
    expect(toActSeat(round)).to.equal('Anna');
    round = play(round, ['fold']);
    expect(isRoundComplete(round)).to.equal(true);
    expect(round.toAct).to.equal(null);
    expect(round.lastAggressorSeat).to.equal('Ben');
  });

  it('T6: when everyone but one player is all-in and that player owes nothing, the round is over', () => {
    const round = table({ Anna: 1000, Ben: 300 }, { street: 'flop' });
    const after = play(round, ['check', undefined, 'Anna'], ['all-in', undefined, 'Ben'], ['call', undefined, 'Anna']);
    expect(after.toAct).to.equal(null);
    const flop = startNextStreet(after);
    expect(flop.toAct).to.equal(null);
  });
});

describe('betting: actions (T7, T8, T9)', () => {
  it('T7: folding is always allowed, even when a check is free', () => {
    const round = table({ Anna: 1000, Ben: 1000 });
    expect(legalActions(round).fold).to.equal(true);
    expect(legalActions(round).check).to.equal(true);
    const folded = play(round, ['fold']);
    expect(player(folded, 'Anna').folded).to.equal(true);
    expect(folded.toAct).to.equal(null); // T20: one player left
  });

  it('T7: check-raise is legal', () => {
    const round = play(table({ Anna: 1000, Ben: 1000 }), ['check', undefined, 'Anna'], ['bet', 100, 'Ben']);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 200, maxTo: 1000 });
    expect(play(round, ['raise', 300]).currentBetTo).to.equal(300);
  });

  it('T7: check with something to call, call with nothing to call, bet over a bet and raise with no bet are refused', () => {
    const open = table({ Anna: 1000, Ben: 1000 });
    expect(refusal(open, { type: 'call' }).code).to.equal('nothing-to-call');
    expect(refusal(open, { type: 'raise', to: 300 }).code).to.equal('raise-not-allowed');
    const bet = play(open, ['bet', 100]);
    const check = refusal(bet, { type: 'check' });
    expect(check.code).to.equal('check-not-allowed');
    expect(check.ruleId).to.equal('T7');
    expect(check.params).to.deep.equal({ amountToCall: 100 });
    expect(check.allowed).to.deep.equal(legalActions(bet));
    expect(refusal(bet, { type: 'bet', to: 300 }).code).to.equal('bet-not-allowed');
  });

  it('T6: acting out of turn is refused; so is acting after the round is over', () => {
    const round = table({ Anna: 1000, Ben: 1000 });
    expect(refusal(round, { type: 'check', seat: 'Ben' }).code).to.equal('not-your-turn');
    const over = play(round, ['check'], ['check']);
    expect(refusal(over, { type: 'check' }).code).to.equal('round-complete');
  });

  it('T8: a bet beyond the stack and a fractional amount are refused', () => {
    const round = table({ Anna: 1000, Ben: 1000 });
    expect(refusal(round, { type: 'bet', to: 1001 }).code).to.equal('not-enough-chips');
    expect(refusal(round, { type: 'bet', to: 150.5 }).code).to.equal('invalid-amount');
    expect(refusal(round, { type: 'bet' }).code).to.equal('amount-required');
  });

  it('T9: all-in is legal below a full call: 300 against a bet of 500', () => {
    const round = play(table({ Anna: 1000, Ben: 300 }), ['bet', 500]);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 300, to: 300 }, allIn: { to: 300 } });
    const after = play(round, ['all-in']);
    expect(player(after, 'Ben').allIn).to.equal(true);
    expect(after.currentBetTo).to.equal(500);
    expect(after.toAct).to.equal(null);
  });

  it('T9: a raise to the whole stack below the minimum counts as the all-in', () => {
    const round = play(table({ Anna: 1000, Ben: 150 }), ['bet', 100]);
    expect(legalActions(round).raise).to.equal(undefined);
    const result = applyAction(round, { type: 'raise', to: 150 });
    expect(result.ok && result.applied).to.deep.equal({ seat: 'Ben', type: 'all-in', to: 150, fullRaise: false });
  });

  it('T9: every opponent all-in → no bet or raise; Anna may call 200 or go all-in, which is taken as the call of 200 (800 stay behind)', () => {
    const round = play(table({ Anna: 1000, Ben: 200, Carla: 1000 }), ['check'], ['all-in'], ['fold']);
    expect(toActSeat(round)).to.equal('Anna');
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 200, to: 200 }, allIn: { to: 1000, asCallTo: 200 } });
    const violation = refusal(round, { type: 'raise', to: 400 });
    expect(violation).to.include({ code: 'no-opponent-can-act', ruleId: 'T9' });
    expect(violation.params).to.deep.equal({ callTo: 200 });
    expect(refusal(round, { type: 'raise', to: 1000 }).code).to.equal('no-opponent-can-act');
    const result = applyAction(round, { type: 'all-in', seat: 'Anna' });
    if (!result.ok) throw new Error(result.violation.code);
    expect(result.applied).to.deep.equal({ seat: 'Anna', type: 'call', to: 200, requested: 'all-in' });
    expect(player(result.round, 'Anna')).to.include({ stack: 800, committed: 200, allIn: false });
    expect(result.round.toAct).to.equal(null);
    expect(returnUncalledChips(result.round).returned).to.deep.equal([]);
  });

  it('T9, T10: preflop, the big blind all-in for 60 of 100 → the button all-in (1000) is a call to 100; 40 of it comes back', () => {
    const round = table({ Anna: 1000, Ben: 60 }, { street: 'preflop', button: 'Anna', bigBlind: 100 });
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 50, to: 100 }, allIn: { to: 1000, asCallTo: 100 } });
    const result = applyAction(round, { type: 'all-in', to: 1000 });
    if (!result.ok) throw new Error(result.violation.code);
    expect(result.applied).to.deep.equal({ seat: 'Anna', type: 'call', to: 100, requested: 'all-in' });
    expect(returnUncalledChips(result.round).returned).to.deep.equal([{ seat: 'Anna', amount: 40 }]);
  });

  it('T9: an all-in for less than the call stays an all-in (Ben 300 against 500, every opponent all-in or not)', () => {
    const round = play(table({ Anna: 1000, Ben: 300 }), ['bet', 500]);
    const result = applyAction(round, { type: 'all-in' });
    expect(result.ok && result.applied).to.deep.equal({ seat: 'Ben', type: 'all-in', to: 300 });
  });

  it('T8: an all-in with a total other than the whole stack is refused with both amounts', () => {
    const round = table({ Anna: 1000, Ben: 1000 });
    expect(refusal(round, { type: 'all-in', to: 900 })).to.deep.include({
      code: 'all-in-amount',
      ruleId: 'T8',
      params: { requestedTo: 900, allInTo: 1000 },
    });
    expect(refusal(round, { type: 'all-in', to: 9.5 })).to.deep.include({ code: 'invalid-amount', params: { requestedTo: '9.5' } });
  });
});

describe('betting: no-limit sizes (T11)', () => {
  it('T11: bet 10 → raise to at least 20', () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }, { bigBlind: 10 }), ['bet', 10]);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 20, maxTo: 1000 });
  });

  it('T11: bet 10 raised to 35 (by 25) → next raise to at least 60', () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }, { bigBlind: 10 }), ['bet', 10], ['raise', 35]);
    expect(round.lastFullRaiseBy).to.equal(25);
    expect(legalActions(round).raise?.minTo).to.equal(60);
    expect(refusal(round, { type: 'raise', to: 59 }).code).to.equal('raise-below-minimum');
  });

  it('T11: bet 5 raised to 15 → next raise to at least 25', () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }, { bigBlind: 5 }), ['bet', 5], ['raise', 15]);
    expect(legalActions(round).raise?.minTo).to.equal(25);
  });

  it('T11: blinds 100/200 → minimum open raise to 400', () => {
    const round = table({ A: 10000, B: 10000, C: 10000, D: 10000 }, { street: 'preflop', button: 'A', bigBlind: 200, smallBlind: 100 });
    expect(toActSeat(round)).to.equal('D');
    expect(legalActions(round).raise).to.deep.equal({ minTo: 400, maxTo: 10000 });
  });

  it('T11: the minimum bet is one big blind (100); the maximum is the whole stack', () => {
    const round = table({ A: 1000, B: 1000 });
    expect(legalActions(round).bet).to.deep.equal({ minTo: 100, maxTo: 1000 });
    const violation = refusal(round, { type: 'bet', to: 99 });
    expect(violation.code).to.equal('bet-below-minimum');
    expect(violation.ruleId).to.equal('T11');
  });

  it("T11: an under-raise (bet 100, raise to 150) is refused under the default house rule 'refuse'", () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }), ['bet', 100]);
    const violation = refusal(round, { type: 'raise', to: 150 });
    expect(violation.code).to.equal('raise-below-minimum');
    expect(violation.ruleId).to.equal('T11');
    expect(violation.params).to.deep.equal({ minTo: 200, lastFullRaiseBy: 100 });
    expect(violation.allowed.raise).to.deep.equal({ minTo: 200, maxTo: 1000 });
  });

  it("T11: house rule 'treat-as-call' turns the under-raise to 150 into a call of 100", () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }, { houseRules: { underRaise: 'treat-as-call' } }), ['bet', 100]);
    const result = applyAction(round, { type: 'raise', to: 150 });
    if (!result.ok) throw new Error(result.violation.code);
    expect(result.applied).to.deep.equal({ seat: 'B', type: 'call', to: 100, houseRule: 'treat-as-call' });
    expect(player(result.round, 'B').stack).to.equal(900);
  });

  it("T11: house rule 'fill-to-minimum' turns the under-raise to 150 into a raise to 200", () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }, { houseRules: { underRaise: 'fill-to-minimum' } }), ['bet', 100]);
    const result = applyAction(round, { type: 'raise', to: 150 });
    if (!result.ok) throw new Error(result.violation.code);
    expect(result.applied).to.deep.equal({ seat: 'B', type: 'raise', to: 200, fullRaise: true, houseRule: 'fill-to-minimum' });
    expect(result.round.currentBetTo).to.equal(200);
  });
});

describe('betting: short all-ins (T12, T13)', () => {
  it('T12: Anna bets 500, Ben all-in for 700 → Anna may only call or fold', () => {
    let round = table({ Anna: 5000, Ben: 700, Carla: 5000 });
    round = play(round, ['bet', 500, 'Anna'], ['all-in', undefined, 'Ben']);
    expect(round.currentBetTo).to.equal(700);
    expect(round.lastFullRaiseBy).to.equal(500);
    // Carla had not acted yet: she keeps every option; a raise goes to at least 700 + 500.
    expect(legalActions(round).raise).to.deep.equal({ minTo: 1200, maxTo: 5000 });
    round = play(round, ['call', undefined, 'Carla']);
    expect(toActSeat(round)).to.equal('Anna');
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 200, to: 700 } });
    const violation = refusal(round, { type: 'raise', to: 1200 });
    expect(violation.code).to.equal('betting-not-reopened');
    expect(violation.ruleId).to.equal('T12');
    expect(violation.params).to.deep.equal({ facedBy: 200, lastFullRaiseBy: 500 });
    expect(refusal(round, { type: 'all-in' }).code).to.equal('betting-not-reopened');
    expect(play(round, ['call']).toAct).to.equal(null);
  });

  it('T12: an all-in bet of 50 below the minimum bet of 100: a player who checked before it may call or fold, not raise', () => {
    let round = table({ Anna: 5000, Ben: 50, Carla: 5000 });
    round = play(round, ['check', undefined, 'Anna'], ['all-in', undefined, 'Ben']);
    expect(round.currentBetTo).to.equal(50);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 150, maxTo: 5000 });
    round = play(round, ['call', undefined, 'Carla']);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 50, to: 50 } });
  });

  it('T13: A bets 10, B calls, C all-in to 18, D all-in to 25 → 8 + 7 ≥ 10, so A and B may raise again', () => {
    let round = table({ A: 1000, B: 1000, C: 18, D: 25 }, { bigBlind: 10 });
    round = play(round, ['bet', 10, 'A'], ['call', undefined, 'B'], ['all-in', undefined, 'C']);
    expect(round.currentBetTo).to.equal(18);
    round = play(round, ['all-in', undefined, 'D']);
    expect(toActSeat(round)).to.equal('A');
    expect(legalActions(round).raise).to.deep.equal({ minTo: 35, maxTo: 1000 });
    round = play(round, ['call', undefined, 'A']);
    expect(toActSeat(round)).to.equal('B');
    expect(legalActions(round).raise).to.deep.equal({ minTo: 35, maxTo: 1000 });
  });

  it('T13: TDA: A bets 100, B all-in to 125, C calls 125, D all-in to 200, E calls → A may raise, C may only call or fold', () => {
    let round = table({ A: 1000, B: 125, C: 1000, D: 200, E: 1000 });
    round = play(
      round,
      ['bet', 100, 'A'],
      ['all-in', undefined, 'B'],
      ['call', undefined, 'C'],
      ['all-in', undefined, 'D'],
      ['call', undefined, 'E'],
    );
    expect(toActSeat(round)).to.equal('A');
    expect(legalActions(round)).to.deep.equal({
      fold: true,
      call: { amount: 100, to: 200 },
      raise: { minTo: 300, maxTo: 1000 },
      allIn: { to: 1000 },
    });
    round = play(round, ['call', undefined, 'A']);
    expect(toActSeat(round)).to.equal('C');
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 75, to: 200 } });
    expect(refusal(round, { type: 'raise', to: 300 }).ruleId).to.equal('T12');
  });

  it("T13: house rule 'half-bet': Anna bets 500, Ben all-in for 750 (250, half a bet) reopens; 700 does not", () => {
    const halfBet = { allInReopen: 'half-bet' } as const;
    const reopened = play(table({ Anna: 5000, Ben: 750, Carla: 5000 }, { houseRules: halfBet }), ['bet', 500], ['all-in'], ['call']);
    expect(legalActions(reopened).raise).to.deep.equal({ minTo: 1250, maxTo: 5000 });
    const closed = play(table({ Anna: 5000, Ben: 700, Carla: 5000 }, { houseRules: halfBet }), ['bet', 500], ['all-in'], ['call']);
    expect(legalActions(closed).raise).to.equal(undefined);
    const tda = play(table({ Anna: 5000, Ben: 750, Carla: 5000 }), ['bet', 500], ['all-in'], ['call']);
    expect(legalActions(tda).raise).to.equal(undefined);
  });
});

describe('betting: pot limit (T14)', () => {
  it('T14: pot 200, A bets 150, B calls 150 → C may raise to at most 800', () => {
    const round = play(
      table({ A: 5000, B: 5000, C: 5000 }, { structure: 'pot-limit', bigBlind: 50, potBeforeStreet: 200 }),
      ['bet', 150],
      ['call'],
    );
    expect(legalActions(round).raise).to.deep.equal({ minTo: 300, maxTo: 800 });
    const violation = refusal(round, { type: 'raise', to: 801 });
    expect(violation.code).to.equal('raise-above-pot');
    expect(violation.ruleId).to.equal('T14');
    expect(violation.params).to.deep.equal({ maxTo: 800 });
    expect(play(round, ['raise', 800]).currentBetTo).to.equal(800);
  });

  it('T14: the first bet is at most the pot (200); a stack above the pot offers no all-in', () => {
    const round = table({ A: 5000, B: 5000 }, { structure: 'pot-limit', bigBlind: 50, potBeforeStreet: 200 });
    expect(legalActions(round)).to.deep.equal({ fold: true, check: true, bet: { minTo: 50, maxTo: 200 } });
    expect(refusal(round, { type: 'all-in' }).code).to.equal('all-in-above-pot');
    expect(refusal(round, { type: 'bet', to: 201 }).code).to.equal('bet-above-pot');
  });

  it('T14: preflop blinds 1/2 → the first raise goes to at most 7', () => {
    const round = table({ A: 500, B: 500, C: 500 }, { structure: 'pot-limit', street: 'preflop', button: 'A', bigBlind: 2, smallBlind: 1 });
    expect(legalActions(round).raise).to.deep.equal({ minTo: 4, maxTo: 7 });
  });
});

describe('betting: fixed limit (T15)', () => {
  it('T15: a 10/20 game bets exactly 10 on the flop and exactly 20 on the turn', () => {
    let round = table({ A: 1000, B: 1000 }, { structure: 'fixed-limit', bigBlind: 10 });
    expect(legalActions(round).bet).to.deep.equal({ minTo: 10, maxTo: 10 });
    expect(refusal(round, { type: 'bet', to: 20 }).code).to.equal('fixed-limit-size');
    round = play(round, ['bet', 10], ['raise', 20], ['call']);
    round = startNextStreet(round);
    expect(round.street).to.equal('turn');
    expect(legalActions(round).bet).to.deep.equal({ minTo: 20, maxTo: 20 });
    const violation = refusal(round, { type: 'bet', to: 10 });
    expect(violation.code).to.equal('bet-below-minimum');
    expect(refusal(round, { type: 'bet', to: 30 }).ruleId).to.equal('T15');
    round = play(round, ['bet', 20]);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 40, maxTo: 40 });
  });

  it('T15: cap of a bet and three raises; preflop the big blind (10) is the bet: 20, 30, 40, then only call or fold', () => {
    let round = table({ A: 1000, B: 1000, C: 1000, D: 1000 }, { structure: 'fixed-limit', street: 'preflop', button: 'A', bigBlind: 10 });
    round = play(round, ['raise', 20, 'D'], ['raise', 30, 'A'], ['raise', 40, 'B']);
    expect(round.raiseCount).to.equal(3);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 30, to: 40 } });
    const violation = refusal(round, { type: 'raise', to: 50 });
    expect(violation.code).to.equal('raise-cap-reached');
    expect(violation.ruleId).to.equal('T15');
  });

  it("T15: house rule 'bet-plus-4' allows a fourth raise, to 50", () => {
    let round = table(
      { A: 1000, B: 1000, C: 1000, D: 1000 },
      { structure: 'fixed-limit', street: 'preflop', button: 'A', bigBlind: 10, houseRules: { fixedLimitCap: 'bet-plus-4' } },
    );
    round = play(round, ['raise', 20], ['raise', 30], ['raise', 40]);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 50, maxTo: 50 });
    round = play(round, ['raise', 50]);
    expect(legalActions(round).raise).to.equal(undefined);
  });

  it('T15: no cap in a round that starts heads-up (house rule, default on): 10/20, bets 10 … raises to 60, then 70 offered; capped when switched off', () => {
    let round = table({ A: 1000, B: 1000 }, { structure: 'fixed-limit', bigBlind: 10 });
    round = play(round, ['bet', 10], ['raise', 20], ['raise', 30], ['raise', 40], ['raise', 50], ['raise', 60]);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 70, maxTo: 70 });
    let capped = table({ A: 1000, B: 1000 }, { structure: 'fixed-limit', bigBlind: 10, houseRules: { headsUpUncapped: false } });
    capped = play(capped, ['bet', 10], ['raise', 20], ['raise', 30], ['raise', 40]);
    expect(legalActions(capped).raise).to.equal(undefined);
  });

  it('T15: a round that starts with three stays capped when a fold leaves two: A folds, B bets 10, C raises to 20, 30, 40 → B may only call or fold', () => {
    let round = table({ A: 1000, B: 1000, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10 });
    round = play(round, ['fold', undefined, 'A'], ['bet', 10, 'B'], ['raise', 20, 'C'], ['raise', 30, 'B'], ['raise', 40, 'C']);
    expect(toActSeat(round)).to.equal('B');
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 10, to: 40 } });
    expect(refusal(round, { type: 'raise', to: 50 })).to.deep.include({
      code: 'raise-cap-reached',
      ruleId: 'T15',
      params: { raiseCount: 3 },
    });
  });

  it('T15: a cap reached three-handed stays when a later fold leaves two: B bets 10, C 20, A 30, B 40 (capped), C folds → A may only call', () => {
    let round = table({ A: 1000, B: 1000, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'A' });
    round = play(round, ['bet', 10, 'B'], ['raise', 20, 'C'], ['raise', 30, 'A'], ['raise', 40, 'B'], ['fold', undefined, 'C']);
    expect(toActSeat(round)).to.equal('A');
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 10, to: 40 } });
  });

  it('T15: the next street after a fold to two starts heads-up and is uncapped: flop three-handed, C folds; on the turn 20, 40 … 120 are all allowed', () => {
    let round = table({ A: 1000, B: 1000, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'A' });
    round = play(round, ['bet', 10, 'B'], ['fold', undefined, 'C'], ['call', undefined, 'A']);
    round = startNextStreet(round);
    expect(round.street).to.equal('turn');
    round = play(round, ['bet', 20, 'B'], ['raise', 40, 'A'], ['raise', 60, 'B'], ['raise', 80, 'A'], ['raise', 100, 'B']);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 120, maxTo: 120 });
  });

  it('T15: facing an all-in of 4 (less than half of a 10 bet) a player may fold, call 4, or complete to exactly 10', () => {
    let round = table({ A: 4, B: 1000, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'C' });
    round = play(round, ['all-in', undefined, 'A']);
    expect(round.currentBetTo).to.equal(4);
    expect(round.lastFullBetTo).to.equal(0);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 4, to: 4 }, raise: { minTo: 10, maxTo: 10, complete: true } });
    expect(refusal(round, { type: 'raise', to: 14 })).to.deep.include({
      code: 'fixed-limit-size',
      ruleId: 'T15',
      params: { street: 'flop', action: 'raise', exactTo: 10, complete: true },
    });
    const result = applyAction(round, { type: 'raise', to: 10 });
    if (!result.ok) throw new Error(result.violation.code);
    // The completion is the street's bet: a full one, not yet a raise (T15 cap).
    expect(result.applied).to.deep.equal({ seat: 'B', type: 'raise', to: 10, fullRaise: true });
    expect(result.round).to.include({ currentBetTo: 10, lastFullBetTo: 10, lastFullRaiseBy: 10, raiseCount: 0 });
    expect(legalActions(result.round).raise).to.deep.equal({ minTo: 20, maxTo: 20 });
  });

  it('T15: three-handed preflop 5/10, Anna raises to 20, Ben to 30, Carla to 40 (the cap), Anna folds → Ben may only call 10; the flop, starting with two, is uncapped', () => {
    let round = table(
      { Ben: 1000, Carla: 1000, Anna: 1000 },
      { structure: 'fixed-limit', street: 'preflop', button: 'Anna', bigBlind: 10 },
    );
    expect(toActSeat(round)).to.equal('Anna');
    round = play(round, ['raise', 20, 'Anna'], ['raise', 30, 'Ben'], ['raise', 40, 'Carla'], ['fold', undefined, 'Anna']);
    expect(toActSeat(round)).to.equal('Ben');
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 10, to: 40 } });
    round = startNextStreet(play(round, ['call', undefined, 'Ben']));
    round = play(round, ['bet', 10], ['raise', 20], ['raise', 30], ['raise', 40], ['raise', 50]);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 60, maxTo: 60 });
  });

  it('T15: 10/20 flop, Anna all-in for 4, Ben completes to 10 (the bet): the raises go to 20, 30, 40, then the cap', () => {
    let round = table({ Anna: 4, Ben: 1000, Carla: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'Carla' });
    round = play(
      round,
      ['all-in', undefined, 'Anna'],
      ['raise', 10, 'Ben'],
      ['raise', 20, 'Carla'],
      ['raise', 30, 'Ben'],
      ['raise', 40, 'Carla'],
    );
    expect(round.raiseCount).to.equal(3);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 10, to: 40 } });
  });

  it('T15: A bets 10, B all-in to 14 (4 more, less than half a bet) → C may complete the raise to exactly 20; A, who bet, may only call', () => {
    let round = table({ A: 1000, B: 14, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'C' });
    round = play(round, ['bet', 10, 'A'], ['all-in', undefined, 'B']);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 20, maxTo: 20, complete: true });
    const called = play(round, ['call', undefined, 'C']);
    expect(legalActions(called)).to.deep.equal({ fold: true, call: { amount: 4, to: 14 } });
    const completed = play(round, ['raise', 20, 'C']);
    expect(completed).to.include({ currentBetTo: 20, lastFullBetTo: 20, raiseCount: 1 });
    // A faces 10 more, a full raise: A may raise again (T12).
    expect(legalActions(completed).raise).to.deep.equal({ minTo: 30, maxTo: 30 });
  });

  it('T15: an all-in of half a bet or more is raised on top: A bets 10, B all-in to 15 → C raises to 25 (not a completion)', () => {
    const round = play(
      table({ A: 1000, B: 15, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'C' }),
      ['bet', 10],
      ['all-in'],
    );
    expect(legalActions(round).raise).to.deep.equal({ minTo: 25, maxTo: 25 });
  });

  it('T15: preflop 5/10, A all-in to 13 over the big blind → B may complete to 20, which counts as the first raise', () => {
    let round = table({ S: 1000, B: 1000, A: 13, D: 1000 }, { structure: 'fixed-limit', street: 'preflop', button: 'D', bigBlind: 10 });
    round = play(round, ['all-in', undefined, 'A']);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 20, maxTo: 20, complete: true });
    round = play(round, ['raise', 20, 'D']);
    expect(round).to.include({ raiseCount: 1, lastFullBetTo: 20 });
  });

  it('T15: a player short of the completion may still go all-in: A all-in for 3, B with 7 chips all-in to 7', () => {
    const round = play(table({ A: 3, B: 7, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, button: 'C' }), ['all-in']);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 3, to: 3 }, allIn: { to: 7 } });
    expect(play(round, ['all-in']).currentBetTo).to.equal(7);
  });

  it('T15, T12: a fixed-limit short all-in follows the same reopen rules: A bets 10, B all-in for 15 → A may only call or fold', () => {
    let round = table({ A: 1000, B: 15, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10 });
    round = play(round, ['bet', 10], ['all-in']);
    expect(legalActions(round).raise).to.deep.equal({ minTo: 25, maxTo: 25 });
    round = play(round, ['call']);
    expect(legalActions(round)).to.deep.equal({ fold: true, call: { amount: 5, to: 15 } });
    // House rule 'half-bet': 5 is half a bet of 10, so it counts as a full raise.
    let halfBet = table({ A: 1000, B: 15, C: 1000 }, { structure: 'fixed-limit', bigBlind: 10, houseRules: { allInReopen: 'half-bet' } });
    halfBet = play(halfBet, ['bet', 10], ['all-in'], ['call']);
    expect(halfBet.raiseCount).to.equal(1);
    expect(legalActions(halfBet).raise).to.deep.equal({ minTo: 25, maxTo: 25 });
  });
});

describe('betting: uncalled chips (T10)', () => {
  it('T10: bet 200 into an only opponent with 80 → 120 returned', () => {
    let round = table({ Anna: 1000, Ben: 80 });
    round = play(round, ['bet', 200, 'Anna'], ['call', undefined, 'Ben']);
    expect(player(round, 'Ben').allIn).to.equal(true);
    expect(round.toAct).to.equal(null);
    const { round: settled, returned } = returnUncalledChips(round);
    expect(returned).to.deep.equal([{ seat: 'Anna', amount: 120 }]);
    expect(player(settled, 'Anna').committed).to.equal(80);
    expect(player(settled, 'Anna').stack).to.equal(920);
    expect(player(round, 'Anna').committed).to.equal(200); // the input is unchanged
    expect(potTotal(settled)).to.equal(160);
  });

  it('T10: everybody folds to a bet of 300 → the whole bet goes back', () => {
    const round = play(table({ Anna: 1000, Ben: 1000, Carla: 1000 }), ['bet', 300], ['fold'], ['fold']);
    expect(returnUncalledChips(round).returned).to.deep.equal([{ seat: 'Anna', amount: 300 }]);
  });
});

describe('betting: input', () => {
  it('startBettingRound throws HoldemError invalid-input for a missing button seat, a fractional stack or one player', () => {
    const make = (players: { seat: string; stack: number }[], buttonSeat: string) => () =>
      startBettingRound({ structure: 'no-limit', street: 'preflop', players, buttonSeat, bigBlind: 2 });
    expect(
      make(
        [
          { seat: 'A', stack: 10 },
          { seat: 'B', stack: 10 },
        ],
        'Z',
      ),
    ).to.throw(HoldemError);
    expect(
      make(
        [
          { seat: 'A', stack: 10.5 },
          { seat: 'B', stack: 10 },
        ],
        'A',
      ),
    ).to.throw(HoldemError);
    expect(make([{ seat: 'A', stack: 10 }], 'A')).to.throw(HoldemError);
    expect(
      make(
        [
          { seat: 'A', stack: 10 },
          { seat: 'A', stack: 10 },
        ],
        'A',
      ),
    ).to.throw(HoldemError);
  });

  it('the round is plain JSON-safe data', () => {
    const round = play(table({ A: 1000, B: 1000, C: 1000 }, { street: 'preflop', button: 'A' }), ['raise', 300]);
    expect(JSON.parse(JSON.stringify(round))).to.deep.equal(round);
  });
});
