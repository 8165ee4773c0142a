/**
 * The action clock (C5) of the cash table: the time on the table's clock, a redraw once a
 * second while it runs for a player, and how it is drawn: a ring at the seat to act that
 * empties, and the seconds left in the action bar.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { TableContext } from '../../machines/table.machine.js';
import { cssom } from '../shared/cssom.js';
import type { Words } from '../shared/table/internal/log-words.js';

/** The seat to act's time: in the time bank or not, the time it has in all and left, in ms. */
function timeLeft(context: TableContext, now: number): { bank: boolean; total: number; left: number } | null {
  const turn = context.turn;
  const clock = context.config.clock;
  if (!turn || !clock) return null;
  const bank = turn.phase === 'time-bank';
  const total = bank ? clock.timeBankMs : clock.decisionMs;
  if (total <= 0) return null;
  return { bank, total, left: Math.max(0, Math.min(total, turn.startedAt + total - now)) };
}

/**
 * The clock as a ring that empties: decision time, then for a disconnected player the time
 * bank in another colour. The arc's length is a CSS custom property set through the CSSOM (no
 * inline style attribute: strict CSP pages).
 */
export function renderClock(t: Words, context: TableContext, now: number): TemplateResult | typeof nothing {
  const time = timeLeft(context, now);
  if (!time) return nothing;
  const { bank, total, left } = time;
  const seconds = Math.ceil(left / 1000);
  const used = (100 * (total - left)) / total;
  return html`<span
    part="clock${bank ? ' clock-time-bank' : ''}"
    class="clock ${bank ? 'time-bank' : ''}"
    role="timer"
    aria-label=${t.term('clockLeft', seconds, bank)}
  >
    <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle class="clock-track" cx="18" cy="18" r="15.5"></circle>
      <circle class="clock-arc" cx="18" cy="18" r="15.5" pathLength="100" ${cssom({ '--clock-used': used.toFixed(2) })}></circle>
    </svg>
    <span class="clock-seconds" aria-hidden="true">${seconds}</span>
  </span>`;
}

/** The seconds left, in the action bar's title. */
export function renderClockText(t: Words, context: TableContext, now: number): TemplateResult | typeof nothing {
  const time = timeLeft(context, now);
  if (!time) return nothing;
  return html`<span class="clock-text ${time.bank ? 'time-bank' : ''}"
    >${t.term('clockLeft', Math.ceil(time.left / 1000), time.bank)}</span
  >`;
}

/** The time on the table's clock, and a redraw of the element once a second while the clock runs for a player. */
export class ActionClock implements ReactiveController {
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The time on the table's clock (a `SimulatedClock`'s in tests). */
    readonly now: () => number,
    private readonly running: () => boolean,
  ) {
    host.addController(this);
  }

  /** The clock runs for a player now (not while a computer player thinks). */
  runs(): boolean {
    return this.running();
  }

  hostUpdated(): void {
    this.tick(this.runs());
  }

  // A move in the DOM (append elsewhere) disconnects and connects again without an update.
  hostConnected(): void {
    this.tick(this.runs());
  }

  hostDisconnected(): void {
    this.tick(false);
  }

  private tick(on: boolean): void {
    if (on && this.ticker === undefined && this.host.isConnected) this.ticker = setInterval(() => this.host.requestUpdate(), 1000);
    else if (!on && this.ticker !== undefined) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }
}
