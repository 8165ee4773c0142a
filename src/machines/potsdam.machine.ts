/**
 * `potsdamMachine`: one game of Potsdam Hold'em (P1–P7) as an XState statechart over the
 * Potsdam engine of `holdem-elements/core` (`startPotsdam`, `applyPotsdamEvent`). The engine
 * holds every rule; the chart shows the game's life, so a reader (or the Stately inspector)
 * sees where it is:
 *
 *   blinds              blinds posted, five cards each and five on the table (P1, T3),
 *                       as the context is made
 *   entry               call the big blind or fold, no raise (P2)
 *   exchangeRound       none, one or all five cards, left of the button to the button (P3)
 *   buying              a buyer chooses the laid-down or the fresh set (P4)
 *   bettingRound        bets and raises of at most three big blinds (P5)
 *   endOffer            a player who did not exchange may pay three big blinds to end (P6 (2))
 *   ending
 *     endedByPlayer     P6 (2): lastExchange (without the ender, no buying), lastBetting*
 *     noExchange        P6 (3): finalBetting, no more exchanges
 *     threePasses       P6 (4): finalBetting, lastExchange (everyone, no buying), lastBetting*
 *     roundLimit        the house limit `maxExchangeRounds`, played as (3): finalBetting
 *   showdown            the five hole cards shown in order, anyone may muck (T16, P7)
 *   complete            final: the pots awarded (T17–T19)
 *   uncontested         final: P6 (1), everyone else folded
 *
 *   * only with `rules.betAfterLastExchange`
 *
 * Each event calls the engine once (the `apply` action): the next context is the engine's
 * next state, and what happened is emitted. Eventless transitions then follow the context to
 * the state the game has reached (`stageOf`). A refused (or malformed, or unknown) event
 * changes nothing but `context.violation` and is emitted as `violation`; no event can put the
 * actor in an error state (`acceptAnyEvent`: not even `null` or `{ type: 42 }`).
 *
 * Emitted events (`actor.on(type, listener)`):
 *
 *   { type: 'violation', violation }   an event refused (as `context.violation`)
 *   { type: 'log', entry }             each new line of the log
 *   { type: 'phase', phase, ending }   the engine's phase changed
 *   { type: 'complete', result }       a final state reached: `context.result`
 *
 * Only XState's public API: `setup` with named guards and actions, `assign` and `emit`
 * through `enqueueActions`.
 */
import { setup } from 'xstate';
import { acceptAnyEvent, REFUSED, type RefusedEvent } from './any-event.js';
import { engineStep } from './engine-action.js';
import {
  applyPotsdamEvent,
  startPotsdam,
  type PotsdamEvent,
  type PotsdamHappening,
  type PotsdamInput,
  type PotsdamOutcome,
  type PotsdamState,
} from '../core/potsdam/index.js';
import { POTSDAM_STAGES, stageOf, type PotsdamStage } from '../core/potsdam/stage.js';

export { POTSDAM_STAGES, stageOf, type PotsdamStage } from '../core/potsdam/stage.js';
export {
  potsdamConfig,
  runPotsdam,
  DEFAULT_POTSDAM_RULES,
  type PotsdamConfig,
  type PotsdamEnding,
  type PotsdamEvent,
  type PotsdamInput,
  type PotsdamLogEntry,
  type PotsdamLogKind,
  type PotsdamOutcome,
  type PotsdamPhase,
  type PotsdamRules,
  type PotsdamSeatInput,
  type PotsdamViolation,
  type RunPotsdamPot,
  type RunPotsdamResult,
  type RunPotsdamViolation,
} from '../core/potsdam/index.js';

/** The machine's context: the engine's state of the game. */
export type PotsdamContext = PotsdamState;
/** What the machine emits: what the engine says happened. */
export type PotsdamEmitted = PotsdamHappening;

/** The eventless transitions out of `self`: to whichever other stage the context has reached. */
function follow(self: PotsdamStage | 'blinds') {
  return POTSDAM_STAGES.filter((stage) => stage !== self).map((stage) => ({
    guard: { type: 'at' as const, params: { stage } },
    target: `#potsdam.${stage}`,
  }));
}

const engine = engineStep<PotsdamState, PotsdamEvent, PotsdamHappening>(applyPotsdamEvent);

/** A stage that takes `events` when the engine accepts them, and follows the game on. */
function stage(self: PotsdamStage, events: readonly PotsdamEvent['type'][], description: string) {
  const on: Partial<Record<PotsdamEvent['type'], { guard: 'accepts'; actions: 'apply' }>> = {};
  for (const type of events) on[type] = { guard: 'accepts', actions: 'apply' };
  return { description, on, always: follow(self) };
}

export const potsdamMachine = acceptAnyEvent(
  setup({
    types: {
      context: {} as PotsdamContext,
      events: {} as PotsdamEvent | RefusedEvent,
      input: {} as PotsdamInput,
      emitted: {} as PotsdamEmitted,
      output: {} as PotsdamOutcome,
    },
    actions: {
      /** The engine's answer to the event: the next context (or the refusal), and what happened, emitted. */
      apply: engine.apply as never,
      /** An event no transition took: the engine's refusal as `context.violation`, emitted as `violation`. */
      refuse: engine.refuse as never,
    },
    guards: {
      /** The engine accepts the event now: `snapshot.can(event)`. */
      accepts: engine.accepts as never,
      at: ({ context }, params: { stage: PotsdamStage }) => stageOf(context) === params.stage,
    },
  }).createMachine({
    id: 'potsdam',
    context: ({ input }) => startPotsdam(input),
    output: ({ context }) => context.result as PotsdamOutcome,
    initial: 'blinds',
    on: {
      // Anything no stage takes is handed back as REFUSED (`acceptAnyEvent`): the engine refuses it with its reason.
      [REFUSED]: { actions: 'refuse' },
    },
    states: {
      blinds: {
        description: 'P1, T3: blinds posted, five cards each and five on the table, as the context is made.',
        always: follow('blinds'),
      },
      entry: stage('entry', ['ACT'], 'P2: call the big blind or fold; no raise.'),
      exchangeRound: stage(
        'exchangeRound',
        ['EXCHANGE', 'PASS', 'BUY'],
        'P3: none, one or all five cards, left of the button to the button; P4: BUY after a player who exchanged.',
      ),
      buying: stage('buying', ['CHOOSE'], 'P4: the laid-down or the fresh set joins the community.'),
      bettingRound: stage('bettingRound', ['ACT'], 'P5: bets and raises of at most three big blinds.'),
      endOffer: stage('endOffer', ['END', 'PASS'], 'P6 (2): a player who did not exchange may pay three big blinds to end the game.'),
      ending: {
        initial: 'noExchange',
        states: {
          endedByPlayer: {
            description: 'P6 (2)',
            initial: 'lastExchange',
            states: {
              lastExchange: stage(
                'ending.endedByPlayer.lastExchange',
                ['EXCHANGE', 'PASS'],
                'Everyone but the ender, left of the button; no fresh cards.',
              ),
              lastBetting: stage('ending.endedByPlayer.lastBetting', ['ACT'], 'With rules.betAfterLastExchange.'),
            },
          },
          noExchange: {
            description: 'P6 (3)',
            initial: 'finalBetting',
            states: {
              finalBetting: stage('ending.noExchange.finalBetting', ['ACT'], 'No more exchanges.'),
            },
          },
          threePasses: {
            description: 'P6 (4)',
            initial: 'finalBetting',
            states: {
              finalBetting: stage('ending.threePasses.finalBetting', ['ACT'], 'Then a last exchange round.'),
              lastExchange: stage('ending.threePasses.lastExchange', ['EXCHANGE', 'PASS'], 'Everyone, left of the button; no fresh cards.'),
              lastBetting: stage('ending.threePasses.lastBetting', ['ACT'], 'With rules.betAfterLastExchange.'),
            },
          },
          roundLimit: {
            description: 'rules.maxExchangeRounds, played as P6 (3)',
            initial: 'finalBetting',
            states: {
              finalBetting: stage('ending.roundLimit.finalBetting', ['ACT'], 'No more exchanges.'),
            },
          },
        },
      },
      showdown: stage('showdown', ['SHOW', 'MUCK'], 'T16, P7: the five hole cards shown in order; anyone may muck.'),
      complete: { type: 'final', description: 'T17–T19: each pot to its best hand, odd chips clockwise from the button.' },
      uncontested: { type: 'final', description: 'P6 (1): everyone else folded.' },
    },
  }),
);

export type PotsdamMachine = typeof potsdamMachine;
