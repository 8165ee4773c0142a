import { LitElement, css, type CSSResultOrNative } from 'lit';
import { HoldemLocalize } from '../../i18n/localize.js';
import { update as refreshLocalizedElements } from '@shoelace-style/localize';
import type { HoldemErrorDetail, HoldemEventMap } from '../../events.js';
import type { ValueProblem } from './converters.js';
import { OnUse, usePart } from './on-use.js';

/** The words and the look of the message of a value a property cannot use: fetched with the first one. */
const valueWords = new OnUse(() => import('./value-notice.js'));

// Outside the class so the manifest analyzer does not list a generic event per element.
const kitEvent = <T>(type: string, detail: T, bubbles: boolean): CustomEvent<T> =>
  new CustomEvent<T>(type, { detail, bubbles, composed: true });

/** Room under the notice of a part that could not be fetched (its look is the element's `.error`). */
const partNoticeStyles = css`
  .part-error {
    margin-block-end: 0.75rem;
  }
`;

/** The setters that read a value before Lit stores it (`finalize`), so that a subclass does not wrap them twice. */
const readingSetters = new WeakSet<(value: unknown) => void>();

/** Copies of the kit's style sheets made in another document (an iframe's), per sheet and document. */
const copies = new WeakMap<CSSStyleSheet, WeakMap<Document, CSSStyleSheet>>();

/**
 * `style` as a sheet that a shadow root in `doc` may adopt: a constructed sheet belongs to
 * the document whose window constructed it, so in an iframe's document the kit uses a copy
 * made there. Undefined in a document without a window (nothing can construct one there).
 */
function sheetIn(doc: Document, style: CSSResultOrNative): CSSStyleSheet | undefined {
  const sheet = style instanceof CSSStyleSheet ? style : style.styleSheet;
  const View = doc.defaultView?.CSSStyleSheet;
  if (!sheet || !View) return undefined;
  if (Object.getPrototypeOf(sheet) === View.prototype) return sheet;
  const made = copies.get(sheet) ?? new WeakMap<Document, CSSStyleSheet>();
  copies.set(sheet, made);
  let copy = made.get(doc);
  if (!copy) {
    copy = new View();
    copy.replaceSync(style instanceof CSSStyleSheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : style.cssText);
    made.set(doc, copy);
  }
  return copy;
}

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

  /** Styles added to the shadow root after the element's own (parts fetched on use, notices). */
  private readonly addedStyles = new Set<CSSResultOrNative>();

  /** Properties set to a value their reader refused (the old value stays), and whether the page has heard of each. */
  private readonly refusedValues = new Map<string, { problem: ValueProblem; told: boolean }>();

  private valueWordsOn = false;

  /** The inline message of the refused values, outside Lit's content. */
  private valueNotice: HTMLElement | undefined;

  /**
   * A property declared with `read` (`elements/shared/converters.ts`) stores what its reader
   * makes of a value; a value the reader refuses leaves the property as it was, and the
   * element says why inline and in an `error` event (`invalid-property`, or `too-many`).
   */
  protected static override finalize(): void {
    super.finalize();
    for (const [name, options] of this.elementProperties) {
      const { read } = options;
      const descriptor = read && Object.getOwnPropertyDescriptor(this.prototype, name);
      const set = descriptor?.set;
      if (!read || !set || readingSetters.has(set)) continue;
      const field = String(name);
      const reading = function (this: HoldemElement, value: unknown): void {
        const result = read(value, field);
        if ('problem' in result) return this.refuseValue(field, result.problem);
        if (this.refusedValues.delete(field)) this.requestUpdate();
        set.call(this, result.value);
      };
      readingSetters.add(reading);
      Object.defineProperty(this.prototype, name, { ...descriptor, set: reading });
    }
  }

  private refuseValue(field: string, problem: ValueProblem): void {
    this.refusedValues.set(field, { problem, told: false });
    this.requestUpdate();
  }

  constructor() {
    super();
    this.addController({ hostUpdated: () => this.tellRefused() });
  }

  /** Shows the refused values at the top of the element and fires one `error` per new one, in the element's language. */
  private tellRefused(): void {
    if (this.refusedValues.size === 0 && !this.valueNotice) return;
    const words = usePart(this, valueWords);
    if (!words) return;
    if (!this.valueWordsOn) {
      this.valueWordsOn = true;
      // After this update: registering words updates every element that shows words, this one
      // too, and the German words are fetched by the next update if the element needs them.
      return queueMicrotask(() => {
        words.registerValueWords();
        this.requestUpdate();
      });
    }
    if (this.settling) return;
    const messages: string[] = [];
    for (const [field, entry] of this.refusedValues) {
      const message = this.localize.term('valueProblem', entry.problem);
      messages.push(message);
      if (entry.told) continue;
      entry.told = true;
      const code = entry.problem.got === 'too-many' ? 'too-many' : 'invalid-property';
      this.emitError({ code, message, text: '', field } as HoldemErrorDetail);
    }
    const root = this.renderRoot;
    if (messages.length === 0) {
      this.valueNotice?.remove();
      this.valueNotice = undefined;
      return;
    }
    const notice = (this.valueNotice ??= this.noticeElement());
    notice.textContent = messages.join(' ');
    if (notice.parentNode !== root) root.insertBefore(notice, root.firstChild);
  }

  /** An inline message outside Lit's content: `part="error"`, `role="alert"`, the element's `.error` look. */
  private noticeElement(): HTMLElement {
    const notice = document.createElement('div');
    notice.setAttribute('part', 'error');
    notice.setAttribute('role', 'alert');
    notice.className = 'error part-error';
    this.adoptStyles(partNoticeStyles);
    return notice;
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // As LitElement's, but with sheets the root's document may adopt (see `adoptedStyles`).
    const root = this.shadowRoot ?? this.attachShadow((this.constructor as typeof LitElement).shadowRootOptions);
    this.syncStyles(root);
    this.renderOptions.renderBefore ??= root.firstChild;
    return root;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved to another document (`adoptNode` into an iframe's and back), a shadow root loses
    // its constructed sheets: the element's own and its parts' are adopted again here.
    this.syncStyles(this.renderRoot);
  }

  /**
   * Adds styles to the element's shadow root after its own (a part's, fetched on use): as
   * constructed sheets, which a strict CSP allows, and kept across moves between documents.
   *
   * @internal
   */
  adoptStyles(styles: CSSResultOrNative | readonly CSSResultOrNative[]): void {
    for (const style of [styles].flat(Infinity as 1) as CSSResultOrNative[]) this.addedStyles.add(style);
    this.syncStyles(this.renderRoot);
  }

  private syncStyles(root: HTMLElement | DocumentFragment | undefined): void {
    if (!(root instanceof ShadowRoot)) return;
    const own = (this.constructor as typeof LitElement).elementStyles;
    const doc = root.ownerDocument;
    const sheets = [...own, ...this.addedStyles].flatMap((style) => sheetIn(doc, style) ?? []);
    const now = root.adoptedStyleSheets;
    if (sheets.length === now.length && sheets.every((sheet, index) => sheet === now[index])) return;
    root.adoptedStyleSheets = sheets;
  }

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
    const notice = (this.partNotice ??= this.noticeElement());
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
