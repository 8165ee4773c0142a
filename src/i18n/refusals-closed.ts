/**
 * The English words of the refusals a raise closed by the rules gets (T9 every opponent
 * all-in, T12 not reopened, T15 the cap): a table says them before anything is refused, in
 * the explanation of what the player to act may do, so they come with the table's first
 * load. The other betting refusals are in `refusals-betting-en.ts`, fetched on use.
 */
import type { BettingRefusal } from '../core/betting.js';
import { amountText } from './amount-unit.js';
import type { RefusalWords } from './refusal-words.js';

export type ClosedRefusalCode = 'no-opponent-can-act' | 'betting-not-reopened' | 'raise-cap-reached';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => amountText('en', numbersEn, amount);

export const closedRefusalsEn: RefusalWords<Extract<BettingRefusal, { code: ClosedRefusalCode }>> = {
  'no-opponent-can-act': ({ callTo }) =>
    `Every opponent still in the hand is all-in: nobody could call a bet or raise. Call (to ${nEn(callTo)} in total; all-in counts as that call, the rest of your stack stays with you) or fold.`,
  'betting-not-reopened': ({ facedBy, lastFullRaiseBy }) =>
    `You may only call or fold: since you acted you face ${nEn(facedBy)} more, less than a full raise of ${nEn(lastFullRaiseBy)}, so the betting is not reopened for you.`,
  'raise-cap-reached': ({ raiseCount }) =>
    `The betting is capped: a bet and ${numbersEn.format(raiseCount)} ${raiseCount === 1 ? 'raise have' : 'raises have'} been made. Call or fold.`,
};
