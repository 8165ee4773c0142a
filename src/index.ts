/**
 * `holdem-elements`: the engine and the element classes. Importing this module defines no
 * tags; import `holdem-elements/define/<tag>` (or the bundle) for that.
 */
export * from './core/index.js';
export * from './events.js';
export { PokerCard } from './elements/poker-card/poker-card.js';
export { PokerCardPicker } from './elements/card-picker/card-picker.js';
export { HandRanker } from './elements/hand-ranker/hand-ranker.js';
export type { HandInput } from './elements/hand-ranker/hand-ranker.js';
export { PotCalculator, readPlayers } from './elements/pot-calculator/pot-calculator.js';
export type { PotPlayer, FinishingOrder } from './elements/pot-calculator/pot-calculator.js';
export { PokerTable } from './elements/poker-table/poker-table.js';
export type { TableSeat, HoleCards, Controls } from './elements/poker-table/poker-table.js';
export { PokerCashTable } from './elements/poker-cash-table/poker-cash-table.js';
export type { CashPlayer, BuyInRange, ClockSetting } from './elements/poker-cash-table/poker-cash-table.js';
export { EquityCalculator } from './elements/equity-calculator/equity-calculator.js';
export type { EquityPlayer } from './elements/equity-calculator/equity-calculator.js';
