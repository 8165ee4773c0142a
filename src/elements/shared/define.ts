/**
 * Registers a tag, guarded: a page that loads the kit twice (two bundles, a CDN copy
 * and an npm copy) gets a warning instead of a `NotSupportedError` that breaks it.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (existing === undefined) {
    customElements.define(tag, element);
  } else if (existing !== element) {
    console.warn(`holdem-elements: <${tag}> is already defined (the kit was probably loaded twice); keeping the first definition.`);
  }
}
