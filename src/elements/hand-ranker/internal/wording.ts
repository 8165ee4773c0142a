/**
 * `<hand-ranker>`'s result in words: the `hand-ranker-change` detail and the error messages.
 * The sentences come from the translation (`HandTerms`); the verdict is decided by
 * `verdictOf` from core's structured reason.
 *
 * @internal
 */
import { parseCard } from '../../../core/cards.js';
import type { ShowdownResult } from '../../../core/showdown.js';
import type { HandRankerChangeDetail, HoldemErrorDetail } from '../../../events.js';
import type { HoldemLocalize } from '../../../i18n/localize.js';
import { shapeOf, verdictOf } from '../../../i18n/verdict.js';
import { cardsOf, type Slot } from '../../shared/card-slots.js';
import { MAX_HANDS, type DealProblem } from './deal.js';
import type { HandModel } from './read-input.js';

export type Terms = Pick<HoldemLocalize, 'term'>;

/** Names of the hands as a reader sees them: their own, or the page's "Player 2". */
export function handNames(
  t: Terms,
  hands: readonly HandModel[],
): { nameOf: (hand: HandModel) => string; nameOfId: (id: string) => string } {
  const nameOf = (hand: HandModel): string => hand.name || t.term('playerName', hand.index + 1);
  return {
    nameOf,
    nameOfId: (id) => {
      const hand = hands.find((h) => h.id === id);
      return hand ? nameOf(hand) : id;
    },
  };
}

/** The verdict sentence: `Anna wins: pair of kings, queen kicker beats jack kicker`. */
export const verdictText = (t: Terms, showdown: ShowdownResult, hands: readonly HandModel[]): string =>
  t.term('verdict', verdictOf(showdown, handNames(t, hands).nameOfId));

export function changeDetail(t: Terms, showdown: ShowdownResult, hands: readonly HandModel[]): HandRankerChangeDetail {
  const names = handNames(t, hands);
  const entryOf = new Map(showdown.ranking.map((entry) => [entry.id, entry]));
  return {
    board: [...showdown.board],
    hands: hands.flatMap((hand) => {
      const entry = entryOf.get(hand.id);
      if (!entry) return [];
      return [
        {
          name: names.nameOf(hand),
          cards: [...entry.hole],
          category: entry.result.category,
          description: t.term('handTitle', shapeOf(entry.result)),
          value: entry.result.value,
          bestFive: [...entry.result.bestFive],
          place: entry.place,
        },
      ];
    }),
    winners: showdown.winners.map(names.nameOfId),
    split: showdown.split,
    boardPlays: showdown.boardPlays,
    reason: verdictText(t, showdown, hands),
    comparison: showdown.ranking.length > 1 ? showdown.reason : null,
  };
}

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

/** The `error` event's detail; a `card-count` problem names the hand's player. */
export function errorDetail(t: Terms, problem: DealProblem, boardSlots: readonly Slot[], hands: readonly HandModel[]): HoldemErrorDetail {
  const text = problem.hand ? handNames(t, hands).nameOf(problem.hand) : problem.text;
  return { code: problem.code, message: errorMessage(t, problem, boardSlots, hands), text };
}
