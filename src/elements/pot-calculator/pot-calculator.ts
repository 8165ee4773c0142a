import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { cssom } from '../shared/cssom.js';
import { parseCard, parseCards, type Card } from '../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../core/errors.js';
import type { HandResult } from '../../core/evaluate.js';
import { awardPots, potLayers, showdownValues, undecidedPots, type HandValues, type PotAwards, type PotLayersResult } from '../../core/pots.js';
import type {
  PotCalculatorAwardDetail,
  PotCalculatorChangeDetail,
  PotCalculatorErrorDetail,
} from '../../events.js';
import { registerKitTranslations } from '../../i18n/kit.js';
import { registerPotTranslations } from '../../i18n/pots.js';
import type { PotAwardWording, PotField } from '../../i18n/translation.js';
import { shapeOf } from '../../i18n/verdict.js';
import type { PokerCardPicker } from '../card-picker/card-picker.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { potCalculatorStyles } from './pot-calculator.styles.js';
import { boardConverter, cardsOf, slotsOf, type Slot } from '../shared/card-slots.js';

/** A player as the `players` property takes it. */
export interface PotPlayer {
  /** Shown name; a player without one is called "Player 2" (in the page's language). */
  name?: string;
  /** Chips this player put in this hand, all streets together: a whole number, 0 or more. Text is read as in the attribute (`"1,000"`). */
  contributed: number | string;
  /** Folded: the chips stay in the pots as dead money (T18). */
  folded?: boolean;
  /** All-in: shown as a label; the pots follow from the amounts alone (T9). */
  allIn?: boolean;
  /** Hole cards: `['Ks', 'Kd']` or `'Ks Kd'`. */
  cards?: string | readonly string[];
}

/** A finishing order: `"Ben > Carla = Anna"`, or best first with ties as inner lists: `['Ben', ['Carla', 'Anna']]`. */
export type FinishingOrder = string | readonly (string | readonly string[])[];

type Status = 'in' | 'all-in' | 'folded';

interface Row {
  /** Seat id for the engine: stable for the row's position. */
  id: string;
  index: number;
  /** The name as given ('' for none). */
  rawName: string;
  /** The amount as given, as text. */
  amountText: string;
  amount: number | null;
  amountCode: string | null;
  folded: boolean;
  allIn: boolean;
  slots: Slot[];
}

interface Problem {
  code: string;
  field: PotField;
  /** The offending text (or the player's name). */
  text: string;
  /** Which row or board slot to mark as invalid. */
  row?: number;
  input?: 'name' | 'chips' | 'cards' | 'status' | 'board' | 'order' | 'button';
  /** For `duplicate-card`: where the card lies; `no-showdown`: the pot and its players. */
  places?: PotField[];
  potIndex?: number;
  names?: string[];
  hole?: number;
  board?: number;
  kind?: 'everyone-folded' | 'all-in-folded' | 'no-showdown' | 'other';
}

/** A calculation that worked: what the picture, the lists and the summary show. */
interface Outcome {
  rows: { id: string; index: number; rawName: string; amount: number; folded: boolean; allIn: boolean; cards: Card[] }[];
  board: Card[];
  button: string;
  pots: PotLayersResult;
  /** `null` while the showdown is open (contested pots and no cards or order). */
  awards: PotAwards | null;
  hands: Record<string, HandResult>;
  decidedBy: 'cards' | 'order' | null;
  /** Seats that show a hand (cards, or a place in the finishing order). */
  showing: string[];
}


type SlotRef = { kind: 'board'; index: number } | { kind: 'hole'; row: number; index: number };

const BOARD_SIZE = 5;
const HOLE_SIZE = 2;
const MAX_PLAYERS = 10;
/** Pot colours cycle after six. */
const POT_COLOURS = 6;

const FOLDED_WORDS = new Set(['folded', 'fold', 'folds', 'gefoldet', 'foldet', 'ausgestiegen']);
const ALL_IN_WORDS = new Set(['allin', 'allesin']);
/** `folded`, `(folded)`, `Folds`, `gefoldet`; `all-in`, `All_In`, `(all in)`. */
const flagOf = (token: string): 'folded' | 'all-in' | null => {
  const word = token.toLowerCase().replace(/[^a-zäöüß]/g, '');
  if (FOLDED_WORDS.has(word)) return 'folded';
  if (ALL_IN_WORDS.has(word)) return 'all-in';
  return null;
};

const isCardText = (text: string): boolean => {
  try {
    parseCards(text);
    return true;
  } catch {
    return false;
  }
};

/** A token that starts like a number and is not a card (`20`, `-5`, `2.5`, `1,000`; not `2h`). */
const looksLikeAmount = (token: string): boolean => /^[+\-−]?[\d.,]/.test(token) && /\d/.test(token) && !isCardText(token);

/**
 * `players="Anna 20 all-in; Ben 50 Ks Kd; Carla: 50 folded"` → one `PotPlayer` per entry
 * (separated by `;` or new lines). Each entry: a name, the chips put in, then in any order
 * `all-in`, `folded` and hole cards. A colon after the name is optional.
 */
export function readPlayers(value: string | null): PotPlayer[] {
  return (value ?? '')
    .split(/[;\n]+/)
    .map((entry) => entry.replace(/\ball[\s_-]+in\b/gi, 'all-in').trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':');
      const tokens = (colon >= 0 ? entry.slice(colon + 1) : entry).split(/\s+/).filter(Boolean);
      const nameTokens: string[] = colon >= 0 ? [entry.slice(0, colon).trim()] : [];
      let contributed = '';
      let folded = false;
      let allIn = false;
      const cards: string[] = [];
      const rest: string[] = [];
      let seenAmount = false;
      for (const token of tokens) {
        const flag = flagOf(token);
        if (flag === 'folded') folded = true;
        else if (flag === 'all-in') allIn = true;
        else if (!seenAmount && looksLikeAmount(token)) {
          contributed = token;
          seenAmount = true;
        } else if (!seenAmount && colon < 0) nameTokens.push(token);
        else rest.push(token);
      }
      for (const token of rest) {
        // "20 Anna": a word after the amount that is no card names a player given no name.
        if (nameTokens.join('') === '' && !isCardText(token) && !/\d/.test(token)) nameTokens.push(token);
        else cards.push(token);
      }
      const player: PotPlayer = { name: nameTokens.join(' ').trim(), contributed };
      if (folded) player.folded = true;
      if (allIn) player.allIn = true;
      if (cards.length > 0) player.cards = cards;
      return player;
    });
}

const playersConverter = { fromAttribute: readPlayers };


/** Chips as text → a whole number, or why not. `1,000` and `1.000` read as a thousand. */
function readChips(input: number | string | undefined | null): { value: number } | { code: string; text: string } {
  if (typeof input === 'number') {
    const text = String(input);
    if (!Number.isFinite(input)) return { code: 'not-a-number', text };
    if (input < 0) return { code: 'negative-amount', text };
    if (!Number.isSafeInteger(input)) return { code: 'not-a-whole-number', text };
    return { value: input };
  }
  const text = String(input ?? '').trim();
  let t = text.replace(/[\s_'’\u00a0\u202f]/g, '').replace('−', '-');
  if (t === '') return { code: 'missing-amount', text };
  if (/^[+-]?\d{1,3}([.,]\d{3})+$/.test(t)) t = t.replace(/[.,]/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return { code: 'not-a-number', text };
  const value = Number(t.replace(',', '.'));
  if (value < 0) return { code: 'negative-amount', text };
  if (!Number.isInteger(value)) return { code: 'not-a-whole-number', text };
  if (!Number.isSafeInteger(value)) return { code: 'not-a-number', text };
  return { value: value === 0 ? 0 : value };
}

const sameName = (a: string, b: string): boolean => a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** `"Ben > Carla = Anna"` → `[['Ben'], ['Carla', 'Anna']]`. */
function readOrder(order: FinishingOrder | null | undefined): string[][] {
  const groups = Array.isArray(order)
    ? (order as readonly (string | readonly string[])[]).map((entry) => (typeof entry === 'string' ? entry.split('=') : [...entry]))
    : String(order ?? '').split(/[>\n]+/).map((group) => group.split('='));
  return groups.map((group) => group.map((name) => String(name).trim()).filter(Boolean)).filter((group) => group.length > 0);
}

const writeOrder = (groups: readonly (readonly string[])[]): string => groups.map((group) => group.join(' = ')).join(' > ');

/**
 * Works out the main and side pots of a Texas Hold'em hand from what each player put in
 * (T9, T10, T18) and draws them: a column per player, stacked in bands, one band per pot,
 * so each pot reads as a coloured layer across the players who may win it; folded chips
 * are drawn as dead money, uncalled chips as returned. With cards and a board, or a
 * finishing order, it says who wins what and why, odd chips included (T19), in the page's
 * language, and gives a plain-text summary to copy. With `editable` the reader adds and
 * removes players and changes amounts, status, cards and the board; the pots follow live.
 *
 * Declarative use, no script needed:
 *
 * ```html
 * <pot-calculator players="Anna 20 all-in; Ben 50; Carla 50" button="Carla"></pot-calculator>
 * <pot-calculator
 *   players="Anna 20 all-in As Ah; Ben 50 Ks Kd; Carla 50 Qs Jc; Dora 10 folded"
 *   board="Kh 9d 7c 4s 2h"></pot-calculator>
 * <pot-calculator players="Anna 20; Ben 50; Carla 50" order="Ben > Carla = Anna"></pot-calculator>
 * ```
 *
 * `players` lists the players clockwise, separated by `;` (or new lines). Each entry is a
 * name, the chips put in this hand (all streets, blinds and antes together: `20`,
 * `1,000`), then in any order `all-in`, `folded` and hole cards (`Ks Kd`). Case and extra
 * spaces do not matter; a colon after the name is allowed (`Anna: 20`). `button` names the
 * player with the dealer button (default: the last one listed), which decides who gets odd
 * chips (T19). `board` holds the community cards. `order` is a finishing order, best first,
 * `>` between places and `=` for a tie; it decides over the cards. Players who show no
 * cards and are not in the order do not show (they muck) and cannot win a contested pot.
 * From script, set `players` (`PotPlayer[]`), `board`, `order` and `button` instead.
 *
 * Bad values never throw: an inline message (`role="alert"`) names the bad field
 * ("Ben's chips: “-20” is negative…"), the element fires `error`, and the pots of the last
 * good input stay on screen.
 *
 * @tag pot-calculator
 * @summary Main and side pots, who wins them and why, odd chips and returned bets, drawn and explained in English or German; optionally editable.
 *
 * @attr players - The players clockwise, e.g. `Anna 20 all-in; Ben 50 Ks Kd; Carla 50 folded`.
 * @attr board - Community cards, e.g. `Kh 9d 7c 4s 2h`.
 * @attr order - Finishing order, best first, `=` for a tie, e.g. `Ben > Carla = Anna`. Decides over the cards.
 * @attr button - The player with the dealer button (default: the last one listed). Odd chips go clockwise from the next player (T19).
 * @attr editable - Lets the reader add and remove players and change amounts, status, cards, the board and the order.
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires pot-calculator-change - After every successful calculation (first render included). `detail: PotCalculatorChangeDetail` (players, board, button, pots with eligible players and shares, returned chips, awards with reason text, totals, decided, summary text). Bubbles, composed.
 * @fires error - A bad value. `detail: { code, message, text, field, player? }`, code `missing-amount`, `not-a-number`, `negative-amount`, `not-a-whole-number`, `duplicate-name`, `unknown-player`, `unknown-card`, `duplicate-card`, `card-count` or `invalid-input`. Composed; does not bubble (see `HoldemErrorDetail`).
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
 * @csspart summary - The `<details>` with the plain-text summary; `summary-text` the text box.
 * @csspart board - The community cards, shown when a board is given and the element is not editable.
 * @csspart card - Every `<poker-card>`; its own parts are forwarded as `card-face`, `card-back`.
 * @csspart editor - The players' form (`editable`); also `editor-row`, `input`, `select`, `card-slot`, `add-player`, `remove-player`.
 * @csspart picker - The card picker dialog (`editable`); also `picker-grid`, `picker-option`, `picker-close`, `picker-title`.
 *
 * @cssprop [--pot-calculator-pot-1=#1f6b48] - Main pot colour (dark theme `#6fcf97`); `--pot-calculator-pot-2` … `-6` the side pots (colours repeat after six).
 * @cssprop [--pot-calculator-pot-text=#fff] - Numbers on a pot colour (dark theme `#0d1417`).
 * @cssprop --pot-calculator-chart-height - Height of the picture (default scales with the element, 13–19rem).
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

  constructor() {
    super();
    registerKitTranslations();
    registerPotTranslations();
  }

  /** The players clockwise. Attribute: `players="Anna 20 all-in; Ben 50 Ks Kd; Carla 50 folded"`. */
  @property({ converter: playersConverter }) players: PotPlayer[] = [];

  /** Community cards. Attribute: `board="Kh 9d 7c 4s 2h"`. */
  @property({ converter: boardConverter }) board: string[] = [];

  /** Finishing order, best first: `"Ben > Carla = Anna"` or `['Ben', ['Carla', 'Anna']]`. Decides over the cards. */
  @property() order: FinishingOrder = '';

  /** The player with the dealer button (default: the last one listed). */
  @property() button = '';

  /** Lets the reader add and remove players and change every value. */
  @property({ type: Boolean, reflect: true }) editable = false;

  @property({ type: Boolean, reflect: true, attribute: 'four-color' }) fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({ reflect: true }) theme: 'light' | 'dark' | undefined;

  /** The slot the picker is choosing a card for. */
  @state() private picking: SlotRef | null = null;

  /** Outcome of the last click on the copy button. */
  @state() private copyState: 'idle' | 'copied' | 'selected' = 'idle';

  @query('poker-card-picker') private picker?: PokerCardPicker;

  private rows: Row[] = [];
  private boardSlots: Slot[] = [];
  private orderGroups: string[][] = [];
  private problems: Problem[] = [];
  /** The last calculation that worked: stays on screen while a value is bad. */
  private outcome: Outcome | null = null;
  private current = false;
  private report = false;

  /**
   * The latest successful result, as sent with `pot-calculator-change` (texts in the
   * current language), or `null` while a value is bad or there are no players.
   */
  get result(): PotCalculatorChangeDetail | null {
    return this.current && this.outcome ? this.changeDetail(this.outcome) : null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('players') || changed.has('board') || changed.has('order') || changed.has('button')) {
      try {
        this.calculate();
      } catch (error) {
        // Never throw into the page: an unforeseen failure is reported like bad input.
        this.current = false;
        this.problems = [{ code: 'invalid-input', field: { kind: 'players' }, text: String(error instanceof Error ? error.message : error), kind: 'other' }];
      }
      this.report = true;
      if (changed.size > 0 && this.copyState !== 'idle') this.copyState = 'idle';
    }
  }

  protected override updated(): void {
    if (!this.report) return;
    this.report = false;
    const problem = this.problems[0];
    if (problem) this.emitError(this.errorDetail(problem));
    else if (this.current && this.outcome) this.emit('pot-calculator-change', this.changeDetail(this.outcome));
  }

  // ——— Reading the input ———

  private readRows(): Row[] {
    const players: PotPlayer[] = Array.isArray(this.players) ? this.players : typeof this.players === 'string' ? readPlayers(this.players) : [];
    return players.map((player, index) => {
      const chips = readChips(player?.contributed);
      return {
        id: `seat-${index}`,
        index,
        rawName: String(player?.name ?? '').trim().replace(/\s+/g, ' '),
        amountText: typeof player?.contributed === 'number' ? String(player.contributed) : String(player?.contributed ?? ''),
        amount: 'value' in chips ? chips.value : null,
        amountCode: 'code' in chips ? chips.code : null,
        folded: player?.folded === true,
        allIn: player?.allIn === true,
        slots: slotsOf(player?.cards),
      };
    });
  }

  private nameOf(row: { rawName: string; index: number }): string {
    return row.rawName || this.localize.term('playerName', row.index + 1);
  }

  private rowNamed(name: string): Row | undefined {
    return this.rows.find((row) => sameName(row.rawName, name)) ?? this.rows.find((row) => sameName(this.nameOf(row), name));
  }

  /** Reads every value, asks the engine (T10, T17, T18, T19), keeps the outcome or the problems. */
  private calculate(): void {
    this.rows = this.readRows();
    this.boardSlots = slotsOf(Array.isArray(this.board) ? this.board : String(this.board ?? ''));
    this.orderGroups = readOrder(this.order);
    const problems: Problem[] = [];
    const playerField = (kind: 'name' | 'chips' | 'cards' | 'status', row: Row): PotField => ({ kind, player: this.nameOf(row) });

    for (const row of this.rows) {
      if (row.amountCode) problems.push({ code: row.amountCode, field: playerField('chips', row), text: row.amountText, row: row.index, input: 'chips' });
    }
    const seen = new Map<string, Row>();
    for (const row of this.rows) {
      const key = this.nameOf(row).toLocaleLowerCase();
      if (seen.has(key)) problems.push({ code: 'duplicate-name', field: playerField('name', row), text: this.nameOf(row), row: row.index, input: 'name' });
      else seen.set(key, row);
    }
    for (const row of this.rows) {
      if (row.folded && row.allIn) {
        problems.push({ code: 'invalid-input', kind: 'all-in-folded', field: playerField('status', row), text: this.nameOf(row), row: row.index, input: 'status' });
      }
      const bad = row.slots.find((slot) => slot.error);
      if (bad?.error) problems.push({ code: bad.error.code, field: playerField('cards', row), text: bad.text, row: row.index, input: 'cards' });
    }
    const badBoard = this.boardSlots.find((slot) => slot.error);
    if (badBoard?.error) problems.push({ code: badBoard.error.code, field: { kind: 'board' }, text: badBoard.text, input: 'board' });

    let buttonRow: Row | undefined = this.rows[this.rows.length - 1];
    const button = String(this.button ?? '').trim();
    if (button) {
      buttonRow = this.rowNamed(button);
      if (!buttonRow) problems.push({ code: 'unknown-player', field: { kind: 'button' }, text: button, input: 'button' });
    }
    const orderIds: string[][] = [];
    const placed = new Set<string>();
    for (const group of this.orderGroups) {
      const ids: string[] = [];
      for (const name of group) {
        const row = this.rowNamed(name);
        if (!row) problems.push({ code: 'unknown-player', field: { kind: 'order' }, text: name, input: 'order' });
        else if (!placed.has(row.id)) {
          placed.add(row.id);
          ids.push(row.id);
        }
      }
      if (ids.length > 0) orderIds.push(ids);
    }

    // A card in two places: name both.
    if (problems.length === 0) {
      const where = new Map<Card, PotField>();
      const places: [Slot[], PotField, number | undefined][] = [
        [this.boardSlots, { kind: 'board' }, undefined],
        ...this.rows.map((row): [Slot[], PotField, number] => [row.slots, playerField('cards', row), row.index]),
      ];
      for (const [slots, field, row] of places) {
        for (const card of cardsOf(slots)) {
          const first = where.get(card);
          if (first) {
            problems.push({ code: 'duplicate-card', field, text: card, places: [first, field], input: row === undefined ? 'board' : 'cards', ...(row === undefined ? {} : { row }) });
          } else where.set(card, field);
        }
      }
    }

    this.problems = problems;
    if (problems.length > 0) {
      this.current = false;
      return;
    }
    if (this.rows.length === 0) {
      this.outcome = null;
      this.current = false;
      return;
    }

    let pots: PotLayersResult;
    try {
      pots = potLayers(this.rows.map((row) => ({ seat: row.id, amount: row.amount as number, folded: row.folded })));
    } catch (error) {
      this.fail({ code: error instanceof HoldemError ? error.code : 'invalid-input', kind: 'everyone-folded', field: { kind: 'players' }, text: '' });
      return;
    }

    const board = cardsOf(this.boardSlots);
    if (board.length > BOARD_SIZE) {
      this.fail({ code: 'card-count', field: { kind: 'board' }, text: String(board.length), input: 'board', board: board.length });
      return;
    }
    let values: HandValues | null = null;
    let hands: Record<string, HandResult> = {};
    let decidedBy: Outcome['decidedBy'] = null;
    if (orderIds.length > 0) {
      values = orderIds;
      decidedBy = 'order';
    } else {
      const shown = this.rows.filter((row) => !row.folded && cardsOf(row.slots).length > 0);
      // Hole cards and no board yet (a reader part-way through a deal): the showdown is still open.
      const waitingForBoard = board.length === 0 && shown.every((row) => cardsOf(row.slots).length <= HOLE_SIZE);
      if (shown.length > 0 && !waitingForBoard) {
        try {
          ({ values, hands } = showdownValues(board, shown.map((row) => ({ seat: row.id, cards: cardsOf(row.slots) }))));
          decidedBy = 'cards';
        } catch (error) {
          const code = error instanceof HoldemError ? error.code : 'invalid-input';
          const text = error instanceof InvalidCardError ? error.text : '';
          const row = this.rows.find((r) => r.id === text);
          if (code === 'card-count' && row) {
            this.fail({ code, field: playerField('cards', row), text: this.nameOf(row), row: row.index, input: 'cards', hole: cardsOf(row.slots).length, board: board.length });
          } else if (code === 'card-count') {
            this.fail({ code, field: { kind: 'board' }, text: String(board.length), input: 'board', board: board.length });
          } else {
            this.fail({ code, field: { kind: 'players' }, text: error instanceof Error ? error.message : String(error), kind: 'other' });
          }
          return;
        }
      }
    }

    const open = undecidedPots(pots.pots, values ?? {});
    if (open.length > 0 && values) {
      const potIndex = open[0] as number;
      const names = (pots.pots[potIndex]?.eligible ?? []).map((id) => this.nameOfId(id));
      this.fail({ code: 'invalid-input', kind: 'no-showdown', field: { kind: decidedBy === 'order' ? 'order' : 'players' }, text: names.join(', '), potIndex, names, input: decidedBy === 'order' ? 'order' : undefined });
      return;
    }
    const seats = this.rows.map((row) => row.id);
    const awards = open.length > 0 ? null : awardPots(pots.pots, values ?? {}, { seats, button: (buttonRow ?? this.rows[this.rows.length - 1])!.id });
    this.outcome = {
      rows: this.rows.map((row) => ({
        id: row.id,
        index: row.index,
        rawName: row.rawName,
        amount: row.amount as number,
        folded: row.folded,
        allIn: row.allIn,
        cards: cardsOf(row.slots),
      })),
      board,
      button: (buttonRow ?? this.rows[this.rows.length - 1])!.id,
      pots,
      awards,
      hands,
      decidedBy,
      showing: decidedBy === 'order' ? orderIds.flat() : Object.keys(hands),
    };
    this.current = true;
  }

  private fail(problem: Problem): void {
    this.problems = [problem];
    this.current = false;
  }

  private nameOfId = (id: string): string => {
    const row = this.outcome?.rows.find((r) => r.id === id) ?? this.rows.find((r) => r.id === id);
    return row ? this.nameOf(row) : id;
  };

  // ——— Words ———

  private errorMessage(problem: Problem): string {
    const field = this.localize.term('fieldName', problem.field);
    switch (problem.code) {
      case 'missing-amount':
        return this.localize.term('errorMissingAmount', field);
      case 'not-a-number':
        return this.localize.term('errorNotANumber', field, problem.text);
      case 'negative-amount':
        return this.localize.term('errorNegative', field, problem.text);
      case 'not-a-whole-number':
        return this.localize.term('errorNotWhole', field, problem.text);
      case 'duplicate-name':
        return this.localize.term('errorDuplicateName', problem.text);
      case 'unknown-player':
        return this.localize.term('errorUnknownPlayer', field, problem.text);
      case 'unknown-card':
        return `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${this.localize.term('errorUnknownCard', problem.text)}`;
      case 'duplicate-card': {
        let name = problem.text;
        try {
          name = this.localize.term('cardName', parseCard(problem.text));
        } catch {
          // keep the text as given
        }
        const places = (problem.places ?? [problem.field]).map((place) => this.localize.term('fieldName', place));
        return this.localize.term('errorDuplicateCardAt', problem.text, name, places);
      }
      case 'card-count':
        return problem.field.kind === 'board'
          ? this.localize.term('errorBoardCount', problem.board ?? 0)
          : this.localize.term('errorHandCount', problem.text, problem.hole ?? 0, problem.board ?? 0);
      default:
        if (problem.kind === 'everyone-folded') return this.localize.term('errorEveryoneFolded');
        if (problem.kind === 'all-in-folded') return this.localize.term('errorAllInFolded', problem.text);
        if (problem.kind === 'no-showdown') return this.localize.term('errorNoShowdown', this.localize.term('potName', problem.potIndex ?? 0), problem.names ?? []);
        return this.localize.term('errorOther', problem.text);
    }
  }

  private errorDetail(problem: Problem): PotCalculatorErrorDetail {
    const detail: PotCalculatorErrorDetail = { code: problem.code, message: this.errorMessage(problem), text: problem.text, field: problem.field.kind };
    if ('player' in problem.field) detail.player = problem.field.player;
    return detail;
  }

  private statusOf(row: { folded: boolean; allIn: boolean }): Status {
    return row.folded ? 'folded' : row.allIn ? 'all-in' : 'in';
  }

  private awardWording(outcome: Outcome, award: PotAwards['awards'][number]): PotAwardWording {
    const { explanation } = award;
    const hand = outcome.decidedBy === 'cards' && explanation.kind !== 'uncontested' ? outcome.hands[explanation.winners[0] ?? ''] : undefined;
    return {
      kind: explanation.kind,
      winners: explanation.winners.map(this.nameOfId),
      sharePerWinner: explanation.sharePerWinner,
      oddChips: explanation.oddChipSeats.map(this.nameOfId),
      hand: hand ? shapeOf(hand) : null,
    };
  }

  private awardText(outcome: Outcome, award: PotAwards['awards'][number]): string {
    return this.localize.term('potAward', this.awardWording(outcome, award));
  }

  private summaryText(outcome: Outcome): string {
    const t = this.localize;
    const lines: string[] = [];
    lines.push(
      t.term(
        'summaryPlayers',
        outcome.rows.map((row) => t.term('summaryPlayer', this.nameOf(row), t.term('chipAmount', row.amount), this.statusOf(row), row.id === outcome.button)),
      ),
    );
    if (outcome.board.length > 0) lines.push(`${t.term('board')}: ${outcome.board.join(' ')}`);
    outcome.pots.pots.forEach((pot, index) => {
      lines.push(t.term('summaryPot', t.term('potName', index), pot.amount, pot.eligible.map(this.nameOfId)));
    });
    for (const back of outcome.pots.returned) lines.push(`${t.term('returnedChips', this.nameOfId(back.seat), back.amount)}.`);
    if (outcome.awards) {
      for (const award of outcome.awards.awards) {
        lines.push(t.term('potLine', t.term('potName', award.potIndex), award.amount, this.awardText(outcome, award)));
      }
      const totals = this.totalsInSeatOrder(outcome).map(([id, amount]) => t.term('collects', this.nameOfId(id), amount));
      if (totals.length > 0) lines.push(`${t.term('summaryPlayers', totals)}.`);
    } else {
      lines.push(t.term('showdownOpen'));
    }
    return lines.join('\n');
  }

  /** What each winner collects, in seat order. */
  private totalsInSeatOrder(outcome: Outcome): [string, number][] {
    const totals = outcome.awards?.totals ?? {};
    return outcome.rows.flatMap((row): [string, number][] => (totals[row.id] ? [[row.id, totals[row.id] as number]] : []));
  }

  private changeDetail(outcome: Outcome): PotCalculatorChangeDetail {
    const t = this.localize;
    const awards: PotCalculatorAwardDetail[] = (outcome.awards?.awards ?? []).map((award) => {
      const wording = this.awardWording(outcome, award);
      const result = wording.hand ? outcome.hands[award.explanation.winners[0] ?? ''] : undefined;
      return {
        potIndex: award.potIndex,
        potName: t.term('potName', award.potIndex),
        amount: award.amount,
        kind: award.explanation.kind,
        winners: [...wording.winners],
        shares: award.shares.map((share) => ({ name: this.nameOfId(share.seat), amount: share.amount })),
        oddChips: [...wording.oddChips],
        hand: result ? { category: result.category, description: t.term('handTitle', shapeOf(result)) } : null,
        ruleIds: [...award.explanation.ruleIds],
        text: t.term('potLine', t.term('potName', award.potIndex), award.amount, t.term('potAward', wording)),
      };
    });
    const totals: Record<string, number> = {};
    for (const [id, amount] of this.totalsInSeatOrder(outcome)) totals[this.nameOfId(id)] = amount;
    return {
      players: outcome.rows.map((row) => ({
        name: this.nameOf(row),
        contributed: row.amount,
        folded: row.folded,
        allIn: row.allIn,
        cards: [...row.cards],
      })),
      board: [...outcome.board],
      button: this.nameOfId(outcome.button),
      pots: outcome.pots.pots.map((pot, index) => ({
        name: t.term('potName', index),
        amount: pot.amount,
        eligible: pot.eligible.map(this.nameOfId),
        shares: (outcome.pots.layers[index]?.shares ?? []).map((share) => ({ name: this.nameOfId(share.seat), amount: share.amount, folded: share.folded })),
      })),
      returned: outcome.pots.returned.map((back) => ({ name: this.nameOfId(back.seat), amount: back.amount })),
      awards,
      totals,
      decided: outcome.awards !== null,
      summary: this.summaryText(outcome),
    };
  }

  // ——— Editing ———

  /** The input as it stands, to change one value and set it back. */
  private inputs(): PotPlayer[] {
    return this.rows.map((row) => {
      const player: PotPlayer = { name: row.rawName, contributed: row.amountText };
      if (row.folded) player.folded = true;
      if (row.allIn) player.allIn = true;
      if (row.slots.length > 0) player.cards = row.slots.map((slot) => slot.text);
      return player;
    });
  }

  private editRow(index: number, change: Partial<PotPlayer>): void {
    this.players = this.inputs().map((player, i) => (i === index ? { ...player, ...change } : player));
  }

  /** Keeps the button and the finishing order pointing at a renamed or removed player. */
  private rename(from: string, to: string | null): void {
    if (this.button && sameName(String(this.button), from)) this.button = to ?? '';
    const groups = readOrder(this.order);
    if (groups.some((group) => group.some((name) => sameName(name, from)))) {
      const renamed = groups
        .map((group) => group.flatMap((name) => (sameName(name, from) ? (to === null ? [] : [to]) : [name])))
        .filter((group) => group.length > 0);
      this.order = writeOrder(renamed);
    }
  }

  private onName(row: Row, event: Event): void {
    const value = (event.target as HTMLInputElement).value;
    const before = this.nameOf(row);
    const after = value.trim().replace(/\s+/g, ' ') || this.localize.term('playerName', row.index + 1);
    if (before !== after) this.rename(before, after);
    this.editRow(row.index, { name: value });
  }

  private onChips(row: Row, event: Event): void {
    this.editRow(row.index, { contributed: (event.target as HTMLInputElement).value });
  }

  private onStatus(row: Row, event: Event): void {
    const status = (event.target as HTMLSelectElement).value as Status;
    this.editRow(row.index, { folded: status === 'folded', allIn: status === 'all-in' });
  }

  private onButton(row: Row): void {
    this.button = this.nameOf(row);
  }

  private onOrder(event: Event): void {
    this.order = (event.target as HTMLInputElement).value;
  }

  private async addPlayer(): Promise<void> {
    const amounts = this.rows.flatMap((row) => (row.amount === null ? [] : [row.amount]));
    const players = this.inputs();
    // A new player calls what the others put in at most: the pots change at once.
    players.push({ name: '', contributed: String(Math.max(0, ...amounts)) });
    this.players = players;
    await this.updateComplete;
    const inputs = this.renderRoot.querySelectorAll<HTMLInputElement>('.row input.name-input');
    inputs[inputs.length - 1]?.focus();
  }

  private async removePlayer(row: Row): Promise<void> {
    this.rename(this.nameOf(row), null);
    this.players = this.inputs().filter((_, i) => i !== row.index);
    await this.updateComplete;
    const removes = [...this.renderRoot.querySelectorAll<HTMLElement>('.remove')];
    (removes[Math.min(row.index, removes.length - 1)] ?? this.renderRoot.querySelector<HTMLElement>('.add-player'))?.focus();
  }

  private usedCards(): string[] {
    return [...this.boardSlots, ...this.rows.flatMap((row) => row.slots)].map((slot) => slot.text);
  }

  private slotText(ref: SlotRef): string {
    const slots = ref.kind === 'board' ? this.boardSlots : this.rows[ref.row]?.slots;
    return slots?.[ref.index]?.text ?? '';
  }

  private slotLabel(ref: SlotRef): string {
    if (ref.kind === 'board') return this.localize.term('boardSlot', ref.index + 1);
    const row = this.rows[ref.row];
    return this.localize.term('holeSlot', row ? this.nameOf(row) : '', ref.index + 1);
  }

  private async openPicker(ref: SlotRef): Promise<void> {
    this.picking = ref;
    await this.updateComplete;
    await this.picker?.show();
  }

  private setSlot(ref: SlotRef, card: string | null): void {
    const replace = (slots: readonly Slot[]): string[] => {
      const texts = slots.map((slot) => slot.text);
      if (card === null) texts.splice(ref.index, 1);
      else texts[ref.index] = card;
      return texts.filter(Boolean);
    };
    if (ref.kind === 'board') this.board = replace(this.boardSlots);
    else this.editRow(ref.row, { cards: replace(this.rows[ref.row]?.slots ?? []) });
  }

  private onPick(event: CustomEvent<{ card: Card }>): void {
    event.stopPropagation();
    if (this.picking) this.setSlot(this.picking, event.detail.card);
  }

  private onClear(event: Event): void {
    event.stopPropagation();
    if (this.picking) this.setSlot(this.picking, null);
  }

  private onPickerClose(event: Event): void {
    event.stopPropagation();
    this.picking = null;
  }

  private async copy(): Promise<void> {
    const outcome = this.outcome;
    if (!outcome) return;
    const text = this.summaryText(outcome);
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

  // ——— Rendering ———

  protected override render(): TemplateResult {
    const outcome = this.outcome;
    const t = this.localize;
    const problems = this.problems;
    const stale = !this.current && !!outcome && problems.length > 0;
    const status = stale
      ? t.term('staleResult')
      : this.rows.length === 0 && problems.length === 0
        ? t.term('noPlayers')
        : outcome && this.current && !outcome.awards
          ? t.term('showdownOpen')
          : '';
    return html`<section part="base" class="base">
      ${this.editable ? this.renderEditor() : nothing}
      <div part="error" class="error ${problems.length > 0 ? '' : 'is-empty'}" role="alert" id="error">
        ${problems.length > 0
          ? html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9.5"></circle><path d="M12 7v6M12 16.5v.5"></path></svg>
              <div class="error-lines">${problems.slice(0, 4).map((problem) => html`<p>${this.errorMessage(problem)}</p>`)}</div>`
          : nothing}
      </div>
      ${outcome && (this.current || stale) ? this.renderOutcome(outcome, stale) : nothing}
      <p part="status" class="status ${status ? '' : 'is-empty'}" role="status">${status}</p>
      ${this.editable ? this.renderPicker() : nothing}
    </section>`;
  }

  private renderOutcome(outcome: Outcome, stale: boolean): TemplateResult {
    const t = this.localize;
    const total = outcome.pots.pots.reduce((sum, pot) => sum + pot.amount, 0);
    return html`<div class="outcome ${stale ? 'is-stale' : ''}">
      <div part="header" class="header">
        <div part="total" class="total">
          <span class="caption">${t.term('potTotal')}</span>
          <span class="total-amount">${t.term('chipAmount', total)}</span>
        </div>
        <p class="meta">
          <span>${t.term('playerCount', outcome.rows.length)}</span>
          <span aria-hidden="true">·</span>
          <span>${t.term('buttonIs', this.nameOfId(outcome.button))}</span>
        </p>
        <div class="copy-area">
          <button part="copy" class="copy" type="button" @click=${this.copy}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="8" y="8" width="12" height="12" rx="2"></rect><path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"></path></svg>
            ${t.term('copySummary')}
          </button>
          <span class="copy-status" role="status">${this.copyState === 'copied' ? t.term('copied') : this.copyState === 'selected' ? t.term('copySelected') : ''}</span>
        </div>
      </div>
      ${!this.editable && outcome.board.length > 0
        ? html`<div part="board" class="board-row" role="group" aria-label=${t.term('board')}>
            <span class="caption">${t.term('board')}</span>
            <span class="board-cards">
              ${outcome.board.map(
                (card) => html`<poker-card
                  part="card"
                  exportparts="face: card-face, back: card-back"
                  class="board-card"
                  card=${card}
                  ?four-color=${this.fourColor}
                  theme=${ifDefined(this.theme)}
                ></poker-card>`,
              )}
            </span>
          </div>`
        : nothing}
      ${this.renderChart(outcome)}
      ${this.renderPots(outcome)}
      ${outcome.pots.returned.length > 0
        ? html`<ul part="returned" class="returned">
            ${outcome.pots.returned.map(
              (back) => html`<li>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3"></path></svg>
                <span>${t.term('returnedChips', this.nameOfId(back.seat), back.amount)}</span>
              </li>`,
            )}
          </ul>`
        : nothing}
      ${outcome.awards && Object.keys(outcome.awards.totals).length > 0
        ? html`<div part="totals" class="totals">
            <span class="caption">${t.term('result')}</span>
            <ul>
              ${this.totalsInSeatOrder(outcome).map(
                ([id, amount]) => html`<li><span class="winner-name">${this.nameOfId(id)}</span> <span class="winner-amount">+${t.term('chipAmount', amount)}</span><span class="sr-only">: ${t.term('collects', this.nameOfId(id), amount)}</span></li>`,
              )}
            </ul>
          </div>`
        : nothing}
      <details part="summary" class="summary">
        <summary>${t.term('summary')}</summary>
        <textarea
          part="summary-text"
          class="summary-text"
          readonly
          rows=${this.summaryText(outcome).split('\n').length}
          aria-label=${t.term('summary')}
          .value=${this.summaryText(outcome)}
        ></textarea>
      </details>
    </div>`;
  }

  private renderChart(outcome: Outcome): TemplateResult {
    const t = this.localize;
    const { layers, returned, pots } = outcome.pots;
    const rows = outcome.rows;
    const back = new Map(returned.map((r) => [r.seat, r.amount]));
    const top = layers.length > 0 ? (layers[layers.length - 1] as (typeof layers)[number]).to : 0;
    const maxBack = returned.reduce((max, r) => Math.max(max, r.amount), 0);
    const scale = top + maxBack || 1;
    // Bands keep a readable height however small their pot; within a band chips are to scale.
    const weight = (range: number): string => `minmax(var(--_band-min), ${Math.max(range / scale, 0.14).toFixed(4)}fr)`;
    const bands = [...layers].reverse();
    const bandRows = [...(maxBack > 0 ? [weight(maxBack)] : []), ...bands.map((layer) => weight(layer.to - layer.from))];
    const firstBand = maxBack > 0 ? 2 : 1;
    const totals = outcome.awards?.totals ?? {};
    const hasDead = layers.some((layer) => layer.shares.some((share) => share.folded));
    const gridStyle = {
      'grid-template-rows': `${bandRows.join(' ')} auto`,
      'grid-template-columns': `var(--_axis) repeat(${rows.length}, minmax(var(--_column-min), 1fr))`,
    };
    const at = (row: number, column: number | string): Record<string, string> => ({ 'grid-row': String(row), 'grid-column': String(column) });

    return html`<figure part="chart" class="chart" aria-labelledby="chart-caption">
      <figcaption id="chart-caption" class="sr-only">${t.term('chartLabel')}</figcaption>
      <div class="plot-scroll">
        <div class="plot" ${cssom(gridStyle)} aria-hidden="true">
          ${maxBack > 0
            ? html`<div part="axis-label" class="axis-label returned-label" ${cssom(at(1, 1))}>
                  <span class="axis-name">${t.term('returnedLabel')}</span>
                  <span class="axis-amount">${t.term('chipAmount', returned.reduce((sum, r) => sum + r.amount, 0))}</span>
                </div>
                <div part="band band-returned" class="band band-returned" ${cssom(at(1, '2 / -1'))}></div>
                ${rows.map((row, c) =>
                  back.has(row.id)
                    ? html`<div class="cell" ${cssom(at(1, c + 2))}>
                        <div part="segment segment-returned" class="segment returned" ${cssom({ 'block-size': `${((back.get(row.id) as number) / maxBack) * 100}%` })}>
                          <span class="num">${t.term('chipAmount', back.get(row.id) as number)}</span>
                        </div>
                      </div>`
                    : nothing,
                )}`
            : nothing}
          ${bands.map((layer, b) => {
            const gridRow = firstBand + b;
            const colour = `pot-c${layer.potIndex % POT_COLOURS}`;
            const range = layer.to - layer.from;
            return html`<div part="axis-label" class="axis-label ${colour}" ${cssom(at(gridRow, 1))}>
                <span class="axis-name">${t.term('potName', layer.potIndex)}</span>
                <span class="axis-amount">${t.term('chipAmount', pots[layer.potIndex]?.amount ?? 0)}</span>
              </div>
              <div part="band" class="band ${colour}" ${cssom(at(gridRow, '2 / -1'))}></div>
              ${rows.map((row, c) => {
                const share = layer.shares.find((s) => s.seat === row.id);
                if (!share) return nothing;
                const fraction = share.amount / range;
                const showNumber = !share.folded || fraction >= 0.5;
                return html`<div class="cell" ${cssom(at(gridRow, c + 2))}>
                  <div
                    part="segment ${share.folded ? 'segment-dead' : 'segment-live'}"
                    class="segment ${share.folded ? 'dead' : 'live'} ${colour}"
                    ${cssom({ 'block-size': `${Math.min(1, fraction) * 100}%` })}
                  >
                    ${showNumber ? html`<span class="num">${t.term('chipAmount', share.amount)}</span>` : nothing}
                  </div>
                </div>`;
              })}`;
          })}
          <div class="axis-foot" ${cssom(at(bandRows.length + 1, 1))}></div>
          ${rows.map((row, c) => this.renderColumnLabel(outcome, row, totals[row.id], at(bandRows.length + 1, c + 2)))}
        </div>
      </div>
      ${this.renderChartTable(outcome)}
      <ul part="legend" class="legend" aria-hidden="true">
        <li><span class="key live"></span>${t.term('legendLive')}</li>
        ${hasDead ? html`<li><span class="key dead"></span>${t.term('legendDead')}</li>` : nothing}
        ${maxBack > 0 ? html`<li><span class="key returned"></span>${t.term('legendReturned')}</li>` : nothing}
      </ul>
    </figure>`;
  }

  private renderColumnLabel(outcome: Outcome, row: Outcome['rows'][number], collects: number | undefined, position: Record<string, string>): TemplateResult {
    const t = this.localize;
    const status = this.statusOf(row);
    return html`<div part="column-label" class="column-label ${row.folded ? 'is-folded' : ''}" ${cssom(position)}>
      <span class="name-line">
        <span part="player-name" class="player-name">${this.nameOf(row)}</span>
        ${row.id === outcome.button ? html`<span part="dealer-button" class="dealer" title=${t.term('button')}>D</span>` : nothing}
      </span>
      <span part="player-amount" class="player-amount">${t.term('chipAmount', row.amount)}</span>
      ${status !== 'in'
        ? html`<span part="badge badge-${status}" class="badge badge-${status}" title=${status === 'folded' ? t.term('statusFolded') : t.term('statusAllIn')}>${status === 'folded' ? t.term('statusFolded') : t.term('statusAllIn')}</span>`
        : nothing}
      ${row.cards.length > 0
        ? html`<span class="mini-cards">
            ${row.cards.map(
              (card) => html`<poker-card
                part="card"
                exportparts="face: card-face, back: card-back"
                class="mini-card"
                card=${card}
                ?dim=${row.folded}
                ?four-color=${this.fourColor}
                theme=${ifDefined(this.theme)}
              ></poker-card>`,
            )}
          </span>`
        : nothing}
      ${collects ? html`<span part="winnings" class="winnings">+${t.term('chipAmount', collects)}</span>` : nothing}
    </div>`;
  }

  /** The picture as a table for screen readers: chips per player and pot. */
  private renderChartTable(outcome: Outcome): TemplateResult {
    const t = this.localize;
    const { layers, returned } = outcome.pots;
    const back = new Map(returned.map((r) => [r.seat, r.amount]));
    // Inside a clipped box: a table is never narrower than its content, whatever its own size.
    return html`<div class="sr-only"><table>
      <caption>${t.term('chartLabel')}</caption>
      <thead>
        <tr>
          <th scope="col">${t.term('player')}</th>
          <th scope="col">${t.term('putIn')}</th>
          ${layers.map((layer) => html`<th scope="col">${t.term('potName', layer.potIndex)}</th>`)}
          ${returned.length > 0 ? html`<th scope="col">${t.term('returnedLabel')}</th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${outcome.rows.map(
          (row) => html`<tr>
            <th scope="row">${this.nameOf(row)}${row.folded ? ` (${t.term('statusFolded')})` : row.allIn ? ` (${t.term('statusAllIn')})` : ''}</th>
            <td>${t.term('chipAmount', row.amount)}</td>
            ${layers.map((layer) => html`<td>${t.term('chipAmount', layer.shares.find((s) => s.seat === row.id)?.amount ?? 0)}</td>`)}
            ${returned.length > 0 ? html`<td>${t.term('chipAmount', back.get(row.id) ?? 0)}</td>` : nothing}
          </tr>`,
        )}
      </tbody>
    </table></div>`;
  }

  private renderPots(outcome: Outcome): TemplateResult {
    const t = this.localize;
    const awardOf = new Map((outcome.awards?.awards ?? []).map((award) => [award.potIndex, award]));
    return html`<ol part="pots" class="pots" aria-label=${t.term('pots')}>
      ${outcome.pots.pots.map((pot, index) => {
        const award = awardOf.get(index);
        const eligible = pot.eligible.map(this.nameOfId);
        const winners = new Set(award?.explanation.winners ?? []);
        // Players in the pot who show no hand cannot win it (T18): say so, or the award looks wrong.
        const silent = outcome.decidedBy && pot.eligible.length > 1 ? pot.eligible.filter((id) => !outcome.showing.includes(id)).map(this.nameOfId) : [];
        return html`<li part="pot${award ? '' : ' pot-open'}" class="pot pot-c${index % POT_COLOURS}">
          <div class="pot-head">
            <span class="swatch" aria-hidden="true"></span>
            <span part="pot-name" class="pot-name">${t.term('potName', index)}</span>
            <span part="pot-amount" class="pot-amount">${t.term('chipAmount', pot.amount)}</span>
          </div>
          <div part="eligible" class="eligible">
            <span class="caption">${t.term('potEligible')}</span>
            <ul>
              ${pot.eligible.map((id, k) => html`<li class=${winners.has(id) ? 'is-winner' : ''}>${eligible[k]}</li>`)}
            </ul>
          </div>
          <p part="award" class="award ${award ? '' : 'is-open'}">
            ${award
              ? html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 4h10v3a5 5 0 0 1-10 0V4zM5 5H3v1.5A3.5 3.5 0 0 0 6.5 10M19 5h2v1.5a3.5 3.5 0 0 1-3.5 3.5M12 12v4M8.5 20h7M9.5 16h5v4h-5z"></path></svg>
                  <span>${this.awardText(outcome, award)}</span>`
              : html`<span>${t.term('potOpen', eligible)}</span>`}
          </p>
          ${silent.length > 0 ? html`<p class="silent">${t.term('showsNoHand', silent)}</p>` : nothing}
        </li>`;
      })}
    </ol>`;
  }

  private renderEditor(): TemplateResult {
    const t = this.localize;
    const invalid = (row: number | undefined, input: Problem['input']): boolean =>
      this.problems.some((problem) => problem.input === input && (row === undefined || problem.row === row));
    return html`<div part="editor" class="editor" role="group" aria-labelledby="editor-title">
      <div class="editor-title" id="editor-title">${t.term('players')}</div>
      <div class="editor-head" aria-hidden="true">
        <span>${t.term('playerNameLabel')}</span>
        <span>${t.term('chipsLabel')}</span>
        <span>${t.term('statusLabel')}</span>
        <span>${t.term('button')}</span>
        <span>${t.term('cardsLabel')}</span>
        <span></span>
      </div>
      <ol class="rows">
        ${repeat(
          this.rows,
          (row) => row.id,
          (row) => {
            const name = this.nameOf(row);
            const status = this.statusOf(row);
            const bad = (input: Problem['input']): boolean => invalid(row.index, input);
            const slots = Array.from({ length: Math.max(HOLE_SIZE, row.slots.length) }, (_, index) => index);
            return html`<li part="editor-row" class="row">
              <label class="field f-name">
                <span class="field-caption" aria-hidden="true">${t.term('playerNameLabel')}</span>
                <input
                  part="input"
                  class="name-input"
                  type="text"
                  autocomplete="off"
                  spellcheck="false"
                  .value=${row.rawName}
                  placeholder=${t.term('playerName', row.index + 1)}
                  aria-label=${t.term('nameOf', name)}
                  aria-invalid=${bad('name') ? 'true' : 'false'}
                  aria-describedby=${ifDefined(bad('name') ? 'error' : undefined)}
                  @input=${(event: Event) => this.onName(row, event)}
                />
              </label>
              <label class="field f-chips">
                <span class="field-caption" aria-hidden="true">${t.term('chipsLabel')}</span>
                <input
                  part="input"
                  class="chips-input"
                  type="text"
                  inputmode="numeric"
                  autocomplete="off"
                  .value=${row.amountText}
                  aria-label=${t.term('chipsOf', name)}
                  aria-invalid=${bad('chips') ? 'true' : 'false'}
                  aria-describedby=${ifDefined(bad('chips') ? 'error' : undefined)}
                  @input=${(event: Event) => this.onChips(row, event)}
                />
              </label>
              <label class="field f-status">
                <span class="field-caption" aria-hidden="true">${t.term('statusLabel')}</span>
                <select
                  part="select"
                  aria-label=${t.term('statusOf', name)}
                  aria-invalid=${bad('status') ? 'true' : 'false'}
                  aria-describedby=${ifDefined(bad('status') ? 'error' : undefined)}
                  @change=${(event: Event) => this.onStatus(row, event)}
                >
                  <option value="in" ?selected=${status === 'in'}>${t.term('statusIn')}</option>
                  <option value="all-in" ?selected=${status === 'all-in'}>${t.term('statusAllIn')}</option>
                  <option value="folded" ?selected=${status === 'folded'}>${t.term('statusFolded')}</option>
                </select>
              </label>
              <label class="field f-button">
                <span class="field-caption" aria-hidden="true">${t.term('button')}</span>
                <input
                  class="dealer-radio"
                  type="radio"
                  name="dealer-button"
                  .checked=${this.isButton(row)}
                  aria-label=${t.term('buttonOf', name)}
                  @change=${() => this.onButton(row)}
                />
                <span class="dealer-chip" aria-hidden="true">D</span>
              </label>
              <div class="field f-cards" role="group" aria-label=${t.term('fieldName', { kind: 'cards', player: name })}>
                <span class="field-caption" aria-hidden="true">${t.term('cardsLabel')}</span>
                <span class="slots">
                  ${slots.map((index) => this.renderSlot(row.slots[index], { kind: 'hole', row: row.index, index }, bad('cards')))}
                </span>
              </div>
              <button part="remove-player" class="remove" type="button" aria-label=${t.term('removePlayer', name)} @click=${() => this.removePlayer(row)}>
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8"></path></svg>
              </button>
            </li>`;
          },
        )}
      </ol>
      <div class="editor-foot">
        ${this.rows.length < MAX_PLAYERS
          ? html`<button part="add-player" class="add-player" type="button" @click=${this.addPlayer}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M8 3v10M3 8h10"></path></svg>
              ${t.term('addPlayer')}
            </button>`
          : nothing}
        <div class="board-edit" role="group" aria-label=${t.term('board')}>
          <span class="field-caption">${t.term('board')}</span>
          <span class="slots">
            ${Array.from({ length: Math.max(BOARD_SIZE, this.boardSlots.length) }, (_, index) =>
              this.renderSlot(this.boardSlots[index], { kind: 'board', index }, invalid(undefined, 'board')),
            )}
          </span>
        </div>
        <label class="field f-order">
          <span class="field-caption">${t.term('orderLabel')}</span>
          <input
            part="input"
            class="order-input"
            type="text"
            autocomplete="off"
            spellcheck="false"
            .value=${typeof this.order === 'string' ? this.order : writeOrder(readOrder(this.order))}
            aria-describedby=${invalid(undefined, 'order') ? 'order-hint error' : 'order-hint'}
            aria-invalid=${invalid(undefined, 'order') ? 'true' : 'false'}
            @input=${this.onOrder}
          />
          <span class="hint" id="order-hint">${t.term('orderHint')}</span>
        </label>
      </div>
    </div>`;
  }

  private isButton(row: Row): boolean {
    const button = String(this.button ?? '').trim();
    const named = button ? this.rowNamed(button) : this.rows[this.rows.length - 1];
    return named === row;
  }

  private renderSlot(slot: Slot | undefined, ref: SlotRef, invalid: boolean): TemplateResult {
    const t = this.localize;
    const label = t.term(
      'changeCard',
      this.slotLabel(ref),
      slot?.card ? t.term('cardName', slot.card) : slot ? t.term('unknownCard', slot.text) : t.term('emptyCard'),
    );
    return html`<button
      part="card-slot"
      class="slot ${invalid && slot && !slot.card ? 'is-invalid' : ''}"
      type="button"
      aria-haspopup="dialog"
      @click=${() => this.openPicker(ref)}
    >
      <poker-card
        aria-hidden="true"
        part="card"
        exportparts="face: card-face, back: card-back"
        class="slot-card"
        card=${slot?.text ?? ''}
        ?four-color=${this.fourColor}
        theme=${ifDefined(this.theme)}
        @error=${(event: Event) => event.stopPropagation()}
      ></poker-card>
      <span class="sr-only">${label}</span>
    </button>`;
  }

  private renderPicker(): TemplateResult {
    const picking = this.picking;
    return html`<poker-card-picker
      exportparts="dialog: picker, grid: picker-grid, option: picker-option, close: picker-close, title: picker-title"
      theme=${ifDefined(this.theme)}
      ?four-color=${this.fourColor}
      .value=${picking ? this.slotText(picking) : ''}
      .unavailable=${this.usedCards()}
      .label=${picking ? this.localize.term('pickerTitle', this.slotLabel(picking)) : ''}
      ?clearable=${!!picking && !!this.slotText(picking)}
      @poker-card-picker-select=${this.onPick}
      @poker-card-picker-clear=${this.onClear}
      @poker-card-picker-close=${this.onPickerClose}
    ></poker-card-picker>`;
  }
}
