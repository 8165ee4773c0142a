/**
 * Table refusals (C1–C7, T6, T8) in English, one sentence per code of core's `TableRefusal`
 * but for the buy-in's (`refusals-buy-in.ts`, said at the field at once): fetched on the
 * first refusal (`addRefusalWordsOnUse`). `refusals-table.ts` joins them.
 */
import type { TableFieldExpectation, TableRefusal } from '../core/table/refusals.js';
import type { BuyInRefusalCode } from './refusals-buy-in.js';
import { HAND_EVENTS, TABLE_EVENTS, type RefusalWords } from './refusal-words.js';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => numbersEn.format(amount);

const EXPECTED_EN: Readonly<Record<TableFieldExpectation, string>> = {
  text: 'a text that is not empty',
  'whole-number': 'a whole number',
  'true-or-false': 'true or false',
  'bot-kind': 'passive or reasonable',
  action: 'fold, check, call, bet, raise or all-in',
  function: 'a function that returns the time in milliseconds',
  'table-input': 'a table the rules can open (seats, blinds, buy-in and players)',
};

/** The English words of every table code but the buy-in's (`refusals-buy-in.ts`): fetched on the first refusal. */
export const tableRefusalsEnRest: Omit<RefusalWords<TableRefusal>, BuyInRefusalCode> = {
  'not-enough-players': ({ needed, seated }) =>
    `A hand needs ${nEn(needed)} players who are not sitting out; ${nEn(seated)} ${seated === 1 ? 'is' : 'are'} seated.`,
  'mid-hand': () => 'Chips can be added only between hands: only the chips on the table when the hand starts play.',
  'unknown-table-event': ({ type }) =>
    type === null
      ? 'That is not an event: an event is an object with a type.'
      : `“${type}” is not an event of the table: it takes ${TABLE_EVENTS}, and the hand’s ${HAND_EVENTS}.`,
  'invalid-event': ({ type, field, expected }) => `${type} needs “${field}”: ${EXPECTED_EN[expected]}.`,
  'unknown-field': ({ type, field, known }) =>
    known.length === 0
      ? `${type} has nothing but its type; “${field}” is unknown.`
      : `${type} has no field “${field}”; its fields are ${known.join(', ')}.`,
  'no-hand-running': () => 'No hand is being played: there is nothing to act on.',
  'hand-running': () => 'A hand is being played: the next one is dealt when it ends.',
  'already-seated': ({ player }, name) => `${name(player)} is already at the table or in the queue.`,
  'no-such-seat': ({ seats }) => `The table has seats 1 to ${nEn(seats)}.`,
  'seat-taken': ({ seat }) => `Seat ${nEn(seat + 1)} is taken.`,
  'tournament-started': () => 'The tournament has started: no new players.',
  'tournament-no-rebuy': () => 'No rebuys in a tournament.',
  'unknown-player': ({ player }, name) => `${name(player)} is neither seated nor waiting.`,
  'already-leaving': ({ player }, name) => `${name(player)} is already leaving after this hand.`,
  'already-sitting-out': ({ player }, name) => `${name(player)} is already sitting out.`,
  'not-sitting-out': ({ player }, name) => `${name(player)} is not sitting out.`,
  'no-chips': ({ player }, name) => `${name(player)} has no chips: rebuy first.`,
};
