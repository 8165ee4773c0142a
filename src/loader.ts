/**
 * The CDN loader, `dist/holdem-elements.loader.js`, for a `<script type="module">`: a few hundred
 * bytes that define nothing at first. Each tag's code (its define module, lit and the engine
 * it needs, chunks in `dist/loader/` beside the file) is fetched the first time the tag is in
 * the document, or in a root the page gives `discover`; chunks two elements share come once.
 * `dist/holdem-elements.bundle.js` (src/cdn.ts) stays the file that defines every tag at once.
 */
import type { registerTranslation as registerWords } from '@shoelace-style/localize';
import { defineOnUse } from './elements/shared/define.js';

const onUse = defineOnUse({
  'hand-ranker': () => import('./define/hand-ranker.js'),
  'pot-calculator': () => import('./define/pot-calculator.js'),
  'poker-table': () => import('./define/poker-table.js'),
  'poker-cash-table': () => import('./define/poker-cash-table.js'),
  'equity-calculator': () => import('./define/equity-calculator.js'),
  'poker-card': () => import('./define/poker-card.js'),
});

/**
 * Watches a root the loader does not see by itself, a shadow root of the page's own: the kit's
 * tags in it now and those added later fetch their code.
 */
export const discover = (root: Document | DocumentFragment | Element): void => onUse.discover(root);

/**
 * Fetches a tag's code now and resolves with its define module (`(await load('poker-table')).PokerTable`),
 * for a page that creates the element before it is in a watched root, or waits for its class.
 */
export const load = onUse.load;

/** The tags the loader knows. */
export type LoaderTag = Parameters<typeof load>[0];

/**
 * Adds a language to the kit's translation registry (see Languages in the README): the
 * elements on the page, and those that come later, show it. Resolves once it is registered.
 */
export async function registerTranslation(...translations: Parameters<typeof registerWords>): Promise<void> {
  (await import('@shoelace-style/localize')).registerTranslation(...translations);
}
