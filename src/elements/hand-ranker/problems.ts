/**
 * `<hand-ranker>`'s inline message for bad input: its wording (`internal/errors.ts`), the
 * English words of bad input (every hand term, `registerKitTranslations`, registered when this
 * part arrives) and the message's look. Fetched the first time a ranker has a problem to
 * tell, so a page whose cards are right loads none of it.
 *
 * @internal
 */
import { html, type TemplateResult } from 'lit';
import { inlineErrorStyles } from '../shared/inline-error.styles.js';
import type { Slot } from '../shared/card-slots.js';
import type { DealProblem } from './internal/deal.js';
import { errorMessage } from './internal/errors.js';
import type { HandModel } from './internal/read-input.js';
import type { Terms } from './internal/wording.js';

export { errorMessage } from './internal/errors.js';
export { registerKitTranslations } from '../../i18n/kit.js';

const ALERT_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <circle cx="12" cy="12" r="9.5"></circle>
  <path d="M12 7v6M12 16.5v.5"></path>
</svg>`;

/** The inside of the `error` part: an icon and the message. */
export const renderProblem = (t: Terms, problem: DealProblem, boardSlots: readonly Slot[], hands: readonly HandModel[]): TemplateResult =>
  html`${ALERT_ICON}<span>${errorMessage(t, problem, boardSlots, hands)}</span>`;

export const styles = inlineErrorStyles;
