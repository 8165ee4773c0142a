import { LocalizeController, registerTranslation, update } from '@shoelace-style/localize';
import type { ReactiveControllerHost } from 'lit';
import en from './en.js';
import de from './de.js';
import type { HoldemTranslation } from './translation.js';

type Terms = HoldemTranslation;
type Args<K extends keyof Terms> = Terms[K] extends (...args: infer A) => string ? A : [];

let registered = false;

/**
 * Registers the kit's English and German terms with `@shoelace-style/localize`, once.
 * English goes first, so it is the fallback for any language without a translation.
 * Called by every kit element on construction, so no import has a side effect.
 */
export function registerKitTranslations(): void {
  if (registered) return;
  registered = true;
  registerTranslation(en, de);
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
    registerKitTranslations();
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
    if (this.exists(key, { includeFallback: true })) {
      return super.term(key, ...(args as never));
    }
    // Another library may have registered the first (fallback) translation without our terms.
    const term = en[key] as unknown;
    return typeof term === 'function' ? (term as (...a: unknown[]) => string)(...args) : String(term);
  }
}
