/**
 * `holdem-elements/react/poker-card`: the React component of `<poker-card>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { PokerCard as PokerCardElement } from '../define/poker-card.js';
import { wrap } from './wrap.js';

/** `<poker-card>`: one playing card. */
export const PokerCard = wrap('poker-card', PokerCardElement, ['error']);
