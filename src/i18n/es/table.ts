/** Spanish terms of the poker tables: fetched when a table first shows Spanish (see `registerTableTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import type { ActionType } from '../../core/betting.js';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import es from './hand.js';
import { potWordsEs } from './pot-words.js';
import { ruleRef } from '../rule-ref.js';
import type { TableField, TableLogLine, TableNote, TableOption, TableTerms } from '../translation.js';
export { bettingRefusalsEs, unknownRefusalEs } from './refusals-betting.js';
export { handRefusalsEs } from './refusals-hand.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const fEs = (amount: number): string => amountText('es', numbersEs, amount);
const andEs = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
const orEs = new Intl.ListFormat('es', { style: 'long', type: 'disjunction' });
const capEs = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const RULES_ES: Record<string, string> = {
  T1: 'la baraja y la notación',
  T2: 'el botón',
  T3: 'las ciegas; en un mano a mano el botón pone la ciega pequeña',
  T4: 'las ciegas cuentan; la opción de la ciega grande',
  T5: 'el reparto y las cartas quemadas',
  T6: 'el orden de acción y el final de una ronda de apuestas',
  T7: 'retirarse, pasar, igualar, apostar, subir',
  T8: 'solo cuentan las fichas de la mesa (table stakes)',
  T9: 'el all-in',
  T10: 'las fichas no igualadas se devuelven',
  T11: 'apuestas y subidas en sin límite',
  T12: 'un all-in corto no reabre las apuestas (TDA 47)',
  T13: 'los all-in cortos se suman',
  T14: 'el máximo en límite del bote',
  T15: 'las cantidades y el tope en límite fijo',
  T16: 'el orden en el showdown',
  T17: 'el valor de las manos',
  T18: 'bote principal y botes secundarios',
  T19: 'las fichas sobrantes',
  T20: 'el bote sin rival',
  C1: 'mesas de 2 a 10 asientos',
  C2: 'cuándo empieza una mano',
  C3: 'la ciega grande de un jugador nuevo',
  C4: 'ausentarse',
  C5: 'el tiempo para decidir',
  C6: 'una mano anulada',
  C7: 'la lista de espera',
};

const STREETS_ES: Record<string, string> = { preflop: 'Preflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Showdown' };

function logLineEs(line: TableLogLine): string {
  switch (line.kind) {
    case 'ante':
      return `${line.name} pone un ante de ${fEs(line.amount)}${line.allIn ? ' y va all-in' : ''}`;
    case 'blind': {
      const what =
        line.blind === 'small' ? 'la ciega pequeña' : line.blind === 'big' ? 'la ciega grande' : 'una ciega grande para jugar ya';
      return `${line.name} pone ${what}, ${fEs(line.amount)}${line.allIn ? ', y va all-in' : ''}`;
    }
    case 'deal-hole-cards':
      return 'Cada jugador recibe dos cartas propias';
    case 'deal-board':
      return `${STREETS_ES[line.street]}: ${line.cards}`;
    case 'action': {
      const tail = line.allIn && line.action !== 'all-in' ? ' y va all-in' : '';
      switch (line.action) {
        case 'fold':
          return `${line.name} se retira`;
        case 'check':
          return `${line.name} pasa`;
        case 'call':
          return `${line.name} iguala, ${fEs(line.amount)}${tail}`;
        case 'bet':
          return `${line.name} apuesta ${fEs(line.to)}${tail}`;
        case 'raise':
          return `${line.name} sube a ${fEs(line.to)}${tail}`;
        default:
          return line.amount === line.to
            ? `${line.name} va all-in con ${fEs(line.to)}`
            : `${line.name} va all-in: ${fEs(line.amount)} más, ${fEs(line.to)} en total`;
      }
    }
    case 'uncalled-returned':
      return potWordsEs.returnedChips(line.name, line.amount);
    case 'run-out':
      return 'No hay más apuestas: se reparte el resto de las cartas comunitarias';
    case 'face-up':
      return 'Todas las manos se ponen boca arriba';
    case 'show':
      return `${line.name} muestra ${line.cards}${line.hand ? `: ${es.handTitle(line.hand)}` : ''}`;
    case 'muck':
      return `${line.name} tira sus cartas sin mostrarlas`;
    case 'uncontested':
      return `Todos los demás se retiraron: ${line.name} gana sin mostrar`;
    case 'award':
      return `${potWordsEs.potName(line.potIndex)} (${fEs(line.amount)}): ${
        line.mucked.length > 0
          ? `${andEs.format(line.award.winners)} se lo lleva; ${andEs.format(line.mucked)} ${line.mucked.length === 1 ? 'tira' : 'tiran'} sus cartas`
          : potWordsEs.potAward(line.award)
      }`;
    case 'void':
      return 'La mano se anula: cada ficha vuelve a quien la apostó';
  }
}

const percentEs = new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 1 });
const RUN_OUT_ES = { preflop: 'Probabilidades antes del flop', flop: 'Tras el flop', turn: 'Tras el turn' } as const;

function noteEs(note: TableNote): string {
  switch (note.kind) {
    case 'heads-up':
      return `Mano a mano: ${note.name} tiene el botón, pone la ciega pequeña y habla primero antes del flop y último después.`;
    case 'blind-all-in':
      return `${note.name} no puede pagar la ciega entera y va all-in con menos; para igualar sigue haciendo falta la ciega grande completa.`;
    case 'newcomer-blind':
      return `${note.name} llega a la mesa y pone una ciega grande para jugar ya; cuenta como la ciega grande.`;
    case 'bb-option':
      return `Nadie ha subido: las ciegas cuentan y la ciega grande de ${note.name} ya iguala. ${note.name} puede pasar o subir.`;
    case 'short-all-in':
      if (note.next?.reopened)
        return `El all-in de ${note.name} a ${fEs(note.to)} es por sí solo menos que una subida completa, pero desde que ${note.next.name} actuó la apuesta ha subido al menos una subida completa: ${note.next.name} puede volver a subir.`;
      if (note.next)
        return `El all-in de ${note.name} a ${fEs(note.to)} es menos que una subida completa: las apuestas no se reabren para quien ya actuó, así que ${note.next.name} solo puede igualar o retirarse.`;
      return `El all-in de ${note.name} a ${fEs(note.to)} es menos que una subida completa: por sí solo no reabre las apuestas para quien ya actuó.`;
    case 'not-reopened':
      return `El all-in de ${note.aggressor} es menos que una subida completa, así que ${note.name} solo puede igualar o retirarse.`;
    case 'house-rule':
      return note.rule === 'treat-as-call'
        ? `Regla de la casa: la subida de ${note.name} por debajo del mínimo cuenta como igualar.`
        : `Regla de la casa: la subida de ${note.name} por debajo del mínimo se completa hasta el mínimo.`;
    case 'uncalled':
      return `Nadie igualó los últimos ${fEs(note.amount)} de la apuesta de ${note.name}: esas fichas vuelven a ${note.name}.`;
    case 'run-out':
      return 'Como mucho un jugador de la mano puede apostar todavía: no hay más apuestas y el resto de las comunitarias llega ya.';
    case 'side-pot':
      return `Se forma el ${potWordsEs.potName(note.potIndex).toLowerCase()}: solo ${andEs.format(note.names)} pueden ganarlo. Quien va all-in gana de cada rival como mucho lo que aportó él mismo.`;
    case 'face-up':
      return 'Regla de torneo: un jugador está all-in y las apuestas han terminado, así que todas las manos se ponen boca arriba y nadie las tira.';
    case 'shows-first':
      return `${note.name} muestra primero: quien apostó o subió el último en el river, si no, el primer jugador a la izquierda del botón. Quien pierde puede tirar sus cartas sin mostrarlas.`;
    case 'uncontested':
      return `Todos los demás se retiraron: ${note.name} se lleva el bote ya, sin mostrar, y no salen más cartas.`;
    case 'odd-chip':
      return `El ${potWordsEs.potName(note.potIndex).toLowerCase()} no se divide en partes iguales: la ficha sobrante va a ${note.name}, el primer ganador en el sentido de las agujas del reloj después del botón.`;
    case 'options':
      return `${note.name} puede ${orEs.format(note.options)}.`;
    case 'blocked':
      return `${note.name}: ${note.reason}`;
    case 'pot-odds':
      return `Pot odds: igualar ${fEs(note.call)} para ganar ${fEs(note.pot)} compensa si la igualada gana al menos el ${percentEs.format(note.needed)} de las veces.`;
    case 'run-out-chances':
      return `${RUN_OUT_ES[note.street]}: ${note.shares.map((share) => `${share.name} ${percentEs.format(share.equity)}`).join(', ')}.`;
  }
}

function optionEs(option: TableOption): string {
  switch (option.kind) {
    case 'fold':
      return 'retirarse';
    case 'check':
      return 'pasar';
    case 'call':
      return `igualar (${fEs(option.amount)}${option.allIn ? ', all-in' : ''})`;
    case 'bet':
      return option.minTo === option.maxTo ? `apostar ${fEs(option.minTo)}` : `apostar de ${fEs(option.minTo)} a ${fEs(option.maxTo)}`;
    case 'raise':
      return option.minTo === option.maxTo ? `subir a ${fEs(option.minTo)}` : `subir a entre ${fEs(option.minTo)} y ${fEs(option.maxTo)}`;
    case 'all-in':
      return `ir all-in con ${fEs(option.to)}`;
    case 'show':
      return 'mostrar';
    case 'muck':
      return 'tirar las cartas sin mostrarlas';
  }
}

function scriptStepEs(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  switch (action) {
    case 'fold':
      return `${name} se retira`;
    case 'check':
      return `${name} pasa`;
    case 'call':
      return `${name} iguala`;
    case 'bet':
      return to === undefined ? `${name} apuesta` : `${name} apuesta ${fEs(to)}`;
    case 'raise':
      return to === undefined ? `${name} sube` : `${name} sube a ${fEs(to)}`;
    case 'all-in':
      return `${name} va all-in`;
    case 'show':
      return `${name} muestra`;
    case 'muck':
      return `${name} tira sus cartas`;
    case 'void':
      return 'La mano se anula';
  }
}

function refusedEs(name: string, action: ActionType | 'show' | 'muck' | 'void', to: number | undefined): string {
  switch (action) {
    case 'fold':
      return `${name} no puede retirarse`;
    case 'check':
      return `${name} no puede pasar`;
    case 'call':
      return `${name} no puede igualar`;
    case 'bet':
      return `${name} no puede apostar${to === undefined ? '' : ` ${fEs(to)}`}`;
    case 'raise':
      return `${name} no puede subir${to === undefined ? '' : ` a ${fEs(to)}`}`;
    case 'all-in':
      return `${name} no puede ir all-in`;
    case 'show':
      return `${name} no puede mostrar ahora`;
    case 'muck':
      return `${name} no puede tirar sus cartas sin mostrarlas`;
    case 'void':
      return 'La mano no se puede anular';
  }
}

function tableFieldEs(field: TableField): string {
  switch (field.kind) {
    case 'seat':
      return `las fichas de ${field.seat}`;
    case 'seats':
      return 'los asientos';
    case 'blinds':
      return 'las ciegas';
    case 'ante':
      return 'el ante';
    case 'structure':
      return 'la estructura';
    case 'button':
      return 'el botón';
    case 'hero':
      return 'tu asiento (hero)';
    case 'board':
      return 'las cartas comunitarias';
    case 'hole-cards':
      return 'las cartas propias';
    case 'script':
      return `el guion, paso ${field.step}`;
    case 'mode':
      return 'el modo';
    case 'players':
      return 'los jugadores de la máquina';
    case 'buy-in':
      return 'la compra de fichas';
    case 'table-size':
      return 'el tamaño de la mesa';
    case 'clock':
      return 'el tiempo para decidir';
    case 'bot-delay':
      return 'el tiempo de los jugadores de la máquina';
    case 'between-hands':
      return 'la pausa entre manos';
    case 'persist':
      return 'la mesa guardada';
  }
}

export const tableEs: Translation & Omit<TableTerms, 'refusal'> = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  structureName: (structure) => (structure === 'no-limit' ? 'Sin límite' : structure === 'pot-limit' ? 'Límite del bote' : 'Límite fijo'),
  stakes: (small, big, ante) => `Ciegas ${fEs(small)}/${fEs(big)}${ante > 0 ? `, ante ${fEs(ante)}` : ''}`,
  streetName: (street) => STREETS_ES[street] ?? street,
  tableLabel: 'Mesa de póker',
  tableNumber: (index) => `(mesa ${numbersEs.format(index)})`,
  seatLabel: (name, stack, bet, status) =>
    [
      `${name}: ${fEs(stack)}${currentAmountUnit() ? '' : stack === 1 ? ' ficha' : ' fichas'}`,
      ...(bet > 0 ? [`apuesta ${fEs(bet)}`] : []),
      ...status,
    ].join(', '),
  stackLabel: 'Fichas',
  betLabel: 'Apuesta',
  dealerButton: 'Botón del repartidor',
  smallBlindShort: 'CP',
  bigBlindShort: 'CG',
  smallBlind: 'Ciega pequeña',
  bigBlind: 'Ciega grande',
  statusToAct: 'le toca',
  statusWins: (amount) => `gana ${fEs(amount)}`,
  potInPlay: 'Bote',
  boardLabel: (cards) => (cards.length ? `Cartas comunitarias: ${andEs.format(cards)}` : 'Cartas comunitarias: todavía ninguna'),
  noBoard: 'Todavía no hay cartas comunitarias',
  holeCardsOf: (name) => `Cartas de ${name}`,

  logLine: logLineEs,
  logTitle: 'Historial de la mano',
  note: noteEs,
  option: optionEs,
  refused: refusedEs,
  scriptStep: scriptStepEs,
  ruleRef,
  ruleTitle: (ruleId) => (RULES_ES[ruleId] ? `${ruleId}: ${RULES_ES[ruleId]}` : ruleId),
  explanationTitle: 'Por qué',
  refusedTitle: 'No permitido',

  actionBarLabel: (name) => `Acciones de ${name}`,
  toAct: (name) => `Le toca a ${name}`,
  toCall: (amount) => `${fEs(amount)} para igualar`,
  showOrMuck: (name) => `${name}: ¿mostrar o tirar sin mostrar?`,
  waitingFor: (name) => `Esperando a ${name}`,
  handComplete: 'La mano ha terminado',
  handVoid: 'La mano está anulada',
  fold: 'Retirarse',
  check: 'Pasar',
  call: (amount, allIn) => `Igualar ${fEs(amount)}${allIn ? ' (all-in)' : ''}`,
  bet: (to) => `Apostar ${fEs(to)}`,
  raise: (to) => `Subir a ${fEs(to)}`,
  allIn: (to) => `All-in ${fEs(to)}`,
  show: 'Mostrar',
  muck: 'Tirar',
  amountLabel: (kind) => (kind === 'bet' ? 'Apostar' : 'Subir a'),
  amountRange: (minTo, maxTo) => `de ${fEs(minTo)} a ${fEs(maxTo)}`,
  presets: 'Cantidades sugeridas',
  presetMin: 'Mín.',
  presetHalfPot: '½ bote',
  presetPot: 'Bote',
  presetAllIn: 'All-in',

  stepsLabel: 'La mano paso a paso',
  restart: 'Empezar de nuevo',
  back: 'Atrás',
  forward: 'Adelante',
  next: 'Siguiente',
  playToEnd: 'Jugar hasta el final',
  stepOf: (step, steps) => `Paso ${step} de ${steps}`,
  nextStep: (text) => `A continuación: ${text}`,
  scriptEnd: 'Fin del guion',

  stateTitle: 'Diagrama de estados',
  stateValue: 'Estado',
  stateStatus: (status) => (status === 'active' ? 'en marcha' : status === 'done' ? 'terminado' : status === 'error' ? 'error' : status),
  stateAccepts: 'Acepta',

  tableFieldName: tableFieldEs,
  errorStack: (field, text, code) => {
    switch (code) {
      case 'missing-amount':
        return `${capEs(field)}: no hay fichas. Escríbelas tras el nombre: Anna 5000.`;
      case 'negative-amount':
        return `${capEs(field)}: «${text}» es negativo. Un jugador se sienta con al menos 1 ficha.`;
      case 'zero':
        return `${capEs(field)}: para jugar hace falta al menos 1 ficha.`;
      case 'not-a-whole-number':
        return `${capEs(field)}: «${text}» no es un número entero. Las fichas se cuentan en unidades enteras.`;
      default:
        return `${capEs(field)}: «${text}» no es un número de fichas.`;
    }
  },
  errorSeatCount: (count) => `En una mesa se sientan de 2 a 10 jugadores, no ${count}. Escríbelos así: Anna 5000; Ben 700; Carla 5000.`,
  errorDuplicateSeat: (name) => `Dos asientos se llaman ${name}: da a cada jugador un nombre propio.`,
  errorUnknownSeatIn: (field, name) => `${capEs(field)}: «${name}» no está sentado a la mesa.`,
  errorBlinds: (text) => `Las ciegas: «${text}» no son una ciega pequeña y una grande. Escríbelas así: 50/100.`,
  errorChips: (field, text) => `${capEs(field)}: «${text}» no es un número entero de fichas.`,
  errorStructure: (text) => `«${text}» no es una estructura de apuestas: no-limit, pot-limit o fixed-limit.`,
  errorScript: (step, text) =>
    `El guion, paso ${step}: «${text}» no es una acción. Escribe un asiento y lo que hace: Anna apuesta 500; Ben iguala; Carla se retira.`,
  errorScriptAmount: (step, text) =>
    `El guion, paso ${step}: «${text}» necesita una cantidad, el total apostado o subido: Anna sube a 1500.`,
  errorHoleCount: (name, count) => `Cartas de ${name}: hay ${count}; cada jugador recibe exactamente dos.`,
  errorCardTwice: (card) => `${card} se reparte dos veces: la baraja tiene cada carta una sola vez.`,
  errorDeal: (detail) => `No se puede repartir la mano: ${detail}`,
  errorHandOver: 'La mano ha terminado: ya no se puede hacer nada en ella.',
  errorMode: (text) =>
    text.trim().toLowerCase() === 'cash'
      ? 'El cash game tiene su propio elemento: escribe <poker-cash-table> en lugar de <poker-table mode="cash">.'
      : `El modo: «${text}» no es un modo. <poker-table> juega una mano; un cash game es <poker-cash-table>.`,
};
