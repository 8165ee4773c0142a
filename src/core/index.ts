/**
 * `holdem-elements/core`: the rules of Texas Hold'em as pure functions, with no DOM and
 * no XState, usable in Node and in the browser. Every rule lives here, once. Potsdam
 * Hold'em (`holdem-elements/core/potsdam`) and hand histories (`holdem-elements/core/history`)
 * are entries of their own, so a page or a bundle that does not use them does not load them.
 */
export * from './errors.js';
export * from './cards.js';
export * from './deck.js';
export * from './evaluate.js';
export * from './rank.js';
export * from './showdown.js';
export * from './rule-violation.js';
export * from './betting.js';
export * from './pots.js';
export * from './dealing.js';
export * from './showdown-order.js';
export * from './table-rules.js';
export * from './records.js';
export * from './hand/index.js';
export * from './table/index.js';
export * from './equity/index.js';
