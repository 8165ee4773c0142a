/**
 * What a test reads of an element's shadow DOM, how it clicks as a reader would, and which
 * modules the page has fetched (the parts an element loads on use), and the look those parts bring.
 */
import { expect } from '@open-wc/testing';

/** The element's shadow root. */
export const shadow = (el: Element): ShadowRoot => el.shadowRoot!;

/** A node's text as a reader sees it: white space collapsed. */
export const text = (node: Node | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Every element in `el`'s shadow root that `selector` matches. */
export const all = (el: Element, selector: string): Element[] => [...shadow(el).querySelectorAll(selector)];

/** Clicks the enabled button whose text (or label) starts with `label`, and waits for the render. */
export async function clickButton(el: Element & { updateComplete: Promise<unknown> }, label: string): Promise<void> {
  const buttons = all(el, 'button') as HTMLButtonElement[];
  const button = buttons.find((b) => (text(b).startsWith(label) || b.getAttribute('aria-label')?.startsWith(label)) && !b.disabled);
  if (!button) throw new Error(`no button "${label}" (buttons: ${buttons.map((b) => text(b) || b.getAttribute('aria-label')).join(', ')})`);
  button.click();
  await el.updateComplete;
}

/** Whether the page has fetched a module whose address matches `pattern`. */
export const fetched = (pattern: RegExp): boolean => performance.getEntriesByType('resource').some((entry) => pattern.test(entry.name));

/**
 * The inline message box of bad input (`shared/inline-error.styles.ts`), as it looks once its
 * part has come: a flex row with its padding and a 20 px alert icon.
 */
export function expectInlineErrorLook(alert: HTMLElement): void {
  expect(getComputedStyle(alert).display).to.equal('flex');
  expect(getComputedStyle(alert).paddingTop).to.equal('12px');
  expect(alert.querySelector('svg')!.getBoundingClientRect().width).to.equal(20);
}
