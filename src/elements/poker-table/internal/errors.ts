/**
 * `<poker-table>`'s problems in words, fetched with the words of bad input on the table's
 * first problem (a page whose attributes are right loads neither).
 *
 * @internal
 */
import { tableErrorMessage } from '../../shared/table/internal/errors.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import type { Problem } from '../../shared/table/internal/read-input.js';

/** A problem of the hand's input in words; one the table does not know says the hand cannot be dealt. */
export const handErrorMessage = (t: Words, problem: Problem): string => tableErrorMessage(t, problem) ?? t.term('errorDeal', problem.text);
