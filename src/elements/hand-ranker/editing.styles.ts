import { css } from 'lit';
import { buttonStyles } from '../shared/button.styles.js';
import { placeholderStyles } from '../shared/card-placeholders.js';
import { cardSlotStyles } from '../shared/editing.styles.js';

/**
 * `<hand-ranker editable>`: the card buttons, the add and remove buttons (the kit's pill and
 * round buttons, which a read-only ranker has none of) and the hint on the felt. Loaded with
 * the editor, on use; with the empty card slot's look.
 */
export const editingStyles = [
  buttonStyles,
  cardSlotStyles,
  placeholderStyles,
  css`
    .slot:focus-visible {
      outline-offset: 3px;
    }
    .board .slot:focus-visible {
      outline-color: var(--poker-felt-focus, #ffd54a);
    }
    /* A hand's remove button stays at the end of its head, whatever wraps before it. */
    .remove {
      flex: none;
      margin-inline-start: auto;
    }
    .player-limit {
      margin: 0;
      color: var(--_muted);
      font-size: 0.875rem;
    }
    .edit-hint {
      font-size: 0.8125rem;
      opacity: 0.92;
    }
  `,
];
