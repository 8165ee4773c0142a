import { css } from 'lit';
import { inlineErrorStyles, srOnly, tokenStyles } from '../tokens.styles.js';

/**
 * The styles both tables share: the kit tokens, the header, the table (a seat grid on a phone,
 * an oval from 40rem), the explanation, the action bar, the hand history (`tableBaseStyles`),
 * and the statechart panel (`statePanelStyles`, which each table adds with the part that
 * shows it on `show-state`). Each table adds its own pieces (`<poker-table>` the steps, `<poker-cash-table>` its
 * seats, clock and seat panel).
 */

const darkTable = css`
  --_rail: var(--poker-table-rail, #241a14);
  --_rail-edge: #3a2a20;
  --_plate: #1b2228;
  --_plate-border: #39434d;
  --_red: #ff8a80;
  --_chip: var(--poker-table-chip, #e5484d);
  --_note-now: #c9d3dc;
`;

/** A raised box on the table's panel: the explanation, the action bar, the cash table's seat panel. */
export const raisedBox = css`
  padding: 0.75rem 0.875rem;
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) - 0.25rem);
  background: var(--_raised);
`;

export const tableBaseStyles = [
  tokenStyles,
  srOnly,
  inlineErrorStyles,
  css`
    :host {
      display: block;
      container: poker-table / inline-size;
      color: var(--_text);
      font-family: var(--_font);
      font-size: 1rem;
      line-height: 1.45;
      --_rail: var(--poker-table-rail, #3b2a20);
      --_rail-edge: #5a4130;
      --_plate: #ffffff;
      --_plate-border: #d6d1c5;
      --_red: var(--poker-card-red, #c8102e);
      --_chip: var(--poker-table-chip, #c8102e);
      --_chip-edge: var(--poker-table-chip-edge, #fff);
      --_note-now: var(--_muted);
      --_board-card: clamp(2.3rem, 15cqi, 3.3rem);
      --_hole-card: 2rem;
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        ${darkTable}
      }
    }
    :host([theme='dark']) {
      ${darkTable}
    }
    :host([hidden]) {
      display: none;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    button,
    input {
      font: inherit;
      color: inherit;
    }
    button:focus-visible,
    input:focus-visible,
    .bar-title:focus-visible,
    .log-scroll:focus-visible {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    h3 {
      margin: 0;
    }
    .caption {
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.08em;
      text-transform: uppercase;
    }

    .base {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.875rem;
      padding: clamp(0.625rem, 2.5cqi, 1.25rem);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
      min-inline-size: 0;
    }

    /* ——— Header ——— */
    .header {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: 0.25rem 1rem;
    }
    .game,
    .phase {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.75rem;
    }
    .structure {
      font-weight: 750;
      font-size: 1.0625rem;
    }
    .stakes {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }
    .street {
      padding: 0.1rem 0.6rem;
      border-radius: 999px;
      background: var(--_felt);
      color: var(--_felt-ink);
      font-size: 0.8125rem;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
    .street.done {
      background: var(--_raised);
      color: var(--_text);
      border: 1px solid var(--_border);
      text-transform: none;
      letter-spacing: 0;
    }
    .pot-total {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }
    .pot-total strong {
      color: var(--_text);
      font-size: 1.125rem;
    }

    /* ——— The table: compact by default (phones), an oval from 40rem ——— */
    .stage {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.875rem;
      min-inline-size: 0;
    }
    .table {
      position: relative;
      display: grid;
      gap: 0.625rem;
      min-inline-size: 0;
    }
    .felt {
      position: relative;
      border: 0.5rem solid var(--_rail);
      border-radius: 1.5rem;
      background: radial-gradient(
        120% 100% at 50% 30%,
        color-mix(in srgb, var(--_felt) 80%, white) 0%,
        var(--_felt) 55%,
        color-mix(in srgb, var(--_felt) 78%, black) 100%
      );
      box-shadow:
        0 0 0 1px var(--_rail-edge),
        inset 0 0 0 1px rgb(255 255 255 / 0.08),
        inset 0 2px 18px rgb(0 0 0 / 0.35),
        0 6px 18px rgb(0 0 0 / 0.18);
      color: var(--_felt-ink);
    }
    .felt-inner {
      display: grid;
      justify-items: center;
      align-content: center;
      gap: 0.625rem;
      padding: 0.875rem 0.5rem;
      block-size: 100%;
    }
    .board {
      display: flex;
      justify-content: center;
      gap: clamp(0.2rem, 1.2cqi, 0.5rem);
    }
    .board-card,
    .board-slot {
      inline-size: var(--_board-card);
      --poker-card-width: var(--_board-card);
    }
    .board-slot {
      aspect-ratio: 5 / 7;
      border: 1.5px dashed rgb(255 255 255 / 0.32);
      border-radius: calc(var(--_board-card) * 0.08);
    }
    .pots.empty {
      display: none;
    }
    .pots {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.375rem 0.625rem;
      margin: 0;
      padding: 0;
      list-style: none;
      min-block-size: 1.5rem;
    }
    .pot {
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
      padding: 0.2rem 0.65rem 0.2rem 0.35rem;
      border-radius: 999px;
      background: rgb(0 0 0 / 0.28);
      box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.12);
      font-size: 0.8125rem;
      line-height: 1.25;
    }
    .pot.won {
      background: rgb(0 0 0 / 0.38);
    }
    .pot-chips {
      position: relative;
      inline-size: 1.15rem;
      block-size: 1.15rem;
      flex: none;
    }
    .pot-chips i,
    .chip,
    .fx-chip {
      display: block;
      inline-size: 1rem;
      block-size: 1rem;
      border-radius: 50%;
      background:
        radial-gradient(circle, var(--_chip) 0 42%, transparent 43%),
        repeating-conic-gradient(var(--_chip) 0 30deg, var(--_chip-edge) 30deg 45deg);
      box-shadow:
        0 1px 2px rgb(0 0 0 / 0.45),
        inset 0 0 0 1px rgb(0 0 0 / 0.25);
    }
    .pot-chips i {
      position: absolute;
      inset-inline-start: 0;
      inline-size: 1.15rem;
      block-size: 1.15rem;
    }
    .pot-chips i:nth-child(1) {
      top: 0.2rem;
    }
    .pot-chips i:nth-child(2) {
      top: 0.05rem;
    }
    .pot-chips i:nth-child(3) {
      top: -0.1rem;
    }
    .pot-text {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 0.35rem;
    }
    .pot-name {
      opacity: 0.9;
    }
    .pot-amount {
      font-weight: 750;
      font-variant-numeric: tabular-nums;
    }
    .pot-eligible,
    .pot-winner {
      font-size: 0.75rem;
      opacity: 0.85;
    }
    .pot-winner {
      color: var(--_accent);
      opacity: 1;
      font-weight: 650;
    }

    .seats {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.4rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    /* Cards above the plate: beside them a 1,000,000,000-chip stack would not fit a phone's half-width seat. */
    .seat {
      position: relative;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      align-content: start;
      gap: 0.3rem;
      padding: 0.4rem 0.5rem;
      border: 1px solid var(--_plate-border);
      border-radius: 0.75rem;
      background: var(--_raised);
      min-inline-size: 0;
    }
    /* The cards side by side: the second covering the first would hide its suit (compact faces draw it on the right). */
    .hole {
      display: flex;
      gap: 2px;
    }
    .hole-card {
      inline-size: var(--_hole-card);
      --poker-card-width: var(--_hole-card);
    }
    .plate {
      display: grid;
      gap: 0.05rem;
      min-inline-size: 0;
      line-height: 1.25;
    }
    .name-line,
    .stack-line {
      display: flex;
      align-items: center;
      gap: 0.3rem;
      min-inline-size: 0;
    }
    .stack-line {
      flex-wrap: wrap;
    }
    .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-weight: 700;
      font-size: 0.9375rem;
    }
    .stack {
      color: var(--_muted);
      font-size: 0.8125rem;
      font-variant-numeric: tabular-nums;
    }
    .dealer {
      display: inline-grid;
      place-items: center;
      flex: none;
      inline-size: 1.25rem;
      block-size: 1.25rem;
      border-radius: 50%;
      background: #fff;
      color: #1c2126;
      box-shadow:
        0 0 0 1.5px var(--_accent),
        0 1px 3px rgb(0 0 0 / 0.35);
      font-size: 0.6875rem;
      font-weight: 800;
    }
    /* Phones: the button sits on the seat's corner, leaving the line to the name. */
    .seat > .plate .dealer {
      position: absolute;
      inset-block-start: -0.45rem;
      inset-inline-start: -0.45rem;
      z-index: 1;
    }
    .badge {
      padding: 0 0.35rem;
      border-radius: 999px;
      background: var(--_border);
      color: var(--_text);
      font-size: 0.6875rem;
      font-weight: 700;
      line-height: 1.35;
      white-space: nowrap;
    }
    .badge.all-in {
      background: var(--_danger);
      color: var(--_danger-surface);
    }
    .badge.won {
      justify-self: start;
      background: var(--_win);
      color: var(--_win-surface);
      font-size: 0.75rem;
    }
    .hand-name {
      font-size: 0.75rem;
      color: var(--_muted);
      overflow-wrap: anywhere;
    }
    .bet {
      display: inline-flex;
      align-items: center;
      gap: 0.3rem;
      font-size: 0.8125rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .bet-inline {
      justify-self: start;
      padding: 0.05rem 0.45rem 0.05rem 0.15rem;
      border-radius: 999px;
      background: color-mix(in srgb, var(--_felt) 14%, transparent);
    }
    .bet-spot {
      display: none;
    }
    .seat.to-act {
      border-color: var(--_accent);
      box-shadow: 0 0 0 2px var(--_accent);
    }
    /* A folded seat fades its cards, not its words: the name, the stack and the badge keep their contrast (4.5:1). */
    .seat.folded .hole {
      opacity: 0.5;
    }
    .seat.folded .name,
    .seat.folded .stack {
      color: var(--_muted);
    }
    .seat.winner {
      border-color: var(--_win);
      background: var(--_win-surface);
    }
    .fx {
      position: absolute;
      inset: 0;
      pointer-events: none;
      overflow: visible;
    }
    .fx-chip {
      position: absolute;
      inset-block-start: -0.5rem;
      inset-inline-start: -0.5rem;
    }

    @container poker-table (min-width: 40rem) {
      .table {
        display: block;
        block-size: var(--poker-table-height, clamp(25rem, 60cqi, 36rem));
        container-type: size;
        margin-block: 0.25rem;
      }
      .felt {
        position: absolute;
        inset: 10% 6.5%;
        border-width: clamp(0.65rem, 1.8cqw, 1.1rem);
        border-radius: 999px;
      }
      .felt-inner {
        padding: 0;
        gap: 0.75rem;
      }
      .pots.empty {
        display: flex;
      }
      .board {
        --_board-card: clamp(2.8rem, 6.4cqw, 4.2rem);
      }
      .seats {
        display: block;
        position: absolute;
        inset: 0;
      }
      .seat {
        position: absolute;
        inset-inline-start: var(--x);
        inset-block-start: var(--y);
        translate: -50% -50%;
        display: grid;
        grid-template-columns: none;
        justify-items: center;
        gap: 0;
        inline-size: clamp(7rem, 14cqw, 8.75rem);
        padding: 0;
        border: 0;
        background: none;
        box-shadow: none;
      }
      /* Physical 'left' is the geometry of the oval, the same on right-to-left pages. */
      :host([dir='rtl']) .seat,
      :host(:dir(rtl)) .seat {
        inset-inline-start: auto;
        inset-inline-end: var(--x);
        translate: 50% -50%;
      }
      .hole {
        position: relative;
        z-index: 0;
        /* The plate tucks under the cards' bottom edge only, below the suit (the lowest tenth of a card is blank). */
        margin-block-end: calc(var(--_hole-card) * -0.1);
        --_hole-card: clamp(2.3rem, 5.2cqw, 2.9rem);
      }
      .plate {
        position: relative;
        z-index: 1;
        inline-size: 100%;
        justify-items: center;
        padding: 0.35rem 0.5rem 0.4rem;
        border: 1px solid var(--_plate-border);
        border-radius: 0.8rem;
        background: var(--_plate);
        box-shadow: 0 2px 8px rgb(0 0 0 / 0.22);
        text-align: center;
      }
      .name-line,
      .stack-line {
        justify-content: center;
        max-inline-size: 100%;
      }
      .name {
        max-inline-size: 100%;
      }
      .seat > .plate .dealer {
        inset-block-start: -0.55rem;
        inset-inline-start: auto;
        inset-inline-end: -0.55rem;
      }
      .badge.won {
        justify-self: center;
      }
      .bet-inline {
        display: none;
      }
      .bet-spot {
        display: inline-flex;
        position: absolute;
        inset-inline-start: 50%;
        inset-block-start: 50%;
        z-index: 2;
        translate: calc(-50% + var(--dx) * 1cqw) calc(-50% + var(--dy) * 1cqh);
        padding: 0.1rem 0.5rem 0.1rem 0.2rem;
        border-radius: 999px;
        background: rgb(0 0 0 / 0.45);
        color: #fff;
        white-space: nowrap;
      }
      :host([dir='rtl']) .bet-spot,
      :host(:dir(rtl)) .bet-spot {
        inset-inline-start: auto;
        inset-inline-end: 50%;
        translate: calc(50% + var(--dx) * 1cqw) calc(-50% + var(--dy) * 1cqh);
      }
      .seat.to-act,
      .seat.winner {
        border: 0;
        background: none;
        box-shadow: none;
      }
      .seat.to-act .plate {
        border-color: var(--_accent);
        box-shadow:
          0 0 0 2px var(--_accent),
          0 0 18px color-mix(in srgb, var(--_accent) 55%, transparent);
        animation: glow 1.8s ease-in-out infinite;
      }
      .seat.winner .plate {
        border-color: var(--_win);
        box-shadow:
          0 0 0 2px var(--_win),
          0 2px 10px rgb(0 0 0 / 0.25);
        background: var(--_win-surface);
      }
    }
    @keyframes glow {
      50% {
        box-shadow:
          0 0 0 2px var(--_accent),
          0 0 6px color-mix(in srgb, var(--_accent) 30%, transparent);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .seat.to-act .plate {
        animation: none !important;
      }
    }

    /* ——— Explanation, actions, steps ——— */
    .side {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.75rem;
      min-inline-size: 0;
    }
    /* Wide: the explanation on the left, the action bar and what the table adds (steps, the seat panel) on the right. */
    @container poker-table (min-width: 52rem) {
      .side {
        grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
        grid-template-rows: auto 1fr;
        grid-template-areas: 'why bar' 'why more';
        align-items: start;
      }
      .explanation {
        grid-area: why;
      }
      .action-bar {
        grid-area: bar;
      }
    }
    /* The explanation and the action bar: a raised box each. */
    .explanation,
    .action-bar {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      ${raisedBox}
    }
    .explanation {
      gap: 0.4rem;
    }
    .notes {
      display: grid;
      gap: 0.45rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .note {
      display: flex;
      gap: 0.45rem;
      align-items: flex-start;
      line-height: 1.4;
    }
    .note::before {
      content: '';
      flex: none;
      inline-size: 0.4rem;
      block-size: 0.4rem;
      margin-block-start: 0.5rem;
      border-radius: 50%;
      background: var(--_felt);
    }
    .note.now {
      color: var(--_note-now);
      font-size: 0.9375rem;
    }
    .note.now::before {
      background: var(--_accent);
    }
    .note.result {
      color: var(--_win);
      font-weight: 600;
    }
    .note.result::before {
      background: var(--_win);
    }
    .note.refused {
      padding: 0.55rem 0.65rem;
      border: 1px solid color-mix(in srgb, var(--_danger) 40%, transparent);
      border-radius: 0.6rem;
      background: var(--_danger-surface);
      color: var(--_danger);
      font-weight: 600;
    }
    .note.refused::before {
      display: none;
    }
    .note .icon {
      flex: none;
      inline-size: 1.25rem;
      block-size: 1.25rem;
      fill: none;
      stroke: currentColor;
      stroke-width: 1.8;
      stroke-linecap: round;
    }
    .note-body {
      display: grid;
      gap: 0.2rem;
      min-inline-size: 0;
    }
    .note-detail {
      color: var(--_text);
      font-weight: 400;
      font-size: 0.875rem;
    }
    .rules {
      white-space: nowrap;
      color: var(--_muted);
    }
    .rule {
      display: inline-block;
      padding: 0 0.35rem;
      border: 1px solid var(--_border);
      border-radius: 0.35rem;
      background: var(--_surface);
      color: var(--_text);
      font-size: 0.75rem;
      font-weight: 650;
      line-height: 1.45;
      font-variant-numeric: tabular-nums;
      cursor: help;
    }

    .action-bar {
      gap: 0.6rem;
    }
    .bar-title {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.2rem 0.75rem;
      margin: 0;
      font-weight: 700;
    }
    .to-call {
      color: var(--_muted);
      font-weight: 500;
      font-variant-numeric: tabular-nums;
    }
    .waiting .bar-title {
      color: var(--_muted);
      font-weight: 500;
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: 0.45rem;
    }
    .action {
      flex: 1 1 auto;
      min-block-size: 2.75rem;
      padding: 0.4rem 0.9rem;
      border: 1px solid var(--_border);
      border-radius: 0.65rem;
      background: var(--_surface);
      font-weight: 650;
      font-variant-numeric: tabular-nums;
      cursor: pointer;
    }
    .action:hover {
      border-color: var(--_muted);
    }
    .action.primary {
      border-color: color-mix(in srgb, var(--_accent) 70%, black);
      background: var(--_accent);
      color: var(--_accent-ink);
    }
    .action.all-in {
      border-color: var(--_danger);
      color: var(--_danger);
    }
    .sizing {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.45rem;
    }
    .presets {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .preset {
      padding: 0.2rem 0.7rem;
      border: 1px solid var(--_border);
      border-radius: 999px;
      background: var(--_surface);
      font-size: 0.8125rem;
      font-weight: 600;
      cursor: pointer;
      min-block-size: 2rem;
    }
    .preset[aria-pressed='true'] {
      border-color: var(--_accent);
      box-shadow: inset 0 0 0 1px var(--_accent);
    }
    .amount-row {
      display: flex;
      align-items: center;
      gap: 0.6rem;
    }
    .slider {
      flex: 1;
      min-inline-size: 0;
      accent-color: var(--_felt);
    }
    .amount {
      inline-size: 6.5rem;
      padding: 0.4rem 0.55rem;
      border: 1px solid var(--_border);
      border-radius: 0.5rem;
      background: var(--_surface);
      font-variant-numeric: tabular-nums;
      text-align: end;
    }
    .range {
      margin: 0;
      color: var(--_muted);
      font-size: 0.8125rem;
    }
    .range.outside {
      color: var(--_danger);
      font-weight: 600;
    }
    .amount-error {
      margin: 0;
      color: var(--_danger);
      font-size: 0.875rem;
      font-weight: 600;
    }
    .amount[aria-invalid='true'] {
      border-color: var(--_danger);
    }

    /* Very narrow (a 320 px phone inside a padded column): one seat per row, nothing cut off. */
    @container poker-table (max-width: 17rem) {
      .board {
        --_board-card: clamp(1.5rem, 12.5cqi, 2.3rem);
      }
      .seats {
        grid-template-columns: minmax(0, 1fr);
      }
    }

    /* ——— Log and statechart ——— */
    .lower {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.75rem;
    }
    .log {
      display: grid;
      gap: 0.4rem;
      min-inline-size: 0;
    }
    /* The newest line stays in view as lines come, with no script and no forced layout: the
       scroll box starts at its end (column-reverse around the one list), and the browser keeps
       it there as the list grows; a reader who scrolled up to read stays where they are. */
    .log-scroll {
      display: flex;
      flex-direction: column-reverse;
      max-block-size: 17rem;
      overflow: auto;
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) - 0.25rem);
      background: var(--_surface);
    }
    .log-lines {
      margin: 0;
      padding: 0.25rem 0;
      list-style: none;
      font-size: 0.875rem;
    }
    .log-street {
      position: sticky;
      top: 0;
      display: flex;
      align-items: baseline;
      gap: 0.6rem;
      padding: 0.3rem 0.75rem;
      background: var(--_raised);
      border-block: 1px solid var(--_border);
      font-weight: 700;
      font-size: 0.75rem;
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    .log-street .card-text {
      font-size: 0.875rem;
      letter-spacing: 0;
      text-transform: none;
    }
    .log-line {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0.1rem 0.75rem;
      padding: 0.2rem 0.75rem;
    }
    .log-line .rules {
      margin-inline-start: auto;
    }
    .log-line.kind-award,
    .log-line.kind-uncontested {
      color: var(--_win);
      font-weight: 600;
    }
    .log-line.refused {
      color: var(--_danger);
      background: var(--_danger-surface);
    }
    .log-line .icon {
      inline-size: 1rem;
      block-size: 1rem;
      margin-inline-end: 0.3rem;
      vertical-align: -0.15rem;
      fill: none;
      stroke: currentColor;
      stroke-width: 2.2;
      stroke-linecap: round;
    }
    .card-text {
      display: inline-flex;
      gap: 0.3rem;
      direction: ltr;
      unicode-bidi: isolate;
      font-weight: 700;
      white-space: nowrap;
    }
    .ct.suit-h,
    .ct.suit-d {
      color: var(--_red);
    }
  `,
];
