import { LitElement, css } from 'lit';
import { HoldemLocalize } from '../../i18n/localize.js';
import { update as refreshLocalizedElements } from '@shoelace-style/localize';
import type { HoldemErrorDetail, HoldemEventMap } from '../../events.js';

// Outside the class so the manifest analyzer does not list a generic event per element.
const kitEvent = <T>(type: string, detail: T, bubbles: boolean): CustomEvent<T> =>
  new CustomEvent<T>(type, { detail, bubbles, composed: true });

/** Room under the notice of a part that could not be fetched (its look is the element's `.error`). */
const partNoticeStyles = css`
  .part-error {
    margin-block-end: 0.75rem;
  }
`;

/**
 * Base of every kit element: the localize controller (nearest `lang`, live), event
 * helpers that follow the kit's conventions, and waiting for what it fetches on use.
 *
 * @internal
 */
export class HoldemElement extends LitElement {
  /** Terms in the language of the nearest `lang`; re-renders when it changes. */
  protected readonly localize = new HoldemLocalize(this);

  /** Fetches on their way (`waitFor`): `updateComplete` waits for them and the render that follows. */
  private readonly fetches = new Set<Promise<unknown>>();

  /** The inline message that a part could not be fetched (`partFailed`), outside Lit's content. */
  private partNotice: HTMLElement | undefined;

  static override get observedAttributes(): string[] {
    // Own `lang`/`dir` changes are seen at once, also inside another shadow root where
    // the document-wide observer cannot look.
    return [...super.observedAttributes, 'lang', 'dir'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // Kit elements inside this one's shadow root inherit the language too.
    if ((name === 'lang' || name === 'dir') && old !== value && this.hasUpdated) refreshLocalizedElements();
  }

  /**
   * Renders again when `fetch` settles (a part the element uses, see `usePart`), and counts
   * it in `settling` and `updateComplete` until then.
   *
   * @internal
   */
  waitFor(fetch: Promise<unknown>): void {
    this.fetches.add(fetch);
    const settled = (): void => {
      this.fetches.delete(fetch);
      this.requestUpdate();
    };
    // Both outcomes handled here: a failed fetch is the fetcher's to report, never an unhandled rejection.
    void fetch.then(() => {
      this.partNotice?.remove();
      settled();
    }, settled);
  }

  /**
   * A part the element uses could not be fetched (offline, a blocked chunk): an inline
   * message at the top of the element (`part="error"`, `role="alert"`) and an `error` event
   * with the code `part-unavailable`. The element goes on without the part; a later fetch
   * that succeeds takes the message away.
   *
   * @internal
   */
  partFailed(): void {
    // Worded in the element's language: a German page's words may still be on their way.
    const words = this.localize.loading;
    if (words) {
      const retell = (): void => this.partFailed();
      void words.then(retell, retell);
      return;
    }
    const root = this.renderRoot;
    const message = this.localize.term('partUnavailable');
    let notice = this.partNotice;
    if (!notice) {
      notice = this.partNotice = document.createElement('div');
      notice.setAttribute('part', 'error');
      notice.setAttribute('role', 'alert');
      notice.className = 'error part-error';
      const sheet = partNoticeStyles.styleSheet;
      if (root instanceof ShadowRoot && sheet && !root.adoptedStyleSheets.includes(sheet))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    notice.textContent = message;
    // Before Lit's own content, which starts at its marker: a render never touches it.
    if (notice.parentNode !== root) root.insertBefore(notice, root.firstChild);
    this.emitError({ code: 'part-unavailable', message, text: '' });
  }

  /**
   * True while the words of the element's language or a part it uses are still being
   * fetched. What it shows meanwhile is provisional (English words, no editor yet), so
   * events wait until it settles: a German page never hears an English `message`.
   */
  protected get settling(): boolean {
    return this.localize.loading !== undefined || this.fetches.size > 0;
  }

  /**
   * Resolves after the render that follows the last fetch the element waited for: with a
   * German page's words, with the editor of an `editable` element. Pages and tests that
   * await `updateComplete` see the element as a reader will.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    for (let waiting = this.waitingFor(); waiting; waiting = this.waitingFor()) {
      await waiting.catch(() => undefined);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  private waitingFor(): Promise<unknown> | undefined {
    return this.localize.loading ?? (this.fetches.size > 0 ? Promise.allSettled([...this.fetches]) : undefined);
  }

  /** Dispatches a kit event of `HoldemEventMap`: bubbles, crosses shadow roots, JSON-safe `detail`. */
  protected emit<K extends keyof HoldemEventMap>(type: K, detail: HoldemEventMap[K]): boolean {
    return this.dispatchEvent(kitEvent(type, detail, true));
  }

  /**
   * Dispatches the plain `error` event. Composed but not bubbling, as native `error`
   * events are: a bubbling one would reach `window.onerror`, which test runners and
   * error trackers read as an uncaught exception (see `HoldemErrorDetail`).
   */
  protected emitError(detail: HoldemErrorDetail): void {
    this.dispatchEvent(kitEvent('error', detail, false));
  }
}
