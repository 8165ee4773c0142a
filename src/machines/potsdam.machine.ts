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
 *   complete            the pots awarded (T17–T19); the game is over
 *   uncontested         P6 (1), everyone else folded; the game is over
 *
 *   * only with `rules.betAfterLastExchange`
 *
 * Each stage is tagged with its kind of round (`PotsdamRoundTag`: `betting`, `exchange`,
 * `buying`, `end-offer`, `showdown`), so a table asks the chart which controls to offer.
 * The game is over in the last two (each tagged `over`: `snapshot.hasTag('over')`), but the
 * actor is not: a table plays every game it shows on one actor, for as long as it lives.
 * `DEAL` deals a new game (`{ type: 'DEAL', input }`, a `PotsdamInput`), and `RESTORE` puts
 * the actor back at a state of the engine (`{ type: 'RESTORE', state }`: Back, Restart), from
 * any state. A `DEAL` whose input the engine cannot deal, or a `RESTORE` of something that is
 * no state of the engine, is refused as `malformed-potsdam-event` (`params.problem`: `input`
 * or `state`, with the rule of the phase), the game as it was.
 *
 * Each event of the game is taken on a transition whose guard asks the engine (`accepts`), so
 * `snapshot.can(event)` is exactly whether the engine accepts it. The taken event calls the
 * engine once (the `apply` action): the next context is the engine's next state, and what
 * happened is emitted. Eventless transitions then follow the context to the state the game
 * has reached (`stageOf`). A refused (or malformed, or unknown) event changes nothing but
 * `context.violation` and is emitted as `violation`; no event can put the actor in an error
 * state (`acceptAnyEvent`: not even `null` or `{ type: 42 }`).
 *
 * The input is the engine's `PotsdamInput` (the game is dealt as the context is made), or
 * `{ resume: state }`: the actor starts from that game as it stands, nothing emitted again.
 *
 * Emitted events (`actor.on(type, listener)`):
 *
 *   { type: 'violation', violation }   an event refused (as `context.violation`)
 *   { type: 'log', entry }             each new line of the log
 *   { type: 'phase', phase, ending }   the engine's phase changed
 *   { type: 'complete', result }       the game is over: `context.result`
 *
 * Only XState's public API: `setup` with named guards and actions, `assign` and `emit`
 * through `enqueueActions`.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { acceptAnyEvent, REFUSED, type RefusedEvent } from './any-event.js';
import { engineStep } from './engine-action.js';
import { HoldemError } from '../core/errors.js';
import { PHASE_RULE } from '../core/potsdam/engine.js';
import {
  applyPotsdamEvent,
  startPotsdam,
  type PotsdamEvent,
  type PotsdamHappening,
  type PotsdamInput,
  type PotsdamState,
  type PotsdamViolation,
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
/** The machine's input: a game to deal, or a game as it stands (an engine state) to resume. */
export type PotsdamMachineInput = PotsdamInput | { resume: PotsdamState };
/** A new game on the same actor. */
export interface PotsdamDealEvent {
  type: 'DEAL';
  input: PotsdamInput;
}
/** Back to a state of the engine (Back, Restart). */
export interface PotsdamRestoreEvent {
  type: 'RESTORE';
  state: PotsdamState;
}
/** What the machine takes: the game's events, and DEAL and RESTORE for the table around it. */
export type PotsdamMachineEvent = PotsdamEvent | PotsdamDealEvent | PotsdamRestoreEvent;

/** The eventless transitions out of `self`: to whichever other stage the context has reached. */
function follow(self: PotsdamStage | 'blinds') {
  return POTSDAM_STAGES.filter((stage) => stage !== self).map((stage) => ({
    guard: { type: 'at' as const, params: { stage } },
    target: `#potsdam.${stage}`,
  }));
}

const engine = engineStep<PotsdamState, PotsdamEvent, PotsdamHappening>(applyPotsdamEvent);

/** A game dealt from a DEAL's input, or the error that refused it; worked out once per event (guard, then action). */
const deals = new WeakMap<object, PotsdamState | Error>();
function dealOf(event: PotsdamDealEvent): PotsdamState | Error {
  let dealt = deals.get(event);
  if (dealt === undefined) {
    try {
      dealt = startPotsdam(event.input);
    } catch (error) {
      dealt = error instanceof Error ? error : new HoldemError('invalid-input', String(error));
    }
    deals.set(event, dealt);
  }
  return dealt;
}

/** Why the engine could not deal a DEAL's input (the error it threw), or null when it dealt it or was never asked. */
export function potsdamDealError(event: PotsdamDealEvent): Error | null {
  const dealt = deals.get(event);
  return dealt instanceof Error ? dealt : null;
}

/** A state the engine made, as far as its shape tells: a config with seats, a phase, a log, the allowed events. */
export function isPotsdamState(value: unknown): value is PotsdamState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<PotsdamState>;
  return (
    typeof state.phase === 'string' &&
    Array.isArray(state.log) &&
    typeof state.allowed === 'object' &&
    state.allowed !== null &&
    typeof state.config === 'object' &&
    state.config !== null &&
    Array.isArray(state.config.seatIds)
  );
}

const isTableEvent = (event: unknown): event is PotsdamDealEvent | PotsdamRestoreEvent => {
  const type = (event as { type?: unknown } | null)?.type;
  return type === 'DEAL' || type === 'RESTORE';
};

/** A DEAL or RESTORE the chart could not take: refused as malformed (`input`, `state`) with the rule of the phase, the game as it was. */
function tableEventRefusal(event: PotsdamDealEvent | PotsdamRestoreEvent, state: PotsdamState): PotsdamViolation {
  const problem = event.type === 'DEAL' ? 'input' : 'state';
  return { code: 'malformed-potsdam-event', ruleId: PHASE_RULE[state.phase], params: { problem }, event } as unknown as PotsdamViolation;
}

/** An event no transition took (`REFUSED`): the engine's refusal, or for DEAL and RESTORE the chart's own. */
const refuseAction = enqueueActions<
  PotsdamState,
  PotsdamMachineEvent | RefusedEvent,
  undefined,
  PotsdamMachineEvent | RefusedEvent,
  never,
  never,
  never,
  never,
  PotsdamHappening
>(({ context, event, enqueue }) => {
  const refused = (event as RefusedEvent).event;
  if (!isTableEvent(refused)) {
    const step = engine.stepOf(context, refused);
    if (!step.ok) engine.take(step, enqueue);
    return;
  }
  const violation = tableEventRefusal(refused, context);
  enqueue.assign({ violation });
  enqueue.emit({ type: 'violation', violation });
});

/**
 * What kind of round a stage is, as its tag (`snapshot.hasTag(…)`): a betting round (P2, P5,
 * P6's final ones), an exchange round (P3, P6's last one), buying (P4), the offer to end
 * (P6 (2)), the showdown (T16, P7); `over` once the game is.
 */
export type PotsdamRoundTag = 'betting' | 'exchange' | 'buying' | 'end-offer' | 'showdown';

/** A stage that takes `events` when the engine accepts them, and follows the game on. */
function stage(self: PotsdamStage, tag: PotsdamRoundTag, events: readonly PotsdamEvent['type'][], description: string) {
  const on: Partial<Record<PotsdamEvent['type'], { guard: 'accepts'; actions: 'apply' }>> = {};
  for (const type of events) on[type] = { guard: 'accepts', actions: 'apply' };
  return { description, tags: tag, on, always: follow(self) };
}

export const potsdamMachine = acceptAnyEvent(
  setup({
    types: {
      context: {} as PotsdamContext,
      events: {} as PotsdamMachineEvent | RefusedEvent,
      input: {} as PotsdamMachineInput,
      emitted: {} as PotsdamEmitted,
    },
    actions: {
      /** The engine's answer to the event: the next context (or the refusal), and what happened, emitted. */
      apply: engine.apply as never,
      /** An event no transition took: the engine's refusal as `context.violation`, emitted as `violation`. */
      refuse: refuseAction as never,
      /** DEAL: the game dealt from its input is the context. */
      deal: assign(({ event }) => dealOf(event as PotsdamDealEvent) as PotsdamState),
      /** RESTORE: the state given is the context. */
      restore: assign(({ event }) => (event as PotsdamRestoreEvent).state),
    },
    guards: {
      /** The engine accepts the event now: `snapshot.can(event)`. */
      accepts: engine.accepts as never,
      at: ({ context }, params: { stage: PotsdamStage }) => stageOf(context) === params.stage,
      /** DEAL: the engine can deal the input. */
      dealable: ({ event }) => {
        const input = (event as Partial<PotsdamDealEvent>).input;
        return typeof input === 'object' && input !== null && !(dealOf(event as PotsdamDealEvent) instanceof Error);
      },
      /** RESTORE: the state has the shape of one the engine made. */
      restorable: ({ event }) => isPotsdamState((event as Partial<PotsdamRestoreEvent>).state),
    },
  }).createMachine({
    id: 'potsdam',
    context: ({ input }) => ('resume' in input ? input.resume : startPotsdam(input)),
    initial: 'blinds',
    on: {
      DEAL: { guard: 'dealable', actions: 'deal', target: '.blinds' },
      RESTORE: { guard: 'restorable', actions: 'restore', target: '.blinds' },
      // Anything no stage takes is handed back as REFUSED (`acceptAnyEvent`): the engine refuses it with its reason.
      [REFUSED]: { actions: 'refuse' },
    },
    states: {
      blinds: {
        description:
          'P1, T3: blinds posted, five cards each and five on the table, as the context is made. A game dealt, resumed or restored goes on from here to the stage it is in.',
        always: follow('blinds'),
      },
      entry: stage('entry', 'betting', ['ACT'], 'P2: call the big blind or fold; no raise.'),
      exchangeRound: stage(
        'exchangeRound',
        'exchange',
        ['EXCHANGE', 'PASS', 'BUY'],
        'P3: none, one or all five cards, left of the button to the button; P4: BUY after a player who exchanged.',
      ),
      buying: stage('buying', 'buying', ['CHOOSE'], 'P4: the laid-down or the fresh set joins the community.'),
      bettingRound: stage('bettingRound', 'betting', ['ACT'], 'P5: bets and raises of at most three big blinds.'),
      endOffer: stage(
        'endOffer',
        'end-offer',
        ['END', 'PASS'],
        'P6 (2): a player who did not exchange may pay three big blinds to end the game.',
      ),
      ending: {
        initial: 'noExchange',
        states: {
          endedByPlayer: {
            description: 'P6 (2)',
            initial: 'lastExchange',
            states: {
              lastExchange: stage(
                'ending.endedByPlayer.lastExchange',
                'exchange',
                ['EXCHANGE', 'PASS'],
                'Everyone but the ender, left of the button; no fresh cards.',
              ),
              lastBetting: stage('ending.endedByPlayer.lastBetting', 'betting', ['ACT'], 'With rules.betAfterLastExchange.'),
            },
          },
          noExchange: {
            description: 'P6 (3)',
            initial: 'finalBetting',
            states: {
              finalBetting: stage('ending.noExchange.finalBetting', 'betting', ['ACT'], 'No more exchanges.'),
            },
          },
          threePasses: {
            description: 'P6 (4)',
            initial: 'finalBetting',
            states: {
              finalBetting: stage('ending.threePasses.finalBetting', 'betting', ['ACT'], 'Then a last exchange round.'),
              lastExchange: stage(
                'ending.threePasses.lastExchange',
                'exchange',
                ['EXCHANGE', 'PASS'],
                'Everyone, left of the button; no fresh cards.',
              ),
              lastBetting: stage('ending.threePasses.lastBetting', 'betting', ['ACT'], 'With rules.betAfterLastExchange.'),
            },
          },
          roundLimit: {
            description: 'rules.maxExchangeRounds, played as P6 (3)',
            initial: 'finalBetting',
            states: {
              finalBetting: stage('ending.roundLimit.finalBetting', 'betting', ['ACT'], 'No more exchanges.'),
            },
          },
        },
      },
      showdown: stage('showdown', 'showdown', ['SHOW', 'MUCK'], 'T16, P7: the five hole cards shown in order; anyone may muck.'),
      complete: { tags: 'over', description: 'T17–T19: each pot to its best hand, odd chips clockwise from the button. The game is over.' },
      uncontested: { tags: 'over', description: 'P6 (1): everyone else folded. The game is over.' },
    },
  }),
);

export type PotsdamMachine = typeof potsdamMachine;
