/**
 * Registers `<pot-calculator>`. What it renders comes with it on use: `<poker-card>` the first
 * time a calculator has cards to show or is editable (a page that shows cards itself imports
 * `define/poker-card`), `<poker-card-picker>` with the editor, the first time a calculator is
 * `editable`. Safe to import twice: a second definition only warns.
 */
import { PotCalculator } from '../elements/pot-calculator/pot-calculator.js';
import { defineElement } from '../elements/shared/define.js';
import type { PokerCardPicker } from '../elements/card-picker/card-picker.js';
import type { PokerCard } from '../elements/poker-card/poker-card.js';

defineElement('pot-calculator', PotCalculator);

export { PotCalculator };
export type { PokerCard, PokerCardPicker };

declare global {
  interface HTMLElementTagNameMap {
    'pot-calculator': PotCalculator;
  }
}
