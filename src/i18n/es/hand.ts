import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../../core/cards.js';
import type { HandCategory } from '../../core/evaluate.js';
import type { HandShape, HandTerms, PickerTerms, Verdict } from '../translation.js';

const WORD: Record<Rank, string> = {
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
const PLURAL: Record<Rank, string> = {
  '2': 'doses',
  '3': 'treses',
  '4': 'cuatros',
  '5': 'cincos',
  '6': 'seises',
  '7': 'sietes',
  '8': 'ochos',
  '9': 'nueves',
  T: 'dieces',
  J: 'jotas',
  Q: 'reinas',
  K: 'reyes',
  A: 'ases',
};

const CATEGORY: Record<HandCategory, string> = {
  'straight-flush': 'Escalera de color',
  'four-of-a-kind': 'Póker',
  'full-house': 'Full',
  flush: 'Color',
  straight: 'Escalera',
  'three-of-a-kind': 'Trío',
  'two-pair': 'Doble pareja',
  'one-pair': 'Pareja',
  'high-card': 'Carta alta',
};
/** A category as the subject or object of "gana a": `un full gana a un color`. */
const CATEGORY_IN_SENTENCE: Record<HandCategory, string> = {
  'straight-flush': 'una escalera de color',
  'four-of-a-kind': 'un póker',
  'full-house': 'un full',
  flush: 'un color',
  straight: 'una escalera',
  'three-of-a-kind': 'un trío',
  'two-pair': 'una doble pareja',
  'one-pair': 'una pareja',
  'high-card': 'la carta alta',
};
const ARTICLE: Record<HandCategory, string> = {
  'straight-flush': 'una ',
  'four-of-a-kind': 'un ',
  'full-house': 'un ',
  flush: 'un ',
  straight: 'una ',
  'three-of-a-kind': 'un ',
  'two-pair': 'una ',
  'one-pair': 'una ',
  'high-card': '',
};
/** `en el segundo kicker`, `en la segunda carta`. */
const ORDINAL_M = ['primer', 'segundo', 'tercer', 'cuarto', 'quinto'];
const ORDINAL_F = ['primera', 'segunda', 'tercera', 'cuarta', 'quinta'];
const lists = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
const plurals = new Intl.PluralRules('es');
export const cardsWordEs = (count: number): string => (plurals.select(count) === 'one' ? 'carta' : 'cartas');

const w = (rank: Rank | undefined): string => (rank ? WORD[rank] : '');
const pl = (rank: Rank | undefined): string => (rank ? PLURAL[rank] : '');
/** `al rey`, `a la reina`, `a la jota`: what a straight or a flush goes up to. */
const to = (rank: Rank | undefined): string => (rank === 'Q' || rank === 'J' ? `a la ${w(rank)}` : `al ${w(rank)}`);

function phrase({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'escalera real' : `escalera de color ${to(a)}`;
    case 'four-of-a-kind':
      return `póker de ${pl(a)}`;
    case 'full-house':
      return `full de ${pl(a)} con ${pl(b)}`;
    case 'flush':
      return `color ${to(a)}`;
    case 'straight':
      return `escalera ${to(a)}`;
    case 'three-of-a-kind':
      return `trío de ${pl(a)}`;
    case 'two-pair':
      return `doble pareja de ${pl(a)} y ${pl(b)}`;
    case 'one-pair':
      return `pareja de ${pl(a)}`;
    case 'high-card':
      return `carta alta ${w(a)}`;
  }
}

/** A hand with its article: `una pareja de reyes`, `carta alta as`. */
const withArticle = (hand: HandShape): string => `${ARTICLE[hand.category]}${phrase(hand)}`;

function title(hand: HandShape): string {
  const [a, b] = hand.ranks;
  if (hand.category === 'two-pair') return `Doble pareja, ${pl(a)} y ${pl(b)}`;
  if (hand.category === 'straight' && a === '5') return 'Escalera al cinco (la rueda)';
  const text = phrase(hand);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function verdict(v: Verdict): string {
  switch (v.kind) {
    case 'empty':
      return 'Añade una mano para ver qué jugada forma.';
    case 'single': {
      const hand = title(v.hand);
      return `Mejor mano de ${v.name}: ${hand.charAt(0).toLowerCase()}${hand.slice(1)}`;
    }
    case 'board-split': {
      const who = v.everyone ? (v.names.length === 2 ? 'Ambos juegan' : 'Todos juegan') : `${lists.format(v.names)} juegan`;
      return `${who} las cartas comunitarias: bote dividido`;
    }
    case 'split':
      return `Bote dividido: ${lists.format(v.names)} empatan con ${withArticle(v.hand)}`;
    case 'win': {
      const { reason } = v;
      if (reason.kind === 'category') {
        return `${v.name} gana: ${CATEGORY_IN_SENTENCE[reason.winner]} gana a ${CATEGORY_IN_SENTENCE[reason.loser]}`;
      }
      if (reason.kind === 'tie') return `${v.name} gana`;
      if (reason.role === 'kicker') {
        return v.position === 0
          ? `${v.name} gana: ${phrase(v.hand)}, el kicker ${w(reason.winner)} gana al kicker ${w(reason.loser)}`
          : `${v.name} gana: ${phrase(v.hand)}, ${w(reason.winner)} gana a ${w(reason.loser)} en el ${ORDINAL_M[v.position] ?? `${v.position + 1}.º`} kicker`;
      }
      if ((reason.role === 'flush-card' || reason.role === 'high-card') && v.position > 0) {
        return `${v.name} gana: ${phrase(v.hand)}, ${w(reason.winner)} gana a ${w(reason.loser)} en la ${ORDINAL_F[v.position] ?? `${v.position + 1}.ª`} carta`;
      }
      return `${v.name} gana: ${withArticle(v.hand)} gana a ${withArticle(v.loser)}`;
    }
  }
}

/** Rank words and lists for sentences elsewhere in the kit (the pot terms in `pots.ts`). */
export const wordsEs = {
  word: w,
  plural: pl,
  to,
  phrase,
  withArticle,
  list: (names: readonly string[]): string => lists.format(names),
};

/** Spanish hand-ranker terms, registered by the elements that show hands; the editor's are in `picker.ts`, the card terms in `cards.ts`. */
export const handTermsEs: Translation & Omit<HandTerms, keyof PickerTerms> = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  rankWord: w,
  rankPlural: pl,

  categoryName: (category) => CATEGORY[category],
  handTitle: title,
  handPhrase: phrase,
  verdict,
  place: (place) => `${place}.º`,
  placeLabel: (place, tied) => `${tied ? 'empate en el ' : ''}${place}.º puesto`,
  nameList: (names) => lists.format(names),
  playerName: (position) => `Jugador ${position}`,

  board: 'Cartas comunitarias',
  hands: 'Manos',
  bestFive: 'Mejores cinco',
  showBestFive: (name, cards) => `de ${name}: ${cards}. Mostrar en las cartas comunitarias`,
  winner: 'Ganador',
  split: 'Empate',

  errorDuplicateCard: (card, name) => `${card} (${name}) se reparte dos veces: la baraja tiene cada carta una sola vez.`,
  errorBoardCount: (count) => `Las cartas comunitarias son cinco como máximo, no ${count}.`,
  errorHandCount: (name, hole, board) =>
    `${name} tiene ${hole} ${cardsWordEs(hole)} y la mesa ${board}: juntas deben ser 5, 6 o 7 (dos cartas propias con las cinco comunitarias).`,
  errorDuplicateHandName: (name) => `Dos manos se llaman ${name}: da a cada jugador un nombre propio.`,
  errorTooManyHands: (max, count) => `Como máximo ${max} manos: hay ${count}.`,
  handLimit: (max) => `${max} manos como máximo.`,
  errorOther: (detail) => `Estas manos no se pueden clasificar: ${detail}`,
};

export default handTermsEs;
