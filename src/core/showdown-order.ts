/**
 * The showdown as a sequence of decisions (T16): who shows first, who may muck, and when
 * every hand still in has been decided. Plain data, no DOM, no XState: the hand machine
 * calls these functions and holds no rule of its own.
 *
 * A decision the rules forbid is answered with a `ShowdownViolation` (a `code`, the
 * `ruleId` and typed `params`, never a sentence); malformed input throws a `HoldemError`.
 */
import type { BettingPlayer, BettingRound } from './betting.js';
import { HoldemError } from './errors.js';
import {
  inputText,
  rejectUnknownKeys,
  requireArray,
  requireObject,
  requireSafeInteger,
  requireSeatId,
  requireValue,
  requirePots,
} from './input.js';
import { hasOwn } from './records.js';
import type { Pot, Seating } from './pots.js';
import { ruleViolation, type Refusal, type RuleViolation } from './rule-violation.js';

export type ShowdownDecision = 'show' | 'muck';

export interface ShowdownState {
  /** T16: the seats still in the hand, in the order they show. */
  order: string[];
  /** Index into `order` of the seat to decide; `order.length` once everyone has. */
  next: number;
  /** Seats that showed, in the order they did. */
  shown: string[];
  /** Seats that mucked: they give up every pot (T16: anyone may concede by mucking). */
  mucked: string[];
  /** Tournament rule (T16): all hands were turned face up at once and nobody mucks. */
  faceUp: boolean;
}

export interface StartShowdownInput {
  seating: Seating;
  /** The seats that have not folded, any order. */
  contenders: readonly string[];
  /** Who last bet or raised on the river, or null if nobody did (or the river had no betting). */
  lastRiverAggressor: string | null;
  /** Tournament rule (T16): a player is all-in and the betting is closed, so every hand is face up. */
  faceUp?: boolean;
}

const START_KEYS: readonly (keyof StartShowdownInput)[] = ['seating', 'contenders', 'lastRiverAggressor', 'faceUp'];
const SEATING_KEYS: readonly (keyof Seating)[] = ['seats', 'button', 'mucked'];

/**
 * T16: the player who last bet or raised on the river shows first; if nobody bet on the
 * river (or that seat is no longer in), the first player still in left of the button.
 * The others follow clockwise. Throws `HoldemError` for a malformed seating, a contender
 * that is not seated (`unknown-seat`) or listed twice (`duplicate-seat`).
 */
export function showdownOrder(seating: Seating, contenders: readonly string[], lastRiverAggressor: string | null): string[] {
  const seats = checkSeating(seating);
  requireArray(contenders, 'contenders');
  for (let k = 0; k < contenders.length; k++) {
    const seat = requireSeatId(contenders[k], 'contenders', k);
    if (!seats.includes(seat)) throw new HoldemError('unknown-seat', `the contender "${seat}" is not in the seating`);
    if (contenders.indexOf(seat) !== k) throw new HoldemError('duplicate-seat', `the contender "${seat}" is listed twice`);
  }
  if (lastRiverAggressor === undefined) requireValue(lastRiverAggressor, 'lastRiverAggressor (null if nobody bet on the river)');
  if (lastRiverAggressor !== null) requireSeatId(lastRiverAggressor, 'lastRiverAggressor');
  return orderOf(seats, seating.button, contenders, lastRiverAggressor);
}

/** T16: the showdown order from checked input (see `showdownOrder`). */
function orderOf(seats: readonly string[], button: string, contenders: readonly string[], lastRiverAggressor: string | null): string[] {
  const n = seats.length;
  let start: number;
  if (lastRiverAggressor !== null && contenders.includes(lastRiverAggressor)) {
    start = seats.indexOf(lastRiverAggressor);
  } else {
    start = (seats.indexOf(button) + 1) % n;
  }
  const order: string[] = [];
  for (let k = 0; k < n; k++) {
    const seat = seats[(start + k) % n];
    if (contenders.includes(seat)) order.push(seat);
  }
  return order;
}

/**
 * T16 tournament rule: once a player is all-in and the betting is closed, all hands are
 * turned face up at once and nobody mucks. Ask when the betting has closed.
 */
export function tournamentFaceUp(tournament: boolean, round: BettingRound): boolean {
  requireTournament(tournament);
  requireObject(round, 'round');
  const players = requireArray(round.players, 'round.players');
  for (let k = 0; k < players.length; k++) requireObject(players[k], 'round.players', k);
  return faceUpOf(tournament, players);
}

/**
 * `tournamentFaceUp` of core's engines: their own round, not checked again; the flag, which
 * comes with a state, is (internal to core).
 */
export function tournamentFaceUpUnchecked(tournament: boolean, round: BettingRound): boolean {
  requireTournament(tournament);
  return faceUpOf(tournament, round.players);
}

function requireTournament(tournament: boolean): void {
  if (typeof tournament !== 'boolean') {
    requireValue(tournament, 'tournament');
    throw new HoldemError('invalid-input', `tournament must be true or false (got ${inputText(tournament)})`);
  }
}

function faceUpOf(tournament: boolean, players: readonly BettingPlayer[]): boolean {
  let allInStillIn = false;
  for (const p of players) if (p.folded !== true && p.allIn === true) allInStillIn = true;
  return tournament && allInStillIn;
}

/** A new showdown; with `faceUp` (tournament rule, T16) every hand is shown at once. */
export function startShowdown(input: StartShowdownInput): ShowdownState {
  requireObject(input, 'startShowdown input');
  rejectUnknownKeys(input, START_KEYS, 'startShowdown input');
  if (input.faceUp !== undefined && typeof input.faceUp !== 'boolean') {
    throw new HoldemError('invalid-input', `faceUp must be true or false (got ${inputText(input.faceUp)})`);
  }
  return openShowdown(showdownOrder(input.seating, input.contenders, input.lastRiverAggressor), input.faceUp === true);
}

/** `startShowdown` of core's engines: their own seating and contenders, not checked again (internal to core). */
export function startShowdownUnchecked(input: StartShowdownInput): ShowdownState {
  const { seats, button } = input.seating;
  return openShowdown(orderOf(seats, button, input.contenders, input.lastRiverAggressor), input.faceUp === true);
}

function openShowdown(order: string[], faceUp: boolean): ShowdownState {
  return { order, next: faceUp ? order.length : 0, shown: faceUp ? order.slice() : [], mucked: [], faceUp };
}

/** The seat whose turn it is to show or muck, or null when every hand is decided. */
export function showdownTurn(state: ShowdownState): string | null {
  checkState(state);
  return showdownTurnUnchecked(state);
}

/** `showdownTurn` of a showdown state core made (internal to core). */
export function showdownTurnUnchecked(state: ShowdownState): string | null {
  return state.next < state.order.length ? state.order[state.next] : null;
}

export type ShowdownStep = { ok: true; state: ShowdownState } | { ok: false; violation: ShowdownViolation };

/** What the seat to decide may do: `show` always, `muck` unless the rules make them show. */
export interface ShowdownChoices {
  seat: string | null;
  show: boolean;
  muck: boolean;
}

type ShowdownRefusalOf<Code extends string, Rule extends Refusal['ruleId'], Params extends object> = Refusal<Code, Readonly<Params>> & {
  ruleId: Rule;
};

/** Why `applyShowdownDecision` refused. Seats in `params` are seat ids. */
export type ShowdownRefusal =
  /** T16: there is no showdown now (hands are shown after the last betting round). */
  | ShowdownRefusalOf<'no-showdown', 'T16', Readonly<Record<string, never>>>
  /** T16 tournament rule: every hand is already face up; nobody shows or mucks. */
  | ShowdownRefusalOf<'hands-face-up', 'T16', Readonly<Record<string, never>>>
  /** T16: every hand has been shown or mucked. */
  | ShowdownRefusalOf<'showdown-over', 'T16', Readonly<Record<string, never>>>
  /** T16: `seat` asked, but it is `seatToDecide`'s turn to show or muck. */
  | ShowdownRefusalOf<'not-your-turn-to-show', 'T16', { seat: string; seatToDecide: string }>
  /**
   * T18: `seat` is the last hand that can win the pot at `potIndex` (everyone else in it
   * mucked): a pot goes to a hand among those in it, so conceding would leave it to nobody.
   * Showing takes it.
   */
  | ShowdownRefusalOf<'last-hand-in-pot', 'T18', { seat: string; potIndex: number }>;

export type ShowdownRefusalCode = ShowdownRefusal['code'];

export type ShowdownViolation = RuleViolation<ShowdownChoices, ShowdownRefusal>;

/**
 * Why `seat` may not muck now, or null if it may. T16: anyone may concede by mucking, the
 * first to show included, and the showdown goes on with the next player; but under the
 * tournament rule the hands are face up. T18: a pot goes to the best hand among those in it
 * that did not fold or concede, so the last hand left in a pot (everyone else in it
 * mucked) cannot concede it: it must show to take it, or the pot would have no winner.
 */
function muckBlocked(state: ShowdownState, pots: readonly Pot[], seat: string): ShowdownRefusal | null {
  if (state.faceUp) return { code: 'hands-face-up', ruleId: 'T16', params: {} };
  for (let potIndex = 0; potIndex < pots.length; potIndex++) {
    const eligible = pots[potIndex].eligible;
    if (!eligible.includes(seat)) continue;
    let contested = false;
    for (const other of eligible) {
      if (other !== seat && !state.mucked.includes(other)) {
        contested = true;
        break;
      }
    }
    if (!contested) return { code: 'last-hand-in-pot', ruleId: 'T18', params: { seat, potIndex } };
  }
  return null;
}

/** What the seat to decide may do now (for a view, and as `allowed` in a refusal). */
export function showdownChoices(state: ShowdownState, pots: readonly Pot[]): ShowdownChoices {
  checkState(state);
  requirePots(pots);
  return showdownChoicesUnchecked(state, pots);
}

/** `showdownChoices` of a showdown state core made and pots checked or made by core (internal to core). */
export function showdownChoicesUnchecked(state: ShowdownState, pots: readonly Pot[]): ShowdownChoices {
  const seat = showdownTurnUnchecked(state);
  if (seat === null) return { seat, show: false, muck: false };
  return { seat, show: true, muck: muckBlocked(state, pots, seat) === null };
}

/**
 * The showdown after `seat` shows or mucks, or a `ShowdownViolation` saying why not. `pots`
 * are the hand's pots with `eligible` before any muck. Never changes `state`. Throws
 * `HoldemError` for malformed pots or state, a `seat` that is not a seat id, or a decision
 * other than `'show'` or `'muck'` (`unknown-value`).
 */
export function applyShowdownDecision(
  state: ShowdownState | null,
  pots: readonly Pot[],
  seat: string,
  decision: ShowdownDecision,
): ShowdownStep {
  requirePots(pots);
  requireSeatId(seat, 'seat');
  if (decision !== 'show' && decision !== 'muck') {
    requireValue(decision, 'decision');
    throw new HoldemError('unknown-value', `a showdown decision is 'show' or 'muck' (got ${inputText(decision)})`);
  }
  if (state === null) return refuse(state, pots, { code: 'no-showdown', ruleId: 'T16', params: {} });
  checkState(state);
  const turn = showdownTurnUnchecked(state);
  if (turn === null) {
    return refuse(
      state,
      pots,
      state.faceUp ? { code: 'hands-face-up', ruleId: 'T16', params: {} } : { code: 'showdown-over', ruleId: 'T16', params: {} },
    );
  }
  if (seat !== turn) return refuse(state, pots, { code: 'not-your-turn-to-show', ruleId: 'T16', params: { seat, seatToDecide: turn } });
  if (decision === 'muck') {
    const blocked = muckBlocked(state, pots, seat);
    if (blocked) return refuse(state, pots, blocked);
    return {
      ok: true,
      state: { order: state.order, next: state.next + 1, shown: state.shown, mucked: appended(state.mucked, seat), faceUp: state.faceUp },
    };
  }
  return {
    ok: true,
    state: { order: state.order, next: state.next + 1, shown: appended(state.shown, seat), mucked: state.mucked, faceUp: state.faceUp },
  };
}

function refuse(state: ShowdownState | null, pots: readonly Pot[], refusal: ShowdownRefusal): ShowdownStep {
  const allowed: ShowdownChoices = state ? showdownChoicesUnchecked(state, pots) : { seat: null, show: false, muck: false };
  return { ok: false, violation: ruleViolation(refusal, allowed) };
}

function appended(seats: readonly string[], seat: string): string[] {
  const out = seats.slice();
  out.push(seat);
  return out;
}

/**
 * The decision a player makes who shows only what can win (T16: losers may muck): show when
 * the rules require it, or when the hand ties or beats every hand shown so far in at least
 * one pot it is in; otherwise muck. `values` are hand values, higher better (T17), for the
 * seat to decide and every seat shown (`missing-input` otherwise). Awarding the pots after
 * these decisions gives the same result as everyone showing.
 */
export function autoShowdownDecision(
  state: ShowdownState,
  pots: readonly Pot[],
  values: Readonly<Record<string, number>>,
): ShowdownDecision {
  checkState(state);
  requirePots(pots);
  requireObject(values, 'values');
  const seat = showdownTurnUnchecked(state);
  if (seat === null) return 'show';
  if (muckBlocked(state, pots, seat) !== null) return 'show';
  const mine = valueOf(values, seat);
  for (const pot of pots) {
    if (!pot.eligible.includes(seat)) continue;
    let best = -Infinity;
    for (const other of state.shown) {
      if (!pot.eligible.includes(other)) continue;
      const theirs = valueOf(values, other);
      if (theirs > best) best = theirs;
    }
    if (mine >= best) return 'show';
  }
  return 'muck';
}

/**
 * Every remaining decision of a showdown made as `autoShowdownDecision` makes each (T16:
 * hands that can win show, the others muck), in order; `state`, `pots` and `values` are
 * checked once. Returns the decided showdown and the seats in the order they decided.
 */
export function playAutoShowdown(
  state: ShowdownState,
  pots: readonly Pot[],
  values: Readonly<Record<string, number>>,
): { state: ShowdownState; decided: { seat: string; decision: ShowdownDecision }[] } {
  checkState(state);
  requirePots(pots);
  requireObject(values, 'values');
  return playAutoShowdownUnchecked(state, pots, values);
}

/** `playAutoShowdown` of core's engines: their own showdown state, pots and hand values (internal to core). */
export function playAutoShowdownUnchecked(
  state: ShowdownState,
  pots: readonly Pot[],
  values: Readonly<Record<string, number>>,
): { state: ShowdownState; decided: { seat: string; decision: ShowdownDecision }[] } {
  const shown = state.shown.slice();
  const mucked = state.mucked.slice();
  const decided: { seat: string; decision: ShowdownDecision }[] = [];
  let next = state.next;
  for (; next < state.order.length; next++) {
    const seat = state.order[next];
    const now: ShowdownState = { order: state.order, next, shown, mucked, faceUp: state.faceUp };
    let decision: ShowdownDecision = 'muck';
    if (muckBlocked(now, pots, seat) !== null) decision = 'show';
    else {
      const mine = valueOf(values, seat);
      for (const pot of pots) {
        if (!pot.eligible.includes(seat)) continue;
        let best = -Infinity;
        for (const other of shown) {
          if (!pot.eligible.includes(other)) continue;
          const theirs = valueOf(values, other);
          if (theirs > best) best = theirs;
        }
        if (mine >= best) {
          decision = 'show';
          break;
        }
      }
    }
    (decision === 'show' ? shown : mucked).push(seat);
    decided.push({ seat, decision });
  }
  return { state: { order: state.order, next, shown, mucked, faceUp: state.faceUp }, decided };
}

/** The hand value of `seat`, an own key of `values` (a seat may be called `constructor`). */
function valueOf(values: Readonly<Record<string, number>>, seat: string): number {
  if (!hasOwn(values, seat)) throw new HoldemError('missing-input', `values has no hand value for seat "${seat}"`);
  const value = values[seat];
  if (typeof value !== 'number' || Number.isNaN(value))
    throw new HoldemError('invalid-input', `the hand value of seat "${seat}" must be a number`);
  return value;
}

/** The pots with mucked hands taken out of `eligible` (they gave up their claim, T16). */
export function potsAfterMucks(pots: readonly Pot[], mucked: readonly string[]): Pot[] {
  requirePots(pots);
  requireArray(mucked, 'mucked');
  for (let k = 0; k < mucked.length; k++) requireSeatId(mucked[k], 'mucked', k);
  if (mucked.length === 0) return pots.slice();
  return pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.filter((seat) => !mucked.includes(seat)) }));
}

// ---------------------------------------------------------------------------
// Input checks

/** The seats of a seating, checked: seat ids, each once, the button among them. */
function checkSeating(seating: Seating): readonly string[] {
  requireObject(seating, 'seating');
  rejectUnknownKeys(seating, SEATING_KEYS, 'seating');
  const seats = requireArray(seating.seats, 'seating.seats');
  if (seats.length === 0) throw new HoldemError('invalid-input', 'seating.seats is empty');
  for (let k = 0; k < seats.length; k++) {
    const seat = requireSeatId(seats[k], 'seating.seats', k);
    if (seats.indexOf(seat) !== k) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice in seating.seats`);
  }
  const button = requireSeatId(seating.button, 'seating.button');
  if (!seats.includes(button)) throw new HoldemError('unknown-seat', `the button seat "${button}" is not in seating.seats`);
  return seats;
}

function checkState(state: ShowdownState): void {
  requireObject(state, 'showdown state');
  const order = requireArray(state.order, 'state.order');
  for (let k = 0; k < order.length; k++) requireSeatId(order[k], 'state.order', k);
  for (const seat of requireArray(state.shown, 'state.shown')) requireSeatId(seat, 'a seat of state.shown');
  for (const seat of requireArray(state.mucked, 'state.mucked')) requireSeatId(seat, 'a seat of state.mucked');
  const next = requireSafeInteger(state.next, 'state.next');
  if (next < 0 || next > order.length) throw new HoldemError('invalid-input', `state.next ${next} is outside the showdown order`);
  if (typeof state.faceUp !== 'boolean') throw new HoldemError('invalid-input', 'state.faceUp must be true or false');
}
