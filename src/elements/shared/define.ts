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

/**
 * Registers a tag whose code is fetched the first time the tag is in the document: at once
 * when the page already holds one, else when one is added (a document-wide observer that
 * stops after the first). Returns the loader, which resolves with the element's class: a
 * page that puts the tag where the observer cannot see it (in a shadow root of its own)
 * calls it to start the fetch. A failed fetch warns, and the next call tries again.
 */
export function defineOnUse<T extends CustomElementConstructor>(tag: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const start = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      console.warn(`holdem-elements: the code of <${tag}> could not be loaded.`, error);
      throw error;
    }));
  const begin = (): void => void start().catch(() => undefined);
  const holds = (node: Node): boolean => node instanceof Element && (node.localName === tag || node.querySelector(tag) !== null);
  if (document.querySelector(tag)) {
    begin();
  } else {
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => [...record.addedNodes].some(holds))) return;
      observer.disconnect();
      begin();
    });
    observer.observe(document, { childList: true, subtree: true });
  }
  return start;
}
