/**
 * `holdem-elements/react/pot-calculator`: the React component of `<pot-calculator>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { PotCalculator as PotCalculatorElement } from '../define/pot-calculator.js';
import { wrap } from './wrap.js';

/** `<pot-calculator>`: main and side pots, and who wins each. */
export const PotCalculator = wrap('pot-calculator', PotCalculatorElement, ['pot-calculator-change', 'error']);
