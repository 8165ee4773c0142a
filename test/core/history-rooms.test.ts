import { expect } from '@open-wc/testing';
import { applyHandEvent, runHand, startHand } from '../../src/core/index.js';
import { readHandHistory } from '../../src/core/history/index.js';

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
