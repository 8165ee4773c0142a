import type { Translation } from '@shoelace-style/localize';
import type { HandCategory } from '../core/evaluate.js';
import { handBasicsEn, wordsEn } from './hand-basics-en.js';
import { phrase, rankerEn } from './ranker-en.js';
import type { HandTerms, PickerTerms } from './translation.js';

const CATEGORY: Record<HandCategory, string> = {
  'straight-flush': 'Straight flush',
  'four-of-a-kind': 'Four of a kind',
  'full-house': 'Full house',
  flush: 'Flush',
  straight: 'Straight',
  'three-of-a-kind': 'Three of a kind',
  'two-pair': 'Two pair',
  'one-pair': 'One pair',
  'high-card': 'High card',
};
const { word: w, plural: pl, list } = wordsEn;

export { wordsEn };

/**
 * Every English hand term, registered by the elements that compare hands beyond the ranker's
 * first view (`registerKitTranslations`: the calculator's showdown, the equity calculator, the
 * ranker's editor and its words of bad input): what a ranker shows (`rankerEn`,
 * `ranker-en.ts`, which `<hand-ranker>` registers alone at first), category names, rank words,
 * the words of bad input, the editor's hand limit. The editor's other terms are in
 * `picker-en.ts`, the card terms in `cards-en.ts`.
 */
export const handTermsEn: Translation & Omit<HandTerms, keyof PickerTerms> = {
  ...handBasicsEn,
  ...rankerEn,

  rankWord: w,
  rankPlural: pl,

  categoryName: (category) => CATEGORY[category],
  handPhrase: phrase,
  nameList: list,

  errorDuplicateCard: (card, name) => `${card} (${name}) is dealt twice: the deck holds each card once.`,
  errorDuplicateHandName: (name) => `Two hands are called ${name}: give each player a name of their own.`,
  errorTooManyHands: (max, count) => `At most ${max} hands: ${count} given.`,
  handLimit: (max) => `${max} hands at most.`,
};

/** The hand terms; the editors' terms are `pickerEn` (`picker-en.ts`). */
export default handTermsEn;
