/**
 * `handConfig`: a hand's input checked, every default filled in. Malformed input is a
 * `HoldemError` naming what is wrong (`code` and the offending field), never a TypeError
 * further down: a missing or `null` input, a field of the wrong kind, an unknown key (a
 * misspelt house rule names itself and the known ones), amounts that are not safe
 * integers, or chips past `Number.MAX_SAFE_INTEGER` in all.
 */
import { DEFAULT_HOUSE_RULES, type BettingStructure, type HouseRules } from '../betting.js';
import { HoldemError } from '../errors.js';
import { rejectUnknownKeys } from '../input.js';
import { put } from '../records.js';
import type { HandConfig, HandInput } from './types.js';

const STRUCTURES: readonly BettingStructure[] = ['no-limit', 'pot-limit', 'fixed-limit'];
const INPUT_KEYS = [
  'structure',
  'blinds',
  'ante',
  'limits',
  'seats',
  'button',
  'houseRules',
  'tournament',
  'autoShowdown',
  'seed',
  'deck',
  'holeCards',
  'board',
] as const;
const SEAT_KEYS = ['id', 'name', 'stack', 'postsBigBlind'] as const;
const BLIND_KEYS = ['small', 'big'] as const;
const LIMIT_KEYS = ['minBet', 'smallBet', 'bigBet', 'maxBetActions'] as const;
const HOUSE_RULE_KEYS = Object.keys(DEFAULT_HOUSE_RULES) as (keyof HouseRules)[];

/**
 * An absent optional object (limits, house rules), and the default house rules to spread:
 * read, never changed (not frozen: V8 copies a frozen object by a slower path).
 */
const NONE: Readonly<Record<string, never>> = {};
const HOUSE_RULE_DEFAULTS: Readonly<HouseRules> = { ...DEFAULT_HOUSE_RULES };

function invalid(message: string, code = 'invalid-input'): never {
  throw new HoldemError(code, message);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value` if it is a whole number of chips, at least `min`; `name` says which, followed by
 * the seat id `of` in quotes if given (the text is built only on failure: this runs for
 * every seat of every hand).
 */
function chips(value: unknown, name: string, min = 0, of?: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value;
  const what = of === undefined ? name : `${name}"${of}"`;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    invalid(
      `${what} must be a whole number of chips (a safe integer), not ${String(value)}`,
      typeof value === 'number' && Number.isInteger(value) ? 'unsafe-integer' : 'invalid-input',
    );
  }
  return invalid(`${what} must be at least ${min}, not ${value}`);
}

/** `value` if it is true or false, `false` if it is missing; `name` as for `chips`. */
function flag(value: unknown, name: string, of?: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') invalid(`${of === undefined ? name : `${name}"${of}"`} is true or false, not ${String(value)}`);
  return value;
}

/** The name of a seat in a message: `seat "id"`. */
function seatName(seat: Record<string, unknown>): string {
  return `seat "${String(seat.id)}"`;
}

/** Checks the input and fills in the defaults; throws `HoldemError` for anything malformed. */
export function handConfig(input: HandInput): HandConfig {
  if (!isObject(input)) invalid('a hand needs an input object', 'missing-input');
  rejectUnknownKeys(input, INPUT_KEYS, 'the hand input');
  if (!STRUCTURES.includes(input.structure))
    invalid(`unknown betting structure "${String(input.structure)}"; known: ${STRUCTURES.join(', ')}`);
  const seats: unknown = input.seats;
  if (!Array.isArray(seats)) invalid('a hand needs a list of seats');
  if (seats.length < 2 || seats.length > 10) invalid(`a hand needs 2 to 10 seats (C1), not ${seats.length}`);
  const seatIds: string[] = [];
  const names: Record<string, string> = {};
  const startingStacks: Record<string, number> = {};
  const newcomers: string[] = [];
  let totalChips = 0;
  for (const seat of seats as unknown[]) {
    if (!isObject(seat)) invalid('every seat is an object with an id and a stack');
    rejectUnknownKeys(seat, SEAT_KEYS, seatName);
    const id = seat.id;
    if (typeof id !== 'string' || id === '') invalid('every seat needs an id (a non-empty string)');
    if (seatIds.includes(id)) invalid(`seat "${id}" appears twice`);
    const stack = chips(seat.stack, 'the stack of ', 1, id);
    if (seat.name !== undefined && typeof seat.name !== 'string') invalid(`the name of "${id}" must be a string`);
    seatIds.push(id);
    put(names, id, typeof seat.name === 'string' && seat.name !== '' ? seat.name : id);
    put(startingStacks, id, stack);
    if (flag(seat.postsBigBlind, 'postsBigBlind of ', id)) newcomers.push(id);
    totalChips += stack;
    if (!Number.isSafeInteger(totalChips)) invalid(`the stacks add up to more than ${Number.MAX_SAFE_INTEGER} chips`, 'chip-overflow');
  }
  if (typeof input.button !== 'string' || !seatIds.includes(input.button))
    invalid(`the button "${String(input.button)}" is not one of the seats`);
  const blinds: unknown = input.blinds;
  if (!isObject(blinds)) invalid('a hand needs blinds: { small, big }');
  rejectUnknownKeys(blinds, BLIND_KEYS, 'blinds');
  const big = chips(blinds.big, 'the big blind', 1);
  const small = chips(blinds.small, 'the small blind');
  if (small > big) invalid('the small blind cannot be larger than the big blind');
  const limits: unknown = input.limits ?? NONE;
  if (!isObject(limits)) invalid('limits is an object: { minBet, smallBet, bigBet, maxBetActions }');
  rejectUnknownKeys(limits, LIMIT_KEYS, 'limits');
  const smallBet = chips(limits.smallBet ?? big, 'limits.smallBet', 1);
  let maxBetActions: number[] | null = null;
  if (limits.maxBetActions !== undefined) {
    if (!Array.isArray(limits.maxBetActions) || limits.maxBetActions.length !== 4)
      invalid('limits.maxBetActions lists four counts: preflop, flop, turn, river');
    maxBetActions = (limits.maxBetActions as unknown[]).map((n, k) => chips(n, `limits.maxBetActions[${k}]`, 1));
  }
  const houseRules: unknown = input.houseRules ?? NONE;
  if (!isObject(houseRules)) invalid('houseRules is an object');
  rejectUnknownKeys(houseRules, HOUSE_RULE_KEYS, 'houseRules');
  const ante = chips(input.ante ?? 0, 'the ante');
  // Every amount a hand adds up stays a safe integer: at most the chips on the table.
  if (!Number.isSafeInteger(totalChips + big * seatIds.length))
    invalid(`the chips add up to more than ${Number.MAX_SAFE_INTEGER}`, 'chip-overflow');
  return {
    structure: input.structure,
    blinds: { small, big },
    ante,
    limits: {
      minBet: chips(limits.minBet ?? big, 'limits.minBet', 1),
      smallBet,
      bigBet: chips(limits.bigBet ?? 2 * smallBet, 'limits.bigBet', 1),
      maxBetActions,
    },
    seatIds,
    names,
    newcomers,
    startingStacks,
    button: input.button,
    houseRules: { ...HOUSE_RULE_DEFAULTS, ...(houseRules as Partial<HouseRules>) },
    tournament: flag(input.tournament, 'tournament'),
    autoShowdown: flag(input.autoShowdown, 'autoShowdown'),
    totalChips,
  };
}
