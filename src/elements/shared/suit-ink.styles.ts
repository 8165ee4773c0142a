import { css } from 'lit';

/**
 * Suit colours (`--_ink` on `.suit-s` … `.suit-c`) from the card tokens: two-colour by
 * default, four-colour with the `four-color` attribute. Each element defines `--_red` and
 * `--_black` for its theme.
 */
export const suitInkStyles = css`
  .suit-s {
    --_ink: var(--poker-card-spade-color, var(--_black));
  }
  .suit-h {
    --_ink: var(--poker-card-heart-color, var(--_red));
  }
  .suit-d {
    --_ink: var(--poker-card-diamond-color, var(--_red));
  }
  .suit-c {
    --_ink: var(--poker-card-club-color, var(--_black));
  }
  :host([four-color]) .suit-d {
    --_ink: var(--poker-card-diamond-color, var(--poker-card-blue, #1560bd));
  }
  :host([four-color]) .suit-c {
    --_ink: var(--poker-card-club-color, var(--poker-card-green, #16803c));
  }
`;
