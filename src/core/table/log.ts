/**
 * The table's history as data: one shape per kind of line, never a sentence.
 * `src/i18n/cash.ts` words each kind in every registered language.
 */
import type { Card } from '../cards.js';
import type { RuleId } from '../rule-violation.js';

/** A player as a line names them: their id and the name they sat down with. */
export interface LoggedPlayer {
  player: string;
  name: string;
}

/** C3: how a player joining (or coming back) is dealt in. */
export type TableEntryWay =
  /** Dealt into the next hand like everyone else (no game running yet, or back from sitting out). */
  | 'plays'
  /** Waits for the big blind to reach the seat. */
  | 'waits-for-big-blind'
  /** Posts a big blind out of position to be dealt in at once. */
  | 'posts-big-blind';

interface Line {
  /** The hand the line belongs to: the hand being played, or the last one (0 before the first). */
  hand: number;
  /** The rules the line follows. */
  ruleIds: RuleId[];
}

export type TableLogEntry = Line &
  /** C1, C3, C7: a player sits down in `seat` (index) with `buyIn`; `fromQueue`: the seat came from the waiting list. */
  (
    | (LoggedPlayer & { kind: 'join'; seat: number; buyIn: number; entry: TableEntryWay; fromQueue: boolean })
    /** C7: no seat is free: the player waits in the queue at `place` (1 = next). */
    | (LoggedPlayer & { kind: 'queue'; buyIn: number; place: number })
    /** C7: a player leaves the waiting list with their buy-in. */
    | (LoggedPlayer & { kind: 'leave-queue'; buyIn: number })
    /** C7: a player leaves the table with `stack`. */
    | (LoggedPlayer & { kind: 'leave'; stack: number })
    /** C7: a player dealt into the running hand leaves: their hand is folded, they go when it ends. */
    | (LoggedPlayer & { kind: 'leave-after-hand' })
    /** C4: removed after sitting out `minutes`, with `stack`. */
    | (LoggedPlayer & { kind: 'removed'; stack: number; minutes: number })
    /** C4: sits out now, or (`afterHand`) when the running hand ends. */
    | (LoggedPlayer & { kind: 'sit-out'; afterHand: boolean })
    /** C4, C3: back from sitting out. */
    | (LoggedPlayer & { kind: 'sit-in'; entry: TableEntryWay })
    /** T8: a busted player's rebuy (`busted`) or a top-up, by `amount` to `stack`. */
    | (LoggedPlayer & { kind: 'rebuy'; amount: number; stack: number; busted: boolean })
    /** T8: out of chips (in a tournament: out of the tournament next). */
    | (LoggedPlayer & { kind: 'busted'; tournament: boolean })
    /** T8 (tournament): a player finishes in `place`. */
    | (LoggedPlayer & { kind: 'eliminated'; place: number })
    /** T2: the draw for the first button; the player named has the high card and the button. */
    | (LoggedPlayer & { kind: 'draw'; cards: (LoggedPlayer & { card: Card })[] })
    /** T2: the first button at random. */
    | (LoggedPlayer & { kind: 'random-button' })
    /** T2, T3, C3: a hand starts: who has the button, who posts the blinds and who posts out of position. */
    | {
        kind: 'hand-start';
        button: LoggedPlayer;
        smallBlind: LoggedPlayer;
        bigBlind: LoggedPlayer;
        posting: LoggedPlayer[];
        blinds: { small: number; big: number; ante: number };
      }
    /** T18, T20: a hand ends; what each winner won. */
    | { kind: 'hand-end'; winners: (LoggedPlayer & { amount: number })[] }
    /** C6: a hand is void (`failed`: it could not be finished): every chip bet in it went back. */
    | { kind: 'hand-void'; failed: boolean }
    /** C5: the clock acted for a player, who sits out after the hand. */
    | (LoggedPlayer & { kind: 'timeout'; action: 'check' | 'fold' })
    /** C5 */
    | (LoggedPlayer & { kind: 'disconnect' })
    | (LoggedPlayer & { kind: 'reconnect' })
    /** T3 (tournament): the blinds go up to level `level` (0-based). */
    | { kind: 'level'; level: number; small: number; big: number; ante: number }
  );

export type TableLogKind = TableLogEntry['kind'];

/** The player a line is about, if it is about one. */
export function tableLogPlayer(entry: TableLogEntry): string | undefined {
  return 'player' in entry ? entry.player : undefined;
}

/** The chips a line moves or counts, if any: a buy-in, rebuy or cash-out. */
export function tableLogChips(entry: TableLogEntry): number | undefined {
  switch (entry.kind) {
    case 'join':
    case 'queue':
    case 'leave-queue':
      return entry.buyIn;
    case 'leave':
    case 'removed':
      return entry.stack;
    case 'rebuy':
      return entry.amount;
    default:
      return undefined;
  }
}
