/**
 * `<poker-cash-table>`'s problems in words, fetched with the words of bad input on the table's
 * first problem (a page whose attributes are right loads neither).
 *
 * @internal
 */
import { tableErrorMessage } from '../../shared/table/internal/errors.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import type { Problem } from '../../shared/table/internal/read-input.js';

export { registerCashErrorWords } from '../../../i18n/cash-errors-en.js';

/** A problem in words: the cash table's own (players, buy-in, clock, a saved table), then those of every table. */
export function cashErrorMessage(t: Words, problem: Problem): string {
  const [first = '', second = ''] = problem.text.split('\u0000');
  switch (problem.code) {
    case 'table-size':
      return t.term('errorTableSize', problem.text);
    case 'invalid-buy-in':
      return t.term('errorBuyIn', problem.text);
    case 'invalid-clock':
      return t.term('errorClock', problem.text);
    case 'unknown-bot':
      return t.term('errorBotKind', first, second);
    case 'player-count':
      return t.term('errorPlayers', Number(first), Number(second));
    case 'restore-failed':
      return t.term('errorRestore', problem.text);
    case 'invalid-ms':
      return t.term('errorMilliseconds', t.term('tableFieldName', problem.field), problem.text);
    default:
      return tableErrorMessage(t, problem) ?? t.term('errorDeal', problem.text);
  }
}
