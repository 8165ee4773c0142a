/**
 * The fast evaluator (T17): `rank7` and `rank5` value seven or five card codes by table
 * lookup, with no allocation, for simulations, equity and the engines. Its tables
 * (`evaluator-tables.ts`) are built when this module first loads; `evaluate` (in
 * `evaluate.ts`) gives the same values with the best five cards and needs no tables.
 */
import { cardFromCode, type CardCode } from './cards.js';
import { InvalidCardError } from './errors.js';
import { rawText, requireValue } from './input.js';
import { BASE_5, BASE_7, CARD_KEY, FLUSH_SUIT_7, FLUSH_VALUE, VALUE_5, VALUE_7 } from './evaluator-tables.js';

/**
 * The value of seven card codes, as `evaluate(...).value`, for hot loops (odds, enumeration).
 * No allocation, and only the check that costs nothing: a code that is not an integer
 * 0 … 51 (or a missing one) throws `InvalidCardError` (`unknown-card`). The codes must be
 * distinct; a repeated code is not detected here (use `evaluate` for unchecked input).
 */
export function rank7(c0: CardCode, c1: CardCode, c2: CardCode, c3: CardCode, c4: CardCode, c5: CardCode, c6: CardCode): number {
  // Only numbers index the table as codes (an array [1] would read as "1").
  if (
    typeof c0 !== 'number' ||
    typeof c1 !== 'number' ||
    typeof c2 !== 'number' ||
    typeof c3 !== 'number' ||
    typeof c4 !== 'number' ||
    typeof c5 !== 'number' ||
    typeof c6 !== 'number'
  ) {
    badCodes([c0, c1, c2, c3, c4, c5, c6]);
  }
  const key = CARD_KEY[c0] + CARD_KEY[c1] + CARD_KEY[c2] + CARD_KEY[c3] + CARD_KEY[c4] + CARD_KEY[c5] + CARD_KEY[c6];
  // A code outside the table reads undefined, which makes the sum NaN.
  if (key !== key) badCodes([c0, c1, c2, c3, c4, c5, c6]);
  const suit = FLUSH_SUIT_7[key & 255];
  if (suit < 0) {
    const sum = key >>> 8;
    return VALUE_7[(BASE_7[sum & 16383] + (sum >>> 14)) & 0x1ffff];
  }
  // Five or more cards of one suit: nothing but a flush or straight flush can be better (T17).
  return FLUSH_VALUE[
    ((c0 & 3) === suit ? 1 << (c0 >> 2) : 0) |
      ((c1 & 3) === suit ? 1 << (c1 >> 2) : 0) |
      ((c2 & 3) === suit ? 1 << (c2 >> 2) : 0) |
      ((c3 & 3) === suit ? 1 << (c3 >> 2) : 0) |
      ((c4 & 3) === suit ? 1 << (c4 >> 2) : 0) |
      ((c5 & 3) === suit ? 1 << (c5 >> 2) : 0) |
      ((c6 & 3) === suit ? 1 << (c6 >> 2) : 0)
  ];
}

/**
 * The value of five card codes, as `evaluate(...).value`; no allocation. A code that is not
 * an integer 0 … 51 throws `InvalidCardError` (`unknown-card`); repeated codes are not detected.
 */
export function rank5(c0: CardCode, c1: CardCode, c2: CardCode, c3: CardCode, c4: CardCode): number {
  if (typeof c0 !== 'number' || typeof c1 !== 'number' || typeof c2 !== 'number' || typeof c3 !== 'number' || typeof c4 !== 'number') {
    badCodes([c0, c1, c2, c3, c4]);
  }
  const key = CARD_KEY[c0] + CARD_KEY[c1] + CARD_KEY[c2] + CARD_KEY[c3] + CARD_KEY[c4];
  // A code outside the table reads undefined, which makes the sum NaN.
  if (key !== key) badCodes([c0, c1, c2, c3, c4]);
  if ((((c0 ^ c1) | (c0 ^ c2) | (c0 ^ c3) | (c0 ^ c4)) & 3) === 0) {
    return FLUSH_VALUE[(1 << (c0 >> 2)) | (1 << (c1 >> 2)) | (1 << (c2 >> 2)) | (1 << (c3 >> 2)) | (1 << (c4 >> 2))];
  }
  const sum = key >>> 8;
  return VALUE_5[(BASE_5[sum & 1023] + (sum >>> 10)) & 0x3fff];
}

/** Throws `unknown-card` naming the first code that is not an integer 0 … 51. */
function badCodes(codes: readonly unknown[]): never {
  for (const code of codes) {
    if (typeof code !== 'number') {
      requireValue(code, 'card code');
      throw new InvalidCardError('unknown-card', rawText(code), `${rawText(code)} is not a card code: codes are integers from 0 to 51.`);
    }
    if (CARD_KEY[code] === undefined) cardFromCode(code);
  }
  throw new InvalidCardError('unknown-card', '', 'card codes must be integers from 0 to 51');
}
