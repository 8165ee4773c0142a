/**
 * The unit the term being worded writes its amounts in (see `amount-unit.ts`): a module of its
 * own, so every element's localize controller holds it without the currency formats, which
 * come with the terms that write amounts.
 */
import type { AmountUnit } from './amount-unit.js';

let wordingIn: AmountUnit | null = null;

/** Runs `word` with its amounts written in `unit` (null: whole chips). */
export function wordedIn<T>(unit: AmountUnit | null, word: () => T): T {
  const outer = wordingIn;
  wordingIn = unit;
  try {
    return word();
  } finally {
    wordingIn = outer;
  }
}

/** The unit the term being worded writes amounts in (null: whole chips). */
export const currentAmountUnit = (): AmountUnit | null => wordingIn;
