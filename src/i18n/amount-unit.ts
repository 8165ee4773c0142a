/**
 * The unit a table shows its amounts in. Tables count whole chips; a hand read from a room's
 * history counts the smallest unit of its currency (`decimals` 2 and `USD`: 24,715 chips are
 * $247.15), and is shown in it: `$247.15`, German `247,15 $`.
 *
 * An element sets the unit on its localize controller (`HoldemLocalize.amountUnit`); while
 * one of its terms is worded, the terms write amounts through `amountText`, which writes them
 * in that unit. Wording is synchronous, so the unit holds for exactly that call: terms keep
 * taking amounts as whole chips, and an element without a unit shows chips as before.
 */

/** The unit of a hand's amounts: a chip is `10^-decimals` of it. */
export interface AmountUnit {
  decimals: number;
  /** ISO 4217 code (`USD`), when known. */
  currency?: string;
  /** The symbol a file writes (`$`, `€`), when it names no code. */
  symbol?: string;
}

export { wordedIn, currentAmountUnit } from './amount-context.js';
import { currentAmountUnit } from './amount-context.js';

/** `Intl`'s digit grouping (`always`, `auto`, `min2`, or none). */
type Grouping = 'always' | 'auto' | 'min2' | boolean;
const groupingOf = (format: Intl.NumberFormat): Grouping => (format.resolvedOptions() as { useGrouping?: Grouping }).useGrouping ?? 'auto';

const SYMBOL_CODES: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP' };
const formats = new Map<string, Intl.NumberFormat | null>();

/** The currency format of `locale` for `unit`, or null when the unit names no currency `Intl` knows. */
function currencyFormat(locale: string, unit: AmountUnit, grouping: Grouping): Intl.NumberFormat | null {
  const code = unit.currency && /^[A-Za-z]{3}$/.test(unit.currency) ? unit.currency.toUpperCase() : SYMBOL_CODES[unit.symbol ?? ''];
  if (!code) return null;
  const key = `${locale}\u0000${code}\u0000${unit.decimals}\u0000${String(grouping)}`;
  if (!formats.has(key)) {
    let format: Intl.NumberFormat | null;
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        // `$`, as rooms and players write it, not French `$US` or Spanish `US$`.
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: unit.decimals,
        maximumFractionDigits: unit.decimals,
        useGrouping: grouping,
      } as Intl.NumberFormatOptions);
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return formats.get(key) ?? null;
}

/**
 * `chips` in `unit`, in `locale`'s numbers: `$247.15` (en), `247,15 $` (de), `247.15 chips`
 * when the file names a unit that is no currency, `12.5` when it names none.
 */
export function formatAmount(locale: string, chips: number, unit: AmountUnit, grouping: Grouping = 'auto'): string {
  const value = chips / 10 ** unit.decimals;
  const currency = currencyFormat(locale, unit, grouping);
  if (currency) return currency.format(value);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: unit.decimals,
    maximumFractionDigits: unit.decimals,
    useGrouping: grouping,
  } as Intl.NumberFormatOptions).format(value);
  if (unit.symbol) return `${unit.symbol}${number}`;
  return unit.currency ? `${number} ${unit.currency}` : number;
}

/**
 * An amount as a term writes it: in the unit of the term being worded, else as whole chips
 * in `chips` (the language's own number format). Counts (seats, steps) are not amounts.
 * Money keeps the grouping of the language's chips (Spanish groups `1.000 €`, where `Intl`
 * alone would write `1000 €`).
 */
export const amountText = (locale: string, chips: Intl.NumberFormat, amount: number): string => {
  const unit = currentAmountUnit();
  return unit ? formatAmount(locale, amount, unit, groupingOf(chips)) : chips.format(amount);
};
