/**
 * The English words of bad input on the tables: each names the field first, then what is
 * wrong and how to write it. A table fetches them when it first has a problem to tell
 * (`TableElement`), so a page whose attributes are right never loads them; German has them
 * with the other German table words (`table-de.ts`). The amount typed into the action bar
 * and an action after the hand keep their words in `table-en.ts`.
 */
import type { Translation } from '@shoelace-style/localize';
import { addWords } from './registry.js';
import { capEn, possEn } from './table-en.js';
import type { TableField, TableTerms } from './translation.js';

/** The table terms of bad input, fetched on use. */
export type TableErrorTerm =
  | 'tableFieldName'
  | 'errorStack'
  | 'errorSeatCount'
  | 'errorDuplicateSeat'
  | 'errorUnknownSeatIn'
  | 'errorBlinds'
  | 'errorStructure'
  | 'errorScript'
  | 'errorScriptAmount'
  | 'errorHoleCount'
  | 'errorCardTwice'
  | 'errorDeal'
  | 'errorMode';

function tableFieldEn(field: TableField): string {
  switch (field.kind) {
    case 'seat':
      return `${possEn(field.seat)} stack`;
    case 'script':
      return `the script, step ${field.step}`;
    case 'hole-cards':
      return 'the hole cards';
    case 'table-size':
      return 'the table size';
    case 'bot-delay':
      return 'the bot delay';
    case 'between-hands':
      return 'the time between hands';
    case 'persist':
      return 'the saved table';
    default:
      return `the ${field.kind}`;
  }
}

export const tableErrorsEn: Translation & Pick<TableTerms, TableErrorTerm> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  tableFieldName: tableFieldEn,
  errorStack: (field, text, code) => {
    switch (code) {
      case 'missing-amount':
        return `${capEn(field)}: no chips. Write them after the name: Anna 5000.`;
      case 'negative-amount':
        return `${capEn(field)}: “${text}” is negative. A player sits down with at least 1 chip.`;
      case 'zero':
        return `${capEn(field)}: a player needs at least 1 chip to be dealt in.`;
      case 'not-a-whole-number':
        return `${capEn(field)}: “${text}” is not a whole number. Chips are counted in whole units.`;
      default:
        return `${capEn(field)}: “${text}” is not a number of chips.`;
    }
  },
  errorSeatCount: (count) => `A table seats 2 to 10 players, not ${count}. Write them as: Anna 5000; Ben 700; Carla 5000.`,
  errorDuplicateSeat: (name) => `Two seats are called ${name}: give each player a name of their own.`,
  errorUnknownSeatIn: (field, name) => `${capEn(field)}: “${name}” is not one of the seats.`,
  errorBlinds: (text) => `The blinds: “${text}” is not a small and a big blind. Write them as 50/100.`,
  errorStructure: (text) => `“${text}” is not a betting structure: write no-limit, pot-limit or fixed-limit.`,
  errorScript: (step, text) =>
    `The script, step ${step}: “${text}” is not an action. Write a seat and what they do: Anna bets 500; Ben calls; Carla folds.`,
  errorScriptAmount: (step, text) =>
    `The script, step ${step}: “${text}” needs an amount, the total to bet or raise to: Anna raises to 1500.`,
  errorHoleCount: (name, count) => `${possEn(name)} hole cards: ${count} given; a player gets exactly two.`,
  errorCardTwice: (card) => `${card} is dealt twice: the deck holds each card once.`,
  errorDeal: (detail) => `The hand cannot be dealt: ${detail}`,
  errorMode: (text) =>
    text.trim().toLowerCase() === 'cash'
      ? 'The cash game has an element of its own: write <poker-cash-table> instead of <poker-table mode="cash">.'
      : `The mode: “${text}” is not a mode. <poker-table> plays one hand; a cash game is <poker-cash-table>.`,
};

/** Registers the English words of bad input (again: harmless). */
export function registerTableErrorWords(): void {
  addWords('en', { terms: tableErrorsEn });
}
