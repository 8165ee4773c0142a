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
