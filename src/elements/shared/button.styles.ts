import { css } from 'lit';

/**
 * The kit's buttons: a pill with a label ("Copy summary", "Add player", "Remove card"), a
 * round one with an icon ("Remove Ben", the picker's close button). `--_round` sizes the
 * round one (default 2rem).
 */
export const buttonStyles = css`
  .pill,
  .round {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    cursor: pointer;
  }
  .pill {
    justify-self: start;
    padding: 0.4rem 0.85rem;
    border-radius: 999px;
    font-size: 0.875rem;
    font-weight: 600;
  }
  .round {
    inline-size: var(--_round, 2rem);
    block-size: var(--_round, 2rem);
    padding: 0;
    border-radius: 50%;
  }
  .pill:hover,
  .round:hover {
    border-color: var(--_muted);
  }
  .pill svg,
  .round svg {
    flex: none;
    inline-size: 0.875rem;
    block-size: 0.875rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .pill:focus-visible,
  .round:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
`;
