/**
 * Reading players out of an attribute: entries separated by `;` or new lines, each a name
 * and a chip amount with words around them (`Anna 20 all-in Ks Kd`, `Carla: 5,000`), and
 * chip amounts as authors write them (`1,000`, `1.000`, `1 000`). One reader for every
 * element that takes players or seats as text; it checks the shape of the text only, and
 * decides no rule.
 *
 * @internal
 */

/** Why a chip amount could not be read. */
export type ChipsProblem = 'missing-amount' | 'not-a-number' | 'negative-amount' | 'not-a-whole-number';

/** A chip amount read from input: a whole number of chips, or why not and the text as given. */
export type ChipsReading = { value: number } | { code: ChipsProblem; text: string };

/** Digit-group separators a reader may type inside a number: spaces (also narrow, no-break), `_`, `'`. */
const GROUP_SEPARATORS = /[\s_'’\u00a0\u202f]/g;
const GROUPED_THOUSANDS = /^[+-]?\d{1,3}([.,]\d{3})+$/;
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Chips as a number or text → a whole number of chips, or why not. `1,000`, `1.000` and
 * `1 000` read as a thousand (a separator before exactly three digits groups them); `2.5`
 * and `2,5` read as two and a half, which is not a whole number; `−5` (a minus sign) is -5.
 */
export function readChips(input: number | string | null | undefined): ChipsReading {
  if (typeof input === 'number') {
    const text = String(input);
    if (!Number.isFinite(input)) return { code: 'not-a-number', text };
    if (input < 0) return { code: 'negative-amount', text };
    if (!Number.isSafeInteger(input)) return { code: 'not-a-whole-number', text };
    return { value: input };
  }
  const text = String(input ?? '').trim();
  let digits = text.replace(GROUP_SEPARATORS, '').replace('−', '-');
  if (digits === '') return { code: 'missing-amount', text };
  if (GROUPED_THOUSANDS.test(digits)) digits = digits.replace(/[.,]/g, '');
  if (!NUMBER.test(digits)) return { code: 'not-a-number', text };
  const value = Number(digits.replace(',', '.'));
  if (value < 0) return { code: 'negative-amount', text };
  if (!Number.isInteger(value)) return { code: 'not-a-whole-number', text };
  if (!Number.isSafeInteger(value)) return { code: 'not-a-number', text };
  // `-0` is 0.
  return { value: value === 0 ? 0 : value };
}

/** A name as shown: trimmed, inner runs of spaces made one. */
export const normalName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Case and spaces do not matter in names: `anna ` is `Anna`. */
export const sameName = (a: string, b: string): boolean => normalName(a).toLocaleLowerCase() === normalName(b).toLocaleLowerCase();

/** The entries of a players attribute: separated by `;` or new lines, trimmed, empty ones dropped. */
export const entriesOf = (value: string | null | undefined): string[] =>
  String(value ?? '')
    .split(/[;\n]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A token that starts like a number and holds a digit: `20`, `-5`, `2.5`, `1,000`, `.5` (and `2h`: callers that take cards exclude those). */
export const looksLikeAmount = (token: string): boolean => /^[+\-−]?[\d.,]/.test(token) && /\d/.test(token);

/** One player's entry, split into what the element reads from it. */
export interface PlayerEntry {
  /** The name: the text before a colon, else the words before the amount ('' for none). */
  name: string;
  /** The amount as written ('' when the entry has none). */
  amount: string;
  /** Every other token, in order: keywords wherever they stand, and what follows the amount. */
  words: string[];
}

export interface PlayerEntryOptions {
  /** Which amount-like token is the amount when there are several: the first (default) or the last. */
  amountAt?: 'first' | 'last';
  /** Whether a token is the amount (default `looksLikeAmount`). */
  isAmount?: (token: string) => boolean;
  /** Tokens that are never part of the name or the amount (`all-in`, `folded`). */
  isKeyword?: (token: string) => boolean;
}

/**
 * Splits one entry into a name, an amount and the words around them: `Anna 20 all-in Ks Kd`
 * → `{ name: 'Anna', amount: '20', words: ['all-in', 'Ks', 'Kd'] }`. A colon ends the name,
 * so a name may hold spaces or numbers: `Anna Maria: 20`, `Player 2: 50`.
 */
export function readPlayerEntry(entry: string, options: PlayerEntryOptions = {}): PlayerEntry {
  const { amountAt = 'first', isAmount = looksLikeAmount, isKeyword = () => false } = options;
  const colon = entry.indexOf(':');
  const tokens = (colon >= 0 ? entry.slice(colon + 1) : entry).split(/\s+/).filter(Boolean);
  const candidates = tokens.flatMap((token, index) => (!isKeyword(token) && isAmount(token) ? [index] : []));
  const at = (amountAt === 'first' ? candidates[0] : candidates[candidates.length - 1]) ?? -1;
  const nameTokens: string[] = colon >= 0 ? [entry.slice(0, colon)] : [];
  const words: string[] = [];
  tokens.forEach((token, index) => {
    if (index === at) return;
    // Without a colon the name is what comes before the amount (all of it, when there is no amount).
    const beforeAmount = at < 0 || index < at;
    if (colon < 0 && beforeAmount && !isKeyword(token)) nameTokens.push(token);
    else words.push(token);
  });
  return { name: normalName(nameTokens.join(' ')), amount: at < 0 ? '' : (tokens[at] as string), words };
}
