import { expect } from '@open-wc/testing';
import { applyHandEvent, runHand, startHand, type HandEvent, type HandInput, type HandState } from '../../src/core/index.js';
import {
  HandHistoryError,
  readHandHistories,
  readHandHistory,
  readHandHistoryFile,
  writeHandHistory,
} from '../../src/core/history/index.js';
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

/** A heads-up PHH hand as the fields of a `.phhs` table: p2 (the button) raises, p1 folds. */
function walkover(stacks: string): string[] {
  return [
    "variant = 'NT'",
    'antes = [0, 0]',
    'blinds_or_straddles = [1, 2]',
    'min_bet = 2',
    `starting_stacks = [${stacks}]`,
    "actions = ['d dh p1 7h2c', 'd dh p2 AsKs', 'p2 cbr 6', 'p1 f']",
  ];
}

describe('a file of many hands: every hand that can be read, and each refused one with its code and line', () => {
  it('a .phhs with a hand whose action cannot be read and one with a TOML error gives the other hands and both refusals', () => {
    const text = [
      '[1]',
      ...walkover('200, 150'),
      '',
      '[2]',
      ...walkover('200, 150').slice(0, 5),
      "actions = ['d dh p1 7h2c', 'd dh p2 AsKs', 'p2 xyz 6']",
      '',
      '[3]',
      ...walkover('300, 300').slice(0, 4),
      'starting_stacks = [300, 300',
      "actions = ['d dh p1 7h2c', 'd dh p2 AsKs', 'p2 cbr 6', 'p1 f']",
      '',
      '[4]',
      ...walkover('100, 80'),
      '',
    ].join('\n');
    expect(() => readHandHistories(text)).to.throw(HandHistoryError);
    const file = readHandHistoryFile(text);
    expect(file.hands.map((h) => h.input.seats.map((s) => s.stack))).to.deep.equal([
      [200, 150],
      [100, 80],
    ]);
    expect(file.hands.map((h) => runHand(h.input, h.events).stacks)).to.deep.equal([
      { p1: 198, p2: 152 },
      { p1: 98, p2: 82 },
    ]);
    expect(file.refused.map(({ index, name, code, line }) => ({ index, name, code, line }))).to.deep.equal([
      { index: 1, name: '2', code: 'history-action', line: 15 },
      { index: 2, name: '3', code: 'history-syntax', line: 23 },
    ]);
  });

  it('PokerStars text: a hand the reader refuses between two good ones', () => {
    const hand = (number: number, call: string): string[] => [
      `PokerStars Hand #${number}:  Hold'em No Limit ($0.01/$0.02 USD) - 2024/03/02 20:15:00 ET`,
      "Table 'Altair II' 6-max Seat #1 is the button",
      'Seat 1: ana ($2 in chips)',
      'Seat 2: bo ($2 in chips)',
      'Seat 3: cy ($2 in chips)',
      'bo: posts small blind $0.01',
      'cy: posts big blind $0.02',
      '*** HOLE CARDS ***',
      'ana: raises $0.04 to $0.06',
      'bo: folds',
      `cy: calls ${call}`,
      '*** FLOP *** [Ks 8h 4d]',
      'cy: checks',
      'ana: bets $0.10',
      'cy: folds',
      'Uncalled bet ($0.10) returned to ana',
      'ana collected $0.13 from pot',
      '*** SUMMARY ***',
      'Total pot $0.13 | Rake $0',
      'Board [Ks 8h 4d]',
      'Seat 1: ana (button) collected ($0.13)',
      'Seat 2: bo (small blind) folded before Flop',
      'Seat 3: cy (big blind) folded on the Flop',
      '',
    ];
    const text = [...hand(101, '$0.04'), ...hand(102, '$0.05'), ...hand(103, '$0.04')].join('\n');
    const file = readHandHistoryFile(text);
    expect(file.hands.map((h) => h.hand)).to.deep.equal(['101', '103']);
    expect(file.refused.map(({ index, name, code, line }) => ({ index, name, code, line }))).to.deep.equal([
      { index: 1, name: '102', code: 'history-inconsistent', line: 35 },
    ]);
    expect(runHand(file.hands[1].input, file.hands[1].events).stacks).to.deep.equal({ ana: 207, bo: 199, cy: 194 });
  });
});

describe('PokerStars forms rooms write', () => {
  /** A tournament hand of four at 50/100 whose big blind (cy) has 60 left. */
  const shortBlind = [
    "PokerStars Hand #240117: Tournament #3310, $2.00+$0.20 USD Hold'em No Limit - Level III (50/100) - 2024/01/17 21:04:11 ET",
    "Table '3310 7' 9-max Seat #1 is the button",
    'Seat 1: ana (1500 in chips)',
    'Seat 2: bo (1500 in chips)',
    'Seat 3: cy (60 in chips)',
    'Seat 4: dee (1500 in chips)',
    'bo: posts small blind 50',
    'cy: posts big blind 60 and is all-in',
    '*** HOLE CARDS ***',
    'dee: calls 60',
    'ana: folds',
    'bo: calls 10',
    '*** FLOP *** [2c 7d Jh]',
    'bo: checks',
    'dee: checks',
    '*** TURN *** [2c 7d Jh] [4s]',
    'bo: checks',
    'dee: checks',
    '*** RIVER *** [2c 7d Jh 4s] [9c]',
    'bo: checks',
    'dee: checks',
    '*** SHOW DOWN ***',
    'bo: shows [Ah Kd] (high card Ace)',
    'dee: shows [Qs Qd] (a pair of Queens)',
    'cy: shows [8s 8h] (a pair of Eights)',
    'dee collected 180 from pot',
    '*** SUMMARY ***',
    'Total pot 180 | Rake 0',
    'Board [2c 7d Jh 4s 9c]',
    'Seat 4: dee showed [Qs Qd] and won (180) with a pair of Queens',
    '',
  ];

  it("T3: a big blind all-in for less is called for what was posted, as PokerStars plays it (short-blind-call 'posted')", () => {
    const hand = readHandHistory(shortBlind.join('\n'));
    expect(hand.input.houseRules).to.deep.equal({ shortBlindCall: 'posted' });
    const result = runHand(hand.input, hand.events);
    expect(result.violation).to.equal(null);
    expect(result.stacks).to.deep.equal({ ana: 1500, bo: 1440, cy: 0, dee: 1620 });
  });

  /** A cash hand of three in cents: ana all-in for $0.20, a side pot of $0.20 between bo and cy. */
  const sidePots = (header = "PokerStars Hand #250301: Hold'em No Limit ($0.01/$0.02 USD) - 2025/03/01 18:30:00 ET"): string[] => [
    header,
    "Table 'Pallas III' 6-max Seat #1 is the button",
    'Seat 1: ana ($0.20 in chips)',
    'Seat 2: bo ($1 in chips)',
    'Seat 3: cy ($1 in chips)',
    'bo: posts small blind $0.01',
    'cy: posts big blind $0.02',
    '*** HOLE CARDS ***',
    'ana: raises $0.18 to $0.20 and is all-in',
    'bo: calls $0.19',
    'cy: calls $0.18',
    '*** FLOP *** [Th 6c 2d]',
    'bo: bets $0.10',
    'cy: calls $0.10',
    '*** TURN *** [Th 6c 2d] [Js]',
    'bo: checks',
    'cy: checks',
    '*** RIVER *** [Th 6c 2d Js] [3h]',
    'bo: checks',
    'cy: checks',
    '*** SHOW DOWN ***',
    'bo: shows [9c 9h] (a pair of Nines)',
    'cy: shows [Ad Ac] (a pair of Aces)',
    'cy collected $0.20 from side pot',
    'ana: shows [Kh Qh] (high card King)',
    'cy collected $0.60 from main pot',
    '*** SUMMARY ***',
    'Total pot $0.80 Main pot $0.60. Side pot $0.20. | Rake $0',
    'Board [Th 6c 2d Js 3h]',
    'Seat 3: cy (big blind) showed [Ad Ac] and won ($0.80) with a pair of Aces',
    '',
  ];
  const stacksOf = (text: string) => {
    const hand = readHandHistory(text);
    const result = runHand(hand.input, hand.events);
    expect(result.violation).to.equal(null);
    return result.stacks;
  };
  const END = { ana: 0, bo: 70, cy: 150 };
  /** The HandHistoryError reading `text` throws, with the text of its line. */
  const refusal = (text: string): { code: string; line: string; message: string } => {
    let error: unknown = null;
    try {
      readHandHistory(text);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(HandHistoryError);
    const e = error as HandHistoryError;
    return { code: e.code, line: e.line === null ? '' : text.split('\n')[e.line - 1], message: e.message };
  };

  it('T18: "Main pot $0.35. Side pot $0.12." are read in cents, not cut at the decimal point', () => {
    const hand = readHandHistory(sidePots().join('\n'));
    expect(hand.decimals).to.equal(2);
    expect(stacksOf(sidePots().join('\n'))).to.deep.equal(END);
  });

  it('archive separators before each hand, with or without a leading space, are no part of a hand', () => {
    const text = ['*********** # 1 **************', ...sidePots(), ' *********** # 2 **************', ...sidePots()].join('\n');
    const file = readHandHistoryFile(text);
    expect(file.refused).to.deep.equal([]);
    expect(file.hands.map((h) => h.format)).to.deep.equal(['pokerstars', 'pokerstars']);
  });

  it('an old table line without "N-max", Zoom, Home Game and Mixed Hold\'em headers', () => {
    const old = sidePots().map((l) => (l.startsWith('Table') ? "Table 'Pallas III' Seat #1 is the button" : l));
    const hand = readHandHistory(old.join('\n'));
    expect(hand.seatCount).to.equal(undefined);
    expect(stacksOf(old.join('\n'))).to.deep.equal(END);
    for (const header of [
      "PokerStars Zoom Hand #250302: Hold'em No Limit ($0.01/$0.02) - 2025/03/01 18:31:00 ET",
      "PokerStars Home Game Hand #250303: {Kitchen Club} Hold'em No Limit ($0.01/$0.02) - 2025/03/01 18:32:00 ET",
      "PokerStars Hand #250304: Mixed Hold'em (Hold'em No Limit, $0.01/$0.02 USD) - 2025/03/01 18:33:00 ET",
    ])
      expect(stacksOf(sidePots(header).join('\n')), header).to.deep.equal(END);
  });

  it('T16: "folds [Ks]" (one card shown on a fold) reads, the cards staying unknown', () => {
    // bo bets the flop, cy folds showing one card; the main pot goes to ana and bo's showdown.
    const hand = readHandHistory(
      [
        ...sidePots().slice(0, 12),
        'bo: bets $0.10',
        'cy: folds [Ac]',
        'Uncalled bet ($0.10) returned to bo',
        '*** TURN *** [Th 6c 2d] [Js]',
        '*** RIVER *** [Th 6c 2d Js] [3h]',
        '*** SHOW DOWN ***',
        'bo: shows [9c 9h] (a pair of Nines)',
        'ana: shows [Kh Qh] (high card King)',
        'bo collected $0.60 from pot',
        '*** SUMMARY ***',
        'Total pot $0.60 | Rake $0',
        '',
      ].join('\n'),
    );
    expect(hand.unknownHoleCards).to.include('cy');
    expect(runHand(hand.input, hand.events).stacks).to.deep.equal({ ana: 0, bo: 140, cy: 80 });
  });

  it('C4: a player sitting out who "folds" out of turn was not dealt in', () => {
    const lines = sidePots();
    lines.splice(5, 0, 'Seat 5: dee ($3 in chips) is sitting out');
    lines.splice(9, 0, 'dee: folds');
    const hand = readHandHistory(lines.join('\n'));
    expect(hand.input.seats.map((seat) => seat.id)).to.deep.equal(['ana', 'bo', 'cy']);
    expect(stacksOf(lines.join('\n'))).to.deep.equal(END);
  });

  it('refused with the line: a dead small blind out of position, a cap game, a sign taken for a currency, two currencies, an unknown header', () => {
    const dead = sidePots();
    dead.splice(5, 0, 'Seat 4: dee ($2 in chips)');
    dead.splice(8, 0, 'dee: posts small blind $0.01');
    expect(refusal(dead.join('\n'))).to.deep.include({ code: 'history-unsupported', line: 'dee: posts small blind $0.01' });
    const both = sidePots();
    both.splice(5, 0, 'Seat 4: dee ($2 in chips)');
    both.splice(8, 0, 'dee: posts small & big blinds $0.03');
    expect(refusal(both.join('\n'))).to.deep.include({ code: 'history-unsupported', line: 'dee: posts small & big blinds $0.03' });
    const cap = refusal(
      sidePots("PokerStars Hand #250305: Hold'em No Limit ($0.25/$0.50 USD, $10 Cap) - 2025/03/01 18:34:00 ET").join('\n'),
    );
    expect(cap.code).to.equal('history-unsupported');
    expect(cap.message).to.contain('$10 Cap');
    const minus = sidePots().join('\n').replace('bo: calls $0.19', 'bo: calls -$0.19');
    expect(refusal(minus)).to.deep.include({ code: 'history-invalid-field', line: 'bo: calls -$0.19' });
    const plus = sidePots().join('\n').replace('bo: calls $0.19', 'bo: calls +19');
    expect(refusal(plus)).to.deep.include({ code: 'history-invalid-field', line: 'bo: calls +19' });
    const euro = sidePots().join('\n').replace('cy: calls $0.18', 'cy: calls €0.18');
    expect(refusal(euro)).to.deep.include({ code: 'history-inconsistent', line: 'cy: calls €0.18' });
    const unknown = refusal(
      sidePots("PokerStars Hand #250306: Hold'em No Limit ($0.01/$0.02 USD) [Speed] - 2025/03/01 18:35:00 ET").join('\n'),
    );
    expect(unknown.code).to.equal('history-syntax');
    expect(unknown.message).to.contain('[Speed]');
    expect(unknown.message).not.to.contain('is not played here');
  });
});

describe('PHH files from rooms', () => {
  it('T16: PokerKit\'s "sm ????" again after each street of an all-in run-out reads as one decision', () => {
    const text = phh(
      { variant: "'NT'", antes: '[0, 0]', blinds_or_straddles: '[50, 100]', min_bet: '100', starting_stacks: '[2000, 2000]' },
      [
        'd dh p1 AsAd',
        'd dh p2 ????',
        'p2 cbr 2000',
        'p1 cc',
        'p1 sm AsAd',
        'p2 sm ????',
        'd db 9h6c2d',
        'p2 sm ????',
        'd db Qs',
        'p2 sm ????',
        'd db 3c',
        'p2 sm ????',
      ],
    );
    const hand = readHandHistory(text);
    expect(runHand(hand.input, hand.events).stacks).to.deep.equal({ p1: 4000, p2: 0 });
  });

  it('T10: winnings that count the uncalled chips returned (a walk: the big blind "wins" 150 at 50/100) read, with no rake', () => {
    const fields = {
      variant: "'NT'",
      antes: '[0, 0, 0]',
      blinds_or_straddles: '[50, 100, 0]',
      min_bet: '100',
      starting_stacks: '[1000, 1000, 1000]',
    };
    const actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 f'];
    const walk = readHandHistory(phh({ ...fields, winnings: '[0, 150, 0]', finishing_stacks: '[950, 1050, 1000]' }, actions));
    expect(walk.rake).to.equal(0);
    expect(walk.differences).to.equal(undefined);
    expect(runHand(walk.input, walk.events).stacks).to.deep.equal({ p1: 950, p2: 1050, p3: 1000 });
    // A figure no reading bears out is reported as data; the hand still reads and replays by its actions.
    const off = readHandHistory(phh({ ...fields, winnings: '[0, 400, 0]' }, actions));
    expect(off.rake).to.equal(0);
    expect(off.differences).to.deep.equal([{ figure: 'winnings', line: 6, file: 400, replayed: 100 }]);
    // A positive rake both figures agree on is told.
    const raked = readHandHistory(
      phh({ ...fields, winnings: '[0, 195, 0]', finishing_stacks: '[900, 1095, 1000]' }, [
        'd dh p1 ????',
        'd dh p2 ????',
        'd dh p3 ????',
        'p3 f',
        'p1 cc',
        'p2 cc',
        'd db 9h6c2d',
        'p1 cc',
        'p2 cbr 100',
        'p1 f',
      ]),
    );
    expect(raked.differences).to.equal(undefined);
    expect(raked.rake).to.equal(5);
  });

  it("T3: rooms' hands without a small blind read; unknown (inf) stacks and negative (dead or newcomer) blind entries are history-unsupported, named", () => {
    const actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cc', 'p2 cc', 'd db 9h6c2d', 'p1 cbr 100', 'p2 f'];
    const fields = {
      variant: "'NT'",
      antes: '[0, 0, 0]',
      blinds_or_straddles: '[0, 100, 0]',
      min_bet: '100',
      starting_stacks: '[1000, 1000, 1000]',
    };
    const noSmall = readHandHistory(phh(fields, actions));
    expect(noSmall.input.blinds).to.deep.equal({ small: 0, big: 100 });
    expect(runHand(noSmall.input, noSmall.events).stacks).to.deep.equal({ p1: 1100, p2: 900, p3: 1000 });
    const refusal = (text: string): { code: string; line: number | null; message: string } => {
      const error = (() => {
        try {
          readHandHistory(text);
        } catch (e) {
          return e as HandHistoryError;
        }
        throw new Error('read');
      })();
      return { code: error.code, line: error.line, message: error.message };
    };
    const inf = refusal(phh({ ...fields, starting_stacks: '[1000, inf, 1000]' }, actions));
    expect(inf).to.deep.include({ code: 'history-unsupported', line: 5 });
    expect(inf.message).to.contain('inf');
    const dead = refusal(phh({ ...fields, blinds_or_straddles: '[50, 100, -100]' }, actions));
    expect(dead).to.deep.include({ code: 'history-unsupported', line: 3 });
    expect(dead.message).to.contain('negative entry');
  });
});
