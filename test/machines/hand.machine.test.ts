import { expect } from '@open-wc/testing';
import { createActor, type Actor } from 'xstate';
import { evaluate } from '../../src/core/evaluate.js';
import { seededRandom } from '../../src/core/deck.js';
import {
  handMachine,
  runHand,
  type HandContext,
  type HandEmitted,
  type HandEvent,
  type HandInput,
  type HandLogEntry,
  type HandOutcome,
  type HandViolation,
} from '../../src/machines/index.js';
import { refusalDe, refusalEn } from '../../src/i18n/index.js';

type HandActor = Actor<typeof handMachine>;

/** Seats clockwise from `{ Anna: 1000, … }`; the button defaults to the last seat. */
function seats(stacks: Record<string, number>) {
  return Object.entries(stacks).map(([id, stack]) => ({ id, stack }));
}

function input(stacks: Record<string, number>, options: Partial<HandInput> = {}): HandInput {
  const ids = Object.keys(stacks);
  return { structure: 'no-limit', blinds: { small: 5, big: 10 }, seats: seats(stacks), button: ids[ids.length - 1], seed: 1, ...options };
}

function start(hand: HandInput): HandActor {
  return createActor(handMachine, { input: hand }).start();
}

const ctx = (actor: HandActor): HandContext => actor.getSnapshot().context;

/** Sends ACTs in turn; each must be accepted. `['Anna', 'raise', 30]`. */
type ActionType = Extract<HandEvent, { type: 'ACT' }>['action'];

function act(actor: HandActor, ...steps: [string, ActionType, number?][]): void {
  for (const [seat, action, to] of steps) {
    const before = ctx(actor).log.length;
    actor.send(to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to });
    const after = ctx(actor);
    if (after.violation && after.log.length === before)
      throw new Error(`${seat} ${action} ${to ?? ''} refused: ${refusalEn(after.violation)}`);
  }
}

/** Sends one event that must be refused, and checks that nothing but the violation changed. */
function refused(actor: HandActor, event: HandEvent): HandViolation {
  const before = actor.getSnapshot();
  actor.send(event);
  const after = actor.getSnapshot();
  expect(after.value).to.equal(before.value);
  for (const key of Object.keys(before.context) as (keyof HandContext)[]) {
    if (key !== 'violation') expect(after.context[key], key).to.equal(before.context[key]);
  }
  const violation = after.context.violation;
  if (!violation) throw new Error(`${JSON.stringify(event)} was not refused`);
  expect(violation.event).to.equal(event);
  return violation;
}

describe('handMachine: blinds, dealing and order (T3, T4, T5, T6)', () => {
  it('T3: the blinds are logged in the order of the table, also when the seat list wraps round, and heads-up', () => {
    const wrapped = start(input({ Anna: 1000, Ben: 1000, Carla: 1000, Dora: 1000 }, { button: 'Carla', ante: 1 }));
    const kinds = ctx(wrapped)
      .log.filter((e) => e.kind === 'blind' || e.kind === 'ante')
      .map((e) => `${e.kind} ${e.seat}`);
    expect(kinds).to.deep.equal(['ante Dora', 'ante Anna', 'ante Ben', 'ante Carla', 'blind Dora', 'blind Anna']);
    const headsUp = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Ben' }));
    expect(
      ctx(headsUp)
        .log.filter((e) => e.kind === 'blind')
        .map((e) => [e.seat, e.blind]),
    ).to.deep.equal([
      ['Ben', 'small'],
      ['Anna', 'big'],
    ]);
  });

  it('T3: small blind left of the button, big blind next; T6: preflop the player left of the big blind acts first', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000, Dora: 1000 }, { button: 'Anna', blinds: { small: 50, big: 100 } }));
    expect(actor.getSnapshot().value).to.equal('preflop');
    expect(ctx(actor).bets).to.deep.equal({ Anna: 0, Ben: 50, Carla: 100, Dora: 0 });
    expect(ctx(actor).stacks).to.deep.equal({ Anna: 1000, Ben: 950, Carla: 900, Dora: 1000 });
    expect(ctx(actor).toAct).to.equal('Dora');
    const blinds = ctx(actor).log.filter((e) => e.kind === 'blind');
    expect(blinds.map((e) => [e.seat, e.blind, e.amount, e.ruleIds])).to.deep.equal([
      ['Ben', 'small', 50, ['T3']],
      ['Carla', 'big', 100, ['T3']],
    ]);
  });

  it('T3: heads-up the button posts the small blind, acts first preflop and last on the flop', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000 }, { button: 'Anna' }));
    expect(ctx(actor).bets).to.deep.equal({ Anna: 5, Ben: 10 });
    expect(ctx(actor).toAct).to.equal('Anna');
    act(actor, ['Anna', 'call'], ['Ben', 'check']);
    expect(actor.getSnapshot().value).to.equal('flop');
    expect(ctx(actor).toAct).to.equal('Ben');
    act(actor, ['Ben', 'check']);
    expect(ctx(actor).toAct).to.equal('Anna');
  });

  it('T3: a big blind who cannot cover posts 60 of 100 and is all-in; the amount to call is still 100', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 60 }, { button: 'Anna', blinds: { small: 50, big: 100 } }));
    expect(ctx(actor).bets.Carla).to.equal(60);
    expect(ctx(actor).log.find((e) => e.kind === 'blind' && e.seat === 'Carla')).to.include({ allIn: true });
    expect(ctx(actor).legalActions.call).to.deep.equal({ amount: 100, to: 100 });
  });

  it('T4: blinds 1/2, raise to 6: the small blind pays 5 more, the big blind 4', () => {
    const actor = start(input({ Button: 100, Small: 100, Big: 100 }, { button: 'Button', blinds: { small: 1, big: 2 } }));
    act(actor, ['Button', 'raise', 6]);
    expect(ctx(actor).legalActions.call).to.deep.equal({ amount: 5, to: 6 });
    act(actor, ['Small', 'call']);
    expect(ctx(actor).legalActions.call).to.deep.equal({ amount: 4, to: 6 });
    act(actor, ['Big', 'call']);
    expect(ctx(actor).pots).to.deep.equal([{ amount: 18, eligible: ['Button', 'Small', 'Big'] }]);
  });

  it('T4: unraised, the big blind has the option: check or raise', () => {
    const actor = start(input({ Button: 100, Small: 100, Big: 100 }, { button: 'Button' }));
    act(actor, ['Button', 'call'], ['Small', 'call']);
    expect(ctx(actor).toAct).to.equal('Big');
    expect(ctx(actor).legalActions).to.include({ check: true });
    expect(ctx(actor).legalActions.raise).to.deep.equal({ minTo: 20, maxTo: 100 });
  });

  it('T5: cards dealt one at a time from the left of the button, a burn before flop, turn and river; all 52 accounted for', () => {
    // Button Carla: Anna gets the 1st and 4th card, Ben the 2nd and 5th, Carla the 3rd and 6th.
    const deck = 'As Kh Qd Ac Ks Qc 2h 7c 8c 9c 3h Td 4h Jd';
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }, { deck: deck.split(' '), seed: undefined }));
    expect(ctx(actor).holeCards).to.deep.equal({ Anna: ['As', 'Ac'], Ben: ['Kh', 'Ks'], Carla: ['Qd', 'Qc'] });
    act(actor, ['Carla', 'call'], ['Anna', 'call'], ['Ben', 'check']);
    expect(ctx(actor).board).to.deep.equal(['7c', '8c', '9c']);
    expect(ctx(actor).deck.burned).to.deep.equal(['2h']);
    act(actor, ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'check']);
    act(actor, ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'check']);
    expect(ctx(actor).board).to.deep.equal(['7c', '8c', '9c', 'Td', 'Jd']);
    expect(ctx(actor).deck.burned).to.deep.equal(['2h', '3h', '4h']);
    const c = ctx(actor);
    const seen = [...Object.values(c.holeCards).flat(), ...c.board, ...c.deck.burned, ...c.deck.cards.slice(c.deck.dealt)];
    expect(new Set(seen).size).to.equal(52);
    expect(c.log.filter((e) => e.kind === 'deal-board').map((e) => e.ruleIds)).to.deep.equal([['T5'], ['T5'], ['T5']]);
  });

  it('T6: on later streets the first active player left of the button acts first; all-in players are skipped', () => {
    const actor = start(input({ Anna: 30, Ben: 1000, Carla: 1000, Dora: 1000 }, { button: 'Dora' }));
    act(actor, ['Carla', 'call'], ['Dora', 'call'], ['Anna', 'all-in'], ['Ben', 'call'], ['Carla', 'call'], ['Dora', 'call']);
    expect(actor.getSnapshot().value).to.equal('flop');
    expect(ctx(actor).toAct).to.equal('Ben');
    act(actor, ['Ben', 'check'], ['Carla', 'check'], ['Dora', 'check']);
    expect(actor.getSnapshot().value).to.equal('turn');
  });
});

describe('handMachine: actions and sizes (T7–T15)', () => {
  it('T7: folding is always allowed, even when a check is free; check-raise is legal', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    act(actor, ['Carla', 'call'], ['Anna', 'call'], ['Ben', 'check']);
    expect(ctx(actor).legalActions).to.include({ fold: true, check: true });
    act(actor, ['Anna', 'check'], ['Ben', 'bet', 20], ['Carla', 'call'], ['Anna', 'raise', 60]);
    expect(ctx(actor).bets.Anna).to.equal(60);
    act(actor, ['Ben', 'fold']);
    expect(ctx(actor).log.at(-1)).to.include({ kind: 'action', seat: 'Ben', action: 'fold', amount: 0, allIn: false });
  });

  it('T7: checking facing a bet is refused and changes nothing', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    const violation = refused(actor, { type: 'ACT', seat: 'Carla', action: 'check' });
    expect(violation).to.include({ code: 'check-not-allowed', ruleId: 'T7' });
    expect(violation.params).to.deep.equal({ amountToCall: 10 });
    expect(refusalDe(violation)).to.contain('10');
  });

  it('T6: acting out of turn is refused; the refusal is emitted too', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    const emitted: HandViolation[] = [];
    actor.on('violation', (e) => emitted.push(e.violation));
    const violation = refused(actor, { type: 'ACT', seat: 'Anna', action: 'call' });
    expect(violation).to.include({ code: 'not-your-turn', ruleId: 'T6' });
    expect(emitted).to.deep.equal([violation]);
  });

  it('T8: table stakes: a bet above the stack is refused', () => {
    const actor = start(input({ Anna: 1000, Ben: 100, Carla: 1000 }));
    act(actor, ['Carla', 'call'], ['Anna', 'call'], ['Ben', 'check']);
    act(actor, ['Anna', 'check']);
    expect(refused(actor, { type: 'ACT', seat: 'Ben', action: 'bet', to: 200 })).to.include({ code: 'not-enough-chips', ruleId: 'T8' });
  });

  it('T9, T10: all-in at any size; bet 200 into an only opponent with 80 → 120 returned', () => {
    const result = runHand(
      input({ Anna: 1000, Ben: 90 }, { button: 'Anna', holeCards: { Anna: 'As Ad', Ben: '7c 2d' }, board: 'Kh 9s 4d 3c 2h' }),
      [
        { type: 'ACT', seat: 'Anna', action: 'call' },
        { type: 'ACT', seat: 'Ben', action: 'check' },
        { type: 'ACT', seat: 'Ben', action: 'check' },
        { type: 'ACT', seat: 'Anna', action: 'bet', to: 200 },
        { type: 'ACT', seat: 'Ben', action: 'all-in' },
      ],
    );
    expect(result.complete).to.equal(true);
    const back = result.log.find((e) => e.kind === 'uncalled-returned');
    expect(back).to.include({ seat: 'Anna', amount: 120 });
    expect(back?.ruleIds).to.deep.equal(['T10']);
    expect(result.contributions).to.deep.equal({ Anna: 90, Ben: 90 });
    expect(result.stacks).to.deep.equal({ Anna: 1090, Ben: 0 });
  });

  it('T10: an ante nobody can match goes back: antes of 2, one player all-in for 1 from the ante (found by the property test)', () => {
    const result = runHand(
      input(
        { A: 1, B: 2 },
        { button: 'A', blinds: { small: 0, big: 1 }, ante: 2, holeCards: { A: '7c 2d', B: 'As Ad' }, board: 'Kh 9s 4d 3c 2h' },
      ),
      [],
    );
    expect(result.complete).to.equal(true);
    expect(result.log.find((e) => e.kind === 'uncalled-returned')).to.include({ seat: 'B', amount: 1 });
    expect(result.pots).to.deep.equal([{ amount: 2, eligible: ['A', 'B'], awards: { B: 2 } }]);
    expect(result.stacks).to.deep.equal({ A: 0, B: 3 });
  });

  it('T11: bet 10 → raise to at least 20; raised to 35 → the next raise to at least 60', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }, { blinds: { small: 5, big: 10 } }));
    act(actor, ['Carla', 'call'], ['Anna', 'call'], ['Ben', 'check'], ['Anna', 'bet', 10]);
    expect(ctx(actor).legalActions.raise?.minTo).to.equal(20);
    expect(refused(actor, { type: 'ACT', seat: 'Ben', action: 'raise', to: 15 })).to.include({
      code: 'raise-below-minimum',
      ruleId: 'T11',
    });
    act(actor, ['Ben', 'raise', 35]);
    expect(ctx(actor).legalActions.raise?.minTo).to.equal(60);
  });

  it('T11: blinds 100/200 → the minimum open raise is to 400', () => {
    const actor = start(input({ Anna: 5000, Ben: 5000, Carla: 5000 }, { blinds: { small: 100, big: 200 } }));
    expect(ctx(actor).legalActions.raise).to.deep.equal({ minTo: 400, maxTo: 5000 });
  });

  it('T11 house rules: a raise below the minimum counts as a call, or is filled up to the minimum', () => {
    const asCall = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }, { houseRules: { underRaise: 'treat-as-call' } }));
    act(asCall, ['Carla', 'raise', 15]);
    expect(ctx(asCall).bets.Carla).to.equal(10);
    expect(ctx(asCall).log.at(-1)?.ruleIds).to.include('T11');
    const filled = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }, { houseRules: { underRaise: 'fill-to-minimum' } }));
    act(filled, ['Carla', 'raise', 15]);
    expect(ctx(filled).bets.Carla).to.equal(20);
    // Cited once: no-limit's sizing rule and the house rule are both T11.
    expect(ctx(filled).log.at(-1)?.ruleIds).to.deep.equal(['T7', 'T11']);
  });

  it('T12: Anna bets 500, Ben all-in for 700: Anna may only call or fold', () => {
    const actor = start(input({ Anna: 5000, Ben: 710, Carla: 5000 }, { button: 'Carla' }));
    act(actor, ['Carla', 'call'], ['Anna', 'call'], ['Ben', 'check'], ['Anna', 'bet', 500], ['Ben', 'all-in']);
    expect(ctx(actor).log.at(-1)?.ruleIds).to.include('T12');
    act(actor, ['Carla', 'call']);
    expect(ctx(actor).toAct).to.equal('Anna');
    expect(ctx(actor).legalActions.raise).to.equal(undefined);
    expect(ctx(actor).legalActions.call).to.deep.equal({ amount: 200, to: 700 });
    expect(refused(actor, { type: 'ACT', seat: 'Anna', action: 'raise', to: 1400 })).to.include({
      code: 'betting-not-reopened',
      ruleId: 'T12',
    });
  });

  it('T13: A bets 10, B calls, C all-in to 18, D all-in to 25 → 8 + 7 ≥ 10, so A and B may raise again', () => {
    const actor = start(input({ A: 1000, B: 1000, C: 28, D: 35, E: 1000 }, { button: 'E' }));
    act(actor, ['C', 'call'], ['D', 'call'], ['E', 'call'], ['A', 'call'], ['B', 'check']);
    act(actor, ['A', 'bet', 10], ['B', 'call'], ['C', 'all-in'], ['D', 'all-in'], ['E', 'fold']);
    expect(ctx(actor).toAct).to.equal('A');
    expect(ctx(actor).legalActions.raise).to.not.equal(undefined);
  });

  it("T13: TDA's example: A bets 100, B all-in 125, C calls, D all-in 200, E calls → A may raise, C may only call or fold", () => {
    const actor = start(input({ A: 5000, B: 135, C: 5000, D: 210, E: 5000, F: 5000 }, { button: 'F' }));
    act(actor, ['C', 'call'], ['D', 'call'], ['E', 'call'], ['F', 'fold'], ['A', 'call'], ['B', 'check']);
    act(actor, ['A', 'bet', 100], ['B', 'all-in'], ['C', 'call'], ['D', 'all-in'], ['E', 'call']);
    expect(ctx(actor).toAct).to.equal('A');
    expect(ctx(actor).legalActions.raise).to.not.equal(undefined);
    act(actor, ['A', 'call']);
    expect(ctx(actor).toAct).to.equal('C');
    expect(ctx(actor).legalActions.raise).to.equal(undefined);
  });

  it('T14: pot 200, A bets 150, B calls 150 → C may raise to at most 800', () => {
    const actor = start(
      input({ A: 5000, B: 5000, C: 5000, D: 5000 }, { structure: 'pot-limit', blinds: { small: 25, big: 50 }, button: 'D' }),
    );
    act(actor, ['C', 'call'], ['D', 'call'], ['A', 'call'], ['B', 'check']);
    expect(ctx(actor).pots[0].amount).to.equal(200);
    act(actor, ['A', 'bet', 150], ['B', 'call']);
    expect(ctx(actor).legalActions.raise).to.deep.equal({ minTo: 300, maxTo: 800 });
    expect(refused(actor, { type: 'ACT', seat: 'C', action: 'raise', to: 850 })).to.include({ code: 'raise-above-pot', ruleId: 'T14' });
  });

  it('T15: fixed limit 10/20: bets of 10 preflop and on the flop, 20 on the turn; a bet and three raises', () => {
    const actor = start(input({ A: 1000, B: 1000, C: 1000 }, { structure: 'fixed-limit', blinds: { small: 5, big: 10 } }));
    act(actor, ['C', 'raise', 20], ['A', 'raise', 30], ['B', 'raise', 40]);
    expect(ctx(actor).legalActions.raise).to.equal(undefined);
    expect(refused(actor, { type: 'ACT', seat: 'C', action: 'raise', to: 50 })).to.include({ code: 'raise-cap-reached', ruleId: 'T15' });
    act(actor, ['C', 'call'], ['A', 'call']);
    expect(ctx(actor).legalActions.bet).to.deep.equal({ minTo: 10, maxTo: 10 });
    act(actor, ['A', 'check'], ['B', 'check'], ['C', 'check']);
    expect(ctx(actor).legalActions.bet).to.deep.equal({ minTo: 20, maxTo: 20 });
  });

  it('T15 house rule: heads-up the raises are uncapped by default; capped with headsUpUncapped false', () => {
    const open = start(input({ A: 1000, B: 1000 }, { structure: 'fixed-limit' }));
    act(open, ['B', 'raise', 20], ['A', 'raise', 30], ['B', 'raise', 40]);
    expect(ctx(open).legalActions.raise).to.deep.equal({ minTo: 50, maxTo: 50 });
    const capped = start(input({ A: 1000, B: 1000 }, { structure: 'fixed-limit', houseRules: { headsUpUncapped: false } }));
    act(capped, ['B', 'raise', 20], ['A', 'raise', 30], ['B', 'raise', 40]);
    expect(ctx(capped).legalActions.raise).to.equal(undefined);
  });
});

describe('handMachine: the end of a hand (T16–T20, C3, C6)', () => {
  const showdownHand = (options: Partial<HandInput> = {}) =>
    input(
      { Anna: 1000, Ben: 1000, Carla: 1000, Dora: 1000 },
      { holeCards: { Anna: 'Kc Qd', Ben: 'Kd Jh', Carla: '3s 3d', Dora: '8h 8d' }, board: 'Ks 9c 7h 4d 2s', ...options },
    );
  // Button Dora: Anna posts the small blind, Ben the big one, Carla acts first preflop.
  const everyone = ['Anna', 'Ben', 'Carla', 'Dora'] as const;
  const checks = (): HandEvent[] => everyone.map((seat): HandEvent => ({ type: 'ACT', seat, action: 'check' }));
  const toRiver: HandEvent[] = [
    { type: 'ACT', seat: 'Carla', action: 'call' },
    { type: 'ACT', seat: 'Dora', action: 'call' },
    { type: 'ACT', seat: 'Anna', action: 'call' },
    { type: 'ACT', seat: 'Ben', action: 'check' },
    ...checks(),
    ...checks(),
  ];

  it('T16: after a river bet the bettor shows first; losers may muck; T17: K-Q beats K-J on the queen kicker', () => {
    const actor = start(showdownHand());
    for (const event of toRiver) actor.send(event);
    expect(actor.getSnapshot().value).to.equal('river');
    act(actor, ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'bet', 50], ['Dora', 'call'], ['Anna', 'call'], ['Ben', 'call']);
    expect(actor.getSnapshot().value).to.equal('showdown');
    expect(ctx(actor).showdown?.order).to.deep.equal(['Carla', 'Dora', 'Anna', 'Ben']);
    expect(ctx(actor).showdownChoices).to.deep.equal({ seat: 'Carla', show: true, muck: true });
    actor.send({ type: 'SHOW', seat: 'Carla' });
    actor.send({ type: 'MUCK', seat: 'Dora' });
    actor.send({ type: 'SHOW', seat: 'Anna' });
    actor.send({ type: 'MUCK', seat: 'Ben' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('over'), 'the hand is over').to.equal(true);
    expect(snapshot.value).to.equal('complete');
    const result = snapshot.context.result!;
    expect(result.kind).to.equal('showdown');
    expect(result.winnings).to.deep.equal({ Anna: 240 });
    expect(result.mucked).to.deep.equal(['Dora', 'Ben']);
    expect(Object.keys(result.shown)).to.deep.equal(['Carla', 'Anna']);
    expect(result.shown.Anna.category).to.equal('one-pair');
    expect(result.finalStacks).to.deep.equal({ Anna: 1180, Ben: 940, Carla: 940, Dora: 940 });
    expect(result.awards[0].explanation).to.deep.include({ kind: 'best-hand', winners: ['Anna'] });
    expect(snapshot.status, 'the actor goes on (DEAL, RESTORE)').to.equal('active');
  });

  it('T16: a pot left to one player because the other mucked says so (not T20)', () => {
    const actor = start(
      input({ Anna: 100, Ben: 100 }, { button: 'Ben', holeCards: { Anna: 'As Ad', Ben: '7c 2d' }, board: 'Ks 9h 4c 3d Jc' }),
    );
    act(
      actor,
      ['Ben', 'call'],
      ['Anna', 'check'],
      ['Anna', 'check'],
      ['Ben', 'check'],
      ['Anna', 'check'],
      ['Ben', 'check'],
      ['Anna', 'check'],
      ['Ben', 'check'],
    );
    actor.send({ type: 'SHOW', seat: 'Anna' });
    actor.send({ type: 'MUCK', seat: 'Ben' });
    const award = ctx(actor).log.at(-1)!;
    expect(award).to.deep.include({ kind: 'award', potIndex: 0, amount: 20, ruleIds: ['T18', 'T16'] });
    expect(ctx(actor).result!.awards[0].explanation).to.deep.include({ winners: ['Anna'] });
    expect(ctx(actor).result!.mucked).to.deep.equal(['Ben']);
  });

  it('T16: the first to show may concede by mucking; the showdown goes on with the next player', () => {
    const actor = start(showdownHand());
    for (const event of toRiver) actor.send(event);
    act(actor, ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'bet', 50], ['Dora', 'call'], ['Anna', 'call'], ['Ben', 'call']);
    actor.send({ type: 'MUCK', seat: 'Carla' });
    expect(ctx(actor).violation).to.equal(null);
    expect(ctx(actor).log.at(-1)).to.deep.equal({ kind: 'muck', seat: 'Carla', ruleIds: ['T16'] });
    expect(ctx(actor).showdownChoices).to.deep.equal({ seat: 'Dora', show: true, muck: true });
    actor.send({ type: 'SHOW', seat: 'Dora' });
    actor.send({ type: 'SHOW', seat: 'Anna' });
    actor.send({ type: 'MUCK', seat: 'Ben' });
    const result = actor.getSnapshot().context.result!;
    expect(result.mucked).to.deep.equal(['Carla', 'Ben']);
    expect(result.winnings).to.deep.equal({ Anna: 240 });
  });

  it('T16: if nobody bet on the river, the first player still in left of the button shows first', () => {
    const actor = start(showdownHand());
    for (const event of toRiver) actor.send(event);
    act(actor, ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'check'], ['Dora', 'check']);
    expect(ctx(actor).showdown?.order).to.deep.equal(['Anna', 'Ben', 'Carla', 'Dora']);
  });

  it('T16: runHand without SHOW or MUCK events shows every hand that can still win and mucks the rest', () => {
    const result = runHand(showdownHand(), [...toRiver, ...checks()]);
    expect(result.complete).to.equal(true);
    expect(result.stacks).to.deep.equal({ Anna: 1030, Ben: 990, Carla: 990, Dora: 990 });
    expect(result.log.filter((e) => e.kind === 'show' || e.kind === 'muck').map((e) => [e.kind, e.seat])).to.deep.equal([
      ['show', 'Anna'],
      ['muck', 'Ben'],
      ['muck', 'Carla'],
      ['muck', 'Dora'],
    ]);
  });

  it('T16 tournament rule: once a player is all-in and betting is closed, all hands are face up and nobody mucks', () => {
    const actor = start(
      input(
        { Anna: 1000, Ben: 200, Carla: 1000 },
        { tournament: true, holeCards: { Anna: 'Ac Ad', Ben: 'Kc Kd', Carla: '7s 2h' }, board: 'Qs 9c 5h 4d 3s' },
      ),
    );
    act(actor, ['Carla', 'fold'], ['Anna', 'raise', 1000], ['Ben', 'all-in']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).to.equal('complete');
    expect(snapshot.context.showdown?.faceUp).to.equal(true);
    expect(snapshot.context.log.some((e) => e.kind === 'face-up' && e.ruleIds.includes('T16'))).to.equal(true);
    expect(snapshot.context.result?.mucked).to.deep.equal([]);
    expect(Object.keys(snapshot.context.result?.shown ?? {}).sort()).to.deep.equal(['Anna', 'Ben']);
    // Anna's 800 nobody could call go back (T10); she wins Ben's 200 with aces.
    expect(snapshot.context.result?.finalStacks).to.deep.equal({ Anna: 1200, Ben: 0, Carla: 1000 });
  });

  it('T17: board 5-6-7-8-9 and nobody holds a ten: everyone plays the board and splits', () => {
    const result = runHand(
      input({ Anna: 100, Ben: 100, Carla: 100 }, { holeCards: { Anna: 'As Kd', Ben: '2c 2d', Carla: 'Qh Jh' }, board: '5s 6d 7c 8h 9s' }),
      [
        { type: 'ACT', seat: 'Carla', action: 'call' },
        { type: 'ACT', seat: 'Anna', action: 'call' },
        { type: 'ACT', seat: 'Ben', action: 'check' },
        ...(['flop', 'turn', 'river'] as const).flatMap(() =>
          (['Anna', 'Ben', 'Carla'] as const).map((seat): HandEvent => ({ type: 'ACT', seat, action: 'check' })),
        ),
      ],
    );
    expect(result.stacks).to.deep.equal({ Anna: 100, Ben: 100, Carla: 100 });
    expect(result.pots[0].awards).to.deep.equal({ Anna: 10, Ben: 10, Carla: 10 });
  });

  it('T18: Anna all-in 20, Ben and Carla 50 each → main pot 60 (all three), side pot 60 (Ben, Carla)', () => {
    const result = runHand(
      input(
        { Anna: 20, Ben: 50, Carla: 50, Dora: 1000 },
        {
          blinds: { small: 5, big: 10 },
          button: 'Dora',
          holeCards: { Anna: 'As Ad', Ben: 'Ks Kd', Carla: 'Qs Qd', Dora: '7c 2d' },
          board: '3c 4h 8s 9d Jc',
        },
      ),
      [
        { type: 'ACT', seat: 'Carla', action: 'all-in' },
        { type: 'ACT', seat: 'Dora', action: 'fold' },
        { type: 'ACT', seat: 'Anna', action: 'all-in' },
        { type: 'ACT', seat: 'Ben', action: 'all-in' },
      ],
    );
    expect(result.pots).to.deep.equal([
      { amount: 60, eligible: ['Anna', 'Ben', 'Carla'], awards: { Anna: 60 } },
      { amount: 60, eligible: ['Ben', 'Carla'], awards: { Ben: 60 } },
    ]);
    expect(result.stacks).to.deep.equal({ Anna: 60, Ben: 60, Carla: 0, Dora: 1000 });
  });

  it('T18: A and B 1000 each, C all-in 100 → main pot 300 (A, B, C), side pot 1800 (A, B)', () => {
    const result = runHand(
      input({ A: 1000, B: 1000, C: 100 }, { button: 'C', holeCards: { A: 'As Ad', B: 'Ks Kd', C: 'Qs Qd' }, board: '3c 4h 8s 9d Jc' }),
      [
        { type: 'ACT', seat: 'C', action: 'all-in' },
        { type: 'ACT', seat: 'A', action: 'all-in' },
        { type: 'ACT', seat: 'B', action: 'call' },
      ],
    );
    expect(result.pots.map((p) => [p.amount, p.eligible])).to.deep.equal([
      [300, ['A', 'B', 'C']],
      [1800, ['A', 'B']],
    ]);
    expect(result.stacks).to.deep.equal({ A: 2100, B: 0, C: 0 });
    expect(result.log.some((e) => e.kind === 'run-out')).to.equal(true);
  });

  it('T19: a split pot gives its odd chip to the first winner left of the button', () => {
    const result = runHand(
      input(
        { Anna: 100, Ben: 100, Carla: 100 },
        {
          blinds: { small: 5, big: 10 },
          button: 'Carla',
          holeCards: { Anna: 'As Kd', Ben: 'Ac Kh', Carla: '7s 2h' },
          board: 'Qs Jd Tc 4h 3s',
        },
      ),
      [
        { type: 'ACT', seat: 'Carla', action: 'call' },
        { type: 'ACT', seat: 'Anna', action: 'call' },
        { type: 'ACT', seat: 'Ben', action: 'check' },
        { type: 'ACT', seat: 'Anna', action: 'bet', to: 15 },
        { type: 'ACT', seat: 'Ben', action: 'call' },
        { type: 'ACT', seat: 'Carla', action: 'call' },
        ...(['turn', 'river'] as const).flatMap(() =>
          (['Anna', 'Ben', 'Carla'] as const).map((seat): HandEvent => ({ type: 'ACT', seat, action: 'check' })),
        ),
      ],
    );
    // 75 chips between Anna and Ben: 37 each and the odd chip to Anna, first left of the button.
    expect(result.pots[0].awards).to.deep.equal({ Anna: 38, Ben: 37 });
    const award = result.log.find((e) => e.kind === 'award');
    expect(award?.ruleIds).to.include('T19');
  });

  it('T20: when all but one fold, the hand ends at once: no more board cards, nothing shown', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    act(actor, ['Carla', 'raise', 30], ['Anna', 'fold'], ['Ben', 'fold']);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).to.equal('uncontested');
    expect(snapshot.hasTag('over'), 'the hand is over').to.equal(true);
    expect(snapshot.context.board).to.deep.equal([]);
    expect(snapshot.context.result?.kind).to.equal('uncontested');
    expect(snapshot.context.result?.shown).to.deep.equal({});
    expect(snapshot.context.result?.finalStacks).to.deep.equal({ Anna: 995, Ben: 990, Carla: 1015 });
    expect(snapshot.context.log.find((e) => e.kind === 'uncontested')?.ruleIds).to.deep.equal(['T20']);
  });

  it('C3: a newcomer posts a big blind to be dealt in at once', () => {
    const actor = start({
      structure: 'no-limit',
      blinds: { small: 5, big: 10 },
      seats: [
        { id: 'Anna', stack: 100 },
        { id: 'Ben', stack: 100 },
        { id: 'New', stack: 100, postsBigBlind: true },
        { id: 'Dora', stack: 100 },
      ],
      button: 'Dora',
      seed: 3,
    });
    expect(ctx(actor).bets).to.deep.equal({ Anna: 5, Ben: 10, New: 10, Dora: 0 });
    expect(ctx(actor).log.find((e) => 'seat' in e && e.seat === 'New')).to.include({ kind: 'blind', blind: 'newcomer-big' });
    expect(ctx(actor).holeCards.New).to.have.length(2);
  });

  it('C6: VOID ends the hand and gives every chip back to who bet it', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    act(actor, ['Carla', 'raise', 40], ['Anna', 'call'], ['Ben', 'call'], ['Anna', 'bet', 100]);
    actor.send({ type: 'VOID' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).to.equal('voided');
    expect(snapshot.context.result?.kind).to.equal('void');
    expect(snapshot.context.stacks).to.deep.equal({ Anna: 1000, Ben: 1000, Carla: 1000 });
    expect(snapshot.context.log.at(-1)?.ruleIds).to.deep.equal(['C6']);
    expect(runHand(input({ Anna: 1000, Ben: 1000 }), [{ type: 'ACT', seat: 'Ben', action: 'raise', to: 50 }, { type: 'VOID' }])).to.include(
      { complete: true, voided: true },
    );
  });
});

describe('handMachine: emitted events (action, street, complete) and the best five cards', () => {
  /** Every emitted event, in order, from the moment of the call. */
  function recorder(actor: HandActor): HandEmitted[] {
    const seen: HandEmitted[] = [];
    actor.on('*', (e) => seen.push(e));
    return seen;
  }

  it("'action' after each accepted ACT, with its log entry; a refused one emits 'violation' instead", () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    const entries: Extract<HandLogEntry, { kind: 'action' }>[] = [];
    actor.on('action', (e) => entries.push(e.entry));
    act(actor, ['Carla', 'raise', 30]);
    expect(entries).to.have.length(1);
    expect(entries[0]).to.include({
      kind: 'action',
      seat: 'Carla',
      street: 'preflop',
      action: 'raise',
      amount: 30,
      to: 30,
      allIn: false,
      shortAllIn: false,
    });
    expect(entries[0].ruleIds).to.deep.equal(['T7', 'T11']);
    expect(entries[0]).to.equal(ctx(actor).log.at(-1));
    const violations: HandViolation[] = [];
    actor.on('violation', (e) => violations.push(e.violation));
    refused(actor, { type: 'ACT', seat: 'Anna', action: 'check' });
    expect(entries).to.have.length(1);
    expect(violations.map((v) => v.code)).to.deep.equal(['check-not-allowed']);
    act(actor, ['Anna', 'fold']);
    expect(entries.map((e) => [e.seat, e.action, e.to])).to.deep.equal([
      ['Carla', 'raise', 30],
      ['Anna', 'fold', 5],
    ]);
  });

  it("'street' for each street dealt, with the whole board so far; the ACT's 'action' comes first", () => {
    // Button Carla: hole cards As Kh Qd / Ac Ks Qc, then burn 2h, flop 7c 8c 9c, burn 3h, turn Td, burn 4h, river Jd.
    const deck = 'As Kh Qd Ac Ks Qc 2h 7c 8c 9c 3h Td 4h Jd';
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }, { deck: deck.split(' '), seed: undefined }));
    const seen = recorder(actor);
    act(actor, ['Carla', 'call'], ['Anna', 'call'], ['Ben', 'check']);
    expect(seen.map((e) => e.type)).to.deep.equal(['action', 'action', 'action', 'street']);
    expect(seen[3]).to.deep.equal({ type: 'street', street: 'flop', board: ['7c', '8c', '9c'] });
    act(actor, ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'check'], ['Anna', 'check'], ['Ben', 'check'], ['Carla', 'check']);
    const streets = seen.filter((e) => e.type === 'street');
    expect(streets).to.deep.equal([
      { type: 'street', street: 'flop', board: ['7c', '8c', '9c'] },
      { type: 'street', street: 'turn', board: ['7c', '8c', '9c', 'Td'] },
      { type: 'street', street: 'river', board: ['7c', '8c', '9c', 'Td', 'Jd'] },
    ]);
    expect(actor.getSnapshot().value).to.equal('river');
  });

  it("T9: a run-out emits 'street' for each street it deals, then 'complete' with the result", () => {
    const actor = start(
      input(
        { A: 1000, B: 1000, C: 100 },
        { button: 'C', autoShowdown: true, holeCards: { A: 'As Ad', B: 'Ks Kd', C: 'Qs Qd' }, board: '3c 4h 8s 9d Jc' },
      ),
    );
    const seen = recorder(actor);
    act(actor, ['C', 'all-in'], ['A', 'all-in'], ['B', 'call']);
    expect(actor.getSnapshot().value).to.equal('complete');
    expect(seen.map((e) => (e.type === 'street' ? `street ${e.street}` : e.type))).to.deep.equal([
      'action',
      'action',
      'action',
      'street flop',
      'street turn',
      'street river',
      'complete',
    ]);
    expect(seen[3]).to.deep.equal({ type: 'street', street: 'flop', board: ['3c', '4h', '8s'] });
    expect(seen[5]).to.deep.equal({ type: 'street', street: 'river', board: ['3c', '4h', '8s', '9d', 'Jc'] });
    const complete = seen[6] as Extract<HandEmitted, { type: 'complete' }>;
    expect(complete.result).to.equal(ctx(actor).result);
    expect(complete.result.finalStacks).to.deep.equal({ A: 2100, B: 0, C: 0 });
  });

  it("'complete' once when the hand ends: uncontested (T20), at the showdown, and voided (C6)", () => {
    const results: HandOutcome[] = [];
    const folded = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    folded.on('complete', (e) => results.push(e.result));
    act(folded, ['Carla', 'raise', 30], ['Anna', 'fold']);
    expect(results).to.deep.equal([]);
    act(folded, ['Ben', 'fold']);
    expect(results).to.have.length(1);
    expect(results[0]).to.include({ kind: 'uncontested' });
    expect(results[0].finalStacks).to.deep.equal({ Anna: 995, Ben: 990, Carla: 1015 });

    const voided = start(input({ Anna: 1000, Ben: 1000 }));
    voided.on('complete', (e) => results.push(e.result));
    voided.send({ type: 'VOID' });
    expect(results).to.have.length(2);
    expect(results[1]).to.equal(voided.getSnapshot().context.result);
    expect(results[1].kind).to.equal('void');
  });

  it("'complete' after the last SHOW or MUCK of a showdown the players decide (T16)", () => {
    const actor = start(
      input({ Anna: 1000, Ben: 1000 }, { button: 'Anna', holeCards: { Anna: 'Kc Qd', Ben: 'Kd Jh' }, board: 'Ks 9c 7h 4d 2s' }),
    );
    const results: HandOutcome[] = [];
    actor.on('complete', (e) => results.push(e.result));
    act(
      actor,
      ['Anna', 'call'],
      ['Ben', 'check'],
      ['Ben', 'check'],
      ['Anna', 'check'],
      ['Ben', 'check'],
      ['Anna', 'check'],
      ['Ben', 'check'],
      ['Anna', 'check'],
    );
    expect(actor.getSnapshot().value).to.equal('showdown');
    actor.send({ type: 'SHOW', seat: 'Ben' });
    expect(results).to.deep.equal([]);
    actor.send({ type: 'SHOW', seat: 'Anna' });
    expect(results).to.have.length(1);
    expect(results[0].winnings).to.deep.equal({ Anna: 20 });
  });

  it('emits only while someone listens: a listener added mid-hand hears the rest, one removed hears no more', () => {
    const actor = start(input({ Anna: 1000, Ben: 1000, Carla: 1000 }));
    act(actor, ['Carla', 'call']);
    const heard: string[] = [];
    const subscription = actor.on('action', (e) => heard.push(`${e.entry.seat} ${e.entry.action} ${e.entry.amount}`));
    act(actor, ['Anna', 'call']);
    subscription.unsubscribe();
    act(actor, ['Ben', 'check']);
    expect(heard).to.deep.equal(['Anna call 5']);
    expect(ctx(actor).log.filter((e) => e.kind === 'action')).to.have.length(3);
  });

  it('T17: a shown hand has its best five cards, by significance (K K Q 9 7; the wheel 5 4 3 2 A; a flush from its suit)', () => {
    const result = (holeCards: Record<string, string>, board: string) => {
      const actor = start(
        input(Object.fromEntries(Object.keys(holeCards).map((id) => [id, 100])), { holeCards, board, autoShowdown: true }),
      );
      for (let guard = 0; !actor.getSnapshot().hasTag('over') && guard < 50; guard++) {
        const { toAct, legalActions } = ctx(actor);
        actor.send({ type: 'ACT', seat: toAct as string, action: legalActions.check ? 'check' : 'call' });
      }
      return ctx(actor).result as HandOutcome;
    };
    const pair = result({ Anna: 'Kc Qd', Ben: '3s 3d' }, 'Ks 9c 7h 4d 2s');
    expect(pair.shown.Anna.bestFive).to.deep.equal(['Ks', 'Kc', 'Qd', '9c', '7h']);
    expect(pair.shown.Anna.category).to.equal('one-pair');
    expect(pair.shown.Anna.ranks).to.deep.equal(['K', 'Q', '9', '7']);
    const wheel = result({ Anna: 'Ah 2c', Ben: 'Kd Kh' }, '3s 4d 5c 9h Jd');
    expect(wheel.shown.Anna.bestFive).to.deep.equal(['5c', '4d', '3s', '2c', 'Ah']);
    const flush = result({ Anna: 'Ah 2h', Ben: 'Kd Ks' }, '3h 9h Jh Qh Kc');
    expect(flush.shown.Anna.bestFive).to.deep.equal(['Ah', 'Qh', 'Jh', '9h', '3h']);
  });

  it("T17: 2,000 random hands: every shown hand's best five and tie-break ranks are those of evaluate(board + hole cards)", () => {
    const random = seededRandom('best five');
    let shownHands = 0;
    for (let hand = 0; hand < 2000; hand++) {
      const n = 2 + (random() % 5);
      const stacks = Object.fromEntries(Array.from({ length: n }, (_, i) => [`S${i}`, 50 + (random() % 400)]));
      const actor = start(input(stacks, { seed: hand, autoShowdown: true, tournament: hand % 2 === 0 }));
      for (let guard = 0; !actor.getSnapshot().hasTag('over') && guard < 200; guard++) {
        const { toAct, legalActions } = ctx(actor);
        const roll = random() % 10;
        const action = roll === 0 && legalActions.allIn ? 'all-in' : legalActions.check ? 'check' : 'call';
        actor.send({ type: 'ACT', seat: toAct as string, action });
      }
      const { result, board, holeCards } = ctx(actor);
      for (const [seat, hand] of Object.entries(result?.shown ?? {})) {
        const expected = evaluate([...board, ...holeCards[seat]]);
        expect(hand.bestFive, `${seat}: ${board.join(' ')} + ${holeCards[seat].join(' ')}`).to.deep.equal(expected.bestFive);
        expect(hand.value).to.equal(expected.value);
        expect(hand.ranks).to.deep.equal(expected.ranks);
        shownHands++;
      }
    }
    expect(shownHands).to.be.greaterThan(2000);
  });
});

describe('runHand', () => {
  it('stops at the first refused event and reports its index, code, rule and message', () => {
    const result = runHand(input({ Anna: 1000, Ben: 1000, Carla: 1000 }), [
      { type: 'ACT', seat: 'Carla', action: 'call' },
      { type: 'ACT', seat: 'Anna', action: 'raise', to: 15 },
      { type: 'ACT', seat: 'Anna', action: 'fold' },
    ]);
    expect(result.complete).to.equal(false);
    expect(result.violation).to.deep.include({ index: 1, code: 'raise-below-minimum', ruleId: 'T11' });
    expect(result.violation?.params).to.deep.include({ minTo: 20 });
    expect(refusalEn(result.violation!)).to.contain('at least 20');
    expect(result.stacks).to.deep.equal({ Anna: 995, Ben: 990, Carla: 990 });
  });

  it('T6: an action after the hand is over is refused: nobody is to act', () => {
    const result = runHand(input({ Anna: 1000, Ben: 1000 }), [
      { type: 'ACT', seat: 'Ben', action: 'fold' },
      { type: 'ACT', seat: 'Anna', action: 'check' },
    ]);
    expect(result.complete).to.equal(true);
    expect(result.violation).to.deep.include({ index: 1, code: 'hand-over', ruleId: 'T6' });
    expect(result.stacks).to.deep.equal({ Anna: 1005, Ben: 995 });
  });

  it('throws HoldemError for malformed input: one seat, a stack of 0, an unknown button, a card twice', () => {
    expect(() => runHand(input({ Anna: 1000 }), [])).to.throw(/2 to 10 seats/);
    expect(() => runHand(input({ Anna: 1000, Ben: 0 }), [])).to.throw(/stack of "Ben"/);
    expect(() => runHand(input({ Anna: 1000, Ben: 10 }, { button: 'Zed' }), [])).to.throw(/button/);
    expect(() => runHand(input({ Anna: 1000, Ben: 10 }, { holeCards: { Anna: 'As Kd', Ben: 'As 2c' } }), [])).to.throw(/twice/);
  });

  it('plays 2 to 10 seats', () => {
    for (let n = 2; n <= 10; n++) {
      const stacks = Object.fromEntries(Array.from({ length: n }, (_, i) => [`S${i}`, 100]));
      const actor = start(input(stacks, { seed: n, autoShowdown: true }));
      for (let guard = 0; !actor.getSnapshot().hasTag('over'); guard++) {
        if (guard > 100) throw new Error('the hand did not end');
        const { toAct, legalActions } = ctx(actor);
        actor.send({ type: 'ACT', seat: toAct!, action: legalActions.check ? 'check' : 'call' });
      }
      const result = ctx(actor).result!;
      expect(Object.values(result.finalStacks).reduce((a, b) => a + b, 0)).to.equal(100 * n);
    }
  });
});
