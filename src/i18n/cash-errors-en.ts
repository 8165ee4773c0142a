/**
 * The English words of `<poker-cash-table>`'s bad input (computer players, buy-in, table size,
 * clock, timings, a saved table). The cash table fetches them with its other words of bad
 * input on its first problem, so a page whose attributes are right never loads them; German
 * has them with the other German cash words (`cash-de.ts`).
 */
import type { Translation } from '@shoelace-style/localize';
import { addWords } from './registry.js';
import type { CashTerms } from './translation.js';

/** The cash table terms of bad input, fetched on use. */
export type CashErrorTerm =
  'errorBotKind' | 'errorBuyIn' | 'errorTableSize' | 'errorClock' | 'errorMilliseconds' | 'errorPlayers' | 'errorRestore';

export const cashErrorsEn: Translation & Pick<CashTerms, CashErrorTerm> = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  errorBotKind: (name, kind) =>
    `Computer players: “${kind}” (${name}) is no kind of computer player. Write passive or reasonable: Ben reasonable 1000.`,
  errorBuyIn: (text) =>
    `The buy-in: “${text}” is no range of chips. Write the minimum and maximum: 400-1000 (the minimum at most the maximum).`,
  errorTableSize: (text) => `The table size: “${text}” is not 2 to 10 seats.`,
  errorClock: (text) => `The clock: “${text}” is no number of seconds. Write 30, 30+10 (10 s more for a disconnected player) or off.`,
  errorMilliseconds: (field, text) =>
    `${field.charAt(0).toUpperCase()}${field.slice(1)}: “${text}” is no whole number of milliseconds (700 is 0.7 s).`,
  errorPlayers: (count, seats) => `${count} computer players do not fit a table of ${seats} seats.`,
  errorRestore: (key) => `The saved table “${key}” could not be restored (damaged, or saved for other settings): a new table starts.`,
};

/** Registers the English words of bad input (registering again changes nothing). */
export function registerCashErrorWords(): void {
  addWords('en', { terms: cashErrorsEn });
}
