/**
 * The rules of a table between hands (RULES.md T2, T3, T8, C2, C3, C4): who gets the
 * button, who is dealt in, who posts what, whether a hand may start, what a buy-in may be.
 * Pure functions over a list of seats; `tableMachine` calls them and holds no rule itself.
 *
 * Documented choices where the sources are silent:
 * - The button moves one seat clockwise to the next player dealt into the new hand (T2: a
 *   "moving button"); a newcomer never takes the button in their first hand.
 * - A newcomer waiting for the big blind (C3) is dealt in on the first hand in which the big
 *   blind falls on their seat, counting them in; a newcomer who chose to post is dealt in at
 *   once and posts a big blind out of position (or the ordinary big blind, if it is theirs).
 *   When no game is running (fewer than two players without the newcomers) nobody waits.
 * - Missed blinds: a player sitting out whose seat the big blind passed (the big blind
 *   would have been theirs) comes back like a newcomer: waits for the big blind or posts
 *   one (C3). A player who missed only the small blind is dealt in at once; dead small
 *   blinds are not collected.
 * - C2 literally: a hand starts with at least `minPlayers` dealt in, or with two if the
 *   previous hand had at least `minPlayers`.
 */
import { blindSeats, type BettingPlayer } from './betting.js';
import type { Card } from './cards.js';
import { RANKS, SUITS } from './cards.js';
import { ruleViolation, type RuleViolation } from './rule-violation.js';

/**
 * - `active`: plays every hand.
 * - `waiting`: a newcomer waiting for the big blind (C3), or back from sitting out after missing it.
 * - `posting`: a newcomer who posts a big blind out of position to be dealt in at once (C3).
 * - `sitting-out`: seated, dealt no cards, pays no blinds (C4).
 * - `busted`: no chips left; may rebuy or leave (T8).
 */
export type SeatStatus = 'active' | 'waiting' | 'posting' | 'sitting-out' | 'busted';

export interface PlanSeat {
  player: string;
  status: SeatStatus;
  stack: number;
}

export interface HandPlan {
  /** Seat index of the button. */
  button: number;
  /** Seat indexes dealt in, clockwise from seat 0. */
  dealt: number[];
  /** Seat indexes that post a big blind out of position (C3). */
  posting: number[];
  /** Seat indexes of the small and the big blind (T3; heads-up the button posts the small). */
  small: number;
  big: number;
}

export interface PlanOptions {
  /** C2: players needed to start a hand. Default 2 (home games); the 003 room plays 3. */
  minPlayers?: number;
  /** Players dealt into the previous hand (0 if none): C2's exception. */
  lastHandPlayers?: number;
  /** The previous hand's button, or the first button (T2) for the first hand. */
  previousButton: number;
  /** True for the table's first hand: the button stays where the draw put it, nobody waits. */
  firstHand?: boolean;
  /** The button stays where it is: the previous hand was void (C6) and is dealt again. */
  keepButton?: boolean;
}

export type PlanResult = { ok: true; plan: HandPlan } | { ok: false; violation: RuleViolation<{ needed: number; seated: number }> };

/**
 * T3: the blinds for players dealt in (seat indexes, clockwise) and a button among them:
 * the small blind left of the button and the big blind next; heads-up the button posts
 * the small blind.
 */
export function blindPositions(dealt: readonly number[], button: number): { small: number; big: number } {
  const buttonIndex = dealt.indexOf(button);
  if (buttonIndex < 0) throw new RangeError(`the button (seat ${button}) is not dealt in`);
  // The rule lives in the betting module (it posts the blinds); ask it with seats as players.
  const players = dealt.map((seat): BettingPlayer => ({ seat: String(seat), stack: 0, committed: 0, contributedBeforeStreet: 0, folded: false, allIn: false, hasActed: false, lastAction: null }));
  const { small, big } = blindSeats({ players, buttonIndex });
  return { small: Number(small), big: Number(big) };
}

/** The next index clockwise after `from` (exclusive) for which `take` holds, or -1. */
function nextClockwise(size: number, from: number, take: (index: number) => boolean): number {
  for (let k = 1; k <= size; k++) {
    const i = (((from + k) % size) + size) % size;
    if (take(i)) return i;
  }
  return -1;
}

/** C2: players needed to start the next hand. */
export function playersNeeded(minPlayers: number, lastHandPlayers: number): number {
  return lastHandPlayers >= minPlayers ? 2 : minPlayers;
}

/**
 * T2, T3, C2, C3, C4: the next hand at a table of `seats` (null: an empty seat), or why it
 * cannot start.
 */
export function planHand(seats: readonly (PlanSeat | null)[], options: PlanOptions): PlanResult {
  const size = seats.length;
  const minPlayers = options.minPlayers ?? 2;
  const playable = (i: number, statuses: readonly SeatStatus[]) => {
    const seat = seats[i];
    return seat !== null && seat !== undefined && seat.stack > 0 && statuses.includes(seat.status);
  };
  const indexes = seats.map((_, i) => i);
  let regular = indexes.filter((i) => playable(i, ['active']));
  let posting = indexes.filter((i) => playable(i, ['posting']));
  let waiting = indexes.filter((i) => playable(i, ['waiting']));
  if (regular.length < 2 || options.firstHand) {
    // No game running: nobody needs to wait or post to be dealt in.
    regular = [...regular, ...posting, ...waiting].sort((a, b) => a - b);
    posting = [];
    waiting = [];
  }
  const needed = playersNeeded(minPlayers, options.lastHandPlayers ?? 0);
  const notEnough = (seated: number): PlanResult => ({
    ok: false,
    violation: ruleViolation(
      'not-enough-players',
      'C2',
      `A hand needs ${needed} players who are not sitting out; ${seated} ${seated === 1 ? 'is' : 'are'} seated.`,
      `Eine Hand braucht ${needed} Spieler, die nicht aussetzen; ${seated === 1 ? 'sitzt' : 'sitzen'} ${seated}.`,
      { needed, seated },
    ),
  });
  if (regular.length === 0) return notEnough(posting.length + waiting.length);
  const button = (options.firstHand || options.keepButton) && regular.includes(options.previousButton)
    ? options.previousButton
    : nextClockwise(size, options.previousButton, (i) => regular.includes(i));
  const sorted = (list: number[]) => list.slice().sort((a, b) => a - b);
  let dealt = sorted([...regular, ...posting]);
  // C3: the first waiting newcomer (clockwise from the button) on whom the big blind falls.
  const waitingFromButton = waiting.slice().sort((a, b) => ((a - button + size) % size) - ((b - button + size) % size));
  for (const w of waitingFromButton) {
    const withThem = sorted([...dealt, w]);
    if (blindPositions(withThem, button).big === w) {
      dealt = withThem;
      break;
    }
  }
  if (dealt.length < needed) return notEnough(dealt.length);
  const { small, big } = blindPositions(dealt, button);
  // A newcomer whose seat is the big blind's posts the ordinary big blind.
  return { ok: true, plan: { button, dealt, posting: posting.filter((i) => i !== big), small, big } };
}

/**
 * Missed blinds (see the module comment): the seats sitting out over which the big blind
 * passed in a hand with these blinds: strictly after the small blind, up to the big blind.
 */
export function missedBigBlind(size: number, plan: Pick<HandPlan, 'small' | 'big'>, sittingOut: readonly number[]): number[] {
  const missed: number[] = [];
  for (let i = (plan.small + 1) % size; ; i = (i + 1) % size) {
    if (sittingOut.includes(i)) missed.push(i);
    if (i === plan.big || i === plan.small) break;
  }
  return missed;
}

/** T2: a high-card draw for the first button; ties between ranks go by suit (spades, hearts, diamonds, clubs). */
export function drawForButton(players: readonly number[], cards: readonly Card[]): { cards: Record<number, Card>; button: number } {
  if (players.length === 0) throw new RangeError('nobody to draw for the button');
  if (cards.length < players.length) throw new RangeError('not enough cards for the draw');
  const strength = (card: Card) => RANKS.indexOf(card[0] as (typeof RANKS)[number]) * 4 + (3 - SUITS.indexOf(card[1] as (typeof SUITS)[number]));
  const drawn: Record<number, Card> = {};
  let button = players[0];
  players.forEach((seat, k) => {
    drawn[seat] = cards[k];
    if (strength(cards[k]) > strength(drawn[button])) button = seat;
  });
  return { cards: drawn, button };
}

export interface BuyInLimits {
  min: number;
  max: number;
}

/**
 * T8: chips may be added only between hands (`inHand`: the player is dealt into the hand
 * being played), and a stack may not go above the table's maximum buy-in; a new buy-in or
 * the rebuy of a busted player is at least the minimum.
 */
export function checkBuyIn(
  amount: number,
  stack: number,
  limits: BuyInLimits,
  inHand = false,
): RuleViolation<BuyInLimits & { stack: number }> | null {
  const allowed = { ...limits, stack };
  if (inHand) {
    return ruleViolation('mid-hand', 'T8', 'Chips can be added only between hands: only the chips on the table when the hand starts play.', 'Chips können nur zwischen den Händen nachgekauft werden: es spielen nur die Chips, die zu Beginn der Hand auf dem Tisch liegen.', allowed);
  }
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return ruleViolation('invalid-amount', 'T8', 'A buy-in is a whole, positive number of chips.', 'Ein Einkauf ist eine ganze, positive Zahl von Chips.', allowed);
  }
  if (stack + amount > limits.max) {
    return ruleViolation('above-max-buy-in', 'T8', `The stack may not go above the maximum buy-in of ${limits.max}; at most ${Math.max(0, limits.max - stack)} more.`, `Der Stack darf das maximale Buy-in von ${limits.max} nicht übersteigen; höchstens ${Math.max(0, limits.max - stack)} mehr.`, allowed);
  }
  if (stack === 0 && amount < limits.min) {
    return ruleViolation('below-min-buy-in', 'T8', `A buy-in is at least ${limits.min}.`, `Ein Buy-in beträgt mindestens ${limits.min}.`, allowed);
  }
  return null;
}
