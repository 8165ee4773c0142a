/**
 * What `<poker-table>` explains after a step: a refused event and why (its rule), or what the
 * step made happen (blinds, short all-ins T12, uncalled chips T10, run-outs T9, side pots T18,
 * who shows first T16), the result, and what the player to act may do now.
 */
import type { RunOutChances } from '../../../core/equity/run-out.js';
import { handChoices } from '../../../core/hand/choices.js';
import type { Pot } from '../../../core/pots.js';
import type { HandContext, HandViolation } from '../../../machines/hand.machine.js';
import { noteOf, nowNotes, resultNotes, type Note } from '../../shared/table/internal/explanations.js';
import { nameOf, refusedText, type Words } from '../../shared/table/internal/log-words.js';

/** Where the hand is after the last step, and what it was before. */
export interface HandMoment {
  context: HandContext;
  /** The hand is still being played (the machine's status is `active`). */
  active: boolean;
  /** The hand before the last step; undefined before the first. */
  before: HandContext | undefined;
  /** The last step's refusal, if the machine refused it. */
  refused: HandViolation | null;
  /** The players' chances on each street of a run-out (T9, T17), once counted. */
  runOut?: readonly RunOutChances[];
}

/** The explanation of the last step. */
export function handNotes(t: Words, { context, active, before, refused, runOut }: HandMoment): Note[] {
  const name = (seat: string | null | undefined): string => nameOf(context, seat);
  if (refused) {
    const { event } = refused;
    const aggressor = context.round.lastAggressorSeat;
    const headline =
      refused.code === 'betting-not-reopened' && aggressor && event.type === 'ACT'
        ? t.term('note', { kind: 'not-reopened', name: name(event.seat), aggressor: name(aggressor) })
        : `${refusedText(t, context, event)}.`;
    return [{ text: headline, detail: t.term('refusal', refused, name), ruleIds: [refused.ruleId], tone: 'refused' }];
  }
  const notes: Note[] = [];
  if (!before && context.config.seatIds.length === 2)
    notes.push(noteOf(t, { kind: 'heads-up', name: name(context.config.button) }, ['T3']));
  for (const entry of context.log.slice(before?.log.length ?? 0)) {
    const who = name('seat' in entry ? entry.seat : null);
    if (entry.kind === 'blind' && entry.blind === 'newcomer-big') notes.push(noteOf(t, { kind: 'newcomer-blind', name: who }, ['C3']));
    else if ((entry.kind === 'blind' || entry.kind === 'ante') && entry.allIn)
      notes.push(noteOf(t, { kind: 'blind-all-in', name: who }, ['T3']));
    else if (entry.kind === 'action' && entry.ruleIds.includes('T12')) {
      const next = afterShortAllIn(context, name);
      notes.push(
        noteOf(
          t,
          next ? { kind: 'short-all-in', name: who, to: entry.to, next } : { kind: 'short-all-in', name: who, to: entry.to },
          next?.reopened ? ['T12', 'T13'] : ['T12'],
        ),
      );
    } else if (entry.kind === 'uncalled-returned') notes.push(noteOf(t, { kind: 'uncalled', name: who, amount: entry.amount }, ['T10']));
    else if (entry.kind === 'run-out') {
      notes.push(noteOf(t, { kind: 'run-out' }, ['T9']));
      for (const { street, shares } of runOut ?? []) {
        const named = shares.map((share) => ({ name: name(share.seat), equity: share.equity }));
        notes.push(noteOf(t, { kind: 'run-out-chances', street, shares: named }, ['T17']));
      }
    } else if (entry.kind === 'face-up') notes.push(noteOf(t, { kind: 'face-up' }, ['T16']));
    else if (entry.kind === 'uncontested') notes.push(noteOf(t, { kind: 'uncontested', name: who }, ['T20']));
  }
  const potsNow = context.result?.pots ?? context.pots;
  const potsBefore = before ? (before.result?.pots ?? before.pots) : [];
  for (let index = Math.max(1, potsBefore.length); index < potsNow.length; index++) {
    const pot = potsNow[index] as Pot;
    notes.push(noteOf(t, { kind: 'side-pot', potIndex: index, names: pot.eligible.map((seat) => name(seat)) }, ['T9', 'T18']));
  }
  const showdown = context.showdown;
  if (active && showdown && showdown.next === 0 && !showdown.faceUp && showdown.order[0]) {
    notes.push(noteOf(t, { kind: 'shows-first', name: name(showdown.order[0]) }, ['T16']));
  }
  notes.push(...resultNotes(t, context), ...nowNotes(t, context));
  return notes;
}

/**
 * After a short all-in (T12), the player to act now if they have acted this street, and
 * whether the betting is open to them again (T13; core's `handChoices` decides). Undefined
 * when they have not acted, or when raising is closed for another reason (T9, a fixed-limit
 * cap): the notes on what they may do say that.
 */
function afterShortAllIn(context: HandContext, name: (seat: string | null) => string): { name: string; reopened: boolean } | undefined {
  const round = context.round;
  if (context.toAct === null || round.toAct === null || !round.players[round.toAct].hasActed) return undefined;
  const closed = handChoices(context).raiseClosed;
  if (closed !== null && closed.code !== 'betting-not-reopened') return undefined;
  return { name: name(context.toAct), reopened: closed === null };
}
