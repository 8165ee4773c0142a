/**
 * Betting and showdown refusals (T6–T18) in English, one sentence per code of core's
 * `BettingRefusal` and `ShowdownRefusal`, but for the three a view shows before anything is
 * refused (why a raise is closed: `refusals-closed.ts`). A table fetches these on its first
 * refusal (`loadRefusalWords` in `refusals.ts`); `refusals-betting.ts` joins both.
 */
import type { BettingRefusal, Street } from '../core/betting.js';
import type { ShowdownRefusal } from '../core/showdown-order.js';
import { amountText, currentAmountUnit } from './amount-unit.js';
import type { ClosedRefusalCode } from './refusals-closed.js';
import type { RefusalWords } from './refusal-words.js';

/** The hand's own refusals come in the same fetch. */
export { handRefusalsEn } from './refusals-hand.js';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => amountText('en', numbersEn, amount);
const chipsEn = (amount: number): string => (currentAmountUnit() ? nEn(amount) : `${nEn(amount)} ${amount === 1 ? 'chip' : 'chips'}`);
/** A street after a verb: "on the turn you bet …". */
const STREET_EN: Readonly<Record<Street, string>> = {
  preflop: 'before the flop',
  flop: 'on the flop',
  turn: 'on the turn',
  river: 'on the river',
};
const potEn = (potIndex: number): string => (potIndex === 0 ? 'the main pot' : `side pot ${numbersEn.format(potIndex)}`);

/** The English words of every code but the three a closed raise gives (`refusals-closed.ts`): fetched on the first refusal. */
export const bettingRefusalsEnRest: Omit<RefusalWords<BettingRefusal | ShowdownRefusal>, ClosedRefusalCode> = {
  'round-complete': () => 'The betting round is over: nobody is left to act.',
  'unknown-action': ({ requested }) => `"${requested}" is not an action: fold, check, call, bet, raise or all-in.`,
  'not-your-turn': ({ seat, seatToAct }, name) => `It is ${name(seatToAct)}'s turn, not ${name(seat)}'s.`,
  'check-not-allowed': ({ amountToCall }) =>
    `You cannot check: there ${amountToCall === 1 ? 'is' : 'are'} ${nEn(amountToCall)} to call. Call, raise or fold.`,
  'nothing-to-call': () => 'There is nothing to call: check or bet.',
  'amount-required': ({ action }) => `Say how much: a ${action} needs the total to ${action} to.`,
  'invalid-amount': ({ requestedTo }) => `Amounts are whole numbers of chips: ${requestedTo} is not one.`,
  'all-in-amount': ({ requestedTo, allInTo }) =>
    `All-in is your whole stack, ${nEn(allInTo)} in total this round, not ${nEn(requestedTo)}.`,
  'bet-not-allowed': ({ currentBetTo }) => `There is already a bet (to ${nEn(currentBetTo)}): call, raise or fold.`,
  'raise-not-allowed': () => 'Nobody has bet yet: bet instead of raising.',
  'not-enough-chips': ({ stack, allInTo }) =>
    `You have only ${chipsEn(stack)} behind: you can put in at most ${nEn(allInTo)} in total this round.`,
  'bet-above-pot': ({ maxTo }) => `Pot limit: you may bet at most ${nEn(maxTo)}, the size of the pot.`,
  'raise-above-pot': ({ maxTo }) => `Pot limit: you may raise to at most ${nEn(maxTo)}, the pot after your call.`,
  'all-in-above-pot': ({ allInTo, maxTo }) =>
    `Pot limit: your whole stack (${nEn(allInTo)} in total) is more than the pot allows; bet or raise to at most ${nEn(maxTo)}.`,
  'fixed-limit-size': ({ street, action, exactTo, complete }) => {
    if (complete) {
      return `Fixed limit: the all-in before you was less than half a bet, so it counts as no bet; ${STREET_EN[street]} a raise completes it to exactly ${nEn(exactTo)}${action === 'all-in' ? ', less than your whole stack' : ''}.`;
    }
    if (action === 'all-in')
      return `Fixed limit: ${STREET_EN[street]} a bet or raise goes to exactly ${nEn(exactTo)}, less than your whole stack.`;
    return `Fixed limit: ${STREET_EN[street]} you ${action} to exactly ${nEn(exactTo)}.`;
  },
  'bet-below-minimum': ({ minTo }) => `The minimum bet is ${nEn(minTo)}.`,
  'raise-below-minimum': ({ minTo, lastFullRaiseBy }) =>
    `A raise must go to at least ${nEn(minTo)}: up by at least ${nEn(lastFullRaiseBy)}, the largest bet or raise this round.`,

  'no-showdown': () => 'There is no showdown now: hands are shown only after the last betting round.',
  'hands-face-up': () => 'All hands are already face up (tournament rule): nobody shows or mucks.',
  'showdown-over': () => 'Every hand has been shown or mucked.',
  'not-your-turn-to-show': ({ seat, seatToDecide }, name) => `It is ${name(seatToDecide)}'s turn to show or muck, not ${name(seat)}'s.`,
  'last-hand-in-pot': ({ seat, potIndex }, name) =>
    `${name(seat)} is the last hand left in ${potEn(potIndex)}: everyone else in it mucked, so mucking would leave it to nobody. Show to take it.`,
};
