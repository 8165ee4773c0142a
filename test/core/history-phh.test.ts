import { expect } from '@open-wc/testing';
import { runHand, type HandEvent, type HandInput } from '../../src/core/index.js';
import { HandHistoryError, readHandHistories, readHandHistory, writeHandHistory } from '../../src/core/history/index.js';
import { thrown } from '../support/errors.js';

/** A PHH file from its fields, one per line (actions one per line, so each has its own line). */
function phh(fields: Record<string, string>, actions: string[]): string {
  const lines = Object.keys(fields).map((key) => `${key} = ${fields[key]}`);
  return [...lines, 'actions = [', ...actions.map((a) => `  '${a}',`), ']', ''].join('\n');
}

const NT3 = {
  variant: "'NT'",
  antes: '[0, 0, 0]',
  blinds_or_straddles: '[50, 100, 0]',
  min_bet: '100',
  starting_stacks: '[5000, 5000, 5000]',
};
const DEAL3 = ['d dh p1 AsKd', 'd dh p2 QhQc', 'd dh p3 9s9d'];

/** The HandHistoryError `read` throws. */
function historyError(read: () => unknown): HandHistoryError {
  const error = thrown(read);
  expect(error).to.be.instanceOf(HandHistoryError);
  return error as HandHistoryError;
}

describe('hand histories: PHH in', () => {
  it('T3: heads-up the blinds are reverse-assigned: p2 is the button, posts the small blind and acts first preflop', () => {
    const text = phh({ variant: "'NT'", antes: '[0, 0]', blinds_or_straddles: '[1, 2]', min_bet: '2', starting_stacks: '[200, 150]' }, [
      'd dh p1 AhAd',
      'd dh p2 KsKc',
      'p2 cbr 6',
      'p1 cc',
      'd db Tc7s5h',
      'p1 cc',
      'p2 cc',
      'd db 2c',
      'p1 cc',
      'p2 cc',
      'd db 3d',
      'p1 cc',
      'p2 cc',
      'p1 sm AhAd',
      'p2 sm',
    ]);
    const hand = readHandHistory(text);
    expect(hand.format).to.equal('phh');
    expect(hand.input.seats.map((s) => s.id)).to.deep.equal(['p1', 'p2']);
    expect(hand.input.button).to.equal('p2');
    expect(hand.input.blinds).to.deep.equal({ small: 1, big: 2 });
    const result = runHand(hand.input, hand.events);
    expect(result.log.find((e) => e.kind === 'blind' && e.blind === 'small')).to.include({ seat: 'p2', amount: 1 });
    expect(hand.events[0]).to.deep.equal({ type: 'ACT', seat: 'p2', action: 'raise', to: 6 });
    expect(result.stacks).to.deep.equal({ p1: 206, p2: 144 });
  });

  it('T7: cc is a check when nothing is owed and a call otherwise; cbr a bet when nobody has bet and a raise otherwise', () => {
    const hand = readHandHistory(
      phh(NT3, [
        ...DEAL3,
        'p3 cc',
        'p1 cc',
        'p2 cc',
        'd db Ks7h2c',
        'p1 cbr 300',
        'p2 cbr 900',
        'p3 f',
        'p1 cc',
        'd db 4d',
        'p1 cc',
        'p2 cc',
        'd db Jc',
        'p1 cc',
        'p2 cc',
        'p1 sm AsKd',
        'p2 sm QhQc',
      ]),
    );
    expect(hand.events.slice(0, 8)).to.deep.equal([
      { type: 'ACT', seat: 'p3', action: 'call' },
      { type: 'ACT', seat: 'p1', action: 'call' },
      { type: 'ACT', seat: 'p2', action: 'check' },
      { type: 'ACT', seat: 'p1', action: 'bet', to: 300 },
      { type: 'ACT', seat: 'p2', action: 'raise', to: 900 },
      { type: 'ACT', seat: 'p3', action: 'fold' },
      { type: 'ACT', seat: 'p1', action: 'call' },
      { type: 'ACT', seat: 'p1', action: 'check' },
    ]);
    expect(hand.eventLines.slice(0, 3), 'each event keeps the line of its action').to.deep.equal([10, 11, 12]);
    expect(runHand(hand.input, hand.events).stacks).to.deep.equal({ p1: 6100, p2: 4000, p3: 4900 });
  });

  it('T11: a raise below the minimum reads, and runHand refuses it at that action with T11 (the line is in eventLines)', () => {
    const hand = readHandHistory(phh(NT3, [...DEAL3, 'p3 cbr 300', 'p1 cbr 400']));
    const result = runHand(hand.input, hand.events);
    expect(result.violation).to.include({ index: 1, code: 'raise-below-minimum', ruleId: 'T11' });
    expect(result.violation?.params).to.deep.equal({ minTo: 500, lastFullRaiseBy: 200 });
    expect(hand.eventLines[1]).to.equal(11);
  });

  it('T6: an action out of turn reads, and runHand refuses it with T6', () => {
    const hand = readHandHistory(phh(NT3, [...DEAL3, 'p2 f']));
    expect(runHand(hand.input, hand.events).violation).to.include({ index: 0, code: 'not-your-turn', ruleId: 'T6' });
  });

  it('T15: a fixed-limit raise of the wrong size is refused with T15, and the fifth bet preflop too (PokerKit caps heads-up as well)', () => {
    const FT = {
      variant: "'FT'",
      antes: '[0, 0]',
      blinds_or_straddles: '[1, 2]',
      small_bet: '2',
      big_bet: '4',
      starting_stacks: '[100, 100]',
    };
    const wrongSize = readHandHistory(phh(FT, ['d dh p1 AhAd', 'd dh p2 KsKc', 'p2 cbr 5']));
    expect(wrongSize.input.limits).to.deep.equal({ smallBet: 2, bigBet: 4, maxBetActions: [3, 4, 4, 4] });
    expect(wrongSize.input.houseRules).to.deep.equal({ headsUpUncapped: false });
    expect(runHand(wrongSize.input, wrongSize.events).violation).to.include({ code: 'fixed-limit-size', ruleId: 'T15' });
    const capped = readHandHistory(phh(FT, ['d dh p1 AhAd', 'd dh p2 KsKc', 'p2 cbr 4', 'p1 cbr 6', 'p2 cbr 8', 'p1 cbr 10']));
    expect(runHand(capped.input, capped.events).violation).to.include({ index: 3, code: 'raise-cap-reached', ruleId: 'T15' });
  });

  it('T16: showdown decisions come in the order the rules ask for them, whatever order the file lists them in', async () => {
    // After an all-in on the turn PokerKit lets the turn's aggressor (p3) show first; T16 starts left of the button.
    const text = await (await fetch('/test/fixtures/phh/fl-000005.phh')).text();
    const hand = readHandHistory(text);
    expect(hand.events.filter((e) => e.type === 'SHOW').map((e) => (e as { seat: string }).seat)).to.deep.equal(['p1', 'p2', 'p3']);
    const result = runHand(hand.input, hand.events);
    expect(result.violation).to.equal(null);
    expect(result.stacks).to.deep.equal(hand.finishingStacks);
  });

  it('reads a .phhs file: every [n] table is a hand; readHandHistory refuses several (several-hands)', () => {
    const one = phh(NT3, [...DEAL3, 'p3 f', 'p1 f']);
    const text = `[1]\n${one}\n[2]\n${one.replace('[5000, 5000, 5000]', '[4000, 5000, 6000]')}`;
    const hands = readHandHistories(text);
    expect(hands.map((h) => h.input.seats.map((s) => s.stack))).to.deep.equal([
      [5000, 5000, 5000],
      [4000, 5000, 6000],
    ]);
    const lines = text.split('\n');
    const second = lines.indexOf('[2]');
    expect(hands[1].eventLines).to.deep.equal([lines.indexOf("  'p3 f',", second) + 1, lines.indexOf("  'p1 f',", second) + 1]);
    expect(historyError(() => readHandHistory(text)).code).to.equal('several-hands');
  });

  it('other variants are refused with unsupported-variant, naming the variant', () => {
    for (const [code, name] of [
      ['PO', "pot-limit Omaha hold 'em"],
      ['NS', 'short-deck'],
      ['F7S', 'seven card stud'],
      ['XYZ', 'does not define'],
    ]) {
      const error = historyError(() =>
        readHandHistory(
          `variant = '${code}'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\nactions = []\n`,
        ),
      );
      expect(error.code).to.equal('unsupported-variant');
      expect(error.line).to.equal(1);
      expect(error.message).to.contain(`"${code}"`).and.contain(name);
    }
  });

  it('amounts in dollars and cents are whole chips in cents, the unit kept, and written back to the cent', () => {
    const text = phh(
      {
        variant: "'NT'",
        antes: '[0, 0, 0]',
        blinds_or_straddles: '[0.50, 1, 0]',
        min_bet: '1',
        starting_stacks: '[120.40, 95.10, 210]',
        currency_symbol: "'$'",
      },
      ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cbr 3.25', 'p2 f'],
    );
    const hand = readHandHistory(text);
    expect(hand.decimals).to.equal(2);
    expect(hand.currencySymbol).to.equal('$');
    expect(hand.input.blinds).to.deep.equal({ small: 50, big: 100 });
    expect(hand.input.seats.map((s) => s.stack)).to.deep.equal([12040, 9510, 21000]);
    expect(hand.events[1]).to.deep.equal({ type: 'ACT', seat: 'p1', action: 'raise', to: 325 });
    const written = writeHandHistory('phh', hand.input, hand.events, hand);
    expect(written)
      .to.contain('starting_stacks = [120.40, 95.10, 210]')
      .and.contain("'p1 cbr 3.25'")
      .and.contain('finishing_stacks = [121.40, 94.10, 210]');
    expect(readHandHistory(written).input).to.deep.equal(hand.input);
  });

  it('T16: unknown hole cards (????) stay unknown: not in input.holeCards, written back as ????, and a hand shown unseen (sm ????) concedes', () => {
    const hand = readHandHistory(
      phh(
        {
          variant: "'NT'",
          antes: '[0, 0, 0, 0]',
          blinds_or_straddles: '[0.50, 1, 0, 0]',
          min_bet: '1',
          starting_stacks: '[55.25, 101.30, 80, 64.15]',
          winnings: '[0, 34.95, 0, 0]',
        },
        [
          'd dh p1 ????',
          'd dh p2 ????',
          'd dh p3 ????',
          'd dh p4 ????',
          'p3 cbr 3',
          'p4 f',
          'p1 f',
          'p2 cc',
          'd db 9s7h2c',
          'p2 cc',
          'p3 cbr 4.50',
          'p2 cc',
          'd db Kd',
          'p2 cc',
          'p3 cc',
          'd db 3c',
          'p2 cbr 10',
          'p3 cc',
          'p2 sm AhAs',
          'p3 sm ????',
        ],
      ),
    );
    expect(hand.input.holeCards).to.deep.equal({ p2: ['Ah', 'As'] });
    expect(hand.unknownHoleCards).to.deep.equal(['p1', 'p3', 'p4']);
    expect(hand.events.slice(-2)).to.deep.equal([
      { type: 'SHOW', seat: 'p2' },
      { type: 'MUCK', seat: 'p3' },
    ]);
    const written = writeHandHistory('phh', hand.input, hand.events, hand);
    expect(written).to.contain("'d dh p1 ????'").and.contain("'d dh p2 AhAs'");
    const stars = writeHandHistory('pokerstars', hand.input, hand.events, hand);
    expect(stars).to.contain('Dealt to p2 [Ah As]').and.not.contain('Dealt to p1');
  });

  it('T18: the rake is what the pots held beyond the stated winnings; our pots less the rake are the winnings', () => {
    const hand = readHandHistory(
      phh(
        {
          variant: "'NT'",
          antes: '[0, 0]',
          blinds_or_straddles: '[0.50, 1]',
          min_bet: '1',
          starting_stacks: '[50, 50]',
          winnings: '[0, 5.70]',
          currency: "'USD'",
        },
        [
          'd dh p1 ????',
          'd dh p2 ????',
          'p2 cbr 3',
          'p1 cc',
          'd db 9s7h2c',
          'p1 cc',
          'p2 cc',
          'd db Kd',
          'p1 cc',
          'p2 cc',
          'd db 3c',
          'p1 cc',
          'p2 cc',
          'p1 sm ????',
          'p2 sm AhAs',
        ],
      ),
    );
    expect(hand.rake).to.equal(30);
    const result = runHand(hand.input, hand.events);
    expect(result.pots[0].amount - hand.rake).to.equal(hand.winnings?.p2);
    const stars = writeHandHistory('pokerstars', hand.input, hand.events, hand);
    expect(stars).to.contain('p2 collected $5.70 from pot').and.contain('Total pot $6 | Rake $0.30');
    const back = readHandHistory(writeHandHistory('phh', hand.input, hand.events, hand));
    expect(back.rake).to.equal(30);
    expect(back.winnings).to.deep.equal({ p1: 0, p2: 570 });
  });

  it("a table's own seat numbers, the players' names and the time survive PHH → PokerStars → PHH", () => {
    const hand = readHandHistory(
      phh(
        {
          ...NT3,
          seats: '[2, 4, 6]',
          players: "['Ann', 'Ben', 'Cat']",
          table: "'Alpha III'",
          hand: '41234567',
          year: '2010',
          month: '5',
          day: '4',
          time: '01:02:03',
          time_zone_abbreviation: "'ET'",
        },
        [...DEAL3, 'p3 f', 'p1 f'],
      ),
    );
    expect(hand.input.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Ben', 'Cat']);
    expect(hand.seatNumbers).to.deep.equal({ p1: 2, p2: 4, p3: 6 });
    const stars = readHandHistory(writeHandHistory('pokerstars', hand.input, hand.events, hand));
    expect(stars.seatNumbers).to.deep.equal({ Ann: 2, Ben: 4, Cat: 6 });
    expect(stars).to.include({ table: 'Alpha III', hand: '41234567' });
    expect(stars.time).to.deep.equal({ year: 2010, month: 5, day: 4, time: '01:02:03', timeZone: 'ET' });
    const again = readHandHistory(writeHandHistory('phh', stars.input, stars.events, stars));
    expect(again.input.seats).to.deep.equal(hand.input.seats);
    expect(again.seatNumbers).to.deep.equal(hand.seatNumbers);
  });

  it('T16, T15: what PHH cannot say the kit writes in user-defined fields and reads back: _tournament, _max_bet_actions, _house_rules', () => {
    const input: HandInput = {
      structure: 'fixed-limit',
      blinds: { small: 1, big: 2 },
      seats: [
        { id: 'a', stack: 100 },
        { id: 'b', stack: 100 },
      ],
      button: 'b',
      tournament: true,
      limits: { maxBetActions: [4, 5, 5, 5] },
      holeCards: { a: 'As Ad', b: 'Ks Kd' },
      board: '2c 3d 7h 8s Jc',
    };
    const events: HandEvent[] = [
      { type: 'ACT', seat: 'b', action: 'call' },
      ...['a', 'a', 'b', 'a', 'b', 'a', 'b'].map((seat): HandEvent => ({ type: 'ACT', seat, action: 'check' })),
    ];
    const text = writeHandHistory('phh', input, events);
    expect(text)
      .to.contain('_tournament = true')
      .and.contain('_max_bet_actions = [4, 5, 5, 5]')
      .and.contain('_house_rules = { headsUpUncapped = true }');
    const back = readHandHistory(text);
    expect(back.input).to.include({ tournament: true });
    expect(back.input.limits?.maxBetActions).to.deep.equal([4, 5, 5, 5]);
    expect(back.input.houseRules).to.deep.equal({ headsUpUncapped: true });
    expect(Object.values(runHand(back.input, back.events).stacks)).to.deep.equal(Object.values(runHand(input, events).stacks));
  });

  it('writeHandHistory refuses pot-limit in PHH (unsupported-variant) and an event the rules refuse (refused-event)', () => {
    const input: HandInput = {
      structure: 'pot-limit',
      blinds: { small: 1, big: 2 },
      seats: [
        { id: 'a', stack: 100 },
        { id: 'b', stack: 100 },
      ],
      button: 'b',
      seed: 1,
    };
    expect(historyError(() => writeHandHistory('phh', input, [])).code).to.equal('unsupported-variant');
    const refused = historyError(() =>
      writeHandHistory('phh', { ...input, structure: 'no-limit' }, [{ type: 'ACT', seat: 'a', action: 'fold' }]),
    );
    expect(refused.code).to.equal('refused-event');
    expect(refused.message).to.contain('not-your-turn').and.contain('T6');
  });
});

describe('hand histories: malformed PHH is a HandHistoryError with a code and the line', () => {
  const cases: [string, string, string, number | null][] = [
    ['a TOML syntax error', 'variant = "NT"\nantes = [0, 0\nmin_bet = 2\n', 'history-syntax', 3],
    ['a missing field', 'variant = "NT"\nantes = [0, 0]\n', 'history-missing-field', 1],
    ['a field of the wrong type', phh({ ...NT3, starting_stacks: "'many'" }, DEAL3), 'history-invalid-field', 5],
    ['an unreadable action', phh(NT3, [...DEAL3, 'p3 cbr 300', 'p1 xyz']), 'history-action', 11],
    ['a player who is not at the table', phh(NT3, [...DEAL3, 'p4 f']), 'history-action', 10],
    ['a card that is no card', phh(NT3, ['d dh p1 AsKx']), 'unknown-card', 7],
    ['a card dealt twice', phh(NT3, ['d dh p1 AsKd', 'd dh p2 AsQc']), 'duplicate-card', 8],
    ['a straddle', phh({ ...NT3, blinds_or_straddles: '[50, 100, 200]' }, DEAL3), 'history-unsupported', 3],
    ['antes that differ (a big blind ante)', phh({ ...NT3, antes: '[0, 100, 0]' }, DEAL3), 'history-unsupported', 2],
    ['T5: the flop dealt before the betting is over', phh(NT3, [...DEAL3, 'p3 cc', 'd db Ks7h2c']), 'history-inconsistent', 11],
    [
      'cards shown unlike those dealt',
      phh(NT3, [
        ...DEAL3,
        'p3 f',
        'p1 cc',
        'p2 cc',
        'd db Ks7h2c',
        'p1 cc',
        'p2 cc',
        'd db 4d',
        'p1 cc',
        'p2 cc',
        'd db Jc',
        'p1 cc',
        'p2 cc',
        'p1 sm AhKd',
      ]),
      'history-inconsistent',
      22,
    ],
    ['a stack the engine refuses (T8: at least 1)', phh({ ...NT3, starting_stacks: '[0, 5000, 5000]' }, DEAL3), 'invalid-input', 5],
  ];
  for (const [what, text, code, line] of cases) {
    it(`${what}: ${code}${line === null ? '' : ` on line ${line}`}`, () => {
      const error = historyError(() => readHandHistory(text));
      expect(error.code).to.equal(code);
      expect(error.line).to.equal(line);
      if (line !== null) expect(error.message).to.match(new RegExp(`^line ${line}: `));
    });
  }

  it('in a .phhs file the line is counted from the top of the file', () => {
    const text = `[1]\n${phh(NT3, [...DEAL3, 'p3 f', 'p1 f'])}\n[2]\n${phh(NT3, [...DEAL3, 'p3 zz'])}`;
    const error = historyError(() => readHandHistories(text));
    expect(error.code).to.equal('history-action');
    expect(error.line).to.equal(text.split('\n').indexOf("  'p3 zz',") + 1);
  });

  it('empty text is history-empty; text that is not a string is missing-input', () => {
    expect(historyError(() => readHandHistory('  \n')).code).to.equal('history-empty');
    expect(historyError(() => readHandHistory(42 as unknown as string)).code).to.equal('missing-input');
  });
});
