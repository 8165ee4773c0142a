/** Building blocks of drawn spots: players, random picks, and a hand played on core's engine. */
import { randomInt } from '../deck.js';
import { HoldemError } from '../errors.js';
import { applyHandEvent, startHand } from '../hand/engine.js';
import type { HandEvent, HandInput, HandState } from '../hand/types.js';
import type { QuizSolution, QuizSpot } from './types.js';

export type Random = () => number;

/** The quiz's players, clockwise. */
export const PLAYERS = ['anna', 'ben', 'carla', 'dan', 'eva', 'finn'] as const;
const NAMES: Readonly<Record<string, string>> = { anna: 'Anna', ben: 'Ben', carla: 'Carla', dan: 'Dan', eva: 'Eva', finn: 'Finn' };

/** A whole number from `min` to `max`. */
export const between = (random: Random, min: number, max: number): number => min + randomInt(max - min + 1, random);
export const pick = <T>(random: Random, items: readonly T[]): T => items[randomInt(items.length, random)] as T;

/** `n` players with stacks from `stack` (a number, or one per player). */
export function seatsOf(n: number, stack: number | readonly number[]): HandInput['seats'] {
  return PLAYERS.slice(0, n).map((id, k) => ({ id, name: NAMES[id] ?? id, stack: typeof stack === 'number' ? stack : (stack[k] ?? 1) }));
}

/** Plays `events` from `input`; a refused event is a broken spot (`invalid-input`). */
export function playHand(input: HandInput, events: readonly HandEvent[]): HandState {
  let state = startHand(input);
  events.forEach((event, index) => {
    const step = applyHandEvent(state, event);
    if (!step.ok)
      throw new HoldemError('invalid-input', `the spot's event ${index} is refused (${step.violation.code}, ${step.violation.ruleId})`);
    state = step.state;
  });
  return state;
}

/** The event that keeps the hand going quietly: check if free, else call. */
export function passiveEvent(state: HandState): HandEvent | null {
  const seat = state.toAct;
  if (seat === null) return null;
  return { type: 'ACT', seat, action: state.legalActions.check ? 'check' : 'call' };
}

/** Events after `events` until the street changes (or the betting ends). */
export function finishStreet(input: HandInput, events: readonly HandEvent[]): HandEvent[] {
  const out = events.slice();
  let state = playHand(input, out);
  const street = state.street;
  for (let event = passiveEvent(state); event && state.street === street; event = passiveEvent(state)) {
    out.push(event);
    state = playHand(input, out);
  }
  return out;
}

/** Events that check and call the hand down to the showdown. */
export function checkDown(input: HandInput, events: readonly HandEvent[] = []): HandEvent[] {
  const out = events.slice();
  let state = playHand(input, out);
  for (let event = passiveEvent(state); event; event = passiveEvent(state)) {
    out.push(event);
    state = playHand(input, out);
  }
  return out;
}

/** The hand spot of a question, or a `HoldemError` for another spot. */
export function handSpot(spot: QuizSpot): Extract<QuizSpot, { game: 'hand' }> {
  if (spot.game !== 'hand') throw new HoldemError('invalid-input', `this question needs a hand spot, not "${spot.game}"`);
  return spot;
}

/** The state a hand question is asked at: the spot's events played. */
export const spotState = (spot: QuizSpot): HandState => {
  const hand = handSpot(spot);
  return playHand(hand.input, hand.events);
};

/** A choice among `options`. */
export const choice = (options: readonly string[], answer: string, reasons: QuizSolution['reasons']): QuizSolution => ({
  form: 'choice',
  options,
  answer,
  reasons,
});

/** Amounts by field. */
export const amounts = (answer: Record<string, number>, reasons: QuizSolution['reasons']): QuizSolution => ({
  form: 'amounts',
  options: Object.keys(answer),
  answer,
  reasons,
});
