/**
 * The pure modules behind the tables, without an element: reading the attributes, the log's
 * wording, the explanations, the event details and the error messages (`internal/`), on hands
 * played by core's engine.
 */
import { expect } from '@open-wc/testing';
import { applyHandEvent, startHand, type HandEvent, type HandInput, type HandState } from '../../src/core/hand/index.js';
import { handErrorMessage } from '../../src/elements/poker-table/internal/errors.js';
import { eventText } from '../../src/elements/poker-table/steps.js';
import { handNotes } from '../../src/elements/poker-table/internal/hand-notes.js';
import {
  boardAttribute,
  controlsAttribute,
  holeCardsAttribute,
  readHandInput,
  readScript,
  readSeats,
  type HandSettings,
} from '../../src/elements/poker-table/internal/read-hand.js';
import { errorDetail } from '../../src/elements/shared/table/internal/error-detail.js';
import { tableErrorMessage } from '../../src/elements/shared/table/internal/errors.js';
import { allInStandsAlone, nowNotes, optionsOf, resultNotes } from '../../src/elements/shared/table/internal/explanations.js';
import { handCompleteDetail, handEntryEvents, violationDetail } from '../../src/elements/shared/table/internal/hand-events.js';
import { awardLine, lineText, logLine, nameOf, refusedText, shownHand } from '../../src/elements/shared/table/internal/log-words.js';
import {
  blindsAttribute,
  readBlinds,
  readChips,
  readStacks,
  readStructure,
  structureAttribute,
  wholeNumberAttribute,
  type Problem,
} from '../../src/elements/shared/table/internal/read-input.js';
import { seatGeometry } from '../../src/elements/shared/table/internal/seat-geometry.js';
import { statePath } from '../../src/elements/shared/table/state-panel.js';
import { t } from './poker-table-words.js';

/** A hand played by core's engine, every event accepted. */
function play(input: HandInput, events: readonly HandEvent[]): { before: HandState; state: HandState } {
  let state = startHand(input);
  let before = state;
  for (const event of events) {
    const step = applyHandEvent(state, event);
    if (!step.ok) throw new Error(`refused: ${JSON.stringify(event)} (${step.violation.code})`);
    before = state;
    state = step.state;
  }
  return { before, state };
}

const act = (seat: string, action: Extract<HandEvent, { type: 'ACT' }>['action'], to?: number): HandEvent =>
  to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to };

/** The T12 demo: Anna bets 500, Ben is all-in for 700 (200 more, less than a full raise), Carla calls. */
const T12: HandInput = {
  structure: 'no-limit',
  blinds: { small: 50, big: 100 },
  seats: [
    { id: 'Anna', stack: 5000 },
    { id: 'Ben', stack: 800 },
    { id: 'Carla', stack: 5000 },
  ],
  button: 'Carla',
  holeCards: { Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'], Carla: ['9s', '9d'] },
  board: ['Ks', '7h', '2c', '4d', 'Jc'],
};
const T12_EVENTS = [
  act('Carla', 'call'),
  act('Anna', 'call'),
  act('Ben', 'check'),
  act('Anna', 'bet', 500),
  act('Ben', 'all-in'),
  act('Carla', 'call'),
];

describe('tables, reading attributes (internal/read-input, read-hand)', () => {
  it('T8: chips as authors write them; anything else is named by its code', () => {
    expect(readChips('5,000')).to.deep.equal({ value: 5000 });
    expect(readChips(700)).to.deep.equal({ value: 700 });
    expect(readChips(-5)).to.include({ code: 'negative-amount' });
    expect(readChips({ chips: 5 })).to.include({ code: 'not-a-number' });
    expect(readChips(undefined)).to.include({ code: 'missing-amount' });
  });

  it('T3: blinds from text or an object; the small blind alone is half the big one', () => {
    expect(readBlinds('50/100')).to.deep.equal({ small: 50, big: 100 });
    expect(readBlinds('100')).to.deep.equal({ small: 50, big: 100 });
    expect(readBlinds({ small: 25, big: 50 })).to.deep.equal({ small: 25, big: 50 });
    expect(readBlinds('100/50')).to.equal(null);
    expect(readBlinds('fifty')).to.equal(null);
  });

  it('T11, T14, T15: betting structures by their usual names', () => {
    expect(['NL', 'no limit', 'Pot-Limit', 'limit', 'LHE'].map(readStructure)).to.deep.equal([
      'no-limit',
      'no-limit',
      'pot-limit',
      'fixed-limit',
      'fixed-limit',
    ]);
    expect(readStructure('spread')).to.equal(null);
  });

  it('attribute converters give real values, and keep the text they cannot read for the message', () => {
    expect(structureAttribute.fromAttribute('PL')).to.equal('pot-limit');
    expect(structureAttribute.fromAttribute('spread')).to.equal('spread');
    expect(structureAttribute.fromAttribute(null)).to.equal('no-limit');
    expect(blindsAttribute.fromAttribute('5/10')).to.deep.equal({ small: 5, big: 10 });
    expect(blindsAttribute.fromAttribute('5-10')).to.equal('5-10');
    expect(wholeNumberAttribute(6).fromAttribute('9')).to.equal(9);
    expect(wholeNumberAttribute(6).fromAttribute('nine')).to.equal('nine');
    expect(wholeNumberAttribute(6).fromAttribute(null)).to.equal(6);
    expect(holeCardsAttribute.fromAttribute('Anna: As Kd; Ben Qh Qc')).to.deep.equal({ Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'] });
    expect(holeCardsAttribute.fromAttribute('Anna: Zz Kd')).to.equal('Anna: Zz Kd');
    expect(boardAttribute.fromAttribute('Ks 7h 2c')).to.deep.equal(['Ks', '7h', '2c']);
    expect(boardAttribute.fromAttribute(null)).to.deep.equal([]);
    expect(controlsAttribute.fromAttribute('None')).to.equal('none');
    expect(controlsAttribute.fromAttribute('some')).to.equal(undefined);
  });

  it('T8: named stacks: a name given twice or a stack below 1 is a problem; seats without a name are numbered', () => {
    const problems: Problem[] = [];
    const read = readStacks(readSeats('Anna 5000; anna 10; Ben -3; 700; Carla Maria: 0'), problems, { field: 'seats' });
    expect(read.map(({ id, stack }) => [id, stack])).to.deep.equal([
      ['Anna', 5000],
      ['Ben', 0],
      ['4', 700],
      ['Carla Maria', 0],
    ]);
    expect(problems.map((p) => [p.code, p.text])).to.deep.equal([
      ['duplicate-seat', 'anna'],
      ['negative-amount', '-3'],
      ['zero', '0'],
    ]);
  });

  it('T7: the script in English and German verbs; amounts are totals for the street; the first step it cannot read is reported', () => {
    const { steps, problem } = readScript(
      'Carla calls; Anna geht mit; Ben checks; Anna bets 500; Ben all-in; Anna raises to 1,500; Anna zeigt; Dora folds',
      ['Anna', 'Ben', 'Carla'],
    );
    expect(steps.map((step) => step.event)).to.deep.equal([
      act('Carla', 'call'),
      act('Anna', 'call'),
      act('Ben', 'check'),
      act('Anna', 'bet', 500),
      act('Ben', 'all-in'),
      act('Anna', 'raise', 1500),
      { type: 'SHOW', seat: 'Anna' },
    ]);
    expect(problem).to.deep.equal({ code: 'unknown-seat', field: { kind: 'script', step: 8 }, text: 'Dora', blocking: false });
    expect(readScript('Anna raises', ['Anna']).problem?.code).to.equal('script-amount');
  });

  const settings = (changes: Partial<HandSettings>): HandSettings => ({
    structure: 'no-limit',
    blinds: { small: 50, big: 100 },
    ante: 0,
    seats: readSeats('Anna 1000; Ben 1000'),
    button: '',
    hero: '',
    holeCards: {},
    board: [],
    script: '',
    seed: undefined,
    autoShowdown: false,
    tournament: false,
    houseRules: undefined,
    ...changes,
  });

  it('T2, T5: the hand input: the button defaults to the last seat; a script without shows resolves the showdown by itself', () => {
    const { input, script, problems } = readHandInput(
      settings({ seats: 'Anna 1000; Ben 800', holeCards: 'anna: As Kd', board: 'Ks 7h 2c', script: 'Ben calls', seed: 'x' }),
    );
    expect(problems).to.deep.equal([]);
    expect(script).to.have.length(1);
    expect(input).to.deep.include({
      button: 'Ben',
      autoShowdown: true,
      seed: 'x',
      holeCards: { Anna: ['As', 'Kd'] },
      board: ['Ks', '7h', '2c'],
    });
    expect(input?.seats).to.deep.equal([
      { id: 'Anna', stack: 1000 },
      { id: 'Ben', stack: 800 },
    ]);
  });

  it('T1: a card dealt twice, a card that is not one, an unknown button: problems that stop the deal', () => {
    const twice = readHandInput(settings({ holeCards: { Anna: ['As', 'Kd'] }, board: ['As'] }));
    expect(twice.input).to.equal(null);
    expect(twice.problems.map((p) => [p.code, p.text])).to.deep.equal([['duplicate-card', 'As']]);
    expect(readHandInput(settings({ board: 'Zz' })).problems.map((p) => [p.code, p.text])).to.deep.equal([['unknown-card', 'Zz']]);
    expect(readHandInput(settings({ button: 'Carla', blinds: '50-100' })).problems.map((p) => p.code)).to.deep.equal([
      'invalid-blinds',
      'unknown-seat',
    ]);
    // A bad script step only cuts the script short: the hand is dealt.
    const script = readHandInput(settings({ script: 'Ben calls; Dora folds' }));
    expect(script.input).not.to.equal(null);
    expect(script.problems.map((p) => p.code)).to.deep.equal(['unknown-seat']);
  });
});

describe('tables, wording the hand (internal/log-words, hand-events)', () => {
  it('T17: a shown hand is worded from the ranks the machine gives, no evaluation again', () => {
    const { state } = play(
      // The tournament rule (T16) turns both hands face up: the pot is won with a hand.
      {
        ...T12,
        seats: [
          { id: 'Anna', name: 'Anna A.', stack: 5000 },
          { id: 'Ben', stack: 5000 },
          { id: 'Carla', stack: 5000 },
        ],
        autoShowdown: true,
        tournament: true,
      },
      [act('Carla', 'call'), act('Anna', 'call'), act('Ben', 'all-in'), act('Carla', 'fold'), act('Anna', 'call')],
    );
    expect(nameOf(state, 'Anna')).to.equal('Anna A.');
    expect(nameOf(state, 'Zed')).to.equal('Zed');
    expect(shownHand(state, 'Anna')).to.deep.include({ category: 'one-pair' });
    const show = state.log.find((entry) => entry.kind === 'show' && entry.seat === 'Anna')!;
    expect(lineText(t, state, show)).to.equal('Anna A. shows A\u2660\uFE0E K\u2666\uFE0E: Pair of kings');
    const award = state.result!.awards[0]!;
    expect(t.term('logLine', awardLine(state, award))).to.equal('Main pot (10,100): Anna A. wins with a pair of kings');
  });

  it("T9, T10: log entries as the translation's lines, cards where the sentence puts them", () => {
    const { state } = play(T12, T12_EVENTS);
    const lines = state.log.map((entry) => logLine(state, entry, '#'));
    expect(lines).to.deep.include({ kind: 'action', name: 'Ben', action: 'all-in', amount: 700, to: 700, allIn: true });
    expect(lines).to.deep.include({ kind: 'deal-board', street: 'flop', cards: '#' });
  });

  it('T5, T7: new log lines as poker-action and poker-street details, with the whole board so far', () => {
    const { before, state } = play(T12, T12_EVENTS.slice(0, 3));
    const events = handEntryEvents(t, state, state.log.slice(before.log.length));
    expect(events).to.deep.equal([
      {
        type: 'poker-action',
        detail: { seat: 'Ben', action: 'check', street: 'preflop', amount: 0, to: 100, allIn: false, ruleIds: ['T7'], text: 'Ben checks' },
      },
      { type: 'poker-street', detail: { street: 'flop', cards: ['Ks', '7h', '2c'], board: ['Ks', '7h', '2c'] } },
    ]);
  });

  it('T18, T20: poker-hand-complete: awards in award order with their text, winnings, stacks', () => {
    const { state } = play(T12, [act('Carla', 'fold'), act('Anna', 'fold')]);
    const detail = handCompleteDetail(t, state);
    // T10: Ben's last 50 were uncalled and came back first; the pot is the two blinds' matched 100.
    expect(detail).to.deep.include({
      kind: 'uncontested',
      winnings: { Ben: 100 },
      stacks: { Anna: 4950, Ben: 850, Carla: 5000 },
      mucked: [],
    });
    expect(detail.awards.map((award) => award.text)).to.deep.equal(['Main pot (100): Ben takes it: nobody else is in it']);
  });

  it("T6: a refusal as poker-violation: the event's plain fields, the reason worded with names", () => {
    const step = applyHandEvent(startHand(T12), {
      type: 'ACT',
      seat: 'Anna',
      action: 'check',
      extra: { not: 'data' },
    } as unknown as HandEvent);
    expect(step.ok).to.equal(false);
    if (step.ok) return;
    const detail = violationDetail(t, step.violation, (seat) => `${seat}!`);
    expect(detail.event).to.deep.equal({ type: 'ACT', seat: 'Anna', action: 'check' });
    expect(detail).to.include({ code: 'not-your-turn', ruleId: 'T6', message: "It is Carla!'s turn, not Anna!'s." });
    expect(refusedText(t, startHand(T12), step.violation.event)).to.equal('Anna may not check');
  });
});

describe('tables, explanations (internal/explanations, hand-notes)', () => {
  it('TDA 47 (T12): after a short all-in Anna may only call or fold, and the note says why', () => {
    const { state } = play(T12, T12_EVENTS);
    const notes = nowNotes(t, state);
    expect(notes.map((note) => [note.text, note.ruleIds])).to.deep.equal([
      ['Ben’s all-in is less than a full raise, so Anna may only call or fold.', ['T12']],
      ['Anna may fold or call 200.', ['T7']],
      // 200 to call into 2,200: the call must win 200 / 2,400 of the time.
      ['Pot odds: calling 200 to win 2,200 pays off if the call wins at least 8.3% of the time.', []],
    ]);
  });

  it('T12: Ben’s short all-in, seen from Carla (who has not acted) and then from Anna (who has): on its own it reopens nothing; Anna may only call or fold', () => {
    const events = T12_EVENTS.slice(0, 5);
    const { before, state } = play(T12, events);
    const [first] = handNotes(t, { context: state, active: true, before, refused: null });
    expect(first).to.deep.include({
      text: 'Ben’s all-in to 700 is less than a full raise: on its own it does not reopen the betting for players who have already acted.',
      ruleIds: ['T12'],
    });
    // Carla calls; Anna, who bet, is next and the all-in did not reopen the betting for her.
    const after = play(T12, [...events, act('Carla', 'call')]);
    const moment = { context: after.state, active: true, before: play(T12, T12_EVENTS.slice(0, 4)).state, refused: null };
    expect(handNotes(t, moment)[0]).to.deep.include({
      text: 'Ben’s all-in to 700 is less than a full raise: it does not reopen the betting for players who have already acted, so Anna may only call or fold.',
      ruleIds: ['T12'],
    });
  });

  it('T13: two short all-ins add up to a full raise for Anna, who bet before them: the note says she may raise again (not "only call or fold")', () => {
    const input: HandInput = {
      structure: 'no-limit',
      blinds: { small: 5, big: 10 },
      seats: [
        { id: 'Anna', stack: 1000 },
        { id: 'Ben', stack: 1000 },
        { id: 'Carla', stack: 28 },
        { id: 'Dan', stack: 35 },
      ],
      button: 'Dan',
      holeCards: { Anna: ['Ah', 'Kh'], Ben: ['Qd', 'Qs'], Carla: ['9c', '9d'], Dan: ['Jh', 'Ts'] },
      board: ['Kc', '8d', '3h', '6s', '2c'],
    };
    const { before, state } = play(input, [
      act('Carla', 'call'),
      act('Dan', 'call'),
      act('Anna', 'call'),
      act('Ben', 'check'),
      act('Anna', 'bet', 10),
      act('Ben', 'call'),
      act('Carla', 'all-in'),
      act('Dan', 'all-in'),
    ]);
    expect(state.legalActions.raise?.minTo).to.equal(35);
    const notes = handNotes(t, { context: state, active: true, before, refused: null });
    expect(notes[0]).to.deep.include({
      text: 'Dan’s all-in to 25 is less than a full raise on its own, but since Anna last acted the bet has gone up by at least a full raise: Anna may raise again.',
      ruleIds: ['T12', 'T13'],
    });
    expect(notes.map((note) => note.text)).to.include('Anna may fold, call 15, or raise to 35–990.');
  });

  it('T4: the unraised big blind has the option', () => {
    const { state } = play(T12, [act('Carla', 'call'), act('Anna', 'call')]);
    expect(nowNotes(t, state)[0]).to.deep.include({ ruleIds: ['T4'], tone: 'now' });
  });

  it("T15: when the cap closes the raising the reason is the engine's, with its rule", () => {
    const { state } = play(
      {
        structure: 'fixed-limit',
        blinds: { small: 5, big: 10 },
        seats: ['Anna', 'Ben', 'Carla', 'Dora'].map((id) => ({ id, stack: 500 })),
        button: 'Dora',
        seed: 1,
      },
      [act('Carla', 'raise', 20), act('Dora', 'raise', 30), act('Anna', 'raise', 40)],
    );
    const notes = nowNotes(t, state);
    expect(notes[0]!.ruleIds).to.deep.equal(['T15']);
    expect(notes[0]!.text).to.contain('The betting is capped');
  });

  it('T7: the options: all-in stands alone only where no range or call reaches it', () => {
    expect(
      allInStandsAlone({ fold: true, call: { amount: 50, to: 100 }, raise: { minTo: 200, maxTo: 1000 }, allIn: { to: 1000 } } as never),
    ).to.equal(false);
    expect(allInStandsAlone({ fold: true, call: { amount: 500, to: 600 }, allIn: { to: 300 } } as never)).to.equal(true);
    expect(optionsOf({ check: true, bet: { minTo: 100, maxTo: 900 }, allIn: { to: 900 } } as never)).to.deep.equal([
      { kind: 'check' },
      { kind: 'bet', minTo: 100, maxTo: 900 },
    ]);
  });

  it('T12, T18: the notes of a step: the short all-in, the side pot and who may win it', () => {
    const { before, state } = play(T12, T12_EVENTS.slice(0, 5));
    const texts = handNotes(t, { context: state, active: true, before, refused: null }).map((note) => note.text);
    expect(texts[0]).to.contain('Ben’s all-in to 700 is less than a full raise');
    const heads = handNotes(t, {
      context: startHand({ ...T12, seats: T12.seats.slice(0, 2), button: 'Ben', holeCards: {} }),
      active: true,
      before: undefined,
      refused: null,
    });
    expect(heads[0]).to.deep.include({ ruleIds: ['T3'] });
  });

  it("T12: a refused step is explained by its rule, the engine's reason under it", () => {
    const { state } = play(T12, T12_EVENTS);
    const step = applyHandEvent(state, act('Anna', 'raise', 1500));
    if (step.ok) throw new Error('the raise was accepted');
    const [note] = handNotes(t, {
      context: step.state,
      active: true,
      before: state,
      refused: { ...step.violation, event: act('Anna', 'raise', 1500) } as never,
    });
    expect(note).to.deep.include({
      text: 'Ben’s all-in is less than a full raise, so Anna may only call or fold.',
      ruleIds: ['T12'],
      tone: 'refused',
    });
    expect(note!.detail).to.contain('You may only call or fold');
  });

  it('T19: the odd chip of a split pot has a note of its own', () => {
    const { state } = play(
      {
        structure: 'no-limit',
        blinds: { small: 25, big: 50 },
        seats: ['Anna', 'Ben', 'Carla'].map((id) => ({ id, stack: 1000 })),
        button: 'Carla',
        holeCards: { Anna: ['Ac', 'Kd'], Ben: ['2h', '2d'], Carla: ['3s', '3h'] },
        board: ['5c', '6d', '7h', '8s', '9c'],
        autoShowdown: true,
      },
      [
        act('Carla', 'call'),
        act('Anna', 'fold'),
        act('Ben', 'check'),
        act('Ben', 'check'),
        act('Carla', 'check'),
        act('Ben', 'check'),
        act('Carla', 'check'),
        act('Ben', 'check'),
        act('Carla', 'check'),
      ],
    );
    const notes = resultNotes(t, state);
    expect(notes.map((note) => note.tone)).to.deep.equal(['result', 'moment']);
    expect(notes[0]!.ruleIds).not.to.include('T19');
    expect(notes[1]).to.deep.include({ ruleIds: ['T19'] });
    expect(notes[1]!.text).to.contain('the odd chip goes to Ben');
  });
});

describe('tables, errors and the rest (internal/errors, seat-geometry, state-panel)', () => {
  it('messages name the field first; the detail names the seat and the script step', () => {
    const stack: Problem = { code: 'negative-amount', field: { kind: 'seat', seat: 'Anna' }, text: '-20', blocking: true };
    expect(handErrorMessage(t, stack)).to.equal('Anna’s stack: “-20” is negative. A player sits down with at least 1 chip.');
    expect(errorDetail(stack, 'm')).to.deep.equal({ code: 'negative-amount', message: 'm', text: '-20', field: 'seats', seat: 'Anna' });
    const step: Problem = { code: 'script-action', field: { kind: 'script', step: 2 }, text: 'Ben dances', blocking: false };
    expect(errorDetail(step, 'm')).to.include({ field: 'script', step: 2 });
    expect(tableErrorMessage(t, { code: 'invalid-mode', field: { kind: 'mode' }, text: 'cash', blocking: true })).to.contain(
      '<poker-cash-table>',
    );
    expect(tableErrorMessage(t, { code: 'table-size', field: { kind: 'table-size' }, text: '11', blocking: true })).to.equal(undefined);
    expect(handErrorMessage(t, { code: 'chip-overflow', field: { kind: 'seats' }, text: 'too many chips', blocking: true })).to.equal(
      'The hand cannot be dealt: too many chips',
    );
    expect([eventText(act('Anna', 'raise', 5000)), eventText({ type: 'SHOW', seat: 'Ben' }), eventText({ type: 'VOID' })]).to.deep.equal([
      'Anna raise 5000',
      'Ben show',
      'VOID',
    ]);
  });

  it('C1: seats around the oval: position 0 at the bottom, clockwise; the bet towards the middle', () => {
    expect(seatGeometry(0, 6)).to.deep.equal({ x: '50.00%', y: '92.00%', dx: '-0.00', dy: '-19.00' });
    expect(seatGeometry(3, 6).y).to.equal('8.00%');
    expect(statePath({ game: { playing: 'clock' } })).to.equal('game.playing.clock');
  });
});
