/**
 * `holdem-elements/react/equity-calculator`: the React component of `<equity-calculator>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { EquityCalculator as EquityCalculatorElement } from '../define/equity-calculator.js';
import { wrap } from './wrap.js';

/** `<equity-calculator>`: each player's chances to win, exact or sampled. */
export const EquityCalculator = wrap('equity-calculator', EquityCalculatorElement, ['equity-calculator-change', 'error']);
