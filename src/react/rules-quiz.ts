/**
 * `holdem-elements/react/rules-quiz`: the React component of `<rules-quiz>` alone (importing it
 * registers the tag). `holdem-elements/react` has every element's.
 */
import { RulesQuiz as RulesQuizElement } from '../define/rules-quiz.js';
import { wrap } from './wrap.js';

/** `<rules-quiz>`: a rule applied at a live spot, answered and explained. */
export const RulesQuiz = wrap('rules-quiz', RulesQuizElement, ['rules-quiz-answer', 'error']);
