/**
 * What both game engines of core (Hold'em in `hand/`, Potsdam in `potsdam/`) share, written
 * once: the answer to an event, the happenings every game has, and the end of a game (the
 * pots awarded, the stacks paid, the award's log lines). Internal to the engines: they pass
 * their own states and `awardPots`' own answers, so nothing here is checked again.
 */
import type { BettingPlayer } from './betting.js';
import { awardPotsUnchecked, type Pot, type PotAward, type ShareOfPot } from './pots.js';
import { hasOwn, put } from './records.js';
import type { RuleId } from './rule-violation.js';
import type { ShowdownState } from './showdown-order.js';

/** The answer to one event: the next state and what happened, or the refusal (the state unchanged but for `violation`). */
export type GameStep<State, Violation, Happening> =
  { ok: true; state: State; happened: Happening[] } | { ok: false; state: State; violation: Violation; happened: Happening[] };

/** An event the rules refused (also in `state.violation`). */
export interface ViolationHappening<Violation> {
  type: 'violation';
  violation: Violation;
}

/** The game ended: its result, as `state.result`. */
export interface CompleteHappening<Outcome> {
  type: 'complete';
  result: Outcome;
}

/** How a game ended, as data: the pots and who won them, what each seat put in and has now. */
export interface GameOutcome<Shown, Kind extends string = 'showdown' | 'uncontested'> {
  kind: Kind;
  /** The pots, main first; `eligible` as before any muck. */
  pots: Pot[];
  /** T18: in award order, last side pot first, with explanations (T19, T20). */
  awards: PotAward[];
  /** What each seat won from all the pots. */
  winnings: Record<string, number>;
  /** What each seat put in, uncalled chips returned (T10). */
  contributions: Record<string, number>;
  shown: Record<string, Shown>;
  mucked: string[];
  finalStacks: Record<string, number>;
}

/** A pot awarded, as a game's log records it (T18, T19): the award's data, no sentence. */
export interface AwardLogEntry {
  kind: 'award';
  potIndex: number;
  amount: number;
  shares: ShareOfPot[];
  award: PotAward;
  ruleIds: readonly RuleId[];
}

/** What `settlePots` reads of a game's state (its bets settled into `pots`), and the log it adds to. */
export interface SettlingGame {
  config: { seatIds: readonly string[]; button: string };
  round: { players: readonly BettingPlayer[] };
  /** Chips behind, by seat. */
  stacks: Readonly<Record<string, number>>;
  pots: Pot[];
  showdown: ShowdownState | null;
  log: { push(entry: AwardLogEntry): unknown };
}

/**
 * T18, T19, T20: a game's pots to the best hands shown (`values`, by seat; none when nobody
 * showed) or to the last player in; each award's line added to the log. The outcome gives
 * every player of the round their stack after it and what they put in: their bets, and
 * `paid` (chips a game takes outside the bets, by seat) when given.
 */
export function settlePots<Shown>(
  game: SettlingGame,
  shown: Record<string, Shown>,
  values: Readonly<Record<string, number>>,
  paid?: Readonly<Record<string, number>>,
): GameOutcome<Shown> {
  const showdown = game.showdown;
  const mucked = showdown ? showdown.mucked.slice() : [];
  const seating = { seats: game.config.seatIds, button: game.config.button, mucked };
  const { awards, totals } = awardPotsUnchecked(game.pots, values, seating);
  const finalStacks: Record<string, number> = {};
  const contributions: Record<string, number> = {};
  for (const p of game.round.players) {
    put(finalStacks, p.seat, game.stacks[p.seat] + (hasOwn(totals, p.seat) ? totals[p.seat] : 0));
    put(contributions, p.seat, p.contributedBeforeStreet + p.committed + (paid ? paid[p.seat] : 0));
  }
  // T18: the log lines in award order, the last side pot first.
  for (const award of awards) {
    const { potIndex, amount, shares } = award;
    game.log.push({ kind: 'award', potIndex, amount, shares, award, ruleIds: award.explanation.ruleIds });
  }
  return {
    kind: showdown ? 'showdown' : 'uncontested',
    pots: game.pots,
    awards,
    winnings: totals,
    contributions,
    shown,
    mucked,
    finalStacks,
  };
}
