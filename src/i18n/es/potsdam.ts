/** The words of `<poker-table variant="potsdam">` in Spanish (see `potsdam-en.ts`). */
import type { PotsdamEnding, PotsdamPhase } from '../../core/potsdam/types.js';
import type { PotsdamWords, SeatName } from '../potsdam-en.js';
export { potsdamRefusalsEs } from './refusals-potsdam.js';
export { unknownRefusalEs } from './refusals-betting.js';

const n = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const f = (amount: number): string => n.format(amount);
const y = (items: readonly string[]): string => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
const cartas = (count: number): string => (count === 1 ? 'carta' : 'cartas');

const PHASES: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'Ronda de entrada',
  exchange: 'Ronda de cambio',
  choosing: 'Compra de cartas nuevas',
  betting: 'Ronda de apuestas',
  'end-offer': '¿Terminar la partida?',
  'final-betting': 'Última ronda de apuestas',
  'last-exchange': 'Última ronda de cambio',
  'last-betting': 'Apuestas tras el último cambio',
  showdown: 'Showdown',
  complete: 'La partida ha terminado',
  uncontested: 'La partida ha terminado',
};

const ending = (e: PotsdamEnding, name: SeatName): string => {
  switch (e.kind) {
    case 'one-left':
      return `solo queda ${name(e.seat)} en juego (P6 (1))`;
    case 'ended-by-player':
      return `${name(e.seat)} pagó ${f(e.price)} para terminarla (P6 (2))`;
    case 'no-exchange':
      return `nadie cambió en la ronda de cambio ${e.exchangeRound} (P6 (3))`;
    case 'three-passes':
      return `${y(e.seats.map(name))} no ${e.seats.length === 1 ? 'cambió' : 'cambiaron'} tres veces seguidas (P6 (4))`;
    case 'round-limit':
      return `se alcanzó el límite de la mesa de ${e.exchangeRound} rondas de cambio (como P6 (3))`;
  }
};

export const potsdamEs: PotsdamWords = {
  lang: 'es',
  gameName: 'Potsdam Hold’em',
  limitLine: (limit, betLimit) => (betLimit === 'each-bet' ? `apuestas hasta ${f(limit)}` : `hasta ${f(limit)} por ronda`),
  phaseName: (phase, round) => (phase === 'exchange' || phase === 'betting' ? `${PHASES[phase]} ${round}` : PHASES[phase]),
  endingName: ending,
  ruleTitle: {
    P1: 'P1: las ciegas; cinco cartas tapadas para cada uno, cinco cartas comunitarias descubiertas',
    P2: 'P2: ronda de entrada: igualar la ciega grande o retirarse, sin subidas',
    P3: 'P3: cambiar ninguna, una o las cinco cartas, desde la izquierda del botón hasta el botón',
    P4: 'P4: tras un cambio, el siguiente puede comprar cartas nuevas por una ciega pequeña y elegir qué juego va al centro',
    P5: 'P5: una ronda de apuestas tras cada ronda de cambio; una apuesta o subida es como mucho tres ciegas grandes',
    P6: 'P6: las cuatro formas en que termina la partida',
    P7: 'P7: gana la mejor mano de cinco cartas',
  },
  communityLabel: 'Cartas comunitarias',
  asideTitle: 'Fuera de juego',
  asideSet: (name, which) =>
    which === 'fresh' ? `Cartas nuevas que ${name} no tomó` : `Cartas descartadas, sustituidas por las nuevas de ${name}`,
  deckLeft: (count) => `${f(count)} ${cartas(count)} en el mazo`,
  cardsOf: (name) => `Cartas de ${name}`,
  statusExchanged: 'cambió',
  statusPassed: (times) => `${times}× sin cambiar`,
  statusEnded: 'terminó la partida',
  logLine: (entry, name, cards) => {
    switch (entry.kind) {
      case 'blind':
        return `${name(entry.seat)} pone la ciega ${entry.blind === 'small' ? 'pequeña' : 'grande'} de ${f(entry.amount)}${entry.allIn ? ' y va all-in' : ''}.`;
      case 'deal':
        return `Cinco cartas para cada uno; en el centro: ${cards(entry.community)}.`;
      case 'action': {
        const who = name(entry.seat);
        const allIn = entry.allIn ? ' (all-in)' : '';
        switch (entry.action) {
          case 'fold':
            return `${who} se retira.`;
          case 'check':
            return `${who} pasa.`;
          case 'call':
            return `${who} iguala ${f(entry.amount)}${allIn}.`;
          case 'bet':
            return `${who} apuesta ${f(entry.to)}${allIn}.`;
          case 'raise':
            return `${who} sube a ${f(entry.to)}${allIn}.`;
          case 'all-in':
            return `${who} va all-in con ${f(entry.to)}.`;
        }
        return `${who}: ${entry.action}.`;
      }
      case 'uncalled-returned':
        return `${f(entry.amount)} que nadie igualó vuelven a ${name(entry.seat)}.`;
      case 'exchange-round':
        return `${entry.last ? 'La última ronda de cambio' : `Ronda de cambio ${entry.exchangeRound}`}: ${y(entry.order.map(name))}, por este orden.`;
      case 'exchange':
        return entry.given.length === 5
          ? `${name(entry.seat)} descarta sus cinco cartas (${cards(entry.given)}) y toma las del centro: ${cards(entry.taken)}.`
          : `${name(entry.seat)} descarta ${cards(entry.given)} y toma ${cards(entry.taken)}.`;
      case 'pass':
        return `${name(entry.seat)} no cambia (${entry.passesInARow}× seguidas).`;
      case 'buy':
        return `${name(entry.seat)} paga ${f(entry.price)} por cartas nuevas: ${cards(entry.fresh)}, a cambio de ${cards(entry.laidDown)}, descartadas por ${name(entry.from)}.`;
      case 'choose':
        return entry.set === 'fresh'
          ? `${name(entry.seat)} pone las cartas nuevas en el centro; ${cards(entry.aside)} quedan fuera de juego.`
          : `${name(entry.seat)} deja las cartas descartadas en el centro; las nuevas ${cards(entry.aside)} quedan fuera de juego.`;
      case 'betting-round':
        return entry.skipped ? 'Nadie puede apostar: no hay ronda de apuestas.' : `Empieza: ${PHASES[entry.phase].toLowerCase()}.`;
      case 'decline-end':
        return `${name(entry.seat)} no termina la partida.`;
      case 'ending':
        return `La partida termina porque ${ending(entry.ending, name)}.`;
      case 'show':
        return `${name(entry.seat)} muestra ${cards(entry.cards)}.`;
      case 'muck':
        return `${name(entry.seat)} tira sus cartas.`;
      case 'uncontested':
        return `${name(entry.seat)} gana sin showdown.`;
      case 'award':
        return `${y(entry.award.shares.map((share) => `${name(share.seat)} gana ${f(share.amount)}`))} (bote ${entry.award.potIndex + 1}).`;
    }
  },
  logExchangeRound: (round, last) => (last ? 'Última ronda de cambio' : `Ronda de cambio ${round}`),
  logBettingRound: (round, phase) => (phase === 'betting' ? `Ronda de apuestas ${round}` : PHASES[phase]),
  logEntry: 'Ronda de entrada',
  logShowdown: 'Showdown',
  exchangeTitle: (name) => `${name}: cambiar`,
  pickOwn: 'Tu carta para descartar',
  pickCommunity: 'Carta comunitaria para tomar',
  pickPrompt: 'Elige una de tus cartas y una carta comunitaria, o cambia las cinco.',
  exchangeOne: (give, take) => `Cambiar ${give} por ${take}`,
  exchangeAll: 'Cambiar las cinco',
  pass: 'No cambiar',
  buy: (price, count, from) =>
    `Comprar ${count} ${count === 1 ? 'carta nueva' : 'cartas nuevas'} por ${f(price)} (a cambio de las de ${from})`,
  noBuyLast: 'En la última ronda de cambio no hay cartas nuevas.',
  chooseTitle: (name) => `${name}: ¿qué juego va al centro?`,
  laidDownSet: (name) => `Descartadas por ${name}`,
  freshSet: 'Nuevas, del mazo',
  chooseLaidDown: 'Quedarse con las descartadas',
  chooseFresh: 'Poner las nuevas',
  endTitle: (name, price) => `${name} no cambió: ¿terminar la partida por ${f(price)}?`,
  endGame: (price) => `Terminar la partida (${f(price)})`,
  goOn: 'Seguir',
  thinking: (name) => `${name} está pensando…`,
  nowNote: (phase, name, { limit, buyPrice, endPrice }) => {
    switch (phase) {
      case 'entry':
        return `${name} iguala la ciega grande o se retira: en la ronda de entrada no se sube.`;
      case 'exchange':
        return `${name} cambia ninguna, una o las cinco cartas. Tras un cambio, el siguiente puede comprar cartas nuevas por ${f(buyPrice)}.`;
      case 'choosing':
        return `${name} compró cartas nuevas: un juego va al centro y el otro queda a la vista fuera de juego.`;
      case 'betting':
      case 'final-betting':
      case 'last-betting':
        return `Le toca a ${name}: una apuesta o subida es como mucho tres ciegas grandes (${f(limit)}).`;
      case 'end-offer':
        return `${name} no cambió y puede pagar ${f(endPrice)} para terminar la partida: los demás cambian entonces una última vez.`;
      case 'last-exchange':
        return `${name} cambia una última vez; ahora no se compran cartas nuevas.`;
      case 'showdown':
        return `${name} muestra sus cinco cartas o las tira.`;
      default:
        return 'La partida ha terminado.';
    }
  },
  endNote: (e, name) => `La partida termina porque ${ending(e, name)}.`,
  wonNote: (names, amount) => `${names} ${/ y | e /.test(names) ? 'ganan' : 'gana'} ${f(amount)}.`,
  errorDeal: (detail) => `No se puede repartir la partida: ${detail}`,
  errorScript: (step, text) =>
    `El guion, paso ${step}: «${text}» no es una jugada. Escribe un asiento y lo que hace (en inglés): Anna calls; Ben exchanges 7h for Kd; Carla passes.`,
  yourCards: (name) => `Cartas de ${name}`,
};
