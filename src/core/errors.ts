/**
 * Typed errors thrown by the engine. Every error carries a stable `code` that a
 * caller can switch on, and a message in English; elements translate by code.
 */
export type HoldemErrorCode =
  | 'unknown-card'
  | 'duplicate-card'
  | 'card-count'
  | 'invalid-seed'
  | 'invalid-input';

export class HoldemError extends Error {
  readonly code: HoldemErrorCode | string;

  constructor(code: HoldemErrorCode | string, message: string) {
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
