// The quiz's expected answer is core's: for many drawn spots (every kind, random seeds and
// levels), the answer the quiz will judge by is recomputed here from the public engine —
// runHand, legalActions, potLimitMaxTo, winners, showdownOrder, planHand, runPotsdam — and
// from the rules' own arithmetic where it is short (C1, C6, T14).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { amountToCall, potLimitMaxTo, type LegalActions } from '../../src/core/betting.js';
import { runHand } from '../../src/core/hand/run.js';
import type { HandEvent, HandInput } from '../../src/core/hand/types.js';
import { runPotsdam } from '../../src/core/potsdam/run.js';
import type { PotsdamEvent, PotsdamInput } from '../../src/core/potsdam/types.js';
import { checkAnswer, drawQuestion, QUIZ_KINDS, solveQuestion, type QuizQuestion } from '../../src/core/quiz/index.js';
import { showdownOrder } from '../../src/core/showdown-order.js';
import { winners } from '../../src/core/showdown.js';
import { planHand, playersNeeded } from '../../src/core/table-rules.js';

const optionsOf = (legal: LegalActions): string =>
  (['fold', 'check', 'call', 'bet', 'raise'] as const).filter((key) => legal[key] !== undefined).join('-');

function hand(question: QuizQuestion): { input: HandInput; events: readonly HandEvent[] } {
  if (question.spot.game !== 'hand') throw new Error(`${question.kind}: not a hand spot`);
  return question.spot;
}

function potsdam(question: QuizQuestion): { input: PotsdamInput; events: PotsdamEvent[] } {
  if (question.spot.game !== 'potsdam') throw new Error(`${question.kind}: not a Potsdam spot`);
  return { input: question.spot.input as PotsdamInput, events: question.spot.events as PotsdamEvent[] };
}

/** Core's answer, recomputed from the public engine for the kind's question. */
function coreAnswer(question: QuizQuestion): string | Record<string, number> {
  const kind = question.kind;
  if (question.spot.game === 'hand') {
    const { input, events } = hand(question);
    const run = runHand(input, events);
    expect(run.violation, `${kind}: the spot's events are legal`).to.equal(null);
    const state = run.state;
    const legal = state.legalActions;
    const toAct = state.round.toAct ?? -1;
    switch (kind) {
      case 'may-act':
      case 'short-all-in':
      case 'all-ins-add-up':
      case 'fixed-cap':
        return optionsOf(legal);
      case 'first-to-act':
        return state.toAct ?? '';
      case 'first-card': {
        // T5: the first seat left of the button.
        const ids = input.seats.map((seat) => seat.id);
        return ids[(ids.indexOf(input.button) + 1) % ids.length]!;
      }
      case 'min-raise':
        return { to: legal.raise?.minTo ?? legal.bet!.minTo };
      case 'pot-limit-max': {
        // T14: the pot after the call, on top of the call.
        const round = state.round;
        const onTable = round.players.reduce((sum, player) => sum + player.committed, 0);
        const toCall = amountToCall(round, toAct);
        const byRule = round.currentBetTo + round.potBeforeStreet + onTable + toCall;
        const maxTo = potLimitMaxTo(round, toAct);
        expect(maxTo, `${kind}: potLimitMaxTo is the T14 pot (deep stacks)`).to.equal(Math.max(byRule, round.minBet));
        return { to: maxTo };
      }
      case 'fixed-raise':
        return { to: (legal.raise ?? legal.bet)!.minTo };
      case 'to-call':
      case 'short-call':
        return { amount: legal.call!.amount };
      case 'most-in':
        return { to: legal.allIn!.to };
      case 'action-clock':
        return legal.check ? 'check' : 'fold';
      case 'uncalled': {
        const after = runHand(input, [...events, { type: 'ACT', seat: question.subject!, action: 'call' }]);
        const entry = after.log.find((line) => line.kind === 'uncalled-returned');
        return { amount: entry && entry.kind === 'uncalled-returned' ? entry.amount : -1 };
      }
      case 'uncontested': {
        const folds: HandEvent[] = [];
        let next = run;
        while (next.state.toAct !== null) {
          folds.push({ type: 'ACT', seat: next.state.toAct, action: 'fold' });
          next = runHand(input, [...events, ...folds]);
        }
        return { amount: next.pots.reduce((sum, pot) => sum + pot.amount, 0) };
      }
      case 'void-hand': {
        // C6: every chip back, so everyone has the stack they started with.
        const out: Record<string, number> = {};
        for (const seat of input.seats) out[seat.id] = seat.stack;
        expect(runHand(input, [...events, { type: 'VOID' }]).stacks).to.deep.equal(out);
        return out;
      }
      case 'winner': {
        const contenders = state.showdown!.order;
        const result = winners(
          state.board,
          contenders.map((seat) => ({ id: seat, cards: state.holeCards[seat]! })),
        );
        return result.split ? 'split' : result.winners[0]!;
      }
      case 'first-to-show': {
        const aggressor = state.round.lastAggressorSeat;
        return showdownOrder({ seats: state.config.seatIds, button: input.button }, state.showdown!.order, aggressor)[0]!;
      }
      case 'pots':
      case 'odd-chip': {
        const out: Record<string, number> = {};
        for (const seat of input.seats) out[seat.id] = 0;
        for (const pot of run.pots) for (const [seat, amount] of Object.entries(pot.awards)) out[seat] = (out[seat] ?? 0) + amount;
        return out;
      }
    }
  }
  if (question.spot.game === 'table') {
    const { seats, options } = question.spot;
    const result = planHand(seats, options);
    const at = (index: number): string => seats[index]?.player ?? '';
    switch (kind) {
      case 'next-button':
        return result.ok ? at(result.plan.button) : '';
      case 'next-big-blind':
        return result.ok ? at(result.plan.big) : '';
      case 'hand-starts': {
        const active = seats.filter((seat) => seat?.status === 'active').length;
        return active >= playersNeeded(options.minPlayers ?? 2, options.lastHandPlayers ?? 0) ? 'yes' : 'no';
      }
      case 'sitting-out': {
        const index = seats.findIndex((seat) => seat?.player === question.subject);
        return result.ok && result.plan.dealt.includes(index) ? 'yes' : 'no';
      }
    }
  }
  if (question.spot.game === 'table-size') return question.spot.seats >= 2 && question.spot.seats <= 10 ? 'yes' : 'no'; // C1
  if (question.spot.game === 'queue') return question.spot.joining[0]!; // C7: first come, first served
  if (question.spot.game === 'potsdam') {
    const { input, events } = potsdam(question);
    const state = runPotsdam(input, events).state;
    switch (kind) {
      case 'potsdam-first-exchange':
        return state.toAct ?? '';
      case 'potsdam-entry':
        return state.allowed.kind === 'act' ? optionsOf(state.allowed.actions) : '';
      case 'potsdam-buy':
        // P4: one small blind for as many cards as were laid down (one here).
        return { price: input.blinds.small, cards: 1 };
      case 'potsdam-limit':
        // P5: three big blinds.
        return { to: input.blinds.big * 3 };
      case 'potsdam-ending':
        return state.ending?.kind ?? 'none';
    }
  }
  // The rest (T1, C3, P1, P7) solved again from the spot: the same answer.
  return solveQuestion(
    question.subject === undefined ? { kind, spot: question.spot } : { kind, spot: question.spot, subject: question.subject },
  ).answer;
}

describe('core/quiz: the expected answer is core’s', () => {
  it('for drawn spots of every kind, at every level, the quiz judges by what the engine computes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUIZ_KINDS.map((kind) => kind.id)),
        fc.nat(1_000_000),
        fc.integer({ min: 0, max: 2 }),
        (kind, seed, level) => {
          const question = drawQuestion(kind, seed, level);
          const expected = coreAnswer(question);
          expect(question.answer, `${kind} ${seed} ${level}`).to.deep.equal(expected);
          expect(checkAnswer(question, expected)).to.equal(true);
          if (question.form === 'choice') expect(question.options).to.include(question.answer as string);
          else expect(Object.keys(question.answer)).to.deep.equal(question.options);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('T11: 004’s example, blinds 100/200, minimum open raise to 400', () => {
    const question = solveQuestion({
      kind: 'min-raise',
      spot: {
        game: 'hand',
        input: {
          structure: 'no-limit',
          blinds: { small: 100, big: 200 },
          seats: [
            { id: 'a', stack: 10_000 },
            { id: 'b', stack: 10_000 },
            { id: 'c', stack: 10_000 },
          ],
          button: 'a',
          seed: 1,
        },
        events: [],
      },
    });
    expect(question.answer).to.deep.equal({ to: 400 });
    expect(checkAnswer(question, { to: 399 })).to.equal(false);
  });

  it('T12: 004’s example, Anna bets 500, Ben all-in for 700 → Anna may only call or fold', () => {
    const input: HandInput = {
      structure: 'no-limit',
      blinds: { small: 50, big: 100 },
      seats: [
        { id: 'anna', stack: 5000 },
        { id: 'ben', stack: 800 },
      ],
      button: 'ben',
      seed: 3,
    };
    const events: HandEvent[] = [
      { type: 'ACT', seat: 'ben', action: 'call' },
      { type: 'ACT', seat: 'anna', action: 'check' },
      { type: 'ACT', seat: 'anna', action: 'bet', to: 500 },
      { type: 'ACT', seat: 'ben', action: 'all-in' },
    ];
    const question = solveQuestion({ kind: 'short-all-in', spot: { game: 'hand', input, events } });
    expect(question.answer).to.equal('fold-call');
    expect(question.reasons.map((reason) => [reason.code, reason.ruleId])).to.deep.equal([
      ['options', 'T7'],
      ['not-reopened', 'T12'],
    ]);
    expect(question.reasons[1]!.params).to.include({ faced: 200, fullRaise: 500 });
  });

  it('T14: 000’s example, pot 200, A bets 150, B calls → C may raise to at most 800', () => {
    const input: HandInput = {
      structure: 'pot-limit',
      blinds: { small: 25, big: 50 },
      seats: [
        { id: 'a', stack: 5000 },
        { id: 'b', stack: 5000 },
        { id: 'c', stack: 5000 },
        { id: 'd', stack: 5000 },
      ],
      button: 'd',
      seed: 5,
    };
    // Preflop four players put in 50 each: 200 in the pot for the flop.
    const events: HandEvent[] = [
      { type: 'ACT', seat: 'c', action: 'call' },
      { type: 'ACT', seat: 'd', action: 'call' },
      { type: 'ACT', seat: 'a', action: 'call' },
      { type: 'ACT', seat: 'b', action: 'check' },
      { type: 'ACT', seat: 'a', action: 'bet', to: 150 },
      { type: 'ACT', seat: 'b', action: 'call' },
    ];
    const question = solveQuestion({ kind: 'pot-limit-max', spot: { game: 'hand', input, events } });
    expect(question.answer).to.deep.equal({ to: 800 });
  });
});
