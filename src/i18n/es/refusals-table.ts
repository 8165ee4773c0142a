/**
 * Table refusals (C1–C7, T6, T8) in Spanish: one sentence per code of core's `TableRefusal`.
 * Fetched with the cash table's Spanish words.
 */
import type { TableFieldExpectation, TableRefusal } from '../../core/table/refusals.js';
import { HAND_EVENTS, TABLE_EVENTS, type RefusalWords } from '../refusal-words.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const nEs = (amount: number): string => numbersEs.format(amount);

const EXPECTED_ES: Readonly<Record<TableFieldExpectation, string>> = {
  text: 'un texto no vacío',
  'whole-number': 'un número entero',
  'true-or-false': 'true o false',
  'bot-kind': 'passive o reasonable',
  action: 'fold, check, call, bet, raise o all-in',
  function: 'una función que dé la hora en milisegundos',
  'table-input': 'una mesa que las reglas puedan abrir (asientos, ciegas, compra de fichas y jugadores)',
};

export const tableRefusalsEs: RefusalWords<TableRefusal> = {
  'not-enough-players': ({ needed, seated }) =>
    `Una mano necesita ${nEs(needed)} jugadores presentes; ${seated === 1 ? 'está sentado' : 'están sentados'} ${nEs(seated)}.`,
  'mid-hand': () => 'Solo se compran fichas entre manos: juegan solo las fichas que hay en la mesa al empezar la mano.',
  'invalid-buy-in': () => 'Una compra es un número entero y positivo de fichas.',
  'above-max-buy-in': ({ max, room }) => `Las fichas no pueden superar la compra máxima de ${nEs(max)}; como mucho ${nEs(room)} más.`,
  'below-min-buy-in': ({ min }) => `Una compra es de al menos ${nEs(min)}.`,
  'chips-overflow': ({ room }) => `Habría en la mesa más fichas de las que se pueden contar con exactitud; como mucho ${nEs(room)} más.`,
  'unknown-table-event': ({ type }) =>
    type === null
      ? 'Eso no es un evento: un evento es un objeto con un tipo.'
      : `«${type}» no es un evento de la mesa: acepta ${TABLE_EVENTS} y los eventos de la mano, ${HAND_EVENTS}.`,
  'invalid-event': ({ type, field, expected }) => `${type} necesita «${field}»: ${EXPECTED_ES[expected]}.`,
  'unknown-field': ({ type, field, known }) =>
    known.length === 0
      ? `${type} solo tiene el tipo; «${field}» es desconocido.`
      : `${type} no tiene el campo «${field}»; sus campos son ${known.join(', ')}.`,
  'no-hand-running': () => 'No hay ninguna mano en curso: no hay nada que hacer.',
  'hand-running': () => 'Hay una mano en curso: la siguiente se reparte cuando termine.',
  'already-seated': ({ player }, name) => `${name(player)} ya está en la mesa o en la lista de espera.`,
  'no-such-seat': ({ seats }) => `La mesa tiene los asientos 1 a ${nEs(seats)}.`,
  'seat-taken': ({ seat }) => `El asiento ${nEs(seat + 1)} está ocupado.`,
  'tournament-started': () => 'El torneo ya ha empezado: no entran jugadores nuevos.',
  'tournament-no-rebuy': () => 'En el torneo no hay recompras.',
  'unknown-player': ({ player }, name) => `${name(player)} no está en la mesa ni esperando.`,
  'already-leaving': ({ player }, name) => `${name(player)} ya se va después de esta mano.`,
  'already-sitting-out': ({ player }, name) => `${name(player)} ya está ausente.`,
  'not-sitting-out': ({ player }, name) => `${name(player)} no está ausente.`,
  'no-chips': ({ player }, name) => `${name(player)} no tiene fichas: primero debe recomprar.`,
};
