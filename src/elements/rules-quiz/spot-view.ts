/**
 * The spot of a question, drawn: a table between hands as its seats, and the plain facts of
 * the other spots; a hand (the hand part, as the tables draw it) and a Potsdam game (the
 * Potsdam part) by the parts that ask them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { QuizSpot } from '../../core/quiz/types.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import type { Theme } from '../shared/converters.js';
import type * as HandPart from './hand-part.js';
import type * as PotsdamPart from './potsdam-part.js';

/** The parts that draw a hand and a Potsdam game, once fetched (a question of theirs is asked only then). */
export interface SpotParts {
  hand: typeof HandPart | undefined;
  potsdam: typeof PotsdamPart | undefined;
}

export interface SpotLook {
  fourColor: boolean;
  theme: Theme | undefined;
}

/** A seat id's name in the spot: the hand's or game's names, else the id with a capital. */
export function namesOf(spot: QuizSpot): (seat: string) => string {
  const names = new Map<string, string>();
  if (spot.game === 'hand' || spot.game === 'potsdam') for (const seat of spot.input.seats) names.set(seat.id, seat.name ?? seat.id);
  return (seat) => names.get(seat) ?? seat.charAt(0).toUpperCase() + seat.slice(1);
}

/** The player the spot waits for (a hand's or a Potsdam game's), or ''. */
export function actorOf(spot: QuizSpot, parts: SpotParts): string {
  if (spot.game === 'hand') return parts.hand?.handActor(spot) ?? '';
  if (spot.game === 'potsdam') return parts.potsdam?.potsdamActor(spot) ?? '';
  return '';
}

function renderSeats(t: HoldemLocalize, spot: Extract<QuizSpot, { game: 'table' }>, nameOf: (seat: string) => string): TemplateResult {
  const previous = spot.options.previous;
  const at = (index: number): string => nameOf(spot.seats[index]?.player ?? '');
  return html`<div part="seating" class="seating">
    <p class="last-hand">
      ${t.term('quizClockwise', spot.seats.length)} ${previous ? t.term('quizLastHand', at(previous.button), at(previous.big)) : nothing}
    </p>
    <ol class="seat-ring">
      ${spot.seats.map((seat, index) => {
        const marks = previous ? [index === previous.button ? 'D' : '', index === previous.big ? 'BB' : ''].filter(Boolean).join(' ') : '';
        return seat
          ? html`<li part="seat" class="ring-seat ${seat.status}">
              <span class="ring-number">${t.term('quizSeatNumber', index + 1)}</span>
              <span class="ring-name">${nameOf(seat.player)}</span>
              <span class="ring-status">${t.term('quizSeatStatus', seat.status)}</span>
              ${marks ? html`<span class="ring-marks" aria-hidden="true">${marks}</span>` : nothing}
            </li>`
          : html`<li part="seat" class="ring-seat empty">
              <span class="ring-number">${t.term('quizSeatNumber', index + 1)}</span>
              <span class="ring-status">${t.term('quizSeatEmpty')}</span>
            </li>`;
      })}
    </ol>
  </div>`;
}

/** The spot, drawn. */
export function renderSpot(t: HoldemLocalize, spot: QuizSpot, look: SpotLook, parts: SpotParts): TemplateResult {
  const nameOf = namesOf(spot);
  switch (spot.game) {
    case 'hand':
      return parts.hand?.renderHand(t, spot, look) ?? html``;
    case 'table':
      return renderSeats(t, spot, nameOf);
    case 'potsdam':
      return parts.potsdam?.renderPotsdam(t, spot, look, nameOf) ?? html``;
    case 'cards':
      return html`<p part="facts" class="facts">${t.term('quizCards')}: ${spot.cards.map((card) => html`<code class="written">${card}</code> `)}</p>`;
    case 'table-size':
      return html``;
    case 'queue':
      return html`<div part="facts" class="facts">
        <ol class="seat-ring">
          ${spot.seated.map((player) => html`<li part="seat" class="ring-seat active"><span class="ring-name">${nameOf(player)}</span></li>`)}
        </ol>
        <p>${t.term(
          'quizQueue',
          spot.joining.map((player) => nameOf(player)),
        )}</p>
      </div>`;
  }
}
