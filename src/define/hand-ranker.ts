/**
 * Registers `<hand-ranker>` with what it renders: `<poker-card>` and
 * `<poker-card-picker>`. Safe to import twice: a second definition only warns.
 */
import { HandRanker } from '../elements/hand-ranker/hand-ranker.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { PokerCardPicker } from '../elements/card-picker/card-picker.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);
defineElement('poker-card-picker', PokerCardPicker);
defineElement('hand-ranker', HandRanker);

export { HandRanker, PokerCard, PokerCardPicker };

declare global {
  interface HTMLElementTagNameMap {
    'hand-ranker': HandRanker;
    'poker-card-picker': PokerCardPicker;
  }
}
