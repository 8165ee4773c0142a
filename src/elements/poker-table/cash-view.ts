/**
 * The pieces of `<poker-table mode="cash">` that a single hand does not have: seats without a
 * hand (empty, sitting out, waiting for the big blind), the action clock, the reader's seat
 * panel (buy-in, sit out, leave, rebuy) and the table history. Plain render functions over the
 * table's context; the element wires their callbacks to `tableMachine` events.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import type { CashSeatState } from '../../i18n/translation.js';
import { tableLogChips, tableLogPlayer } from '../../core/table/log.js';
import type { PokerTableChangeDetail } from '../../events.js';
import type { TableContext, TableLogEntry, TableSeat as TableMachineSeat } from '../../machines/table.machine.js';
import { cssom } from '../shared/cssom.js';
import { seatGeometry } from './seat-geometry.js';

type Rules = (ruleIds: readonly string[]) => TemplateResult | typeof nothing;

/** How a seated player is doing, for the badge and the reader's status line. */
export function seatState(seat: TableMachineSeat): CashSeatState {
  if (seat.leaveAfterHand) return 'leaves-next';
  if (seat.sitOutAfterHand) return 'sits-out-next';
  if (!seat.connected) return 'away';
  return seat.status;
}

/** A seated player not dealt into the hand on show (or any player before the first hand). */
export function renderIdleSeat(t: HoldemLocalize, seat: TableMachineSeat, position: number, n: number, hero: boolean, clock: TemplateResult | typeof nothing): TemplateResult {
  const { x, y } = seatGeometry(position, n);
  const state = seatState(seat);
  const parts = ['seat', 'seat-idle', hero ? 'seat-hero' : ''].filter(Boolean).join(' ');
  const label = [t.term('seatLabel', seat.name, seat.stack, 0, []), seat.bot ? t.term('botLabel', seat.bot) : '', state === 'active' ? '' : t.term('seatState', state)].filter(Boolean).join(', ');
  return html`<li part=${parts} class="seat idle ${hero ? 'hero' : ''} ${position === 0 ? 'bottom' : ''} state-${state}" data-seat=${seat.player} ${cssom({ '--x': x, '--y': y })}>
    <span class="sr-only">${label}</span>
    <div class="plate" aria-hidden="true">
      ${clock}
      <span class="name-line"><span part="seat-name" class="name">${seat.name}</span>${seat.bot ? html`<span class="bot-mark" title=${t.term('botLabel', seat.bot)}>⚙\uFE0E</span>` : nothing}</span>
      <span class="stack-line">
        <span part="stack" class="stack">${t.term('chipAmount', seat.stack)}</span>
        ${state === 'active' ? nothing : html`<span part="badge" class="badge state">${t.term('seatState', state)}</span>`}
      </span>
    </div>
  </li>`;
}

/** An empty seat: a button to sit down while the reader has no seat. */
export function renderEmptySeat(t: HoldemLocalize, index: number, position: number, n: number, options: { canSit: boolean; chosen: boolean; sit: (index: number) => void }): TemplateResult {
  const { x, y } = seatGeometry(position, n);
  return html`<li part="seat seat-empty" class="seat empty ${options.chosen ? 'chosen' : ''}" data-empty-seat=${index + 1} ${cssom({ '--x': x, '--y': y })}>
    ${options.canSit
      ? html`<button part="sit-button" class="sit" type="button" aria-pressed=${options.chosen ? 'true' : 'false'} @click=${() => options.sit(index)}>
          <span class="sit-seat">${t.term('emptySeat', index + 1)}</span>
          <span class="sit-label">${t.term('sitDown')}</span>
        </button>`
      : html`<span class="free"><span class="sit-seat">${t.term('emptySeat', index + 1)}</span><span class="sit-label">${t.term('seatFree')}</span></span>`}
  </li>`;
}

/**
 * The action clock (C5) as a ring that empties: decision time, then for a disconnected player
 * the time bank in another colour. The arc's length is a CSS custom property set through the
 * CSSOM (no inline style attribute: strict CSP pages).
 */
export function renderClock(t: HoldemLocalize, context: TableContext, now: number): TemplateResult | typeof nothing {
  const turn = context.turn;
  const clock = context.config.clock;
  if (!turn || !clock) return nothing;
  const bank = turn.phase === 'time-bank';
  const total = bank ? clock.timeBankMs : clock.decisionMs;
  if (total <= 0) return nothing;
  const left = Math.max(0, Math.min(total, turn.startedAt + total - now));
  const seconds = Math.ceil(left / 1000);
  const used = (100 * (total - left)) / total;
  return html`<span part="clock${bank ? ' clock-time-bank' : ''}" class="clock ${bank ? 'time-bank' : ''}" role="timer" aria-label=${t.term('clockLeft', seconds, bank)}>
    <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle class="clock-track" cx="18" cy="18" r="15.5"></circle>
      <circle class="clock-arc" cx="18" cy="18" r="15.5" pathLength="100" ${cssom({ '--clock-used': used.toFixed(2) })}></circle>
    </svg>
    <span class="clock-seconds" aria-hidden="true">${seconds}</span>
  </span>`;
}

/**
 * The detail of `poker-table-change` for a new line of the table history: the line as data
 * (kind, hand, the player and the chips it is about) and as text in the element's language.
 */
export function tableChangeDetail(t: HoldemLocalize, entry: TableLogEntry): PokerTableChangeDetail {
  const player = tableLogPlayer(entry);
  const amount = tableLogChips(entry);
  return {
    kind: entry.kind,
    hand: entry.hand,
    ...(player !== undefined ? { player } : {}),
    ...(amount !== undefined ? { amount } : {}),
    ruleIds: [...entry.ruleIds],
    text: t.term('tableLogLine', entry),
  };
}

/**
 * The table history: seats, sit-outs, rebuys, timeouts, hands, each with its rule IDs, worded
 * in the element's language (`tableLogLine`).
 */
export function renderTableLog(t: HoldemLocalize, log: readonly TableLogEntry[], rules: Rules): TemplateResult {
  const lines = log.slice(-60);
  return html`<section part="table-log" class="log table-log">
    <h3 class="caption" id="table-log-title">${t.term('tableLogTitle')}</h3>
    <div class="log-scroll table-log-scroll" tabindex="0" role="region" aria-labelledby="table-log-title">
      <ol class="log-lines">
        ${lines.map(
          (entry) => html`<li part="table-log-line" class="log-line table-kind-${entry.kind}">
            <span class="log-text">${t.term('tableLogLine', entry)}</span>${rules(entry.ruleIds)}
          </li>`,
        )}
      </ol>
    </div>
  </section>`;
}

export type CashForm = { kind: 'join'; seat: number | null };

export interface SeatPanelModel {
  context: TableContext;
  heroId: string;
  /** Set when the reader chose an empty seat or opened the buy-in form. */
  form: CashForm | null;
  /** What the reader typed into the buy-in or rebuy field ('' for the default). */
  amountText: string;
  postNow: boolean;
  /** The reader's stack in the hand being played (T8: the seat keeps the stack the hand started with), if dealt in. */
  handStack: number | null;
}

export interface SeatPanelActions {
  choose(seat: number | null): void;
  cancel(): void;
  join(seat: number | null, buyIn: string, postNow: boolean): void;
  leave(): void;
  sitOut(): void;
  sitIn(postBigBlind: boolean): void;
  rebuy(amount: string): void;
  amount(text: string): void;
  postNow(value: boolean): void;
}

/** The reader's seat: take one (or join the waiting list), then sit out, sit in, add chips, leave. */
export function renderSeatPanel(t: HoldemLocalize, model: SeatPanelModel, act: SeatPanelActions, rules: Rules): TemplateResult {
  const { context, heroId } = model;
  const { min, max } = context.config.buyIn;
  const index = context.seats.findIndex((s) => s?.player === heroId);
  const seat = index >= 0 ? (context.seats[index] as TableMachineSeat) : null;
  const place = context.queue.findIndex((q) => q.player === heroId) + 1;
  const free = context.seats.filter((s) => s === null).length;
  const field = (id: string, label: string, low: number, high: number, fallback: number): TemplateResult => html`<label class="cash-field" for=${id}>
      <span class="cash-label">${label}</span>
      <input
        part="buy-in"
        id=${id}
        class="amount"
        type="number"
        inputmode="numeric"
        min=${low}
        max=${high}
        step="1"
        .value=${live(model.amountText === '' ? String(fallback) : model.amountText)}
        @input=${(event: Event) => act.amount((event.target as HTMLInputElement).value)}
      />
    </label>`;

  let body: TemplateResult;
  if (seat) {
    // Dealt into the running hand: playing, whatever the seat waited for before (C3).
    const state = model.handStack !== null && (seat.status === 'waiting' || seat.status === 'posting') ? 'active' : seatState(seat);
    const busted = seat.status === 'busted';
    const room = Math.max(0, max - seat.stack);
    const low = busted ? min : Math.min(1, room);
    const sittingOut = seat.status === 'sitting-out' || seat.sitOutAfterHand;
    body = html`<p class="cash-status">${t.term('heroStatus', index + 1, model.handStack ?? seat.stack, state)}</p>
      <div class="cash-buttons">
        ${sittingOut
          ? seat.missedBigBlind && seat.status === 'sitting-out'
            ? html`<button part="table-action" class="action primary" type="button" @click=${() => act.sitIn(false)}>${t.term('sitIn')}: ${t.term('waitForBigBlind')}</button>
                <button part="table-action" class="action" type="button" @click=${() => act.sitIn(true)}>${t.term('sitIn')}: ${t.term('postBigBlindNow')}</button>${rules(['C3', 'C4'])}`
            : html`<button part="table-action" class="action primary" type="button" @click=${() => act.sitIn(false)}>${t.term('sitIn')}</button>`
          : busted
            ? nothing
            : html`<button part="table-action" class="action" type="button" @click=${act.sitOut}>${t.term('sitOut')}</button>`}
        <button part="table-action" class="action" type="button" ?disabled=${seat.leaveAfterHand} @click=${act.leave}>${t.term('leaveTable')}</button>
      </div>
      ${room > 0
        ? html`<form class="cash-form" novalidate @submit=${(event: Event) => {
            event.preventDefault();
            act.rebuy(model.amountText === '' ? String(busted ? max : room) : model.amountText);
          }}>
            ${field('cash-add', t.term('addChipsLabel', low, room), low, room, busted ? max : room)}
            <button part="table-action" class="action ${busted ? 'primary' : ''}" type="submit">${busted ? t.term('rebuy') : t.term('topUp')}</button>
            ${rules(['T8'])}
          </form>`
        : nothing}`;
  } else if (place > 0) {
    body = html`<p class="cash-status">${t.term('queued', place)}${rules(['C7'])}</p>
      <div class="cash-buttons"><button part="table-action" class="action" type="button" @click=${act.leave}>${t.term('leaveQueue')}</button></div>`;
  } else {
    const chosen = model.form?.seat ?? null;
    const running = context.button !== null;
    body = html`<p class="cash-status">${free > 0 ? t.term('notSeated', free) : html`${t.term('tableFull', context.queue.length)}${rules(['C7'])}`}</p>
      <form class="cash-form join" novalidate @submit=${(event: Event) => {
        event.preventDefault();
        act.join(chosen, model.amountText === '' ? String(max) : model.amountText, model.postNow);
      }}>
        ${field('cash-buy-in', t.term('buyInLabel', min, max), min, max, max)}
        ${running && free > 0
          ? html`<fieldset class="entry">
              <legend class="cash-label">${t.term('entryLabel')}${rules(['C3'])}</legend>
              <label><input type="radio" name="entry" .checked=${live(!model.postNow)} @change=${() => act.postNow(false)} /> ${t.term('waitForBigBlind')}</label>
              <label><input type="radio" name="entry" .checked=${live(model.postNow)} @change=${() => act.postNow(true)} /> ${t.term('postBigBlindNow')}</label>
            </fieldset>`
          : nothing}
        <div class="cash-buttons">
          <button part="table-action" class="action primary" type="submit">${free > 0 ? t.term('takeSeat', chosen === null ? null : chosen + 1) : t.term('joinQueue')}</button>
          ${chosen !== null ? html`<button part="table-action" class="action" type="button" @click=${act.cancel}>${t.term('cancel')}</button>` : nothing}
        </div>
      </form>`;
  }
  return html`<section part="seat-panel" class="cash-panel" aria-labelledby="seat-panel-title">
    <h3 class="caption" id="seat-panel-title">${t.term('yourSeat')}</h3>
    ${body}
  </section>`;
}
