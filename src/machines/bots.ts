/** The computer players live in core (`holdem-elements/core`); the machines' entry exports them too, as before. */
export * from '../core/table/bots.js';
