/**
 * `<pot-calculator>`'s picture: a column per player, a band per pot, so each pot reads as
 * a coloured layer across the players who may win it; folded chips drawn as dead money,
 * uncalled chips as returned. Screen readers get the same numbers as a table.
 *
 * @internal
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cssom } from '../shared/cssom.js';
import { columnChartWidth, fitStep, type ColumnText } from './internal/chart-fit.js';
import type { Outcome, OutcomeRow } from './internal/outcome.js';
import { statusOf } from './internal/read-input.js';
import { potColour, type PotView } from './view.js';

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
    'grid-template-columns': `minmax(var(--_axis), max-content) repeat(${rows.length}, minmax(var(--_column-min), 1fr))`,
  };
  const fit = fitStep(chartWidth(view, outcome));

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

  // The columns while every seat's labels fit, the list of bars below that width (the `fit-` class).
  return html`<figure part="chart" class="chart fit-${fit}" aria-labelledby="chart-caption">
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
                  ${showsNumber(share.folded, fraction) ? html`<span class="num">${t.term('chipAmount', share.amount)}</span>` : nothing}
                </div>
              </div>`;
            })}`;
        })}
        <div class="axis-foot" ${cssom(at(bandRows.length + 1, 1))}></div>
        ${rows.map((row, c) => renderColumnLabel(view, outcome, row, totals[row.id], at(bandRows.length + 1, c + 2)))}
      </div>
    </div>
    ${renderSeatList(view, outcome)} ${renderChartTable(view, outcome)}
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
  return html`<div part="column-label" class="column-label ${row.folded ? 'is-folded' : ''}" ${cssom(position)}>
    ${seatLabel(view, outcome, row, collects)}
  </div>`;
}

/** What a seat's label shows, in the columns and in the list: name, button, amount, status, cards, winnings. */
function seatLabel(view: PotView, outcome: Outcome, row: OutcomeRow, collects: number | undefined): TemplateResult {
  const { t } = view;
  const status = statusOf(row);
  const word = statusWord(view, row);
  return html`<span class="name-line">
      <span part="player-name" class="player-name">${view.names.nameOf(row)}</span>
      ${row.id === outcome.button ? html`<span part="dealer-button" class="dealer" title=${t.term('button')}>D</span>` : nothing}
    </span>
    <span part="player-amount" class="player-amount">${t.term('chipAmount', row.amount)}</span>
    ${word ? html`<span part="badge badge-${status}" class="badge badge-${status}">${word}</span>` : nothing}
    ${
      row.cards.length > 0 && view.cards
        ? html`<span class="mini-cards">${row.cards.map((card) => view.cards!.cardImage(view, card, 'mini-card', row.folded))}</span>`
        : nothing
    }
    ${collects ? html`<span part="winnings" class="winnings">+${t.term('chipAmount', collects)}</span>` : nothing}`;
}

/** Status word of a row for its badge, or null for a player still in. */
function statusWord(view: PotView, row: OutcomeRow): string | null {
  const status = statusOf(row);
  return status === 'in' ? null : status === 'folded' ? view.t.term('statusFolded') : view.t.term('statusAllIn');
}

/** Whether a share's number is drawn in its segment (folded chips only when they fill half the band or more). */
const showsNumber = (folded: boolean, fraction: number): boolean => !folded || fraction >= 0.5;

/** The width (rem) the column chart needs for every label to show whole (`internal/chart-fit.ts`). */
function chartWidth(view: PotView, outcome: Outcome): number {
  const { t } = view;
  const { layers, returned, pots } = outcome.pots;
  const totals = outcome.awards?.totals ?? {};
  const columns = outcome.rows.map((row): ColumnText => {
    const numbers = layers.flatMap((layer) => {
      const share = layer.shares.find((s) => s.seat === row.id);
      const range = layer.to - layer.from;
      return share && showsNumber(share.folded, share.amount / range) ? [t.term('chipAmount', share.amount)] : [];
    });
    const back = returned.find((r) => r.seat === row.id);
    if (back) numbers.push(t.term('chipAmount', back.amount));
    const collects = totals[row.id];
    const badge = statusWord(view, row);
    return {
      name: view.names.nameOf(row),
      amount: t.term('chipAmount', row.amount),
      ...(badge ? { badge } : {}),
      ...(collects ? { winnings: `+${t.term('chipAmount', collects)}` } : {}),
      numbers,
      hasCards: row.cards.length > 0,
      hasButton: row.id === outcome.button,
    };
  });
  const axis = [
    ...layers.map((layer) => ({
      name: t.term('potName', layer.potIndex),
      amount: t.term('chipAmount', pots[layer.potIndex]?.amount ?? 0),
    })),
    ...(returned.length > 0
      ? [
          {
            name: t.term('returnedLabel'),
            amount: t.term(
              'chipAmount',
              returned.reduce((sum, r) => sum + r.amount, 0),
            ),
          },
        ]
      : []),
  ];
  return columnChartWidth(columns, axis);
}

/**
 * The chart on narrow widths: a line per player (name, button, amount, status, cards,
 * winnings) over a bar of their chips, the main pot first, each pot a column of the same
 * width in every bar, so the pots still read as bands, top to bottom.
 */
function renderSeatList(view: PotView, outcome: Outcome): TemplateResult {
  const { t } = view;
  const { layers, returned } = outcome.pots;
  const top = layers[layers.length - 1]?.to ?? 0;
  const maxBack = returned.reduce((max, r) => Math.max(max, r.amount), 0);
  const scale = top + maxBack || 1;
  const weight = (range: number): string => `minmax(0, ${Math.max(range / scale, MIN_BAND_SHARE).toFixed(4)}fr)`;
  const columns = {
    'grid-template-columns': [...layers.map((layer) => weight(layer.to - layer.from)), ...(maxBack > 0 ? [weight(maxBack)] : [])].join(' '),
  };
  const totals = outcome.awards?.totals ?? {};
  const number = (amount: number): TemplateResult => {
    const text = t.term('chipAmount', amount);
    // Shown only where the segment is wide enough for all of it (container queries by length).
    return html`<span class="num num-${text.length <= 3 ? 's' : text.length <= 7 ? 'm' : text.length <= 11 ? 'l' : 'xl'}">${text}</span>`;
  };
  const { pots } = outcome.pots;
  return html`<div part="seat-list" class="seat-list" aria-hidden="true">
    <ul class="pot-keys">
      ${layers.map(
        (layer) =>
          html`<li class=${potColour(layer.potIndex)}>
            <span class="key live"></span>${t.term('potName', layer.potIndex)}
            <span class="key-amount">${t.term('chipAmount', pots[layer.potIndex]?.amount ?? 0)}</span>
          </li>`,
      )}
      ${
        maxBack > 0
          ? html`<li>
              <span class="key returned"></span>${t.term('returnedLabel')}
              <span class="key-amount">${t.term(
                'chipAmount',
                returned.reduce((sum, r) => sum + r.amount, 0),
              )}</span>
            </li>`
          : nothing
      }
    </ul>
    <ol class="seats">
    ${outcome.rows.map((row) => {
      const back = returned.find((r) => r.seat === row.id);
      return html`<li part="seat" class="seat ${row.folded ? 'is-folded' : ''}">
        <div class="seat-head">${seatLabel(view, outcome, row, totals[row.id])}</div>
        <div part="seat-bar" class="seat-bar" ${cssom(columns)}>
          ${layers.map((layer) => {
            const share = layer.shares.find((s) => s.seat === row.id);
            const colour = potColour(layer.potIndex);
            if (!share) return html`<div class="bar-cell ${colour}"></div>`;
            const fraction = Math.min(1, share.amount / (layer.to - layer.from));
            const kind = share.folded ? 'dead' : 'live';
            return html`<div class="bar-cell ${colour}">
              <div part="bar-segment bar-segment-${kind}" class="segment ${kind} ${colour}" ${cssom({ 'inline-size': `${fraction * 100}%` })}>
                ${showsNumber(share.folded, fraction) ? number(share.amount) : nothing}
              </div>
            </div>`;
          })}
          ${
            maxBack > 0
              ? html`<div class="bar-cell bar-returned">
                  ${
                    back
                      ? html`<div
                          part="bar-segment bar-segment-returned"
                          class="segment returned"
                          ${cssom({ 'inline-size': `${(back.amount / maxBack) * 100}%` })}
                        >
                          ${number(back.amount)}
                        </div>`
                      : nothing
                  }
                </div>`
              : nothing
          }
        </div>
      </li>`;
    })}
    </ol>
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
