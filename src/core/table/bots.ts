/**
 * Computer players for a hand of the engine (`HandState`, the context of `handMachine`): `botDecision` returns the event a bot sends for the
 * seat to act (or to show or muck), always one the rules accept. A bot reads only what a
 * player at the table sees: its own hole cards, the board, the chips, the legal actions and
 * hands already shown; never another player's hidden cards.
 *
 * - `passive`: never bets or raises. Checks when it can, calls when the call is at most a
 *   quarter of its chips behind, otherwise folds.
 * - `reasonable`: estimates its equity (its share of the pot at a showdown) against every
 *   opponent still in by Monte Carlo over the unseen cards, preflop too; folds below the
 *   pot odds, calls near them, bets and raises with strong equity (half to three quarters
 *   of the pot, within the legal range), now and then bluffs small, and goes all-in only
 *   with a very strong hand.
 *
 * Both show at the showdown when their hand can still win a pot and muck otherwise, where
 * mucking is allowed (T16). Given a seeded `RandomSource` every decision is reproducible.
 */
import type { LegalActions } from '../betting.js';
import { cardCode, type Card } from '../cards.js';
import { cryptoRandom, type RandomSource } from '../deck.js';
import { HoldemError } from '../errors.js';
import { rank7 } from '../rank.js';
import type { HandEvent, HandState } from '../hand/types.js';
import { own, put } from '../records.js';
import { autoShowdownDecision } from '../showdown-order.js';
import { BOT_KINDS, type BotKind } from './config.js';

export { BOT_KINDS, type BotKind };

export interface BotOptions {
  /** Card sampling, bet sizes and bluffs; default `cryptoRandom`. Pass `seededRandom(seed)` to replay. */
  random?: RandomSource;
  /** Monte Carlo samples per equity estimate (the reasonable bot); default 300. */
  simulations?: number;
}

export const DEFAULT_BOT_SIMULATIONS = 300;

/** The seat that must decide now: the seat to act, or whose turn it is to show or muck; else null. */
export function decidingSeat(context: HandState): string | null {
  return context.toAct ?? context.showdownChoices?.seat ?? null;
}

/**
 * The event the bot of `kind` sends for `seat`: an ACT when `seat` is to act, a SHOW or
 * MUCK when it is `seat`'s turn at the showdown. Always legal: built from
 * `context.legalActions` (a bet or raise `to` within `minTo … maxTo`) or
 * `context.showdownChoices`. Throws `HoldemError` (`invalid-input`) when `seat` has
 * nothing to decide.
 */
export function botDecision(kind: BotKind, context: HandState, seat: string, options: BotOptions = {}): HandEvent {
  if (kind !== 'passive' && kind !== 'reasonable') throw new HoldemError('invalid-input', `unknown bot kind "${String(kind)}"`);
  if (context.toAct !== null && context.toAct === seat) {
    return kind === 'passive' ? passiveAction(context, seat) : reasonableAction(context, seat, options);
  }
  if (context.toAct === null && context.showdownChoices?.seat === seat) return showdownDecision(context, seat);
  throw new HoldemError('invalid-input', `${seat} has nothing to decide now`);
}

// ---------------------------------------------------------------------------
// Equity

/** Unseen card codes, shuffled in place sample after sample (still a permutation, so each sample is uniform). */
const unseen = new Uint8Array(52);

/**
 * The share of the pot `holeCards` win on average at a showdown against `opponents` random
 * hands, with the rest of the board dealt at random (ties split): 1 wins always, 0 never.
 * Only `holeCards` and `board` are taken out of the deck: a player does not know what else
 * was dealt or burned.
 */
export function estimateEquity(
  holeCards: readonly Card[],
  board: readonly Card[],
  opponents: number,
  simulations: number = DEFAULT_BOT_SIMULATIONS,
  random: RandomSource = cryptoRandom,
): number {
  if (holeCards.length !== 2 || board.length > 5)
    throw new HoldemError('invalid-input', 'equity needs two hole cards and at most five board cards');
  if (!Number.isInteger(opponents) || opponents < 1 || opponents > 9)
    throw new HoldemError('invalid-input', 'equity needs 1 to 9 opponents');
  if (!Number.isInteger(simulations) || simulations < 1)
    throw new HoldemError('invalid-input', 'simulations must be a whole number, at least 1');
  const h0 = cardCode(holeCards[0]);
  const h1 = cardCode(holeCards[1]);
  const known = board.map((card) => cardCode(card));
  let count = 0;
  for (let code = 0; code < 52; code++) {
    if (code !== h0 && code !== h1 && !known.includes(code)) unseen[count++] = code;
  }
  const missing = 5 - known.length;
  const draw = missing + 2 * opponents;
  const b = [known[0] ?? 0, known[1] ?? 0, known[2] ?? 0, known[3] ?? 0, known[4] ?? 0];
  let won = 0;
  for (let s = 0; s < simulations; s++) {
    // Partial Fisher–Yates: the first `draw` cards become a uniform sample. Scaling a 32-bit
    // draw to `count - i` (at most 50) is off from uniform by less than 2^-26: no matter here.
    for (let i = 0; i < draw; i++) {
      const j = i + Math.floor((random() * (count - i)) / 4294967296);
      const t = unseen[i];
      unseen[i] = unseen[j];
      unseen[j] = t;
    }
    for (let i = 0; i < missing; i++) b[known.length + i] = unseen[i];
    const mine = rank7(b[0], b[1], b[2], b[3], b[4], h0, h1);
    let ties = 0;
    let lost = false;
    for (let o = 0, k = missing; o < opponents; o++, k += 2) {
      const theirs = rank7(b[0], b[1], b[2], b[3], b[4], unseen[k], unseen[k + 1]);
      if (theirs > mine) {
        lost = true;
        break;
      }
      if (theirs === mine) ties++;
    }
    if (!lost) won += 1 / (ties + 1);
  }
  return won / simulations;
}

// ---------------------------------------------------------------------------
// Betting decisions

const act = (seat: string, action: 'fold' | 'check' | 'call' | 'all-in'): HandEvent => ({ type: 'ACT', seat, action });

/** Check when free, call up to a quarter of the chips behind, else fold; never bet or raise. */
function passiveAction(context: HandState, seat: string): HandEvent {
  const legal = context.legalActions;
  if (legal.check) return act(seat, 'check');
  if (legal.call && legal.call.amount * 4 <= (own(context.stacks, seat) ?? 0)) return act(seat, 'call');
  return act(seat, 'fold');
}

/** Everything in the middle: the pots and this street's bets. */
function potTotal(context: HandState): number {
  let sum = 0;
  for (const pot of context.pots) sum += pot.amount;
  for (const seat of context.config.seatIds) sum += own(context.bets, seat) ?? 0;
  return sum;
}

/**
 * Equity that counts as strong (bet or raise) against `opponents`. Against more opponents a
 * hand wins less often, so the bar is a multiple of the average share 1 / (opponents + 1)
 * that grows slowly: heads-up 0.65, three opponents 0.375, nine 0.21 (aces: 0.85, 0.64, 0.31).
 */
const strongEquity = (opponents: number): number => (1.3 + 0.1 * (opponents - 1)) / (opponents + 1);
/** Strong enough to re-raise a raise or go all-in: heads-up 0.775, nine opponents 0.29. */
const veryStrongEquity = (opponents: number): number => (1.55 + 0.17 * (opponents - 1)) / (opponents + 1);

/** How often the reasonable bot bets small with nothing, when checking is free and at most two opponents are in. */
const BLUFF_CHANCE = 0.08;
/** A bet or raise that would put in this share of the chips behind is an all-in in all but name. */
const COMMITTING_SHARE = 0.6;

const chance = (random: RandomSource): number => random() / 4294967296;

function reasonableAction(context: HandState, seat: string, options: BotOptions): HandEvent {
  const legal: LegalActions = context.legalActions;
  const random = options.random ?? cryptoRandom;
  const round = context.round;
  const me = round?.players.find((p) => p.seat === seat);
  if (!round || !me) return legal.check ? act(seat, 'check') : act(seat, 'fold');
  let opponents = 0;
  for (const p of round.players) if (p.seat !== seat && !p.folded) opponents++;
  opponents = Math.min(Math.max(opponents, 1), 9);

  const equity = estimateEquity(
    own(context.holeCards, seat) ?? [],
    context.board,
    opponents,
    options.simulations ?? DEFAULT_BOT_SIMULATIONS,
    random,
  );
  const pot = potTotal(context);
  const toCall = legal.call?.amount ?? 0;
  const strong = equity >= strongEquity(opponents);
  const veryStrong = equity >= veryStrongEquity(opponents);
  const range = legal.bet ?? legal.raise;

  /** A bet or raise of about `share` of the pot after calling, within the legal range; null when it would commit the stack. */
  const sized = (share: number): HandEvent | null => {
    if (!range) return null;
    const wanted = round.currentBetTo + Math.round(share * (pot + toCall));
    const to = Math.min(Math.max(wanted, range.minTo), range.maxTo);
    if (to - me.committed >= COMMITTING_SHARE * me.stack) return null;
    return { type: 'ACT', seat, action: legal.bet ? 'bet' : 'raise', to };
  };
  /** With a very strong hand a bet that would commit the stack becomes all of it (T9). */
  const aggressive = (share: number): HandEvent | null =>
    sized(share) ?? (veryStrong && legal.allIn && legal.allIn.to > me.committed + toCall ? act(seat, 'all-in') : null);

  if (legal.check) {
    if (strong) {
      const bet = aggressive(0.5 + 0.25 * chance(random));
      if (bet) return bet;
    } else if (legal.bet && opponents <= 2 && chance(random) < BLUFF_CHANCE) {
      const bluff = sized(1 / 3);
      if (bluff) return bluff;
    }
    return act(seat, 'check');
  }
  // Facing a bet: a third bet or raise of the street only when very strong, so that two good
  // hands do not raise each other to the end.
  if (veryStrong || (strong && round.raiseCount < 2)) {
    const raise = aggressive(0.5 + 0.25 * chance(random));
    if (raise) return raise;
  }
  const potOdds = toCall / (pot + toCall);
  if (legal.call && (strong || equity >= potOdds)) return act(seat, 'call');
  return act(seat, 'fold');
}

// ---------------------------------------------------------------------------
// Showdown

/**
 * T16: show when the hand ties or beats every hand shown so far in a pot it is in (or when
 * the rules require showing), muck otherwise. Only the bot's own cards and the hands already
 * shown are looked at.
 */
function showdownDecision(context: HandState, seat: string): HandEvent {
  const choices = context.showdownChoices;
  const showdown = context.showdown;
  if (!choices?.muck || !showdown || context.board.length !== 5) return { type: 'SHOW', seat };
  const b = context.board.map((card) => cardCode(card));
  // Keyed by seat ids, which may be names on Object.prototype (`constructor`, `__proto__`).
  const values: Record<string, number> = {};
  for (const id of [seat, ...showdown.shown]) {
    const cards = own(context.holeCards, id) ?? [];
    if (cards.length === 2) put(values, id, rank7(b[0], b[1], b[2], b[3], b[4], cardCode(cards[0]), cardCode(cards[1])));
  }
  return { type: autoShowdownDecision(showdown, context.pots, values) === 'muck' ? 'MUCK' : 'SHOW', seat };
}
