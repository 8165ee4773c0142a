import { html, nothing, type TemplateResult } from 'lit';
import { rankOf, type Card } from '../../core/cards.js';
import type { Slot } from '../shared/card-slots.js';
import { cardFace } from '../shared/card-face.js';
import type { SlotRef } from '../shared/card-picking.js';
import type { HandEditing } from './editing.js';
import type { HandModel } from './internal/read-input.js';
import type { Terms } from './internal/wording.js';

/** The inside of a card that is not a card: an empty slot or text that is not one (`card-placeholders.ts`, with the editor or the first problem). */
export type CardPlaceholder = (slot: Slot | undefined, part: string) => TemplateResult;

/** What every render piece of `<hand-ranker>` needs from the element. */
export interface RankerView {
  t: Terms;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
  /** Names of the hands as shown. */
  nameOf: (hand: HandModel) => string;
  /** The editor, once `editable` has loaded it. */
  editing: HandEditing | undefined;
  /** Empty slots and text that is not a card, once the editor or the words of a problem brought them. */
  placeholder: CardPlaceholder | undefined;
}

/**
 * A board or hole card, drawn in the ranker's own root (`card-face.ts`, as `<poker-card>`
 * draws it): highlighted when it is in the best five shown, dimmed when not (`best` is null
 * while nothing is ranked). An image named by the card; in editable mode a button that opens
 * the card picker, whose text names the card, and the picture is decoration there.
 */
export function renderCard(
  view: RankerView,
  slot: Slot | undefined,
  ref: SlotRef,
  kind: 'board-card' | 'hole-card',
  best: ReadonlySet<Card> | null,
): TemplateResult {
  const { t } = view;
  const card = slot?.card;
  const state = card && best ? (best.has(card) ? ' hl' : ' dim') : '';
  const label = card ? t.term('cardName', card) : slot ? t.term('unknownCard', slot.text) : t.term('emptyCard');
  const box = html`<span part="card" class="card-box ${kind}" role="img" aria-label=${label} aria-hidden=${view.editing ? 'true' : nothing}
    >${
      card
        ? html`<span class="card${state}">${cardFace(card, t.term('rankLetter', rankOf(card)), 'card-face')}</span>`
        : (view.placeholder?.(slot, 'card-face') ?? nothing)
    }</span
  >`;
  return view.editing ? view.editing.slot(view, ref, box, `${kind}-slot`) : box;
}
