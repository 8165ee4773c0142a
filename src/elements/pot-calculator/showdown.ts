/**
 * `<pot-calculator>`'s showdown (T17): the hands of the players who show cards, valued and
 * ranked by core's `showdownValues`, or the problem that stops it. Fetched the first time a
 * calculator has hands to compare, so a page that only splits chips (amounts, folds, a
 * finishing order) never loads the hand evaluator. The hand terms (`handTitle` for the
 * award's hand) come with it.
 *
 * @internal
 */
import { HoldemError, InvalidCardError } from '../../core/errors.js';
import { showdownValues } from '../../core/showdown.js';
import { cardsOf } from '../shared/card-slots.js';
import type { Problem, Showdown } from './internal/outcome.js';

/** The hand terms (`handTitle` names the hand that won in the change event's detail). */
export { registerKitTranslations } from '../../i18n/kit.js';

/** Each row's hand value (for `awardPots`) and hand: core's `showdownValues`; what it refuses, as a problem. */
export const showdown: Showdown = (board, shown, nameOf) => {
  try {
    return showdownValues(
      board,
      shown.map((row) => ({ seat: row.id, cards: cardsOf(row.slots) })),
    );
  } catch (error) {
    return { problem: showdownProblem(error, board.length, shown, nameOf) };
  }
};

function showdownProblem(error: unknown, board: number, shown: Parameters<Showdown>[1], nameOf: Parameters<Showdown>[2]): Problem {
  const code = error instanceof HoldemError ? error.code : 'invalid-input';
  const text = error instanceof InvalidCardError ? error.text : '';
  const row = shown.find((r) => r.id === text);
  if (code === 'card-count' && row) {
    return {
      code,
      field: { kind: 'cards', player: nameOf(row) },
      text: nameOf(row),
      row: row.index,
      input: 'cards',
      hole: cardsOf(row.slots).length,
      board,
    };
  }
  if (code === 'card-count') return { code, field: { kind: 'board' }, text: String(board), input: 'board', board };
  return { code, field: { kind: 'players' }, text: error instanceof Error ? error.message : String(error), kind: 'other' };
}
