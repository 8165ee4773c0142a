/**
 * Reading `<poker-table mode="cash">`'s attributes into `tableMachine`'s input. Only the shape
 * of the text is checked here (a number, a known kind of computer player); every table rule
 * (T8 buy-ins, C1 seats) is the machine's.
 */
import { BOT_KINDS, type BotKind } from '../../machines/bots.js';
import type { TableInput, TablePlayerInput } from '../../machines/table.machine.js';
import { readBlinds, readChips, readPlayers, readStructure, sameName, type CashPlayer, type Problem } from './read-input.js';

export { readPlayers, type CashPlayer } from './read-input.js';

/** What the element reads from its attributes for a cash table. */
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
  heroName: string;
}

/** `buy-in="400-1000"` (or `400 to 1000`, `400–1000`) → the T8 limits, or null. */
export function readBuyIn(value: string): { min: number; max: number } | null {
  const parts = value.split(/\s*(?:-|–|—|\bto\b|\bbis\b|\.\.)\s*/i).filter((part) => part !== '');
  if (parts.length !== 2) return null;
  const [min, max] = parts.map(readChips);
  if (!min || !max || !('value' in min) || !('value' in max) || min.value < 1 || min.value > max.value) return null;
  return { min: min.value, max: max.value };
}

/** `clock="30"`, `"30+20"` (decision + time bank, seconds) or `"off"` → the C5 clock in ms; undefined: unreadable. */
export function readClock(value: string): { decisionMs: number; timeBankMs?: number } | null | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'off' || text === 'none' || text === 'aus') return null;
  const match = /^(\d+(?:\.\d+)?)\s*s?\s*(?:\+\s*(\d+(?:\.\d+)?)\s*s?)?$/.exec(text);
  if (!match) return undefined;
  const decisionMs = Math.round(Number(match[1]) * 1000);
  if (decisionMs < 1) return undefined;
  return match[2] === undefined ? { decisionMs } : { decisionMs, timeBankMs: Math.round(Number(match[2]) * 1000) };
}

/** Milliseconds as a whole number ≥ 0, or null. */
function readMs(value: unknown): number | null {
  const chips = readChips(typeof value === 'number' ? value : String(value ?? ''));
  return 'value' in chips ? chips.value : null;
}

/** Reads the settings into the table's input, or the problems that stop it. */
export function readCashInput(settings: CashSettings, defaults: { botDelayMs: number; betweenHandsMs: number }): { input: TableInput | null; heroId: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const block = (problem: Omit<Problem, 'blocking'>): void => void problems.push({ ...problem, blocking: true });
  const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

  const structure = readStructure(text(settings.structure) || 'no-limit');
  if (!structure) block({ code: 'invalid-structure', field: { kind: 'structure' }, text: text(settings.structure) });
  const blinds = readBlinds(text(settings.blinds) || '50/100');
  if (!blinds) block({ code: 'invalid-blinds', field: { kind: 'blinds' }, text: text(settings.blinds) });
  const ante = readChips((settings.ante as number | string | undefined) ?? 0);
  if (!('value' in ante)) block({ code: 'not-a-number', field: { kind: 'ante' }, text: text(settings.ante) });

  const sizeText = text(settings.tableSize) || '6';
  const size = readChips(sizeText);
  const seats = 'value' in size && size.value >= 2 && size.value <= 10 ? size.value : null;
  if (seats === null) block({ code: 'table-size', field: { kind: 'table-size' }, text: sizeText });

  let buyIn: { min: number; max: number } | undefined;
  const buyInText = text(settings.buyIn);
  if (buyInText) {
    const read = readBuyIn(buyInText);
    if (read) buyIn = read;
    else block({ code: 'invalid-buy-in', field: { kind: 'buy-in' }, text: buyInText });
  }

  const clockText = text(settings.clock);
  const clock = clockText ? readClock(clockText) : { decisionMs: 30_000 };
  if (clock === undefined) block({ code: 'invalid-clock', field: { kind: 'clock' }, text: clockText });

  const botDelayMs = text(settings.botDelay) === '' ? defaults.botDelayMs : readMs(settings.botDelay);
  if (botDelayMs === null) block({ code: 'invalid-ms', field: { kind: 'bot-delay' }, text: text(settings.botDelay) });
  const betweenHandsMs = text(settings.betweenHands) === '' ? defaults.betweenHandsMs : readMs(settings.betweenHands);
  if (betweenHandsMs === null) block({ code: 'invalid-ms', field: { kind: 'between-hands' }, text: text(settings.betweenHands) });

  const heroId = settings.heroName.trim().replace(/\s+/g, ' ');
  const list: CashPlayer[] = Array.isArray(settings.players) ? (settings.players as CashPlayer[]) : readPlayers(text(settings.players));
  const players: TablePlayerInput[] = [];
  for (const [index, player] of list.entries()) {
    const name = String(player?.name ?? '').trim().replace(/\s+/g, ' ') || `${index + 1}`;
    if (players.some((other) => sameName(other.id, name)) || sameName(name, heroId)) {
      block({ code: 'duplicate-seat', field: { kind: 'players' }, text: name });
      continue;
    }
    const kind = String(player?.bot ?? 'reasonable').trim().toLowerCase();
    if (!(BOT_KINDS as readonly string[]).includes(kind)) block({ code: 'unknown-bot', field: { kind: 'players' }, text: `${name}\u0000${String(player?.bot)}` });
    const chips = readChips(player?.stack);
    if (!('value' in chips)) block({ code: chips.code, field: { kind: 'seat', seat: name }, text: String(player?.stack ?? '') });
    else if (chips.value === 0) block({ code: 'zero', field: { kind: 'seat', seat: name }, text: '0' });
    players.push({ id: name, name, stack: 'value' in chips ? chips.value : 0, bot: kind as BotKind });
  }
  if (seats !== null && players.length > seats) block({ code: 'player-count', field: { kind: 'players' }, text: `${players.length}\u0000${seats}` });

  if (problems.length > 0 || !structure || !blinds || !('value' in ante) || seats === null || clock === undefined || botDelayMs === null || betweenHandsMs === null) {
    return { input: null, heroId, problems };
  }
  const seed = text(settings.seed);
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
