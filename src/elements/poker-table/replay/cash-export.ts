/**
 * `<poker-cash-table export>`: each finished hand as PHH and PokerStars text, for
 * `poker-hand-export`. The writer is fetched with the first finished hand.
 *
 * @internal
 */
import type { PokerHandExportDetail } from '../../../events.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import { OnUse } from '../../shared/on-use.js';

const part = new OnUse<typeof import('./replay-part.js')>(() => import('./replay-part.js'));

/** The finished hand as text (null when it cannot be written, or the writer could not be fetched). */
export async function exportFinishedHand(context: HandContext): Promise<PokerHandExportDetail | null> {
  try {
    return (await part.load()).finishedHandExport(context);
  } catch {
    return null;
  }
}
