/**
 * The cash table's own words from `tableMachine`'s data: how a seated player is doing, and a
 * new line of the table history as `poker-table-change`.
 */
import { tableLogChips, tableLogPlayer } from '../../../core/table/log.js';
import type { PokerTableChangeDetail } from '../../../events.js';
import type { CashSeatState } from '../../../i18n/translation.js';
import type { TableLogEntry, TableSeat } from '../../../machines/table.machine.js';
import type { Words } from '../../shared/table/internal/log-words.js';

/** How a seated player is doing, for the badge and the reader's status line: what they do after this hand first. */
export function seatState(seat: TableSeat): CashSeatState {
  if (seat.leaveAfterHand) return 'leaves-next';
  if (seat.sitOutAfterHand) return 'sits-out-next';
  if (!seat.connected) return 'away';
  return seat.status;
}

/** The detail of `poker-table-change`: the line as data (kind, hand, the player and chips it is about) and as text. */
export function tableChangeDetail(t: Words, entry: TableLogEntry): PokerTableChangeDetail {
  const player = tableLogPlayer(entry);
  const amount = tableLogChips(entry);
  return {
    kind: entry.kind,
    hand: entry.hand,
    ...(player !== undefined ? { player } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ruleIds: [...entry.ruleIds],
    text: t.term('tableLogLine', entry),
  };
}
