import { css, html } from 'lit';

/** The icon at the start of the inline message for bad input, the same in every element. */
export const alertIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <circle cx="12" cy="12" r="9.5"></circle>
  <path d="M12 7v6M12 16.5v.5"></path>
</svg>`;

/** The inline message for bad input (`part="error"`, `role="alert"`), the same in every element. */
export const inlineErrorStyles = css`
  .error {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    padding: 0.75rem 1rem;
    border: 1px solid color-mix(in srgb, var(--_danger) 45%, transparent);
    border-radius: calc(var(--_radius) - 0.25rem);
    background: var(--_danger-surface);
    color: var(--_danger);
    font-weight: 500;
  }
  .error svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin-block-start: 0.1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
  /* Empty, it takes no room (the panel's .is-empty), also where these styles come after the panel's. */
  .error.is-empty {
    padding: 0;
    border: 0;
  }
`;
