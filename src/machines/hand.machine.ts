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
 *   complete        final: the pots awarded after a showdown (T17–T19)
 *   uncontested     final: everyone else folded (T20)
 *   voided          final: every chip back to who bet it (C6)
 *
 * Each event calls the engine once (the `apply` action): the next context is the engine's
 * next state, and what happened is emitted. Eventless transitions then follow the context
 * to the state the hand has reached. An event the rules refuse (or a malformed or unknown
 * one) changes nothing but `context.violation`, and is emitted as `violation`: no event can
 * put the actor in an error state (`acceptAnyEvent`: not even `null` or `{ type: 42 }`).
 *
 * Emitted events (`actor.on(type, listener)`), after the snapshot they describe:
 *
 *   { type: 'violation', violation }   an event refused (as `context.violation`)
 *   { type: 'action', entry }          an ACT accepted: its line of the log
 *   { type: 'street', street, board }  flop, turn or river dealt, with the whole board so far
 *                                      (a run-out sends one for each street it deals)
 *   { type: 'complete', result }       a final state reached: `context.result`
 *
 * The input is the engine's `HandInput` (the hand is dealt as the context is made), or
 * `{ resume: state }` with a state of the engine (`startHand`, `applyHandEvent`): the actor
 * starts from that hand as it stands, and the eventless transitions of `blinds` follow its
 * context to the state a played actor would be in (`flop`, `showdown`, final `complete`),
 * with nothing emitted again. `<poker-table>` starts its actor so when a page first asks
 * for it mid-hand, and again after Back and Restart.
 *
 * Only XState's public API: `setup` with named guards and actions, `assign` and `emit`
 * through `enqueueActions`.
 */
import { setup } from 'xstate';
import { acceptAnyEvent } from './any-event.js';
import { engineAction } from './engine-action.js';
import type { Street } from '../core/betting.js';
import {
  applyHandEvent,
  startHand,
  type HandEvent,
  type HandHappening,
  type HandInput,
  type HandOutcome,
  type HandState,
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
/** What the machine emits: what the engine says happened. */
export type HandEmitted = HandHappening;

/** Where the hand has gone after an event, in the order the chart asks: the final states first. */
const follow = [
  { guard: 'voided', target: '#hand.voided' },
  { guard: 'uncontested', target: '#hand.uncontested' },
  { guard: 'ranOut', target: '#hand.allInRunOut' },
  { guard: 'complete', target: '#hand.complete' },
  { guard: 'atShowdown', target: '#hand.showdown' },
] as const;

/** A betting round (T6, T7) on `street`: ACTs go to the engine; the hand moves on to `next` or wherever it went. */
function bettingRound(next: Street | null) {
  return {
    on: { ACT: { actions: 'apply' as const } },
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
      events: {} as HandEvent,
      input: {} as HandMachineInput,
      emitted: {} as HandEmitted,
      output: {} as HandOutcome,
    },
    actions: {
      /** The engine's answer to the event: the next context (or the refusal), and what happened, emitted. */
      apply: engineAction(applyHandEvent),
    },
    guards: {
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
    output: ({ context }) => context.result as HandOutcome,
    initial: 'blinds',
    on: {
      // C6 at any time; anything else a state does not expect goes to the engine too, which refuses it with its reason.
      VOID: { actions: 'apply' },
      '*': { actions: 'apply' },
    },
    states: {
      /**
       * T3, C3, T5: posted and dealt as the context is made (T9: if nobody can bet, the board is
       * run out at once). An actor resumed from a state of the engine goes on from here to the
       * street that state is on.
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
        on: {
          SHOW: { actions: 'apply' },
          MUCK: { actions: 'apply' },
        },
        always: [
          { guard: 'voided', target: 'voided' },
          { guard: 'complete', target: 'complete' },
        ],
      },
      /** T17–T19: each pot to its best hand, odd chips clockwise from the button. */
      complete: { type: 'final' },
      /** T20: everyone else folded; the pots went to the last player without a showdown. */
      uncontested: { type: 'final' },
      /** C6. */
      voided: { type: 'final' },
    },
  }),
);

export type HandMachine = typeof handMachine;
