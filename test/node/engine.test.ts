/**
 * The headless engine in Node, as a Node user meets it (no DOM, no browser): every entry
 * point imports, and a hand, a refusal, a machine and a table run. `npm run test:node`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor } from 'xstate';
import { HoldemError, applyHandEvent, handChoices, playHands, runHand, startHand } from '../../src/core/index.js';
import { handMachine, tableMachine } from '../../src/machines/index.js';
import { refusalDe, refusalEn } from '../../src/i18n/index.js';

const T12 = {
  structure: 'no-limit',
  blinds: { small: 50, big: 100 },
  button: 'Carla',
  autoShowdown: true,
  seats: [
    { id: 'Anna', stack: 5000 },
    { id: 'Ben', stack: 700 },
    { id: 'Carla', stack: 5000 },
  ],
  holeCards: { Anna: 'As Kd', Ben: 'Qh Qc', Carla: '9s 9d' },
  board: 'Ks 7h 2c 4d Jc',
} as const;

test('T12 in Node: runHand stops at the raise a short all-in did not reopen, worded in en and de', () => {
  const result = runHand(T12, [
    { type: 'ACT', seat: 'Carla', action: 'call' },
    { type: 'ACT', seat: 'Anna', action: 'call' },
    { type: 'ACT', seat: 'Ben', action: 'check' },
    { type: 'ACT', seat: 'Anna', action: 'bet', to: 500 },
    { type: 'ACT', seat: 'Ben', action: 'all-in' },
    { type: 'ACT', seat: 'Carla', action: 'call' },
    { type: 'ACT', seat: 'Anna', action: 'raise', to: 1500 },
  ]);
  assert.equal(result.complete, false);
  assert.deepEqual(result.stacks, { Anna: 4400, Ben: 0, Carla: 4300 });
  assert.equal(result.violation?.code, 'betting-not-reopened');
  assert.equal(result.violation?.ruleId, 'T12');
  assert.match(refusalEn(result.violation!), /call or fold/);
  assert.match(refusalDe(result.violation!), /mitgehen oder aussteigen/);
  assert.equal(handChoices(result.state).raiseClosed?.code, 'betting-not-reopened');
});

test('T8 in Node: the engine and the machine play the same hand to the same stacks', () => {
  const events = [
    { type: 'ACT', seat: 'Carla', action: 'raise', to: 300 },
    { type: 'ACT', seat: 'Anna', action: 'fold' },
    { type: 'ACT', seat: 'Ben', action: 'fold' },
  ] as const;
  let state = startHand(T12);
  for (const event of events) state = applyHandEvent(state, event).state;
  const actor = createActor(handMachine, { input: T12 }).start();
  for (const event of events) actor.send(event);
  assert.equal(actor.getSnapshot().value, 'uncontested');
  assert.deepEqual(actor.getSnapshot().context.result?.finalStacks, state.result?.finalStacks);
  assert.deepEqual(state.result?.finalStacks, { Anna: 4950, Ben: 600, Carla: 5150 });
});

test('T8 in Node: playHands plays 200 seeded hands and conserves every chip', () => {
  const result = playHands({
    input: {
      structure: 'no-limit',
      blinds: { small: 1, big: 2 },
      button: 'C',
      autoShowdown: true,
      seats: [
        { id: 'A', stack: 200 },
        { id: 'B', stack: 200 },
        { id: 'C', stack: 200 },
      ],
    },
    hands: 200,
    seed: 'node',
    policy: (hand) => ({ type: 'ACT', seat: hand.toAct!, action: hand.legalActions.check ? 'check' : 'call' }),
  });
  assert.equal(result.hands, 200);
  assert.equal(result.net.A + result.net.B + result.net.C, 0);
});

test('bad input in Node is a HoldemError with a code', () => {
  assert.throws(
    () => startHand({ ...T12, houseRules: { underRaize: 'refuse' } } as never),
    (error: unknown) => error instanceof HoldemError && error.code === 'unknown-option',
  );
});

test('C1 in Node: a table opens and refuses an unknown event without an error state', () => {
  const actor = createActor(tableMachine, {
    input: {
      seats: 6,
      blinds: { small: 1, big: 2 },
      buyIn: { min: 40, max: 200 },
      players: [
        { id: 'Anna', stack: 100 },
        { id: 'Ben', stack: 100 },
      ],
      autoDeal: false,
    },
  }).start();
  actor.send({ type: 'SHUFFLE' } as never);
  assert.notEqual(actor.getSnapshot().status, 'error');
  assert.ok(actor.getSnapshot().context.violation);
});
