/**
 * Hand histories in and out: PHH (the open format of PokerKit's authors, `.phh` and
 * `.phhs`) and PokerStars text. `readHandHistory(text)` gives exactly what `runHand` takes;
 * `writeHandHistory(format, input, events)` writes a hand as text. Pure functions, usable
 * in Node and in the browser.
 */
import { fail } from './errors.js';
import type { HandEvent, HandInput } from '../hand/types.js';
import { readPhh, readPhhHands } from './phh-read.js';
import { writePhh } from './phh-write.js';
import { readPokerStars, readPokerStarsHands } from './pokerstars-read.js';
import { writePokerStars } from './pokerstars-write.js';
import type { HandHistory, HandHistoryDetails, HandHistoryFile, HandHistoryFormat, RefusedHandHistory } from './types.js';
import { HandHistoryError } from './errors.js';

export type {
  HandHistory,
  HandHistoryDetails,
  HandHistoryDifference,
  HandHistoryFile,
  HandHistoryFormat,
  HandHistoryTime,
  RefusedHandHistory,
} from './types.js';
export { HandHistoryError, type HandHistoryErrorCode } from './errors.js';
export { amountText } from './amounts.js';
export {
  encodeSharedHand,
  decodeSharedHand,
  SHARE_LINK_VERSION,
  type ShareableHand,
  type SharedHand,
  type ShareLinkResult,
  type ShareLinkError,
  type ShareLinkErrorCode,
  type ShareLinkField,
  type ShareUnit,
} from './share.js';

/** PokerStars text, after an archive's separator lines (`*********** # 1 **************`) if any. */
const POKERSTARS = /^\uFEFF?(?:\s*\*{3,}\s*#\s*\d+\s*\*{3,}[ \t]*(?:\r?\n|\r))*\s*PokerStars\b/;

/** Which format `text` is in, by its content: PokerStars text starts with "PokerStars"; anything else is read as PHH. */
export function handHistoryFormat(text: string): 'phh' | 'pokerstars' {
  return POKERSTARS.test(text) ? 'pokerstars' : 'phh';
}

/**
 * Every hand of `text`: a `.phh` file (one hand), a `.phhs` file (a `[n]` table per hand)
 * or PokerStars text (hands one after another), all or nothing: throws `HandHistoryError`
 * (a `HoldemError` with a `code` and the `line`) for the first hand it cannot read. To read
 * every hand that can be read and hear about the others, use `readHandHistoryFile`.
 */
export function readHandHistories(text: string): HandHistory[] {
  if (typeof text !== 'string') fail('missing-input', 'readHandHistories needs the text of a hand history');
  if (text.trim() === '') fail('history-empty', 'the text is empty');
  return handHistoryFormat(text) === 'pokerstars' ? readPokerStars(text) : readPhh(text);
}

/**
 * Every hand of `text` that can be read, and each refused one with its code and line: a
 * file of many hands (a room's `.phhs`, a day of PokerStars text) with one hand the reader
 * refuses still gives the rest, in the file's order. Throws `HandHistoryError` only for a
 * text that holds no hand at all (`history-empty`) or cannot be split into hands (a TOML
 * error outside every `[table]`, text before the first PokerStars hand).
 */
export function readHandHistoryFile(text: string): HandHistoryFile {
  if (typeof text !== 'string') fail('missing-input', 'readHandHistoryFile needs the text of a hand history');
  if (text.trim() === '') fail('history-empty', 'the text is empty');
  const read = handHistoryFormat(text) === 'pokerstars' ? readPokerStarsHands(text) : readPhhHands(text);
  const hands: HandHistory[] = [];
  const refused: RefusedHandHistory[] = [];
  read.forEach((r, index) => {
    if (r.ok) hands.push(r.hand);
    else {
      const line = r.error instanceof HandHistoryError ? r.error.line : null;
      const code = (r.error as { code?: unknown }).code;
      refused.push({ index, name: r.name, code: typeof code === 'string' ? code : 'history-syntax', line, message: r.error.message });
    }
  });
  return { hands, refused };
}

/**
 * One hand from `text`, PHH or PokerStars (told by its content): `runHand(h.input, h.events)`
 * replays it. Seats are in the file's player order. Throws `HandHistoryError` for anything
 * malformed (`several-hands` for a text with more than one); a hand that breaks a rule reads
 * fine, and `runHand` refuses the offending event with its rule ID.
 */
export function readHandHistory(text: string): HandHistory {
  const hands = readHandHistories(text);
  if (hands.length !== 1) fail('several-hands', `the text holds ${hands.length} hands: read them with readHandHistories`);
  return hands[0];
}

/**
 * `input` and `events` (the arguments of `runHand`) as a hand history in `format`. `details`
 * adds what the play does not say: the unit of the amounts (`decimals`, `currency`,
 * `currencySymbol`), names of the table, hand and event, seat numbers, the time, the rake;
 * a `HandHistory` from `readHandHistory` can be passed as it is. Hole cards left out of
 * `input.holeCards` are written unknown (`????`). Throws `HandHistoryError`: `refused-event`
 * when an event is refused by the rules, `incomplete-hand` for PokerStars text of an
 * unfinished hand, `unsupported-variant` for pot-limit in PHH; `HoldemError` for malformed input.
 */
export function writeHandHistory(
  format: HandHistoryFormat,
  input: HandInput,
  events: readonly HandEvent[],
  details: Partial<HandHistoryDetails> = {},
): string {
  if (typeof details !== 'object' || details === null)
    fail('invalid-input', 'details is an object (a HandHistory from readHandHistory will do)');
  switch (format) {
    case 'phh':
      return writePhh(input, events, details);
    case 'pokerstars':
      return writePokerStars(input, events, details);
    default:
      return fail('unknown-value', `unknown hand history format "${String(format)}"; known: phh, pokerstars`);
  }
}
