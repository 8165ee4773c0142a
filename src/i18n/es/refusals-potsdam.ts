/** Potsdam Hold'em refusals (P2–P7) in Spanish (see `../refusals-potsdam.ts`). */
import { eventProblemsEs } from './event-problems.js';
import type { PotsdamEndingKind, PotsdamPhase, PotsdamRefusal } from '../../core/potsdam/types.js';
import type { RefusalWords } from '../refusal-words.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const nEs = (amount: number): string => numbersEs.format(amount);
const listEs = (items: readonly string[]): string => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);

const PHASE_ES: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'en la ronda de entrada',
  exchange: 'en la ronda de cambio',
  choosing: 'durante la elección de un juego',
  betting: 'en la ronda de apuestas',
  'end-offer': 'durante la oferta de terminar la partida',
  'final-betting': 'en la última ronda de apuestas',
  'last-exchange': 'en la última ronda de cambio',
  'last-betting': 'en las apuestas tras el último cambio',
  showdown: 'en el showdown',
  complete: 'al final de la partida',
  uncontested: 'al final de la partida',
};

/** What a seat does in a phase: "Le toca a Ben …". */
const TURN_ES: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'actuar',
  exchange: 'cambiar',
  choosing: 'elegir un juego',
  betting: 'actuar',
  'end-offer': 'decidir si termina la partida',
  'final-betting': 'actuar',
  'last-exchange': 'cambiar',
  'last-betting': 'actuar',
  showdown: 'mostrar o tirar',
  complete: 'actuar',
  uncontested: 'actuar',
};

const ENDING_ES: Readonly<Record<PotsdamEndingKind, string>> = {
  'one-left': 'solo queda un jugador',
  'ended-by-player': 'un jugador la terminó',
  'no-exchange': 'nadie cambió en toda una ronda',
  'three-passes': 'un jugador no cambió tres veces seguidas',
  'round-limit': 'se alcanzó el límite de rondas de cambio de la mesa',
};

const LIMIT_ES = (betLimit: 'each-bet' | 'round-total', limit: number): string =>
  betLimit === 'each-bet'
    ? `una apuesta o subida es como mucho tres ciegas grandes (${nEs(limit)})`
    : `nadie pone más de tres ciegas grandes (${nEs(limit)}) en una ronda de apuestas`;

export const potsdamRefusalsEs: RefusalWords<PotsdamRefusal> = {
  'unknown-potsdam-event': ({ type }) =>
    `«${type}» no es un evento del Potsdam Hold’em: acepta ACT, EXCHANGE, PASS, BUY, CHOOSE, END, SHOW y MUCK.`,
  'malformed-potsdam-event': ({ problem }) =>
    problem === 'set'
      ? 'Elige «laid-down» (descartadas) o «fresh» (nuevas).'
      : problem === 'give' || problem === 'take'
        ? `«${problem}» debe ser una lista de cartas, por ejemplo ["As"].`
        : eventProblemsEs[problem],
  'game-over': () => 'La partida ha terminado: ya no se puede hacer nada en ella.',
  'not-now': ({ type, phase, expected }) =>
    expected.length === 0
      ? `${type} no es posible ahora: la partida ha terminado.`
      : `${type} no es posible ${PHASE_ES[phase]}: ahora toca ${listEs(expected)}.`,
  'out-of-turn': ({ seat, seatToAct, phase }, name) => `Le toca ${TURN_ES[phase]} a ${name(seatToAct)}, no a ${name(seat)}.`,
  'no-raise-in-entry': ({ callTo }) => `En la ronda de entrada nadie sube: iguala la ciega grande (${nEs(callTo)}) o retírate.`,
  'bet-above-limit': ({ maxTo, limit, betLimit }) => `En el Potsdam ${LIMIT_ES(betLimit, limit)}: apuesta como mucho ${nEs(maxTo)}.`,
  'raise-above-limit': ({ maxTo, limit, betLimit }) => `En el Potsdam ${LIMIT_ES(betLimit, limit)}: sube como mucho a ${nEs(maxTo)}.`,
  'all-in-above-limit': ({ allInTo, maxTo }) =>
    `Todas tus fichas (${nEs(allInTo)} en total) superan el límite de tres ciegas grandes; apuesta o sube como mucho a ${nEs(maxTo)}.`,
  'exchange-size': () => 'Cambia una carta por una, o las cinco por las cinco; para quedarte con tus cartas, pasa.',
  'card-named-twice': ({ card }) => `${card} se nombra dos veces.`,
  'cards-not-held': ({ seat, cards }, name) => `${name(seat)} no tiene ${listEs(cards)}.`,
  'cards-not-on-table': ({ cards }) => `${listEs(cards)} no ${cards.length === 1 ? 'está' : 'están'} entre las cartas comunitarias.`,
  'cards-out-of-play': ({ cards }) =>
    `${listEs(cards)} ${cards.length === 1 ? 'está' : 'están'} aparte, fuera de juego: solo se pueden tomar las cinco cartas comunitarias.`,
  'nothing-to-buy': ({ previousSeat }, name) =>
    previousSeat === null
      ? 'No hay nada que comprar: solo se compran cartas nuevas después de que cambie el jugador anterior en esta ronda.'
      : `No hay nada que comprar: ${name(previousSeat)} no descartó cartas.`,
  'already-bought': () => 'Ya compraste cartas nuevas en este turno: ahora cambia o pasa.',
  'cannot-afford-buy': ({ price, stack }) => `Las cartas nuevas cuestan una ciega pequeña (${nEs(price)}); tienes ${nEs(stack)}.`,
  'deck-too-small': ({ needed, left }) =>
    `En el mazo ${left === 1 ? 'queda' : 'quedan'} ${nEs(left)} ${left === 1 ? 'carta' : 'cartas'}, no las ${nEs(needed)} nuevas que hacen falta.`,
  'no-buying-in-last-exchange': () => 'En la última ronda de cambio no se compran cartas nuevas.',
  'no-more-exchanges': ({ ending }) => `La partida termina (${ENDING_ES[ending]}): ya nadie cambia.`,
  'excluded-from-last-exchange': ({ seat }, name) => `${name(seat)} terminó la partida y no juega la última ronda de cambio.`,
  'end-after-exchange': ({ seat }, name) => `${name(seat)} cambió en esta ronda: solo quien no cambió puede terminar la partida.`,
  'cannot-afford-end': ({ price, stack }) => `Terminar la partida cuesta tres ciegas grandes (${nEs(price)}); tienes ${nEs(stack)}.`,
};
