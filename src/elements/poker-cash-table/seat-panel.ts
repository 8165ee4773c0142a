/**
 * The reader's seat at the cash table: take a seat (or join the waiting list, C7) with a buy-in
 * (T8) and a way to be dealt in (C3); then sit out and in (C4), add chips between hands (T8),
 * leave. A render function over the table's context; the element turns its callbacks into
 * `tableMachine` events.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import type { TableContext, TableSeat } from '../../machines/table.machine.js';
import type { Words } from '../shared/table/internal/log-words.js';
import { renderRules } from '../shared/table/notes.js';
import { seatState } from './internal/table-words.js';
import { caption } from '../shared/table/caption.js';

export type CashForm = { kind: 'join'; seat: number | null };

export interface SeatPanelModel {
  context: TableContext;
  heroId: string;
  /** Set when the reader chose an empty seat or opened the buy-in form. */
  form: CashForm | null;
  /** What the reader typed into the buy-in or rebuy field (null: untouched, the default shows). */
  amountText: string | null;
  /** Why the buy-in or rebuy in the field cannot be taken (shown at the field), or ''. */
  fieldError: string;
  postNow: boolean;
  /** The reader's stack in the hand being played (T8: the seat keeps the stack the hand started with), if dealt in. */
  handStack: number | null;
}

export interface SeatPanelActions {
  choose(seat: number | null): void;
  cancel(): void;
  join(seat: number | null, buyIn: string, postNow: boolean): void;
  leave(): void;
  /** Cancels leaving after this hand. */
  stay(): void;
  sitOut(): void;
  sitIn(postBigBlind: boolean): void;
  rebuy(amount: string): void;
  amount(text: string): void;
  postNow(value: boolean): void;
}

/** The reader's seat: take one (or join the waiting list), then sit out, sit in, add chips, leave. */
export function renderSeatPanel(t: Words, model: SeatPanelModel, act: SeatPanelActions): TemplateResult {
  const rules = (ruleIds: readonly string[]): TemplateResult | typeof nothing => renderRules(t, ruleIds);
  const { context, heroId } = model;
  const { min, max } = context.config.buyIn;
  const index = context.seats.findIndex((s) => s?.player === heroId);
  const seat = index >= 0 ? (context.seats[index] as TableSeat) : null;
  const place = context.queue.findIndex((q) => q.player === heroId) + 1;
  const free = context.seats.filter((s) => s === null).length;
  // A text field (numeric keyboard): what the reader typed is kept as typed, so an empty or
  // non-numeric entry is reported at the field instead of being read as the default.
  const field = (id: string, label: string, fallback: number): TemplateResult =>
    html`<div class="cash-field">
      <label class="cash-label" for=${id}>${label}</label>
      <input
        part="buy-in"
        id=${id}
        class="amount"
        type="text"
        inputmode="numeric"
        autocomplete="off"
        .value=${live(model.amountText ?? String(fallback))}
        aria-invalid=${model.fieldError ? 'true' : 'false'}
        aria-describedby=${ifDefined(model.fieldError ? `${id}-error` : undefined)}
        @input=${(event: Event) => act.amount((event.target as HTMLInputElement).value)}
      />
      ${model.fieldError ? html`<p part="error" class="field-error" id="${id}-error" role="alert">${model.fieldError}</p>` : nothing}
    </div>`;

  let body: TemplateResult;
  if (seat) {
    // Dealt into the running hand: playing, whatever the seat waited for before (C3); leaving or
    // sitting out after this hand says so first.
    const seen = seatState(seat);
    const state = model.handStack !== null && (seen === 'waiting' || seen === 'posting') ? 'active' : seen;
    const busted = seat.status === 'busted';
    const room = Math.max(0, max - seat.stack);
    const low = busted ? min : Math.min(1, room);
    const sittingOut = seat.status === 'sitting-out' || seat.sitOutAfterHand;
    body = html`<p class="cash-status">${t.term('heroStatus', index + 1, model.handStack ?? seat.stack, state)}</p>
      <div class="cash-buttons">
        ${
          seat.leaveAfterHand
            ? html`<button part="table-action" class="action primary" type="button" @click=${act.stay}>${t.term('stayAtTable')}</button>`
            : sittingOut
              ? seat.missedBigBlind && seat.status === 'sitting-out'
                ? html`<button part="table-action" class="action primary" type="button" @click=${() => act.sitIn(false)}>
                    ${t.term('sitIn')}: ${t.term('waitForBigBlind')}
                  </button>
                  <button part="table-action" class="action" type="button" @click=${() => act.sitIn(true)}>
                    ${t.term('sitIn')}: ${t.term('postBigBlindNow')}</button
                  >${rules(['C3', 'C4'])}`
                : html`<button part="table-action" class="action primary" type="button" @click=${() => act.sitIn(false)}>
                  ${t.term('sitIn')}
                </button>`
              : busted
                ? nothing
                : html`<button part="table-action" class="action" type="button" @click=${act.sitOut}>${t.term('sitOut')}</button>`
        }
        ${
          seat.leaveAfterHand
            ? nothing
            : html`<button part="table-action" class="action" type="button" @click=${act.leave}>${t.term('leaveTable')}</button>`
        }
      </div>
      ${
        room > 0 && !seat.leaveAfterHand
          ? html`<form
              class="cash-form"
              novalidate
              @submit=${(event: Event) => {
                event.preventDefault();
                act.rebuy(model.amountText ?? String(busted ? max : room));
              }}
            >
              ${field('cash-add', t.term('addChipsLabel', low, room), busted ? max : room)}
              <button part="table-action" class="action ${busted ? 'primary' : ''}" type="submit">
                ${busted ? t.term('rebuy') : t.term('topUp')}
              </button>
              ${rules(['T8'])}
            </form>`
          : nothing
      }`;
  } else if (place > 0) {
    body = html`<p class="cash-status">${t.term('queued', place)}${rules(['C7'])}</p>
      <div class="cash-buttons">
        <button part="table-action" class="action" type="button" @click=${act.leave}>${t.term('leaveQueue')}</button>
      </div>`;
  } else {
    const chosen = model.form?.seat ?? null;
    const running = context.button !== null;
    body = html`<p class="cash-status">
        ${free > 0 ? t.term('notSeated', free) : html`${t.term('tableFull', context.queue.length)}${rules(['C7'])}`}
      </p>
      <form
        class="cash-form join"
        novalidate
        @submit=${(event: Event) => {
          event.preventDefault();
          act.join(chosen, model.amountText ?? String(max), model.postNow);
        }}
      >
        ${field('cash-buy-in', t.term('buyInLabel', min, max), max)}
        ${
          running && free > 0
            ? html`<fieldset class="entry">
                <legend class="cash-label">${t.term('entryLabel')}${rules(['C3'])}</legend>
                <label
                  ><input type="radio" name="entry" .checked=${live(!model.postNow)} @change=${() => act.postNow(false)} />
                  ${t.term('waitForBigBlind')}</label
                >
                <label
                  ><input type="radio" name="entry" .checked=${live(model.postNow)} @change=${() => act.postNow(true)} />
                  ${t.term('postBigBlindNow')}</label
                >
              </fieldset>`
            : nothing
        }
        <div class="cash-buttons">
          <button part="table-action" class="action primary" type="submit">
            ${free > 0 ? t.term('takeSeat', chosen === null ? null : chosen + 1) : t.term('joinQueue')}
          </button>
          ${chosen !== null ? html`<button part="table-action" class="action" type="button" @click=${act.cancel}>${t.term('cancel')}</button>` : nothing}
        </div>
      </form>`;
  }
  return html`<section part="seat-panel" class="cash-panel" aria-labelledby="seat-panel-title table-name">
    ${caption('seat-panel-title', t.term('yourSeat'))}
    ${body}
  </section>`;
}
