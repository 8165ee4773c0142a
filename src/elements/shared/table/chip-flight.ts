/**
 * The chips that fly from each pot to its winners once a hand is over (`WinnerChips`),
 * fetched the first time a table shows a result to a reader who does not prefer reduced
 * motion: three chips per share, one share after the other.
 *
 * @internal
 */
import type { HandOutcome } from '../../../core/hand/types.js';

/** Moves the chips on the table's `.fx` layer, from each pot of `result` to its winners. */
export function flyChips(root: HTMLElement | DocumentFragment, layer: HTMLElement, result: HandOutcome): void {
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
