/**
 * A seat of the hand around the oval (a grid cell on a phone): hole cards, the plate with the
 * name, the stack and badges (button, blinds, all-in, folded, winnings, the hand shown), and
 * the bet in front of it. Drawn from the hand machine's context.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { HandContext, HandLogEntry } from '../../../machines/hand.machine.js';
import { cssom } from '../cssom.js';
import { nameOf, shownHand, type Words } from './internal/log-words.js';
import { seatGeometry } from './internal/seat-geometry.js';

/** Which blind a seat posted (T3, C3). */
export type BlindKind = Extract<HandLogEntry, { kind: 'blind' }>['blind'];

/** A hand to draw: its context, and whether it is still being played / at the showdown. */
export interface HandView {
  context: HandContext;
  active: boolean;
  showdown: boolean;
}

/** How the cards look, and whose are face up besides those shown. */
export interface TableLook {
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
  /** Every hole card face up. */
  reveal: boolean;
  /** The seat whose cards the reader sees as its player. */
  faceUpSeat: string | undefined;
  /** The reader's own seat, marked as such. */
  heroSeat: string | undefined;
  /** Seats whose cards nobody saw (a replayed history): face down whatever else says. */
  hiddenSeats?: readonly string[];
}

/** What sits at one place around the oval: a seat of the hand, or something else (a cash table's empty seat). */
export interface SeatPlace {
  position: number;
  /** A seat of the hand. */
  seat?: string;
  /** Anything else: an empty seat, a player not dealt in. */
  other?: TemplateResult;
  /** For a seat of the hand: the action clock, a status word, the stack to show instead of the hand's. */
  clock?: TemplateResult | typeof nothing;
  status?: string | undefined;
  stack?: number | undefined;
}

/** A `<poker-card>` of the table (a Hold'em hand's or a Potsdam game's). */
export const tableCard = (
  card: string,
  look: Pick<TableLook, 'fourColor' | 'theme'>,
  className: string,
  state: { faceDown?: boolean; dim?: boolean; highlight?: boolean } = {},
): TemplateResult =>
  html`<poker-card
    part="card"
    exportparts="face: card-face, back: card-back"
    class=${className}
    card=${card}
    ?face-down=${state.faceDown === true}
    ?dim=${state.dim === true}
    ?highlight=${state.highlight === true}
    ?four-color=${look.fourColor}
    theme=${ifDefined(look.theme)}
  ></poker-card>`;

/** A seat of the hand at `position` of `n` around the oval. */
export function renderSeat(
  t: Words,
  view: HandView,
  place: SeatPlace & { seat: string },
  n: number,
  blind: BlindKind | undefined,
  look: TableLook,
): TemplateResult {
  const { context } = view;
  const { seat, position } = place;
  const name = nameOf(context, seat);
  const player = context.round.players.find((p) => p.seat === seat);
  const folded = player?.folded === true;
  const allIn = player?.allIn === true && !folded && view.active;
  const toAct = context.toAct === seat || context.showdownChoices?.seat === seat;
  const stack = place.stack ?? context.stacks[seat] ?? 0;
  const bet = context.result ? 0 : (context.bets[seat] ?? 0);
  const won = context.result?.winnings[seat] ?? 0;
  const isButton = context.config.button === seat;
  const shown = context.showdown?.shown.includes(seat) === true || context.result?.shown[seat] !== undefined;
  const mucked = context.showdown?.mucked.includes(seat) === true;
  const faceUp =
    !folded &&
    !mucked &&
    look.hiddenSeats?.includes(seat) !== true &&
    (look.reveal || shown || context.showdown?.faceUp === true || seat === look.faceUpSeat);
  const hero = seat === look.heroSeat;
  const hand = shown && context.board.length === 5 ? shownHand(context, seat) : null;
  // Clockwise from the bottom; the bet lies in front of the seat, towards the middle.
  const { x, y, dx, dy } = seatGeometry(position, n);
  const bigBlind = blind === 'big' || blind === 'newcomer-big';
  const status: string[] = [];
  if (isButton) status.push(t.term('dealerButton'));
  if (blind === 'small') status.push(t.term('smallBlind'));
  if (bigBlind) status.push(t.term('bigBlind'));
  if (toAct) status.push(t.term('statusToAct'));
  if (allIn) status.push(t.term('statusAllIn'));
  if (folded) status.push(t.term('statusFolded'));
  if (won > 0) status.push(t.term('statusWins', won));
  if (place.status) status.push(place.status);
  const parts = [
    'seat',
    toAct ? 'seat-to-act' : '',
    folded ? 'seat-folded' : '',
    allIn ? 'seat-all-in' : '',
    won > 0 ? 'seat-winner' : '',
    hero ? 'seat-hero' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const badge = (className: string, text: string): TemplateResult => html`<span part="badge" class="badge ${className}">${text}</span>`;
  const betChip = (where: 'bet-inline' | 'bet-spot'): TemplateResult | typeof nothing =>
    bet > 0
      ? html`<span part="bet" class="bet ${where}" ${cssom(where === 'bet-spot' ? { '--dx': dx, '--dy': dy } : {})}>
          <span class="chip" aria-hidden="true"></span><span class="bet-amount">${t.term('chipAmount', bet)}</span>
        </span>`
      : nothing;
  return html`<li
    part=${parts}
    class="seat ${toAct ? 'to-act' : ''} ${folded ? 'folded' : ''} ${won > 0 ? 'winner' : ''} ${hero ? 'hero' : ''} ${position === 0 ? 'bottom' : ''}"
    data-seat=${seat}
    ${cssom({ '--x': x, '--y': y })}
    aria-current=${ifDefined(toAct ? 'true' : undefined)}
  >
    <span class="sr-only">${t.term('seatLabel', name, stack, bet, status)}</span>
    <div class="hole" aria-hidden="true">
      ${(context.holeCards[seat] ?? []).map((card) => tableCard(card, look, 'hole-card', { faceDown: !faceUp, dim: folded || mucked, highlight: won > 0 && faceUp && shown }))}
    </div>
    <div class="plate" aria-hidden="true">
      ${place.clock ?? nothing}
      <span class="name-line">
        <span part="seat-name" class="name" title=${name}>${name}</span>
        ${isButton ? html`<span part="dealer-button" class="dealer" title=${t.term('dealerButton')}>D</span>` : nothing}
      </span>
      <span class="stack-line">
        <span part="stack" class="stack">${t.term('chipAmount', stack)}</span>
        ${blind === 'small' ? badge('blind', t.term('smallBlindShort')) : nothing}
        ${bigBlind ? badge('blind', t.term('bigBlindShort')) : nothing} ${allIn ? badge('all-in', t.term('statusAllIn')) : nothing}
        ${folded ? badge('folded', t.term('statusFolded')) : nothing} ${place.status ? badge('state', place.status) : nothing}
      </span>
      ${won > 0 ? badge('won', `+${t.term('chipAmount', won)}`) : nothing}
      ${hand ? html`<span class="hand-name">${t.term('handTitle', hand)}</span>` : nothing} ${betChip('bet-inline')}
    </div>
    ${betChip('bet-spot')}
  </li>`;
}
