/**
 * From what a file says to the events `runHand` takes. A file writes `cc` (check or call)
 * and `cbr 400` (bet or raise to 400); PokerStars writes `calls 20`, `raises 40 to 60`.
 * Which event that is depends on the hand so far, so the file's steps are played on the
 * engine as they are read: a check-or-call becomes a check when nothing is owed and a call
 * otherwise, a bet-or-raise a bet when nobody has bet this street (T7). The same replay
 * checks what the file claims besides the rules (the amount of a call, a street dealt only
 * once the betting before it is over, T5) and puts the showdown decisions in the order the
 * rules ask for them (T16). A step the rules refuse ends the replay there: the events
 * still say what the file says, and `runHand` refuses that event with its rule ID.
 */
import { applyHandEvent, startHand } from '../hand/engine.js';
import { runHand } from '../hand/run.js';
import type { HandEvent, HandInput, HandState } from '../hand/types.js';
import { hasOwn } from '../records.js';
import { showdownTurn } from '../showdown-order.js';
import { atLine, fail } from './errors.js';

export type HistoryMove =
  /** PHH `cc`: check when nothing is owed, else call. */
  | 'check-or-call'
  /** PHH `cbr`: bet when nobody has bet this street, else raise; `to` the total. */
  | 'bet-or-raise'
  | 'fold'
  | 'check'
  /** PokerStars `calls 20`: `by` the chips added, checked against the amount owed. */
  | 'call'
  /** PokerStars `bets 40`: `by` the chips bet. */
  | 'bet'
  /** PokerStars `raises 40 to 60`: `to` the total, `by` the raise, checked against the bet faced. */
  | 'raise';

export type HistoryStep =
  | { kind: 'act'; line: number; seat: string; move: HistoryMove; to?: number; by?: number }
  /** The board holds `size` cards once this street is dealt. */
  | { kind: 'board'; line: number; size: number }
  /** `show-unseen`: the player went to the showdown, but nobody saw the cards (PHH `sm ????`). */
  | { kind: 'decision'; line: number; seat: string; decision: Decision };

export type Decision = 'show' | 'muck' | 'show-unseen';

export interface BuiltHand {
  events: HandEvent[];
  /** The line of each event. */
  lines: number[];
  /** The hand after the last event, or null if an event was refused (the file broke a rule there). */
  state: HandState | null;
}

const STREET_OF_SIZE: Readonly<Record<number, string>> = { 3: 'flop', 4: 'turn', 5: 'river' };

/**
 * The events of `steps` for `input`. Throws `HandHistoryError` where the file contradicts
 * itself (`history-inconsistent`); `inputLine` is where a malformed input is reported.
 * `unknown`: seats whose hole cards nobody saw (at a showdown they muck unless the file says).
 * `checkStart` may check the posted blinds against the file.
 */
export function buildHand(
  input: HandInput,
  steps: readonly HistoryStep[],
  inputLine: number | null,
  unknown: ReadonlySet<string>,
  checkStart?: (state: HandState) => void,
): BuiltHand {
  let state: HandState | null = atLine(inputLine, () => startHand({ ...input, autoShowdown: false }));
  checkStart?.(state);
  const events: HandEvent[] = [];
  const lines: number[] = [];
  const decisions = new Map<string, { decision: Decision; line: number }>();
  const decisionOrder: string[] = [];
  let dealt = 0;
  let lastLine = inputLine ?? 1;

  const apply = (event: HandEvent, line: number): void => {
    events.push(event);
    lines.push(line);
    if (state === null) return;
    const step = applyHandEvent(state, event);
    state = step.ok ? step.state : null;
  };

  for (const step of steps) {
    lastLine = step.line;
    if (step.kind === 'board') {
      if (state !== null && state.board.length < step.size) {
        const street = STREET_OF_SIZE[step.size] ?? 'board';
        if (state.result !== null) fail('history-inconsistent', `the ${street} is dealt after the hand is over`, step.line);
        fail('history-inconsistent', `the ${street} is dealt before the betting of the street before it is over (T5)`, step.line);
      }
      dealt = step.size;
      continue;
    }
    if (step.kind === 'decision') {
      const before = decisions.get(step.seat);
      // PokerKit writes a hand nobody saw (`sm ????`) again after each street of an all-in
      // run-out, and a shown hand may be shown again: the same decision again changes nothing.
      if (before !== undefined && before.decision === step.decision && step.decision !== 'muck') continue;
      if (before !== undefined) fail('history-inconsistent', `${step.seat} shows or mucks twice`, step.line);
      decisions.set(step.seat, { decision: step.decision, line: step.line });
      decisionOrder.push(step.seat);
      continue;
    }
    if (state !== null && state.phase === 'betting' && state.board.length > dealt) {
      const street = STREET_OF_SIZE[state.board.length];
      fail('history-inconsistent', `${step.seat} acts on the ${street}, but the file has not dealt the ${street}`, step.line);
    }
    apply(actEvent(state, step), step.line);
  }

  const tracked: HandState | null = state;
  if (tracked !== null && tracked.phase === 'showdown') {
    // T16: the decisions in the order the rules ask for them; a seat the file says nothing
    // about shows if its cards are known, and is a hand nobody saw if they are not.
    const silent = decisions.size === 0 && tracked.showdown !== null && tracked.showdown.order.every((seat) => !unknown.has(seat));
    if (silent) {
      // No decisions in the file and every card known: runHand resolves the showdown itself.
      state = runHand(input, events).state;
    } else {
      for (let current: HandState | null = tracked; current !== null && current.showdown !== null;) {
        const seat = showdownTurn(current.showdown);
        if (seat === null) break;
        const said = decisions.get(seat);
        let decision = said?.decision ?? (unknown.has(seat) ? 'show-unseen' : 'show');
        // Cards nobody saw decide nothing: the hand concedes (T16) unless it is the last one
        // in a pot (T18), where it takes the pot whatever it holds.
        if (decision === 'show-unseen') decision = unknown.has(seat) && current.showdownChoices?.muck === true ? 'muck' : 'show';
        apply({ type: decision === 'show' ? 'SHOW' : 'MUCK', seat }, said?.line ?? lastLine);
        current = state;
      }
    }
  } else if (tracked === null || tracked.phase === 'betting') {
    // Refused earlier, or the betting is not over: the decisions as the file has them (runHand refuses them, T16).
    for (const seat of decisionOrder) {
      const said = decisions.get(seat) as { decision: Decision; line: number };
      apply({ type: said.decision === 'show' ? 'SHOW' : 'MUCK', seat }, said.line);
    }
  }
  // A hand that ended (after a showdown, or uncontested) with a decision left over: a winner
  // who showed without having to (T20). Its cards are known; there is no event for it.

  const final: HandState | null = state;
  if (final !== null && final.result !== null && final.board.length > dealt) {
    fail(
      'history-inconsistent',
      `the hand goes to the ${STREET_OF_SIZE[final.board.length]}, but the file deals only ${dealt} board cards`,
      lastLine,
    );
  }
  return { events, lines, state: final };
}

/** The event for a player's step, as the hand stands (`state`, or null once a step was refused). */
function actEvent(state: HandState | null, step: Extract<HistoryStep, { kind: 'act' }>): HandEvent {
  const { seat, move, line } = step;
  const legal = state?.legalActions;
  const owed = legal?.call;
  switch (move) {
    case 'fold':
      return { type: 'ACT', seat, action: 'fold' };
    case 'check':
      return { type: 'ACT', seat, action: 'check' };
    case 'check-or-call':
      // After the betting closed (T4: the big blind's idle check), a check-or-call is a check.
      if (state !== null && state.phase !== 'betting') return { type: 'ACT', seat, action: 'check' };
      return { type: 'ACT', seat, action: legal !== undefined && legal.check ? 'check' : 'call' };
    case 'call':
      if (state !== null && state.toAct === seat && owed !== undefined && step.by !== undefined && owed.amount !== step.by) {
        fail('history-inconsistent', `${seat} calls ${step.by}, but the amount to call is ${owed.amount}`, line);
      }
      return { type: 'ACT', seat, action: 'call' };
    case 'bet': {
      const committed = state !== null && hasOwn(state.bets, seat) ? state.bets[seat] : 0;
      return { type: 'ACT', seat, action: 'bet', to: committed + (step.by ?? 0) };
    }
    case 'raise':
    case 'bet-or-raise': {
      const to = step.to ?? 0;
      if (state === null) return { type: 'ACT', seat, action: move === 'raise' ? 'raise' : 'bet', to };
      const facing = state.round.currentBetTo;
      if (move === 'raise') {
        if (step.by !== undefined && state.toAct === seat && facing > 0 && to - facing !== step.by) {
          fail(
            'history-inconsistent',
            `${seat} raises ${step.by} to ${to}, but the bet to raise is ${facing} (a raise of ${to - facing})`,
            line,
          );
        }
        return { type: 'ACT', seat, action: 'raise', to };
      }
      return { type: 'ACT', seat, action: facing === 0 ? 'bet' : 'raise', to };
    }
  }
}
