import { css } from 'lit';
import { panelStyles } from '../shared/panel.styles.js';
import { cardBox, cardFaceStyles } from '../shared/card-face.styles.js';
import { srOnly, tokenStyles } from '../shared/tokens.styles.js';

export const handRankerStyles = [
  tokenStyles,
  srOnly,
  panelStyles,
  cardFaceStyles,
  css`
    :host {
      container-type: inline-size;
      --_gap: 0.875rem;
      --_pad: clamp(0.625rem, 2.5cqi, 1.125rem);
      --_round: 1.75rem;
      --_board-card: var(--hand-ranker-board-card-width, clamp(2.75rem, 14.5cqi, 5.5rem));
      --_hole-card: var(--hand-ranker-hole-card-width, clamp(2.75rem, 11cqi, 4.25rem));
      --_black: var(--_text);
      --_red: var(--_red-text);
    }

    /* Board on felt */
    .board {
      position: relative;
      display: grid;
      justify-items: center;
      gap: 0.5rem;
      padding: 0.75rem clamp(0.5rem, 3cqi, 1.5rem) 1rem;
      border-radius: calc(var(--_radius) - 0.25rem);
      background: radial-gradient(
        120% 90% at 50% 0%,
        color-mix(in srgb, var(--_felt) 78%, white) 0%,
        var(--_felt) 62%,
        color-mix(in srgb, var(--_felt) 80%, black) 100%
      );
      box-shadow:
        inset 0 0 0 1px rgb(0 0 0 / 0.15),
        inset 0 2px 14px rgb(0 0 0 / 0.28);
      color: var(--_felt-ink);
    }
    .board-label {
      font-size: 0.75rem;
      font-weight: 650;
      letter-spacing: 0.12em;
      text-transform: uppercase;
      opacity: 0.92;
    }
    .board-cards {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: clamp(0.3rem, 1.4cqi, 0.75rem);
      padding-block-start: 0.25rem;
      min-block-size: calc(var(--_board-card) * 1.4);
    }
    /* Cards: drawn in this root (card-face.ts), each in a box that sizes it. */
    .card-box {
      ${cardBox}
    }
    .board-card {
      inline-size: var(--_board-card);
      --poker-card-slot: rgb(255 255 255 / 0.45);
    }
    .hole-card {
      inline-size: var(--_hole-card);
    }

    /* Hands */
    /* Hands: as many columns as fit tiles of at least 20rem (one column on a phone); each
       tile holds its own content, which wraps inside it rather than pushing out of it. */
    .hands {
      --_tile-min: 20rem;
    }
    .hand {
      --_tile-gap: 0.625rem;
      grid-template-columns: minmax(0, 1fr);
      min-inline-size: 0;
    }
    .hand.winner {
      border-color: color-mix(in srgb, var(--_win) 55%, transparent);
      background: var(--_win-surface);
      box-shadow: inset 0 3px 0 var(--_win);
    }
    .hand-head {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.375rem 0.5rem;
      min-block-size: 1.75rem;
    }
    .place {
      display: inline-grid;
      place-items: center;
      min-inline-size: 2.25rem;
      block-size: 1.625rem;
      padding-inline: 0.45rem;
      border-radius: 999px;
      background: var(--_border);
      color: var(--_text);
      font-size: 0.8125rem;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .place.first {
      background: var(--_accent);
      color: var(--_accent-ink);
    }
    .name {
      flex: 1 1 6rem;
      min-inline-size: 0;
      overflow-wrap: break-word;
      font-weight: 650;
      font-size: 1.0625rem;
    }
    .badge {
      flex: none;
      padding: 0.1rem 0.55rem;
      border-radius: 999px;
      background: var(--_win);
      color: var(--_win-surface);
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.03em;
      text-transform: uppercase;
    }
    .hand-body {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.625rem 0.875rem;
      min-inline-size: 0;
    }
    .hole {
      display: flex;
      flex: none;
      gap: 0.35rem;
      padding-block-start: 0.25rem;
    }
    .hand-info {
      flex: 1 1 9rem;
      display: grid;
      gap: 0.3rem;
      min-inline-size: 0;
    }
    .category {
      margin: 0;
      font-weight: 650;
      line-height: 1.3;
    }
    .best-five {
      display: inline-flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.2rem 0.45rem;
      justify-self: start;
      max-inline-size: 100%;
      margin: 0;
      padding: 0.2rem 0.5rem;
      border: 1px solid var(--_border);
      border-radius: 0.5rem;
      background: var(--_surface);
      color: var(--_muted);
      font: inherit;
      font-size: 0.8125rem;
      text-align: start;
    }
    button.best-five {
      cursor: pointer;
    }
    button.best-five:hover {
      border-color: var(--_muted);
    }
    button.best-five[aria-pressed='true'] {
      border-color: var(--_accent);
      box-shadow: 0 0 0 1px var(--_accent);
    }
    .best-five.static {
      border-color: transparent;
      background: transparent;
      padding-inline: 0;
    }
    .best-cards {
      /* Card notation reads left to right on right-to-left pages too. */
      direction: ltr;
      unicode-bidi: isolate;
      display: inline-flex;
      flex-wrap: wrap;
      gap: 0 0.3rem;
      font-weight: 700;
      white-space: nowrap;
    }
    /* The best five as text: suit colours as on the cards, readable on the tile. */
    .mini {
      color: var(--_ink);
    }

    /* Verdict (the error's look comes with its words: problems.ts) */
    .verdict {
      display: flex;
      align-items: center;
      gap: 0.625rem;
      padding: 0.75rem 1rem;
      border-radius: calc(var(--_radius) - 0.25rem);
      background: var(--_raised);
      font-size: 1.0625rem;
      font-weight: 600;
      line-height: 1.35;
    }
    .verdict.is-win {
      background: var(--_win-surface);
      color: var(--_text);
      box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--_win) 40%, transparent);
    }
    .verdict-icon {
      flex: none;
      inline-size: 1.5rem;
      block-size: 1.5rem;
      fill: none;
      stroke: var(--_win);
      stroke-width: 1.8;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    .verdict.is-split .verdict-icon {
      stroke: var(--_muted);
    }
    .hint {
      color: var(--_muted);
      font-weight: 400;
    }

    @container (max-width: 26rem) {
      .base {
        gap: 0.625rem;
      }
      .hand {
        padding: 0.625rem 0.75rem 0.75rem;
      }
      .hand-body {
        gap: 0.625rem;
      }
      .verdict {
        font-size: 1rem;
        padding: 0.625rem 0.75rem;
      }
    }
  `,
];
