import type * as CardsPart from './cards.js';
import type { Terms, Namer } from './internal/wording.js';

/** What every render piece of `<pot-calculator>` needs from the element. */
export interface PotView {
  /** Words in the element's language. */
  t: Terms;
  /** Names of rows and seats as a reader sees them. */
  names: Namer;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
  /** The cards part (`cards.ts`), once a calculator with cards to show has it. */
  cards?: typeof CardsPart | undefined;
}

/** Pot colours cycle after six (`--pot-calculator-pot-1` … `-6`). */
export const POT_COLOURS = 6;

/** The class that gives an element its pot's colour. */
export const potColour = (potIndex: number): string => `pot-c${potIndex % POT_COLOURS}`;
