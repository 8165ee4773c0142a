import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { seededRandom, type RandomSource } from '../../src/core/deck.js';
import { applyPotsdamEvent, startPotsdam, type PotsdamEndingKind, type PotsdamState } from '../../src/core/potsdam/index.js';
import { potsdamMachine, potsdamStageOf, type PotsdamContext, type PotsdamEvent, type PotsdamInput } from '../../src/machines/index.js';

/**
 * Random games of Potsdam Hold'em through the engine and the real actor side by side: 2–9
 * seats (ids like `__proto__` and `constructor` among them), stacks from a few chips (short
 * blinds, all-ins, side pots) to deep, every rules option; random legal events (from the
 * state's own `allowed`), events that are certainly illegal, malformed ones, and events that
 * may be either; now and then the table's RESTORE of an earlier state (Back, Restart), and a
 * DEAL or RESTORE the chart cannot take. Before every event, `snapshot.can(event)` is the
 * engine's acceptance of it; after it, the actor's context is the engine's state, the chart is
 * in the engine's stage, all 52 cards are accounted for, no chip is made or lost; a refused
 * event changes nothing; every game ends, and the actor stays active (the game over is tagged).
 */
const GAMES = 1_000;
/** Far more events than any game here needs: a game that runs past it does not end. */
const MAX_EVENTS = 3_000;

interface Params {
  input: PotsdamInput;
  policySeed: number;
  /** Share of events, in percent, that are certainly illegal. */
  illegalShare: number;
  /** In percent: how often a seat that may exchange does (the rest pass). */
  exchangeShare: number;
}

const SEAT_IDS = ['__proto__', 'Anna', 'constructor', 'Ben', 'toString', 'Carla', 'Dan', 'Erik', 'Fay'];

const params: fc.Arbitrary<Params> = fc
  .record({
    stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 100, max: 2000 })), {
      minLength: 2,
      maxLength: 9,
    }),
    big: fc.integer({ min: 1, max: 10 }),
    smallShare: fc.integer({ min: 0, max: 100 }),
    button: fc.nat(),
    rules: fc.record({
      betLimit: fc.constantFrom('each-bet' as const, 'round-total' as const),
      minRaise: fc.constantFrom('last-increment' as const, 'big-blind' as const),
      buyFrom: fc.constantFrom('previous-player' as const, 'latest-unbought' as const),
      betAfterLastExchange: fc.boolean(),
      maxExchangeRounds: fc.constantFrom(null, null, null, 1, 4),
    }),
    autoShowdown: fc.boolean(),
    deckSeed: fc.integer(),
    policySeed: fc.integer(),
    illegalShare: fc.constantFrom(0, 10, 30),
    exchangeShare: fc.constantFrom(20, 40, 60),
  })
  .map((r): Params => ({
    input: {
      blinds: { small: Math.floor((r.big * r.smallShare) / 100), big: r.big },
      seats: r.stacks.map((stack, i) => ({ id: SEAT_IDS[i], stack })),
      button: SEAT_IDS[r.button % r.stacks.length],
      rules: r.rules,
      autoShowdown: r.autoShowdown,
      seed: r.deckSeed,
    },
    policySeed: r.policySeed,
    illegalShare: r.illegalShare,
    exchangeShare: r.exchangeShare,
  }));

const pick = <T>(random: RandomSource, items: readonly T[]): T => items[random() % items.length];

/** A failed check, with what was expected (plain checks: chai's `expect` on every event of 1,500 games costs more than the games). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** P1, P4: every card once: in a hand, among the community, in a set laid aside, drawn and waiting for a choice, or in the deck. */
function checkCards(state: PotsdamState): void {
  const cards: string[] = [...state.community, ...state.deck.cards.slice(state.deck.dealt), ...(state.exchange.fresh ?? [])];
  for (const set of state.laidAside) cards.push(...set.cards);
  check(state.community.length === 5, 'five community cards');
  for (const id of state.config.seatIds) {
    check(state.holeCards[id].length === 5, `five hole cards for ${id}`);
    cards.push(...state.holeCards[id]);
  }
  check(cards.length === 52 && new Set(cards).size === 52, `all 52 cards, each once: ${cards.slice().sort().join(' ')}`);
}

/** T8: every chip is in a stack, a bet or a pot; once over, in a final stack. */
function checkChips(state: PotsdamState, total: number): void {
  let sum = 0;
  for (const id of state.config.seatIds) sum += state.stacks[id];
  if (state.result === null) {
    for (const id of state.config.seatIds) sum += state.bets[id];
    for (const pot of state.pots) sum += pot.amount;
  }
  check(sum === total, `chips: ${sum} on the table, ${total} at the start`);
}

/** A legal event for the seat whose turn it is, from the state's own `allowed`. */
function legalEvent(state: PotsdamState, random: RandomSource, exchangeShare: number): PotsdamEvent {
  const seat = state.toAct as string;
  const allowed = state.allowed;
  switch (allowed.kind) {
    case 'act': {
      const legal = allowed.actions;
      const options: PotsdamEvent[] = [{ type: 'ACT', seat, action: 'fold' }];
      if (legal.check)
        options.push(
          { type: 'ACT', seat, action: 'check' },
          { type: 'ACT', seat, action: 'check' },
          { type: 'ACT', seat, action: 'check' },
        );
      if (legal.call)
        options.push({ type: 'ACT', seat, action: 'call' }, { type: 'ACT', seat, action: 'call' }, { type: 'ACT', seat, action: 'call' });
      for (const kind of ['bet', 'raise'] as const) {
        const range = legal[kind];
        if (range) options.push({ type: 'ACT', seat, action: kind, to: range.minTo + (random() % (range.maxTo - range.minTo + 1)) });
      }
      if (legal.allIn) options.push({ type: 'ACT', seat, action: 'all-in' });
      return pick(random, options);
    }
    case 'exchange': {
      if (allowed.buy && random() % 3 === 0) return { type: 'BUY', seat };
      if (random() % 100 >= exchangeShare) return { type: 'PASS', seat };
      const hand = state.holeCards[seat];
      if (random() % 5 === 0) return { type: 'EXCHANGE', seat, give: [...hand].reverse(), take: state.community.slice() };
      return { type: 'EXCHANGE', seat, give: [pick(random, hand)], take: [pick(random, state.community)] };
    }
    case 'choose':
      return { type: 'CHOOSE', seat, set: pick(random, ['laid-down', 'fresh'] as const) };
    case 'end':
      return random() % 4 === 0 ? { type: 'END', seat } : { type: 'PASS', seat };
    case 'show':
      return { type: allowed.choices.muck && random() % 2 === 0 ? 'MUCK' : 'SHOW', seat };
    case 'none':
      throw new Error(`nothing allowed in phase ${state.phase}`);
  }
}

/**
 * An event the rules certainly refuse; objects that are no XState event too (the chart reads
 * them as an unknown event; XState's own `send` throws at once for a string or undefined).
 */
function illegalEvent(state: PotsdamState, random: RandomSource): PotsdamEvent {
  const seat = state.toAct as string;
  const other = state.config.seatIds.find((id) => id !== seat) as string;
  const allowed = state.allowed;
  const options: PotsdamEvent[] = [
    { type: 'PASS', seat: 'nobody' },
    { type: pick(random, ['DEAL', 'RESTORE', 'RESUME', 'constructor', '__proto__', 'exchange']), seat } as never,
    pick(random, [
      { type: 'DEAL', input: { seats: [], blinds: { small: 1, big: 2 } } },
      { type: 'RESTORE', state: { phase: state.phase } },
      { type: 'RESTORE', state: null },
    ]) as never,
    { type: 'EXCHANGE', seat, give: 'As', take: ['Kd'] } as never,
    { type: 'CHOOSE', seat, set: 'both' } as never,
    { type: 'ACT', seat, action: 'raise', to: pick(random, [Number.NaN, Infinity, 2 ** 60, '100', null]) } as never,
    { type: 'PASS' } as never,
    pick(random, [{}, { type: 42 }, { type: '*' }, { seat, give: [] }]) as never,
  ];
  switch (allowed.kind) {
    case 'act': {
      options.push({ type: 'ACT', seat: other, action: pick(random, ['fold', 'check', 'call'] as const) });
      options.push(
        { type: 'EXCHANGE', seat, give: [state.holeCards[seat][0]], take: [state.community[0]] },
        { type: 'PASS', seat },
        { type: 'END', seat },
      );
      const legal = allowed.actions;
      const player = state.round.players.find((p) => p.seat === seat);
      const allInTo = (player?.stack ?? 0) + (player?.committed ?? 0);
      for (const kind of ['bet', 'raise'] as const) {
        // Above the limit or the stack (a bet or raise of the whole stack is the all-in, T9, legal below the minimum too).
        const range = legal[kind];
        options.push({ type: 'ACT', seat, action: kind, to: (range ? range.maxTo : allInTo) + 1 + (random() % 30) });
      }
      if (!legal.allIn) options.push({ type: 'ACT', seat, action: 'all-in' });
      if (!legal.check) options.push({ type: 'ACT', seat, action: 'check' });
      if (!legal.call) options.push({ type: 'ACT', seat, action: 'call' });
      options.push({ type: 'ACT', seat, action: 'shove' as never });
      break;
    }
    case 'exchange': {
      const hand = state.holeCards[seat];
      options.push(
        { type: 'PASS', seat: other },
        { type: 'EXCHANGE', seat: other, give: [state.holeCards[other][0]], take: [state.community[0]] },
      );
      options.push({ type: 'EXCHANGE', seat, give: [state.community[0]], take: [state.community[1]] });
      options.push({ type: 'EXCHANGE', seat, give: [hand[0]], take: [hand[1]] });
      options.push({ type: 'EXCHANGE', seat, give: hand.slice(0, 2), take: state.community.slice(0, 2) });
      options.push({ type: 'EXCHANGE', seat, give: [hand[0], hand[0], hand[1], hand[2], hand[3]], take: state.community.slice() });
      if (allowed.buy === null) options.push({ type: 'BUY', seat });
      options.push({ type: 'CHOOSE', seat, set: 'fresh' }, { type: 'ACT', seat, action: 'check' }, { type: 'END', seat });
      break;
    }
    case 'choose':
      options.push(
        { type: 'CHOOSE', seat: other, set: 'fresh' },
        { type: 'PASS', seat },
        { type: 'BUY', seat },
        { type: 'EXCHANGE', seat, give: [state.holeCards[seat][0]], take: [state.community[0]] },
      );
      break;
    case 'end':
      options.push(
        { type: 'END', seat: other },
        { type: 'PASS', seat: other },
        { type: 'ACT', seat, action: 'check' },
        { type: 'BUY', seat },
      );
      break;
    case 'show':
      options.push({ type: 'SHOW', seat: other }, { type: 'PASS', seat }, { type: 'ACT', seat, action: 'check' });
      if (!allowed.choices.muck) options.push({ type: 'MUCK', seat });
      break;
    case 'none':
      break;
  }
  return pick(random, options);
}

/** Events that may or may not be legal: any card exchanged, any amount bet, a buy or a choice at any time. */
function anyEvent(state: PotsdamState, random: RandomSource): PotsdamEvent {
  const seat = random() % 4 === 0 ? pick(random, state.config.seatIds) : (state.toAct as string);
  const card = (): string => pick(random, state.deck.cards);
  return pick(random, [
    {
      type: 'ACT',
      seat,
      action: pick(random, ['bet', 'raise'] as const),
      to: state.bets[seat] + (random() % (4 * state.config.limit + 2)),
    },
    { type: 'EXCHANGE', seat, give: [card()], take: [card()] },
    { type: 'BUY', seat },
    { type: 'CHOOSE', seat, set: pick(random, ['laid-down', 'fresh'] as const) },
    { type: 'END', seat },
    { type: 'PASS', seat },
  ] as PotsdamEvent[]);
}

/**
 * The actor's context and the engine's state as the same JSON, field by field. A field that
 * is the very same object on both sides as before the event (the config, the deck, often the
 * hole cards) was compared already and is skipped; the log only grows and its entries are
 * never changed (each state copies the list and appends), so the lines already compared are
 * checked to be the same objects and only the new ones are compared. (The whole JSON of both
 * on every event grows with the square of a game's length.) The final states are compared whole.
 */
function sameAsEngine(
  context: PotsdamContext,
  contextBefore: PotsdamContext,
  state: PotsdamState,
  stateBefore: PotsdamState,
  event: unknown,
): void {
  const keys = Object.keys(state) as (keyof PotsdamState)[];
  check(Object.keys(context).join() === keys.join(), 'the same fields');
  // A value that is no event reaches the chart as `{ type: '' }` (unknown-potsdam-event) and
  // the engine as it is (malformed-potsdam-event): the refusals differ, nothing else.
  // A DEAL or RESTORE the chart cannot take is its own refusal (malformed input or state), an unknown event to the engine.
  const type = (event as { type?: unknown } | null)?.type;
  const noEvent =
    typeof event !== 'object' || event === null || typeof type !== 'string' || type === '*' || type === 'DEAL' || type === 'RESTORE';
  for (const key of keys) {
    if (key === 'log' || (key === 'violation' && noEvent)) continue;
    if (context[key] === contextBefore[key] && state[key] === stateBefore[key]) continue;
    const a = JSON.stringify(context[key]);
    const b = JSON.stringify(state[key]);
    if (a !== b) expect(a, `the actor and the engine differ in ${key} after ${JSON.stringify(event)}`).to.equal(b);
  }
  check(context.log.length === state.log.length, 'as many log lines');
  for (let k = 0; k < contextBefore.log.length; k++)
    check(context.log[k] === contextBefore.log[k] && state.log[k] === stateBefore.log[k], `log line ${k} unchanged`);
  const a = JSON.stringify(context.log.slice(contextBefore.log.length));
  const b = JSON.stringify(state.log.slice(stateBefore.log.length));
  if (a !== b) expect(a, `the actor's and the engine's new log lines differ after ${JSON.stringify(event)}`).to.equal(b);
}

/** Events `can()` said no (0) and yes (1) to, and the RESTOREs sent, over all games. */
const accepted = [0, 0];
let restored = 0;

function playGame({ input, policySeed, illegalShare, exchangeShare }: Params, endings: Record<string, number>): void {
  const actor = createActor(potsdamMachine, { input }).start();
  let state = startPotsdam(input);
  /** The engine's states so far, for RESTORE (the table's Back and Restart). */
  const states = [state];
  let restores = 0;
  const random = seededRandom(policySeed);
  const total = input.seats.reduce((sum, seat) => sum + seat.stack, 0);
  let emitted = 0;
  actor.on('violation', () => emitted++);
  expect(JSON.stringify(actor.getSnapshot().context)).to.equal(JSON.stringify(state));
  checkCards(state);
  checkChips(state, total);
  for (let step = 0; !actor.getSnapshot().hasTag('over'); step++) {
    check(step < MAX_EVENTS, 'the game ends');
    const before = actor.getSnapshot();
    const beforeState = state;
    // Now and then (and only so often that games still end) Back or Restart: an earlier state of the engine, restored.
    if (restores < 3 && random() % 100 === 0) {
      restores++;
      restored++;
      const earlier = pick(random, states);
      const restore = { type: 'RESTORE' as const, state: earlier };
      check(before.can(restore), 'can(RESTORE) of a state of the engine');
      actor.send(restore);
      state = earlier;
      states.push(state);
      const after = actor.getSnapshot();
      check(JSON.stringify(after.context) === JSON.stringify(state), 'RESTORE: the context is the state restored');
      check(after.matches(potsdamStageOf(state) as never), `RESTORE: the chart is in the stage ${potsdamStageOf(state)}`);
      continue;
    }
    const roll = random() % 100;
    const certainlyIllegal = roll < illegalShare;
    const fromAllowed = roll >= illegalShare + 10;
    const event = certainlyIllegal
      ? illegalEvent(state, random)
      : fromAllowed
        ? legalEvent(state, random, exchangeShare)
        : anyEvent(state, random);
    const emittedBefore = emitted;
    const engineStep = applyPotsdamEvent(state, event);
    const can = before.can(event);
    if (can !== engineStep.ok) expect(can, `can(${JSON.stringify(event)}) is the engine's answer`).to.equal(engineStep.ok);
    accepted[can ? 1 : 0]++;
    actor.send(event);
    state = engineStep.state;
    if (engineStep.ok) states.push(state);
    const after = actor.getSnapshot();
    check(after.status !== 'error', 'never an error state');
    sameAsEngine(after.context, before.context, state, beforeState, event);
    check(
      after.matches(potsdamStageOf(state) as never),
      `the chart is in the engine's stage ${potsdamStageOf(state)}, not ${JSON.stringify(after.value)}`,
    );
    if (!engineStep.ok) {
      // A refused event changes nothing but the recorded violation, and is emitted.
      for (const key of Object.keys(beforeState) as (keyof PotsdamState)[])
        check(key === 'violation' || state[key] === beforeState[key], `a refused event changed ${key}`);
      check(JSON.stringify(after.value) === JSON.stringify(before.value), 'a refused event moves the chart nowhere');
      check(emitted === emittedBefore + 1, 'a refusal is emitted');
    } else {
      check(!certainlyIllegal, `accepted ${JSON.stringify(event)}`);
      check(state.log.length > beforeState.log.length, 'an accepted event is logged');
    }
    check(
      engineStep.ok || !fromAllowed,
      `an event from allowed is accepted: ${JSON.stringify(event)} (${engineStep.ok ? '' : engineStep.violation.code})`,
    );
    checkCards(state);
    checkChips(state, total);
  }
  const end = actor.getSnapshot();
  expect(JSON.stringify(end.context), 'the final states, whole').to.equal(JSON.stringify(state));
  // The game is over, the actor is not (the table's DEAL or RESTORE may follow); no event of the game is taken any more.
  expect(end.status).to.equal('active');
  expect(end.value).to.equal(state.phase);
  check(!end.can({ type: 'PASS', seat: input.seats[0].id }), 'can() says no after the end');
  const result = state.result as NonNullable<PotsdamState['result']>;
  let final = 0;
  for (const id of state.config.seatIds) final += result.finalStacks[id];
  check(final === total, 'final stacks');
  expect(applyPotsdamEvent(state, { type: 'PASS', seat: input.seats[0].id }).ok, 'nothing after the end').to.equal(false);
  const kind: PotsdamEndingKind = result.ending.kind;
  endings[kind] = (endings[kind] ?? 0) + 1;
}

describe('potsdamMachine and the Potsdam engine (P1–P7, T8, T18, T19)', () => {
  it(`P1–P7: ${GAMES.toLocaleString('en')} random games with illegal and malformed events and RESTOREs: snapshot.can(event) is the engine's acceptance before every event, the actor's context equals the engine's state after it, all 52 cards accounted for, chips conserved, every game ends, every illegal event refused without a change`, () => {
    const endings: Record<string, number> = {};
    // The browser report shows fast-check's counterexample; the log shows why it failed.
    fc.assert(
      fc.property(params, (p) => {
        try {
          playGame(p, endings);
        } catch (error) {
          console.log(String(error));
          throw error;
        }
      }),
      { numRuns: GAMES },
    );
    // Every ending is reached: the games are not all alike.
    for (const kind of ['one-left', 'ended-by-player', 'no-exchange', 'three-passes', 'round-limit'])
      expect(endings[kind] ?? 0, kind).to.be.greaterThan(0);
    // can() said both: the comparison is not all one answer.
    expect(accepted[0], 'refused').to.be.greaterThan(1000);
    expect(accepted[1], 'accepted').to.be.greaterThan(1000);
    expect(restored, 'RESTOREs').to.be.greaterThan(50);
  });
});
