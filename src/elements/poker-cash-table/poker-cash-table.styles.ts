import { css } from 'lit';
import { raisedBox } from '../shared/table/table-base.styles.js';

/** What `<poker-cash-table>` adds to the tables' styles: the hand number, empty and idle seats, the action clock, the seat panel. */
export const pokerCashTableStyles = css`
  .hand-number {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }

  /* ——— Seats without a hand ——— */
  .seat.empty {
    display: block;
    padding: 0;
    border: 0;
    background: none;
  }
  .seat.empty .sit,
  .seat.empty .free {
    display: grid;
    place-items: center;
    inline-size: 100%;
    min-block-size: 2.75rem;
    padding: 0.35rem 0.5rem;
    border: 1.5px dashed var(--_plate-border);
    border-radius: 0.75rem;
    background: color-mix(in srgb, var(--_raised) 60%, transparent);
    color: var(--_muted);
    font-size: 0.8125rem;
    font-weight: 650;
  }
  .seat.empty .sit,
  .seat.empty .free {
    gap: 0;
    line-height: 1.2;
    cursor: pointer;
    color: var(--_text);
    border-color: var(--_felt);
  }
  .seat.empty .sit:hover,
  .seat.empty.chosen .sit {
    border-style: solid;
    background: color-mix(in srgb, var(--_felt) 18%, var(--_raised));
  }
  .seat.empty.chosen .sit {
    box-shadow: 0 0 0 2px var(--_accent);
  }
  .sit-label {
    color: var(--_muted);
    font-size: 0.75rem;
    font-weight: 550;
  }
  .seat.idle {
    grid-template-columns: minmax(0, 1fr);
  }
  .seat.idle.state-sitting-out .name,
  .seat.idle.state-busted .name,
  .seat.idle.state-away .name {
    color: var(--_muted);
  }
  .badge.state {
    background: color-mix(in srgb, var(--_muted) 22%, transparent);
    white-space: normal;
  }
  .bot-mark {
    color: var(--_muted);
    font-size: 0.75rem;
  }

  /* ——— The action clock (C5) ——— */
  /* Phones: at the seat's top end corner (the dealer button has the start corner). */
  .clock {
    position: absolute;
    inset-block-start: -0.7rem;
    inset-inline-end: -0.5rem;
    z-index: 2;
    display: grid;
    place-items: center;
    inline-size: 2.1rem;
    block-size: 2.1rem;
    border-radius: 50%;
    background: var(--_plate);
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
    color: var(--_text);
  }
  /* The ring sits on the seat's top end corner: a long name (an idle seat has no cards above it) stops short of it. */
  .seat:has(.clock) .name-line {
    padding-inline-end: 1.5rem;
  }
  .clock svg {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    rotate: -90deg;
  }
  .clock-track,
  .clock-arc {
    fill: none;
    stroke-width: 3.5;
  }
  .clock-track {
    stroke: color-mix(in srgb, var(--_muted) 30%, transparent);
  }
  .clock-arc {
    stroke: var(--_accent);
    stroke-linecap: round;
    stroke-dasharray: 100 100;
    stroke-dashoffset: calc(var(--clock-used, 0) * 1px);
    transition: stroke-dashoffset 1s linear;
  }
  .clock.time-bank .clock-arc {
    stroke: var(--_danger);
    stroke-dasharray: 4 3;
    stroke-linecap: butt;
  }
  .clock.time-bank {
    background: var(--_danger-surface);
    color: var(--_danger);
  }
  .clock-seconds {
    position: relative;
    font-size: 0.75rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .clock-text {
    margin-inline-start: auto;
    padding: 0 0.5rem;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_accent) 22%, transparent);
    font-size: 0.8125rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .clock-text.time-bank {
    background: var(--_danger-surface);
    color: var(--_danger);
  }
  @media (prefers-reduced-motion: reduce) {
    .clock-arc {
      transition: none;
    }
  }

  /* ——— The reader's seat ——— */
  .cash-panel {
    display: grid;
    gap: 0.5rem;
    ${raisedBox};
    min-inline-size: 0;
  }
  .cash-status {
    margin: 0;
  }
  .cash-form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.5rem;
    margin: 0;
  }
  .cash-form.join {
    display: grid;
  }
  .cash-field {
    display: grid;
    gap: 0.2rem;
    min-inline-size: 0;
  }
  .cash-label {
    color: var(--_muted);
    font-size: 0.8125rem;
    font-weight: 650;
  }
  .cash-field .amount {
    inline-size: 9rem;
    max-inline-size: 100%;
  }
  .field-error {
    margin: 0;
    max-inline-size: 32rem;
    color: var(--_danger);
    font-size: 0.875rem;
    font-weight: 600;
  }
  .amount[aria-invalid='true'] {
    border-color: var(--_danger);
    box-shadow: inset 0 0 0 1px var(--_danger);
  }
  .cash-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .entry {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .entry label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  .entry input {
    accent-color: var(--_felt);
    inline-size: 1.1rem;
    block-size: 1.1rem;
  }

  @container poker-table (min-width: 40rem) {
    .seat.empty {
      inline-size: clamp(6rem, 12cqw, 7.5rem);
    }
    .seat.idle .plate {
      margin-block-start: 0;
    }
    .seat:has(.clock) .name-line {
      padding-inline-end: 0;
    }
    .clock {
      inset-block-start: -0.9rem;
      inset-inline-start: -0.9rem;
      inset-inline-end: auto;
    }
  }
  @container poker-table (min-width: 52rem) {
    .cash-panel {
      grid-area: more;
    }
    /* Wide: the hand's history and the table's side by side, the statechart under them. */
    .base.cash .lower:has(> .log:not(.table-log)) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
    .base.cash .lower:has(> .log:not(.table-log)) > .state {
      grid-column: 1 / -1;
    }
  }
`;
