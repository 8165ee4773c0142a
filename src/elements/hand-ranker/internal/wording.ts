/**
 * `<hand-ranker>`'s result in words: the `hand-ranker-change` detail, the verdict and the
 * `error` detail (its message is worded in `errors.ts`, fetched with the first problem).
 * The sentences come from the translation (`HandTerms`); the verdict is decided by
 * `verdictOf` from core's structured reason.
 *
 * @internal
 */
import type { ShowdownResult } from '../../../core/showdown.js';
import type { HandRankerChangeDetail, HoldemErrorDetail } from '../../../events.js';
import type { HoldemLocalize } from '../../../i18n/localize.js';
import { shapeOf, verdictOf } from '../../../i18n/verdict.js';
import type { DealProblem } from './deal.js';
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

/** The `error` event's detail, with its message (`errors.ts`); a `card-count` problem names the hand's player. */
export function errorDetail(t: Terms, problem: DealProblem, message: string, hands: readonly HandModel[]): HoldemErrorDetail {
  const text = problem.hand ? handNames(t, hands).nameOf(problem.hand) : problem.text;
  return { code: problem.code, message, text };
}
