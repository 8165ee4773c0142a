import { html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { textAttribute } from '../shared/converters.js';
import { changedContents } from '../shared/same-contents.js';
import type { ActionType, HouseRules } from '../../core/betting.js';
import type { Card } from '../../core/cards.js';
import type { HandEvent, HandHappening, HandInput, HandState } from '../../core/hand/index.js';
import type { HandMachineEvent } from '../../machines/hand.machine.js';
import { renderShowdownBar, renderWaiting } from '../shared/table/action-bar.js';
import { renderHandLog } from '../shared/table/hand-log.js';
import { nameOf } from '../shared/table/internal/log-words.js';
import { cleanName, seatNamed, type Problem } from '../shared/table/internal/read-input.js';
import { renderNotes } from '../shared/table/notes.js';
import { runOutPart } from '../shared/table/run-out-part.js';
import { TableElement } from '../shared/table/table-element.js';
import { renderHeader, renderTable, type HandView } from '../shared/table/table-view.js';
import { tableBaseStyles } from '../shared/table/table-base.styles.js';
import { handNotes } from './internal/hand-notes.js';
import {
  boardAttribute,
  controlsAttribute,
  holeCardsAttribute,
  readHandInput,
  seatsAttribute,
  type Controls,
  type HoleCards,
  type TableSeat,
} from './internal/read-hand.js';
import { pokerTableStyles } from './poker-table.styles.js';
import { potsdamPart, variantAttribute, type Variant } from './potsdam/variant.js';
import { OnUse, usePart } from '../shared/on-use.js';
import { Inspector } from '../shared/table/inspector.js';
import { hasHistory, replayPart, type ReplayHost } from './replay/replay.js';
import type { Replayer } from './replay/replay-part.js';
import { HandRunner, type HandActor } from './hand-runner.js';
import { StepHistory } from './step-history.js';
import { eventText, renderScriptBar, renderSteps, scriptStepText, type StepsActions } from './steps.js';

export type { Controls, HoleCards, TableSeat } from './internal/read-hand.js';
export type { InspectionObserver } from '../shared/table/table-element.js';

/** The properties that make up the machine's input: a change deals the hand again. */
const INPUT_PROPERTIES = [
  'structure',
  'blinds',
  'ante',
  'seats',
  'button',
  'holeCards',
  'board',
  'seed',
  'script',
  'autoShowdown',
  'tournament',
  'houseRules',
  'legacyMode',
];

/** The statechart panel (`show-state`): its look and words, fetched when a page asks for it. */
const statePanelPart = new OnUse(() => import('./chart/hand-chart.js'));

/** Errors of cards in the input (the hole cards or the board): the problem is the cards'. */
const CARD_CODES = new Set(['unknown-card', 'duplicate-card', 'card-count']);

/** How the table words its problems, fetched on its first problem (with the words of bad input). */
const problemWords = new OnUse(() => import('./internal/errors.js'));

/** Refusals that are bad input as well (T8: an amount over the stack, not a whole number): also an `error`. */
const INPUT_CODES = new Set(['not-enough-chips', 'invalid-amount']);

/**
 * A Texas Hold'em table that teaches the rules as a hand is played: 2 to 10 seats with
 * names, stacks, bets, the button and the blinds, the board, main and side pots, and chips
 * that move to the winners. The reader plays the seat to act from an action bar that offers
 * only the legal actions, and every refused action and every notable moment is explained in
 * the page's language with its rule ID. The hand can be stepped back and forward, restarted,
 * or written out in HTML as a script for the reader to step through.
 *
 * The table runs on one actor of the kit's hand statechart (`handMachine`, XState), `el.actor`,
 * for its whole life: the reader's actions, the script's steps, Back and Restart (`RESTORE`)
 * and every new hand (`DEAL`, when an input attribute changes) are events on it, and the
 * element renders its snapshot. The chart's guards ask core's hand engine, which holds every
 * rule. A page may give the table its own actor (`el.actor = createActor(handMachine, …)`):
 * the table follows it. Bad input never throws: an inline message (`role="alert"`) names the
 * bad value and the element fires `error`. A cash game is `<poker-cash-table>`: an old
 * `mode="cash"` is reported the same way.
 *
 * @tag poker-table
 * @summary A Texas Hold'em hand to play or step through, with only the legal actions offered and every rule explained with its ID, in English or German.
 *
 * @attr structure - `no-limit` (default), `pot-limit` or `fixed-limit`.
 * @attr blinds - Small and big blind, e.g. `50/100` (default). Fixed limit bets the big blind, then twice it (T15).
 * @attr ante - An ante everyone pays before the blinds (default 0).
 * @attr seats - The players clockwise with their stacks, e.g. `Anna 5000; Ben 800; Carla 5000` (2 to 10).
 * @attr button - The player with the dealer button (default: the last seat).
 * @attr hole-cards - Hole cards per player, e.g. `Anna: As Kd; Ben: Qh Qc`. Others come from the deck.
 * @attr board - Up to five community cards in the order they come, e.g. `Ks 7h 2c 4d Jc`.
 * @attr seed - Makes the shuffle for cards not given repeatable.
 * @attr script - Actions to step through, e.g. `Anna bets 500; Ben all-in; Carla calls` (English or German verbs; amounts are totals for the street).
 * @attr hero - The seat the reader plays; only the hero's cards are face up.
 * @attr controls - `all` (the reader plays every seat; default without `hero`), `hero`, or `none` (watch and step only).
 * @attr reveal - Every hole card face up.
 * @attr show-state - Shows the statechart's current state and the events it takes now.
 * @attr auto-showdown - Hands that can win show, the others muck, without asking (default with a script that has no `shows`/`mucks`).
 * @attr tournament - Tournament rule (T16): once a player is all-in and the betting is closed, every hand is turned face up.
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 * @attr variant - `holdem` (default) or `potsdam`: Potsdam Hold'em (P1–P7), five hole cards and exchanges, fetched on first use. With `hero`, the other seats are computer players; `rules` sets the Potsdam readings (`bet-limit: round-total; max-exchange-rounds: 4`), `bot-delay` their pace in ms (default 900).
 * @attr history - A hand history to replay, PHH or PokerStars text (told by the content); also a `<script type="text/plain">` child. The reader and writer are fetched on use.
 * @attr src - The URL of a hand history to replay (fetched; a failure is reported inline and as `error`).
 * @attr hand - Which hand of a history with several (`.phhs`, PokerStars text) to replay, from 1 (default); the replay bar offers the others.
 * @attr export - Offers the hand as PHH and PokerStars text to copy or download (`poker-hand-export`).
 * @attr share - Opens the hand of a share link in the page's fragment (`#hand=…`) and offers Copy link.
 * @attr mode - Not a setting: an old page's `mode="cash"` is reported (inline and `error`, code `invalid-mode`) with a pointer to `<poker-cash-table>`.
 *
 * @fires poker-action - A betting action was accepted. `detail: PokerActionDetail` (seat, action, street, amount, to, allIn, ruleIds, text). Bubbles, composed.
 * @fires poker-street - The flop, turn or river was dealt. `detail: PokerStreetDetail` (street, cards, board). Bubbles, composed.
 * @fires poker-hand-complete - The pots were awarded (or the hand was void). `detail: PokerHandCompleteDetail` (kind, awards with text, winnings, stacks, shown, mucked). Bubbles, composed.
 * @fires poker-violation - The machine refused an event. A refusal is no error. `detail: PokerViolationDetail` (event, code, ruleId, message in the element's language, allowed). Bubbles, composed.
 * @fires poker-hand-export - The reader copied or downloaded the hand. `detail: PokerHandExportDetail` (trigger, format, phh, pokerstars). Bubbles, composed.
 * @fires error - Bad input: `detail: PokerTableErrorDetail` (`code`, `message`, `text`, `field`, `seat?`, `step?`). Composed; does not bubble (see `HoldemErrorDetail`).
 *
 * @csspart base - The whole element.
 * @csspart header - The top line: structure, stakes, street and pot.
 * @csspart table - The table: felt and seats.
 * @csspart felt - The felt with the board and the pots.
 * @csspart board - The community cards.
 * @csspart pots - The pots; `pot` one pot (also `pot-won` once awarded).
 * @csspart seat - A seat (also `seat-to-act`, `seat-folded`, `seat-all-in`, `seat-winner`, `seat-hero`).
 * @csspart seat-name - A player's name; `stack` the chips behind; `badge` a status label.
 * @csspart dealer-button - The dealer button.
 * @csspart bet - Chips a player has in front of them this street.
 * @csspart card - Every `<poker-card>`; its own parts are forwarded as `card-face`, `card-back`.
 * @csspart explanation - What just happened and why, with rule IDs; `note` one explanation, `rule` a rule ID.
 * @csspart action-bar - The actions for the seat to act; `action` each button, `amount` the number field, `slider` the range, `preset` the preset buttons.
 * @csspart steps - Restart, Back, Forward / Next.
 * @csspart log - The hand history; `log-line` a line.
 * @csspart state - The statechart panel (`show-state`).
 * @csspart error - The inline error message.
 * @csspart replay - The replay bar (a history or a link); `replay-play`, `replay-speed`, `replay-streets` its pieces.
 * @csspart export - The hand as text (`export`, `share`); `export-button` each button, `export-text` the text to copy by hand.
 *
 * @cssprop [--poker-felt=#1f6b48] - Felt (kit token).
 * @cssprop [--poker-table-rail=#3b2a20] - The rail around the felt (dark theme `#241a14`).
 * @cssprop [--poker-table-chip=#c8102e] - Bet chips; `--poker-table-chip-edge` their stripes.
 * @cssprop --poker-table-height - Height of the oval table on wide layouts (default scales with the width).
 * @cssprop [--poker-accent=#f2b300] - Dealer button, the seat to act, winnings.
 * @cssprop --poker-font - Font family (kit token; default the system UI font).
 * @cssprop [--poker-radius=0.875rem] - Corner radius of the panels.
 * @cssprop [--poker-surface=#fff] - Background.
 * @cssprop [--poker-surface-raised=#f6f5f1] - Seats and panels.
 * @cssprop [--poker-text=#1c2126] - Text.
 * @cssprop [--poker-muted=#59636e] - Secondary text.
 * @cssprop [--poker-border=#dedad1] - Borders.
 * @cssprop [--poker-win=#17663a] - Winner text (`--poker-win-surface` its background).
 * @cssprop [--poker-danger=#b3261e] - Refusals and errors (`--poker-danger-surface` their background).
 * @cssprop [--poker-focus=#1a5fd0] - Focus ring.
 * @cssprop --poker-card-* - Every `<poker-card>` token applies to the cards inside.
 */
export class PokerTable extends TableElement {
  static override styles: CSSResultGroup = [tableBaseStyles, pokerTableStyles];

  // Declared here rather than with decorators: no decorator code in a page that loads the element.
  static override properties: PropertyDeclarations = {
    seats: { converter: seatsAttribute, hasChanged: changedContents },
    button: { converter: textAttribute },
    holeCards: { attribute: 'hole-cards', converter: holeCardsAttribute, hasChanged: changedContents },
    board: { converter: boardAttribute, hasChanged: changedContents },
    script: { converter: textAttribute },
    hero: { converter: textAttribute },
    controls: { converter: controlsAttribute },
    reveal: { type: Boolean, reflect: true },
    autoShowdown: { type: Boolean, attribute: 'auto-showdown' },
    tournament: { type: Boolean },
    houseRules: { attribute: false, hasChanged: changedContents },
    variant: { converter: variantAttribute, reflect: true },
    history: { converter: textAttribute },
    src: { converter: textAttribute },
    historyHand: { type: Number, attribute: 'hand' },
    export: { type: Boolean, reflect: true },
    share: { type: Boolean, reflect: true },
    legacyMode: { state: true, attribute: false },
  };

  /** The players clockwise. Attribute: `seats="Anna 5000; Ben 800; Carla 5000"`. */
  seats: TableSeat[] = [];

  /** The player with the dealer button (default: the last seat). */
  button = '';

  /** Hole cards per player; others come from the deck. Attribute: `"Anna: As Kd; Ben: Qh Qc"`. */
  holeCards: HoleCards = {};

  /** Up to five community cards in the order they come. Attribute: `"Ks 7h 2c 4d Jc"`. */
  board: Card[] = [];

  /** Actions to step through: `"Anna bets 500; Ben all-in; Carla calls"`. */
  script = '';

  /** The seat the reader plays. */
  hero = '';

  /** Which seats the reader plays; unset: the hero's with a hero, else every seat. */
  controls: Controls | undefined;

  /** Every hole card face up. */
  reveal = false;

  /** Resolve the showdown without asking each player to show or muck. */
  autoShowdown = false;

  /** Tournament rule (T16): all hands face up once a player is all-in and the betting is closed. */
  tournament = false;

  /** House rules (RULES.md T11, T13, T15), property only; each defaults as stated there. */
  houseRules: Partial<HouseRules> | undefined;

  /** `holdem` (default) or `potsdam` (Potsdam Hold'em, P1–P7, its part fetched on first use). */
  variant: Variant = 'holdem';

  /** A hand history to replay (PHH or PokerStars text); also a `<script type="text/plain">` child. */
  history = '';

  /** The URL of a hand history to replay. */
  src = '';

  /** Which hand of a history with several to replay, from 1. Attribute: `hand`. */
  historyHand = 1;

  /** Offers the hand as PHH and PokerStars text to copy or download. */
  export = false;

  /** Reads a share link from the page's fragment (`#hand=…`) and offers Copy link. */
  share = false;

  /** The `mode` attribute of an old page: `cash` is `<poker-cash-table>` now, and no other mode exists. */
  private legacyMode: string | null = null;

  /** The hand: one actor of `handMachine` (the table's own, or a page's). */
  private readonly runner: HandRunner = new HandRunner(this, {
    onEvent: (event, state) => this.recorded(event, state),
    happened: (happening: HandHappening) => {
      if (happening.type === 'violation') this.emitViolation(happening.violation);
    },
  });

  private readonly stepHistory = new StepHistory(this, this.runner);

  /** Gives the page's `inspect` observer the table's actor. */
  private readonly inspector = new Inspector(this, () => ({ actor: this.runner.actor, observer: this.inspect ?? undefined }));

  private dealt = false;

  private dealtInput: HandInput | null = null;

  /** The replayer (a history, a share link, `export`), once its part is loaded. */
  private replayer: Replayer | undefined;

  /** What the replayer asks of the table. */
  private readonly replayHost: ReplayHost = {
    element: this,
    dealt: () => ({ input: this.dealtInput, context: this.runner.state }),
    taken: () => this.stepHistory.acceptedEvents,
    canGoForward: () => this.stepHistory.canGoForward,
    forward: () => this.forward(),
    back: () => this.back(),
    restart: () => this.restart(),
    playAll: () => this.playAll(),
    fail: (detail) => this.announce(() => this.fail(detail())),
    exported: (detail) => this.emit('poker-hand-export', detail),
    showAmountsIn: (unit) => void (this.localize.amountUnit = unit),
  };

  /** The replayer, asked for (and fetched) when the table needs it: a history to read, `export` or `share`. */
  private get replay(): Replayer | undefined {
    if (!this.replayer && (this.export || this.share || hasHistory(this))) {
      const module = usePart(this, replayPart);
      if (module) this.replayer = new module.Replayer(this.replayHost);
    }
    return this.replayer;
  }

  /** A hand from a history or a link is on show, or on its way (the table deals nothing meanwhile). */
  private get replaying(): boolean {
    return this.replay?.active ?? hasHistory(this);
  }

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'mode'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'mode') this.legacyMode = value;
  }

  /**
   * The hand machine's actor (XState) the table runs on, to observe the hand or send it
   * events (`{ type: 'ACT', seat: 'Anna', action: 'raise', to: 1500 }`, `{ type: 'DEAL', input }`).
   * The table's own is made with its first hand and stays the same object for the table's
   * life: Back, Restart and new hands are events on it. Set it to a page's own actor
   * (`createActor(handMachine.provide({…}), { input, inspect })`, started or not) and the
   * table follows that one; it deals on it only when an input attribute changes later.
   * `undefined` before the first hand (bad input) and for `variant="potsdam"`.
   */
  get actor(): HandActor | undefined {
    return this.runner.actor;
  }

  set actor(actor: HandActor | undefined) {
    if (!actor || actor === this.runner.actor) return;
    this.pageActor = actor;
    this.requestUpdate();
  }

  /** A page's actor, given before the table could follow it (it follows it in its next update). */
  private pageActor: HandActor | undefined;

  /** Resolves to the table's actor once the table has updated (kept for pages written for the on-use statechart). */
  async loadActor(): Promise<HandActor | undefined> {
    await this.updateComplete;
    return this.runner.actor;
  }

  /** Steps taken so far (every event sent, refused ones included); a Potsdam game's too. */
  get step(): number {
    return this.potsdamGame?.taken ?? this.stepHistory.taken;
  }

  /** Steps known: taken, plus the rest of the script or the steps undone with Back. */
  get stepCount(): number {
    return this.potsdamGame?.known ?? this.stepHistory.known;
  }

  /** Goes back one step. */
  back(): void {
    const game = this.potsdamGame;
    if (game) return void (game.back(), this.requestUpdate());
    this.stepHistory.back();
  }

  /** Takes the next step of the script, or redoes a step undone with Back. */
  forward(): void {
    const game = this.potsdamGame;
    if (game) return void (game.forward(), this.requestUpdate());
    this.stepHistory.forward();
  }

  /** Back to the start of the hand; the script (or the steps taken) can be replayed with Forward. */
  restart(): void {
    const game = this.potsdamGame;
    if (game) return void (game.restart(), this.requestUpdate());
    this.stepHistory.restart();
  }

  /** `variant="potsdam"`: its game, once the Potsdam part is loaded. */
  private get potsdamGame() {
    return this.variant === 'potsdam' ? potsdamPart.module?.gameOf(this) : undefined;
  }

  /** The hand as PHH or PokerStars text (null if the format cannot hold it); fetches the writer on first use. */
  handHistory(format: 'phh' | 'pokerstars'): Promise<string | null> {
    return this.replayerNow().then((replayer) => replayer.text(format));
  }

  /** The hand at this step as the text of a share link (put it after `#hand=`), or null. */
  shareLink(): Promise<string | null> {
    return this.replayerNow().then((replayer) => replayer.link());
  }

  private async replayerNow(): Promise<Replayer> {
    const module = await replayPart.load();
    return (this.replayer ??= new module.Replayer(this.replayHost));
  }

  /** Takes every step still ahead. */
  playAll(): void {
    const game = this.potsdamGame;
    if (game) return void (game.playAll(), this.requestUpdate());
    for (let guard = 0; this.stepHistory.canGoForward && guard < 1000; guard++) this.forward();
  }

  protected get hand() {
    return this.runner.state;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (this.variant === 'potsdam') return void (this.dealt = false);
    const pageActor = this.pageActor;
    if (pageActor) {
      // A page's actor: the table shows its hand as it stands, and deals on it only when its input changes later.
      this.pageActor = undefined;
      this.runner.follow(pageActor);
      this.dealt = true;
      this.problems.set([]);
      this.stepHistory.begin([]);
      return;
    }
    const replay = this.replay;
    const replayed = replay ? replay.sync() : hasHistory(this);
    if (!this.dealt || replayed || INPUT_PROPERTIES.some((name) => changed.has(name))) this.deal();
    this.amount.decisionIs(this.stepHistory.decision);
  }

  protected errorMessage(problem: Problem): string | undefined {
    return usePart(this, problemWords)?.handErrorMessage(this.localize, problem);
  }

  // ——— The hand ———

  private deal(): void {
    this.dealt = true;
    const waiting = !this.replayer && hasHistory(this);
    const { input, script, problems } =
      this.replayer?.read() ?? (waiting ? { input: null, script: [], problems: [] } : null) ?? readHandInput(this);
    this.dealtInput = input;
    const mode = (this.legacyMode ?? '').trim().toLowerCase();
    const moved = mode === 'cash';
    if (mode !== '' && mode !== 'hand') {
      const problem: Problem = { code: 'invalid-mode', field: { kind: 'mode' }, text: this.legacyMode ?? '', blocking: moved };
      if (moved) problems.unshift(problem);
      else problems.push(problem);
    }
    this.problems.set(problems);
    this.stepHistory.clear();
    if (!input || moved) {
      this.runner.hide({ code: moved ? 'invalid-mode' : 'invalid-input', text: '' });
      return;
    }
    this.runner.deal(input);
    const refused = this.runner.error;
    if (refused !== undefined || !this.runner.state) {
      const { code, text } = refused ?? { code: 'invalid-input', text: '' };
      this.problems.add({ code, field: { kind: CARD_CODES.has(code) ? 'hole-cards' : 'seats' }, text, blocking: true }, true);
      return;
    }
    this.inspector.sync();
    this.stepHistory.begin(script);
    this.replayer?.opened();
  }

  /** Every event the hand processed, from the reader, the script or the page: a step. */
  private recorded(event: HandMachineEvent, state: HandState): void {
    if (event.type === 'DEAL' || event.type === 'RESTORE') {
      // The table's own deal and steps back are its doing; a page's new hand or state is where the steps start again.
      if (this.runner.sentHere(event) || state.violation?.event === (event as unknown)) return;
      this.dealtInput = event.type === 'DEAL' ? event.input : null;
      this.stepHistory.begin([]);
      return;
    }
    const recorded = this.stepHistory.record(event, state);
    if (!recorded) return;
    const { step, before } = recorded;
    const refused = step.refused;
    if (refused) {
      // T6: an event after the hand was over is bad input too.
      if (refused.code === 'hand-over')
        this.fail({ code: 'hand-over', message: this.localize.term('errorHandOver'), text: eventText(event), field: 'action' });
      else if (INPUT_CODES.has(refused.code)) {
        this.refused();
        this.announce(() =>
          this.fail({
            code: refused.code,
            message: this.localize.term('refusal', refused, this.seatName),
            text: eventText(event),
            field: 'action',
            ...('seat' in event ? { seat: event.seat } : {}),
          }),
        );
      }
      return;
    }
    this.emitHandEntries(state, state.log.slice(before.log.length));
    if (!this.runner.active && state.result) this.emitHandComplete(state);
  }

  private send(event: HandEvent): void {
    this.stepHistory.send(event);
  }

  protected act(action: ActionType, to?: number): void {
    const seat = this.runner.state?.toAct;
    if (seat) this.send(to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to });
  }

  private decide(type: 'SHOW' | 'MUCK'): void {
    const seat = this.runner.state?.showdownChoices?.seat;
    if (seat) this.send({ type, seat });
  }

  // ——— Who plays ———

  private get heroSeat(): string | undefined {
    const context = this.runner.state;
    const hero = cleanName(this.hero);
    return context && hero ? seatNamed(context.config.seatIds, hero) : undefined;
  }

  private get controlMode(): Controls {
    if (this.controls === 'all' || this.controls === 'none') return this.controls;
    return this.heroSeat ? 'hero' : 'all';
  }

  private playsSeat(seat: string): boolean {
    const mode = this.controlMode;
    return mode === 'all' || (mode === 'hero' && seat === this.heroSeat);
  }

  // ——— Rendering ———

  private readonly stepActions: StepsActions = {
    restart: () => this.restart(),
    back: () => this.back(),
    forward: () => this.forward(),
    playAll: () => this.playAll(),
  };

  protected override render(): TemplateResult {
    const t = this.localize;
    if (this.variant === 'potsdam') {
      const look = { reveal: this.reveal, showState: this.showState, fourColor: this.fourColor, theme: this.theme };
      return usePart(this, potsdamPart)?.renderPotsdam(this, t, look) ?? html`<div part="base" class="base"></div>`;
    }
    const context = this.runner.state;
    const alert = this.renderAlert();
    const replayNote = this.replayer?.renderMessage(t) ?? nothing;
    if (!context) return html`<div part="base" class="base">${alert} ${replayNote}</div>`;
    // What the table shows is where the chart is: the hand over (tagged `over`), the showdown, a street.
    const snapshot = this.runner.snapshot;
    const active = this.runner.active;
    const showdown = snapshot?.matches('showdown') ?? false;
    const view: HandView = { context, active, showdown };
    const ids = context.config.seatIds;
    // The hero (or the first seat) sits at the bottom; the others follow clockwise.
    const bottom = Math.max(0, ids.indexOf(this.heroSeat ?? ids[0] ?? ''));
    const places = ids.map((seat, index) => ({ position: (index - bottom + ids.length) % ids.length, seat }));
    const hero = this.controlMode === 'hero' ? this.heroSeat : undefined;
    const look = {
      fourColor: this.fourColor,
      theme: this.theme,
      // A replay shows every card the history knows; cards nobody saw stay face down.
      reveal: this.reveal || (this.replaying && !hero),
      hiddenSeats: this.replayer?.hiddenSeats ?? [],
      heroSeat: hero,
      faceUpSeat: hero ?? context.toAct ?? context.showdownChoices?.seat ?? undefined,
    };
    const last = this.stepHistory.last;
    const notes = handNotes(t, {
      context,
      active,
      before: last ? this.stepHistory.contextBefore(this.stepHistory.taken - 1) : undefined,
      refused: last?.refused ?? null,
      runOut: context.ranOut ? usePart(this, runOutPart)?.chancesOf(context) : undefined,
    });
    const steps = {
      taken: this.stepHistory.taken,
      known: this.stepHistory.known,
      canGoForward: this.stepHistory.canGoForward,
      hasScript: this.stepHistory.hasScript,
      nextOffered: this.stepHistory.scriptPending && active && !this.replaying,
    };
    return html`<div part="base" class="base">
      ${renderHeader(t, context.config, view)} ${alert} ${replayNote}
      <div class="stage">
        ${renderTable(t, view, places, ids.length, look)}
        <div class="side">${renderNotes(t, notes)} ${this.replayer?.renderBar(t, context) ?? this.renderControls(context)}
          ${renderSteps(t, steps, this.stepActions)} ${this.replay?.renderExport(t) ?? nothing}</div
        >
      </div>
      <div class="lower">
        ${renderHandLog(t, context, this.stepHistory.refusedRows())} ${this.showState ? this.renderState() : nothing}
      </div>
    </div>`;
  }

  /** The action bar: the script's next step, the seat to act's actions, the showdown, or whom the table waits for. */
  private renderControls(context: HandState): TemplateResult | typeof nothing {
    const t = this.localize;
    if (!this.runner.active) return nothing;
    if (this.stepHistory.scriptPending)
      return renderScriptBar(t, scriptStepText(t, context, this.stepHistory.nextScriptEvent), this.stepActions);
    const seat = context.toAct ?? context.showdownChoices?.seat ?? null;
    if (!seat || this.controlMode === 'none') return nothing;
    const name = nameOf(context, seat);
    if (!this.playsSeat(seat)) return renderWaiting(t, name);
    if (this.runner.snapshot?.matches('showdown')) return renderShowdownBar(t, context, name, (type) => this.decide(type));
    return this.renderBettingBar(context, name);
  }

  /** `show-state`: the chart's state, and which events the hand takes now (`snapshot.can`); the panel comes on use. */
  private renderState(): TemplateResult | typeof nothing {
    const snapshot = this.runner.snapshot;
    return (snapshot && usePart(this, statePanelPart)?.renderState(this.localize, snapshot)) ?? nothing;
  }
}
