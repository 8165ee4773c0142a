/**
 * What `<poker-cash-table>` explains: the reader's refused table or hand event (with its rule),
 * a timeout (C5), the hand's moments the reader should know (T3 heads-up, C3 a newcomer's big
 * blind, C6 a void hand), the result, what the reader may do, and when the next hand comes (C2).
 */
import type { HandViolation } from '../../../machines/hand.machine.js';
import type { TableContext, TableViolation } from '../../../machines/table.machine.js';
import { noteOf, nowNotes, resultNotes, type Note } from '../../shared/table/internal/explanations.js';
import { lineText, nameOf, type Words } from '../../shared/table/internal/log-words.js';
import type { HandView } from '../../shared/table/table-view.js';

export interface CashMoment {
  table: TableContext;
  /** The hand on show (running, or the last one's result), if any. */
  view: HandView | null;
  heroId: string;
  /** The reader's last refused event, until the next. */
  refusal: TableViolation | HandViolation | null;
  /** Why the reader's amount cannot be sent (shown here when no betting bar shows it). */
  amountError: string;
  /** C5: the clock acted for the reader. */
  timeout: 'check' | 'fold' | null;
  /** Seat and player names for refusals. */
  name: (id: string) => string;
}

export function cashNotes(t: Words, { table, view, heroId, refusal, amountError, timeout, name }: CashMoment): Note[] {
  const notes: Note[] = [];
  if (refusal) notes.push({ text: t.term('refusal', refusal, name), ruleIds: [refusal.ruleId], tone: 'refused' });
  if (amountError && !view?.context.toAct) notes.push({ text: amountError, ruleIds: [], tone: 'refused' });
  if (timeout) notes.push({ text: t.term('heroTimedOut', timeout), ruleIds: ['C5'], tone: 'moment' });
  const waiting = (): Note => ({ text: `${t.term('waitingForPlayers')}.`, ruleIds: ['C2'], tone: 'now' });
  if (!view) return [...notes, waiting()];
  const hand = view.context;
  if (view.active && hand.street === 'preflop') {
    if (hand.config.seatIds.length === 2) notes.push(noteOf(t, { kind: 'heads-up', name: nameOf(hand, hand.config.button) }, ['T3']));
    for (const entry of hand.log) {
      if (entry.kind === 'blind' && entry.blind === 'newcomer-big')
        notes.push(noteOf(t, { kind: 'newcomer-blind', name: nameOf(hand, entry.seat) }, ['C3']));
    }
  }
  if (hand.result?.kind === 'void') notes.push({ text: t.term('logLine', { kind: 'void' }), ruleIds: ['C6'], tone: 'result' });
  notes.push(...resultNotes(t, hand));
  if (!view.active) {
    // C2: a hand starts when two players can play.
    const playing = table.seats.filter((seat) => seat && seat.status !== 'sitting-out' && seat.status !== 'busted').length;
    notes.push(playing >= 2 ? { text: `${t.term('nextHand')}.`, ruleIds: ['C2'], tone: 'now' } : waiting());
  } else if (hand.toAct === heroId) notes.push(...nowNotes(t, hand));
  else {
    // Someone else acts: what happened last, with its rule.
    const last = [...hand.log].reverse().find((entry) => entry.kind === 'action' || entry.kind === 'blind');
    if (last) notes.push({ text: `${lineText(t, hand, last)}.`, ruleIds: last.ruleIds, tone: 'moment' });
  }
  return notes;
}
