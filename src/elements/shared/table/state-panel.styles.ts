import { css } from 'lit';

/**
 * The statechart panel (`show-state`): the log and the panel side by side on wide tables, and
 * the panel's state, status and the events it accepts. Each table adds it with the part that
 * shows it (`<poker-table>`'s statechart and Potsdam parts, `<poker-cash-table>`'s state part),
 * as only `show-state` shows the panel.
 */
export const statePanelStyles = css`
  @container poker-table (min-width: 52rem) {
    .lower:has(.state) {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .state {
    display: grid;
    gap: 0.4rem;
    min-inline-size: 0;
  }
  .state dl {
    display: grid;
    gap: 0.3rem;
    margin: 0;
    padding: 0.6rem 0.75rem;
    border: 1px dashed var(--_border);
    border-radius: calc(var(--_radius) - 0.25rem);
    font-size: 0.875rem;
  }
  .state dl > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
  }
  .state dt {
    color: var(--_muted);
    min-inline-size: 5rem;
  }
  .state dd {
    margin: 0;
  }
  .state code {
    padding: 0 0.3rem;
    border-radius: 0.3rem;
    background: var(--_raised);
    font-size: 0.8125rem;
  }
  .state .status {
    color: var(--_muted);
  }
`;
