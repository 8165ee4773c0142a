import { expect } from '@open-wc/testing';
import {
  applyPotsdamEvent,
  runPotsdam,
  startPotsdam,
  type PotsdamEvent,
  type PotsdamInput,
  type PotsdamState,
} from '../../src/core/potsdam/index.js';
import { refusalDe, refusalEn } from '../../src/i18n/index.js';
import { thrown } from '../support/errors.js';
import { potsdamInput } from '../support/potsdam.js';

const input = potsdamInput;

const act = (seat: string, action: 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in', to?: number): PotsdamEvent =>
  to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to };
const pass = (seat: string): PotsdamEvent => ({ type: 'PASS', seat });
const swap = (seat: string, give: string, take: string): PotsdamEvent => ({
  type: 'EXCHANGE',
  seat,
  give: give.split(' '),
  take: take.split(' '),
});

/** Applies events that must all be accepted. */
function play(state: PotsdamState, ...events: PotsdamEvent[]): PotsdamState {
  for (const event of events) {
    const step = applyPotsdamEvent(state, event);
    if (!step.ok) throw new Error(`refused ${JSON.stringify(event)}: ${step.violation.code} ${JSON.stringify(step.violation.params)}`);
    state = step.state;
  }
  return state;
}

/** The refusal of `event` (it must be refused), and a check that nothing but `violation` changed. */
function refusal(state: PotsdamState, event: unknown): { code: string; ruleId: string; params: unknown } {
  const step = applyPotsdamEvent(state, event as PotsdamEvent);
  expect(step.ok, `${JSON.stringify(event)} is refused`).to.equal(false);
  if (step.ok) throw new Error('accepted');
  for (const key of Object.keys(state) as (keyof PotsdamState)[])
    if (key !== 'violation') expect(step.state[key], key).to.equal(state[key]);
  expect(step.happened).to.deep.equal([{ type: 'violation', violation: step.violation }]);
  return { code: step.violation.code, ruleId: step.violation.ruleId, params: step.violation.params };
}

const potTotal = (state: PotsdamState): number => state.pots.reduce((sum, pot) => sum + pot.amount, 0);

/** After the entry round: Carla called, Anna completed; 30 in the pot, Anna's exchange turn. */
function afterEntry(options: Partial<PotsdamInput> = {}): PotsdamState {
  return play(startPotsdam(input(options)), act('Carla', 'call'), act('Anna', 'call'));
}

describe("Potsdam Hold'em: the engine", () => {
  it('P1, T3: the blinds left of the button, five hole cards each dealt one at a time from left of the button, five community cards face up', () => {
    const game = startPotsdam(
      input({
        holeCards: undefined,
        community: undefined,
        stock: undefined,
        deck: 'Ac Ad Ah As Kc Kd Kh Ks Qc Qd Qh Qs Jc Jd Jh Js Tc Td Th Ts 2c 3c 4c 5c 6c 7c',
      }),
    );
    expect(game.phase).to.equal('entry');
    expect(game.bets).to.deep.equal({ Anna: 5, Ben: 10, Carla: 0 });
    expect(game.stacks).to.deep.equal({ Anna: 995, Ben: 990, Carla: 1000 });
    // One card at a time: Anna, Ben, Carla, Anna, … five rounds; then the community.
    expect(game.holeCards).to.deep.equal({
      Anna: ['Ac', 'As', 'Kh', 'Qd', 'Jc'],
      Ben: ['Ad', 'Kc', 'Ks', 'Qh', 'Jd'],
      Carla: ['Ah', 'Kd', 'Qc', 'Qs', 'Jh'],
    });
    expect(game.community).to.deep.equal(['Js', 'Tc', 'Td', 'Th', 'Ts']);
    expect(game.deck.dealt).to.equal(20);
    expect(game.log.map((entry) => entry.kind)).to.deep.equal(['blind', 'blind', 'deal']);
    expect(game.toAct).to.equal('Carla');
  });

  it('P1, T3: heads-up the button posts the small blind and acts first in the entry round', () => {
    const game = startPotsdam({
      blinds: { small: 5, big: 10 },
      seats: [
        { id: 'Anna', stack: 100 },
        { id: 'Ben', stack: 100 },
      ],
      button: 'Ben',
      seed: 4,
    });
    expect(game.bets).to.deep.equal({ Anna: 10, Ben: 5 });
    expect(game.toAct).to.equal('Ben');
    expect(game.allowed).to.deep.equal({ kind: 'act', actions: { fold: true, call: { amount: 5, to: 10 } } });
  });

  it('P2: the entry round is call or fold: a raise, a bet or an all-in above the call is refused; the big blind has nothing to decide', () => {
    let game = startPotsdam(input());
    expect(game.allowed).to.deep.equal({ kind: 'act', actions: { fold: true, call: { amount: 10, to: 10 } } });
    expect(refusal(game, act('Carla', 'raise', 20))).to.deep.equal({ code: 'no-raise-in-entry', ruleId: 'P2', params: { callTo: 10 } });
    expect(refusal(game, act('Carla', 'bet', 20)).code).to.equal('no-raise-in-entry');
    expect(refusal(game, act('Carla', 'all-in'))).to.deep.equal({ code: 'no-raise-in-entry', ruleId: 'P2', params: { callTo: 10 } });
    expect(refusal(game, act('Carla', 'check'))).to.deep.include({ code: 'check-not-allowed', ruleId: 'T7' });
    expect(refusal(game, act('Anna', 'call'))).to.deep.include({ code: 'not-your-turn', ruleId: 'T6' });
    game = play(game, act('Carla', 'call'));
    // The small blind completes: 5 more.
    expect(game.allowed).to.deep.equal({ kind: 'act', actions: { fold: true, call: { amount: 5, to: 10 } } });
    game = play(game, act('Anna', 'call'));
    // Ben, the big blind, is not asked: no raise is allowed and his blind is the call.
    expect(game.phase).to.equal('exchange');
    expect(game.toAct).to.equal('Anna');
    expect(potTotal(game)).to.equal(30);
    expect(game.bets).to.deep.equal({ Anna: 0, Ben: 0, Carla: 0 });
    expect(game.stacks).to.deep.equal({ Anna: 990, Ben: 990, Carla: 990 });
  });

  it('P2, T9: a player short of the big blind calls all-in for less in the entry round', () => {
    let game = startPotsdam(
      input({
        seats: [
          { id: 'Anna', stack: 1000 },
          { id: 'Ben', stack: 1000 },
          { id: 'Carla', stack: 7 },
        ],
      }),
    );
    expect(game.allowed).to.deep.equal({ kind: 'act', actions: { fold: true, call: { amount: 7, to: 7 }, allIn: { to: 7 } } });
    game = play(game, act('Carla', 'all-in'), act('Anna', 'call'));
    expect(game.phase).to.equal('exchange');
    // T18: a main pot of 21 for all three, a side pot of 6 for Anna and Ben.
    expect(game.pots).to.deep.equal([
      { amount: 21, eligible: ['Anna', 'Ben', 'Carla'] },
      { amount: 6, eligible: ['Anna', 'Ben'] },
    ]);
  });

  it('P3: one card for one: the laid-down card takes the place of the card taken; the turn goes clockwise to the button', () => {
    let game = afterEntry();
    expect(game.exchange.order).to.deep.equal(['Anna', 'Ben', 'Carla']);
    expect(game.allowed).to.deep.equal({ kind: 'exchange', buy: null });
    game = play(game, swap('Anna', '4d', 'Kc'));
    expect(game.holeCards.Anna).to.deep.equal(['As', 'Ah', 'Kc', '5c', '8s']);
    expect(game.community).to.deep.equal(['2c', '7d', '9h', 'Jc', '4d']);
    expect(game.log.at(-1)).to.deep.equal({
      kind: 'exchange',
      seat: 'Anna',
      given: ['4d'],
      taken: ['Kc'],
      places: [4],
      community: ['2c', '7d', '9h', 'Jc', '4d'],
      ruleIds: ['P3'],
    });
    expect(game.toAct).to.equal('Ben');
  });

  it('P3: all five for all five: the hand and the community change places; none is a pass', () => {
    let game = afterEntry();
    game = play(game, pass('Anna'), swap('Ben', 'Ks Kh Qd 3c 2h', '2c 7d 9h Jc Kc'));
    expect(game.holeCards.Ben).to.deep.equal(['2c', '7d', '9h', 'Jc', 'Kc']);
    expect(game.community).to.deep.equal(['Ks', 'Kh', 'Qd', '3c', '2h']);
    expect(game.holeCards.Anna).to.deep.equal(['As', 'Ah', '4d', '5c', '8s']);
    expect(game.exchange.passesInARow).to.deep.equal({ Anna: 1, Ben: 0, Carla: 0 });
  });

  it('P3: exchanging cards the player does not hold, cards not on the table, two for two, a card twice, or out of turn is refused', () => {
    const game = afterEntry();
    expect(refusal(game, swap('Anna', '9s', 'Kc'))).to.deep.equal({
      code: 'cards-not-held',
      ruleId: 'P3',
      params: { seat: 'Anna', cards: ['9s'] },
    });
    expect(refusal(game, swap('Anna', '4d', 'Qs'))).to.deep.equal({ code: 'cards-not-on-table', ruleId: 'P3', params: { cards: ['Qs'] } });
    expect(refusal(game, swap('Anna', '4d 5c', 'Kc Jc'))).to.deep.equal({
      code: 'exchange-size',
      ruleId: 'P3',
      params: { give: 2, take: 2 },
    });
    expect(refusal(game, swap('Anna', '4d', 'Kc Jc'))).to.deep.equal({ code: 'exchange-size', ruleId: 'P3', params: { give: 1, take: 2 } });
    expect(refusal(game, swap('Anna', '4d 4d 5c 8s As', '2c 7d 9h Jc Kc'))).to.deep.equal({
      code: 'card-named-twice',
      ruleId: 'P3',
      params: { card: '4d' },
    });
    expect(refusal(game, swap('Ben', 'Ks', 'Kc'))).to.deep.equal({
      code: 'out-of-turn',
      ruleId: 'P3',
      params: { seat: 'Ben', seatToAct: 'Anna', phase: 'exchange' },
    });
    expect(refusal(game, act('Anna', 'check'))).to.deep.equal({
      code: 'not-now',
      ruleId: 'P3',
      params: { type: 'ACT', phase: 'exchange', expected: ['EXCHANGE', 'PASS', 'BUY'] },
    });
  });

  it('P4: after an exchange the next player pays a small blind (5) for a fresh card and puts it in the community; the laid-down card lies aside, out of play', () => {
    let game = play(afterEntry(), swap('Anna', '4d', 'Kc'));
    expect(game.allowed).to.deep.equal({ kind: 'exchange', buy: { price: 5, cards: 1, from: 'Anna' } });
    game = play(game, { type: 'BUY', seat: 'Ben' });
    expect(game.phase).to.equal('choosing');
    expect(game.allowed).to.deep.equal({ kind: 'choose', laidDown: ['4d'], fresh: ['Qs'] });
    expect(game.stacks.Ben).to.equal(985);
    expect(game.paid.Ben).to.equal(5);
    // Dead money in the main pot: nobody has to match it.
    expect(game.pots).to.deep.equal([{ amount: 35, eligible: ['Anna', 'Ben', 'Carla'] }]);
    game = play(game, { type: 'CHOOSE', seat: 'Ben', set: 'fresh' });
    expect(game.community).to.deep.equal(['2c', '7d', '9h', 'Jc', 'Qs']);
    expect(game.laidAside).to.deep.equal([{ seat: 'Ben', exchangeRound: 1, set: 'laid-down', cards: ['4d'] }]);
    // Then Ben takes his own exchange turn, without a second purchase; he takes the fresh queen.
    expect(game.phase).to.equal('exchange');
    expect(game.toAct).to.equal('Ben');
    expect(game.allowed).to.deep.equal({ kind: 'exchange', buy: null });
    expect(refusal(game, { type: 'BUY', seat: 'Ben' })).to.deep.equal({ code: 'already-bought', ruleId: 'P4', params: {} });
    expect(refusal(game, swap('Ben', '2h', '4d'))).to.deep.equal({ code: 'cards-out-of-play', ruleId: 'P4', params: { cards: ['4d'] } });
    game = play(game, swap('Ben', '2h', 'Qs'));
    expect(game.holeCards.Ben).to.deep.equal(['Ks', 'Kh', 'Qd', '3c', 'Qs']);
    // Carla may buy against Ben's deuce.
    expect(game.allowed).to.deep.equal({ kind: 'exchange', buy: { price: 5, cards: 1, from: 'Ben' } });
  });

  it('P4: the buyer may keep the laid-down set: the fresh cards lie aside instead', () => {
    let game = play(afterEntry(), swap('Anna', '4d 5c 8s As Ah', '2c 7d 9h Jc Kc'), { type: 'BUY', seat: 'Ben' });
    expect(game.allowed).to.deep.equal({ kind: 'choose', laidDown: ['4d', '5c', '8s', 'As', 'Ah'], fresh: ['Qs', 'Tc', '3d', '3h', '4c'] });
    game = play(game, { type: 'CHOOSE', seat: 'Ben', set: 'laid-down' });
    expect(game.community).to.deep.equal(['4d', '5c', '8s', 'As', 'Ah']);
    expect(game.laidAside).to.deep.equal([{ seat: 'Ben', exchangeRound: 1, set: 'fresh', cards: ['Qs', 'Tc', '3d', '3h', '4c'] }]);
    expect(game.deck.dealt).to.equal(25);
  });

  it('P4: nothing to buy after a pass or at the start of a round; the price and the deck must suffice', () => {
    let game = afterEntry();
    expect(refusal(game, { type: 'BUY', seat: 'Anna' })).to.deep.equal({
      code: 'nothing-to-buy',
      ruleId: 'P4',
      params: { previousSeat: null },
    });
    game = play(game, pass('Anna'));
    expect(refusal(game, { type: 'BUY', seat: 'Ben' })).to.deep.equal({
      code: 'nothing-to-buy',
      ruleId: 'P4',
      params: { previousSeat: 'Anna' },
    });
    // A player with less than the small blind behind cannot buy.
    const poor = play(
      startPotsdam(
        input({
          seats: [
            { id: 'Anna', stack: 1000 },
            { id: 'Ben', stack: 13 },
            { id: 'Carla', stack: 1000 },
          ],
        }),
      ),
      act('Carla', 'call'),
      act('Anna', 'call'),
      swap('Anna', '4d', 'Kc'),
    );
    expect(poor.allowed).to.deep.equal({ kind: 'exchange', buy: null });
    expect(refusal(poor, { type: 'BUY', seat: 'Ben' })).to.deep.equal({
      code: 'cannot-afford-buy',
      ruleId: 'P4',
      params: { price: 5, stack: 3 },
    });
    // Nine players leave two cards in the deck: not enough for five fresh ones.
    const nine = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
    let full = startPotsdam({ blinds: { small: 1, big: 2 }, seats: nine.map((id) => ({ id, stack: 100 })), button: 'I', seed: 9 });
    full = play(full, ...['C', 'D', 'E', 'F', 'G', 'H', 'I', 'A'].map((seat) => act(seat, 'call')));
    full = play(full, { type: 'EXCHANGE', seat: 'A', give: full.holeCards.A.slice(), take: full.community.slice() });
    expect(refusal(full, { type: 'BUY', seat: 'B' })).to.deep.equal({
      code: 'deck-too-small',
      ruleId: 'P4',
      params: { needed: 5, left: 2 },
    });
  });

  it('P4: who may buy when several exchanged in a row: the player right after; with buyFrom "latest-unbought" also after a pass', () => {
    const events = [swap('Anna', '4d', 'Kc'), pass('Ben')];
    expect(refusal(play(afterEntry(), ...events), { type: 'BUY', seat: 'Carla' })).to.deep.equal({
      code: 'nothing-to-buy',
      ruleId: 'P4',
      params: { previousSeat: 'Ben' },
    });
    const latest = play(afterEntry({ rules: { buyFrom: 'latest-unbought' } }), ...events);
    expect(latest.allowed).to.deep.equal({ kind: 'exchange', buy: { price: 5, cards: 1, from: 'Anna' } });
    // Two exchanges in a row: Carla buys against Ben's card, not Anna's.
    const twice = play(afterEntry(), swap('Anna', '4d', 'Kc'), swap('Ben', '2h', '4d'));
    expect(twice.allowed).to.deep.equal({ kind: 'exchange', buy: { price: 5, cards: 1, from: 'Ben' } });
  });

  it('P5: after the exchange round a betting round left of the button; a bet is at most three big blinds (30), a raise at most 30 more', () => {
    let game = play(afterEntry(), swap('Anna', '4d', 'Kc'), pass('Ben'), pass('Carla'));
    expect(game.phase).to.equal('betting');
    expect(game.toAct).to.equal('Anna');
    expect(game.allowed).to.deep.equal({ kind: 'act', actions: { fold: true, check: true, bet: { minTo: 10, maxTo: 30 } } });
    expect(refusal(game, act('Anna', 'bet', 31))).to.deep.equal({
      code: 'bet-above-limit',
      ruleId: 'P5',
      params: { maxTo: 30, limit: 30, betLimit: 'each-bet' },
    });
    expect(refusal(game, act('Anna', 'all-in'))).to.deep.equal({
      code: 'all-in-above-limit',
      ruleId: 'P5',
      params: { allInTo: 990, maxTo: 30, limit: 30 },
    });
    expect(refusal(game, act('Anna', 'bet', 5))).to.deep.include({ code: 'bet-below-minimum', ruleId: 'T11' });
    game = play(game, act('Anna', 'bet', 20));
    // T11: the next raise is by at least 20, P5: by at most 30.
    expect(game.allowed).to.deep.equal({
      kind: 'act',
      actions: { fold: true, call: { amount: 20, to: 20 }, raise: { minTo: 40, maxTo: 50 } },
    });
    expect(refusal(game, act('Ben', 'raise', 51))).to.deep.equal({
      code: 'raise-above-limit',
      ruleId: 'P5',
      params: { maxTo: 50, limit: 30, betLimit: 'each-bet' },
    });
    expect(refusal(game, act('Ben', 'raise', 35))).to.deep.include({ code: 'raise-below-minimum', ruleId: 'T11' });
    game = play(game, act('Ben', 'raise', 50), act('Carla', 'call'), act('Anna', 'call'));
    // Everyone matched 50: 30 + 150 in the pot; the next exchange round begins left of the button.
    expect(potTotal(game)).to.equal(180);
    expect(game.phase).to.equal('end-offer');
  });

  it('P5: with minRaise "big-blind" a raise goes up by one big blind at least; with betLimit "round-total" nobody puts in more than 30 in a round', () => {
    const toBetting = [swap('Anna', '4d', 'Kc'), pass('Ben'), pass('Carla'), act('Anna', 'bet', 20)];
    const byBlind = play(afterEntry({ rules: { minRaise: 'big-blind' } }), ...toBetting);
    expect(byBlind.allowed).to.deep.equal({
      kind: 'act',
      actions: { fold: true, call: { amount: 20, to: 20 }, raise: { minTo: 30, maxTo: 50 } },
    });
    play(byBlind, act('Ben', 'raise', 30));
    const total = play(afterEntry({ rules: { betLimit: 'round-total' } }), ...toBetting);
    expect(total.allowed).to.deep.equal({ kind: 'act', actions: { fold: true, call: { amount: 20, to: 20 } } });
    expect(refusal(total, act('Ben', 'raise', 40))).to.deep.equal({
      code: 'raise-above-limit',
      ruleId: 'P5',
      params: { maxTo: 30, limit: 30, betLimit: 'round-total' },
    });
  });

  it('P5, T9: an all-in within the limit is a bet or raise like any other', () => {
    let game = play(
      startPotsdam(
        input({
          seats: [
            { id: 'Anna', stack: 35 },
            { id: 'Ben', stack: 1000 },
            { id: 'Carla', stack: 1000 },
          ],
        }),
      ),
      act('Carla', 'call'),
      act('Anna', 'call'),
    );
    game = play(game, pass('Anna'), pass('Ben'), swap('Carla', '6h', 'Kc'));
    expect(game.allowed).to.deep.equal({
      kind: 'act',
      actions: { fold: true, check: true, bet: { minTo: 10, maxTo: 25 }, allIn: { to: 25 } },
    });
    game = play(game, act('Anna', 'all-in'));
    expect(game.bets.Anna).to.equal(25);
  });

  it('P6 (1): the game ends when only one player is left, in the entry round or a betting round (T20)', () => {
    const entry = play(startPotsdam(input()), act('Carla', 'fold'), act('Anna', 'fold'));
    expect(entry.phase).to.equal('uncontested');
    expect(entry.ending).to.deep.equal({ kind: 'one-left', clause: 1, seat: 'Ben' });
    expect(entry.result?.finalStacks).to.deep.equal({ Anna: 995, Ben: 1005, Carla: 1000 });
    let later = play(
      afterEntry(),
      swap('Anna', '4d', 'Kc'),
      { type: 'BUY', seat: 'Ben' },
      { type: 'CHOOSE', seat: 'Ben', set: 'fresh' },
      pass('Ben'),
      pass('Carla'),
    );
    later = play(later, act('Anna', 'bet', 30), act('Ben', 'fold'), act('Carla', 'fold'));
    expect(later.phase).to.equal('uncontested');
    // The pot of 30 and Ben's 5 for the fresh card go to Anna; her bet of 30 comes back (T10).
    expect(later.result?.finalStacks).to.deep.equal({ Anna: 1025, Ben: 985, Carla: 990 });
    expect(later.result?.contributions).to.deep.equal({ Anna: 10, Ben: 15, Carla: 10 });
  });

  it('P6 (2): a player who did not exchange pays three big blinds (30) after the betting round to end the game; the others get a last exchange round without fresh cards, then the showdown', () => {
    let game = play(
      afterEntry({ autoShowdown: true }),
      swap('Anna', '4d', 'Kc'),
      pass('Ben'),
      pass('Carla'),
      act('Anna', 'check'),
      act('Ben', 'check'),
      act('Carla', 'check'),
    );
    // Ben and Carla did not exchange: each is asked in turn, clockwise from left of the button.
    expect(game.phase).to.equal('end-offer');
    expect(game.toAct).to.equal('Ben');
    expect(game.allowed).to.deep.equal({ kind: 'end', price: 30 });
    expect(refusal(game, { type: 'END', seat: 'Anna' })).to.deep.equal({
      code: 'end-after-exchange',
      ruleId: 'P6',
      params: { seat: 'Anna' },
    });
    expect(refusal(game, { type: 'END', seat: 'Carla' })).to.deep.equal({
      code: 'out-of-turn',
      ruleId: 'P6',
      params: { seat: 'Carla', seatToAct: 'Ben', phase: 'end-offer' },
    });
    game = play(game, pass('Ben'), { type: 'END', seat: 'Carla' });
    expect(game.ending).to.deep.equal({ kind: 'ended-by-player', clause: 2, seat: 'Carla', price: 30 });
    expect(game.phase).to.equal('last-exchange');
    expect(game.exchange.order).to.deep.equal(['Anna', 'Ben']);
    expect(game.stacks.Carla).to.equal(960);
    expect(potTotal(game)).to.equal(60);
    game = play(game, swap('Anna', '5c', '4d'));
    expect(refusal(game, { type: 'BUY', seat: 'Ben' })).to.deep.equal({ code: 'no-buying-in-last-exchange', ruleId: 'P6', params: {} });
    game = play(game, pass('Ben'));
    expect(refusal(game, swap('Carla', '6h', '5c')).code).to.equal('game-over');
    // No betting after the last exchange (the default): Anna's aces win the 60.
    expect(game.phase).to.equal('complete');
    expect(game.result?.finalStacks).to.deep.equal({ Anna: 1050, Ben: 990, Carla: 960 });
    expect(game.result?.shown.Anna.category).to.equal('one-pair');
  });

  it('P6 (2): the player who ended has no turn in the last exchange round; with betAfterLastExchange a last betting round follows', () => {
    let game = play(
      afterEntry({ rules: { betAfterLastExchange: true } }),
      pass('Anna'),
      swap('Ben', '2h', 'Kc'),
      pass('Carla'),
      act('Anna', 'check'),
      act('Ben', 'check'),
      act('Carla', 'check'),
    );
    expect(game.toAct).to.equal('Anna');
    game = play(game, { type: 'END', seat: 'Anna' });
    expect(game.exchange.order).to.deep.equal(['Ben', 'Carla']);
    expect(refusal(game, pass('Anna'))).to.deep.equal({ code: 'excluded-from-last-exchange', ruleId: 'P6', params: { seat: 'Anna' } });
    game = play(game, pass('Ben'), pass('Carla'));
    expect(game.phase).to.equal('last-betting');
    expect(game.toAct).to.equal('Anna');
    game = play(game, act('Anna', 'check'), act('Ben', 'bet', 30), act('Carla', 'fold'), act('Anna', 'call'));
    expect(game.phase).to.equal('showdown');
    // T16: Ben bet last, so he shows first.
    expect(game.toAct).to.equal('Ben');
  });

  it('P6 (3): nobody exchanged in a whole round: a final betting round, and no more exchanges', () => {
    let game = play(afterEntry({ autoShowdown: true }), pass('Anna'), pass('Ben'), pass('Carla'));
    expect(game.ending).to.deep.equal({ kind: 'no-exchange', clause: 3, exchangeRound: 1 });
    expect(game.phase).to.equal('final-betting');
    expect(refusal(game, swap('Anna', '4d', 'Kc'))).to.deep.equal({
      code: 'no-more-exchanges',
      ruleId: 'P6',
      params: { ending: 'no-exchange' },
    });
    game = play(game, act('Anna', 'bet', 30), act('Ben', 'call'), act('Carla', 'call'));
    // The showdown: Anna's aces against Ben's kings and Carla's nines; 30 + 90 = 120.
    expect(game.phase).to.equal('complete');
    expect(game.result?.finalStacks).to.deep.equal({ Anna: 1080, Ben: 960, Carla: 960 });
  });

  it('P6 (4): a player who did not exchange three times in a row: a final betting round, then a last exchange round for everyone', () => {
    let game = afterEntry({ autoShowdown: true });
    const checks = [act('Anna', 'check'), act('Ben', 'check'), act('Carla', 'check')];
    // Carla passes three rounds running while Anna keeps exchanging; Ben and Carla decline to end the game.
    game = play(game, swap('Anna', '4d', 'Kc'), pass('Ben'), pass('Carla'), ...checks, pass('Ben'), pass('Carla'));
    game = play(game, swap('Anna', '5c', '4d'), swap('Ben', '2h', '5c'), pass('Carla'), ...checks, pass('Carla'));
    game = play(game, swap('Anna', '8s', '2h'), pass('Ben'), pass('Carla'));
    expect(game.exchange.passesInARow).to.deep.equal({ Anna: 0, Ben: 1, Carla: 3 });
    expect(game.ending).to.deep.equal({ kind: 'three-passes', clause: 4, seats: ['Carla'], exchangeRound: 3 });
    expect(game.phase).to.equal('final-betting');
    expect(refusal(game, swap('Anna', '2h', '8s'))).to.deep.include({ code: 'not-now', ruleId: 'P6' });
    game = play(game, ...checks);
    expect(game.phase).to.equal('last-exchange');
    expect(game.exchange.order).to.deep.equal(['Anna', 'Ben', 'Carla']);
    game = play(game, pass('Anna'), pass('Ben'), swap('Carla', '7c', '8s'));
    expect(game.phase).to.equal('complete');
    expect(game.result?.ending.kind).to.equal('three-passes');
  });

  it('P6: with maxExchangeRounds the round after the last allowed exchange round is final, as in (3)', () => {
    let game = play(
      afterEntry({ rules: { maxExchangeRounds: 1 }, autoShowdown: true }),
      swap('Anna', '4d', 'Kc'),
      pass('Ben'),
      pass('Carla'),
    );
    expect(game.ending).to.deep.equal({ kind: 'round-limit', clause: 3, exchangeRound: 1 });
    game = play(game, act('Anna', 'check'), act('Ben', 'check'), act('Carla', 'check'));
    expect(game.phase).to.equal('complete');
  });

  it('P7, T17: the five hole cards are the hand; the community does not play', () => {
    // The community holds four kings: nobody plays them. Ben's flush beats Anna's straight.
    const result = runPotsdam(
      input({
        holeCards: { Anna: '5s 6h 7d 8c 9s', Ben: '2d 4d 8d 9d Jd', Carla: 'As Ah Ad 3c 3s' },
        community: 'Ks Kh Kd Kc 2c',
        autoShowdown: true,
      }),
      [act('Carla', 'fold'), act('Anna', 'call'), pass('Anna'), pass('Ben'), act('Anna', 'check'), act('Ben', 'check')],
    );
    expect(result.complete).to.equal(true);
    expect(result.state.result?.shown.Ben).to.deep.equal({
      cards: ['2d', '4d', '8d', '9d', 'Jd'],
      value: result.state.result?.shown.Ben.value,
      category: 'flush',
      bestFive: ['Jd', '9d', '8d', '4d', '2d'],
    });
    expect(result.stacks).to.deep.equal({ Anna: 990, Ben: 1010, Carla: 1000 });
  });

  it('P7, T18: side pots at each all-in level; the price of fresh cards lies in the main pot', () => {
    // Anna and Ben split with the same straight; Carla, all-in for 7, has nothing. Ben paid 5 for a fresh card and kept Anna's.
    const result = runPotsdam(
      input({
        seats: [
          { id: 'Anna', stack: 1000 },
          { id: 'Ben', stack: 1000 },
          { id: 'Carla', stack: 7 },
        ],
        holeCards: { Anna: '5s 6h 7d 8c 9s', Ben: '5h 6d 7c 8d 9h', Carla: '2s 4h Jd Qc Kc' },
        community: '2c 3d Th Jc Ad',
        stock: 'Qs',
        autoShowdown: true,
      }),
      [
        act('Carla', 'all-in'),
        act('Anna', 'call'),
        swap('Anna', '5s', '2c'),
        { type: 'BUY', seat: 'Ben' },
        { type: 'CHOOSE', seat: 'Ben', set: 'laid-down' },
        pass('Ben'),
        pass('Carla'),
        act('Anna', 'check'),
        act('Ben', 'check'),
        pass('Ben'),
        swap('Anna', '2c', '5s'),
        pass('Ben'),
        pass('Carla'),
        act('Anna', 'check'),
        act('Ben', 'check'),
        pass('Ben'),
        pass('Anna'),
        pass('Ben'),
        pass('Carla'),
        act('Anna', 'check'),
        act('Ben', 'check'),
      ],
    );
    expect(result.violation).to.equal(null);
    expect(result.complete).to.equal(true);
    // Main pot 7 × 3 + 5 (the fresh card) = 26 for all three; side pot 3 + 3 = 6 for Anna and Ben.
    expect(result.pots).to.deep.equal([
      { amount: 26, eligible: ['Anna', 'Ben', 'Carla'], awards: { Anna: 13, Ben: 13 } },
      { amount: 6, eligible: ['Anna', 'Ben'], awards: { Anna: 3, Ben: 3 } },
    ]);
    expect(result.stacks).to.deep.equal({ Anna: 1006, Ben: 1001, Carla: 0 });
  });

  it('T19: an odd chip of a split pot goes to the first winner left of the button', () => {
    // Blinds 5/10, Ben buys for 5: a pot of 35 split by Anna and Carla, 18 to Anna (left of the button), 17 to Carla.
    const result = runPotsdam(
      input({
        holeCards: { Anna: '5s 6h 7d 8c 9s', Ben: '2s 4h Jd Qc Kh', Carla: '5h 6d 7c 8d 9h' },
        community: '2c 3d Th Jc Ad',
        stock: 'Qs',
        autoShowdown: true,
      }),
      [
        act('Carla', 'call'),
        act('Anna', 'call'),
        swap('Anna', '5s', '2c'),
        { type: 'BUY', seat: 'Ben' },
        { type: 'CHOOSE', seat: 'Ben', set: 'laid-down' },
        pass('Ben'),
        pass('Carla'),
        act('Anna', 'check'),
        act('Ben', 'check'),
        act('Carla', 'check'),
        pass('Ben'),
        pass('Carla'),
        swap('Anna', '2c', '5s'),
        pass('Ben'),
        pass('Carla'),
        act('Anna', 'check'),
        act('Ben', 'check'),
        act('Carla', 'check'),
        pass('Ben'),
        pass('Carla'),
        pass('Anna'),
        pass('Ben'),
        pass('Carla'),
        act('Anna', 'check'),
        act('Ben', 'check'),
        act('Carla', 'check'),
      ],
    );
    expect(result.violation).to.equal(null);
    expect(result.pots).to.deep.equal([{ amount: 35, eligible: ['Anna', 'Ben', 'Carla'], awards: { Anna: 18, Carla: 17 } }]);
    expect(result.state.result?.awards[0].explanation.oddChipSeats).to.deep.equal(['Anna']);
  });

  it('T16: without autoShowdown the players show or muck in order; a refused decision changes nothing', () => {
    let game = play(
      afterEntry(),
      pass('Anna'),
      pass('Ben'),
      pass('Carla'),
      act('Anna', 'check'),
      act('Ben', 'check'),
      act('Carla', 'check'),
    );
    expect(game.phase).to.equal('showdown');
    expect(game.toAct).to.equal('Anna');
    expect(refusal(game, { type: 'SHOW', seat: 'Ben' })).to.deep.include({ code: 'not-your-turn-to-show', ruleId: 'T16' });
    game = play(game, { type: 'SHOW', seat: 'Anna' }, { type: 'MUCK', seat: 'Ben' }, { type: 'MUCK', seat: 'Carla' });
    expect(game.phase).to.equal('complete');
    expect(game.result?.finalStacks).to.deep.equal({ Anna: 1020, Ben: 990, Carla: 990 });
  });

  it('P1–P7: unknown and malformed events are refused with a code and the rule of the phase, never thrown', () => {
    const game = afterEntry();
    expect(refusal(game, { type: 'DEAL', seat: 'Anna' })).to.deep.equal({
      code: 'unknown-potsdam-event',
      ruleId: 'P3',
      params: { type: 'DEAL' },
    });
    expect(refusal(game, { type: '__proto__', seat: 'Anna' }).code).to.equal('unknown-potsdam-event');
    expect(refusal(game, null)).to.deep.equal({ code: 'malformed-potsdam-event', ruleId: 'P3', params: { problem: 'event' } });
    expect(refusal(game, {})).to.deep.equal({ code: 'malformed-potsdam-event', ruleId: 'P3', params: { problem: 'type' } });
    expect(refusal(game, { type: 'PASS' })).to.deep.equal({ code: 'malformed-potsdam-event', ruleId: 'P3', params: { problem: 'seat' } });
    expect(refusal(game, { type: 'EXCHANGE', seat: 'Anna', give: '4d', take: ['Kc'] }).params).to.deep.equal({ problem: 'give' });
    expect(refusal(game, { type: 'EXCHANGE', seat: 'Anna', give: ['4d'], take: ['Zz'] }).params).to.deep.equal({ problem: 'take' });
    expect(refusal(game, { type: 'CHOOSE', seat: 'Anna', set: 'both' }).params).to.deep.equal({ problem: 'set' });
    expect(refusal(startPotsdam(input()), { type: 'ACT', seat: 'Carla', action: 'raise', to: '20' }).params).to.deep.equal({
      problem: 'to',
    });
    expect(refusal(startPotsdam(input()), { type: 'ACT', seat: 'Carla', action: 'shove' })).to.deep.include({
      code: 'unknown-action',
      ruleId: 'T7',
    });
    expect(refusal(game, { type: 'END', seat: 'Anna' })).to.deep.equal({
      code: 'not-now',
      ruleId: 'P6',
      params: { type: 'END', phase: 'exchange', expected: ['EXCHANGE', 'PASS', 'BUY'] },
    });
  });

  it('P1: malformed input throws a HoldemError with a code; seat ids like constructor and __proto__ play', () => {
    expect(thrown(() => startPotsdam(undefined as never)).code).to.equal('missing-input');
    const misspelt = thrown(() => startPotsdam(input({ rules: { betLimt: 'each-bet' } as never })));
    expect(misspelt.code).to.equal('unknown-option');
    expect(misspelt.message).to.contain('betLimt').and.to.contain('betAfterLastExchange');
    expect(thrown(() => startPotsdam(input({ rules: { betLimit: 'pot' } as never }))).code).to.equal('unknown-value');
    expect(thrown(() => startPotsdam(input({ blinds: { small: 5, big: 10.5 } }))).code).to.equal('unsafe-integer');
    expect(
      thrown(() =>
        startPotsdam(
          input({
            seats: [
              { id: 'Anna', stack: Number.MAX_SAFE_INTEGER },
              { id: 'Ben', stack: 2 },
              { id: 'Carla', stack: 1 },
            ],
          }),
        ),
      ).code,
    ).to.equal('chip-overflow');
    const ten = Array.from({ length: 10 }, (_, k) => ({ id: `s${k}`, stack: 100 }));
    expect(thrown(() => startPotsdam({ blinds: { small: 1, big: 2 }, seats: ten, button: 's0' })).code).to.equal('invalid-input');
    expect(thrown(() => startPotsdam(input({ holeCards: { Anna: 'As Ah' } }))).code).to.equal('invalid-input');
    expect(thrown(() => runPotsdam(input(), 'PASS' as never)).code).to.equal('missing-events');
    const odd = runPotsdam(
      {
        blinds: { small: 1, big: 2 },
        seats: [
          { id: 'constructor', stack: 50 },
          { id: '__proto__', stack: 50 },
          { id: 'toString', stack: 50 },
        ],
        button: 'toString',
        seed: 5,
      },
      [
        act('toString', 'call'),
        act('constructor', 'call'),
        pass('constructor'),
        pass('__proto__'),
        pass('toString'),
        act('constructor', 'check'),
        act('__proto__', 'check'),
        act('toString', 'check'),
      ],
    );
    expect(odd.violation).to.equal(null);
    expect(odd.complete).to.equal(true);
    expect(Object.keys(odd.stacks)).to.deep.equal(['constructor', '__proto__', 'toString']);
    expect(Object.values(odd.stacks).reduce((a, b) => a + b, 0)).to.equal(150);
  });

  it("runPotsdam: the shape of runHand's result, stopping at the first refused event with its index", () => {
    const result = runPotsdam(input(), [act('Carla', 'call'), act('Anna', 'raise', 20), act('Anna', 'call')]);
    expect(result.complete).to.equal(false);
    expect(result.violation).to.deep.include({ index: 1, code: 'no-raise-in-entry', ruleId: 'P2', params: { callTo: 10 } });
    expect(result.stacks).to.deep.equal({ Anna: 995, Ben: 990, Carla: 990 });
    expect(result.contributions).to.deep.equal({ Anna: 5, Ben: 10, Carla: 10 });
    expect(result.pots).to.deep.equal([]);
    expect(result.log.map((entry) => entry.kind)).to.deep.equal(['blind', 'blind', 'deal', 'action']);
  });

  it('P2–P6: every Potsdam refusal is worded in English and German', () => {
    const game = afterEntry();
    const step = applyPotsdamEvent(game, swap('Anna', '9s', 'Kc'));
    if (step.ok) throw new Error('accepted');
    expect(refusalEn(step.violation)).to.equal('Anna does not hold 9s.');
    expect(refusalDe(step.violation)).to.equal('Anna hält 9s nicht.');
    const limit = applyPotsdamEvent(play(game, pass('Anna'), pass('Ben'), pass('Carla')), act('Anna', 'bet', 40));
    if (limit.ok) throw new Error('accepted');
    expect(refusalEn(limit.violation)).to.equal('In Potsdam a bet or raise is at most three big blinds (30): bet at most 30.');
    expect(refusalDe(limit.violation)).to.equal(
      'In Potsdam ist ein Einsatz oder eine Erhöhung höchstens drei Big Blinds (30): Setze höchstens 30.',
    );
  });
});
