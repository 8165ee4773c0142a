/**
 * Loads cash mode's module (`cash-mode.ts`) on first use, once per page: every
 * `<poker-table mode="cash">` shares the one `import()`. A failed load is forgotten, so the
 * next attempt fetches again.
 *
 * @internal
 */
import type * as CashModeModule from './cash-mode.js';

export type CashMode = typeof CashModeModule;

export const cashMode: {
  /** The module, once loaded: a table set up later renders at once. */
  module: CashMode | undefined;
  pending: Promise<CashMode> | undefined;
  /** Fetches the module; a test replaces it to see a failed load. */
  fetch: () => Promise<CashMode>;
} = {
  module: undefined,
  pending: undefined,
  fetch: () => import('./cash-mode.js'),
};

export function loadCashMode(): Promise<CashMode> {
  cashMode.pending ??= cashMode.fetch().then(
    (module) => (cashMode.module = module),
    (error: unknown) => {
      cashMode.pending = undefined;
      throw error;
    },
  );
  return cashMode.pending;
}
