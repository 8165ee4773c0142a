import { LocalizeController, registerTranslation, update } from '@shoelace-style/localize';
import type { ReactiveControllerHost } from 'lit';
import { cardsDe, cardsEn } from './cards.js';
import type { HoldemTranslation } from './translation.js';

type Args<K extends keyof HoldemTranslation> = HoldemTranslation[K] extends (...args: infer A) => string ? A : [];

let cardsRegistered = false;

/**
 * Registers the card terms (English first, so English is the fallback) with
 * `@shoelace-style/localize`, once. Every kit element calls this on construction,
 * so importing a module never has a side effect.
 */
export function registerCardTranslations(): void {
  if (cardsRegistered) return;
  cardsRegistered = true;
  registerTranslation(cardsEn, cardsDe);
}

let observing = false;

/**
 * `@shoelace-style/localize` watches only `<html lang>`. Readers set `lang` on any
 * ancestor too (a German quote inside an English blog post), so one observer on the
 * whole document re-renders localized elements when any `lang` or `dir` changes.
 */
function observeLangAttributes(): void {
  if (observing || typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
  observing = true;
  new MutationObserver(() => update()).observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['lang', 'dir'],
  });
}

/** The nearest non-empty value of `attribute` on `node` or an ancestor, across shadow roots. */
export function nearestAttribute(node: Node, attribute: 'lang' | 'dir'): string | undefined {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element) {
      const value = current.getAttribute(attribute);
      if (value) return value;
    }
    current = current instanceof ShadowRoot ? current.host : current.parentNode;
  }
  return undefined;
}

function validLang(lang: string): string | undefined {
  const normalized = lang.toLowerCase().replace(/_/g, '-');
  try {
    new Intl.Locale(normalized);
    return normalized;
  } catch {
    return undefined;
  }
}

/**
 * `LocalizeController` for kit elements, typed with the kit's terms. Unlike its base it
 * follows the nearest `lang` (the element, an ancestor, a shadow host, then `<html>`),
 * and falls back to the kit's English for a term a language lacks.
 */
export class HoldemLocalize extends LocalizeController<HoldemTranslation> {
  private resolved: string | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    registerCardTranslations();
    observeLangAttributes();
    super(host);
  }

  /** Resolves the language once per render rather than once per term. */
  hostUpdate(): void {
    this.resolved = undefined;
    this.resolved = this.lang();
  }

  hostUpdated(): void {
    this.resolved = undefined;
  }

  override lang(): string {
    if (this.resolved) return this.resolved;
    const fromTree = nearestAttribute(this.host, 'lang');
    const fromPage = typeof document === 'undefined' ? undefined : document.documentElement.lang;
    const fromBrowser = typeof navigator === 'undefined' ? undefined : navigator.language;
    return validLang(fromTree ?? '') ?? validLang(fromPage || fromBrowser || 'en') ?? 'en';
  }

  override dir(): string {
    const dir = nearestAttribute(this.host, 'dir');
    return dir === 'rtl' ? 'rtl' : 'ltr';
  }

  override term<K extends keyof HoldemTranslation>(key: K, ...args: Args<K>): string {
    if (this.exists(key, { includeFallback: true })) return super.term(key, ...(args as never));
    // The first translation registered is the package's fallback; it may be another
    // library's, or our card terms alone. Ask our English explicitly.
    const resolved = this.resolved;
    this.resolved = 'en';
    try {
      return super.term(key, ...(args as never));
    } finally {
      this.resolved = resolved;
    }
  }
}
