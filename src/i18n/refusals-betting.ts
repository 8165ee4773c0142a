/** Betting and showdown refusals (T6–T16) in English and German. Filled in with core's refusal codes. */
import type { Refusal } from '../core/rule-violation.js';
import type { RefusalWords } from './refusal-words.js';

export const bettingRefusalsEn: Partial<RefusalWords<Refusal>> = {};
export const bettingRefusalsDe: Partial<RefusalWords<Refusal>> = {};
