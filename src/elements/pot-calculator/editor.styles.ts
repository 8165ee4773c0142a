import { css } from 'lit';
import { cardSlotStyles } from '../shared/editing.styles.js';

/** `<pot-calculator editable>`'s form: loaded with the editor, on use. */
export const editorStyles = [
  cardSlotStyles,
  css`
    .editor {
      --_tile-gap: 0.625rem;
    }
    .editor-title {
      font-weight: 700;
    }
    .editor-head,
    .row {
      display: grid;
      grid-template-columns: minmax(6rem, 1.3fr) minmax(5rem, 0.8fr) minmax(7.5rem, 1fr) 4.5rem 5.25rem 2rem;
      align-items: center;
      gap: 0.5rem 0.625rem;
    }
    .editor-head {
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 650;
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    .editor-head span:nth-child(4) {
      text-align: center;
    }
    .rows {
      display: grid;
      gap: 0.5rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .field {
      display: grid;
      gap: 0.2rem;
      min-inline-size: 0;
    }
    .field-caption {
      display: none;
      color: var(--_muted);
      font-size: 0.75rem;
      font-weight: 600;
    }
    .board-edit .field-caption,
    .f-order .field-caption {
      display: block;
    }
    input[type='text'],
    select {
      inline-size: 100%;
      min-inline-size: 0;
      block-size: 2.375rem;
      padding-inline: 0.625rem;
      border: 1px solid var(--_border);
      border-radius: 0.5rem;
      background: var(--_surface);
      color: var(--_text);
      font: inherit;
      font-size: 0.9375rem;
    }
    input[type='text']:hover,
    select:hover {
      border-color: var(--_muted);
    }
    .chips-input {
      font-variant-numeric: tabular-nums;
    }
    [aria-invalid='true'] {
      border: 2px solid var(--_danger) !important;
      background: var(--_danger-surface) !important;
    }
    input::placeholder {
      color: var(--_muted);
      opacity: 1;
    }
    .f-button {
      position: relative;
      justify-items: center;
    }
    .dealer-radio {
      position: absolute;
      inset: 0;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }
    .dealer-chip {
      display: inline-grid;
      place-items: center;
      border-radius: 50%;
      font-weight: 800;
      line-height: 1;
      inline-size: 1.875rem;
      block-size: 1.875rem;
      background: transparent;
      color: var(--_muted);
      box-shadow: inset 0 0 0 2px var(--_border);
      font-size: 0.8125rem;
      pointer-events: none;
    }
    .dealer-radio:checked + .dealer-chip {
      background: var(--_dealer);
      color: #1b1e23;
      box-shadow:
        0 0 0 2px #1b1e23,
        0 1px 3px rgb(0 0 0 / 0.35);
    }
    .f-button:has(.dealer-radio:checked) .field-caption {
      color: var(--_text);
    }
    .dealer-radio:focus-visible + .dealer-chip {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    .slots {
      display: inline-flex;
      gap: 0.3rem;
    }
    .slot-card {
      inline-size: 2.25rem;
    }
    .board-edit .slot-card {
      inline-size: 2.6rem;
    }
    .editor-foot {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 0.75rem 1.25rem;
      padding-block-start: 0.25rem;
    }
    .player-limit {
      margin: 0;
      color: var(--_muted);
      font-size: 0.875rem;
      align-self: center;
    }
    .board-edit {
      display: grid;
      gap: 0.2rem;
    }
    .f-order {
      flex: 1 1 14rem;
    }
    .hint {
      color: var(--_muted);
      font-size: 0.8125rem;
    }

    @container pot-calculator (max-width: 40rem) {
      .editor-head {
        display: none;
      }
      .editor {
        padding: 0.625rem 0.75rem 0.75rem;
      }
      .row {
        /* Name and chips each get the wide column: 1,000,000,000 shows whole on a phone. */
        grid-template-columns: minmax(0, 1fr) 6.5rem 2rem;
        grid-template-areas:
          'name cards remove'
          'chips status button';
        align-items: end;
        gap: 0.5rem 0.4rem;
        padding-block-end: 0.625rem;
        border-block-end: 1px solid var(--_border);
      }
      .row .field-caption {
        display: block;
      }
      .row .f-button .field-caption {
        display: none;
      }
      .f-name {
        grid-area: name;
      }
      .f-chips {
        grid-area: chips;
      }
      .f-status {
        grid-area: status;
      }
      .f-button {
        grid-area: button;
        align-self: end;
        padding-block-end: 0.25rem;
      }
      .f-cards {
        grid-area: cards;
        justify-self: start;
      }
      .remove {
        grid-area: remove;
        align-self: end;
        margin-block-end: 0.2rem;
      }
      select,
      .chips-input {
        padding-inline: 0.4rem;
        font-size: 0.875rem;
      }
    }
  `,
];
