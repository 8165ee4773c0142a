/**
 * `<pot-calculator>`'s showdown (T17): the hands of the players who show cards, valued and
 * ranked by core's `showdownValues`. Fetched the first time a calculator has hands to compare, so a
 * page that only splits chips (amounts, folds, a finishing order) never loads the hand
 * evaluator. The hand terms (`handTitle` for the award's hand) come with it.
 *
 * @internal
 */
import { showdownValues } from '../../core/showdown.js';
import type { Showdown } from './internal/outcome.js';

/** The hand terms (`handTitle` names the hand that won in the change event's detail). */
export { registerKitTranslations } from '../../i18n/kit.js';

/** Each seat's hand value (for `awardPots`) and hand: core's `showdownValues`. */
export const showdown: Showdown = showdownValues;
