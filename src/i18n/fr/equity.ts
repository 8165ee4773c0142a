import type { Translation } from '@shoelace-style/localize';
import type { Rank, Suit } from '../../core/cards.js';
import type { EquityTerms, OutsWording } from '../equity-terms.js';

const SUIT_FR: Record<Suit, string> = { s: 'un pique', h: 'un cœur', d: 'un carreau', c: 'un trèfle' };
const RANK_FR: Record<Rank, string> = {
  '2': 'un deux',
  '3': 'un trois',
  '4': 'un quatre',
  '5': 'un cinq',
  '6': 'un six',
  '7': 'un sept',
  '8': 'un huit',
  '9': 'un neuf',
  T: 'un dix',
  J: 'un valet',
  Q: 'une dame',
  K: 'un roi',
  A: 'un as',
};
const CARD_RANK_FR: Partial<Record<Rank, string>> = { T: '10', J: 'V', Q: 'D', K: 'R' };
const SYMBOL: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const orList = new Intl.ListFormat('fr', { type: 'disjunction' });
const percentFr = new Intl.NumberFormat('fr', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFr = new Intl.NumberFormat('fr');
const pct = (f: number): string => percentFr.format(f);

const ERRORS_FR: Record<string, (text: string) => string> = {
  'unknown-card': (text) => `«\u00a0${text}\u00a0» n’est pas une carte`,
  'duplicate-card': (text) => `${text} apparaît deux fois`,
  'card-count': (text) => `une main a deux cartes, le tableau jusqu’à cinq (${text})`,
  'invalid-range': (text) => `«\u00a0${text}\u00a0» n’est ni deux cartes ni une range (AKs, TT+, A5s-A2s, KQo, random)`,
  'empty-range': () => 'la range ne contient aucune main possible avec les cartes connues',
  'impossible-ranges': () => 'les ranges ne permettent aucune donne où chacun tient des cartes différentes',
  'player-count': (text) => `il faut de deux à dix mains (${text} données)`,
};

function outsFr({ name, count, suits, ranks, cards }: OutsWording): string {
  const parts = [
    ...suits.map((s) => SUIT_FR[s]),
    ...ranks.map((r) => RANK_FR[r]),
    ...cards.map((c) => `le ${CARD_RANK_FR[c[0] as Rank] ?? c[0]}${SYMBOL[c[1] as Suit]}`),
  ];
  return `${name} a besoin ${orList.format(parts).replace(/^(un|une|le) /, (article) => (article === 'le ' ? 'du ' : `d’${article}`))}\u00a0: ${count} ${count <= 1 ? 'out' : 'outs'}`;
}

/** French terms of `<equity-calculator>`. */
export const equityFr: Translation & EquityTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  equityLabel: 'Calculateur d’équité',
  handLabel: (name) => `${name}\u00a0: cartes ou range`,
  handPlaceholder: 'As Kd, ou une range\u00a0: QQ+, AKs',
  rangeGridToggle: (name) => `Grille de range de ${name}`,
  rangeGridLabel: (name) => `Range de ${name}`,
  rangeGridHint:
    'Les flèches déplacent, Espace ou Entrée ajoute ou retire une main. Les mains assorties au-dessus des paires, les dépareillées en dessous.',
  gridCell: (label, weight) => (weight <= 0 ? label : weight >= 1 ? `${label}, dans la range` : `${label}, poids ${pct(weight)}`),
  comboCount: (count) => `${countFr.format(count)} ${count <= 1 ? 'combinaison' : 'combinaisons'}`,
  comboCountLive: (live, total) => `${countFr.format(live)} sur ${countFr.format(total)} ${total <= 1 ? 'combinaison' : 'combinaisons'}`,
  classResultsLabel: (name) => `${name}\u00a0: équité par classe de mains`,
  heatCell: (label, equity) => `${label}\u00a0: ${pct(equity)}`,
  heatCellOut: (label) => `${label}\u00a0: hors de la range`,
  heatLegend: 'Équité de chaque classe de mains contre les autres mains sur ce tableau',
  heatHint: 'Les flèches passent d’une classe à l’autre.',
  classTableCaption: (name) => `${name}\u00a0: résultats par classe de mains, la meilleure en premier`,
  classColumn: 'Main',
  frequencyColumn: 'Part de la range',
  shareLink: 'Lien vers cette situation',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  deadCards: 'Cartes mortes',
  addCard: (where) => `Ajouter une carte\u00a0: ${where}`,
  win: 'Gagne',
  tie: 'Partage',
  equity: 'Équité',
  percent: pct,
  handOdds: (name, win, tie, equity) => `${name}\u00a0: gagne ${pct(win)}, partage ${pct(tie)}, équité ${pct(equity)}`,
  exactNote: (boards) => `Exact\u00a0: les ${countFr.format(boards)} ${boards <= 1 ? 'tableau compté' : 'tableaux comptés'}.`,
  exactRangeNote: (deals) =>
    `Exact\u00a0: chaque donne des ranges et chaque tableau comptés (${countFr.format(deals)} en tout, selon leur poids).`,
  sampleNote: (samples, se) => `Estimé sur ${countFr.format(samples)} tableaux au hasard (±\u00a0${pct(se)}).`,
  running: (done) => `Calcul… ${Math.floor(done * 100)}\u00a0%`,
  cancel: 'Annuler',
  cancelled: 'Arrêté.',
  calculate: 'Calculer',
  outsLine: outsFr,
  noOuts: (name) => `Aucune carte de la rue suivante n’aide ${name}`,
  equityError: (code, text, where) => `${where}\u00a0: ${(ERRORS_FR[code] ?? ((t: string) => t))(text)}.`,
};
