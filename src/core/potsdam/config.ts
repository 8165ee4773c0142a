/**
 * `potsdamConfig`: a game's input checked, every default filled in, and `potsdamDeck`: the
 * 52 cards in deal order. Malformed input is a `HoldemError` naming what is wrong (`code`
 * and the field): a missing input, a field of the wrong kind, an unknown key (a misspelt
 * rule names itself and the known ones), amounts that are not safe integers, chips past
 * `Number.MAX_SAFE_INTEGER`. Seat ids may be any string, `constructor` and `__proto__` too.
 */
import { parseCards, type Card } from '../cards.js';
import { createDeck } from '../deck.js';
import { dealingOrder } from '../dealing.js';
import { HoldemError } from '../errors.js';
import {
  addChips,
  inputText,
  rejectUnknownKeys,
  requireArray,
  requireChips,
  requireObject,
  requireOneOf,
  requireSeatId,
} from '../input.js';
import { hasOwn, put } from '../records.js';
import { fillDeck, placeHoleCards } from '../stacked-deck.js';
import type { PotsdamConfig, PotsdamInput, PotsdamRules } from './types.js';

/** The readings of the source the kit plays unless told otherwise (docs/rules.md says why). */
export const DEFAULT_POTSDAM_RULES: Readonly<PotsdamRules> = Object.freeze({
  betLimit: 'each-bet',
  minRaise: 'last-increment',
  buyFrom: 'previous-player',
  betAfterLastExchange: false,
  maxExchangeRounds: null,
});

const INPUT_KEYS: readonly (keyof PotsdamInput)[] = [
  'blinds',
  'seats',
  'button',
  'rules',
  'autoShowdown',
  'seed',
  'deck',
  'holeCards',
  'community',
  'stock',
];
const SEAT_KEYS = ['id', 'name', 'stack'] as const;
const BLIND_KEYS = ['small', 'big'] as const;
const RULE_KEYS = Object.keys(DEFAULT_POTSDAM_RULES) as (keyof PotsdamRules)[];

/** P1: five hole cards each and five community cards from 52: at most nine players. */
export const POTSDAM_MAX_SEATS = 9;
/** P1: hole cards per player. */
export const POTSDAM_HOLE_CARDS = 5;
/** P1: community cards. */
export const POTSDAM_COMMUNITY_CARDS = 5;

function invalid(message: string, code = 'invalid-input'): never {
  throw new HoldemError(code, message);
}

function flag(value: unknown, name: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') invalid(`${name} is true or false, not ${inputText(value)}`);
  return value;
}

/** Checks the input and fills in the defaults; throws `HoldemError` for anything malformed. */
export function potsdamConfig(input: PotsdamInput): PotsdamConfig {
  requireObject(input, 'a Potsdam game input');
  rejectUnknownKeys(input, INPUT_KEYS, 'a Potsdam game input');
  const seats = requireArray(input.seats as readonly unknown[] | undefined, 'seats');
  if (seats.length < 2 || seats.length > POTSDAM_MAX_SEATS) {
    invalid(`a Potsdam game needs 2 to ${POTSDAM_MAX_SEATS} seats (P1: five cards each and five on the table), not ${seats.length}`);
  }
  const seatIds: string[] = [];
  const names: Record<string, string> = {};
  const startingStacks: Record<string, number> = {};
  let totalChips = 0;
  for (let k = 0; k < seats.length; k++) {
    const seat = requireObject(seats[k] as Record<string, unknown>, 'seats', `[${k}]`);
    rejectUnknownKeys(seat, SEAT_KEYS, `seats[${k}]`);
    const id = requireSeatId(seat.id, 'the id of seats', `[${k}]`);
    if (hasOwn(startingStacks, id)) invalid(`seat "${id}" appears twice`, 'duplicate-seat');
    const stack = requireChips(seat.stack, 'the stack of ', `"${id}"`);
    if (stack < 1) invalid(`the stack of "${id}" must be at least 1 chip`);
    if (seat.name !== undefined && typeof seat.name !== 'string') invalid(`the name of "${id}" must be a string`);
    seatIds.push(id);
    put(names, id, typeof seat.name === 'string' && seat.name !== '' ? seat.name : id);
    put(startingStacks, id, stack);
    totalChips = addChips(totalChips, stack, 'the stacks');
  }
  const button = requireSeatId(input.button, 'button');
  if (!seatIds.includes(button)) invalid(`the button "${button}" is not one of the seats`, 'unknown-seat');
  const blinds = requireObject(input.blinds as Record<string, unknown> | undefined, 'blinds');
  rejectUnknownKeys(blinds, BLIND_KEYS, 'blinds');
  const big = requireChips(blinds.big, 'the big blind');
  if (big < 1) invalid('the big blind must be at least 1 chip');
  const small = requireChips(blinds.small, 'the small blind');
  if (small > big) invalid('the small blind cannot be larger than the big blind');
  // Every amount a game adds up (a raise on three big blinds on the table's chips) stays exact.
  addChips(totalChips, 8 * big, 'the stacks and the limit');
  return {
    blinds: { small, big },
    seatIds,
    names,
    startingStacks,
    button,
    rules: rulesOf(input.rules),
    autoShowdown: flag(input.autoShowdown, 'autoShowdown'),
    limit: 3 * big,
    buyPrice: small,
    endPrice: 3 * big,
    totalChips,
  };
}

function rulesOf(given: Partial<PotsdamRules> | undefined): PotsdamRules {
  if (given === undefined) return { ...DEFAULT_POTSDAM_RULES };
  requireObject(given, 'rules');
  rejectUnknownKeys(given, RULE_KEYS, 'rules');
  const d = DEFAULT_POTSDAM_RULES;
  const max = given.maxExchangeRounds ?? null;
  if (max !== null && requireChips(max, 'rules.maxExchangeRounds') < 1)
    invalid('rules.maxExchangeRounds is at least 1 (or null for no limit)');
  return {
    betLimit: requireOneOf(given.betLimit ?? d.betLimit, ['each-bet', 'round-total'], 'rules.betLimit'),
    minRaise: requireOneOf(given.minRaise ?? d.minRaise, ['last-increment', 'big-blind'], 'rules.minRaise'),
    buyFrom: requireOneOf(given.buyFrom ?? d.buyFrom, ['previous-player', 'latest-unbought'], 'rules.buyFrom'),
    betAfterLastExchange:
      given.betAfterLastExchange === undefined
        ? d.betAfterLastExchange
        : strictFlag(given.betAfterLastExchange, 'rules.betAfterLastExchange'),
    maxExchangeRounds: max,
  };
}

function strictFlag(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new HoldemError('unknown-value', `${name} must be true or false (got ${inputText(value)})`);
  return value;
}

/**
 * P1: the 52 cards in deal order: five rounds of one hole card each, clockwise from left of
 * the button, the button last; then the five community cards; then the deck fresh cards are
 * drawn from (P4). From a `seed`, a stacked `deck`, or `holeCards`, `community` and `stock`
 * with the rest from the shuffle. Throws `InvalidCardError` for unknown or repeated cards,
 * `HoldemError` for hole cards of a seat not dealt in or not five of them.
 */
export function potsdamDeck(input: PotsdamInput, config: PotsdamConfig): Card[] {
  const explicit = input.holeCards !== undefined || input.community !== undefined || input.stock !== undefined;
  if (input.deck !== undefined) {
    if (explicit) invalid('give either a deck or hole cards, community and stock, not both');
    return createDeck(input.seed === undefined ? { order: input.deck } : { order: input.deck, seed: input.seed });
  }
  const shuffled = createDeck(input.seed === undefined ? {} : { seed: input.seed });
  if (!explicit) return shuffled;
  const order = dealingOrder(config.seatIds, config.button);
  const n = order.length;
  const places: (Card | undefined)[] = new Array(52).fill(undefined);
  const used: Card[] = [];
  placeHoleCards(places, used, input.holeCards, order, POTSDAM_HOLE_CARDS, 'five hole cards (P1)');
  const community = input.community === undefined ? [] : parseCards(input.community);
  if (community.length > POTSDAM_COMMUNITY_CARDS) invalid(`the community holds five cards (P1), not ${community.length}`);
  community.forEach((card, i) => {
    places[5 * n + i] = card;
    used.push(card);
  });
  const stock = input.stock === undefined ? [] : parseCards(input.stock);
  if (5 * n + 5 + stock.length > 52) invalid(`only ${52 - 5 * n - 5} cards are left in the deck after the deal, not ${stock.length}`);
  stock.forEach((card, i) => {
    places[5 * n + 5 + i] = card;
    used.push(card);
  });
  return fillDeck(places, used, shuffled);
}
