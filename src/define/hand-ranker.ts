/**
 * Registers `<hand-ranker>` with what it renders: `<poker-card>`; `<poker-card-picker>` is
 * registered with the editor, the first time a ranker is `editable`. Safe to import twice:
 * a second definition only warns.
 */
import { HandRanker } from '../elements/hand-ranker/hand-ranker.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';
import type { PokerCardPicker } from '../elements/card-picker/card-picker.js';

defineElement('poker-card', PokerCard);
defineElement('hand-ranker', HandRanker);

export { HandRanker, PokerCard };
export type { PokerCardPicker };

declare global {
  interface HTMLElementTagNameMap {
    'hand-ranker': HandRanker;
    'poker-card-picker': PokerCardPicker;
  }
}
