/**
 * Betting and showdown refusals (T6–T18) in Spanish: one sentence per code of core's
 * `BettingRefusal` and `ShowdownRefusal`. Fetched with the table's Spanish words. The reader
 * is addressed as `tú`, as Spanish poker sites do.
 */
import type { BettingRefusal, Street } from '../../core/betting.js';
import type { ShowdownRefusal } from '../../core/showdown-order.js';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import type { RefusalWords } from '../refusal-words.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const nEs = (amount: number): string => amountText('es', numbersEs, amount);
/** A street at the start of a clause: "En el turn apuestas …". */
const STREET_ES: Readonly<Record<Street, string>> = {
  preflop: 'Antes del flop',
  flop: 'En el flop',
  turn: 'En el turn',
  river: 'En el river',
};
const potEs = (potIndex: number): string => (potIndex === 0 ? 'del bote principal' : `del bote secundario ${numbersEs.format(potIndex)}`);

export const bettingRefusalsEs: RefusalWords<BettingRefusal | ShowdownRefusal> = {
  'round-complete': () => 'La ronda de apuestas ha terminado: ya no le toca a nadie.',
  'unknown-action': ({ requested }) => `«${requested}» no es una acción: retirarse, pasar, igualar, apostar, subir o all-in.`,
  'not-your-turn': ({ seat, seatToAct }, name) => `Le toca a ${name(seatToAct)}, no a ${name(seat)}.`,
  'check-not-allowed': ({ amountToCall }) => `No puedes pasar: hay ${nEs(amountToCall)} por igualar. Iguala, sube o retírate.`,
  'nothing-to-call': () => 'No hay nada que igualar: pasa o apuesta.',
  'amount-required': ({ action }) => `¿Cuánto? ${action === 'bet' ? 'Una apuesta' : 'Una subida'} necesita la cantidad total.`,
  'invalid-amount': ({ requestedTo }) => `Las cantidades son fichas enteras: ${requestedTo} no lo es.`,
  'all-in-amount': ({ requestedTo, allInTo }) =>
    `All-in son todas tus fichas, ${nEs(allInTo)} en total en esta ronda, no ${nEs(requestedTo)}.`,
  'bet-not-allowed': ({ currentBetTo }) => `Ya hay una apuesta (a ${nEs(currentBetTo)}): iguala, sube o retírate.`,
  'raise-not-allowed': () => 'Nadie ha apostado todavía: apuesta en lugar de subir.',
  'not-enough-chips': ({ stack, allInTo }) =>
    `Solo te quedan ${nEs(stack)}${currentAmountUnit() ? '' : stack === 1 ? ' ficha' : ' fichas'}: no más de ${nEs(allInTo)} en total en esta ronda.`,
  'bet-above-pot': ({ maxTo }) => `Límite del bote: puedes apostar como mucho ${nEs(maxTo)}, el tamaño del bote.`,
  'raise-above-pot': ({ maxTo }) => `Límite del bote: puedes subir como mucho a ${nEs(maxTo)}, el bote tras tu igualada.`,
  'all-in-above-pot': ({ allInTo, maxTo }) =>
    `Límite del bote: todas tus fichas (${nEs(allInTo)} en total) superan lo que permite el bote; apuesta o sube como mucho a ${nEs(maxTo)}.`,
  'fixed-limit-size': ({ street, action, exactTo, complete }) => {
    if (complete) {
      return `Límite fijo: el all-in anterior fue menos de media apuesta y no cuenta como apuesta; ${STREET_ES[street].toLowerCase()} una subida lo completa a exactamente ${nEs(exactTo)}${action === 'all-in' ? ', menos que todas tus fichas' : ''}.`;
    }
    if (action === 'all-in')
      return `Límite fijo: ${STREET_ES[street].toLowerCase()} una apuesta o subida va a exactamente ${nEs(exactTo)}, menos que todas tus fichas.`;
    return `Límite fijo: ${STREET_ES[street].toLowerCase()} ${action === 'bet' ? 'apuestas' : 'subes'} a exactamente ${nEs(exactTo)}.`;
  },
  'bet-below-minimum': ({ minTo }) => `La apuesta mínima es ${nEs(minTo)}.`,
  'raise-below-minimum': ({ minTo, lastFullRaiseBy }) =>
    `Una subida debe llegar al menos a ${nEs(minTo)}: subir al menos ${nEs(lastFullRaiseBy)}, la mayor apuesta o subida de esta ronda.`,
  'no-opponent-can-act': ({ callTo }) =>
    `Todos los rivales que siguen en la mano están all-in: nadie podría igualar una apuesta o una subida. Iguala (a ${nEs(callTo)} en total; el all-in cuenta como esa igualada y el resto de tus fichas sigue siendo tuyo) o retírate.`,
  'betting-not-reopened': ({ facedBy, lastFullRaiseBy }) =>
    `Solo puedes igualar o retirarte: desde que actuaste te enfrentas a ${nEs(facedBy)} más, menos que una subida completa de ${nEs(lastFullRaiseBy)}; las apuestas no se reabren para ti.`,
  'raise-cap-reached': ({ raiseCount }) =>
    `Las apuestas han llegado al tope: se han hecho una apuesta y ${numbersEs.format(raiseCount)} ${raiseCount === 1 ? 'subida' : 'subidas'}. Iguala o retírate.`,

  'no-showdown': () => 'No es el showdown: las cartas se muestran tras la última ronda de apuestas.',
  'hands-face-up': () => 'Todas las cartas ya están boca arriba (regla de torneo): nadie muestra ni tira.',
  'showdown-over': () => 'Todas las manos se han mostrado o tirado.',
  'not-your-turn-to-show': ({ seat, seatToDecide }, name) => `Ahora muestra o tira ${name(seatToDecide)}, no ${name(seat)}.`,
  'last-hand-in-pot': ({ seat, potIndex }, name) =>
    `${name(seat)} es la última mano ${potEs(potIndex)}: todos los demás tiraron sus cartas, y tirar esta lo dejaría sin ganador. Muestra para llevártelo.`,
};

/** A refusal whose code has no Spanish sentence (it is shown under the label «No permitido»). */
export const unknownRefusalEs = (ruleId: string, code: string): string => `Contra la regla ${ruleId} (${code}).`;
