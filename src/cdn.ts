/**
 * The CDN file, `dist/holdem-elements.bundle.js`, for a `<script type="module">`: lit inside,
 * every tag of the kit defined. `<equity-calculator>`, whose count runs in a worker anyway, is
 * fetched (a chunk beside the file) the first time the tag is in the document; the other tags
 * are in the file. Exports the element classes, the event types and the translation registry
 * (a page adds a language with `registerTranslation`). The headless engine is a module of its
 * own (`holdem-elements/core`; on a CDN `dist/holdem-elements.core.js`).
 */
import { defineOnUse } from './elements/shared/define.js';
import type { EquityCalculator } from './elements/equity-calculator/equity-calculator.js';

const onUse = defineOnUse({
  'equity-calculator': () => import('./define/equity-calculator.js').then((module) => module.EquityCalculator),
});

/**
 * Fetches and registers `<equity-calculator>` now (it comes by itself once the tag is in the
 * document; call this for one inside a shadow root of the page's own). Resolves with its class.
 */
export const loadEquityCalculator = (): Promise<typeof EquityCalculator> => onUse.load('equity-calculator');

export * from './bundle-base.js';
export type { EquityCalculator, EquityPlayer } from './elements/equity-calculator/equity-calculator.js';
