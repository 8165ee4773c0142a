/**
 * Reading `<hand-ranker>`'s input: the `hands` attribute or property and the board, into
 * card slots. Only the shape of the text is read here; the hands are ranked by core.
 *
 * @internal
 */
import { slotsOf, splitCardText, type Slot } from '../../shared/card-slots.js';
import { entriesOf } from '../../shared/read-players.js';

/** A player's hand as the `hands` property takes it. */
export interface HandInput {
  /** Shown name; a hand without one is called "Player 2" (in the page's language). */
  name?: string;
  /** Hole cards: `['Ks', 'Qd']` or `'Ks Qd'`. */
  cards: string | readonly string[];
}

/** One hand as read. */
export interface HandModel {
  /** Stable id for the engine and for keyed rendering: the hand's input position. */
  id: string;
  index: number;
  /** The name as given ('' for none). */
  name: string;
  slots: Slot[];
}

/** `hands="Anna: Ks Qd; Ben: Kc Jd"` → `[{ name: 'Anna', cards: ['Ks', 'Qd'] }, …]`; the name is optional. */
export function readHands(value: string | null): HandInput[] {
  return entriesOf(value)
    .map((entry) => {
      const colon = entry.indexOf(':');
      return { name: colon >= 0 ? entry.slice(0, colon).trim() : '', cards: splitCardText(colon >= 0 ? entry.slice(colon + 1) : entry) };
    })
    .filter((hand) => hand.name || hand.cards.length > 0);
}

/** The `hands` property (a list, or text as in the attribute) as hand models. */
export function readHandModels(hands: readonly HandInput[] | string | null | undefined): HandModel[] {
  const list: readonly HandInput[] = Array.isArray(hands) ? hands : readHands(String(hands ?? ''));
  return list.map((hand, index) => ({ id: `hand-${index}`, index, name: String(hand?.name ?? '').trim(), slots: slotsOf(hand?.cards) }));
}
