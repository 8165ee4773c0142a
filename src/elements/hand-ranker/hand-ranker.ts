import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { ALL_CARDS, assertDistinct, parseCard, rankOf, suitOf, suitSymbol, type Card } from '../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../core/errors.js';
import { winners, type ShowdownEntry, type ShowdownResult } from '../../core/showdown.js';
import type { HandRankerChangeDetail, HoldemErrorDetail } from '../../events.js';
import { shapeOf, verdictOf } from '../../i18n/verdict.js';
import type { Verdict } from '../../i18n/translation.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { registerKitTranslations } from '../../i18n/kit.js';
import type { PokerCardPicker } from '../card-picker/card-picker.js';
import { handRankerStyles } from './hand-ranker.styles.js';
import { boardConverter, cardsOf, slotsOf, splitCardText, type Slot } from '../shared/card-slots.js';

/** A player's hand as the `hands` property takes it. */
export interface HandInput {
  /** Shown name; a hand without one is called "Player 2" (in the page's language). */
  name?: string;
  /** Hole cards: `['Ks', 'Qd']` or `'Ks Qd'`. */
  cards: string | readonly string[];
}

interface HandModel {
  /** Stable id for the engine and for keyed rendering: the hand's input position. */
  id: string;
  index: number;
  name: string;
  slots: Slot[];
}

interface Problem {
  code: string;
  text: string;
  /** For `card-count`: which hand (absent: the board). */
  hand?: HandModel;
}

type SlotRef = { kind: 'board'; index: number } | { kind: 'hole'; hand: number; index: number };

const BOARD_SIZE = 5;
const HOLE_SIZE = 2;
const MAX_HANDS = 10;
const TEXT_PRESENTATION = '\uFE0E';


/** `hands="Anna: Ks Qd; Ben: Kc Jd"` → `[{ name: 'Anna', cards: ['Ks', 'Qd'] }, …]`. */
const handsConverter = {
  fromAttribute: (value: string | null): HandInput[] =>
    (value ?? '')
      .split(/[;\n]+/)
      .map((entry) => {
        const colon = entry.indexOf(':');
        const name = colon >= 0 ? entry.slice(0, colon).trim() : '';
        return { name, cards: splitCardText(colon >= 0 ? entry.slice(colon + 1) : entry) };
      })
      .filter((hand) => hand.name || hand.cards.length > 0),
};


/**
 * Shows who wins a Texas Hold'em showdown and why (T17): the board and every player's
 * hole cards as `<poker-card>`s with each best five highlighted, each hand's category in
 * the page's language, the order of the hands, and the verdict in a plain sentence
 * ("Anna wins: pair of kings, queen kicker beats jack kicker"). One hand alone names
 * its category and best five. With `editable` the reader changes any card with a
 * keyboard-operable picker and the result updates live.
 *
 * Declarative use, no script needed:
 *
 * ```html
 * <hand-ranker board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>
 * ```
 *
 * `board` lists up to five cards separated by spaces or commas (`Kh 9d 7c`, `10h`, `K♥`).
 * `hands` lists hands separated by `;`, each `Name: card card`; the name is optional.
 * From script, set `board` (`string[]`) and `hands` (`{ name, cards }[]`) instead.
 *
 * Bad input (`board="Zz 1x"`, a card dealt twice, a hand with one card) never throws: an
 * inline message (`role="alert"`) names the bad text and the element fires `error`.
 *
 * @tag hand-ranker
 * @summary Ranks Hold'em hands and explains the winner, in English or German; optionally editable.
 *
 * @attr board - Community cards, e.g. `Kh 9d 7c 4s 2h` (0 to 5 cards).
 * @attr hands - Players' hands, e.g. `Anna: Ks Qd; Ben: Kc Jd`.
 * @attr editable - Lets the reader change every card with a card picker (and remove the turn or river, add or remove players).
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires hand-ranker-change - After every successful evaluation (first render included). `detail: HandRankerChangeDetail` (board, hands with category, value, bestFive and place, winners, split, boardPlays, reason text, structured comparison). Bubbles, composed.
 * @fires error - Input that is not a valid deal. `detail: { code, message, text }`, code `unknown-card`, `duplicate-card`, `card-count` or `invalid-input`. Composed; does not bubble (see `HoldemErrorDetail`).
 *
 * @csspart base - The whole panel.
 * @csspart board - The felt with the community cards.
 * @csspart board-label - The "Board" caption.
 * @csspart hands - The ranked list of hands.
 * @csspart hand - One hand (also `hand-winner` for the winners).
 * @csspart place - A hand's place badge ("1st").
 * @csspart name - A player's name.
 * @csspart category - A hand's category ("Pair of kings").
 * @csspart best-five - The best-five line (a toggle that shows that hand's best five on the board).
 * @csspart card - Every `<poker-card>` (board and hole cards); its own parts are forwarded as `card-face`, `card-back`.
 * @csspart card-slot - In `editable` mode, the button around each card.
 * @csspart verdict - The verdict sentence.
 * @csspart error - The inline error message.
 * @csspart add-player - The "Add player" button (`editable`).
 * @csspart remove-player - A hand's remove button (`editable`).
 * @csspart picker - The card picker dialog (`editable`); also `picker-grid`, `picker-option`, `picker-close`, `picker-title`.
 *
 * @cssprop [--poker-felt=#1f6b48] - Felt behind the board (kit token).
 * @cssprop [--poker-felt-text=#f4f8f5] - Text on the felt.
 * @cssprop [--poker-accent=#f2b300] - Best-five ring, winner badge.
 * @cssprop --poker-font - Font family (kit token; default the system UI font).
 * @cssprop [--poker-radius=0.875rem] - Corner radius of the panel and tiles.
 * @cssprop [--poker-surface=#fff] - Panel background.
 * @cssprop [--poker-surface-raised=#f6f5f1] - Hand tiles.
 * @cssprop [--poker-text=#1c2126] - Text.
 * @cssprop [--poker-muted=#59636e] - Secondary text.
 * @cssprop [--poker-border=#dedad1] - Borders.
 * @cssprop [--poker-win=#17663a] - Winner text and border (`--poker-win-surface` its background).
 * @cssprop [--poker-danger=#b3261e] - Error text and border (`--poker-danger-surface` its background).
 * @cssprop [--poker-focus=#1a5fd0] - Focus ring.
 * @cssprop [--poker-felt-focus=#ffd54a] - Focus ring on the felt (editable board cards).
 * @cssprop --hand-ranker-board-card-width - Width of board cards (default scales with the element, 2.75–5.5rem).
 * @cssprop --hand-ranker-hole-card-width - Width of hole cards (default 2.75–4.25rem).
 * @cssprop --poker-card-* - Every `<poker-card>` token (face, back, red, black, radius…) applies to the cards inside.
 */
export class HandRanker extends HoldemElement {
  static override styles = handRankerStyles;

  constructor() {
    super();
    registerKitTranslations();
  }

  /** Community cards, 0 to 5. Attribute: `board="Kh 9d 7c 4s 2h"`. */
  @property({ converter: boardConverter }) board: string[] = [];

  /** Players' hands. Attribute: `hands="Anna: Ks Qd; Ben: Kc Jd"`. */
  @property({ converter: handsConverter }) hands: HandInput[] = [];

  /** Lets the reader change cards with a card picker, and add or remove players. */
  @property({ type: Boolean, reflect: true }) editable = false;

  @property({ type: Boolean, reflect: true, attribute: 'four-color' }) fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({ reflect: true }) theme: 'light' | 'dark' | undefined;

  /** Which hand's best five the board highlights (default: the first winner). */
  @state() private shownHand: string | null = null;

  /** The slot the picker is choosing a card for. */
  @state() private picking: SlotRef | null = null;

  @query('poker-card-picker') private picker?: PokerCardPicker;

  private boardSlots: Slot[] = [];
  private handModels: HandModel[] = [];
  private showdown: ShowdownResult | null = null;
  private problem: Problem | null = null;
  private report = false;

  /**
   * The latest successful result, as sent with `hand-ranker-change` (texts in the
   * current language), or `null` while the input is invalid.
   */
  get result(): HandRankerChangeDetail | null {
    return this.showdown ? this.changeDetail(this.showdown) : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('board') || changed.has('hands')) {
      this.readInput();
      this.evaluateDeal();
      this.report = true;
    }
  }

  protected override updated(): void {
    if (!this.report) return;
    this.report = false;
    if (this.showdown) {
      this.emit('hand-ranker-change', this.changeDetail(this.showdown));
    } else if (this.problem) {
      this.emitError(this.errorDetail(this.problem));
    }
  }

  private readInput(): void {
    this.boardSlots = slotsOf(Array.isArray(this.board) ? this.board : String(this.board ?? ''));
    const hands: HandInput[] = Array.isArray(this.hands) ? this.hands : handsConverter.fromAttribute(String(this.hands ?? ''));
    this.handModels = hands.map((hand, index) => ({
      id: `hand-${index}`,
      index,
      name: (hand?.name ?? '').trim(),
      slots: slotsOf(hand?.cards),
    }));
  }

  /** Asks the engine (T1, T17); stores its result or the first problem with the input. */
  private evaluateDeal(): void {
    this.showdown = null;
    this.problem = null;
    const slots = [...this.boardSlots, ...this.handModels.flatMap((hand) => hand.slots)];
    const bad = slots.find((slot) => slot.error);
    if (bad?.error) {
      this.problem = { code: bad.error.code, text: bad.text };
      return;
    }
    if (this.handModels.length === 0) return;
    const board = cardsOf(this.boardSlots);
    try {
      assertDistinct([...board, ...this.handModels.flatMap((hand) => cardsOf(hand.slots))]);
      this.showdown = winners(
        board,
        this.handModels.map((hand) => ({ id: hand.id, cards: cardsOf(hand.slots) })),
      );
      if (this.shownHand && !this.handModels.some((hand) => hand.id === this.shownHand)) this.shownHand = null;
    } catch (error) {
      const code = error instanceof HoldemError ? error.code : 'invalid-input';
      const text = error instanceof InvalidCardError ? error.text : String(error instanceof Error ? error.message : error);
      const hand = code === 'card-count' ? this.handModels.find((h) => h.id === text) : undefined;
      this.problem = { code, text: hand ? this.displayName(hand) : text, ...(hand ? { hand } : {}) };
    }
  }

  private displayName(hand: HandModel): string {
    return hand.name || this.localize.term('playerName', hand.index + 1);
  }

  private nameOfId = (id: string): string => {
    const hand = this.handModels.find((h) => h.id === id);
    return hand ? this.displayName(hand) : id;
  };

  private verdict(showdown: ShowdownResult): Verdict {
    return verdictOf(showdown, this.nameOfId);
  }

  private changeDetail(showdown: ShowdownResult): HandRankerChangeDetail {
    const entryOf = new Map(showdown.ranking.map((entry) => [entry.id, entry]));
    return {
      board: [...showdown.board],
      hands: this.handModels.flatMap((hand) => {
        const entry = entryOf.get(hand.id);
        if (!entry) return [];
        return [
          {
            name: this.displayName(hand),
            cards: [...entry.hole],
            category: entry.result.category,
            description: this.localize.term('handTitle', shapeOf(entry.result)),
            value: entry.result.value,
            bestFive: [...entry.result.bestFive],
            place: entry.place,
          },
        ];
      }),
      winners: showdown.winners.map(this.nameOfId),
      split: showdown.split,
      boardPlays: showdown.boardPlays,
      reason: this.localize.term('verdict', this.verdict(showdown)),
      comparison: showdown.ranking.length > 1 ? showdown.reason : null,
    };
  }

  private errorDetail(problem: Problem): HoldemErrorDetail {
    return { code: problem.code, message: this.errorMessage(problem), text: problem.text };
  }

  private errorMessage(problem: Problem): string {
    switch (problem.code) {
      case 'unknown-card':
        return this.localize.term('errorUnknownCard', problem.text);
      case 'duplicate-card': {
        let name = problem.text;
        try {
          name = this.localize.term('cardName', parseCard(problem.text));
        } catch {
          // keep the text as given
        }
        return this.localize.term('errorDuplicateCard', problem.text, name);
      }
      case 'card-count':
        return problem.hand
          ? this.localize.term('errorHandCount', this.displayName(problem.hand), cardsOf(problem.hand.slots).length, cardsOf(this.boardSlots).length)
          : this.localize.term('errorBoardCount', cardsOf(this.boardSlots).length);
      default:
        return this.localize.term('errorOther', problem.text);
    }
  }

  // ——— Editing ———

  private usedCards(): Card[] {
    return [...cardsOf(this.boardSlots), ...this.handModels.flatMap((hand) => cardsOf(hand.slots))];
  }

  private slotText(ref: SlotRef): string {
    const slots = ref.kind === 'board' ? this.boardSlots : this.handModels[ref.hand]?.slots;
    return slots?.[ref.index]?.text ?? '';
  }

  private slotLabel(ref: SlotRef): string {
    if (ref.kind === 'board') return this.localize.term('boardSlot', ref.index + 1);
    const hand = this.handModels[ref.hand];
    return this.localize.term('holeSlot', hand ? this.displayName(hand) : '', ref.index + 1);
  }

  private async openPicker(ref: SlotRef): Promise<void> {
    this.picking = ref;
    await this.updateComplete;
    await this.picker?.show();
  }

  private onPick(event: CustomEvent<{ card: Card }>): void {
    event.stopPropagation();
    const ref = this.picking;
    if (!ref) return;
    const replace = (slots: readonly Slot[]): string[] => {
      const texts = slots.map((slot) => slot.text);
      texts[ref.index] = event.detail.card;
      return texts.filter(Boolean);
    };
    if (ref.kind === 'board') {
      this.board = replace(this.boardSlots);
    } else {
      this.hands = this.handModels.map((hand) => ({
        name: hand.name,
        cards: hand.index === ref.hand ? replace(hand.slots) : hand.slots.map((slot) => slot.text),
      }));
    }
  }

  /** Empties a board slot, e.g. to look at the hand on the turn instead of the river. */
  private onClear(event: Event): void {
    event.stopPropagation();
    const ref = this.picking;
    if (ref?.kind !== 'board') return;
    this.board = this.boardSlots.filter((_, index) => index !== ref.index).map((slot) => slot.text);
  }

  private onPickerClose(event: Event): void {
    event.stopPropagation();
    this.picking = null;
  }

  private addPlayer(): void {
    const used = new Set<string>(this.usedCards());
    const fresh = ALL_CARDS.filter((card) => !used.has(card)).slice(-HOLE_SIZE);
    this.hands = [
      ...this.handModels.map((hand) => ({ name: hand.name, cards: hand.slots.map((slot) => slot.text) })),
      { name: '', cards: fresh },
    ];
  }

  private async removePlayer(index: number): Promise<void> {
    this.hands = this.handModels
      .filter((hand) => hand.index !== index)
      .map((hand) => ({ name: hand.name, cards: hand.slots.map((slot) => slot.text) }));
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.add-player, .remove')?.focus();
  }

  // ——— Rendering ———

  protected override render(): TemplateResult {
    const showdown = this.showdown;
    const entryOf = new Map<string, ShowdownEntry>(showdown?.ranking.map((entry) => [entry.id, entry]) ?? []);
    const shownId = this.shownHand ?? showdown?.winners[0] ?? null;
    const shown = shownId ? entryOf.get(shownId) : undefined;
    const hands = showdown
      ? [...this.handModels].sort((a, b) => (entryOf.get(a.id)?.place ?? 99) - (entryOf.get(b.id)?.place ?? 99))
      : this.handModels;
    const problem = this.problem;

    return html`<section part="base" class="base">
      ${this.renderBoard(shown)}
      ${hands.length > 0
        ? html`<ol part="hands" class="hands" aria-label=${this.localize.term('hands')}>
            ${repeat(
              hands,
              (hand) => hand.id,
              (hand) => this.renderHand(hand, entryOf.get(hand.id), showdown, shownId),
            )}
          </ol>`
        : nothing}
      ${this.editable && this.handModels.length < MAX_HANDS
        ? html`<button part="add-player" class="add-player" type="button" @click=${this.addPlayer}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M8 3v10M3 8h10"></path></svg>
            ${this.localize.term('addPlayer')}
          </button>`
        : nothing}
      <div part="verdict" class="verdict ${showdown ? (showdown.split ? 'is-split' : 'is-win') : !problem && this.handModels.length === 0 ? 'is-hint' : 'is-empty'}" role="status">
        ${showdown
          ? html`<svg class="verdict-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                ${showdown.ranking.length > 1 && !showdown.split
                  ? svg`<path d="M7 4h10v3a5 5 0 0 1-10 0V4zM5 5H3v1.5A3.5 3.5 0 0 0 6.5 10M19 5h2v1.5a3.5 3.5 0 0 1-3.5 3.5M12 12v4M8.5 20h7M9.5 16h5v4h-5z"></path>`
                  : svg`<path d="M12 3v18M5 8l-3 6h6zM19 8l-3 6h6zM5 8h14M8 21h8"></path>`}
              </svg>
              <span>${this.localize.term('verdict', this.verdict(showdown))}</span>`
          : !problem && this.handModels.length === 0
            ? html`<span class="hint">${this.localize.term('verdict', { kind: 'empty' })}</span>`
            : nothing}
      </div>
      <div part="error" class="error ${problem ? '' : 'is-empty'}" role="alert">
        ${problem
          ? html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9.5"></circle><path d="M12 7v6M12 16.5v.5"></path></svg>
              <span>${this.errorMessage(problem)}</span>`
          : nothing}
      </div>
      ${this.editable
        ? html`<poker-card-picker
            exportparts="dialog: picker, grid: picker-grid, option: picker-option, close: picker-close, title: picker-title"
            theme=${ifDefined(this.theme)}
            ?four-color=${this.fourColor}
            .value=${this.picking ? this.slotText(this.picking) : ''}
            .unavailable=${this.usedCards()}
            .label=${this.picking ? this.localize.term('pickerTitle', this.slotLabel(this.picking)) : ''}
            ?clearable=${this.picking?.kind === 'board' && this.boardSlots.length > 3 && !!this.boardSlots[this.picking.index]}
            @poker-card-picker-select=${this.onPick}
            @poker-card-picker-clear=${this.onClear}
            @poker-card-picker-close=${this.onPickerClose}
          ></poker-card-picker>`
        : nothing}
    </section>`;
  }

  private renderBoard(shown: ShowdownEntry | undefined): TemplateResult {
    const best = new Set<Card>(shown?.result.bestFive ?? []);
    const count = this.editable ? Math.max(BOARD_SIZE, this.boardSlots.length) : this.boardSlots.length;
    const positions = Array.from({ length: count }, (_, index) => index);
    return html`<div part="board" class="board" role="group" aria-labelledby="board-label">
      <span part="board-label" class="board-label" id="board-label">${this.localize.term('board')}</span>
      <div class="board-cards">
        ${positions.map((index) =>
          this.renderCard(this.boardSlots[index], { kind: 'board', index }, 'board-card', shown ? best : null),
        )}
      </div>
      ${this.editable ? html`<span class="edit-hint">${this.localize.term('editHint')}</span>` : nothing}
    </div>`;
  }

  private renderHand(hand: HandModel, entry: ShowdownEntry | undefined, showdown: ShowdownResult | null, shownId: string | null): TemplateResult {
    const name = this.displayName(hand);
    const isWinner = !!entry && entry.place === 1 && (showdown?.ranking.length ?? 0) > 1;
    const tied = !!entry && (showdown?.ranking.filter((e) => e.place === entry.place).length ?? 0) > 1;
    const best = new Set<Card>(entry?.result.bestFive ?? []);
    const count = this.editable ? Math.max(HOLE_SIZE, hand.slots.length) : hand.slots.length;
    const positions = Array.from({ length: count }, (_, index) => index);
    const several = this.handModels.length > 1;
    return html`<li part="hand${isWinner ? ' hand-winner' : ''}" class="hand ${isWinner ? 'winner' : ''}">
      <div class="hand-head">
        ${entry && several
          ? html`<span part="place" class="place ${entry.place === 1 ? 'first' : ''}">
              <span aria-hidden="true">${this.localize.term('place', entry.place)}</span>
              <span class="sr-only">${this.localize.term('placeLabel', entry.place, tied)}</span>
            </span>`
          : nothing}
        <span part="name" class="name">${name}</span>
        ${isWinner
          ? html`<span class="badge">${showdown?.split ? this.localize.term('split') : this.localize.term('winner')}</span>`
          : nothing}
        ${this.editable && several
          ? html`<button part="remove-player" class="remove" type="button" aria-label=${this.localize.term('removePlayer', name)} @click=${() => this.removePlayer(hand.index)}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8"></path></svg>
            </button>`
          : nothing}
      </div>
      <div class="hand-body">
        <div class="hole" role="group" aria-label=${name}>
          ${positions.map((index) => this.renderCard(hand.slots[index], { kind: 'hole', hand: hand.index, index }, 'hole-card', entry ? best : null))}
        </div>
        ${entry
          ? html`<div class="hand-info">
              <p part="category" class="category">${this.localize.term('handTitle', shapeOf(entry.result))}</p>
              ${this.renderBestFive(hand, entry, shownId, several)}
            </div>`
          : nothing}
      </div>
    </li>`;
  }

  private renderBestFive(hand: HandModel, entry: ShowdownEntry, shownId: string | null, several: boolean): TemplateResult {
    const cards = entry.result.bestFive;
    const label = html`<span class="best-label">${this.localize.term('bestFive')}</span>
      <span class="best-cards" aria-hidden="true">
        ${cards.map(
          (card) => html`<span class="mini suit-${suitOf(card)}">${this.localize.term('rankLetter', rankOf(card))}${suitSymbol(suitOf(card))}${TEXT_PRESENTATION}</span>`,
        )}
      </span>`;
    const names = cards.map((card) => this.localize.term('cardName', card)).join(', ');
    if (!several) {
      return html`<p part="best-five" class="best-five static">
        ${label}<span class="sr-only">${names}</span>
      </p>`;
    }
    const pressed = shownId === hand.id;
    return html`<button
      part="best-five"
      class="best-five"
      type="button"
      aria-pressed=${pressed ? 'true' : 'false'}
      @click=${() => {
        this.shownHand = hand.id;
      }}
    >
      ${label}<span class="sr-only"> ${this.localize.term('showBestFive', this.displayName(hand), names)}</span>
    </button>`;
  }

  private renderCard(slot: Slot | undefined, ref: SlotRef, kind: 'board-card' | 'hole-card', best: ReadonlySet<Card> | null): TemplateResult {
    const inBest = !!slot?.card && !!best?.has(slot.card);
    // Inside a slot button the button's text names the card; the picture is decoration there.
    const card = html`<poker-card
      aria-hidden=${this.editable ? 'true' : nothing}
      part="card"
      exportparts="face: card-face, back: card-back"
      class=${kind}
      card=${slot?.text ?? ''}
      ?highlight=${best !== null && inBest}
      ?dim=${best !== null && !!slot?.card && !inBest}
      ?four-color=${this.fourColor}
      theme=${ifDefined(this.theme)}
      @error=${(event: Event) => event.stopPropagation()}
    ></poker-card>`;
    if (!this.editable) return card;
    const label = this.localize.term(
      'changeCard',
      this.slotLabel(ref),
      slot?.card ? this.localize.term('cardName', slot.card) : slot ? this.localize.term('unknownCard', slot.text) : this.localize.term('emptyCard'),
    );
    return html`<button part="card-slot" class="slot ${kind}-slot" type="button" aria-haspopup="dialog" @click=${() => this.openPicker(ref)}>
      ${card}<span class="sr-only">${label}</span>
    </button>`;
  }
}
