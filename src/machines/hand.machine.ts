/**
 * `handMachine`: one hand of Texas Hold'em as an XState statechart over the hand engine of
 * `holdem-elements/core` (`startHand`, `applyHandEvent`). The engine holds every rule; the
 * chart shows the hand's life, so a reader (or the Stately inspector) sees where it is:
 *
 *   blinds          antes, blinds, newcomers' big blinds (T3, C3) and the hole cards (T5),
 *                   posted and dealt as the context is made
 *   preflop         betting rounds (T6, T7, T11–T15); the ACT that ends one deals the next
 *   flop              street (T5: burn, then three cards, one, one)
 *   turn
 *   river
 *   allInRunOut     the betting closed with a player all-in: the rest of the board (T9)
 *   showdown        hands shown in order, anyone may muck (T16)
 *   complete        the pots awarded after a showdown (T17–T19)
 *   uncontested     everyone else folded (T20)
 *   voided          every chip back to who bet it (C6)
 *
 * The hand is over in the last three (each tagged `over`: `snapshot.hasTag('over')`), but the actor is not: a table runs every hand it
 * shows on one actor, for as long as it lives. `DEAL` deals a new hand (`{ type: 'DEAL',
 * input }`, a `HandInput`), and `RESTORE` puts the actor back at a state of the engine
 * (`{ type: 'RESTORE', state }`: Back, Restart, a street to jump to), from any state.
 *
 * Each event is taken on a transition whose guard asks the engine (`accepts`): an ACT on a
 * street, SHOW and MUCK at the showdown, VOID before the hand is over, and after an all-in
 * run-out preflop the big blind's idle check (T4, it changes nothing). So
 * `snapshot.can(event)` is exactly whether the engine accepts the event. The taken event
 * calls the engine (the `apply` action): the next context is the engine's next state, and
 * what happened is emitted. Eventless transitions then follow the context to the state the
 * hand has reached. An event no transition takes (refused by the rules, malformed, of an
 * unknown type, or `null`) is handed back as `REFUSED` (`acceptAnyEvent`) and refused by the
 * root's `refuse`: it changes nothing but `context.violation`, and is emitted as `violation`.
 * No event can put the actor in an error state.
 *
 * Emitted events (`actor.on(type, listener)`), after the snapshot they describe:
 *
 *   { type: 'violation', violation }   an event refused (as `context.violation`)
 *   { type: 'action', entry }          an ACT accepted: its line of the log
 *   { type: 'street', street, board }  flop, turn or river dealt, with the whole board so far
 *                                      (a run-out sends one for each street it deals)
 *   { type: 'complete', result }       the hand is over: `context.result`
 *
 * The input is the engine's `HandInput` (the hand is dealt as the context is made), or
 * `{ resume: state }` with a state of the engine (`startHand`, `applyHandEvent`): the actor
 * starts from that hand as it stands, and the eventless transitions of `blinds` follow its
 * context to the state a played actor would be in (`flop`, `showdown`, final `complete`),
 * with nothing emitted again. A `DEAL` with input the engine cannot deal (bad cards,
 * too few seats) is refused as `invalid-input` with the engine's error code in `params`.
 *
 * Only XState's public API: `setup` with named guards and actions, `assign` and `emit`
 * through `enqueueActions`.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { acceptAnyEvent, REFUSED, type RefusedEvent } from './any-event.js';
import { engineStep } from './engine-action.js';
import type { Street } from '../core/betting.js';
import { HoldemError } from '../core/errors.js';
import {
  applyHandEvent,
  startHand,
  type HandEvent,
  type HandHappening,
  type HandInput,
  type HandState,
  type HandViolation,
} from '../core/hand/index.js';

export {
  handConfig,
  type HandConfig,
  type HandEvent,
  type HandInput,
  type HandLimits,
  type HandLogEntry,
  type HandLogKind,
  type HandOutcome,
  type HandPhase,
  type HandSeatInput,
  type HandViolation,
  type ShownHand,
} from '../core/hand/index.js';

/** The machine's context: the engine's state of the hand. */
export type HandContext = HandState;
/** The machine's input: a hand to deal, or a hand as it stands (an engine state) to resume. */
export type HandMachineInput = HandInput | { resume: HandState };
/** A new hand on the same actor. */
export interface DealEvent {
  type: 'DEAL';
  input: HandInput;
}
/** Back to a state of the engine (Back, Restart, a street to jump to). */
export interface RestoreEvent {
  type: 'RESTORE';
  state: HandState;
}
/** What the machine takes: the hand's events, and DEAL and RESTORE for the table around it. */
export type HandMachineEvent = HandEvent | DealEvent | RestoreEvent;
/** What the machine emits: what the engine says happened. */
export type HandEmitted = HandHappening;

const engine = engineStep<HandState, HandEvent, HandHappening>(applyHandEvent);

/** A hand dealt from a DEAL's input, or the error that refused it; worked out once per event (guard, then action). */
const deals = new WeakMap<object, HandState | Error>();
function dealOf(event: DealEvent): HandState | Error {
  let dealt = deals.get(event);
  if (dealt === undefined) {
    try {
      dealt = startHand(event.input);
    } catch (error) {
      dealt = error instanceof Error ? error : new HoldemError('invalid-input', String(error));
    }
    deals.set(event, dealt);
  }
  return dealt;
}

/** A state the engine made, as far as its shape tells: a config with seats, a phase, a log. */
function isHandState(value: unknown): value is HandState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<HandState>;
  return (
    typeof state.phase === 'string' &&
    Array.isArray(state.log) &&
    typeof state.config === 'object' &&
    state.config !== null &&
    Array.isArray(state.config.seatIds)
  );
}

/** A DEAL or RESTORE the chart could not take: refused as malformed (`input`, `state`), the state as it was. */
function tableEventRefusal(event: DealEvent | RestoreEvent): HandViolation {
  const problem = event.type === 'DEAL' ? 'input' : 'state';
  // A deal the engine refused: its error's code (and the text it could not read) as data.
  const input = (event as Partial<DealEvent>).input;
  const dealt = problem === 'input' && typeof input === 'object' && input !== null ? dealOf(event as DealEvent) : null;
  const error =
    dealt instanceof Error
      ? {
          error: dealt instanceof HoldemError ? dealt.code : 'invalid-input',
          ...(typeof (dealt as { text?: unknown }).text === 'string' ? { text: (dealt as unknown as { text: string }).text } : {}),
        }
      : {};
  return { code: 'malformed-event', ruleId: 'T7', params: { problem, ...error }, allowed: {}, event } as unknown as HandViolation;
}

const isTableEvent = (event: unknown): event is DealEvent | RestoreEvent => {
  const type = (event as { type?: unknown } | null)?.type;
  return type === 'DEAL' || type === 'RESTORE';
};

/** An event no transition took (`REFUSED`): the engine's refusal, or for DEAL and RESTORE the chart's own. */
const refuseAction = enqueueActions<
  HandState,
  HandMachineEvent | RefusedEvent,
  undefined,
  HandMachineEvent | RefusedEvent,
  never,
  never,
  never,
  never,
  HandHappening
>(({ context, event, enqueue }) => {
  const refused = (event as RefusedEvent).event;
  if (!isTableEvent(refused)) {
    const step = engine.stepOf(context, refused);
    if (!step.ok) engine.take(step, enqueue);
    return;
  }
  const violation = tableEventRefusal(refused);
  enqueue.assign({ violation });
  enqueue.emit({ type: 'violation', violation });
});

/** Where the hand has gone after an event, in the order the chart asks: the hand over first. */
const follow = [
  { guard: 'voided', target: '#hand.voided' },
  { guard: 'uncontested', target: '#hand.uncontested' },
  { guard: 'ranOut', target: '#hand.allInRunOut' },
  { guard: 'complete', target: '#hand.complete' },
  { guard: 'atShowdown', target: '#hand.showdown' },
] as const;

/** An event the engine takes here: only if it accepts it. */
const taken = { guard: 'accepts', actions: 'apply' } as const;

/** A betting round (T6, T7) on `street`: ACTs the engine accepts; the hand moves on to `next` or wherever it went. */
function bettingRound(next: Street | null) {
  return {
    on: { ACT: taken, VOID: taken },
    always:
      next === null
        ? [...follow]
        : [...follow, { guard: { type: 'onStreet' as const, params: { street: next } }, target: `#hand.${next}` }],
  };
}

export const handMachine = acceptAnyEvent(
  setup({
    types: {
      context: {} as HandContext,
      events: {} as HandMachineEvent | RefusedEvent,
      input: {} as HandMachineInput,
      emitted: {} as HandEmitted,
    },
    actions: {
      /** The engine's answer to an event it accepts: the next context, and what happened, emitted. */
      apply: engine.apply as never,
      /** An event no transition took: the engine's refusal as `context.violation`, emitted as `violation`. */
      refuse: refuseAction as never,
      /** DEAL: the hand dealt from its input is the context. */
      deal: assign(({ event }) => dealOf(event as DealEvent) as HandState),
      /** RESTORE: the state given is the context. */
      restore: assign(({ event }) => (event as RestoreEvent).state),
    },
    guards: {
      accepts: engine.accepts as never,
      dealable: ({ event }) => {
        const input = (event as Partial<DealEvent>).input;
        return typeof input === 'object' && input !== null && !(dealOf(event as DealEvent) instanceof Error);
      },
      restorable: ({ event }) => isHandState((event as RestoreEvent).state),
      onStreet: ({ context }, params: { street: Street }) => context.phase === 'betting' && context.street === params.street,
      ranOut: ({ context }) => context.ranOut && (context.phase === 'showdown' || context.phase === 'complete'),
      atShowdown: ({ context }) => context.phase === 'showdown',
      complete: ({ context }) => context.phase === 'complete',
      uncontested: ({ context }) => context.phase === 'uncontested',
      voided: ({ context }) => context.phase === 'voided',
    },
  }).createMachine({
    id: 'hand',
    context: ({ input }) => ('resume' in input ? input.resume : startHand(input)),
    initial: 'blinds',
    on: {
      DEAL: { guard: 'dealable', actions: 'deal', target: '.blinds' },
      RESTORE: { guard: 'restorable', actions: 'restore', target: '.blinds' },
      [REFUSED]: { actions: 'refuse' },
    },
    states: {
      /**
       * T3, C3, T5: posted and dealt as the context is made (T9: if nobody can bet, the board is
       * run out at once). A hand dealt, resumed or restored goes on from here to the state it is in.
       */
      blinds: {
        always: [
          ...follow,
          ...(['flop', 'turn', 'river'] as const).map((street) => ({
            guard: { type: 'onStreet' as const, params: { street } },
            target: street,
          })),
          { target: 'preflop' },
        ],
      },
      preflop: bettingRound('flop'),
      flop: bettingRound('turn'),
      turn: bettingRound('river'),
      /** The last betting round; then the showdown (T16) or the pots to the last player in (T20). */
      river: bettingRound(null),
      /** T9: the betting closed with a player all-in; the board was dealt out (T16: tournament hands face up). */
      allInRunOut: {
        always: [{ guard: 'complete', target: 'complete' }, { target: 'showdown' }],
      },
      /** T16: hands shown in order, anyone may concede by mucking. */
      showdown: {
        // ACT: T4, the big blind's check after the betting closed around it preflop (it changes nothing).
        on: { SHOW: taken, MUCK: taken, VOID: taken, ACT: taken },
        always: [
          { guard: 'voided', target: 'voided' },
          { guard: 'complete', target: 'complete' },
        ],
      },
      /** T17–T19: each pot to its best hand, odd chips clockwise from the button. The hand is over. */
      complete: { tags: 'over', on: { ACT: taken } },
      /** T20: everyone else folded; the pots went to the last player without a showdown. The hand is over. */
      uncontested: { tags: 'over' },
      /** C6. The hand is over. */
      voided: { tags: 'over' },
    },
  }),
);

export type HandMachine = typeof handMachine;
