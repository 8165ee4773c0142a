/**
 * `<hand-ranker>`'s showdown: the board and the hands to core's `winners` (T1, T17), and
 * back either the ranking or the first problem with the input. No rule is decided here.
 *
 * @internal
 */
import { assertDistinct } from '../../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../../core/errors.js';
import { winners, type ShowdownResult } from '../../../core/showdown.js';
import { cardsOf, type Slot } from '../../shared/card-slots.js';
import { sameName } from '../../shared/read-players.js';
import type { HandModel } from './read-input.js';

/** Slots an editable ranker shows at least: a full board, two hole cards. */
export const BOARD_SIZE = 5;
export const HOLE_SIZE = 2;
/** The most hands a ranker takes, from the attribute or the editor: one limit, as `<pot-calculator>`'s. */
export const MAX_HANDS = 12;

/** Bad input: its code, the offending text, and for `card-count` and `duplicate-name` the hand it is about (absent: the board). */
export interface DealProblem {
  code: string;
  text: string;
  hand?: HandModel;
}

/** The ranking, or what keeps the hands from being ranked; neither while there is no hand. */
export interface Deal {
  showdown: ShowdownResult | null;
  problem: DealProblem | null;
}

/** Asks core to rank the hands on the board (T17), after checking every card reads (T1) and none is dealt twice. */
export function rankDeal(boardSlots: readonly Slot[], hands: readonly HandModel[]): Deal {
  const bad = [...boardSlots, ...hands.flatMap((hand) => hand.slots)].find((slot) => slot.error);
  if (bad?.error) return { showdown: null, problem: { code: bad.error.code, text: bad.text } };
  if (hands.length === 0) return { showdown: null, problem: null };
  if (hands.length > MAX_HANDS) return { showdown: null, problem: { code: 'too-many-players', text: String(hands.length) } };
  // Two hands of one name would read as one player (names are compared as readers see them: case and spaces aside).
  const twin = hands.find((hand, k) => hand.name && hands.slice(0, k).some((other) => sameName(other.name, hand.name)));
  if (twin) return { showdown: null, problem: { code: 'duplicate-name', text: twin.name, hand: twin } };
  const board = cardsOf(boardSlots);
  try {
    assertDistinct([...board, ...hands.flatMap((hand) => cardsOf(hand.slots))]);
    const showdown = winners(
      board,
      hands.map((hand) => ({ id: hand.id, cards: cardsOf(hand.slots) })),
    );
    return { showdown, problem: null };
  } catch (error) {
    const code = error instanceof HoldemError ? error.code : 'invalid-input';
    const text = error instanceof InvalidCardError ? error.text : String(error instanceof Error ? error.message : error);
    // card-count names the hand by its id: tell the element which one.
    const hand = code === 'card-count' ? hands.find((h) => h.id === text) : undefined;
    return { showdown: null, problem: hand ? { code, text, hand } : { code, text } };
  }
}
