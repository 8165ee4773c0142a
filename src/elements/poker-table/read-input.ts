/**
 * Reading `<poker-table>`'s attributes: seats, blinds, cards and the script (and cash mode's
 * `players`, whose attribute converter runs before cash mode's own module has loaded). Only
 * reading and checking the shape of the text; every rule is applied by the hand machine.
 */
import type { ActionType, BettingStructure } from '../../core/betting.js';
import { parseCards, type Card } from '../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../core/errors.js';
import type { HandEvent } from '../../machines/hand.machine.js';
import type { BotKind } from '../../machines/bots.js';
import type { TableField } from '../../i18n/translation.js';

/** A seat as the `seats` property takes it. */
export interface TableSeat {
  /** The player's name; also the seat's id in events and in the machine. */
  name: string;
  /** Chips on the table at the start of the hand (T8): a whole number, at least 1. Text is read as in the attribute (`"5,000"`). */
  stack: number | string;
}

/** A bad value, named by its field; the element words it in the page's language. */
export interface Problem {
  code: string;
  field: TableField;
  /** The offending text. */
  text: string;
  /** For `card-count`: how many cards were given. */
  count?: number;
  /** True when no hand can be dealt until it is fixed; script problems only cut the script short. */
  blocking: boolean;
}

/** One step of the script: what the author wrote and the event it sends. */
export interface ScriptStep {
  text: string;
  event: HandEvent;
}

const entriesOf = (text: string): string[] => text.split(/[;\n]+/).map((entry) => entry.trim()).filter(Boolean);

/** Chips as text → a whole number, or why not. `5,000` and `5.000` read as five thousand. */
export function readChips(input: number | string | null | undefined): { value: number } | { code: string } {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { code: 'not-a-number' };
    if (input < 0) return { code: 'negative-amount' };
    if (!Number.isSafeInteger(input)) return { code: 'not-a-whole-number' };
    return { value: input };
  }
  let t = String(input ?? '').replace(/[\s_'’\u00a0\u202f]/g, '').replace('−', '-');
  if (t === '') return { code: 'missing-amount' };
  if (/^[+-]?\d{1,3}([.,]\d{3})+$/.test(t)) t = t.replace(/[.,]/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return { code: 'not-a-number' };
  const value = Number(t.replace(',', '.'));
  if (value < 0) return { code: 'negative-amount' };
  if (!Number.isInteger(value)) return { code: 'not-a-whole-number' };
  if (!Number.isSafeInteger(value)) return { code: 'not-a-number' };
  return { value: value === 0 ? 0 : value };
}

const looksLikeAmount = (token: string): boolean => /^[+\-−]?[\d.,]/.test(token) && /\d/.test(token);

/** `seats="Anna 5000; Ben 700; Carla: 5,000"` → one seat per entry, clockwise; the stack is the number in it. */
export function readSeats(value: string | null): TableSeat[] {
  return entriesOf(value ?? '').map((entry) => {
    const colon = entry.indexOf(':');
    if (colon >= 0) return { name: entry.slice(0, colon).trim(), stack: entry.slice(colon + 1).trim() };
    const tokens = entry.split(/\s+/);
    let at = tokens.length - 1;
    while (at >= 0 && !looksLikeAmount(tokens[at] as string)) at--;
    if (at < 0) return { name: entry, stack: '' };
    return { name: tokens.filter((_, i) => i !== at).join(' '), stack: tokens[at] as string };
  });
}

/** A computer player as the `players` property takes it (cash mode). */
export interface CashPlayer {
  name: string;
  /** `passive` or `reasonable` (default). */
  bot?: BotKind | string;
  stack: number | string;
}

/**
 * `players="Ben reasonable 1000; Carla passive 800; Dan 1000"`: one computer player per entry,
 * a name, optionally its kind, and its stack (the kind defaults to `reasonable`). A name with
 * spaces ends with a colon: `Anna Maria: passive 800`.
 */
export function readPlayers(value: string | null): CashPlayer[] {
  return entriesOf(value ?? '').map((entry) => {
    const colon = entry.indexOf(':');
    const named = colon >= 0;
    const tokens = (named ? entry.slice(colon + 1) : entry).split(/\s+/).filter(Boolean);
    const stack = tokens.length > (named ? 0 : 1) ? (tokens.pop() as string) : '';
    const kind = tokens.length > (named ? 0 : 1) ? tokens.pop() : undefined;
    const name = named ? entry.slice(0, colon).trim() : tokens.join(' ');
    return kind === undefined ? { name, stack } : { name, bot: kind, stack };
  });
}

/** `blinds="50/100"` (or `"100"`: the small blind is half, rounded down, T3). */
export function readBlinds(value: string): { small: number; big: number } | null {
  const parts = value.split('/').map((part) => part.trim());
  if (parts.length > 2 || parts.some((part) => part === '')) return null;
  const numbers = parts.map(readChips);
  if (numbers.some((n) => !('value' in n))) return null;
  const [a, b] = numbers.map((n) => (n as { value: number }).value);
  if (b === undefined) return a! > 0 ? { small: Math.floor(a! / 2), big: a! } : null;
  return b > 0 && a! <= b ? { small: a!, big: b } : null;
}

const STRUCTURES: Record<string, BettingStructure> = {
  nl: 'no-limit', nolimit: 'no-limit', pl: 'pot-limit', potlimit: 'pot-limit',
  fl: 'fixed-limit', fixedlimit: 'fixed-limit', limit: 'fixed-limit', lhe: 'fixed-limit', nlhe: 'no-limit', plhe: 'pot-limit',
};

/** `no-limit`, `NL`, `Pot Limit`, `limit` … → the structure, or null. */
export function readStructure(value: string): BettingStructure | null {
  return STRUCTURES[value.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/** Case and spaces do not matter in names. */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export const seatNamed = (seats: readonly string[], name: string): string | undefined => seats.find((seat) => sameName(seat, name));

/** `hole-cards="Anna: As Kd; Ben: Qh Qc"` → text per name, as written. */
export function readHoleCards(value: string): [string, string][] {
  return entriesOf(value).map((entry) => {
    const colon = entry.indexOf(':');
    if (colon >= 0) return [entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()];
    const [name = '', ...cards] = entry.split(/\s+/);
    return [name, cards.join(' ')];
  });
}

/** Cards from text, or the problem with them (T1: unknown card). */
export function readCards(text: string, field: TableField): { cards: Card[] } | { problem: Problem } {
  try {
    return { cards: parseCards(text) };
  } catch (error) {
    const code = error instanceof HoldemError ? error.code : 'unknown-card';
    return { problem: { code, field, text: error instanceof InvalidCardError ? error.text : text, blocking: true } };
  }
}

type Verb = ActionType | 'show' | 'muck';
/** English and German verbs of the script, the first that matches wins (all-in before call: "calls all-in"). */
const VERBS: [RegExp, Verb][] = [
  [/\b(allin|shoves?|jams?)\b/, 'all-in'],
  [/\b(folds?|folded|foldet|passt|steigt aus)\b/, 'fold'],
  [/\b(checks?|checked|checkt)\b/, 'check'],
  [/\b(calls?|called|callt|geht mit)\b/, 'call'],
  [/\b(raises?|raised|erhöht)/, 'raise'],
  [/\b(bets?|setzt)\b/, 'bet'],
  [/\b(shows?|showed|zeigt)\b/, 'show'],
  [/\b(mucks?|mucked|wirft)\b/, 'muck'],
];

/**
 * `script="Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500"` → one event per
 * step, in order. A step is a seat and what they do (English or German verbs); bets and
 * raises need the total for the street (`raises to 1500`, `raises 1500`). Reads up to the
 * first step it cannot read, which it reports.
 */
export function readScript(value: string, seats: readonly string[]): { steps: ScriptStep[]; problem: Problem | null } {
  const steps: ScriptStep[] = [];
  const byLength = [...seats].sort((a, b) => b.length - a.length);
  const entries = entriesOf(value);
  for (let index = 0; index < entries.length; index++) {
    const text = entries[index] as string;
    const field: TableField = { kind: 'script', step: index + 1 };
    const lower = text.toLocaleLowerCase();
    const seat = byLength.find((name) => lower.startsWith(name.toLocaleLowerCase()) && /^($|[\s:,])/.test(text.slice(name.length)));
    if (!seat) return { steps, problem: { code: 'unknown-seat', field, text: text.split(/[\s:,]+/)[0] ?? text, blocking: false } };
    const rest = text.slice(seat.length).replace(/^[\s:,]+/, '');
    const words = rest.toLocaleLowerCase().replace(/all[\s_-]*in/g, 'allin');
    const verb = VERBS.find(([pattern]) => pattern.test(words))?.[1];
    if (!verb) return { steps, problem: { code: 'script-action', field, text, blocking: false } };
    if (verb === 'show' || verb === 'muck') {
      steps.push({ text, event: { type: verb === 'show' ? 'SHOW' : 'MUCK', seat } });
      continue;
    }
    if (verb === 'bet' || verb === 'raise') {
      const amount = rest.match(/[+\-−]?\d[\d.,\s\u00a0\u202f]*/)?.[0]?.trim();
      const chips = amount === undefined ? null : readChips(amount);
      if (!chips || !('value' in chips)) return { steps, problem: { code: 'script-amount', field, text, blocking: false } };
      steps.push({ text, event: { type: 'ACT', seat, action: verb, to: chips.value } });
      continue;
    }
    steps.push({ text, event: { type: 'ACT', seat, action: verb } });
  }
  return { steps, problem: null };
}
