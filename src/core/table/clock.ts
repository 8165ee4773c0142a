/**
 * C5, the action clock: the normal decision time, then for a disconnected player a time
 * bank; then the action is taken for them (check if possible, else fold).
 */
import type { TableConfig } from './config.js';

export interface TableTurn {
  /** The player to act. */
  seat: string;
  /** The hand log's length when the turn began: a new action is a new turn. */
  key: number;
  /** Clock time the current phase began. */
  startedAt: number;
  phase: 'decision' | 'time-bank';
}

/** Whether `toAct` (at hand log length `key`) is a new turn rather than the one running. */
export function isNewTurn(turn: TableTurn | null, toAct: string | null, key: number): boolean {
  return toAct !== null && (turn === null || turn.seat !== toAct || turn.key !== key);
}

/** The turn after the hand moved on: a new one starting `now`, the same one, or none. */
export function nextTurn(turn: TableTurn | null, toAct: string | null, key: number, now: number): TableTurn | null {
  if (toAct === null) return null;
  if (!isNewTurn(turn, toAct, key)) return turn;
  return { seat: toAct, key, startedAt: now, phase: 'decision' };
}

/**
 * C5: the decision time is up for a disconnected player: the time bank starts when the
 * decision time ran out, however late the table is woken (a throttled tab, a restored table).
 */
export function startTimeBank(turn: TableTurn | null, clock: NonNullable<TableConfig['clock']>): TableTurn | null {
  return turn && turn.phase === 'decision' ? { ...turn, startedAt: turn.startedAt + clock.decisionMs, phase: 'time-bank' } : turn;
}

/** When the turn's phase is up: its start plus the decision time or the time bank. */
export function turnEndsAt(turn: TableTurn, clock: NonNullable<TableConfig['clock']>): number {
  return turn.startedAt + (turn.phase === 'time-bank' ? clock.timeBankMs : clock.decisionMs);
}

/** Milliseconds left in the turn's phase at `now` (0 when up; 0 without a clock). */
export function turnMsLeft(turn: TableTurn | null, clock: TableConfig['clock'], now: number): number {
  return turn && clock ? Math.max(0, turnEndsAt(turn, clock) - now) : 0;
}

/** C5: the action the clock takes: check if possible, else fold. */
export function clockAction(canCheck: boolean): 'check' | 'fold' {
  return canCheck ? 'check' : 'fold';
}
