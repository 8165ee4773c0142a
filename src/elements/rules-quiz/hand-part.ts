/**
 * The Hold'em part of the quiz (T3–T20, C5, C6), fetched the first time a quiz asks one:
 * its kinds, with the hand engine, and the hand drawn as the tables draw it
 * (`renderHeader`, `renderTable` of `shared/table/`, with the table's words). The state
 * comes from core's engine, played here only to be drawn.
 */
import { html, type TemplateResult } from 'lit';
import type { HandState } from '../../core/hand/types.js';
import { playHand } from '../../core/quiz/spots.js';
import type { QuizSpot } from '../../core/quiz/types.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { registerTableHandTerms } from '../../i18n/hand-title-en.js';
import { registerPotWords } from '../../i18n/pot-words-en.js';
import { registerTableTranslations } from '../../i18n/table-en.js';
import { renderHeader, renderTable, type HandView } from '../shared/table/table-view.js';
import type { SpotLook } from './spot-view.js';

export { handKinds as kinds } from '../../core/quiz/hand-kinds.js';

/** The table's words (chips, pots, the board, the hands shown), registered when the part arrives, as a table registers them. */
export function registerWords(): void {
  registerTableHandTerms();
  registerPotWords();
  registerTableTranslations();
}

/** The hand as it stands at the spot; a finished hand shows its pots still to be awarded, so the answer stays the reader's. */
export function handView(spot: Extract<QuizSpot, { game: 'hand' }>): HandView {
  const state = playHand(spot.input, spot.events);
  const result = state.result;
  if (!result)
    return { context: state, active: state.phase === 'betting' || state.phase === 'showdown', showdown: state.phase === 'showdown' };
  const stacks: Record<string, number> = { ...state.stacks };
  for (const award of result.awards) for (const share of award.shares) stacks[share.seat] = (stacks[share.seat] ?? 0) - share.amount;
  const context: HandState = {
    ...state,
    result: null,
    stacks,
    pots: result.pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.slice() })),
    toAct: null,
  };
  return { context, active: true, showdown: true };
}

/** The player the hand waits for, or ''. */
export const handActor = (spot: Extract<QuizSpot, { game: 'hand' }>): string => playHand(spot.input, spot.events).toAct ?? '';

export function renderHand(t: HoldemLocalize, spot: Extract<QuizSpot, { game: 'hand' }>, look: SpotLook): TemplateResult {
  const view = handView(spot);
  const ids = view.context.config.seatIds;
  const places = ids.map((seat, index) => ({ position: index, seat }));
  // Cards decide the question only at the showdown: then every hand is face up.
  const reveal = view.showdown && view.context.board.length === 5;
  return html`${renderHeader(t, view.context.config, view)}
  ${renderTable(t, view, places, ids.length, { ...look, reveal, faceUpSeat: undefined, heroSeat: undefined })}`;
}
