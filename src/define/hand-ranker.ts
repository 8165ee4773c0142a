/**
 * Registers `<hand-ranker>`. It draws its cards itself (the faces `<poker-card>` draws), so
 * it registers no `<poker-card>`: a page that shows cards of its own imports
 * `define/poker-card`. `<poker-card-picker>` is registered with the editor, the first time a
 * ranker is `editable`. Safe to import twice: a second definition only warns.
 */
import { HandRanker } from '../elements/hand-ranker/hand-ranker.js';
import { defineElement } from '../elements/shared/define.js';
import type { PokerCardPicker } from '../elements/card-picker/card-picker.js';

defineElement('hand-ranker', HandRanker);

export { HandRanker };
export type { PokerCardPicker };

declare global {
  interface HTMLElementTagNameMap {
    'hand-ranker': HandRanker;
    'poker-card-picker': PokerCardPicker;
  }
}
