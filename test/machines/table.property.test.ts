import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { seededRandom, randomInt, type RandomSource } from '../../src/core/deck.js';
import { playersNeeded, strictlyBetween } from '../../src/core/table-rules.js';
import {
  tableMachine,
  type HandContext,
  type TableContext,
  type TableEvent,
  type TableInput,
  type TableState,
} from '../../src/machines/index.js';

/**
 * Whole sessions through the real table actor on a simulated clock: computer players and
 * "humans" who act at random (legal and illegal), join, leave, queue, sit out and in, rebuy,
 * disconnect, let the clock run out, and void hands at random moments; and a careless page
 * that sends malformed events (no type, unknown types, missing and mistyped fields, numbers
 * that are not safe integers, ids named like Object.prototype's members) and events out of
 * order. After every step: the actor never reached status 'error' and nothing threw; every
 * chip brought to the table is seated, queued or cashed out; a refused event changed nothing
 * but `violation`; at every hand start the button and the blinds follow T2/T3 and the players
 * dealt in follow C3/C4.
 */
const SESSIONS = 150;
const STEPS = 250;

interface Params {
  seats: number;
  players: number;
  bots: number;
  minPlayers: number;
  structure: 'no-limit' | 'pot-limit' | 'fixed-limit';
  seed: number;
}

const params: fc.Arbitrary<Params> = fc
  .record({
    seats: fc.integer({ min: 2, max: 10 }),
    players: fc.integer({ min: 0, max: 10 }),
    bots: fc.integer({ min: 0, max: 10 }),
    minPlayers: fc.constantFrom(2, 3),
    structure: fc.constantFrom('no-limit' as const, 'pot-limit' as const, 'fixed-limit' as const),
    seed: fc.integer({ min: 0, max: 2 ** 31 }),
  })
  .map((p) => ({ ...p, players: Math.min(p.players, p.seats), bots: Math.min(p.bots, p.players) }));

const pick = <T>(list: readonly T[], random: RandomSource): T => list[randomInt(list.length, random)];

/** Something a careless page might send: malformed, of an unknown type, or out of order. */
function carelessEvent(c: TableContext, ids: readonly string[], random: RandomSource): unknown {
  const id = pick([...ids, 'constructor', '__proto__', 'toString'], random);
  const seat = c.hand?.toAct ?? id;
  const events: unknown[] = [
    {},
    { type: randomInt(100, random) },
    { type: pick(['NOPE', 'join', 'Deal', ''], random) },
    { player: id, buyIn: 500 },
    { type: 'JOIN', player: randomInt(2, random) ? 5 : '', buyIn: 500 },
    { type: 'JOIN', player: id, buyIn: pick([1.5, -100, Number.NaN, Infinity, 2 ** 53, '500'], random) },
    { type: 'JOIN', player: id, buyIn: 500, sea: 2 },
    { type: 'JOIN', player: id, buyIn: 500, seat: pick([-1, 99, 1.5], random) },
    { type: 'JOIN', player: id, buyIn: 500, bot: 'genius' },
    { type: 'JOIN', player: id, buyIn: 500 },
    { type: 'REBUY', player: id, amount: pick([2 ** 60, 0, -1, 0.5, Number.MAX_SAFE_INTEGER], random) },
    { type: 'SIT_IN', player: id, postBigBlind: 'yes' },
    { type: pick(['LEAVE', 'SIT_OUT', 'DISCONNECT', 'RECONNECT'], random) },
    { type: pick(['LEAVE', 'SIT_OUT', 'SIT_IN', 'DISCONNECT', 'RECONNECT'], random), player: id },
    { type: 'ACT', seat, action: pick(['dance', 'FOLD', 5], random) },
    { type: 'ACT', seat: 7, action: 'fold' },
    { type: 'ACT', seat, action: 'raise', to: pick([Number.NaN, 1.5, 2 ** 60, -10], random) },
    { type: 'ACT', seat, action: 'all-in' },
    { type: pick(['SHOW', 'MUCK'], random), seat },
    { type: 'SHOW' },
    { type: 'DEAL', now: 1 },
    { type: 'DEAL' },
    { type: 'RESUME', now: 'later' },
    { type: 'RESUME' },
  ];
  return pick(events, random);
}

function humanAction(hand: HandContext, random: RandomSource): TableEvent | null {
  const seat = hand.toAct;
  if (!seat) return null;
  const legal = hand.legalActions;
  const r = randomInt(10, random);
  if (r === 0) return { type: 'ACT', seat, action: 'raise', to: 1 }; // certainly too small, or not allowed
  if (r === 1) return { type: 'ACT', seat: 'nobody', action: 'fold' };
  const range = legal.bet ?? legal.raise;
  if (r < 5 && range)
    return { type: 'ACT', seat, action: legal.bet ? 'bet' : 'raise', to: range.minTo + randomInt(range.maxTo - range.minTo + 1, random) };
  if (r < 8) return { type: 'ACT', seat, action: legal.check ? 'check' : 'call' };
  return { type: 'ACT', seat, action: 'fold' };
}

/** At a hand's start the seats are as the plan saw them (settling happens at the end). */
function checkHandStart(c: TableState & { hand: TableContext['hand'] }): void {
  const before = c;
  const p = c.plan!;
  const n = p.dealt.length;
  expect(n).to.be.within(2, 10);
  // T2: the button is a player dealt in, and not a newcomer in their first hand while a game
  // is running (two players who are neither newcomers nor sitting out).
  expect(p.dealt).to.include(p.button);
  // A game is running when the regular players alone could start a hand (C2); only then do newcomers wait (C3).
  const regular = c.seats.filter((s) => s && s.status === 'active' && s.stack > 0).length;
  const running = regular >= playersNeeded(c.config.minPlayers, c.lastHandPlayers) && c.lastBlinds !== null;
  if (running) expect(before.seats[p.button]?.status).to.equal('active');
  // T3: small blind left of the button, big blind next; heads-up the button posts the small.
  const at = p.dealt.indexOf(p.button);
  expect(p.small).to.equal(n === 2 ? p.button : p.dealt[(at + 1) % n]);
  expect(p.big).to.equal(n === 2 ? p.dealt[(at + 1) % n] : p.dealt[(at + 2) % n]);
  for (const i of p.dealt) {
    const seat = before.seats[i]!;
    expect(seat.stack).to.be.greaterThan(0);
    // C4: nobody sitting out (or busted) is dealt in.
    expect(['sitting-out', 'busted']).to.not.include(seat.status);
    // C3: a newcomer waiting for the big blind is dealt in only as the big blind (unless no game was running);
    // one who posts, as the big blind or out of position (between the big blind and the button).
    if (seat.status === 'waiting' && running) expect(i).to.equal(p.big);
    if (seat.status === 'posting' && running && i !== p.big) {
      expect(p.posting).to.include(i);
      expect(strictlyBetween(c.seats.length, p.big, p.button, i), 'C3: out of position').to.equal(true);
    }
  }
  // The hand plays exactly the chips the dealt-in players have (T8).
  // (The hand is the one just dealt: a step deals one hand at most.)
  const hand = c.hand;
  if (hand && hand.config.seatIds.length === n) {
    const total = p.dealt.reduce((sum, i) => sum + before.seats[i]!.stack, 0);
    expect(hand.config.totalChips).to.equal(total);
  }
}

function runSession(p: Params): { hands: number; refused: number; careless: number } {
  const random = seededRandom(p.seed);
  const clock = new SimulatedClock();
  const ids = Array.from({ length: 14 }, (_, i) => `p${i}`);
  const input: TableInput = {
    structure: p.structure,
    blinds: { small: 5, big: 10 },
    seats: p.seats,
    buyIn: { min: 100, max: 1000 },
    minPlayers: p.minPlayers,
    seed: p.seed,
    now: () => clock.now(),
    clock: { decisionMs: 1000, timeBankMs: 500 },
    sitOutLimitMs: 6000,
    betweenHandsMs: 50,
    botDelayMs: p.seed % 2 ? 0 : 20,
    players: ids.slice(0, p.players).map((id, i) => ({
      id,
      stack: 100 + randomInt(901, random),
      bot: i < p.bots ? (i % 2 ? ('passive' as const) : ('reasonable' as const)) : undefined,
    })),
  };
  const actor = createActor(tableMachine, { clock, input });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  let hands = 0;
  let refused = 0;
  let careless = 0;
  actor.on('hand-start', ({ table }) => {
    hands++;
    try {
      // The table as the hand was dealt (computer players without a delay may have played it to its end since).
      checkHandStart({ ...table, hand: actor.getSnapshot().context.hand });
    } catch (failure) {
      errors.push(failure);
    }
  });
  actor.start();
  const conserve = (c: TableContext) => {
    const seated = c.seats.reduce((s, x) => s + (x?.stack ?? 0), 0);
    const queued = c.queue.reduce((s, q) => s + q.buyIn, 0);
    expect(seated + queued + c.cashedOut, 'chips seated + queued + cashed out').to.equal(c.boughtIn);
    for (const s of c.seats) if (s) expect(Number.isSafeInteger(s.stack) && s.stack >= 0).to.equal(true);
  };
  for (let step = 0; step < STEPS; step++) {
    const c = actor.getSnapshot().context;
    const present = [...c.seats.filter(Boolean).map((s) => s!.player), ...c.queue.map((q) => q.player)];
    const someone = present.length ? pick(present, random) : pick(ids, random);
    const r = randomInt(100, random);
    let event: unknown;
    if (r < 36) event = c.hand ? humanAction(c.hand, random) : null;
    else if (r < 40) {
      event = carelessEvent(c, ids, random);
      careless++;
    } else if (r < 48)
      event = {
        type: 'JOIN',
        player: pick(ids, random),
        buyIn: randomInt(1200, random),
        postBigBlind: randomInt(2, random) === 0,
        bot: randomInt(2, random) ? 'passive' : undefined,
      };
    else if (r < 52) event = { type: 'LEAVE', player: someone };
    else if (r < 58) event = { type: 'SIT_OUT', player: someone };
    else if (r < 66) event = { type: 'SIT_IN', player: someone, postBigBlind: randomInt(2, random) === 0 };
    else if (r < 72) event = { type: 'REBUY', player: someone, amount: randomInt(1000, random) };
    else if (r < 75) event = { type: randomInt(2, random) ? 'DISCONNECT' : 'RECONNECT', player: someone };
    else if (r < 77) event = { type: 'VOID' };
    else if (r < 79) event = { type: 'DEAL' };
    else event = null;
    if (event) {
      const value = actor.getSnapshot().value;
      actor.send(event as TableEvent);
      const after = actor.getSnapshot().context;
      if (after.violation && after.violation !== c.violation) {
        refused++;
        // A refused table event changes nothing but the violation: not the state, not a field of the context.
        expect(actor.getSnapshot().value, `${JSON.stringify(event)} refused, state`).to.deep.equal(value);
        for (const key of Object.keys(c) as (keyof TableContext)[]) {
          if (key !== 'violation') expect(after[key], `${JSON.stringify(event)} refused, ${key}`).to.equal(c[key]);
        }
      }
    } else {
      clock.increment(randomInt(1500, random));
    }
    expect(errors, 'nothing throws').to.deep.equal([]);
    expect(actor.getSnapshot().status, 'never an error state').to.equal('active');
    conserve(actor.getSnapshot().context);
  }
  actor.stop();
  return { hands, refused, careless };
}

describe('tableMachine properties', () => {
  it(`T2, T3, T8, C3, C4: ${SESSIONS} random sessions of ${STEPS} steps, with malformed and out-of-order events: never an error state, chips conserved, blinds and button by the rules, refusals change nothing`, () => {
    let hands = 0;
    let refused = 0;
    let careless = 0;
    fc.assert(
      fc.property(params, (p) => {
        const r = runSession(p);
        hands += r.hands;
        refused += r.refused;
        careless += r.careless;
      }),
      { numRuns: SESSIONS, seed: 20261129 },
    );
    // The sessions must really play: thousands of hands and careless events in all, and many refusals.
    expect(hands).to.be.greaterThan(3000);
    expect(careless).to.be.greaterThan(1000);
    expect(refused).to.be.greaterThan(1000);
  });
});
