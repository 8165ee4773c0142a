/**
 * Registers `<pot-calculator>` with what it renders: `<poker-card>`; `<poker-card-picker>` is
 * registered with the editor, the first time a calculator is `editable`. Safe to import
 * twice: a second definition only warns.
 */
import { PotCalculator } from '../elements/pot-calculator/pot-calculator.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';
import type { PokerCardPicker } from '../elements/card-picker/card-picker.js';

defineElement('poker-card', PokerCard);
defineElement('pot-calculator', PotCalculator);

export { PotCalculator, PokerCard };
export type { PokerCardPicker };

declare global {
  interface HTMLElementTagNameMap {
    'pot-calculator': PotCalculator;
  }
}
