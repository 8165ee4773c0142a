/**
 * `holdem-elements/bundle` in Node (an SSR build): every tag defined in Lit's server-side
 * registry, with the exports of the CDN file (`src/cdn.ts`). In a browser the same name
 * resolves to the CDN file.
 */
import { EquityCalculator } from './define/equity-calculator.js';

/** `<equity-calculator>`'s class: in Node it is registered with the other tags. */
export const loadEquityCalculator = (): Promise<typeof EquityCalculator> => Promise.resolve(EquityCalculator);

export * from './bundle-base.js';
export type { EquityCalculator, EquityPlayer } from './elements/equity-calculator/equity-calculator.js';
