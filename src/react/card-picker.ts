/**
 * `holdem-elements/react/card-picker`: the React component of `<poker-card-picker>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { PokerCardPicker as PokerCardPickerElement } from '../elements/card-picker/card-picker.js';
import { defineElement } from '../elements/shared/define.js';
import { wrap } from './wrap.js';

// Registered with the editors on first use elsewhere; a page may also render it alone.
defineElement('poker-card-picker', PokerCardPickerElement);

/** `<poker-card-picker>`: the card grid the editors open. */
export const PokerCardPicker = wrap('poker-card-picker', PokerCardPickerElement, [
  'poker-card-picker-select',
  'poker-card-picker-clear',
  'poker-card-picker-close',
]);
