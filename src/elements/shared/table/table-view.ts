/**
 * The picture both tables draw: the header (structure, stakes, street, pot) and the oval with
 * the board, the pots and the seats (a seat grid on a phone). Render functions over the hand
 * machine's context; what sits around the oval is the element's choice (`SeatPlace`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BettingStructure } from '../../../core/betting.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import { nameOf, type Words } from './internal/log-words.js';
import { renderSeat, tableCard, type BlindKind, type HandView, type SeatPlace, type TableLook } from './seat.js';

export type { BlindKind, HandView, SeatPlace, TableLook } from './seat.js';

/** The game in the header: structure, stakes and anything the element adds (a cash table's hand number). */
export interface GameLine {
  structure: BettingStructure;
  blinds: { small: number; big: number };
  ante: number;
}

/** Everything in the middle: the pots plus this street's bets (nothing once the pots are awarded). */
function potTotal(context: HandContext): number {
  if (context.result) return 0;
  let total = 0;
  for (const pot of context.pots) total += pot.amount;
  for (const bet of Object.values(context.bets)) total += bet;
  return total;
}

/**
 * The header: the game on the left; on the right the street (or the hand's end) and the pot,
 * or, without a hand, `idle` (a cash table waiting for players).
 */
export function renderHeader(
  t: Words,
  game: GameLine,
  view: HandView | null,
  extra: TemplateResult | typeof nothing = nothing,
  idle = '',
): TemplateResult {
  const context = view?.context;
  const phase = !view ? null : !view.active ? 'done' : view.showdown ? 'showdown' : view.context.street;
  const total = context ? potTotal(context) : 0;
  const street =
    phase === null
      ? html`<span class="street done">${idle}</span>`
      : phase === 'done'
        ? html`<span class="street done">${t.term(context?.result?.kind === 'void' ? 'handVoid' : 'handComplete')}</span>`
        : html`<span class="street">${t.term('streetName', phase)}</span>`;
  return html`<div part="header" class="header">
    <div class="game">
      <span class="structure">${t.term('structureName', game.structure)}</span>
      <span class="stakes">${t.term('stakes', game.blinds.small, game.blinds.big, game.ante)}</span>
      ${extra}
    </div>
    <div class="phase">
      ${street}
      ${total > 0 ? html`<span class="pot-total">${t.term('potInPlay')} <strong>${t.term('chipAmount', total)}</strong></span>` : nothing}
    </div>
  </div>`;
}

/** The pots on the felt: each with its amount, then who may win it or (once awarded) who did. */
function renderPots(t: Words, context: HandContext): TemplateResult {
  const result = context.result;
  const pots = result ? result.pots : context.pots;
  if (pots.length === 0) return html`<div part="pots" class="pots empty"></div>`;
  return html`<ul part="pots" class="pots" aria-label=${t.term('pots')}>
    ${pots.map((pot, index) => {
      const award = result?.awards.find((a) => a.potIndex === index);
      const names = award ? award.shares.map((share) => nameOf(context, share.seat)) : pot.eligible.map((seat) => nameOf(context, seat));
      return html`<li part="pot${award ? ' pot-won' : ''}" class="pot ${award ? 'won' : ''}" data-pot=${index}>
        <span class="pot-chips" aria-hidden="true"><i></i><i></i><i></i></span>
        <span class="pot-text">
          <span class="pot-name">${t.term('potName', index)}</span>
          <span class="pot-amount">${t.term('chipAmount', pot.amount)}</span>
          ${
            award
              ? html`<span class="pot-winner">→ ${t.term('nameList', names)}</span>`
              : index > 0 || pots.length > 1
                ? html`<span class="pot-eligible">${t.term('nameList', names)}</span>`
                : nothing
          }
        </span>
      </li>`;
    })}
  </ul>`;
}

/** Clockwise from position 0 (the reader's seat): the order of the seat grid on a phone, and for a screen reader. */
const sortedByPosition = (places: readonly SeatPlace[]): SeatPlace[] => [...places].sort((a, b) => a.position - b.position);

/**
 * The oval with the board, the pots and `places` around it: each a seat of the hand or
 * something else drawn there; `n` places in all, position 0 at the bottom.
 */
export function renderTable(t: Words, view: HandView | null, places: readonly SeatPlace[], n: number, look: TableLook): TemplateResult {
  const context = view?.context;
  // The blinds are marked while they lie in front of the players: preflop.
  const blinds = new Map<string, BlindKind>();
  if (view?.active && !view.showdown && view.context.street === 'preflop')
    for (const entry of view.context.log) if (entry.kind === 'blind') blinds.set(entry.seat, entry.blind);
  const board = context?.board ?? [];
  return html`<div part="table" class="table seats-${n}" role="group" aria-label=${t.term('tableLabel')}>
    <div part="felt" class="felt">
      <div class="felt-inner">
        <div
          part="board"
          class="board"
          role="group"
          aria-label=${t.term(
            'boardLabel',
            board.map((card) => t.term('cardName', card)),
          )}
        >
          ${[0, 1, 2, 3, 4].map((i) => (board[i] ? tableCard(board[i], look, 'board-card') : html`<span class="board-slot" aria-hidden="true"></span>`))}
        </div>
        ${context ? renderPots(t, context) : html`<div part="pots" class="pots empty"></div>`}
      </div>
    </div>
    <ol class="seats">
      ${sortedByPosition(places).map((place) => (place.seat !== undefined && view ? renderSeat(t, view, place as SeatPlace & { seat: string }, n, blinds.get(place.seat), look) : (place.other ?? nothing)))}
    </ol>
    <div class="fx" aria-hidden="true"></div>
  </div>`;
}
