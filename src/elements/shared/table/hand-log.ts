/**
 * The hand history: a heading per street with its cards, a line per log entry with the rules
 * it follows, and (on `<poker-table>`) the refused steps where they were tried.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { rankOf, suitOf, type Card } from '../../../core/cards.js';
import type { HandContext, HandLogEntry, HandViolation } from '../../../machines/hand.machine.js';
import { SUIT_SYMBOL } from '../../../i18n/table-cards.js';
import { awardLine, entryCards, logLine, refusedText, type Words } from './internal/log-words.js';
import { renderRules } from './notes.js';
import { caption } from './caption.js';

/** A refused event, and how many log lines the hand had when it was tried. */
export interface RefusedRow {
  at: number;
  violation: HandViolation;
}

/** Stands in for the cards in a translated sentence; the history draws the cards there. */
const CARDS = '\u0000';

/** Cards as coloured text: `A♠ K♦`. */
export const renderCardText = (t: Words, cards: readonly Card[]): TemplateResult =>
  html`<span class="card-text"
    >${cards.map(
      (card, i) =>
        html`${i > 0 ? ' ' : ''}<span class="ct suit-${suitOf(card)}"
            >${t.term('rankLetter', rankOf(card))}${SUIT_SYMBOL[suitOf(card)]}</span
          >`,
    )}</span
  >`;

/** A log line with its cards drawn where the sentence puts them. */
function lineTemplate(t: Words, context: HandContext, entry: HandLogEntry): TemplateResult {
  const [before, after] = t.term('logLine', logLine(context, entry, CARDS)).split(CARDS);
  return after === undefined ? html`${before}` : html`${before}${renderCardText(t, entryCards(entry))}${after}`;
}

const showdownKinds = new Set<HandLogEntry['kind']>(['show', 'muck', 'award', 'uncontested']);

/** The hand history of `context`, refused steps among the lines. */
export function renderHandLog(t: Words, context: HandContext, refused: readonly RefusedRow[] = []): TemplateResult {
  const rows: TemplateResult[] = [];
  const street = (title: string, cards: readonly Card[] = []): void =>
    void rows.push(html`<li class="log-street"><span>${title}</span>${cards.length ? renderCardText(t, cards) : nothing}</li>`);
  const refusedAt = (at: number): void =>
    pushRefused(
      rows,
      refused,
      at,
      (row) =>
        html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="m5.5 5.5 9 9m0-9-9 9"></path></svg
          ><span class="sr-only">${t.term('refusedTitle')}: </span>${refusedText(t, context, row.violation.event)}`,
      (ruleIds) => renderRules(t, ruleIds),
    );
  // Blinds are posted before the cards are dealt; the history opens with the street.
  street(t.term('streetName', 'preflop'));
  let showdownTitled = false;
  context.log.forEach((entry, index) => {
    refusedAt(index);
    if (entry.kind === 'deal-hole-cards') return;
    if (entry.kind === 'deal-board') return street(t.term('streetName', entry.street), entry.cards);
    if (!showdownTitled && showdownKinds.has(entry.kind)) {
      showdownTitled = true;
      street(t.term('streetName', 'showdown'));
    }
    // A pot left to one player because the others mucked is won by T16 and T18.
    const ruleIds = entry.kind === 'award' && awardLine(context, entry.award).mucked.length > 0 ? ['T16', 'T18'] : entry.ruleIds;
    rows.push(renderLogLine(`kind-${entry.kind}`, lineTemplate(t, context, entry), renderRules(t, ruleIds)));
  });
  refusedAt(context.log.length);
  return renderLogFrame(t, rows, 'log-title table-name');
}

/** A line of a history (`className`: `kind-` and the log entry's kind, or `refused`): what happened, then the rules it follows. */
export const renderLogLine = (className: string, text: unknown, rules: TemplateResult | typeof nothing): TemplateResult =>
  html`<li part="log-line" class="log-line ${className}">
    <span class="log-text">${text}</span>${rules}
  </li>`;

/** Adds to `rows` the refused steps tried when the history had `at` lines: each a `refused` line, `text` and the rule it broke. */
export function pushRefused<R extends { at: number; violation: { ruleId: string } }>(
  rows: TemplateResult[],
  refused: readonly R[],
  at: number,
  text: (row: R) => unknown,
  rules: (ruleIds: readonly string[]) => TemplateResult | typeof nothing,
): void {
  for (const row of refused) if (row.at === at) rows.push(renderLogLine('refused', text(row), rules([row.violation.ruleId])));
}

/** A history around its `rows`: the caption, and the list scrolling in a region named by `labelledBy`. */
export const renderLogFrame = (t: Words, rows: readonly TemplateResult[], labelledBy: string): TemplateResult =>
  html`<section part="log" class="log">
    ${caption('log-title', t.term('logTitle'))}
    <div class="log-scroll" tabindex="0" role="region" aria-labelledby=${labelledBy}>
      <ol class="log-lines">
        ${rows}
      </ol>
    </div>
  </section>`;
