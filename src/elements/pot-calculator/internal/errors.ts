/**
 * `<pot-calculator>`'s problems in words: the inline message (also the `error` event's message).
 * Fetched with the English words of bad input (`i18n/pot-errors-en.ts`, registered on load) the
 * first time a calculator has a problem to tell (or is editable), so a page whose values are
 * right loads neither. Every sentence comes from the translation; this module picks the term.
 *
 * @internal
 */
import { parseCard } from '../../../core/cards.js';
import { registerPotErrorWords } from '../../../i18n/pot-errors-en.js';
import { MAX_PLAYERS, type Problem } from './outcome.js';
import type { Terms } from './wording.js';

/** Registers the English words of bad input (again: harmless). */
export { registerPotErrorWords };

const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The inline message for a problem, naming its field first. */
export function errorMessage(t: Terms, problem: Problem): string {
  const field = t.term('fieldName', problem.field);
  switch (problem.code) {
    case 'missing-amount':
      return t.term('errorMissingAmount', field);
    case 'not-a-number':
      return t.term('errorNotANumber', field, problem.text);
    case 'negative-amount':
      return t.term('errorNegative', field, problem.text);
    case 'not-a-whole-number':
      return t.term('errorNotWhole', field, problem.text);
    case 'duplicate-name':
      return problem.field.kind === 'order' ? t.term('errorDuplicateInOrder', problem.text) : t.term('errorDuplicateName', problem.text);
    case 'too-many-players':
      return t.term('errorTooManyPlayers', MAX_PLAYERS, Number(problem.text));
    case 'unknown-player':
      return t.term('errorUnknownPlayer', field, problem.text);
    case 'unknown-card':
      return `${capitalised(field)}: ${t.term('errorUnknownCard', problem.text)}`;
    case 'duplicate-card': {
      let name = problem.text;
      try {
        name = t.term('cardName', parseCard(problem.text));
      } catch {
        // keep the text as given
      }
      const places = (problem.places ?? [problem.field]).map((place) => t.term('fieldName', place));
      return t.term('errorDuplicateCardAt', problem.text, name, places);
    }
    case 'card-count':
      return problem.field.kind === 'board'
        ? t.term('errorBoardCount', problem.board ?? 0)
        : t.term('errorHandCount', problem.text, problem.hole ?? 0, problem.board ?? 0);
    default:
      if (problem.kind === 'everyone-folded') return t.term('errorEveryoneFolded');
      if (problem.kind === 'all-in-folded') return t.term('errorAllInFolded', problem.text);
      if (problem.kind === 'no-showdown') return t.term('errorNoShowdown', t.term('potName', problem.potIndex ?? 0), problem.names ?? []);
      return t.term('errorOther', problem.text);
  }
}
