import type { Translation } from '@shoelace-style/localize';
import type { Rank, Suit } from '../../core/cards.js';
import type { EquityTerms, OutsWording } from '../equity-terms.js';

const SUIT_DE: Record<Suit, string> = { s: 'ein Pik', h: 'ein Herz', d: 'ein Karo', c: 'ein Kreuz' };
const RANK_DE: Record<Rank, string> = {
  '2': 'eine Zwei',
  '3': 'eine Drei',
  '4': 'eine Vier',
  '5': 'eine Fünf',
  '6': 'eine Sechs',
  '7': 'eine Sieben',
  '8': 'eine Acht',
  '9': 'eine Neun',
  T: 'eine Zehn',
  J: 'ein Bube',
  Q: 'eine Dame',
  K: 'ein König',
  A: 'ein Ass',
};
const CARD_RANK_DE: Record<Rank, string> = {
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  T: '10',
  J: 'B',
  Q: 'D',
  K: 'K',
  A: 'A',
};
const SYMBOL: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const orList = new Intl.ListFormat('de', { type: 'disjunction' });
const percentDe = new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countDe = new Intl.NumberFormat('de');
const pct = (f: number): string => percentDe.format(f);

const ERRORS_DE: Record<string, (text: string) => string> = {
  'unknown-card': (text) => `„${text}“ ist keine Karte`,
  'duplicate-card': (text) => `${text} kommt zweimal vor`,
  'card-count': (text) => `eine Hand hat zwei Karten, das Board bis zu fünf (${text})`,
  'invalid-range': (text) => `„${text}“ ist weder zwei Karten noch eine Range (AKs, TT+, A5s-A2s, KQo, random)`,
  'empty-range': () => 'die Range enthält keine Hand, die mit den bekannten Karten möglich ist',
  'impossible-ranges': () => 'die Ranges lassen keine Verteilung zu, in der jeder andere Karten hält',
  'player-count': (text) => `es braucht zwei bis zehn Hände (${text} angegeben)`,
};

function outsDe({ name, count, suits, ranks, cards }: OutsWording): string {
  const parts = [
    ...suits.map((s) => SUIT_DE[s]),
    ...ranks.map((r) => RANK_DE[r]),
    ...cards.map((c) => `die ${CARD_RANK_DE[c[0] as Rank]}${SYMBOL[c[1] as Suit]}`),
  ];
  return `${name} braucht ${orList.format(parts)}: ${count} ${count === 1 ? 'Out' : 'Outs'}`;
}

/** German terms of `<equity-calculator>`. */
export const equityDe: Translation & EquityTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  equityLabel: 'Equity-Rechner',
  handLabel: (name) => `${name}: Karten oder Range`,
  handPlaceholder: 'As Kd, oder eine Range: QQ+, AKs',
  rangeGridToggle: (name) => `Range-Raster für ${name}`,
  rangeGridLabel: (name) => `Range von ${name}`,
  rangeGridHint: 'Pfeiltasten bewegen, Leertaste oder Enter nimmt eine Hand auf oder heraus. Suited über den Paaren, offsuit darunter.',
  gridCell: (label, weight) => (weight <= 0 ? label : weight >= 1 ? `${label}, in der Range` : `${label}, Gewicht ${pct(weight)}`),
  comboCount: (count) => `${countDe.format(count)} ${count === 1 ? 'Kombination' : 'Kombinationen'}`,
  comboCountLive: (live, total) => `${countDe.format(live)} von ${countDe.format(total)} ${total === 1 ? 'Kombination' : 'Kombinationen'}`,
  classResultsLabel: (name) => `${name}: Equity nach Starthand`,
  heatCell: (label, equity) => `${label}: ${pct(equity)}`,
  heatCellOut: (label) => `${label}: nicht in der Range`,
  heatLegend: 'Equity jeder Starthand gegen die anderen Hände auf diesem Board',
  heatHint: 'Pfeiltasten gehen von Hand zu Hand.',
  classTableCaption: (name) => `${name}: Ergebnisse nach Starthand, beste zuerst`,
  classColumn: 'Hand',
  frequencyColumn: 'Anteil der Range',
  shareLink: 'Link zu dieser Situation',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert.',
  deadCards: 'Tote Karten',
  addCard: (where) => `Karte hinzufügen: ${where}`,
  win: 'Gewinnt',
  tie: 'Geteilt',
  equity: 'Equity',
  percent: pct,
  handOdds: (name, win, tie, equity) => `${name}: gewinnt ${pct(win)}, teilt ${pct(tie)}, Equity ${pct(equity)}`,
  exactNote: (boards) => `Exakt: alle ${countDe.format(boards)} ${boards === 1 ? 'Board' : 'Boards'} gezählt.`,
  exactRangeNote: (deals) => `Exakt: jede Verteilung der Ranges und jedes Board gezählt (${countDe.format(deals)} insgesamt, gewichtet).`,
  sampleNote: (samples, se) => `Geschätzt aus ${countDe.format(samples)} zufälligen Boards (±\u00a0${pct(se)}).`,
  running: (done) => `Rechne … ${Math.floor(done * 100)} %`,
  cancel: 'Abbrechen',
  cancelled: 'Angehalten.',
  calculate: 'Berechnen',
  outsLine: outsDe,
  noOuts: (name) => `Keine Karte der nächsten Straße hilft ${name}`,
  equityError: (code, text, where) => `${where}: ${(ERRORS_DE[code] ?? ((t: string) => t))(text)}.`,
};
