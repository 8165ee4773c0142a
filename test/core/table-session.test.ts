import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { randomInt, seededRandom } from '../../src/core/deck.js';
import type { TableInput } from '../../src/core/table/config.js';
import {
  applySessionEvent,
  msUntilWake,
  openSession,
  sessionWakeAt,
  wakeSession,
  type SessionHappening,
  type SessionState,
} from '../../src/core/table/session.js';
import { tableMachine } from '../../src/machines/table.machine.js';

/** Three players at 5/10, a seed, no clock unless given; hands start by themselves. */
const input = (changes: Partial<TableInput> = {}): TableInput => ({
  blinds: { small: 5, big: 10 },
  seed: 7,
  clock: null,
  players: ['Anna', 'Ben', 'Carla'].map((id) => ({ id, stack: 1000 })),
  ...changes,
});

/** A session opened at `now` (its first step: the first hand dealt when one can start). */
function opened(changes: Partial<TableInput> = {}, now = 0): { state: SessionState; happened: SessionHappening[] } {
  return wakeSession(openSession(input(changes)), now);
}

const chipsAt = (s: SessionState): number =>
  s.seats.reduce((sum, seat) => sum + (seat?.stack ?? 0), 0) + s.queue.reduce((sum, q) => sum + q.buyIn, 0) + s.cashedOut;

describe('the table session engine (core/table/session.ts)', () => {
  it('C2, T2, T3: a table that can start deals its first hand at once; nothing is due while a person decides without a clock', () => {
    const { state, happened } = opened();
    expect(state.phase).to.equal('playing');
    expect(state.handNumber).to.equal(1);
    expect(happened.map((h) => h.type)).to.deep.equal(['hand-start']);
    // T3: blinds of 5 and 10 posted, three players dealt in.
    expect(state.hand!.config.seatIds).to.have.length(3);
    expect(Object.values(state.hand!.bets).sort((a, b) => a - b)).to.deep.equal([0, 5, 10]);
    expect(state.turn).to.deep.include({ seat: state.hand!.toAct, startedAt: 0, phase: 'decision' });
    expect(sessionWakeAt(state)).to.deep.equal({ game: null, removal: null });
    expect(msUntilWake(state, 5_000)).to.equal(null);
  });

  it('C2: with autoDeal off the table waits for DEAL; a DEAL with too few players is refused and changes nothing else', () => {
    const idle = opened({ autoDeal: false }).state;
    expect(idle.phase).to.equal('idle');
    const dealt = applySessionEvent(idle, { type: 'DEAL' }, 0).state;
    expect(dealt.phase).to.equal('playing');
    const alone = opened({ autoDeal: false, players: [{ id: 'Anna', stack: 1000 }] }).state;
    const refused = applySessionEvent(alone, { type: 'DEAL' }, 0);
    expect(refused.state.violation).to.deep.include({ ruleId: 'C2' });
    expect({ ...refused.state, violation: null }).to.deep.equal(alone);
    expect(refused.happened).to.deep.equal([{ type: 'violation', violation: refused.state.violation }]);
  });

  it('C5: after 30 s the clock checks or folds for the player to act, who sits out after the hand', () => {
    const { state } = opened({ clock: { decisionMs: 30_000, timeBankMs: 20_000 } }, 1_000);
    const player = state.hand!.toAct!;
    // Due when the decision time is up: the turn began at 1,000.
    expect(sessionWakeAt(state).game).to.equal(31_000);
    expect(msUntilWake(state, 11_000)).to.equal(20_000);
    // Not yet: nothing happens a millisecond early.
    expect(wakeSession(state, 30_999).state).to.deep.equal(state);
    const { state: after, happened } = wakeSession(state, 31_000);
    // Preflop facing the big blind there is no free check: the clock folds (C5).
    expect(happened[0]).to.deep.equal({ type: 'timeout', player, action: 'fold' });
    expect(after.hand!.log.at(-1)).to.deep.include({ kind: 'action', seat: player, action: 'fold' });
    expect(after.seats.find((s) => s?.player === player)?.sitOutAfterHand).to.equal(true);
    // The next player's turn begins now, with a fresh 30 s.
    expect(after.turn).to.deep.include({ seat: after.hand!.toAct, startedAt: 31_000 });
  });

  it('C5: a disconnected player gets the 20 s time bank before the clock acts', () => {
    const start = opened({ clock: { decisionMs: 30_000, timeBankMs: 20_000 } }).state;
    const player = start.hand!.toAct!;
    const away = applySessionEvent(start, { type: 'DISCONNECT', player }, 5_000).state;
    const banked = wakeSession(away, 30_000).state;
    expect(banked.turn).to.deep.include({ seat: player, phase: 'time-bank', startedAt: 30_000 });
    expect(sessionWakeAt(banked).game).to.equal(50_000);
    const { happened } = wakeSession(banked, 50_000);
    expect(happened[0]).to.deep.include({ type: 'timeout', player });
  });

  it('C5: the time bank starts when the decision time ran out, however late the table is woken', () => {
    const start = opened({ clock: { decisionMs: 30_000, timeBankMs: 20_000 } }).state;
    const player = start.hand!.toAct!;
    const away = applySessionEvent(start, { type: 'DISCONNECT', player }, 5_000).state;
    // Woken 15 s late (a throttled tab): the bank began at 30,000 and ends at 50,000, not 65,000.
    const late = wakeSession(away, 45_000).state;
    expect(late.turn).to.deep.include({ seat: player, phase: 'time-bank', startedAt: 30_000 });
    expect(sessionWakeAt(late).game).to.equal(50_000);
    // Woken after the bank ran out too (a restored table): the clock acts at once.
    const restored = wakeSession(away, 60_000);
    expect(restored.happened[0]).to.deep.include({ type: 'timeout', player });
    expect(restored.state.hand!.log.at(-1)).to.deep.include({ kind: 'action', seat: player, action: 'fold' });
  });

  it('C3, T3: a player who sits in (or rebuys) during a hand whose big blind passed his seat waits for the big blind as a newcomer', () => {
    const players = ['Anna', 'Ben', 'Carla', 'Dan', 'Eve'].map((id) => ({ id, stack: 1000 }));
    let state = wakeSession(openSession(input({ players, autoDeal: false })), 0).state;
    state = applySessionEvent(state, { type: 'SIT_OUT', player: 'Dan' }, 0).state;
    const dan = state.seats.findIndex((s) => s?.player === 'Dan');
    /** Deals a hand; everyone folds to the big blind but for the first hand, which is folded at the end. */
    const deal = (s: SessionState): SessionState => applySessionEvent(s, { type: 'DEAL' }, 0).state;
    const foldOut = (s: SessionState): SessionState => {
      while (s.phase === 'playing' && s.hand?.toAct) s = applySessionEvent(s, { type: 'ACT', seat: s.hand.toAct, action: 'fold' }, 0).state;
      return s;
    };
    // Hands until the one whose big blind passes Dan's seat (the seat after Carla's goes to Eve).
    let passing = false;
    for (let k = 0; k < 6 && !passing; k++) {
      state = deal(state);
      const plan = state.plan!;
      const from = state.lastBlinds?.big ?? plan.small;
      passing = (from < dan && dan <= plan.big) || (plan.big < from && (dan > from || dan <= plan.big));
      if (!passing) state = foldOut(state);
    }
    expect(passing).to.equal(true);
    expect(state.plan!.dealt).not.to.include(dan);
    // Dan sits in while that hand is played: the big blind has passed him (C3).
    const back = applySessionEvent(state, { type: 'SIT_IN', player: 'Dan' }, 0).state;
    expect(back.seats[dan]).to.deep.include({ status: 'waiting', missedBigBlind: true });
    // The next hand deals him only if it is his big blind, or if he posts one (it is not: it just passed).
    const next = deal(foldOut(back));
    expect(next.plan!.dealt).not.to.include(dan);
    // Or he posts a big blind out of position (C3), as a newcomer may.
    const posting = applySessionEvent(state, { type: 'SIT_IN', player: 'Dan', postBigBlind: true }, 0).state;
    expect(posting.seats[dan]).to.deep.include({ status: 'posting', missedBigBlind: true });
  });

  it('computer players act after botDelayMs (at once with 0); the next hand starts betweenHandsMs after the last ended', () => {
    const bots = ['Ben', 'Carla'].map((id, i) => ({ id, stack: 1000, bot: i ? ('reasonable' as const) : ('passive' as const) }));
    const slow = opened({ players: bots, botDelayMs: 700, betweenHandsMs: 2_500 }).state;
    expect(sessionWakeAt(slow).game).to.equal(700);
    const acted = wakeSession(slow, 700).state;
    expect(acted.hand!.log.filter((l) => l.kind === 'action')).to.have.length(1);
    // Without a delay the computer players play the whole hand in the step that dealt it.
    const fast = opened({ players: bots, botDelayMs: 0, betweenHandsMs: 2_500 }, 100);
    expect(fast.state.phase).to.equal('hand-over');
    expect(fast.happened.map((h) => h.type)).to.deep.equal(['hand-start', 'hand-complete']);
    expect(fast.state.handEndedAt).to.equal(100);
    expect(sessionWakeAt(fast.state).game).to.equal(2_600);
    const next = wakeSession(fast.state, 2_600);
    expect(next.state.handNumber).to.equal(2);
    expect(chipsAt(next.state)).to.equal(2_000);
  });

  it('C4: a player sitting out for 10 minutes leaves the table with their chips', () => {
    const start = opened({ autoDeal: false }).state;
    const out = applySessionEvent(start, { type: 'SIT_OUT', player: 'Carla' }, 1_000).state;
    expect(sessionWakeAt(out).removal).to.equal(601_000);
    const gone = wakeSession(out, 601_000).state;
    expect(gone.seats.some((s) => s?.player === 'Carla')).to.equal(false);
    expect(gone.cashedOut).to.equal(1_000);
    expect(chipsAt(gone)).to.equal(gone.boughtIn);
  });

  it('C7: a player who leaves mid-hand is folded at their turn and goes when the hand ends', () => {
    const { state } = opened();
    const player = state.hand!.toAct!;
    const { state: after } = applySessionEvent(state, { type: 'LEAVE', player }, 0);
    expect(after.hand!.log.at(-1)).to.deep.include({ kind: 'action', seat: player, action: 'fold' });
  });

  it('T6: a hand event is judged by the hand: its refusal is the hand’s violation, the table takes no refusal', () => {
    const { state } = opened();
    const { state: after, happened } = applySessionEvent(state, { type: 'ACT', seat: state.hand!.toAct!, action: 'check' }, 0);
    expect(after.hand!.violation).to.deep.include({ code: 'check-not-allowed', ruleId: 'T7' });
    expect(after.violation).to.equal(null);
    expect(happened).to.deep.equal([]);
  });
});

/** Everything a page may send, the careless too. */
function randomEvent(state: SessionState, random: () => number): unknown {
  const ids = ['Anna', 'Ben', 'Carla', 'Dan', '__proto__'];
  const r = randomInt(12, () => random());
  const someone = ids[randomInt(ids.length, () => random())];
  const hand = state.hand;
  const toAct = hand?.toAct ?? someone;
  const legal = hand?.legalActions;
  switch (r) {
    case 0:
      return { type: 'JOIN', player: someone, buyIn: randomInt(1200, () => random()) };
    case 1:
      return { type: 'LEAVE', player: someone };
    case 2:
      return { type: 'SIT_OUT', player: someone };
    case 3:
      return { type: 'SIT_IN', player: someone };
    case 4:
      return { type: 'REBUY', player: someone, amount: randomInt(800, () => random()) };
    case 5:
      return { type: randomInt(2, () => random()) ? 'DISCONNECT' : 'RECONNECT', player: someone };
    case 6:
      return { type: 'DEAL' };
    case 7:
      // Malformed events with a type (a value that is no event at all the actor reads as type '', the engine as it is).
      return [{ type: 'DEAL', now: 1 }, { type: 'ACT' }, { type: 'JOIN' }, { type: 'DANCE' }][randomInt(4, () => random())];
    default: {
      const range = legal?.raise ?? legal?.bet;
      if (range && r === 8) return { type: 'ACT', seat: toAct, action: legal?.raise ? 'raise' : 'bet', to: range.minTo };
      return { type: 'ACT', seat: toAct, action: legal?.check ? 'check' : r === 9 ? 'fold' : 'call' };
    }
  }
}

describe('the table session engine and tableMachine', () => {
  it('C1–C7: over random sessions (events, careless ones included, and time) the actor’s context is the engine’s state, step by step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, bots) => {
        const random = seededRandom(seed);
        const clock = new SimulatedClock();
        const tableInput = input({
          seed,
          clock: { decisionMs: 3_000, timeBankMs: 1_000 },
          sitOutLimitMs: 20_000,
          botDelayMs: bots ? 400 : 0,
          betweenHandsMs: 500,
          players: [
            { id: 'Anna', stack: 600 },
            { id: 'Ben', stack: 800, bot: 'passive' },
            { id: 'Carla', stack: 1000, bot: bots ? 'reasonable' : undefined },
          ],
        });
        const actor = createActor(tableMachine, { clock, input: { ...tableInput, now: () => clock.now() } }).start();
        let engine = wakeSession(openSession(tableInput), 0).state;
        const same = (): void => {
          const { now, ...context } = actor.getSnapshot().context;
          expect(typeof now).to.equal('function');
          expect(context).to.deep.equal(engine);
        };
        same();
        for (let step = 0; step < 60; step++) {
          if (randomInt(3, () => random()) === 0) {
            // Time passes: the engine does what is due at each moment the actor's timers fire.
            const target = clock.now() + randomInt(4_000, () => random());
            for (let wake = msUntilWake(engine, clock.now()); wake !== null && clock.now() + wake <= target;) {
              clock.increment(wake);
              engine = wakeSession(engine, clock.now()).state;
              wake = msUntilWake(engine, clock.now());
            }
            clock.increment(target - clock.now());
          } else {
            const event = randomEvent(engine, random);
            actor.send(event as never);
            engine = applySessionEvent(engine, event, clock.now()).state;
          }
          same();
          expect(chipsAt(engine)).to.equal(engine.boughtIn);
        }
        actor.stop();
      }),
      { numRuns: 60, seed: 20261202 },
    );
  });
});
