import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HandOutcome } from '../../../machines/hand.machine.js';

/**
 * Chips that fly from each pot to its winners once a hand is over: after the update that
 * draws the result, three chips per share, one share after the other. Nothing moves for a
 * reader who prefers reduced motion.
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
    const origin = layer.getBoundingClientRect();
    const centre = (element: Element | null): [number, number] | null => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return rect.width === 0 ? null : [rect.left + rect.width / 2 - origin.left, rect.top + rect.height / 2 - origin.top];
    };
    let delay = 0;
    for (const award of result.awards) {
      const from = centre(root.querySelector(`[data-pot="${award.potIndex}"]`));
      for (const share of award.shares) {
        const to = centre(root.querySelector(`[data-seat="${CSS.escape(share.seat)}"] .plate`));
        if (!from || !to) continue;
        for (let k = 0; k < 3; k++) {
          const chip = document.createElement('span');
          chip.className = 'fx-chip';
          layer.append(chip);
          const animation = chip.animate(
            [
              { transform: `translate(${from[0]}px, ${from[1]}px) scale(0.9)`, opacity: 0 },
              { transform: `translate(${from[0]}px, ${from[1]}px) scale(1)`, opacity: 1, offset: 0.12 },
              { transform: `translate(${to[0]}px, ${to[1]}px) scale(1)`, opacity: 1, offset: 0.88 },
              { transform: `translate(${to[0]}px, ${to[1]}px) scale(0.6)`, opacity: 0 },
            ],
            { duration: 900, delay: delay + k * 90, easing: 'cubic-bezier(.3,.7,.3,1)', fill: 'backwards' },
          );
          animation.onfinish = () => chip.remove();
          animation.oncancel = () => chip.remove();
        }
        delay += 220;
      }
    }
  }
}
