import { expect } from '@open-wc/testing';
import { runHand, type HandEvent, type HandInput } from '../../src/core/index.js';
import { HandHistoryError, readHandHistories, readHandHistory, writeHandHistory } from '../../src/core/history/index.js';
import { thrown } from '../support/errors.js';

/** The HandHistoryError `read` throws. */
function historyError(read: () => unknown): HandHistoryError {
  const error = thrown(read);
  expect(error).to.be.instanceOf(HandHistoryError);
  return error as HandHistoryError;
}

const act = (seat: string, action: 'fold' | 'check' | 'call' | 'all-in'): HandEvent => ({ type: 'ACT', seat, action });
const raise = (seat: string, to: number): HandEvent => ({ type: 'ACT', seat, action: 'raise', to });

/** Four players all in preflop for different amounts: a main pot and two side pots. */
const SIDE_POTS: HandInput = {
  structure: 'no-limit',
  blinds: { small: 25, big: 50 },
  seats: [
    { id: 'Ann', stack: 500 },
    { id: 'Ben', stack: 1500 },
    { id: 'Cat', stack: 2500 },
    { id: 'Dan', stack: 4000 },
  ],
  button: 'Dan',
  holeCards: { Ann: 'Ah Ad', Ben: 'Kh Kd', Cat: 'Qh Qd', Dan: 'Jh Jd' },
  board: '2c 7d 9h 3s 4c',
};
const SIDE_POT_EVENTS: HandEvent[] = [
  raise('Cat', 150),
  act('Dan', 'call'),
  act('Ann', 'all-in'),
  act('Ben', 'all-in'),
  act('Cat', 'all-in'),
  act('Dan', 'call'),
];

/** The numbers of the summary's pot line: total, the pots listed, the rake. */
function potLine(text: string): { total: number; pots: number[]; rake: number } {
  const line = text.split('\n').find((l) => l.startsWith('Total pot')) as string;
  const numbers = (part: string): number[] => [...part.matchAll(/\$?([\d.]+)/g)].map((m) => Number(m[1]));
  const [head, rake] = line.split('|');
  const [total, ...pots] = numbers(head.replace(/Side pot-\d/g, 'Side pot'));
  return { total, pots, rake: numbers(rake)[0] };
}

describe('hand histories: PokerStars out', () => {
  it('T18: an all-in of four stacks writes a main pot and two side pots that add up, and who collected what from which', () => {
    const text = writeHandHistory('pokerstars', SIDE_POTS, SIDE_POT_EVENTS);
    const lines = text.trim().split('\n');
    expect(lines[0]).to.equal("PokerStars Hand #1:  Hold'em No Limit (25/50) - 1970/01/01 00:00:00 ET");
    expect(lines[1]).to.equal("Table 'holdem-elements' 6-max Seat #4 is the button");
    expect(lines.slice(2, 8)).to.deep.equal([
      'Seat 1: Ann (500 in chips)',
      'Seat 2: Ben (1500 in chips)',
      'Seat 3: Cat (2500 in chips)',
      'Seat 4: Dan (4000 in chips)',
      'Ann: posts small blind 25',
      'Ben: posts big blind 50',
    ]);
    expect(lines).to.include.members([
      'Cat: raises 100 to 150',
      'Dan: calls 150',
      'Ann: raises 350 to 500 and is all-in',
      'Ben: raises 1000 to 1500 and is all-in',
      'Cat: raises 1000 to 2500 and is all-in',
      'Dan: calls 2350',
      '*** FLOP *** [2c 7d 9h]',
      '*** TURN *** [2c 7d 9h] [3s]',
      '*** RIVER *** [2c 7d 9h 3s] [4c]',
      'Ann: shows [Ah Ad] (a pair of Aces)',
      'Ben: shows [Kh Kd] (a pair of Kings)',
      'Cat: shows [Qh Qd] (a pair of Queens)',
      'Dan: mucks hand',
      'Total pot 7000 Main pot 2000. Side pot-1 3000. Side pot-2 2000. | Rake 0',
      'Board [2c 7d 9h 3s 4c]',
      'Seat 1: Ann (small blind) showed [Ah Ad] and won (2000) with a pair of Aces',
      'Seat 3: Cat showed [Qh Qd] and lost with a pair of Queens'.replace('lost', 'won (2000)'),
      'Seat 4: Dan (button) mucked [Jh Jd]',
    ]);
    // T18: the last side pot is awarded first.
    const collected = lines.filter((l) => l.includes(' collected '));
    expect(collected).to.deep.equal([
      'Cat collected 2000 from side pot-2',
      'Ben collected 3000 from side pot-1',
      'Ann collected 2000 from main pot',
    ]);
    const { total, pots, rake } = potLine(text);
    expect(pots.reduce((a, b) => a + b, 0) + rake).to.equal(total);
    expect(collected.map((l) => Number(/collected (\d+)/.exec(l)?.[1])).reduce((a, b) => a + b, 0)).to.equal(total - rake);
    // And it reads back to the same hand.
    const back = readHandHistory(text);
    expect(back.format).to.equal('pokerstars');
    expect(back.events).to.deep.equal([
      ...SIDE_POT_EVENTS.slice(0, 2),
      raise('Ann', 500),
      raise('Ben', 1500),
      raise('Cat', 2500),
      act('Dan', 'call'),
      ...['Ann', 'Ben', 'Cat'].map((seat): HandEvent => ({ type: 'SHOW', seat })),
      { type: 'MUCK', seat: 'Dan' },
    ]);
    expect(runHand(back.input, back.events).stacks).to.deep.equal({ Ann: 2000, Ben: 3000, Cat: 2000, Dan: 1500 });
  });

  it('T10, T20: a bet nobody calls is returned, the pot holds only what was matched, and the winner does not show', () => {
    const input: HandInput = {
      ...SIDE_POTS,
      seats: SIDE_POTS.seats.slice(0, 3),
      button: 'Cat',
      holeCards: { Ann: 'Ah Ad', Ben: 'Kh Kd', Cat: 'Qh Qd' },
    };
    const text = writeHandHistory('pokerstars', input, [raise('Cat', 300), act('Ann', 'fold'), act('Ben', 'fold')]);
    expect(text).to.contain(
      [
        'Uncalled bet (250) returned to Cat',
        'Cat collected 125 from pot',
        "Cat: doesn't show hand",
        '*** SUMMARY ***',
        'Total pot 125 | Rake 0',
      ].join('\n'),
    );
    expect(text)
      .to.contain('Seat 3: Cat (button) collected (125)')
      .and.contain('Seat 1: Ann (small blind) folded before Flop\n')
      .and.not.contain('*** SHOW DOWN ***');
  });

  it('headers: cash with a currency, tournament with buy-in and level, and play money without a unit', () => {
    const events = [act('Cat', 'fold'), act('Ann', 'fold')];
    const input: HandInput = { ...SIDE_POTS, seats: SIDE_POTS.seats.slice(0, 3), button: 'Cat', holeCards: {} };
    const cash = writeHandHistory('pokerstars', input, events, {
      decimals: 2,
      currency: 'USD',
      hand: '229876543210',
      table: 'Hyperion IV',
      seatCount: 6,
      time: { year: 2021, month: 6, day: 12, time: '21:14:05', timeZone: 'ET' },
    });
    expect(cash.split('\n').slice(0, 3)).to.deep.equal([
      "PokerStars Hand #229876543210:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/06/12 21:14:05 ET",
      "Table 'Hyperion IV' 6-max Seat #3 is the button",
      'Seat 1: Ann ($5 in chips)',
    ]);
    expect(cash, 'unknown hole cards are not dealt to anyone').to.not.contain('Dealt to');
    const tournament = writeHandHistory('pokerstars', { ...input, tournament: true, ante: 5 }, events, {
      tournamentId: '3300123456',
      buyIn: '$1.00+$0.10 USD',
      level: 'IV',
    });
    expect(tournament.split('\n')[0]).to.equal(
      "PokerStars Hand #1: Tournament #3300123456, $1.00+$0.10 USD Hold'em No Limit - Level IV (25/50) - 1970/01/01 00:00:00 ET",
    );
    expect(tournament).to.contain('Ann: posts the ante 5\nBen: posts the ante 5\nCat: posts the ante 5\nAnn: posts small blind 25');
    const back = readHandHistory(tournament);
    expect(back.input).to.include({ tournament: true, ante: 5 });
    expect(back).to.include({ tournamentId: '3300123456', buyIn: '$1.00+$0.10 USD', level: 'IV' });
    const limit = writeHandHistory('pokerstars', { ...input, structure: 'fixed-limit' }, events);
    expect(limit.split('\n')[0]).to.contain("Hold'em Limit (50/100)");
  });

  it('an unfinished hand is no PokerStars history (incomplete-hand), though PHH writes it', () => {
    const events = [raise('Cat', 150)];
    expect(historyError(() => writeHandHistory('pokerstars', SIDE_POTS, events)).code).to.equal('incomplete-hand');
    const phh = readHandHistory(writeHandHistory('phh', SIDE_POTS, events));
    expect(phh.events, 'PHH calls the players p1 … p4 in dealing order').to.deep.equal([raise('p3', 150)]);
    expect(phh.finishingStacks).to.equal(undefined);
  });
});

const CASH = `PokerStars Hand #229876543210:  Hold'em No Limit ($0.25/$0.50 USD) - 2021/06/12 21:14:05 ET
Table 'Hyperion IV' 6-max Seat #5 is the button
Seat 1: grinder77 ($52.10 in chips)
Seat 2: Hero ($50 in chips)
Seat 3: sleepy_joe ($12.35 in chips) is sitting out
Seat 5: ace-high ($71.40 in chips)
Seat 6: Nits R Us ($48.75 in chips)
Nits R Us: posts small blind $0.25
grinder77: posts big blind $0.50
*** HOLE CARDS ***
Dealt to Hero [Ah Kh]
Hero: raises $1 to $1.50
ace-high: calls $1.50
Nits R Us: folds
grinder77: calls $1
*** FLOP *** [Kd 8c 3h]
grinder77: checks
Hero: bets $3
ace-high said, "gl"
ace-high: calls $3
grinder77: folds
*** TURN *** [Kd 8c 3h] [2s]
Hero: bets $7.25
ace-high: raises $10 to $17.25
Hero: calls $10
*** RIVER *** [Kd 8c 3h 2s] [Jd]
Hero: checks
ace-high: bets $20
Hero: calls $20
*** SHOW DOWN ***
ace-high: shows [Kc Jc] (two pair, Kings and Jacks)
Hero: mucks hand
ace-high collected $82.75 from pot
*** SUMMARY ***
Total pot $85.25 | Rake $2.50
Board [Kd 8c 3h 2s Jd]
Seat 1: grinder77 (big blind) folded on the Flop
Seat 2: Hero mucked [Ah Kh]
Seat 5: ace-high (button) showed [Kc Jc] and won ($82.75) with two pair, Kings and Jacks
Seat 6: Nits R Us (small blind) folded before Flop
`;

const TOURNAMENT = `PokerStars Hand #230000000001: Tournament #3300123456, $1.00+$0.10 USD Hold'em No Limit - Level IV (50/100) - 2021/06/12 21:30:00 ET
Table '3300123456 7' 9-max Seat #1 is the button
Seat 1: Ann (3000 in chips)
Seat 2: Ben (1200 in chips)
Seat 3: Cat (4500 in chips)
Ann: posts the ante 10
Ben: posts the ante 10
Cat: posts the ante 10
Ben: posts small blind 50
Cat: posts big blind 100
*** HOLE CARDS ***
Dealt to Cat [9c 9d]
Ann: folds
Ben: raises 1090 to 1190 and is all-in
Cat: calls 1090
Ben: shows [Ah Qs]
Cat: shows [9c 9d]
*** FLOP *** [2h 7s Kd]
*** TURN *** [2h 7s Kd] [3c]
*** RIVER *** [2h 7s Kd 3c] [Qd]
*** SHOW DOWN ***
Ben collected 2410 from pot
*** SUMMARY ***
Total pot 2410 | Rake 0
Board [2h 7s Kd 3c Qd]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Ben (small blind) showed [Ah Qs] and won (2410) with a pair of Queens
Seat 3: Cat (big blind) showed [9c 9d] and lost with a pair of Nines
`;

describe('hand histories: PokerStars in', () => {
  it('a cash hand: cents, the table seat numbers, a seat sitting out, unseen cards kept unknown, rake (T16 mucks)', () => {
    const hand = readHandHistory(CASH);
    expect(hand).to.include({
      format: 'pokerstars',
      decimals: 2,
      currency: 'USD',
      currencySymbol: '$',
      rake: 250,
      hand: '229876543210',
      table: 'Hyperion IV',
      seatCount: 6,
      venue: 'PokerStars',
    });
    expect(hand.input.seats).to.deep.equal([
      { id: 'grinder77', stack: 5210 },
      { id: 'Hero', stack: 5000 },
      { id: 'ace-high', stack: 7140 },
      { id: 'Nits R Us', stack: 4875 },
    ]);
    expect(hand.input).to.include({ structure: 'no-limit', button: 'ace-high' });
    expect(hand.input.blinds).to.deep.equal({ small: 25, big: 50 });
    expect(hand.seatNumbers).to.deep.equal({ grinder77: 1, Hero: 2, 'ace-high': 5, 'Nits R Us': 6 });
    expect(hand.input.holeCards).to.deep.equal({ Hero: ['Ah', 'Kh'], 'ace-high': ['Kc', 'Jc'] });
    expect(hand.unknownHoleCards).to.deep.equal(['grinder77', 'Nits R Us']);
    expect(hand.events.slice(-2)).to.deep.equal([
      { type: 'SHOW', seat: 'ace-high' },
      { type: 'MUCK', seat: 'Hero' },
    ]);
    expect(hand.eventLines[0]).to.equal(12);
    const result = runHand(hand.input, hand.events);
    expect(result.violation).to.equal(null);
    // The engine awards the whole pot; the file's winnings are the pot less the rake.
    expect(result.pots.map((p) => p.amount)).to.deep.equal([8525]);
    expect(hand.winnings).to.deep.equal({ 'ace-high': 8275 });
    expect(result.stacks['ace-high'] - hand.rake).to.equal(7140 - 4175 + 8275);
    // Written again, the same text where it counts.
    const again = writeHandHistory('pokerstars', hand.input, hand.events, hand);
    for (const line of [
      'Seat 2: Hero ($50 in chips)',
      'Hero: raises $1 to $1.50',
      'ace-high: raises $10 to $17.25',
      'ace-high collected $82.75 from pot',
      'Total pot $85.25 | Rake $2.50',
      'Seat 2: Hero mucked [Ah Kh]',
    ]) {
      expect(again).to.contain(line);
    }
    expect(readHandHistory(again).events).to.deep.equal(hand.events);
  });

  it('T16: a tournament all-in is face up: the shows are no events, and the hand replays to the pot', () => {
    const hand = readHandHistory(TOURNAMENT);
    expect(hand.input).to.include({ tournament: true, ante: 10, button: 'Ann' });
    expect(hand.events).to.deep.equal([act('Ann', 'fold'), raise('Ben', 1190), act('Cat', 'call')]);
    expect(runHand(hand.input, hand.events).stacks).to.deep.equal({ Ann: 2990, Ben: 2410, Cat: 3300 });
  });

  it('T11: an illegal raise reads, and runHand refuses it at that action with T11', () => {
    const text = TOURNAMENT.replace('Ann: folds', 'Ann: raises 50 to 150').replace(/Ben: raises[^]*$/, '');
    const hand = readHandHistory(text);
    expect(runHand(hand.input, hand.events).violation).to.include({ index: 0, code: 'raise-below-minimum', ruleId: 'T11' });
  });

  it('several hands one after another: readHandHistories reads each', () => {
    const hands = readHandHistories(`${CASH}\n\n${TOURNAMENT}\n`);
    expect(hands.map((h) => h.hand)).to.deep.equal(['229876543210', '230000000001']);
    const lines = `${CASH}\n\n${TOURNAMENT}\n`.split('\n');
    expect(hands[1].eventLines[0]).to.equal(lines.indexOf('Ann: folds') + 1);
  });

  it('T18: summary figures that disagree (total pot, collected, side pots) are reported as differences; the hand reads and replays by its actions', () => {
    const figures: [string, string, string][] = [
      [CASH.replace('Total pot $85.25', 'Total pot $86.25'), 'total-pot', 'Total pot $86.25'],
      [CASH.replace('collected $82.75 from pot', 'collected $80 from pot'), 'collected', 'collected $80 from pot'],
      [
        writeHandHistory('pokerstars', SIDE_POTS, SIDE_POT_EVENTS).replace('Side pot-2 2000.', 'Side pot-2 2500.'),
        'pots-listed',
        'Total pot',
      ],
    ];
    for (const [text, figure, line] of figures) {
      const hand = readHandHistory(text);
      const difference = hand.differences?.find((d) => d.figure === figure);
      expect(difference, figure).to.not.equal(undefined);
      expect(difference?.line).to.equal(text.split('\n').findIndex((l) => l.includes(line)) + 1);
      expect(difference?.file).to.not.equal(difference?.replayed);
      expect(runHand(hand.input, hand.events).violation).to.equal(null);
    }
    expect(readHandHistory(CASH).differences).to.equal(undefined);
  });

  /** Each case: what is wrong, the text, the code, and the line the error names (by its text; '' for none). */
  const cases: [string, string, string, string][] = [
    [
      'a call of the wrong amount',
      CASH.replace('grinder77: calls $1', 'grinder77: calls $1.50'),
      'history-inconsistent',
      'grinder77: calls $1.50',
    ],
    [
      'a raise whose two amounts disagree',
      CASH.replace('raises $10 to $17.25', 'raises $9 to $17.25'),
      'history-inconsistent',
      'raises $9 to $17.25',
    ],
    [
      'T3: a blind posted by the wrong seat',
      CASH.replace('Nits R Us: posts small blind', 'Hero: posts small blind'),
      'history-inconsistent',
      'Hero: posts small blind',
    ],
    ['a line that is no action', CASH.replace('Hero: checks', 'Hero: dances'), 'history-action', 'Hero: dances'],
    ['a card that is no card', CASH.replace('[Kd 8c 3h]', '[Kd 8x 3h]'), 'unknown-card', '*** FLOP ***'],
    [
      'cards shown unlike those dealt',
      CASH.replace('Seat 2: Hero mucked [Ah Kh]', 'Seat 2: Hero mucked [Ad Kh]'),
      'history-inconsistent',
      'Hero mucked [Ad Kh]',
    ],
    ['no table line', CASH.replace(/^Table.*\n/m, ''), 'history-missing-field', 'Seat 1: grinder77'],
    ["a game other than Hold'em", CASH.replace("Hold'em No Limit", 'Omaha Pot Limit'), 'unsupported-variant', 'PokerStars Hand'],
  ];
  for (const [what, text, code, line] of cases) {
    it(`malformed: ${what}: ${code} on the line of "${line}"`, () => {
      const error = historyError(() => readHandHistory(text));
      expect(error.code).to.equal(code);
      expect(error.line).to.equal(text.split('\n').findIndex((l) => l.includes(line)) + 1);
      if (code === 'unsupported-variant') expect(error.message).to.contain('Omaha Pot Limit');
    });
  }
});
