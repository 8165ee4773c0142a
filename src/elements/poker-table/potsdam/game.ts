/**
 * The game of a `<poker-table variant="potsdam">`: core's Potsdam engine (`startPotsdam`,
 * `applyPotsdamEvent`) dealt from the element's attributes, every step it took with the
 * engine's state after it (immutable, so Back and Restart restore one), the steps ahead (the
 * rest of the script, or the steps undone with Back), and the computer players, who move when
 * it is their turn and nothing lies ahead. No rule lives here: the engine decides, the bots
 * choose among what it allows. No XState: the statechart (`potsdamMachine`) is the same engine
 * behind a chart, for pages that ask for it.
 *
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { Card } from '../../../core/cards.js';
import { HoldemError, InvalidCardError } from '../../../core/errors.js';
import { applyPotsdamEvent, startPotsdam } from '../../../core/potsdam/engine.js';
import type { PotsdamEvent, PotsdamInput, PotsdamRules, PotsdamState, PotsdamViolation } from '../../../core/potsdam/types.js';
import { potsdamBotDecision, potsdamBotRandom } from '../../../machines/potsdam-bots.js';
import { cleanName, readChips, seatNamed } from '../../shared/table/internal/read-input.js';
import { readPotsdamScript, type PotsdamScriptStep } from './script.js';

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

/** One event the engine processed, and the game after it. */
export interface PotsdamStep {
  event: PotsdamEvent;
  state: PotsdamState;
  /** Set when the engine refused the event. */
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

const sameEvent = (a: PotsdamEvent, b: PotsdamEvent): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The game after `event`: the engine's next state; a game that is over takes no more events and stays as it is. */
function afterEvent(state: PotsdamState, event: PotsdamEvent): PotsdamState {
  return state.result !== null ? state : applyPotsdamEvent(state, event).state;
}

export class PotsdamGame {
  private key: string | undefined;
  /** The game as dealt. */
  private initial: PotsdamState | null = null;
  steps: PotsdamStep[] = [];
  private ahead: Ahead[] = [];
  private script: PotsdamScriptStep[] = [];
  problem: PotsdamProblem | null = null;
  /** The seed of the cards and the computer players' choices. */
  seed = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The reader's picks for a one-for-one exchange, and the amount typed for a bet or raise. */
  give: Card | null = null;
  take: Card | null = null;
  amountText = '';
  /** Told of every refused event (the element words it and fires `poker-violation`). */
  onRefused: ((violation: PotsdamViolation) => void) | undefined;
  /** Told when a step ends the game (the element fires `poker-hand-complete`). */
  onComplete: ((state: PotsdamState) => void) | undefined;

  constructor(private readonly host: PotsdamHost) {}

  /** The game as it stands, or null when nothing could be dealt. */
  get state(): PotsdamState | null {
    return this.steps[this.steps.length - 1]?.state ?? this.initial;
  }

  /** The game before the last step (as dealt before the first). */
  get previous(): PotsdamState | null {
    return this.steps[this.steps.length - 2]?.state ?? this.initial;
  }

  get over(): boolean {
    const state = this.state;
    return state !== null && state.result !== null;
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
    if (key !== this.key) {
      this.key = key;
      this.deal();
    }
    this.playBots();
  }

  private deal(): void {
    this.stop();
    this.initial = null;
    this.steps = [];
    this.ahead = [];
    this.script = [];
    this.problem = null;
    this.give = this.take = null;
    this.amountText = '';
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
    let state: PotsdamState;
    try {
      state = startPotsdam(input);
    } catch (error) {
      const card = error instanceof InvalidCardError;
      const message = error instanceof Error ? error.message : String(error);
      const field = card ? 'hole-cards' : /rules/.test(message) ? 'rules' : /blind/.test(message) ? 'blinds' : 'seats';
      this.problem = {
        code: error instanceof HoldemError ? error.code : 'invalid-input',
        field,
        text: card ? error.text : message,
        detail: message,
      };
      return;
    }
    this.initial = state;
    this.script = script.steps;
    this.ahead = script.steps.map((step) => ({ text: step.text, event: step.event }));
    if (script.problem) this.problem = { code: 'script-action', field: 'script', text: script.problem.text, step: script.problem.step };
  }

  /** Sends an event to the game: a step, refused or not; the refusal, if any. */
  send(event: PotsdamEvent, bot = false): PotsdamViolation | null {
    const before = this.state;
    if (!before) return null;
    this.give = this.take = null;
    this.amountText = '';
    const state = afterEvent(before, event);
    const refused = state.violation;
    const next = this.ahead[0];
    if (next && sameEvent(typeof next.event === 'function' ? next.event(before) : next.event, event)) this.ahead.shift();
    else {
      this.ahead = [];
      this.script = [];
    }
    this.steps.push({ event, state, refused, bot });
    if (refused) this.onRefused?.(refused);
    else if (before.result === null && state.result !== null) this.onComplete?.(state);
    this.host.requestUpdate();
    return refused;
  }

  /** The refused steps, where the game's log stood when each was tried. */
  refusedRows(): { at: number; violation: PotsdamViolation }[] {
    const rows: { at: number; violation: PotsdamViolation }[] = [];
    this.steps.forEach((step, index) => {
      const before = index === 0 ? this.initial : this.steps[index - 1]?.state;
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

  /** Goes back one step. */
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

  /** The game stands where the last step left it (`state` reads it): the picks and the typed amount go. */
  private restore(): void {
    this.stop();
    this.give = this.take = null;
    this.amountText = '';
    this.host.requestUpdate();
  }

  /** The computer player to move now, if any: its turn, nothing ahead, the host on the page. */
  private botToMove(): string | null {
    const state = this.state;
    if (!state || state.toAct === null || this.ahead.length > 0 || !this.host.isConnected) return null;
    return this.isBot(state.toAct) ? state.toAct : null;
  }

  private playBot(seat: string): void {
    const state = this.state as PotsdamState;
    this.send(potsdamBotDecision(state, seat, potsdamBotRandom(this.seed, this.steps.length)), true);
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
