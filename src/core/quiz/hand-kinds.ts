/**
 * Questions asked at a Hold'em hand: the answer is what the hand engine, the betting
 * functions, the pots and the showdown say for the spot (T3–T20, C5, C6).
 */
import { amountToCall, blindSeats, minRaiseTo, potLimitMaxTo, type LegalActions } from '../betting.js';
import { dealingOrder } from '../dealing.js';
import { HoldemError } from '../errors.js';
import type { HandEvent, HandInput, HandState } from '../hand/types.js';
import { applyHandEvent } from '../hand/engine.js';
import { showdownTurn } from '../showdown-order.js';
import { winners } from '../showdown.js';
import { clockAction } from '../table/clock.js';
import type { RuleId } from '../rule-violation.js';
import { amounts, between, checkDown, choice, finishStreet, handSpot, pick, playHand, seatsOf, spotState, type Random } from './spots.js';
import type { QuizKindLogic, QuizQuestionInput, QuizReason, QuizSolution } from './types.js';

const reason = (code: string, ruleId: RuleId, params: QuizReason['params']): QuizReason => ({ code, ruleId, params });
const hand = (input: HandInput, events: readonly HandEvent[], subject?: string): Omit<QuizQuestionInput, 'kind'> =>
  subject === undefined ? { spot: { game: 'hand', input, events } } : { spot: { game: 'hand', input, events }, subject };
const seatIds = (state: HandState): string[] => state.config.seatIds.slice();
const stakes = (random: Random): { small: number; big: number } =>
  pick(random, [
    { small: 1, big: 2 },
    { small: 5, big: 10 },
    { small: 25, big: 50 },
    { small: 50, big: 100 },
  ]);

/** What a player may do, as one code: `fold-call-raise`, `fold-check-bet`… (the all-in is always there, T9). */
export function optionSet(legal: LegalActions): string {
  return (['fold', 'check', 'call', 'bet', 'raise'] as const).filter((key) => legal[key] !== undefined).join('-');
}
export const OPTION_SETS = ['fold-check-bet', 'fold-check-raise', 'fold-call-raise', 'fold-call'] as const;

/** The played spot, with a player to act (else the spot asks nothing). */
function acting(state: HandState): { seat: string; index: number } {
  const index = state.round.toAct;
  if (index === null || state.toAct === null) throw new HoldemError('invalid-input', 'nobody is to act in this spot');
  return { seat: state.toAct, index };
}

/** T7, T12, T13, T15: the options of the player to act, and why. */
function solveOptions(question: QuizQuestionInput): QuizSolution {
  const state = spotState(question.spot);
  const { seat, index } = acting(state);
  const round = state.round;
  const player = round.players[index]!;
  const set = optionSet(state.legalActions);
  const since = player.lastAction ? player.lastAction.to : 0;
  const reasons: QuizReason[] = [
    reason('options', 'T7', { seat, set, toCall: amountToCall(round, index), currentBetTo: round.currentBetTo }),
  ];
  if (round.structure === 'fixed-limit' && state.legalActions.call && !state.legalActions.raise && !player.allIn)
    reasons.push(reason('capped', 'T15', { raises: round.raiseCount }));
  else if (player.hasActed && round.currentBetTo > since && round.players.some((other) => other.allIn))
    reasons.push(
      reason(state.legalActions.raise ? 'reopened' : 'not-reopened', state.legalActions.raise ? 'T13' : 'T12', {
        seat,
        faced: round.currentBetTo - since,
        fullRaise: round.lastFullRaiseBy,
      }),
    );
  else if (round.street === 'preflop' && state.legalActions.check) reasons.push(reason('big-blind-option', 'T4', { seat }));
  const options: string[] = OPTION_SETS.includes(set as (typeof OPTION_SETS)[number]) ? OPTION_SETS.slice() : [...OPTION_SETS, set];
  return choice(options, set, reasons);
}

/** Blinds 1/2 … 50/100 and `n` players with deep stacks, the button on a random seat. */
function table(random: Random, n: number, stack?: number | number[]): HandInput {
  const blinds = stakes(random);
  const seats = seatsOf(n, stack ?? blinds.big * 100);
  return { structure: 'no-limit', blinds, seats, button: pick(random, seats).id, seed: between(random, 1, 1_000_000) };
}

/** Events from the first to act: `actions` in turn order ('c' passive, a number a bet/raise to it, 'a' all-in, 'f' fold). */
function actions(input: HandInput, script: readonly (string | number)[], events: HandEvent[] = []): HandEvent[] {
  const out = events.slice();
  for (const step of script) {
    const state = playHand(input, out);
    const seat = state.toAct;
    if (seat === null) break;
    const legal = state.legalActions;
    if (typeof step === 'number') out.push({ type: 'ACT', seat, action: legal.bet ? 'bet' : 'raise', to: step });
    else if (step === 'a') out.push({ type: 'ACT', seat, action: 'all-in' });
    else if (step === 'f') out.push({ type: 'ACT', seat, action: 'fold' });
    else out.push({ type: 'ACT', seat, action: legal.check ? 'check' : 'call' });
  }
  return out;
}

const flop = (input: HandInput): HandEvent[] => finishStreet(input, []);

export const handKinds: readonly QuizKindLogic[] = [
  {
    id: 'first-to-act',
    draw(random, level) {
      const input = table(random, between(random, 2, 3 + level * 2));
      return hand(input, random() < 0.5 ? [] : flop(input));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat } = acting(state);
      const blinds = blindSeats(state.round);
      const headsUp = state.config.seatIds.length === 2;
      const code =
        state.street === 'preflop' ? (headsUp ? 'heads-up-preflop' : 'left-of-big-blind') : headsUp ? 'heads-up-later' : 'left-of-button';
      return choice(seatIds(state), seat, [
        reason(code, headsUp ? 'T3' : 'T6', { seat, button: state.config.button, bigBlind: blinds.big, street: state.street }),
      ]);
    },
  },
  {
    id: 'first-card',
    draw(random, level) {
      return hand(table(random, between(random, 2, 4 + level * 2)), []);
    },
    solve(question) {
      const spot = handSpot(question.spot);
      const order = dealingOrder(
        spot.input.seats.map((seat) => seat.id),
        spot.input.button,
      );
      return choice(
        spot.input.seats.map((seat) => seat.id),
        order[0]!,
        [reason('first-card', 'T5', { seat: order[0]!, button: spot.input.button, last: order[order.length - 1]! })],
      );
    },
  },
  {
    id: 'may-act',
    draw(random, level) {
      const input = table(random, between(random, 3, 3 + level));
      const big = input.blinds.big;
      const variant = between(random, 0, 2);
      // 0: unraised preflop round back to the big blind (T4); 1: first on the flop; 2: facing a bet.
      if (variant === 0) return hand(input, actions(input, Array<string>(input.seats.length - 1).fill('c')));
      if (variant === 1) return hand(input, flop(input));
      return hand(input, actions(input, [big * between(random, 1, 4)], flop(input)));
    },
    solve: solveOptions,
  },
  {
    id: 'short-all-in',
    draw(random) {
      // 004: Anna bets, Ben is all-in for less than a full raise; Anna faces only that.
      const blinds = stakes(random);
      const bet = blinds.big * between(random, 2, 6);
      const short = bet + between(random, 1, bet - 1);
      const input: HandInput = {
        structure: 'no-limit',
        blinds,
        seats: seatsOf(2, [blinds.big * 100, short + blinds.big]),
        button: 'ben',
        seed: between(random, 1, 1_000_000),
      };
      const events = actions(input, [bet, 'a'], flop(input));
      return hand(input, events);
    },
    solve: solveOptions,
  },
  {
    id: 'all-ins-add-up',
    draw(random) {
      // 003: A bets, B calls, C and D all-in short: together a full raise or not.
      const blinds = stakes(random);
      const bet = blinds.big * between(random, 2, 5);
      const first = bet + between(random, 1, bet - 1);
      const second = first + between(random, 1, bet - 1);
      const input: HandInput = {
        structure: 'no-limit',
        blinds,
        seats: seatsOf(4, [blinds.big * 100, blinds.big * 100, first + blinds.big, second + blinds.big]),
        button: 'dan',
        seed: between(random, 1, 1_000_000),
      };
      return hand(input, actions(input, [bet, 'c', 'a', 'a'], flop(input)));
    },
    solve: solveOptions,
  },
  {
    id: 'fixed-cap',
    draw(random) {
      const blinds = stakes(random);
      const input: HandInput = {
        structure: 'fixed-limit',
        blinds,
        seats: seatsOf(3, blinds.big * 100),
        button: 'carla',
        seed: between(random, 1, 1_000_000),
      };
      const unit = blinds.big;
      const raises = between(random, 1, 3);
      const script: number[] = [];
      for (let k = 1; k <= raises + 1; k++) script.push(unit * k);
      return hand(input, actions(input, script, flop(input)));
    },
    solve: solveOptions,
  },
  {
    id: 'min-raise',
    draw(random, level) {
      const input = table(random, 3);
      const big = input.blinds.big;
      if (level === 0 && random() < 0.5) return hand(input, []);
      const bet = big * between(random, 1, 4);
      const script: number[] = [bet];
      if (level > 0 || random() < 0.5) script.push(bet + Math.max(bet, big * between(random, 1, 6)));
      return hand(input, actions(input, script, flop(input)));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat } = acting(state);
      const round = state.round;
      const minTo = state.legalActions.raise?.minTo ?? state.legalActions.bet?.minTo ?? minRaiseTo(round);
      return amounts({ to: minTo }, [
        reason('min-raise', 'T11', { seat, currentBetTo: round.currentBetTo, raiseBy: round.lastFullRaiseBy, minTo }),
      ]);
    },
  },
  {
    id: 'pot-limit-max',
    draw(random, level) {
      const input = { ...table(random, 3), structure: 'pot-limit' as const };
      const big = input.blinds.big;
      if (level === 0 && random() < 0.4) return hand(input, []);
      const bet = big * between(random, 1, 3);
      return hand(input, actions(input, random() < 0.5 ? [bet] : [bet, 'c'], flop(input)));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat, index } = acting(state);
      const round = state.round;
      const maxTo = potLimitMaxTo(round, index);
      let onTable = 0;
      for (const player of round.players) onTable += player.committed;
      const toCall = amountToCall(round, index);
      return amounts({ to: maxTo }, [
        reason('pot-limit-max', 'T14', {
          seat,
          pot: round.potBeforeStreet,
          bets: onTable,
          toCall,
          potAfterCall: round.potBeforeStreet + onTable + toCall,
          maxTo,
        }),
      ]);
    },
  },
  {
    id: 'fixed-raise',
    draw(random) {
      const blinds = stakes(random);
      const input: HandInput = {
        structure: 'fixed-limit',
        blinds,
        seats: seatsOf(3, blinds.big * 100),
        button: 'carla',
        seed: between(random, 1, 1_000_000),
      };
      let events = flop(input);
      if (random() < 0.5) events = finishStreet(input, events);
      const state = playHand(input, events);
      const unit = state.street === 'flop' ? blinds.big : blinds.big * 2;
      return hand(input, actions(input, random() < 0.5 ? [] : [unit], events));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat } = acting(state);
      const legal = state.legalActions;
      const to = legal.raise?.minTo ?? legal.bet?.minTo;
      if (to === undefined) throw new HoldemError('invalid-input', 'the player to act may not bet or raise here');
      const unit = state.street === 'preflop' || state.street === 'flop' ? state.round.smallBet : state.round.bigBet;
      return amounts({ to }, [
        reason('fixed-size', 'T15', { seat, street: state.street, unit, currentBetTo: state.round.currentBetTo, to }),
      ]);
    },
  },
  {
    id: 'to-call',
    draw(random) {
      const input = table(random, 3);
      // The button raises; the small blind is to act (004: blinds 1/2, raise to 6 → 5 more).
      const raiseTo = input.blinds.big * between(random, 2, 5);
      return hand(input, actions(input, [raiseTo]));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat, index } = acting(state);
      const toCall = amountToCall(state.round, index);
      const posted = state.round.players[index]!.committed;
      return amounts({ amount: toCall }, [reason('blind-is-live', 'T4', { seat, posted, currentBetTo: state.round.currentBetTo, toCall })]);
    },
  },
  {
    id: 'short-call',
    draw(random) {
      const blinds = stakes(random);
      const bet = blinds.big * between(random, 4, 10);
      const stack = between(random, blinds.big * 2, bet - 1);
      const input: HandInput = {
        structure: 'no-limit',
        blinds,
        seats: seatsOf(2, [blinds.big * 100, stack]),
        button: 'ben',
        seed: between(random, 1, 1_000_000),
      };
      return hand(input, actions(input, [bet], flop(input)));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat } = acting(state);
      const call = state.legalActions.call;
      if (!call) throw new HoldemError('invalid-input', 'the player to act has nothing to call');
      return amounts({ amount: call.amount }, [
        reason('call-all-in', 'T9', { seat, stack: state.stacks[seat] ?? 0, currentBetTo: state.round.currentBetTo, amount: call.amount }),
      ]);
    },
  },
  {
    id: 'most-in',
    draw(random) {
      const blinds = stakes(random);
      const input: HandInput = {
        structure: 'no-limit',
        blinds,
        seats: seatsOf(3, [
          blinds.big * between(random, 20, 60),
          blinds.big * between(random, 20, 60),
          blinds.big * between(random, 20, 60),
        ]),
        button: 'carla',
        seed: between(random, 1, 1_000_000),
      };
      return hand(input, actions(input, random() < 0.5 ? [] : [blinds.big * 3], flop(input)));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat } = acting(state);
      const allIn = state.legalActions.allIn;
      if (!allIn) throw new HoldemError('invalid-input', 'the player to act has no chips');
      return amounts({ to: allIn.to }, [
        reason('table-stakes', 'T8', { seat, stack: state.stacks[seat] ?? 0, committed: state.bets[seat] ?? 0, to: allIn.to }),
      ]);
    },
  },
  {
    id: 'uncalled',
    draw(random) {
      const blinds = stakes(random);
      const bet = blinds.big * between(random, 4, 12);
      const stack = between(random, blinds.big * 2, bet - 1);
      const input: HandInput = {
        structure: 'no-limit',
        blinds,
        seats: seatsOf(2, [blinds.big * 100, stack + blinds.big]),
        button: 'ben',
        seed: between(random, 1, 1_000_000),
        autoShowdown: true,
      };
      return hand(input, actions(input, [bet], flop(input)), 'ben');
    },
    solve(question) {
      // The subject calls with everything it has; the engine returns what nobody matched.
      const spot = handSpot(question.spot);
      const seat = question.subject ?? '';
      const before = playHand(spot.input, spot.events);
      const state = playHand(spot.input, [...spot.events, { type: 'ACT', seat, action: 'call' }]);
      const returned = state.log.find((entry) => entry.kind === 'uncalled-returned');
      if (!returned || returned.kind !== 'uncalled-returned') throw new HoldemError('invalid-input', 'no chips come back in this spot');
      return amounts({ amount: returned.amount }, [
        reason('uncalled', 'T10', {
          seat: returned.seat,
          caller: seat,
          amount: returned.amount,
          bet: before.round.currentBetTo,
          matched: before.round.currentBetTo - returned.amount,
        }),
      ]);
    },
  },
  {
    id: 'uncontested',
    draw(random, level) {
      const input = { ...table(random, between(random, 3, 3 + level)), autoShowdown: true };
      return hand(input, actions(input, [input.blinds.big * between(random, 2, 5)], random() < 0.5 ? [] : flop(input)));
    },
    solve(question) {
      // Everyone else folds to the last bet.
      const spot = handSpot(question.spot);
      let state = playHand(spot.input, spot.events);
      const bettor = state.round.lastAggressorSeat ?? '';
      const board = state.board.length;
      while (state.toAct !== null) {
        const step = applyHandEvent(state, { type: 'ACT', seat: state.toAct, action: 'fold' });
        if (!step.ok) throw new HoldemError('invalid-input', 'a fold is refused');
        state = step.state;
      }
      const won = state.result?.awards.reduce((sum, award) => sum + award.amount, 0) ?? 0;
      return amounts({ amount: won }, [reason('uncontested', 'T20', { seat: bettor, amount: won, board })]);
    },
  },
  {
    id: 'void-hand',
    draw(random) {
      const input = table(
        random,
        3,
        [0, 0, 0].map(() => between(random, 40, 120) * 10),
      );
      return hand(input, actions(input, ['c', 'c', 'c', input.blinds.big * 2]));
    },
    solve(question) {
      const spot = handSpot(question.spot);
      const state = playHand(spot.input, [...spot.events, { type: 'VOID' }]);
      const stacks: Record<string, number> = {};
      for (const seat of state.config.seatIds) stacks[seat] = state.result?.finalStacks[seat] ?? 0;
      return amounts(stacks, [reason('void', 'C6', { pot: spotState(spot).pots.reduce((sum, pot) => sum + pot.amount, 0) })]);
    },
  },
  {
    id: 'action-clock',
    draw(random) {
      const input = table(random, 3);
      const variant = between(random, 0, 2);
      if (variant === 0) return hand(input, actions(input, ['c', 'c']));
      if (variant === 1) return hand(input, flop(input));
      return hand(input, actions(input, [input.blinds.big * 3], flop(input)));
    },
    solve(question) {
      const state = spotState(question.spot);
      const { seat } = acting(state);
      const canCheck = state.legalActions.check === true;
      return choice(['check', 'fold'], clockAction(canCheck), [
        reason(canCheck ? 'clock-check' : 'clock-fold', 'C5', { seat, toCall: amountToCall(state.round) }),
      ]);
    },
  },
  {
    id: 'winner',
    draw(random, level) {
      // Higher levels look for closer hands: decided by a kicker, or split.
      const n = between(random, 2, 2 + level);
      for (let tries = 0; ; tries++) {
        const input = { ...table(random, n), autoShowdown: false };
        const question: QuizQuestionInput = { kind: 'winner', ...hand(input, checkDown(input)) };
        if (level === 0 || tries >= 40) return question;
        const kind = solveWinner(question).reasons[0]?.code;
        if (kind === 'rank' || kind === 'tie') return question;
      }
    },
    solve: (question) => solveWinner(question),
  },
  {
    id: 'first-to-show',
    draw(random, level) {
      const input = { ...table(random, between(random, 2, 3 + level)), autoShowdown: false };
      let events = finishStreet(input, finishStreet(input, flop(input)));
      if (random() < 0.6) events = actions(input, ['c', input.blinds.big * between(random, 2, 8)], events);
      return hand(input, checkDown(input, events));
    },
    solve(question) {
      const state = spotState(question.spot);
      const showdown = state.showdown;
      const first = showdown ? showdownTurn(showdown) : null;
      if (!showdown || first === null) throw new HoldemError('invalid-input', 'the spot is not at the showdown');
      const aggressor = state.round.street === 'river' ? state.round.lastAggressorSeat : null;
      return choice(showdown.order.slice(), first, [
        reason(aggressor ? 'last-aggressor' : 'left-of-button-shows', 'T16', { seat: first, button: state.config.button, aggressor }),
      ]);
    },
  },
  {
    id: 'pots',
    draw(random, level) {
      const blinds = stakes(random);
      const n = between(random, 3, 3 + level);
      const stacks = seatsOf(n, 1).map(() => blinds.big * between(random, 5, 40));
      const input: HandInput = {
        structure: 'no-limit',
        blinds,
        seats: seatsOf(n, stacks),
        button: 'anna',
        seed: between(random, 1, 1_000_000),
        autoShowdown: true,
      };
      return hand(input, actions(input, Array<string>(n).fill('a')));
    },
    solve: (question) => solvePots(question),
  },
  {
    id: 'odd-chip',
    draw(random) {
      // Two hands tie for a pot with an odd number of chips; a third loses.
      const stack = between(random, 5, 60) * 2 + 1;
      const ranks = pick(random, ['AK', 'AQ', 'KQ', 'AJ']);
      const input: HandInput = {
        structure: 'no-limit',
        blinds: { small: 1, big: 2 },
        seats: seatsOf(3, stack),
        button: pick(random, ['anna', 'ben', 'carla']),
        autoShowdown: true,
        holeCards: { anna: [`${ranks[0]}h`, `${ranks[1]}d`], ben: ['7c', '2d'], carla: [`${ranks[0]}c`, `${ranks[1]}s`] },
        board: ['9h', '8d', '4c', '3s', '6h'],
      };
      return hand(input, actions(input, ['a', 'a', 'a']));
    },
    solve: (question) => solvePots(question),
  },
];

function solveWinner(question: QuizQuestionInput): QuizSolution {
  const state = spotState(question.spot);
  if (state.board.length < 5 || !state.showdown) throw new HoldemError('invalid-input', 'the spot is not at the showdown');
  const contenders = state.showdown.order;
  const result = winners(
    state.board,
    contenders.map((seat) => ({ id: seat, cards: state.holeCards[seat] ?? [] })),
  );
  const best = result.ranking[0]!;
  const why = result.reason;
  const params: QuizReason['params'] =
    why.kind === 'category'
      ? { winner: why.winner, loser: why.loser }
      : why.kind === 'rank'
        ? { role: why.role, winner: why.winner, loser: why.loser }
        : {};
  return choice([...contenders, 'split'], result.split ? 'split' : best.id, [
    reason(why.kind, 'T17', {
      ...params,
      seats: result.winners,
      runnerUp: result.runnerUp ?? null,
      category: best.result.category,
      bestFive: best.result.bestFive,
    }),
  ]);
}

function solvePots(question: QuizQuestionInput): QuizSolution {
  const spot = handSpot(question.spot);
  const state = playHand(spot.input, spot.events);
  const result = state.result;
  if (!result || result.kind !== 'showdown') throw new HoldemError('invalid-input', 'the spot does not end at a showdown');
  const won: Record<string, number> = {};
  for (const seat of state.config.seatIds)
    won[seat] = result.awards.reduce((sum, award) => sum + (award.shares.find((share) => share.seat === seat)?.amount ?? 0), 0);
  const reasons = result.awards
    .slice()
    .sort((a, b) => a.potIndex - b.potIndex)
    .map((award) =>
      reason(
        award.explanation.oddChipSeats.length > 0 ? 'pot-odd-chip' : award.explanation.kind === 'split' ? 'pot-split' : 'pot',
        award.explanation.oddChipSeats.length > 0 ? 'T19' : 'T18',
        {
          pot: award.potIndex,
          amount: award.amount,
          eligible: award.eligible,
          winners: award.explanation.winners,
          share: award.explanation.sharePerWinner,
          oddChips: award.explanation.oddChipSeats,
        },
      ),
    );
  return amounts(won, reasons);
}
