/**
 * Reading `<poker-cash-table>`'s attributes into `tableMachine`'s input. Only the shape of the
 * text is checked here (a number, a known kind of computer player); every table rule (T8
 * buy-ins, C1 seats) is the machine's.
 */
import { BOT_KINDS, type BotKind } from '../../../core/table/config.js';
import type { TableInput, TablePlayerInput } from '../../../machines/table.machine.js';
import { entriesOf } from '../../shared/read-players.js';
import {
  cleanName,
  readBlinds,
  readChips,
  readStacks,
  readStructure,
  sameName,
  textOf,
  type Problem,
} from '../../shared/table/internal/read-input.js';

/** A computer player as the `players` property takes it. */
export interface CashPlayer {
  name: string;
  /** `passive` or `reasonable` (default). */
  bot?: BotKind;
  /** Chips to sit down with: a whole number, at least 1. Text is read as in the attribute (`"1,000"`). */
  stack: number | string;
}

/** The smallest and largest buy-in (T8). */
export interface BuyInRange {
  min: number;
  max: number;
}

/** The action clock (C5): the time to decide, and the time bank of a disconnected player; null: no clock. */
export type ClockSetting = { decisionMs: number; timeBankMs?: number } | null;

/** The clock without an attribute: 30 s to decide (and the table's default time bank, C5). */
export const DEFAULT_CLOCK: ClockSetting = { decisionMs: 30_000 };

/**
 * `players="Ben reasonable 1000; Carla passive 800; Dan 1000"`: one computer player per entry,
 * a name, optionally its kind, and its stack (the kind defaults to `reasonable`). A name with
 * spaces ends with a colon: `Anna Maria: passive 800`.
 */
export function readPlayers(value: string | null): CashPlayer[] {
  return entriesOf(value).map((entry) => {
    const colon = entry.indexOf(':');
    const named = colon >= 0;
    const tokens = (named ? entry.slice(colon + 1) : entry).split(/\s+/).filter(Boolean);
    const stack = tokens.length > (named ? 0 : 1) ? (tokens.pop() as string) : '';
    const kind = tokens.length > (named ? 0 : 1) ? tokens.pop() : undefined;
    const name = named ? entry.slice(0, colon).trim() : tokens.join(' ');
    return kind === undefined ? { name, stack } : { name, bot: kind as BotKind, stack };
  });
}

/** `buy-in="400-1000"` (or `400 to 1000`, `400–1000`) → the T8 limits, or null. */
export function readBuyIn(value: string): BuyInRange | null {
  const parts = value.split(/\s*(?:-|–|—|\bto\b|\bbis\b|\.\.)\s*/i).filter((part) => part !== '');
  if (parts.length !== 2) return null;
  const [min, max] = parts.map(readChips);
  if (!min || !max || !('value' in min) || !('value' in max) || min.value < 1 || min.value > max.value) return null;
  return { min: min.value, max: max.value };
}

/** `clock="30"`, `"30+20"` (decision + time bank, seconds) or `"off"` → the C5 clock in ms; undefined: unreadable. */
export function readClock(value: string): ClockSetting | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'off' || text === 'none' || text === 'aus') return null;
  const match = /^(\d+(?:\.\d+)?)\s*s?\s*(?:\+\s*(\d+(?:\.\d+)?)\s*s?)?$/.exec(text);
  if (!match) return undefined;
  const decisionMs = Math.round(Number(match[1]) * 1000);
  if (decisionMs < 1) return undefined;
  return match[2] === undefined ? { decisionMs } : { decisionMs, timeBankMs: Math.round(Number(match[2]) * 1000) };
}

/** Attribute converters: the value read, or the text as written when it cannot be read (reported by the element). */
export const playersAttribute = { fromAttribute: readPlayers };

export const buyInAttribute = {
  fromAttribute: (text: string | null): BuyInRange | undefined => (text?.trim() ? ((readBuyIn(text) ?? text) as BuyInRange) : undefined),
};

export const clockAttribute = {
  fromAttribute: (text: string | null): ClockSetting => {
    if (text === null || text.trim() === '') return DEFAULT_CLOCK;
    const clock = readClock(text);
    return clock === undefined ? (text as unknown as ClockSetting) : clock;
  },
};

/** What the element reads for a cash table: its properties as they are. */
export interface CashSettings {
  structure: unknown;
  blinds: unknown;
  ante: unknown;
  tableSize: unknown;
  buyIn: unknown;
  players: unknown;
  clock: unknown;
  botDelay: unknown;
  betweenHands: unknown;
  seed: unknown;
  /** The reader's name, which is also their player id. */
  heroName: string;
}

/** A buy-in range from the property (`{ min, max }`) or leftover attribute text. */
function buyInOf(value: unknown): BuyInRange | null {
  if (value !== null && typeof value === 'object') {
    const { min, max } = value as Partial<BuyInRange>;
    return readBuyIn(`${textOf(min)}-${textOf(max)}`);
  }
  return readBuyIn(textOf(value));
}

/** A clock from the property (`{ decisionMs, timeBankMs? }` or null) or leftover attribute text; undefined: unreadable. */
function clockOf(value: unknown): ClockSetting | undefined {
  if (value === undefined) return DEFAULT_CLOCK;
  if (value === null) return null;
  if (typeof value !== 'object') return readClock(textOf(value));
  const { decisionMs, timeBankMs } = value as { decisionMs?: unknown; timeBankMs?: unknown };
  const whole = (ms: unknown): boolean => typeof ms === 'number' && Number.isSafeInteger(ms) && ms >= 0;
  if (!whole(decisionMs) || (decisionMs as number) < 1 || (timeBankMs !== undefined && !whole(timeBankMs))) return undefined;
  return timeBankMs === undefined
    ? { decisionMs: decisionMs as number }
    : { decisionMs: decisionMs as number, timeBankMs: timeBankMs as number };
}

/** Reads the settings into the table's input, or the problems that stop it. */
export function readCashInput(settings: CashSettings): { input: TableInput | null; heroId: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const block = (problem: Omit<Problem, 'blocking'>): void => void problems.push({ ...problem, blocking: true });
  const unset = (value: unknown): boolean => value === undefined || value === null || value === '';

  const structure = unset(settings.structure) ? 'no-limit' : readStructure(settings.structure);
  if (!structure) block({ code: 'invalid-structure', field: { kind: 'structure' }, text: textOf(settings.structure) });
  const blinds = unset(settings.blinds) ? { small: 50, big: 100 } : readBlinds(settings.blinds);
  if (!blinds) block({ code: 'invalid-blinds', field: { kind: 'blinds' }, text: textOf(settings.blinds) });
  const ante = readChips(settings.ante ?? 0);
  if (!('value' in ante)) block({ code: 'not-a-number', field: { kind: 'ante' }, text: textOf(settings.ante) });

  const size = unset(settings.tableSize) ? { value: 6 } : readChips(settings.tableSize);
  const seats = 'value' in size && size.value >= 2 && size.value <= 10 ? size.value : null;
  if (seats === null) block({ code: 'table-size', field: { kind: 'table-size' }, text: textOf(settings.tableSize) });

  const buyIn = unset(settings.buyIn) ? undefined : buyInOf(settings.buyIn);
  if (buyIn === null) block({ code: 'invalid-buy-in', field: { kind: 'buy-in' }, text: textOf(settings.buyIn) });

  const clock = clockOf(settings.clock);
  if (clock === undefined) block({ code: 'invalid-clock', field: { kind: 'clock' }, text: textOf(settings.clock) });

  const ms = (value: unknown, fallback: number, field: 'bot-delay' | 'between-hands'): number | null => {
    const read = unset(value) ? { value: fallback } : readChips(value);
    if ('value' in read) return read.value;
    block({ code: 'invalid-ms', field: { kind: field }, text: textOf(value) });
    return null;
  };
  const botDelayMs = ms(settings.botDelay, 700, 'bot-delay');
  const betweenHandsMs = ms(settings.betweenHands, 2500, 'between-hands');

  const heroId = cleanName(settings.heroName);
  const list: CashPlayer[] = Array.isArray(settings.players) ? (settings.players as CashPlayer[]) : readPlayers(textOf(settings.players));
  const stacks = readStacks(list, problems, { field: 'players', taken: (name) => sameName(name, heroId) });
  const players: TablePlayerInput[] = stacks.map(({ id, stack, index }) => {
    const entry = list[index];
    const kind = String(entry?.bot ?? 'reasonable')
      .trim()
      .toLowerCase();
    if (!(BOT_KINDS as readonly string[]).includes(kind))
      block({ code: 'unknown-bot', field: { kind: 'players' }, text: `${id}\u0000${String(entry?.bot)}` });
    return { id, name: id, stack, bot: kind as BotKind };
  });
  if (seats !== null && players.length > seats)
    block({ code: 'player-count', field: { kind: 'players' }, text: `${players.length}\u0000${seats}` });

  if (
    problems.length > 0 ||
    !structure ||
    !blinds ||
    !('value' in ante) ||
    seats === null ||
    buyIn === null ||
    clock === undefined ||
    botDelayMs === null ||
    betweenHandsMs === null
  ) {
    return { input: null, heroId, problems };
  }
  const seed = textOf(settings.seed);
  const input: TableInput = {
    structure,
    blinds,
    ante: ante.value,
    seats,
    players,
    clock,
    botDelayMs,
    betweenHandsMs,
    ...(buyIn ? { buyIn } : {}),
    ...(seed ? { seed } : {}),
  };
  return { input, heroId, problems };
}
