import { css } from 'lit';

/** What `<poker-table>` adds to the tables' styles: the steps (Restart, Back, the step count, Forward or Next). */
export const pokerTableStyles = css`
  @container poker-table (min-width: 52rem) {
    .steps {
      grid-area: more;
    }
  }
  .steps {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  .step-button {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-block-size: 2.5rem;
    padding: 0.3rem 0.6rem;
    border: 1px solid var(--_border);
    border-radius: 0.6rem;
    background: var(--_surface);
    font-size: 0.875rem;
    font-weight: 600;
    cursor: pointer;
  }
  .step-button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  .step-button svg {
    inline-size: 1rem;
    block-size: 1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  :host(:dir(rtl)) .step-button svg {
    transform: scaleX(-1);
  }
  .step-count:empty {
    display: none;
  }
  .step-count + .step-button,
  .step-button:last-child {
    margin-inline-start: auto;
  }
  @container poker-table (max-width: 26rem) {
    /* Icons only on phones; the words stay the buttons' accessible names. */
    .step-label {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .step-button {
      min-inline-size: 2.75rem;
      justify-content: center;
    }
  }
  .step-count {
    flex: 1;
    min-inline-size: 0;
    /* A long count (German "Schritt 12 von 18" beside Back and Forward) wraps rather than being cut. */
    white-space: normal;
    color: var(--_muted);
    font-size: 0.875rem;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;
