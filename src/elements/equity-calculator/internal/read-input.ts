/**
 * Reading the calculator's input: players as text (`Anna: As Kd; Ben: QQ+, AKs`), and
 * where a problem lies (a player's hand, the board, the dead cards) for the inline message.
 * The checks themselves are core's (`parseEquityHand`, `equityCounter`).
 *
 * @internal
 */
import { equityCounter, parseEquityHand, type EquityInput } from '../../../core/equity/equity.js';
import { toErrorInfo, type ErrorInfo } from './messages.js';
import type { Slot } from '../../shared/card-slots.js';

/** A player of the calculator: an optional name and a hand, two cards or a range. */
export interface EquityPlayer {
  name?: string;
  hand: string;
}

/** `Anna: As Kd; Ben: QQ+, AKs` (names optional; `;` or a new line between players). A weight's `:` has no space after it. */
export function readPlayers(text: string | null): EquityPlayer[] {
  return (text ?? '')
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const named = /^([^:]+?):\s+(.*)$/.exec(part);
      return named ? { name: named[1].trim(), hand: named[2].trim() } : { hand: part };
    });
}

/** Where a problem is: `hand` (with the player's index), `board`, `dead` or the input as a whole. */
export type ProblemField = { kind: 'hand'; player: number } | { kind: 'board' } | { kind: 'dead' } | { kind: 'all' };

export interface Problem extends ErrorInfo {
  field: ProblemField;
}

/** The first problem of the input, or null: each field on its own first, then all of them together. */
export function findProblem(players: readonly EquityPlayer[], board: readonly Slot[], dead: readonly Slot[]): Problem | null {
  for (let player = 0; player < players.length; player++) {
    try {
      parseEquityHand(players[player].hand);
    } catch (error) {
      return { field: { kind: 'hand', player }, ...toErrorInfo(error) };
    }
  }
  for (const [kind, slots] of [
    ['board', board],
    ['dead', dead],
  ] as const) {
    const bad = slots.find((slot) => slot.error);
    if (bad?.error) return { field: { kind }, ...toErrorInfo(bad.error) };
  }
  try {
    equityCounter(inputOf(players, board, dead));
  } catch (error) {
    const info = toErrorInfo(error);
    const field: ProblemField = info.code === 'card-count' && board.length > 5 ? { kind: 'board' } : { kind: 'all' };
    return { field, ...info, text: info.code === 'player-count' ? String(players.length) : info.text };
  }
  return null;
}

export function inputOf(
  players: readonly EquityPlayer[],
  board: readonly Slot[],
  dead: readonly Slot[],
  options: Partial<EquityInput> = {},
): EquityInput {
  return {
    hands: players.map((p) => p.hand),
    board: board.map((slot) => slot.text),
    dead: dead.map((slot) => slot.text),
    ...options,
  };
}
