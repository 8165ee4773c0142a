/**
 * The details of the hand events both tables dispatch (`poker-action`, `poker-street`,
 * `poker-hand-complete`, `poker-violation`), from the hand machine's log entries, result and
 * refusals: plain JSON-safe data plus the line as shown, in the element's language.
 */
import type { Card } from '../../../../core/cards.js';
import type { HandCategory } from '../../../../core/evaluate.js';
import type { HandOutcome } from '../../../../core/hand/types.js';
import type { PotAward } from '../../../../core/pots.js';
import type { PokerActionDetail, PokerHandCompleteDetail, PokerStreetDetail, PokerViolationDetail } from '../../../../events.js';
import type { Refusal } from '../../../../core/rule-violation.js';
import type { NameOf } from '../../../../i18n/refusal-words.js';
import type { HandContext, HandLogEntry } from '../../../../machines/hand.machine.js';
import { awardLine, lineText, type Words } from './log-words.js';

/** One hand event to dispatch. */
export type HandEventOut = { type: 'poker-action'; detail: PokerActionDetail } | { type: 'poker-street'; detail: PokerStreetDetail };

/** New lines of a hand's log as `poker-action` and `poker-street` events, in order. */
export function handEntryEvents(t: Words, context: HandContext, entries: readonly HandLogEntry[]): HandEventOut[] {
  const events: HandEventOut[] = [];
  for (const entry of entries) {
    if (entry.kind === 'action') {
      events.push({
        type: 'poker-action',
        detail: {
          seat: entry.seat,
          action: entry.action,
          street: entry.street,
          amount: entry.amount,
          to: entry.to,
          allIn: entry.allIn,
          ruleIds: [...entry.ruleIds],
          text: lineText(t, context, entry),
        },
      });
    } else if (entry.kind === 'deal-board') {
      const board: Card[] = [];
      for (const line of context.log.slice(0, context.log.indexOf(entry) + 1)) if (line.kind === 'deal-board') board.push(...line.cards);
      events.push({ type: 'poker-street', detail: { street: entry.street, cards: [...entry.cards], board } });
    }
  }
  return events;
}

/** `poker-hand-complete` for a hand with a result: the awards in award order (T18), winnings, stacks, shown and mucked hands. */
export function handCompleteDetail(t: Words, context: HandContext): PokerHandCompleteDetail {
  const result = context.result as NonNullable<HandContext['result']>;
  return completeDetail(result, (award) => t.term('logLine', awardLine(context, award)));
}

/** A game's result as `poker-hand-complete`'s detail (a Hold'em hand's, a Potsdam game's), each award worded by `text`. */
export function completeDetail(
  result: Pick<HandOutcome, 'kind' | 'awards' | 'winnings' | 'finalStacks' | 'mucked'> & {
    shown: Readonly<Record<string, { cards: readonly Card[]; category: HandCategory }>>;
  },
  text: (award: PotAward) => string,
): PokerHandCompleteDetail {
  const shown: PokerHandCompleteDetail['shown'] = {};
  for (const [seat, hand] of Object.entries(result.shown)) shown[seat] = { cards: [...hand.cards], category: hand.category };
  return {
    kind: result.kind,
    awards: result.awards.map((award) => ({
      potIndex: award.potIndex,
      amount: award.amount,
      shares: award.shares.map((share) => ({ ...share })),
      ruleIds: [...award.explanation.ruleIds],
      text: text(award),
    })),
    winnings: { ...result.winnings },
    stacks: { ...result.finalStacks },
    shown,
    mucked: [...result.mucked],
  };
}

/** The refused event's fields that are plain data (a malformed event may carry anything). */
function eventFields(event: Record<string, unknown> & { type: string }): PokerViolationDetail['event'] {
  const fields: PokerViolationDetail['event'] = { type: event.type };
  for (const key of ['seat', 'action', 'player'] as const) if (typeof event[key] === 'string') fields[key] = event[key] as string;
  for (const key of ['to', 'amount', 'buyIn'] as const) if (typeof event[key] === 'number') fields[key] = event[key] as number;
  return fields;
}

/** `poker-violation` for a refusal of the hand or the table, worded with the seats' names. */
export function violationDetail(t: Words, violation: Refusal & { event: unknown; allowed: unknown }, name: NameOf): PokerViolationDetail {
  return {
    event: eventFields(violation.event as Record<string, unknown> & { type: string }),
    code: violation.code,
    ruleId: violation.ruleId,
    message: t.term('refusal', violation, name),
    allowed: violation.allowed as PokerViolationDetail['allowed'],
  };
}
