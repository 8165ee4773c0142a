import { expect } from '@open-wc/testing';
import { applyHandEvent, runHand, startHand, type HandEvent, type HandInput, type HandState } from '../../src/core/index.js';
import { readHandHistory, writeHandHistory } from '../../src/core/history/index.js';
import { showdownTurn } from '../../src/core/showdown-order.js';

/** Applies events that must all be accepted. */
function play(state: HandState, events: readonly HandEvent[]): HandState {
  for (const event of events) {
    const step = applyHandEvent(state, event);
    if (!step.ok) throw new Error(`refused ${JSON.stringify(event)}: ${step.violation.code}`);
    state = step.state;
  }
  return state;
}

/** A PHH file from its fields, one per line (actions one per line, so each has its own line). */
function phh(fields: Record<string, string>, actions: string[]): string {
  const lines = Object.keys(fields).map((key) => `${key} = ${fields[key]}`);
  return [...lines, 'actions = [', ...actions.map((a) => `  '${a}',`), ']', ''].join('\n');
}

describe('rules that were wrong: the big blind checks after the betting closed around it', () => {
  it('T4: the button all-in for the big blind, the small blind folds: the big blind checks and nothing changes', () => {
    const state = startHand({
      structure: 'no-limit',
      blinds: { small: 50, big: 100 },
      seats: [
        { id: 'a', stack: 5000 },
        { id: 'b', stack: 5000 },
        { id: 'c', stack: 100 },
      ],
      button: 'c',
      seed: 7,
      autoShowdown: false,
    });
    let s = state;
    for (const e of [
      { type: 'ACT', seat: 'c', action: 'call' },
      { type: 'ACT', seat: 'a', action: 'fold' },
    ] as const) {
      const step = applyHandEvent(s, e);
      expect(step.ok).to.equal(true);
      s = step.state;
    }
    expect(s.ranOut).to.equal(true);
    const check = applyHandEvent(s, { type: 'ACT', seat: 'b', action: 'check' });
    expect(check.ok).to.equal(true);
    expect(check.state).to.equal(s);
    // Not a second time, not for another seat, not a bet.
    expect(applyHandEvent(s, { type: 'ACT', seat: 'a', action: 'check' }).ok).to.equal(false);
    expect(applyHandEvent(s, { type: 'ACT', seat: 'b', action: 'bet', to: 200 }).ok).to.equal(false);
  });

  it('T4: a PHH hand where the big blind checks (cc) after the button went all-in for the big blind replays', () => {
    const text = phh(
      {
        variant: "'NT'",
        antes: '[0, 0, 0]',
        blinds_or_straddles: '[50, 100, 0]',
        min_bet: '100',
        starting_stacks: '[5000, 5000, 100]',
      },
      [
        'd dh p1 7c2d',
        'd dh p2 QhQc',
        'd dh p3 9s9d',
        'p3 cc',
        'p1 f',
        'p2 cc',
        'd db Ks8h4d',
        'd db 3c',
        'd db Jd',
        'p2 sm QhQc',
        'p3 sm 9s9d',
      ],
    );
    const hand = readHandHistory(text);
    const result = runHand(hand.input, hand.events);
    expect(result.violation).to.equal(null);
    expect(result.stacks).to.deep.equal({ p1: 4950, p2: 5150, p3: 0 });
  });
});

describe('rules that were wrong: the PHH export of an all-in before the river', () => {
  it('T16: every hand still in is written shown before the rest of the board; the loser who mucked is not written `sm` (a concession)', () => {
    const input: HandInput = {
      structure: 'no-limit',
      blinds: { small: 10, big: 20 },
      seats: [
        { id: 'a', stack: 1000 },
        { id: 'b', stack: 1000 },
        { id: 'c', stack: 1000 },
      ],
      button: 'c',
      holeCards: { a: 'Jc8c', b: '7c2d', c: 'AhAd' },
      board: 'KsQh4c9d3s',
      autoShowdown: false,
    };
    const events: HandEvent[] = [
      { type: 'ACT', seat: 'c', action: 'raise', to: 1000 },
      { type: 'ACT', seat: 'a', action: 'fold' },
      { type: 'ACT', seat: 'b', action: 'call' },
    ];
    let state = play(startHand(input), events);
    expect(state.ranOut).to.equal(true);
    // The winner shows, the loser (7-2) mucks, in the order the rules ask (T16).
    for (let seat = state.showdown && showdownTurn(state.showdown); seat; seat = state.showdown && showdownTurn(state.showdown)) {
      const event: HandEvent = { type: seat === 'b' ? 'MUCK' : 'SHOW', seat };
      events.push(event);
      state = play(state, [event]);
    }
    expect(events.some((e) => e.type === 'MUCK')).to.equal(true);
    const result = runHand(input, events);
    expect(result.stacks).to.deep.equal({ a: 990, b: 0, c: 2010 });

    const text = writeHandHistory('phh', input, events);
    const actions = text.split('\n').filter((line) => /^ {2}'/.test(line));
    // p1 is a (small blind), p2 b, p3 c (the button). Both hands shown before the flop is dealt.
    const flop = actions.indexOf("  'd db KsQh4c',");
    expect(actions.indexOf("  'p2 sm 7c2d',")).to.be.within(0, flop);
    expect(actions.indexOf("  'p3 sm AhAd',")).to.be.within(0, flop);
    expect(actions.filter((line) => /sm',$/.test(line))).to.deep.equal([]);
    const again = readHandHistory(text);
    expect(runHand(again.input, again.events).stacks).to.deep.equal({ p1: 990, p2: 0, p3: 2010 });
  });
});
