/** Spanish terms of `<rules-quiz>` (see `../quiz-en.ts`), fetched when a quiz first shows Spanish. */
import type { Translation } from '@shoelace-style/localize';
import type { QuizReason } from '../../core/quiz/types.js';
import type { QuizNameOf, QuizTerms } from '../quiz-terms.js';

/** Spanish poker groups every thousand with a point, `1.000` (`Intl` alone leaves four digits ungrouped). */
const n = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });
const and = new Intl.ListFormat('es', { type: 'conjunction' });
const num = (value: unknown): string => n.format(typeof value === 'number' ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown, nameOf: QuizNameOf): string =>
  and.format(Array.isArray(value) ? value.map((seat) => nameOf(String(seat))) : []);
/** `gana` for one name, `ganan` for several. */
const verb = (value: unknown, one: string, many: string): string => (Array.isArray(value) && value.length > 1 ? many : one);
/** `1 jugador`, `3 jugadores`. */
const players = (value: unknown): string => `${num(value)} ${value === 1 ? 'jugador listo' : 'jugadores listos'}`;

/** A category with its article, as what a player has or wins with: `con un full contra un color`. */
const CATEGORY: Record<string, string> = {
  'straight-flush': 'una escalera de color',
  'four-of-a-kind': 'un póker',
  'full-house': 'un full',
  flush: 'un color',
  straight: 'una escalera',
  'three-of-a-kind': 'un trío',
  'two-pair': 'una doble pareja',
  'one-pair': 'una pareja',
  'high-card': 'carta alta',
};
const cat = (value: unknown): string => CATEGORY[text(value)] ?? text(value);
/** A category's bare name, as a heading before the cards: `doble pareja: K♥ K♠ 9♦ 9♣ 7♣`. */
const NAME: Record<string, string> = {
  'straight-flush': 'escalera de color',
  'four-of-a-kind': 'póker',
  'full-house': 'full',
  flush: 'color',
  straight: 'escalera',
  'three-of-a-kind': 'trío',
  'two-pair': 'doble pareja',
  'one-pair': 'pareja',
  'high-card': 'carta alta',
};
/** What a tie of equal categories is won on: `gana por el kicker`. */
const ROLE: Record<string, string> = {
  quads: 'el valor del póker',
  trips: 'el valor del trío',
  pair: 'la pareja',
  'high-pair': 'la pareja más alta',
  'low-pair': 'la pareja más baja',
  'full-of': 'la pareja del full',
  'straight-high': 'la carta más alta de la escalera',
  'flush-card': 'las cartas del color, una a una',
  'high-card': 'las cartas, una a una',
  kicker: 'el kicker',
};
const WORD: Record<string, string> = {
  '2': 'dos',
  '3': 'tres',
  '4': 'cuatro',
  '5': 'cinco',
  '6': 'seis',
  '7': 'siete',
  '8': 'ocho',
  '9': 'nueve',
  T: 'diez',
  J: 'jota',
  Q: 'reina',
  K: 'rey',
  A: 'as',
};
const feminine = (value: unknown): boolean => text(value) === 'Q' || text(value) === 'J';
/** A rank as the winner of a comparison: `el rey`, `la reina`. */
const rank = (value: unknown): string => (WORD[text(value)] ? `${feminine(value) ? 'la' : 'el'} ${WORD[text(value)]}` : text(value));
/** A rank as the one beaten: `al rey`, `a la reina`. */
const beaten = (value: unknown): string =>
  WORD[text(value)] ? `${feminine(value) ? 'a la' : 'al'} ${WORD[text(value)]}` : `a ${text(value)}`;
const RANK: Record<string, string> = { T: '10' };
const SUIT: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
/** A hand's best five as the cards read: `K♥ K♠ Q♦ 9♦ 7♣` (Spanish poker decks print J, Q, K, A). */
const five = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((card) => `${RANK[String(card)[0] ?? ''] ?? String(card)[0]}${SUIT[String(card)[1] ?? ''] ?? ''}`).join(' ')
    : '';

const STREET: Record<string, string> = { preflop: 'preflop', flop: 'flop', turn: 'turn', river: 'river' };

const QUESTIONS: Record<string, (a: { subject: string; actor: string; leaving: string; seats: number }) => string> = {
  'first-to-act': () => '¿Quién habla primero en esta ronda de apuestas?',
  'first-card': () => '¿Quién recibe la primera carta?',
  'may-act': (a) => `¿Qué puede hacer ${a.actor}?`,
  'short-all-in': (a) => `¿Qué puede hacer ${a.actor} ahora?`,
  'all-ins-add-up': (a) => `¿Qué puede hacer ${a.actor} ahora?`,
  'fixed-cap': (a) => `¿Qué puede hacer ${a.actor}?`,
  'min-raise': (a) => `¿A qué total puede subir (o apostar) ${a.actor} como mínimo?`,
  'pot-limit-max': (a) => `Límite del bote: ¿a qué total puede subir (o apostar) ${a.actor} como máximo?`,
  'fixed-raise': (a) => `Límite fijo: ¿a qué total apuesta o sube ${a.actor}?`,
  'to-call': (a) => `¿Cuántas fichas más tiene que poner ${a.actor} para igualar?`,
  'short-call': (a) => `¿Cuántas fichas pone ${a.actor} al igualar?`,
  'most-in': (a) => `¿Cuánto puede tener ${a.actor} delante como máximo en esta ronda?`,
  uncalled: (a) => `${a.subject} iguala con todo. ¿Cuántas fichas vuelven a quien apostó?`,
  uncontested: () => 'Todos los demás se retiran ante la última apuesta. ¿Cuántas fichas gana quien apostó?',
  'void-hand': () => 'El servidor falla y la mano se anula. ¿Cuántas fichas tiene ahora cada jugador?',
  'action-clock': (a) => `Se acaba el tiempo de ${a.actor}. ¿Qué se hace en su lugar?`,
  winner: () => '¿Quién gana el bote?',
  'first-to-show': () => '¿Quién muestra primero su mano?',
  pots: () => '¿Cuántas fichas gana cada jugador?',
  'odd-chip': () => '¿Cuántas fichas gana cada jugador?',
  'not-a-card': () => '¿Cuál de estas no es una carta?',
  'next-button': () => '¿Quién tiene el botón en la próxima mano?',
  'next-big-blind': () => '¿Quién pone la ciega grande en la próxima mano?',
  newcomer: (a) => `${a.subject} acaba de sentarse. ¿Qué pasa en la próxima mano?`,
  'hand-starts': () => '¿Empieza una mano?',
  'sitting-out': (a) => `¿Recibe ${a.subject} cartas en la próxima mano?`,
  'table-size': (a) => `¿Puede una mesa tener ${n.format(a.seats)} ${a.seats === 1 ? 'asiento' : 'asientos'}?`,
  queue: (a) => `${a.leaving} se va. ¿Quién ocupa el asiento?`,
  'potsdam-blinds': () => 'Potsdam: ¿quién pone la ciega grande?',
  'potsdam-entry': (a) => `Potsdam, ronda de entrada: ¿qué puede hacer ${a.actor}?`,
  'potsdam-first-exchange': () => 'Potsdam: ¿quién cambia primero?',
  'potsdam-buy': (a) => `Potsdam: ${a.subject} acaba de cambiar. ${a.actor} puede comprar cartas nuevas: ¿a qué precio y cuántas?`,
  'potsdam-limit': (a) => `Potsdam: ¿cuánto puede apostar ${a.actor} como máximo?`,
  'potsdam-ending': () => 'Potsdam: ¿cómo termina la partida?',
  'potsdam-winner': () => 'Potsdam: si la partida terminara ahora, ¿de quién serían las cinco cartas ganadoras?',
};

const CHOICES: Record<string, string> = {
  'fold-check-bet': 'Retirarse, pasar o apostar',
  'fold-check-raise': 'Retirarse, pasar o subir',
  'fold-call-raise': 'Retirarse, igualar o subir',
  'fold-call': 'Solo retirarse o igualar',
  yes: 'Sí',
  no: 'No',
  check: 'Pasar',
  fold: 'Retirarse',
  split: 'Bote dividido',
  'big-blind': 'Pone una ciega grande y recibe cartas',
  waits: 'Espera a que pase el botón',
  dealt: 'Recibe cartas sin poner ciega',
  'one-left': 'Solo queda un jugador',
  'no-exchange': 'Nadie cambió: una última ronda de apuestas',
  'three-passes': 'Un jugador no cambió tres veces seguidas',
  none: 'No termina',
};

const FIELDS: Record<string, string> = { to: 'Total', amount: 'Fichas', price: 'Precio', cards: 'Cartas' };

function reasonEs(reason: QuizReason, nameOf: QuizNameOf): string {
  const p = reason.params;
  const seat = nameOf(text(p.seat));
  switch (reason.code) {
    case 'left-of-big-blind':
      return `Antes del flop habla primero el jugador a la izquierda de la ciega grande (${nameOf(text(p.bigBlind))}): ${seat}.`;
    case 'left-of-button':
      return `Después del flop habla primero el primer jugador que sigue en la mano a la izquierda del botón (${nameOf(text(p.button))}): ${seat}.`;
    case 'heads-up-preflop':
      return `En un mano a mano el botón pone la ciega pequeña y habla primero antes del flop: ${seat}.`;
    case 'heads-up-later':
      return `En un mano a mano el botón habla el último después del flop, así que ${seat} habla primero.`;
    case 'first-card':
      return `Las cartas se reparten de una en una en el sentido de las agujas del reloj, empezando a la izquierda del botón (${nameOf(text(p.button))}): primero ${seat}, el botón el último.`;
    case 'options':
      return num(p.toCall) === '0'
        ? `${seat} no debe nada: pasar no cuesta nada, y retirarse siempre está permitido.`
        : `${seat} debe ${num(p.toCall)} para igualar la apuesta a ${num(p.currentBetTo)}.`;
    case 'big-blind-option':
      return `Nadie ha subido: la ciega grande, ${seat}, tiene la opción de pasar o subir.`;
    case 'not-reopened':
      return `${seat} solo tiene delante ${num(p.faced)} más, menos que una subida completa de ${num(p.fullRaise)}: un all-in corto no reabre las apuestas.`;
    case 'reopened':
      return `${seat} tiene delante ${num(p.faced)} más, al menos una subida completa de ${num(p.fullRaise)}: los all-in se suman y reabren las apuestas.`;
    case 'capped':
      return `Las apuestas han llegado al tope: ya se han hecho una apuesta y ${num(p.raises)} ${p.raises === 1 ? 'subida' : 'subidas'}.`;
    case 'min-raise':
      return `Una subida debe añadir al menos la mayor apuesta o subida de la ronda, ${num(p.raiseBy)}: ${num(p.currentBetTo)} + ${num(p.raiseBy)} = ${num(p.minTo)}.`;
    case 'pot-limit-max':
      return `El bote después de igualar: ${num(p.pot)} en el bote + ${num(p.bets)} en la mesa + ${num(p.toCall)} para igualar = ${num(p.potAfterCall)}; se iguala y se sube otro tanto: a ${num(p.maxTo)}.`;
    case 'fixed-size':
      return `En el ${STREET[text(p.street)] ?? text(p.street)} cada apuesta y cada subida es de exactamente ${num(p.unit)}: a ${num(p.to)}.`;
    case 'blind-is-live':
      return `La ciega de ${num(p.posted)} cuenta para igualar: ${num(p.currentBetTo)} − ${num(p.posted)} = ${num(p.toCall)}.`;
    case 'call-all-in':
      return `${seat} solo tiene ${num(p.stack)}: al igualar lo pone todo, y ${seat} queda all-in.`;
    case 'table-stakes':
      return `Solo juegan las fichas que hay en la mesa: ${seat} puede llegar como mucho a ${num(p.to)}.`;
    case 'uncalled':
      return `De la apuesta a ${num(p.bet)} solo se pueden igualar ${num(p.matched)}: ${num(p.amount)} vuelven a ${nameOf(text(p.seat))}.`;
    case 'uncontested':
      return `El último jugador que queda se lleva en el acto el bote de ${num(p.amount)}; no se reparten más cartas y nadie muestra.`;
    case 'void':
      return 'Una mano anulada devuelve cada ficha a quien la puso: todos tienen las fichas que tenían antes de la mano.';
    case 'clock-check':
      return `${seat} no debe nada, así que el reloj pasa en su lugar.`;
    case 'clock-fold':
      return `${seat} debe ${num(p.toCall)}, así que el reloj retira su mano.`;
    case 'category':
      return `${list(p.seats, nameOf)} ${verb(p.seats, 'gana', 'ganan')} con ${cat(p.winner)} contra ${cat(p.loser)}; las cinco mejores cartas: ${five(p.bestFive)}.`;
    case 'rank':
      return `${nameOf(text(p.runnerUp))} también tiene ${cat(p.category)}; ${list(p.seats, nameOf)} ${verb(p.seats, 'gana', 'ganan')} por ${ROLE[text(p.role)] ?? text(p.role)}: ${rank(p.winner)} gana ${beaten(p.loser)}; las cinco mejores cartas: ${five(p.bestFive)}.`;
    case 'tie':
      return `Las cinco mejores cartas son iguales (${NAME[text(p.category)] ?? text(p.category)}: ${five(p.bestFive)}): el bote se divide.`;
    case 'last-aggressor':
      return `${seat} hizo la última apuesta o subida en el river y muestra primero.`;
    case 'left-of-button-shows':
      return `Nadie apostó en el river: muestra primero el primer jugador a la izquierda del botón (${nameOf(text(p.button))}), ${seat}.`;
    case 'pot':
    case 'pot-split':
    case 'pot-odd-chip': {
      const name = num(p.pot) === '0' ? 'El bote principal' : `El bote secundario ${num(p.pot)}`;
      const odd =
        Array.isArray(p.oddChips) && p.oddChips.length > 0
          ? `; la ficha sobrante va a ${list(p.oddChips, nameOf)}, el primero a la izquierda del botón`
          : '';
      return `${name}, de ${num(p.amount)} (${list(p.eligible, nameOf)}), va a ${list(p.winners, nameOf)}${Array.isArray(p.winners) && p.winners.length > 1 ? `, ${num(p.share)} para cada uno` : ''}${odd}.`;
    }
    case 'unknown-card':
      return `«${text(p.card)}» no es una carta: valores 2–9, T (o 10), J, Q, K, A; palos s, h, d, c.`;
    case 'button-moves':
      return `El botón avanza un asiento en el sentido de las agujas del reloj, hasta ${seat}; ${nameOf(text(p.small))} pone la ciega pequeña y ${nameOf(text(p.big))}, la ciega grande.`;
    case 'big-blind-moves':
      return `La ciega grande pasa al siguiente jugador, ${seat}; la última ciega grande (${nameOf(text(p.lastBig))}) pone la ciega pequeña${num(p.dealt) === '2' ? ' y, en un mano a mano, recibe el botón' : ''}.`;
    case 'newcomer-big-blind':
      return p.outOfPosition
        ? `${seat} pone una ciega grande fuera de su turno y recibe cartas enseguida.`
        : `${seat} recibe cartas cuando le llega la ciega grande, y la pone.`;
    case 'newcomer-waits':
      return `${seat} se sienta entre el botón y la ciega grande: espera a que pase el botón.`;
    case 'newcomer-dealt':
      return `${seat} recibe cartas.`;
    case 'hand-starts':
      return `Hay ${players(p.players)} y hacen falta ${num(p.needed)}: la mano empieza.`;
    case 'not-enough-players':
      return `Hay ${players(p.players)}, pero hacen falta ${num(p.needed)}: no empieza ninguna mano.`;
    case 'dealt-in':
      return `${seat} juega: todos los que no están ausentes reciben cartas.`;
    case 'sits-out':
      return `${seat} está ausente: sigue sentado, pero no recibe cartas ni paga ciegas.`;
    case 'size-allowed':
      return `Una mesa tiene de ${num(p.min)} a ${num(p.max)} asientos: ${num(p.seats)} es válido.`;
    case 'size-refused':
      return `Una mesa tiene de ${num(p.min)} a ${num(p.max)} asientos, no ${num(p.seats)}.`;
    case 'queue-first':
      return `La lista de espera va por orden de llegada: ${seat} llegó primero.`;
    case 'potsdam-deal':
      return `Las ciegas, como en Hold’em: la ciega grande la pone quien está dos asientos a la izquierda del botón, ${seat}. Cada uno recibe ${num(p.holeCards)} cartas tapadas; ${num(p.community)} están descubiertas en el centro.`;
    case 'entry':
      return 'En la ronda de entrada un jugador solo puede igualar la ciega grande o retirarse: no hay subidas.';
    case 'exchange-order':
      return `La ronda de cambio empieza a la izquierda del botón (${nameOf(text(p.button))}): ${seat}.`;
    case 'buy-price':
      return `Las cartas nuevas cuestan una ciega pequeña, ${num(p.price)}, y son tantas como las que descartó ${nameOf(text(p.from))}: ${num(p.cards)}.`;
    case 'bet-limit':
      return `Una apuesta es como mucho de tres ciegas grandes: 3 × ${num(p.bigBlind)} = ${num(p.maxTo)}.`;
    case 'ending-no-exchange':
      return 'Nadie cambió en toda una ronda de cambio: una última ronda de apuestas, sin más cambios.';
    case 'ending-one-left':
      return 'Todos los demás se retiraron: gana el último jugador que queda.';
    case 'ending-none':
      return 'Alguien cambió, así que la partida sigue.';
    case 'ending-three-passes':
      return 'Un jugador no cambió tres veces seguidas: una última ronda de apuestas y después una última ronda de cambio.';
    case 'five-cards':
      return `Ganan las cinco mejores cartas tapadas: ${list(p.seats, nameOf)}, con ${cat(p.category)}.`;
    default:
      return reason.code;
  }
}

/** Spanish terms of `<rules-quiz>`. */
export const quizEs: Translation & QuizTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',
  quizLabel: 'Test de reglas',
  quizScore: (right, asked) => `${n.format(right)} de ${n.format(asked)} acertadas`,
  quizStreak: (streak) => `Racha: ${n.format(streak)}`,
  quizLevel: (level) => `Nivel ${n.format(level + 1)}`,
  quizQuestion: (kind, asking) => (QUESTIONS[kind] ?? (() => kind))(asking),
  quizChoice: (value, nameOf) => CHOICES[value] ?? nameOf(value),
  quizField: (field, nameOf) => FIELDS[field] ?? nameOf(field),
  quizReason: reasonEs,
  quizSubmit: 'Responder',
  quizNext: 'Siguiente pregunta',
  quizRight: 'Correcto.',
  quizWrong: (answer) => `No del todo. La respuesta: ${answer}.`,
  quizAmounts: (entries) => and.format(entries.map((entry) => `${entry.label} ${n.format(entry.amount)}`)),
  quizShare: 'Enlace a esta pregunta',
  quizRuleLink: (ruleId) => `Regla ${ruleId}`,
  quizSeatStatus: (status) =>
    ({
      active: 'juega',
      waiting: 'nuevo, espera la ciega grande',
      posting: 'nuevo, pone una ciega grande',
      'sitting-out': 'ausente',
      busted: 'sin fichas',
    })[status] ?? status,
  quizSeatEmpty: 'asiento libre',
  quizSeatNumber: (seat) => `Asiento ${n.format(seat)}`,
  quizClockwise: (seats) =>
    `Asientos del 1 al ${n.format(seats)} en el sentido de las agujas del reloj; el asiento 1 está a la izquierda del asiento ${n.format(seats)}.`,
  quizLastHand: (button, big) => `Última mano: botón ${button}, ciega grande ${big}.`,
  quizQueue: (names) => `En la lista de espera: ${and.format(names)}`,
  quizCards: 'Cartas tal como se escriben',
  quizAnswerNeeded: 'Primero elige o escribe una respuesta.',
  quizError: (code, detail) =>
    code === 'unknown-rule'
      ? `Ninguna pregunta trata la regla «${detail}».`
      : code === 'invalid-question'
        ? `Esta pregunta no se puede hacer: ${detail}`
        : detail,
};
