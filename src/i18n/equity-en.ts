import type { Translation } from '@shoelace-style/localize';
import type { Rank, Suit } from '../core/cards.js';
import { termsRegistration } from './registry.js';
import type { EquityTerms, OutsWording } from './equity-terms.js';
import type { HandTerms } from './translation.js';

const SUIT_EN: Record<Suit, string> = { s: 'a spade', h: 'a heart', d: 'a diamond', c: 'a club' };
const RANK_EN: Record<Rank, string> = {
  '2': 'a deuce',
  '3': 'a three',
  '4': 'a four',
  '5': 'a five',
  '6': 'a six',
  '7': 'a seven',
  '8': 'an eight',
  '9': 'a nine',
  T: 'a ten',
  J: 'a jack',
  Q: 'a queen',
  K: 'a king',
  A: 'an ace',
};
const CARD_RANK_EN: Record<Rank, string> = {
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  T: '10',
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
};
const SYMBOL: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const orList = new Intl.ListFormat('en', { type: 'disjunction' });
const percentEn = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countEn = new Intl.NumberFormat('en');
const pct = (f: number): string => percentEn.format(f);

const ERRORS_EN: Record<string, (text: string) => string> = {
  'unknown-card': (text) => `“${text}” is not a card`,
  'duplicate-card': (text) => `${text} is given twice`,
  'card-count': (text) => `a hand holds two cards, the board up to five (${text})`,
  'invalid-range': (text) => `“${text}” is neither two cards nor a range (AKs, TT+, A5s-A2s, KQo, random)`,
  'empty-range': () => 'the range holds no hand the known cards leave possible',
  'impossible-ranges': () => 'the ranges leave no deal in which every player holds different cards',
  'player-count': (text) => `two to ten hands are needed (${text} given)`,
};

function outsEn({ name, count, suits, ranks, cards }: OutsWording): string {
  const parts = [
    ...suits.map((s) => SUIT_EN[s]),
    ...ranks.map((r) => RANK_EN[r]),
    ...cards.map((c) => `the ${CARD_RANK_EN[c[0] as Rank]}${SYMBOL[c[1] as Suit]}`),
  ];
  return `${name} needs ${orList.format(parts)}: ${count} ${count === 1 ? 'out' : 'outs'}`;
}

/**
 * English terms of `<equity-calculator>`, with the one hand term it shows besides the hand
 * basics (`hands`, the input as a whole in a message), so it registers no other hand term;
 * German has `hands` in `de.ts`, which the hand basics' loader fetches.
 */
export const equityEn: Translation & EquityTerms & Pick<HandTerms, 'hands'> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  equityLabel: 'Equity calculator',
  handLabel: (name) => `${name}: cards or range`,
  handPlaceholder: 'As Kd, or a range: QQ+, AKs',
  rangeGridToggle: (name) => `Range grid for ${name}`,
  rangeGridLabel: (name) => `Range of ${name}`,
  rangeGridHint: 'Arrow keys move, Space or Enter adds or removes a hand. Suited hands above the pairs, offsuit below.',
  gridCell: (label, weight) => (weight <= 0 ? label : weight >= 1 ? `${label}, in the range` : `${label}, weight ${pct(weight)}`),
  comboCount: (count) => `${countEn.format(count)} ${count === 1 ? 'combo' : 'combos'}`,
  comboCountLive: (live, total) => `${countEn.format(live)} of ${countEn.format(total)} ${total === 1 ? 'combo' : 'combos'}`,
  classResultsLabel: (name) => `${name}: equity by hand class`,
  heatCell: (label, equity) => `${label}: ${pct(equity)}`,
  heatCellOut: (label) => `${label}: not in the range`,
  heatLegend: 'Equity of each hand class against the other hands on this board',
  heatHint: 'Arrow keys move from class to class.',
  classTableCaption: (name) => `${name}: results per hand class, best first`,
  classColumn: 'Hand',
  frequencyColumn: 'Share of range',
  shareLink: 'Link to this spot',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  deadCards: 'Dead cards',
  addCard: (where) => `Add a card: ${where}`,
  win: 'Win',
  tie: 'Tie',
  equity: 'Equity',
  percent: pct,
  handOdds: (name, win, tie, equity) => `${name}: wins ${pct(win)}, ties ${pct(tie)}, equity ${pct(equity)}`,
  exactNote: (boards) => `Exact: every one of the ${countEn.format(boards)} ${boards === 1 ? 'board' : 'boards'} counted.`,
  exactRangeNote: (deals) => `Exact: every deal of the ranges and every board counted (${countEn.format(deals)} in all, by weight).`,
  sampleNote: (samples, se) => `Estimated from ${countEn.format(samples)} random boards (±\u00a0${pct(se)}).`,
  running: (done) => `Calculating… ${Math.floor(done * 100)}%`,
  cancel: 'Cancel',
  cancelled: 'Stopped.',
  calculate: 'Calculate',
  outsLine: outsEn,
  noOuts: (name) => `${name} has no card that helps on the next street`,
  equityError: (code, text, where) => `${where}: ${(ERRORS_EN[code] ?? ((t: string) => t))(text)}.`,
  hands: 'Hands',
};

/** Registers the calculator's terms once: English now, German on use. */
export const registerEquityTranslations: () => void = termsRegistration('equity', { terms: equityEn });
