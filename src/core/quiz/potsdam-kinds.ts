/**
 * Questions about Potsdam Hold'em (P1–P7), answered by core's Potsdam engine: who posts,
 * what the entry round allows, who exchanges first, the price of fresh cards, the betting
 * limit, how the game ends, and whose five cards win.
 */
import { HoldemError } from '../errors.js';
import { applyPotsdamEvent, startPotsdam } from '../potsdam/engine.js';
import type { PotsdamEvent, PotsdamInput, PotsdamState } from '../potsdam/types.js';
import { winners } from '../showdown.js';
import type { RuleId } from '../rule-violation.js';
import { optionSet, OPTION_SETS } from './hand-kinds.js';
import { amounts, between, choice, pick, seatsOf, type Random } from './spots.js';
import type { PotsdamSpot, QuizKindLogic, QuizQuestionInput, QuizReason } from './types.js';

const reason = (code: string, ruleId: RuleId, params: QuizReason['params']): QuizReason => ({ code, ruleId, params });

function game(random: Random, n = between(random, 3, 4)): PotsdamInput {
  const blinds = pick(random, [
    { small: 5, big: 10 },
    { small: 10, big: 20 },
    { small: 25, big: 50 },
  ]);
  const seats = seatsOf(n, blinds.big * 50);
  return { blinds, seats, button: pick(random, seats).id, seed: between(random, 1, 1_000_000) };
}

/** Plays the spot (a view draws the state); a refused event is a broken spot. */
export function played(spot: QuizQuestionInput['spot']): PotsdamState {
  if (spot.game !== 'potsdam') throw new HoldemError('invalid-input', `this question needs a Potsdam spot, not "${spot.game}"`);
  let state = startPotsdam(spot.input as PotsdamInput);
  spot.events.forEach((event, index) => {
    const step = applyPotsdamEvent(state, event as PotsdamEvent);
    if (!step.ok)
      throw new HoldemError('invalid-input', `the spot's event ${index} is refused (${step.violation.code}, ${step.violation.ruleId})`);
    state = step.state;
  });
  return state;
}

/** Events that play on quietly while `phase` lasts: call or check, and pass. */
function through(input: PotsdamInput, events: PotsdamEvent[], phases: readonly string[]): PotsdamEvent[] {
  const out = events.slice();
  for (let state = played(spot(input, out)); state.toAct && phases.includes(state.phase); state = played(spot(input, out))) {
    const seat = state.toAct;
    const allowed = state.allowed;
    if (allowed.kind === 'act') out.push({ type: 'ACT', seat, action: allowed.actions.check ? 'check' : 'call' });
    else out.push({ type: 'PASS', seat });
  }
  return out;
}

const spot = (input: PotsdamInput, events: readonly PotsdamEvent[]): PotsdamSpot => ({
  game: 'potsdam',
  input: input as PotsdamSpot['input'],
  events: events as PotsdamSpot['events'],
});
const ask = (kind: string, input: PotsdamInput, events: readonly PotsdamEvent[]): QuizQuestionInput => ({
  kind,
  spot: spot(input, events),
});
const seatsIn = (state: PotsdamState): string[] => state.config.seatIds.slice();

/** The first exchange of the round: the seat to exchange lays down one hole card for one community card. */
function exchangeOne(random: Random, input: PotsdamInput, events: PotsdamEvent[]): PotsdamEvent[] {
  const state = played(spot(input, events));
  const seat = state.toAct ?? '';
  const give = pick(random, state.holeCards[seat] ?? []);
  const take = pick(random, state.community);
  return [...events, { type: 'EXCHANGE', seat, give: [give], take: [take] }];
}

export const potsdamKinds: readonly QuizKindLogic[] = [
  {
    id: 'potsdam-blinds',
    draw: (random) => ask('potsdam-blinds', game(random, between(random, 2, 5)), []),
    solve(question) {
      const state = played(question.spot);
      const big = state.log.find((entry) => entry.kind === 'blind' && entry.blind === 'big');
      const seat = big && big.kind === 'blind' ? big.seat : '';
      return choice(seatsIn(state), seat, [
        reason('potsdam-deal', 'P1', {
          seat,
          button: state.config.button,
          holeCards: state.holeCards[seat]?.length ?? 0,
          community: state.community.length,
        }),
      ]);
    },
  },
  {
    id: 'potsdam-entry',
    draw: (random) => ask('potsdam-entry', game(random), []),
    solve(question) {
      const state = played(question.spot);
      if (state.allowed.kind !== 'act' || state.toAct === null) throw new HoldemError('invalid-input', 'nobody is to act in this spot');
      const set = optionSet(state.allowed.actions);
      return choice(OPTION_SETS, set, [reason('entry', 'P2', { seat: state.toAct, set, toCall: state.allowed.actions.call?.amount ?? 0 })]);
    },
  },
  {
    id: 'potsdam-first-exchange',
    draw(random) {
      const input = game(random);
      return ask('potsdam-first-exchange', input, through(input, [], ['entry']));
    },
    solve(question) {
      const state = played(question.spot);
      if (state.phase !== 'exchange' || state.toAct === null)
        throw new HoldemError('invalid-input', 'the spot is not at an exchange round');
      return choice(seatsIn(state), state.toAct, [reason('exchange-order', 'P3', { seat: state.toAct, button: state.config.button })]);
    },
  },
  {
    id: 'potsdam-buy',
    draw(random) {
      const input = game(random);
      const events = exchangeOne(random, input, through(input, [], ['entry']));
      // The subject is the player who has just exchanged.
      return { ...ask('potsdam-buy', input, events), subject: String(events[events.length - 1]?.seat ?? '') };
    },
    solve(question) {
      const state = played(question.spot);
      const buy = state.allowed.kind === 'exchange' ? state.allowed.buy : null;
      if (!buy || state.toAct === null) throw new HoldemError('invalid-input', 'nobody may buy fresh cards here');
      return amounts({ price: buy.price, cards: buy.cards }, [
        reason('buy-price', 'P4', {
          seat: state.toAct,
          from: buy.from,
          price: buy.price,
          cards: buy.cards,
          smallBlind: state.config.blinds.small,
        }),
      ]);
    },
  },
  {
    id: 'potsdam-limit',
    draw(random) {
      const input = game(random);
      let events = through(input, [], ['entry']);
      events = exchangeOne(random, input, events);
      return ask('potsdam-limit', input, through(input, events, ['exchange']));
    },
    solve(question) {
      const state = played(question.spot);
      const bet = state.allowed.kind === 'act' ? (state.allowed.actions.bet ?? state.allowed.actions.raise) : undefined;
      if (!bet || state.toAct === null) throw new HoldemError('invalid-input', 'nobody may bet here');
      return amounts({ to: bet.maxTo }, [
        reason('bet-limit', 'P5', { seat: state.toAct, bigBlind: state.config.blinds.big, limit: state.config.limit, maxTo: bet.maxTo }),
      ]);
    },
  },
  {
    id: 'potsdam-ending',
    draw(random) {
      const input = game(random);
      const variant = between(random, 0, 2);
      const entry = through(input, [], ['entry']);
      if (variant === 0) return ask('potsdam-ending', input, through(input, entry, ['exchange']));
      if (variant === 1) return ask('potsdam-ending', input, through(input, exchangeOne(random, input, entry), ['exchange']));
      // Everyone but the last folds in the entry round.
      const events: PotsdamEvent[] = [];
      for (let state = played(spot(input, events)); state.toAct && state.phase === 'entry'; state = played(spot(input, events)))
        events.push({ type: 'ACT', seat: state.toAct, action: 'fold' });
      return ask('potsdam-ending', input, events);
    },
    solve(question) {
      const state = played(question.spot);
      const ending = state.ending?.kind ?? 'none';
      const clause = state.ending?.clause ?? 0;
      return choice(['one-left', 'no-exchange', 'three-passes', 'none'], ending, [
        reason(`ending-${ending}`, 'P6', { clause, phase: state.phase }),
      ]);
    },
  },
  {
    id: 'potsdam-winner',
    draw(random) {
      const input = game(random, between(random, 2, 3));
      return ask('potsdam-winner', input, through(input, [], ['entry']));
    },
    solve(question) {
      // If the game ended now: the best five hole cards by T17.
      const state = played(question.spot);
      const inGame = state.round.players.filter((player) => !player.folded).map((player) => player.seat);
      const result = winners(
        [],
        inGame.map((seat) => ({ id: seat, cards: state.holeCards[seat] ?? [] })),
      );
      const best = result.ranking[0]!;
      return choice([...inGame, 'split'], result.split ? 'split' : best.id, [
        reason('five-cards', 'P7', { seats: result.winners, category: best.result.category, runnerUp: result.runnerUp ?? null }),
      ]);
    },
  },
];
