/**
 * The Potsdam part of the quiz, fetched the first time a quiz asks a Potsdam question: the
 * kinds (with the Potsdam engine) and the drawing of a game's cards.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { played as potsdamState, potsdamKinds } from '../../core/quiz/potsdam-kinds.js';
import type { Card } from '../../core/cards.js';
import type { PotsdamSpot } from '../../core/quiz/types.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { registerPotWords } from '../../i18n/pot-words-en.js';
import { registerTableTranslations } from '../../i18n/table-en.js';
import { tableCard } from '../shared/table/seat.js';
import type { SpotLook } from './spot-view.js';

export const kinds = potsdamKinds;

/** The table's words it draws with (chips, the board), registered when the part arrives. */
export function registerWords(): void {
  registerPotWords();
  registerTableTranslations();
}

/** The player the game waits for, or ''. */
export const potsdamActor = (spot: PotsdamSpot): string => potsdamState(spot).toAct ?? '';

export function renderPotsdam(t: HoldemLocalize, spot: PotsdamSpot, look: SpotLook, nameOf: (seat: string) => string): TemplateResult {
  const state = potsdamState(spot);
  const cards = (list: readonly Card[], label: string): TemplateResult =>
    html`<div class="cards" role="group" aria-label=${label}>${list.map((card) => tableCard(card, look, 'spot-card'))}</div>`;
  const names = (list: readonly Card[]): string => list.map((card) => t.term('cardName', card)).join(', ');
  return html`<div part="potsdam" class="potsdam">
    <div class="felt-row">${cards(state.community, t.term('boardLabel', names(state.community).split(', ')))}</div>
    <ol class="potsdam-seats">
      ${state.config.seatIds.map((seat) => {
        const name = nameOf(seat);
        const folded = state.round.players.find((player) => player.seat === seat)?.folded === true;
        const hole = state.holeCards[seat] ?? [];
        return html`<li part="seat" class="potsdam-seat ${folded ? 'folded' : ''}">
          <span class="ring-name">${name}${seat === state.config.button ? html` <span class="ring-marks">D</span>` : nothing}</span>
          <span class="ring-status">${t.term('chipAmount', state.stacks[seat] ?? 0)}${folded ? ` · ${t.term('statusFolded')}` : ''}</span>
          ${cards(hole, `${name}: ${names(hole)}`)}
        </li>`;
      })}
    </ol>
  </div>`;
}
