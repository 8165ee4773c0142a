/**
 * Layout checks for the element tests: whether anything an element draws leaves its box,
 * and whether each button can be hit where it is drawn (nothing covers it).
 */
import { setViewport } from '@web/test-runner-commands';

/** Sets the page width, as a phone or a desktop would have it. */
export const atWidth = (width: number): Promise<void> => setViewport({ width, height: 900 });

/** Visually hidden text (sr-only, empty live regions) is 1 px and clipped: not drawn. */
function drawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.classList.contains('sr-only') || node.classList.contains('is-empty')) return false;
    // The content of a closed <details> is not drawn (its summary is).
    const details = node.parentElement?.closest('details');
    if (details && !details.open && node.localName !== 'summary' && node.parentElement === details) return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

const describe = (element: Element): string => {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `<${element.localName}${element.className ? ` class="${String(element.className)}"` : ''}>${text}`;
};

/**
 * Every element of the shadow root drawn outside the host's box (by more than half a pixel),
 * described; empty when everything fits.
 */
export function outsideHost(host: HTMLElement): string[] {
  const frame = host.getBoundingClientRect();
  const out: string[] = [];
  for (const element of host.shadowRoot!.querySelectorAll('*')) {
    if (!drawn(element)) continue;
    const box = element.getBoundingClientRect();
    const slack = 0.5;
    if (
      box.left < frame.left - slack ||
      box.right > frame.right + slack ||
      box.top < frame.top - slack ||
      box.bottom > frame.bottom + slack
    ) {
      out.push(
        `${describe(element)} [${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}]`,
      );
    }
  }
  return out;
}

/** Every element that overlaps a sibling drawn after it (by more than a pixel), among `selector`'s matches. */
export function overlapping(host: HTMLElement, selector: string): string[] {
  const boxes = [...host.shadowRoot!.querySelectorAll(selector)]
    .filter(drawn)
    .map((element) => ({ element, box: element.getBoundingClientRect() }));
  const out: string[] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (x > 1 && y > 1) out.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
    }
  });
  return out;
}

/**
 * Buttons (and other controls) that another element covers at their centre: scrolled into
 * view one by one and hit-tested with the shadow root's `elementFromPoint`.
 */
export function coveredControls(host: HTMLElement, selector = 'button, input, select, summary'): string[] {
  const root = host.shadowRoot!;
  const out: string[] = [];
  for (const control of root.querySelectorAll<HTMLElement>(selector)) {
    if (!drawn(control) || control.closest('dialog')) continue;
    control.scrollIntoView({ block: 'center', inline: 'center' });
    const box = control.getBoundingClientRect();
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !(hit === control || control.contains(hit))) out.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing'}`);
  }
  window.scrollTo(0, 0);
  return out;
}
