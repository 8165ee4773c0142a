/**
 * The shape of a hand history read from a file: exactly what `runHand` takes (`input`,
 * `events`), which format it came from, and what the file says besides the play (the unit
 * of its amounts, names, seat numbers, rake, the figures it states), kept for display and
 * for writing the hand again.
 */
import type { HandEvent, HandInput } from '../hand/types.js';

export type HandHistoryFormat = 'phh' | 'pokerstars';

/** The date and time a file gives for the start of the hand, as written. */
export interface HandHistoryTime {
  year?: number;
  month?: number;
  day?: number;
  /** `HH:MM:SS`. */
  time?: string;
  /** As the file abbreviates it: `ET`, `UTC`. */
  timeZone?: string;
}

/** What a file says besides the play. Every field is optional when writing. */
export interface HandHistoryDetails {
  /**
   * The unit of the file's amounts: a chip of `input` is `10^-decimals` of it. `2` for dollars
   * and cents (`247.15` is 24,715 chips), `0` for files that count whole chips.
   */
  decimals: number;
  /** ISO 4217 code (`USD`), when the file names one. */
  currency?: string;
  /** `$`, `€`, when the file writes one. */
  currencySymbol?: string;
  /**
   * Seats whose hole cards nobody saw (`????` in PHH, no `Dealt to` in PokerStars): they have
   * no entry in `input.holeCards`, and are written back unknown. They were dealt cards face
   * down; the kit never makes those cards up for a view.
   */
  unknownHoleCards: string[];
  /** The table's own seat numbers by seat id (PokerStars `Seat 4:`, PHH `seats`). */
  seatNumbers?: Record<string, number>;
  /** Seats at the table (`6-max`, PHH `seat_count`). */
  seatCount?: number;
  table?: string;
  /** The hand's number or name at the site. */
  hand?: string;
  /** The room or venue (`PokerStars`). */
  venue?: string;
  event?: string;
  /** PokerStars tournaments: the tournament number, buy-in as written (`$1.00+$0.10 USD`) and level (`V`). */
  tournamentId?: string;
  buyIn?: string;
  level?: string;
  time?: HandHistoryTime;
  /** Chips the house took from the pots (the winnings are the pots less the rake). 0 if none. */
  rake: number;
  /** As the file states them, in chips by seat: what each seat collected (after rake), and the stacks at the end. */
  winnings?: Record<string, number>;
  finishingStacks?: Record<string, number>;
  /**
   * Optional figures of the file that disagree with the hand replayed by its actions (a room's
   * `winnings` convention, a summary line): the hand is read all the same, and each is here.
   */
  differences?: HandHistoryDifference[];
  /** The line of the file each event comes from (parallel to `events`). */
  eventLines: number[];
  /** PHH fields this reader does not use (`author`, `url`, `_user_fields`), kept as read (dates as text). */
  extraFields?: Record<string, unknown>;
}

/** An optional figure of a file that the replay does not bear out: what the file says and what the actions make of it, in chips. */
export interface HandHistoryDifference {
  /** What the figure is: `winnings` (their total), `finishing_stacks` (their total), `total-pot`, `pots-listed`, `collected`. */
  figure: 'winnings' | 'finishing_stacks' | 'total-pot' | 'pots-listed' | 'collected';
  /** The line of the figure. */
  line: number | null;
  /** The figure as the file states it. */
  file: number;
  /** The same figure from the replay (less the rake where the file's rake is known). */
  replayed: number;
}

/** One hand read from a file: `runHand(history.input, history.events)` replays it. */
export interface HandHistory extends HandHistoryDetails {
  format: HandHistoryFormat;
  input: HandInput;
  events: HandEvent[];
}

/** A hand of a file the reader refused: where it is, and why (the code and line `readHandHistory` would throw). */
export interface RefusedHandHistory {
  /** Its place among the file's hands, from 0. */
  index: number;
  /** Its name in the file: the `[table]` of a `.phhs`, the PokerStars hand number; null if none. */
  name: string | null;
  /** A `HandHistoryErrorCode` (or a `HoldemErrorCode` the engine gave for the hand's input). */
  code: string;
  /** The line of the file (from 1), or null when it is not about one line. */
  line: number | null;
  /** What is wrong, in English, for logs (`line 12: …`); pages word it from `code`. */
  message: string;
}

/** Every hand of a file: those that read, and each refused one with its code and line. */
export interface HandHistoryFile {
  hands: HandHistory[];
  refused: RefusedHandHistory[];
}

/** A hand as a reader gives it: read, or the error that refused it. @internal */
export type ReadHand = { ok: true; hand: HandHistory } | { ok: false; error: Error; name: string | null };
