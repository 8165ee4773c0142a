/**
 * A table's input and the checked configuration it becomes (C1, C2, C4, C5, T2, T8).
 * `tableConfig` answers malformed input with a `HoldemError` that names what is wrong:
 * not an object, a missing or mistyped field, a number that is not a safe integer, an
 * unknown option key (with the known ones), chips past `Number.MAX_SAFE_INTEGER`.
 */
import { DEFAULT_HOUSE_RULES, type BettingStructure, type HouseRules } from '../betting.js';
import { HoldemError, type HoldemErrorCode } from '../errors.js';
import { addChips, inputText, rejectUnknownKeys, requireObject, requireOneOf, requireSafeInteger, requireSeatId } from '../input.js';
import { startHand } from '../hand/engine.js';
import type { HandLimits } from '../hand/types.js';
import type { BuyInLimits } from '../table-rules.js';

/** The computer players a table can seat (`holdem-elements/machines` plays them). */
export type BotKind = 'passive' | 'reasonable';
export const BOT_KINDS: readonly BotKind[] = ['passive', 'reasonable'];

export interface TablePlayerInput {
  id: string;
  name?: string;
  /** Chips brought to the table. */
  stack: number;
  /** Seat index, 0 … seats − 1; default the first free seat. */
  seat?: number;
  /** A computer player. */
  bot?: BotKind;
}

export interface TournamentLevel {
  small: number;
  big: number;
  ante?: number;
}

export interface TableInput {
  structure?: BettingStructure;
  /** The blinds (a tournament starts from its first level instead). */
  blinds?: { small: number; big: number };
  ante?: number;
  limits?: HandLimits;
  houseRules?: Partial<HouseRules>;
  /** C1: 2 to 10 seats; default 6, as the source room plays. */
  seats?: number;
  /** T8: default 40 to 100 big blinds. */
  buyIn?: Partial<BuyInLimits>;
  /** Seated when the table opens. */
  players?: readonly TablePlayerInput[];
  /** C2 house rule: players needed to start a hand; default 2 (home games), 3 in the 003 room. */
  minPlayers?: number;
  /** T2: the first button by high-card draw (default) or at random. */
  firstButton?: 'draw' | 'random';
  /** Reproducible draws, deals and bot choices. */
  seed?: number | string;
  /** C5: default 30 s to decide and 20 s more for a disconnected player; null: no clock. */
  clock?: { decisionMs: number; timeBankMs?: number } | null;
  /** C4: default 10 minutes. */
  sitOutLimitMs?: number;
  /** How long a computer player thinks; default 0 (at once). */
  botDelayMs?: number;
  /** How long the result stays before the next hand; default 0. */
  betweenHandsMs?: number;
  /** Deal the next hand by itself (default) or wait for DEAL. */
  autoDeal?: boolean;
  /** Tournament mode: no rebuys, hands face up on all-in (T16), blinds rise by hands played. */
  tournament?: { levels: readonly TournamentLevel[]; handsPerLevel: number };
  /**
   * Where `tableMachine` reads the time for the action clock (C5) and sitting out (C4), in
   * milliseconds: default `Date.now`; tests pass their `SimulatedClock`'s `now`. Not part of
   * the configuration (the pure table functions take the time as an argument).
   */
  now?: () => number;
}

export interface TableConfig {
  structure: BettingStructure;
  blinds: { small: number; big: number };
  ante: number;
  limits: HandLimits;
  houseRules: HouseRules;
  size: number;
  buyIn: BuyInLimits;
  minPlayers: number;
  firstButton: 'draw' | 'random';
  seed: number | string | null;
  clock: { decisionMs: number; timeBankMs: number } | null;
  sitOutLimitMs: number;
  botDelayMs: number;
  betweenHandsMs: number;
  autoDeal: boolean;
  tournament: { levels: TournamentLevel[]; handsPerLevel: number } | null;
}

function invalid(message: string, code: HoldemErrorCode = 'invalid-input'): never {
  throw new HoldemError(code, message);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A safe integer of at least `min` (`missing-input`, `invalid-input`, `unsafe-integer`; below `min`: `invalid-input`). */
function wholeNumber(value: unknown, name: string, min = 0): number {
  const n = requireSafeInteger(value, name);
  if (n < min) invalid(`${name} must be at least ${min} (got ${n})`);
  return n;
}

/** An optional object field: undefined, or an object (else `invalid-input`). */
function optionalObject(value: unknown, name: string): Record<string, unknown> | undefined {
  return value === undefined ? undefined : (requireObject(value as object, name) as Record<string, unknown>);
}

const INPUT_KEYS: readonly (keyof TableInput)[] = [
  'structure',
  'blinds',
  'ante',
  'limits',
  'houseRules',
  'seats',
  'buyIn',
  'players',
  'minPlayers',
  'firstButton',
  'seed',
  'clock',
  'sitOutLimitMs',
  'botDelayMs',
  'betweenHandsMs',
  'autoDeal',
  'tournament',
  'now',
];
const PLAYER_KEYS: readonly (keyof TablePlayerInput)[] = ['id', 'name', 'stack', 'seat', 'bot'];
const STRUCTURES: readonly BettingStructure[] = ['no-limit', 'pot-limit', 'fixed-limit'];

/** Checks the input and fills in the defaults; throws `HoldemError` (`invalid-input`, `unknown-option`). */
export function tableConfig(input: TableInput): TableConfig {
  requireObject(input, 'the table input');
  rejectUnknownKeys(input, INPUT_KEYS, 'the table input');
  if (input.now !== undefined && typeof input.now !== 'function')
    invalid(`now must be a function returning milliseconds, not ${inputText(input.now)}`);
  const size = wholeNumber(input.seats ?? 6, 'seats', 2);
  if (size > 10) invalid(`a table has 2 to 10 seats (C1), not ${size}`);
  const structure: unknown = input.structure ?? 'no-limit';
  requireOneOf(structure, STRUCTURES, 'structure');

  const tournamentInput = optionalObject(input.tournament, 'tournament');
  let tournament: TableConfig['tournament'] = null;
  if (tournamentInput) {
    rejectUnknownKeys(tournamentInput, ['levels', 'handsPerLevel'], 'tournament');
    if (!Array.isArray(tournamentInput.levels) || tournamentInput.levels.length === 0)
      invalid('a tournament needs a list of at least one blind level');
    const levels = (tournamentInput.levels as unknown[]).map((given, i) => {
      const level = requireObject(given as Record<string, unknown>, `tournament level ${i + 1}`);
      rejectUnknownKeys(level, ['small', 'big', 'ante'], `tournament level ${i + 1}`);
      const small = wholeNumber(level.small, `the small blind of level ${i + 1}`);
      const big = wholeNumber(level.big, `the big blind of level ${i + 1}`, 1);
      if (small > big) invalid(`level ${i + 1}: the small blind cannot be larger than the big blind`);
      return { small, big, ante: wholeNumber(level.ante ?? 0, `the ante of level ${i + 1}`) };
    });
    tournament = { levels, handsPerLevel: wholeNumber(tournamentInput.handsPerLevel, 'tournament.handsPerLevel', 1) };
  }

  let blinds: { small: number; big: number };
  if (tournament) blinds = { small: tournament.levels[0].small, big: tournament.levels[0].big };
  else {
    const given = optionalObject(input.blinds, 'blinds');
    if (!given) invalid('a table needs blinds: { small, big } (got undefined)', 'missing-input');
    rejectUnknownKeys(given, ['small', 'big'], 'blinds');
    blinds = { small: wholeNumber(given.small, 'the small blind'), big: wholeNumber(given.big, 'the big blind', 1) };
  }
  if (blinds.small > blinds.big) invalid('the small blind cannot be larger than the big blind');
  const ante = tournament ? (tournament.levels[0].ante ?? 0) : wholeNumber(input.ante ?? 0, 'the ante');

  const buyInInput = optionalObject(input.buyIn, 'buyIn') ?? {};
  rejectUnknownKeys(buyInInput, ['min', 'max'], 'buyIn');
  const buyIn = {
    min: wholeNumber(buyInInput.min ?? Math.min(40 * blinds.big, Number.MAX_SAFE_INTEGER), 'buyIn.min', 1),
    max: wholeNumber(buyInInput.max ?? Math.min(100 * blinds.big, Number.MAX_SAFE_INTEGER), 'buyIn.max', 1),
  };
  if (buyIn.min > buyIn.max) invalid('buyIn.min cannot be above buyIn.max');

  let clock: TableConfig['clock'] = { decisionMs: 30_000, timeBankMs: 20_000 };
  if (input.clock === null) clock = null;
  else if (input.clock !== undefined) {
    const given = optionalObject(input.clock, 'clock') as Record<string, unknown>;
    rejectUnknownKeys(given, ['decisionMs', 'timeBankMs'], 'clock');
    clock = {
      decisionMs: wholeNumber(given.decisionMs ?? 30_000, 'clock.decisionMs', 1),
      timeBankMs: wholeNumber(given.timeBankMs ?? 20_000, 'clock.timeBankMs'),
    };
  }

  const limitsInput = optionalObject(input.limits, 'limits') ?? {};
  rejectUnknownKeys(limitsInput, ['minBet', 'smallBet', 'bigBet', 'maxBetActions'], 'limits');
  const limits: { minBet?: number; smallBet?: number; bigBet?: number; maxBetActions?: number[] } = {};
  for (const key of ['minBet', 'smallBet', 'bigBet'] as const) {
    if (limitsInput[key] !== undefined) limits[key] = wholeNumber(limitsInput[key], `limits.${key}`, 1);
  }
  if (limitsInput.maxBetActions !== undefined) {
    if (!Array.isArray(limitsInput.maxBetActions))
      invalid(`limits.maxBetActions must be a list of whole numbers, not ${inputText(limitsInput.maxBetActions)}`);
    limits.maxBetActions = (limitsInput.maxBetActions as unknown[]).map((n, i) => wholeNumber(n, `limits.maxBetActions[${i}]`, 0));
  }

  const houseRulesInput = optionalObject(input.houseRules, 'houseRules') ?? {};
  rejectUnknownKeys(houseRulesInput, Object.keys(DEFAULT_HOUSE_RULES), 'houseRules');
  for (const [key, value] of Object.entries(houseRulesInput)) {
    const expected = typeof DEFAULT_HOUSE_RULES[key as keyof HouseRules];
    if (typeof value !== expected) invalid(`houseRules.${key} must be a ${expected}, not ${inputText(value)}`);
  }

  if (input.firstButton !== undefined) requireOneOf(input.firstButton, ['draw', 'random'], 'firstButton');
  if (input.seed !== undefined && !(typeof input.seed === 'string' || (typeof input.seed === 'number' && Number.isSafeInteger(input.seed))))
    invalid(`seed must be a string or a whole number (got ${inputText(input.seed)})`, 'invalid-seed');
  if (input.autoDeal !== undefined && typeof input.autoDeal !== 'boolean')
    invalid(`autoDeal must be true or false, not ${inputText(input.autoDeal)}`);
  if (input.players !== undefined && !Array.isArray(input.players)) invalid(`players must be a list, not ${inputText(input.players)}`);

  const config: TableConfig = {
    structure: structure as BettingStructure,
    blinds,
    ante,
    limits,
    houseRules: { ...DEFAULT_HOUSE_RULES, ...(houseRulesInput as Partial<HouseRules>) },
    size,
    buyIn,
    minPlayers: Math.min(size, wholeNumber(input.minPlayers ?? 2, 'minPlayers', 2)),
    firstButton: input.firstButton ?? 'draw',
    seed: input.seed ?? null,
    clock,
    sitOutLimitMs: wholeNumber(input.sitOutLimitMs ?? 600_000, 'sitOutLimitMs', 1),
    botDelayMs: wholeNumber(input.botDelayMs ?? 0, 'botDelayMs'),
    betweenHandsMs: wholeNumber(input.betweenHandsMs ?? 0, 'betweenHandsMs'),
    autoDeal: input.autoDeal ?? true,
    tournament,
  };
  tablePlayers(input, config);
  // The hands' own settings (house rule values, fixed-limit sizes) are the hand engine's to
  // check: ask it once now, so that a table never deals hands that cannot start.
  const levels = config.tournament ? config.tournament.levels : [{ ...config.blinds, ante: config.ante }];
  for (const level of levels) {
    startHand({
      structure: config.structure,
      blinds: { small: level.small, big: level.big },
      ante: level.ante ?? 0,
      limits: config.limits,
      houseRules: config.houseRules,
      seats: [
        { id: 'a', stack: 1 },
        { id: 'b', stack: 1 },
      ],
      button: 'a',
      seed: 0,
    });
  }
  return config;
}

/** The players seated when the table opens, checked: ids, stacks, seats, bots; their chips within safe integers. */
export function tablePlayers(input: TableInput, config: TableConfig): { player: TablePlayerInput; seat: number }[] {
  const taken = new Set<number>();
  const ids = new Set<string>();
  let chips = 0;
  const out: { player: TablePlayerInput; seat: number }[] = [];
  for (const [i, player] of (input.players ?? []).entries()) {
    requireObject(player, `player ${i + 1}`);
    rejectUnknownKeys(player, PLAYER_KEYS, `player ${i + 1}`);
    requireSeatId(player.id, `the id of player ${i + 1}`);
    if (ids.has(player.id)) invalid(`player ${JSON.stringify(player.id)} appears twice`, 'duplicate-seat');
    ids.add(player.id);
    if (player.name !== undefined && typeof player.name !== 'string')
      invalid(`the name of ${player.id} must be a string, not ${inputText(player.name)}`);
    if (player.bot !== undefined) requireOneOf(player.bot, BOT_KINDS, `the bot of ${player.id}`);
    const stack = wholeNumber(player.stack, `the stack of ${player.id}`, 1);
    chips = addChips(chips, stack, "the players' stacks");
    let seat: number;
    if (player.seat === undefined) {
      seat = -1;
      for (let s = 0; s < config.size; s++) {
        if (!taken.has(s) && !(input.players ?? []).some((other) => isObject(other) && other.seat === s)) {
          seat = s;
          break;
        }
      }
      if (seat < 0) invalid(`more players than seats (C1): ${config.size} seats`);
    } else {
      seat = wholeNumber(player.seat, `the seat of ${player.id}`);
      if (seat >= config.size) invalid(`the seat of ${player.id} must be 0 to ${config.size - 1} (C1), not ${seat}`);
    }
    if (taken.has(seat)) invalid(`seat ${seat} is not free for ${player.id}`);
    taken.add(seat);
    out.push({ player: { ...player, stack }, seat });
  }
  return out;
}
