/**
 * `<pot-calculator>`'s cards: `<poker-card>`, the look of the board and the hole cards, and
 * the check that no card is dealt twice.
 * Fetched the first time a calculator has cards to show (a board, a player's hole cards) or is
 * editable (the editor's card slots), so a page that only splits chips (amounts, folds, a
 * finishing order) never loads the card element. A page that uses `<poker-card>` itself
 * registers it with `define/poker-card`; defining it here again is harmless.
 *
 * @internal
 */
import { css, html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { PokerCard } from '../poker-card/poker-card.js';
import { defineElement } from '../shared/define.js';
import type { Card } from '../../core/cards.js';
import type { PotField } from '../../i18n/translation.js';
import { cardsOf, type Slot } from '../shared/card-slots.js';
import type { DuplicateCards, Outcome, Problem } from './internal/outcome.js';
import type { Row } from './internal/read-input.js';
import type { PotView } from './view.js';

/** Registers `<poker-card>` (once; again is harmless). */
export function defineCards(): void {
  defineElement('poker-card', PokerCard);
}

/** A card of the outcome (board, a player's hole cards) as a `<poker-card>`. */
export const cardImage = (view: PotView, card: string, className: string, dim = false): TemplateResult =>
  html`<poker-card
    part="card"
    exportparts="face: card-face, back: card-back"
    class=${className}
    card=${card}
    ?dim=${dim}
    ?four-color=${view.fourColor}
    theme=${ifDefined(view.theme)}
  ></poker-card>`;

/** The board above the picture (not when editable: the editor shows it). */
export const renderBoard = (view: PotView, outcome: Outcome): TemplateResult =>
  html`<div part="board" class="board-row" role="group" aria-label=${view.t.term('board')}>
    <span class="caption">${view.t.term('board')}</span>
    <span class="board-cards">${outcome.board.map((card) => cardImage(view, card, 'board-card'))}</span>
  </div>`;

/** A card in two places, named at both (T1): the calculator checks this once it has its cards. */
export const duplicateCards: DuplicateCards = ({ rows, boardSlots }, nameOf) => {
  const problems: Problem[] = [];
  const playerField = (row: Row): PotField => ({ kind: 'cards', player: nameOf(row) });
  const where = new Map<Card, PotField>();
  const places: [readonly Slot[], PotField, number | undefined][] = [
    [boardSlots, { kind: 'board' }, undefined],
    ...rows.map((row): [Slot[], PotField, number] => [row.slots, playerField(row), row.index]),
  ];
  for (const [slots, field, row] of places) {
    for (const card of cardsOf(slots)) {
      const first = where.get(card);
      if (!first) {
        where.set(card, field);
        continue;
      }
      problems.push({
        code: 'duplicate-card',
        field,
        text: card,
        places: [first, field],
        input: row === undefined ? 'board' : 'cards',
        ...(row === undefined ? {} : { row }),
      });
    }
  }
  return problems;
};

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
