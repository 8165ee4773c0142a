/**
 * A range's results per hand class: the 13×13 grid coloured by each class's equity against
 * the other hands on this board (a legend under it; a cell read out on focus, "AKo: 64.1%";
 * arrow keys move, Home/End go to a row's ends) and a table of the classes, best first.
 * Fetched the first time a count of a range has finished, with its look (`styles`).
 *
 * @internal
 */
import { css, html, type TemplateResult } from 'lit';
import type { ClassEquity } from '../../core/equity/equity.js';
import { HAND_CLASS_GRID } from '../../core/equity/ranges.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { cssom } from '../shared/cssom.js';

export interface ClassView {
  t: Pick<HoldemLocalize, 'term'>;
  name: string;
  /** Ids in the shadow root are made from this (one block per range player). */
  key: string;
  classes: readonly ClassEquity[];
  /** The cell in the tab order. */
  focus: number;
  /** Moves the tab stop and the focus to a cell. */
  move(index: number): void;
  /** A cell got focus (a click, a screen reader): it becomes the tab stop. */
  focused(index: number): void;
}

export const styles = css`
  .class-results {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius, 0.75rem);
    background: var(--_raised);
  }
  .class-title {
    margin: 0;
    font-size: 1rem;
  }
  .class-body {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 44rem) {
    .class-body {
      grid-template-columns: minmax(0, 32rem) minmax(0, 1fr);
      align-items: start;
    }
  }
  .heat-map {
    display: grid;
    gap: 2px;
  }
  .heat-row {
    display: grid;
    grid-template-columns: repeat(13, minmax(0, 1fr));
    gap: 2px;
  }
  .heat-cell {
    display: grid;
    place-items: center;
    aspect-ratio: 1;
    min-inline-size: 0;
    border-radius: 3px;
    font-size: clamp(0.45rem, 1.5cqi, 0.72rem);
    font-weight: 600;
    letter-spacing: -0.02em;
    overflow: hidden;
    border: 1px dashed var(--_border);
    background: var(--_surface);
    color: var(--_muted);
    cursor: default;
  }
  .heat-cell.is-in {
    border: 1px solid transparent;
    /* Three stops: low to middle below 50%, middle to high above. */
    background: color-mix(
      in oklab,
      var(--_heat-high) calc(clamp(0, (var(--_eq, 0.5) - 0.5) * 2, 1) * 100%),
      color-mix(in oklab, var(--_heat-mid) calc(clamp(0, var(--_eq, 0.5) * 2, 1) * 100%), var(--_heat-low))
    );
    color: #1b1b1b;
  }
  .heat-cell:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
    position: relative;
    z-index: 1;
  }
  .heat-readout {
    margin: 0;
    min-block-size: 1.4em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .heat-legend {
    display: grid;
    gap: 0.2rem;
    margin: 0;
    font-size: 0.8125rem;
    color: var(--_muted);
  }
  .legend-bar {
    block-size: 0.6rem;
    border-radius: 999px;
    background: linear-gradient(to right, var(--_heat-low), var(--_heat-mid), var(--_heat-high));
  }
  .legend-bar:dir(rtl) {
    background: linear-gradient(to left, var(--_heat-low), var(--_heat-mid), var(--_heat-high));
  }
  .legend-scale {
    display: flex;
    justify-content: space-between;
    font-variant-numeric: tabular-nums;
  }
  .class-table-wrap {
    max-block-size: 22rem;
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: 0.5rem;
    background: var(--_surface);
  }
  .class-table-wrap:focus-visible {
    outline: 3px solid var(--_focus);
  }
  .class-table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
  .class-table caption {
    padding: 0.4rem 0.6rem;
    text-align: start;
    font-weight: 600;
  }
  .class-table th,
  .class-table td {
    padding: 0.25rem 0.6rem;
    text-align: end;
    border-block-start: 1px solid var(--_border);
  }
  .class-table th:first-child,
  .class-table td:first-child {
    text-align: start;
  }
  .class-table thead th {
    position: sticky;
    inset-block-start: 0;
    background: var(--_surface);
  }
  /* After the table's own rules, which it narrows. */
  @container (max-width: 30rem) {
    .class-table {
      font-size: 0.8125rem;
    }
    .class-table th,
    .class-table td {
      padding: 0.25rem 0.3rem;
    }
  }
`;

export function renderClassResults(view: ClassView): TemplateResult {
  const { t } = view;
  const byLabel = new Map(view.classes.map((c) => [c.label, c]));
  const readout = (index: number): string => {
    const label = HAND_CLASS_GRID[index];
    const cls = byLabel.get(label);
    return cls ? t.term('heatCell', label, cls.equity) : t.term('heatCellOut', label);
  };
  const onKey = (event: KeyboardEvent): void => {
    const row = Math.floor(view.focus / 13),
      col = view.focus % 13;
    const to: Record<string, number> = {
      ArrowRight: row * 13 + Math.min(12, col + 1),
      ArrowLeft: row * 13 + Math.max(0, col - 1),
      ArrowDown: Math.min(12, row + 1) * 13 + col,
      ArrowUp: Math.max(0, row - 1) * 13 + col,
      Home: event.ctrlKey ? 0 : row * 13,
      End: event.ctrlKey ? 168 : row * 13 + 12,
    };
    if (event.key in to) {
      event.preventDefault();
      view.move(to[event.key]);
    }
  };
  const title = t.term('classResultsLabel', view.name);
  const legendId = `heat-legend-${view.key}`;
  return html`<section part="class-results" class="class-results" aria-label=${title}>
    <h3 class="class-title">${title}</h3>
    <div class="class-body">
      <div class="heat-wrap">
        <div
          part="heat-map"
          class="heat-map"
          role="grid"
          aria-label=${title}
          aria-describedby=${legendId}
          @keydown=${onKey}
          @focusin=${(event: FocusEvent) => {
            const index = Number((event.target as HTMLElement).dataset.index);
            if (Number.isInteger(index) && index !== view.focus) view.focused(index);
          }}
        >
          ${Array.from(
            { length: 13 },
            (_, row) =>
              html`<div role="row" class="heat-row">
                ${HAND_CLASS_GRID.slice(row * 13, row * 13 + 13).map((label, col) => {
                  const index = row * 13 + col;
                  const cls = byLabel.get(label);
                  return html`<div
                    part="heat-cell"
                    role="gridcell"
                    class="heat-cell ${cls ? 'is-in' : ''}"
                    tabindex=${index === view.focus ? 0 : -1}
                    data-index=${index}
                    aria-label=${readout(index)}
                    ${cssom({ '--_eq': cls ? cls.equity.toFixed(4) : '' })}
                  >
                    ${label}
                  </div>`;
                })}
              </div>`,
          )}
        </div>
        <p class="heat-readout" aria-hidden="true">${readout(view.focus)}</p>
        <div part="heat-legend" class="heat-legend" id=${legendId}>
          <span class="legend-bar" aria-hidden="true"></span>
          <span class="legend-scale" aria-hidden="true"><span>0%</span><span>50%</span><span>100%</span></span>
          <span>${t.term('heatLegend')}. ${t.term('heatHint')}</span>
        </div>
      </div>
      <div class="class-table-wrap" tabindex="0" role="region" aria-label=${t.term('classTableCaption', view.name)}>
        <table part="class-table" class="class-table">
          <caption>${t.term('classTableCaption', view.name)}</caption>
          <thead>
            <tr>
              <th scope="col">${t.term('classColumn')}</th>
              <th scope="col">${t.term('frequencyColumn')}</th>
              <th scope="col">${t.term('win')}</th>
              <th scope="col">${t.term('tie')}</th>
              <th scope="col">${t.term('equity')}</th>
            </tr>
          </thead>
          <tbody>
            ${view.classes.map(
              (c) =>
                html`<tr>
                  <th scope="row">${c.label}</th>
                  <td>${t.term('percent', c.frequency)}</td>
                  <td>${t.term('percent', c.win)}</td>
                  <td>${t.term('percent', c.tie)}</td>
                  <td>${t.term('percent', c.equity)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
    </div>
  </section>`;
}
