import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../../core/cards.js';
import type { HandCategory } from '../../core/evaluate.js';
import type { HandShape, HandTerms, PickerTerms, Verdict } from '../translation.js';

const WORD: Record<Rank, string> = {
  '2': 'Zwei',
  '3': 'Drei',
  '4': 'Vier',
  '5': 'Fünf',
  '6': 'Sechs',
  '7': 'Sieben',
  '8': 'Acht',
  '9': 'Neun',
  T: 'Zehn',
  J: 'Bube',
  Q: 'Dame',
  K: 'König',
  A: 'Ass',
};
const PLURAL: Record<Rank, string> = {
  '2': 'Zweien',
  '3': 'Dreien',
  '4': 'Vieren',
  '5': 'Fünfen',
  '6': 'Sechsen',
  '7': 'Siebenen',
  '8': 'Achten',
  '9': 'Neunen',
  T: 'Zehnen',
  J: 'Buben',
  Q: 'Damen',
  K: 'Könige',
  A: 'Asse',
};
/** "bis zur Neun", "bis zum König": the dative after "bis". */
const UP_TO: Record<Rank, string> = {
  '2': 'zur Zwei',
  '3': 'zur Drei',
  '4': 'zur Vier',
  '5': 'zur Fünf',
  '6': 'zur Sechs',
  '7': 'zur Sieben',
  '8': 'zur Acht',
  '9': 'zur Neun',
  T: 'zur Zehn',
  J: 'zum Buben',
  Q: 'zur Dame',
  K: 'zum König',
  A: 'zum Ass',
};
const CATEGORY: Record<HandCategory, string> = {
  'straight-flush': 'Straight Flush',
  'four-of-a-kind': 'Vierling',
  'full-house': 'Full House',
  flush: 'Flush',
  straight: 'Straße',
  'three-of-a-kind': 'Drilling',
  'two-pair': 'Zwei Paare',
  'one-pair': 'Ein Paar',
  'high-card': 'Höchste Karte',
};
/** A category inside "… schlägt …": `Full House schlägt Flush`, `Zwei Paare schlagen ein Paar`. */
const CATEGORY_IN_SENTENCE: Record<HandCategory, string> = {
  'straight-flush': 'Straight Flush',
  'four-of-a-kind': 'Vierling',
  'full-house': 'Full House',
  flush: 'Flush',
  straight: 'Straße',
  'three-of-a-kind': 'Drilling',
  'two-pair': 'Zwei Paare',
  'one-pair': 'ein Paar',
  'high-card': 'die höchste Karte',
};
/** Dative ordinals: "beim zweiten Kicker", "bei der dritten Karte". */
const ORDINAL = ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften'];
const lists = new Intl.ListFormat('de', { style: 'long', type: 'conjunction' });

const w = (rank: Rank | undefined): string => (rank ? WORD[rank] : '');
const pl = (rank: Rank | undefined): string => (rank ? PLURAL[rank] : '');
const upTo = (rank: Rank | undefined): string => (rank ? UP_TO[rank] : '');

function title({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'Royal Flush' : `Straight Flush bis ${upTo(a)}`;
    case 'four-of-a-kind':
      return `Vierling, ${pl(a)}`;
    case 'full-house':
      return `Full House, ${pl(a)} über ${pl(b)}`;
    case 'flush':
      return `Flush, ${w(a)} hoch`;
    case 'straight':
      return a === '5' ? 'Straße bis zur Fünf (Wheel)' : `Straße bis ${upTo(a)}`;
    case 'three-of-a-kind':
      return `Drilling, ${pl(a)}`;
    case 'two-pair':
      return `Zwei Paare, ${pl(a)} und ${pl(b)}`;
    case 'one-pair':
      return `Ein Paar ${pl(a)}`;
    case 'high-card':
      return `Höchste Karte, ${w(a)}`;
  }
}

function phrase({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'Royal Flush' : `Straight Flush bis ${upTo(a)}`;
    case 'four-of-a-kind':
      return `Vierling ${pl(a)}`;
    case 'full-house':
      return `Full House ${pl(a)} über ${pl(b)}`;
    case 'flush':
      return `Flush mit ${w(a)} hoch`;
    case 'straight':
      return `Straße bis ${upTo(a)}`;
    case 'three-of-a-kind':
      return `Drilling ${pl(a)}`;
    case 'two-pair':
      return `${pl(a)} und ${pl(b)}`;
    case 'one-pair':
      return `Paar ${pl(a)}`;
    case 'high-card':
      return `${w(a)} hoch`;
  }
}

/** "Könige und Neunen schlagen …" (plural subject), otherwise "schlägt". */
const beats = (category: HandCategory): string => (category === 'two-pair' ? 'schlagen' : 'schlägt');

function verdict(v: Verdict): string {
  switch (v.kind) {
    case 'empty':
      return 'Füge eine Hand hinzu, um sie zu bewerten.';
    case 'single':
      // Der Titel der Hand, wie ihr Kasten ihn zeigt: "Zwei Paare, Asse und Könige".
      return `Beste Hand von ${v.name}: ${title(v.hand)}`;
    case 'board-split': {
      const who = v.everyone ? (v.names.length === 2 ? 'Beide spielen' : 'Alle spielen') : `${lists.format(v.names)} spielen`;
      return `${who} das Board: Split Pot`;
    }
    case 'split':
      return `Split Pot: ${lists.format(v.names)} sind gleich stark mit ${phrase(v.hand)}`;
    case 'win': {
      const { reason } = v;
      if (reason.kind === 'category') {
        return `${v.name} gewinnt: ${CATEGORY_IN_SENTENCE[reason.winner]} ${beats(reason.winner)} ${CATEGORY_IN_SENTENCE[reason.loser]}`;
      }
      if (reason.kind === 'tie') return `${v.name} gewinnt`;
      const ordinal = ORDINAL[v.position] ?? `${v.position + 1}.`;
      if (reason.role === 'kicker') {
        return v.position === 0
          ? `${v.name} gewinnt: ${phrase(v.hand)}, ${w(reason.winner)} als Kicker schlägt ${w(reason.loser)}`
          : `${v.name} gewinnt: ${phrase(v.hand)}, ${w(reason.winner)} schlägt ${w(reason.loser)} beim ${ordinal} Kicker`;
      }
      if ((reason.role === 'flush-card' || reason.role === 'high-card') && v.position > 0) {
        return `${v.name} gewinnt: ${phrase(v.hand)}, ${w(reason.winner)} schlägt ${w(reason.loser)} bei der ${ordinal} Karte`;
      }
      return `${v.name} gewinnt: ${phrase(v.hand)} ${beats(v.hand.category)} ${phrase(v.loser)}`;
    }
  }
}

/** Rank words and lists for sentences elsewhere in the kit (the pot terms in `pots.ts`). */
export const wordsDe = { word: w, plural: pl, upTo, list: (names: readonly string[]): string => lists.format(names) };

/**
 * Hand-ranker terms, registered by the elements that show hands (`registerKitTranslations`);
 * the editor's are in `picker-de.ts`, the card terms in `cards-de.ts`.
 */
export const handTermsDe: Translation & Omit<HandTerms, keyof PickerTerms> = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  rankWord: w,
  rankPlural: pl,

  categoryName: (category) => CATEGORY[category],
  handTitle: title,
  handPhrase: phrase,
  verdict,
  place: (place) => `${place}.`,
  placeLabel: (place, tied) => `${tied ? 'geteilter ' : ''}${place}. Platz`,
  nameList: (names) => lists.format(names),
  playerName: (position) => `Spieler ${position}`,

  board: 'Board',
  hands: 'Hände',
  bestFive: 'Beste fünf',
  showBestFive: (name, cards) => `von ${name}: ${cards}. Auf dem Board zeigen`,
  winner: 'Gewinner',
  split: 'Geteilt',

  errorDuplicateCard: (card, name) => `${card} (${name}) ist doppelt ausgeteilt: Jede Karte gibt es im Deck nur einmal.`,
  errorBoardCount: (count) => `Das Board hat höchstens fünf Karten, nicht ${count}.`,
  errorHandCount: (name, hole, board) =>
    `${name} hat ${hole} ${hole === 1 ? 'Karte' : 'Karten'} und das Board ${board}: Zusammen müssen es 5, 6 oder 7 sein (zwei Handkarten zu einem vollen Board).`,
  errorDuplicateHandName: (name) => `Zwei Hände heißen ${name}: Gib jedem Spieler einen eigenen Namen.`,
  errorTooManyHands: (max, count) => `Höchstens ${max} Hände: ${count} angegeben.`,
  handLimit: (max) => `Höchstens ${max} Hände.`,
  errorOther: (detail) => `Diese Hände lassen sich nicht bewerten: ${detail}`,
};

/** The hand terms in German; the editors' terms are `pickerDe` (`picker-de.ts`). */
export default handTermsDe;
