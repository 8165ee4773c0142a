/**
 * `<pot-calculator>`'s inline message for bad input: its wording (`internal/errors.ts`), the
 * English words of bad input (registered when this part arrives), the message's look and the
 * stale pots' (the last good ones, while a value is bad).
 * Fetched the first time a calculator has a problem to tell, or is editable (the editor's
 * labels name fields with `fieldName`), so a page whose values are right loads none of it.
 *
 * @internal
 */
import { css, html, type TemplateResult } from 'lit';
import { alertIcon, inlineErrorStyles } from '../shared/inline-error.styles.js';
import { errorMessage } from './internal/errors.js';
import type { Problem } from './internal/outcome.js';
import type { Terms } from './internal/wording.js';

export { errorMessage, registerPotErrorWords } from './internal/errors.js';

/** The inside of the `error` part: an icon and the first four problems, a line each. */
export const renderProblems = (t: Terms, problems: readonly Problem[]): TemplateResult =>
  html`${alertIcon}
    <div class="error-lines">${problems.slice(0, 4).map((problem) => html`<p>${errorMessage(t, problem)}</p>`)}</div>`;

export const styles = [
  inlineErrorStyles,
  css`
    /* The last good pots while a value is bad. */
    .is-stale .plot,
    .is-stale .pots {
      filter: saturate(0.35);
    }
    .error-lines p {
      margin: 0;
    }
    .error-lines p + p {
      margin-block-start: 0.25rem;
    }
  `,
];
