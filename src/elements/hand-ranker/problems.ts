/**
 * `<hand-ranker>`'s inline message for bad input: its wording (`internal/errors.ts`), the
 * English words of bad input (every hand term, `registerKitTranslations`, registered when this
 * part arrives), the message's look, and the placeholder card for text that is not a card. Fetched the first time a ranker has a problem to
 * tell, so a page whose cards are right loads none of it.
 *
 * @internal
 */
import { html, type TemplateResult } from 'lit';
import { placeholderStyles } from '../shared/card-placeholders.js';
import { alertIcon, inlineErrorStyles } from '../shared/inline-error.styles.js';
import type { Slot } from '../shared/card-slots.js';
import type { DealProblem } from './internal/deal.js';
import { errorMessage } from './internal/errors.js';
import type { HandModel } from './internal/read-input.js';
import type { Terms } from './internal/wording.js';

export { errorMessage } from './internal/errors.js';
export { registerKitTranslations } from '../../i18n/kit.js';
export { cardPlaceholder } from '../shared/card-placeholders.js';

/** The inside of the `error` part: an icon and the message. */
export const renderProblem = (t: Terms, problem: DealProblem, boardSlots: readonly Slot[], hands: readonly HandModel[]): TemplateResult =>
  html`${alertIcon}<span>${errorMessage(t, problem, boardSlots, hands)}</span>`;

export const styles = [inlineErrorStyles, placeholderStyles];
