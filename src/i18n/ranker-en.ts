/**
 * The English hand terms `<hand-ranker>` shows: each hand's title, place and best five, the
 * winner and split badges, the verdict sentence. The ranker registers these alone
 * (`registerRankerWords`); the rest of `handTermsEn` (`en.ts`: category names, rank words,
 * the words of bad input, the editor's hand limit) comes with the parts that show them.
 * German has them all in `de.ts`, fetched by the hand basics' loader.
 */
import type { Translation } from '@shoelace-style/localize';
import { addWords } from './registry.js';
import type { HandCategory } from '../core/evaluate.js';
import { registerHandBasics, wordsEn } from './hand-basics-en.js';
import { handTitleEn as title } from './hand-title-en.js';
import { registerCardTranslations } from './localize.js';
import type { HandShape, HandTerms, Verdict } from './translation.js';

/** A category as the subject or object of "beats": `a full house beats a flush`. */
const CATEGORY_IN_SENTENCE: Record<HandCategory, string> = {
  'straight-flush': 'a straight flush',
  'four-of-a-kind': 'four of a kind',
  'full-house': 'a full house',
  flush: 'a flush',
  straight: 'a straight',
  'three-of-a-kind': 'three of a kind',
  'two-pair': 'two pair',
  'one-pair': 'a pair',
  'high-card': 'high card',
};
const ORDINAL_WORD = ['first', 'second', 'third', 'fourth', 'fifth'];
const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });
const { word: w, plural: pl, list } = wordsEn;

export function phrase({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'royal flush' : `${w(a)}-high straight flush`;
    case 'four-of-a-kind':
      return `four ${pl(a)}`;
    case 'full-house':
      return `${pl(a)} full of ${pl(b)}`;
    case 'flush':
      return `${w(a)}-high flush`;
    case 'straight':
      return `${w(a)}-high straight`;
    case 'three-of-a-kind':
      return `three ${pl(a)}`;
    case 'two-pair':
      return `${pl(a)} and ${pl(b)}`;
    case 'one-pair':
      return `pair of ${pl(a)}`;
    case 'high-card':
      return `${w(a)} high`;
  }
}

/** "four nines beat …" but "a pair of kings beats …". */
const beats = (hand: HandShape): string =>
  hand.category === 'four-of-a-kind' || hand.category === 'three-of-a-kind' || hand.category === 'two-pair' ? 'beat' : 'beats';

function verdict(v: Verdict): string {
  switch (v.kind) {
    case 'empty':
      return 'Add a hand to see what it makes.';
    case 'single': {
      // The hand's own title, as its box shows it: "Two pair, aces and kings".
      const hand = title(v.hand);
      return `${v.name}’s best hand: ${hand.charAt(0).toLowerCase()}${hand.slice(1)}`;
    }
    case 'board-split': {
      const who = v.everyone ? (v.names.length === 2 ? 'Both play' : 'Everyone plays') : `${list(v.names)} play`;
      return `${who} the board: split pot`;
    }
    case 'split':
      return `Split pot: ${list(v.names)} tie with ${phrase(v.hand)}`;
    case 'win': {
      const { reason } = v;
      if (reason.kind === 'category') {
        return `${v.name} wins: ${CATEGORY_IN_SENTENCE[reason.winner]} beats ${CATEGORY_IN_SENTENCE[reason.loser]}`;
      }
      if (reason.kind === 'tie') return `${v.name} wins`;
      const ordinal = ORDINAL_WORD[v.position] ?? `#${v.position + 1}`;
      if (reason.role === 'kicker') {
        return v.position === 0
          ? `${v.name} wins: ${phrase(v.hand)}, ${w(reason.winner)} kicker beats ${w(reason.loser)} kicker`
          : `${v.name} wins: ${phrase(v.hand)}, ${w(reason.winner)} beats ${w(reason.loser)} on the ${ordinal} kicker`;
      }
      if ((reason.role === 'flush-card' || reason.role === 'high-card') && v.position > 0) {
        return `${v.name} wins: ${phrase(v.hand)}, ${w(reason.winner)} beats ${w(reason.loser)} on the ${ordinal} card`;
      }
      return `${v.name} wins: ${phrase(v.hand)} ${beats(v.hand)} ${phrase(v.loser)}`;
    }
  }
}

/** The hand terms a ranker shows. */
export const rankerEn: Translation &
  Pick<HandTerms, 'handTitle' | 'verdict' | 'place' | 'placeLabel' | 'hands' | 'bestFive' | 'showBestFive' | 'winner' | 'split'> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  handTitle: title,
  verdict,
  place: (place) => `${place}${ORDINAL_SUFFIX[ordinals.select(place)] ?? 'th'}`,
  placeLabel: (place, tied) => `${tied ? 'tied for ' : ''}${place}${ORDINAL_SUFFIX[ordinals.select(place)] ?? 'th'} place`,
  hands: 'Hands',
  bestFive: 'Best five',
  showBestFive: (name, cards) => `of ${name}: ${cards}. Show on the board`,
  winner: 'Winner',
  split: 'Split',
};

let registered = false;

/** Registers the card terms, the hand basics and the hand terms a ranker shows, once (English now, German on use). */
export function registerRankerWords(): void {
  registerCardTranslations();
  registerHandBasics();
  if (registered) return;
  registered = true;
  addWords('en', { terms: rankerEn });
}
