/**
 * Betting and showdown refusals (T6–T18) in English and German: one sentence per code of
 * core's `BettingRefusal` and `ShowdownRefusal`, from that code's parameters. Seats come
 * as ids and are named with `name`; amounts are formatted for the language. The words live
 * in three modules so a table loads only what it shows: `refusals-closed.ts` (why a raise
 * is closed, shown at once), `refusals-betting-en.ts` (fetched on the first refusal) and
 * `refusals-betting-de.ts` (with the German words).
 */
import type { BettingRefusal } from '../core/betting.js';
import type { ShowdownRefusal } from '../core/showdown-order.js';
import { bettingRefusalsEnRest } from './refusals-betting-en.js';
import { closedRefusalsEn } from './refusals-closed.js';
import type { RefusalWords } from './refusal-words.js';

export { bettingRefusalsDe } from './de/refusals-betting.js';

export const bettingRefusalsEn: RefusalWords<BettingRefusal | ShowdownRefusal> = { ...bettingRefusalsEnRest, ...closedRefusalsEn };
