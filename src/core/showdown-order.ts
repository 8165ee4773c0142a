/**
 * The showdown as a sequence of decisions (T16): who shows first, who may muck, and when
 * every hand still in has been decided. Plain data, no DOM, no XState: the hand machine
 * calls these functions and holds no rule of its own.
 */
import type { BettingRound } from './betting.js';
import type { Pot, Seating } from './pots.js';
import { ruleViolation, type RuleViolation } from './rule-violation.js';

export type ShowdownDecision = 'show' | 'muck';

export interface ShowdownState {
  /** T16: the seats still in the hand, in the order they show. */
  order: string[];
  /** Index into `order` of the seat to decide; `order.length` once everyone has. */
  next: number;
  /** Seats that showed, in the order they did. */
  shown: string[];
  /** Seats that mucked: they give up every pot (T16: losers may muck). */
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

/**
 * T16: the player who last bet or raised on the river shows first; if nobody bet on the
 * river, the first player still in left of the button. The others follow clockwise.
 */
export function showdownOrder(seating: Seating, contenders: readonly string[], lastRiverAggressor: string | null): string[] {
  const n = seating.seats.length;
  const inHand = new Set(contenders);
  let start: number;
  if (lastRiverAggressor !== null && inHand.has(lastRiverAggressor)) {
    start = seating.seats.indexOf(lastRiverAggressor);
  } else {
    start = (seating.seats.indexOf(seating.button) + 1) % n;
  }
  const order: string[] = [];
  for (let k = 0; k < n; k++) {
    const seat = seating.seats[(start + k) % n];
    if (inHand.has(seat)) order.push(seat);
  }
  return order;
}

/**
 * T16 tournament rule: once a player is all-in and the betting is closed, all hands are
 * turned face up at once and nobody mucks. Ask when the betting has closed.
 */
export function tournamentFaceUp(tournament: boolean, round: BettingRound): boolean {
  return tournament && round.players.some((p) => !p.folded && p.allIn);
}

/** A new showdown; with `faceUp` (tournament rule, T16) every hand is shown at once. */
export function startShowdown(input: StartShowdownInput): ShowdownState {
  const order = showdownOrder(input.seating, input.contenders, input.lastRiverAggressor);
  const faceUp = input.faceUp === true;
  return { order, next: faceUp ? order.length : 0, shown: faceUp ? order.slice() : [], mucked: [], faceUp };
}

/** The seat whose turn it is to show or muck, or null when every hand is decided. */
export function showdownTurn(state: ShowdownState): string | null {
  return state.next < state.order.length ? state.order[state.next] : null;
}

export type ShowdownStep = { ok: true; state: ShowdownState } | { ok: false; violation: ShowdownViolation };

/** What the seat to decide may do: `show` always, `muck` unless the rules make them show. */
export interface ShowdownChoices {
  seat: string | null;
  show: boolean;
  muck: boolean;
}

export type ShowdownViolation = RuleViolation<ShowdownChoices>;

const HANDS_FACE_UP = { code: 'hands-face-up', ruleId: 'T16' } as const;
const MUST_SHOW_FIRST = { code: 'must-show-first', ruleId: 'T16' } as const;
const LAST_HAND_IN_POT = { code: 'last-hand-in-pot', ruleId: 'T18' } as const;

/**
 * Why `seat` may not muck now, or null if it may. T16: the first to show must show.
 * A player who is the last one left in a pot (everyone else in it mucked) must show to
 * take it: mucking would leave the pot without a hand.
 */
function muckBlocked(state: ShowdownState, pots: readonly Pot[], seat: string): { code: string; ruleId: string } | null {
  if (state.faceUp) return HANDS_FACE_UP;
  if (state.next === 0) return MUST_SHOW_FIRST;
  for (const pot of pots) {
    if (!pot.eligible.includes(seat)) continue;
    let contested = false;
    for (const other of pot.eligible) {
      if (other !== seat && !state.mucked.includes(other)) {
        contested = true;
        break;
      }
    }
    if (!contested) return LAST_HAND_IN_POT;
  }
  return null;
}

/** What the seat to decide may do now (for a view, and as `allowed` in a refusal). */
export function showdownChoices(state: ShowdownState, pots: readonly Pot[]): ShowdownChoices {
  const seat = showdownTurn(state);
  if (seat === null) return { seat, show: false, muck: false };
  return { seat, show: true, muck: muckBlocked(state, pots, seat) === null };
}

/**
 * The showdown after `seat` shows or mucks, or a `RuleViolation` saying why not. `pots`
 * are the hand's pots with `eligible` before any muck. Never changes `state`.
 */
export function applyShowdownDecision(
  state: ShowdownState | null,
  pots: readonly Pot[],
  seat: string,
  decision: ShowdownDecision,
): ShowdownStep {
  if (state === null) {
    return refuse(state, pots, 'no-showdown', 'T16', 'There is no showdown now: hands are shown only after the last betting round.', 'Jetzt ist kein Showdown: Karten werden erst nach der letzten Setzrunde gezeigt.');
  }
  const turn = showdownTurn(state);
  if (turn === null) {
    return refuse(state, pots, state.faceUp ? 'hands-face-up' : 'showdown-over', 'T16', state.faceUp ? 'All hands are already face up (tournament rule): nobody shows or mucks.' : 'Every hand has been shown or mucked.', state.faceUp ? 'Alle Karten liegen schon offen (Turnierregel): Niemand zeigt oder wirft weg.' : 'Alle Hände sind gezeigt oder weggeworfen.');
  }
  if (seat !== turn) {
    return refuse(state, pots, 'not-your-turn-to-show', 'T16', `It is ${turn}'s turn to show or muck, not ${seat}'s.`, `${turn} zeigt oder wirft jetzt weg, nicht ${seat}.`);
  }
  if (decision === 'muck') {
    const blocked = muckBlocked(state, pots, seat);
    if (blocked?.code === 'must-show-first') {
      return refuse(state, pots, blocked.code, blocked.ruleId, `${seat} shows first: the last player to bet or raise on the river, or if nobody did, the first player left of the button.`, `${seat} zeigt zuerst: wer am River zuletzt gesetzt oder erhöht hat, sonst der erste Spieler links vom Button.`);
    }
    if (blocked) {
      return refuse(state, pots, blocked.code, blocked.ruleId, `${seat} is the last hand in a pot: show to take it.`, `${seat} ist als Einzige(r) in einem Pot übrig: Zeigen, um ihn zu nehmen.`);
    }
    return { ok: true, state: { order: state.order, next: state.next + 1, shown: state.shown, mucked: appended(state.mucked, seat), faceUp: state.faceUp } };
  }
  return { ok: true, state: { order: state.order, next: state.next + 1, shown: appended(state.shown, seat), mucked: state.mucked, faceUp: state.faceUp } };
}

function refuse(state: ShowdownState | null, pots: readonly Pot[], code: string, ruleId: string, en: string, de: string): ShowdownStep {
  const allowed: ShowdownChoices = state ? showdownChoices(state, pots) : { seat: null, show: false, muck: false };
  return { ok: false, violation: ruleViolation(code, ruleId, en, de, allowed) };
}

function appended(seats: readonly string[], seat: string): string[] {
  const out = seats.slice();
  out.push(seat);
  return out;
}

/**
 * The decision a player makes who shows only what can win (T16: losers may muck): show when
 * the rules require it, or when the hand ties or beats every hand shown so far in at least
 * one pot it is in; otherwise muck. `values` are hand values, higher better (T17). Awarding
 * the pots after these decisions gives the same result as everyone showing.
 */
export function autoShowdownDecision(
  state: ShowdownState,
  pots: readonly Pot[],
  values: Readonly<Record<string, number>>,
): ShowdownDecision {
  const seat = showdownTurn(state);
  if (seat === null) return 'show';
  if (muckBlocked(state, pots, seat) !== null) return 'show';
  const mine = values[seat];
  for (const pot of pots) {
    if (!pot.eligible.includes(seat)) continue;
    let best = -Infinity;
    for (const other of state.shown) if (pot.eligible.includes(other) && values[other] > best) best = values[other];
    if (mine >= best) return 'show';
  }
  return 'muck';
}

/** The pots with mucked hands taken out of `eligible` (they gave up their claim, T16). */
export function potsAfterMucks(pots: readonly Pot[], mucked: readonly string[]): Pot[] {
  if (mucked.length === 0) return pots.slice();
  return pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.filter((seat) => !mucked.includes(seat)) }));
}
