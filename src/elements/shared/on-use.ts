/**
 * Parts of an element fetched on first use with a dynamic `import()` (an editor, the card
 * picker), once per page: every element that uses a part shares the one fetch. A page that
 * never uses the part never downloads it.
 *
 * @internal
 */
import type { CSSResultOrNative } from 'lit';
import type { HoldemElement } from './holdem-element.js';

/** A part's module: what it exports, and (as `styles`) what it adds to the element's shadow root. */
export interface PartModule {
  styles?: CSSResultOrNative | readonly CSSResultOrNative[];
}

export class OnUse<M extends object> {
  /** The module, once loaded: an element that needs it later renders with it at once. */
  module: M | undefined;
  private pending: Promise<M> | undefined;

  constructor(private readonly fetch: () => Promise<M>) {}

  /** Fetches the module once; a failed fetch is forgotten, so the next use tries again. */
  load(): Promise<M> {
    this.pending ??= this.fetch().then(
      (module) => (this.module = module),
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }
}

const fetching = new WeakMap<HoldemElement, Set<OnUse<object>>>();
/** Parts whose fetch for an element just failed: the render that follows does not fetch again at once. */
const failed = new WeakMap<HoldemElement, Set<OnUse<object>>>();

/**
 * The part's module for an element, or undefined while it is fetched: the element renders
 * without it meanwhile and again when it is there (`HoldemElement.waitFor`). The part's
 * styles join the element's shadow root (as constructed style sheets, which a strict CSP
 * allows).
 */
export function usePart<M extends object>(element: HoldemElement, part: OnUse<M>): M | undefined {
  const module = part.module;
  if (module) {
    const styles = (module as PartModule).styles;
    if (styles) element.adoptStyles(styles);
    return module;
  }
  const own = fetching.get(element) ?? new Set();
  fetching.set(element, own);
  if (!own.has(part) && !failed.get(element)?.has(part)) {
    own.add(part);
    const fetch = part.load().finally(() => own.delete(part));
    fetch.catch((error: unknown) => {
      console.warn(`holdem-elements: <${element.localName}> could not load a part it uses.`, error);
      // The render after a failure shows the element without the part and does not fetch
      // again (that would loop); the next update after it (a change) tries again.
      const parts = failed.get(element) ?? new Set();
      failed.set(element, parts);
      parts.add(part);
      element.partFailed();
      void element.updateComplete.then(() => parts.delete(part));
    });
    element.waitFor(fetch);
  }
  return undefined;
}
