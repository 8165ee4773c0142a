/**
 * The cash table's places that hold no seat of the hand: a seated player not dealt in (sitting
 * out, waiting for the big blind, or any player between hands) and an empty seat with a button
 * to sit down.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableSeat } from '../../machines/table.machine.js';
import { cssom } from '../shared/cssom.js';
import { seatGeometry } from '../shared/table/internal/seat-geometry.js';
import type { Words } from '../shared/table/internal/log-words.js';
import { seatState } from './internal/table-words.js';

/** A seated player not dealt into the hand on show (or any player before the first hand). */
export function renderIdleSeat(
  t: Words,
  seat: TableSeat,
  position: number,
  n: number,
  hero: boolean,
  clock: TemplateResult | typeof nothing,
): TemplateResult {
  const { x, y } = seatGeometry(position, n);
  const state = seatState(seat);
  const parts = ['seat', 'seat-idle', hero ? 'seat-hero' : ''].filter(Boolean).join(' ');
  const label = [
    t.term('seatLabel', seat.name, seat.stack, 0, []),
    seat.bot ? t.term('botLabel', seat.bot) : '',
    state === 'active' ? '' : t.term('seatState', state),
  ]
    .filter(Boolean)
    .join(', ');
  return html`<li
    part=${parts}
    class="seat idle ${hero ? 'hero' : ''} ${position === 0 ? 'bottom' : ''} state-${state}"
    data-seat=${seat.player}
    ${cssom({ '--x': x, '--y': y })}
  >
    <span class="sr-only">${label}</span>
    <div class="plate" aria-hidden="true">
      ${clock}
      <span class="name-line"
        ><span part="seat-name" class="name" title=${seat.name}>${seat.name}</span
        >${seat.bot ? html`<span class="bot-mark" title=${t.term('botLabel', seat.bot)}>⚙︎</span>` : nothing}</span
      >
      <span class="stack-line">
        <span part="stack" class="stack">${t.term('chipAmount', seat.stack)}</span>
        ${state === 'active' ? nothing : html`<span part="badge" class="badge state">${t.term('seatState', state)}</span>`}
      </span>
    </div>
  </li>`;
}

/** An empty seat: a button to sit down while the reader has no seat. */
export function renderEmptySeat(
  t: Words,
  index: number,
  position: number,
  n: number,
  options: { canSit: boolean; chosen: boolean; sit: (index: number) => void },
): TemplateResult {
  const { x, y } = seatGeometry(position, n);
  return html`<li
    part="seat seat-empty"
    class="seat empty ${options.chosen ? 'chosen' : ''}"
    data-empty-seat=${index + 1}
    ${cssom({ '--x': x, '--y': y })}
  >
    ${
      options.canSit
        ? html`<button
            part="sit-button"
            class="sit"
            type="button"
            aria-pressed=${options.chosen ? 'true' : 'false'}
            @click=${() => options.sit(index)}
          >
            <span class="sit-seat">${t.term('emptySeat', index + 1)}</span>
            <span class="sit-label">${t.term('sitDown')}</span>
          </button>`
        : html`<span class="free"
            ><span class="sit-seat">${t.term('emptySeat', index + 1)}</span><span class="sit-label">${t.term('seatFree')}</span></span
          >`
    }
  </li>`;
}
