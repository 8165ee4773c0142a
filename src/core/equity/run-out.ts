/**
 * The chances of the players still in when the betting closed with someone all-in (T9), at
 * each street of the run-out, as a broadcast shows them: exact equity of the hands shown
 * (T17, splits shared as T18 shares a pot) over every board that could still come. Cards
 * folded or burnt are not known to a viewer and are not taken out.
 */
import type { Card } from '../cards.js';
import { BOARD_SIZE } from '../dealing.js';
import type { HandState } from '../hand/types.js';
import { equity } from './equity.js';

/** A street a run-out starts from or passes: the board has 0, 3 or 4 cards. */
export type RunOutStreet = 'preflop' | 'flop' | 'turn';

export interface RunOutShare {
  seat: string;
  /** Boards won alone, split, and the expected share of the pot, as fractions. */
  win: number;
  tie: number;
  equity: number;
}

export interface RunOutChances {
  street: RunOutStreet;
  /** The board as it stood on that street. */
  board: Card[];
  shares: RunOutShare[];
}

const STREETS: readonly RunOutStreet[] = ['preflop', 'flop', 'turn'];

/**
 * For a hand whose board was run out (T9): each contender's chances on the street the
 * betting closed and on each street dealt after it, up to the turn (the river decides).
 * Empty for a hand that was not run out, that closed on the river, or with fewer than two
 * players in.
 */
export function runOutChances(state: HandState): RunOutChances[] {
  const runOut = state.log.find((entry) => entry.kind === 'run-out');
  if (!runOut || runOut.kind !== 'run-out' || runOut.street === 'river') return [];
  const seats = state.round.players.filter((p) => !p.folded).map((p) => p.seat);
  if (seats.length < 2) return [];
  const hands = seats.map((seat) => state.holeCards[seat]);
  const chances: RunOutChances[] = [];
  for (const street of STREETS.slice(STREETS.indexOf(runOut.street))) {
    const board = state.board.slice(0, BOARD_SIZE[street]);
    const result = equity({ hands, board, method: 'exact' });
    chances.push({
      street,
      board,
      shares: seats.map((seat, k) => ({ seat, win: result.hands[k].win, tie: result.hands[k].tie, equity: result.hands[k].equity })),
    });
  }
  return chances;
}
