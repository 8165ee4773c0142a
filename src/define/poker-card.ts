/** Registers `<poker-card>`. Safe to import twice: a second definition only warns. */
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);

export { PokerCard };

declare global {
  interface HTMLElementTagNameMap {
    'poker-card': PokerCard;
  }
}
