/**
 * Input checks shared by the modules of core (internal: not exported from the package).
 * Each throws a `HoldemError` whose code names what is wrong; the message names the
 * argument (`name` + `of`, joined only on failure: some of these run on every action; a
 * number `of` is an index, shown as `[i]`).
 */
import { HoldemError } from './errors.js';
import { hasOwn } from './records.js';

/** `value` for a message, never throwing (also for objects without a prototype): strings quoted. */
export function inputText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  return Array.isArray(value) ? 'an array' : typeof value === 'function' ? 'a function' : 'an object';
}

/** `of` as it follows a name in a message: an index as `[i]`, text as it is. */
function at(of: string | number): string {
  return typeof of === 'number' ? `[${of}]` : of;
}

/** `value` as text for a message or a refusal parameter: a string as it is, anything else as `inputText`. */
export function rawText(value: unknown): string {
  return typeof value === 'string' ? value : inputText(value);
}

/** `value` unless it is `null` or `undefined` (`missing-input`). */
export function requireValue<T>(value: T, name: string, of: string | number = ''): NonNullable<T> {
  if (value === null || value === undefined)
    throw new HoldemError('missing-input', `${name}${at(of)} is missing (got ${inputText(value)})`);
  return value as NonNullable<T>;
}

/** `value` if it is an object (not an array, not null): `missing-input` or `invalid-input`. */
export function requireObject<T extends object>(value: T | null | undefined, name: string, of: string | number = ''): T {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  requireValue(value, name, of);
  throw new HoldemError('invalid-input', `${name}${at(of)} must be an object (got ${inputText(value)})`);
}

/** `value` if it is an array: `missing-input` or `invalid-input`. */
export function requireArray<T>(value: readonly T[] | null | undefined, name: string, of: string | number = ''): readonly T[] {
  if (Array.isArray(value)) return value;
  requireValue(value, name, of);
  throw new HoldemError('invalid-input', `${name}${at(of)} must be an array (got ${inputText(value)})`);
}

/** `value` if it is a safe integer: `missing-input`, `invalid-input` (not a number) or `unsafe-integer`. */
export function requireSafeInteger(value: unknown, name: string, of: string | number = ''): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  requireValue(value, name, of);
  if (typeof value !== 'number') throw new HoldemError('invalid-input', `${name}${at(of)} must be a number (got ${inputText(value)})`);
  throw new HoldemError(
    'unsafe-integer',
    `${name}${at(of)} must be a whole number no larger than ${Number.MAX_SAFE_INTEGER} (got ${inputText(value)})`,
  );
}

/** `value` if it is a whole number of chips, 0 or more: as `requireSafeInteger`, or `negative-amount`. */
export function requireChips(value: unknown, name: string, of: string | number = ''): number {
  const chips = requireSafeInteger(value, name, of);
  if (chips < 0) throw new HoldemError('negative-amount', `${name}${at(of)} must be 0 or more chips (got ${chips})`);
  return chips;
}

/** `total + amount`, or `chip-overflow` when the sum is no longer an exact integer. */
export function addChips(total: number, amount: number, name: string): number {
  const sum = total + amount;
  if (sum > Number.MAX_SAFE_INTEGER) {
    throw new HoldemError('chip-overflow', `${name}: the chips add up to more than ${Number.MAX_SAFE_INTEGER}, beyond exact whole numbers`);
  }
  return sum;
}

/**
 * `unknown-option` for an own key of `options` that is not in `known` (a misspelt option,
 * say); `name` may be built only on failure, from `options` (a function made once, not a
 * closure per call: this runs for every seat of every hand).
 */
export function rejectUnknownKeys<T extends object>(options: T, known: readonly string[], name: string | ((options: T) => string)): void {
  // for…in allocates no key array (this runs for every player of every hand); inherited keys are skipped.
  for (const key in options) {
    if (!known.includes(key) && hasOwn(options, key)) {
      const what = typeof name === 'function' ? name(options) : name;
      throw new HoldemError('unknown-option', `${what} has no option ${JSON.stringify(key)}; the known ones are ${known.join(', ')}`);
    }
  }
}

/** `value` if it is one of `known`: `missing-input` or `unknown-value` (the message lists them). */
export function requireOneOf<T extends string>(value: unknown, known: readonly T[], name: string): T {
  requireValue(value, name);
  if (typeof value !== 'string' || !(known as readonly string[]).includes(value)) {
    throw new HoldemError('unknown-value', `${name} must be one of ${known.join(', ')} (got ${inputText(value)})`);
  }
  return value as T;
}

/** `value` if it is a seat id, a non-empty string (any string: also `constructor` or `__proto__`): `missing-input` or `unknown-seat`. */
export function requireSeatId(value: unknown, name: string, of: string | number = ''): string {
  if (typeof value === 'string' && value !== '') return value;
  requireValue(value, name, of);
  throw new HoldemError('unknown-seat', `${name}${at(of)} must be a seat id, a non-empty string (got ${inputText(value)})`);
}

/** Throws `HoldemError` unless `pots` is a list of pots: a chip amount and the seat ids that may win it (T18). */
export function requirePots(pots: readonly { amount: number; eligible: readonly string[] }[]): void {
  requireArray(pots, 'pots');
  for (let k = 0; k < pots.length; k++) {
    const pot = requireObject(pots[k], 'pots', k);
    requireChips(pot.amount, 'the amount of pots', k);
    const eligible = requireArray(pot.eligible, 'the eligible seats of pots', k);
    for (let j = 0; j < eligible.length; j++) requireSeatId(eligible[j], 'the eligible seats of pots', `[${k}][${j}]`);
  }
}
