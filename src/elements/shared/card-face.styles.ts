import { css } from 'lit';
import { suitInkStyles } from './suit-ink.styles.js';

/**
 * The box a card sits in (`<poker-card>`'s host, `<hand-ranker>`'s `.card-box`): 5 : 7, and
 * a size container, so the face can switch to its compact form when it is small.
 */
export const cardBox = css`
  display: inline-block;
  box-sizing: border-box;
  aspect-ratio: 5 / 7;
  container-type: inline-size;
  vertical-align: middle;
  line-height: 1;
  flex: none;
`;

/** Dark-theme defaults of the face and the placeholders; a page's own token values still win. */
const darkFace = css`
  --_face: var(--poker-card-face, #ebe8e1);
  --_edge: var(--poker-card-edge, rgb(0 0 0 / 0.5));
  --_shadow: var(--poker-card-shadow, 0 1px 2px rgb(0 0 0 / 0.5), 0 3px 10px rgb(0 0 0 / 0.35));
  --_slot: var(--poker-card-slot, rgb(255 255 255 / 0.35));
  --_muted: #6d665c;
`;

/**
 * A card's outline (`.card`, inside its box) and its face (`card-face.ts`), from the card
 * tokens (`--poker-card-*`): light by default, dark by `prefers-color-scheme` or the host's
 * `theme="dark"`; highlighted (`.card.hl`) and dimmed (`.card.dim`). Shared by `<poker-card>` and the elements that draw faces in their own root.
 */
export const cardFaceStyles = [
  suitInkStyles,
  css`
    .card {
      --_font: var(--poker-card-font, var(--poker-font, ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif));
      --_face: var(--poker-card-face, #fff);
      --_edge: var(--poker-card-edge, rgb(20 24 31 / 0.2));
      --_black: var(--poker-card-black, #1b1e23);
      --_red: var(--poker-card-red, #c8102e);
      --_radius: var(--poker-card-radius, 7cqi);
      --_shadow: var(--poker-card-shadow, 0 1px 2px rgb(15 20 30 / 0.22), 0 2px 6px rgb(15 20 30 / 0.1));
      --_accent: var(--poker-accent, #f2b300);
      /* The placeholders' (card-placeholders.ts): an empty slot's dashes, the marks of text that is not a card. */
      --_slot: var(--poker-card-slot, rgb(20 24 31 / 0.3));
      --_muted: #8a8276;

      display: block;
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

    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) .card {
        ${darkFace}
      }
    }
    :host([theme='dark']) .card {
      ${darkFace}
    }

    .card > svg {
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

    .card.hl {
      box-shadow:
        0 0 0 2px var(--_accent),
        0 0 0 5px color-mix(in srgb, var(--_accent) 35%, transparent),
        var(--_shadow);
      transform: translateY(-4%);
    }
    .card.dim {
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
      .card.hl {
        outline: 3px solid Highlight;
      }
    }
  `,
];
