/**
 * The explanations both tables give, decided from the hand machine's context and worded by
 * the translation: the pots' awards once the hand is over (T18, T19), and what the player to
 * act may do now (T4, T7, and why a raise is closed: T9, T12, T15, from core's `handChoices`).
 */
import type { BettingStructure, LegalActions } from '../../../../core/betting.js';
import { handChoices } from '../../../../core/hand/choices.js';
import type { TableNote, TableOption } from '../../../../i18n/translation.js';
import type { HandContext } from '../../../../machines/hand.machine.js';
import { awardLine, awardRuleIds, nameOf, type Words } from './log-words.js';

/** One explanation: its words, the rules it cites, and how it is drawn. */
export interface Note {
  text: string;
  ruleIds: readonly string[];
  tone: 'refused' | 'moment' | 'result' | 'now';
  /** A smaller line under the text: the engine's own reason for a refusal. */
  detail?: string;
}

/** The rule the bet and raise sizes of each structure follow, cited next to the options (T11, T14, T15). */
const SIZE_RULE: Readonly<Record<BettingStructure, string>> = { 'no-limit': 'T11', 'pot-limit': 'T14', 'fixed-limit': 'T15' };

/** A note of the translation's `note` term. */
export const noteOf = (t: Words, note: TableNote, ruleIds: readonly string[], tone: Note['tone'] = 'moment'): Note => ({
  text: t.term('note', note),
  ruleIds,
  tone,
});

/** The pots' awards (T18) and odd chips (T19) once the hand is over. */
export function resultNotes(t: Words, context: HandContext): Note[] {
  const notes: Note[] = [];
  if (!context.result || context.result.kind === 'void') return notes;
  for (const award of context.result.awards) {
    const line = awardLine(context, award);
    notes.push({ text: t.term('logLine', line), ruleIds: awardRuleIds(line, award), tone: 'result' });
    const odd = award.explanation.oddChipSeats[0];
    if (odd) notes.push(noteOf(t, { kind: 'odd-chip', potIndex: award.potIndex, name: nameOf(context, odd) }, ['T19']));
  }
  return notes;
}

/** All-in needs its own button (and option) unless the bet or raise range or the call already reaches it. */
export function allInStandsAlone(legal: LegalActions): boolean {
  const to = legal.allIn?.to;
  if (to === undefined) return false;
  // T9: every opponent is all-in, so going all-in is only the call (or the check) it would be taken as.
  if (legal.allIn?.asCallTo !== undefined && (legal.call || legal.check)) return false;
  const range = legal.bet ?? legal.raise;
  if (range && to >= range.minTo && to <= range.maxTo) return false;
  return legal.call?.to !== to;
}

/** The legal actions as the options note lists them. */
export function optionsOf(legal: LegalActions): TableOption[] {
  const options: TableOption[] = [];
  if (legal.fold) options.push({ kind: 'fold' });
  if (legal.check) options.push({ kind: 'check' });
  if (legal.call) options.push({ kind: 'call', amount: legal.call.amount, allIn: legal.allIn?.to === legal.call.to });
  if (legal.bet) options.push({ kind: 'bet', minTo: legal.bet.minTo, maxTo: legal.bet.maxTo });
  if (legal.raise) options.push({ kind: 'raise', minTo: legal.raise.minTo, maxTo: legal.raise.maxTo });
  if (legal.allIn && allInStandsAlone(legal)) options.push({ kind: 'all-in', to: legal.allIn.to });
  return options;
}

/** The player to act: the big blind's option (T4), why they may not raise, what they may do (T7). */
export function nowNotes(t: Words, context: HandContext): Note[] {
  const notes: Note[] = [];
  const choices = handChoices(context);
  const seat = choices.seat;
  if (seat) {
    const name = nameOf(context, seat);
    const legal = choices.legal;
    const bigBlind = context.log.some((entry) => entry.kind === 'blind' && entry.blind === 'big' && entry.seat === seat);
    if (context.street === 'preflop' && bigBlind && legal.check) notes.push(noteOf(t, { kind: 'bb-option', name }, ['T4'], 'now'));
    const closed = choices.raiseClosed;
    const aggressor = context.round.lastAggressorSeat;
    if (closed?.code === 'betting-not-reopened' && aggressor) {
      notes.push(noteOf(t, { kind: 'not-reopened', name, aggressor: nameOf(context, aggressor) }, ['T12'], 'now'));
    } else if (closed) {
      const reason = t.term('refusal', closed, (id) => nameOf(context, id));
      notes.push(noteOf(t, { kind: 'blocked', name, reason }, [closed.ruleId], 'now'));
    }
    const options = optionsOf(legal).map((option) => t.term('option', option));
    notes.push(
      noteOf(t, { kind: 'options', name, options }, legal.bet || legal.raise ? ['T7', SIZE_RULE[context.config.structure]] : ['T7'], 'now'),
    );
    const odds = choices.potOdds;
    if (odds) notes.push(noteOf(t, { kind: 'pot-odds', call: odds.call, pot: odds.pot, needed: odds.needed }, [], 'now'));
  } else if (context.showdownChoices?.seat) {
    const choices = context.showdownChoices;
    const options: TableOption[] = [{ kind: 'show' }, ...(choices.muck ? [{ kind: 'muck' } as const] : [])];
    const name = nameOf(context, choices.seat);
    notes.push(noteOf(t, { kind: 'options', name, options: options.map((option) => t.term('option', option)) }, ['T16'], 'now'));
  }
  return notes;
}
