/**
 * English terms of the pot calculator, and their registration. The pot words a table shows
 * too (chip amounts, pot names, awards, a seat's status) are `pot-words-en.ts`, registered
 * on their own by the tables; the calculator's own words here (editor labels, error
 * sentences, summary, chart) are registered by `<pot-calculator>` alone, with the pot words
 * (as the card terms are by `<poker-card>`), so a page without it loads none of them.
 * German (`pots-de.ts`, `pot-words-de.ts`) is fetched when an element first shows German.
 */
import type { Translation } from '@shoelace-style/localize';
import { wordsEn } from './hand-basics-en.js';
import { termsRegistration } from './localize.js';
import { potWordsEn } from './pot-words-en.js';
import type { PotField, PotTerms, PotWordTerms } from './translation.js';

const { list: listEn } = wordsEn;
/** Chip amounts as the pot words write them. */
const formatEn = potWordsEn.chipAmount;

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

/** The calculator's own English words: every pot term but the pot words a table shows (`potWordsEn`). */
export const potCalculatorEn: Translation & Omit<PotTerms, keyof PotWordTerms> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  potOpen: (names) => (names.length === 1 ? `${names[0]} takes it` : `The best hand among ${listEn(names)} wins it`),
  showsNoHand: (names) => `${listEn(names)} ${names.length === 1 ? 'shows' : 'show'} no hand and cannot win it.`,
  potLine: (potName, amount, text) => `${potName} (${formatEn(amount)}): ${text}.`,
  potEligible: 'In it',
  collects: (name, amount) => `${name} collects ${formatEn(amount)}`,
  potTotal: 'Total in the pots',
  chartLabel: 'Chips each player put into each pot',
  player: 'Player',
  putIn: 'Put in',
  returnedLabel: 'Returned',
  legendLive: 'Chips in play',
  legendDead: 'Dead money (folded)',
  legendReturned: 'Uncalled, returned',
  statusIn: 'Still in',
  button: 'Button',
  buttonIs: (name) => `Button: ${name}`,
  playerCount: (count) => `${count} ${count === 1 ? 'player' : 'players'}`,
  result: 'Result',
  showdownOpen: 'Who wins is still open: give the players’ cards and the board, or a finishing order.',
  staleResult: 'The pots show the last valid input until the value is fixed.',
  noPlayers: 'Add players and what each put in to see the pots.',
  noChips: 'Nobody has put any chips in yet: the pots are empty.',
  playerLimit: (max) => `${max} players at most.`,
  summary: 'Plain-text summary',
  copySummary: 'Copy summary',
  copied: 'Summary copied.',
  copySelected: 'Summary selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  summaryPlayers: (entries) => entries.join(', '),
  summaryPlayer: (name, amount, status, button) =>
    `${name} ${amount}${status === 'all-in' ? ' (all-in)' : status === 'folded' ? ' (folded)' : ''}${button ? ' (button)' : ''}`,
  summaryPot: (potName, amount, names) => `${potName} ${formatEn(amount)}: ${listEn(names)}`,

  players: 'Players',
  playerNameLabel: 'Name',
  chipsLabel: 'Put in',
  statusLabel: 'Status',
  cardsLabel: 'Cards',
  nameOf: (name) => `Name of ${name}`,
  chipsOf: (name) => `Chips ${name} put in`,
  statusOf: (name) => `Status of ${name}`,
  buttonOf: (name) => `${name} has the button`,
  orderLabel: 'Finishing order',
  orderHint: 'Best first, = for a tie: Ben > Carla = Anna. Decides over the cards.',
  boardHint: 'Board',

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

/** Every English pot term: the pot words a table shows and the calculator's own words. */
export const potsEn: Translation & PotTerms = { ...potWordsEn, ...potCalculatorEn };

/**
 * Registers every pot term once, the pot words a table shows and the calculator's own: English
 * now, German (`potsDe`, both parts) on use. Called by `<pot-calculator>` on construction.
 */
export const registerPotTranslations: () => void = termsRegistration(potsEn, () => import('./pots-de.js').then(({ potsDe }) => potsDe));
