/**
 * `holdem-elements/react/hand-ranker`: the React component of `<hand-ranker>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { HandRanker as HandRankerElement } from '../define/hand-ranker.js';
import { wrap } from './wrap.js';

/** `<hand-ranker>`: ranks hands on a board and says who wins and why. */
export const HandRanker = wrap('hand-ranker', HandRankerElement, ['hand-ranker-change', 'error']);
