/**
 * `<hand-ranker>`'s hand boxes: place, name, hole cards, category and best five, each from
 * core's showdown entry (T17).
 *
 * @internal
 */
import { html, nothing, type TemplateResult } from 'lit';
import { rankOf, suitOf, suitSymbol, type Card } from '../../core/cards.js';
import type { ShowdownEntry, ShowdownResult } from '../../core/showdown.js';
import { shapeOf } from '../../i18n/verdict.js';
import { HOLE_SIZE } from './internal/deal.js';
import type { HandModel } from './internal/read-input.js';
import { renderCard, type RankerView } from './view.js';

/** Keeps ♥ and ♦ as text rather than colour emoji. */
const TEXT_PRESENTATION = '\uFE0E';

export interface HandsShown {
  showdown: ShowdownResult | null;
  /** The hand whose best five the board shows. */
  shownId: string | null;
  /** More than one hand: places, winner badges and the best-five toggles. */
  several: boolean;
  /** Shows a hand's best five on the board. */
  show: (id: string) => void;
}

export function renderHand(view: RankerView, hand: HandModel, entry: ShowdownEntry | undefined, shown: HandsShown): TemplateResult {
  const { t } = view;
  const name = view.nameOf(hand);
  const ranking = shown.showdown?.ranking ?? [];
  const isWinner = !!entry && entry.place === 1 && ranking.length > 1;
  const tied = !!entry && ranking.filter((other) => other.place === entry.place).length > 1;
  const best = new Set<Card>(entry?.result.bestFive ?? []);
  const count = view.editing ? Math.max(HOLE_SIZE, hand.slots.length) : hand.slots.length;
  return html`<li part="hand${isWinner ? ' hand-winner' : ''}" class="hand tile ${isWinner ? 'winner' : ''}">
    <div class="hand-head">
      ${
        entry && shown.several
          ? html`<span part="place" class="place ${entry.place === 1 ? 'first' : ''}">
              <span aria-hidden="true">${t.term('place', entry.place)}</span>
              <span class="sr-only">${t.term('placeLabel', entry.place, tied)}</span>
            </span>`
          : nothing
      }
      <span part="name" class="name">${name}</span>
      ${isWinner ? html`<span class="badge">${shown.showdown?.split ? t.term('split') : t.term('winner')}</span>` : nothing}
      ${view.editing && shown.several ? view.editing.removeButton(view, hand, name) : nothing}
    </div>
    <div class="hand-body">
      <div class="hole" role="group" aria-label=${name}>
        ${Array.from({ length: count }, (_, index) =>
          renderCard(view, hand.slots[index], { kind: 'hole', player: hand.index, index }, 'hole-card', entry ? best : null),
        )}
      </div>
      ${
        entry
          ? html`<div class="hand-info">
              <p part="category" class="category">${t.term('handTitle', shapeOf(entry.result))}</p>
              ${renderBestFive(view, hand, entry, shown)}
            </div>`
          : nothing
      }
    </div>
  </li>`;
}

/** The best five as short text; with several hands a toggle that shows them on the board. */
function renderBestFive(view: RankerView, hand: HandModel, entry: ShowdownEntry, shown: HandsShown): TemplateResult {
  const { t } = view;
  const cards = entry.result.bestFive;
  const label = html`<span class="best-label">${t.term('bestFive')}</span>
    <span class="best-cards" aria-hidden="true">
      ${cards.map(
        (card) =>
          html`<span class="mini suit-${suitOf(card)}"
            >${t.term('rankLetter', rankOf(card))}${suitSymbol(suitOf(card))}${TEXT_PRESENTATION}</span
          >`,
      )}
    </span>`;
  const names = cards.map((card) => t.term('cardName', card)).join(', ');
  if (!shown.several) {
    return html`<p part="best-five" class="best-five static">${label}<span class="sr-only">${names}</span></p>`;
  }
  return html`<button
    part="best-five"
    class="best-five"
    type="button"
    aria-pressed=${shown.shownId === hand.id ? 'true' : 'false'}
    @click=${() => shown.show(hand.id)}
  >
    ${label}<span class="sr-only"> ${t.term('showBestFive', view.nameOf(hand), names)}</span>
  </button>`;
}
