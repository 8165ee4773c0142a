/**
 * Registers `<pot-calculator>` with what it renders: `<poker-card>` and
 * `<poker-card-picker>`. Safe to import twice: a second definition only warns.
 */
import { PotCalculator } from '../elements/pot-calculator/pot-calculator.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { PokerCardPicker } from '../elements/card-picker/card-picker.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);
defineElement('poker-card-picker', PokerCardPicker);
defineElement('pot-calculator', PotCalculator);

export { PotCalculator, PokerCard, PokerCardPicker };

declare global {
  interface HTMLElementTagNameMap {
    'pot-calculator': PotCalculator;
  }
}
