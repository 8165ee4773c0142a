/**
 * `<pot-calculator>`'s picture: a column per player, a band per pot, so each pot reads as
 * a coloured layer across the players who may win it; folded chips drawn as dead money,
 * uncalled chips as returned. Screen readers get the same numbers as a table.
 *
 * @internal
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cssom } from '../shared/cssom.js';
import type { Outcome, OutcomeRow } from './internal/outcome.js';
import { statusOf } from './internal/read-input.js';
import { cardImage, potColour, type PotView } from './view.js';

/** Bands keep a readable height however small their pot; within a band chips are to scale. */
const MIN_BAND_SHARE = 0.14;

type Position = Record<string, string>;
const at = (row: number, column: number | string): Position => ({ 'grid-row': String(row), 'grid-column': String(column) });

export function renderChart(view: PotView, outcome: Outcome): TemplateResult {
  const { t } = view;
  const { layers, returned, pots } = outcome.pots;
  const rows = outcome.rows;
  const back = new Map(returned.map((r) => [r.seat, r.amount]));
  const top = layers[layers.length - 1]?.to ?? 0;
  const maxBack = returned.reduce((max, r) => Math.max(max, r.amount), 0);
  const scale = top + maxBack || 1;
  const weight = (range: number): string => `minmax(var(--_band-min), ${Math.max(range / scale, MIN_BAND_SHARE).toFixed(4)}fr)`;
  const bands = [...layers].reverse();
  const bandRows = [...(maxBack > 0 ? [weight(maxBack)] : []), ...bands.map((layer) => weight(layer.to - layer.from))];
  const firstBand = maxBack > 0 ? 2 : 1;
  const totals = outcome.awards?.totals ?? {};
  const hasDead = layers.some((layer) => layer.shares.some((share) => share.folded));
  const grid = {
    'grid-template-rows': `${bandRows.join(' ')} auto`,
    'grid-template-columns': `var(--_axis) repeat(${rows.length}, minmax(var(--_column-min), 1fr))`,
  };

  const returnedBand = (): TemplateResult =>
    html`<div part="axis-label" class="axis-label returned-label" ${cssom(at(1, 1))}>
        <span class="axis-name">${t.term('returnedLabel')}</span>
        <span class="axis-amount"
          >${t.term(
            'chipAmount',
            returned.reduce((sum, r) => sum + r.amount, 0),
          )}</span
        >
      </div>
      <div part="band band-returned" class="band band-returned" ${cssom(at(1, '2 / -1'))}></div>
      ${rows.map((row, c) => {
        const amount = back.get(row.id);
        if (amount === undefined) return nothing;
        return html`<div class="cell" ${cssom(at(1, c + 2))}>
          <div part="segment segment-returned" class="segment returned" ${cssom({ 'block-size': `${(amount / maxBack) * 100}%` })}>
            <span class="num">${t.term('chipAmount', amount)}</span>
          </div>
        </div>`;
      })}`;

  return html`<figure part="chart" class="chart" aria-labelledby="chart-caption">
    <figcaption id="chart-caption" class="sr-only">${t.term('chartLabel')}</figcaption>
    <div class="plot-scroll">
      <div class="plot" ${cssom(grid)} aria-hidden="true">
        ${maxBack > 0 ? returnedBand() : nothing}
        ${bands.map((layer, b) => {
          const gridRow = firstBand + b;
          const colour = potColour(layer.potIndex);
          const range = layer.to - layer.from;
          return html`<div part="axis-label" class="axis-label ${colour}" ${cssom(at(gridRow, 1))}>
              <span class="axis-name">${t.term('potName', layer.potIndex)}</span>
              <span class="axis-amount">${t.term('chipAmount', pots[layer.potIndex]?.amount ?? 0)}</span>
            </div>
            <div part="band" class="band ${colour}" ${cssom(at(gridRow, '2 / -1'))}></div>
            ${rows.map((row, c) => {
              const share = layer.shares.find((s) => s.seat === row.id);
              if (!share) return nothing;
              const fraction = share.amount / range;
              const kind = share.folded ? 'dead' : 'live';
              return html`<div class="cell" ${cssom(at(gridRow, c + 2))}>
                <div
                  part="segment segment-${kind}"
                  class="segment ${kind} ${colour}"
                  ${cssom({ 'block-size': `${Math.min(1, fraction) * 100}%` })}
                >
                  ${!share.folded || fraction >= 0.5 ? html`<span class="num">${t.term('chipAmount', share.amount)}</span>` : nothing}
                </div>
              </div>`;
            })}`;
        })}
        <div class="axis-foot" ${cssom(at(bandRows.length + 1, 1))}></div>
        ${rows.map((row, c) => renderColumnLabel(view, outcome, row, totals[row.id], at(bandRows.length + 1, c + 2)))}
      </div>
    </div>
    ${renderChartTable(view, outcome)}
    <ul part="legend" class="legend" aria-hidden="true">
      <li><span class="key live"></span>${t.term('legendLive')}</li>
      ${hasDead ? html`<li><span class="key dead"></span>${t.term('legendDead')}</li>` : nothing}
      ${maxBack > 0 ? html`<li><span class="key returned"></span>${t.term('legendReturned')}</li>` : nothing}
    </ul>
  </figure>`;
}

function renderColumnLabel(
  view: PotView,
  outcome: Outcome,
  row: OutcomeRow,
  collects: number | undefined,
  position: Position,
): TemplateResult {
  const { t } = view;
  const status = statusOf(row);
  const statusWord = status === 'folded' ? t.term('statusFolded') : t.term('statusAllIn');
  return html`<div part="column-label" class="column-label ${row.folded ? 'is-folded' : ''}" ${cssom(position)}>
    <span class="name-line">
      <span part="player-name" class="player-name">${view.names.nameOf(row)}</span>
      ${row.id === outcome.button ? html`<span part="dealer-button" class="dealer" title=${t.term('button')}>D</span>` : nothing}
    </span>
    <span part="player-amount" class="player-amount">${t.term('chipAmount', row.amount)}</span>
    ${status !== 'in' ? html`<span part="badge badge-${status}" class="badge badge-${status}" title=${statusWord}>${statusWord}</span>` : nothing}
    ${
      row.cards.length > 0
        ? html`<span class="mini-cards">${row.cards.map((card) => cardImage(view, card, 'mini-card', row.folded))}</span>`
        : nothing
    }
    ${collects ? html`<span part="winnings" class="winnings">+${t.term('chipAmount', collects)}</span>` : nothing}
  </div>`;
}

/** The picture as a table for screen readers: chips per player and pot. */
function renderChartTable(view: PotView, outcome: Outcome): TemplateResult {
  const { t } = view;
  const { layers, returned } = outcome.pots;
  const back = new Map(returned.map((r) => [r.seat, r.amount]));
  const statusNote = (row: OutcomeRow): string =>
    row.folded ? ` (${t.term('statusFolded')})` : row.allIn ? ` (${t.term('statusAllIn')})` : '';
  // Inside a clipped box: a table is never narrower than its content, whatever its own size.
  return html`<div class="sr-only">
    <table>
      <caption>
        ${t.term('chartLabel')}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t.term('player')}</th>
          <th scope="col">${t.term('putIn')}</th>
          ${layers.map((layer) => html`<th scope="col">${t.term('potName', layer.potIndex)}</th>`)}
          ${returned.length > 0 ? html`<th scope="col">${t.term('returnedLabel')}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${outcome.rows.map(
          (row) =>
            html`<tr>
              <th scope="row">${view.names.nameOf(row)}${statusNote(row)}</th>
              <td>${t.term('chipAmount', row.amount)}</td>
              ${layers.map((layer) => html`<td>${t.term('chipAmount', layer.shares.find((s) => s.seat === row.id)?.amount ?? 0)}</td>`)}
              ${returned.length > 0 ? html`<td>${t.term('chipAmount', back.get(row.id) ?? 0)}</td>` : nothing}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
