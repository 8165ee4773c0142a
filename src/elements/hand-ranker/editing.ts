/**
 * `<hand-ranker editable>`: every card a button that opens the card picker, the turn and
 * river removable, players added and removed. Loaded on use: a page whose rankers are all
 * read-only never fetches it, nor the picker (see `hand-ranker.ts`), nor the empty card slot.
 *
 * @internal
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ALL_CARDS } from '../../core/cards.js';
import { registerKitTranslations } from '../../i18n/kit.js';
import type { Slot } from '../shared/card-slots.js';
import { CardPicking, type PickerLook, type SlotRef } from '../shared/card-picking.js';
import { editingStyles } from './editing.styles.js';
import { HOLE_SIZE, MAX_HANDS } from './internal/deal.js';
import type { HandInput, HandModel } from './internal/read-input.js';
import type { RankerView } from './view.js';

/** The hand models as `HandInput`s again, to change one and set the property back. */
export const handsOf = (models: readonly HandModel[]): HandInput[] =>
  models.map((hand) => ({ name: hand.name, cards: hand.slots.map((slot) => slot.text) }));

export const styles = editingStyles;
export { cardPlaceholder } from '../shared/card-placeholders.js';

/** The flop stays: only the turn and the river can be taken off the board. */
const FLOP = 3;

const PLUS = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M8 3v10M3 8h10"></path></svg>`;
const CROSS = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8"></path></svg>`;

/** The element's values the editor changes: each edit is a property change, so the ranking follows. */
export interface RankerHost extends ReactiveControllerHost, HTMLElement {
  board: string[];
  hands: HandInput[];
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface RankerState {
  boardSlots: readonly Slot[];
  hands: readonly HandModel[];
}

export class HandEditing {
  private readonly picking: CardPicking;
  private view: RankerView | undefined;
  private readonly hands = (): readonly HandModel[] => this.state().hands;

  constructor(
    private readonly host: RankerHost,
    private readonly state: () => RankerState,
  ) {
    // The hand limit ("12 hands at most.") is one of the hand terms a read-only ranker does not register.
    registerKitTranslations();
    const { hands } = this;
    this.picking = new CardPicking(host, {
      board: () => this.state().boardSlots,
      players: () => hands().map((hand) => hand.slots),
      playerName: (index) => {
        const hand = hands()[index];
        return hand && this.view ? this.view.nameOf(hand) : '';
      },
      // The turn and the river can be taken off the board, to rank the hands a street earlier.
      clearable: (ref) => ref.kind === 'board' && this.state().boardSlots.length > FLOP && !!this.picking.slotAt(ref),
      write: (ref, cards) => {
        if (ref.kind === 'board') this.host.board = cards;
        else this.host.hands = handsOf(hands()).map((hand, index) => (index === ref.player ? { ...hand, cards } : hand));
      },
    });
  }

  /** A new player with the two highest cards nobody holds. */
  private async addPlayer(): Promise<void> {
    const used = new Set<string>(this.picking.used());
    const fresh = ALL_CARDS.filter((card) => !used.has(card)).slice(-HOLE_SIZE);
    const index = this.state().hands.length;
    this.host.hands = [...handsOf(this.state().hands), { name: '', cards: fresh }];
    await this.host.updateComplete;
    // At the limit the button gives way to the limit in words: focus goes to the new hand, not to the page.
    const root = this.host.renderRoot;
    if (!root.querySelector('.add-player')) root.querySelector<HTMLElement>(`.remove[data-hand="${index}"]`)?.focus();
  }

  private async removePlayer(index: number): Promise<void> {
    this.host.hands = handsOf(this.state().hands.filter((hand) => hand.index !== index));
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>('.add-player, .remove')?.focus();
  }

  /** Sets the words and names the picker and the slots use; called by the element as it renders. */
  use(view: RankerView): void {
    this.view = view;
  }

  slot(look: PickerLook, ref: SlotRef, card: TemplateResult, className: string): TemplateResult {
    return this.picking.slot(look, ref, card, className);
  }

  /** The hands, keyed: a hand's boxes move with it when the ranking changes, and keep focus. */
  list(hands: readonly HandModel[], render: (hand: HandModel) => TemplateResult): unknown {
    return repeat(hands, (hand) => hand.id, render);
  }

  removeButton(view: RankerView, hand: HandModel, name: string): TemplateResult {
    return html`<button
      part="remove-player"
      class="remove round"
      type="button"
      data-hand=${hand.index}
      aria-label=${view.t.term('removePlayer', name)}
      @click=${() => this.removePlayer(hand.index)}
    >
      ${CROSS}
    </button>`;
  }

  /** "Add player", or where the limit is reached, the limit in words. */
  addButton(view: RankerView): TemplateResult {
    if (this.state().hands.length >= MAX_HANDS)
      return html`<p part="player-limit" class="player-limit">${view.t.term('handLimit', MAX_HANDS)}</p>`;
    return html`<button part="add-player" class="add-player pill" type="button" @click=${() => this.addPlayer()}>
      ${PLUS} ${view.t.term('addPlayer')}
    </button>`;
  }

  picker(look: PickerLook): TemplateResult {
    return this.picking.render(look);
  }
}
