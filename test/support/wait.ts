import { waitUntil } from '@open-wc/testing';

/** setTimeout's largest delay (about 24.8 days): a limit no test run reaches. */
const NO_LIMIT = 2 ** 31 - 1;

/**
 * Waits until `predicate` holds, checking every 20 ms, with no wall-clock limit worth the
 * name: open-wc's `waitUntil` gives up after one second by default, and on a busy machine a
 * part fetched on use (German words, an editor) can take longer. A slow machine is slow,
 * not broken; a predicate that never holds hangs the test, which the runner reports.
 */
export function until(predicate: () => unknown, message?: string): Promise<void> {
  return waitUntil(predicate, message, { interval: 20, timeout: NO_LIMIT });
}
