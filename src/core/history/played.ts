/**
 * A hand as the writers see it: `input` and `events` replayed on the engine, and its log
 * read as the moments a history writes, in order: the posts, each street's cards, every
 * action with what it was in a file's terms (a bet or raise, a call or check, how much was
 * added and to what total), uncalled chips returned (T10), the showdown (T16) and the pots
 * awarded (T18–T20). Both writers take their lines from here and decide no rule of their own.
 */
import type { Card, Rank } from '../cards.js';
import type { BoardStreet } from '../dealing.js';
import type { HandCategory } from '../evaluate.js';
import { handConfig } from '../hand/config.js';
import { runHand, type RunHandResult } from '../hand/run.js';
import type { HandConfig, HandEvent, HandInput } from '../hand/types.js';
import type { ShareOfPot } from '../pots.js';
import { hasOwn, put } from '../records.js';
import { fail } from './errors.js';
import type { HandHistoryDetails } from './types.js';

export type Moment =
  | { kind: 'post'; seat: string; post: 'ante' | 'small' | 'big' | 'newcomer-big'; amount: number; allIn: boolean }
  | { kind: 'street'; street: BoardStreet; cards: Card[]; board: Card[] }
  /** `added`: chips put in by this action; `to`: the seat's total for the street; `by`: a raise's increment over the bet faced. */
  | { kind: 'act'; seat: string; move: 'fold' | 'check' | 'call' | 'bet' | 'raise'; added: number; to: number; by: number; allIn: boolean }
  | { kind: 'returned'; seat: string; amount: number }
  /** T9: the betting is over with a player all-in; the streets that follow are dealt without betting. */
  | { kind: 'run-out' }
  | { kind: 'show'; seat: string; cards: Card[]; category: HandCategory; ranks: Rank[] }
  | { kind: 'muck'; seat: string }
  | { kind: 'award'; potIndex: number; amount: number; shares: ShareOfPot[] };

export interface PlayedHand {
  input: HandInput;
  config: HandConfig;
  result: RunHandResult;
  /** The seats in dealing order: the first left of the button first, the button last (PHH's p1 … pN). */
  order: string[];
  /** Each seat's hole cards, or null for cards nobody saw (seats left out of `input.holeCards`). */
  cards: Record<string, Card[] | null>;
  board: Card[];
  moments: Moment[];
  /** What each seat collected, the rake taken out (by seat; empty until the hand is over). */
  collected: Record<string, number>;
  /** The same by pot, main pot first. */
  collectedByPot: Record<string, number>[];
  /** The rake by pot index. */
  rakeByPot: number[];
  rake: number;
}

/**
 * `input` and `events` played on the engine for a writer. Throws `HandHistoryError`:
 * `refused-event` for an event the rules refuse, `history-unsupported` for a void hand (C6);
 * `HoldemError` for malformed input.
 */
export function playForHistory(input: HandInput, events: readonly HandEvent[], details: Partial<HandHistoryDetails>): PlayedHand {
  const config = handConfig(input);
  const result = runHand(input, events);
  if (result.violation) {
    const v = result.violation;
    fail(
      'refused-event',
      `event ${v.index} (${v.event.type}${'seat' in v.event ? ` ${v.event.seat}` : ''}) is refused: ${v.code} (${v.ruleId})`,
    );
  }
  if (result.voided) fail('history-unsupported', 'a void hand (C6) has no hand history: every chip went back');
  const state = result.state;
  // Cards nobody saw: hole cards the input leaves out (unless a seed or a deck deals every card).
  const given = input.holeCards;
  const dealtByInput = input.seed !== undefined || input.deck !== undefined || given === undefined;
  const cards: Record<string, Card[] | null> = {};
  for (const seat of config.seatIds) put(cards, seat, dealtByInput || hasOwn(given as object, seat) ? state.holeCards[seat] : null);
  const moments = momentsOf(result, config);
  for (const m of moments) {
    if (m.kind === 'show' && cards[m.seat] === null)
      fail('history-inconsistent', `seat "${m.seat}" shows at the showdown, but the input gives no hole cards for it`);
  }
  const order = dealing(config);
  const rake = details.rake ?? 0;
  const { collectedByPot, rakeByPot } = collectedAfterRake(result, rake);
  const collected: Record<string, number> = {};
  for (const shares of collectedByPot)
    for (const seat of Object.keys(shares)) put(collected, seat, (hasOwn(collected, seat) ? collected[seat] : 0) + shares[seat]);
  return { input, config, result, order, cards, board: state.board.slice(), moments, collected, collectedByPot, rakeByPot, rake };
}

function dealing(config: HandConfig): string[] {
  const seats = config.seatIds;
  const b = seats.indexOf(config.button);
  return seats.map((_, k) => seats[(b + 1 + k) % seats.length]);
}

/** The log as moments, each action classified against the bet it faced. */
function momentsOf(result: RunHandResult, config: HandConfig): Moment[] {
  const moments: Moment[] = [];
  // The bet to match: preflop at least the big blind (T3), then 0 on each new street.
  let facing = 0;
  for (const entry of result.log) {
    switch (entry.kind) {
      case 'ante':
        moments.push({ kind: 'post', seat: entry.seat, post: 'ante', amount: entry.amount, allIn: entry.allIn });
        break;
      case 'blind':
        moments.push({ kind: 'post', seat: entry.seat, post: entry.blind, amount: entry.amount, allIn: entry.allIn });
        facing = Math.max(facing, entry.to, config.blinds.big);
        break;
      case 'deal-board':
        moments.push({ kind: 'street', street: entry.street, cards: entry.cards.slice(), board: [] });
        facing = 0;
        break;
      case 'action': {
        let move: 'fold' | 'check' | 'call' | 'bet' | 'raise';
        if (entry.action === 'all-in' || entry.action === 'bet' || entry.action === 'raise')
          move = entry.to > facing ? (facing === 0 ? 'bet' : 'raise') : 'call';
        else move = entry.action;
        moments.push({
          kind: 'act',
          seat: entry.seat,
          move,
          added: entry.amount,
          to: entry.to,
          by: move === 'raise' ? entry.to - facing : 0,
          allIn: entry.allIn,
        });
        facing = Math.max(facing, entry.to);
        break;
      }
      case 'uncalled-returned':
        moments.push({ kind: 'returned', seat: entry.seat, amount: entry.amount });
        break;
      case 'run-out':
        moments.push({ kind: 'run-out' });
        break;
      case 'show':
        moments.push({ kind: 'show', seat: entry.seat, cards: entry.cards.slice(), category: entry.category, ranks: entry.ranks.slice() });
        break;
      case 'muck':
        moments.push({ kind: 'muck', seat: entry.seat });
        break;
      case 'award':
        moments.push({ kind: 'award', potIndex: entry.potIndex, amount: entry.amount, shares: entry.shares.map((s) => ({ ...s })) });
        break;
      default:
        break;
    }
  }
  // Each street's whole board so far, for writers that repeat it.
  const board: Card[] = [];
  for (const m of moments) {
    if (m.kind !== 'street') continue;
    board.push(...m.cards);
    m.board = board.slice();
  }
  return moments;
}

/**
 * What each seat collected from each pot once the rake is out: the rake comes out of the
 * main pot first, then the side pots in order, from the winners of a pot in odd-chip order.
 */
function collectedAfterRake(result: RunHandResult, rake: number): { collectedByPot: Record<string, number>[]; rakeByPot: number[] } {
  const pots = result.pots;
  const rakeByPot = pots.map(() => 0);
  const collectedByPot = pots.map((pot) => {
    const shares: Record<string, number> = {};
    for (const seat of Object.keys(pot.awards)) put(shares, seat, pot.awards[seat]);
    return shares;
  });
  if (!result.complete) return { collectedByPot, rakeByPot };
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  if (!Number.isSafeInteger(rake) || rake < 0 || rake > total)
    fail('pot-mismatch', `a rake of ${rake} chips does not fit pots of ${total}`);
  let left = rake;
  for (let k = 0; k < pots.length && left > 0; k++) {
    const take = Math.min(left, pots[k].amount);
    rakeByPot[k] = take;
    left -= take;
    let owed = take;
    for (const seat of Object.keys(collectedByPot[k])) {
      const cut = Math.min(owed, collectedByPot[k][seat]);
      collectedByPot[k][seat] -= cut;
      owed -= cut;
    }
  }
  return { collectedByPot, rakeByPot };
}
