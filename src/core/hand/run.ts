/**
 * Hands played on the engine without an actor: `runHand` replays a list of events (for
 * Node users, tests, hand histories and documentation), `playHands` plays many seeded
 * hands with a decision function (for simulations and computer players).
 */
import { handContributionsUnchecked } from '../betting.js';
import { buildPotsUnchecked } from '../pots.js';
import { HoldemError } from '../errors.js';
import { put } from '../records.js';
import type { RuleId } from '../rule-violation.js';
import { awardedPots, runGame, type RunPot } from '../replay.js';
import { applyHandEvent, applyHandEventInPlace, startHand } from './engine.js';
import type { HandEvent, HandInput, HandLogEntry, HandState, HandViolation } from './types.js';

/** A pot of `runHand`'s result. */
export type RunHandPot = RunPot;

/** The first refused event of a run: its index and the refusal, as data (`src/i18n/` words it). */
export type RunHandViolation = Omit<HandViolation, 'event'> & {
  /** Index into the events of the first refused one; the run stops there. */
  index: number;
  event: HandEvent;
};

export interface RunHandResult {
  /** The hand reached its end: the pots were awarded, or it was void (C6). */
  complete: boolean;
  /** C6: the hand was void and every chip went back. */
  voided: boolean;
  /** Chips behind by seat id: the final stacks once complete. */
  stacks: Record<string, number>;
  /** Main pot first, then side pots. */
  pots: RunHandPot[];
  /** What each seat put in, uncalled chips returned (T10). */
  contributions: Record<string, number>;
  violation: RunHandViolation | null;
  log: HandLogEntry[];
  /** The hand as it stood at the end of the run. */
  state: HandState;
}

/**
 * Plays a hand from `input` with `events` in order and reports where it ended. Stops at the
 * first refused event (an unknown event type too: refused with a violation, not ignored).
 * If no SHOW or MUCK events are given, the showdown resolves itself (`autoShowdown`: hands
 * that can win show, the others muck), unless `input.autoShowdown` says otherwise. Throws
 * `HoldemError` for malformed input or a malformed list of events (not a list, an event
 * that is not an object or has no type).
 */
export function runHand(input: HandInput, events: readonly HandEvent[]): RunHandResult {
  const { state, violation } = runGame('runHand', 'a hand input object', input, events, startHand, applyHandEvent);
  return { ...summary(state), violation, state };
}

function summary(state: HandState): Omit<RunHandResult, 'violation' | 'state'> {
  const result = state.result;
  if (result) {
    return {
      complete: true,
      voided: result.kind === 'void',
      stacks: { ...result.finalStacks },
      pots: awardedPots(result.pots, result.awards),
      contributions: { ...result.contributions },
      log: state.log,
    };
  }
  // Stopped midway: the chips in front of the players count into the pots.
  const contributions: Record<string, number> = {};
  // The state is the run's own (core made it from the input and the events).
  const all = handContributionsUnchecked(state.round);
  for (const c of all) put(contributions, c.seat, c.amount);
  return {
    complete: false,
    voided: false,
    stacks: { ...state.stacks },
    pots: buildPotsUnchecked(all).pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.slice(), awards: {} })),
    contributions,
    log: state.log,
  };
}

// ---------------------------------------------------------------------------
// Many hands

/**
 * A decision for the hand as it stands: the next event (an ACT for `state.toAct`, a SHOW or
 * MUCK). In `playHands` the state is the hand's live state, changed in place by the next
 * event: read it, and copy what you want to keep.
 */
export type HandPolicy = (state: Readonly<HandState>) => HandEvent;

/** A hand's input for `playHands`: all but its cards, which come from the hand's seed. */
export type PlayHandInput = Omit<HandInput, 'seed' | 'deck' | 'holeCards' | 'board'>;

export interface PlayHandsOptions {
  /**
   * Every hand's input but its cards (each hand is dealt from its own seed), or a function
   * giving hand `index`'s input (other stacks, another button).
   */
  input: PlayHandInput | ((index: number) => PlayHandInput);
  /** How many hands. */
  hands: number;
  /** The first hand's seed; hand `k` is dealt from `seed + k` (a string seed: `seed#k`). */
  seed: number | string;
  /** Decides every event; a refused event counts in `refused` and the policy is asked again. */
  policy: HandPolicy;
  /** Called with each finished hand (the final state), for statistics. */
  onHand?: (state: HandState, index: number) => void;
  /** A policy refused this many times in a row in one hand ends the run with a `HoldemError`. Default 1,000. */
  maxRefusalsInARow?: number;
}

export interface PlayHandsResult {
  hands: number;
  /** Events applied (accepted) over all hands. */
  events: number;
  /** Events the rules refused. */
  refused: number;
  /** Chips won (positive) or lost over all hands, by seat. */
  net: Record<string, number>;
  /** Hands that went to a showdown, were uncontested (T20), or were void (C6). */
  endings: Record<'complete' | 'uncontested' | 'voided', number>;
  /** The rule IDs of the refusals, counted. */
  refusals: Partial<Record<RuleId, number>>;
}

/**
 * Plays `hands` seeded hands on the engine, each from the same input (the stacks start
 * afresh every hand) or from `input(index)`, asking `policy` for every event. Chips are
 * checked after every hand (T8: what the table started with is what it ends with). Throws
 * `HoldemError` for malformed options or a policy that keeps sending refused events.
 *
 * Built for speed: a hand's state is changed in place from event to event (the engine's
 * `applyHandEvent` copies it, so that every earlier state stays intact), so the state a
 * policy is shown is live and `onHand` gets each hand's own final state.
 */
export function playHands(options: PlayHandsOptions): PlayHandsResult {
  if (typeof options !== 'object' || options === null) throw new HoldemError('missing-input', 'playHands needs options');
  const { input, hands, seed, policy, onHand } = options;
  if (!Number.isSafeInteger(hands) || hands < 0)
    throw new HoldemError('invalid-input', `hands must be a whole number, 0 or more, not ${String(hands)}`);
  if (typeof policy !== 'function') throw new HoldemError('invalid-input', 'playHands needs a policy function');
  if (typeof seed !== 'number' && typeof seed !== 'string')
    throw new HoldemError('invalid-seed', 'playHands needs a seed (a number or a string)');
  const limit = options.maxRefusalsInARow ?? 1000;
  const result: PlayHandsResult = {
    hands: 0,
    events: 0,
    refused: 0,
    net: {},
    endings: { complete: 0, uncontested: 0, voided: 0 },
    refusals: {},
  };
  // Chips won by seat, kept in two lists while the hands are played (a seat is most often
  // where it was last hand) and written into `net` at the end, in the order seats first came.
  const netSeats: string[] = [];
  const netWon: number[] = [];
  for (let k = 0; k < hands; k++) {
    const given = typeof input === 'function' ? input(k) : input;
    // The seed key first, its value after the spread (the hand's seed wins over one in the
    // input): in V8 a spread followed by a new key makes a slow object (several µs a hand,
    // most of them in reading its keys back), a key before the spread a fast one.
    const hand: HandInput = { seed: 0, ...given };
    hand.seed = typeof seed === 'number' ? seed + k : `${seed}#${k}`;
    let state = startHand(hand);
    let inARow = 0;
    while (state.result === null) {
      const step = applyHandEventInPlace(state, policy(state));
      state = step.state;
      if (step.ok) {
        result.events++;
        inARow = 0;
        continue;
      }
      result.refused++;
      result.refusals[step.violation.ruleId] = (result.refusals[step.violation.ruleId] ?? 0) + 1;
      if (++inARow >= limit)
        throw new HoldemError(
          'policy-stuck',
          `hand ${k}: the policy sent ${inARow} refused events in a row (last: ${step.violation.code})`,
        );
    }
    const outcome = state.result;
    let total = 0;
    const seatIds = state.config.seatIds;
    for (let i = 0; i < seatIds.length; i++) {
      const seat = seatIds[i];
      const won = outcome.finalStacks[seat] - state.config.startingStacks[seat];
      let at = i < netSeats.length && netSeats[i] === seat ? i : netSeats.indexOf(seat);
      if (at < 0) {
        at = netSeats.length;
        netSeats.push(seat);
        netWon.push(0);
      }
      netWon[at] += won;
      total += outcome.finalStacks[seat];
    }
    if (total !== state.config.totalChips)
      throw new HoldemError('internal', `hand ${k}: ${total} chips at the end, ${state.config.totalChips} at the start (T8)`);
    result.endings[state.phase === 'voided' ? 'voided' : state.phase === 'uncontested' ? 'uncontested' : 'complete']++;
    result.hands++;
    onHand?.(state, k);
  }
  for (let i = 0; i < netSeats.length; i++) put(result.net, netSeats[i], netWon[i]);
  return result;
}
