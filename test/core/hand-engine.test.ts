import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { thrown } from '../support/errors.js';
import { seededRandom } from '../../src/core/deck.js';
import {
  applyHandEvent,
  handChoices,
  playHands,
  runHand,
  startHand,
  type HandEvent,
  type HandInput,
  type HandState,
} from '../../src/core/hand/index.js';

/** Seats clockwise; the button is the last one unless given. */
function input(stacks: Record<string, number>, options: Partial<HandInput> = {}): HandInput {
  const ids = Object.keys(stacks);
  return {
    structure: 'no-limit',
    blinds: { small: 50, big: 100 },
    seats: ids.map((id) => ({ id, stack: stacks[id] })),
    button: ids[ids.length - 1],
    seed: 3,
    ...options,
  };
}

/** Applies events that must all be accepted. */
function play(state: HandState, ...events: HandEvent[]): HandState {
  for (const event of events) {
    const step = applyHandEvent(state, event);
    if (!step.ok) throw new Error(`refused ${JSON.stringify(event)}: ${step.violation.code}`);
    state = step.state;
  }
  return state;
}

describe('the hand engine: startHand and applyHandEvent', () => {
  it('T3, T5, T6: posts the blinds, deals two cards each, and gives the action left of the big blind', () => {
    const hand = startHand(input({ Anna: 5000, Ben: 700, Carla: 5000 }));
    expect(hand.phase).to.equal('betting');
    expect(hand.bets).to.deep.equal({ Anna: 50, Ben: 100, Carla: 0 });
    expect(hand.toAct).to.equal('Carla');
    expect(hand.deck.dealt).to.equal(6);
    expect(Object.values(hand.holeCards).every((cards) => cards.length === 2)).to.equal(true);
  });

  it('T6: a refused event leaves the state as it was, but for the violation, and says what happened', () => {
    const hand = startHand(input({ Anna: 5000, Ben: 700, Carla: 5000 }));
    const step = applyHandEvent(hand, { type: 'ACT', seat: 'Anna', action: 'fold' });
    expect(step.ok).to.equal(false);
    if (step.ok) return;
    expect(step.violation).to.include({ code: 'not-your-turn', ruleId: 'T6' });
    expect(step.happened).to.deep.equal([{ type: 'violation', violation: step.violation }]);
    for (const key of Object.keys(hand) as (keyof HandState)[]) if (key !== 'violation') expect(step.state[key], key).to.equal(hand[key]);
    expect(hand.violation, 'the state passed in is never changed').to.equal(null);
  });

  it('T7, T8: an unknown event type, a missing seat and an amount that is no number are refused with a code, never thrown', () => {
    const hand = startHand(input({ Anna: 5000, Ben: 700, Carla: 5000 }));
    const refusal = (event: unknown) => {
      const step = applyHandEvent(hand, event as HandEvent);
      expect(step.ok).to.equal(false);
      return step.ok ? null : { code: step.violation.code, ruleId: step.violation.ruleId, params: step.violation.params };
    };
    expect(refusal({ type: 'DEAL' })).to.deep.equal({ code: 'unknown-event', ruleId: 'T7', params: { type: 'DEAL' } });
    expect(refusal({ type: 'constructor' })).to.deep.equal({ code: 'unknown-event', ruleId: 'T7', params: { type: 'constructor' } });
    expect(refusal({ type: 'ACT', action: 'call' })).to.deep.equal({ code: 'malformed-event', ruleId: 'T6', params: { problem: 'seat' } });
    expect(refusal({ type: 'ACT', seat: 'Carla', action: 'raise', to: '300' })).to.deep.equal({
      code: 'malformed-event',
      ruleId: 'T8',
      params: { problem: 'to' },
    });
    expect(refusal({ type: 'ACT', seat: 'Carla', action: 'raise', to: 2 ** 60 })?.code).to.equal('malformed-event');
    expect(refusal({ type: 'ACT', seat: 'Carla', action: 'raise', to: Number.NaN })?.code).to.equal('malformed-event');
    expect(refusal(null)).to.deep.equal({ code: 'malformed-event', ruleId: 'T7', params: { problem: 'event' } });
    expect(refusal({})).to.deep.equal({ code: 'malformed-event', ruleId: 'T7', params: { problem: 'type' } });
  });

  it('T6: after the hand is over every event is refused: hand-over', () => {
    let hand = startHand(input({ Anna: 1000, Ben: 1000 }));
    hand = play(hand, { type: 'ACT', seat: 'Ben', action: 'fold' });
    expect(hand.phase).to.equal('uncontested');
    for (const event of [{ type: 'ACT', seat: 'Anna', action: 'check' }, { type: 'VOID' }, { type: 'SHOW', seat: 'Anna' }] as HandEvent[]) {
      const step = applyHandEvent(hand, event);
      expect(step.ok ? null : step.violation.code).to.equal('hand-over');
    }
  });

  it('C6: VOID returns every chip to who bet it, at any street', () => {
    let hand = startHand(input({ Anna: 5000, Ben: 700, Carla: 5000 }));
    hand = play(
      hand,
      { type: 'ACT', seat: 'Carla', action: 'raise', to: 300 },
      { type: 'ACT', seat: 'Anna', action: 'call' },
      { type: 'VOID' },
    );
    expect(hand.phase).to.equal('voided');
    expect(hand.result?.finalStacks).to.deep.equal({ Anna: 5000, Ben: 700, Carla: 5000 });
  });

  it('T20: the last player in takes the pots unseen; T18: the chips at the end are the chips at the start', () => {
    let hand = startHand(input({ Anna: 5000, Ben: 700, Carla: 5000 }));
    hand = play(
      hand,
      { type: 'ACT', seat: 'Carla', action: 'raise', to: 300 },
      { type: 'ACT', seat: 'Anna', action: 'fold' },
      { type: 'ACT', seat: 'Ben', action: 'fold' },
    );
    expect(hand.phase).to.equal('uncontested');
    expect(hand.result?.finalStacks).to.deep.equal({ Anna: 4950, Ben: 600, Carla: 5150 });
    expect(hand.log.filter((e) => e.kind === 'uncalled-returned')).to.deep.equal([
      { kind: 'uncalled-returned', seat: 'Carla', amount: 200, street: 'preflop', ruleIds: ['T10'] },
    ]);
  });
});

describe('the hand engine: bad input is a HoldemError with a code', () => {
  it('a missing or null input, or events that are not a list', () => {
    expect(thrown(() => startHand(null as never)).code).to.equal('missing-input');
    expect(thrown(() => runHand(undefined as never, [])).code).to.equal('missing-input');
    expect(thrown(() => runHand(input({ Anna: 100, Ben: 100 }), null as never)).code).to.equal('missing-events');
    expect(thrown(() => runHand(input({ Anna: 100, Ben: 100 }), [null] as never)).code).to.equal('invalid-event');
    expect(thrown(() => runHand(input({ Anna: 100, Ben: 100 }), [{ seat: 'Anna' }] as never)).message).to.contain('event 0 has no type');
  });

  it('T11, T13, T15: a misspelt house rule or input key names itself and the known ones', () => {
    const error = thrown(() => startHand(input({ Anna: 100, Ben: 100 }, { houseRules: { underRaize: 'refuse' } as never })));
    expect(error.code).to.equal('unknown-option');
    expect(error.message).to.contain('"underRaize"').and.contain('underRaise').and.contain('allInReopen');
    expect(thrown(() => startHand({ ...input({ Anna: 100, Ben: 100 }), blind: { small: 1, big: 2 } } as never)).message).to.contain(
      '"blind"',
    );
    expect(thrown(() => startHand(input({ Anna: 100, Ben: 100 }, { limits: { minbet: 5 } as never }))).code).to.equal('unknown-option');
  });

  it('T11, T13, T15: house rules given as undefined are the defaults; the round refuses what it would refuse itself', () => {
    const state = startHand(input({ Anna: 100, Ben: 100, Carla: 100 }, { houseRules: { underRaise: undefined, allInReopen: undefined } }));
    expect(state.round.houseRules).to.deep.equal({
      underRaise: 'refuse',
      allInReopen: 'tda',
      fixedLimitCap: 'bet-plus-3',
      headsUpUncapped: true,
      shortBlindCall: 'full',
    });
    const refused = thrown(() => startHand(input({ Anna: 100, Ben: 100 }, { houseRules: { underRaise: 'maybe' as never } })));
    expect(refused.code).to.equal('unknown-value');
    expect(refused.message).to.contain('the house rule underRaise');
    expect(thrown(() => startHand(input({ Anna: 100, Ben: 100 }, { limits: { minBet: Number.MAX_SAFE_INTEGER } }))).code).to.equal(
      'chip-overflow',
    );
  });

  it("T3: a big blind all-in for less: the others call the full big blind; house rule short-blind-call 'posted': what was posted", () => {
    // Carla (the big blind of 100) has 60: she posts 60, all-in.
    const seats = { Anna: 1000, Ben: 1000, Carla: 60, Dan: 1000 };
    const full = startHand(input(seats, { button: 'Anna' }));
    expect(full.toAct).to.equal('Dan');
    expect(full.legalActions.call).to.deep.equal({ amount: 100, to: 100 });
    const posted = startHand(input(seats, { button: 'Anna', houseRules: { shortBlindCall: 'posted' } }));
    expect(posted.legalActions.call).to.deep.equal({ amount: 60, to: 60 });
    // The minimum raise is still a full big blind more (T11): to 160.
    expect(posted.legalActions.raise?.minTo).to.equal(160);
    // Dan calls 60, Anna folds, Ben (the small blind) completes to 60.
    const end = play(
      posted,
      { type: 'ACT', seat: 'Dan', action: 'call' },
      { type: 'ACT', seat: 'Anna', action: 'fold' },
      { type: 'ACT', seat: 'Ben', action: 'call' },
    );
    expect(end.log.filter((e) => e.kind === 'action' && e.action === 'call').map((e) => e.kind === 'action' && e.to)).to.deep.equal([
      60, 60,
    ]);
    // Carla is all-in: Ben and Dan play on from the flop, a pot of 180 (60 each) behind them.
    expect(end.street).to.equal('flop');
    expect(end.pots.reduce((sum, p) => sum + p.amount, 0)).to.equal(180);
    expect(thrown(() => startHand(input(seats, { houseRules: { shortBlindCall: 'half' as never } }))).code).to.equal('unknown-value');
  });

  it('T8: chips are safe integers and all of them together stay below Number.MAX_SAFE_INTEGER', () => {
    expect(thrown(() => startHand(input({ Anna: 2 ** 60, Ben: 100 }))).code).to.equal('unsafe-integer');
    expect(thrown(() => startHand(input({ Anna: 10.5, Ben: 100 }))).code).to.equal('invalid-input');
    expect(thrown(() => startHand(input({ Anna: Number.MAX_SAFE_INTEGER, Ben: 100 }))).code).to.equal('chip-overflow');
    expect(thrown(() => startHand(input({ Anna: 100, Ben: 100 }, { blinds: { small: 1, big: Number.NaN } }))).message).to.contain(
      'big blind',
    );
    expect(thrown(() => startHand(input({ Anna: 100, Ben: 100 }, { ante: -1 }))).message).to.contain('ante');
  });

  it('T3: seat ids that are names on Object.prototype play like any other', () => {
    const seats = ['constructor', 'toString', 'hasOwnProperty', '__proto__'].map((id) => ({ id, stack: 1000 }));
    const result = runHand({ structure: 'no-limit', blinds: { small: 5, big: 10 }, seats, button: '__proto__', seed: 9 }, []);
    expect(Object.keys(result.stacks)).to.deep.equal(['constructor', 'toString', 'hasOwnProperty', '__proto__']);
    expect(result.stacks.constructor).to.equal(995);
    let hand = startHand({ structure: 'no-limit', blinds: { small: 5, big: 10 }, seats, button: '__proto__', seed: 9 });
    expect(hand.toAct).to.equal('hasOwnProperty');
    hand = play(
      hand,
      { type: 'ACT', seat: 'hasOwnProperty', action: 'fold' },
      { type: 'ACT', seat: '__proto__', action: 'fold' },
      { type: 'ACT', seat: 'constructor', action: 'fold' },
    );
    expect(hand.phase).to.equal('uncontested');
    expect(hand.result?.finalStacks).to.deep.equal(
      JSON.parse('{"constructor": 995, "toString": 1005, "hasOwnProperty": 1000, "__proto__": 1000}'),
    );
    expect(Object.getPrototypeOf(hand.result?.finalStacks)).to.equal(Object.prototype);
  });
});

describe('playHands: many seeded hands on the engine', () => {
  it('T8: 300 three-handed hands of a calling station: every hand ends, no chip lost, the same numbers for the same seed', () => {
    const options = {
      input: {
        structure: 'no-limit',
        blinds: { small: 1, big: 2 },
        button: 'C',
        autoShowdown: true,
        seats: [
          { id: 'A', stack: 200 },
          { id: 'B', stack: 200 },
          { id: 'C', stack: 200 },
        ],
      } as const,
      hands: 300,
      seed: 1,
      policy: (hand: HandState): HandEvent => ({
        type: 'ACT',
        seat: hand.toAct as string,
        action: hand.legalActions.check ? 'check' : 'call',
      }),
    };
    const result = playHands(options);
    expect(result.hands).to.equal(300);
    expect(result.refused).to.equal(0);
    expect(result.endings).to.deep.equal({ complete: 300, uncontested: 0, voided: 0 });
    expect(result.net.A + result.net.B + result.net.C).to.equal(0);
    expect(playHands(options)).to.deep.equal(result);
    // T5: hand k is dealt from seed + k, also when a caller's input carries a seed of its own.
    const dealt: string[] = [];
    const withSeed = { ...options, hands: 3, input: { ...options.input, seed: 999 } as typeof options.input };
    playHands({ ...withSeed, onHand: (hand) => dealt.push(JSON.stringify(hand.holeCards)) });
    expect(dealt).to.deep.equal([1, 2, 3].map((seed) => JSON.stringify(startHand({ ...options.input, seed }).holeCards)));
    expect(new Set(dealt).size).to.equal(3);
  });

  it('T8, T7: playHands changes each hand in place and reaches what applyHandEvent reaches step by step, refusals and all (500 random hands)', () => {
    // A random player that also sends events the rules refuse (a raise of 1 chip, a seat out
    // of turn, an unknown action): a refusal must leave the live state exactly as it was.
    const policyFor =
      (random: () => number) =>
      (hand: Readonly<HandState>): HandEvent => {
        const seat = hand.toAct as string;
        const legal = hand.legalActions;
        const r = random() % 10;
        if (r === 0) return { type: 'ACT', seat, action: 'raise', to: 1 };
        if (r === 1) return { type: 'ACT', seat: hand.config.seatIds.find((id) => id !== seat) as string, action: 'call' };
        if (r === 2) return { type: 'ACT', seat, action: 'jump' as 'call' };
        if (r === 3) return { type: 'ACT', seat, action: 'fold' };
        const range = legal.bet ?? legal.raise;
        if (r >= 8 && range)
          return { type: 'ACT', seat, action: legal.bet ? 'bet' : 'raise', to: range.minTo + (random() % (range.maxTo - range.minTo + 1)) };
        if (r === 7 && legal.allIn) return { type: 'ACT', seat, action: 'all-in' };
        return { type: 'ACT', seat, action: legal.check ? 'check' : 'call' };
      };
    fc.assert(
      fc.property(
        fc.constantFrom('no-limit', 'pot-limit', 'fixed-limit'),
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 2, maxLength: 9 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (structure, stacks, ante, seed) => {
          const given = {
            structure,
            blinds: { small: 5, big: 10 },
            ante,
            seats: stacks.map((stack, k) => ({ id: `p${k}`, stack })),
            button: 'p0',
            autoShowdown: true,
          } as const;
          const inPlace: HandState[] = [];
          const bulk = playHands({
            input: (k) => ({ ...given, button: `p${k % stacks.length}` }),
            hands: 2,
            seed,
            policy: policyFor(seededRandom(seed)),
            onHand: (hand) => inPlace.push(hand),
          });
          const random = seededRandom(seed);
          const policy = policyFor(random);
          let refused = 0;
          for (let k = 0; k < 2; k++) {
            let hand = startHand({ ...given, button: `p${k % stacks.length}`, seed: seed + k });
            while (hand.result === null) {
              const step = applyHandEvent(hand, policy(hand));
              if (!step.ok) {
                refused++;
                expect(step.state).to.deep.equal({ ...hand, violation: step.violation });
              }
              hand = step.ok ? step.state : { ...step.state, violation: null };
            }
            expect(inPlace[k].log).to.deep.equal(hand.log);
            expect(inPlace[k].result).to.deep.equal(hand.result);
            expect(inPlace[k].board).to.deep.equal(hand.board);
          }
          expect(bulk.refused).to.equal(refused);
        },
      ),
      { numRuns: 250, seed: 9 },
    );
  });

  it('T6: a policy that keeps being refused stops the run with a HoldemError instead of looping', () => {
    const error = thrown(() =>
      playHands({
        input: {
          structure: 'no-limit',
          blinds: { small: 1, big: 2 },
          button: 'B',
          seats: [
            { id: 'A', stack: 20 },
            { id: 'B', stack: 20 },
          ],
        },
        hands: 1,
        seed: 1,
        maxRefusalsInARow: 5,
        policy: () => ({ type: 'ACT', seat: 'nobody', action: 'fold' }),
      }),
    );
    expect(error.code).to.equal('policy-stuck');
  });
});

describe('handChoices: what the player to act may choose, decided in core', () => {
  it("T12: after Ben's short all-in (600, only 100 more than Anna's 500) Anna may only call or fold, and core says why (betting-not-reopened)", () => {
    let hand = startHand({
      ...input({ Anna: 5000, Ben: 700, Carla: 5000 }),
      button: 'Carla',
      holeCards: { Anna: 'As Kd', Ben: 'Qh Qc', Carla: '9s 9d' },
      board: 'Ks 7h 2c 4d Jc',
    });
    hand = play(
      hand,
      { type: 'ACT', seat: 'Carla', action: 'call' },
      { type: 'ACT', seat: 'Anna', action: 'call' },
      { type: 'ACT', seat: 'Ben', action: 'check' },
      { type: 'ACT', seat: 'Anna', action: 'bet', to: 500 },
      { type: 'ACT', seat: 'Ben', action: 'all-in' },
      { type: 'ACT', seat: 'Carla', action: 'call' },
    );
    const choices = handChoices(hand);
    expect(choices.seat).to.equal('Anna');
    expect(choices.legal).to.deep.equal({ fold: true, call: { amount: 100, to: 600 } });
    expect(choices.raiseClosed).to.include({ code: 'betting-not-reopened', ruleId: 'T12' });
    expect(choices.presets).to.deep.equal([]);
  });

  it('T11, T14: presets inside the legal range: min, half pot, pot (as T14 counts it), all-in', () => {
    // Blinds 50/100, Carla first to act: the pot-sized raise is to 350 (100 to call + 250 in the pot after it).
    const hand = startHand(input({ Anna: 5000, Ben: 5000, Carla: 5000 }));
    expect(handChoices(hand).presets).to.deep.equal([
      { kind: 'min', to: 200 },
      { kind: 'half-pot', to: 225 },
      { kind: 'pot', to: 350 },
      { kind: 'all-in', to: 5000 },
    ]);
    expect(handChoices(hand).raiseClosed).to.equal(null);
  });
});
