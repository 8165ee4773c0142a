import { LitElement } from 'lit';
import { HoldemLocalize } from '../../i18n/localize.js';
import { update as refreshLocalizedElements } from '@shoelace-style/localize';
import type { HoldemErrorDetail, HoldemEventMap } from '../../events.js';

// Outside the class so the manifest analyzer does not list a generic event per element.
const kitEvent = <T>(type: string, detail: T, bubbles: boolean): CustomEvent<T> =>
  new CustomEvent<T>(type, { detail, bubbles, composed: true });

/**
 * Base of every kit element: the localize controller (nearest `lang`, live), event
 * helpers that follow the kit's conventions, and nothing else.
 *
 * @internal
 */
export class HoldemElement extends LitElement {
  /** Terms in the language of the nearest `lang`; re-renders when it changes. */
  protected readonly localize = new HoldemLocalize(this);

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
