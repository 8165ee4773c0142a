import { expect } from '@open-wc/testing';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { HoldemError } from '../../src/core/errors.js';
import { strictlyBetween } from '../../src/core/table-rules.js';
import { cashDe, cashEn } from '../../src/i18n/cash.js';
import { refusalDe, refusalEn } from '../../src/i18n/index.js';
import {
  tableMachine,
  tableConfig,
  type TableContext,
  type TableEmitted,
  type TableInput,
  type TableLogEntry,
} from '../../src/machines/index.js';

type TableActor = Actor<typeof tableMachine>;

const SIX = ['Anna', 'Ben', 'Carla', 'Dan', 'Eva', 'Finn'];

/** A table on a simulated clock; hands start on DEAL unless `autoDeal` is given; no clock unless given. */
function open(input: Partial<TableInput>, players: readonly string[] = SIX.slice(0, 3), stack = 1000) {
  const clock = new SimulatedClock();
  const actor = createActor(tableMachine, {
    clock,
    input: {
      blinds: { small: 5, big: 10 },
      now: () => clock.now(),
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
/** The table's last log line of `kind`. */
const lastOf = <K extends TableLogEntry['kind']>(actor: TableActor, kind: K) =>
  ctx(actor)
    .log.filter((l): l is Extract<TableLogEntry, { kind: K }> => l.kind === kind)
    .at(-1);
/** The seats posting blinds in the running hand, as [seat, blind, amount]. */
const blindsPosted = (c: TableContext) =>
  (c.hand?.log ?? []).flatMap((l) => (l.kind === 'blind' ? [[l.seat, l.blind, l.amount] as const] : []));
const stacksTotal = (c: TableContext) =>
  c.seats.reduce((sum, s) => sum + (s?.stack ?? 0), 0) + c.queue.reduce((sum, q) => sum + q.buyIn, 0);

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
      const line = log.find((l) => l.kind === 'draw')!;
      expect(line).to.deep.include({ kind: 'draw', player: nameAt(actor, draw!.button), ruleIds: ['T2'] });
      expect(cashEn.tableLogLine(line)).to.match(
        /^Draw for the button: Anna (10|[2-9JQKA])[♠♥♦♣]\uFE0E, Ben (10|[2-9JQKA])[♠♥♦♣]\uFE0E, .*has the high card and the button$/u,
      );
      expect(cashDe.tableLogLine(line)).to.match(
        /^Ziehen um den Button: Anna (10|[2-9BDKA])[♠♥♦♣]\uFE0E, Ben (10|[2-9BDKA])[♠♥♦♣]\uFE0E, .*hat die höchste Karte und den Button$/u,
      );
    });

    it('T2: at random, when the table says so; the same seed gives the same button', () => {
      const a = open({ firstButton: 'random', seed: 'x' }, SIX).actor;
      const b = open({ firstButton: 'random', seed: 'x' }, SIX).actor;
      a.send({ type: 'DEAL' });
      b.send({ type: 'DEAL' });
      expect(ctx(a).draw).to.equal(null);
      expect(ctx(a).button).to.equal(ctx(b).button);
      const line = ctx(a).log.find((l) => l.kind === 'random-button')!;
      expect(line).to.deep.include({ player: nameAt(a, ctx(a).button!) });
      expect(cashEn.tableLogLine(line)).to.match(/^The button goes to \w+ at random$/);
    });

    it('T2: after each hand the button moves one seat clockwise, over empty seats', () => {
      const { actor } = open({
        seats: 6,
        players: [
          { id: 'Anna', stack: 1000, seat: 0 },
          { id: 'Ben', stack: 1000, seat: 2 },
          { id: 'Carla', stack: 1000, seat: 3 },
          { id: 'Dan', stack: 1000, seat: 5 },
        ],
      });
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
      expect(blindsPosted(ctx(actor))).to.deep.equal([
        [nameAt(actor, plan!.small), 'small', 5],
        [nameAt(actor, plan!.big), 'big', 10],
      ]);
      expect(hand).to.not.equal(null);
    });

    it('T3: from three players to heads-up the player who just paid the big blind gets the button and the small blind (TDA), and back to three', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      const first = ctx(actor).plan!;
      const lastBig = nameAt(actor, first.big) as string;
      // The small blind leaves: without the TDA rule the button would move on to the last big blind's opponent and the big blind be posted twice.
      actor.send({ type: 'LEAVE', player: nameAt(actor, first.small) as string });
      playFoldedHand(actor);
      const heads = ctx(actor).plan!;
      expect(heads.dealt).to.have.length(2);
      expect(heads.small).to.equal(heads.button);
      expect(nameAt(actor, heads.button)).to.equal(lastBig);
      expect(blindsPosted(ctx(actor))).to.deep.equal([
        [lastBig, 'small', 5],
        [nameAt(actor, heads.big), 'big', 10],
      ]);
      // A newcomer posting a big blind comes in as soon as the big blind reaches them (C3): three-handed blinds again.
      actor.send({ type: 'JOIN', player: 'Dan', buyIn: 1000, postBigBlind: true });
      for (let i = 0; i < 2 && !ctx(actor).plan!.dealt.includes(ctx(actor).seats.findIndex((s) => s?.player === 'Dan')); i++)
        playFoldedHand(actor);
      const three = ctx(actor).plan!;
      expect(three.dealt).to.have.length(3);
      expect(three.small).to.not.equal(three.button);
      expect(
        blindsPosted(ctx(actor))
          .filter(([, blind]) => blind !== 'small')
          .map(([seat]) => seat),
      ).to.include('Dan');
    });

    it('C3: the worked case: a newcomer posting from the small-blind position waits until the button has passed; the last big blind pays the small blind, the next player the big blind', () => {
      const { actor } = open({
        seats: 6,
        players: [
          { id: 'Anna', stack: 1000, seat: 0 },
          { id: 'Ben', stack: 1000, seat: 1 },
          { id: 'Carla', stack: 1000, seat: 2 },
          { id: 'Dan', stack: 1000, seat: 4 },
        ],
      });
      // Play until Carla (2) posts the small blind and Dan (4) the big blind.
      for (let i = 0; i < 6 && ctx(actor).plan?.big !== 4; i++) playFoldedHand(actor);
      expect(ctx(actor).plan).to.deep.include({ button: 1, small: 2, big: 4 });
      // Nina sits down in seat 3, between Carla and Dan, and posts.
      actor.send({ type: 'JOIN', player: 'Nina', buyIn: 1000, seat: 3, postBigBlind: true });
      playFoldedHand(actor);
      expect(ctx(actor).plan).to.deep.equal({ button: 2, dealt: [0, 1, 2, 4], posting: [], small: 4, big: 0 });
      expect(blindsPosted(ctx(actor))).to.deep.equal([
        ['Dan', 'small', 5],
        ['Anna', 'big', 10],
      ]);
      expect(ctx(actor).seats[3]?.status).to.equal('posting');
      // The button has passed her seat: now she is out of position and posts her big blind.
      playFoldedHand(actor);
      expect(ctx(actor).plan).to.deep.equal({ button: 4, dealt: [0, 1, 2, 3, 4], posting: [3], small: 0, big: 1 });
      expect(blindsPosted(ctx(actor))).to.deep.equal([
        ['Anna', 'small', 5],
        ['Ben', 'big', 10],
        ['Nina', 'newcomer-big', 10],
      ]);
      expect(lastOf(actor, 'hand-start')).to.deep.include({ posting: [{ player: 'Nina', name: 'Nina' }], ruleIds: ['T2', 'T3', 'C3'] });
    });
  });

  describe('the table history', () => {
    it('T20: the end of a hand names who won what', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      const big = nameAt(actor, ctx(actor).plan!.big);
      // Blinds 5/10, folded to the big blind: 5 of the big blind are uncalled and go back (T10); the pot is 10.
      const line = ctx(actor).log.at(-1)!;
      expect(line).to.deep.equal({ kind: 'hand-end', hand: 1, ruleIds: ['T18'], winners: [{ player: big, name: big, amount: 10 }] });
      expect(cashEn.tableLogLine(line)).to.equal(`Hand 1 is over: ${big} wins 10`);
      expect(cashDe.tableLogLine(line)).to.equal(`Hand 1 ist vorbei: ${big} gewinnt 10`);
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
      const { actor, clock } = open({ minPlayers: 3 }, ['Anna', 'Ben', 'Carla']);
      playFoldedHand(actor);
      actor.send({ type: 'LEAVE', player: 'Carla' });
      playFoldedHand(actor);
      expect(ctx(actor).handNumber).to.equal(2);
      expect(ctx(actor).plan!.dealt).to.have.length(2);
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).violation).to.deep.include({ code: 'not-enough-players', ruleId: 'C2', params: { needed: 3, seated: 2 } });
      expect(ctx(actor).handNumber).to.equal(2);
      // The refusal changes nothing: the result stays for its time, then the table waits.
      expect(gameState(actor)).to.equal('handOver');
      clock.increment(1);
      expect(gameState(actor)).to.equal('idle');
    });

    it('C2: the home-game default starts with two', () => {
      const { actor } = open({}, ['Anna', 'Ben']);
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).handNumber).to.equal(1);
    });
  });

  describe('C3: newcomers', () => {
    it('C3: a newcomer who waits is dealt in when the big blind reaches their seat', () => {
      const { actor } = open({
        seats: 6,
        players: [
          { id: 'Anna', stack: 1000, seat: 0 },
          { id: 'Ben', stack: 1000, seat: 1 },
          { id: 'Carla', stack: 1000, seat: 2 },
          { id: 'Dan', stack: 1000, seat: 3 },
        ],
      });
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

    it('C3: a newcomer who posts out of position (between the big blind and the button) is dealt in at once, so two big blinds are in the hand', () => {
      const { actor } = open({
        seats: 6,
        players: [
          { id: 'Anna', stack: 1000, seat: 0 },
          { id: 'Ben', stack: 1000, seat: 2 },
          { id: 'Carla', stack: 1000, seat: 3 },
          { id: 'Dan', stack: 1000, seat: 5 },
        ],
      });
      playFoldedHand(actor);
      // The next hand: the big blind moves to the next player, the last big blind pays the small blind, the button is before it.
      const last = ctx(actor).plan!;
      const order = [0, 2, 3, 5];
      const nextBig = order[(order.indexOf(last.big) + 1) % 4];
      const nextButton = last.small;
      const seat = [1, 4].find((i) => strictlyBetween(6, nextBig, nextButton, i))!;
      actor.send({ type: 'JOIN', player: 'Eva', buyIn: 1000, seat, postBigBlind: true });
      actor.send({ type: 'DEAL' });
      const hand = ctx(actor).hand!;
      expect(hand.config.seatIds).to.include('Eva');
      const bigBlinds = blindsPosted(ctx(actor)).filter(([, , amount]) => amount === 10);
      expect(bigBlinds.map(([, blind]) => blind).sort()).to.deep.equal(['big', 'newcomer-big']);
      expect(bigBlinds.find(([, blind]) => blind === 'newcomer-big')?.[0]).to.equal('Eva');
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
      const line = ctx(actor).log.at(-1)!;
      expect(line).to.deep.equal({ kind: 'removed', hand: 0, ruleIds: ['C4'], player: 'Ben', name: 'Ben', stack: 1000, minutes: 10 });
      expect(cashEn.tableLogLine(line)).to.equal('Ben sat out for 10 minutes and is removed from the table with 1,000');
      expect(cashDe.tableLogLine(line)).to.equal('Ben hat 10 Minuten ausgesetzt und wird mit 1.000 vom Tisch genommen');
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
      expect(ctx(actor).hand!.log.at(-1)).to.deep.include({ kind: 'action', seat: first, action: 'fold' });
      expect(lastOf(actor, 'timeout')).to.deep.include({ player: first, action: 'fold', ruleIds: ['C5'] });
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
      expect(
        ctx(actor)
          .hand!.log.filter((l) => l.kind === 'action')
          .at(-1),
      ).to.deep.include({ seat: bb, action: 'check' });
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
      expect(
        ctx(actor)
          .seats.filter(Boolean)
          .map((s) => s?.stack),
      ).to.deep.equal([1000, 1000, 1000]);
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
        tournament: {
          levels: [
            { small: 5, big: 10 },
            { small: 10, big: 20 },
            { small: 25, big: 50, ante: 5 },
          ],
          handsPerLevel: 2,
        },
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
      expect(c.log.filter((l) => l.kind === 'level').map((l) => cashEn.tableLogLine(l))).to.deep.equal([
        'Blinds go up to 10/20',
        'Blinds go up to 25/50, ante 5',
      ]);
      expect(c.log.filter((l) => l.kind === 'eliminated').map((l) => l.kind === 'eliminated' && l.place)).to.deep.equal([3, 2]);
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
      // The clock function does not travel in JSON: RESUME brings it back.
      restored.send({ type: 'RESUME', now: () => clock2.now() });
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
  describe('bad input', () => {
    const blinds = { small: 5, big: 10 };
    const thrown = (input: unknown): HoldemError => {
      try {
        tableConfig(input as TableInput);
      } catch (error) {
        expect(error).to.be.instanceOf(HoldemError);
        return error as HoldemError;
      }
      throw new Error(`no error for ${JSON.stringify(input)}`);
    };

    it('C1, T8: null, missing fields, numbers that are not safe integers and chips past Number.MAX_SAFE_INTEGER are a HoldemError whose code and message name the problem', () => {
      expect(thrown(null)).to.include({ code: 'missing-input', message: 'the table input is missing (got null)' });
      expect(thrown(undefined).code).to.equal('missing-input');
      expect(thrown(5)).to.include({ code: 'invalid-input', message: 'the table input must be an object (got 5)' });
      expect(thrown({})).to.include({ code: 'missing-input' }).and.have.property('message').that.contains('blinds');
      expect(thrown({ blinds: { small: 5 } })).to.include({ code: 'missing-input', message: 'the big blind is missing (got undefined)' });
      expect(thrown({ blinds: { small: 0.5, big: 10 } }))
        .to.include({ code: 'unsafe-integer' })
        .and.have.property('message')
        .that.contains('the small blind must be a whole number');
      expect(thrown({ blinds: { small: 5, big: 2 ** 53 } }).code).to.equal('unsafe-integer');
      expect(thrown({ blinds: { small: 5, big: '10' } }).code).to.equal('invalid-input');
      expect(thrown({ blinds, seats: Number.NaN }).message).to.contain('seats');
      expect(thrown({ blinds, seats: 11 }).message).to.contain('2 to 10 seats (C1)');
      expect(thrown({ blinds, structure: 'no-limits' }))
        .to.include({ code: 'unknown-value' })
        .and.have.property('message')
        .that.contains('no-limit, pot-limit, fixed-limit');
      expect(thrown({ blinds, players: [{ id: 'Anna' }] })).to.include({
        code: 'missing-input',
        message: 'the stack of Anna is missing (got undefined)',
      });
      expect(thrown({ blinds, players: [{ id: '', stack: 100 }] }).code).to.equal('unknown-seat');
      expect(
        thrown({
          blinds,
          players: [
            { id: 'Anna', stack: 100 },
            { id: 'Anna', stack: 100 },
          ],
        }).code,
      ).to.equal('duplicate-seat');
      expect(thrown({ blinds, players: [null] }).message).to.contain('player 1');
      expect(thrown({ blinds, players: [{ id: 'Anna', stack: 100, bot: 'clever' }] }).code).to.equal('unknown-value');
      expect(
        thrown({
          blinds,
          players: [
            { id: 'a', stack: 2 ** 52 },
            { id: 'b', stack: 2 ** 52 },
          ],
        }).code,
      ).to.equal('chip-overflow');
      expect(thrown({ blinds, clock: { decisionMs: -1 } }).message).to.contain('clock.decisionMs');
      expect(thrown({ blinds, now: 5 }).message).to.contain('now must be a function');
      // The hands' settings are checked by the hand engine as the table opens, not when a hand fails to start.
      expect(thrown({ blinds, houseRules: { underRaise: 'refuze' } }).message).to.contain('refuze');
    });

    it('T8: a buy-in or rebuy that would take the table past Number.MAX_SAFE_INTEGER chips is refused', () => {
      const big = 2 ** 51;
      const { actor } = open({ buyIn: { min: 1, max: Number.MAX_SAFE_INTEGER } }, ['Anna', 'Ben'], big);
      actor.send({ type: 'JOIN', player: 'Carla', buyIn: 2 * big });
      expect(ctx(actor).violation).to.deep.include({
        code: 'chips-overflow',
        ruleId: 'T8',
        params: { room: Number.MAX_SAFE_INTEGER - 2 * big },
      });
      actor.send({ type: 'REBUY', player: 'Anna', amount: 2 * big });
      expect(ctx(actor).violation?.code).to.equal('chips-overflow');
      expect(ctx(actor).boughtIn).to.equal(2 * big);
      actor.send({ type: 'JOIN', player: 'Carla', buyIn: big });
      expect(ctx(actor).violation).to.equal(null);
    });

    it('an unknown option key is a HoldemError naming the misspelt key and the known ones', () => {
      const error = thrown({ blinds, minPlayer: 3 });
      expect(error.code).to.equal('unknown-option');
      expect(error.message).to.contain('"minPlayer"').and.contain('the known ones are structure, blinds,').and.contain('minPlayers');
      expect(thrown({ blinds, houseRules: { underRaise: 'refuse', allInReopn: 'tda' } }).message)
        .to.contain('"allInReopn"')
        .and.contain('allInReopen');
      expect(thrown({ blinds, players: [{ id: 'Anna', stack: 100, chips: 5 }] }).message)
        .to.contain('"chips"')
        .and.contain('player 1');
      expect(thrown({ blinds, buyIn: { minimum: 5 } }).code).to.equal('unknown-option');
    });

    it('the actor reports a bad input as its error at start (status error, the HoldemError with its code)', () => {
      const actor = createActor(tableMachine, { input: { blinds: { small: 5, big: 10 }, seat: 4 } as unknown as TableInput });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => errors.push(e) });
      actor.start();
      expect(actor.getSnapshot().status).to.equal('error');
      expect(errors[0]).to.be.instanceOf(HoldemError).and.include({ code: 'unknown-option' });
    });

    it('C1, C7, T6, T8: events without a type, of an unknown type, with fields missing, mistyped or unknown are refused with a violation, never ignored, never an error', () => {
      const { actor, errors, emitted } = open({}, ['Anna', 'Ben', 'Carla']);
      const cases: [unknown, string, Record<string, unknown>][] = [
        [{}, 'unknown-table-event', { type: null }],
        [{ type: 42 }, 'unknown-table-event', { type: null }],
        [{ player: 'Anna' }, 'unknown-table-event', { type: null }],
        [{ type: 'JION', player: 'Dan', buyIn: 500 }, 'unknown-table-event', { type: 'JION' }],
        [{ type: 'JOIN' }, 'invalid-event', { type: 'JOIN', field: 'player', expected: 'text' }],
        [{ type: 'JOIN', player: 'Dan' }, 'invalid-event', { type: 'JOIN', field: 'buyIn', expected: 'whole-number' }],
        [{ type: 'JOIN', player: 'Dan', buyIn: 2 ** 53 }, 'invalid-event', { type: 'JOIN', field: 'buyIn', expected: 'whole-number' }],
        [
          { type: 'JOIN', player: 'Dan', buyIn: 500, postBigblind: true },
          'unknown-field',
          { type: 'JOIN', field: 'postBigblind', known: ['player', 'name', 'buyIn', 'seat', 'bot', 'postBigBlind'] },
        ],
        [{ type: 'JOIN', player: 'Dan', buyIn: 500, bot: 'clever' }, 'invalid-event', { type: 'JOIN', field: 'bot', expected: 'bot-kind' }],
        [{ type: 'REBUY', player: 'Anna', amount: '100' }, 'invalid-event', { type: 'REBUY', field: 'amount', expected: 'whole-number' }],
        [
          { type: 'SIT_IN', player: 'Anna', postBigBlind: 'yes' },
          'invalid-event',
          { type: 'SIT_IN', field: 'postBigBlind', expected: 'true-or-false' },
        ],
        [{ type: 'LEAVE', player: 7 }, 'invalid-event', { type: 'LEAVE', field: 'player', expected: 'text' }],
        [{ type: 'DEAL', now: 1 }, 'unknown-field', { type: 'DEAL', field: 'now', known: [] }],
        [{ type: 'RESUME', now: 5 }, 'invalid-event', { type: 'RESUME', field: 'now', expected: 'function' }],
        [{ type: 'ACT', seat: 'Anna', action: 'fold' }, 'no-hand-running', {}],
        [{ type: 'LEAVE', player: 'Zoe' }, 'unknown-player', { player: 'Zoe' }],
      ];
      for (const [event, code, params] of cases) {
        const before = ctx(actor);
        actor.send(event as never);
        const after = ctx(actor);
        expect(after.violation, JSON.stringify(event)).to.deep.include({ code, params });
        expect(emitted.at(-1)).to.deep.equal({ type: 'violation', violation: after.violation });
        for (const key of Object.keys(before) as (keyof TableContext)[])
          if (key !== 'violation') expect(after[key], key).to.equal(before[key]);
        // Every refusal is worded, in English and in German.
        expect(refusalEn(after.violation!)).to.not.match(/^Not allowed \(/);
        expect(refusalDe(after.violation!)).to.not.match(/^Nicht erlaubt \(/);
      }
      expect(refusalEn(ctx(actor).violation!, (id) => `Dr. ${id}`)).to.equal('Dr. Zoe is neither seated nor waiting.');
      expect(actor.getSnapshot().status).to.equal('active');
      expect(errors).to.deep.equal([]);
    });

    it('C2, T6: events out of order are refused: DEAL during a hand, a hand event between hands', () => {
      const { actor } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).violation).to.deep.include({ code: 'hand-running', ruleId: 'C2' });
      expect(ctx(actor).handNumber).to.equal(1);
      foldAround(actor);
      actor.send({ type: 'MUCK', seat: 'Anna' });
      expect(ctx(actor).violation).to.deep.include({ code: 'no-hand-running', ruleId: 'T6' });
      // A malformed hand event while a hand runs goes to the hand, which refuses it (the table stays as it was).
      actor.send({ type: 'DEAL' });
      const seats = ctx(actor).seats;
      actor.send({ type: 'ACT', seat: 'Anna', action: 'dance' } as never);
      expect(ctx(actor).violation).to.deep.include({ code: 'invalid-event', params: { type: 'ACT', field: 'action', expected: 'action' } });
      expect(ctx(actor).seats).to.equal(seats);
    });

    it('player ids that are names on Object.prototype (constructor, __proto__, toString) play like any other id', () => {
      const ids = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
      const { actor, clock, errors } = open({
        autoDeal: true,
        betweenHandsMs: 10,
        players: ids.map((id, i) => ({ id, stack: 1000, bot: i % 2 ? ('passive' as const) : ('reasonable' as const) })),
      });
      actor.send({ type: 'JOIN', player: 'valueOf', buyIn: 400 });
      actor.send({ type: 'SIT_OUT', player: '__proto__' });
      for (let i = 0; i < 60; i++) clock.increment(10);
      actor.send({ type: 'SIT_IN', player: '__proto__' });
      actor.send({ type: 'LEAVE', player: 'valueOf' });
      for (let i = 0; i < 60; i++) clock.increment(10);
      const c = ctx(actor);
      expect(errors).to.deep.equal([]);
      expect(actor.getSnapshot().status).to.equal('active');
      expect(c.handNumber).to.be.greaterThan(20);
      expect(stacksTotal(c) + c.cashedOut).to.equal(c.boughtIn);
      expect(c.log.some((l) => l.kind === 'hand-end' && l.winners.some((w) => ids.includes(w.player)))).to.equal(true);
    });
  });

  describe('time', () => {
    it("C4, C5: the table reads the time from the input's now (no private XState clock)", () => {
      let time = 1_000_000;
      const clock = new SimulatedClock();
      const actor = createActor(tableMachine, {
        clock,
        input: {
          blinds: { small: 5, big: 10 },
          seed: 1,
          autoDeal: false,
          clock: { decisionMs: 30_000 },
          now: () => time,
          players: ['Anna', 'Ben', 'Carla'].map((id) => ({ id, stack: 1000 })),
        },
      }).start();
      actor.send({ type: 'SIT_OUT', player: 'Carla' });
      expect(ctx(actor).seats[2]?.sitOutSince).to.equal(1_000_000);
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).turn?.startedAt).to.equal(1_000_000);
      time += 10_000;
      clock.increment(10_000);
      actor.send({ type: 'ACT', seat: ctx(actor).hand!.toAct!, action: 'call' });
      expect(ctx(actor).turn?.startedAt).to.equal(1_010_000);
    });
  });

  describe('a hand that fails', () => {
    it('C6, T8: a hand whose chips do not add up is void: every chip goes back, the table plays on, and says so', () => {
      // A hand that cannot be settled (here: a saved table whose hand result was tampered with).
      const { actor, clock } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      const dealt = ctx(actor);
      const hand = dealt.hand!;
      const forged = {
        ...dealt,
        hand: {
          ...hand,
          result: {
            kind: 'uncontested',
            pots: [],
            awards: [],
            winnings: { Anna: 5000 },
            contributions: {},
            shown: {},
            mucked: [],
            finalStacks: { Anna: 5000, Ben: 0, Carla: 0 },
          },
        },
      } as TableContext;
      actor.stop();
      const resumed = createActor(tableMachine, { clock, input: { resume: forged, now: () => clock.now() } });
      const emitted: TableEmitted[] = [];
      resumed.on('*', (e) => emitted.push(e));
      resumed.start();
      expect(resumed.getSnapshot().status).to.equal('active');
      expect(gameState(resumed)).to.equal('handOver');
      expect(lastOf(resumed, 'hand-void')).to.deep.equal({ kind: 'hand-void', hand: 1, ruleIds: ['C6'], failed: true });
      expect(cashEn.tableLogLine(lastOf(resumed, 'hand-void')!)).to.equal(
        'Hand 1 could not be finished and is void: every chip went back (C6)',
      );
      expect(emitted.find((e) => e.type === 'hand-failed')).to.deep.equal({
        type: 'hand-failed',
        hand: 1,
        error: "the hand's chips do not add up",
      });
      expect(
        ctx(resumed)
          .seats.filter(Boolean)
          .map((s) => s!.stack),
      ).to.deep.equal([1000, 1000, 1000]);
      // C6: dealt again with the same button.
      const button = ctx(resumed).plan!.button;
      resumed.send({ type: 'DEAL' });
      expect(ctx(resumed).handNumber).to.equal(2);
      expect(ctx(resumed).plan!.button).to.equal(button);
    });
  });

  describe('OPEN: a new table on the same actor', () => {
    it('C1, C2: OPEN seats the new players on the same actor, tells table-open first, and deals its first hand (autoDeal)', () => {
      const { actor, clock, emitted } = open({}, ['Anna', 'Ben', 'Carla']);
      // The actor told the table it opened with as it started.
      expect(emitted[0]).to.deep.include({ type: 'table-open' });
      expect((emitted[0] as { table: TableContext }).table.seats.filter(Boolean).map((s) => s!.player)).to.deep.equal([
        'Anna',
        'Ben',
        'Carla',
      ]);
      actor.send({ type: 'DEAL' });
      expect(ctx(actor).handNumber).to.equal(1);
      emitted.length = 0;
      const input: TableInput = {
        blinds: { small: 25, big: 50 },
        now: () => clock.now(),
        seed: 2,
        clock: null,
        players: [
          { id: 'Dan', stack: 2000 },
          { id: 'Eva', stack: 3000 },
        ],
      };
      expect(actor.getSnapshot().can({ type: 'OPEN', input })).to.equal(true);
      actor.send({ type: 'OPEN', input });
      const table = ctx(actor);
      expect(table.seats.filter(Boolean).map((s) => [s!.player, s!.stack])).to.deep.equal([
        ['Dan', 2000],
        ['Eva', 3000],
      ]);
      expect(table.config.blinds).to.deep.equal({ small: 25, big: 50 });
      // C2: two players are enough, and autoDeal (the default) deals hand 1 of the new table at once.
      expect(table.handNumber).to.equal(1);
      expect(table.phase).to.equal('playing');
      expect(emitted.map((e) => e.type)).to.deep.equal(['table-open', 'hand-start']);
      expect((emitted[0] as { table: TableContext }).table.handNumber).to.equal(0);
      expect(actor.getSnapshot().status).to.equal('active');
    });

    it('C1: OPEN with input the engine cannot open is refused (invalid-event, field input), can() is false, and the table is as it was', () => {
      const { actor, errors, emitted } = open({}, ['Anna', 'Ben', 'Carla']);
      actor.send({ type: 'DEAL' });
      const before = ctx(actor);
      const bad = { type: 'OPEN', input: { blinds: { small: 5, big: 10 }, seats: 11 } } as const;
      expect(actor.getSnapshot().can(bad)).to.equal(false);
      actor.send(bad);
      const after = ctx(actor);
      expect(after.violation).to.deep.include({ code: 'invalid-event', ruleId: 'C1' });
      expect(after.violation!.params).to.deep.equal({ type: 'OPEN', field: 'input', expected: 'table-input' });
      expect(refusalEn(after.violation!)).to.equal('OPEN needs “input”: a table the rules can open (seats, blinds, buy-in and players).');
      expect(after.hand).to.equal(before.hand);
      expect(after.seats).to.equal(before.seats);
      expect(emitted.at(-1)).to.deep.equal({ type: 'violation', violation: after.violation });
      expect(errors).to.deep.equal([]);
    });
  });
});
