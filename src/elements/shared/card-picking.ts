/**
 * Changing cards with `<poker-card-picker>`, for editable elements: which slot is being
 * changed, the picker dialog and its events, and the button around each card. It is part of
 * an element's editor, loaded on use, and registers `<poker-card-picker>` when it first runs,
 * so a page without an editable element never loads the picker.
 *
 * @internal
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Card } from '../../core/cards.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { registerPickerTranslations } from '../../i18n/picker-en.js';
import { PokerCardPicker } from '../card-picker/card-picker.js';
import { cardsOf, type Slot } from './card-slots.js';
import { defineElement } from './define.js';

/** A card position in an element: on the board, or a player's hole card. */
export type SlotRef = { kind: 'board'; index: number } | { kind: 'hole'; player: number; index: number };

/** The element's cards as the picker sees them, and how to change them. */
export interface CardPickingOptions {
  /** The board as read: a slot per card given. */
  board(): readonly Slot[];
  /** Each player's hole cards as read, in the players' order. */
  players(): readonly (readonly Slot[])[];
  /** A player's name as shown, for the slot names (`Anna, card 1`). */
  playerName(player: number): string;
  /** Whether the picker offers "Remove card" for the slot. */
  clearable(ref: SlotRef): boolean;
  /** Sets the board's or a player's cards to `cards` (the texts, in order). */
  write(ref: SlotRef, cards: string[]): void;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What the picker and the slot buttons render with. */
export interface PickerLook {
  t: Pick<HoldemLocalize, 'term'>;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
}

export class CardPicking implements ReactiveController {
  /** The slot the picker is choosing a card for. */
  private picking: SlotRef | null = null;

  constructor(
    private readonly host: Host,
    private readonly options: CardPickingOptions,
  ) {
    registerPickerTranslations();
    host.addController(this);
  }

  hostConnected(): void {
    defineElement('poker-card-picker', PokerCardPicker);
  }

  /** Opens the picker for a slot; focus returns to the slot's button when it closes. */
  async open(ref: SlotRef): Promise<void> {
    this.picking = ref;
    this.host.requestUpdate();
    await this.host.updateComplete;
    await this.host.renderRoot.querySelector<PokerCardPicker>('poker-card-picker')?.show();
  }

  /** The slots a ref points into: the board, or a player's hole cards. */
  slotsOf(ref: SlotRef): readonly Slot[] {
    return ref.kind === 'board' ? this.options.board() : (this.options.players()[ref.player] ?? []);
  }

  /** The slot's content as given, or undefined when it is empty. */
  slotAt(ref: SlotRef): Slot | undefined {
    return this.slotsOf(ref)[ref.index];
  }

  /** Cards in play, shown disabled in the picker. */
  used(): Card[] {
    return [this.options.board(), ...this.options.players()].flatMap(cardsOf);
  }

  /** The slot's name: `Board card 3`, `Anna, card 1`. */
  slotName(t: PickerLook['t'], ref: SlotRef): string {
    return ref.kind === 'board'
      ? t.term('boardSlot', ref.index + 1)
      : t.term('holeSlot', this.options.playerName(ref.player), ref.index + 1);
  }

  /** The accessible name of a slot's button: `Board card 3: Seven of clubs. Change`. */
  slotLabel(t: PickerLook['t'], ref: SlotRef): string {
    const slot = this.slotAt(ref);
    const card = slot?.card ? t.term('cardName', slot.card) : slot ? t.term('unknownCard', slot.text) : t.term('emptyCard');
    return t.term('changeCard', this.slotName(t, ref), card);
  }

  /** Puts a card into the slot, or empties it (`null`): the others keep their text, empty ones close up. */
  private setCard(ref: SlotRef, card: Card | null): void {
    const texts = this.slotsOf(ref).map((slot) => slot.text);
    if (card === null) texts.splice(ref.index, 1);
    else texts[ref.index] = card;
    this.options.write(ref, texts.filter(Boolean));
  }

  /** A card as a button that opens the picker; the button's text names the card, the picture is decoration. */
  slot(look: PickerLook, ref: SlotRef, card: TemplateResult, className = ''): TemplateResult {
    return html`<button part="card-slot" class="slot ${className}" type="button" aria-haspopup="dialog" @click=${() => this.open(ref)}>
      ${card}<span class="sr-only">${this.slotLabel(look.t, ref)}</span>
    </button>`;
  }

  render(look: PickerLook): TemplateResult {
    const ref = this.picking;
    const text = ref ? (this.slotAt(ref)?.text ?? '') : '';
    return html`<poker-card-picker
      exportparts="dialog: picker, grid: picker-grid, option: picker-option, close: picker-close, title: picker-title"
      theme=${ifDefined(look.theme)}
      ?four-color=${look.fourColor}
      .value=${text}
      .unavailable=${this.used()}
      .label=${ref ? look.t.term('pickerTitle', this.slotName(look.t, ref)) : ''}
      ?clearable=${!!ref && this.options.clearable(ref)}
      @poker-card-picker-select=${this.onSelect}
      @poker-card-picker-clear=${this.onClear}
      @poker-card-picker-close=${this.onClose}
    ></poker-card-picker>`;
  }

  private onSelect = (event: CustomEvent<{ card: Card }>): void => {
    event.stopPropagation();
    if (this.picking) this.setCard(this.picking, event.detail.card);
  };

  private onClear = (event: Event): void => {
    event.stopPropagation();
    if (this.picking) this.setCard(this.picking, null);
  };

  private onClose = (event: Event): void => {
    event.stopPropagation();
    this.picking = null;
    this.host.requestUpdate();
  };
}
