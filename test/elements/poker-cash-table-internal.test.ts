/**
 * The pure modules behind `<poker-cash-table>`, without an element: reading its attributes,
 * its notes, its table words and its error messages (`internal/`), on tables run by
 * `tableMachine`.
 */
import { expect } from '@open-wc/testing';
import { createActor, SimulatedClock } from 'xstate';
import { tableMachine, type TableContext, type TableSeat } from '../../src/machines/table.machine.js';
import { cashNotes, type CashMoment } from '../../src/elements/poker-cash-table/internal/cash-notes.js';
import { cashErrorMessage } from '../../src/elements/poker-cash-table/internal/errors.js';
import {
  buyInAttribute,
  clockAttribute,
  DEFAULT_CLOCK,
  readBuyIn,
  readCashInput,
  readClock,
  readPlayers,
  type CashSettings,
} from '../../src/elements/poker-cash-table/internal/read-cash.js';
import { seatState, tableChangeDetail } from '../../src/elements/poker-cash-table/internal/table-words.js';
import type { HandView } from '../../src/elements/shared/table/table-view.js';
import { t } from './poker-table-words.js';

const settings = (changes: Partial<CashSettings>): CashSettings => ({
  structure: 'no-limit',
  blinds: { small: 5, big: 10 },
  ante: 0,
  tableSize: 6,
  buyIn: undefined,
  players: readPlayers('Ben reasonable 1000'),
  clock: DEFAULT_CLOCK,
  botDelay: 0,
  betweenHands: 1000,
  seed: 'unit',
  heroName: 'you',
  ...changes,
});

/** A heads-up table (the reader and Ben) with its first hand dealt. */
function headsUp(): TableContext {
  const actor = createActor(tableMachine, { input: readCashInput(settings({})).input!, clock: new SimulatedClock() });
  actor.start();
  actor.send({ type: 'JOIN', player: 'you', name: 'Hero', buyIn: 500 });
  const context = actor.getSnapshot().context;
  actor.stop();
  return context;
}

const viewOf = (context: TableContext): HandView | null =>
  context.hand
    ? {
        context: context.hand,
        active: context.hand.result === null,
        showdown: context.hand.showdown !== null && context.hand.result === null,
      }
    : null;

const moment = (table: TableContext, changes: Partial<CashMoment> = {}): CashMoment => ({
  table,
  view: viewOf(table),
  heroId: 'you',
  refusal: null,
  amountError: '',
  timeout: null,
  name: (id) => id,
  ...changes,
});

describe('<poker-cash-table>, reading attributes (internal/read-cash)', () => {
  it('T8, C5: the players, buy-in and clock attributes are read as documented', () => {
    expect(readPlayers('Ben reasonable 1000; Carla passive 800; Dan 1,200; Anna Maria: passive 700; Eve: 500')).to.deep.equal([
      { name: 'Ben', bot: 'reasonable', stack: '1000' },
      { name: 'Carla', bot: 'passive', stack: '800' },
      { name: 'Dan', stack: '1,200' },
      { name: 'Anna Maria', bot: 'passive', stack: '700' },
      { name: 'Eve', stack: '500' },
    ]);
    expect(readBuyIn('400-1000')).to.deep.equal({ min: 400, max: 1000 });
    expect(readBuyIn('400 to 1,000')).to.deep.equal({ min: 400, max: 1000 });
    expect(readBuyIn('1000-400')).to.equal(null);
    expect(readClock('30')).to.deep.equal({ decisionMs: 30_000 });
    expect(readClock('30+10')).to.deep.equal({ decisionMs: 30_000, timeBankMs: 10_000 });
    expect(readClock('off')).to.equal(null);
    expect(readClock('soon')).to.equal(undefined);
  });

  it('C5, T8: attribute converters give real values, keep unreadable text, and a removed attribute is the default', () => {
    expect(clockAttribute.fromAttribute('20+5')).to.deep.equal({ decisionMs: 20_000, timeBankMs: 5_000 });
    expect(clockAttribute.fromAttribute('off')).to.equal(null);
    expect(clockAttribute.fromAttribute(null)).to.deep.equal(DEFAULT_CLOCK);
    expect(clockAttribute.fromAttribute('soon')).to.equal('soon');
    expect(buyInAttribute.fromAttribute('400-1000')).to.deep.equal({ min: 400, max: 1000 });
    expect(buyInAttribute.fromAttribute('')).to.equal(undefined);
    expect(buyInAttribute.fromAttribute('lots')).to.equal('lots');
  });

  it('C1, T8: the table input, from properties as well as from text', () => {
    const { input, heroId, problems } = readCashInput(
      settings({ buyIn: { min: 400, max: 1000 }, clock: { decisionMs: 10_000, timeBankMs: 0 }, tableSize: '2', heroName: ' Zoe ' }),
    );
    expect(problems).to.deep.equal([]);
    expect(heroId).to.equal('Zoe');
    expect(input).to.deep.include({
      seats: 2,
      buyIn: { min: 400, max: 1000 },
      clock: { decisionMs: 10_000, timeBankMs: 0 },
      botDelayMs: 0,
      betweenHandsMs: 1000,
      seed: 'unit',
    });
    expect(input?.players).to.deep.equal([{ id: 'Ben', name: 'Ben', stack: 1000, bot: 'reasonable' }]);
  });

  it("C1, T8: bad values are problems that stop the table; the reader's name is taken", () => {
    const codes = (changes: Partial<CashSettings>): string[] => readCashInput(settings(changes)).problems.map((problem) => problem.code);
    expect(codes({ players: 'Ben clever 1000' })).to.deep.equal(['unknown-bot']);
    expect(codes({ players: 'Ben -5' })).to.deep.equal(['negative-amount']);
    expect(codes({ buyIn: '1000-400' })).to.deep.equal(['invalid-buy-in']);
    expect(codes({ clock: 'soon' })).to.deep.equal(['invalid-clock']);
    expect(codes({ clock: { decisionMs: 0 } })).to.deep.equal(['invalid-clock']);
    expect(codes({ tableSize: 11 })).to.deep.equal(['table-size']);
    expect(codes({ botDelay: 'fast' })).to.deep.equal(['invalid-ms']);
    expect(codes({ players: 'Ben 1000; Carla 1000; Dan 1000', tableSize: 2 })).to.deep.equal(['player-count']);
    expect(codes({ players: 'You 1000', heroName: 'you' })).to.deep.equal(['duplicate-seat']);
    expect(readCashInput(settings({ clock: null })).input?.clock).to.equal(null);
  });
});

describe('<poker-cash-table>, words and notes (internal/table-words, cash-notes, errors)', () => {
  it("C4, C5: a seat's state: what happens after this hand first, then the connection", () => {
    const seat = { status: 'active', connected: true, leaveAfterHand: false, sitOutAfterHand: false } as TableSeat;
    expect(seatState(seat)).to.equal('active');
    expect(seatState({ ...seat, connected: false })).to.equal('away');
    expect(seatState({ ...seat, connected: false, sitOutAfterHand: true })).to.equal('sits-out-next');
    expect(seatState({ ...seat, leaveAfterHand: true, sitOutAfterHand: true })).to.equal('leaves-next');
  });

  it("C1, C2: poker-table-change details for the table's lines: kind, hand, player, chips, rules, text", () => {
    const context = headsUp();
    const join = context.log.find((entry) => entry.kind === 'join' && entry.player === 'you')!;
    expect(tableChangeDetail(t, join)).to.deep.equal({
      kind: 'join',
      hand: 0,
      player: 'you',
      amount: 500,
      ruleIds: ['C1'],
      text: 'Hero sits down in seat 2 with 500',
    });
    const start = context.log.find((entry) => entry.kind === 'hand-start')!;
    expect(tableChangeDetail(t, start)).to.include({ kind: 'hand-start', hand: 1 });
  });

  it('T3, C2: heads-up the note says who has the button; without a hand the table waits for players', () => {
    const context = headsUp();
    const notes = cashNotes(t, moment(context));
    expect(notes[0]).to.deep.include({ ruleIds: ['T3'] });
    expect(notes[0]!.text).to.contain('Heads-up');
    const empty = cashNotes(t, moment({ ...context, hand: null }, { view: null }));
    expect(empty).to.deep.equal([{ text: 'Waiting for players.', ruleIds: ['C2'], tone: 'now' }]);
  });

  it('T8, C5: a refusal comes first, said once with its rule; a timeout says what the clock did', () => {
    const context = headsUp();
    const refusal = {
      code: 'mid-hand',
      ruleId: 'T8',
      params: {},
      allowed: {},
      event: { type: 'REBUY', player: 'you', amount: 100 },
    } as never;
    const notes = cashNotes(t, moment(context, { refusal, timeout: 'fold' }));
    expect(notes[0]).to.deep.include({ ruleIds: ['T8'], tone: 'refused' });
    expect(notes[0]!.text).to.contain('Chips can be added only between hands');
    expect(notes[1]).to.deep.include({ ruleIds: ['C5'], tone: 'moment' });
  });

  it("messages of the cash table's own problems, then those of every table", () => {
    expect(cashErrorMessage(t, { code: 'unknown-bot', field: { kind: 'players' }, text: 'Ben\u0000clever', blocking: true })).to.contain(
      '“clever” (Ben)',
    );
    expect(cashErrorMessage(t, { code: 'player-count', field: { kind: 'players' }, text: '3\u00002', blocking: true })).to.equal(
      '3 computer players do not fit a table of 2 seats.',
    );
    expect(cashErrorMessage(t, { code: 'invalid-ms', field: { kind: 'bot-delay' }, text: 'fast', blocking: true })).to.contain(
      'The bot delay: “fast”',
    );
    expect(cashErrorMessage(t, { code: 'invalid-blinds', field: { kind: 'blinds' }, text: '5-10', blocking: true })).to.contain('“5-10”');
  });
});
