/**
 * A stacked deck, as both games build one from the cards a caller gives (`stackedDeck` for
 * Hold'em, `potsdamDeck` for Potsdam): the given cards in their places of the deck in deal
 * order (`places`, 52 of them; `used`: the cards in the order they were placed), the other
 * places filled from a list. Internal to core (not exported by an entry).
 */
import { assertDistinct, parseCards, type Card } from './cards.js';
import { HoldemError } from './errors.js';
import { requireObject } from './input.js';

/**
 * T5, P1: the hole cards of `holeCards` (by seat, if given) in their places: one card a round
 * to each seat of `order`, so a seat's card of round r lies at r × order.length + its index.
 * Throws `unknown-seat` for a seat not dealt in, `invalid-input` for a seat without `count`
 * cards (the message says it `needs` them), `InvalidCardError` for unknown or repeated cards.
 */
export function placeHoleCards(
  places: (Card | undefined)[],
  used: Card[],
  holeCards: Readonly<Record<string, string | readonly string[]>> | undefined,
  order: readonly string[],
  count: number,
  needs: string,
): void {
  const given = holeCards === undefined ? {} : requireObject(holeCards, 'holeCards');
  const n = order.length;
  for (const seat of Object.keys(given)) {
    const k = order.indexOf(seat);
    if (k < 0) throw new HoldemError('unknown-seat', `hole cards for "${seat}", who is not dealt in`);
    const cards = parseCards(given[seat]);
    if (cards.length !== count) throw new HoldemError('invalid-input', `"${seat}" needs ${needs}, not ${cards.length}`);
    cards.forEach((card, round) => {
      places[round * n + k] = card;
      used.push(card);
    });
  }
}

/**
 * The stacked deck: every place not given filled in order from `rest`, skipping the `used`
 * cards. Throws `duplicate-card` for a card placed twice or in `rest` twice, `invalid-input`
 * when `rest` runs out.
 */
export function fillDeck(places: (Card | undefined)[], used: readonly Card[], rest: readonly Card[]): Card[] {
  assertDistinct(used);
  const taken = new Set<Card>(used);
  let r = 0;
  for (let i = 0; i < 52; i++) {
    if (places[i] !== undefined) continue;
    while (r < rest.length && taken.has(rest[r])) r++;
    if (r >= rest.length) throw new HoldemError('invalid-input', 'not enough cards left to fill the deck');
    places[i] = rest[r++];
  }
  const cards = places as Card[];
  assertDistinct(cards);
  return cards;
}
