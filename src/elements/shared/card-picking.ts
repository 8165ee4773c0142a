/**
 * Changing cards with `<poker-card-picker>`, for editable elements: which slot is being
 * changed, the picker dialog and its events, and the button around each card. The picker
 * itself is a part fetched and registered on use: with an editor (itself loaded on use), or
 * the first time a reader opens it (`pickerOnOpen`: an equity calculator's card buttons show
 * from the start, and a page where nobody presses them never loads the picker).
 *
 * @internal
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Card } from '../../core/cards.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { registerPickerTranslations } from '../../i18n/picker-en.js';
import type { PokerCardPicker } from '../card-picker/card-picker.js';
import { cardsOf, type Slot } from './card-slots.js';
import { defineElement } from './define.js';
import { HoldemElement } from './holdem-element.js';
import { OnUse, usePart } from './on-use.js';

/** `<poker-card-picker>`, fetched and registered the first time a reader opens it. */
const pickerPart = new OnUse(() =>
  import('../card-picker/card-picker.js').then((module) => {
    defineElement('poker-card-picker', module.PokerCardPicker);
    return module;
  }),
);

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
  /**
   * Fetch the picker only when a reader first opens it (an element whose card buttons show
   * from the start). Otherwise it is fetched with the host's first render, as an editor
   * that was just opened will be used.
   */
  pickerOnOpen?: boolean;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** What the picker and the slot buttons render with. */
export interface PickerLook {
  t: Pick<HoldemLocalize, 'term'>;
  fourColor: boolean;
  theme: 'light' | 'dark' | undefined;
}

export class CardPicking {
  /** The slot the picker is choosing a card for. */
  private picking: SlotRef | null = null;

  constructor(
    private readonly host: Host,
    private readonly options: CardPickingOptions,
  ) {
    registerPickerTranslations();
  }

  /** The picker's module, fetched with the host's render (the host waits for it): at once, or once a slot is being changed (`pickerOnOpen`). */
  private picker(): typeof pickerPart.module {
    const host = this.host;
    if (pickerPart.module || (!this.picking && this.options.pickerOnOpen)) return pickerPart.module;
    if (host instanceof HoldemElement) return usePart(host, pickerPart);
    void pickerPart.load().then(() => host.requestUpdate());
    return undefined;
  }

  /** Opens the picker for a slot (fetching it the first time); focus returns to the slot's button when it closes. */
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
    if (!this.picker()) return html``;
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
