/**
 * Reading `<poker-table>`'s attributes into the hand machine's input: the seats, the cards,
 * the script. Only the shape of the text is checked; every rule is the hand machine's.
 */
import type { HouseRules } from '../../../core/betting.js';
import { parseCards, type Card } from '../../../core/cards.js';
import type { HandEvent, HandInput } from '../../../machines/hand.machine.js';
import type { TableField } from '../../../i18n/translation.js';
import { scriptVerbPatterns } from '../../../i18n/script-verbs.js';
import {
  blindsAttribute,
  cleanName,
  entriesOf,
  readBlinds,
  readCards,
  readChips,
  readStacks,
  readStructure,
  seatNamed,
  structureAttribute,
  textOf,
  type Problem,
} from '../../shared/table/internal/read-input.js';
import { looksLikeAmount } from '../../shared/read-players.js';

export { blindsAttribute, structureAttribute };

/** A seat as the `seats` property takes it. */
export interface TableSeat {
  /** The player's name; also the seat's id in events and in the machine. */
  name: string;
  /** Chips on the table at the start of the hand (T8): a whole number, at least 1. Text is read as in the attribute (`"5,000"`). */
  stack: number | string;
}

/** Which seats the reader plays: every seat, the hero's, or none (watch and step only). */
export type Controls = 'all' | 'hero' | 'none';

/** One step of the script: what the author wrote and the event it sends. */
export interface ScriptStep {
  text: string;
  event: HandEvent;
}

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

/** `hole-cards="Anna: As Kd; Ben: Qh Qc"` → the card text per name, as written. */
export function readHoleCardText(value: string): [string, string][] {
  return entriesOf(value).map((entry) => {
    const colon = entry.indexOf(':');
    if (colon >= 0) return [entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()];
    const [name = '', ...cards] = entry.split(/\s+/);
    return [name, cards.join(' ')];
  });
}

/** Cards per name, as the `holeCards` property takes them: `{ Anna: ['As', 'Kd'] }`. */
export type HoleCards = Readonly<Record<string, readonly Card[]>>;

/** Reads the text into cards where every card reads; otherwise the text stays, for the element to report. */
const cardsOrText = <T>(text: string, read: () => T): T => {
  try {
    return read();
  } catch {
    return text as unknown as T;
  }
};

export const seatsAttribute = { fromAttribute: readSeats };

export const holeCardsAttribute = {
  fromAttribute: (text: string | null): HoleCards =>
    cardsOrText(text ?? '', () => Object.fromEntries(readHoleCardText(text ?? '').map(([name, cards]) => [name, parseCards(cards)]))),
};

export const boardAttribute = {
  fromAttribute: (text: string | null): Card[] => (text?.trim() ? cardsOrText(text, () => parseCards(text)) : []),
};

export const controlsAttribute = {
  fromAttribute: (text: string | null): Controls | undefined => {
    const controls = text?.trim().toLowerCase();
    return controls === 'all' || controls === 'hero' || controls === 'none' ? controls : undefined;
  },
};

/**
 * `script="Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500"` → one event per
 * step, in order. A step is a seat and what they do (the verbs of any registered language); bets and
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
    const verb = scriptVerbPatterns().find(([pattern]) => pattern.test(words))?.[1];
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

/** What `<poker-table>` reads into the hand machine's input: its properties as they are. */
export interface HandSettings {
  structure: unknown;
  blinds: unknown;
  ante: unknown;
  seats: unknown;
  button: unknown;
  hero: unknown;
  holeCards: unknown;
  board: unknown;
  script: unknown;
  seed: unknown;
  autoShowdown: boolean;
  tournament: boolean;
  houseRules: Partial<HouseRules> | undefined;
}

/** The empty value of a property or attribute: the default applies. */
const unset = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Hole cards as text per name, from the property (cards per name) or leftover attribute text. */
function holeCardEntries(value: unknown): [string, string][] {
  if (typeof value === 'string') return readHoleCardText(value);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([name, cards]) => [
    name,
    Array.isArray(cards) ? cards.join(' ') : textOf(cards),
  ]);
}

/** The settings read into the machine's input, the script's steps, and the problems (those that block stop the deal). */
export function readHandInput(settings: HandSettings): { input: HandInput | null; script: ScriptStep[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const block = (problem: Omit<Problem, 'blocking'>): void => void problems.push({ ...problem, blocking: true });

  const structure = unset(settings.structure) ? 'no-limit' : readStructure(settings.structure);
  if (!structure) block({ code: 'invalid-structure', field: { kind: 'structure' }, text: textOf(settings.structure) });

  const list = Array.isArray(settings.seats) ? (settings.seats as TableSeat[]) : readSeats(textOf(settings.seats));
  const seats = readStacks(list, problems, { field: 'seats' });
  if (seats.length < 2 || seats.length > 10) block({ code: 'seat-count', field: { kind: 'seats' }, text: String(seats.length) });
  const ids = seats.map((seat) => seat.id);

  const blinds = unset(settings.blinds) ? { small: 50, big: 100 } : readBlinds(settings.blinds);
  if (!blinds) block({ code: 'invalid-blinds', field: { kind: 'blinds' }, text: textOf(settings.blinds) });
  const ante = readChips(settings.ante ?? 0);
  if (!('value' in ante)) block({ code: 'not-a-number', field: { kind: 'ante' }, text: textOf(settings.ante) });

  const buttonText = cleanName(settings.button);
  const button = buttonText ? seatNamed(ids, buttonText) : ids[ids.length - 1];
  if (!button && ids.length > 0) block({ code: 'unknown-seat', field: { kind: 'button' }, text: buttonText });
  const heroText = cleanName(settings.hero);
  if (heroText && !seatNamed(ids, heroText)) block({ code: 'unknown-seat', field: { kind: 'hero' }, text: heroText });

  const holeCards: Record<string, Card[]> = {};
  const seen = new Set<Card>();
  const twice = (cards: readonly Card[]): Card | undefined => cards.find((card) => (seen.has(card) ? true : (seen.add(card), false)));
  for (const [name, text] of holeCardEntries(settings.holeCards)) {
    const seat = seatNamed(ids, name);
    if (!seat) {
      block({ code: 'unknown-seat', field: { kind: 'hole-cards' }, text: name });
      continue;
    }
    const read = readCards(text, { kind: 'hole-cards' });
    if ('problem' in read) problems.push(read.problem);
    else if (read.cards.length !== 2) block({ code: 'card-count', field: { kind: 'hole-cards' }, text: seat, count: read.cards.length });
    else {
      const repeated = twice(read.cards);
      if (repeated) block({ code: 'duplicate-card', field: { kind: 'hole-cards' }, text: repeated });
      holeCards[seat] = read.cards;
    }
  }
  let board: Card[] = [];
  const boardText = (Array.isArray(settings.board) ? settings.board.join(' ') : textOf(settings.board)).trim();
  if (boardText) {
    const read = readCards(boardText, { kind: 'board' });
    if ('problem' in read) problems.push(read.problem);
    else if (read.cards.length > 5) block({ code: 'card-count', field: { kind: 'board' }, text: boardText, count: read.cards.length });
    else {
      const repeated = twice(read.cards);
      if (repeated) block({ code: 'duplicate-card', field: { kind: 'board' }, text: repeated });
      board = read.cards;
    }
  }

  const { steps: script, problem: scriptProblem } = readScript(textOf(settings.script), ids);
  if (problems.length > 0 || !structure || !blinds || !button || !('value' in ante)) {
    return { input: null, script: [], problems: scriptProblem ? [...problems, scriptProblem] : problems };
  }
  if (scriptProblem) problems.push(scriptProblem);
  const decides = script.some((step) => step.event.type === 'SHOW' || step.event.type === 'MUCK');
  const seed = textOf(settings.seed);
  const input: HandInput = {
    structure,
    blinds,
    ante: ante.value,
    seats: seats.map(({ id, stack }) => ({ id, stack })),
    button,
    autoShowdown: settings.autoShowdown || (script.length > 0 && !decides),
    tournament: settings.tournament,
    ...(settings.houseRules ? { houseRules: settings.houseRules } : {}),
    ...(seed !== '' ? { seed } : {}),
    ...(Object.keys(holeCards).length > 0 ? { holeCards } : {}),
    ...(board.length > 0 ? { board } : {}),
  };
  return { input, script, problems };
}
