/**
 * `<poker-table>` as a replayer: a hand history (the `history` text, a `src` URL or a
 * `<script type="text/plain">` child, PHH or PokerStars told by the content) or a share link
 * (`share`, `#hand=…`) becomes the hand and its steps; play and pause at a speed, step, jump to
 * a street; and the hand as PHH or PokerStars text (`export`) or as a link (`share`). A table
 * loads only this check at first: the replayer itself (`Replayer`), the reader and the writer
 * are in `replay-part.ts`, fetched when a table asks for any of it.
 *
 * @internal
 */
import type { PokerHandExportDetail, PokerTableErrorDetail } from '../../../events.js';
import type { AmountUnit } from '../../../i18n/amount-unit.js';
import type { HandContext, HandEvent, HandInput } from '../../../machines/hand.machine.js';
import type { HoldemElement } from '../../shared/holdem-element.js';
import { OnUse } from '../../shared/on-use.js';

/** The replayer's part, with its words. */
export const replayPart = new OnUse<typeof import('./replay-part.js')>(() =>
  import('./replay-part.js').then((module) => {
    module.registerReplayTranslations();
    return module;
  }),
);

/** What the replayer asks of its table. */
export interface ReplayHost {
  element: HoldemElement & { history: string; src: string; share: boolean; export: boolean; historyHand: number };
  /** The hand as dealt (the machine's input), and the hand now. */
  dealt(): { input: HandInput | null; context: HandContext | undefined };
  /** The accepted events taken so far, in order. */
  taken(): HandEvent[];
  canGoForward(): boolean;
  forward(): void;
  back(): void;
  restart(): void;
  playAll(): void;
  /** Fires `error` once the table speaks the page's language; the detail is made then. */
  fail(detail: () => PokerTableErrorDetail): void;
  exported(detail: PokerHandExportDetail): void;
  /** Shows the table's amounts in a unit (a room's hand in dollars and cents), or in whole chips (null). */
  showAmountsIn(unit: AmountUnit | null): void;
}

/** A history to read: the property, a script child or a URL. Until the replayer is there, the table deals nothing. */
export const hasHistory = (element: ReplayHost['element']): boolean =>
  (typeof element.history === 'string' && element.history.trim() !== '') ||
  (typeof element.src === 'string' && element.src.trim() !== '') ||
  (element.querySelector(':scope > script[type="text/plain"]')?.textContent ?? '').trim() !== '';
