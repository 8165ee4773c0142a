/**
 * Reading what both tables take from their attributes: chips, blinds, the betting structure,
 * names with stacks, and cards. Only the shape of the text is checked; every rule (T8 table
 * stakes, C1 seats, …) is the machines'.
 *
 * A property holds its real value (`blinds: { small: 50, big: 100 }`); an attribute the
 * converter cannot read keeps its text, so that the element can name it in its message.
 */
import type { BettingStructure } from '../../../../core/betting.js';
import { parseCards, type Card } from '../../../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../../../core/errors.js';
import type { TableField } from '../../../../i18n/translation.js';
import { entriesOf, normalName, readChips as readChipText, sameName, type ChipsReading } from '../../read-players.js';

export { entriesOf, sameName };

/** A bad value, named by its field; the element words it in the page's language. */
export interface Problem {
  code: string;
  field: TableField;
  /** The offending text. */
  text: string;
  /** For `card-count`: how many cards were given. */
  count?: number;
  /** True when nothing can be dealt until it is fixed; a script problem only cuts the script short. */
  blocking: boolean;
}

/** The small and the big blind (T3). */
export interface Blinds {
  small: number;
  big: number;
}

/** A value as its author wrote it, for a message. */
export const textOf = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');

/** A name with its spaces tidied: `' Anna   Maria '` → `'Anna Maria'`. */
export const cleanName = (value: unknown): string => normalName(String(value ?? ''));

export const seatNamed = (seats: readonly string[], name: string): string | undefined => seats.find((seat) => sameName(seat, name));

/** Chips as a number or text (any other value is read as its text) → a whole number, or why not. */
export const readChips = (input: unknown): ChipsReading => readChipText(typeof input === 'number' ? input : textOf(input));

/** `"50/100"`, `"100"` (the small blind is half, rounded down, T3) or `{ small, big }` → the blinds, or null. */
export function readBlinds(value: unknown): Blinds | null {
  if (value !== null && typeof value === 'object') {
    const { small, big } = value as Partial<Blinds>;
    return readBlinds(`${textOf(small)}/${textOf(big)}`);
  }
  const parts = String(value ?? '')
    .split('/')
    .map((part) => part.trim());
  if (parts.length > 2 || parts.some((part) => part === '')) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const chips = readChips(part);
    if (!('value' in chips)) return null;
    numbers.push(chips.value);
  }
  const [first = 0, second] = numbers;
  if (second === undefined) return first > 0 ? { small: Math.floor(first / 2), big: first } : null;
  return second > 0 && first <= second ? { small: first, big: second } : null;
}

const STRUCTURES: Record<string, BettingStructure> = {
  nolimit: 'no-limit',
  nl: 'no-limit',
  nlhe: 'no-limit',
  potlimit: 'pot-limit',
  pl: 'pot-limit',
  plhe: 'pot-limit',
  fixedlimit: 'fixed-limit',
  fl: 'fixed-limit',
  limit: 'fixed-limit',
  lhe: 'fixed-limit',
};

/** `no-limit`, `NL`, `Pot Limit`, `limit` … → the structure, or null. */
export function readStructure(value: unknown): BettingStructure | null {
  return typeof value === 'string' ? (STRUCTURES[value.toLowerCase().replace(/[^a-z]/g, '')] ?? null) : null;
}

/** Cards from text, or the problem with them (T1: an unknown card). */
export function readCards(text: string, field: TableField): { cards: Card[] } | { problem: Problem } {
  try {
    return { cards: parseCards(text) };
  } catch (error) {
    const code = error instanceof HoldemError ? error.code : 'unknown-card';
    return { problem: { code, field, text: error instanceof InvalidCardError ? error.text : text, blocking: true } };
  }
}

/**
 * Named stacks (`seats`, `players`): each a name (the id in the machine; `1`, `2`, … when
 * empty) and a whole number of chips, at least 1 (T8). A name given twice, or `taken`, is
 * reported and left out; a bad stack is reported and read as 0.
 */
export function readStacks(
  list: readonly { name?: unknown; stack?: unknown }[],
  problems: Problem[],
  options: { field: 'seats' | 'players'; taken?: (name: string) => boolean },
): { id: string; stack: number; index: number }[] {
  const read: { id: string; stack: number; index: number }[] = [];
  for (const [index, entry] of list.entries()) {
    const id = cleanName(entry?.name) || `${index + 1}`;
    if (read.some((other) => sameName(other.id, id)) || options.taken?.(id)) {
      problems.push({ code: 'duplicate-seat', field: { kind: options.field }, text: id, blocking: true });
      continue;
    }
    const chips = readChips(entry?.stack);
    if (!('value' in chips))
      problems.push({ code: chips.code, field: { kind: 'seat', seat: id }, text: textOf(entry?.stack), blocking: true });
    else if (chips.value === 0) problems.push({ code: 'zero', field: { kind: 'seat', seat: id }, text: '0', blocking: true });
    read.push({ id, stack: 'value' in chips ? chips.value : 0, index });
  }
  return read;
}

/** Attribute converters: the value read, or the text as written when it cannot be read (reported by the element). */
export const structureAttribute = {
  fromAttribute: (text: string | null): BettingStructure =>
    text === null ? 'no-limit' : ((readStructure(text) ?? text) as BettingStructure),
};

export const blindsAttribute = {
  fromAttribute: (text: string | null): Blinds => (text === null ? { small: 50, big: 100 } : ((readBlinds(text) ?? text) as Blinds)),
};

/** A whole number (chips, seats, milliseconds) with the default for a removed attribute. */
export function wholeNumberAttribute(fallback: number): { fromAttribute: (text: string | null) => number } {
  return {
    fromAttribute: (text) => {
      if (text === null) return fallback;
      const chips = readChips(text);
      return 'value' in chips ? chips.value : (text as unknown as number);
    },
  };
}
