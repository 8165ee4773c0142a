import { css } from 'lit';
import { suitInkStyles } from '../shared/suit-ink.styles.js';

/** Dark-theme defaults; a page's own token values still win. */
const darkTokens = css`
  --_face: var(--poker-card-face, #ebe8e1);
  --_edge: var(--poker-card-edge, rgb(0 0 0 / 0.5));
  --_back: var(--poker-card-back, #1f3f6e);
  --_back-ink: var(--poker-card-back-pattern, rgb(255 255 255 / 0.16));
  --_back-edge: var(--poker-card-back-edge, #d9d5cc);
  --_shadow: var(--poker-card-shadow, 0 1px 2px rgb(0 0 0 / 0.5), 0 3px 10px rgb(0 0 0 / 0.35));
  --_slot: var(--poker-card-slot, rgb(255 255 255 / 0.35));
  --_muted: #6d665c;
`;

const cardStyles = css`
  :host {
    --_font: var(--poker-card-font, var(--poker-font, ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif));
    --_face: var(--poker-card-face, #fff);
    --_edge: var(--poker-card-edge, rgb(20 24 31 / 0.2));
    --_black: var(--poker-card-black, #1b1e23);
    --_red: var(--poker-card-red, #c8102e);
    --_back: var(--poker-card-back, #27589c);
    --_back-ink: var(--poker-card-back-pattern, rgb(255 255 255 / 0.2));
    --_back-edge: var(--poker-card-back-edge, #fff);
    --_radius: var(--poker-card-radius, 7cqi);
    --_shadow: var(--poker-card-shadow, 0 1px 2px rgb(15 20 30 / 0.22), 0 2px 6px rgb(15 20 30 / 0.1));
    --_accent: var(--poker-accent, #f2b300);
    --_slot: var(--poker-card-slot, rgb(20 24 31 / 0.3));
    --_muted: #8a8276;

    display: inline-block;
    box-sizing: border-box;
    inline-size: var(--poker-card-width, 4.5rem);
    aspect-ratio: 5 / 7;
    container-type: inline-size;
    vertical-align: middle;
    line-height: 1;
    flex: none;
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkTokens}
    }
  }
  :host([theme='dark']) {
    ${darkTokens}
  }

  :host([hidden]) {
    display: none;
  }

  .card {
    box-sizing: border-box;
    position: relative;
    block-size: 100%;
    inline-size: 100%;
    border-radius: var(--_radius);
    background: var(--_face);
    box-shadow:
      var(--_shadow),
      inset 0 0 0 1px var(--_edge);
    overflow: hidden;
    transition:
      transform 160ms ease,
      opacity 160ms ease,
      filter 160ms ease,
      box-shadow 160ms ease;
  }

  svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    overflow: visible;
  }

  .face {
    fill: var(--_ink);
    color: var(--_ink);
  }
  .rank {
    font-family: var(--_font);
    font-weight: 700;
    font-size: 21px;
    text-anchor: middle;
    letter-spacing: -0.5px;
  }
  .court-frame {
    fill: color-mix(in srgb, var(--_ink) 8%, transparent);
    stroke: var(--_ink);
    stroke-width: 1.2;
  }
  .court-inner {
    fill: none;
    stroke: var(--_ink);
    stroke-width: 0.5;
    opacity: 0.55;
  }
  .court-letter {
    font-family: Georgia, 'Times New Roman', 'DejaVu Serif', serif;
    font-weight: 700;
    font-size: 44px;
    text-anchor: middle;
  }
  .big-rank {
    font-family: var(--_font);
    font-weight: 800;
    font-size: 52px;
    letter-spacing: -3px;
  }

  /* Small cards (phones, inline in text) trade pips for one big index that stays legible. */
  .compact {
    display: none;
  }
  @container (max-width: 60px) {
    .full {
      display: none;
    }
    .compact {
      display: inline;
    }
  }

  /* Back */
  .card.back {
    background: var(--_back-edge);
  }
  .back-field {
    fill: var(--_back);
  }
  .back-lines {
    stroke: var(--_back-ink);
    stroke-width: 1.4;
    fill: none;
  }
  .back-frame {
    fill: none;
    stroke: var(--_back-ink);
    stroke-width: 1.2;
  }
  .back-emblem {
    fill: var(--_back);
    stroke: var(--_back-ink);
    stroke-width: 1.4;
  }
  .back-suit {
    fill: var(--_back-ink);
  }

  /* Text that is not a card */
  .card.unknown {
    background: repeating-linear-gradient(135deg, var(--_face) 0 6px, color-mix(in srgb, var(--_face) 92%, var(--_muted)) 6px 12px);
  }
  .unknown-mark {
    font-family: var(--_font);
    font-weight: 700;
    font-size: 56px;
    text-anchor: middle;
    fill: var(--_muted);
  }
  .unknown-frame {
    fill: none;
    stroke: var(--_muted);
    stroke-width: 1.5;
    stroke-dasharray: 5 4;
  }

  /* No card yet */
  .card.empty {
    background: transparent;
    box-shadow: none;
    border: 2px dashed var(--_slot);
  }

  :host([highlight]) .card {
    box-shadow:
      0 0 0 2px var(--_accent),
      0 0 0 5px color-mix(in srgb, var(--_accent) 35%, transparent),
      var(--_shadow);
    transform: translateY(-4%);
  }
  :host([dim]) .card {
    opacity: 0.5;
    filter: saturate(0.4);
  }

  @media (prefers-reduced-motion: reduce) {
    .card {
      transition: none;
    }
  }
  @media (forced-colors: active) {
    .card {
      border: 1px solid CanvasText;
    }
    :host([highlight]) .card {
      outline: 3px solid Highlight;
    }
  }
`;

export const pokerCardStyles = [suitInkStyles, cardStyles];
