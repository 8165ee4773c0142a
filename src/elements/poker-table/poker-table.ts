import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, AnyActorRef, InspectionEvent, Observer, SnapshotFrom, Subscription } from 'xstate';
import { applyAction, potLimitMaxTo, type BettingStructure, type HouseRules, type LegalActions } from '../../core/betting.js';
import { rankOf, suitOf, type Card } from '../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../core/errors.js';
import { evaluate } from '../../core/evaluate.js';
import type { Pot } from '../../core/pots.js';
import type { HoldemEvents, PokerHandCompleteDetail, PokerTableErrorDetail, PokerViolationDetail } from '../../events.js';
import { registerCashTranslations } from '../../i18n/cash.js';
import { registerKitTranslations } from '../../i18n/kit.js';
import { registerPotTranslations } from '../../i18n/pots.js';
import { registerTableTranslations } from '../../i18n/table.js';
import type { HandShape, PotAwardWording, TableLogLine, TableNote, TableOption } from '../../i18n/translation.js';
import {
  handMachine,
  type HandContext,
  type HandEmitted,
  type HandEvent,
  type HandInput,
  type HandLogEntry,
  type HandViolation,
} from '../../machines/hand.machine.js';
import type { TableActor, TableContext, TableEvent, TableViolation } from '../../machines/table.machine.js';
import { cssom } from '../shared/cssom.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { MachineController } from '../shared/machine-controller.js';
import {
  readBlinds,
  readCards,
  readChips,
  readHoleCards,
  readPlayers,
  readScript,
  readSeats,
  readStructure,
  sameName,
  seatNamed,
  type CashPlayer,
  type Problem,
  type ScriptStep,
  type TableSeat,
} from './read-input.js';
import { pokerTableStyles } from './poker-table.styles.js';
/** Which blind a seat posted (T3, C3). */
type BlindKind = Extract<HandLogEntry, { kind: 'blind' }>['blind'];

// Cash mode's engine room, view and styles come with a dynamic import() on first use (cash-mode-loader.ts): types only here.
import { cashMode, loadCashMode, type CashMode } from './cash-mode-loader.js';
import type { CashListener, CashTable } from './cash-table.js';
import type { CashForm } from './cash-view.js';
import { seatGeometry } from './seat-geometry.js';

export type { TableSeat, CashPlayer } from './read-input.js';

type HandSnapshot = SnapshotFrom<typeof handMachine>;
/** XState's clock for an actor's timers (`SimulatedClock` in tests). */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
/** What XState's `createActor(logic, { inspect })` takes. */
export type InspectionObserver = Observer<InspectionEvent> | ((inspectionEvent: InspectionEvent) => void);
type Persisted = NonNullable<ReturnType<MachineController<typeof handMachine>['persisted']>>;

/** One event the machine processed, and where it left the hand. */
interface Step {
  event: HandEvent;
  /** The snapshot after it, to come back to. */
  persisted: Persisted;
  context: HandContext;
  /** Set when the machine refused the event (or the hand was already over). */
  refused: HandViolation | null;
}

interface Note {
  text: string;
  ruleIds: readonly string[];
  tone: 'refused' | 'moment' | 'result' | 'now';
  /** A smaller line under the text: the engine's own reason for a refusal. */
  detail?: string;
}

/** Which seats the reader plays. */
type Controls = 'all' | 'hero' | 'none';

/** A hand to draw: its context, and whether it is still being played / at the showdown. */
interface HandView {
  context: HandContext;
  active: boolean;
  showdown: boolean;
}

/** What sits at one place around the oval: a seat of the hand, or something else (cash mode). */
interface SeatPlace {
  position: number;
  /** A seat of the hand. */
  seat?: string;
  /** Anything else: an empty seat, a player not dealt in. */
  other?: TemplateResult;
  /** For a seat of the hand: the action clock, a status word, the stack to show instead of the hand's. */
  clock?: TemplateResult | typeof nothing;
  status?: string | undefined;
  stack?: number | undefined;
}

const handViewOf = (snapshot: HandSnapshot): HandView => ({ context: snapshot.context, active: snapshot.status === 'active', showdown: snapshot.value === 'showdown' });

/** The properties that make up a cash table's input: a change sets up the table again. */
const CASH_PROPERTIES = ['mode', 'structure', 'blinds', 'ante', 'tableSize', 'buyIn', 'players', 'clock', 'timerClock', 'botDelay', 'betweenHands', 'seed', 'persist', 'hero'] as const;
const CASH_DEFAULTS = { botDelayMs: 700, betweenHandsMs: 2500 };

/** The properties that make up the machine's input: a change deals the hand again. */
const INPUT_PROPERTIES = ['structure', 'blinds', 'ante', 'seats', 'button', 'holeCards', 'board', 'seed', 'script', 'autoShowdown', 'tournament', 'houseRules'] as const;

/** Violations that are bad input (T8: an amount over the stack, not a whole number) as well as a refusal. */
const INPUT_CODES = new Set(['not-enough-chips', 'invalid-amount']);

/** The rule behind bet and raise sizes of each structure, to cite next to the options (RULES.md T11, T14, T15). */
const SIZE_RULE: Record<BettingStructure, string> = { 'no-limit': 'T11', 'pot-limit': 'T14', 'fixed-limit': 'T15' };

const SUIT_SYMBOL = { s: '♠\uFE0E', h: '♥\uFE0E', d: '♦\uFE0E', c: '♣\uFE0E' } as const;
/** Stands in for the cards in a translated sentence; the table puts drawn cards there. */
const CARDS = '\u0000';
const MAX_SEATS = 10;

const sameEvent = (a: HandEvent | undefined, b: HandEvent): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b);
const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/**
 * A Texas Hold'em table that teaches the rules as a hand is played: 2 to 10 seats with
 * names, stacks, bets, the button and the blinds, the board, main and side pots, and chips
 * that move to the winners. The reader plays the seat to act from an action bar that offers
 * only the legal actions (sizes bounded by the rules: no-limit, pot-limit, fixed-limit), and
 * every refused action and every notable moment is explained in the page's language with
 * its rule ID. The hand can be stepped back and forward, restarted, or written out in HTML
 * as a script for the reader to step through.
 *
 * The rules are the kit's hand machine (`handMachine`, XState): the element renders its
 * snapshots and sends it events, and exposes the actor as `el.actor`.
 *
 * Declarative use:
 *
 * ```html
 * <poker-table
 *   structure="no-limit" blinds="50/100"
 *   seats="Anna 5000; Ben 800; Carla 5000" button="Carla"
 *   hole-cards="Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d" board="Ks 7h 2c 4d Jc"
 *   script="Carla calls; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500"
 * ></poker-table>
 * ```
 *
 * `seats` lists the players clockwise (`;` or new lines between them), each a name and a
 * stack. The button defaults to the last seat, so the first two post the blinds. Cards not
 * given come from a shuffled deck (`seed` makes it repeatable). `script` lists actions in
 * order: a seat, then `folds`, `checks`, `calls`, `bets 500`, `raises to 1500` (amounts are
 * totals for the street), `all-in`, `shows` or `mucks` (German verbs work too). The reader
 * steps through them with Next and Back; a step the rules refuse is shown with its
 * explanation and leaves the hand as it was. When the script ends before the hand does,
 * the reader plays on.
 *
 * Stepping keeps a snapshot of the machine after every event (`actor.getPersistedSnapshot()`)
 * and goes back by restoring one (`createActor(handMachine, { snapshot, input })`), so
 * `el.actor` is a new actor after Back and Restart. Forward sends the next event (of the
 * script, or one undone with Back) to the actor again, so its DOM events fire again; a new
 * action after Back drops the steps undone. Events a page sends through `el.actor` are
 * recorded like the reader's. The hand machine takes no event for new seats or stakes, so a
 * change to any input attribute deals the hand again.
 *
 * Bad input never throws: an inline message (`role="alert"`) names the bad value and the
 * element fires `error`.
 *
 * To watch the statechart, set the property `inspect` (no attribute) to an XState inspection
 * observer, e.g. `createBrowserInspector().inspect` from `@statelyai/inspect`: every actor
 * the element creates (dealing, Back, Restart) is inspected. Set later, it takes effect at
 * once on the running actor; unset, it stops receiving events.
 *
 * **Cash mode** (`mode="cash"`): a cash-game table over many hands (the kit's `tableMachine`),
 * where the reader sits down against computer players:
 *
 * ```html
 * <poker-table mode="cash" blinds="5/10" table-size="6" buy-in="400-1000"
 *   players="Ben reasonable 1000; Carla passive 800; Dan 1200"
 *   clock="30" persist="my-cash-table"></poker-table>
 * ```
 *
 * `players` lists the computer players (`;` between them): a name, optionally the kind of
 * player (`passive` or `reasonable`, the default) and the stack; a name with spaces ends with a
 * colon (`Anna Maria: passive 800`). The reader picks a free seat,
 * buys in within the table's limits (T8), and when a game is running chooses to wait for the
 * big blind or to post one at once (C3); sits out and back in (C4), tops up or rebuys between
 * hands (T8), and leaves. When every seat is taken the reader joins the waiting list (C7). The
 * action clock (C5) is drawn as a ring around the seat to act; when it runs out the table checks
 * or folds for the player, who then sits out. Every refused table event is explained inline in
 * the page's language with its rule ID and fired as `poker-violation`; the table history lists
 * every seat change with its rules. `persist` saves the table (mid-hand too) to `localStorage`
 * at every change and restores it on load; a damaged or outdated save is reported (`error`,
 * code `restore-failed`) and a fresh table starts. In cash mode `el.tableActor` is the table
 * (send it `{ type: 'VOID' }` to void the hand, C6), and `el.actor` the hand being played.
 * Tests set `timerClock` to an XState `SimulatedClock` to move the clock by hand.
 *
 * Cash mode's engine (the table machine, the computer players, the table rules) and its view
 * load with a dynamic `import()` the first time an element is in cash mode, so a page that only
 * steps through hands does not download them. Meanwhile the header and the empty table are drawn
 * (`aria-busy="true"`); `el.updateComplete` resolves once the table is there, and a failed load is
 * reported inline and as `error` (code `load-failed`), and tried again when a cash attribute changes.
 *
 * @tag poker-table
 * @summary A Texas Hold'em table to play or step through a hand, with only the legal actions offered and every rule explained with its ID, in English or German.
 *
 * @attr structure - `no-limit` (default), `pot-limit` or `fixed-limit`.
 * @attr blinds - Small and big blind, e.g. `50/100` (default). Fixed limit bets the big blind, then twice it (T15).
 * @attr ante - An ante everyone pays before the blinds (default 0).
 * @attr seats - The players clockwise with their stacks, e.g. `Anna 5000; Ben 800; Carla 5000` (2 to 10).
 * @attr button - The player with the dealer button (default: the last seat).
 * @attr hole-cards - Hole cards per player, e.g. `Anna: As Kd; Ben: Qh Qc`. Others come from the deck.
 * @attr board - Up to five community cards in the order they come, e.g. `Ks 7h 2c 4d Jc`.
 * @attr seed - Makes the shuffle for cards not given repeatable.
 * @attr script - Actions to step through, e.g. `Anna bets 500; Ben all-in; Carla calls`.
 * @attr hero - The seat the reader plays; others wait for the script or for events sent to `el.actor`. Only the hero's cards are face up.
 * @attr controls - `all` (the reader plays every seat; default without `hero`), `hero`, or `none` (watch and step only).
 * @attr reveal - Every hole card face up.
 * @attr show-state - Shows the statechart's current state.
 * @attr auto-showdown - Hands that can win show, the others muck, without asking (default with a script that has no `shows`/`mucks`).
 * @attr tournament - Tournament rule (T16): once a player is all-in and the betting is closed, every hand is turned face up.
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr mode - `hand` (default): one hand to play or step through. `cash`: a cash-game table over many hands against computer players.
 * @attr table-size - Cash mode: seats at the table, 2 to 10 (C1; default 6).
 * @attr buy-in - Cash mode: the smallest and largest buy-in, e.g. `400-1000` (T8; default 40 to 100 big blinds).
 * @attr players - Cash mode: the computer players, e.g. `Ben reasonable 1000; Carla passive 800` (kind `passive` or `reasonable`, default `reasonable`).
 * @attr clock - Cash mode: the action clock in seconds (C5): `30` (default; a disconnected player gets 20 s more), `30+10` (decision + that time bank), or `off`.
 * @attr bot-delay - Cash mode: how long a computer player thinks, in ms (default 700).
 * @attr between-hands - Cash mode: how long a hand's result stays before the next hand, in ms (default 2500).
 * @attr persist - Cash mode: a `localStorage` key to save the table to at every change and restore it from on load (unset: nothing is stored).
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires poker-action - A betting action was accepted. `detail: PokerActionDetail` (seat, action, street, amount, to, allIn, ruleIds, text). Bubbles, composed.
 * @fires poker-street - The flop, turn or river was dealt. `detail: PokerStreetDetail` (street, cards, board). Bubbles, composed.
 * @fires poker-hand-complete - The pots were awarded (or the hand was void). `detail: PokerHandCompleteDetail` (kind, awards with text, winnings, stacks, shown, mucked). Bubbles, composed.
 * @fires poker-violation - The machine refused an action (re-dispatched from the machine's `violation`; in cash mode also a refused table event: a buy-in, rebuy, sit-in, and so on). A refusal is no error. `detail: PokerViolationDetail` (event, code, ruleId, message in the element's language, allowed). Bubbles, composed.
 * @fires poker-table-change - Cash mode: a new line of the table's history (a player sat down, joined the waiting list, sat out or in, rebought, left, busted, timed out; a hand started or ended). `detail: PokerTableChangeDetail` (kind, hand, player, amount, ruleIds, text). Bubbles, composed.
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
 * @csspart seat-empty - Cash mode: an empty seat (also `seat`).
 * @csspart sit-button - Cash mode: the button on an empty seat to sit down there.
 * @csspart seat-idle - Cash mode: a seated player not dealt into the hand (sitting out, waiting for the big blind).
 * @csspart clock - Cash mode: the action clock's ring (C5) at the seat to act.
 * @csspart clock-time-bank - Cash mode: the ring in the time bank of a disconnected player (also `clock`).
 * @csspart seat-panel - Cash mode: the reader's seat: buy-in, sit out / in, top up, leave, the waiting list.
 * @csspart buy-in - Cash mode: the buy-in or top-up number field.
 * @csspart table-action - Cash mode: the seat panel's buttons.
 * @csspart table-log - Cash mode: the table's history.
 * @csspart table-log-line - Cash mode: a line of the table's history.
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
export class PokerTable extends HoldemElement {
  static override styles = [pokerTableStyles];

  /** `hand` (default): one hand to play or step through. `cash`: a cash-game table over many hands against computer players. */
  @property() mode: 'hand' | 'cash' | string = 'hand';

  /** `no-limit`, `pot-limit` or `fixed-limit`. */
  @property() structure: BettingStructure | string = 'no-limit';

  /** `"50/100"`: small and big blind. */
  @property() blinds = '50/100';

  @property() ante: number | string = 0;

  /** The players clockwise. Attribute: `seats="Anna 5000; Ben 800; Carla 5000"`. */
  @property({ converter: { fromAttribute: readSeats } }) seats: TableSeat[] | string = [];

  /** The player with the dealer button (default: the last seat). */
  @property() button = '';

  /** `"Anna: As Kd; Ben: Qh Qc"`. */
  @property({ attribute: 'hole-cards' }) holeCards = '';

  /** Up to five community cards: `"Ks 7h 2c 4d Jc"`. */
  @property() board = '';

  /** Makes the shuffle of cards not given repeatable. */
  @property() seed: string | undefined;

  /** Actions to step through: `"Anna bets 500; Ben all-in; Carla calls"`. */
  @property() script = '';

  /** The seat the reader plays. */
  @property() hero = '';

  /** `all`, `hero` or `none`; unset: `hero` with a hero, else `all`. */
  @property() controls: Controls | '' = '';

  /** Every hole card face up. */
  @property({ type: Boolean, reflect: true }) reveal = false;

  /** Shows the statechart's current state. */
  @property({ type: Boolean, reflect: true, attribute: 'show-state' }) showState = false;

  /** Resolve the showdown without asking each player to show or muck. */
  @property({ type: Boolean, attribute: 'auto-showdown' }) autoShowdown = false;

  /** Tournament rule (T16): all hands face up once a player is all-in and the betting is closed. */
  @property({ type: Boolean }) tournament = false;

  /** House rules (RULES.md T11, T13, T15), property only; each defaults as stated there. */
  @property({ attribute: false }) houseRules: Partial<HouseRules> | undefined;

  @property({ type: Boolean, reflect: true, attribute: 'four-color' }) fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({ reflect: true }) theme: 'light' | 'dark' | undefined;

  /**
   * An XState inspection observer (an `Observer<InspectionEvent>` or a function), as
   * `createActor(machine, { inspect })` takes: e.g. `createBrowserInspector().inspect` from
   * `@statelyai/inspect`. Property only. It observes every actor the element creates (a new
   * one at each deal, Back and Restart) and, set later, the running actor at once.
   */
  @property({ attribute: false }) inspect: InspectionObserver | undefined;

  /** Cash mode: seats at the table, 2 to 10 (C1; default 6). */
  @property({ attribute: 'table-size' }) tableSize: number | string = 6;

  /** Cash mode: the smallest and largest buy-in (T8), `"400-1000"`; default 40 to 100 big blinds. */
  @property({ attribute: 'buy-in' }) buyIn = '';

  /** Cash mode: the computer players, `"Ben reasonable 1000; Carla passive 800"` (kind `passive` or `reasonable`, default `reasonable`). */
  @property({ converter: { fromAttribute: readPlayers } }) players: CashPlayer[] | string = [];

  /** Cash mode: the action clock (C5) in seconds, `"30"` (default; a disconnected player gets 20 s more), `"30+10"` (decision + time bank) or `"off"`. */
  @property() clock: string | number = '';

  /** Cash mode: the clock the table's timers run on, an XState `Clock` (e.g. `new SimulatedClock()` in tests); unset: real time. Property only. */
  @property({ attribute: false }) timerClock: Clock | undefined;

  /** Cash mode: how long a computer player thinks, in ms (default 700). */
  @property({ attribute: 'bot-delay' }) botDelay: number | string = '';

  /** Cash mode: how long a hand's result stays before the next hand, in ms (default 2500). */
  @property({ attribute: 'between-hands' }) betweenHands: number | string = '';

  /** Cash mode: a `localStorage` key; the table is saved there at every change and restored on load. Unset: nothing is stored. */
  @property() persist = '';

  /** What the reader typed into the amount field; reset at every new decision. */
  @state() private amountText = '';

  /** Why the amount field's text cannot be sent (not a number of chips). */
  @state() private amountError = '';

  /** Cash mode: the table's actor and what changed from one snapshot to the next; created once cash mode's module has loaded. */
  private cash: CashTable | undefined;
  /** Cash mode's module while it loads (`updateComplete` waits for it). */
  private cashLoad: Promise<void> | undefined;
  /** The last load of cash mode's module failed: it is tried again when a cash attribute changes. */
  private cashLoadFailed = false;

  @state() private cashForm: CashForm | null = null;
  /** What the reader typed into the buy-in or rebuy field. */
  @state() private cashAmount = '';
  /** C3: post a big blind to be dealt in at once. */
  @state() private cashPostNow = false;
  private cashBuilt = false;
  private cashHeroId = 'you';
  /** The last refusal of the reader's table or hand event, until the next event. */
  private cashRefusal: TableViolation | HandViolation | null = null;
  /** C5: the clock acted for the reader. */
  private cashTimeout: 'check' | 'fold' | null = null;
  private clockTicker: ReturnType<typeof setInterval> | undefined;

  private readonly machine = new MachineController(this, {
    logic: handMachine,
    onEvent: (event, snapshot) => this.record(event, snapshot),
    emitted: (emitted) => this.violationEvent(emitted),
  });

  private problems: Problem[] = [];
  private reportProblems = false;
  private dealtOnce = false;
  private initial: { persisted: Persisted; context: HandContext } | null = null;
  private steps: Step[] = [];
  /** Events still to come: the rest of the script, or the steps undone with Back. */
  private ahead: HandEvent[] = [];
  private scriptSteps: ScriptStep[] = [];
  /** The decision the amount field was last reset for. */
  private amountFor = '';
  private celebrate = false;
  private logLines = 0;
  /** The actor `inspect` observes, and how to stop. */
  private inspection: { actor: AnyActorRef; observer: InspectionObserver; subscription: Subscription } | undefined;

  constructor() {
    super();
    registerKitTranslations();
    registerPotTranslations();
    registerTableTranslations();
    registerCashTranslations();
  }

  /**
   * The hand machine's actor (XState), to observe the hand or send it events
   * (`{ type: 'ACT', seat: 'Anna', action: 'raise', to: 1500 }`). Read-only; replaced
   * when the hand is dealt again or stepped back.
   */
  get actor(): ActorRefFrom<typeof handMachine> | undefined {
    if (this.isCash) return this.cash?.actor?.getSnapshot().children.hand ?? undefined;
    return this.machine.actor;
  }

  /**
   * Cash mode: the table's actor (`tableMachine`), to observe the table or send it events
   * (`{ type: 'JOIN', player: 'zoe', buyIn: 800 }`, `{ type: 'VOID' }`). `actor` is then the
   * hand being played (the table's child `hand`). Undefined in hand mode, and while cash mode's
   * module loads on first use (`await el.updateComplete` first).
   */
  get tableActor(): TableActor | undefined {
    return this.isCash ? this.cash?.actor : undefined;
  }

  private get isCash(): boolean {
    return String(this.mode ?? '').trim().toLowerCase() === 'cash';
  }

  /** Steps taken so far (every event sent, refused ones included). */
  get step(): number {
    return this.steps.length;
  }

  /** Steps known: taken, plus the rest of the script or the steps undone with Back. */
  get stepCount(): number {
    return this.steps.length + this.ahead.length;
  }

  /** Goes back one step. */
  back(): void {
    const step = this.steps.pop();
    if (!step) return;
    this.ahead.unshift(step.event);
    this.restoreCurrent();
  }

  /** Takes the next step of the script, or redoes a step undone with Back. */
  forward(): void {
    const next = this.ahead[0];
    if (next) this.send(next);
  }

  /** Back to the start of the hand; the script (or the steps taken) can be replayed with Forward. */
  restart(): void {
    while (this.steps.length > 0) this.ahead.unshift((this.steps.pop() as Step).event);
    this.restoreCurrent();
  }

  /** Takes every step still ahead. */
  playAll(): void {
    for (let guard = 0; this.ahead.length > 0 && guard < 1000; guard++) this.forward();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.isCash) {
      const module = this.cashModule(changed);
      // Until cash mode's module is there, the table is drawn empty (`renderCashLoading`). Taken out
      // of the page while it loaded, the table starts (and its computer players play) only once back.
      if (!module || (!this.cash && !this.isConnected)) return;
      if (!this.cashBuilt || CASH_PROPERTIES.some((name) => changed.has(name))) this.buildCash(module);
      // The table and its hands (children of the table's system) go to `inspect` too.
      this.inspectActor();
      const context = this.cash?.snapshot?.context;
      const decision = context?.hand ? `${context.handNumber}|${context.hand.toAct}|${context.hand.log.length}` : '';
      if (this.amountFor !== decision) {
        this.amountFor = decision;
        this.amountText = '';
        this.amountError = '';
      }
      return;
    }
    if (this.cashBuilt) {
      this.cashBuilt = false;
      this.cash?.clear();
      this.dealtOnce = false;
    }
    if (!this.dealtOnce || INPUT_PROPERTIES.some((name) => changed.has(name)) || changed.has('mode')) this.deal();
    // Also catches a new `inspect` and the actor the controller resumes after a reconnect.
    this.inspectActor();
    // A new decision starts from the minimum; after a refusal the reader's amount stays to be fixed.
    const context = this.machine.snapshot?.context;
    const decision = context ? `${this.steps.length - this.refusedSteps()}|${context.toAct}|${context.log.length}` : '';
    if (this.amountFor !== decision) {
      this.amountFor = decision;
      this.amountText = '';
      this.amountError = '';
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in the page after cash mode's module arrived while it was out: set the table up now.
    if (this.hasUpdated && this.isCash && !this.cash && cashMode.module) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tickClock(false);
  }

  /**
   * In cash mode, also waits for cash mode's module while it loads (on first use) and for the
   * update that draws the table, or the error, once it is there: after `await el.updateComplete`
   * the table is set up and `el.tableActor` is defined, as before the module was split off.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.cashLoad) {
      await this.cashLoad;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  protected override updated(): void {
    // Cash mode: the action clock's ring and seconds move once a second while a clock runs.
    this.tickClock(this.isCash && this.cashClockRuns());
    if (this.reportProblems) {
      this.reportProblems = false;
      const problem = this.problems[0];
      if (problem) this.emitError(this.errorDetail(problem));
    }
    if (this.celebrate) {
      this.celebrate = false;
      this.moveChipsToWinners();
    }
    // Keep the newest line in view when the history grows, not while the reader scrolls back.
    const lines = this.renderRoot.querySelectorAll('.log-lines > li').length;
    if (lines !== this.logLines) for (const log of this.renderRoot.querySelectorAll('.log-scroll')) log.scrollTop = log.scrollHeight;
    this.logLines = lines;
  }

  // ——— Dealing ———

  private deal(): void {
    this.dealtOnce = true;
    this.reportProblems = true;
    this.steps = [];
    this.ahead = [];
    this.scriptSteps = [];
    this.initial = null;
    const { input, script, problems } = this.readInput();
    this.problems = problems;
    const mode = String(this.mode ?? '').trim().toLowerCase();
    if (mode !== '' && mode !== 'hand') problems.push({ code: 'invalid-mode', field: { kind: 'mode' }, text: String(this.mode), blocking: false });
    if (!input) {
      this.machine.clear();
      return;
    }
    this.machine.start(input);
    const snapshot = this.machine.snapshot;
    if (this.machine.error !== undefined || !snapshot || snapshot.status === 'error') {
      const error = this.machine.error;
      this.problems.unshift({
        code: error instanceof HoldemError ? error.code : 'invalid-input',
        field: { kind: error instanceof InvalidCardError ? 'hole-cards' : 'seats' },
        text: error instanceof InvalidCardError ? error.text : error instanceof Error ? error.message : String(error),
        blocking: true,
      });
      this.machine.clear();
      return;
    }
    this.inspectActor();
    this.initial = { persisted: this.machine.persisted() as Persisted, context: snapshot.context };
    this.scriptSteps = script;
    this.ahead = script.map((step) => step.event);
  }

  /** The attributes read into the machine's input, or the problems that stop it. */
  private readInput(): { input: HandInput | null; script: ScriptStep[]; problems: Problem[] } {
    const problems: Problem[] = [];
    const block = (problem: Omit<Problem, 'blocking'>): void => void problems.push({ ...problem, blocking: true });

    const structure = readStructure(String(this.structure ?? '') || 'no-limit');
    if (!structure) block({ code: 'invalid-structure', field: { kind: 'structure' }, text: String(this.structure) });

    const seatsIn = Array.isArray(this.seats) ? this.seats : readSeats(String(this.seats ?? ''));
    const seats: { id: string; stack: number }[] = [];
    for (const [index, seat] of seatsIn.entries()) {
      const name = String(seat?.name ?? '').trim().replace(/\s+/g, ' ') || `${index + 1}`;
      if (seats.some((other) => sameName(other.id, name))) {
        block({ code: 'duplicate-seat', field: { kind: 'seats' }, text: name });
        continue;
      }
      const chips = readChips(seat?.stack);
      if (!('value' in chips)) block({ code: chips.code, field: { kind: 'seat', seat: name }, text: String(seat?.stack ?? '') });
      else if (chips.value === 0) block({ code: 'zero', field: { kind: 'seat', seat: name }, text: '0' });
      seats.push({ id: name, stack: 'value' in chips ? chips.value : 0 });
    }
    if (seats.length < 2 || seats.length > MAX_SEATS) block({ code: 'seat-count', field: { kind: 'seats' }, text: String(seats.length) });
    const ids = seats.map((seat) => seat.id);

    const blinds = readBlinds(String(this.blinds ?? '') || '50/100');
    if (!blinds) block({ code: 'invalid-blinds', field: { kind: 'blinds' }, text: String(this.blinds) });
    const ante = readChips(this.ante ?? 0);
    if (!('value' in ante)) block({ code: 'not-a-number', field: { kind: 'ante' }, text: String(this.ante) });

    const buttonText = String(this.button ?? '').trim();
    const button = buttonText ? seatNamed(ids, buttonText) : ids[ids.length - 1];
    if (!button && ids.length > 0) block({ code: 'unknown-seat', field: { kind: 'button' }, text: buttonText });
    const heroText = String(this.hero ?? '').trim();
    if (heroText && !seatNamed(ids, heroText)) block({ code: 'unknown-seat', field: { kind: 'hero' }, text: heroText });

    const holeCards: Record<string, Card[]> = {};
    const seen = new Set<Card>();
    const twice = (cards: readonly Card[]): Card | undefined => cards.find((card) => (seen.has(card) ? true : (seen.add(card), false)));
    for (const [name, text] of readHoleCards(String(this.holeCards ?? ''))) {
      const seat = seatNamed(ids, name);
      if (!seat) {
        block({ code: 'unknown-seat', field: { kind: 'hole-cards' }, text: name });
        continue;
      }
      const read = readCards(text, { kind: 'hole-cards' });
      if ('problem' in read) problems.push(read.problem);
      else if (read.cards.length !== 2) block({ code: 'card-count', field: { kind: 'hole-cards' }, text: seat, count: read.cards.length });
      else {
        const repeated = twice(read.cards);
        if (repeated) block({ code: 'duplicate-card', field: { kind: 'hole-cards' }, text: repeated });
        holeCards[seat] = read.cards;
      }
    }
    let board: Card[] = [];
    const boardText = String(this.board ?? '').trim();
    if (boardText) {
      const read = readCards(boardText, { kind: 'board' });
      if ('problem' in read) problems.push(read.problem);
      else if (read.cards.length > 5) block({ code: 'card-count', field: { kind: 'board' }, text: boardText, count: read.cards.length });
      else {
        const repeated = twice(read.cards);
        if (repeated) block({ code: 'duplicate-card', field: { kind: 'board' }, text: repeated });
        board = read.cards;
      }
    }

    const { steps: script, problem: scriptProblem } = readScript(String(this.script ?? ''), ids);
    if (problems.length > 0 || !structure || !blinds || !button || !('value' in ante)) {
      return { input: null, script: [], problems: scriptProblem ? [...problems, scriptProblem] : problems };
    }
    if (scriptProblem) problems.push(scriptProblem);
    const decides = script.some((step) => step.event.type === 'SHOW' || step.event.type === 'MUCK');
    const input: HandInput = {
      structure,
      blinds,
      ante: ante.value,
      seats: seats.map(({ id, stack }) => ({ id, stack })),
      button,
      autoShowdown: this.autoShowdown || (script.length > 0 && !decides),
      tournament: this.tournament,
      ...(this.houseRules ? { houseRules: this.houseRules } : {}),
      ...(this.seed !== undefined && this.seed !== null && this.seed !== '' ? { seed: String(this.seed) } : {}),
      ...(Object.keys(holeCards).length > 0 ? { holeCards } : {}),
      ...(board.length > 0 ? { board } : {}),
    };
    return { input, script, problems };
  }

  // ——— Events in and out ———

  /** Sends an event to the hand; after the hand is over it is refused here (T6: nobody is to act). */
  private send(event: HandEvent): void {
    const snapshot = this.machine.snapshot;
    if (!snapshot) return;
    if (snapshot.status === 'active') {
      this.machine.send(event);
      return;
    }
    if (sameEvent(this.ahead[0], event)) this.ahead.shift();
    else this.ahead = [];
    const refused: HandViolation = { code: 'hand-over', ruleId: 'T6', params: {}, allowed: {}, event };
    this.steps.push({ event, persisted: this.machine.persisted() as Persisted, context: snapshot.context, refused });
    this.fail({ code: 'hand-over', message: this.localize.term('errorHandOver'), text: this.eventText(event), field: 'action' });
    this.requestUpdate();
  }

  private act(action: Extract<HandEvent, { type: 'ACT' }>['action'], to?: number): void {
    if (this.isCash) {
      const seat = this.cash?.snapshot?.context.hand?.toAct;
      if (seat) this.cashSend(to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to });
      return;
    }
    const seat = this.machine.snapshot?.context.toAct;
    if (!seat) return;
    this.send(to === undefined ? { type: 'ACT', seat, action } : { type: 'ACT', seat, action, to });
  }

  private decide(type: 'SHOW' | 'MUCK'): void {
    const seat = this.machine.snapshot?.context.showdownChoices?.seat;
    if (seat) this.send({ type, seat });
  }

  /** Every event the machine processed, from the reader, the script or the page: a step. */
  private record(event: HandEvent, snapshot: HandSnapshot): void {
    const before = this.contextBefore(this.steps.length);
    if (!before) return;
    if (sameEvent(this.ahead[0], event)) this.ahead.shift();
    else this.ahead = [];
    const violation = snapshot.context.violation;
    const refused = violation !== null && violation !== before.violation ? violation : null;
    this.steps.push({ event, persisted: this.machine.persisted() as Persisted, context: snapshot.context, refused });
    if (refused) {
      if (INPUT_CODES.has(refused.code)) {
        this.fail({ code: refused.code, message: this.violationText(refused), text: this.eventText(event), field: 'action', ...('seat' in event ? { seat: event.seat } : {}) });
      }
      return;
    }
    this.emitHandEntries(snapshot.context, snapshot.context.log.slice(before.log.length));
    if (snapshot.status === 'done' && snapshot.context.result) {
      this.celebrate = true;
      this.emit('poker-hand-complete', this.completeDetail(snapshot.context));
    }
  }

  /** New lines of a hand's log as `poker-action` and `poker-street` (hand and cash mode). */
  private emitHandEntries(context: HandContext, entries: readonly HandLogEntry[]): void {
    for (const entry of entries) {
      if (entry.kind === 'action') {
        this.emit('poker-action', {
          seat: entry.seat,
          action: entry.action,
          street: entry.street,
          amount: entry.amount,
          to: entry.to,
          allIn: entry.allIn,
          ruleIds: [...entry.ruleIds],
          text: this.lineText(context, entry),
        });
      } else if (entry.kind === 'deal-board') {
        const at = context.log.indexOf(entry);
        const board = context.log.slice(0, at + 1).flatMap((e) => (e.kind === 'deal-board' ? e.cards : []));
        this.emit('poker-street', { street: entry.street, cards: [...entry.cards], board });
      }
    }
  }

  /** The machine's `violation` as `poker-violation`, with the reason in the element's language. */
  private violationEvent(emitted: HandEmitted): Event | null {
    return emitted.type === 'violation' ? this.violationEventOf(emitted.violation) : null;
  }

  /** A refusal of the hand or (cash mode) the table as `poker-violation`. */
  private violationEventOf(violation: HandViolation | TableViolation): Event {
    const event = violation.event as Record<string, unknown> & { type: string };
    const pick = <K extends string>(key: K, type: 'string' | 'number'): Partial<Record<K, string & number>> =>
      typeof event[key] === type ? ({ [key]: event[key] } as Partial<Record<K, string & number>>) : {};
    const detail: PokerViolationDetail = {
      event: { type: event.type, ...pick('seat', 'string'), ...pick('action', 'string'), ...pick('to', 'number'), ...pick('player', 'string'), ...pick('amount', 'number'), ...pick('buyIn', 'number') },
      code: violation.code,
      ruleId: violation.ruleId,
      message: this.localize.term('refusal', violation, (seat) => this.seatName(seat)),
      allowed: violation.allowed as PokerViolationDetail['allowed'],
    };
    const violationEvent: HoldemEvents['poker-violation'] = new CustomEvent('poker-violation', { detail, bubbles: true, composed: true });
    return violationEvent;
  }

  private completeDetail(context: HandContext): PokerHandCompleteDetail {
    const result = context.result as NonNullable<HandContext['result']>;
    const shown: PokerHandCompleteDetail['shown'] = {};
    for (const [seat, hand] of Object.entries(result.shown)) shown[seat] = { cards: [...hand.cards], category: hand.category };
    return {
      kind: result.kind,
      awards: result.awards.map((award) => ({
        potIndex: award.potIndex,
        amount: award.amount,
        shares: award.shares.map((share) => ({ ...share })),
        ruleIds: [...award.explanation.ruleIds],
        text: this.localize.term('logLine', this.awardLine(context, award.potIndex, award.amount)),
      })),
      winnings: { ...result.winnings },
      stacks: { ...result.finalStacks },
      shown,
      mucked: [...result.mucked],
    };
  }

  private restoreCurrent(): void {
    const target = this.steps[this.steps.length - 1]?.persisted ?? this.initial?.persisted;
    if (target) this.machine.restore(target);
    this.inspectActor();
    this.requestUpdate();
  }

  /**
   * Gives `inspect` the current actor. The machine controller creates the actors with its own
   * inspector, so `inspect` joins each actor's system (`actor.system.inspect`, XState 5.14+)
   * right after it started, and first gets what an observer passed to `createActor` would have
   * had by then: the actor, its `xstate.init` event and its snapshot. Called after each start
   * and restore, before any further event can reach the actor.
   */
  private inspectActor(): void {
    const actor = this.isCash ? this.cash?.actor : this.machine.actor;
    const observer = this.inspect ?? undefined;
    const current = this.inspection;
    if (current ? current.actor === actor && current.observer === observer : !actor || !observer) return;
    current?.subscription.unsubscribe();
    this.inspection = undefined;
    if (!actor || !observer) return;
    const next = typeof observer === 'function' ? observer : (event: InspectionEvent) => observer.next?.(event);
    const rootId = actor.sessionId;
    const init = { type: 'xstate.init', input: actor.options.input };
    next({ type: '@xstate.actor', actorRef: actor, rootId });
    next({ type: '@xstate.event', actorRef: actor, sourceRef: undefined, event: init, rootId });
    next({ type: '@xstate.snapshot', actorRef: actor, event: init, snapshot: actor.getSnapshot(), rootId });
    this.inspection = { actor, observer, subscription: actor.system.inspect(observer) };
  }

  private refusedSteps(): number {
    return this.steps.filter((step) => step.refused).length;
  }

  /** The context before step `index` (0: as dealt). */
  private contextBefore(index: number): HandContext | undefined {
    return index === 0 ? this.initial?.context : this.steps[index - 1]?.context;
  }

  // ——— Words ———

  private violationText(violation: HandViolation): string {
    return this.localize.term('refusal', violation, (seat) => this.seatName(seat));
  }

  /** A seat's name in the hand shown (hand mode) or at the cash table; the id if unknown. */
  private seatName(seat: string): string {
    const names = this.isCash ? this.cash?.snapshot?.context.hand?.config.names : this.machine.snapshot?.context.config.names;
    return names && Object.prototype.hasOwnProperty.call(names, seat) ? names[seat] : seat;
  }

  private fail(detail: PokerTableErrorDetail): void {
    this.emitError(detail);
  }

  private nameOf(context: HandContext, seat: string | undefined | null): string {
    return seat ? (Object.prototype.hasOwnProperty.call(context.config.names, seat) ? context.config.names[seat] : seat) : '';
  }

  private eventText(event: HandEvent): string {
    return event.type === 'ACT' ? `${event.seat} ${event.action}${event.to === undefined ? '' : ` ${event.to}`}` : 'seat' in event ? `${event.seat} ${event.type.toLowerCase()}` : event.type;
  }

  private cardText(cards: readonly Card[]): TemplateResult {
    return html`<span class="card-text">${cards.map(
      (card, i) => html`${i > 0 ? ' ' : ''}<span class="ct suit-${suitOf(card)}">${this.localize.term('rankLetter', rankOf(card))}${SUIT_SYMBOL[suitOf(card)]}</span>`,
    )}</span>`;
  }

  /**
   * The hand a seat shows, for the sentence (T17): the machine gives its value and category,
   * `evaluate` the ranks that word it ("pair of kings").
   */
  private shapeOf(context: HandContext, seat: string): HandShape | null {
    const hole = context.result?.shown[seat]?.cards ?? context.holeCards[seat];
    if (!hole || hole.length !== 2 || context.board.length < 3) return null;
    const result = evaluate([...context.board, ...hole]);
    return { category: result.category, ranks: result.ranks };
  }

  private awardWording(context: HandContext, potIndex: number): PotAwardWording {
    const award = context.result?.awards.find((a) => a.potIndex === potIndex);
    if (!award) return { kind: 'uncontested', winners: [], sharePerWinner: 0, oddChips: [], hand: null };
    const { explanation } = award;
    const first = explanation.winners[0];
    return {
      kind: explanation.kind,
      winners: explanation.winners.map((seat) => this.nameOf(context, seat)),
      sharePerWinner: explanation.sharePerWinner,
      oddChips: explanation.oddChipSeats.map((seat) => this.nameOf(context, seat)),
      hand: explanation.kind !== 'uncontested' && first && context.result?.shown[first] ? this.shapeOf(context, first) : null,
    };
  }

  /** A pot's award; a pot left to one player because the others mucked says so (T16). */
  private awardLine(context: HandContext, potIndex: number, amount: number): Extract<TableLogLine, { kind: 'award' }> {
    const award = this.awardWording(context, potIndex);
    const pot = context.result?.pots[potIndex];
    const mucked = award.kind === 'uncontested' && pot ? pot.eligible.filter((seat) => context.result?.mucked.includes(seat)).map((seat) => this.nameOf(context, seat)) : [];
    return { kind: 'award', potIndex, amount, award, mucked };
  }

  /** A log entry as the translation's structured line. */
  private logLine(context: HandContext, entry: HandLogEntry, cards: string): TableLogLine {
    switch (entry.kind) {
      case 'ante':
        return { kind: 'ante', name: this.nameOf(context, entry.seat), amount: entry.amount, allIn: entry.allIn };
      case 'blind':
        return { kind: 'blind', name: this.nameOf(context, entry.seat), blind: entry.blind, amount: entry.amount, allIn: entry.allIn };
      case 'deal-board':
        return { kind: 'deal-board', street: entry.street, cards };
      case 'action':
        return { kind: 'action', name: this.nameOf(context, entry.seat), action: entry.action, amount: entry.amount, to: entry.to, allIn: entry.allIn };
      case 'uncalled-returned':
        return { kind: 'uncalled-returned', name: this.nameOf(context, entry.seat), amount: entry.amount };
      case 'show':
        return { kind: 'show', name: this.nameOf(context, entry.seat), cards, hand: this.shapeOf(context, entry.seat) };
      case 'muck':
      case 'uncontested':
        return { kind: entry.kind, name: this.nameOf(context, entry.seat) };
      case 'award':
        return this.awardLine(context, entry.potIndex, entry.amount);
      default:
        return { kind: entry.kind };
    }
  }

  /** The cards a log entry turns up or shows. */
  private entryCards(entry: HandLogEntry): readonly Card[] {
    return entry.kind === 'deal-board' || entry.kind === 'show' ? entry.cards : [];
  }

  private lineText(context: HandContext, entry: HandLogEntry): string {
    return this.localize.term('logLine', this.logLine(context, entry, this.entryCards(entry).join(' ')));
  }

  /** A log line with drawn cards where the sentence puts them. */
  private lineTemplate(context: HandContext, entry: HandLogEntry): TemplateResult {
    const [before, after] = this.localize.term('logLine', this.logLine(context, entry, CARDS)).split(CARDS);
    return after === undefined ? html`${before}` : html`${before}${this.cardText(this.entryCards(entry))}${after}`;
  }

  // ——— Explanations ———

  /** What happened in the last step and why, and what the player to act may do now. */
  private notes(snapshot: HandSnapshot): Note[] {
    const t = this.localize;
    const context = snapshot.context;
    const notes: Note[] = [];
    const note = (value: TableNote, ruleIds: readonly string[], tone: Note['tone'] = 'moment'): void =>
      void notes.push({ text: t.term('note', value), ruleIds, tone });
    const last = this.steps[this.steps.length - 1];
    const before = last ? this.contextBefore(this.steps.length - 1) : undefined;

    if (last?.refused) {
      const refused = last.refused;
      const { event } = refused;
      const who = 'seat' in event ? this.nameOf(context, event.seat) : '';
      const action = event.type === 'ACT' ? event.action : event.type === 'SHOW' ? 'show' : event.type === 'MUCK' ? 'muck' : 'void';
      const aggressor = context.round?.lastAggressorSeat;
      const headline =
        refused.code === 'betting-not-reopened' && aggressor && event.type === 'ACT'
          ? t.term('note', { kind: 'not-reopened', name: who, aggressor: this.nameOf(context, aggressor) })
          : `${t.term('refused', who, action, event.type === 'ACT' ? event.to : undefined)}.`;
      notes.push({ text: headline, detail: this.violationText(refused), ruleIds: [refused.ruleId], tone: 'refused' });
      return notes;
    }

    const fresh = context.log.slice(before ? before.log.length : 0);
    if (!last && context.config.seatIds.length === 2) note({ kind: 'heads-up', name: this.nameOf(context, context.config.button) }, ['T3']);
    for (const entry of fresh) {
      const name = this.nameOf(context, 'seat' in entry ? entry.seat : null);
      if (entry.kind === 'blind' && entry.blind === 'newcomer-big') note({ kind: 'newcomer-blind', name }, ['C3']);
      else if ((entry.kind === 'blind' || entry.kind === 'ante') && entry.allIn) note({ kind: 'blind-all-in', name }, ['T3']);
      else if (entry.kind === 'action' && entry.ruleIds.includes('T12')) note({ kind: 'short-all-in', name, to: entry.to ?? 0 }, ['T12']);
      else if (entry.kind === 'uncalled-returned') note({ kind: 'uncalled', name, amount: entry.amount ?? 0 }, ['T10']);
      else if (entry.kind === 'run-out') note({ kind: 'run-out' }, ['T9']);
      else if (entry.kind === 'face-up') note({ kind: 'face-up' }, ['T16']);
      else if (entry.kind === 'uncontested') note({ kind: 'uncontested', name }, ['T20']);
    }
    const potsNow = context.result?.pots ?? context.pots;
    const potsBefore = before ? (before.result?.pots ?? before.pots) : [];
    for (let index = Math.max(1, potsBefore.length); index < potsNow.length; index++) {
      const pot = potsNow[index] as Pot;
      note({ kind: 'side-pot', potIndex: index, names: pot.eligible.map((seat) => this.nameOf(context, seat)) }, ['T9', 'T18']);
    }
    const showdown = context.showdown;
    if (snapshot.status === 'active' && showdown && showdown.next === 0 && !showdown.faceUp && showdown.order[0]) {
      note({ kind: 'shows-first', name: this.nameOf(context, showdown.order[0]) }, ['T16']);
    }
    notes.push(...this.resultNotes(context), ...this.nowNotes(context));
    return notes;
  }

  /** The pots' awards (T18) and odd chips (T19) once the hand is over. */
  private resultNotes(context: HandContext): Note[] {
    const t = this.localize;
    const notes: Note[] = [];
    if (!context.result || context.result.kind === 'void') return notes;
    for (const award of context.result.awards) {
      const line = this.awardLine(context, award.potIndex, award.amount);
      notes.push({
        text: t.term('logLine', line),
        ruleIds: line.mucked.length > 0 ? ['T16', 'T18'] : award.explanation.ruleIds.filter((id) => id !== 'T19'),
        tone: 'result',
      });
      const odd = award.explanation.oddChipSeats[0];
      if (odd) notes.push({ text: t.term('note', { kind: 'odd-chip', potIndex: award.potIndex, name: this.nameOf(context, odd) }), ruleIds: ['T19'], tone: 'moment' });
    }
    return notes;
  }

  /** The player to act: the big blind's option (T4), why they may not raise, what they may do. */
  private nowNotes(context: HandContext): Note[] {
    const t = this.localize;
    const seat = context.toAct;
    const notes: Note[] = [];
    if (seat && context.round) {
      const name = this.nameOf(context, seat);
      const legal = context.legalActions;
      const bigBlind = context.log.find((entry) => entry.kind === 'blind' && entry.blind === 'big' && entry.seat === seat)?.kind;
      if (context.street === 'preflop' && bigBlind !== undefined && legal.check) {
        notes.push({ text: t.term('note', { kind: 'bb-option', name }), ruleIds: ['T4'], tone: 'now' });
      }
      if (legal.call && !legal.raise && !legal.bet) {
        // Ask the engine why a raise is not allowed (T12, T15, T10); a short stack needs no note.
        const probe = applyAction(context.round, { type: 'raise', seat, to: Number.MAX_SAFE_INTEGER });
        if (!probe.ok && probe.violation.code === 'betting-not-reopened' && context.round.lastAggressorSeat) {
          notes.push({ text: t.term('note', { kind: 'not-reopened', name, aggressor: this.nameOf(context, context.round.lastAggressorSeat) }), ruleIds: ['T12'], tone: 'now' });
        } else if (!probe.ok && probe.violation.code !== 'not-enough-chips') {
          notes.push({ text: t.term('note', { kind: 'blocked', name, reason: this.violationText({ ...probe.violation, event: { type: 'ACT', seat, action: 'raise' } }) }), ruleIds: [probe.violation.ruleId], tone: 'now' });
        }
      }
      const options = this.options(legal).map((option) => t.term('option', option));
      const ruleIds = legal.bet || legal.raise ? ['T7', SIZE_RULE[context.config.structure]] : ['T7'];
      notes.push({ text: t.term('note', { kind: 'options', name, options }), ruleIds, tone: 'now' });
    } else if (context.showdownChoices?.seat) {
      const choices = context.showdownChoices;
      const options: TableOption[] = [{ kind: 'show' }, ...(choices.muck ? [{ kind: 'muck' } as const] : [])];
      notes.push({
        text: t.term('note', { kind: 'options', name: this.nameOf(context, choices.seat), options: options.map((option) => t.term('option', option)) }),
        ruleIds: ['T16'],
        tone: 'now',
      });
    }
    return notes;
  }

  private options(legal: LegalActions): TableOption[] {
    const options: TableOption[] = [];
    if (legal.fold) options.push({ kind: 'fold' });
    if (legal.check) options.push({ kind: 'check' });
    if (legal.call) options.push({ kind: 'call', amount: legal.call.amount, allIn: legal.allIn?.to === legal.call.to });
    if (legal.bet) options.push({ kind: 'bet', minTo: legal.bet.minTo, maxTo: legal.bet.maxTo });
    if (legal.raise) options.push({ kind: 'raise', minTo: legal.raise.minTo, maxTo: legal.raise.maxTo });
    if (legal.allIn && this.allInStandsAlone(legal)) options.push({ kind: 'all-in', to: legal.allIn.to });
    return options;
  }

  /** All-in needs its own button unless the bet or raise range or the call already reaches it. */
  private allInStandsAlone(legal: LegalActions): boolean {
    const to = legal.allIn?.to;
    if (to === undefined) return false;
    const range = legal.bet ?? legal.raise;
    if (range && to >= range.minTo && to <= range.maxTo) return false;
    return legal.call?.to !== to;
  }

  // ——— Errors ———

  private errorMessage(problem: Problem): string {
    const t = this.localize;
    const field = t.term('tableFieldName', problem.field);
    const cap = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
    switch (problem.code) {
      case 'missing-amount':
      case 'not-a-number':
      case 'negative-amount':
      case 'not-a-whole-number':
      case 'zero':
        return problem.field.kind === 'seat' ? t.term('errorStack', field, problem.text, problem.code) : t.term('errorChips', field, problem.text);
      case 'seat-count':
        return t.term('errorSeatCount', Number(problem.text));
      case 'duplicate-seat':
        return t.term('errorDuplicateSeat', problem.text);
      case 'unknown-seat':
        return t.term('errorUnknownSeatIn', field, problem.text);
      case 'invalid-blinds':
        return t.term('errorBlinds', problem.text);
      case 'invalid-structure':
        return t.term('errorStructure', problem.text);
      case 'script-action':
        return t.term('errorScript', problem.field.kind === 'script' ? problem.field.step : 0, problem.text);
      case 'script-amount':
        return t.term('errorScriptAmount', problem.field.kind === 'script' ? problem.field.step : 0, problem.text);
      case 'unknown-card':
        return `${cap(field)}: ${t.term('errorUnknownCard', problem.text)}`;
      case 'duplicate-card':
        return t.term('errorCardTwice', problem.text);
      case 'card-count':
        return problem.field.kind === 'board' ? t.term('errorBoardCount', problem.count ?? 0) : t.term('errorHoleCount', problem.text, problem.count ?? 0);
      case 'invalid-mode':
        return t.term('errorMode', problem.text);
      case 'table-size':
        return t.term('errorTableSize', problem.text);
      case 'invalid-buy-in':
        return t.term('errorBuyIn', problem.text);
      case 'invalid-clock':
        return t.term('errorClock', problem.text);
      case 'unknown-bot': {
        const [name = '', kind = ''] = problem.text.split('\u0000');
        return t.term('errorBotKind', name, kind);
      }
      case 'player-count': {
        const [count = '0', seats = '0'] = problem.text.split('\u0000');
        return t.term('errorPlayers', Number(count), Number(seats));
      }
      case 'restore-failed':
        return t.term('errorRestore', problem.text);
      case 'invalid-ms':
        return t.term('errorMilliseconds', field, problem.text);
      case 'load-failed':
        // Cash mode's module could not be loaded (offline, a blocked URL): no table can be set up.
        return t.term('errorCashLoad', problem.text);
      default:
        return t.term('errorDeal', problem.text);
    }
  }

  private errorDetail(problem: Problem): PokerTableErrorDetail {
    const detail: PokerTableErrorDetail = { code: problem.code, message: this.errorMessage(problem), text: problem.text.replace(/\u0000/g, ' '), field: problem.field.kind };
    if (problem.field.kind === 'seat') {
      detail.field = 'seats';
      detail.seat = problem.field.seat;
    }
    if (problem.field.kind === 'script') detail.step = problem.field.step;
    return detail;
  }

  // ——— Who plays ———

  private get controlMode(): Controls {
    if (this.isCash) return 'hero';
    const controls = String(this.controls ?? '').trim().toLowerCase();
    if (controls === 'all' || controls === 'none') return controls;
    if (controls === 'hero') return this.heroSeat ? 'hero' : 'all';
    return this.heroSeat ? 'hero' : 'all';
  }

  private get heroSeat(): string | undefined {
    if (this.isCash) return this.cashHeroId;
    const context = this.machine.snapshot?.context;
    const hero = String(this.hero ?? '').trim();
    return context && hero ? seatNamed(context.config.seatIds, hero) : undefined;
  }

  private playsSeat(seat: string): boolean {
    const mode = this.controlMode;
    return mode === 'all' || (mode === 'hero' && seat === this.heroSeat);
  }

  /** Whose cards are face up as the seat being played: the hero, or the seat the reader is playing now. */
  private playedSeat(context: HandContext): string | undefined {
    if (this.controlMode === 'hero') return this.heroSeat;
    return context.toAct ?? context.showdownChoices?.seat ?? undefined;
  }

  private get scriptPending(): boolean {
    return this.scriptSteps.length > 0 && this.ahead.length > 0;
  }

  // ——— Chips to the winners ———

  private moveChipsToWinners(): void {
    const result = this.currentHand()?.result;
    const layer = this.renderRoot.querySelector<HTMLElement>('.fx');
    if (!result || !layer || typeof matchMedia === 'undefined' || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const origin = layer.getBoundingClientRect();
    const centre = (element: Element | null): [number, number] | null => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return rect.width === 0 ? null : [rect.left + rect.width / 2 - origin.left, rect.top + rect.height / 2 - origin.top];
    };
    let delay = 0;
    for (const award of result.awards) {
      const from = centre(this.renderRoot.querySelector(`[data-pot="${award.potIndex}"]`));
      for (const share of award.shares) {
        const to = centre(this.renderRoot.querySelector(`[data-seat="${CSS.escape(share.seat)}"] .plate`));
        if (!from || !to || typeof layer.animate !== 'function') continue;
        for (let k = 0; k < 3; k++) {
          const chip = document.createElement('span');
          chip.className = 'fx-chip';
          layer.append(chip);
          const animation = chip.animate(
            [
              { transform: `translate(${from[0]}px, ${from[1]}px) scale(0.9)`, opacity: 0 },
              { transform: `translate(${from[0]}px, ${from[1]}px) scale(1)`, opacity: 1, offset: 0.12 },
              { transform: `translate(${to[0]}px, ${to[1]}px) scale(1)`, opacity: 1, offset: 0.88 },
              { transform: `translate(${to[0]}px, ${to[1]}px) scale(0.6)`, opacity: 0 },
            ],
            { duration: 900, delay: delay + k * 90, easing: 'cubic-bezier(.3,.7,.3,1)', fill: 'backwards' },
          );
          animation.onfinish = () => chip.remove();
          animation.oncancel = () => chip.remove();
        }
        delay += 220;
      }
    }
  }

  // ——— Rendering ———

  protected override render(): TemplateResult {
    const snapshot = this.machine.snapshot;
    const problem = this.problems[0];
    const alert = problem
      ? html`<p part="error" class="error" role="alert" id="error">
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M10 2 1.5 17h17L10 2Zm0 5v5m0 2.2v.3"></path></svg>
          <span>${this.errorMessage(problem)}</span>
        </p>`
      : nothing;
    if (this.isCash) return this.renderCash(alert);
    if (!snapshot || snapshot.status === 'error') {
      return html`<div part="base" class="base">${alert}</div>`;
    }
    const context = snapshot.context;
    const view = handViewOf(snapshot);
    return html`<div part="base" class="base">
      ${this.renderHeader(view)} ${alert}
      <div class="stage">
        ${this.renderTable(view)}
        <div class="side">
          ${this.renderExplanation(snapshot)} ${this.renderControls(snapshot)} ${this.renderSteps()}
        </div>
      </div>
      <div class="lower">${this.renderLog(context)} ${this.showState ? this.renderState(snapshot) : nothing}</div>
    </div>`;
  }

  private renderHeader(view: HandView, extra: TemplateResult | typeof nothing = nothing): TemplateResult {
    const t = this.localize;
    const context = view.context;
    const { config } = context;
    const phase = !view.active ? null : view.showdown ? 'showdown' : context.street;
    const total = this.potTotal(context);
    return html`<div part="header" class="header">
      <div class="game">
        <span class="structure">${t.term('structureName', config.structure)}</span>
        <span class="stakes">${t.term('stakes', config.blinds.small, config.blinds.big, config.ante)}</span>
        ${extra}
      </div>
      <div class="phase">
        ${phase ? html`<span class="street">${t.term('streetName', phase)}</span>` : html`<span class="street done">${t.term(context.result?.kind === 'void' ? 'handVoid' : 'handComplete')}</span>`}
        ${total > 0 ? html`<span class="pot-total">${t.term('potTotal')} <strong>${t.term('chipAmount', total)}</strong></span>` : nothing}
      </div>
    </div>`;
  }

  /** Everything in the middle: the pots plus this street's bets. */
  private potTotal(context: HandContext): number {
    if (context.result) return 0;
    return sum(context.pots.map((pot) => pot.amount)) + sum(Object.values(context.bets));
  }

  /**
   * The oval with the board, the pots and the seats. `places` are the seats around it, each
   * either a seat of the hand (`seat`) or something else drawn there (cash mode: an empty
   * seat, a player not dealt in); without `places` the hand's seats, the hero at the bottom.
   */
  private renderTable(view: HandView | null, places?: { n: number; list: SeatPlace[] }): TemplateResult {
    const t = this.localize;
    const context = view?.context;
    const ids = context?.config.seatIds ?? [];
    // The hero (or the first seat) sits at the bottom; the others follow clockwise.
    const bottom = Math.max(0, ids.indexOf(this.heroSeat ?? ids[0] ?? ''));
    const layout = places ?? { n: ids.length, list: ids.map((seat, index): SeatPlace => ({ position: (index - bottom + ids.length) % ids.length, seat })) };
    const n = layout.n;
    // The blinds are marked while they lie in front of the players: preflop.
    const preflop = view !== null && view.active && view.context.street === 'preflop' && !view.showdown;
    const blinds = new Map<string, BlindKind>();
    if (preflop && context) for (const entry of context.log) if (entry.kind === 'blind') blinds.set(entry.seat, entry.blind);
    const played = context ? this.playedSeat(context) : undefined;
    const board = context?.board ?? [];
    return html`<div part="table" class="table seats-${n}" role="group" aria-label=${t.term('tableLabel')}>
      <div part="felt" class="felt">
        <div class="felt-inner">
          <div part="board" class="board" role="group" aria-label=${t.term('boardLabel', board.map((card) => t.term('cardName', card)))}>
            ${[0, 1, 2, 3, 4].map((i) =>
              board[i]
                ? html`<poker-card part="card" exportparts="face: card-face, back: card-back" class="board-card" card=${board[i] as string} ?four-color=${this.fourColor} theme=${ifDefined(this.theme)}></poker-card>`
                : html`<span class="board-slot" aria-hidden="true"></span>`,
            )}
          </div>
          ${context ? this.renderPots(context) : html`<div part="pots" class="pots empty"></div>`}
        </div>
      </div>
      <ol class="seats">
        ${layout.list.map((place) =>
          place.seat !== undefined && view ? this.renderSeat(view, place.seat, place.position, n, blinds.get(place.seat), played, place) : (place.other ?? nothing),
        )}
      </ol>
      <div class="fx" aria-hidden="true"></div>
    </div>`;
  }

  private renderPots(context: HandContext): TemplateResult {
    const t = this.localize;
    const result = context.result;
    const pots = result ? result.pots : context.pots;
    if (pots.length === 0) return html`<div part="pots" class="pots empty"></div>`;
    return html`<ul part="pots" class="pots" aria-label=${t.term('pots')}>
      ${pots.map((pot, index) => {
        const award = result?.awards.find((a) => a.potIndex === index);
        const winners = award ? award.shares.map((share) => this.nameOf(context, share.seat)) : [];
        return html`<li part="pot${award ? ' pot-won' : ''}" class="pot ${award ? 'won' : ''}" data-pot=${index}>
          <span class="pot-chips" aria-hidden="true"><i></i><i></i><i></i></span>
          <span class="pot-text">
            <span class="pot-name">${t.term('potName', index)}</span>
            <span class="pot-amount">${t.term('chipAmount', pot.amount)}</span>
            ${award
              ? html`<span class="pot-winner">→ ${t.term('nameList', winners)}</span>`
              : index > 0 || pots.length > 1
                ? html`<span class="pot-eligible">${t.term('nameList', pot.eligible.map((seat) => this.nameOf(context, seat)))}</span>`
                : nothing}
          </span>
        </li>`;
      })}
    </ul>`;
  }

  private renderSeat(view: HandView, seat: string, position: number, n: number, blind: BlindKind | undefined, played: string | undefined, extra?: SeatPlace): TemplateResult {
    const t = this.localize;
    const context = view.context;
    const name = this.nameOf(context, seat);
    const player = context.round?.players.find((p) => p.seat === seat);
    const folded = player?.folded === true;
    const allIn = player?.allIn === true && !folded && view.active;
    const toAct = context.toAct === seat || context.showdownChoices?.seat === seat;
    const stack = extra?.stack ?? context.stacks[seat] ?? 0;
    const bet = context.result ? 0 : (context.bets[seat] ?? 0);
    const won = context.result?.winnings[seat] ?? 0;
    const isButton = context.config.button === seat;
    const shown = context.showdown?.shown.includes(seat) || (context.result?.shown[seat] !== undefined);
    const mucked = context.showdown?.mucked.includes(seat) === true;
    const faceUp = !folded && !mucked && (this.reveal || shown || (context.showdown?.faceUp === true && !folded) || seat === played);
    const hero = this.controlMode === 'hero' && seat === this.heroSeat;
    const hand = shown && context.board.length === 5 ? this.shapeOf(context, seat) : null;
    // Clockwise from the bottom; the bet lies in front of the seat, towards the middle.
    const { x, y, dx, dy } = seatGeometry(position, n);
    const status: string[] = [];
    if (isButton) status.push(t.term('dealerButton'));
    if (blind === 'small') status.push(t.term('smallBlind'));
    if (blind === 'big' || blind === 'newcomer-big') status.push(t.term('bigBlind'));
    if (toAct) status.push(t.term('statusToAct'));
    if (allIn) status.push(t.term('statusAllIn'));
    if (folded) status.push(t.term('statusFolded'));
    if (won > 0) status.push(t.term('statusWins', won));
    if (extra?.status) status.push(extra.status);
    const parts = ['seat', toAct ? 'seat-to-act' : '', folded ? 'seat-folded' : '', allIn ? 'seat-all-in' : '', won > 0 ? 'seat-winner' : '', hero ? 'seat-hero' : ''].filter(Boolean).join(' ');
    const cards = context.holeCards[seat] ?? [];
    const betChip = (where: string): TemplateResult | typeof nothing =>
      bet > 0
        ? html`<span part="bet" class="bet ${where}" ${cssom(where === 'bet-spot' ? { '--dx': dx, '--dy': dy } : {})}>
            <span class="chip" aria-hidden="true"></span><span class="bet-amount">${t.term('chipAmount', bet)}</span>
          </span>`
        : nothing;
    return html`<li
      part=${parts}
      class="seat ${toAct ? 'to-act' : ''} ${folded ? 'folded' : ''} ${won > 0 ? 'winner' : ''} ${hero ? 'hero' : ''} ${position === 0 ? 'bottom' : ''}"
      data-seat=${seat}
      ${cssom({ '--x': x, '--y': y })}
      aria-current=${ifDefined(toAct ? 'true' : undefined)}
    >
      <span class="sr-only">${t.term('seatLabel', name, stack, bet, status)}</span>
      <div class="hole" aria-hidden="true">
        ${cards.map(
          (card) => html`<poker-card
            part="card"
            exportparts="face: card-face, back: card-back"
            class="hole-card"
            card=${card}
            ?face-down=${!faceUp}
            ?dim=${folded || mucked}
            ?highlight=${won > 0 && faceUp && shown}
            ?four-color=${this.fourColor}
            theme=${ifDefined(this.theme)}
          ></poker-card>`,
        )}
      </div>
      <div class="plate" aria-hidden="true">
        ${extra?.clock ?? nothing}
        <span class="name-line">
          <span part="seat-name" class="name">${name}</span>
          ${isButton ? html`<span part="dealer-button" class="dealer" title=${t.term('dealerButton')}>D</span>` : nothing}
        </span>
        <span class="stack-line">
          <span part="stack" class="stack">${t.term('chipAmount', stack)}</span>
          ${blind === 'small' ? html`<span part="badge" class="badge blind">${t.term('smallBlindShort')}</span>` : nothing}
          ${blind === 'big' || blind === 'newcomer-big' ? html`<span part="badge" class="badge blind">${t.term('bigBlindShort')}</span>` : nothing}
          ${allIn ? html`<span part="badge" class="badge all-in">${t.term('statusAllIn')}</span>` : nothing}
          ${folded ? html`<span part="badge" class="badge folded">${t.term('statusFolded')}</span>` : nothing}
          ${extra?.status ? html`<span part="badge" class="badge state">${extra.status}</span>` : nothing}
        </span>
        ${won > 0 ? html`<span part="badge" class="badge won">+${t.term('chipAmount', won)}</span>` : nothing}
        ${hand ? html`<span class="hand-name">${t.term('handTitle', hand)}</span>` : nothing}
        ${betChip('bet-inline')}
      </div>
      ${betChip('bet-spot')}
    </li>`;
  }

  private renderExplanation(snapshot: HandSnapshot): TemplateResult {
    return this.renderNotes(this.notes(snapshot));
  }

  private renderNotes(notes: readonly Note[]): TemplateResult {
    const t = this.localize;
    return html`<section part="explanation" class="explanation" aria-labelledby="why-title">
      <h3 class="caption" id="why-title">${t.term('explanationTitle')}</h3>
      <div role="status"><ul class="notes">
        ${notes.map(
          (note) => html`<li part="note" class="note ${note.tone}">
            ${note.tone === 'refused'
              ? html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="8"></circle><path d="m6.5 6.5 7 7m0-7-7 7"></path></svg>
                  <span class="sr-only">${t.term('refusedTitle')}:</span>`
              : nothing}
            <span class="note-body">
              <span class="note-text">${note.text}${this.renderRules(note.ruleIds)}</span>
              ${note.detail ? html`<span class="note-detail">${note.detail}</span>` : nothing}
            </span>
          </li>`,
        )}
      </ul></div>
    </section>`;
  }

  private renderRules(ruleIds: readonly string[]): TemplateResult | typeof nothing {
    if (ruleIds.length === 0) return nothing;
    const t = this.localize;
    return html` <span class="rules">—${ruleIds.map((id) => html` <span part="rule" class="rule" title=${t.term('ruleTitle', id)}>${t.term('ruleRef', id)}</span>`)}</span>`;
  }

  private renderControls(snapshot: HandSnapshot): TemplateResult | typeof nothing {
    const t = this.localize;
    const context = snapshot.context;
    if (snapshot.status !== 'active') return nothing;
    if (this.scriptPending) {
      const next = this.scriptSteps[this.steps.length]?.text ?? '';
      return html`<div part="action-bar" class="action-bar script">
        <p class="bar-title">${t.term('nextStep', next)}</p>
        <div class="buttons">
          <button part="action" class="action primary" type="button" @click=${this.forward}>${t.term('next')}</button>
          <button part="action" class="action" type="button" @click=${this.playAll}>${t.term('playToEnd')}</button>
        </div>
      </div>`;
    }
    const seat = context.toAct ?? context.showdownChoices?.seat ?? null;
    if (!seat || this.controlMode === 'none') return nothing;
    const name = this.nameOf(context, seat);
    if (!this.playsSeat(seat)) {
      return html`<div part="action-bar" class="action-bar waiting"><p class="bar-title">${t.term('waitingFor', name)}</p></div>`;
    }
    if (!context.toAct) return this.renderShowdownBar(context, name);
    return this.renderActionBar(context, name);
  }

  private renderShowdownBar(context: HandContext, name: string): TemplateResult {
    const t = this.localize;
    const choices = context.showdownChoices as NonNullable<HandContext['showdownChoices']>;
    return html`<div part="action-bar" class="action-bar" role="group" aria-label=${t.term('actionBarLabel', name)}>
      <p class="bar-title">${t.term('showOrMuck', name)}</p>
      <div class="buttons">
        <button part="action" class="action primary" type="button" @click=${() => this.decide('SHOW')}>${t.term('show')}</button>
        ${choices.muck ? html`<button part="action" class="action" type="button" @click=${() => this.decide('MUCK')}>${t.term('muck')}</button>` : nothing}
      </div>
    </div>`;
  }

  private renderActionBar(context: HandContext, name: string, extra: TemplateResult | typeof nothing = nothing): TemplateResult {
    const t = this.localize;
    const legal = context.legalActions;
    const range = legal.bet ?? legal.raise;
    const kind: 'bet' | 'raise' = legal.bet ? 'bet' : 'raise';
    const fixed = range !== undefined && range.minTo === range.maxTo;
    const typed = readChips(this.amountText);
    const amount = range ? ('value' in typed ? typed.value : range.minTo) : 0;
    const sizeLabel = (to: number): string => (kind === 'bet' ? t.term('bet', to) : t.term('raise', to));
    const call = legal.call;
    return html`<div part="action-bar" class="action-bar" role="group" aria-label=${t.term('actionBarLabel', name)}>
      <p class="bar-title">
        <span>${t.term('toAct', name)}</span>
        ${call ? html`<span class="to-call">${t.term('toCall', call.amount)}</span>` : nothing} ${extra}
      </p>
      <div class="buttons">
        ${legal.fold ? html`<button part="action" class="action fold" type="button" @click=${() => this.act('fold')}>${t.term('fold')}</button>` : nothing}
        ${legal.check ? html`<button part="action" class="action" type="button" @click=${() => this.act('check')}>${t.term('check')}</button>` : nothing}
        ${call ? html`<button part="action" class="action" type="button" @click=${() => this.act('call')}>${t.term('call', call.amount, legal.allIn?.to === call.to)}</button>` : nothing}
        ${range
          ? html`<button part="action" class="action primary" type="button" @click=${() => this.submitAmount(kind, range)}>${sizeLabel(fixed ? range.minTo : amount)}</button>`
          : nothing}
        ${legal.allIn && this.allInStandsAlone(legal)
          ? html`<button part="action" class="action all-in" type="button" @click=${() => this.act('all-in')}>${t.term('allIn', legal.allIn.to)}</button>`
          : nothing}
      </div>
      ${range && !fixed ? this.renderSizing(context, kind, range, amount) : nothing}
    </div>`;
  }

  private renderSizing(context: HandContext, kind: 'bet' | 'raise', range: { minTo: number; maxTo: number }, amount: number): TemplateResult {
    const t = this.localize;
    const presets = this.presets(context, range);
    const clamped = Math.min(range.maxTo, Math.max(range.minTo, amount));
    return html`<div class="sizing">
      <div class="presets" role="group" aria-label=${t.term('presets')}>
        ${presets.map(
          ([label, to]) => html`<button part="preset" class="preset" type="button" aria-pressed=${amount === to ? 'true' : 'false'} @click=${() => (this.amountText = String(to))}>
            ${label}
          </button>`,
        )}
      </div>
      <div class="amount-row">
        <input
          part="slider"
          class="slider"
          type="range"
          min=${range.minTo}
          max=${range.maxTo}
          step="1"
          .value=${live(String(clamped))}
          aria-label=${t.term('amountLabel', kind)}
          aria-valuetext=${t.term('chipAmount', clamped)}
          @input=${(event: Event) => (this.amountText = (event.target as HTMLInputElement).value)}
        />
        <label class="amount-field">
          <span class="sr-only">${t.term('amountLabel', kind)}</span>
          <input
            part="amount"
            class="amount"
            type="text"
            inputmode="numeric"
            autocomplete="off"
            .value=${live(this.amountText === '' ? String(range.minTo) : this.amountText)}
            aria-describedby=${this.amountError ? 'amount-range amount-error' : 'amount-range'}
            aria-invalid=${this.amountError ? 'true' : 'false'}
            @input=${(event: Event) => {
              this.amountText = (event.target as HTMLInputElement).value;
              this.amountError = '';
            }}
            @keydown=${(event: KeyboardEvent) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                this.submitAmount(kind, range);
              }
            }}
          />
        </label>
      </div>
      <p class="range" id="amount-range">${t.term('amountRange', range.minTo, range.maxTo)}</p>
      ${this.amountError ? html`<p part="error" class="amount-error" id="amount-error" role="alert">${this.amountError}</p>` : nothing}
    </div>`;
  }

  /**
   * Preset amounts that fall inside the legal range: the minimum, half the pot and the pot
   * (a pot-sized raise as T14 counts it, from core's `potLimitMaxTo`), and the whole stack.
   */
  private presets(context: HandContext, range: { minTo: number; maxTo: number }): [string, number][] {
    const t = this.localize;
    const round = context.round;
    const presets: [string, number][] = [[t.term('presetMin'), range.minTo]];
    if (round && round.toAct !== null) {
      const potTo = potLimitMaxTo(round, round.toAct);
      presets.push([t.term('presetHalfPot'), round.currentBetTo + Math.floor((potTo - round.currentBetTo) / 2)], [t.term('presetPot'), potTo]);
    }
    if (context.legalActions.allIn) presets.push([t.term('presetAllIn'), context.legalActions.allIn.to]);
    const seen = new Set<number>();
    return presets.filter(([, to]) => to >= range.minTo && to <= range.maxTo && !seen.has(to) && (seen.add(to), true));
  }

  /**
   * Sends the bet or raise in the amount field. Any whole number goes to the machine, which
   * explains a refusal (T8, T11, T14); text that is not a number of chips never reaches it.
   */
  private submitAmount(kind: 'bet' | 'raise', range: { minTo: number; maxTo: number }): void {
    const text = this.amountText === '' ? String(range.minTo) : this.amountText;
    const chips = readChips(text);
    if ('value' in chips) {
      this.amountError = '';
      this.act(kind, range.minTo === range.maxTo ? range.minTo : chips.value);
      return;
    }
    const seat = this.currentHand()?.toAct ?? undefined;
    this.amountError = this.localize.term('errorChips', this.localize.term('amountLabel', kind), text);
    this.fail({ code: 'invalid-amount', message: this.amountError, text, field: 'action', ...(seat ? { seat } : {}) });
  }

  private renderSteps(): TemplateResult {
    const t = this.localize;
    const count = this.stepCount;
    const script = this.scriptSteps.length > 0;
    return html`<nav part="steps" class="steps" aria-label=${t.term('stepsLabel')}>
      <button class="step-button" type="button" ?disabled=${this.steps.length === 0} @click=${this.restart}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M4 4v12M16 4 7 10l9 6Z"></path></svg><span class="step-label">${t.term('restart')}</span>
      </button>
      <button class="step-button" type="button" ?disabled=${this.steps.length === 0} @click=${this.back}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M13 4 6 10l7 6"></path></svg><span class="step-label">${t.term('back')}</span>
      </button>
      <span class="step-count" aria-live="polite">${count > 0 ? t.term('stepOf', this.steps.length, count) : ''}</span>
      ${this.scriptPending && this.machine.snapshot?.status === 'active'
        ? nothing
        : html`<button class="step-button" type="button" ?disabled=${this.ahead.length === 0} @click=${this.forward}>
            <span class="step-label">${script ? t.term('next') : t.term('forward')}</span><svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="m7 4 7 6-7 6"></path></svg>
          </button>`}
    </nav>`;
  }

  private renderLog(context: HandContext): TemplateResult {
    const t = this.localize;
    type Row = { kind: 'street'; title: string; cards: readonly Card[] } | { kind: 'entry'; entry: HandLogEntry } | { kind: 'refused'; step: Step };
    const rows: Row[] = [];
    const refusedAt = new Map<number, Step[]>();
    this.steps.forEach((step, index) => {
      if (!step.refused) return;
      const at = (this.contextBefore(index) ?? context).log.length;
      refusedAt.set(at, [...(refusedAt.get(at) ?? []), step]);
    });
    let showdownTitled = false;
    // Blinds are posted before the cards are dealt; the history opens with the street.
    rows.push({ kind: 'street', title: t.term('streetName', 'preflop'), cards: [] });
    context.log.forEach((entry, index) => {
      for (const step of refusedAt.get(index) ?? []) rows.push({ kind: 'refused', step });
      if (entry.kind === 'deal-hole-cards') return;
      if (entry.kind === 'deal-board') rows.push({ kind: 'street', title: t.term('streetName', entry.street ?? 'flop'), cards: entry.cards ?? [] });
      else {
        if (!showdownTitled && (entry.kind === 'show' || entry.kind === 'muck' || entry.kind === 'award' || entry.kind === 'uncontested')) {
          showdownTitled = true;
          rows.push({ kind: 'street', title: t.term('streetName', 'showdown'), cards: [] });
        }
        rows.push({ kind: 'entry', entry });
      }
    });
    for (const step of refusedAt.get(context.log.length) ?? []) rows.push({ kind: 'refused', step });
    return html`<section part="log" class="log">
      <h3 class="caption" id="log-title">${t.term('logTitle')}</h3>
      <div class="log-scroll" tabindex="0" role="region" aria-labelledby="log-title">
        <ol class="log-lines">
          ${rows.map((row) => {
            if (row.kind === 'street') {
              return html`<li class="log-street"><span>${row.title}</span>${row.cards.length ? this.cardText(row.cards) : nothing}</li>`;
            }
            if (row.kind === 'refused') {
              const { refused, event } = row.step;
              const v = refused as HandViolation;
              const who = 'seat' in event ? this.nameOf(context, event.seat) : '';
              const action = event.type === 'ACT' ? event.action : event.type === 'SHOW' ? 'show' : event.type === 'MUCK' ? 'muck' : 'void';
              return html`<li part="log-line" class="log-line refused">
                <span class="log-text"
                  ><svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="m5.5 5.5 9 9m0-9-9 9"></path></svg
                  ><span class="sr-only">${t.term('refusedTitle')}: </span>${t.term('refused', who, action, event.type === 'ACT' ? event.to : undefined)}</span
                >
                ${this.renderRules([v.ruleId])}
              </li>`;
            }
            const { entry } = row;
            const mucked = entry.kind === 'award' && this.awardLine(context, entry.potIndex ?? 0, 0).mucked.length > 0;
            return html`<li part="log-line" class="log-line kind-${entry.kind}">
              <span class="log-text">${this.lineTemplate(context, entry)}</span>${this.renderRules(mucked ? ['T16', 'T18'] : entry.ruleIds)}
            </li>`;
          })}
        </ol>
      </div>
    </section>`;
  }

  // ——— Cash mode ———

  /** The hand being shown: the hand machine's (hand mode) or the table's running or last hand (cash mode). */
  private currentHand(): HandContext | undefined {
    return this.isCash ? (this.cash?.snapshot?.context.hand ?? undefined) : this.machine.snapshot?.context;
  }

  /** What the element does with what the cash table reports. */
  private cashListener(): CashListener {
    return {
      handEntries: (context, entries) => this.emitHandEntries(context, entries),
      handComplete: (context) => {
        this.celebrate = true;
        this.emit('poker-hand-complete', this.completeDetail(context));
      },
      tableEntries: (entries) => {
        // A refusal belongs to the hand (or the break) it happened in.
        if (entries.some((entry) => entry.kind === 'hand-start')) this.cashRefusal = null;
        // Cash mode is loaded by now (the table reports only once it runs): its view words the entries.
        const detail = cashMode.module?.tableChangeDetail;
        if (detail) for (const entry of entries) this.emit('poker-table-change', detail(this.localize, entry));
      },
      refused: (violation) => {
        this.cashRefusal = violation;
        this.dispatchEvent(this.violationEventOf(violation));
        this.requestUpdate();
      },
      timeout: (player, action) => {
        if (player === this.cashHeroId) this.cashTimeout = action;
      },
      restoreFailed: (key) => {
        this.problems.push({ code: 'restore-failed', field: { kind: 'persist' }, text: key, blocking: false });
        this.reportProblems = true;
      },
      failed: (error) => {
        this.problems.unshift({ code: error instanceof HoldemError ? error.code : 'invalid-input', field: { kind: 'players' }, text: error instanceof Error ? error.message : String(error), blocking: true });
        this.reportProblems = true;
      },
    };
  }

  /**
   * Cash mode's module if it has loaded; otherwise starts loading it (once per page, see
   * `cash-mode-loader.ts`) and returns undefined. A failed load is reported (`load-failed`) and
   * tried again when a cash attribute changes.
   */
  private cashModule(changed: PropertyValues<this>): CashMode | undefined {
    const module = cashMode.module;
    if (module) return module;
    if (this.cashLoad || (this.cashLoadFailed && !CASH_PROPERTIES.some((name) => changed.has(name)))) return undefined;
    this.cashLoadFailed = false;
    // What hand mode showed goes: the hand, its steps and its problems.
    this.problems = [];
    this.steps = [];
    this.ahead = [];
    this.scriptSteps = [];
    this.initial = null;
    if (this.machine.actor) this.machine.clear();
    const load: Promise<void> = loadCashMode().then(
      () => undefined,
      (error: unknown) => {
        this.cashLoadFailed = true;
        if (!this.isCash) return;
        this.problems = [{ code: 'load-failed', field: { kind: 'mode' }, text: error instanceof Error ? error.message : String(error), blocking: true }];
        this.reportProblems = true;
      },
    ).finally(() => {
      if (this.cashLoad === load) this.cashLoad = undefined;
      this.requestUpdate();
    });
    this.cashLoad = load;
    return undefined;
  }

  /** The cash table's controller, created (and cash mode's styles adopted) the first time the element is in cash mode. */
  private cashTable(module: CashMode): CashTable {
    if (this.cash) return this.cash;
    const root = this.renderRoot;
    const sheet = module.cashTableStyles.styleSheet;
    if (sheet && root instanceof ShadowRoot) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    else if (root instanceof ShadowRoot) {
      // No constructable style sheets: a <style> as Lit itself falls back to (with Lit's nonce), before what Lit renders.
      const style = document.createElement('style');
      const nonce = (globalThis as { litNonce?: string }).litNonce;
      if (nonce !== undefined) style.setAttribute('nonce', nonce);
      style.textContent = module.cashTableStyles.cssText;
      root.prepend(style);
    }
    this.cash = new module.CashTable(this, this.cashListener());
    return this.cash;
  }

  /** Reads the cash attributes and starts the table (or restores the saved one). */
  private buildCash(module: CashMode): void {
    const cash = this.cashTable(module);
    // The saved table is restored when the element is set up, not when the author changes an attribute later.
    const restore = !this.cashBuilt;
    this.cashBuilt = true;
    this.reportProblems = true;
    this.steps = [];
    this.ahead = [];
    this.scriptSteps = [];
    this.initial = null;
    if (this.machine.actor) this.machine.clear();
    this.cashRefusal = null;
    this.cashTimeout = null;
    this.cashForm = null;
    this.cashAmount = '';
    const heroName = String(this.hero ?? '').trim();
    const { input, heroId, problems } = module.readCashInput(
      {
        structure: this.structure,
        blinds: this.blinds,
        ante: this.ante,
        tableSize: this.tableSize,
        buyIn: this.buyIn,
        players: this.players,
        clock: this.clock,
        botDelay: this.botDelay,
        betweenHands: this.betweenHands,
        seed: this.seed,
        heroName: heroName || 'you',
      },
      CASH_DEFAULTS,
    );
    this.cashHeroId = heroId;
    this.problems = problems;
    if (!input) {
      cash.clear();
      return;
    }
    const persist = String(this.persist ?? '').trim();
    cash.start({ input, hero: heroId, clock: this.timerClock, persist: persist || undefined, restore });
    if (cash.error !== undefined && !this.problems.some((p) => p.blocking)) {
      const error = cash.error;
      this.problems.unshift({ code: error instanceof HoldemError ? error.code : 'invalid-input', field: { kind: 'players' }, text: error instanceof Error ? error.message : String(error), blocking: true });
    }
    if (cash.error !== undefined) cash.clear();
  }

  /** The reader's table or hand event; a refusal shows until the next one. */
  private cashSend(event: TableEvent): void {
    this.cashRefusal = null;
    if (event.type === 'ACT' || event.type === 'SIT_IN' || event.type === 'LEAVE') this.cashTimeout = null;
    this.cash?.send(event);
    this.requestUpdate();
  }

  private get heroName(): string {
    return String(this.hero ?? '').trim() || this.localize.term('heroName');
  }

  /** The time the table's clock reads (a simulated clock in tests). */
  private clockNow(): number {
    const clock = this.timerClock as (Clock & { now?: () => number }) | undefined;
    return typeof clock?.now === 'function' ? clock.now() : Date.now();
  }

  /** The action clock runs for a player (C5), not while a computer player thinks. */
  private cashClockRuns(): boolean {
    const snapshot = this.cash?.snapshot;
    return snapshot?.status === 'active' && (snapshot.matches({ game: { playing: 'clock' } }) || snapshot.matches({ game: { playing: 'timeBank' } }));
  }

  private tickClock(on: boolean): void {
    if (on && this.clockTicker === undefined && this.isConnected) this.clockTicker = setInterval(() => this.requestUpdate(), 1000);
    else if (!on && this.clockTicker !== undefined) {
      clearInterval(this.clockTicker);
      this.clockTicker = undefined;
    }
  }

  /** A whole number of chips from a field, or an inline error (the text never reaches the machine). */
  private cashChips(text: string, field: string): number | null {
    const chips = readChips(text);
    if ('value' in chips) return chips.value;
    this.amountError = this.localize.term('errorChips', field, text);
    this.fail({ code: 'invalid-amount', message: this.amountError, text, field: 'action' });
    this.requestUpdate();
    return null;
  }

  private cashNotes(context: TableContext, view: HandView | null): Note[] {
    const t = this.localize;
    const notes: Note[] = [];
    const refusal = this.cashRefusal;
    if (refusal) notes.push({ text: t.term('refusal', refusal, (player) => this.seatName(player)), ruleIds: [refusal.ruleId], tone: 'refused' });
    if (this.amountError && !view?.context.toAct) notes.push({ text: this.amountError, ruleIds: [], tone: 'refused' });
    if (this.cashTimeout) notes.push({ text: t.term('heroTimedOut', this.cashTimeout), ruleIds: ['C5'], tone: 'moment' });
    if (!view) {
      notes.push({ text: `${t.term('waitingForPlayers')}.`, ruleIds: ['C2'], tone: 'now' });
      return notes;
    }
    const hand = view.context;
    if (view.active && hand.street === 'preflop') {
      if (hand.config.seatIds.length === 2) notes.push({ text: t.term('note', { kind: 'heads-up', name: this.nameOf(hand, hand.config.button) }), ruleIds: ['T3'], tone: 'moment' });
      for (const entry of hand.log) {
        if (entry.kind === 'blind' && entry.blind === 'newcomer-big') notes.push({ text: t.term('note', { kind: 'newcomer-blind', name: this.nameOf(hand, entry.seat) }), ruleIds: ['C3'], tone: 'moment' });
      }
    }
    if (hand.result?.kind === 'void') notes.push({ text: t.term('logLine', { kind: 'void' }), ruleIds: ['C6'], tone: 'result' });
    notes.push(...this.resultNotes(hand));
    if (!view.active) notes.push({ text: `${t.term(context.seats.filter((s) => s && s.status !== 'sitting-out' && s.status !== 'busted').length >= 2 ? 'nextHand' : 'waitingForPlayers')}.`, ruleIds: ['C2'], tone: 'now' });
    else if (hand.toAct === this.cashHeroId) notes.push(...this.nowNotes(hand));
    else {
      // Someone else acts: what happened last, with its rule.
      const last = [...hand.log].reverse().find((entry) => entry.kind === 'action' || entry.kind === 'blind');
      if (last) notes.push({ text: `${this.lineText(hand, last)}.`, ruleIds: last.ruleIds, tone: 'moment' });
    }
    return notes;
  }

  /**
   * While cash mode's module loads: the header and the empty table where the table will be,
   * marked busy, so that nothing above the table moves when it arrives.
   */
  private renderCashLoading(): TemplateResult {
    const t = this.localize;
    const structure = readStructure(String(this.structure ?? '') || 'no-limit');
    const blinds = readBlinds(String(this.blinds ?? '') || '50/100');
    const ante = readChips(this.ante ?? 0);
    const size = readChips(this.tableSize ?? 6);
    const n = 'value' in size && size.value >= 2 && size.value <= MAX_SEATS ? size.value : 6;
    return html`<div part="base" class="base cash loading" aria-busy="true">
      <div part="header" class="header">
        <div class="game">
          ${structure ? html`<span class="structure">${t.term('structureName', structure)}</span>` : nothing}
          ${blinds ? html`<span class="stakes">${t.term('stakes', blinds.small, blinds.big, 'value' in ante ? ante.value : 0)}</span>` : nothing}
          <span class="hand-number">${t.term('cashGame')}</span>
        </div>
        <div class="phase"><span class="street done">${t.term('waitingForPlayers')}</span></div>
      </div>
      <div class="stage">${this.renderTable(null, { n, list: [] })}</div>
    </div>`;
  }

  private renderCash(alert: TemplateResult | typeof nothing): TemplateResult {
    const t = this.localize;
    const module = cashMode.module;
    if (!module || !this.cash) return this.cashLoadFailed ? html`<div part="base" class="base cash">${alert}</div>` : this.renderCashLoading();
    const { renderClock, renderEmptySeat, renderIdleSeat, renderSeatPanel, renderTableLog, seatState } = module;
    const snapshot = this.cash.snapshot;
    if (!snapshot || snapshot.status === 'error') return html`<div part="base" class="base cash">${alert}</div>`;
    const context = snapshot.context;
    const hand = context.hand;
    const view: HandView | null = hand ? { context: hand, active: hand.result === null, showdown: hand.showdown !== null && hand.result === null } : null;
    const heroId = this.cashHeroId;
    const n = context.config.size;
    const heroIndex = context.seats.findIndex((seat) => seat?.player === heroId);
    const queued = context.queue.some((q) => q.player === heroId);
    const bottom = Math.max(0, heroIndex);
    const inHand = new Set(view?.context.config.seatIds ?? []);
    const now = this.clockNow();
    // The clock runs for a player (C5), not while a computer player thinks.
    const clockRuns = this.cashClockRuns();
    const places: SeatPlace[] = context.seats.map((seat, index) => {
      const position = (index - bottom + n) % n;
      if (!seat) {
        return {
          position,
          other: renderEmptySeat(t, index, position, n, {
            canSit: heroIndex < 0 && !queued,
            chosen: this.cashForm?.seat === index,
            sit: (chosen) => {
              this.cashForm = { kind: 'join', seat: chosen };
              void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLInputElement>('#cash-buy-in')?.focus());
            },
          }),
        };
      }
      const clock = clockRuns && context.turn?.seat === seat.player ? renderClock(t, context, now) : nothing;
      const state = seatState(seat);
      if (view && inHand.has(seat.player)) {
        const status = state === 'active' || state === 'waiting' || state === 'posting' ? undefined : t.term('seatState', state);
        return { position, seat: seat.player, clock, status, stack: view.active ? undefined : seat.stack };
      }
      return { position, other: renderIdleSeat(t, seat, position, n, seat.player === heroId, clock) };
    });
    const handNumber = context.handNumber > 0 ? html`<span class="hand-number">${t.term('cashGame')} · ${t.term('handNumber', context.handNumber)}</span>` : html`<span class="hand-number">${t.term('cashGame')}</span>`;
    const header = view
      ? this.renderHeader(view, handNumber)
      : html`<div part="header" class="header">
          <div class="game">
            <span class="structure">${t.term('structureName', context.config.structure)}</span>
            <span class="stakes">${t.term('stakes', context.config.blinds.small, context.config.blinds.big, context.config.ante)}</span>
            ${handNumber}
          </div>
          <div class="phase"><span class="street done">${t.term('waitingForPlayers')}</span></div>
        </div>`;
    const rules = (ids: readonly string[]) => this.renderRules(ids);
    const panel = renderSeatPanel(
      t,
      { context, heroId, form: this.cashForm, amountText: this.cashAmount, postNow: this.cashPostNow, handStack: view?.active && inHand.has(heroId) ? (view.context.stacks[heroId] ?? null) : null },
      {
        choose: (seat) => (this.cashForm = { kind: 'join', seat }),
        cancel: () => (this.cashForm = null),
        join: (seat, text, postNow) => {
          const buyIn = this.cashChips(text, t.term('buyInLabel', context.config.buyIn.min, context.config.buyIn.max));
          if (buyIn === null) return;
          this.amountError = '';
          this.cashSend({ type: 'JOIN', player: heroId, name: this.heroName, buyIn, ...(seat !== null ? { seat } : {}), ...(postNow && context.button !== null ? { postBigBlind: true } : {}) });
          if (!this.cashRefusal) {
            this.cashForm = null;
            this.cashAmount = '';
          }
        },
        leave: () => this.cashSend({ type: 'LEAVE', player: heroId }),
        sitOut: () => this.cashSend({ type: 'SIT_OUT', player: heroId }),
        sitIn: (postBigBlind) => this.cashSend({ type: 'SIT_IN', player: heroId, ...(postBigBlind ? { postBigBlind } : {}) }),
        rebuy: (text) => {
          const amount = this.cashChips(text, t.term('addChips'));
          if (amount === null) return;
          this.amountError = '';
          this.cashSend({ type: 'REBUY', player: heroId, amount });
          if (!this.cashRefusal) this.cashAmount = '';
        },
        amount: (text) => {
          this.cashAmount = text;
          this.amountError = '';
        },
        postNow: (value) => (this.cashPostNow = value),
      },
      rules,
    );
    let bar: TemplateResult | typeof nothing = nothing;
    if (view?.active && hand?.toAct) {
      const name = this.nameOf(hand, hand.toAct);
      if (hand.toAct === heroId) {
        const turn = context.turn;
        const clock = context.config.clock;
        const left =
          turn && clock && clockRuns ? html`<span class="clock-text ${turn.phase === 'time-bank' ? 'time-bank' : ''}">${t.term('clockLeft', Math.ceil(Math.max(0, turn.startedAt + (turn.phase === 'time-bank' ? clock.timeBankMs : clock.decisionMs) - now) / 1000), turn.phase === 'time-bank')}</span>` : nothing;
        bar = this.renderActionBar(hand, name, left);
      } else bar = html`<div part="action-bar" class="action-bar waiting"><p class="bar-title">${t.term('waitingFor', name)}</p></div>`;
    }
    return html`<div part="base" class="base cash">
      ${header} ${alert}
      <div class="stage">
        ${this.renderTable(view, { n, list: places })}
        <div class="side">${this.renderNotes(this.cashNotes(context, view))} ${bar} ${panel}</div>
      </div>
      <div class="lower">
        ${view ? this.renderLog(view.context) : nothing} ${renderTableLog(t, context.log, rules)}
        ${this.showState ? this.renderCashState(snapshot) : nothing}
      </div>
    </div>`;
  }

  /** `show-state` in cash mode: the table statechart's state, and the hand's. */
  private renderCashState(snapshot: NonNullable<CashTable['snapshot']>): TemplateResult {
    const t = this.localize;
    const path = (v: unknown): string =>
      typeof v === 'string' ? v : v && typeof v === 'object' ? Object.entries(v as Record<string, unknown>).map(([key, inner]) => `${key}.${path(inner)}`).join(', ') : '';
    const hand = snapshot.children.hand?.getSnapshot();
    return html`<section part="state" class="state">
      <h3 class="caption" id="state-title">${t.term('stateTitle')}</h3>
      <dl>
        <div><dt>${t.term('stateValue')}</dt><dd><code>table.${path(snapshot.value)}</code> <span class="status">${t.term('stateStatus', snapshot.status)}</span></dd></div>
        ${hand ? html`<div><dt>${t.term('stateValue')}</dt><dd><code>hand.${path(hand.value)}</code></dd></div>` : nothing}
      </dl>
    </section>`;
  }

  private renderState(snapshot: HandSnapshot): TemplateResult {
    const t = this.localize;
    const value = snapshot.value as unknown;
    const path = (v: unknown): string =>
      typeof v === 'string' ? v : v && typeof v === 'object' ? Object.entries(v as Record<string, unknown>).map(([key, inner]) => `${key}.${path(inner)}`).join(', ') : '';
    const context = snapshot.context;
    const seat = context.toAct ?? context.showdownChoices?.seat ?? '';
    const probes: [string, HandEvent][] = [
      ['ACT', { type: 'ACT', seat, action: 'fold' }],
      ['SHOW', { type: 'SHOW', seat }],
      ['MUCK', { type: 'MUCK', seat }],
      ['VOID', { type: 'VOID' }],
    ];
    const accepts = snapshot.status === 'active' ? probes.filter(([, event]) => snapshot.can(event)).map(([type]) => type) : [];
    return html`<section part="state" class="state">
      <h3 class="caption" id="state-title">${t.term('stateTitle')}</h3>
      <dl>
        <div><dt>${t.term('stateValue')}</dt><dd><code>${snapshot.machine.id}.${path(value)}</code> <span class="status">${t.term('stateStatus', snapshot.status)}</span></dd></div>
        <div><dt>${t.term('stateAccepts')}</dt><dd>${accepts.length ? accepts.map((type) => html`<code>${type}</code> `) : '—'}</dd></div>
      </dl>
    </section>`;
  }
}
