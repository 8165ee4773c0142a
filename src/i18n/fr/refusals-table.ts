/**
 * Table refusals (C1–C7, T6, T8) in French: one sentence per code of core's `TableRefusal`.
 * Fetched with the cash table's French words.
 */
import type { TableFieldExpectation, TableRefusal } from '../../core/table/refusals.js';
import { HAND_EVENTS, TABLE_EVENTS, type RefusalWords } from '../refusal-words.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const nFr = (amount: number): string => numbersFr.format(amount);

const EXPECTED_FR: Readonly<Record<TableFieldExpectation, string>> = {
  text: 'un texte non vide',
  'whole-number': 'un nombre entier',
  'true-or-false': 'true ou false',
  'bot-kind': 'passive ou reasonable',
  action: 'fold, check, call, bet, raise ou all-in',
  function: 'une fonction qui donne l’heure en millisecondes',
  'table-input': 'une table que les règles peuvent ouvrir (places, blindes, cave et joueurs)',
};

export const tableRefusalsFr: RefusalWords<TableRefusal> = {
  'not-enough-players': ({ needed, seated }) =>
    `Une main demande ${nFr(needed)} joueurs présents\u00a0; ${nFr(seated)} ${seated <= 1 ? 'est assis' : 'sont assis'}.`,
  'mid-hand': () =>
    'Les jetons ne se rachètent qu’entre les mains\u00a0: seuls comptent les jetons posés sur la table au début de la main.',
  'invalid-buy-in': () => 'Une cave est un nombre entier et positif de jetons.',
  'above-max-buy-in': ({ max, room }) =>
    `Le tapis ne peut pas dépasser la cave maximale de ${nFr(max)}\u00a0; ${nFr(room)} de plus au maximum.`,
  'below-min-buy-in': ({ min }) => `Une cave est d’au moins ${nFr(min)}.`,
  'chips-overflow': ({ room }) =>
    `Il y aurait plus de jetons sur la table qu’on ne peut en compter exactement\u00a0; ${nFr(room)} de plus au maximum.`,
  'unknown-table-event': ({ type }) =>
    type === null
      ? 'Ce n’est pas un événement\u00a0: un événement est un objet avec un type.'
      : `«\u00a0${type}\u00a0» n’est pas un événement de la table\u00a0: elle accepte ${TABLE_EVENTS} et les événements de la main, ${HAND_EVENTS}.`,
  'invalid-event': ({ type, field, expected }) => `${type} demande «\u00a0${field}\u00a0»\u00a0: ${EXPECTED_FR[expected]}.`,
  'unknown-field': ({ type, field, known }) =>
    known.length === 0
      ? `${type} n’a que son type\u00a0; «\u00a0${field}\u00a0» est inconnu.`
      : `${type} n’a pas de champ «\u00a0${field}\u00a0»\u00a0; ses champs sont ${known.join(', ')}.`,
  'no-hand-running': () => 'Aucune main n’est en cours\u00a0: il n’y a rien à faire.',
  'hand-running': () => 'Une main est en cours\u00a0: la suivante sera distribuée quand elle sera finie.',
  'already-seated': ({ player }, name) => `${name(player)} est déjà à la table ou sur la liste d’attente.`,
  'no-such-seat': ({ seats }) => `La table a les places 1 à ${nFr(seats)}.`,
  'seat-taken': ({ seat }) => `La place ${nFr(seat + 1)} est prise.`,
  'tournament-started': () => 'Le tournoi a commencé\u00a0: pas de nouveaux joueurs.',
  'tournament-no-rebuy': () => 'Pas de recave en tournoi.',
  'unknown-player': ({ player }, name) => `${name(player)} n’est ni à la table ni en attente.`,
  'already-leaving': ({ player }, name) => `${name(player)} part déjà après cette main.`,
  'already-sitting-out': ({ player }, name) => `${name(player)} est déjà absent.`,
  'not-sitting-out': ({ player }, name) => `${name(player)} n’est pas absent.`,
  'no-chips': ({ player }, name) => `${name(player)} n’a plus de jetons\u00a0: recavez d’abord.`,
};
