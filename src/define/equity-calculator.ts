/**
 * Registers `<equity-calculator>` with what it renders: `<poker-card>`; the card picker is
 * fetched and registered the first time a reader opens it. Safe to import twice: a second
 * definition only warns.
 */
import { EquityCalculator } from '../elements/equity-calculator/equity-calculator.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);
defineElement('equity-calculator', EquityCalculator);

export { EquityCalculator, PokerCard };

declare global {
  interface HTMLElementTagNameMap {
    'equity-calculator': EquityCalculator;
  }
}
