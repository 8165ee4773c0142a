/**
 * Table refusals (C1–C7, T6, T8) in German: one sentence per code of core's `TableRefusal`.
 * Fetched with the cash table's German words.
 */
import type { TableFieldExpectation, TableRefusal } from '../../core/table/refusals.js';
import { HAND_EVENTS, TABLE_EVENTS, type RefusalWords } from '../refusal-words.js';

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const nDe = (amount: number): string => numbersDe.format(amount);

const EXPECTED_DE: Readonly<Record<TableFieldExpectation, string>> = {
  text: 'ein Text, der nicht leer ist',
  'whole-number': 'eine ganze Zahl',
  'true-or-false': 'true oder false',
  'bot-kind': 'passive oder reasonable',
  action: 'fold, check, call, bet, raise oder all-in',
  function: 'eine Funktion, die die Zeit in Millisekunden liefert',
  'table-input': 'ein Tisch, den die Regeln eröffnen können (Plätze, Blinds, Buy-in und Spieler)',
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
