/**
 * Registers `<rules-quiz>` with what it renders: `<poker-card>`. Safe to import twice: a
 * second definition only warns.
 */
import { RulesQuiz } from '../elements/rules-quiz/rules-quiz.js';
import { PokerCard } from '../elements/poker-card/poker-card.js';
import { defineElement } from '../elements/shared/define.js';

defineElement('poker-card', PokerCard);
defineElement('rules-quiz', RulesQuiz);

export { RulesQuiz, PokerCard };

declare global {
  interface HTMLElementTagNameMap {
    'rules-quiz': RulesQuiz;
  }
}
