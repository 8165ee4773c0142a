import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { seededRandom } from '../../src/core/deck.js';
import {
  applyPotsdamEvent,
  startPotsdam,
  type PotsdamEndingKind,
  type PotsdamInput,
  type PotsdamState,
} from '../../src/core/potsdam/index.js';
import { bestPotsdamExchange, playPotsdamBots, potsdamBotDecision, potsdamHandValue, potsdamStrength } from '../../src/machines/index.js';

/** Bots-only games over random seats, stacks and seeds. (No time limits: speed belongs in bench/.) */
const GAMES = 1_000;

const SEAT_IDS = ['Anna', '__proto__', 'Ben', 'constructor', 'Carla', 'Dan', 'Erik', 'Fay', 'Gus'];

function input(stacks: number[], options: Partial<PotsdamInput> = {}): PotsdamInput {
  const seats = stacks.map((stack, k) => ({ id: SEAT_IDS[k] as string, stack }));
  return { blinds: { small: 5, big: 10 }, seats, button: seats[seats.length - 1]!.id, seed: 1, ...options };
}

/** Every card of the game once: hands (folded ones too), community, sets aside, fresh cards being chosen, the deck. */
function cardsOf(state: PotsdamState): string[] {
  const cards: string[] = [];
  for (const seat of state.config.seatIds) cards.push(...state.holeCards[seat]!);
  cards.push(...state.community);
  for (const set of state.laidAside) cards.push(...set.cards);
  if (state.exchange.fresh) cards.push(...state.exchange.fresh);
  cards.push(...state.deck.cards.slice(state.deck.dealt));
  return cards;
}

/** Anna and Ben heads-up, 500 each; Ben has the button (and posts the small blind, T3). */
const headsUp = (options: Partial<PotsdamInput> = {}): PotsdamInput => ({
  blinds: { small: 5, big: 10 },
  seats: [
    { id: 'Anna', stack: 500 },
    { id: 'Ben', stack: 500 },
  ],
  button: 'Ben',
  seed: 1,
  ...options,
});

const chipsOf = (state: PotsdamState): number => {
  let total = 0;
  for (const seat of state.config.seatIds) total += state.stacks[seat]! + (state.result ? 0 : state.bets[seat]!);
  if (!state.result) for (const pot of state.pots) total += pot.amount;
  return total;
};

describe('Potsdam computer players', () => {
  it('P3: the best exchange of one card for one: Kc 7d 9h Js 2c with Kd on the table takes the king for the two (a pair of kings)', () => {
    const best = bestPotsdamExchange(['Kc', '7d', '9h', 'Js', '2c'], ['Kd', '3s', '4h', '5d', '8c']);
    expect(best.give).to.deep.equal(['2c']);
    expect(best.take).to.deep.equal(['Kd']);
    expect(potsdamHandValue(['Kc', '7d', '9h', 'Js', 'Kd'])).to.equal(best.value);
  });

  it('P3: all five for all five when the community is the better hand (a flush against a high card)', () => {
    const best = bestPotsdamExchange(['2c', '7d', '9h', 'Js', '4s'], ['Ah', 'Kh', '8h', '5h', '3h']);
    expect(best.give).to.deep.equal(['2c', '7d', '9h', 'Js', '4s']);
    expect(best.take).to.deep.equal(['Ah', 'Kh', '8h', '5h', '3h']);
  });

  it('P3: no exchange when nothing on the table improves the hand (a straight against low cards)', () => {
    const best = bestPotsdamExchange(['9c', 'Td', 'Jh', 'Qs', 'Kc'], ['2d', '3s', '4h', '6d', '7c']);
    expect(best.give).to.deep.equal([]);
    const state = startPotsdam(headsUp({ holeCards: { Anna: '9c Td Jh Qs Kc' }, community: '2d 3s 4h 6d 7c' }));
    // Heads-up the button (Ben) posts the small blind and calls first; the big blind (Anna) closes the entry round.
    const called = applyPotsdamEvent(state, { type: 'ACT', seat: 'Ben', action: 'call' });
    expect(called.state.phase).to.equal('exchange');
    expect(called.state.toAct).to.equal('Anna');
    expect(potsdamBotDecision(called.state, 'Anna', seededRandom(1))).to.deep.equal({ type: 'PASS', seat: 'Anna' });
  });

  it('P2: in the entry round a bot calls the big blind (10) or folds, never raises', () => {
    for (let seed = 0; seed < 200; seed++) {
      const state = startPotsdam(input([500, 500, 500], { seed }));
      const event = potsdamBotDecision(state, state.toAct!, seededRandom(seed));
      expect(event.type).to.equal('ACT');
      expect(['call', 'fold']).to.include((event as { action: string }).action);
    }
  });

  it('P4: after buying, a bot puts in the set that lets it reach the better hand', () => {
    // Ben (button, small blind) calls; Anna lays down 2c for Kd; Ben may buy against Anna's 2c (P4).
    const start = startPotsdam(
      headsUp({
        holeCards: { Anna: 'Kc 7d 9h Js 2c', Ben: 'Ah As 4c 6s 8d' },
        community: 'Kd 3s 5h Tc Qc',
        stock: 'Ad',
      }),
    );
    let state = applyPotsdamEvent(start, { type: 'ACT', seat: 'Ben', action: 'call' }).state;
    state = applyPotsdamEvent(state, { type: 'EXCHANGE', seat: 'Anna', give: ['2c'], take: ['Kd'] }).state;
    expect(state.allowed).to.deep.equal({ kind: 'exchange', buy: { price: 5, cards: 1, from: 'Anna' } });
    state = applyPotsdamEvent(state, { type: 'BUY', seat: 'Ben' }).state;
    expect(state.allowed).to.deep.include({ kind: 'choose', laidDown: ['2c'], fresh: ['Ad'] });
    // The fresh ace gives Ben three aces; the laid-down two gives nothing.
    expect(potsdamBotDecision(state, 'Ben', seededRandom(7))).to.deep.equal({ type: 'CHOOSE', seat: 'Ben', set: 'fresh' });
  });

  it('P5: a bot with three of a kind bets the most the cap allows (three big blinds, 30); with a high card facing 30 it folds', () => {
    const strong = startPotsdam(
      headsUp({
        holeCards: { Anna: '8c 8d 8h 2s 5c', Ben: '2c 3d 7h 9s Jc' },
        community: 'Kd 4s 6h Tc Qc',
        rules: { maxExchangeRounds: 1 },
      }),
    );
    let state = applyPotsdamEvent(strong, { type: 'ACT', seat: 'Ben', action: 'call' }).state;
    state = applyPotsdamEvent(state, { type: 'PASS', seat: 'Anna' }).state;
    state = applyPotsdamEvent(state, { type: 'PASS', seat: 'Ben' }).state;
    // Nobody exchanged: P6 (3), the final betting round; Anna (left of the button) acts first.
    expect(state.phase).to.equal('final-betting');
    const bet = potsdamBotDecision(state, 'Anna', seededRandom(3));
    expect(bet).to.deep.equal({ type: 'ACT', seat: 'Anna', action: 'bet', to: 30 });
    state = applyPotsdamEvent(state, bet).state;
    expect(potsdamBotDecision(state, 'Ben', seededRandom(3))).to.deep.equal({ type: 'ACT', seat: 'Ben', action: 'fold' });
  });

  it('P7: strength grows with the hand: high card < pair < two pair < three of a kind', () => {
    const values = [
      ['Ac', 'Kd', '9h', '7s', '2c'],
      ['2c', '2d', '9h', '7s', '4c'],
      ['2c', '2d', '9h', '9s', '4c'],
      ['2c', '2d', '2h', '9s', '4c'],
    ].map((cards) => potsdamStrength(potsdamHandValue(cards as never)));
    expect([...values].sort((a, b) => a - b)).to.deep.equal(values);
    expect(values[0]).to.be.below(0.45);
    expect(values[3]).to.be.above(0.85);
  });

  it('the same seed plays the same game; another seed another', () => {
    const a = playPotsdamBots(input([400, 400, 400, 400], { seed: 9 }), 'x');
    const b = playPotsdamBots(input([400, 400, 400, 400], { seed: 9 }), 'x');
    const c = playPotsdamBots(input([400, 400, 400, 400], { seed: 9 }), 'y');
    expect(JSON.stringify(b[b.length - 1]!.log)).to.equal(JSON.stringify(a[a.length - 1]!.log));
    expect(JSON.stringify(c[c.length - 1]!.log)).to.not.equal(JSON.stringify(a[a.length - 1]!.log));
  });

  it(`P1–P7: ${GAMES} bots-only games end, every bot move is accepted, all 52 cards and every chip accounted for at every step`, () => {
    const endings = new Set<PotsdamEndingKind>();
    let buys = 0;
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 40, max: 2000 })), { minLength: 2, maxLength: 9 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.boolean(),
        (stacks, seed, autoShowdown) => {
          const game = input(stacks, { seed, autoShowdown });
          // playPotsdamBots throws if the machine refuses a bot's event.
          const states = playPotsdamBots(game, seed);
          const last = states[states.length - 1]!;
          expect(last.result, 'the game ended').to.not.equal(null);
          const total = stacks.reduce((a, b) => a + b, 0);
          for (const state of states) {
            const cards = cardsOf(state);
            expect(cards.length).to.equal(52);
            expect(new Set(cards).size).to.equal(52);
            expect(chipsOf(state)).to.equal(total);
          }
          endings.add(last.result!.ending.kind);
          buys += last.log.filter((entry) => entry.kind === 'buy').length;
        },
      ),
      { numRuns: GAMES, seed: 12 },
    );
    // The four endings of P6 all happen among bots, and they buy fresh cards (P4).
    expect([...endings].sort()).to.include.members(['ended-by-player', 'no-exchange', 'one-left', 'three-passes']);
    expect(buys).to.be.above(0);
  });
});
