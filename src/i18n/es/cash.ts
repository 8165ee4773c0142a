/** Spanish terms of `<poker-cash-table>`: fetched when a cash table first shows Spanish (see `registerCashTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import type { TableEntryWay, TableLogEntry } from '../../core/table/log.js';
import { cardsEs } from './cards.js';
import { cardText } from '../table-cards.js';
import type { CashSeatState, CashTerms } from '../translation.js';

export { tableRefusalsEs } from './refusals-table.js';
export { unknownRefusalEs } from './refusals-betting.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const fEs = (amount: number): string => numbersEs.format(amount);
const listEs = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

const HERO_ES: Record<CashSeatState, string> = {
  active: 'juegas',
  waiting: 'esperas la ciega grande',
  posting: 'pones una ciega grande en la próxima mano',
  'sitting-out': 'estás ausente',
  busted: 'no te quedan fichas',
  away: 'estás desconectado',
  'sits-out-next': 'te ausentas después de esta mano',
  'leaves-next': 'te vas después de esta mano',
};

const STATE_ES: Record<CashSeatState, string> = {
  active: 'Juega',
  waiting: 'Espera la ciega grande',
  posting: 'Pone una ciega grande',
  'sitting-out': 'Ausente',
  busted: 'Sin fichas',
  away: 'Desconectado',
  'sits-out-next': 'Se ausenta tras esta mano',
  'leaves-next': 'Se va tras esta mano',
};

const ENTRY_ES: Readonly<Record<TableEntryWay, string>> = {
  plays: '',
  'waits-for-big-blind': ' y espera la ciega grande',
  'posts-big-blind': ' y pone una ciega grande para jugar ya',
};

/** A line of the table history in Spanish. */
function tableLogLineEs(entry: TableLogEntry): string {
  switch (entry.kind) {
    case 'join':
      return entry.fromQueue
        ? `${entry.name} ocupa el asiento ${entry.seat + 1} desde la lista de espera${ENTRY_ES[entry.entry]}`
        : `${entry.name} se sienta en el asiento ${entry.seat + 1} con ${fEs(entry.buyIn)}${ENTRY_ES[entry.entry]}`;
    case 'queue':
      return `No hay asiento libre: ${entry.name} espera en la lista (puesto ${fEs(entry.place)})`;
    case 'leave-queue':
      return `${entry.name} sale de la lista de espera`;
    case 'leave':
      return `${entry.name} deja la mesa con ${fEs(entry.stack)}`;
    case 'leave-after-hand':
      return `${entry.name} se va: su mano se tira y el asiento queda libre cuando termine`;
    case 'removed':
      return `${entry.name} lleva ${fEs(entry.minutes)} ${entry.minutes === 1 ? 'minuto' : 'minutos'} ausente y deja la mesa con ${fEs(entry.stack)}`;
    case 'sit-out':
      return entry.afterHand ? `${entry.name} se ausenta tras esta mano` : `${entry.name} se ausenta`;
    case 'sit-in':
      return entry.entry === 'plays'
        ? `${entry.name} vuelve a jugar`
        : entry.entry === 'posts-big-blind'
          ? `${entry.name} vuelve a jugar y pone una ciega grande para entrar ya`
          : `${entry.name} vuelve a jugar y espera la ciega grande (perdida mientras estaba ausente)`;
    case 'rebuy':
      return entry.busted
        ? `${entry.name} recompra ${fEs(entry.amount)}`
        : `${entry.name} añade ${fEs(entry.amount)} y completa hasta ${fEs(entry.stack)}`;
    case 'busted':
      return entry.tournament ? `${entry.name} se ha quedado sin fichas` : `${entry.name} se ha quedado sin fichas: recomprar o irse`;
    case 'eliminated':
      return `${entry.name} termina en el puesto ${fEs(entry.place)}`;
    case 'draw':
      return `Sorteo del botón: ${entry.cards.map((c) => `${c.name} ${cardText(c.card, cardsEs.rankLetter)}`).join(', ')}. ${entry.name} tiene la carta más alta y el botón`;
    case 'random-button':
      return `El botón va al azar a ${entry.name}`;
    case 'hand-start': {
      const { small, big, ante } = entry.blinds;
      const posting = entry.posting.length
        ? `; ${listEs.format(entry.posting.map((p) => p.name))} ${entry.posting.length === 1 ? 'pone' : 'ponen'} una ciega grande (C3)`
        : '';
      return `Mano ${fEs(entry.hand)}: ${entry.button.name} tiene el botón; ciegas ${fEs(small)}/${fEs(big)}${ante ? `, ante ${fEs(ante)}` : ''}: ${entry.smallBlind.name} y ${entry.bigBlind.name}${posting}`;
    }
    case 'hand-end':
      return entry.winners.length === 0
        ? `La mano ${fEs(entry.hand)} ha terminado`
        : `La mano ${fEs(entry.hand)} ha terminado: ${listEs.format(entry.winners.map((w) => `${w.name} gana ${fEs(w.amount)}`))}`;
    case 'hand-void':
      return entry.failed
        ? `La mano ${fEs(entry.hand)} no pudo terminarse y queda anulada: se devolvieron todas las fichas (C6)`
        : `La mano ${fEs(entry.hand)} queda anulada: se devolvieron todas las fichas (C6)`;
    case 'timeout':
      return `Se acabó el tiempo de ${entry.name}: ${entry.action === 'check' ? 'pasa' : 'se retira'} automáticamente; se ausenta tras la mano`;
    case 'disconnect':
      return `${entry.name} ha perdido la conexión`;
    case 'reconnect':
      return `${entry.name} vuelve a estar conectado`;
    case 'level':
      return `Las ciegas suben a ${fEs(entry.small)}/${fEs(entry.big)}${entry.ante ? `, ante ${fEs(entry.ante)}` : ''}`;
  }
}

export const cashEs: Translation & CashTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  cashGame: 'Partida de cash',
  handNumber: (hand) => `Mano ${fEs(hand)}`,
  waitingForPlayers: 'Esperando jugadores',
  nextHand: 'Enseguida empieza la siguiente mano',
  emptySeat: (seat) => `Asiento ${seat}`,
  seatFree: 'libre',
  seatState: (state) => STATE_ES[state],
  botLabel: (kind) => `Máquina, ${kind === 'passive' ? 'pasiva' : kind === 'reasonable' ? 'sensata' : kind}`,
  yourSeat: 'Tu asiento',
  heroName: 'Tú',
  heroStatus: (seat, stack, state) => `Asiento ${seat}, ${fEs(stack)} ${stack === 1 ? 'ficha' : 'fichas'}: ${HERO_ES[state]}.`,
  notSeated: (free) =>
    free === 1
      ? 'Hay un asiento libre: elígelo en la mesa o aquí.'
      : `Hay ${free} asientos libres: elige uno en la mesa o toma el primero.`,
  tableFull: (queue) =>
    `Todos los asientos están ocupados (C7). ${queue === 0 ? 'Aún no espera nadie.' : queue === 1 ? 'Espera un jugador.' : `Esperan ${queue} jugadores.`}`,
  queued: (place) =>
    `Eres el número ${place} de la lista de espera: el próximo asiento libre será tuyo cuando te toque. Puedes salir de la lista cuando quieras.`,
  joinQueue: 'Apuntarse a la lista de espera',
  leaveQueue: 'Salir de la lista de espera',
  takeSeat: (seat) => (seat === null ? 'Sentarse' : `Ocupar el asiento ${seat}`),
  buyInLabel: (min, max) => `Compra de fichas (de ${fEs(min)} a ${fEs(max)})`,
  addChipsLabel: (min, max) => (min >= max ? `Fichas para añadir (${fEs(max)})` : `Fichas para añadir (de ${fEs(min)} a ${fEs(max)})`),
  errorSeatChips: (kind, text, min, max) => {
    const range = `un número entero de ${fEs(min)} a ${fEs(max)}`;
    if (text === '') return kind === 'buy-in' ? `Indica una compra de fichas: ${range}.` : `Indica las fichas para añadir: ${range}.`;
    return `«${text}» no es ${kind === 'buy-in' ? 'una compra de fichas' : 'un número de fichas para añadir'}: indica ${range}.`;
  },
  stayAtTable: 'Quedarse en la mesa',
  entryLabel: 'Cómo entrar en juego',
  waitForBigBlind: 'Esperar la ciega grande',
  postBigBlindNow: 'Poner una ciega grande ya y jugar la próxima mano',
  sitDown: 'Sentarse',
  cancel: 'Cancelar',
  sitOut: 'Ausentarse',
  sitIn: 'Volver a jugar',
  leaveTable: 'Dejar la mesa',
  rebuy: 'Recomprar',
  topUp: 'Completar',
  addChips: 'Añadir fichas',
  clockLeft: (seconds, timeBank) => (timeBank ? `Tiempo extra: ${seconds} s` : `${seconds} s para actuar`),
  tableLogTitle: 'Historial de la mesa',
  tableLogLine: tableLogLineEs,
  heroTimedOut: (action) =>
    `Se acabó tu tiempo: el reloj ${action === 'check' ? 'ha pasado' : 'te ha retirado'} por ti y te ausentas después de esta mano. Vuelve a jugar para seguir.`,
  errorBotKind: (name, kind) =>
    `Jugadores de la máquina: «${kind}» (${name}) no es un tipo de jugador de la máquina. Escribe passive o reasonable: Ben reasonable 1000.`,
  errorBuyIn: (text) =>
    `La compra de fichas: «${text}» no es un rango de fichas. Escribe el mínimo y el máximo: 400-1000 (el mínimo no mayor que el máximo).`,
  errorTableSize: (text) => `El tamaño de la mesa: «${text}» no son de 2 a 10 asientos.`,
  errorClock: (text) =>
    `El tiempo para decidir: «${text}» no es un número de segundos. Escribe 30, 30+10 (10 s más para un jugador desconectado) u off.`,
  errorMilliseconds: (field, text) =>
    `${field.charAt(0).toUpperCase()}${field.slice(1)}: «${text}» no es un número entero de milisegundos (700 son 0,7 s).`,
  errorPlayers: (count, seats) => `${count} jugadores de la máquina no caben en una mesa de ${seats} asientos.`,
  errorRestore: (key) => `La mesa guardada «${key}» no se pudo recuperar (dañada o guardada con otros ajustes): empieza una mesa nueva.`,
};
