import { expect } from '@open-wc/testing';
import { createActor } from 'xstate';
import { runPotsdam as runPotsdamCore } from '../../src/core/potsdam/index.js';
import { potsdamInput } from '../support/potsdam.js';
import {
  POTSDAM_STAGES,
  potsdamMachine,
  runPotsdam,
  type PotsdamEmitted,
  type PotsdamEvent,
  type PotsdamInput,
} from '../../src/machines/index.js';

const input = potsdamInput;

const act = (seat: string, action: 'fold' | 'check' | 'call' | 'bet', to?: number): PotsdamEvent =>
  to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to };
const pass = (seat: string): PotsdamEvent => ({ type: 'PASS', seat });
const checks = [act('Anna', 'check'), act('Ben', 'check'), act('Carla', 'check')];

/** The chart's state after each event, as a dotted path. */
function walk(
  options: Partial<PotsdamInput>,
  events: PotsdamEvent[],
): { stages: string[]; emitted: PotsdamEmitted[]; result: unknown; status: string; over: boolean } {
  const actor = createActor(potsdamMachine, { input: input(options) });
  const emitted: PotsdamEmitted[] = [];
  for (const type of ['violation', 'log', 'phase', 'complete'] as const) actor.on(type, (e) => emitted.push(e));
  actor.start();
  const path = (): string => {
    const value = actor.getSnapshot().value as unknown;
    const parts: string[] = [];
    let v = value;
    while (typeof v === 'object' && v !== null) {
      const [key, inner] = Object.entries(v)[0];
      parts.push(key);
      v = inner;
    }
    parts.push(String(v));
    return parts.join('.');
  };
  const stages = [path()];
  for (const event of events) {
    actor.send(event);
    stages.push(path());
  }
  const end = actor.getSnapshot();
  return { stages, emitted, result: end.context.result, status: end.status, over: end.hasTag('over') };
}

describe('potsdamMachine: the game as a statechart', () => {
  it('P1–P5, P6 (2): blinds, entry, exchange round, buying, betting round, the offer to end, the last exchange round, complete', () => {
    const { stages, emitted, result, status, over } = walk({ autoShowdown: true }, [
      act('Carla', 'call'),
      act('Anna', 'call'),
      { type: 'EXCHANGE', seat: 'Anna', give: ['4d'], take: ['Kc'] },
      { type: 'BUY', seat: 'Ben' },
      { type: 'CHOOSE', seat: 'Ben', set: 'fresh' },
      pass('Ben'),
      pass('Carla'),
      act('Anna', 'bet', 30),
      act('Ben', 'call'),
      act('Carla', 'call'),
      { type: 'END', seat: 'Ben' },
      pass('Anna'),
      pass('Carla'),
    ]);
    expect(stages).to.deep.equal([
      'entry',
      'entry',
      'exchangeRound',
      'exchangeRound',
      'buying',
      'exchangeRound',
      'exchangeRound',
      'bettingRound',
      'bettingRound',
      'bettingRound',
      'endOffer',
      'ending.endedByPlayer.lastExchange',
      'ending.endedByPlayer.lastExchange',
      'complete',
    ]);
    // The game is over, the actor is not: it takes the table's next DEAL or RESTORE.
    expect(status).to.equal('active');
    expect(over).to.equal(true);
    // 30 + 5 for the fresh card + 90 + 30 for ending = 155: Anna's aces win.
    expect((result as { finalStacks: unknown }).finalStacks).to.deep.equal({ Anna: 1115, Ben: 925, Carla: 960 });
    expect(emitted.filter((e) => e.type === 'phase').map((e) => (e.type === 'phase' ? e.phase : ''))).to.deep.equal([
      'exchange',
      'choosing',
      'exchange',
      'betting',
      'end-offer',
      'last-exchange',
      'complete',
    ]);
    expect(emitted.filter((e) => e.type === 'complete')).to.have.length(1);
  });

  it('P6 (4) with betAfterLastExchange: final betting round, last exchange round for everyone, last betting round, showdown', () => {
    const { stages } = walk({ rules: { betAfterLastExchange: true } }, [
      act('Carla', 'call'),
      act('Anna', 'call'),
      { type: 'EXCHANGE', seat: 'Anna', give: ['4d'], take: ['Kc'] },
      pass('Ben'),
      pass('Carla'),
      ...checks,
      pass('Ben'),
      pass('Carla'),
      { type: 'EXCHANGE', seat: 'Anna', give: ['5c'], take: ['4d'] },
      { type: 'EXCHANGE', seat: 'Ben', give: ['2h'], take: ['5c'] },
      pass('Carla'),
      ...checks,
      pass('Carla'),
      { type: 'EXCHANGE', seat: 'Anna', give: ['8s'], take: ['2h'] },
      pass('Ben'),
      pass('Carla'),
      ...checks,
      pass('Anna'),
      pass('Ben'),
      pass('Carla'),
      ...checks,
    ]);
    const [finalBetting, lastExchange, lastBetting] = ['finalBetting', 'lastExchange', 'lastBetting'].map(
      (step) => `ending.threePasses.${step}`,
    );
    // From Carla's third pass in a row: three checks, three turns to exchange, three checks.
    expect(stages.slice(-10)).to.deep.equal([
      finalBetting,
      finalBetting,
      finalBetting,
      lastExchange,
      lastExchange,
      lastExchange,
      lastBetting,
      lastBetting,
      lastBetting,
      'showdown',
    ]);
  });

  it('P6 (3), P6 (1) and the round limit: noExchange, uncontested and roundLimit', () => {
    expect(
      walk({ autoShowdown: true }, [
        act('Carla', 'call'),
        act('Anna', 'call'),
        pass('Anna'),
        pass('Ben'),
        pass('Carla'),
        ...checks,
      ]).stages.slice(-4),
    ).to.deep.equal(['ending.noExchange.finalBetting', 'ending.noExchange.finalBetting', 'ending.noExchange.finalBetting', 'complete']);
    expect(walk({}, [act('Carla', 'fold'), act('Anna', 'fold')]).stages).to.deep.equal(['entry', 'entry', 'uncontested']);
    const limited = walk({ rules: { maxExchangeRounds: 1 } }, [
      act('Carla', 'call'),
      act('Anna', 'call'),
      { type: 'EXCHANGE', seat: 'Anna', give: ['4d'], take: ['Kc'] },
      pass('Ben'),
      pass('Carla'),
    ]);
    expect(limited.stages.at(-1)).to.equal('ending.roundLimit.finalBetting');
  });

  it('P3: a refused event leaves the chart where it is and is emitted as a violation', () => {
    const { stages, emitted } = walk({}, [
      act('Carla', 'call'),
      act('Anna', 'call'),
      { type: 'EXCHANGE', seat: 'Anna', give: ['9s'], take: ['Kc'] },
      { type: 'NOPE', seat: 'Anna' } as never,
    ]);
    expect(stages.slice(-3)).to.deep.equal(['exchangeRound', 'exchangeRound', 'exchangeRound']);
    const violations = emitted.filter((e) => e.type === 'violation').map((e) => (e.type === 'violation' ? e.violation.code : ''));
    expect(violations).to.deep.equal(['cards-not-held', 'unknown-potsdam-event']);
  });

  it('the chart has a state for every stage of the engine, and runPotsdam is the same from machines and core', () => {
    const actor = createActor(potsdamMachine, { input: input() }).start();
    for (const stage of POTSDAM_STAGES) expect(potsdamMachine.getStateNodeById(`potsdam.${stage}`), stage).to.not.equal(undefined);
    actor.stop();
    expect(runPotsdam).to.equal(runPotsdamCore);
  });

  it('DEAL and RESTORE: a new game and an earlier state on the same actor, from any stage, the game over included', () => {
    const actor = createActor(potsdamMachine, { input: input() }).start();
    const dealt = actor.getSnapshot().context;
    actor.send(act('Carla', 'fold'));
    actor.send(act('Anna', 'fold'));
    // P6 (1): Ben alone; the game is over, the actor still takes the table's events.
    expect(actor.getSnapshot().value).to.equal('uncontested');
    expect(actor.getSnapshot().hasTag('over')).to.equal(true);
    expect(actor.getSnapshot().can({ type: 'RESTORE', state: dealt })).to.equal(true);
    actor.send({ type: 'RESTORE', state: dealt });
    expect(actor.getSnapshot().context).to.deep.equal(dealt);
    expect(actor.getSnapshot().value).to.equal('entry');
    actor.send(act('Carla', 'call'));
    actor.send(act('Anna', 'call'));
    expect(actor.getSnapshot().value).to.equal('exchangeRound');
    const emitted: PotsdamEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.send({ type: 'DEAL', input: input({ blinds: { small: 10, big: 20 } }) });
    const again = actor.getSnapshot();
    expect(again.value).to.equal('entry');
    // P1, T3: Anna left of the button posts 10, Ben 20.
    expect(again.context.stacks).to.deep.equal({ Anna: 990, Ben: 980, Carla: 1000 });
    expect(again.context.log.length).to.equal(3);
    // A dealt game's blinds are in its context, not news: nothing is emitted for them.
    expect(emitted).to.deep.equal([]);
    actor.stop();
  });

  it('P1: a DEAL the engine cannot deal and a RESTORE of no state are refused as malformed, the game as it was; can() says no', () => {
    const actor = createActor(potsdamMachine, { input: input() }).start();
    const before = actor.getSnapshot();
    const codes: string[] = [];
    actor.on('violation', (e) => codes.push(`${e.violation.code}:${String((e.violation.params as { problem?: string }).problem)}`));
    const badDeal = { type: 'DEAL' as const, input: input({ seats: [{ id: 'Anna', stack: 1000 }] }) };
    const badRestore = { type: 'RESTORE' as const, state: { phase: 'entry' } as never };
    expect(before.can(badDeal)).to.equal(false);
    expect(before.can(badRestore)).to.equal(false);
    expect(before.can({ type: 'DEAL', input: null } as never)).to.equal(false);
    actor.send(badDeal);
    actor.send(badRestore);
    actor.send({ type: 'DEAL' } as never);
    expect(codes).to.deep.equal(['malformed-potsdam-event:input', 'malformed-potsdam-event:state', 'malformed-potsdam-event:input']);
    const after = actor.getSnapshot();
    expect(after.status).to.equal('active');
    expect(after.value).to.equal('entry');
    expect(after.context.stacks).to.equal(before.context.stacks);
    expect(after.context.violation?.ruleId).to.equal('P2');
    actor.stop();
  });

  it('{ resume: state }: the actor starts from a game as it stands, in its stage, nothing emitted again', () => {
    const played = createActor(potsdamMachine, { input: input() }).start();
    played.send(act('Carla', 'call'));
    played.send(act('Anna', 'call'));
    const state = played.getSnapshot().context;
    const emitted: PotsdamEmitted[] = [];
    const resumed = createActor(potsdamMachine, { input: { resume: state } });
    resumed.on('*', (e) => emitted.push(e));
    resumed.start();
    expect(resumed.getSnapshot().value).to.equal('exchangeRound');
    expect(resumed.getSnapshot().context).to.deep.equal(state);
    expect(emitted).to.deep.equal([]);
  });
});
