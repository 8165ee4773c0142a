import { css } from 'lit';
import { buttonStyles } from '../shared/button.styles.js';
import { cardSlotStyles } from '../shared/editing.styles.js';
import { panelStyles } from '../shared/panel.styles.js';
import { inlineErrorStyles, srOnly, tokenStyles } from '../shared/tokens.styles.js';

const own = css`
  :host {
    container-type: inline-size;
    --_win-bar: var(--equity-calculator-win, var(--_felt));
    --_tie-bar: var(--equity-calculator-tie, var(--_accent));
    --_grid-in: var(--equity-calculator-grid-in, var(--_felt));
    --_heat-low: var(--equity-calculator-heat-low, #f09a92);
    --_heat-mid: var(--equity-calculator-heat-mid, #f3e19a);
    --_heat-high: var(--equity-calculator-heat-high, #74c98b);
    --_tile-min: 17rem;
  }
  .class-blocks {
    display: grid;
    gap: 0.75rem;
  }
  .share-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
  }
  .share-link {
    color: var(--_text);
    text-underline-offset: 0.2em;
  }
  .copied {
    color: var(--_muted);
    font-size: 0.8125rem;
  }
  .players {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--_tile-min)), 1fr));
    align-items: start;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .player-head {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-block-size: 2rem;
  }
  .name {
    font-weight: 700;
  }
  .combos {
    color: var(--_muted);
    font-size: 0.8125rem;
    margin-inline-end: auto;
  }
  .remove {
    --_round: 1.75rem;
    font-size: 1.1rem;
    line-height: 1;
  }
  .hand-row {
    display: flex;
    gap: 0.5rem;
  }
  .hand-input {
    flex: 1;
    min-inline-size: 0;
    padding: 0.45rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: 0.5rem;
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9375rem;
  }
  .hand-input[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  .grid-toggle {
    padding: 0.4rem 0.6rem;
  }
  .grid-toggle svg {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  .grid-toggle[aria-expanded='true'] {
    background: var(--_text);
    color: var(--_surface);
  }
  .bars {
    display: flex;
    block-size: 0.75rem;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_border) 70%, transparent);
    overflow: hidden;
  }
  .bar-win {
    background: var(--_win-bar);
    transition: inline-size 200ms ease;
  }
  .bar-tie {
    background: var(--_tie-bar);
    transition: inline-size 200ms ease;
  }
  .odds {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.9rem;
    margin: 0.35rem 0 0;
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
  }
  .odds-equity {
    margin-inline-start: auto;
  }
  .key {
    display: inline-block;
    inline-size: 0.6rem;
    block-size: 0.6rem;
    margin-inline-end: 0.3rem;
    border-radius: 2px;
  }
  .key-win {
    background: var(--_win-bar);
  }
  .key-tie {
    background: var(--_tie-bar);
  }
  /* Old figures while a count runs: the bars fade, the words keep their contrast (4.5:1). */
  .is-pending .bars {
    opacity: 0.45;
  }
  .cards-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1.5rem;
  }
  .cards-group {
    display: grid;
    gap: 0.35rem;
  }
  .caption {
    color: var(--_muted);
    font-size: 0.8125rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .small-card {
    --poker-card-width: 2.6rem;
  }
  .add-card {
    inline-size: 2.6rem;
    block-size: 3.64rem;
    border: 2px dashed var(--_border);
    border-radius: 0.45rem;
    color: var(--_muted);
    font-size: 1.25rem;
    line-height: 1;
  }
  .status-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
  progress {
    flex: 1 1 10rem;
    accent-color: var(--_felt);
  }
  .note {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .error p {
    margin: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .bar-win,
    .bar-tie {
      transition: none;
    }
  }
`;

export const equityCalculatorStyles = [tokenStyles, panelStyles, buttonStyles, cardSlotStyles, srOnly, inlineErrorStyles, own];
