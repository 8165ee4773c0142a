/**
 * The hand terms a table shows (a shown hand's title, a list of names), apart from the rest of
 * `handTermsEn` (`en.ts`: verdicts, places, the ranker's labels), which only the elements
 * that compare hands register (`registerKitTranslations`). German has them all in `de.ts`,
 * fetched by the hand basics' loader.
 */
import type { Translation } from '@shoelace-style/localize';
import { addWords } from './registry.js';
import { registerHandBasics, wordsEn } from './hand-basics-en.js';
import type { HandShape, HandTerms } from './translation.js';

const { word: w, plural: pl } = wordsEn;

/** A hand as its title: `Full house, kings full of sevens`, `Straight, five high (the wheel)`. */
export function handTitleEn({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'Royal flush' : `Straight flush, ${w(a)} high`;
    case 'four-of-a-kind':
      return `Four of a kind, ${pl(a)}`;
    case 'full-house':
      return `Full house, ${pl(a)} full of ${pl(b)}`;
    case 'flush':
      return `Flush, ${w(a)} high`;
    case 'straight':
      return a === '5' ? 'Straight, five high (the wheel)' : `Straight, ${w(a)} high`;
    case 'three-of-a-kind':
      return `Three of a kind, ${pl(a)}`;
    case 'two-pair':
      return `Two pair, ${pl(a)} and ${pl(b)}`;
    case 'one-pair':
      return `Pair of ${pl(a)}`;
    case 'high-card':
      return `High card, ${w(a)}`;
  }
}

const tableHandTermsEn: Translation & Pick<HandTerms, 'handTitle' | 'nameList'> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',
  handTitle: handTitleEn,
  nameList: wordsEn.list,
};

let registered = false;

/** Registers the hand basics and the hand terms a table shows, once (English now, German on use). */
export function registerTableHandTerms(): void {
  registerHandBasics();
  if (registered) return;
  registered = true;
  addWords('en', { terms: tableHandTermsEn });
}
