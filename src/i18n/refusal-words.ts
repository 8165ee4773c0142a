/**
 * The shape of refusal wording: for each refusal code of a core module, a function from
 * its typed parameters to a sentence. Modules of `src/i18n/` word their layer's refusals
 * with it (`refusals-betting.ts`, `refusals-table.ts`, `refusals.ts` for the hand), and
 * `refusals.ts` joins them into the `refusal` term.
 */
import type { Refusal } from '../core/rule-violation.js';

/** A seat or player id as the reader knows them (the element passes its names). */
export type NameOf = (seat: string) => string;

/** One sentence per code of the refusal union `R`, from that code's parameters. */
export type RefusalWords<R extends Refusal> = {
  [K in R as K['code']]: (params: K['params'], name: NameOf) => string;
};

/** The events a table and a hand take, as the refusals of an unknown event list them in every language. */
export const TABLE_EVENTS = 'JOIN, LEAVE, SIT_OUT, SIT_IN, REBUY, DISCONNECT, RECONNECT, DEAL, RESUME';
export const HAND_EVENTS = 'ACT, SHOW, MUCK, VOID';
