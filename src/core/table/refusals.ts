/**
 * Why a table refuses an event (C1–C7, T6, T8), as data: a stable `code`, the rule, typed
 * parameters. `src/i18n/refusals-table.ts` words every code.
 */
import type { Refusal, RefusalParam, RuleViolation } from '../rule-violation.js';
import type { BuyInAllowed, BuyInRefusal, NotEnoughPlayers } from '../table-rules.js';

type NoParams = Record<string, never>;

/** What a field of an event should have been (`function`: RESUME's clock; `table-input`: OPEN's input, a table the engine can open). */
export type TableFieldExpectation = 'text' | 'whole-number' | 'true-or-false' | 'bot-kind' | 'action' | 'function' | 'table-input';

export type TableRefusal =
  | NotEnoughPlayers
  | BuyInRefusal
  /** An event whose `type` the table does not know (`type`: as sent, null when missing or not text). */
  | Refusal<'unknown-table-event', { type: string | null }>
  /** An event of a known type with a field missing or of the wrong kind. */
  | Refusal<'invalid-event', { type: string; field: string; expected: TableFieldExpectation }>
  /** An event with a field the table does not know (a misspelt one): `known` lists the fields of that event. */
  | Refusal<'unknown-field', { type: string; field: string; known: readonly string[] }>
  /** T6: a hand event when no hand is being played. */
  | Refusal<'no-hand-running', NoParams>
  /** C2: DEAL while a hand is being played. */
  | Refusal<'hand-running', NoParams>
  /** C1: the player is already at the table or in the queue. */
  | Refusal<'already-seated', { player: string }>
  /** C1: a seat index the table does not have (`seats`: how many it has). */
  | Refusal<'no-such-seat', { seat: number; seats: number }>
  /** C1: the seat asked for is taken (another is free). */
  | Refusal<'seat-taken', { seat: number }>
  /** T8: a tournament that has started takes no new players. */
  | Refusal<'tournament-started', NoParams>
  /** T8: no rebuys in a tournament. */
  | Refusal<'tournament-no-rebuy', NoParams>
  /** The player is neither seated nor (where it counts) waiting in the queue. */
  | Refusal<'unknown-player', { player: string }>
  /** C7: the player already leaves after this hand. */
  | Refusal<'already-leaving', { player: string }>
  /** C4 */
  | Refusal<'already-sitting-out', { player: string }>
  | Refusal<'not-sitting-out', { player: string }>
  /** T8: a busted player must rebuy before sitting in. */
  | Refusal<'no-chips', { player: string }>;

export type TableRefusalCode = TableRefusal['code'];

/** The event a refusal answers, as far as it is plain data (a refused event may be malformed). */
export type TableEventEcho = Readonly<Record<string, RefusalParam>>;

/**
 * A refused table event: the refusal, what was allowed (the buy-in limits and the stack for
 * T8, else nothing), and the event as sent (its plain fields).
 */
export type TableViolation = RuleViolation<Partial<BuyInAllowed>, TableRefusal> & {
  event: TableEventEcho;
};

/** The plain fields of an event (strings, finite numbers, booleans, null), so that a violation stays JSON. */
export function echoEvent(event: unknown): TableEventEcho {
  const echo: Record<string, RefusalParam> = {};
  if (typeof event !== 'object' || event === null) return echo;
  for (const key of Object.keys(event)) {
    const value = (event as Record<string, unknown>)[key];
    if (
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      value === null ||
      (typeof value === 'number' && Number.isFinite(value))
    ) {
      Object.defineProperty(echo, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return echo;
}

export function tableViolation(refusal: TableRefusal, event: unknown, allowed: Partial<BuyInAllowed> = {}): TableViolation {
  return { ...refusal, allowed, event: echoEvent(event) };
}
