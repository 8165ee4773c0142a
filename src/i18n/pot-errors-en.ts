/**
 * The English words of bad or missing input in `<pot-calculator>`: each problem names the
 * field first, then what is wrong and how to write it; the hints for no players and no chips
 * yet, and for the last good pots while a value is bad. The calculator fetches them with its
 * first problem or empty input (and with its editor, whose labels name fields too), so a page
 * whose players and amounts are right never loads them; German has them with the other
 * German pot terms (`pots-de.ts`). `potsEn` holds them too.
 */
import type { Translation } from '@shoelace-style/localize';
import { addWords } from './registry.js';
import { wordsEn } from './hand-basics-en.js';
import type { PotField, PotTerms } from './translation.js';

/** The pot terms of bad or missing input. */
export type PotErrorTerm =
  | 'fieldName'
  | 'errorMissingAmount'
  | 'errorNotANumber'
  | 'errorNegative'
  | 'errorNotWhole'
  | 'errorDuplicateName'
  | 'errorDuplicateInOrder'
  | 'errorTooManyPlayers'
  | 'errorUnknownPlayer'
  | 'errorAllInFolded'
  | 'errorEveryoneFolded'
  | 'errorNoShowdown'
  | 'errorDuplicateCardAt'
  | 'staleResult'
  | 'noPlayers'
  | 'noChips';

const { list: listEn } = wordsEn;

/** A field's name at the start of a message. */
const capEn = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fieldNameEn(field: PotField): string {
  switch (field.kind) {
    case 'name':
      return `${field.player}’s name`;
    case 'chips':
      return `${field.player}’s chips`;
    case 'cards':
      return `${field.player}’s cards`;
    case 'status':
      return `${field.player}’s status`;
    case 'board':
      return 'the board';
    case 'order':
      return 'the finishing order';
    case 'button':
      return 'the button';
    case 'players':
      return 'the players';
  }
}

export const potErrorsEn: Translation & Pick<PotTerms, PotErrorTerm> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  staleResult: 'The pots show the last valid input until the value is fixed.',
  noPlayers: 'Add players and what each put in to see the pots.',
  noChips: 'Nobody has put any chips in yet: the pots are empty.',
  fieldName: fieldNameEn,
  errorMissingAmount: (field) => `${capEn(field)}: no amount. Enter how many chips were put in, e.g. 20.`,
  errorNotANumber: (field, text) => `${capEn(field)}: “${text}” is not a number of chips.`,
  errorNegative: (field, text) => `${capEn(field)}: “${text}” is negative. A player puts in 0 chips or more.`,
  errorNotWhole: (field, text) => `${capEn(field)}: “${text}” is not a whole number. Chips are counted in whole units.`,
  errorDuplicateName: (name) => `Two players are called ${name}: give each player a name of their own.`,
  errorDuplicateInOrder: (name) => `The finishing order names ${name} twice: name each player once.`,
  errorTooManyPlayers: (max, count) => `At most ${max} players: ${count} given.`,
  errorUnknownPlayer: (field, name) => `${capEn(field)}: “${name}” is not one of the players.`,
  errorAllInFolded: (name) => `${name} is marked both all-in and folded: a player all-in can no longer fold.`,
  errorEveryoneFolded: 'Everyone who put chips in has folded: nobody is left to win the pot.',
  errorNoShowdown: (potName, names) =>
    `${potName}: ${names.length === 2 ? `neither ${names[0]} nor ${names[1]}` : `none of ${listEn(names)}`} shows a hand. Give their cards, or put them in the finishing order.`,
  errorDuplicateCardAt: (card, name, fields) => `${card} (${name}) is dealt twice (${listEn(fields)}): the deck holds each card once.`,
};

/** Registers the English words of bad input (again: harmless). */
export function registerPotErrorWords(): void {
  addWords('en', { terms: potErrorsEn });
}
