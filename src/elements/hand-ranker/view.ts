import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Card } from '../../core/cards.js';
import type { Slot } from '../shared/card-slots.js';
import type { SlotRef } from '../shared/card-picking.js';
import type { HandEditing } from './editing.js';
import type { HandModel } from './internal/read-input.js';
import type { Terms } from './internal/wording.js';

/** What every render piece of `<hand-ranker>` needs from the element. */
export interface RankerView {
  t: Terms;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
  /** Names of the hands as shown. */
  nameOf: (hand: HandModel) => string;
  /** The editor, once `editable` has loaded it. */
  editing: HandEditing | undefined;
}

/**
 * A board or hole card: highlighted when it is in the best five shown, dimmed when not
 * (`best` is null while nothing is ranked). In editable mode it is a button that opens the
 * card picker, whose text names the card; the picture is decoration there.
 */
export function renderCard(
  view: RankerView,
  slot: Slot | undefined,
  ref: SlotRef,
  kind: 'board-card' | 'hole-card',
  best: ReadonlySet<Card> | null,
): TemplateResult {
  const inBest = !!slot?.card && !!best?.has(slot.card);
  const card = html`<poker-card
    aria-hidden=${view.editing ? 'true' : nothing}
    part="card"
    exportparts="face: card-face, back: card-back"
    class=${kind}
    card=${slot?.text ?? ''}
    ?highlight=${best !== null && inBest}
    ?dim=${best !== null && !!slot?.card && !inBest}
    ?four-color=${view.fourColor}
    theme=${ifDefined(view.theme)}
    @error=${(event: Event) => event.stopPropagation()}
  ></poker-card>`;
  return view.editing ? view.editing.slot(view, ref, card, `${kind}-slot`) : card;
}
