import { html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import type { PotCalculatorChangeDetail } from '../../events.js';
import { registerHandBasics } from '../../i18n/hand-basics-en.js';
import { wordingOf } from '../../i18n/localize.js';
import { registerPotCalculatorWords } from '../../i18n/pot-calculator-en.js';
import { boardConverter, slotsOf, type Slot } from '../shared/card-slots.js';
import {
  textAttribute,
  type Theme,
  themeProperty,
  cardsValue,
  entriesValue,
  nameValue,
  amountValue,
  orderValue,
} from '../shared/converters.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { OnUse, usePart } from '../shared/on-use.js';
import { renderPots, renderReturned, renderTotals } from './awards.js';
import { renderChart } from './chart.js';
import type { PotEditor } from './editor.js';
import { calculate, type Outcome, type Problem } from './internal/outcome.js';
import { readOrder, readPlayers, readRows, type FinishingOrder, type PotPlayer, type Row } from './internal/read-input.js';
import { changeDetail, errorDetail, namer, summaryText } from './internal/wording.js';
import { potCalculatorStyles } from './pot-calculator.styles.js';
import type { PotView } from './view.js';

export type { FinishingOrder, PotPlayer } from './internal/read-input.js';
export { readPlayers } from './internal/read-input.js';

/** The editor (`editable`): its form, its styles and the card picker, fetched the first time a calculator is editable. */
const editorPart = new OnUse(() => import('./editor.js'));
/** The hand evaluator (`showdown.ts`), fetched the first time a calculator has hands to compare. */
const showdownPart = new OnUse(() => import('./showdown.js'));
/**
 * The words of bad input (`problems.ts`: the message, its wording, the English error terms and
 * their look), fetched the first time a calculator has a problem to tell or is editable.
 */
const problemsPart = new OnUse(() =>
  import('./problems.js').then((module) => {
    module.registerPotErrorWords();
    return module;
  }),
);
/** `<poker-card>` and the cards' look (`cards.ts`), fetched the first time a calculator has cards to show. */
const cardsPart = new OnUse(() =>
  import('./cards.js').then((module) => {
    module.defineCards();
    return module;
  }),
);

const COPY_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <rect x="8" y="8" width="12" height="12" rx="2"></rect>
  <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"></path>
</svg>`;

/**
 * Works out the main and side pots of a Texas Hold'em hand from what each player put in
 * (T9, T10, T18) and draws them, a band per pot across the players who may win it (on
 * widths too narrow for a column per player, a bar per player); with
 * cards and a board, or a finishing order, it says who wins each pot and why, odd chips
 * included (T19), and gives a plain-text summary to copy. Bad values never throw: an inline
 * message names the field, `error` fires, and the last good pots stay on screen. The
 * attribute syntax is in the README.
 *
 * @tag pot-calculator
 * @summary Main and side pots, who wins them and why, odd chips and returned bets, drawn and explained in English or German; optionally editable.
 *
 * @attr players - The players clockwise, e.g. `Anna 20 all-in; Ben 50 Ks Kd; Carla 50 folded`: a name, the chips put in this hand, then in any order `all-in`, `folded` and hole cards. At most 12 players, each name once.
 * @attr board - Community cards, e.g. `Kh 9d 7c 4s 2h`.
 * @attr order - Finishing order, best first, `=` for a tie, e.g. `Ben > Carla = Anna`. Decides over the cards.
 * @attr button - The player with the dealer button (default: the last one listed). Odd chips go clockwise from the next player (T19).
 * @attr editable - Lets the reader add and remove players and change amounts, status, cards, the board and the order (the editor is fetched on first use).
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset (or any other value) follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires pot-calculator-change - After every successful calculation (first render included). `detail: PotCalculatorChangeDetail` (players, board, button, pots with eligible players and shares, returned chips, awards with reason text, totals, decided, summary text). Bubbles, composed.
 * @fires error - A bad value. `detail: PotCalculatorErrorDetail` (`{ code, message, text, field, player? }`), code `missing-amount`, `not-a-number`, `negative-amount`, `not-a-whole-number`, `duplicate-name` (two players of one name, or a player twice in the order), `too-many-players` (more than 12), `unknown-player`, `unknown-card`, `duplicate-card`, `card-count` or `invalid-input`. Composed; does not bubble (see `HoldemErrorDetail`).
 *
 * @csspart base - The whole panel.
 * @csspart header - The top line: total, players, button, copy button.
 * @csspart total - The total in the pots.
 * @csspart copy - The "Copy summary" button.
 * @csspart chart - The picture of the pots.
 * @csspart axis-label - A band's label (pot name and amount) beside the picture.
 * @csspart band - A pot's band across the picture (also `band-returned`).
 * @csspart segment - A player's chips in one pot (also `segment-live`, `segment-dead` for folded chips, `segment-returned` for uncalled chips).
 * @csspart column-label - Under each column: name, amount, status, button, cards, winnings.
 * @csspart player-name - A player's name under the picture.
 * @csspart player-amount - What a player put in.
 * @csspart badge - A player's status label (also `badge-all-in`, `badge-folded`).
 * @csspart dealer-button - The dealer button chip.
 * @csspart winnings - What a player collects.
 * @csspart seat-list - The picture on narrow widths (where a column per player would not show every label whole): a line per player over a bar of their chips, under a key of the pots.
 * @csspart seat - One player's line and bar in the list.
 * @csspart seat-bar - A player's bar in the list: a column per pot, as wide in every bar.
 * @csspart bar-segment - A player's chips in one pot, in the list (also `bar-segment-live`, `bar-segment-dead`, `bar-segment-returned`).
 * @csspart legend - The legend under the picture.
 * @csspart pots - The list of pots.
 * @csspart pot - One pot (also `pot-open` before the showdown).
 * @csspart pot-name - A pot's name.
 * @csspart pot-amount - A pot's amount.
 * @csspart eligible - Who may win a pot.
 * @csspart award - Who wins the pot and why.
 * @csspart returned - The uncalled chips returned (T10).
 * @csspart totals - What each winner collects.
 * @csspart status - The hint line (open showdown, last valid result).
 * @csspart error - The inline error message.
 * @csspart summary - The `<details>` with the plain-text summary.
 * @csspart summary-text - The summary's text box.
 * @csspart board - The community cards, shown when a board is given and the element is not editable.
 * @csspart card - Every `<poker-card>`; its own parts are forwarded as `card-face`, `card-back`.
 * @csspart editor - The players' form (`editable`).
 * @csspart editor-row - One player's row in the form.
 * @csspart input - A text field of the form (name, chips, order).
 * @csspart select - A player's status select.
 * @csspart card-slot - A card's button in the form, which opens the card picker.
 * @csspart add-player - The "Add player" button.
 * @csspart player-limit - In its place once the calculator holds 12 players, the most it takes: "12 players at most.".
 * @csspart remove-player - A player's remove button.
 * @csspart picker - The card picker dialog (`editable`); also `picker-grid`, `picker-option`, `picker-close`, `picker-title`.
 *
 * @cssprop [--pot-calculator-pot-1=#1f6b48] - Main pot colour (dark theme `#6fcf97`); `--pot-calculator-pot-2` … `-6` the side pots (colours repeat after six).
 * @cssprop [--pot-calculator-pot-text=#fff] - Numbers on a pot colour (dark theme `#0d1417`).
 * @cssprop --pot-calculator-chart-height - Height of the picture (default scales with the element, 15–22rem).
 * @cssprop [--poker-felt=#1f6b48] - Felt (kit token; the main pot's colour unless `--pot-calculator-pot-1` is set).
 * @cssprop [--poker-accent=#f2b300] - Dealer button and winnings.
 * @cssprop --poker-font - Font family (kit token; default the system UI font).
 * @cssprop [--poker-radius=0.875rem] - Corner radius of the panel and tiles.
 * @cssprop [--poker-surface=#fff] - Panel background.
 * @cssprop [--poker-surface-raised=#f6f5f1] - Tiles.
 * @cssprop [--poker-text=#1c2126] - Text.
 * @cssprop [--poker-muted=#59636e] - Secondary text.
 * @cssprop [--poker-border=#dedad1] - Borders.
 * @cssprop [--poker-win=#17663a] - Winner text (`--poker-win-surface` its background).
 * @cssprop [--poker-danger=#b3261e] - Error text and border (`--poker-danger-surface` its background).
 * @cssprop [--poker-focus=#1a5fd0] - Focus ring.
 * @cssprop --poker-card-* - Every `<poker-card>` token applies to the cards inside.
 */
export class PotCalculator extends HoldemElement {
  static override styles = potCalculatorStyles;

  // Declared here rather than with decorators: no decorator code in a page that loads the element.
  static override properties: PropertyDeclarations = {
    players: {
      converter: { fromAttribute: readPlayers },
      read: entriesValue({ name: nameValue, contributed: amountValue(undefined), cards: cardsValue('') }, readPlayers),
    },
    board: { converter: boardConverter, read: cardsValue([]) },
    order: { read: orderValue },
    button: { converter: textAttribute, read: nameValue },
    editable: { type: Boolean, reflect: true },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    theme: themeProperty,
    copyState: { state: true, attribute: false },
  };

  constructor() {
    super();
    // The hand terms beyond these come with the showdown part, the first time hands are compared.
    registerHandBasics();
    registerPotCalculatorWords();
  }

  /** The players clockwise. Attribute: `players="Anna 20 all-in; Ben 50 Ks Kd; Carla 50 folded"`. */
  players: PotPlayer[] = [];

  /** Community cards. Attribute: `board="Kh 9d 7c 4s 2h"`. */
  board: string[] = [];

  /** Finishing order, best first: `"Ben > Carla = Anna"` or `['Ben', ['Carla', 'Anna']]`. Decides over the cards. */
  order: FinishingOrder = '';

  /** The player with the dealer button (default: the last one listed). */
  button = '';

  /** Lets the reader add and remove players and change every value. */
  editable = false;

  /** Four-colour cards: diamonds blue, clubs green. */
  fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme: Theme | undefined;

  /** Outcome of the last click on the copy button. */
  private copyState: 'idle' | 'copied' | 'selected' = 'idle';

  private rows: Row[] = [];
  private boardSlots: Slot[] = [];
  private problems: Problem[] = [];
  /** The last calculation that worked: stays on screen while a value is bad. */
  private outcome: Outcome | null = null;
  /** Whether `outcome` is the current input's (false while a value is bad, or while a part it needs is fetched). */
  private current = false;
  /** The input waits for a part (the showdown to compare hands, the cards to show them): what was shown stays until it is there (nothing, at first). */
  private awaitingParts = false;
  /** An event is owed for the last calculation (sent once the element has settled). */
  private report = false;
  /** The words the problems name players in (`Player 2`): calculated again when they change, e.g. once German arrives. */
  private wordedIn = '';
  private editor: PotEditor | undefined;

  /**
   * The latest successful result, as sent with `pot-calculator-change` (texts in the
   * current language), or `null` while a value is bad or there are no players.
   */
  get result(): PotCalculatorChangeDetail | null {
    return this.current && this.outcome ? changeDetail(this.localize, this.outcome, namer(this.localize, this.outcome.rows)) : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const input = changed.has('players') || changed.has('board') || changed.has('order') || changed.has('button');
    if (input || wordingOf(this.localize.lang()) !== this.wordedIn || this.awaitingParts) this.calculate();
    if (input) {
      this.report = true;
      if (this.copyState !== 'idle') this.copyState = 'idle';
    }
    // Problems are told (inline, and as `error`) once their words are there, as are the hints for
    // no players or no chips yet; the editor names fields with them too.
    if (this.problems.length > 0 || this.editable || this.rows.length === 0 || this.noChips) usePart(this, problemsPart);
    if (this.editable && !this.editor) {
      const part = usePart(this, editorPart);
      if (part) this.editor = new part.PotEditor(this, () => ({ rows: this.rows, boardSlots: this.boardSlots, problems: this.problems }));
    }
  }

  protected override updated(): void {
    if (!this.report || this.settling) return;
    this.report = false;
    const problem = this.problems[0];
    // The words of bad input came (the element waited for them), or could not: then the code is the message.
    if (problem) this.emitError(errorDetail(problem, problemsPart.module?.errorMessage(this.localize, problem) ?? problem.code));
    else if (this.current && this.outcome)
      this.emit('pot-calculator-change', changeDetail(this.localize, this.outcome, namer(this.localize, this.outcome.rows)));
  }

  /** Reads every value and asks core for the pots and awards (`internal/outcome.ts`); keeps the outcome or the problems. */
  private calculate(): void {
    this.wordedIn = wordingOf(this.localize.lang());
    this.rows = readRows(this.players);
    this.boardSlots = slotsOf(Array.isArray(this.board) ? this.board : String(this.board ?? ''));
    try {
      const { problems, outcome, needsShowdown, needsCards } = calculate(
        { rows: this.rows, boardSlots: this.boardSlots, order: readOrder(this.order), button: String(this.button ?? '') },
        namer(this.localize, this.rows).nameOf,
        showdownPart.module?.showdown,
        cardsPart.module?.duplicateCards,
      );
      if (showdownPart.module) showdownPart.module.registerKitTranslations();
      // Hands to compare and no evaluator yet: fetch it (the element calculates again once it is there).
      if (needsShowdown) usePart(this, showdownPart);
      // Cards to show (a board, hole cards): they come with `<poker-card>` (adopted by every calculator that shows some).
      const withCards =
        needsCards || (!!outcome && [outcome.board, ...outcome.rows.map((row) => row.cards)].some((cards) => cards.length > 0));
      const awaitingCards = withCards && !usePart(this, cardsPart);
      this.awaitingParts = !!needsShowdown || awaitingCards;
      this.problems = problems;
      this.current = outcome !== null && !awaitingCards;
      // No players: nothing to show. A bad value: the last good pots stay. A part on its way: what was shown stays.
      if (this.current || (problems.length === 0 && this.rows.length === 0)) this.outcome = outcome;
    } catch (error) {
      // Never throw into the page: an unforeseen failure is reported like bad input.
      this.current = false;
      this.awaitingParts = false;
      this.problems = [
        { code: 'invalid-input', field: { kind: 'players' }, text: String(error instanceof Error ? error.message : error), kind: 'other' },
      ];
    }
  }

  /** Everyone at zero chips: no pots to draw, a sentence instead of an empty chart. */
  private get noChips(): boolean {
    return !!this.outcome && this.current && this.outcome.rows.every((row) => row.amount === 0);
  }

  private async copy(): Promise<void> {
    const outcome = this.outcome;
    if (!outcome) return;
    const text = summaryText(this.localize, outcome, namer(this.localize, outcome.rows));
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      this.copyState = 'copied';
    } catch {
      // No clipboard (an insecure page, a refused permission): select the text for Ctrl+C.
      const details = this.renderRoot.querySelector<HTMLDetailsElement>('details.summary');
      if (details) details.open = true;
      this.copyState = 'selected';
      await this.updateComplete;
      const box = this.renderRoot.querySelector<HTMLTextAreaElement>('.summary-text');
      box?.focus();
      box?.select();
    }
  }

  protected override render(): TemplateResult {
    const t = this.localize;
    const { outcome, problems } = this;
    // The words of bad input are here (the message, the stale pots' status and look come with them).
    const told = !!problemsPart.module && problems.length > 0;
    const stale = !this.current && !!outcome && problems.length > 0;
    // Everyone at zero chips: no pots to draw, a sentence instead of an empty chart.
    const noChips = this.noChips;
    // The hints for missing input come with the words of bad input.
    const hint = (key: 'noPlayers' | 'noChips'): string => (problemsPart.module ? t.term(key) : '');
    const status = stale
      ? told
        ? t.term('staleResult')
        : ''
      : this.rows.length === 0 && problems.length === 0
        ? hint('noPlayers')
        : noChips
          ? hint('noChips')
          : outcome && this.current && !outcome.awards
            ? t.term('showdownOpen')
            : '';
    const look = { t, fourColor: this.fourColor, theme: this.theme, cards: cardsPart.module };
    return html`<section part="base" class="base">
      ${this.editable && this.editor ? this.editor.render({ ...look, names: namer(t, this.rows) }) : nothing}
      <div part="error" class="error ${told ? '' : 'is-empty'}" role="alert" id="error">
        ${told ? problemsPart.module!.renderProblems(t, problems) : nothing}
      </div>
      ${outcome && !noChips && (this.current || stale || this.awaitingParts) ? this.renderOutcome({ ...look, names: namer(t, outcome.rows) }, outcome, stale && told) : nothing}
      <p part="status" class="status ${status ? '' : 'is-empty'}" role="status">${status}</p>
    </section>`;
  }

  private renderOutcome(view: PotView, outcome: Outcome, stale: boolean): TemplateResult {
    const { t, names } = view;
    const total = outcome.pots.pots.reduce((sum, pot) => sum + pot.amount, 0);
    const summary = summaryText(t, outcome, names);
    const copyStatus = this.copyState === 'copied' ? t.term('copied') : this.copyState === 'selected' ? t.term('copySelected') : '';
    return html`<div class="outcome ${stale ? 'is-stale' : ''}">
      <div part="header" class="header">
        <div part="total" class="total">
          <span class="caption">${t.term('potTotal')}</span>
          <span class="total-amount">${t.term('chipAmount', total)}</span>
        </div>
        <p class="meta">
          <span>${t.term('playerCount', outcome.rows.length)}</span>
          <span aria-hidden="true">·</span>
          <span>${t.term('buttonIs', names.nameOfId(outcome.button))}</span>
        </p>
        <div class="copy-area">
          <button part="copy" class="copy pill" type="button" @click=${this.copy}>${COPY_ICON} ${t.term('copySummary')}</button>
          <span class="copy-status" role="status">${copyStatus}</span>
        </div>
      </div>
      ${!this.editable && outcome.board.length > 0 && view.cards ? view.cards.renderBoard(view, outcome) : nothing} ${renderChart(view, outcome)}
      ${renderPots(view, outcome)} ${renderReturned(view, outcome)} ${renderTotals(view, outcome)}
      <details part="summary" class="summary">
        <summary>${t.term('summary')}</summary>
        <textarea
          part="summary-text"
          class="summary-text"
          readonly
          rows=${summary.split('\n').length}
          aria-label=${t.term('summary')}
          .value=${summary}
        ></textarea>
      </details>
    </div>`;
  }
}
