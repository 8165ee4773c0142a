/**
 * Table refusals (C1–C7, T6, T8) in English and German: one sentence per code of core's
 * `TableRefusal` (the buy-in refusals of `checkBuyIn` included), from that code's
 * parameters. Players come as ids and are named with `name`.
 */
import type { TableFieldExpectation, TableRefusal } from '../core/table/refusals.js';
import type { RefusalWords } from './refusal-words.js';

const TABLE_EVENTS = 'JOIN, LEAVE, SIT_OUT, SIT_IN, REBUY, DISCONNECT, RECONNECT, DEAL, RESUME';
const HAND_EVENTS = 'ACT, SHOW, MUCK, VOID';

// ——— English ———

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => numbersEn.format(amount);

const EXPECTED_EN: Readonly<Record<TableFieldExpectation, string>> = {
  text: 'a text that is not empty',
  'whole-number': 'a whole number',
  'true-or-false': 'true or false',
  'bot-kind': 'passive or reasonable',
  action: 'fold, check, call, bet, raise or all-in',
  function: 'a function that returns the time in milliseconds',
};

export const tableRefusalsEn: RefusalWords<TableRefusal> = {
  'not-enough-players': ({ needed, seated }) =>
    `A hand needs ${nEn(needed)} players who are not sitting out; ${nEn(seated)} ${seated === 1 ? 'is' : 'are'} seated.`,
  'mid-hand': () => 'Chips can be added only between hands: only the chips on the table when the hand starts play.',
  'invalid-buy-in': () => 'A buy-in is a whole, positive number of chips.',
  'above-max-buy-in': ({ max, room }) => `The stack may not go above the maximum buy-in of ${nEn(max)}; at most ${nEn(room)} more.`,
  'below-min-buy-in': ({ min }) => `A buy-in is at least ${nEn(min)}.`,
  'chips-overflow': ({ room }) => `That would put more chips on the table than can be counted exactly; at most ${nEn(room)} more.`,
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

// ——— German ———

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const nDe = (amount: number): string => numbersDe.format(amount);

const EXPECTED_DE: Readonly<Record<TableFieldExpectation, string>> = {
  text: 'ein Text, der nicht leer ist',
  'whole-number': 'eine ganze Zahl',
  'true-or-false': 'true oder false',
  'bot-kind': 'passive oder reasonable',
  action: 'fold, check, call, bet, raise oder all-in',
  function: 'eine Funktion, die die Zeit in Millisekunden liefert',
};

export const tableRefusalsDe: RefusalWords<TableRefusal> = {
  'not-enough-players': ({ needed, seated }) =>
    `Eine Hand braucht ${nDe(needed)} Spieler, die nicht aussetzen; ${seated === 1 ? 'sitzt' : 'sitzen'} ${nDe(seated)}.`,
  'mid-hand': () =>
    'Chips können nur zwischen den Händen nachgekauft werden: Es spielen nur die Chips, die zu Beginn der Hand auf dem Tisch liegen.',
  'invalid-buy-in': () => 'Ein Einkauf ist eine ganze, positive Zahl von Chips.',
  'above-max-buy-in': ({ max, room }) =>
    `Der Stack darf das maximale Buy-in von ${nDe(max)} nicht übersteigen; höchstens ${nDe(room)} mehr.`,
  'below-min-buy-in': ({ min }) => `Ein Buy-in beträgt mindestens ${nDe(min)}.`,
  'chips-overflow': ({ room }) => `Dann lägen mehr Chips auf dem Tisch, als sich genau zählen lassen; höchstens ${nDe(room)} mehr.`,
  'unknown-table-event': ({ type }) =>
    type === null
      ? 'Das ist kein Ereignis: Ein Ereignis ist ein Objekt mit einem Typ.'
      : `„${type}“ ist kein Ereignis des Tisches: Er kennt ${TABLE_EVENTS} und die Ereignisse der Hand, ${HAND_EVENTS}.`,
  'invalid-event': ({ type, field, expected }) => `${type} braucht „${field}“: ${EXPECTED_DE[expected]}.`,
  'unknown-field': ({ type, field, known }) =>
    known.length === 0
      ? `${type} hat nur den Typ; „${field}“ ist unbekannt.`
      : `${type} hat kein Feld „${field}“; seine Felder sind ${known.join(', ')}.`,
  'no-hand-running': () => 'Es läuft keine Hand: Es gibt nichts zu tun.',
  'hand-running': () => 'Es läuft eine Hand: Die nächste wird gegeben, wenn sie vorbei ist.',
  'already-seated': ({ player }, name) => `${name(player)} sitzt schon am Tisch oder steht in der Warteliste.`,
  'no-such-seat': ({ seats }) => `Der Tisch hat die Plätze 1 bis ${nDe(seats)}.`,
  'seat-taken': ({ seat }) => `Platz ${nDe(seat + 1)} ist besetzt.`,
  'tournament-started': () => 'Das Turnier läuft: keine neuen Spieler.',
  'tournament-no-rebuy': () => 'Im Turnier gibt es keinen Nachkauf.',
  'unknown-player': ({ player }, name) => `${name(player)} sitzt nicht am Tisch und wartet nicht.`,
  'already-leaving': ({ player }, name) => `${name(player)} geht schon nach dieser Hand.`,
  'already-sitting-out': ({ player }, name) => `${name(player)} setzt schon aus.`,
  'not-sitting-out': ({ player }, name) => `${name(player)} setzt nicht aus.`,
  'no-chips': ({ player }, name) => `${name(player)} hat keine Chips: erst nachkaufen.`,
};
