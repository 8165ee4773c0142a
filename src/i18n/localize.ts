import { LocalizeController, update } from '@shoelace-style/localize';
import type { ReactiveControllerHost } from 'lit';
import { wordedIn } from './amount-context.js';
import type { AmountUnit } from './amount-unit.js';
import { cardsEn } from './cards-en.js';
import { loadWords, termsRegistration } from './registry.js';
import type { HoldemTranslation } from './translation.js';

type Args<K extends keyof HoldemTranslation> = HoldemTranslation[K] extends (...args: infer A) => string ? A : [];

export { loadWords, wordingOf, termsRegistration } from './registry.js';

/** Registers the card terms; English first, so English is the fallback. Every kit element calls it. */
export const registerCardTranslations: () => void = termsRegistration('cards', { terms: cardsEn });

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

/** Language tags read so far and what they are (a tag is read once: `Intl.Locale` is slow to make, and every card asks). */
const validLangs = new Map<string, string | undefined>();

function validLang(lang: string): string | undefined {
  if (validLangs.has(lang)) return validLangs.get(lang);
  const normalized = lang.toLowerCase().replace(/_/g, '-');
  let valid: string | undefined;
  try {
    new Intl.Locale(normalized);
    valid = normalized;
  } catch {
    valid = undefined;
  }
  // A page sets few languages; a runaway number of tags is not kept.
  if (validLangs.size < 256) validLangs.set(lang, valid);
  return valid;
}

/**
 * `LocalizeController` for kit elements, typed with the kit's terms. Unlike its base it
 * follows the nearest `lang` (the element, an ancestor, a shadow host, then `<html>`),
 * and falls back to the kit's English for a term a language lacks.
 */
export class HoldemLocalize extends LocalizeController<HoldemTranslation> {
  private resolved: string | undefined;

  /**
   * Set while the words of the element's language are being fetched (`registerLanguage`);
   * settles after the element was asked to render again. English shows meanwhile.
   */
  loading: Promise<void> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    registerCardTranslations();
    observeLangAttributes();
    super(host);
  }

  /** Resolves the language once per render rather than once per term. */
  hostUpdate(): void {
    this.resolved = undefined;
    this.resolved = this.lang();
    const words = loadWords(this.resolved);
    const loading = words?.then(() => {
      if (this.loading === loading) this.loading = undefined;
      this.host.requestUpdate();
    });
    this.loading = loading;
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

  /** The unit the element's amounts are shown in (a replayed room hand's `$`); null: whole chips. */
  amountUnit: AmountUnit | null = null;

  override term<K extends keyof HoldemTranslation>(key: K, ...args: Args<K>): string {
    return this.amountUnit ? wordedIn(this.amountUnit, () => this.wordTerm(key, args)) : this.wordTerm(key, args);
  }

  private wordTerm<K extends keyof HoldemTranslation>(key: K, args: Args<K>): string {
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
