/**
 * What the bundles export besides their tags: the element classes, the event types and the
 * translation registry the elements read (so a page that loads a bundle adds a language
 * through it). The headless engine is `holdem-elements/core`.
 */
export { PokerCard } from './elements/poker-card/poker-card.js';
export { HandRanker, type HandInput } from './elements/hand-ranker/hand-ranker.js';
export { PotCalculator, type PotPlayer, type FinishingOrder } from './elements/pot-calculator/pot-calculator.js';
export { PokerTable, type TableSeat, type HoleCards, type Controls } from './elements/poker-table/poker-table.js';
export { PokerCashTable, type CashPlayer, type BuyInRange, type ClockSetting } from './elements/poker-cash-table/poker-cash-table.js';
export type * from './events.js';
export { registerTranslation } from '@shoelace-style/localize';
export type { HoldemTranslation } from './i18n/translation.js';
