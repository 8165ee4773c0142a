/**
 * Dealing from a deck (T5): hole cards one at a time clockwise from the first seat left of
 * the button, the button last, two rounds; one card burned before the flop, the turn and
 * the river. The deck is an array in deal order that is never changed; a position says
 * how many cards have left it.
 */
import { assertDistinct, parseCards, type Card } from './cards.js';
import { HoldemError } from './errors.js';

export type BoardStreet = 'flop' | 'turn' | 'river';

/** How many board cards each street turns up (T5). */
export const BOARD_CARDS: Readonly<Record<BoardStreet, number>> = Object.freeze({ flop: 3, turn: 1, river: 1 });

/** T5: the order seats receive cards: clockwise from the first seat left of the button, the button last. */
export function dealingOrder(seats: readonly string[], button: string): string[] {
  const b = seats.indexOf(button);
  if (b < 0) throw new HoldemError('invalid-input', `the button seat "${button}" is not among the seats`);
  const n = seats.length;
  const order: string[] = new Array(n);
  for (let k = 0; k < n; k++) order[k] = seats[(b + 1 + k) % n];
  return order;
}

/**
 * T5: two hole cards for every seat in `order` (see `dealingOrder`) from `deck[from]` on,
 * one card at a time, two rounds. Returns them and the position after the last card dealt.
 */
export function dealHoleCards(deck: readonly Card[], from: number, order: readonly string[]): { holeCards: Record<string, Card[]>; next: number } {
  const n = order.length;
  if (from + 2 * n > deck.length) throw new HoldemError('invalid-input', 'the deck has too few cards to deal the hole cards');
  const holeCards: Record<string, Card[]> = {};
  for (let k = 0; k < n; k++) holeCards[order[k]] = [deck[from + k], deck[from + n + k]];
  return { holeCards, next: from + 2 * n };
}

/** T5: burn one card, then turn up the street's cards. */
export function dealStreet(deck: readonly Card[], from: number, street: BoardStreet): { burned: Card; cards: Card[]; next: number } {
  const count = BOARD_CARDS[street];
  if (from + 1 + count > deck.length) throw new HoldemError('invalid-input', `the deck has too few cards to deal the ${street}`);
  return { burned: deck[from], cards: deck.slice(from + 1, from + 1 + count), next: from + 1 + count };
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

/**
 * A deck in deal order that deals exactly the given hole cards and board (T5: the burn
 * cards sit before the flop, the turn and the river); every other place is filled from
 * `rest`. Throws `InvalidCardError` for unknown or repeated cards, `HoldemError`
 * (`invalid-input`) for a seat that is not dealt in, a seat with other than two cards or
 * a board of more than five.
 */
export function stackedDeck(input: StackedDealInput): Card[] {
  const order = dealingOrder(input.seats, input.button);
  const n = order.length;
  const places: (Card | undefined)[] = new Array(52).fill(undefined);
  const used: Card[] = [];
  for (const [seat, text] of Object.entries(input.holeCards ?? {})) {
    const k = order.indexOf(seat);
    if (k < 0) throw new HoldemError('invalid-input', `hole cards for "${seat}", who is not dealt in`);
    const cards = parseCards(text);
    if (cards.length !== 2) throw new HoldemError('invalid-input', `"${seat}" needs two hole cards, not ${cards.length}`);
    places[k] = cards[0];
    places[n + k] = cards[1];
    used.push(cards[0], cards[1]);
  }
  const board = input.board === undefined ? [] : parseCards(input.board);
  if (board.length > 5) throw new HoldemError('invalid-input', `the board holds at most five cards, not ${board.length}`);
  // After the hole cards: burn, three flop cards, burn, turn, burn, river.
  const boardPlaces = [1, 2, 3, 5, 7].map((i) => 2 * n + i);
  board.forEach((card, i) => {
    places[boardPlaces[i]] = card;
    used.push(card);
  });
  assertDistinct(used);
  const taken = new Set<Card>(used);
  let r = 0;
  for (let i = 0; i < 52; i++) {
    if (places[i] !== undefined) continue;
    while (r < input.rest.length && taken.has(input.rest[r])) r++;
    if (r >= input.rest.length) throw new HoldemError('invalid-input', 'not enough cards left to fill the deck');
    places[i] = input.rest[r++];
  }
  const deck = places as Card[];
  assertDistinct(deck);
  return deck;
}
