/** Odds: exact and sampled equity, hand ranges and outs (T17, T18). */
export { equity, equityCounter, equityResult, parseEquityHand } from './equity.js';
export type { ClassEquity, EquityErrorCode, EquityHand, EquityInput, EquityProgress, EquityResult, HandEquity } from './equity.js';
export type { Counter as EquityCounter } from './engine.js';
export {
  COMBO_COUNT,
  HAND_CLASS_GRID,
  InvalidRangeError,
  classHoldings,
  classesForPercent,
  formatRange,
  handClass,
  parseRange,
  rangeCombos,
  rangeGrid,
} from './ranges.js';
export type { RangeCombo, RangeProblem } from './ranges.js';
export { HAND_ORDER } from './hand-order.js';
export { outs } from './outs.js';
export type { HandOuts, Out, OutsInput } from './outs.js';
export { runOutChances } from './run-out.js';
export type { RunOutChances, RunOutShare, RunOutStreet } from './run-out.js';
