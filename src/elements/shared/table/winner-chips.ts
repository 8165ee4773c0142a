import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HandOutcome } from '../../../core/hand/types.js';
import { OnUse } from '../on-use.js';

/** The chips' flight, fetched the first time a table celebrates a result (it only decorates). */
const flight = new OnUse(() => import('./chip-flight.js'));

/**
 * Chips that fly from each pot to its winners once a hand is over: after the update that
 * draws the result (`chip-flight.ts`, fetched on first use). Nothing moves, and nothing is
 * fetched, for a reader who prefers reduced motion.
 */
export class WinnerChips implements ReactiveController {
  private due = false;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    private readonly result: () => HandOutcome | null | undefined,
  ) {
    host.addController(this);
  }

  /** The hand just ended: move the chips after the next update. */
  celebrate(): void {
    this.due = true;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.due) return;
    this.due = false;
    const result = this.result();
    const root = this.host.renderRoot;
    const layer = root.querySelector<HTMLElement>('.fx');
    if (
      !result ||
      !layer ||
      typeof layer.animate !== 'function' ||
      typeof matchMedia === 'undefined' ||
      matchMedia('(prefers-reduced-motion: reduce)').matches
    )
      return;
    // Decoration only: a flight that cannot be fetched is no flight.
    flight.load().then(
      ({ flyChips }) => flyChips(root, layer, result),
      () => undefined,
    );
  }
}
