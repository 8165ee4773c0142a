import { html, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { RANKS, SUITS, parseCard, type Card, type Rank, type Suit } from '../../core/cards.js';
import { textAttribute, type Theme, themeProperty, textValue, cardsValue } from '../shared/converters.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { registerPickerTranslations } from '../../i18n/picker-en.js';
import { suitAt } from '../shared/suits.js';
import { cardPickerStyles } from './card-picker.styles.js';

/** Columns high to low, as a player sorts a hand; rows by suit. */
const COLUMNS: readonly Rank[] = [...RANKS].reverse();
const ROWS: readonly Suit[] = SUITS;
const COLUMN_OF_KEY: Record<string, number> = Object.fromEntries(
  COLUMNS.map((rank, column) => [rank.toLowerCase(), column] as const).concat([['1', COLUMNS.indexOf('T')]]),
);
const ROW_OF_KEY: Record<string, number> = { s: 0, h: 1, d: 2, c: 3 };

const cardAt = (index: number): Card => `${COLUMNS[index % 13]}${ROWS[Math.floor(index / 13)]}` as Card;
const indexOf = (card: Card): number => ROWS.indexOf(card[1] as Suit) * 13 + COLUMNS.indexOf(card[0] as Rank);

/** The element that had focus, looking inside shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal grid of the 52 cards for choosing one with mouse, touch or keyboard.
 * Cards already in play are shown but cannot be picked. Used by `<hand-ranker editable>`.
 *
 * Keyboard: arrow keys move (roving tabindex), Home / End go to the row's ends,
 * Ctrl+Home / Ctrl+End to the first / last card, a rank key (`A`, `K`, `T`, `7`) jumps to
 * that column and a suit key (`s`, `h`, `d`, `c`) to that row; Enter or Space picks;
 * Escape closes and focus returns where it was.
 *
 * @tag poker-card-picker
 * @summary A keyboard-operable 52-card picker in a modal dialog.
 *
 * @attr value - The card currently in the slot being changed (marked, and focused first).
 * @attr label - The dialog's title, e.g. "Choose a card: Board card 3".
 * @attr clearable - Offers a "Remove card" button that empties the slot.
 * @attr four-color - Four-colour suits.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 *
 * @fires poker-card-picker-select - A card was picked. `detail: { card }`. Bubbles, composed.
 * @fires poker-card-picker-clear - The reader chose to empty the slot (`clearable`). Bubbles, composed.
 * @fires poker-card-picker-close - The dialog closed (after a pick, Escape, the close button or a click outside). Bubbles, composed.
 *
 * @csspart dialog - The `<dialog>`.
 * @csspart title - The heading.
 * @csspart close - The close button.
 * @csspart grid - The grid of cards.
 * @csspart option - Each card button (also `option-disabled`, `option-current`).
 * @csspart hint - The keyboard hint.
 * @csspart clear - The "Remove card" button.
 *
 * @cssprop --poker-surface - Dialog background (kit token; also `--poker-text`, `--poker-border`, `--poker-focus`, `--poker-accent`, `--poker-radius`, `--poker-font`).
 * @cssprop --poker-card-red - Hearts and diamonds (also `--poker-card-black` and the four-colour tokens of `<poker-card>`).
 */
export class PokerCardPicker extends HoldemElement {
  static override styles = cardPickerStyles;

  // Declared here rather than with decorators: the picker, fetched on use, brings no decorator code.
  static override properties: PropertyDeclarations = {
    value: { converter: textAttribute, read: textValue },
    unavailable: { attribute: false, read: cardsValue([]) },
    label: { converter: textAttribute, read: textValue },
    clearable: { type: Boolean },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    theme: themeProperty,
    opened: { state: true, attribute: false },
    focusIndex: { state: true, attribute: false },
  };

  constructor() {
    super();
    registerPickerTranslations();
  }

  /** The card in the slot being changed. */
  value = '';

  /** Cards already in play: shown disabled. */
  unavailable: readonly string[] = [];

  /** The dialog's title. */
  label = '';

  /** Offers a "Remove card" button. */
  clearable = false;

  fourColor = false;

  theme: Theme | undefined;

  /** Whether the dialog is open. */
  private opened = false;

  /** The one button in the tab order (roving tabindex). */
  private focusIndex = 0;

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  private returnFocus: HTMLElement | null = null;
  private blocked = new Set<Card>();

  get open(): boolean {
    return this.opened;
  }

  /** Opens the picker, focusing the current card (or the first one free). */
  async show(): Promise<void> {
    this.returnFocus = deepActiveElement();
    const current = this.current();
    this.focusIndex = current ? indexOf(current) : this.firstFree();
    this.opened = true;
    await this.updateComplete;
    const dialog = this.dialog;
    if (dialog && !dialog.open) dialog.showModal();
    this.focusButton(this.focusIndex);
  }

  /** Closes the picker; focus returns to where it was before `show()`. */
  hide(): void {
    if (this.dialog?.open) this.dialog.close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('unavailable')) {
      this.blocked = new Set();
      for (const text of this.unavailable) {
        try {
          this.blocked.add(parseCard(text));
        } catch {
          // Text that is not a card blocks nothing.
        }
      }
    }
  }

  private current(): Card | null {
    try {
      return this.value ? parseCard(this.value) : null;
    } catch {
      return null;
    }
  }

  private firstFree(): number {
    for (let i = 0; i < 52; i++) if (!this.isBlocked(cardAt(i))) return i;
    return 0;
  }

  private isBlocked(card: Card): boolean {
    return this.blocked.has(card) && card !== this.current();
  }

  private focusButton(index: number): void {
    this.focusIndex = index;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLButtonElement>(`button[data-index="${index}"]`)?.focus();
    });
  }

  private onKeydown(event: KeyboardEvent): void {
    const row = Math.floor(this.focusIndex / 13);
    const column = this.focusIndex % 13;
    let next: number | undefined;
    const key = event.key;
    if (key === 'ArrowRight') next = row * 13 + Math.min(12, column + 1);
    else if (key === 'ArrowLeft') next = row * 13 + Math.max(0, column - 1);
    else if (key === 'ArrowDown') next = Math.min(3, row + 1) * 13 + column;
    else if (key === 'ArrowUp') next = Math.max(0, row - 1) * 13 + column;
    else if (key === 'Home') next = event.ctrlKey ? 0 : row * 13;
    else if (key === 'End') next = event.ctrlKey ? 51 : row * 13 + 12;
    else if (!event.ctrlKey && !event.metaKey && !event.altKey && key.length === 1) {
      const lower = key.toLowerCase();
      if (lower in ROW_OF_KEY) next = (ROW_OF_KEY[lower] as number) * 13 + column;
      else if (lower in COLUMN_OF_KEY) next = row * 13 + (COLUMN_OF_KEY[lower] as number);
    }
    if (next === undefined) return;
    event.preventDefault();
    this.focusButton(next);
  }

  private pick(index: number): void {
    const card = cardAt(index);
    this.focusIndex = index;
    if (this.isBlocked(card)) return;
    this.emit('poker-card-picker-select', { card });
    this.hide();
  }

  private clear(): void {
    this.emit('poker-card-picker-clear', {});
    this.hide();
  }

  private onClose(): void {
    this.opened = false;
    this.emit('poker-card-picker-close', {});
    const target = this.returnFocus;
    this.returnFocus = null;
    if (target?.isConnected) target.focus();
  }

  private onDialogClick(event: MouseEvent): void {
    // A click on the backdrop lands on the dialog itself; its content fills it otherwise.
    if (event.target === this.dialog) this.hide();
  }

  protected override render(): TemplateResult {
    const current = this.current();
    const title = this.label || this.localize.term('pickCard');
    return html`<dialog part="dialog" aria-labelledby="title" @close=${this.onClose} @click=${this.onDialogClick}>
      ${
        this.opened
          ? html`<div class="content">
              <header>
                <h2 id="title" part="title">${title}</h2>
                <button
                  class="close round"
                  part="close"
                  type="button"
                  aria-label=${this.localize.term('close')}
                  @click=${() => this.hide()}
                >
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13"></path></svg>
                </button>
              </header>
              <div class="grid" part="grid" role="grid" aria-label=${this.localize.term('deck')} @keydown=${this.onKeydown}>
                ${ROWS.map(
                  (suit, row) =>
                    html`<div class="row" role="row">
                      ${COLUMNS.map((rank, column) => this.renderOption(row * 13 + column, rank, suit, current))}
                    </div>`,
                )}
              </div>
              <footer>
                <p class="hint" part="hint">${this.localize.term('pickerHint')}</p>
                ${
                  this.clearable
                    ? html`<button class="clear pill" part="clear" type="button" @click=${this.clear}>
                        ${this.localize.term('removeCard')}
                      </button>`
                    : null
                }
              </footer>
            </div>`
          : null
      }
    </dialog>`;
  }

  private renderOption(index: number, rank: Rank, suit: Suit, current: Card | null): TemplateResult {
    const card = `${rank}${suit}` as Card;
    const blocked = this.isBlocked(card);
    const isCurrent = card === current;
    const name = this.localize.term('cardName', card);
    const parts = `option${blocked ? ' option-disabled' : ''}${isCurrent ? ' option-current' : ''}`;
    return html`<div role="gridcell">
      <button
        class="pick suit-${suit}"
        part=${parts}
        type="button"
        data-index=${index}
        tabindex=${index === this.focusIndex ? 0 : -1}
        aria-disabled=${blocked ? 'true' : 'false'}
        aria-current=${isCurrent ? 'true' : 'false'}
        @click=${() => this.pick(index)}
      >
        <span class="sr-only">${blocked ? `${name} (${this.localize.term('cardInUse')})` : name}</span>
        <span aria-hidden="true">${this.localize.term('rankLetter', rank)}</span>
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">${suitAt(suit, 50, 50, 100)}</svg>
      </button>
    </div>`;
  }
}
