/**
 * What both bundles (the CDN file, `cdn.ts`, and `holdem-elements/bundle` in Node,
 * `bundle.ts`) have: every tag but `<equity-calculator>` defined at once, and the exports:
 * the element classes, the event types and the translation registry the elements read (so a
 * page that loads a bundle adds a language through it). The headless engine is
 * `holdem-elements/core`. Each bundle adds `<equity-calculator>` in its own way.
 */
import './define/poker-card.js';
import './define/hand-ranker.js';
import './define/pot-calculator.js';
import './define/poker-table.js';
import './define/poker-cash-table.js';

export { PokerCard } from './elements/poker-card/poker-card.js';
export { HandRanker, type HandInput } from './elements/hand-ranker/hand-ranker.js';
export { PotCalculator, type PotPlayer, type FinishingOrder } from './elements/pot-calculator/pot-calculator.js';
export { PokerTable, type TableSeat, type HoleCards, type Controls } from './elements/poker-table/poker-table.js';
export { PokerCashTable, type CashPlayer, type BuyInRange, type ClockSetting } from './elements/poker-cash-table/poker-cash-table.js';
export type * from './events.js';
export { registerTranslation, registerLanguage } from './i18n/languages.js';
export type { HoldemTranslation } from './i18n/translation.js';
