/**
 * English terms of the pot calculator, and their registration: German (`pots-de.ts`) is
 * fetched when an element first shows German. Registered on their own by
 * `<pot-calculator>` (as the card terms are by `<poker-card>`), so a page with only a hand
 * ranker loads none of these sentences.
 */
import type { Translation } from '@shoelace-style/localize';
import type { Rank } from '../core/cards.js';
import { wordsEn } from './hand-basics-en.js';
import { amountText, currentAmountUnit } from './amount-unit.js';
import { termsRegistration } from './localize.js';
import type { HandShape, PotAwardWording, PotField, PotTerms } from './translation.js';

const { word: wEn, plural: plEn, list: listEn } = wordsEn;
const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const formatEn = (amount: number): string => amountText('en', numbersEn, amount);
/** "an ace-high flush", "an eight-high straight", "a king-high flush". */
const articleEn = (rank: Rank | undefined): string => (rank === 'A' || rank === '8' ? 'an' : 'a');

/** A hand after "wins with": `a pair of kings`, `three sevens`, `an ace-high flush`. */
function withHandEn({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'a royal flush' : `${articleEn(a)} ${wEn(a)}-high straight flush`;
    case 'four-of-a-kind':
      return `four ${plEn(a)}`;
    case 'full-house':
      return `${plEn(a)} full of ${plEn(b)}`;
    case 'flush':
      return `${articleEn(a)} ${wEn(a)}-high flush`;
    case 'straight':
      return a === '5' ? 'a five-high straight (the wheel)' : `${articleEn(a)} ${wEn(a)}-high straight`;
    case 'three-of-a-kind':
      return `three ${plEn(a)}`;
    case 'two-pair':
      return `two pair, ${plEn(a)} and ${plEn(b)}`;
    case 'one-pair':
      return `a pair of ${plEn(a)}`;
    case 'high-card':
      return `${wEn(a)} high`;
  }
}

function potAwardEn(award: PotAwardWording): string {
  const names = listEn(award.winners);
  if (award.kind === 'uncontested') return `${names} takes it: nobody else is in it`;
  if (award.kind === 'best-hand') return `${names} wins ${award.hand ? `with ${withHandEn(award.hand)}` : 'with the best hand'}`;
  let text = `${names} ${award.hand ? `split it with ${withHandEn(award.hand)}` : 'tie and split it'}, ${formatEn(award.sharePerWinner)} each`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `; the odd chip goes to ${odd[0]}, the first of them left of the button`;
  else if (odd.length > 1) text += `; the ${odd.length} odd chips go one each to ${listEn(odd)}, clockwise from the button`;
  return text;
}

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

export const potsEn: Translation & PotTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  chipAmount: formatEn,
  potName: (index) => (index === 0 ? 'Main pot' : `Side pot ${index}`),
  potAward: potAwardEn,
  potOpen: (names) => (names.length === 1 ? `${names[0]} takes it` : `The best hand among ${listEn(names)} wins it`),
  showsNoHand: (names) => `${listEn(names)} ${names.length === 1 ? 'shows' : 'show'} no hand and cannot win it.`,
  potLine: (potName, amount, text) => `${potName} (${formatEn(amount)}): ${text}.`,
  potEligible: 'In it',
  returnedChips: (name, amount) =>
    currentAmountUnit()
      ? `${formatEn(amount)} uncalled goes back to ${name}`
      : `${formatEn(amount)} uncalled ${amount === 1 ? 'chip goes' : 'chips go'} back to ${name}`,
  collects: (name, amount) => `${name} collects ${formatEn(amount)}`,
  potTotal: 'Total in the pots',
  pots: 'Pots',
  chartLabel: 'Chips each player put into each pot',
  player: 'Player',
  putIn: 'Put in',
  returnedLabel: 'Returned',
  legendLive: 'Chips in play',
  legendDead: 'Dead money (folded)',
  legendReturned: 'Uncalled, returned',
  statusIn: 'Still in',
  statusAllIn: 'All-in',
  statusFolded: 'Folded',
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

/** Registers the pot terms once: English now, German on use. Called by `<pot-calculator>` on construction. */
export const registerPotTranslations: () => void = termsRegistration(potsEn, () => import('./pots-de.js').then(({ potsDe }) => potsDe));
