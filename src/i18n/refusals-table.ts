/**
 * Table refusals (C1–C7, T6, T8) in English and German: one sentence per code of core's
 * `TableRefusal` (the buy-in refusals of `checkBuyIn` included), from that code's
 * parameters. Players come as ids and are named with `name`. The words live in three
 * modules so the cash table loads only what it shows: `refusals-buy-in.ts` (at once),
 * `refusals-table-en.ts` (fetched on the first refusal) and `refusals-table-de.ts` (with the
 * German words).
 */
import type { TableRefusal } from '../core/table/refusals.js';
import { buyInRefusalsEn } from './refusals-buy-in.js';
import { tableRefusalsEnRest } from './refusals-table-en.js';
import type { RefusalWords } from './refusal-words.js';

export { tableRefusalsDe } from './de/refusals-table.js';

export const tableRefusalsEn: RefusalWords<TableRefusal> = { ...tableRefusalsEnRest, ...buyInRefusalsEn };
