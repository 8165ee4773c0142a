import { expect } from '@open-wc/testing';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { HoldemError } from '../../src/core/errors.js';
import { tableMachine, tableConfig, type TableContext, type TableEmitted, type TableInput } from '../../src/machines/index.js';

type TableActor = Actor<typeof tableMachine>;

const SIX = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva', 'Finn'];

/** A table on a simulated clock; hands start on DEAL unless `autoDeal` is given; no clock unless given. */
function open(input: Partial<TableInput>, players: readonly string[] = SIX.slice(0, 3), stack = 1000) {
  const clock = new SimulatedClock();
  const actor = createActor(tableMachine, {
    clock,
    input: {
      blinds: { small: 5, big: 10 },
      seed: 1,
      clock: null,
      autoDeal: false,
      players: players.map((id) => ({ id, stack })),
      ...input,
    },
  });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  const emitted: TableEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, errors, emitted };
}

const ctx = (actor: TableActor): TableContext => actor.getSnapshot().context;
const gameState = (actor: TableActor) => (actor.getSnapshot().value as { game: unknown }).game;

/** Everyone still to act folds: the hand ends uncontested (T20). */
function foldAround(actor: TableActor): void {
  for (let guard = 0; guard < 20; guard++) {
    const toAct = ctx(actor).hand?.toAct;
    if (!toAct || gameState(actor) === 'handOver') return;
    actor.send({ type: 'ACT', seat: toAct, action: 'fold' });
  }
}

/** Deals a hand and folds it round. */
function playFoldedHand(actor: TableActor): void {
  actor.send({ type: 'DEAL' });
  foldAround(actor);
}

const nameAt = (actor: TableActor, seat: number) => ctx(actor).seats[seat]?.player;
const stacksTotal = (c: TableContext) => c.seats.reduce((sum, s) => sum + (s?.stack ?? 0), 0) + c.queue.reduce((sum, q) => sum + q.buyIn, 0);

describe('tableMachine', () => {
  describe('C1: seats', () => {
    it('C1: a table has 2 to 10 seats; six by default', () => {
      expect(tableConfig({ blinds: { small: 5, big: 10 } }).size).to.equal(6);
      expect(() => tableConfig({ blinds: { small: 5, big: 10 }, seats: 1 })).to.throw(HoldemError);
      expect(() => tableConfig({ blinds: { small: 5, big: 10 }, seats: 11 })).to.throw(HoldemError);
      expect(tableConfig({ blinds: { small: 5, big: 10 }, seats: 10 }).size).to.equal(10);
    });

    it('C1: a seat that does not exist or is taken is refused, and nothing changes', () => {
      const { actor } = open({ seats: 4 });
      const before = ctx(actor).seats;
      actor.send({ type: 'JOIN', player: 'Dan', buyIn: 500, seat: 7 });
      expect(ctx(actor).violation?.code).to.equal('no-such-seat');
      expect(ctx(actor).violation?.ruleId).to.equal('C1');
      actor.send({ type: 'JOIN', player: 'Dan', buyIn: 500, seat: 0 });
      expect(ctx(actor).violation?.code).to.equal('seat-taken');
      expect(ctx(actor).seats).to.equal(before);
      actor.send({ type: 'JOIN', player: 'Anna', buyIn: 500 });
      expect(ctx(actor).violation?.code).to.equal('already-seated');
    });
  });

  describe('T2: the button', () => {
    it('T2: the first button goes to the high card of a draw, shown in the log', () => {
      const { actor } = open({ firstButton: 'draw' }, SIX);
      actor.send({ type: 'DEAL' });
      const { draw, button, log } = ctx(actor);
      expect(draw).to.not.equal(null);
      const ranks = '23456789TJQKA';
      const suits = 'cdhs';
      const strength = (card: string) => ranks.indexOf(card[0]) * 4 + suits.indexOf(card[1]);
      const best = Object.entries(draw!.cards).sort((a, b) => strength(b[1]) - strength(a[1]))[0];
      expect(Number(best[0])).to.equal(draw!.button);
      expect(button).to.equal(draw!.button);
      expect(log.find((l) => l.kind === 'draw')?.message.en).to.match(/^Draw for the button: Anna .., Ben .., .*has the high card and the button$/);
    });

    it('T2: at random, when the table says so; the same seed gives the same button', () => {
      const a = open({ firstButton: 'random', seed: 'x' }, SIX).actor;
      const b = open({ firstButton: 'random', seed: 'x' }, SIX).actor;
      a.send({ type: 'DEAL' });
      b.send({ type: 'DEAL' });
      expect(ctx(a).draw).to.equal(null);
      expect(ctx(a).button).to.equal(ctx(b).button);
      expect(ctx(a).log.find((l) => l.kind === 'draw')?.message.en).to.match(/^The button goes to \w+ at random$/);
    });

    it('T2: after each hand the button moves one seat clockwise, over empty seats', () => {
      const { actor } = open({ seats: 6, players: [{ id: 'Anna', stack: 1000, seat: 0 }, { id: 'Ben', stack: 1000, seat: 2 }, { id: 'Carla', stack: 1000, seat: 3 }, { id: 'Dan', stack: 1000, seat: 5 }] });
      const buttons: number[] = [];
      for (let i = 0; i < 6; i++) {
        playFoldedHand(actor);
        buttons.push(ctx(actor).plan!.button);
      }
      const order = [0, 2, 3, 5];
      const start = order.indexOf(buttons[0]);
      expect(buttons).to.deep.equal([0, 1, 2, 3, 4, 5].map((k) => order[(start + k) % 4]));
    });
  });

  describe('T3: the blinds', () => {
    it('T3: the small blind left of the button, the big blind next', () => {
      const { actor } = open({ firstButton: 'random' }, SIX.slice(0, 4));
      actor.send({ type: 'DEAL' });
      const { plan, hand } = ctx(actor);
      expect(plan!.small).to.equal((plan!.button + 1) % 4);
      expect(plan!.big).to.equal((plan!.button + 2) % 4);
      const blinds = hand!.log.filter((l) => l.kind === 'blind').map((l) => [l.seat, l.amount]);
      expect(blinds).to.deep.equal([[nameAt(actor, plan!.small), 5], [nameAt(actor, plan!.big), 10]]);
    });

    it('T3: from three players to heads-up the button posts the small blind, and back to three', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      const leaver = nameAt(actor, (ctx(actor).plan!.button + 1) % 3) as string;
      actor.send({ type: 'LEAVE', player: leaver });
      playFoldedHand(actor);
      const heads = ctx(actor).plan!;
      expect(heads.dealt).to.have.length(2);
      expect(heads.small).to.equal(heads.button);
      expect(ctx(actor).hand!.log.find((l) => l.blind === 'small')?.seat).to.equal(nameAt(actor, heads.button));
      // A newcomer posting a big blind is dealt in at once (C3): three-handed blinds again.
      actor.send({ type: 'JOIN', player: 'Dan', buyIn: 1000, postBigBlind: true });
      playFoldedHand(actor);
      const three = ctx(actor).plan!;
      expect(three.dealt).to.have.length(3);
      expect(three.small).to.not.equal(three.button);
    });
  });

  describe('the table history', () => {
    it('T20: the end of a hand names who won what', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      const big = nameAt(actor, ctx(actor).plan!.big);
      // Blinds 5/10, folded to the big blind: 5 of the big blind are uncalled and go back (T10); the pot is 10.
      expect(ctx(actor).log.at(-1)?.message).to.deep.equal({ en: `Hand 1 is over: ${big} wins 10`, de: `Hand 1 ist vorbei: ${big} gewinnt 10` });
    });
  });

  describe('C2: enough players', () => {
    it('C2: with the 003 room rule (3) two players wait; a third starts the hand', () => {
      const { actor } = open({ minPlayers: 3 }, ['Anna', 'Ben']);
      actor.send({ type: 'DEAL' });
      expect(gameState(actor)).to.equal('idle');
      expect(ctx(actor).handNumber).to.equal(0);
      expect(ctx(actor).violation).to.deep.include({ code: 'not-enough-players', ruleId: 'C2' });
      actor.send({ type: 'ACT', seat: 'Anna', action: 'check' });
      expect(ctx(actor).violation).to.deep.include({ code: 'no-hand-running', ruleId: 'T6' });
      actor.send({ type: 'JOIN', player: 'Carla', buyIn: 1000 });
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).handNumber).to.equal(1);
      expect(ctx(actor).plan!.dealt).to.have.length(3);
    });

    it('C2: after a hand of three, two remaining play on; after a hand of two, they wait for a third', () => {
      const { actor } = open({ minPlayers: 3 }, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      actor.send({ type: 'LEAVE', player: 'Carla' });
      playFoldedHand(actor);
      expect(ctx(actor).handNumber).to.equal(2);
      expect(ctx(actor).plan!.dealt).to.have.length(2);
      actor.send({ type: 'DEAL' });
      expect(gameState(actor)).to.equal('idle');
      expect(ctx(actor).handNumber).to.equal(2);
    });

    it('C2: the home-game default starts with two', () => {
      const { actor } = open({}, ['Anna', 'Ben']);
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).handNumber).to.equal(1);
    });
  });

  describe('C3: newcomers', () => {
    it('C3: a newcomer who waits is dealt in when the big blind reaches their seat', () => {
      const { actor } = open({ seats: 6, players: [{ id: 'Anna', stack: 1000, seat: 0 }, { id: 'Ben', stack: 1000, seat: 1 }, { id: 'Carla', stack: 1000, seat: 2 }, { id: 'Dan', stack: 1000, seat: 3 }] });
      playFoldedHand(actor);
      actor.send({ type: 'JOIN', player: 'Eva', buyIn: 1000, seat: 4 });
      expect(ctx(actor).seats[4]?.status).to.equal('waiting');
      const dealtIn: boolean[] = [];
      const bigs: number[] = [];
      for (let i = 0; i < 5; i++) {
        playFoldedHand(actor);
        dealtIn.push(ctx(actor).plan!.dealt.includes(4));
        bigs.push(ctx(actor).plan!.big);
      }
      const first = dealtIn.indexOf(true);
      expect(first).to.be.greaterThan(-1);
      expect(bigs[first]).to.equal(4);
      expect(dealtIn.slice(first).every(Boolean)).to.equal(true);
      expect(dealtIn.slice(0, first).some(Boolean)).to.equal(false);
    });

    it('C3: a newcomer who posts is dealt in at once, so two big blinds are in the hand', () => {
      const { actor } = open({ seats: 6 }, ['Anna', 'Ben', 'Carla', 'Dan']);
      playFoldedHand(actor);
      actor.send({ type: 'JOIN', player: 'Eva', buyIn: 1000, postBigBlind: true });
      actor.send({ type: 'DEAL' });
      const hand = ctx(actor).hand!;
      expect(hand.config.seatIds).to.include('Eva');
      const bigBlinds = hand.log.filter((l) => l.kind === 'blind' && l.amount === 10);
      expect(bigBlinds.map((l) => l.blind).sort()).to.deep.equal(['big', 'newcomer-big']);
      expect(bigBlinds.find((l) => l.blind === 'newcomer-big')?.seat).to.equal('Eva');
    });
  });

  describe('C4: sitting out', () => {
    it('C3, C4: a newcomer who sits out before being dealt in still owes the big blind when back', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      actor.send({ type: 'JOIN', player: 'Dan', buyIn: 1000 });
      actor.send({ type: 'SIT_OUT', player: 'Dan' });
      actor.send({ type: 'SIT_IN', player: 'Dan' });
      expect(ctx(actor).seats[3]?.status).to.equal('waiting');
      actor.send({ type: 'SIT_OUT', player: 'Dan' });
      actor.send({ type: 'SIT_IN', player: 'Dan', postBigBlind: true });
      expect(ctx(actor).seats[3]?.status).to.equal('posting');
    });

    it('C4, C7: sitting out or leaving twice is refused', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      actor.send({ type: 'SIT_OUT', player: 'Anna' });
      const log = ctx(actor).log;
      actor.send({ type: 'SIT_OUT', player: 'Anna' });
      expect(ctx(actor).violation?.code).to.equal('already-sitting-out');
      actor.send({ type: 'LEAVE', player: 'Ben' });
      actor.send({ type: 'LEAVE', player: 'Ben' });
      expect(ctx(actor).violation?.code).to.equal('already-leaving');
      expect(ctx(actor).log.length).to.equal(log.length + 1);
    });

    it('C4: a player sitting out is dealt no cards and pays no blinds', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla', 'Dan']);
      actor.send({ type: 'SIT_OUT', player: 'Carla' });
      for (let i = 0; i < 4; i++) {
        playFoldedHand(actor);
        expect(ctx(actor).hand!.config.seatIds).to.not.include('Carla');
      }
      expect(ctx(actor).seats[2]?.stack).to.equal(1000);
    });

    it('C4: asked mid-hand, sitting out starts when the hand ends', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      actor.send({ type: 'SIT_OUT', player: 'Anna' });
      expect(ctx(actor).seats[0]?.status).to.equal('active');
      expect(ctx(actor).seats[0]?.sitOutAfterHand).to.equal(true);
      foldAround(actor);
      expect(ctx(actor).seats[0]?.status).to.equal('sitting-out');
    });

    it('C4: removed after 10 minutes sitting out, with their chips', () => {
      const { actor, clock } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'SIT_OUT', player: 'Ben' });
      clock.increment(599_999);
      expect(ctx(actor).seats[1]?.player).to.equal('Ben');
      clock.increment(1);
      expect(ctx(actor).seats[1]).to.equal(null);
      expect(ctx(actor).cashedOut).to.equal(1000);
      expect(ctx(actor).log.at(-1)?.message.en).to.equal('Ben sat out for 10 minutes and is removed from the table with 1000');
    });

    it('C4: sitting in again in time stops the removal', () => {
      const { actor, clock } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'SIT_OUT', player: 'Ben' });
      clock.increment(300_000);
      actor.send({ type: 'SIT_IN', player: 'Ben' });
      clock.increment(600_000);
      expect(ctx(actor).seats[1]?.player).to.equal('Ben');
      expect(ctx(actor).seats[1]?.status).to.equal('active');
    });

    it('C4, C3: a player who missed the big blind while sitting out waits for it again', () => {
      const { actor } = open({ seats: 4 }, ['Anna', 'Ben', 'Carla', 'Dan']);
      actor.send({ type: 'SIT_OUT', player: 'Dan' });
      for (let i = 0; i < 4; i++) playFoldedHand(actor);
      expect(ctx(actor).seats[3]?.missedBigBlind).to.equal(true);
      actor.send({ type: 'SIT_IN', player: 'Dan' });
      expect(ctx(actor).seats[3]?.status).to.equal('waiting');
      expect(ctx(actor).log.at(-1)?.ruleIds).to.deep.equal(['C4', 'C3']);
    });
  });

  describe('C5: the action clock', () => {
    it('C5: after the decision time the action is taken (check, else fold) and the player sits out after the hand', () => {
      const { actor, clock, emitted } = open({ clock: { decisionMs: 30_000 } }, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      const first = ctx(actor).hand!.toAct as string;
      clock.increment(29_999);
      expect(ctx(actor).hand!.toAct).to.equal(first);
      clock.increment(1);
      expect(ctx(actor).hand!.toAct).to.not.equal(first);
      expect(emitted.find((e) => e.type === 'timeout')).to.deep.equal({ type: 'timeout', player: first, action: 'fold' });
      expect(ctx(actor).hand!.log.at(-1)?.text).to.equal(`${first} folds`);
      foldAround(actor);
      expect(ctx(actor).seats.find((s) => s?.player === first)?.status).to.equal('sitting-out');
    });

    it('C5: a free check is taken as a check', () => {
      const { actor, clock } = open({ clock: { decisionMs: 30_000 } }, ['Anna', 'Ben']);
      actor.send({ type: 'DEAL' });
      const sb = ctx(actor).hand!.toAct as string;
      actor.send({ type: 'ACT', seat: sb, action: 'call' });
      const bb = ctx(actor).hand!.toAct as string;
      clock.increment(30_000);
      expect(ctx(actor).hand!.log.filter((l) => l.kind === 'action').at(-1)?.text).to.equal(`${bb} checks`);
      expect(ctx(actor).hand!.street).to.equal('flop');
    });

    it('C5: a disconnected player gets 20 seconds more', () => {
      const { actor, clock } = open({ clock: { decisionMs: 30_000 } }, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      const first = ctx(actor).hand!.toAct as string;
      actor.send({ type: 'DISCONNECT', player: first });
      clock.increment(30_000);
      expect(ctx(actor).hand!.toAct).to.equal(first);
      expect(ctx(actor).turn?.phase).to.equal('time-bank');
      clock.increment(19_999);
      expect(ctx(actor).hand!.toAct).to.equal(first);
      clock.increment(1);
      expect(ctx(actor).hand!.toAct).to.not.equal(first);
    });

    it('C5: the clock starts again for each decision', () => {
      const { actor, clock } = open({ clock: { decisionMs: 30_000 } }, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      clock.increment(20_000);
      actor.send({ type: 'ACT', seat: ctx(actor).hand!.toAct as string, action: 'call' });
      const second = ctx(actor).hand!.toAct as string;
      expect(ctx(actor).turn).to.deep.include({ seat: second, startedAt: 20_000 });
      clock.increment(29_999);
      expect(ctx(actor).hand!.toAct).to.equal(second);
    });
  });

  describe('C6: a void hand', () => {
    it('C6: every chip goes back and the table carries on', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      const first = ctx(actor).hand!.toAct as string;
      actor.send({ type: 'ACT', seat: first, action: 'raise', to: 40 });
      actor.send({ type: 'VOID' });
      expect(gameState(actor)).to.equal('handOver');
      expect(ctx(actor).lastResult?.kind).to.equal('void');
      expect(ctx(actor).seats.filter(Boolean).map((s) => s?.stack)).to.deep.equal([1000, 1000, 1000]);
      const button = ctx(actor).button;
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).handNumber).to.equal(2);
      // The void hand is dealt again with the same button.
      expect(ctx(actor).plan!.button).to.equal(button);
    });
  });

  describe('C7: the waiting queue', () => {
    it('C7: when no seat is free players queue, may leave the queue, and take a seat in order', () => {
      const { actor } = open({ seats: 2 }, ['Anna', 'Ben']);
      actor.send({ type: 'JOIN', player: 'Carla', buyIn: 500 });
      actor.send({ type: 'JOIN', player: 'Dan', buyIn: 600 });
      actor.send({ type: 'JOIN', player: 'Eva', buyIn: 700 });
      expect(ctx(actor).queue.map((q) => q.player)).to.deep.equal(['Carla', 'Dan', 'Eva']);
      actor.send({ type: 'LEAVE', player: 'Carla' });
      expect(ctx(actor).queue.map((q) => q.player)).to.deep.equal(['Dan', 'Eva']);
      actor.send({ type: 'LEAVE', player: 'Ben' });
      expect(ctx(actor).seats[1]).to.deep.include({ player: 'Dan', stack: 600 });
      expect(ctx(actor).queue.map((q) => q.player)).to.deep.equal(['Eva']);
      expect(ctx(actor).boughtIn).to.equal(2000 + 500 + 600 + 700);
      expect(ctx(actor).cashedOut).to.equal(500 + 1000);
      expect(stacksTotal(ctx(actor)) + ctx(actor).cashedOut).to.equal(ctx(actor).boughtIn);
    });
  });

  describe('T8: table stakes', () => {
    it('T8: no chips are added mid-hand; between hands a top-up up to the maximum is fine', () => {
      const { actor } = open({ buyIn: { min: 400, max: 1500 } }, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      const before = actor.getSnapshot().context.seats;
      actor.send({ type: 'REBUY', player: 'Anna', amount: 200 });
      expect(ctx(actor).violation).to.deep.include({ code: 'mid-hand', ruleId: 'T8' });
      expect(ctx(actor).seats).to.equal(before);
      foldAround(actor);
      const stack = ctx(actor).seats[0]!.stack;
      actor.send({ type: 'REBUY', player: 'Anna', amount: 1500 - stack + 1 });
      expect(ctx(actor).violation?.code).to.equal('above-max-buy-in');
      actor.send({ type: 'REBUY', player: 'Anna', amount: 1500 - stack });
      expect(ctx(actor).violation).to.equal(null);
      expect(ctx(actor).seats[0]!.stack).to.equal(1500);
    });

    it('T8: a busted player rebuys for at least the minimum, or leaves', () => {
      const { actor } = open({ buyIn: { min: 400, max: 1000 } }, ['Anna', 'Ben'], 400);
      actor.send({ type: 'DEAL' });
      const sb = ctx(actor).hand!.toAct as string;
      actor.send({ type: 'ACT', seat: sb, action: 'all-in' });
      actor.send({ type: 'ACT', seat: ctx(actor).hand!.toAct as string, action: 'call' });
      const result = ctx(actor).lastResult!;
      const loser = Object.keys(result.finalStacks).find((id) => result.finalStacks[id] === 0);
      if (!loser) return; // a split pot: nobody busted with this seed
      const seat = ctx(actor).seats.find((s) => s?.player === loser)!;
      expect(seat.status).to.equal('busted');
      actor.send({ type: 'SIT_IN', player: loser });
      expect(ctx(actor).violation?.code).to.equal('no-chips');
      actor.send({ type: 'REBUY', player: loser, amount: 399 });
      expect(ctx(actor).violation?.code).to.equal('below-min-buy-in');
      actor.send({ type: 'REBUY', player: loser, amount: 400 });
      expect(ctx(actor).seats.find((s) => s?.player === loser)).to.deep.include({ stack: 400, status: 'active' });
    });
  });

  describe('tournament mode', () => {
    it('T16, T8: no rebuys, hands face up on all-in, blinds rise by hands played, ends with one player', () => {
      const { actor, clock } = open({
        tournament: { levels: [{ small: 5, big: 10 }, { small: 10, big: 20 }, { small: 25, big: 50, ante: 5 }], handsPerLevel: 2 },
        autoDeal: true,
        betweenHandsMs: 100,
        players: ['Anna', 'Ben', 'Carla'].map((id) => ({ id, stack: 300, bot: 'reasonable' as const })),
      });
      actor.send({ type: 'REBUY', player: 'Anna', amount: 100 });
      expect(ctx(actor).violation?.code).to.equal('tournament-no-rebuy');
      for (let i = 0; i < 400 && gameState(actor) !== 'finished'; i++) clock.increment(100);
      expect(gameState(actor)).to.equal('finished');
      const c = ctx(actor);
      expect(c.eliminated).to.have.length(2);
      expect(c.seats.filter(Boolean).map((s) => s!.stack)).to.deep.equal([900]);
      expect(c.level).to.equal(2);
      expect(c.log.filter((l) => l.kind === 'level').map((l) => l.message.en)).to.deep.equal(['Blinds go up to 10/20', 'Blinds go up to 25/50, ante 5']);
      expect(c.hand!.config.tournament).to.equal(true);
    });
  });

  describe('save and restore', () => {
    it('the table survives a JSON round trip mid-hand, and RESUME restarts the clock', () => {
      const { actor, clock } = open({ clock: { decisionMs: 30_000 } }, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      actor.send({ type: 'ACT', seat: ctx(actor).hand!.toAct as string, action: 'call' });
      clock.increment(10_000);
      const saved = JSON.stringify(actor.getPersistedSnapshot());
      const before = ctx(actor);
      actor.stop();

      const clock2 = new SimulatedClock();
      clock2.set(10_000);
      // The input is ignored when a snapshot is given; pass the table's own.
      const restored = createActor(tableMachine, { clock: clock2, snapshot: JSON.parse(saved), input: { blinds: { small: 5, big: 10 } } });
      restored.start();
      restored.send({ type: 'RESUME' });
      const after = ctx(restored);
      expect(after.hand!.holeCards).to.deep.equal(before.hand!.holeCards);
      expect(after.hand!.toAct).to.equal(before.hand!.toAct);
      expect(after.handNumber).to.equal(1);
      // The clock went on where it was: 20 seconds were left.
      clock2.increment(19_999);
      expect(ctx(restored).hand!.toAct).to.equal(before.hand!.toAct);
      clock2.increment(1);
      expect(ctx(restored).hand!.toAct).to.not.equal(before.hand!.toAct);
      // The restored hand plays on through the restored child actor.
      foldAround(restored);
      expect(gameState(restored)).to.equal('handOver');
      expect(stacksTotal(ctx(restored))).to.equal(3000);
    });
  });

  describe('computer players', () => {
    it('a table of computer players plays hand after hand and conserves every chip', () => {
      const { actor, clock, errors } = open({
        autoDeal: true,
        betweenHandsMs: 10,
        players: SIX.map((id, i) => ({ id, stack: 1000, bot: i % 2 ? ('passive' as const) : ('reasonable' as const) })),
      });
      for (let i = 0; i < 100; i++) clock.increment(10);
      const c = ctx(actor);
      expect(errors).to.deep.equal([]);
      expect(c.handNumber).to.be.greaterThan(90);
      expect(stacksTotal(c) + c.cashedOut).to.equal(c.boughtIn);
    });
  });
});
