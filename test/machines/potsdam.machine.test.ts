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
): { stages: string[]; emitted: PotsdamEmitted[]; output: unknown; status: string } {
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
  return { stages, emitted, output: actor.getSnapshot().output, status: actor.getSnapshot().status };
}

describe('potsdamMachine: the game as a statechart', () => {
  it('P1–P5, P6 (2): blinds, entry, exchange round, buying, betting round, the offer to end, the last exchange round, complete', () => {
    const { stages, emitted, output, status } = walk({ autoShowdown: true }, [
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
    expect(status).to.equal('done');
    // 30 + 5 for the fresh card + 90 + 30 for ending = 155: Anna's aces win.
    expect((output as { finalStacks: unknown }).finalStacks).to.deep.equal({ Anna: 1115, Ben: 925, Carla: 960 });
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
});
