import type { PropertyDeclaration } from 'lit';
import type { ValueGot, ValueKind, ValueProblem } from '../../i18n/translation.js';

/** A kit element's colour scheme: `light`, `dark`, or unset to follow `prefers-color-scheme`. */
export type Theme = 'light' | 'dark';

/** `theme="dark"` → `'dark'`; any other value reads as unset (the page's colour scheme). */
export const themeConverter = {
  fromAttribute: (value: string | null): Theme | undefined => (value === 'light' || value === 'dark' ? value : undefined),
  toAttribute: (value: Theme | undefined): string | undefined => value,
};

/** A text attribute: its value, or `''` once it is removed (Lit's default would give `null`, which the property's type does not allow). */
export const textAttribute = {
  fromAttribute: (value: string | null): string => value ?? '',
};

/**
 * Reading what a page sets as a property, once per kind of value (text, names, cards,
 * amounts, seeds, functions, objects): the value the element can use, or a problem that
 * names the field and what it was given. A property declared with `read` (see
 * `HoldemElement`) keeps its old value when its reader refuses, and the element says why
 * inline and in an `error` event; it never throws into the page.
 */

export type { ValueProblem };

export type Reading<T> = { value: T } | { problem: ValueProblem };

/** Reads a value set for `field` (`hands`, `hands[2].cards`). */
export type Reader<T> = (value: unknown, field: string) => Reading<T>;

declare module '@lit/reactive-element' {
  interface PropertyDeclaration {
    /** Reads every value set to the property before it is stored (`HoldemElement`). */
    read?: Reader<unknown>;
  }
}

/** The most entries a list property reads (players, hands, seats): past it, nothing is drawn. */
export const MAX_ENTRIES = 1000;
/** The most cards a list of cards holds: there are 52. */
export const MAX_CARDS = 52;
/** How many values of plain data a property reads at most (its objects, lists and leaves). */
const MAX_DATA = 20_000;

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

/** What kind of value `value` is, in the words of a problem. */
export function gotOf(value: unknown): ValueGot {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return 'text';
  if (typeof value !== 'object') return typeof value as 'number' | 'bigint' | 'symbol' | 'boolean' | 'function';
  if (Array.isArray(value)) return 'list';
  return typeof Node !== 'undefined' && value instanceof Node ? 'node' : 'object';
}

const refuse = (field: string, expected: ValueKind, value: unknown): { problem: ValueProblem } => ({
  problem: { field, expected, got: gotOf(value) },
});

/**
 * A value of plain data: lists and objects (of any prototype but a DOM node's) of text,
 * numbers, booleans and nothing; no cycle, no BigInt. Functions and symbols inside are left
 * as they are (JSON leaves them out). Undefined when it is, else the problem.
 */
export function dataProblem(value: unknown, field: string): ValueProblem | undefined {
  const open = new Set<object>();
  let seen = 0;
  const walk = (item: unknown, at: string): ValueProblem | undefined => {
    if (typeof item === 'bigint') return { field: at, expected: 'data', got: 'bigint' };
    if (typeof item !== 'object' || item === null) return undefined;
    if (open.has(item)) return { field: at, expected: 'data', got: 'cycle' };
    if (gotOf(item) === 'node') return { field: at, expected: 'data', got: 'node' };
    if (++seen > MAX_DATA) return { field, expected: 'data', got: 'too-many', max: MAX_DATA };
    open.add(item);
    try {
      for (const key of Object.keys(item)) {
        const problem = walk((item as Record<string, unknown>)[key], Array.isArray(item) ? `${at}[${key}]` : `${at}.${key}`);
        if (problem) return problem;
      }
    } catch {
      // A getter that throws: not data.
      return { field: at, expected: 'data', got: 'object' };
    }
    open.delete(item);
    return undefined;
  };
  return walk(value, field);
}

/** Text; nothing reads as `''`. */
export const textValue: Reader<string> = (value, field) =>
  value === null || value === undefined ? { value: '' } : typeof value === 'string' ? { value } : refuse(field, 'text', value);

/** A name: text, or a number (`Player 2`'s 2) as its text; nothing reads as `''`. */
export const nameValue: Reader<string> = (value, field) =>
  typeof value === 'number' && Number.isFinite(value) ? { value: String(value) } : textValue(value, field);

/** `'light'`, `'dark'`; other text and nothing read as unset, as the attribute does. */
export const themeValue: Reader<Theme | undefined> = (value, field) =>
  value === null || value === undefined || typeof value === 'string'
    ? { value: value === 'light' || value === 'dark' ? value : undefined }
    : refuse(field, 'theme', value);

/** How many cards a card text names (`As Kd`, `As,Kd`, `AsKd` counts as one word). */
const cardWords = (text: string): number => text.split(/[\s,;]+/).filter(Boolean).length;

/** Cards as text (`'As Kd'`) or a list of texts, at most `max` of them; nothing reads as `empty`. */
export function cardsValue<T extends string | readonly string[]>(empty: T, max = MAX_CARDS): Reader<string | readonly string[] | T> {
  return (value, field) => {
    if (value === null || value === undefined) return { value: empty };
    const count = typeof value === 'string' ? cardWords(value) : Array.isArray(value) ? value.length : -1;
    if (count < 0) return refuse(field, 'cards', value);
    if (count > max) return { problem: { field, expected: 'cards', got: 'too-many', count, max } };
    if (Array.isArray(value)) {
      const index = value.findIndex((card) => typeof card !== 'string');
      if (index >= 0) return refuse(`${field}[${index}]`, 'cards', value[index]);
    }
    return { value: value as string | readonly string[] };
  };
}

/** Chips, milliseconds or a count: a number, or text the element reads as its attribute; nothing reads as `fallback`. */
export function amountValue<T>(fallback: T): Reader<number | string | T> {
  return (value, field) =>
    value === null || value === undefined
      ? { value: fallback }
      : typeof value === 'number' || typeof value === 'string'
        ? { value }
        : refuse(field, 'amount', value);
}

/** A seed: text or a finite number; nothing reads as unset. */
export const seedValue: Reader<string | number | undefined> = (value, field) =>
  value === null || value === undefined
    ? { value: undefined }
    : typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
      ? { value }
      : refuse(field, 'seed', value);

/** An observer: a function, or an object whose `next` (and `error`, `complete`, if given) are functions; nothing reads as unset. */
export const observerValue: Reader<object | undefined> = (value, field) => {
  if (value === null || value === undefined) return { value: undefined };
  if (typeof value === 'function') return { value };
  if (gotOf(value) !== 'object') return refuse(field, 'observer', value);
  const { next, error, complete } = value as Record<string, unknown>;
  const callable = (part: unknown): boolean => part === undefined || typeof part === 'function';
  return typeof next === 'function' && callable(error) && callable(complete) ? { value } : refuse(field, 'observer', value);
};

/** A timer clock (`setTimeout` and `clearTimeout`, as XState's `SimulatedClock`); nothing reads as unset. */
export const clockValue: Reader<object | undefined> = (value, field) => {
  if (value === null || value === undefined) return { value: undefined };
  const clock = value as { setTimeout?: unknown; clearTimeout?: unknown };
  return gotOf(value) === 'object' && typeof clock.setTimeout === 'function' && typeof clock.clearTimeout === 'function'
    ? { value }
    : refuse(field, 'clock', value);
};

/** An object of plain data (house rules, blinds as `{ small, big }`), or text or a number as its attribute reads; `undefined` reads as `fallback`. */
export function dataValue<T>(fallback: T): Reader<unknown> {
  return (value, field) => {
    // `null` is a value of its own (a clock of `null` is none); `undefined` is unset.
    if (value === undefined) return { value: fallback };
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { value };
    if (!isObject(value) || typeof value === 'function') return refuse(field, 'data', value);
    const problem = dataProblem(value, field);
    return problem ? { problem } : { value };
  };
}

/** The fields of one entry of a list (a player, a seat), each read by its kind. */
export type EntryFields = Record<string, Reader<unknown>>;

/**
 * A list of entries (players, hands, seats): a list of objects whose `fields` are read by
 * their kind, at most `MAX_ENTRIES`; text is read as the attribute reads it (`fromText`);
 * nothing reads as an empty list. An entry whose fields needed no change is the one given.
 */
export function entriesValue<T>(fields: EntryFields, fromText: (text: string) => T[]): Reader<T[]> {
  return (value, field) => {
    if (value === null || value === undefined) return { value: [] };
    if (typeof value === 'string') return { value: fromText(value) };
    if (!Array.isArray(value)) return refuse(field, 'list', value);
    if (value.length > MAX_ENTRIES) return { problem: { field, expected: 'list', got: 'too-many', count: value.length, max: MAX_ENTRIES } };
    const problem = dataProblem(value, field);
    if (problem) return { problem };
    const entries: T[] = [];
    for (const [index, entry] of value.entries()) {
      const at = `${field}[${index}]`;
      if (gotOf(entry) !== 'object') return refuse(at, 'entry', entry);
      let read = entry as Record<string, unknown>;
      for (const [key, reader] of Object.entries(fields)) {
        const given = read[key];
        // An absent field stays absent (the element gives its default), unless it is required.
        if (given === undefined && !requiredReaders.has(reader)) continue;
        const reading = reader(given, `${at}.${key}`);
        if ('problem' in reading) return reading;
        if (reading.value !== given) read = { ...read, [key]: reading.value };
      }
      entries.push(read as T);
    }
    return { value: entries.every((entry, index) => entry === value[index]) ? (value as T[]) : entries };
  };
}

const requiredReaders = new WeakSet<Reader<unknown>>();

/** A reader that also refuses a missing value (`undefined` or `null`), also as a field of an entry. */
export function required<T>(reader: Reader<T>, expected: ValueKind): Reader<T> {
  const read: Reader<T> = (value, field) => (value === null || value === undefined ? refuse(field, expected, value) : reader(value, field));
  requiredReaders.add(read);
  return read;
}

/** A finishing order: text (`Ben > Carla = Anna`) or a list of names and lists of names; nothing reads as `''`. */
export const orderValue: Reader<string | readonly (string | readonly string[])[]> = (value, field) => {
  if (!Array.isArray(value))
    return value === null || value === undefined || typeof value === 'string' ? textValue(value, field) : refuse(field, 'order', value);
  if (value.length > MAX_ENTRIES) return { problem: { field, expected: 'order', got: 'too-many', count: value.length, max: MAX_ENTRIES } };
  for (const [index, place] of value.entries()) {
    const names = Array.isArray(place) ? place : [place];
    if (names.length > MAX_ENTRIES || names.some((name) => typeof name !== 'string')) return refuse(`${field}[${index}]`, 'order', place);
  }
  return { value: value as readonly (string | readonly string[])[] };
};

/** The declaration of every kit element's `theme`: reflected, read by `themeValue`. */
export const themeProperty: PropertyDeclaration = { reflect: true, converter: themeConverter, read: themeValue };

/** Any value, as given (booleans and flags, which Lit reads itself). */
export const anyValue: Reader<unknown> = (value) => ({ value });
