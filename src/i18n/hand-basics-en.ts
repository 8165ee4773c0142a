import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../core/cards.js';
import { rankNameEn } from './cards-en.js';
import { termsRegistration } from './registry.js';
import type { HandTerms } from './translation.js';

const lists = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Rank words (`two`, `ace`) are the card terms' rank names, lower-cased; plurals add -s (six: -es). */
const w = (rank: Rank | undefined): string => (rank ? rankNameEn(rank).toLowerCase() : '');
const pl = (rank: Rank | undefined): string => (rank ? `${w(rank)}${rank === '6' ? 'es' : 's'}` : '');

/** Rank words and lists for sentences elsewhere in the kit (the hand terms in `en.ts`, the pot terms in `pots-en.ts`). */
export const wordsEn = { word: w, plural: pl, list: (names: readonly string[]): string => lists.format(names) };

/**
 * The hand terms an element needs before it shows a hand: players' names, the board, bad
 * card counts. `<pot-calculator>` registers these alone (`registerHandBasics`) until it
 * compares hands; the elements that show hands register all of `handTermsEn` (`en.ts`),
 * which holds these too.
 */
export const handBasicsEn: Translation & Pick<HandTerms, 'playerName' | 'board' | 'errorBoardCount' | 'errorHandCount' | 'errorOther'> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',
  playerName: (position) => `Player ${position}`,
  board: 'Board',
  errorBoardCount: (count) => `The board holds at most five cards; ${count} given.`,
  errorHandCount: (name, hole, board) =>
    `${name} has ${hole} ${hole === 1 ? 'card' : 'cards'} and the board ${board}: together they must make 5, 6 or 7 (two hole cards on a full board).`,
  errorOther: (detail) => `These hands cannot be ranked: ${detail}`,
};

/**
 * Registers the hand basics once: English now, and when an element first shows German all
 * German hand terms (`de.ts`, the counterpart of `handTermsEn`), so the English rest
 * (`registerKitTranslations`) needs no German loader of its own.
 */
export const registerHandBasics: () => void = termsRegistration('hand', { terms: handBasicsEn });
