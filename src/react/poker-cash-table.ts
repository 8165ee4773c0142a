/**
 * `holdem-elements/react/poker-cash-table`: the React component of `<poker-cash-table>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { PokerCashTable as PokerCashTableElement } from '../define/poker-cash-table.js';
import { handEvents, wrap } from './wrap.js';

/** `<poker-cash-table>`: a cash game table with computer players. */
export const PokerCashTable = wrap('poker-cash-table', PokerCashTableElement, [...handEvents, 'poker-table-change', 'poker-hand-export']);
