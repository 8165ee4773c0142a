import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as betting from '../../src/core/betting.js';
import {
  applyAction,
  handContributions,
  legalActions,
  returnUncalledChips,
  startBettingRound,
  startNextStreet,
  type BettingRound,
  type StartBettingRoundInput,
} from '../../src/core/betting.js';
import * as cards from '../../src/core/cards.js';
import { ALL_CARDS } from '../../src/core/cards.js';
import * as dealing from '../../src/core/dealing.js';
import { dealHoleCards, dealingOrder, stackedDeck } from '../../src/core/dealing.js';
import * as deck from '../../src/core/deck.js';
import { createDeck } from '../../src/core/deck.js';
import { HoldemError } from '../../src/core/errors.js';
import * as evaluate from '../../src/core/evaluate.js';
import * as rank from '../../src/core/rank.js';
import * as pots from '../../src/core/pots.js';
import { awardPots, buildPots, potLayers, undecidedPots } from '../../src/core/pots.js';
import * as showdown from '../../src/core/showdown.js';
import { showdownValues, winners } from '../../src/core/showdown.js';
import * as showdownOrder from '../../src/core/showdown-order.js';
import { applyShowdownDecision, autoShowdownDecision, showdownChoices, startShowdown } from '../../src/core/showdown-order.js';
import * as core from '../../src/core/index.js';
import { codeOf } from '../support/errors.js';

/** The message of the `HoldemError` `run` throws. */
function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HoldemError) return error.message;
    throw error;
  }
  return 'no error';
}

const any = (value: unknown) => value as never;

/** Seat ids that are names on Object.prototype: they must work like any other id (T18 and every rule keyed by seat). */
const PROTO_IDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty'] as const;

function round(stacks: Record<string, number>, options: Partial<StartBettingRoundInput> = {}): BettingRound {
  const seats = Object.keys(stacks);
  return startBettingRound({
    structure: 'no-limit',
    street: 'flop',
    players: seats.map((seat) => ({ seat, stack: stacks[seat]! })),
    buttonSeat: seats[seats.length - 1]!,
    bigBlind: 10,
    ...options,
  });
}

describe('input: malformed input is a HoldemError with a code, never a TypeError or a false answer', () => {
  it('T1: cards: missing, unknown and wrongly typed input', () => {
    expect(codeOf(() => cards.parseCard(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.parseCard(any(undefined)))).to.equal('missing-input');
    expect(codeOf(() => cards.parseCard(any(5)))).to.equal('unknown-card');
    expect(codeOf(() => cards.parseCards(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.parseCards(any(5)))).to.equal('invalid-input');
    expect(codeOf(() => cards.parseCards(any([null])))).to.equal('missing-input');
    expect(codeOf(() => cards.assertDistinct(any(undefined)))).to.equal('missing-input');
    expect(codeOf(() => cards.formatCard('As', any('fancy')))).to.equal('unknown-value');
    expect(codeOf(() => cards.formatCard('As', any('name')))).to.equal('unknown-value');
    expect(codeOf(() => cards.formatCard(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.suitSymbol(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.rankOf(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.suitOf(any('Zz')))).to.equal('unknown-card');
    expect(codeOf(() => cards.cardCode(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.cardFromCode(any(null)))).to.equal('missing-input');
    expect(codeOf(() => cards.cardFromCode(52))).to.equal('unknown-card');
    expect(codeOf(() => cards.cardFromCode(1.5))).to.equal('unknown-card');
    // No false answers: a ten written 10 is a ten.
    expect(cards.rankOf(any('10d'))).to.equal('T');
    expect(cards.suitOf(any('10d'))).to.equal('d');
  });

  it('T17: evaluate, rank5, rank7, categoryOf, compareHands', () => {
    expect(codeOf(() => evaluate.evaluate(any(null)))).to.equal('missing-input');
    expect(codeOf(() => evaluate.evaluate(any(['As', 'Kd', null, 'Qh', 'Jc'])))).to.equal('missing-input');
    expect(codeOf(() => rank.rank7(0, 1, 2, 3, 4, 5, 52))).to.equal('unknown-card');
    expect(codeOf(() => rank.rank7(0, 1, 2, 3, 4, 5, 1.5))).to.equal('unknown-card');
    expect(codeOf(() => rank.rank7(0, 1, 2, 3, 4, 5, any(undefined)))).to.equal('missing-input');
    expect(codeOf(() => rank.rank5(0, 1, 2, 3, -1))).to.equal('unknown-card');
    expect(codeOf(() => evaluate.categoryOf(any('x')))).to.equal('invalid-input');
    expect(codeOf(() => evaluate.compareHands(any(null), 0x053210))).to.equal('missing-input');
    expect(codeOf(() => evaluate.compareHands(1, 0x053210))).to.equal('invalid-input');
  });

  it('T17: showdown: winners, rankRole, explainComparison', () => {
    expect(codeOf(() => winners(any(null), []))).to.equal('missing-input');
    expect(codeOf(() => winners([], any(null)))).to.equal('missing-input');
    expect(codeOf(() => winners([], any([null])))).to.equal('missing-input');
    expect(codeOf(() => winners([], [{ id: '', cards: [] }]))).to.equal('unknown-seat');
    expect(codeOf(() => winners([], [{ id: 'a', cards: any(null) }]))).to.equal('missing-input');
    expect(codeOf(() => showdown.rankRole(any('nope'), 0))).to.equal('unknown-value');
    expect(codeOf(() => showdown.rankRole('flush', 9))).to.equal('invalid-input');
    expect(codeOf(() => showdown.explainComparison(any(null), any(null)))).to.equal('missing-input');
  });

  it('T1: deck: seeds, random sources, unknown options (the message names the misspelt key and the known ones)', () => {
    expect(codeOf(() => deck.seededRandom(any(null)))).to.equal('missing-input');
    expect(codeOf(() => deck.seededRandom(any({})))).to.equal('invalid-seed');
    expect(codeOf(() => deck.randomInt(3, any('x')))).to.equal('invalid-input');
    // A source that never gives a 32-bit integer is an error, not an endless loop.
    expect(codeOf(() => deck.randomInt(3, () => 0.5))).to.equal('invalid-input');
    expect(codeOf(() => deck.randomInt(3, () => Number.NaN))).to.equal('invalid-input');
    expect(codeOf(() => deck.randomInt(2.5))).to.equal('unsafe-integer');
    expect(codeOf(() => deck.shuffle(any(null)))).to.equal('missing-input');
    expect(codeOf(() => deck.shuffle([1, 2], any(null)))).to.equal('missing-input');
    expect(codeOf(() => createDeck(any(null)))).to.equal('missing-input');
    expect(codeOf(() => createDeck(any({ sead: 42 })))).to.equal('unknown-option');
    expect(messageOf(() => createDeck(any({ sead: 42 }))))
      .to.contain('"sead"')
      .and.contain('seed, random, order');
    expect(codeOf(() => deck.shuffledDeck(any({ order: 'As' })))).to.equal('unknown-option');
    expect(codeOf(() => createDeck(any({ random: 5 })))).to.equal('invalid-input');
    expect(codeOf(() => createDeck({ seed: 1.5 }))).to.equal('invalid-seed');
    expect(codeOf(() => deck.scriptedDeck(any(null)))).to.equal('missing-input');
  });

  it('T5: dealing: seats, positions, streets, unknown keys', () => {
    const full = ALL_CARDS.slice();
    expect(codeOf(() => dealingOrder(any(null), 'A'))).to.equal('missing-input');
    expect(codeOf(() => dealingOrder(['A', 'A'], 'A'))).to.equal('duplicate-seat');
    expect(codeOf(() => dealingOrder(['A'], 'B'))).to.equal('unknown-seat');
    expect(codeOf(() => dealingOrder(['A', ''], 'A'))).to.equal('unknown-seat');
    expect(codeOf(() => dealingOrder(['A', any(7)], 'A'))).to.equal('unknown-seat');
    expect(codeOf(() => dealHoleCards(any(null), 0, ['A']))).to.equal('missing-input');
    expect(codeOf(() => dealHoleCards(full, 1.5, ['A']))).to.equal('unsafe-integer');
    expect(codeOf(() => dealHoleCards(full, -1, ['A']))).to.equal('invalid-input');
    expect(codeOf(() => dealHoleCards(any(['As', 'junk']), 0, ['A']))).to.equal('unknown-card');
    expect(codeOf(() => dealing.dealStreet(full, 0, any('fourth')))).to.equal('unknown-value');
    expect(codeOf(() => stackedDeck(any(null)))).to.equal('missing-input');
    expect(codeOf(() => stackedDeck(any({ seats: ['A', 'B'], button: 'B', rest: full, holecards: {} })))).to.equal('unknown-option');
    expect(codeOf(() => stackedDeck(any({ seats: ['A', 'B'], button: 'B', rest: ['As', 'nope'] })))).to.equal('unknown-card');
  });

  it('T6: startBettingRound: missing fields, unsafe integers, overflow, unknown options and values', () => {
    const base = {
      structure: 'no-limit',
      street: 'flop',
      players: [
        { seat: 'A', stack: 100 },
        { seat: 'B', stack: 100 },
      ],
      buttonSeat: 'B',
      bigBlind: 10,
    };
    const start = (input: object) => () => startBettingRound(any(input));
    expect(codeOf(start(any(null)))).to.equal('missing-input');
    expect(codeOf(start({ ...base, bigBlind: undefined }))).to.equal('missing-input');
    expect(codeOf(start({ ...base, buttonSeat: undefined }))).to.equal('missing-input');
    expect(codeOf(start({ ...base, players: null }))).to.equal('missing-input');
    expect(codeOf(start({ ...base, players: [null, { seat: 'B', stack: 1 }] }))).to.equal('missing-input');
    expect(codeOf(start({ ...base, smallblind: 5 }))).to.equal('unknown-option');
    expect(messageOf(start({ ...base, smallblind: 5 })))
      .to.contain('"smallblind"')
      .and.contain('smallBlind');
    expect(codeOf(start({ ...base, houseRules: { underraise: 'refuse' } }))).to.equal('unknown-option');
    expect(messageOf(start({ ...base, houseRules: { underraise: 'refuse' } })))
      .to.contain('"underraise"')
      .and.contain('underRaise, allInReopen, fixedLimitCap, headsUpUncapped');
    expect(codeOf(start({ ...base, houseRules: { underRaise: 'maybe' } }))).to.equal('unknown-value');
    expect(codeOf(start({ ...base, houseRules: { headsUpUncapped: 'yes' } }))).to.equal('unknown-value');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stak: 100 },
            { seat: 'B', stack: 100 },
          ],
        }),
      ),
    ).to.equal('unknown-option');
    expect(codeOf(start({ ...base, structure: 'limit' }))).to.equal('unknown-value');
    expect(codeOf(start({ ...base, street: 'fourth' }))).to.equal('unknown-value');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: 1.5 },
            { seat: 'B', stack: 100 },
          ],
        }),
      ),
    ).to.equal('unsafe-integer');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: 2 ** 53 },
            { seat: 'B', stack: 100 },
          ],
        }),
      ),
    ).to.equal('unsafe-integer');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: '100' },
            { seat: 'B', stack: 100 },
          ],
        }),
      ),
    ).to.equal('invalid-input');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: -1 },
            { seat: 'B', stack: 100 },
          ],
        }),
      ),
    ).to.equal('negative-amount');
    const huge = Number.MAX_SAFE_INTEGER - 5;
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: huge },
            { seat: 'B', stack: huge },
          ],
        }),
      ),
    ).to.equal('chip-overflow');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: huge },
            { seat: 'B', stack: 0 },
          ],
          bigBlind: huge,
        }),
      ),
    ).to.equal('chip-overflow');
    expect(codeOf(start({ ...base, buttonSeat: 'Z' }))).to.equal('unknown-seat');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: 1 },
            { seat: 'A', stack: 1 },
          ],
        }),
      ),
    ).to.equal('duplicate-seat');
    expect(
      codeOf(
        start({
          ...base,
          players: [
            { seat: 'A', stack: 1, folded: 'no' },
            { seat: 'B', stack: 1 },
          ],
        }),
      ),
    ).to.equal('invalid-input');
  });

  it('T6, T7: every function over a betting round answers a missing or malformed round with a HoldemError', () => {
    const ok = round({ A: 100, B: 100, C: 100 });
    const oneArg = [
      'legalActions',
      'isRoundComplete',
      'playersInHand',
      'isBettingClosed',
      'potTotal',
      'betUnit',
      'minRaiseTo',
      'returnUncalledChips',
      'handContributions',
      'startNextStreet',
      'blindSeats',
    ] as const;
    for (const name of oneArg) {
      const fn = betting[name] as (round: unknown) => unknown;
      expect(
        codeOf(() => fn(null)),
        name,
      ).to.equal('missing-input');
      expect(
        codeOf(() => fn(undefined)),
        name,
      ).to.equal('missing-input');
      expect(
        codeOf(() => fn({ players: [null, null], toAct: 0 })),
        name,
      ).to.be.oneOf(['missing-input', 'invalid-input', 'unknown-option', 'unknown-value']);
    }
    expect(codeOf(() => applyAction(any(null), { type: 'fold' }))).to.equal('missing-input');
    expect(codeOf(() => applyAction(ok, any(null)))).to.equal('missing-input');
    expect(codeOf(() => applyAction(ok, any({ type: 'fold', seat: 5 })))).to.equal('unknown-seat');
    expect(codeOf(() => betting.nextToAct(ok, 99))).to.equal('invalid-input');
    expect(codeOf(() => betting.nextToAct(ok, 1.5))).to.equal('unsafe-integer');
    expect(codeOf(() => betting.amountToCall(ok, 99))).to.equal('invalid-input');
    expect(codeOf(() => betting.potLimitMaxTo(ok, -1))).to.equal('invalid-input');
    // A round with a field of the wrong kind (here after a careless edit of a copy) is refused, not answered falsely.
    const edited = structuredClone(ok);
    edited.players[0]!.stack = Number.NaN;
    expect(codeOf(() => legalActions(edited))).to.equal('unsafe-integer');
    const extra = { ...structuredClone(ok), pot: 5 };
    expect(codeOf(() => legalActions(any(extra)))).to.equal('unknown-option');
    // A round restored from JSON is a round.
    expect(legalActions(JSON.parse(JSON.stringify(ok)))).to.deep.equal(legalActions(ok));
  });

  it('T18: pots: contributions, pots, values and seating', () => {
    expect(codeOf(() => buildPots(any(null)))).to.equal('missing-input');
    expect(codeOf(() => buildPots([{ seat: 'A', amount: 1.5 }]))).to.equal('unsafe-integer');
    expect(codeOf(() => buildPots([{ seat: 'A', amount: -1 }]))).to.equal('negative-amount');
    expect(codeOf(() => buildPots([{ seat: 'A', amount: any(undefined) }]))).to.equal('missing-input');
    expect(
      codeOf(() =>
        buildPots([
          { seat: 'A', amount: Number.MAX_SAFE_INTEGER },
          { seat: 'B', amount: Number.MAX_SAFE_INTEGER },
        ]),
      ),
    ).to.equal('chip-overflow');
    expect(codeOf(() => buildPots([{ seat: '', amount: 1 }]))).to.equal('unknown-seat');
    expect(
      codeOf(() =>
        buildPots([
          { seat: 'A', amount: 1 },
          { seat: 'A', amount: 1 },
        ]),
      ),
    ).to.equal('duplicate-seat');
    expect(codeOf(() => buildPots([{ seat: 'A', amount: 1, folded: any('yes') }]))).to.equal('invalid-input');
    const seating = { seats: ['A', 'B'], button: 'B' };
    const pot = [{ amount: 10, eligible: ['A', 'B'] }];
    expect(codeOf(() => awardPots(any(null), {}, seating))).to.equal('missing-input');
    expect(codeOf(() => awardPots(pot, any(null), seating))).to.equal('missing-input');
    expect(codeOf(() => awardPots(pot, { A: 1 }, any(null)))).to.equal('missing-input');
    expect(codeOf(() => awardPots(pot, { A: 1 }, any({ ...seating, muck: [] })))).to.equal('unknown-option');
    expect(codeOf(() => awardPots([{ amount: 10, eligible: ['A', 'Z'] }], { A: 1 }, seating))).to.equal('unknown-seat');
    expect(codeOf(() => awardPots(pot, any({ A: 'x' }), seating))).to.equal('invalid-input');
    expect(codeOf(() => awardPots(pot, ['A', ['A', 'B']], seating))).to.equal('duplicate-seat');
    expect(
      codeOf(() =>
        awardPots(
          [
            { amount: Number.MAX_SAFE_INTEGER, eligible: ['A'] },
            { amount: 10, eligible: ['A'] },
          ],
          {},
          seating,
        ),
      ),
    ).to.equal('chip-overflow');
    expect(codeOf(() => awardPots([{ amount: -5, eligible: ['A'] }], {}, seating))).to.equal('negative-amount');
    expect(codeOf(() => potLayers(any(null)))).to.equal('missing-input');
    expect(codeOf(() => showdownValues(any(null), []))).to.equal('missing-input');
    expect(codeOf(() => showdownValues([], any(null)))).to.equal('missing-input');
    expect(codeOf(() => undecidedPots(any(null), {}))).to.equal('missing-input');
    expect(codeOf(() => undecidedPots(pot, any(null)))).to.equal('missing-input');
  });

  it('T16: showdown order: seating, contenders, decisions, values', () => {
    const seating = { seats: ['A', 'B', 'C'], button: 'C' };
    const pot = [{ amount: 10, eligible: ['A', 'B'] }];
    expect(codeOf(() => showdownOrder.showdownOrder(any(null), ['A'], null))).to.equal('missing-input');
    expect(codeOf(() => showdownOrder.showdownOrder(seating, ['A', 'Z'], null))).to.equal('unknown-seat');
    expect(codeOf(() => showdownOrder.showdownOrder(seating, ['A', 'A'], null))).to.equal('duplicate-seat');
    expect(codeOf(() => showdownOrder.showdownOrder(seating, ['A', 'B'], any(undefined)))).to.equal('missing-input');
    expect(codeOf(() => startShowdown(any({ seating, contenders: ['A', 'B'], lastRiverAggressor: null, faceup: true })))).to.equal(
      'unknown-option',
    );
    const state = startShowdown({ seating, contenders: ['A', 'B'], lastRiverAggressor: null });
    expect(codeOf(() => applyShowdownDecision(state, pot, 'A', any('fold')))).to.equal('unknown-value');
    expect(codeOf(() => applyShowdownDecision(state, any(null), 'A', 'show'))).to.equal('missing-input');
    expect(codeOf(() => applyShowdownDecision(state, pot, '', 'show'))).to.equal('unknown-seat');
    expect(codeOf(() => applyShowdownDecision(any(undefined), pot, 'A', 'show'))).to.equal('missing-input');
    expect(codeOf(() => autoShowdownDecision(state, pot, { B: 1 }))).to.equal('missing-input');
    expect(codeOf(() => autoShowdownDecision(state, pot, any(null)))).to.equal('missing-input');
    expect(codeOf(() => showdownOrder.tournamentFaceUp(any('yes'), round({ A: 1, B: 1 })))).to.equal('invalid-input');
    expect(codeOf(() => showdownOrder.tournamentFaceUp(true, any(null)))).to.equal('missing-input');
    expect(codeOf(() => showdownOrder.tournamentFaceUp(true, any({ players: [null] })))).to.equal('missing-input');
    expect(codeOf(() => showdownOrder.showdownTurn(any(null)))).to.equal('missing-input');
    expect(codeOf(() => showdownOrder.showdownTurn(any({ ...state, next: 7 })))).to.equal('invalid-input');
    expect(codeOf(() => showdownChoices(state, [{ amount: -1, eligible: [] }]))).to.equal('negative-amount');
    expect(codeOf(() => showdownOrder.potsAfterMucks(any(null), []))).to.equal('missing-input');
    expect(codeOf(() => showdownOrder.potsAfterMucks(pot, any([null])))).to.equal('missing-input');
  });

  it('T1–T18: random junk for every argument of every public function throws only HoldemError (1,000 runs each)', () => {
    const modules: Record<string, Record<string, unknown>> = { betting, cards, dealing, deck, evaluate, pots, showdown, showdownOrder };
    const junk = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true, maxDepth: 3 });
    for (const [moduleName, members] of Object.entries(modules)) {
      for (const [name, member] of Object.entries(members)) {
        if (typeof member !== 'function' || name === 'cryptoRandom' || name === 'newDeck') continue;
        // Public functions only: core's engines call the internal unchecked ones (`…Unchecked`) with checked input.
        if (!(name in core)) continue;
        const fn = member as (...args: unknown[]) => unknown;
        fc.assert(
          fc.property(fc.array(junk, { maxLength: 4 }), (args) => {
            try {
              const result = fn(...args);
              // A random source returned by seededRandom is called once as well.
              if (typeof result === 'function') (result as () => unknown)();
            } catch (error) {
              if (!(error instanceof HoldemError))
                throw new Error(`${moduleName}.${name}(${args.map((a) => String(a)).join(', ')}) threw ${String(error)}`, { cause: error });
            }
          }),
          { numRuns: 1000 },
        );
      }
    }
  });
});

describe('input: seat ids named like Object.prototype members work like any other id', () => {
  it('T5: dealing order, hole cards and a stacked deck for constructor, __proto__, toString and hasOwnProperty', () => {
    const order = dealingOrder(PROTO_IDS, 'hasOwnProperty');
    expect(order).to.deep.equal(['constructor', '__proto__', 'toString', 'hasOwnProperty']);
    const { holeCards } = dealHoleCards(ALL_CARDS, 0, order);
    expect(Object.keys(holeCards)).to.deep.equal(order);
    for (const seat of PROTO_IDS) expect(Object.prototype.hasOwnProperty.call(holeCards, seat), seat).to.equal(true);
    expect(holeCards['__proto__']).to.deep.equal(['2h', '3h']);
    expect(Object.getPrototypeOf(holeCards)).to.equal(Object.prototype);
    const stacked = stackedDeck({
      seats: PROTO_IDS,
      button: 'hasOwnProperty',
      holeCards: JSON.parse('{"__proto__":"As Ad","constructor":"Ks Kd"}'),
      rest: ALL_CARDS,
    });
    const dealt = dealHoleCards(stacked, 0, order).holeCards;
    expect(dealt['__proto__']).to.deep.equal(['As', 'Ad']);
    expect(dealt['constructor']).to.deep.equal(['Ks', 'Kd']);
  });

  it('T3–T10: a betting round over them: blinds, actions, the next street, uncalled chips, contributions', () => {
    let r = startBettingRound({
      structure: 'no-limit',
      street: 'preflop',
      players: PROTO_IDS.map((seat, i) => ({ seat, stack: [100, 1000, 1000, 300][i]! })),
      buttonSeat: 'hasOwnProperty',
      bigBlind: 10,
    });
    expect(betting.blindSeats(r)).to.deep.equal({ small: 'constructor', big: '__proto__' });
    const act = (type: 'call' | 'check' | 'fold' | 'all-in', seat: string) => {
      const result = applyAction(r, { type, seat });
      if (!result.ok) throw new Error(result.violation.code);
      r = result.round;
    };
    act('call', 'toString');
    act('all-in', 'hasOwnProperty');
    act('fold', 'constructor');
    act('call', '__proto__');
    act('call', 'toString');
    expect(r.toAct).to.equal(null);
    expect(r.lastAggressorSeat).to.equal('hasOwnProperty');
    expect(returnUncalledChips(r).returned).to.deep.equal([]);
    const contributions = handContributions(r);
    expect(contributions).to.deep.equal([
      { seat: 'constructor', amount: 5, folded: true },
      { seat: '__proto__', amount: 300, folded: false },
      { seat: 'toString', amount: 300, folded: false },
      { seat: 'hasOwnProperty', amount: 300, folded: false },
    ]);
    const flop = startNextStreet(r);
    // T6: the first active player left of the button; the small blind folded.
    expect(flop.players[flop.toAct!]!.seat).to.equal('__proto__');
    let turn = flop;
    for (const seat of ['__proto__', 'toString']) {
      const result = applyAction(turn, { type: seat === '__proto__' ? 'check' : 'all-in', seat });
      if (!result.ok) throw new Error(result.violation.code);
      turn = result.round;
    }
    // __proto__, who checked, now faces toString's all-in: 700 to call.
    expect(legalActions(turn)).to.deep.include({ call: { amount: 700, to: 700 } });
    expect(JSON.parse(JSON.stringify(flop))).to.deep.equal(flop);
  });

  it('T16–T19: pots, the showdown order and awards keyed by them (a three-way tie with an odd chip)', () => {
    const seating = { seats: PROTO_IDS, button: 'hasOwnProperty' };
    const { pots: built, returned } = buildPots(PROTO_IDS.map((seat, i) => ({ seat, amount: i === 3 ? 50 : 34 })));
    expect(returned).to.deep.equal([{ seat: 'hasOwnProperty', amount: 16 }]);
    expect(built).to.deep.equal([{ amount: 136, eligible: [...PROTO_IDS] }]);
    const values = JSON.parse('{"constructor":7,"__proto__":7,"toString":7,"hasOwnProperty":1}') as Record<string, number>;
    const { awards, totals } = awardPots(built, values, seating);
    expect(awards[0]!.shares).to.deep.equal([
      { seat: 'constructor', amount: 46 },
      { seat: '__proto__', amount: 45 },
      { seat: 'toString', amount: 45 },
    ]);
    expect(Object.keys(totals)).to.deep.equal(['constructor', '__proto__', 'toString']);
    expect(totals['__proto__']).to.equal(45);
    expect(totals['constructor']).to.equal(46);
    expect(Object.prototype.hasOwnProperty.call(totals, 'hasOwnProperty')).to.equal(false);
    // No value for a seat is no value, whatever Object.prototype has under that name.
    expect(undecidedPots([{ amount: 10, eligible: ['constructor', 'toString'] }], {})).to.deep.equal([0]);
    expect(codeOf(() => awardPots([{ amount: 10, eligible: ['constructor', 'toString'] }], {}, seating))).to.equal('invalid-input');
    const { values: shown, hands } = showdownValues('2c 7d 9h Jc 3s'.split(' '), [
      { seat: '__proto__', cards: ['Ks', 'Kd'] },
      { seat: 'constructor', cards: ['Qs', 'Qd'] },
    ]);
    expect(Object.keys(shown)).to.deep.equal(['__proto__', 'constructor']);
    expect(hands['__proto__']!.category).to.equal('one-pair');
    expect(
      potLayers([
        { seat: '__proto__', amount: 10 },
        { seat: 'toString', amount: 10 },
      ]).layers[0]!.shares.map((s) => s.seat),
    ).to.deep.equal(['__proto__', 'toString']);

    let state = startShowdown({ seating, contenders: [...PROTO_IDS], lastRiverAggressor: 'toString' });
    expect(state.order).to.deep.equal(['toString', 'hasOwnProperty', 'constructor', '__proto__']);
    const onePot = [{ amount: 100, eligible: [...PROTO_IDS] }];
    const decide = (decision: 'show' | 'muck') => {
      const step = applyShowdownDecision(state, onePot, state.order[state.next]!, decision);
      if (!step.ok) throw new Error(step.violation.code);
      state = step.state;
    };
    expect(autoShowdownDecision(state, onePot, values)).to.equal('show');
    decide('show');
    expect(autoShowdownDecision(state, onePot, values)).to.equal('muck');
    decide('muck');
    expect(autoShowdownDecision(state, onePot, values)).to.equal('show');
    decide('show');
    decide('muck');
    expect(state).to.deep.include({ shown: ['toString', 'constructor'], mucked: ['hasOwnProperty', '__proto__'] });
  });

  it('T17: hands with those ids are ranked like any others', () => {
    const result = winners('Ks 9d 7c 4h 2s'.split(' '), [
      { id: 'toString', cards: ['Kh', 'Qc'] },
      { id: '__proto__', cards: ['Kd', 'Jc'] },
      { id: 'constructor', cards: ['Kc', 'Qd'] },
    ]);
    expect(result.winners).to.deep.equal(['toString', 'constructor']);
    expect(result.runnerUp).to.equal('__proto__');
  });
});
