import { html, type TemplateResult } from 'lit';
import type { TableLogEntry } from '../../machines/table.machine.js';
import type { Words } from '../shared/table/internal/log-words.js';
import { renderRules } from '../shared/table/notes.js';
import { caption } from '../shared/table/caption.js';

/**
 * The table history: seats, sit-outs, rebuys, timeouts, hands, each with its rule IDs, worded
 * in the element's language (`tableLogLine`).
 */
export function renderTableLog(t: Words, log: readonly TableLogEntry[]): TemplateResult {
  const lines = log.slice(-60);
  return html`<section part="table-log" class="log table-log">
    ${caption('table-log-title', t.term('tableLogTitle'))}
    <div class="log-scroll table-log-scroll" tabindex="0" role="region" aria-labelledby="table-log-title table-name">
      <ol class="log-lines">
        ${lines.map(
          (entry) =>
            html`<li part="table-log-line" class="log-line table-kind-${entry.kind}">
              <span class="log-text">${t.term('tableLogLine', entry)}</span>${renderRules(t, entry.ruleIds)}
            </li>`,
        )}
      </ol>
    </div>
  </section>`;
}
