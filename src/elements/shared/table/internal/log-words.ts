/**
 * A hand's log entries as the translation's structured lines (`TableLogLine`), with names and
 * cards filled in: the hand history, the result notes and the events' `text` all word the
 * hand through here. Shown hands come with their category and tie-break ranks from the hand
 * machine (T17), so nothing is evaluated again.
 */
import { rankOf, suitOf, type Card } from '../../../../core/cards.js';
import { SUIT_SYMBOL } from '../../../../i18n/table-cards.js';
import type { PotAward } from '../../../../core/pots.js';
import { own } from '../../../../core/records.js';
import type { HoldemLocalize } from '../../../../i18n/localize.js';
import type { HandShape, PotAwardWording, TableLogLine } from '../../../../i18n/translation.js';
import type { HandContext, HandEvent, HandLogEntry } from '../../../../machines/hand.machine.js';

/** What words the tables: the element's localize controller (a stand-in in unit tests). */
export type Words = Pick<HoldemLocalize, 'term'>;

/** A seat's name in the hand (its id when the hand has none). */
export function nameOf(context: HandContext, seat: string | null | undefined): string {
  if (!seat) return '';
  return own(context.config.names, seat) ?? seat;
}

/** The hand a seat showed (T17), as the machine ranked it: from the result, or from its `show` line. */
export function shownHand(context: HandContext, seat: string): HandShape | null {
  const shown = context.result?.shown[seat];
  if (shown) return { category: shown.category, ranks: shown.ranks };
  for (let index = context.log.length - 1; index >= 0; index--) {
    const entry = context.log[index] as HandLogEntry;
    if (entry.kind === 'show' && entry.seat === seat) return { category: entry.category, ranks: entry.ranks };
  }
  return null;
}

/** How a pot was won, with names for the seats (T18, T19, T20). */
export function awardWording(context: HandContext, award: PotAward): PotAwardWording {
  const { explanation } = award;
  const first = explanation.winners[0];
  return {
    kind: explanation.kind,
    winners: explanation.winners.map((seat) => nameOf(context, seat)),
    sharePerWinner: explanation.sharePerWinner,
    oddChips: explanation.oddChipSeats.map((seat) => nameOf(context, seat)),
    hand: explanation.kind !== 'uncontested' && first ? shownHand(context, first) : null,
  };
}

/** A pot's award as a line; a pot left to one player because the others mucked says so (T16). */
export function awardLine(context: HandContext, award: PotAward): Extract<TableLogLine, { kind: 'award' }> {
  const wording = awardWording(context, award);
  const pot = context.result?.pots[award.potIndex];
  const mucked =
    wording.kind === 'uncontested' && pot
      ? pot.eligible.filter((seat) => context.result?.mucked.includes(seat)).map((seat) => nameOf(context, seat))
      : [];
  return { kind: 'award', potIndex: award.potIndex, amount: award.amount, award: wording, mucked };
}

/** The rules an award line cites: a pot conceded by mucking is T16 and T18; the odd chip (T19) has a note of its own. */
export const awardRuleIds = (line: Extract<TableLogLine, { kind: 'award' }>, award: PotAward): readonly string[] =>
  line.mucked.length > 0 ? ['T16', 'T18'] : award.explanation.ruleIds.filter((id) => id !== 'T19');

/** A log entry as the translation's structured line; `cards` stands where the entry's cards go. */
export function logLine(context: HandContext, entry: HandLogEntry, cards: string): TableLogLine {
  const name = 'seat' in entry ? nameOf(context, entry.seat) : '';
  switch (entry.kind) {
    case 'ante':
      return { kind: 'ante', name, amount: entry.amount, allIn: entry.allIn };
    case 'blind':
      return { kind: 'blind', name, blind: entry.blind, amount: entry.amount, allIn: entry.allIn };
    case 'deal-board':
      return { kind: 'deal-board', street: entry.street, cards };
    case 'action':
      return { kind: 'action', name, action: entry.action, amount: entry.amount, to: entry.to, allIn: entry.allIn };
    case 'uncalled-returned':
      return { kind: 'uncalled-returned', name, amount: entry.amount };
    case 'show':
      return { kind: 'show', name, cards, hand: { category: entry.category, ranks: entry.ranks } };
    case 'muck':
    case 'uncontested':
      return { kind: entry.kind, name };
    case 'award':
      return awardLine(context, entry.award);
    default:
      return { kind: entry.kind };
  }
}

/** The cards a log entry turns up or shows. */
export const entryCards = (entry: HandLogEntry): readonly Card[] =>
  entry.kind === 'deal-board' || entry.kind === 'show' ? entry.cards : [];

/** Cards as text, with the language's rank letters and suit symbols: `A♠ K♦`. */
export const cardsText = (t: Words, cards: readonly Card[]): string =>
  cards.map((card) => `${t.term('rankLetter', rankOf(card))}${SUIT_SYMBOL[suitOf(card)]}`).join(' ');

/** A log entry in words, cards written as `A♠ K♦`. */
export const lineText = (t: Words, context: HandContext, entry: HandLogEntry): string =>
  t.term('logLine', logLine(context, entry, cardsText(t, entryCards(entry))));

/** A refused event in words: `Anna may not raise to 1,500`. */
export function refusedText(t: Words, context: HandContext, event: HandEvent): string {
  const who = 'seat' in event ? nameOf(context, event.seat) : '';
  const action = event.type === 'ACT' ? event.action : event.type === 'SHOW' ? 'show' : event.type === 'MUCK' ? 'muck' : 'void';
  return t.term('refused', who, action, event.type === 'ACT' ? event.to : undefined);
}
