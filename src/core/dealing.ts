/**
 * Dealing from a deck (T5): hole cards one at a time clockwise from the first seat left of
 * the button, the button last, two rounds; one card burned before the flop, the turn and
 * the river. The deck is an array in deal order that is never changed; a position says
 * how many cards have left it.
 *
 * Seat ids are any non-empty strings (also `constructor` or `__proto__`); malformed input
 * throws a `HoldemError` whose code names what is wrong.
 */
import { isCard, parseCard, parseCards, type Card } from './cards.js';
import { HoldemError } from './errors.js';
import { rejectUnknownKeys, requireArray, requireObject, requireOneOf, requireSafeInteger, requireSeatId } from './input.js';
import { put } from './records.js';
import { fillDeck, placeHoleCards } from './stacked-deck.js';

export type BoardStreet = 'flop' | 'turn' | 'river';
const BOARD_STREETS: readonly BoardStreet[] = ['flop', 'turn', 'river'];

/** How many board cards each street turns up (T5). */
export const BOARD_CARDS: Readonly<Record<BoardStreet, number>> = Object.freeze({ flop: 3, turn: 1, river: 1 });

/** How many board cards lie on the table once a street is dealt (T5): none before the flop. */
export const BOARD_SIZE: Readonly<Record<'preflop' | BoardStreet, number>> = Object.freeze({ preflop: 0, flop: 3, turn: 4, river: 5 });

/**
 * T5: the order seats receive cards: clockwise from the first seat left of the button, the
 * button last. Throws `HoldemError`: `unknown-seat` (a button not among the seats, an empty
 * id), `duplicate-seat`, `missing-input`.
 */
export function dealingOrder(seats: readonly string[], button: string): string[] {
  checkSeats(seats, 'seats');
  requireSeatId(button, 'button');
  return dealingOrderUnchecked(seats, button);
}

/** `dealingOrder` of the seats of a checked config, not checked again (internal to core). */
export function dealingOrderUnchecked(seats: readonly string[], button: string): string[] {
  const b = seats.indexOf(button);
  if (b < 0) throw new HoldemError('unknown-seat', `the button seat "${button}" is not among the seats`);
  const n = seats.length;
  const order: string[] = [];
  for (let k = 0; k < n; k++) order.push(seats[(b + 1 + k) % n]);
  return order;
}

/**
 * T5: two hole cards for every seat in `order` (see `dealingOrder`) from `deck[from]` on,
 * one card at a time, two rounds. Returns them and the position after the last card dealt.
 * `holeCards` has an own key per seat (also for a seat called `__proto__`).
 */
export function dealHoleCards(
  deck: readonly Card[],
  from: number,
  order: readonly string[],
): { holeCards: Record<string, Card[]>; next: number } {
  checkDeck(deck);
  checkPosition(from);
  checkSeats(order, 'order');
  return holeCardsOf(deck, from, order, true);
}

/**
 * `dealHoleCards` of the hand engine's own deck (52 cards) and a dealing order of checked
 * seats, not checked again (internal to core).
 */
export function dealHoleCardsUnchecked(
  deck: readonly Card[],
  from: number,
  order: readonly string[],
): { holeCards: Record<string, Card[]>; next: number } {
  return holeCardsOf(deck, from, order, false);
}

/** `dealHoleCards`; `check`: every card is checked as it is dealt. */
function holeCardsOf(
  deck: readonly Card[],
  from: number,
  order: readonly string[],
  check: boolean,
): { holeCards: Record<string, Card[]>; next: number } {
  const n = order.length;
  if (from + 2 * n > deck.length) throw new HoldemError('invalid-input', 'the deck has too few cards to deal the hole cards');
  const holeCards: Record<string, Card[]> = {};
  for (let k = 0; k < n; k++) {
    const cards = check ? [cardAt(deck, from + k), cardAt(deck, from + n + k)] : [deck[from + k], deck[from + n + k]];
    put(holeCards, order[k], cards);
  }
  return { holeCards, next: from + 2 * n };
}

/** T5: burn one card, then turn up the street's cards. Throws `unknown-value` for a street other than flop, turn or river. */
export function dealStreet(deck: readonly Card[], from: number, street: BoardStreet): { burned: Card; cards: Card[]; next: number } {
  checkDeck(deck);
  checkPosition(from);
  return streetOf(deck, from, street, true);
}

/** `dealStreet` of the hand engine's own deck and position, not checked again (internal to core). */
export function dealStreetUnchecked(
  deck: readonly Card[],
  from: number,
  street: BoardStreet,
): { burned: Card; cards: Card[]; next: number } {
  return streetOf(deck, from, street, false);
}

/** `dealStreet`; `check`: the street and every card dealt are checked. */
function streetOf(deck: readonly Card[], from: number, street: BoardStreet, check: boolean): { burned: Card; cards: Card[]; next: number } {
  const count = BOARD_CARDS[check ? requireOneOf(street, BOARD_STREETS, 'street') : street];
  if (from + 1 + count > deck.length) throw new HoldemError('invalid-input', `the deck has too few cards to deal the ${street}`);
  const cards: Card[] = [];
  for (let k = 0; k < count; k++) cards.push(check ? cardAt(deck, from + 1 + k) : deck[from + 1 + k]);
  return { burned: check ? cardAt(deck, from) : deck[from], cards, next: from + 1 + count };
}

export interface StackedDealInput {
  /** Every seat dealt in, clockwise. */
  seats: readonly string[];
  button: string;
  /** Hole cards for some or all seats. */
  holeCards?: Readonly<Record<string, string | readonly string[]>>;
  /** Up to five board cards: flop, turn, river. */
  board?: string | readonly string[];
  /** The cards to fill the other places with (burns, missing cards), in this order; the used ones are skipped. */
  rest: readonly Card[];
}

const STACKED_KEYS: readonly (keyof StackedDealInput)[] = ['seats', 'button', 'holeCards', 'board', 'rest'];

/**
 * A deck in deal order that deals exactly the given hole cards and board (T5: the burn
 * cards sit before the flop, the turn and the river); every other place is filled from
 * `rest`. Throws `InvalidCardError` for unknown or repeated cards, `HoldemError` for a seat
 * that is not dealt in (`unknown-seat`), a seat with other than two cards or a board of more
 * than five (`invalid-input`), an unknown key (`unknown-option`), a missing argument.
 */
export function stackedDeck(input: StackedDealInput): Card[] {
  requireObject(input, 'stackedDeck input');
  rejectUnknownKeys(input, STACKED_KEYS, 'stackedDeck input');
  const order = dealingOrder(input.seats, input.button);
  const rest = requireArray(input.rest, 'rest').map((card) => parseCard(card));
  const places: (Card | undefined)[] = new Array(52).fill(undefined);
  const used: Card[] = [];
  placeHoleCards(places, used, input.holeCards, order, 2, 'two hole cards');
  const board = input.board === undefined ? [] : parseCards(input.board);
  if (board.length > 5) throw new HoldemError('invalid-input', `the board holds at most five cards, not ${board.length}`);
  // After the hole cards: burn, three flop cards, burn, turn, burn, river.
  const boardPlaces = [1, 2, 3, 5, 7].map((i) => 2 * order.length + i);
  board.forEach((card, i) => {
    places[boardPlaces[i]] = card;
    used.push(card);
  });
  return fillDeck(places, used, rest);
}

// ---------------------------------------------------------------------------

/** Seat ids, each once (`missing-input`, `unknown-seat`, `duplicate-seat`). */
function checkSeats(seats: readonly string[], name: string): void {
  requireArray(seats, name);
  // A table has a handful of seats: a loop is cheaper than a Set (this runs every hand).
  for (let k = 0; k < seats.length; k++) {
    const seat = requireSeatId(seats[k], name, k);
    for (let j = 0; j < k; j++) if (seats[j] === seat) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice in ${name}`);
  }
}

function checkDeck(deck: readonly Card[]): void {
  requireArray(deck, 'deck');
}

function checkPosition(from: number): void {
  requireSafeInteger(from, 'from');
  if (from < 0) throw new HoldemError('invalid-input', `from must be a position in the deck, 0 or more (got ${from})`);
}

/** The card at `index` of `deck`, checked to be a card (`unknown-card` otherwise). */
function cardAt(deck: readonly Card[], index: number): Card {
  const card = deck[index];
  return isCard(card) ? card : parseCard(card);
}
