/**
 * Typed errors thrown by the engine. Every error carries a stable `code` that a
 * caller can switch on, and a message in English for the developer; elements translate
 * by code. A `HoldemError` means the input is malformed (a programming error); a move the
 * rules forbid is not thrown but answered as data (`RuleViolation`).
 */
export type HoldemErrorCode =
  /** T1: text that is no card, or a card code outside 0 … 51. */
  | 'unknown-card'
  /** T1: the same card twice. */
  | 'duplicate-card'
  /** T17: too few or too many cards for what is asked. */
  | 'card-count'
  /** A seed that is neither a safe integer nor a string. */
  | 'invalid-seed'
  /** A required argument or field is missing, `null` or `undefined`. */
  | 'missing-input'
  /** A number that should be a whole number is fractional, NaN, infinite or beyond ±2^53 − 1. */
  | 'unsafe-integer'
  /** A chip amount below zero. */
  | 'negative-amount'
  /** Chip amounts that together pass `Number.MAX_SAFE_INTEGER` (no longer exact). */
  | 'chip-overflow'
  /** An option or house-rule key the function does not know (usually misspelt). */
  | 'unknown-option'
  /** An option, structure, street or style value the function does not know. */
  | 'unknown-value'
  /** A seat id that is empty or not a string, or one that is not among the seats. */
  | 'unknown-seat'
  /** The same seat id twice where each seat may appear once. */
  | 'duplicate-seat'
  /** Anything else malformed: a wrong type or shape, an impossible state. */
  | 'invalid-input';

export class HoldemError extends Error {
  readonly code: HoldemErrorCode | (string & {});

  constructor(code: HoldemErrorCode | (string & {}), message: string) {
    super(message);
    this.name = 'HoldemError';
    this.code = code;
  }
}

/** An unknown or duplicate card, or the wrong number of cards (T1). */
export class InvalidCardError extends HoldemError {
  /** The text that could not be read as a card, or the duplicated card. */
  readonly text: string;

  constructor(code: 'unknown-card' | 'duplicate-card' | 'card-count', text: string, message: string) {
    super(code, message);
    this.name = 'InvalidCardError';
    this.text = text;
  }
}
