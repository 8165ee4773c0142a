import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../../core/cards.js';
import type { HandCategory } from '../../core/evaluate.js';
import type { HandShape, HandTerms, PickerTerms, Verdict } from '../translation.js';

const WORD: Record<Rank, string> = {
  '2': 'deux',
  '3': 'trois',
  '4': 'quatre',
  '5': 'cinq',
  '6': 'six',
  '7': 'sept',
  '8': 'huit',
  '9': 'neuf',
  T: 'dix',
  J: 'valet',
  Q: 'dame',
  K: 'roi',
  A: 'as',
};
/** Numbers and `as` do not change in the plural: `paire de six`, `full aux as`. */
const PLURAL: Partial<Record<Rank, string>> = { J: 'valets', Q: 'dames', K: 'rois' };
/** `au roi`, `à la dame`, `à l’as`: what a straight or a flush goes up to. */
const TO: Partial<Record<Rank, string>> = { Q: 'à la dame', A: 'à l’as' };

const CATEGORY: Record<HandCategory, string> = {
  'straight-flush': 'Quinte flush',
  'four-of-a-kind': 'Carré',
  'full-house': 'Full',
  flush: 'Couleur',
  straight: 'Quinte',
  'three-of-a-kind': 'Brelan',
  'two-pair': 'Double paire',
  'one-pair': 'Paire',
  'high-card': 'Carte haute',
};
/** A category as the subject or object of "bat": `un full bat une couleur`. */
const CATEGORY_IN_SENTENCE: Record<HandCategory, string> = {
  'straight-flush': 'une quinte flush',
  'four-of-a-kind': 'un carré',
  'full-house': 'un full',
  flush: 'une couleur',
  straight: 'une quinte',
  'three-of-a-kind': 'un brelan',
  'two-pair': 'une double paire',
  'one-pair': 'une paire',
  'high-card': 'la carte haute',
};
const ARTICLE: Record<HandCategory, string> = {
  'straight-flush': 'une ',
  'four-of-a-kind': 'un ',
  'full-house': 'un ',
  flush: 'une ',
  straight: 'une ',
  'three-of-a-kind': 'un ',
  'two-pair': 'une ',
  'one-pair': 'une ',
  'high-card': '',
};
/** `au deuxième kicker`, `à la deuxième carte`. */
const ORDINAL_M = ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième'];
const ORDINAL_F = ['première', 'deuxième', 'troisième', 'quatrième', 'cinquième'];
const lists = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });
/** French plurals: 0 and 1 are singular (`0 carte`, `1 carte`, `2 cartes`). */
const plurals = new Intl.PluralRules('fr');
export const cardsWordFr = (count: number): string => (plurals.select(count) === 'one' ? 'carte' : 'cartes');

const w = (rank: Rank | undefined): string => (rank ? WORD[rank] : '');
const pl = (rank: Rank | undefined): string => (rank ? (PLURAL[rank] ?? WORD[rank]) : '');
/** `de rois`, `d’as`. */
const of = (rank: Rank | undefined): string => (rank === 'A' ? 'd’as' : `de ${pl(rank)}`);
const to = (rank: Rank | undefined): string => (rank ? (TO[rank] ?? `au ${WORD[rank]}`) : '');
/** `de Ben`, `d’Anna`. */
export const ofName = (name: string): string => (/^[aeiouyàâäéèêëîïôöûüœh]/i.test(name) ? `d’${name}` : `de ${name}`);

function phrase({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'quinte flush royale' : `quinte flush ${to(a)}`;
    case 'four-of-a-kind':
      return `carré ${of(a)}`;
    case 'full-house':
      return `full aux ${pl(a)} par les ${pl(b)}`;
    case 'flush':
      return `couleur ${to(a)}`;
    case 'straight':
      return `quinte ${to(a)}`;
    case 'three-of-a-kind':
      return `brelan ${of(a)}`;
    case 'two-pair':
      return `double paire ${pl(a)} et ${pl(b)}`;
    case 'one-pair':
      return `paire ${of(a)}`;
    case 'high-card':
      return `hauteur ${w(a)}`;
  }
}

/** A hand with its article: `une paire de rois`, `hauteur as`. */
const withArticle = (hand: HandShape): string => `${ARTICLE[hand.category]}${phrase(hand)}`;

function title(hand: HandShape): string {
  const [a, b] = hand.ranks;
  if (hand.category === 'two-pair') return `Double paire, ${pl(a)} et ${pl(b)}`;
  if (hand.category === 'straight' && a === '5') return 'Quinte au cinq (la roue)';
  const text = phrase(hand);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function verdict(v: Verdict): string {
  switch (v.kind) {
    case 'empty':
      return 'Ajoutez une main pour voir ce qu’elle vaut.';
    case 'single': {
      const hand = title(v.hand);
      return `Meilleure main ${ofName(v.name)}\u00a0: ${hand.charAt(0).toLowerCase()}${hand.slice(1)}`;
    }
    case 'board-split': {
      const who = v.everyone ? (v.names.length === 2 ? 'Les deux jouent' : 'Tout le monde joue') : `${lists.format(v.names)} jouent`;
      return `${who} le tableau\u00a0: pot partagé`;
    }
    case 'split':
      return `Pot partagé\u00a0: ${lists.format(v.names)} sont à égalité avec ${withArticle(v.hand)}`;
    case 'win': {
      const { reason } = v;
      if (reason.kind === 'category') {
        return `${v.name} gagne\u00a0: ${CATEGORY_IN_SENTENCE[reason.winner]} bat ${CATEGORY_IN_SENTENCE[reason.loser]}`;
      }
      if (reason.kind === 'tie') return `${v.name} gagne`;
      if (reason.role === 'kicker') {
        return v.position === 0
          ? `${v.name} gagne\u00a0: ${phrase(v.hand)}, le kicker ${w(reason.winner)} bat le kicker ${w(reason.loser)}`
          : `${v.name} gagne\u00a0: ${phrase(v.hand)}, ${w(reason.winner)} bat ${w(reason.loser)} au ${ORDINAL_M[v.position] ?? `${v.position + 1}e`} kicker`;
      }
      if ((reason.role === 'flush-card' || reason.role === 'high-card') && v.position > 0) {
        return `${v.name} gagne\u00a0: ${phrase(v.hand)}, ${w(reason.winner)} bat ${w(reason.loser)} à la ${ORDINAL_F[v.position] ?? `${v.position + 1}e`} carte`;
      }
      return `${v.name} gagne\u00a0: ${withArticle(v.hand)} bat ${withArticle(v.loser)}`;
    }
  }
}

/** Rank words and lists for sentences elsewhere in the kit (the pot terms in `pots.ts`). */
export const wordsFr = {
  word: w,
  plural: pl,
  of,
  to,
  phrase,
  withArticle,
  list: (names: readonly string[]): string => lists.format(names),
};

/** `1er`, `2e`; a place is feminine in full: `1re place`. */
const placeShort = (place: number): string => `${place}${place === 1 ? 'er' : 'e'}`;

/** French hand-ranker terms, registered by the elements that show hands; the editor's are in `picker.ts`, the card terms in `cards.ts`. */
export const handTermsFr: Translation & Omit<HandTerms, keyof PickerTerms> = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  rankWord: w,
  rankPlural: pl,

  categoryName: (category) => CATEGORY[category],
  handTitle: title,
  handPhrase: phrase,
  verdict,
  place: placeShort,
  placeLabel: (place, tied) => `${place}${place === 1 ? 're' : 'e'} place${tied ? ' ex æquo' : ''}`,
  nameList: (names) => lists.format(names),
  playerName: (position) => `Joueur ${position}`,

  board: 'Tableau',
  hands: 'Mains',
  bestFive: 'Cinq meilleures cartes',
  showBestFive: (name, cards) => `${ofName(name)}\u00a0: ${cards}. Montrer sur le tableau`,
  winner: 'Gagnant',
  split: 'Partagé',

  errorDuplicateCard: (card, name) => `${card} (${name}) est distribuée deux fois\u00a0: le jeu ne contient chaque carte qu’une fois.`,
  errorBoardCount: (count) => `Le tableau compte au plus cinq cartes, pas ${count}.`,
  errorHandCount: (name, hole, board) =>
    `${name} a ${hole} ${cardsWordFr(hole)} et le tableau ${board}\u00a0: ensemble, il en faut 5, 6 ou 7 (deux cartes privatives avec un tableau complet).`,
  errorDuplicateHandName: (name) => `Deux mains s’appellent ${name}\u00a0: donnez à chaque joueur son propre nom.`,
  errorTooManyHands: (max, count) => `${max} mains au plus\u00a0: ${count} données.`,
  handLimit: (max) => `${max} mains au plus.`,
  errorOther: (detail) => `Ces mains ne peuvent pas être classées\u00a0: ${detail}`,
};

export default handTermsFr;
