/**
 * `<hand-ranker>`'s problems in words: the inline message (also the `error` event's message).
 * Fetched with the first problem (`problems.ts`), so a ranker whose cards are right never
 * loads it.
 *
 * @internal
 */
import { parseCard } from '../../../core/cards.js';
import { cardsOf, type Slot } from '../../shared/card-slots.js';
import { MAX_HANDS, type DealProblem } from './deal.js';
import type { HandModel } from './read-input.js';
import { handNames, type Terms } from './wording.js';

export function errorMessage(t: Terms, problem: DealProblem, boardSlots: readonly Slot[], hands: readonly HandModel[]): string {
  switch (problem.code) {
    case 'unknown-card':
      return t.term('errorUnknownCard', problem.text);
    case 'duplicate-card': {
      let name = problem.text;
      try {
        name = t.term('cardName', parseCard(problem.text));
      } catch {
        // keep the text as given
      }
      return t.term('errorDuplicateCard', problem.text, name);
    }
    case 'card-count':
      return problem.hand
        ? t.term('errorHandCount', handNames(t, hands).nameOf(problem.hand), cardsOf(problem.hand.slots).length, cardsOf(boardSlots).length)
        : t.term('errorBoardCount', cardsOf(boardSlots).length);
    case 'duplicate-name':
      return t.term('errorDuplicateHandName', problem.text);
    case 'too-many-players':
      return t.term('errorTooManyHands', MAX_HANDS, Number(problem.text));
    default:
      return t.term('errorOther', problem.text);
  }
}
