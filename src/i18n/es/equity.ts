import type { Translation } from '@shoelace-style/localize';
import type { Rank, Suit } from '../../core/cards.js';
import type { EquityTerms, OutsWording } from '../equity-terms.js';

const SUIT_ES: Record<Suit, string> = { s: 'una pica', h: 'un corazón', d: 'un diamante', c: 'un trébol' };
const RANK_ES: Record<Rank, string> = {
  '2': 'un dos',
  '3': 'un tres',
  '4': 'un cuatro',
  '5': 'un cinco',
  '6': 'un seis',
  '7': 'un siete',
  '8': 'un ocho',
  '9': 'un nueve',
  T: 'un diez',
  J: 'una jota',
  Q: 'una reina',
  K: 'un rey',
  A: 'un as',
};
const SYMBOL: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const orList = new Intl.ListFormat('es', { type: 'disjunction' });
const percentEs = new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countEs = new Intl.NumberFormat('es', { useGrouping: 'always' as unknown as boolean });
const pct = (f: number): string => percentEs.format(f);

const ERRORS_ES: Record<string, (text: string) => string> = {
  'unknown-card': (text) => `«${text}» no es una carta`,
  'duplicate-card': (text) => `${text} aparece dos veces`,
  'card-count': (text) => `una mano tiene dos cartas y la mesa hasta cinco (${text})`,
  'invalid-range': (text) => `«${text}» no son dos cartas ni un rango (AKs, TT+, A5s-A2s, KQo, random)`,
  'empty-range': () => 'el rango no contiene ninguna mano posible con las cartas conocidas',
  'impossible-ranges': () => 'los rangos no permiten ningún reparto en el que cada uno tenga cartas distintas',
  'player-count': (text) => `hacen falta de dos a diez manos (hay ${text})`,
};

function outsEs({ name, count, suits, ranks, cards }: OutsWording): string {
  const parts = [
    ...suits.map((s) => SUIT_ES[s]),
    ...ranks.map((r) => RANK_ES[r]),
    ...cards.map((c) => `el ${c[0] === 'T' ? '10' : c[0]}${SYMBOL[c[1] as Suit]}`),
  ];
  return `${name} necesita ${orList.format(parts)}: ${count} ${count === 1 ? 'out' : 'outs'}`;
}

/** Spanish terms of `<equity-calculator>`. */
export const equityEs: Translation & EquityTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  equityLabel: 'Calculadora de equity',
  handLabel: (name) => `${name}: cartas o rango`,
  handPlaceholder: 'As Kd, o un rango: QQ+, AKs',
  rangeGridToggle: (name) => `Cuadrícula de rango de ${name}`,
  rangeGridLabel: (name) => `Rango de ${name}`,
  rangeGridHint:
    'Las flechas mueven, Espacio o Intro añade o quita una mano. Las manos del mismo palo encima de las parejas, las de distinto palo debajo.',
  gridCell: (label, weight) => (weight <= 0 ? label : weight >= 1 ? `${label}, en el rango` : `${label}, peso ${pct(weight)}`),
  comboCount: (count) => `${countEs.format(count)} ${count === 1 ? 'combinación' : 'combinaciones'}`,
  comboCountLive: (live, total) => `${countEs.format(live)} de ${countEs.format(total)} ${total === 1 ? 'combinación' : 'combinaciones'}`,
  classResultsLabel: (name) => `${name}: equidad por clase de mano`,
  heatCell: (label, equity) => `${label}: ${pct(equity)}`,
  heatCellOut: (label) => `${label}: no está en el rango`,
  heatLegend: 'Equidad de cada clase de mano contra las demás manos con estas cartas comunitarias',
  heatHint: 'Las flechas pasan de una clase a otra.',
  classTableCaption: (name) => `${name}: resultados por clase de mano, la mejor primero`,
  classColumn: 'Mano',
  frequencyColumn: 'Parte del rango',
  shareLink: 'Enlace a esta situación',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado.',
  deadCards: 'Cartas muertas',
  addCard: (where) => `Añadir carta: ${where}`,
  win: 'Gana',
  tie: 'Empata',
  equity: 'Equidad',
  percent: pct,
  handOdds: (name, win, tie, equity) => `${name}: gana ${pct(win)}, empata ${pct(tie)}, equidad ${pct(equity)}`,
  exactNote: (boards) => `Exacto: ${boards === 1 ? 'contada la única mesa' : `contadas las ${countEs.format(boards)} mesas`}.`,
  exactRangeNote: (deals) =>
    `Exacto: contados todos los repartos de los rangos y todas las cartas comunitarias (${countEs.format(deals)} en total, según su peso).`,
  sampleNote: (samples, se) => `Estimado con ${countEs.format(samples)} mesas al azar (±\u00a0${pct(se)}).`,
  running: (done) => `Calculando… ${Math.floor(done * 100)}\u00a0%`,
  cancel: 'Cancelar',
  cancelled: 'Detenido.',
  calculate: 'Calcular',
  outsLine: outsEs,
  noOuts: (name) => `Ninguna carta de la siguiente calle ayuda a ${name}`,
  equityError: (code, text, where) => `${where}: ${(ERRORS_ES[code] ?? ((t: string) => t))(text)}.`,
};
