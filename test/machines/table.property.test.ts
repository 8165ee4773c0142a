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
import { applySessionEvent, msUntilWake, openSession, wakeSession, type SessionState } from '../../src/core/table/session.js';

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
/** The sessions compared with the engine, step by step. */
const AGREEMENT_SESSIONS = 25;
const AGREEMENT_STEPS = 120;

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

/** A careless event (`carelessEvent`, drawn when sent). */
const CARELESS = Symbol('careless');

/** The next thing a session does: an event (a player's, a page's, a careless one), or null: time passes. */
function randomEvent(c: TableContext, ids: readonly string[], random: RandomSource): unknown {
  const present = [...c.seats.filter(Boolean).map((s) => s!.player), ...c.queue.map((q) => q.player)];
  const someone = present.length ? pick(present, random) : pick(ids, random);
  const r = randomInt(100, random);
  if (r < 36) return c.hand ? humanAction(c.hand, random) : null;
  if (r < 40) return CARELESS;
  if (r < 48)
    return {
      type: 'JOIN',
      player: pick(ids, random),
      buyIn: randomInt(1200, random),
      postBigBlind: randomInt(2, random) === 0,
      bot: randomInt(2, random) ? 'passive' : undefined,
    };
  if (r < 52) return { type: 'LEAVE', player: someone };
  if (r < 58) return { type: 'SIT_OUT', player: someone };
  if (r < 66) return { type: 'SIT_IN', player: someone, postBigBlind: randomInt(2, random) === 0 };
  if (r < 72) return { type: 'REBUY', player: someone, amount: randomInt(1000, random) };
  if (r < 75) return { type: randomInt(2, random) ? 'DISCONNECT' : 'RECONNECT', player: someone };
  if (r < 77) return { type: 'VOID' };
  if (r < 79) return { type: 'DEAL' };
  return null;
}

const PLAYER_IDS = Array.from({ length: 14 }, (_, i) => `p${i}`);

/** A table for the session `p` on the simulated clock: some players seated (some of them computer players), a clock (C5), a sit-out limit (C4). */
function sessionInput(p: Params, clock: SimulatedClock, random: RandomSource): TableInput {
  return {
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
    players: PLAYER_IDS.slice(0, p.players).map((id, i) => ({
      id,
      stack: 100 + randomInt(901, random),
      bot: i < p.bots ? (i % 2 ? ('passive' as const) : ('reasonable' as const)) : undefined,
    })),
  };
}

function runSession(p: Params): { hands: number; refused: number; careless: number } {
  const random = seededRandom(p.seed);
  const clock = new SimulatedClock();
  const ids = PLAYER_IDS;
  const input = sessionInput(p, clock, random);
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
    const event = randomEvent(c, ids, random);
    if (event === CARELESS) careless++;
    if (event !== null) {
      const value = actor.getSnapshot().value;
      actor.send((event === CARELESS ? carelessEvent(c, ids, random) : event) as TableEvent);
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

/** The actor's context without its clock: the session engine's state. */
function engineState(context: TableContext): SessionState {
  const { now: _clock, ...state } = context;
  return state;
}

/**
 * The same session on the actor and on the session engine by hand: each event goes to both
 * (`applySessionEvent` at the clock's time), and when time passes the engine does what is due
 * (`wakeSession`, as often as something is due at the new time). Before each event the actor's
 * `snapshot.can(event)` must be the engine's `ok`; after each step the actor's context must be
 * the engine's state.
 */
function agreeWithEngine(p: Params): { events: number; refused: number; wakes: number } {
  const random = seededRandom(p.seed);
  const clock = new SimulatedClock();
  const input = sessionInput(p, clock, random);
  const actor = createActor(tableMachine, { clock, input });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  // The actor opens the table and does what is due at once (C2: the first hand).
  let engine = wakeSession(openSession(input), clock.now()).state;
  let events = 0;
  let refused = 0;
  let wakes = 0;
  for (let step = 0; step < AGREEMENT_STEPS; step++) {
    const before = actor.getSnapshot();
    const drawn = randomEvent(before.context, PLAYER_IDS, random);
    if (drawn === null) {
      clock.increment(randomInt(1500, random));
      for (let due = msUntilWake(engine, clock.now()); due === 0; due = msUntilWake(engine, clock.now())) {
        engine = wakeSession(engine, clock.now()).state;
        wakes++;
      }
    } else {
      const event = drawn === CARELESS ? carelessEvent(before.context, PLAYER_IDS, random) : drawn;
      const step = applySessionEvent(engine, event, clock.now());
      expect(before.can(event as TableEvent), `can(${JSON.stringify(event)})`).to.equal(step.ok);
      actor.send(event as TableEvent);
      engine = step.state;
      events++;
      if (!step.ok) refused++;
    }
    expect(errors, 'nothing throws').to.deep.equal([]);
    expect(engineState(actor.getSnapshot().context), `step ${step}: the context is the engine's state`).to.deep.equal(engine);
  }
  actor.stop();
  return { events, refused, wakes };
}

describe('tableMachine and the session engine', () => {
  it(`T2, T8, C2–C5: ${AGREEMENT_SESSIONS} random sessions of ${AGREEMENT_STEPS} steps with careless events and time passing: at every step the context is the engine's state and snapshot.can(event) is the engine's ok`, () => {
    let events = 0;
    let refused = 0;
    let wakes = 0;
    fc.assert(
      fc.property(params, (p) => {
        const r = agreeWithEngine(p);
        events += r.events;
        refused += r.refused;
        wakes += r.wakes;
      }),
      { numRuns: AGREEMENT_SESSIONS, seed: 20261204 },
    );
    // Both answers occur often, and time really passes: the clock acts, hands follow one another.
    expect(events).to.be.greaterThan(1200);
    expect(refused).to.be.greaterThan(400);
    expect(events - refused).to.be.greaterThan(400);
    expect(wakes).to.be.greaterThan(250);
  });
});
