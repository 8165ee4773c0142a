/**
 * `holdem-elements/react/poker-table`: the React component of `<poker-table>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { PokerTable as PokerTableElement } from '../define/poker-table.js';
import { handEvents, wrap } from './wrap.js';

/** `<poker-table>`: one hand after another, played step by step or by the reader. */
export const PokerTable = wrap('poker-table', PokerTableElement, [
  ...handEvents,
  'poker-hand-export',
  'potsdam-action',
  'potsdam-round',
  'potsdam-complete',
]);
