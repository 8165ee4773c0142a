import { css } from 'lit';

/**
 * A card as a button that opens the card picker (`CardPicking.slot`), in every editable
 * element. Loaded with the element's editor, so read-only pages do without it.
 */
export const cardSlotStyles = css`
  .slot {
    display: inline-block;
    padding: 0;
    border: 0;
    border-radius: 0.45rem;
    background: none;
    color: inherit;
    line-height: 0;
    cursor: pointer;
    transition: transform 120ms ease;
  }
  .slot:hover {
    transform: translateY(-2px);
  }
  /* The card inside (a <poker-card>, or a card the element draws itself): the button takes the clicks. */
  .slot > * {
    pointer-events: none;
  }
  .slot.is-invalid {
    outline: 2px solid var(--_danger);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    .slot {
      transition: none;
    }
  }
`;
