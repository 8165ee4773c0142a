/**
 * The cash-game (and tournament) table as a pure engine: its input and configuration, its
 * events and their refusals, its history, the action clock, and the functions that move it
 * on. `tableMachine` (in `holdem-elements/machines`) runs it with hands and timers.
 */
export * from './config.js';
export * from './events.js';
export * from './log.js';
export * from './refusals.js';
export * from './clock.js';
export * from './engine.js';
export * from './bots.js';
export * from './session.js';
