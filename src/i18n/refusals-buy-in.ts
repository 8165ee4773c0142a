/**
 * The English words of the buy-in refusals (T8): the cash table says them at the buy-in
 * field as soon as the table refuses, so they come with its first load. The other table
 * refusals are in `refusals-table-en.ts`, fetched on use.
 */
import type { TableRefusal } from '../core/table/refusals.js';
import type { RefusalWords } from './refusal-words.js';

export type BuyInRefusalCode = 'invalid-buy-in' | 'above-max-buy-in' | 'below-min-buy-in' | 'chips-overflow';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => numbersEn.format(amount);

export const buyInRefusalsEn: RefusalWords<Extract<TableRefusal, { code: BuyInRefusalCode }>> = {
  'invalid-buy-in': () => 'A buy-in is a whole, positive number of chips.',
  'above-max-buy-in': ({ max, room }) => `The stack may not go above the maximum buy-in of ${nEn(max)}; at most ${nEn(room)} more.`,
  'below-min-buy-in': ({ min }) => `A buy-in is at least ${nEn(min)}.`,
  'chips-overflow': ({ room }) => `That would put more chips on the table than can be counted exactly; at most ${nEn(room)} more.`,
};
