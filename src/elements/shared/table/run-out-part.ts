/**
 * The players' chances during an all-in run-out (T9, T17), loaded on use: the equity count
 * is a part a table fetches only when a hand it shows is run out.
 *
 * @internal
 */
import { OnUse } from '../on-use.js';

export const runOutPart = new OnUse(() => import('./internal/run-out-chances.js'));
