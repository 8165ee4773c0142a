/**
 * `<poker-table>`'s `variant`: `holdem` (Texas Hold'em, the default) or `potsdam` (Potsdam
 * Hold'em, P1–P7). The Potsdam part (its rendering, controls, computer players and words) is
 * fetched with a dynamic `import()` the first time a table shows it: a Hold'em page never
 * downloads it.
 *
 * @internal
 */
import { OnUse } from '../../shared/on-use.js';

export type Variant = 'holdem' | 'potsdam';

export const variantAttribute = {
  fromAttribute: (text: string | null): Variant => (text?.trim().toLowerCase() === 'potsdam' ? 'potsdam' : 'holdem'),
};

/** The Potsdam part, loaded on use. */
export const potsdamPart = new OnUse(() => import('./potsdam-table.js'));
