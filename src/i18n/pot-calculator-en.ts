/**
 * The English words `<pot-calculator>` registers at first: the pot words a table shows
 * (`potWordsEn`) and the calculator's own (chart, summary). Its words of bad input
 * (`pot-errors-en.ts`) come with its first problem, its editor's labels (`pot-editor-en.ts`) with
 * the editor; `pots-en.ts` holds all of them (`potsEn`).
 */
import type { Translation } from '@shoelace-style/localize';
import { wordsEn } from './hand-basics-en.js';
import { termsRegistration } from './registry.js';
import type { PotEditorTerm } from './pot-editor-en.js';
import type { PotErrorTerm } from './pot-errors-en.js';
import { potWordsEn } from './pot-words-en.js';
import type { PotTerms, PotWordTerms } from './translation.js';

const { list: listEn } = wordsEn;
/** Chip amounts as the pot words write them. */
const formatEn = potWordsEn.chipAmount;

/**
 * The calculator's own English words: every pot term but the pot words a table shows
 * (`potWordsEn`), the words of bad input (`potErrorsEn`, fetched on the first problem) and the
 * editor's labels (`potEditorEn`, with the editor).
 */
export const potCalculatorEn: Translation & Omit<PotTerms, keyof PotWordTerms | PotErrorTerm | PotEditorTerm> = {
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
  button: 'Button',
  buttonIs: (name) => `Button: ${name}`,
  playerCount: (count) => `${count} ${count === 1 ? 'player' : 'players'}`,
  result: 'Result',
  showdownOpen: 'Who wins is still open: give the players’ cards and the board, or a finishing order.',
  summary: 'Plain-text summary',
  copySummary: 'Copy summary',
  copied: 'Summary copied.',
  copySelected: 'Summary selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  summaryPlayers: (entries) => entries.join(', '),
  summaryPlayer: (name, amount, status, button) =>
    `${name} ${amount}${status === 'all-in' ? ' (all-in)' : status === 'folded' ? ' (folded)' : ''}${button ? ' (button)' : ''}`,
  summaryPot: (potName, amount, names) => `${potName} ${formatEn(amount)}: ${listEn(names)}`,
};

/** German for the calculator: every pot term (`potsDe`), fetched when an element first shows German. */

/**
 * Registers what `<pot-calculator>` shows at first: the pot words and the calculator's own, in
 * English now, German (all of `potsDe`, the words of bad input too) on use. The English words of
 * bad input (`potErrorsEn`) come with the calculator's first problem, or its editor.
 * Called by `<pot-calculator>` on construction.
 */
export const registerPotCalculatorWords: () => void = termsRegistration('pots', { terms: { ...potWordsEn, ...potCalculatorEn } });
