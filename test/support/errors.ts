import { expect } from '@open-wc/testing';
import { HoldemError } from '../../src/core/errors.js';

/** The `HoldemError` that `fn` throws (it must throw one). */
export function thrown(fn: () => unknown): HoldemError {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(HoldemError);
    return error as HoldemError;
  }
  throw new Error('expected a HoldemError');
}

/** The `code` of the `HoldemError` that `run` throws; any other error fails the test. */
export function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (!(error instanceof HoldemError)) throw new Error(`expected a HoldemError, got ${String(error)}`, { cause: error });
    return String(error.code);
  }
  return 'no error';
}
