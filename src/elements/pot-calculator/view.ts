import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Terms, Namer } from './internal/wording.js';

/** What every render piece of `<pot-calculator>` needs from the element. */
export interface PotView {
  /** Words in the element's language. */
  t: Terms;
  /** Names of rows and seats as a reader sees them. */
  names: Namer;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
}

/** Pot colours cycle after six (`--pot-calculator-pot-1` … `-6`). */
export const POT_COLOURS = 6;

/** The class that gives an element its pot's colour. */
export const potColour = (potIndex: number): string => `pot-c${potIndex % POT_COLOURS}`;

/** A card of the outcome (board, a player's hole cards) as a `<poker-card>`. */
export const cardImage = (view: PotView, card: string, className: string, dim = false): TemplateResult =>
  html`<poker-card
    part="card"
    exportparts="face: card-face, back: card-back"
    class=${className}
    card=${card}
    ?dim=${dim}
    ?four-color=${view.fourColor}
    theme=${ifDefined(view.theme)}
  ></poker-card>`;
