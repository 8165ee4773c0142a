import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor, type Actor } from 'xstate';
import { seededRandom } from '../../src/core/deck.js';
import { applyHandEvent, startHand, type HandState } from '../../src/core/hand/index.js';
import { handMachine, type HandEmitted, type HandEvent, type HandInput, type HandMachineInput } from '../../src/machines/index.js';
import { handInputs } from './hand-inputs.js';

/**
 * `handMachine` started from a state of the engine (`input: { resume: state }`), as
 * `<poker-table>` does when a page asks for its actor mid-hand: the actor is in the chart
 * state a played actor is in there, with an equal context, emits nothing as it starts, and
 * plays on alike.
 */
type HandActor = Actor<typeof handMachine>;

/** An actor from `input`, started, with what it emitted (from its start on). */
function started(input: HandMachineInput): { actor: HandActor; emitted: HandEmitted[] } {
  const actor = createActor(handMachine, { input });
  const emitted: HandEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  return { actor, emitted };
}

/** The played actor and one resumed from its context agree: state value, status, context, output. */
function expectResumedAlike(played: HandActor): HandActor {
  const before = played.getSnapshot();
  const { actor, emitted } = started({ resume: before.context });
  const after = actor.getSnapshot();
  expect(after.value, 'state value').to.deep.equal(before.value);
  expect(after.status, 'status').to.equal(before.status);
  expect(after.context, 'context').to.deep.equal(before.context);
  expect(after.output, 'output').to.deep.equal(before.output);
  expect(emitted, 'nothing emitted again').to.deep.equal([]);
  return actor;
}

// Button Dora: Anna posts the small blind (5), Ben the big one (10), Carla acts first preflop.
const FOUR: HandInput = {
  structure: 'no-limit',
  blinds: { small: 5, big: 10 },
  seats: [
    { id: 'Anna', stack: 1000 },
    { id: 'Ben', stack: 1000 },
    { id: 'Carla', stack: 1000 },
    { id: 'Dora', stack: 1000 },
  ],
  button: 'Dora',
  holeCards: { Anna: 'Kc Qd', Ben: 'Kd Jh', Carla: '3s 3d', Dora: '8h 8d' },
  board: 'Ks 9c 7h 4d 2s',
};
const act = (seat: string, action: Extract<HandEvent, { type: 'ACT' }>['action'], to?: number): HandEvent =>
  to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to };
const checks = (): HandEvent[] => ['Anna', 'Ben', 'Carla', 'Dora'].map((seat) => act(seat, 'check'));

describe('handMachine resumed from an engine state ({ resume })', () => {
  it('T5, T6, T16, T17: at every step of a hand to a showdown (preflop, flop, turn, river, showdown, complete) it is where a played actor is', () => {
    const events: HandEvent[] = [
      act('Carla', 'call'),
      act('Dora', 'call'),
      act('Anna', 'call'),
      act('Ben', 'check'),
      ...checks(),
      ...checks(),
      act('Anna', 'check'),
      act('Ben', 'check'),
      act('Carla', 'bet', 50),
      act('Dora', 'call'),
      act('Anna', 'call'),
      act('Ben', 'call'),
      { type: 'SHOW', seat: 'Carla' },
      { type: 'MUCK', seat: 'Dora' },
      { type: 'SHOW', seat: 'Anna' },
      { type: 'MUCK', seat: 'Ben' },
    ];
    const { actor: played } = started(FOUR);
    const values = [played.getSnapshot().value];
    expectResumedAlike(played);
    events.forEach((event, index) => {
      played.send(event);
      values.push(played.getSnapshot().value);
      const resumed = expectResumedAlike(played);
      // The resumed actor plays on as the played one does: the next event leaves both alike.
      const next = events[index + 1];
      if (next) {
        resumed.send(next);
        const copy = createActor(handMachine, { input: { resume: played.getSnapshot().context } }).start();
        copy.send(next);
        expect(resumed.getSnapshot().value).to.deep.equal(copy.getSnapshot().value);
        expect(resumed.getSnapshot().context).to.deep.equal(copy.getSnapshot().context);
      }
    });
    expect([...new Set(values)]).to.deep.equal(['preflop', 'flop', 'turn', 'river', 'showdown', 'complete']);
    const result = played.getSnapshot().context.result!;
    // T17: Anna's K-Q beats Ben's K-J on the queen kicker: pot 4 × 10 + 4 × 50 = 240.
    expect(result.winnings).to.deep.equal({ Anna: 240 });
    expect(result.finalStacks).to.deep.equal({ Anna: 1180, Ben: 940, Carla: 940, Dora: 940 });
  });

  it('resumed mid-hand and sent the events that follow, it emits what the played actor emitted (T6, T5)', () => {
    const { actor: played, emitted: heard } = started(FOUR);
    for (const event of [act('Carla', 'call'), act('Dora', 'call'), act('Anna', 'call')]) played.send(event);
    const { actor: resumed, emitted } = started({ resume: played.getSnapshot().context });
    expect(resumed.getSnapshot().value).to.equal('preflop');
    heard.length = 0;
    for (const actor of [played, resumed]) {
      actor.send(act('Ben', 'check')); // the flop is dealt: an action, then the street
      actor.send(act('Dora', 'check')); // refused: Anna is first after the flop (T6)
    }
    expect(resumed.getSnapshot().value).to.equal('flop');
    expect(emitted.map((event) => event.type)).to.deep.equal(['action', 'street', 'violation']);
    expect(emitted).to.deep.equal(heard);
    expect(resumed.getSnapshot().context.violation).to.deep.include({ code: 'not-your-turn', ruleId: 'T6' });
  });

  it('T9, T20, C6: a run-out, an uncontested pot and a void resume in their final states', () => {
    // T9: Carla all-in, Dora calls, the blinds fold: the board is run out and shown (allInRunOut → complete).
    const runOut = started({ ...FOUR, autoShowdown: true }).actor;
    for (const event of [act('Carla', 'all-in'), act('Dora', 'call'), act('Anna', 'fold'), act('Ben', 'fold')]) runOut.send(event);
    expect(runOut.getSnapshot().context.ranOut).to.equal(true);
    expect(expectResumedAlike(runOut).getSnapshot().value).to.equal('complete');
    // T20: everyone folds to the big blind; T10: 5 of Ben's 10 are uncalled and go back, the pot of 10 is his.
    const uncontested = started(FOUR).actor;
    for (const event of [act('Carla', 'fold'), act('Dora', 'fold'), act('Anna', 'fold')]) uncontested.send(event);
    expect(expectResumedAlike(uncontested).getSnapshot().value).to.equal('uncontested');
    expect(uncontested.getSnapshot().context.result?.winnings).to.deep.equal({ Ben: 10 });
    // C6: VOID on the flop.
    const voided = started(FOUR).actor;
    for (const event of [act('Carla', 'call'), act('Dora', 'call'), act('Anna', 'call'), act('Ben', 'check'), { type: 'VOID' } as const])
      voided.send(event);
    expect(expectResumedAlike(voided).getSnapshot().value).to.equal('voided');
  });

  it('an engine state the page kept (startHand, applyHandEvent) starts an actor in the state it is in', () => {
    let state: HandState = startHand(FOUR);
    for (const event of [act('Carla', 'call'), act('Dora', 'call'), act('Anna', 'call'), act('Ben', 'check')])
      state = applyHandEvent(state, event).state;
    const { actor, emitted } = started({ resume: state });
    expect(actor.getSnapshot().value).to.equal('flop');
    expect(actor.getSnapshot().context).to.deep.equal(state);
    expect(emitted).to.deep.equal([]);
  });

  it('property: random hands, resumed after every event, are where the played actor is (T6–T20)', () => {
    fc.assert(
      fc.property(
        handInputs({
          stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 100, max: 3000 })), { minLength: 2, maxLength: 6 }),
          ante: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })),
        }),
        fc.integer(),
        (input, seed) => {
          const random = seededRandom(seed);
          const { actor: played } = started(input);
          expectResumedAlike(played);
          for (let guard = 0; !played.getSnapshot().hasTag('over') && guard < 200; guard++) {
            const context = played.getSnapshot().context;
            const seat = context.toAct;
            const legal = context.legalActions;
            const choice = random() % 4;
            const event: HandEvent =
              seat === null
                ? { type: choice === 0 ? 'MUCK' : 'SHOW', seat: context.showdownChoices?.seat ?? '' }
                : choice === 0
                  ? act(seat, 'fold')
                  : choice === 1 && legal.raise
                    ? act(seat, 'raise', legal.raise.minTo)
                    : legal.check
                      ? act(seat, 'check')
                      : legal.call
                        ? act(seat, 'call')
                        : act(seat, 'fold');
            played.send(event);
            expectResumedAlike(played);
          }
          expect(played.getSnapshot().hasTag('over'), 'the hand is over').to.equal(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
