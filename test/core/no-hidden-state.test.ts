/**
 * Core keeps no memory between calls: every public function checks what it is given, each
 * time, and its answer depends on that value alone, not on which object it is or on what
 * core made or checked before. (Core used to remember the rounds it had made or checked
 * last, and skip the check for them: a round changed in place after core returned it was
 * then answered as if it were still the round core had made.)
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  amountToCall,
  applyAction,
  applyHandEvent,
  betUnit,
  blindSeats,
  handChoices,
  handContributions,
  isBettingClosed,
  isRoundComplete,
  legalActions,
  minRaiseTo,
  nextToAct,
  playersInHand,
  potLimitMaxTo,
  potTotal,
  returnUncalledChips,
  seededRandom,
  startBettingRound,
  startHand,
  startNextStreet,
  type BettingRound,
  type HandEvent,
  type HandState,
} from '../../src/core/index.js';
import * as core from '../../src/core/index.js';
import * as potsdam from '../../src/core/potsdam/index.js';
import { applyPotsdamEvent, startPotsdam } from '../../src/core/potsdam/index.js';
import { codeOf } from '../support/errors.js';

/** Every public function of a betting round, asked about `round`. */
const ASKS: Record<string, (round: BettingRound) => unknown> = {
  legalActions: (round) => legalActions(round),
  applyAction: (round) => applyAction(round, { type: 'call' }),
  isRoundComplete: (round) => isRoundComplete(round),
  playersInHand: (round) => playersInHand(round),
  isBettingClosed: (round) => isBettingClosed(round),
  potTotal: (round) => potTotal(round),
  betUnit: (round) => betUnit(round),
  minRaiseTo: (round) => minRaiseTo(round),
  amountToCall: (round) => amountToCall(round),
  nextToAct: (round) => nextToAct(round, 0),
  potLimitMaxTo: (round) => potLimitMaxTo(round, 0),
  returnUncalledChips: (round) => returnUncalledChips(round),
  handContributions: (round) => handContributions(round),
  startNextStreet: (round) => startNextStreet(round),
};

/** Heads-up, blinds 5/10: Anna on the button posts the small blind and acts first (T3, T6). */
function headsUp(): BettingRound {
  return startBettingRound({
    structure: 'no-limit',
    street: 'preflop',
    players: [
      { seat: 'Anna', stack: 1000 },
      { seat: 'Ben', stack: 1000 },
    ],
    buttonSeat: 'Anna',
    bigBlind: 10,
  });
}

/** What a call answers: its result as JSON, or the code of the `HoldemError` it throws. */
function outcome(run: () => unknown): string {
  try {
    return JSON.stringify(run());
  } catch {
    return `throws ${codeOf(run)}`;
  }
}

describe('core without hidden state: a call depends on what it is given, never on an earlier call', () => {
  it('T6–T10: a round core just returned, changed in place, is checked by every betting function', () => {
    for (const [name, ask] of Object.entries(ASKS)) {
      const round = headsUp();
      expect(amountToCall(round), 'Anna owes 5 to call the big blind of 10').to.equal(5);
      // A careless edit of the very object core returned: a stack of -50.
      round.players[0].stack = -50;
      expect(
        codeOf(() => ask(round)),
        name,
      ).to.equal('negative-amount');
    }
    // The same for a round an action made (applyAction) and for one that passed a check once.
    const called = applyAction(headsUp(), { type: 'call', seat: 'Anna' });
    if (!called.ok) throw new Error('Anna may call');
    expect(legalActions(called.round)).to.deep.equal({ fold: true, check: true, raise: { minTo: 20, maxTo: 1000 }, allIn: { to: 1000 } });
    called.round.toAct = 7;
    expect(codeOf(() => legalActions(called.round))).to.equal('invalid-input');
    const restored = JSON.parse(JSON.stringify(headsUp())) as BettingRound;
    expect(legalActions(restored).call).to.deep.equal({ amount: 5, to: 10 });
    restored.players[0].committed = 2.5;
    expect(codeOf(() => legalActions(restored))).to.equal('unsafe-integer');
  });

  it('the unchecked functions the engines call stay inside core: the public entries export none', () => {
    const internal = (names: string[]) => names.filter((name) => name.endsWith('Unchecked') || name === 'requireRound');
    expect(internal(Object.keys(core))).to.deep.equal([]);
    expect(internal(Object.keys(potsdam))).to.deep.equal([]);
    // The checked ones are there.
    expect(typeof core.legalActions).to.equal('function');
    expect(typeof core.dealStreet).to.equal('function');
  });

  it('T3: blindSeats checks the seats of a round core made and a page changed', () => {
    const round = headsUp();
    expect(blindSeats(round)).to.deep.equal({ small: 'Anna', big: 'Ben' });
    round.buttonIndex = 2;
    expect(codeOf(() => blindSeats(round))).to.equal('invalid-input');
  });

  it("T6–T8: an engine state changed in place is checked as its copy is (Hold'em: the ACT, handChoices; Potsdam: the ACT)", () => {
    const hand = startHand({
      structure: 'no-limit',
      blinds: { small: 5, big: 10 },
      seats: [
        { id: 'Anna', stack: 500 },
        { id: 'Ben', stack: 500 },
        { id: 'Carla', stack: 500 },
      ],
      button: 'Carla',
      seed: 1,
    });
    expect(hand.toAct).to.equal('Carla');
    hand.round.players[2].stack = 1.5;
    const fold: HandEvent = { type: 'ACT', seat: 'Carla', action: 'fold' };
    expect(
      codeOf(() => applyHandEvent(structuredClone(hand), fold)),
      'a copy',
    ).to.equal('unsafe-integer');
    expect(
      codeOf(() => applyHandEvent(hand, fold)),
      'the state core returned',
    ).to.equal('unsafe-integer');
    expect(codeOf(() => handChoices(hand))).to.equal('unsafe-integer');

    const game = startPotsdam({
      seats: [
        { id: 'Anna', stack: 500 },
        { id: 'Ben', stack: 500 },
        { id: 'Carla', stack: 500 },
      ],
      button: 'Carla',
      blinds: { small: 5, big: 10 },
      seed: 1,
    });
    expect(game.toAct).to.equal('Carla');
    game.round.players[2].contributedBeforeStreet = -1;
    expect(codeOf(() => applyPotsdamEvent(game, { type: 'ACT', seat: 'Carla', action: 'call' }))).to.equal('negative-amount');
  });

  it('T6–T10: over random hands, a round changed in place and its copy get the same answer from every public function (200 hands)', () => {
    const field = fc.constantFrom('stack', 'committed', 'contributedBeforeStreet', 'folded', 'allIn', 'hasActed');
    const bad = fc.constantFrom<unknown>(-1, 0.5, Number.NaN, '10', null, undefined, 2 ** 53);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(20), fc.nat(9), field, bad, (seed, steps, who, key, value) => {
        const random = seededRandom(seed);
        let state: HandState = startHand({
          structure: 'no-limit',
          blinds: { small: 5, big: 10 },
          seats: ['A', 'B', 'C', 'D'].map((id, i) => ({ id, stack: 100 + 150 * i })),
          button: 'D',
          seed,
        });
        // Random legal actions, then the round the last one left, changed in place.
        for (let k = 0; k < steps && state.toAct !== null; k++) {
          const kinds = (['fold', 'check', 'call'] as const).filter((a) => state.legalActions[a] !== undefined);
          const step = applyHandEvent(state, { type: 'ACT', seat: state.toAct, action: kinds[random() % kinds.length] });
          if (!step.ok) throw new Error(`refused: ${step.violation.code}`);
          state = step.state;
        }
        const round = state.round;
        const player = round.players[who % round.players.length] as unknown as Record<string, unknown>;
        player[key] = value;
        const copy = structuredClone(round);
        for (const [name, ask] of Object.entries(ASKS)) {
          const mine = outcome(() => ask(round));
          expect(mine, name).to.equal(outcome(() => ask(copy)));
          expect(mine, `${name}: a ${key} of ${String(value)} is refused`).to.match(/^throws /);
        }
        if (state.toAct !== null) {
          const event: HandEvent = { type: 'ACT', seat: state.toAct, action: 'fold' };
          expect(outcome(() => applyHandEvent(state, event).ok)).to.equal(outcome(() => applyHandEvent(structuredClone(state), event).ok));
        }
      }),
      { numRuns: 200 },
    );
  });
});
