/**
 * The explanation panel ("Why"): notes with the rules they cite, a refusal drawn as such; and
 * the rule citations themselves (`— T11`, with what the rule says as a tooltip).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Note } from './internal/explanations.js';
import type { Words } from './internal/log-words.js';
import { caption } from './caption.js';

/** The rules a line cites, after a dash. */
export function renderRules(t: Words, ruleIds: readonly string[]): TemplateResult | typeof nothing {
  if (ruleIds.length === 0) return nothing;
  return html` <span class="rules"
    >—${ruleIds.map((id) => html` <span part="rule" class="rule" title=${t.term('ruleTitle', id)}>${t.term('ruleRef', id)}</span>`)}</span
  >`;
}

/** The notes as a live region: a reader hears what just happened and why. */
export function renderNotes(t: Words, notes: readonly Note[]): TemplateResult {
  return html`<section part="explanation" class="explanation" aria-labelledby="why-title table-name">
    ${caption('why-title', t.term('explanationTitle'))}
    <div role="status">
      <ul class="notes">
        ${notes.map(
          (note) =>
            html`<li part="note" class="note ${note.tone}">
              ${
                note.tone === 'refused'
                  ? html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                        <circle cx="10" cy="10" r="8"></circle>
                        <path d="m6.5 6.5 7 7m0-7-7 7"></path>
                      </svg>
                      <span class="sr-only">${t.term('refusedTitle')}:</span>`
                  : nothing
              }
              <span class="note-body">
                <span class="note-text">${note.text}${renderRules(t, note.ruleIds)}</span>
                ${note.detail ? html`<span class="note-detail">${note.detail}</span>` : nothing}
              </span>
            </li>`,
        )}
      </ul>
    </div>
  </section>`;
}

/** The inline message for bad input (`role="alert"`). */
export const renderAlert = (message: string): TemplateResult =>
  html`<div part="error" class="error" role="alert" id="error">
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M10 2 1.5 17h17L10 2Zm0 5v5m0 2.2v.3"></path></svg>
    <span>${message}</span>
  </div>`;
