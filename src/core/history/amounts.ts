/**
 * Amounts of a hand history as whole chips. Files write stacks and bets in their own unit,
 * often dollars and cents (`247.15`); the engine counts whole chips. A history is read in
 * its smallest unit (`decimals`: 2 for cents, so `247.15` is 24,715 chips) and written back
 * the same way, digit for digit: no amount passes through a fractional binary number.
 */
import { fail } from './errors.js';

/** More decimal places than any currency or chip count needs. */
const MAX_DECIMALS = 8;

const NUMBER = /^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

interface Digits {
  negative: boolean;
  /** All significant digits, without the point. */
  digits: string;
  /** Where the point goes: the value is `digits × 10^-scale`. */
  scale: number;
}

function digitsOf(value: number | string, what: string, line: number | null): Digits {
  if (typeof value === 'number' && !Number.isFinite(value))
    fail('history-invalid-field', `${what} is not a number of chips: ${String(value)}`, line);
  // A number's shortest round-trip text is the text the file gave (TOML `247.15` reads as 247.15).
  const text = typeof value === 'number' ? String(value) : value.replace(/,/g, '');
  const match = NUMBER.exec(text);
  if (!match) fail('history-invalid-field', `${what} is not an amount: "${String(value)}"`, line);
  const fraction = match[3] ?? '';
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400)
    fail('history-invalid-field', `${what} is out of range: "${String(value)}"`, line);
  const digits = (match[2] + fraction).replace(/^0+(?=\d)/, '');
  return { negative: match[1] === '-', digits, scale: fraction.length - exponent };
}

/** How many decimal places `value` needs (0 for whole numbers, 2 for `247.15`). */
export function decimalsOf(value: number | string, what: string, line: number | null): number {
  const { digits, scale } = digitsOf(value, what, line);
  // Trailing zeros after the point do not count: 247.10 needs one place, 200.00 none.
  let places = scale;
  for (let k = digits.length - 1; places > 0 && k >= 0 && digits[k] === '0'; k--) places--;
  const needed = Math.max(0, places);
  if (needed > MAX_DECIMALS)
    fail('history-invalid-field', `${what} has more than ${MAX_DECIMALS} decimal places: "${String(value)}"`, line);
  return needed;
}

/**
 * `value` in chips of `10^-decimals` of the file's unit, exactly (`toChips('247.15', 2)` is
 * 24715). Throws `HandHistoryError` for a negative amount, one finer than `decimals`, or one
 * past `Number.MAX_SAFE_INTEGER` chips.
 */
export function toChips(value: number | string, decimals: number, what: string, line: number | null): number {
  const { negative, digits, scale } = digitsOf(value, what, line);
  const shift = decimals - scale;
  let whole: string;
  if (shift >= 0) {
    whole = digits + '0'.repeat(shift);
  } else {
    const cut = digits.slice(digits.length + shift);
    if (/[1-9]/.test(cut)) fail('history-invalid-field', `${what} has more decimal places than the file's unit: "${String(value)}"`, line);
    whole = digits.slice(0, digits.length + shift) || '0';
  }
  const chips = Number(whole);
  if (!Number.isSafeInteger(chips)) fail('unsafe-integer', `${what} is too large to count exactly: "${String(value)}"`, line);
  if (negative && chips !== 0) fail('history-invalid-field', `${what} is negative: "${String(value)}"`, line);
  return chips;
}

/**
 * `chips` written in the file's unit: `amountText(24715, 2)` is `"247.15"`, `amountText(20000, 2)`
 * is `"200"` (whole units without a point), `amountText(5, 2)` is `"0.05"`.
 */
export function amountText(chips: number, decimals = 0): string {
  if (decimals === 0) return String(chips);
  const text = String(chips).padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals);
  return /^0+$/.test(fraction) ? whole : `${whole}.${fraction}`;
}

/** Cents-based currencies: an amount in them is read to the cent even when this file has whole amounts only. */
const CENTS: readonly string[] = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'NZD', '$', '€', '£'];

/** The decimals a file is read in: the most any amount needs, at least 2 for a cents currency. */
export function unitDecimals(needed: number, currency: string | undefined, symbol: string | undefined): number {
  const cents = (currency !== undefined && CENTS.includes(currency.toUpperCase())) || (symbol !== undefined && CENTS.includes(symbol));
  return cents ? Math.max(2, needed) : needed;
}
