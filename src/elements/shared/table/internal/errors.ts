/**
 * Bad attribute values of the tables in words (the inline message and the `error` event's
 * `message`). Each message names the field first, in the element's language. `<poker-table>`
 * fetches this with the words of bad input on its first problem; the event's detail is
 * `error-detail.ts`.
 */
import type { Words } from './log-words.js';
import type { Problem } from './read-input.js';

const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The message of a problem both tables can have (seats, stakes, cards, the script, the mode); undefined for another. */
export function tableErrorMessage(t: Words, problem: Problem): string | undefined {
  const field = t.term('tableFieldName', problem.field);
  switch (problem.code) {
    case 'missing-amount':
    case 'not-a-number':
    case 'negative-amount':
    case 'not-a-whole-number':
    case 'zero':
      return problem.field.kind === 'seat'
        ? t.term('errorStack', field, problem.text, problem.code)
        : t.term('errorChips', field, problem.text);
    case 'seat-count':
      return t.term('errorSeatCount', Number(problem.text));
    case 'duplicate-seat':
      return t.term('errorDuplicateSeat', problem.text);
    case 'unknown-seat':
      return t.term('errorUnknownSeatIn', field, problem.text);
    case 'invalid-blinds':
      return t.term('errorBlinds', problem.text);
    case 'invalid-structure':
      return t.term('errorStructure', problem.text);
    case 'script-action':
      return t.term('errorScript', problem.field.kind === 'script' ? problem.field.step : 0, problem.text);
    case 'script-amount':
      return t.term('errorScriptAmount', problem.field.kind === 'script' ? problem.field.step : 0, problem.text);
    case 'unknown-card':
      return `${capital(field)}: ${t.term('errorUnknownCard', problem.text)}`;
    case 'duplicate-card':
      return t.term('errorCardTwice', problem.text);
    case 'card-count':
      return problem.field.kind === 'board'
        ? t.term('errorBoardCount', problem.count ?? 0)
        : t.term('errorHoleCount', problem.text, problem.count ?? 0);
    case 'invalid-mode':
      return t.term('errorMode', problem.text);
    default:
      return undefined;
  }
}
