/**
 * The rules of a table between hands (RULES.md T2, T3, T8, C2, C3, C4): who gets the
 * button, who is dealt in, who posts what, whether a hand may start, what a buy-in may be.
 * Pure functions over a list of seats; the table engine (`core/table/`) calls them.
 *
 * The blinds lead (T3, C3): the big blind moves to the next player clockwise who can be
 * dealt in, the last big blind pays the small blind, and the button goes to the player
 * before the small blind. In a steady game that is the button moving one seat clockwise
 * (T2); when players come and go it keeps every seat paying each blind once per orbit:
 * - C3: a newcomer whose seat lies between the button and the big blind is not dealt in
 *   until the button has passed; the blinds move on as if the seat were empty.
 * - Three players become two: the player who just paid the big blind gets the button and
 *   the small blind (TDA heads-up practice), so they do not post the big blind again.
 *
 * Documented choices where the sources are silent:
 * - A newcomer never takes the button in their first hand.
 * - A newcomer waiting for the big blind (C3) is dealt in as the big blind when it reaches
 *   them; a newcomer who chose to post is dealt in at once with a big blind out of position
 *   (between the big blind and the button), or with the ordinary big blind when it is theirs.
 *   Heads-up, where no seat is out of position, the poster comes in as the next big blind.
 * - When the regular players alone cannot start a hand (C2), no game is running and
 *   nobody waits or posts to be dealt in.
 * - When the last big blind is not dealt into the next hand (left, sat out, busted), the
 *   hand still needs a small blind: the player before pays it again (TDA would leave the
 *   small blind dead, which the hand engine does not model).
 * - Missed blinds: a player sitting out whose seat the big blind passed comes back like a
 *   newcomer: waits for the big blind or posts one (C3). Dead small blinds are not collected.
 * - C2 literally: a hand starts with at least `minPlayers` dealt in, or with two if the
 *   previous hand had at least `minPlayers`.
 */
import { blindSeats, type BettingPlayer } from './betting.js';
import { ALL_CARDS, RANKS, SUITS, type Card } from './cards.js';
import { HoldemError } from './errors.js';
import {
  inputText,
  rejectUnknownKeys,
  requireArray,
  requireChips,
  requireObject,
  requireOneOf,
  requireSafeInteger,
  requireSeatId,
} from './input.js';
import type { Refusal, RuleViolation } from './rule-violation.js';

const STATUSES: readonly SeatStatus[] = ['active', 'waiting', 'posting', 'sitting-out', 'busted'];

/** A seat index of a table of `size` seats (`invalid-input` outside 0 … size − 1). */
function seatIndex(value: unknown, size: number, name: string): number {
  const index = requireSafeInteger(value, name);
  if (index < 0 || index >= size)
    throw new HoldemError('invalid-input', `${name} must be a seat index from 0 to ${size - 1} (got ${index})`);
  return index;
}

/** C1: a table size (2 to 10 seats). */
function tableSize(value: unknown, name: string): number {
  const size = requireSafeInteger(value, name);
  if (size < 2 || size > 10) throw new HoldemError('invalid-input', `${name} must be 2 to 10 seats (C1) (got ${size})`);
  return size;
}

/** Distinct seat indexes of a table of `size` seats (`size` unknown: any index 0 … 9). */
function seatIndexes(value: unknown, name: string, size = 10): number[] {
  const list = requireArray(value as readonly unknown[], name);
  const seen = new Set<number>();
  return list.map((item, k) => {
    const index = seatIndex(item, size, `${name}[${k}]`);
    if (seen.has(index)) throw new HoldemError('duplicate-seat', `${name} lists seat ${index} twice`);
    seen.add(index);
    return index;
  });
}

/**
 * - `active`: plays every hand.
 * - `waiting`: a newcomer waiting for the big blind (C3), or back from sitting out after missing it.
 * - `posting`: a newcomer who posts a big blind out of position to be dealt in at once (C3).
 * - `sitting-out`: seated, dealt no cards, pays no blinds (C4).
 * - `busted`: no chips left; may rebuy or leave (T8).
 */
export type SeatStatus = 'active' | 'waiting' | 'posting' | 'sitting-out' | 'busted';

export interface PlanSeat {
  player: string;
  status: SeatStatus;
  stack: number;
}

/** Seat indexes of the button and the blinds of one hand. */
export interface BlindSeats {
  button: number;
  small: number;
  big: number;
}

export interface HandPlan extends BlindSeats {
  /** Seat indexes dealt in, clockwise from seat 0. */
  dealt: number[];
  /** Seat indexes that post a big blind out of position (C3). */
  posting: number[];
}

export interface PlanOptions {
  /** C2: players needed to start a hand. Default 2 (home games); the 003 room plays 3. */
  minPlayers?: number;
  /** Players dealt into the previous hand (0 if none): C2's exception. */
  lastHandPlayers?: number;
  /**
   * The button and blinds of the last hand played to its end; null before the first hand.
   * A void hand does not count: it is dealt again with the same blinds (C6).
   */
  previous: BlindSeats | null;
  /** T2: the first button (by draw or at random), used when there is no previous hand. */
  firstButton?: number;
}

/** C2: not enough players to start a hand. */
export type NotEnoughPlayers = Refusal<'not-enough-players', { needed: number; seated: number }>;

export type PlanResult = { ok: true; plan: HandPlan } | { ok: false; violation: RuleViolation<Record<string, never>, NotEnoughPlayers> };

/**
 * T3: the blinds for players dealt in (seat indexes, clockwise) and a button among them:
 * the small blind left of the button and the big blind next; heads-up the button posts
 * the small blind.
 */
export function blindPositions(dealt: readonly number[], button: number): { small: number; big: number } {
  seatIndexes(dealt, 'the seats dealt in');
  if (dealt.length < 2) throw new HoldemError('invalid-input', `a hand needs at least 2 seats dealt in (got ${dealt.length})`);
  const buttonIndex = dealt.indexOf(requireSafeInteger(button, 'the button'));
  if (buttonIndex < 0) throw new HoldemError('unknown-seat', `the button (seat ${button}) is not dealt in`);
  // The rule lives in the betting module (it posts the blinds); ask it with seats as players.
  const players = dealt.map((seat): BettingPlayer => ({
    seat: String(seat),
    stack: 0,
    committed: 0,
    contributedBeforeStreet: 0,
    folded: false,
    allIn: false,
    hasActed: false,
    lastAction: null,
  }));
  const { small, big } = blindSeats({ players, buttonIndex });
  return { small: Number(small), big: Number(big) };
}

/** The next index clockwise after `from` (exclusive, wrapping round to `from` last) for which `take` holds, or -1. */
function nextClockwise(size: number, from: number, take: (index: number) => boolean): number {
  for (let k = 1; k <= size; k++) {
    const i = (((from + k) % size) + size) % size;
    if (take(i)) return i;
  }
  return -1;
}

/** The nearest index counter-clockwise before `from` (exclusive) for which `take` holds, or -1. */
function previousClockwise(size: number, from: number, take: (index: number) => boolean): number {
  for (let k = 1; k < size; k++) {
    const i = (((from - k) % size) + size) % size;
    if (take(i)) return i;
  }
  return -1;
}

/** Whether `index` lies strictly between `from` and `to`, going clockwise round a table of `size` seats. */
export function strictlyBetween(size: number, from: number, to: number, index: number): boolean {
  tableSize(size, 'the table size');
  seatIndex(from, size, 'from');
  seatIndex(to, size, 'to');
  seatIndex(index, size, 'the seat');
  const distance = (seat: number) => (((seat - from) % size) + size) % size;
  return distance(index) > 0 && distance(index) < (distance(to) === 0 ? size : distance(to));
}

/** C2: players needed to start the next hand. */
export function playersNeeded(minPlayers: number, lastHandPlayers: number): number {
  requireChips(minPlayers, 'minPlayers');
  requireChips(lastHandPlayers, 'lastHandPlayers');
  return lastHandPlayers >= minPlayers ? 2 : minPlayers;
}

/**
 * T2, T3, C2, C3, C4: the next hand at a table of `seats` (null: an empty seat), or why it
 * cannot start. See the module comment for how the blinds lead.
 */
export function planHand(seats: readonly (PlanSeat | null)[], options: PlanOptions): PlanResult {
  checkPlanInput(seats, options);
  const size = seats.length;
  const needed = playersNeeded(options.minPlayers ?? 2, options.lastHandPlayers ?? 0);
  const withStatus = (statuses: readonly SeatStatus[]): number[] => {
    const out: number[] = [];
    seats.forEach((seat, i) => {
      if (seat && seat.stack > 0 && statuses.includes(seat.status)) out.push(i);
    });
    return out;
  };
  let regular = withStatus(['active']);
  let posting = withStatus(['posting']);
  let waiting = withStatus(['waiting']);
  // C3: newcomers wait only while a game is running, that is while the regular players alone could start a hand.
  if (options.previous === null || regular.length < needed) {
    regular = withStatus(['active', 'posting', 'waiting']);
    posting = [];
    waiting = [];
  }
  if (regular.length < needed) return notEnough(needed, regular.length);

  const previous = options.previous;
  if (previous === null) {
    // T2: the first hand: the drawn button, or the next player from it.
    const first = options.firstButton ?? -1;
    const button = regular.includes(first) ? first : nextClockwise(size, first, (i) => regular.includes(i));
    return { ok: true, plan: { button, dealt: regular, posting: [], ...blindPositions(regular, button) } };
  }

  // T3, C3: the big blind moves to the next player who can be dealt in …
  const candidate = (i: number) => regular.includes(i) || posting.includes(i) || waiting.includes(i);
  const big = nextClockwise(size, previous.big, candidate);
  // … the last big blind (or, if they are gone, the nearest regular player before) pays the small blind …
  const small = previousClockwise(size, big, (i) => regular.includes(i));
  // … and the button is the regular player before the small blind; with nobody there the game is heads-up.
  const beforeSmall = previousClockwise(size, small, (i) => regular.includes(i) && i !== big);
  const headsUp = beforeSmall === -1;
  const button = headsUp ? small : beforeSmall;
  const dealtIn = new Set<number>([...regular, big]);
  // C3: a poster between the big blind and the button is dealt in at once (out of position); one
  // between the button and the big blind waits until the button has passed. Heads-up no seat is
  // out of position: the poster comes in as a big blind.
  const posters = headsUp ? [] : posting.filter((i) => strictlyBetween(size, big, button, i));
  for (const i of posters) dealtIn.add(i);
  const dealt = [...dealtIn].sort((a, b) => a - b);
  if (dealt.length < needed) return notEnough(needed, dealt.length);
  const check = blindPositions(dealt, button);
  if (check.small !== small || check.big !== big)
    throw new RangeError(`planHand: blinds ${small}/${big} do not follow the button ${button} (T3)`);
  return { ok: true, plan: { button, dealt, posting: posters, small, big } };
}

/** `planHand`'s arguments, or a `HoldemError` naming what is malformed. */
function checkPlanInput(seats: readonly (PlanSeat | null)[], options: PlanOptions): void {
  const size = tableSize(requireArray(seats, 'the seats').length, 'the number of seats');
  seats.forEach((seat, i) => {
    if (seat === null) return;
    const name = `seat ${i}`;
    requireObject(seat, name);
    rejectUnknownKeys(seat, ['player', 'status', 'stack'], name);
    requireSeatId(seat.player, 'the player', ` of ${name}`);
    requireOneOf(seat.status, STATUSES, `the status of ${name}`);
    requireChips(seat.stack, 'the stack', ` of ${name}`);
  });
  requireObject(options, 'the plan options');
  rejectUnknownKeys(options, ['minPlayers', 'lastHandPlayers', 'previous', 'firstButton'], 'the plan options');
  if (options.minPlayers !== undefined && requireSafeInteger(options.minPlayers, 'minPlayers') < 2)
    throw new HoldemError('invalid-input', `minPlayers must be at least 2 (got ${options.minPlayers})`);
  if (options.lastHandPlayers !== undefined) requireChips(options.lastHandPlayers, 'lastHandPlayers');
  if (options.firstButton !== undefined) seatIndex(options.firstButton, size, 'firstButton');
  if (options.previous === undefined)
    throw new HoldemError('missing-input', "previous is missing: the last hand's button and blinds, or null before the first hand");
  if (options.previous !== null) {
    requireObject(options.previous, 'previous');
    rejectUnknownKeys(options.previous, ['button', 'small', 'big'], 'previous');
    for (const key of ['button', 'small', 'big'] as const) seatIndex(options.previous[key], size, `previous.${key}`);
  }
}

function notEnough(needed: number, seated: number): PlanResult {
  return { ok: false, violation: { code: 'not-enough-players', ruleId: 'C2', params: { needed, seated }, allowed: {} } };
}

/**
 * Missed blinds (see the module comment): the seats sitting out that the big blind passed
 * on its way from the previous big blind's seat (exclusive) to this hand's (inclusive).
 */
export function missedBigBlind(size: number, passed: { from: number; to: number }, sittingOut: readonly number[]): number[] {
  tableSize(size, 'the table size');
  requireObject(passed, 'passed');
  seatIndex(passed.from, size, 'passed.from');
  seatIndex(passed.to, size, 'passed.to');
  seatIndexes(sittingOut, 'the seats sitting out', size);
  return sittingOut.filter((i) => i === passed.to || strictlyBetween(size, passed.from, passed.to, i)).sort((a, b) => a - b);
}

/** T2: a high-card draw for the first button; ties between ranks go by suit (spades, hearts, diamonds, clubs). */
export function drawForButton(players: readonly number[], cards: readonly Card[]): { cards: Record<number, Card>; button: number } {
  seatIndexes(players, 'the players');
  requireArray(cards, 'the cards');
  if (players.length === 0) throw new HoldemError('invalid-input', 'nobody to draw for the button');
  if (cards.length < players.length)
    throw new HoldemError('card-count', `not enough cards for the draw: ${cards.length} for ${players.length} players`);
  cards.slice(0, players.length).forEach((card, k) => {
    if (!(ALL_CARDS as readonly unknown[]).includes(card))
      throw new HoldemError('unknown-card', `card ${k + 1} of the draw is no card (got ${inputText(card)})`);
    if (cards.indexOf(card) !== k) throw new HoldemError('duplicate-card', `${card} is drawn twice`);
  });
  const strength = (card: Card) =>
    RANKS.indexOf(card[0] as (typeof RANKS)[number]) * 4 + (3 - SUITS.indexOf(card[1] as (typeof SUITS)[number]));
  const drawn: Record<number, Card> = {};
  let button = players[0];
  players.forEach((seat, k) => {
    drawn[seat] = cards[k];
    if (strength(cards[k]) > strength(drawn[button])) button = seat;
  });
  return { cards: drawn, button };
}

export interface BuyInLimits {
  min: number;
  max: number;
}

/** T8: why a buy-in, rebuy or top-up is refused. */
export type BuyInRefusal =
  /** Chips are added only between hands. */
  | Refusal<'mid-hand', Record<string, never>>
  /** Not a whole, positive number of chips. */
  | Refusal<'invalid-buy-in', { amount: number }>
  /** The stack would go above the maximum buy-in; `room`: at most this much more. */
  | Refusal<'above-max-buy-in', { max: number; room: number }>
  /** A new buy-in (or a busted player's rebuy) below the minimum. */
  | Refusal<'below-min-buy-in', { min: number }>
  /** The table's chips would pass `Number.MAX_SAFE_INTEGER`; `room`: at most this much more. */
  | Refusal<'chips-overflow', { room: number }>;

/** What a buy-in may be: the table's limits and the stack it adds to. */
export type BuyInAllowed = BuyInLimits & { stack: number };

/**
 * T8: chips may be added only between hands (`inHand`: the player is dealt into the hand
 * being played), and a stack may not go above the table's maximum buy-in; a new buy-in or
 * the rebuy of a busted player is at least the minimum. `tableChips`: every chip at the
 * table so far, so that no total passes `Number.MAX_SAFE_INTEGER`.
 */
export function checkBuyIn(
  amount: number,
  stack: number,
  limits: BuyInLimits,
  inHand = false,
  tableChips = 0,
): RuleViolation<BuyInAllowed, BuyInRefusal> | null {
  // What a player asks for is judged (a refusal); the table's own numbers must be right (a HoldemError).
  if (typeof amount !== 'number')
    throw new HoldemError(
      amount === undefined || amount === null ? 'missing-input' : 'invalid-input',
      `the buy-in must be a number (got ${inputText(amount)})`,
    );
  requireChips(stack, 'the stack');
  requireObject(limits, 'the buy-in limits');
  requireChips(limits.min, 'the minimum buy-in');
  requireChips(limits.max, 'the maximum buy-in');
  if (typeof inHand !== 'boolean') throw new HoldemError('invalid-input', `inHand must be true or false (got ${inputText(inHand)})`);
  requireChips(tableChips, "the table's chips");
  const allowed = { min: limits.min, max: limits.max, stack };
  const refuse = (refusal: BuyInRefusal) => ({ ...refusal, allowed });
  if (inHand) return refuse({ code: 'mid-hand', ruleId: 'T8', params: {} });
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse({ code: 'invalid-buy-in', ruleId: 'T8', params: { amount } });
  if (stack + amount > limits.max)
    return refuse({ code: 'above-max-buy-in', ruleId: 'T8', params: { max: limits.max, room: Math.max(0, limits.max - stack) } });
  if (stack === 0 && amount < limits.min) return refuse({ code: 'below-min-buy-in', ruleId: 'T8', params: { min: limits.min } });
  if (amount > Number.MAX_SAFE_INTEGER - tableChips)
    return refuse({ code: 'chips-overflow', ruleId: 'T8', params: { room: Math.max(0, Number.MAX_SAFE_INTEGER - tableChips) } });
  return null;
}
