/**
 * Computer players for Potsdam Hold'em (P1–P7): `potsdamBotDecision(state, seat, random)`
 * returns the event a bot sends for the seat whose turn it is, always one the rules accept.
 * A pure function of the engine's state (`startPotsdam`, `applyPotsdamEvent`) and a seeded
 * random source: the same state and seed give the same decision.
 *
 * A bot reads only what a player at the table sees: its own five hole cards, the community
 * cards, the chips, what it may do (`state.allowed`) and hands already shown. It
 *
 * - exchanges toward the best hand it can reach this turn (P3): the best of passing, each
 *   one-for-one swap and taking all five community cards, when that is better than its own;
 * - buys fresh cards (P4) now and then when no exchange helps it, and puts into the
 *   community whichever set lets it reach the better hand;
 * - ends the game (P6 (2)) with a strong hand, now and then;
 * - calls the big blind in the entry round with most hands (P2), folds weak hands to big
 *   bets, bets and raises strong ones within the cap of three big blinds (P5);
 * - shows at the showdown when its hand can still win a pot and mucks otherwise (T16).
 *
 * A bot plays through an actor of `potsdamMachine`, as any player does: `potsdamBotMove(actor,
 * random)` reads the actor's snapshot and sends the bot's decision to it as an event.
 */
import type { LegalActions } from '../core/betting.js';
import { cardCode, type Card } from '../core/cards.js';
import { seededRandom, type RandomSource } from '../core/deck.js';
import { HoldemError } from '../core/errors.js';
import { rank5 } from '../core/rank.js';
import { put } from '../core/records.js';
import { autoShowdownDecision } from '../core/showdown-order.js';
import { createActor } from 'xstate';
import type { PotsdamEvent, PotsdamInput, PotsdamSet, PotsdamState } from '../core/potsdam/types.js';
import { potsdamMachine, type PotsdamMachineEvent } from './potsdam.machine.js';

/** The value of five cards (T17): higher is better. */
export function potsdamHandValue(cards: readonly Card[]): number {
  return rank5(cardCode(cards[0]), cardCode(cards[1]), cardCode(cards[2]), cardCode(cards[3]), cardCode(cards[4]));
}

/**
 * How strong five cards are, from 0 to 1: roughly the share of five-card hands they beat
 * (a high card below a half, a pair from a half, two pair and better near the top).
 */
export function potsdamStrength(value: number): number {
  const category = value >> 20;
  const top = ((value >> 16) & 15) / 12;
  if (category === 0) return 0.05 + 0.35 * top;
  if (category === 1) return 0.45 + 0.33 * top;
  if (category === 2) return 0.8 + 0.08 * top;
  if (category === 3) return 0.89 + 0.05 * top;
  return Math.min(1, 0.94 + 0.01 * category);
}

/** An exchange a seat can make now: the cards given and taken (none for a pass) and the hand's value after it. */
export interface PotsdamExchangeOption {
  give: Card[];
  take: Card[];
  value: number;
}

/**
 * P3: the best exchange `hand` can make with `community`: passing, each one-for-one swap, or
 * all five for all five; the first of equal values (passing first).
 */
export function bestPotsdamExchange(hand: readonly Card[], community: readonly Card[]): PotsdamExchangeOption {
  let best: PotsdamExchangeOption = { give: [], take: [], value: potsdamHandValue(hand) };
  const trial = hand.slice();
  for (let i = 0; i < hand.length; i++) {
    for (const card of community) {
      trial[i] = card;
      const value = potsdamHandValue(trial);
      if (value > best.value) best = { give: [hand[i]], take: [card], value };
    }
    trial[i] = hand[i];
  }
  const all = potsdamHandValue(community);
  if (all > best.value) best = { give: hand.slice(), take: community.slice(), value: all };
  return best;
}

/** A number from 0 up to 1 from the random source. */
const chance = (random: RandomSource): number => random() / 4294967296;

/** The pots and the bets in front of the players. */
function potOf(state: PotsdamState): number {
  let sum = 0;
  for (const pot of state.pots) sum += pot.amount;
  for (const seat of state.config.seatIds) sum += state.bets[seat] ?? 0;
  return sum;
}

/** An exchange round may still come after this betting round (the hand can still change). */
function exchangesAhead(state: PotsdamState): boolean {
  if (state.phase === 'entry' || state.phase === 'betting') return true;
  return state.phase === 'final-betting' && state.ending?.kind === 'three-passes';
}

/**
 * The event the bot sends for `seat`, whose turn it is (`state.toAct`). Throws `HoldemError`
 * (`invalid-input`) when `seat` has nothing to decide.
 */
export function potsdamBotDecision(state: PotsdamState, seat: string, random: RandomSource): PotsdamEvent {
  if (state.toAct !== seat) throw new HoldemError('invalid-input', `${seat} has nothing to decide now`);
  const allowed = state.allowed;
  const hand = state.holeCards[seat];
  switch (allowed.kind) {
    case 'act':
      return betting(state, seat, allowed.actions, random);
    case 'exchange': {
      const best = bestPotsdamExchange(hand, state.community);
      const current = potsdamHandValue(hand);
      // P4: buy when no exchange helps and the chips allow it, now and then.
      if (allowed.buy && best.value === current && state.stacks[seat] >= 20 * allowed.buy.price && chance(random) < 0.5)
        return { type: 'BUY', seat };
      if (best.give.length === 0) return { type: 'PASS', seat };
      return { type: 'EXCHANGE', seat, give: best.give, take: best.take };
    }
    case 'choose': {
      // P4: the set that lets the bot reach the better hand joins the community.
      const set = state.exchange.buyable;
      const fresh = allowed.fresh;
      let community = state.community;
      if (set) {
        community = state.community.slice();
        set.places.forEach((place, k) => (community[place] = fresh[k]));
      }
      const withLaidDown = bestPotsdamExchange(hand, state.community).value;
      const withFresh = bestPotsdamExchange(hand, community).value;
      const choice: PotsdamSet = withFresh > withLaidDown ? 'fresh' : 'laid-down';
      return { type: 'CHOOSE', seat, set: choice };
    }
    case 'end': {
      // P6 (2): end the game with a strong hand, now and then.
      const strength = potsdamStrength(potsdamHandValue(hand));
      return strength >= 0.8 && chance(random) < 0.6 ? { type: 'END', seat } : { type: 'PASS', seat };
    }
    case 'show': {
      const values: Record<string, number> = {};
      const showdown = state.showdown;
      if (showdown) for (const shown of [...showdown.shown, seat]) put(values, shown, potsdamHandValue(state.holeCards[shown]));
      const decision = showdown && allowed.choices.muck ? autoShowdownDecision(showdown, state.pots, values) : 'show';
      return { type: decision === 'muck' ? 'MUCK' : 'SHOW', seat };
    }
    case 'none':
      throw new HoldemError('invalid-input', `${seat} has nothing to decide now`);
  }
}

/** P2, P5: fold weak hands to big bets, call fair prices, bet and raise strong hands within the cap. */
function betting(state: PotsdamState, seat: string, legal: LegalActions, random: RandomSource): PotsdamEvent {
  const hand = state.holeCards[seat];
  const now = potsdamStrength(potsdamHandValue(hand));
  const reach = potsdamStrength(bestPotsdamExchange(hand, state.community).value);
  // Cards can still change: what the bot can reach counts for half.
  const strength = exchangesAhead(state) ? Math.max(now, (now + reach) / 2) : now;
  const call = legal.call ?? (legal.allIn?.asCallTo !== undefined ? { amount: legal.allIn.to, to: legal.allIn.to } : undefined);
  const toCall = call?.amount ?? 0;
  const pot = potOf(state);
  const roll = chance(random);
  const range = legal.bet ?? legal.raise;
  const kind = legal.bet ? 'bet' : 'raise';
  // A bet and two raises a round are enough: past them the bot only calls (no raising war to all-in); a medium hand only opens.
  let raises = 0;
  for (const entry of state.log)
    if (
      entry.kind === 'action' &&
      entry.phase === state.phase &&
      entry.bettingRound === state.exchange.round &&
      (entry.action === 'bet' || entry.action === 'raise')
    )
      raises++;
  if (range && ((raises < 3 && strength > 0.85) || (raises === 0 && strength > 0.65 && roll < 0.4))) {
    const to = strength > 0.85 ? range.maxTo : range.minTo;
    return { type: 'ACT', seat, action: kind, to };
  }
  if (toCall === 0) return legal.check ? { type: 'ACT', seat, action: 'check' } : { type: 'ACT', seat, action: 'fold' };
  if (state.phase === 'entry') {
    // P2: the big blind is cheap to see an exchange for; only the weakest hands fold, and not always.
    if (strength > 0.3 || roll < 0.5) return callOf(seat, legal);
    return { type: 'ACT', seat, action: 'fold' };
  }
  const odds = toCall / (pot + toCall);
  // A call that costs a tenth of the chips behind or more needs a made hand.
  const dear = toCall * 10 >= state.stacks[seat] && strength < 0.6;
  if (!dear && (strength > odds + 0.25 || (toCall <= state.config.blinds.big && strength > 0.35))) return callOf(seat, legal);
  return { type: 'ACT', seat, action: 'fold' };
}

function callOf(seat: string, legal: LegalActions): PotsdamEvent {
  if (legal.call) return { type: 'ACT', seat, action: 'call' };
  if (legal.check) return { type: 'ACT', seat, action: 'check' };
  return { type: 'ACT', seat, action: 'all-in' };
}

/** A random source for one decision of a game: the same seed and step give the same choices. */
export const potsdamBotRandom = (seed: number | string, step: number): RandomSource => seededRandom(`${String(seed)}:${step}`);

/** What a bot needs of an actor of `potsdamMachine` (a page's, a table's): its snapshot's context, and `send`. */
export interface PotsdamBotActor {
  getSnapshot(): { context: PotsdamState };
  send(event: PotsdamMachineEvent): void;
}

/**
 * The bot's move on `actor`: the decision for the seat whose turn it is (only if that is
 * `seat`, when given), sent to the actor as an event. Returns the event sent, or null when
 * nobody (or somebody other than `seat`) is to act.
 */
export function potsdamBotMove(actor: PotsdamBotActor, random: RandomSource, seat?: string): PotsdamEvent | null {
  const state = actor.getSnapshot().context;
  const toAct = state.toAct;
  if (toAct === null || (seat !== undefined && seat !== toAct)) return null;
  const event = potsdamBotDecision(state, toAct, random);
  actor.send(event);
  return event;
}

/**
 * A whole game played by bots only, from `input` (for tests, benches and documentation), on an
 * actor of `potsdamMachine`: every move `potsdamBotMove` with `potsdamBotRandom(seed, step)`.
 * Returns the actor's context after each event, the first as dealt; stops after `maxSteps`
 * events. Throws `HoldemError` (`internal`) should the machine refuse a bot's event.
 */
export function playPotsdamBots(input: PotsdamInput, seed: number | string, maxSteps = 2000): PotsdamState[] {
  const actor = createActor(potsdamMachine, { input }).start();
  const states = [actor.getSnapshot().context];
  for (let step = 0; step < maxSteps; step++) {
    const event = potsdamBotMove(actor, potsdamBotRandom(seed, step));
    if (event === null) break;
    const state = actor.getSnapshot().context;
    const violation = state.violation;
    if (violation) throw new HoldemError('internal', `a bot's ${event.type} was refused (${violation.code}, ${violation.ruleId})`);
    states.push(state);
  }
  actor.stop();
  return states;
}
