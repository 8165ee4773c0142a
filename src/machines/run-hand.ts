/**
 * `runHand`: plays a hand through `handMachine` with the given events in order, for Node
 * users, tests and documentation. The same actor a table would use, without a view.
 */
import { createActor } from 'xstate';
import { applyAction, buildPots, handContributions } from '../core/index.js';
import { handMachine, type HandContext, type HandEvent, type HandInput, type HandLogEntry } from './hand.machine.js';

export interface RunHandPot {
  amount: number;
  /** Seats that put chips in this pot and did not fold (T18). */
  eligible: string[];
  /** Chips each seat won from this pot; empty until the hand is complete. */
  awards: Record<string, number>;
}

export interface RunHandViolation {
  /** Index into the events of the first refused one; the run stops there. */
  index: number;
  code: string;
  ruleId: string;
  message: { en: string; de: string };
}

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
}

/**
 * Drives a fresh `handMachine` actor with `events` in order and reports where the hand
 * ended. Stops at the first refused event. If no SHOW or MUCK events are given, the
 * showdown resolves itself (`autoShowdown`: hands that can win show, the others muck),
 * unless `input.autoShowdown` says otherwise. Throws `HoldemError` for malformed input.
 */
export function runHand(input: HandInput, events: readonly HandEvent[]): RunHandResult {
  const autoShowdown = input.autoShowdown ?? !events.some((e) => e.type === 'SHOW' || e.type === 'MUCK');
  const actor = createActor(handMachine, { input: { ...input, autoShowdown } });
  let failure: unknown = null;
  const subscription = actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  if (failure !== null) throw failure;
  let violation: RunHandViolation | null = null;
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    const before = actor.getSnapshot();
    if (before.status === 'done') {
      // The hand is over; core says why nothing more can happen (T6: nobody is to act).
      const round = before.context.round;
      const refused = round ? applyAction(round, event.type === 'ACT' ? { type: event.action, seat: event.seat } : { type: 'check' }) : null;
      violation = {
        index,
        code: refused && !refused.ok ? refused.violation.code : 'hand-over',
        ruleId: refused && !refused.ok ? refused.violation.ruleId : 'T6',
        message: refused && !refused.ok ? refused.violation.message : { en: 'The hand is over.', de: 'Die Hand ist vorbei.' },
      };
      break;
    }
    actor.send(event);
    if (failure !== null) throw failure;
    const after = actor.getSnapshot();
    if (after.context.violation !== null && after.context.violation !== before.context.violation) {
      const { code, ruleId, message } = after.context.violation;
      violation = { index, code, ruleId, message };
      break;
    }
  }
  const snapshot = actor.getSnapshot();
  subscription.unsubscribe();
  actor.stop();
  return { ...summary(snapshot.context), violation };
}

function summary(context: HandContext): Omit<RunHandResult, 'violation'> {
  const result = context.result;
  if (result) {
    const awards = result.pots.map((): Record<string, number> => ({}));
    for (const award of result.awards) for (const share of award.shares) awards[award.potIndex][share.seat] = share.amount;
    return {
      complete: true,
      voided: result.kind === 'void',
      stacks: { ...result.finalStacks },
      pots: result.pots.map((pot, i) => ({ amount: pot.amount, eligible: pot.eligible.slice(), awards: awards[i] })),
      contributions: { ...result.contributions },
      log: context.log,
    };
  }
  // Stopped midway: the chips in front of the players count into the pots.
  const contributions: Record<string, number> = {};
  const pots = context.round ? buildPots(handContributions(context.round)).pots : [];
  if (context.round) for (const c of handContributions(context.round)) contributions[c.seat] = c.amount;
  return {
    complete: false,
    voided: false,
    stacks: { ...context.stacks },
    pots: pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.slice(), awards: {} })),
    contributions,
    log: context.log,
  };
}
