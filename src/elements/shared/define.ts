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

/** Each tag's loader: it fetches the tag's code (a define module) and resolves with `M[tag]`. */
export type TagLoaders<M> = { [Tag in keyof M]: () => Promise<M[Tag]> };

/** What `defineOnUse` gives the CDN file and the CDN loader (`src/loader.ts`). */
export interface TagsOnUse<M> {
  /** Fetches a tag's code now: once, and again after a fetch that failed. */
  load<Tag extends keyof M & string>(tag: Tag): Promise<M[Tag]>;
  /**
   * Watches a root the document's observer does not see (a shadow root of the page's own): the
   * tags in it now, and those added to it later, fetch their code.
   */
  discover(root: Document | DocumentFragment | Element): void;
}

/**
 * Fetches each tag's code the first time the tag is in the document: at once for a tag the page
 * already holds, else when one is added (an observer of the document, and of each root given to
 * `discover`, that stops when every tag has been seen). A failed fetch warns, and the next
 * `load` of the tag tries again.
 */
export function defineOnUse<M>(loaders: TagLoaders<M>): TagsOnUse<M> {
  const tags = Object.keys(loaders) as (keyof M & string)[];
  const loading = new Map<string, Promise<unknown>>();
  const seen = new Set<string>();
  const observers: MutationObserver[] = [];

  const load = (tag: keyof M & string): Promise<unknown> => {
    let started = loading.get(tag);
    if (started === undefined) {
      started = loaders[tag]().catch((error: unknown) => {
        loading.delete(tag);
        console.warn(`holdem-elements: the code of <${tag}> could not be loaded.`, error);
        throw error;
      });
      loading.set(tag, started);
    }
    return started;
  };
  const see = (tag: keyof M & string): void => {
    seen.add(tag);
    load(tag).catch(() => undefined);
    if (seen.size === tags.length) for (const observer of observers.splice(0)) observer.disconnect();
  };
  const scan = (node: ParentNode): void => {
    for (const tag of tags) {
      if (!seen.has(tag) && ((node instanceof Element && node.localName === tag) || node.querySelector(tag) !== null)) see(tag);
    }
  };
  const discover = (root: Document | DocumentFragment | Element): void => {
    scan(root);
    if (seen.size === tags.length) return;
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    });
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
  };
  if (typeof document !== 'undefined') discover(document);
  return { load: load as TagsOnUse<M>['load'], discover };
}
