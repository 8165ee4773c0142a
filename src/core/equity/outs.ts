/**
 * Outs: with three or four board cards, the next cards that put a trailing hand ahead of
 * every other or level with the best, with the category each makes. Data only; the words
 * ("a heart or a jack: 12 outs") are the i18n layer's.
 */
import { ALL_CARDS, RANKS, SUITS, parseCards, type Card, type Rank, type Suit } from '../cards.js';
import { HoldemError, InvalidCardError } from '../errors.js';
import { categoryOf, evaluate, type HandCategory } from '../evaluate.js';
import { rejectUnknownKeys, requireArray, requireObject } from '../input.js';
import { MAX_PLAYERS } from './engine.js';

export interface OutsInput {
  /** Two to ten hands of two known cards each. */
  hands: readonly (string | readonly string[])[];
  /** Three or four board cards. */
  board: string | readonly string[];
  /** Cards known to be out of the deck. */
  dead?: string | readonly string[];
}

/** One card that helps: `win` puts the hand ahead of all others, `tie` level with the best. */
export interface Out {
  card: Card;
  result: 'win' | 'tie';
  /** The category the hand makes with the card. */
  category: HandCategory;
}

export interface HandOuts {
  /** The hand's category on the board as it is. */
  current: HandCategory;
  /** True when another hand is better now: only trailing hands have outs. */
  trailing: boolean;
  /** Every out, in deck order from the aces down. */
  outs: Out[];
  /** Suits every unseen card of which is an out (a flush draw: `['h']`). */
  suits: Suit[];
  /** Ranks every unseen card of which is an out, besides those of `suits` (`['J']`). */
  ranks: Rank[];
  /** Outs neither in `suits` nor in `ranks`. */
  others: Card[];
}

/**
 * For each hand, whether it trails on the current board and, if so, its outs: the cards
 * of the next street that make it the best hand (`win`) or one of the best (`tie`) (T17).
 * Unseen cards are those in no hand, not on the board and not dead. Throws `HoldemError`:
 * `unknown-card`, `duplicate-card`, `card-count` (the board must hold three or four cards),
 * `player-count`.
 */
export function outs(input: OutsInput): HandOuts[] {
  requireObject(input, 'outs input');
  rejectUnknownKeys(input, ['hands', 'board', 'dead'], 'outs');
  const hands = requireArray(input.hands, 'hands').map((hand, i) => {
    const cards = parseCards(typeof hand === 'string' ? hand : requireArray(hand, 'hands', i));
    if (cards.length !== 2)
      throw new InvalidCardError('card-count', cards.join(' '), `hands[${i}] must hold two cards; ${cards.length} given.`);
    return cards;
  });
  if (hands.length < 2 || hands.length > MAX_PLAYERS)
    throw new HoldemError('player-count', `outs needs two to ten hands; ${hands.length} given.`);
  const board = parseCards(requireValueOf(input.board));
  if (board.length !== 3 && board.length !== 4) {
    throw new InvalidCardError(
      'card-count',
      String(board.length),
      `Outs are counted with three or four board cards; ${board.length} given.`,
    );
  }
  const dead = input.dead === undefined ? [] : parseCards(input.dead);
  const seen = parseCards([...board, ...dead, ...hands.flat()]); // duplicate-card across all
  const unseen = ALL_CARDS.filter((c) => !seen.includes(c)).reverse();

  const valuesOn = (cards: readonly Card[]): number[] => hands.map((hand) => evaluate([...hand, ...cards]).value);
  const now = valuesOn(board);
  const bestNow = Math.max(...now);
  const next = unseen.map((card) => ({ card, values: valuesOn([...board, card]) }));

  return hands.map((_, p) => {
    const trailing = now[p] < bestNow;
    const found: Out[] = [];
    if (trailing) {
      for (const { card, values } of next) {
        const best = Math.max(...values);
        if (values[p] !== best) continue;
        const alone = values.every((v, q) => q === p || v < best);
        found.push({ card, result: alone ? 'win' : 'tie', category: categoryOf(values[p]) });
      }
    }
    const isOut = new Set(found.map((o) => o.card));
    const complete = (cards: Card[]): boolean => cards.length > 0 && cards.every((c) => isOut.has(c));
    // A suit counts as a group from two unseen cards on ("a heart"); a single one is listed as a card.
    const suits = SUITS.filter((s) => {
      const ofSuit = unseen.filter((c) => c[1] === s);
      return ofSuit.length >= 2 && complete(ofSuit);
    });
    const ranks = [...RANKS].reverse().filter((r) => {
      const ofRank = unseen.filter((c) => c[0] === r);
      return complete(ofRank) && ofRank.some((c) => !suits.includes(c[1] as Suit));
    });
    const others = found.map((o) => o.card).filter((c) => !suits.includes(c[1] as Suit) && !ranks.includes(c[0] as Rank));
    return { current: categoryOf(now[p]), trailing, outs: found, suits, ranks, others };
  });
}

function requireValueOf(board: string | readonly string[]): string | readonly string[] {
  if (typeof board === 'string') return board;
  return requireArray(board, 'board');
}
