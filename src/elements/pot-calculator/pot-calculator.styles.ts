import { css } from 'lit';
import { buttonStyles } from '../shared/button.styles.js';
import { panelStyles } from '../shared/panel.styles.js';
import { srOnly, tokenStyles } from '../shared/tokens.styles.js';
import { chartFitStyles } from './chart-fit.styles.js';

/** Pot colours for the dark theme: light enough for dark numbers on them. */
const darkPots = css`
  --_pot-1: var(--pot-calculator-pot-1, #6fcf97);
  --_pot-2: var(--pot-calculator-pot-2, #8cb8f2);
  --_pot-3: var(--pot-calculator-pot-3, #f2a766);
  --_pot-4: var(--pot-calculator-pot-4, #c7a6f5);
  --_pot-5: var(--pot-calculator-pot-5, #f495b6);
  --_pot-6: var(--pot-calculator-pot-6, #6fd2da);
  --_pot-ink: var(--pot-calculator-pot-text, #0d1417);
  --_dealer: #f4f1ea;
`;

export const potCalculatorStyles = [
  tokenStyles,
  srOnly,
  panelStyles,
  buttonStyles,
  css`
    :host {
      container: pot-calculator / inline-size;
      --_pot-1: var(--pot-calculator-pot-1, var(--poker-felt, #1f6b48));
      --_pot-2: var(--pot-calculator-pot-2, #2a62a8);
      --_pot-3: var(--pot-calculator-pot-3, #94500f);
      --_pot-4: var(--pot-calculator-pot-4, #6b44a6);
      --_pot-5: var(--pot-calculator-pot-5, #a12d55);
      --_pot-6: var(--pot-calculator-pot-6, #1c6a73);
      --_pot-ink: var(--pot-calculator-pot-text, #fff);
      --_dealer: #fff;
      --_chart-height: var(--pot-calculator-chart-height, clamp(15rem, 44cqi, 22rem));
      --_axis: clamp(5.5rem, 15cqi, 7.5rem);
      --_column-min: 3.25rem;
      --_band-min: 2.4rem;
      --_pot: var(--_pot-1);
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        ${darkPots}
      }
    }
    :host([theme='dark']) {
      ${darkPots}
    }
    .pot-c0 {
      --_pot: var(--_pot-1);
    }
    .pot-c1 {
      --_pot: var(--_pot-2);
    }
    .pot-c2 {
      --_pot: var(--_pot-3);
    }
    .pot-c3 {
      --_pot: var(--_pot-4);
    }
    .pot-c4 {
      --_pot: var(--_pot-5);
    }
    .pot-c5 {
      --_pot: var(--_pot-6);
    }

    .outcome {
      display: grid;
      gap: 1rem;
      min-inline-size: 0;
    }
    .caption {
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 650;
      letter-spacing: 0.08em;
      text-transform: uppercase;
    }

    /* Header (the board and the hole cards look as cards.ts says, with the cards) */
    .header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 1.25rem;
    }
    .total {
      display: grid;
      line-height: 1.15;
    }
    .total-amount {
      font-size: clamp(1.5rem, 4cqi, 2rem);
      font-weight: 750;
      font-variant-numeric: tabular-nums;
      letter-spacing: -0.01em;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      margin: 0;
      color: var(--_muted);
      font-size: 0.9375rem;
    }
    .copy-area {
      display: flex;
      align-items: center;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-inline-start: auto;
    }
    .copy-status:empty {
      display: none;
    }
    .copy-status {
      color: var(--_win);
      font-size: 0.875rem;
      font-weight: 600;
    }
    .copy svg {
      inline-size: 1rem;
      block-size: 1rem;
      stroke-width: 1.8;
    }

    /* The picture: a column per player, a band per pot */
    .chart {
      display: grid;
      gap: 0.625rem;
      margin: 0;
      min-inline-size: 0;
    }
    .plot-scroll {
      overflow-x: auto;
      padding-block: 0.25rem;
    }
    .plot {
      display: grid;
      column-gap: clamp(0.25rem, 1.5cqi, 0.75rem);
      row-gap: 3px;
      min-block-size: var(--_chart-height);
    }
    /* A pot's band across the columns, and its cell in a player's bar (narrow widths). */
    .band,
    .bar-cell {
      background: color-mix(in srgb, var(--_pot) 12%, transparent);
      box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--_pot) 22%, transparent);
    }
    .band {
      border-radius: 0.375rem;
    }
    .band-returned,
    .bar-cell.bar-returned {
      background: none;
      box-shadow: none;
    }
    .band-returned {
      border-block-end: 1px dashed var(--_border);
      border-radius: 0;
    }
    .cell {
      position: relative;
      display: flex;
      align-items: flex-end;
      justify-content: center;
      min-block-size: 0;
      padding-inline: clamp(0.2rem, 12%, 0.9rem);
    }
    .segment {
      display: grid;
      place-items: center;
      inline-size: 100%;
      min-block-size: 0.375rem;
      max-inline-size: 5.5rem;
      /* A number is never cut: the segment is as wide as its number at least (the columns are chosen so it fits). */
      min-inline-size: max-content;
      border-radius: 0.3rem;
      overflow: hidden;
      font-size: 0.8125rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      line-height: 1;
    }
    .segment.live {
      background: var(--_pot);
      color: var(--_pot-ink);
      box-shadow:
        inset 0 -2px 0 rgb(0 0 0 / 0.14),
        inset 0 1px 0 rgb(255 255 255 / 0.18);
    }
    .segment.dead {
      background:
        repeating-linear-gradient(135deg, color-mix(in srgb, var(--_pot) 55%, transparent) 0 3px, transparent 3px 7px), var(--_surface);
      box-shadow: inset 0 0 0 1.5px color-mix(in srgb, var(--_pot) 75%, transparent);
      color: var(--_text);
    }
    .segment.dead .num {
      padding: 0.1rem 0.3rem;
      border-radius: 0.25rem;
      background: var(--_surface);
    }
    .segment.returned {
      border: 2px dashed var(--_muted);
      color: var(--_muted);
    }
    .axis-label {
      display: grid;
      align-content: center;
      justify-items: end;
      gap: 0.05rem;
      min-inline-size: 0;
      padding-inline-end: 0.5rem;
      border-inline-end: 4px solid var(--_pot);
      text-align: end;
      line-height: 1.15;
    }
    .axis-name {
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 600;
      white-space: nowrap;
    }
    .axis-amount {
      font-size: 0.9375rem;
      font-weight: 750;
      font-variant-numeric: tabular-nums;
    }
    .returned-label {
      border-inline-end: 4px dashed var(--_muted);
    }
    .column-label {
      container-type: inline-size;
      display: grid;
      justify-items: center;
      align-content: start;
      gap: 0.2rem;
      min-inline-size: 0;
      padding-block-start: 0.5rem;
      border-block-start: 2px solid var(--_border);
      text-align: center;
      font-size: 0.8125rem;
      line-height: 1.2;
    }
    .axis-foot {
      border-block-start: 2px solid var(--_border);
    }
    .name-line {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex-wrap: wrap;
      gap: 0.25rem;
      max-inline-size: 100%;
    }
    .player-name {
      min-inline-size: 0;
      /* Names break between words; a word is cut only if it is longer than the whole line. */
      overflow-wrap: break-word;
      font-size: 0.9375rem;
      font-weight: 650;
    }
    .player-amount {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }
    .dealer {
      display: inline-grid;
      place-items: center;
      inline-size: 1.25rem;
      block-size: 1.25rem;
      border-radius: 50%;
      background: var(--_dealer);
      color: #1b1e23;
      box-shadow:
        0 0 0 1.5px #1b1e23,
        0 1px 2px rgb(0 0 0 / 0.3);
      font-size: 0.6875rem;
      font-weight: 800;
      line-height: 1;
    }
    .badge {
      max-inline-size: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      padding: 0.05rem 0.45rem;
      border-radius: 999px;
      font-size: min(0.6875rem, 20cqi);
      font-weight: 700;
      letter-spacing: 0.03em;
      text-transform: uppercase;
      white-space: nowrap;
    }
    .badge-all-in {
      background: var(--_accent);
      color: var(--_accent-ink);
    }
    .badge-folded {
      border: 1px solid var(--_border);
      color: var(--_muted);
    }
    .winnings {
      max-inline-size: 100%;
      padding: 0.1rem min(0.45rem, 5cqi);
      font-size: min(0.8125rem, 24cqi);
      border-radius: 999px;
      background: var(--_win-surface);
      color: var(--_win);
      box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--_win) 45%, transparent);
      font-weight: 750;
      font-variant-numeric: tabular-nums;
    }
    .num {
      padding-inline: 0.2rem;
      white-space: nowrap;
    }

    /* The list of bars (narrow widths): a line per player over a bar of their chips. */
    .seat-list {
      display: none;
      gap: 0.625rem;
    }
    .pot-keys,
    .seats,
    .legend,
    .totals ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .pot-keys {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
      color: var(--_muted);
      font-size: 0.8125rem;
    }
    .pot-keys li,
    .legend li {
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
    }
    .pot-keys .key.live {
      background: var(--_pot);
    }
    .key-amount {
      color: var(--_text);
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .seat {
      display: grid;
      gap: 0.35rem;
      padding-block: 0.5rem 0.625rem;
      border-block-end: 1px solid var(--_border);
    }
    .seat:first-child {
      border-block-start: 1px solid var(--_border);
    }
    .seat-head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.625rem;
      min-inline-size: 0;
      font-size: 0.8125rem;
      line-height: 1.2;
    }
    .seat-head .name-line {
      justify-content: flex-start;
    }
    .seat.is-folded .player-name {
      color: var(--_muted);
    }
    .seat-bar {
      display: grid;
      column-gap: 3px;
      min-block-size: 1.625rem;
    }
    .bar-cell {
      display: flex;
      min-inline-size: 0;
      border-radius: 0.3rem;
    }
    .seat-bar .segment {
      container-type: inline-size;
      max-inline-size: none;
      min-inline-size: 0.375rem;
      font-size: 0.75rem;
    }
    /* A number shows only where its segment holds all of it. */
    @container (max-width: 1.75rem) {
      .num-s {
        display: none;
      }
    }
    @container (max-width: 3.75rem) {
      .num-m {
        display: none;
      }
    }
    @container (max-width: 6rem) {
      .num-l {
        display: none;
      }
    }
    @container (max-width: 8rem) {
      .num-xl {
        display: none;
      }
    }

    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem 1rem;
      color: var(--_muted);
      font-size: 0.8125rem;
    }
    .key {
      inline-size: 0.875rem;
      block-size: 0.875rem;
      border-radius: 0.2rem;
    }
    .key.live {
      background: linear-gradient(135deg, var(--_pot-1) 50%, var(--_pot-2) 50%);
    }
    .key.dead {
      background: repeating-linear-gradient(135deg, var(--_muted) 0 2px, transparent 2px 5px);
      box-shadow: inset 0 0 0 1px var(--_muted);
    }
    .key.returned {
      border: 2px dashed var(--_muted);
    }

    /* Pots */
    .pot {
      box-shadow: inset 0 4px 0 var(--_pot);
    }
    .pot-head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.5rem;
    }
    .swatch {
      flex: none;
      inline-size: 0.875rem;
      block-size: 0.875rem;
      border-radius: 50%;
      background: var(--_pot);
    }
    .pot-name {
      font-weight: 650;
      white-space: nowrap;
    }
    .pot-amount {
      margin-inline-start: auto;
      font-size: 1.25rem;
      font-weight: 750;
      font-variant-numeric: tabular-nums;
    }
    .eligible {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.35rem 0.5rem;
    }
    .eligible ul {
      display: contents;
      list-style: none;
    }
    .eligible li {
      padding: 0.05rem 0.55rem;
      border: 1px solid var(--_border);
      border-radius: 999px;
      background: var(--_surface);
      font-size: 0.875rem;
    }
    .eligible li.is-winner {
      border-color: color-mix(in srgb, var(--_win) 55%, transparent);
      background: var(--_win-surface);
      color: var(--_win);
      font-weight: 650;
    }
    .award {
      display: flex;
      align-items: flex-start;
      gap: 0.5rem;
      margin: 0;
      font-weight: 600;
      line-height: 1.35;
    }
    .award svg,
    .returned svg {
      flex: none;
      inline-size: 1.25rem;
      block-size: 1.25rem;
      fill: none;
      stroke: var(--_win);
      stroke-width: 1.8;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    .silent {
      margin: 0;
      color: var(--_muted);
      font-size: 0.875rem;
    }
    .award.is-open {
      color: var(--_muted);
      font-weight: 500;
    }

    /* Returned chips, totals, summary */
    .returned {
      display: grid;
      gap: 0.4rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .returned li {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding: 0.55rem 0.85rem;
      border: 1px dashed var(--_muted);
      border-radius: calc(var(--_radius) - 0.25rem);
      font-weight: 500;
    }
    .returned svg {
      stroke: var(--_muted);
    }
    .totals {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 0.75rem;
      padding: 0.75rem 1rem;
      border-radius: calc(var(--_radius) - 0.25rem);
      background: var(--_win-surface);
      box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--_win) 35%, transparent);
    }
    .totals .caption {
      color: var(--_win);
    }
    .totals ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem 1.25rem;
    }
    .winner-name {
      font-weight: 650;
    }
    .winner-amount {
      color: var(--_win);
      font-weight: 750;
      font-variant-numeric: tabular-nums;
    }
    .summary {
      border-block-start: 1px solid var(--_border);
      padding-block-start: 0.75rem;
    }
    .summary > summary {
      display: inline-block;
      color: var(--_muted);
      font-size: 0.875rem;
      font-weight: 600;
      cursor: pointer;
    }
    .summary > summary::before {
      content: '▸ ';
    }
    .summary[open] > summary::before {
      content: '▾ ';
    }
    .summary > summary::-webkit-details-marker {
      display: none;
    }
    .summary-text {
      display: block;
      inline-size: 100%;
      margin-block-start: 0.5rem;
      padding: 0.625rem 0.75rem;
      border: 1px solid var(--_border);
      border-radius: 0.5rem;
      background: var(--_raised);
      color: var(--_text);
      font:
        0.8125rem/1.5 ui-monospace,
        SFMono-Regular,
        Menlo,
        Consolas,
        monospace;
      resize: vertical;
    }

    /* Status (the error's look comes with its words: problems.ts) */
    .status {
      margin: 0;
      color: var(--_muted);
      font-size: 0.9375rem;
    }

    @container pot-calculator (max-width: 30rem) {
      .base {
        gap: 0.75rem;
        --_column-min: 2.25rem;
        --_band-min: 2.25rem;
        --_axis: 4.25rem;
      }
      .axis-name {
        font-size: 0.625rem;
        white-space: nowrap;
      }
      .badge {
        padding-inline: 0.3rem;
        letter-spacing: 0;
        text-transform: none;
        font-size: min(0.625rem, 20cqi);
      }
      .axis-amount {
        font-size: 0.8125rem;
      }
      .segment {
        font-size: 0.75rem;
      }
      .player-name {
        font-size: 0.8125rem;
      }
      .column-label {
        font-size: 0.75rem;
      }
      .copy-area {
        margin-inline-start: 0;
      }
      .header {
        gap: 0.5rem 1rem;
      }
    }
  `,
  chartFitStyles,
];
