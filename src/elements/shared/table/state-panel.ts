/**
 * `show-state`: the statechart's current state (`hand.flop`, `table.game.playing.clock`), its
 * status, and on `<poker-table>` which events the hand accepts now.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Words } from './internal/log-words.js';
import { caption } from './caption.js';

/** A state value as a dotted path: `{ game: { playing: 'clock' } }` → `game.playing.clock`. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key}.${statePath(inner)}`)
    .join(', ');
}

/** One machine's line: its id and state value, and its status when given. */
export interface StateRow {
  id: string;
  value: unknown;
  status?: string;
}

export function renderStatePanel(t: Words, rows: readonly StateRow[], accepts?: readonly string[]): TemplateResult {
  return html`<section part="state" class="state">
    ${caption('state-title', t.term('stateTitle'))}
    <dl>
      ${rows.map(
        (row) =>
          html`<div>
            <dt>${t.term('stateValue')}</dt>
            <dd>
              <code>${row.id}.${statePath(row.value)}</code>
              ${row.status ? html`<span class="status">${t.term('stateStatus', row.status)}</span>` : nothing}
            </dd>
          </div>`,
      )}
      ${
        accepts
          ? html`<div>
              <dt>${t.term('stateAccepts')}</dt>
              <dd>${accepts.length ? accepts.map((type) => html`<code>${type}</code> `) : '—'}</dd>
            </div>`
          : nothing
      }
    </dl>
  </section>`;
}
