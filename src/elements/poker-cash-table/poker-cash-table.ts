import { html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { textAttribute, entriesValue, nameValue, amountValue, dataValue, textValue, clockValue } from '../shared/converters.js';
import type { ActionType } from '../../core/betting.js';
import { HoldemError } from '../../core/errors.js';
import { registerCashTranslations } from '../../i18n/cash-en.js';
import type { HandState, HandViolation } from '../../core/hand/types.js';
import type { TableViolation } from '../../core/table/refusals.js';
import { clockRuns, type SessionEvent, type SessionState } from '../../core/table/session.js';
import type { Actor } from 'xstate';
import type { TableMachine } from '../../machines/table.machine.js';

/** The table's actor: an actor of `tableMachine`, the element's own or a page's. */
export type CashTableActor = Actor<TableMachine>;
import type { Clock } from '../shared/machine-controller.js';
import { OnUse, usePart } from '../shared/on-use.js';
import { changedContents } from '../shared/same-contents.js';
import { renderWaiting } from '../shared/table/action-bar.js';
import { renderHandLog } from '../shared/table/hand-log.js';
import { nameOf, type Words } from '../shared/table/internal/log-words.js';
import { cleanName, readChips, wholeNumberAttribute, type Problem } from '../shared/table/internal/read-input.js';
import { renderNotes } from '../shared/table/notes.js';
import { TableElement } from '../shared/table/table-element.js';
import { renderHeader, renderTable, type HandView, type SeatPlace } from '../shared/table/table-view.js';
import { tableBaseStyles } from '../shared/table/table-base.styles.js';
import { ActionClock, renderClock, renderClockText } from './action-clock.js';
import { CashSession } from './cash-session.js';
import { renderEmptySeat, renderIdleSeat } from './cash-seats.js';
import { cashNotes } from './internal/cash-notes.js';
import {
  buyInAttribute,
  clockAttribute,
  DEFAULT_CLOCK,
  playersAttribute,
  readCashInput,
  type BuyInRange,
  type CashPlayer,
  type ClockSetting,
} from './internal/read-cash.js';
import { seatState, tableChangeDetail } from './internal/table-words.js';
import { pokerCashTableStyles } from './poker-cash-table.styles.js';
import { renderSeatPanel, type CashForm, type SeatPanelActions } from './seat-panel.js';
import { renderTableLog } from './table-log.js';

export type { BuyInRange, CashPlayer, ClockSetting } from './internal/read-cash.js';
export type { InspectionObserver } from '../shared/table/table-element.js';

/** The words of the cash table's bad input and the code that chooses them, fetched on its first problem. */
const problemWords = new OnUse(() =>
  import('./internal/errors.js').then((module) => {
    module.registerCashErrorWords();
    return module;
  }),
);

/** `export`: the panel and the writer of finished hands, fetched on first use (the writer itself later still). */
const exportPart = new OnUse(() => import('../poker-table/replay/cash-export.js'));

/** `inspect`: what gives the page's observer the table's actor, fetched on first use. */
const inspectorPart = new OnUse(() => import('../shared/table/inspector.js'));

/** `show-state`: the statechart panel and its look, fetched on first use. */
const statePanelPart = new OnUse(() => import('./state-part.js'));

/** The properties that make up the table's input: a change sets the table up again. */
const TABLE_PROPERTIES = [
  'structure',
  'blinds',
  'ante',
  'tableSize',
  'buyIn',
  'players',
  'clock',
  'timerClock',
  'botDelay',
  'betweenHands',
  'seed',
  'persist',
  'hero',
];

/** T8: the table's refusals of a buy-in or top-up amount, said at the field that holds it. */
const BUY_IN_CODES = new Set(['invalid-buy-in', 'below-min-buy-in', 'above-max-buy-in', 'chips-overflow']);

/** The actor failed at the start (bad input the reading did not catch) as a problem. */
const failure = (error: unknown): Problem => ({
  code: error instanceof HoldemError ? error.code : 'invalid-input',
  field: { kind: 'players' },
  text: error instanceof Error ? error.message : String(error),
  blocking: true,
});

/**
 * A cash-game table over many hands (the kit's `tableMachine`), where the reader sits down
 * against computer players: picks a free seat, buys in within the table's limits (T8) and,
 * with a game running, waits for the big blind or posts one at once (C3); sits out and back in
 * (C4), tops up or rebuys between hands (T8), and leaves; at a full table joins the waiting
 * list (C7). Each hand is played on the same table, action bar and hand history as
 * `<poker-table>`, with every rule explained with its ID; the action clock (C5) is a ring at the
 * seat to act, and when it runs out the table checks or folds for the player, who then sits
 * out. A table history lists every seat change with its rules.
 *
 * The table runs on one actor of the kit's statechart, `tableMachine` (XState), over core's
 * session engine: `el.actor` is it, `el.table` its context (the table as it stands) and
 * `el.send(event)` sends it any table event (`{ type: 'VOID' }` voids the hand, C6). Its
 * timers (computer players, the action clock, the pause between hands, removals) are the
 * chart's delayed transitions. The element's own actor stays the same object for its life; a
 * page may set `el.actor` to an actor of its own, which the element follows. `persist` saves
 * the table (mid-hand too) to `localStorage` at every change and restores it on load into the
 * actor; a damaged or outdated save is reported (`error`, code `restore-failed`) and a fresh
 * table starts. Bad attributes never throw: an inline message
 * (`role="alert"`) names the bad value and the element fires `error`; a refused table event is
 * explained inline and fired as `poker-violation`.
 *
 * @tag poker-cash-table
 * @summary A cash game of Texas Hold'em against computer players: seats, buy-ins, sitting out, the action clock and the waiting list, every rule explained with its ID, in English or German.
 *
 * @attr players - The computer players, e.g. `Ben reasonable 1000; Carla passive 800` (a name, optionally the kind, `passive` or `reasonable` (default), and the stack; a name with spaces ends with a colon: `Anna Maria: passive 800`).
 * @attr table-size - Seats at the table, 2 to 10 (C1; default 6).
 * @attr buy-in - The smallest and largest buy-in, e.g. `400-1000` (T8; default 40 to 100 big blinds).
 * @attr clock - The action clock in seconds (C5): `30` (default; a disconnected player gets 20 s more), `30+10` (decision + that time bank), or `off`.
 * @attr bot-delay - How long a computer player thinks, in ms (default 700).
 * @attr between-hands - How long a hand's result stays before the next hand, in ms (default 2500).
 * @attr persist - A `localStorage` key to save the table to at every change and restore it from on load (unset: nothing is stored).
 * @attr hero - The reader's name at the table (default "Hero").
 * @attr structure - `no-limit` (default), `pot-limit` or `fixed-limit`.
 * @attr blinds - Small and big blind, e.g. `5/10` (default `50/100`).
 * @attr ante - An ante everyone pays before the blinds (default 0).
 * @attr seed - Makes the deals and the computer players' choices repeatable.
 * @attr show-state - Shows the table's statechart state in each region (the panel is fetched on first use).
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr heading-level - Makes the panel titles ("Why", "Hand history"…) headings of the page's outline at this level (1–6; subtitles one deeper). Unset, they are no headings.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires poker-action - A betting action was accepted in the hand being played. `detail: PokerActionDetail`. Bubbles, composed.
 * @fires poker-street - The flop, turn or river was dealt. `detail: PokerStreetDetail`. Bubbles, composed.
 * @fires poker-hand-complete - A hand's pots were awarded (or it was void, C6). `detail: PokerHandCompleteDetail`. Bubbles, composed.
 * @fires poker-violation - The table or the hand refused an event (a buy-in, a rebuy mid-hand, an action): no error. `detail: PokerViolationDetail` (event, code, ruleId, message, allowed). Bubbles, composed.
 * @fires poker-table-change - A new line of the table history (a player sat down, joined the waiting list, sat out or in, rebought, left, busted, timed out; a hand started or ended). `detail: PokerTableChangeDetail` (kind, hand, player, amount, ruleIds, text). Bubbles, composed.
 * @fires poker-hand-export - With `export`: each finished hand as PHH and PokerStars text (the writer fetched on first use), and again when the reader copies or downloads the last one from the panel under the table. `detail: PokerHandExportDetail` (trigger `hand-complete`, `copy` or `download`; format; phh, pokerstars). Bubbles, composed.
 * @fires error - Bad input: `detail: PokerTableErrorDetail` (`code`, `message`, `text`, `field`, `seat?`); codes also `table-size`, `invalid-buy-in`, `invalid-clock`, `invalid-ms`, `unknown-bot`, `player-count`, `restore-failed`; an empty, non-numeric, zero or negative amount in the buy-in or top-up field is `field: 'buy-in'` (said at the field; nobody is seated). Composed; does not bubble.
 *
 * @csspart base - The whole element.
 * @csspart header - The top line: structure, stakes, hand number, street and pot.
 * @csspart table - The table: felt and seats.
 * @csspart felt - The felt with the board and the pots.
 * @csspart board - The community cards.
 * @csspart pots - The pots; `pot` one pot (also `pot-won` once awarded).
 * @csspart seat - A seat (also `seat-to-act`, `seat-folded`, `seat-all-in`, `seat-winner`, `seat-hero`).
 * @csspart seat-name - A player's name; `stack` the chips behind; `badge` a status label.
 * @csspart seat-empty - An empty seat (also `seat`).
 * @csspart sit-button - The button on an empty seat to sit down there.
 * @csspart seat-idle - A seated player not dealt into the hand (sitting out, waiting for the big blind).
 * @csspart dealer-button - The dealer button.
 * @csspart bet - Chips a player has in front of them this street.
 * @csspart card - Every `<poker-card>`; its own parts are forwarded as `card-face`, `card-back`.
 * @csspart clock - The action clock's ring (C5) at the seat to act; `clock-time-bank` in a disconnected player's time bank.
 * @csspart explanation - What just happened and why, with rule IDs; `note` one explanation, `rule` a rule ID.
 * @csspart action-bar - The actions for the reader; `action` each button, `amount` the number field, `slider` the range, `preset` the preset buttons.
 * @csspart seat-panel - The reader's seat: buy-in, sit out / in, top up, leave, the waiting list.
 * @csspart buy-in - The buy-in or top-up number field.
 * @csspart table-action - The seat panel's buttons.
 * @csspart log - The hand history; `log-line` a line.
 * @csspart table-log - The table's history; `table-log-line` a line.
 * @csspart state - The statechart panel (`show-state`).
 * @csspart error - The inline error message.
 *
 * @cssprop [--poker-felt=#1f6b48] - Felt (kit token).
 * @cssprop [--poker-table-rail=#3b2a20] - The rail around the felt (dark theme `#241a14`).
 * @cssprop [--poker-table-chip=#c8102e] - Bet chips; `--poker-table-chip-edge` their stripes.
 * @cssprop --poker-table-height - Height of the oval table on wide layouts (default scales with the width).
 * @cssprop [--poker-accent=#f2b300] - Dealer button, the seat to act, the clock, winnings.
 * @cssprop --poker-font - Font family (kit token; default the system UI font).
 * @cssprop [--poker-radius=0.875rem] - Corner radius of the panels.
 * @cssprop [--poker-surface=#fff] - Background.
 * @cssprop [--poker-surface-raised=#f6f5f1] - Seats and panels.
 * @cssprop [--poker-text=#1c2126] - Text.
 * @cssprop [--poker-muted=#59636e] - Secondary text.
 * @cssprop [--poker-border=#dedad1] - Borders.
 * @cssprop [--poker-win=#17663a] - Winner text (`--poker-win-surface` its background).
 * @cssprop [--poker-danger=#b3261e] - Refusals, errors and the time bank (`--poker-danger-surface` their background).
 * @cssprop [--poker-focus=#1a5fd0] - Focus ring.
 * @cssprop --poker-card-* - Every `<poker-card>` token applies to the cards inside.
 */
export class PokerCashTable extends TableElement {
  static override styles: CSSResultGroup = [tableBaseStyles, pokerCashTableStyles];

  // Declared here rather than with decorators: no decorator code in a page that loads the element.
  static override properties: PropertyDeclarations = {
    // A new array or object with the same contents (what a framework passes on each render) is no change.
    players: {
      converter: playersAttribute,
      read: entriesValue({ name: nameValue, bot: textValue, stack: amountValue(undefined) }, playersAttribute.fromAttribute),
      hasChanged: changedContents,
    },
    tableSize: { attribute: 'table-size', converter: wholeNumberAttribute(6), read: amountValue(6) },
    buyIn: { attribute: 'buy-in', converter: buyInAttribute, read: dataValue(undefined), hasChanged: changedContents },
    clock: { converter: clockAttribute, read: dataValue(DEFAULT_CLOCK), hasChanged: changedContents },
    timerClock: { attribute: false, read: clockValue },
    botDelay: { attribute: 'bot-delay', converter: wholeNumberAttribute(700), read: amountValue(700) },
    betweenHands: { attribute: 'between-hands', converter: wholeNumberAttribute(2500), read: amountValue(2500) },
    persist: { converter: textAttribute, read: textValue },
    hero: { converter: textAttribute, read: nameValue },
    export: { type: Boolean, reflect: true },
    form: { state: true, attribute: false },
    seatAmount: { state: true, attribute: false },
    seatError: { state: true, attribute: false },
    postNow: { state: true, attribute: false },
    refusal: { state: true, attribute: false },
    timeout: { state: true, attribute: false },
  };

  /** The computer players. Attribute: `"Ben reasonable 1000; Carla passive 800"`. */
  players: CashPlayer[] = [];

  /** Seats at the table, 2 to 10 (C1). */
  tableSize = 6;

  /** The smallest and largest buy-in (T8); unset: 40 to 100 big blinds. Attribute: `"400-1000"`. */
  buyIn: BuyInRange | undefined;

  /** The action clock (C5) in ms; null: no clock. Attribute in seconds: `"30"`, `"30+10"` (decision + time bank) or `"off"`. */
  clock: ClockSetting = DEFAULT_CLOCK;

  /** The clock the table's timers run on, an XState `Clock` (e.g. `new SimulatedClock()` in tests); unset: real time. Property only. */
  timerClock: Clock | undefined;

  /** How long a computer player thinks, in ms. */
  botDelay = 700;

  /** How long a hand's result stays before the next hand, in ms. */
  betweenHands = 2500;

  /** A `localStorage` key; the table is saved there at every change and restored on load. Unset: nothing is stored. */
  persist = '';

  /** The reader's name at the table (default "Hero", in the page's language). */
  hero = '';

  /** Fires `poker-hand-export` with each finished hand as PHH and PokerStars text, and offers the last one to copy or download. */
  export = false;

  /** The empty seat the reader chose, while the buy-in form is open. */
  private form: CashForm | null = null;
  /** What the reader typed into the buy-in or top-up field (null: untouched, the default shows). */
  private seatAmount: string | null = null;
  /** Why the buy-in or top-up in the field cannot be taken, shown at the field. */
  private seatError = '';
  /** C3: post a big blind to be dealt in at once. */
  private postNow = false;
  /** The last refusal of the reader's table or hand event, until the next event or hand. */
  private refusal: TableViolation | HandViolation | null = null;
  /** C5: the clock acted for the reader. */
  private timeout: 'check' | 'fold' | null = null;

  private heroId = 'you';
  /** `export`: the last finished hand, to copy or download. */
  private exportPanel: import('../poker-table/replay/cash-export.js').CashExportPanel | undefined;
  private built = false;

  private readonly session = new CashSession(
    this,
    {
      handEntries: (context, entries) => this.emitHandEntries(context, entries),
      handComplete: (context) => {
        this.emitHandComplete(context);
        if (this.export)
          void exportPart
            .load()
            .then(async (module) => ({ module, detail: await module.exportFinishedHand(context) }))
            .then(({ module, detail }) => {
              if (!detail) return;
              this.panelOf(module).finished(detail);
              this.announce(() => this.emit('poker-hand-export', detail));
            })
            .catch(() => undefined);
      },
      tableEntries: (entries) => {
        // A refusal belongs to the hand (or the break) it happened in.
        if (entries.some((entry) => entry.kind === 'hand-start')) this.refusal = null;
        this.announce(() => {
          for (const entry of entries) this.emit('poker-table-change', tableChangeDetail(this.localize, entry));
        });
      },
      refused: (violation) => {
        this.refusal = violation;
        this.emitViolation(violation);
      },
      timeout: (player, action) => {
        if (player === this.heroId) this.timeout = action;
      },
      restoreFailed: (key) => this.problems.add({ code: 'restore-failed', field: { kind: 'persist' }, text: key, blocking: false }),
      failed: (error) => this.problems.add(failure(error), true),
      // The page's `inspect` observer hears the actor from its start, before any further event.
      started: () => this.inspector?.sync(),
    },
    () => this.timerClock,
  );

  /** `inspect`: the page's observer joins the table's actor (its own or a page's); made once a page sets one. */
  private inspector: import('../shared/table/inspector.js').Inspector | undefined;

  private readonly actionClock = new ActionClock(
    this,
    () => this.session.now(),
    () => {
      const table = this.session.state;
      return table !== undefined && clockRuns(table);
    },
  );

  constructor() {
    super();
    registerCashTranslations();
  }

  /**
   * The table as it stands (the session engine's state, `holdem-elements/core`): seats,
   * waiting list, history, the hand being played (`table.hand`) or the last one. Read-only;
   * a new object at every change.
   */
  get table(): SessionState | undefined {
    return this.session.state;
  }

  /**
   * Sends the table's actor an event as a player or the house would (`{ type: 'JOIN', player:
   * 'zoe', buyIn: 800 }`, `{ type: 'VOID' }`, an ACT for the seat to act): the same as
   * `el.actor.send(event)`. A refusal is explained inline and fired as `poker-violation`, as
   * the reader's own.
   */
  send(event: SessionEvent): void {
    this.session.send(event);
  }

  /**
   * The table's actor (`tableMachine`, XState): the table runs on it, and the element renders
   * its snapshots. The element's own is made with its first table and stays the same object
   * for the element's life (a table set up anew is an `OPEN` event on it; only a new
   * `timerClock` makes a new one, as XState's timers keep their clock); `undefined` before the
   * first table (bad input). Set it to an actor of a page's own (`createActor(tableMachine,
   * { input, inspect })`, started or not): the element follows it (its snapshots, what it
   * emits), sends the reader's events to it and never stops it; the table's attributes then
   * no longer set the table up (`hero` still says who the reader is), nor does `persist` save
   * it. Set to `undefined`: the element makes its own again from its attributes.
   */
  get actor(): CashTableActor | undefined {
    return this.session.actor;
  }

  set actor(actor: CashTableActor | undefined) {
    if (actor === this.session.actor) return;
    if (actor) {
      this.session.follow(actor);
      this.refusal = null;
      this.timeout = null;
    } else if (this.session.followed) {
      this.session.unfollow();
      this.built = false;
    }
    this.requestUpdate();
  }

  /** The same actor as `actor` (an older name). */
  get tableActor(): CashTableActor | undefined {
    return this.session.actor;
  }

  /** Resolves to `el.actor` once the table is set up (the statechart is no longer fetched on use: the table always runs on it). */
  async loadActor(): Promise<CashTableActor | undefined> {
    await this.updateComplete;
    return this.session.actor;
  }

  protected get hand(): HandState | undefined {
    return this.session.state?.hand ?? undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    // `inspect`: the inspector, fetched the first time a page sets an observer (it then follows every actor the table runs on).
    const inspector = this.inspect && !this.inspector ? usePart(this, inspectorPart) : undefined;
    if (inspector)
      this.inspector = new inspector.Inspector(this, () => ({ actor: this.session.actor, observer: this.inspect ?? undefined }));
    if (!this.built || TABLE_PROPERTIES.some((name) => changed.has(name))) this.build();
    const context = this.session.state;
    this.amount.decisionIs(context?.hand ? `${context.handNumber}|${context.hand.toAct}|${context.hand.log.length}` : '');
  }

  protected errorMessage(problem: Problem): string | undefined {
    return usePart(this, problemWords)?.cashErrorMessage(this.localize, problem);
  }

  /** Reads the attributes and starts the table (or, the first time, restores the saved one). */
  private build(): void {
    const restore = !this.built;
    this.built = true;
    this.refusal = null;
    this.timeout = null;
    this.form = null;
    this.seatAmount = null;
    this.seatError = '';
    const settings = { ...this.pick(), heroName: cleanName(this.hero) || 'you' };
    const { input, heroId, problems } = readCashInput(settings);
    this.heroId = heroId;
    // A page's actor is the table: the attributes that would set one up are not read, nor their problems.
    this.problems.set(this.session.followed ? [] : problems);
    if (this.session.followed) return;
    if (!input) {
      this.session.hide();
      return;
    }
    if (this.session.start({ input, hero: heroId, persist: this.persist.trim() || undefined, restore })) return;
    if (!this.problems.list.some((problem) => problem.blocking)) this.problems.add(failure(this.session.error), true);
    this.session.hide();
  }

  private pick() {
    const { structure, blinds, ante, tableSize, buyIn, players, clock, botDelay, betweenHands, seed } = this;
    return { structure, blinds, ante, tableSize, buyIn, players, clock, botDelay, betweenHands, seed };
  }

  // ——— The reader's events ———

  /** The reader's table or hand event; a refusal shows until the next one. */
  private sendOwn(event: SessionEvent): void {
    this.refusal = null;
    if (event.type === 'ACT' || event.type === 'SIT_IN' || event.type === 'LEAVE') this.timeout = null;
    this.session.send(event);
  }

  protected act(action: ActionType, to?: number): void {
    const seat = this.hand?.toAct;
    if (seat) this.sendOwn(to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to });
  }

  /**
   * A buy-in or top-up from the seat panel's field: a whole, positive number of chips goes to
   * the table, which judges it (T8); anything else is reported at the field with an `error`
   * (the text never reaches the machine) and seats nobody.
   */
  private seatChips(text: string, kind: 'buy-in' | 'add', min: number, max: number): number | null {
    const chips = readChips(text);
    if ('value' in chips && chips.value > 0) {
      this.seatError = '';
      return chips.value;
    }
    this.seatError = this.localize.term('errorSeatChips', kind, text.trim(), min, max);
    this.fail({ code: 'code' in chips ? chips.code : 'invalid-buy-in', message: this.seatError, text, field: 'buy-in' });
    this.focusSeatField();
    return null;
  }

  /** A player's name at the table (seated or waiting), the reader's own before they join; else as the hand names the seat. */
  private readonly playerName = (player: string): string => {
    const table = this.session.state;
    const known = table?.seats.find((seat) => seat?.player === player) ?? table?.queue.find((waiting) => waiting.player === player);
    if (known) return known.name;
    if (player === this.heroId) return cleanName(this.hero) || this.localize.term('heroName');
    return this.seatName(player);
  };

  /** T8: the table refused the amount in the field (below the minimum, above the maximum): said at the field, not in "Why". */
  private refusedAtField(): boolean {
    const refusal = this.refusal;
    if (!refusal || !BUY_IN_CODES.has(refusal.code)) return false;
    this.seatError = this.localize.term('refusal', refusal, this.playerName);
    this.refusal = null;
    this.focusSeatField();
    return true;
  }

  private focusSeatField(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('[part~="buy-in"]')?.focus());
  }

  private readonly panelActions: SeatPanelActions = {
    choose: (seat) => (this.form = { kind: 'join', seat }),
    cancel: () => {
      this.form = null;
      this.seatError = '';
    },
    join: (seat, text, postNow) => {
      const config = this.session.state?.config;
      const buyIn = config ? this.seatChips(text, 'buy-in', config.buyIn.min, config.buyIn.max) : null;
      if (buyIn === null) return;
      const running = this.session.state?.button !== null;
      const name = cleanName(this.hero) || this.localize.term('heroName');
      this.sendOwn({
        type: 'JOIN',
        player: this.heroId,
        name,
        buyIn,
        ...(seat !== null ? { seat } : {}),
        ...(postNow && running ? { postBigBlind: true } : {}),
      });
      if (this.refusedAtField() || this.refusal) return;
      this.form = null;
      this.seatAmount = null;
    },
    leave: () => this.sendOwn({ type: 'LEAVE', player: this.heroId }),
    stay: () => this.sendOwn({ type: 'SIT_IN', player: this.heroId }),
    sitOut: () => this.sendOwn({ type: 'SIT_OUT', player: this.heroId }),
    sitIn: (postBigBlind) => this.sendOwn({ type: 'SIT_IN', player: this.heroId, ...(postBigBlind ? { postBigBlind } : {}) }),
    rebuy: (text) => {
      const context = this.session.state;
      const seat = context?.seats.find((s) => s?.player === this.heroId);
      if (!context || !seat) return;
      const { min, max } = context.config.buyIn;
      const amount = this.seatChips(text, 'add', seat.status === 'busted' ? min : 1, Math.max(0, max - seat.stack));
      if (amount === null) return;
      this.sendOwn({ type: 'REBUY', player: this.heroId, amount });
      if (!this.refusedAtField() && !this.refusal) this.seatAmount = null;
    },
    amount: (text) => {
      this.seatAmount = text;
      this.seatError = '';
    },
    postNow: (value) => (this.postNow = value),
  };

  /** The reader chose an empty seat on the table: the buy-in field takes the focus. */
  private sitAt(seat: number): void {
    this.form = { kind: 'join', seat };
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('#cash-buy-in')?.focus());
  }

  // ——— Rendering ———

  /** Every seat of the table around the oval, the reader at the bottom: seats of the hand, players not in it, empty seats. */
  private places(context: SessionState, view: HandView | null, clockRuns: boolean): SeatPlace[] {
    const t = this.localize;
    const n = context.config.size;
    const heroIndex = context.seats.findIndex((seat) => seat?.player === this.heroId);
    const canSit = heroIndex < 0 && !context.queue.some((queued) => queued.player === this.heroId);
    const inHand = new Set(view?.context.config.seatIds ?? []);
    const now = this.actionClock.now();
    return context.seats.map((seat, index): SeatPlace => {
      const position = (index - Math.max(0, heroIndex) + n) % n;
      if (!seat)
        return {
          position,
          other: renderEmptySeat(t, index, position, n, { canSit, chosen: this.form?.seat === index, sit: (chosen) => this.sitAt(chosen) }),
        };
      const clock = clockRuns && context.turn?.seat === seat.player ? renderClock(t, context, now) : nothing;
      const state = seatState(seat);
      if (!view || !inHand.has(seat.player))
        return { position, other: renderIdleSeat(t, seat, position, n, seat.player === this.heroId, clock) };
      const status = state === 'active' || state === 'waiting' || state === 'posting' ? undefined : t.term('seatState', state);
      return { position, seat: seat.player, clock, status, stack: view.active ? undefined : seat.stack };
    });
  }

  /** `export`: the panel of the last finished hand (once its part is there). */
  private panelOf(module: typeof import('../poker-table/replay/cash-export.js')) {
    return (this.exportPanel ??= new module.CashExportPanel(this, (detail) => this.emit('poker-hand-export', detail)));
  }

  private renderExport(t: Words): TemplateResult | typeof nothing {
    const module = usePart(this, exportPart);
    return module ? this.panelOf(module).render(t) : nothing;
  }

  /** `show-state`: the chart's state in each of its regions (the game, the sit-out timing), its panel fetched on first use. */
  private renderState(): TemplateResult | typeof nothing {
    const snapshot = this.session.actor?.getSnapshot();
    const panel = usePart(this, statePanelPart);
    if (!snapshot || !panel) return nothing;
    return panel.renderStatePanel(this.localize, [{ id: snapshot.machine.id, value: snapshot.value, status: snapshot.status }]);
  }

  protected override render(): TemplateResult {
    const t = this.localize;
    const alert = this.renderAlert();
    const context = this.session.state;
    if (!context) return html`<div part="base" class="base cash">${alert}</div>`;
    const hand = context.hand;
    const view: HandView | null = hand
      ? { context: hand, active: hand.result === null, showdown: hand.showdown !== null && hand.result === null }
      : null;
    const clockRuns = this.actionClock.runs();
    const handNumber = html`<span class="hand-number"
      >${t.term('cashGame')}${context.handNumber > 0 ? ` · ${t.term('handNumber', context.handNumber)}` : ''}</span
    >`;
    // T8: a seat dealt into the running hand shows the stack the hand has for it.
    const seated = view?.active === true && hand !== null && hand.config.seatIds.includes(this.heroId);
    const panel = renderSeatPanel(
      t,
      {
        context,
        heroId: this.heroId,
        form: this.form,
        amountText: this.seatAmount,
        fieldError: this.seatError,
        postNow: this.postNow,
        handStack: seated ? (hand?.stacks[this.heroId] ?? null) : null,
      },
      this.panelActions,
    );
    let bar: TemplateResult | typeof nothing = nothing;
    if (view?.active && hand?.toAct) {
      const name = nameOf(hand, hand.toAct);
      bar =
        hand.toAct === this.heroId
          ? this.renderBettingBar(hand, name, clockRuns ? renderClockText(t, context, this.actionClock.now()) : nothing)
          : renderWaiting(t, name);
    }
    const notes = cashNotes(t, {
      table: context,
      view,
      heroId: this.heroId,
      refusal: this.refusal,
      amountError: this.amount.error,
      timeout: this.timeout,
      name: this.playerName,
    });
    const look = { fourColor: this.fourColor, theme: this.theme, reveal: false, heroSeat: this.heroId, faceUpSeat: this.heroId };
    return html`<div part="base" class="base cash">
      ${renderHeader(t, hand?.config ?? context.config, view, handNumber, t.term('waitingForPlayers'))} ${alert}
      <div class="stage">
        ${renderTable(t, view, this.places(context, view, clockRuns), context.config.size, look)}
        <div class="side">${renderNotes(t, notes)} ${bar} ${panel}</div>
      </div>
      <div class="lower">
        ${view ? renderHandLog(t, view.context) : nothing} ${renderTableLog(t, context.log)}
        ${this.export ? this.renderExport(t) : nothing}
        ${this.showState ? this.renderState() : nothing}
      </div>
    </div>`;
  }
}
