/**
 * Registers `<poker-table>` with what it renders: `<poker-card>`. Safe to import twice: a
 * second definition only warns.
 */
import { PokerTable } from '../elements/poker-table/poker-table.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);
defineElement('poker-table', PokerTable);

export { PokerTable, PokerCard };

declare global {
  interface HTMLElementTagNameMap {
    'poker-table': PokerTable;
  }
}
