/**
 * Registers `<poker-cash-table>` with what it renders: `<poker-card>`. Safe to import twice: a
 * second definition only warns.
 */
import { PokerCashTable } from '../elements/poker-cash-table/poker-cash-table.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);
defineElement('poker-cash-table', PokerCashTable);

export { PokerCashTable, PokerCard };

declare global {
  interface HTMLElementTagNameMap {
    'poker-cash-table': PokerCashTable;
  }
}
