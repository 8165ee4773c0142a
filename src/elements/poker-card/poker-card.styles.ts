import { css } from 'lit';
import { cardBox, cardFaceStyles } from '../shared/card-face.styles.js';

/** Dark-theme defaults of the back; a page's own token values still win. */
const darkBack = css`
  --_back: var(--poker-card-back, #1f3f6e);
  --_back-ink: var(--poker-card-back-pattern, rgb(255 255 255 / 0.16));
  --_back-edge: var(--poker-card-back-edge, #d9d5cc);
`;

/** The host as the card's box, and the back; the face and the placeholders are shared (`card-face.styles.ts`, `card-placeholders.ts`). */
const cardStyles = css`
  :host {
    ${cardBox};
    inline-size: var(--poker-card-width, 4.5rem);
    --_back: var(--poker-card-back, #27589c);
    --_back-ink: var(--poker-card-back-pattern, rgb(255 255 255 / 0.2));
    --_back-edge: var(--poker-card-back-edge, #fff);
  }

  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkBack}
    }
  }
  :host([theme='dark']) {
    ${darkBack}
  }

  :host([hidden]) {
    display: none;
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
`;

// The placeholders first: a highlighted card keeps its ring, even an empty slot.
export const pokerCardStyles = [cardFaceStyles, cardStyles];
