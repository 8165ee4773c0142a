import { html, nothing, svg, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { Card } from '../../core/cards.js';
import type { ShowdownEntry, ShowdownResult } from '../../core/showdown.js';
import type { HandRankerChangeDetail } from '../../events.js';
import { registerRankerWords } from '../../i18n/ranker-en.js';
import { boardConverter, slotsOf, type Slot } from '../shared/card-slots.js';
import { themeProperty, type Theme, cardsValue, entriesValue, nameValue } from '../shared/converters.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { OnUse, usePart } from '../shared/on-use.js';
import type { HandEditing } from './editing.js';
import { handRankerStyles } from './hand-ranker.styles.js';
import { renderHand, type HandsShown } from './hands.js';
import { BOARD_SIZE, rankDeal, type DealProblem } from './internal/deal.js';
import { readHandModels, readHands, type HandInput, type HandModel } from './internal/read-input.js';
import { changeDetail, errorDetail, handNames, verdictText } from './internal/wording.js';
import { renderCard, type RankerView } from './view.js';

export type { HandInput } from './internal/read-input.js';

/** The editor (`editable`): card buttons, the card picker, adding and removing players; fetched the first time a ranker is editable. */
const editingPart = new OnUse(() => import('./editing.js'));
/** The odds and outs before the river (three or four board cards), fetched the first time they are shown. */
const equityPart = new OnUse(() => import('./equity-view.js'));
/** The words of bad input (`problems.ts`: the message, its wording, the hand terms and the message's look), fetched with the first problem. */
const problemsPart = new OnUse(() =>
  import('./problems.js').then((module) => {
    module.registerKitTranslations();
    return module;
  }),
);

const TROPHY = svg`<path d="M7 4h10v3a5 5 0 0 1-10 0V4zM5 5H3v1.5A3.5 3.5 0 0 0 6.5 10M19 5h2v1.5a3.5 3.5 0 0 1-3.5 3.5M12 12v4M8.5 20h7M9.5 16h5v4h-5z"></path>`;
const SCALES = svg`<path d="M12 3v18M5 8l-3 6h6zM19 8l-3 6h6zM5 8h14M8 21h8"></path>`;

/**
 * Shows who wins a Texas Hold'em showdown and why (T17): the board and every player's hole
 * cards with each best five highlighted, each hand's category, the order of the hands and
 * the verdict in a plain sentence ("Anna wins: pair of kings, queen kicker beats jack
 * kicker"). Bad input never throws: an inline message names the bad text and `error`
 * fires. The attribute syntax is in the README.
 *
 * @tag hand-ranker
 * @summary Ranks Hold'em hands and explains the winner, in English or German; optionally editable.
 *
 * @attr board - Community cards, e.g. `Kh 9d 7c 4s 2h` (0 to 5 cards; spaces or commas between, `10h` and `K♥` read too).
 * @attr hands - Players' hands separated by `;`, each `Name: card card` (the name is optional, each name once), e.g. `Anna: Ks Qd; Ben: Kc Jd`; at most 12 hands.
 * @attr editable - Lets the reader change every card with a card picker (and remove the turn or river, add or remove players); the editor is fetched on first use.
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset (or any other value) follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires hand-ranker-change - After every successful evaluation (first render included). `detail: HandRankerChangeDetail` (board, hands with category, value, bestFive and place, winners, split, boardPlays, reason text, structured comparison). Bubbles, composed.
 * @fires error - Input that is not a valid deal. `detail: HoldemErrorDetail` (`{ code, message, text }`), code `unknown-card`, `duplicate-card`, `card-count`, `duplicate-name` (two hands of one name), `too-many-players` (more than 12 hands) or `invalid-input`. Composed; does not bubble (see `HoldemErrorDetail`).
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
 * @csspart card - Every card (board and hole cards): the box the ranker draws a card in, named by the card (`<poker-card>`'s face, drawn in the ranker's own root).
 * @csspart card-face - The SVG face inside each card (also of the placeholder for text that is not a card).
 * @csspart card-slot - In `editable` mode, the button around each card.
 * @csspart verdict - The verdict sentence.
 * @csspart error - The inline error message.
 * @csspart add-player - The "Add player" button (`editable`).
 * @csspart player-limit - In its place once the ranker holds 12 hands, the most it takes: "12 hands at most." (`editable`).
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
 * @cssprop --poker-card-* - The face tokens of `<poker-card>` (face, edge, shadow, red, black, four-colour, radius, font, slot) apply to the cards inside.
 */
export class HandRanker extends HoldemElement {
  static override styles = handRankerStyles;

  // Declared here rather than with decorators: a ranking's first load carries no decorator code.
  static override properties: PropertyDeclarations = {
    board: { converter: boardConverter, read: cardsValue([]) },
    hands: { converter: { fromAttribute: readHands }, read: entriesValue({ name: nameValue, cards: cardsValue('') }, readHands) },
    editable: { type: Boolean, reflect: true },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    theme: themeProperty,
  };

  constructor() {
    super();
    registerRankerWords();
  }

  /** Community cards, 0 to 5. Attribute: `board="Kh 9d 7c 4s 2h"`. */
  board: string[] = [];

  /** Players' hands. Attribute: `hands="Anna: Ks Qd; Ben: Kc Jd"`. */
  hands: HandInput[] = [];

  /** Lets the reader change cards with a card picker, and add or remove players. */
  editable = false;

  /** Four-colour cards: diamonds blue, clubs green. */
  fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme: Theme | undefined;

  /** Which hand's best five the board highlights (default: the first winner). */
  private shownHand: string | null = null;

  private boardSlots: Slot[] = [];
  private handModels: HandModel[] = [];
  private showdown: ShowdownResult | null = null;
  private problem: DealProblem | null = null;
  /** An event is owed for the last evaluation (sent once the element has settled). */
  private report = false;
  private editing: HandEditing | undefined;

  /**
   * The latest successful result, as sent with `hand-ranker-change` (texts in the
   * current language), or `null` while the input is invalid.
   */
  get result(): HandRankerChangeDetail | null {
    return this.showdown ? changeDetail(this.localize, this.showdown, this.handModels) : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('board') || changed.has('hands')) {
      this.boardSlots = slotsOf(Array.isArray(this.board) ? this.board : String(this.board ?? ''));
      this.handModels = readHandModels(this.hands);
      ({ showdown: this.showdown, problem: this.problem } = rankDeal(this.boardSlots, this.handModels));
      if (this.shownHand && !this.handModels.some((hand) => hand.id === this.shownHand)) this.shownHand = null;
      this.report = true;
    }
    // A problem is told (inline, and as `error`) once its words are there.
    if (this.problem) usePart(this, problemsPart);
    if (this.editable && !this.editing) {
      const part = usePart(this, editingPart);
      if (part) this.editing = new part.HandEditing(this, () => ({ boardSlots: this.boardSlots, hands: this.handModels }));
    }
  }

  protected override updated(): void {
    if (!this.report || this.settling) return;
    this.report = false;
    if (this.showdown) this.emit('hand-ranker-change', changeDetail(this.localize, this.showdown, this.handModels));
    else if (this.problem) {
      // The words of bad input came (the element waited for them), or could not: then the code is the message.
      const message = problemsPart.module?.errorMessage(this.localize, this.problem, this.boardSlots, this.handModels) ?? this.problem.code;
      this.emitError(errorDetail(this.localize, this.problem, message, this.handModels));
    }
  }

  protected override render(): TemplateResult {
    const t = this.localize;
    const { showdown, problem } = this;
    const told = problem ? problemsPart.module : undefined;
    const editing = this.editable ? this.editing : undefined;
    const view: RankerView = {
      t,
      fourColor: this.fourColor,
      theme: this.theme,
      nameOf: handNames(t, this.handModels).nameOf,
      editing,
      placeholder: (told ?? (editing ? editingPart.module : undefined))?.cardPlaceholder,
    };
    editing?.use(view);
    const entryOf = new Map<string, ShowdownEntry>(showdown?.ranking.map((entry) => [entry.id, entry]) ?? []);
    const shownId = this.shownHand ?? showdown?.winners[0] ?? null;
    const hands = showdown
      ? [...this.handModels].sort((a, b) => (entryOf.get(a.id)?.place ?? 99) - (entryOf.get(b.id)?.place ?? 99))
      : this.handModels;
    const shown: HandsShown = {
      showdown,
      shownId,
      several: this.handModels.length > 1,
      show: (id) => {
        this.shownHand = id;
        this.requestUpdate();
      },
    };
    const renderOne = (hand: HandModel): TemplateResult => renderHand(view, hand, entryOf.get(hand.id), shown);
    const empty = !showdown && !problem && this.handModels.length === 0;

    return html`<section part="base" class="base">
      ${this.renderBoard(view, shownId ? entryOf.get(shownId) : undefined)}
      ${
        hands.length > 0
          ? html`<ol part="hands" class="hands tiles" aria-label=${t.term('hands')}>
              ${editing ? editing.list(hands, renderOne) : hands.map(renderOne)}
            </ol>`
          : nothing
      }
      ${editing ? editing.addButton(view) : nothing}
      <div
        part="verdict"
        class="verdict ${showdown ? (showdown.split ? 'is-split' : 'is-win') : empty ? 'is-hint' : 'is-empty'}"
        role="status"
      >
        ${
          showdown
            ? html`<svg class="verdict-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  ${showdown.ranking.length > 1 && !showdown.split ? TROPHY : SCALES}
                </svg>
                <span>${verdictText(t, showdown, this.handModels)}</span>`
            : empty
              ? html`<span class="hint">${t.term('verdict', { kind: 'empty' })}</span>`
              : nothing
        }
      </div>
      ${this.boardSlots.length === 3 || this.boardSlots.length === 4 ? (usePart(this, equityPart)?.renderEquity(t, this.boardSlots, this.handModels, view.nameOf) ?? nothing) : nothing}
      <div part="error" class="error ${told ? '' : 'is-empty'}" role="alert">
        ${told ? told.renderProblem(t, problem!, this.boardSlots, this.handModels) : nothing}
      </div>
      ${editing ? editing.picker(view) : nothing}
    </section>`;
  }

  private renderBoard(view: RankerView, shown: ShowdownEntry | undefined): TemplateResult {
    const best = new Set<Card>(shown?.result.bestFive ?? []);
    const count = view.editing ? Math.max(BOARD_SIZE, this.boardSlots.length) : this.boardSlots.length;
    return html`<div part="board" class="board" role="group" aria-labelledby="board-label">
      <span part="board-label" class="board-label" id="board-label">${view.t.term('board')}</span>
      <div class="board-cards">
        ${Array.from({ length: count }, (_, index) => renderCard(view, this.boardSlots[index], { kind: 'board', index }, 'board-card', shown ? best : null))}
      </div>
      ${view.editing ? html`<span class="edit-hint">${view.t.term('editHint')}</span>` : nothing}
    </div>`;
  }
}
