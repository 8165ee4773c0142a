/**
 * `<pot-calculator>`'s cards: `<poker-card>` and the look of the board and the hole cards.
 * Fetched the first time a calculator has cards to show (a board, a player's hole cards) or is
 * editable (the editor's card slots), so a page that only splits chips (amounts, folds, a
 * finishing order) never loads the card element. A page that uses `<poker-card>` itself
 * registers it with `define/poker-card`; defining it here again is harmless.
 *
 * @internal
 */
import { css } from 'lit';
import { PokerCard } from '../poker-card/poker-card.js';
import { defineElement } from '../shared/define.js';

/** Registers `<poker-card>` (once; again is harmless). */
export function defineCards(): void {
  defineElement('poker-card', PokerCard);
}

/** The board row and the hole cards under each player. */
export const styles = css`
  .board-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin-block-start: 1rem;
  }
  .board-cards {
    display: flex;
    gap: 0.375rem;
  }
  .board-card {
    --poker-card-width: 2.75rem;
  }
  .mini-cards {
    display: inline-flex;
    gap: 0.15rem;
    padding-block-start: 0.15rem;
  }
  .mini-card {
    /* Two cards side by side fill the column at most. */
    inline-size: min(2.1rem, 46cqi);
  }
  .seat-head .mini-card {
    inline-size: 1.75rem;
  }
`;
