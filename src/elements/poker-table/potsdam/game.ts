/**
 * The game of a `<poker-table variant="potsdam">`: one actor of `potsdamMachine`, the
 * element's own (dealt from its attributes) or a page's (`el.actor = actor`), which the
 * element follows through a `MachineController`. Every move goes to the actor as an event
 * (the reader's, the script's, the computer players'), and the machine asks core's Potsdam
 * engine; what the element shows is the actor's snapshot. The game keeps the snapshots it
 * got, one per event the actor processed (from anyone), so Back and Restart send the actor
 * `RESTORE` with an earlier state, and the steps ahead (the rest of the script, or the steps
 * undone with Back) for Forward. A new deal is `DEAL` on the same actor: the element's own
 * actor stays the same object for the element's life. No rule lives here.
 *
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { Actor, EventFromLogic, SnapshotFrom } from 'xstate';
import type { Card } from '../../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../../core/errors.js';
import type { PotsdamEvent, PotsdamInput, PotsdamRules, PotsdamState, PotsdamViolation } from '../../../core/potsdam/types.js';
import {
  potsdamDealError,
  potsdamMachine,
  type PotsdamEmitted,
  type PotsdamMachine,
  type PotsdamRoundTag,
} from '../../../machines/potsdam.machine.js';
import { potsdamBotMove, potsdamBotRandom } from '../../../machines/potsdam-bots.js';
import { MachineController } from '../../shared/machine-controller.js';
import { cleanName, readChips, seatNamed } from '../../shared/table/internal/read-input.js';
import { readPotsdamScript, type PotsdamScriptStep } from './script.js';

/** A `potsdamMachine` actor: `el.actor` of a Potsdam table. */
export type PotsdamActor = Actor<PotsdamMachine>;
export type PotsdamSnapshot = SnapshotFrom<PotsdamMachine>;

/** What the game reads from the element: its public properties, and two attributes of its own. */
export interface PotsdamHost extends ReactiveControllerHost, HTMLElement {
  /** Renders again once `fetch` settles; `updateComplete` waits for it. */
  waitFor(fetch: Promise<unknown>): void;
  seats: readonly { name: string; stack: number | string }[];
  button: string;
  blinds: { small: number; big: number };
  seed: string | undefined;
  holeCards: Readonly<Record<string, readonly Card[]>>;
  board: readonly Card[];
  script: string;
  hero: string;
  controls: 'all' | 'hero' | 'none' | undefined;
  autoShowdown: boolean;
}

/** One event the actor processed, and the snapshot after it. */
export interface PotsdamStep {
  event: PotsdamEvent;
  snapshot: PotsdamSnapshot;
  /** The game after it: `snapshot.context`. */
  state: PotsdamState;
  /** Set when the machine refused the event. */
  refused: PotsdamViolation | null;
  /** A computer player's move. */
  bot: boolean;
}

/** A step ahead: an event undone with Back, or a step of the script (its event made when taken). */
interface Ahead {
  text?: string;
  event: PotsdamEvent | PotsdamScriptStep['event'];
}

/** Bad input: why the game cannot be dealt, or where the script stops. */
export type PotsdamProblem =
  | { code: string; field: 'seats' | 'blinds' | 'hole-cards' | 'board' | 'rules'; text: string; detail: string }
  | { code: 'script-action'; field: 'script'; text: string; step: number };

/** `rules="bet-limit: round-total; max-exchange-rounds: 4"` → the rules it names (the engine checks the values). */
export function readRules(text: string | null): Partial<PotsdamRules> {
  const rules: Record<string, unknown> = {};
  for (const entry of (text ?? '').split(';')) {
    const [rawKey = '', ...rest] = entry.split(':');
    const key = rawKey.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (key === '') continue;
    const value = rest.join(':').trim();
    if (value === '' || value === 'true' || value === 'yes') rules[key] = true;
    else if (value === 'false' || value === 'no') rules[key] = false;
    else if (value === 'none' || value === 'null') rules[key] = null;
    else if (/^\d+$/.test(value)) rules[key] = Number(value);
    else rules[key] = value;
  }
  return rules as Partial<PotsdamRules>;
}

/** Bad input the engine would not deal, as the problem the element reports. */
function dealProblem(error: unknown): PotsdamProblem {
  const card = error instanceof InvalidCardError;
  const message = error instanceof Error ? error.message : String(error);
  const field = card ? 'hole-cards' : /rules/.test(message) ? 'rules' : /blind/.test(message) ? 'blinds' : 'seats';
  return {
    code: error instanceof HoldemError ? error.code : 'invalid-input',
    field,
    text: card ? error.text : message,
    detail: message,
  };
}

const sameEvent = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const ROUND_TAGS: readonly PotsdamRoundTag[] = ['betting', 'exchange', 'buying', 'end-offer', 'showdown'];

/** What the game tells the element: each thing the machine emitted, to be fired as a DOM event. */
export type PotsdamTeller = (emitted: PotsdamEmitted, state: PotsdamState) => void;

export class PotsdamGame {
  private key: string | undefined;
  private readonly machine: MachineController<PotsdamMachine>;
  /** The game as dealt (or as the page's actor stood when the element began to follow it). */
  private initial: PotsdamSnapshot | null = null;
  steps: PotsdamStep[] = [];
  private ahead: Ahead[] = [];
  private script: PotsdamScriptStep[] = [];
  problem: PotsdamProblem | null = null;
  /** The seed of the cards and the computer players' choices. */
  seed = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The element's own DEAL or RESTORE is on its way to the actor: no step of the game. */
  private internal = false;
  /** A computer player's move is on its way to the actor. */
  private botMoving = false;
  /** The reader's picks for a one-for-one exchange, and the amount typed for a bet or raise. */
  give: Card | null = null;
  take: Card | null = null;
  amountText = '';
  /** Told of what the machine emitted (the element words it and fires its DOM events). */
  tell: PotsdamTeller | undefined;

  constructor(private readonly host: PotsdamHost) {
    this.machine = new MachineController(host, {
      logic: potsdamMachine,
      // The game has no timers of its own: the actor is the same object while the element is out of the page.
      keepWhileDetached: true,
      onEvent: (event, snapshot) => this.processed(event, snapshot),
      emitted: (emitted) => {
        const state = this.machine.snapshot?.context;
        if (state && this.tell) this.tell(emitted, state);
        return null;
      },
    });
  }

  /** The actor the element runs, its own or a page's; `undefined` before the first deal. */
  get actor(): PotsdamActor | undefined {
    return this.machine.actor;
  }

  /** The actor's snapshot, or null when nothing could be dealt. */
  get snapshot(): PotsdamSnapshot | null {
    if (this.initial === null) return null;
    const snapshot = this.machine.snapshot;
    return snapshot && snapshot.status === 'active' ? snapshot : null;
  }

  /** The game as it stands (the actor's context), or null when nothing could be dealt. */
  get state(): PotsdamState | null {
    return this.snapshot?.context ?? null;
  }

  /** The game before the last step (as dealt before the first). */
  get previous(): PotsdamState | null {
    return this.steps[this.steps.length - 2]?.state ?? this.initial?.context ?? null;
  }

  /** The kind of round the chart is in (its tag), or `over`, or null before a deal. */
  get round(): PotsdamRoundTag | 'over' | null {
    const snapshot = this.snapshot;
    if (!snapshot) return null;
    if (snapshot.hasTag('over')) return 'over';
    return ROUND_TAGS.find((tag) => snapshot.hasTag(tag)) ?? null;
  }

  get over(): boolean {
    return this.round === 'over';
  }

  get canGoForward(): boolean {
    return this.ahead.length > 0;
  }

  /** Steps taken so far (refused ones included). */
  get taken(): number {
    return this.steps.length;
  }

  get known(): number {
    return this.steps.length + this.ahead.length;
  }

  get scriptPending(): boolean {
    return this.script.length > 0 && this.ahead.length > 0;
  }

  get hasScript(): boolean {
    return this.script.length > 0;
  }

  get nextScriptText(): string {
    return this.ahead[0]?.text ?? '';
  }

  /** The seat the reader plays, if the element names one. */
  get heroSeat(): string | undefined {
    const state = this.state;
    const hero = cleanName(this.host.hero);
    return state && hero ? seatNamed(state.config.seatIds, hero) : undefined;
  }

  /** Which seats the reader plays: every seat, the hero's (the others are computer players), or none (all computer players). */
  get controlMode(): 'all' | 'hero' | 'none' {
    const controls = this.host.controls;
    if (controls === 'all' || controls === 'none') return controls;
    return this.heroSeat ? 'hero' : 'all';
  }

  isBot(seat: string): boolean {
    const mode = this.controlMode;
    return mode === 'none' || (mode === 'hero' && seat !== this.heroSeat);
  }

  /** Milliseconds a computer player takes (`bot-delay`, default 900). */
  private get botDelay(): number {
    const value = Number(this.host.getAttribute('bot-delay'));
    return this.host.hasAttribute('bot-delay') && Number.isFinite(value) && value >= 0 ? value : 900;
  }

  /**
   * Follows a page's actor (`el.actor = actor`): the element shows its game and sends it the
   * reader's moves; its input attributes deal nothing while it does. `undefined` goes back to
   * an actor of the element's own, dealt from its attributes.
   */
  follow(actor: PotsdamActor | undefined): void {
    if (actor === undefined) {
      if (this.machine.owned || this.machine.actor === undefined) return;
      this.machine.clear();
      this.key = undefined;
      this.initial = null;
      this.host.requestUpdate();
      return;
    }
    if (actor === this.machine.actor) return;
    this.stop();
    this.machine.follow(actor);
    this.problem = null;
    this.key = undefined;
    this.fresh(this.machine.snapshot ?? null);
  }

  /** Deals again when the input changed; lets the computer players move. Called before each render. */
  sync(): void {
    const h = this.host;
    const key = JSON.stringify([
      h.seats,
      h.button,
      h.blinds,
      h.seed,
      h.holeCards,
      h.board,
      h.script,
      h.autoShowdown,
      h.getAttribute('rules'),
    ]);
    // A page's actor is the page's game: the attributes deal nothing.
    if (key !== this.key && (this.machine.owned || this.machine.actor === undefined)) {
      this.key = key;
      this.deal();
    }
    this.playBots();
  }

  /** A new game from the element's attributes: `DEAL` on its actor (the first one starts it). */
  private deal(): void {
    this.fresh(null);
    this.problem = null;
    const h = this.host;
    this.seed = h.seed ?? String(Math.floor(Math.random() * 2 ** 31));
    const seats: PotsdamInput['seats'][number][] = [];
    for (const seat of Array.isArray(h.seats) ? h.seats : []) {
      const chips = readChips(seat.stack);
      const name = cleanName(seat.name);
      if (!('value' in chips)) {
        this.problem = {
          code: 'invalid-stack',
          field: 'seats',
          text: String(seat.stack),
          detail: `the stack of ${name}: “${String(seat.stack)}”`,
        };
        return;
      }
      seats.push({ id: name, stack: chips.value });
    }
    const ids = seats.map((seat) => seat.id);
    const input: PotsdamInput = {
      blinds: h.blinds,
      seats,
      button: seatNamed(ids, cleanName(h.button)) ?? cleanName(h.button) ?? '',
      seed: this.seed,
      rules: readRules(h.getAttribute('rules')),
    };
    if (cleanName(h.button) === '') input.button = ids[ids.length - 1] ?? '';
    if (typeof h.holeCards === 'object' && Object.keys(h.holeCards).length > 0) {
      const holeCards: Record<string, readonly Card[]> = {};
      for (const [name, cards] of Object.entries(h.holeCards)) holeCards[seatNamed(ids, cleanName(name)) ?? name] = cards;
      input.holeCards = holeCards;
    } else if (typeof h.holeCards === 'string') {
      this.problem = { code: 'invalid-card', field: 'hole-cards', text: h.holeCards, detail: `“${String(h.holeCards)}”` };
      return;
    }
    if (Array.isArray(h.board) && h.board.length > 0) input.community = h.board;
    else if (typeof h.board === 'string') {
      this.problem = { code: 'invalid-card', field: 'board', text: h.board, detail: `“${String(h.board)}”` };
      return;
    }
    const script = readPotsdamScript(h.script ?? '', ids);
    // T16: hands that can win show and the others muck without asking, when asked to or when a script has no shows or mucks.
    input.autoShowdown =
      h.autoShowdown === true || (script.steps.length > 0 && !/\b(shows?|mucks?)\b/i.test(script.steps.map((step) => step.text).join(' ')));
    const problem = this.dealOnActor(input);
    if (problem) {
      this.problem = problem;
      return;
    }
    this.fresh(this.machine.snapshot ?? null);
    this.script = script.steps;
    this.ahead = script.steps.map((step) => ({ text: step.text, event: step.event }));
    if (script.problem) this.problem = { code: 'script-action', field: 'script', text: script.problem.text, step: script.problem.step };
  }

  /** Deals `input` on the actor: `DEAL` on a running one, else a first actor started from it. Why not, or null. */
  private dealOnActor(input: PotsdamInput): PotsdamProblem | null {
    const actor = this.machine.actor;
    if (actor && actor.getSnapshot().status === 'active') {
      const deal = { type: 'DEAL' as const, input };
      this.internal = true;
      try {
        this.machine.send(deal);
      } finally {
        this.internal = false;
      }
      const error = potsdamDealError(deal);
      return error ? dealProblem(error) : null;
    }
    // No actor yet (or one that never dealt a game): the first is started from the input.
    this.machine.start(input);
    return this.machine.error === undefined ? null : dealProblem(this.machine.error);
  }

  /** The history begins at `snapshot` (null: nothing dealt); the picks and the typed amount go. */
  private fresh(snapshot: PotsdamSnapshot | null): void {
    this.stop();
    this.initial = snapshot;
    this.steps = [];
    this.ahead = [];
    this.script = [];
    this.give = this.take = null;
    this.amountText = '';
    this.host.requestUpdate();
  }

  /** An event the actor processed (the element's, a computer player's, a page's), and the snapshot after it. */
  private processed(event: EventFromLogic<PotsdamMachine>, snapshot: PotsdamSnapshot): void {
    if (this.internal) return;
    const state = snapshot.context;
    if ((event.type === 'DEAL' || event.type === 'RESTORE') && state.violation === null) {
      // A page dealt a new game, or put the actor at a state of its own: the history begins there.
      this.fresh(snapshot);
      return;
    }
    const last = this.steps[this.steps.length - 1]?.state ?? this.initial?.context;
    if (!last) return;
    this.give = this.take = null;
    this.amountText = '';
    const next = this.ahead[0];
    if (next && sameEvent(typeof next.event === 'function' ? next.event(last) : next.event, event)) this.ahead.shift();
    else {
      this.ahead = [];
      this.script = [];
    }
    this.steps.push({ event: event as PotsdamEvent, snapshot, state, refused: state.violation, bot: this.botMoving });
  }

  /** Sends an event to the game (the reader's move); the refusal, if any. */
  send(event: PotsdamEvent): PotsdamViolation | null {
    if (!this.snapshot) return null;
    this.machine.send(event);
    return this.state?.violation ?? null;
  }

  /** The refused steps, where the game's log stood when each was tried. */
  refusedRows(): { at: number; violation: PotsdamViolation }[] {
    const rows: { at: number; violation: PotsdamViolation }[] = [];
    this.steps.forEach((step, index) => {
      const before = index === 0 ? this.initial?.context : this.steps[index - 1]?.state;
      if (step.refused) rows.push({ at: before?.log.length ?? 0, violation: step.refused });
    });
    return rows;
  }

  /** Takes the next step ahead. */
  forward(): PotsdamViolation | null {
    const next = this.ahead[0];
    const state = this.state;
    if (!next || !state) return null;
    return this.send(typeof next.event === 'function' ? next.event(state) : next.event);
  }

  /** Goes back one step: the actor is restored to the state before it. */
  back(): void {
    const step = this.steps.pop();
    if (!step) return;
    this.ahead.unshift({ event: step.event });
    this.restore();
  }

  /** Back to the game as dealt; every step taken is ahead again. */
  restart(): void {
    while (this.steps.length > 0) this.ahead.unshift({ event: (this.steps.pop() as PotsdamStep).event });
    this.restore();
  }

  /** Takes every step still ahead. */
  playAll(): void {
    for (let guard = 0; this.canGoForward && guard < 2000; guard++) this.forward();
  }

  /** `RESTORE` on the actor: the state the last step left (as dealt before the first); the picks and the typed amount go. */
  private restore(): void {
    this.stop();
    this.give = this.take = null;
    this.amountText = '';
    const state = this.steps[this.steps.length - 1]?.state ?? this.initial?.context;
    if (state) {
      this.internal = true;
      try {
        this.machine.send({ type: 'RESTORE', state });
      } finally {
        this.internal = false;
      }
    }
    this.host.requestUpdate();
  }

  /** The computer player to move now, if any: its turn, nothing ahead, the host on the page. */
  private botToMove(): string | null {
    const state = this.state;
    if (!state || state.toAct === null || this.ahead.length > 0 || !this.host.isConnected) return null;
    return this.isBot(state.toAct) ? state.toAct : null;
  }

  /** A computer player's move, sent to the actor as an event (`potsdamBotMove`). */
  private playBot(seat: string): void {
    const actor = this.machine.actor;
    if (!actor) return;
    this.botMoving = true;
    try {
      potsdamBotMove(actor, potsdamBotRandom(this.seed, this.steps.length), seat);
    } finally {
      this.botMoving = false;
    }
  }

  /** A computer player moves after `bot-delay` milliseconds; at 0 they all move at once. */
  private playBots(): void {
    if (this.botDelay === 0) {
      for (let seat = this.botToMove(), guard = 0; seat !== null && guard < 2000; seat = this.botToMove(), guard++) this.playBot(seat);
      return;
    }
    if (this.timer !== undefined || this.botToMove() === null) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const seat = this.botToMove();
      if (seat !== null) this.playBot(seat);
    }, this.botDelay);
  }

  /** The seat whose computer player is about to move, for the bar to say so. */
  get thinking(): string | null {
    return this.botToMove();
  }

  /** No computer player moves any more (a new deal, Back, the element removed). */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
