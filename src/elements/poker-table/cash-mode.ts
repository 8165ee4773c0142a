/**
 * Everything `<poker-table mode="cash">` needs that a single hand does not: the `CashTable`
 * controller (with `tableMachine`, the computer players and the table rules), reading the cash
 * attributes, the cash view and its styles. `<poker-table>` loads this module with a dynamic
 * `import()` the first time an element is in cash mode (see `cash-mode-loader.ts`), so a page
 * that only steps through hands never downloads it.
 */
export { CashTable } from './cash-table.js';
export { readCashInput } from './cash-input.js';
export { renderClock, renderEmptySeat, renderIdleSeat, renderSeatPanel, renderTableLog, seatState, tableChangeDetail } from './cash-view.js';
export { cashTableStyles } from './cash-table.styles.js';
