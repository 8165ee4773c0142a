/** The tables' English terms for unit tests, as the elements' localize controller gives them. */
import { cardsEn } from '../../src/i18n/cards-en.js';
import { cashEn } from '../../src/i18n/cash.js';
import en from '../../src/i18n/en.js';
import { potsEn } from '../../src/i18n/pots-en.js';
import { addRefusalWords } from '../../src/i18n/refusals.js';
import { bettingRefusalsDe, bettingRefusalsEn } from '../../src/i18n/refusals-betting.js';
import { tableRefusalsDe, tableRefusalsEn } from '../../src/i18n/refusals-table.js';
import { tableEn } from '../../src/i18n/table.js';
import type { HoldemTranslation } from '../../src/i18n/translation.js';
import type { Words } from '../../src/elements/shared/table/internal/log-words.js';

// Every refusal worded at once (the elements fetch the betting ones on the first refusal).
addRefusalWords('en', { ...bettingRefusalsEn, ...tableRefusalsEn });
addRefusalWords('de', { ...bettingRefusalsDe, ...tableRefusalsDe });
const english: Partial<HoldemTranslation> = { ...cardsEn, ...en, ...potsEn, ...tableEn, ...cashEn };

export const t: Words = {
  term: ((key: keyof HoldemTranslation, ...args: unknown[]) => {
    const term = english[key];
    return typeof term === 'function' ? (term as (...a: unknown[]) => string)(...args) : String(term);
  }) as Words['term'],
};
