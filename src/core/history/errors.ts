/**
 * `HandHistoryError`: a hand history that cannot be read or written. A `HoldemError` like
 * every malformed input of the kit, with a `code` to switch on and, for a file, the line
 * (1-based) where the trouble is. A file that reads but breaks a rule is no error: its
 * events are returned and `runHand` refuses the offending one with its rule ID.
 */
import { HoldemError, type HoldemErrorCode } from '../errors.js';

export type HandHistoryErrorCode =
  /** No hand in the text (empty, or neither PHH nor PokerStars). */
  | 'history-empty'
  /** The text is not well-formed: TOML syntax for PHH, a line the reader cannot parse. */
  | 'history-syntax'
  /** A field the format requires is missing (`variant`, `starting_stacks`, a seat line). */
  | 'history-missing-field'
  /** A field of the wrong type or value (a stack that is not a number, arrays of the wrong length). */
  | 'history-invalid-field'
  /** A variant other than no-limit or fixed-limit Texas Hold'em; the message names it. */
  | 'unsupported-variant'
  /** Something this kit's engine does not play: straddles, uneven antes, dead blinds, run it twice. */
  | 'history-unsupported'
  /** An action that cannot be read (`p3 xyz`, a bet without an amount, an unknown player). */
  | 'history-action'
  /** The file contradicts itself: a call of the wrong amount, cards shown unlike those dealt, a street dealt early. */
  | 'history-inconsistent'
  /** Pots, rake and winnings that do not add up. */
  | 'pot-mismatch'
  /** `readHandHistory` was given several hands: read them with `readHandHistories`. */
  | 'several-hands'
  /** Writing: a PokerStars history needs a finished hand. */
  | 'incomplete-hand'
  /** Writing: an event of the list was refused by the rules (`runHand` stops there). */
  | 'refused-event';

export class HandHistoryError extends HoldemError {
  /** The line of the file (from 1) where the trouble is, or null when it is not about one line. */
  readonly line: number | null;

  constructor(code: HandHistoryErrorCode | HoldemErrorCode | (string & {}), message: string, line: number | null = null) {
    super(code, line === null ? message : `line ${line}: ${message}`);
    this.name = 'HandHistoryError';
    this.line = line;
  }
}

/** Throws a `HandHistoryError`. */
export function fail(code: HandHistoryErrorCode | HoldemErrorCode, message: string, line: number | null = null): never {
  throw new HandHistoryError(code, message, line);
}

/**
 * `run()`, with a `HoldemError` it throws (a card that is no card, a stack the engine
 * refuses) given the line it came from; its code stays.
 */
export function atLine<T>(line: number | null, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof HandHistoryError || !(error instanceof HoldemError)) throw error;
    throw new HandHistoryError(error.code, error.message, line);
  }
}
