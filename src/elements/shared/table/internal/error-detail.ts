/** The `error` event of a table's bad input. */
import type { PokerTableErrorDetail } from '../../../../events.js';
import type { Problem } from './read-input.js';

/** The `error` event's detail: the code, the message as shown, the offending text and where it is. */
export function errorDetail(problem: Problem, message: string): PokerTableErrorDetail {
  const detail: PokerTableErrorDetail = {
    code: problem.code,
    message,
    text: problem.text.replaceAll('\u0000', ' '),
    field: problem.field.kind,
  };
  if (problem.field.kind === 'seat') {
    detail.field = 'seats';
    detail.seat = problem.field.seat;
  }
  if (problem.field.kind === 'script') detail.step = problem.field.step;
  return detail;
}
