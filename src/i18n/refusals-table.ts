/** Table refusals (C1–C7, T8) in English and German. Filled in with the table's refusal codes. */
import type { Refusal } from '../core/rule-violation.js';
import type { RefusalWords } from './refusal-words.js';

export const tableRefusalsEn: Partial<RefusalWords<Refusal>> = {};
export const tableRefusalsDe: Partial<RefusalWords<Refusal>> = {};
