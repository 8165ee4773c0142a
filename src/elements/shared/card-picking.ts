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
import type { Slot } from './card-slots.js';
import { defineElement } from './define.js';

/** A card position in an element: on the board, or a player's hole card. */
export type SlotRef = { kind: 'board'; index: number } | { kind: 'hole'; player: number; index: number };

/** What the picker needs to know about the element's cards. */
export interface CardPickingOptions {
  /** The slot's content as given, or undefined when empty. */
  slotAt(ref: SlotRef): Slot | undefined;
  /** The slot's name: `Board card 3`, `Anna, card 1`. */
  slotName(ref: SlotRef): string;
  /** Cards in play, shown disabled in the picker. */
  used(): readonly string[];
  /** Whether the picker offers "Remove card" for the slot. */
  clearable(ref: SlotRef): boolean;
  /** Puts a card into the slot, or empties it (`null`). */
  setCard(ref: SlotRef, card: Card | null): void;
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

  /** The accessible name of a slot's button: `Board card 3: Seven of clubs. Change`. */
  slotLabel(t: PickerLook['t'], ref: SlotRef): string {
    const slot = this.options.slotAt(ref);
    const card = slot?.card ? t.term('cardName', slot.card) : slot ? t.term('unknownCard', slot.text) : t.term('emptyCard');
    return t.term('changeCard', this.options.slotName(ref), card);
  }

  /** A card as a button that opens the picker; the button's text names the card, the picture is decoration. */
  slot(look: PickerLook, ref: SlotRef, card: TemplateResult, className = ''): TemplateResult {
    return html`<button part="card-slot" class="slot ${className}" type="button" aria-haspopup="dialog" @click=${() => this.open(ref)}>
      ${card}<span class="sr-only">${this.slotLabel(look.t, ref)}</span>
    </button>`;
  }

  render(look: PickerLook): TemplateResult {
    const ref = this.picking;
    const text = ref ? (this.options.slotAt(ref)?.text ?? '') : '';
    return html`<poker-card-picker
      exportparts="dialog: picker, grid: picker-grid, option: picker-option, close: picker-close, title: picker-title"
      theme=${ifDefined(look.theme)}
      ?four-color=${look.fourColor}
      .value=${text}
      .unavailable=${this.options.used()}
      .label=${ref ? look.t.term('pickerTitle', this.options.slotName(ref)) : ''}
      ?clearable=${!!ref && this.options.clearable(ref)}
      @poker-card-picker-select=${this.onSelect}
      @poker-card-picker-clear=${this.onClear}
      @poker-card-picker-close=${this.onClose}
    ></poker-card-picker>`;
  }

  private onSelect = (event: CustomEvent<{ card: Card }>): void => {
    event.stopPropagation();
    if (this.picking) this.options.setCard(this.picking, event.detail.card);
  };

  private onClear = (event: Event): void => {
    event.stopPropagation();
    if (this.picking) this.options.setCard(this.picking, null);
  };

  private onClose = (event: Event): void => {
    event.stopPropagation();
    this.picking = null;
    this.host.requestUpdate();
  };
}

/** The texts of slots with one replaced (or removed: `null`), empty ones dropped. */
export function replaceCard(slots: readonly Slot[], index: number, card: string | null): string[] {
  const texts = slots.map((slot) => slot.text);
  if (card === null) texts.splice(index, 1);
  else texts[index] = card;
  return texts.filter(Boolean);
}
