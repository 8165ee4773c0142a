/**
 * `<pot-calculator>`'s showdown (T17): the hands of the players who show cards, valued and
 * ranked by core's `winners`. Fetched the first time a calculator has hands to compare, so a
 * page that only splits chips (amounts, folds, a finishing order) never loads the hand
 * evaluator. The hand terms (`handTitle` for the award's hand) come with it.
 *
 * @internal
 */
import { winners } from '../../core/showdown.js';
import type { HandResult } from '../../core/evaluate.js';
import type { Showdown } from './internal/outcome.js';

/** The hand terms (`handTitle` names the hand that won in the change event's detail). */
export { registerKitTranslations } from '../../i18n/kit.js';

/** Each seat's hand value (for `awardPots`) and hand, from core's ranking. */
export const showdown: Showdown = (board, shown) => {
  const { ranking } = winners(
    board,
    shown.map(({ seat, cards }) => ({ id: seat, cards })),
  );
  const values: Record<string, number> = {};
  const hands: Record<string, HandResult> = {};
  for (const { id, result } of ranking) {
    values[id] = result.value;
    hands[id] = result;
  }
  return { values, hands };
};
