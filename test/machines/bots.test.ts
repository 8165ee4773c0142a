import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { handInputs } from './hand-inputs.js';
import { createActor, type Actor } from 'xstate';
import { seededRandom } from '../../src/core/deck.js';
import {
  BOT_KINDS,
  botDecision,
  decidingSeat,
  estimateEquity,
  handMachine,
  type BotKind,
  type HandContext,
  type HandEvent,
  type HandInput,
} from '../../src/machines/index.js';

type HandActor = Actor<typeof handMachine>;

/** Random hands played by bots only. (No time limits in tests: the bots' speed is measured in `bench/`.) */
const HANDS = 3_000;

function input(stacks: Record<string, number>, options: Partial<HandInput> = {}): HandInput {
  const ids = Object.keys(stacks);
  return {
    structure: 'no-limit',
    blinds: { small: 5, big: 10 },
    seats: ids.map((id) => ({ id, stack: stacks[id] })),
    button: ids[ids.length - 1],
    seed: 1,
    ...options,
  };
}

const start = (hand: HandInput): HandActor => createActor(handMachine, { input: hand }).start();
const ctx = (actor: HandActor): HandContext => actor.getSnapshot().context;

/** Sends ACTs that must be accepted. */
function act(actor: HandActor, ...steps: [string, 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in', number?][]): void {
  for (const [seat, action, to] of steps) {
    actor.send(to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to });
    if (ctx(actor).violation) throw new Error(`${seat} ${action} refused: ${JSON.stringify(ctx(actor).violation)}`);
  }
}

/** `context` as the bot at `seat` may see it: every other hidden hand replaced by cards it cannot have. */
function seenBy(context: HandContext, seat: string): HandContext {
  const shown = context.showdown?.shown ?? [];
  const holeCards: HandContext['holeCards'] = {};
  for (const id of context.config.seatIds) holeCards[id] = id === seat || shown.includes(id) ? context.holeCards[id] : [];
  return { ...context, holeCards, deck: { cards: [], dealt: context.deck.dealt, burned: [] } };
}

/** Every chip is in a stack, a bet or a pot (T8); once complete, in a final stack. */
function chipsOnTable(context: HandContext): number {
  let sum = 0;
  if (context.result) {
    for (const id of context.config.seatIds) sum += context.result.finalStacks[id];
    return sum;
  }
  for (const id of context.config.seatIds) sum += context.stacks[id] + context.bets[id];
  for (const pot of context.pots) sum += pot.amount;
  return sum;
}

interface Params {
  input: HandInput;
  kinds: BotKind[];
  botSeed: number;
  simulations: number;
  /** Also ask each decision again with the other players' cards hidden: it must not change. */
  blind: boolean;
}

const params: fc.Arbitrary<Params> = fc.record({
  input: handInputs({
    stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 20, max: 600 }), fc.integer({ min: 300, max: 5000 })), {
      minLength: 2,
      maxLength: 10,
    }),
    ante: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 5 })),
  }),
  kinds: fc.array(fc.constantFrom(...BOT_KINDS), { minLength: 10, maxLength: 10 }),
  botSeed: fc.integer(),
  simulations: fc.constantFrom(30, 100, 300),
  blind: fc.constantFrom(false, false, false, true),
});

let decisionsMade = 0;

function playHand({ input, kinds, botSeed, simulations, blind }: Params): void {
  const actor = start(input);
  const total = input.seats.reduce((sum, seat) => sum + seat.stack, 0);
  const ids = input.seats.map((s) => s.id);
  for (let step = 0; ; step++) {
    const context = ctx(actor);
    const seat = decidingSeat(context);
    if (seat === null) break;
    expect(step, 'the hand ends').to.be.below(300);
    const kind = kinds[ids.indexOf(seat)];
    const event = botDecision(kind, context, seat, { random: seededRandom(`${botSeed}:${step}`), simulations });
    decisionsMade++;
    if (blind)
      expect(
        botDecision(kind, seenBy(context, seat), seat, { random: seededRandom(`${botSeed}:${step}`), simulations }),
        'the same without others’ cards',
      ).to.deep.equal(event);
    if (event.type === 'ACT') {
      // T7: folding is always allowed, but a free check beats it; the passive bot never bets or raises.
      if (context.legalActions.check) expect(event.action, 'a free check is not folded').to.not.equal('fold');
      if (kind === 'passive') expect(['check', 'call', 'fold']).to.include(event.action);
    }
    const logged = context.log.length;
    actor.send(event);
    const after = ctx(actor);
    if (after.violation)
      throw new Error(
        `${kind} bot's ${JSON.stringify(event)} refused: ${after.violation.code} (${after.violation.ruleId}) ${JSON.stringify(after.violation.params)}`,
      );
    expect(after.log.length, 'an accepted event is logged').to.be.greaterThan(logged);
    expect(chipsOnTable(after), 'chips').to.equal(total);
  }
  const end = actor.getSnapshot();
  expect(end.hasTag('over'), 'the hand is over').to.equal(true);
  expect(['complete', 'uncontested']).to.include(end.value);
  expect(chipsOnTable(end.context), 'final stacks').to.equal(total);
}

describe('bots: whole hands (T7–T16, T8)', () => {
  it(`${HANDS.toLocaleString('en')} random hands played by passive and reasonable bots: every event accepted, chips conserved, every hand completes; no decision depends on others' hidden cards`, () => {
    decisionsMade = 0;
    fc.assert(fc.property(params, playHand), { numRuns: HANDS });
    expect(decisionsMade).to.be.greaterThan(HANDS * 3);
  });

  it('the same seed gives the same decisions, hand after hand', () => {
    const play = (seed: number): HandEvent[] => {
      const events: HandEvent[] = [];
      const random = seededRandom(seed);
      for (let hand = 0; hand < 20; hand++) {
        const actor = start(input({ A: 500, B: 800, C: 300, D: 1000 }, { seed: hand, button: ['A', 'B', 'C', 'D'][hand % 4] }));
        for (let seat = decidingSeat(ctx(actor)); seat !== null; seat = decidingSeat(ctx(actor))) {
          const event = botDecision('reasonable', ctx(actor), seat, { random });
          events.push(event);
          actor.send(event);
        }
      }
      return events;
    };
    const first = play(42);
    expect(play(42)).to.deep.equal(first);
    expect(play(43)).to.not.deep.equal(first);
  });

  it('reasonable beats passive over 300 seeded heads-up hands', () => {
    const random = seededRandom('heads-up');
    let net = 0;
    for (let hand = 0; hand < 300; hand++) {
      const actor = start(input({ Bot: 1000, Passive: 1000 }, { seed: `heads-up ${hand}`, button: hand % 2 === 0 ? 'Bot' : 'Passive' }));
      for (let seat = decidingSeat(ctx(actor)); seat !== null; seat = decidingSeat(ctx(actor))) {
        actor.send(botDecision(seat === 'Bot' ? 'reasonable' : 'passive', ctx(actor), seat, { random }));
        expect(ctx(actor).violation).to.equal(null);
      }
      net += (ctx(actor).result?.finalStacks.Bot ?? 0) - 1000;
    }
    expect(net, 'chips the reasonable bot won').to.be.greaterThan(0);
  });

  it('six-handed, 300 samples each: every decision of the reasonable bot is accepted and every hand ends', () => {
    const random = seededRandom(6);
    let decisions = 0;
    for (let hand = 0; hand < 60; hand++) {
      const ids = ['A', 'B', 'C', 'D', 'E', 'F'];
      const actor = start(input(Object.fromEntries(ids.map((id) => [id, 1000])), { seed: hand, button: ids[hand % 6] }));
      for (let seat = decidingSeat(ctx(actor)); seat !== null; seat = decidingSeat(ctx(actor))) {
        actor.send(botDecision('reasonable', ctx(actor), seat, { random }));
        expect(ctx(actor).violation).to.equal(null);
        decisions++;
      }
      expect(actor.getSnapshot().hasTag('over'), 'the hand is over').to.equal(true);
    }
    expect(decisions).to.be.greaterThan(300);
  });
});

describe('bots: decisions (T7, T9, T11, T14, T15, T16)', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i);

  it('T7: aces facing a raise raise or call, never fold (heads-up and six-handed)', () => {
    for (const seed of seeds) {
      const headsUp = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben', holeCards: { Anna: 'As Ah' }, seed }));
      act(headsUp, ['Ben', 'raise', 30]);
      const event = botDecision('reasonable', ctx(headsUp), 'Anna', { random: seededRandom(seed) });
      expect(event.type === 'ACT' && event.action).to.be.oneOf(['raise', 'call', 'all-in']);

      const six = start(input({ A: 1000, B: 1000, C: 1000, D: 1000, E: 1000, F: 1000 }, { button: 'F', holeCards: { B: 'Kd Kc' }, seed }));
      act(six, ['C', 'raise', 35], ['D', 'call'], ['E', 'fold'], ['F', 'call'], ['A', 'call']);
      const kings = botDecision('reasonable', ctx(six), 'B', { random: seededRandom(seed) });
      expect(kings.type === 'ACT' && kings.action).to.be.oneOf(['raise', 'call', 'all-in']);
    }
  });

  it('T9: seven-deuce offsuit facing an all-in for its whole stack folds', () => {
    for (const seed of seeds) {
      const actor = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben', holeCards: { Anna: '7c 2d' }, seed }));
      act(actor, ['Ben', 'all-in']);
      expect(botDecision('reasonable', ctx(actor), 'Anna', { random: seededRandom(seed) })).to.deep.equal({
        type: 'ACT',
        seat: 'Anna',
        action: 'fold',
      });
      expect(botDecision('passive', ctx(actor), 'Anna')).to.deep.equal({ type: 'ACT', seat: 'Anna', action: 'fold' });
    }
  });

  it('T7: checks rather than folds when a check is free (the big blind option, and the flop)', () => {
    for (const seed of seeds) {
      const actor = start(
        input({ Anna: 1000, Ben: 1000, Carla: 1000 }, { button: 'Carla', holeCards: { Ben: '7c 2d' }, board: 'Ks Qs 9h 4d 3c', seed }),
      );
      act(actor, ['Carla', 'call'], ['Anna', 'call']);
      for (const kind of BOT_KINDS) {
        expect(botDecision(kind, ctx(actor), 'Ben', { random: seededRandom(seed) }), kind).to.deep.equal({
          type: 'ACT',
          seat: 'Ben',
          action: 'check',
        });
      }
      act(actor, ['Ben', 'check'], ['Anna', 'check']);
      for (const kind of BOT_KINDS) {
        const event = botDecision(kind, ctx(actor), 'Ben', { random: seededRandom(seed) });
        expect(event.type === 'ACT' && event.action, kind).to.be.oneOf(kind === 'passive' ? ['check'] : ['check', 'bet']);
      }
    }
  });

  it('passive never bets or raises: it checks, calls up to a quarter of its chips behind, else folds', () => {
    const actor = start(input({ Anna: 1000, Ben: 500, Carla: 1000 }, { button: 'Carla', holeCards: { Carla: 'As Ah' } }));
    expect(botDecision('passive', ctx(actor), 'Carla')).to.deep.equal({ type: 'ACT', seat: 'Carla', action: 'call' });
    // Anna calls 195 of 995 behind (at most a quarter); Ben would call 190 of 490: he folds.
    act(actor, ['Carla', 'raise', 200]);
    expect(botDecision('passive', ctx(actor), 'Anna')).to.deep.equal({ type: 'ACT', seat: 'Anna', action: 'call' });
    act(actor, ['Anna', 'call']);
    expect(botDecision('passive', ctx(actor), 'Ben')).to.deep.equal({ type: 'ACT', seat: 'Ben', action: 'fold' });
    act(actor, ['Ben', 'fold']);
    expect(botDecision('passive', ctx(actor), 'Anna')).to.deep.equal({ type: 'ACT', seat: 'Anna', action: 'check' });
  });

  it('T11, T14, T15: a strong hand bets within the legal range, in every structure', () => {
    for (const structure of ['no-limit', 'pot-limit', 'fixed-limit'] as const) {
      for (const seed of seeds) {
        const actor = start(
          input({ Anna: 1000, Ben: 1000 }, { structure, button: 'Ben', holeCards: { Anna: 'Ks Kh' }, board: 'Kd 7c 2s 9h 4d', seed }),
        );
        act(actor, ['Ben', 'call'], ['Anna', 'check']);
        const range = ctx(actor).legalActions.bet;
        if (!range) throw new Error('no bet');
        const event = botDecision('reasonable', ctx(actor), 'Anna', { random: seededRandom(seed) });
        if (event.type !== 'ACT' || event.action !== 'bet' || event.to === undefined)
          throw new Error(`${structure}: ${JSON.stringify(event)}`);
        expect(event.to).to.be.within(range.minTo, range.maxTo);
        // Half to three quarters of the pot of 20, at least the minimum bet; fixed limit: the small bet.
        expect(event.to, structure).to.be.within(10, structure === 'fixed-limit' ? 10 : 15);
      }
    }
  });

  it('T9: goes all-in only when legal and very strong', () => {
    // Nine-four offsuit in the big blind after a limp: a check, a raise at most, never all-in.
    const weak = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben', holeCards: { Anna: '9c 4d' } }));
    act(weak, ['Ben', 'call']);
    for (const seed of seeds) {
      const event = botDecision('reasonable', ctx(weak), 'Anna', { random: seededRandom(seed) });
      expect(event.type === 'ACT' && event.action).to.not.equal('all-in');
    }
    // Aces facing a re-raise to 600 of 1000: any raise worth making commits the stack, so all of it.
    const aces = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben', holeCards: { Ben: 'Ad Ac' } }));
    act(aces, ['Ben', 'raise', 30], ['Anna', 'raise', 600]);
    expect(botDecision('reasonable', ctx(aces), 'Ben', { random: seededRandom(1) })).to.deep.equal({
      type: 'ACT',
      seat: 'Ben',
      action: 'all-in',
    });
  });

  it('T16: the first to show shows; later a hand that cannot win is mucked, one that can is shown', () => {
    const checkDown = (holeCards: Record<string, string>): HandActor => {
      const actor = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben', holeCards, board: 'Kd 9s 5h 3c Jd' }));
      act(actor, ['Ben', 'call'], ['Anna', 'check']);
      for (let street = 0; street < 3; street++) act(actor, ['Anna', 'check'], ['Ben', 'check']);
      expect(actor.getSnapshot().value).to.equal('showdown');
      return actor;
    };
    for (const kind of BOT_KINDS) {
      const loses = checkDown({ Anna: 'As Ah', Ben: '7c 2d' });
      // T16: anyone may muck, the first to show included; the bot shows a hand that can still win.
      expect(ctx(loses).showdownChoices).to.deep.equal({ seat: 'Anna', show: true, muck: true });
      const first = botDecision(kind, ctx(loses), 'Anna');
      expect(first).to.deep.equal({ type: 'SHOW', seat: 'Anna' });
      loses.send(first);
      expect(botDecision(kind, ctx(loses), 'Ben')).to.deep.equal({ type: 'MUCK', seat: 'Ben' });

      const wins = checkDown({ Anna: '7c 2d', Ben: 'As Ah' });
      wins.send(botDecision(kind, ctx(wins), 'Anna'));
      const second = botDecision(kind, ctx(wins), 'Ben');
      expect(second).to.deep.equal({ type: 'SHOW', seat: 'Ben' });
      wins.send(second);
      expect(ctx(wins).result?.finalStacks).to.deep.equal({ Anna: 990, Ben: 1010 });
    }
  });

  it('refuses to decide for a seat that has nothing to decide', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben' }));
    expect(() => botDecision('reasonable', ctx(actor), 'Anna')).to.throw(/nothing to decide/);
    expect(() => botDecision('clever' as BotKind, ctx(actor), 'Ben')).to.throw(/unknown bot kind/);
  });
});

describe('bots: estimateEquity', () => {
  it('aces win about 85% heads-up and about 31% against nine hands; seven-deuce about 35% heads-up', () => {
    const random = seededRandom(9);
    expect(estimateEquity(['As', 'Ah'], [], 1, 5000, random)).to.be.closeTo(0.85, 0.03);
    expect(estimateEquity(['As', 'Ah'], [], 9, 5000, random)).to.be.closeTo(0.31, 0.03);
    expect(estimateEquity(['7c', '2d'], [], 1, 5000, random)).to.be.closeTo(0.35, 0.03);
  });

  it('T17: the nuts on the river win every time; a board everyone plays is split', () => {
    expect(estimateEquity(['As', 'Ks'], ['Qs', 'Js', 'Ts', '2d', '3c'], 3, 200, seededRandom(1))).to.equal(1);
    // A royal flush on the board: every player splits, four ways.
    expect(estimateEquity(['2c', '3d'], ['As', 'Ks', 'Qs', 'Js', 'Ts'], 3, 200, seededRandom(1))).to.equal(0.25);
  });
});
