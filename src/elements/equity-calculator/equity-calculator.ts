import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { HandOuts } from '../../core/equity/outs.js';
import { parseEquityHand, type EquityResult } from '../../core/equity/equity.js';
import { rangeCombos } from '../../core/equity/ranges.js';
import type { EquityCalculatorChangeDetail, EquityCalculatorErrorDetail } from '../../events.js';
import { registerEquityTranslations } from '../../i18n/equity-en.js';
import { registerHandBasics } from '../../i18n/hand-basics-en.js';
import { registerPickerTranslations } from '../../i18n/picker-en.js';
import { boardConverter, cardsOf, slotsOf, type Slot } from '../shared/card-slots.js';
import { CardPicking, type SlotRef } from '../shared/card-picking.js';
import {
  themeProperty,
  type Theme,
  cardsValue,
  entriesValue,
  nameValue,
  amountValue,
  seedValue,
  required,
  textValue,
} from '../shared/converters.js';
import { cssom } from '../shared/cssom.js';
import { defineElement } from '../shared/define.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { OnUse, usePart } from '../shared/on-use.js';
import { PokerCard } from '../poker-card/poker-card.js';
import { equityCalculatorStyles } from './equity-calculator.styles.js';
import { findProblem, inputOf, readPlayers, type EquityPlayer, type Problem } from './internal/read-input.js';
import { EquityRunner } from './internal/runner.js';
import { readSpotFragment, spotFragment } from './internal/share.js';

/** The 13×13 range grid, fetched the first time a reader opens one. */
const gridPart = new OnUse(() => import('./range-grid.js'));
/** A range's results per class (heat map and table), fetched the first time a range's count finishes. */
const classPart = new OnUse(() => import('./class-results.js'));
/** The outs of the trailing hands, fetched the first time a board has three or four cards. */
const outsPart = new OnUse(() => import('./outs.js'));

export type { EquityPlayer } from './internal/read-input.js';

const MAX_PLAYERS = 10;
const MAX_DEAD = 12;

/**
 * Each hand's chance to win, to split and its share of the pot (equity), against two to
 * ten hands of known cards or ranges, with a board of up to five cards and dead cards:
 * exact over every board when the cards are known, a seeded sample with its error margin
 * for ranges (T17, T18). The count runs in a Web Worker (or in slices on the page when a
 * worker cannot start) with progress and a Cancel button. With three or four board cards it
 * names the outs of each trailing hand. Ranges in the usual notation (`QQ+, AKs, A5s-A2s`)
 * or from a keyboard-operable 13×13 grid. Bad input never throws: an inline message and
 * `error`.
 *
 * @tag equity-calculator
 * @summary Exact and sampled equity of hands and ranges, with outs, a range grid and progress, in English or German.
 *
 * @attr hands - The players, `;` between them: `Anna: As Kd; Ben: QQ+, AKs:0.5`. A name before `: ` is optional; a hand is two cards or a range.
 * @attr board - Community cards, zero to five: `Kh 9h 2c`.
 * @attr dead - Cards out of the deck: `2s 7d`.
 * @attr samples - Boards to sample when a hand is a range (default 100,000).
 * @attr seed - The sample's seed (default 1): the same input gives the same numbers.
 * @attr share - Opens the spot of a share link in the page's fragment (`#equity=…`) and offers a link to the spot shown, with Copy link.
 * @attr four-color - Four-colour cards: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`, then the page.
 *
 * @fires equity-calculator-change - After every finished count. `detail: EquityCalculatorChangeDetail` (players with win, tie, equity; exact, samples, board, dead, outs). Bubbles, composed.
 * @fires error - Bad input. `detail: EquityCalculatorErrorDetail` (`{ code, message, text, field, player? }`), code `unknown-card`, `duplicate-card`, `card-count`, `invalid-range`, `empty-range`, `impossible-ranges`, `player-count`. Composed; does not bubble.
 *
 * @csspart base - The whole panel.
 * @csspart player - A player's tile (hand input, grid toggle, bars).
 * @csspart hand-input - A player's text field.
 * @csspart grid-toggle - The button that shows a player's range grid.
 * @csspart range-grid - The 13×13 grid; `range-cell` each class's button.
 * @csspart bars - A player's win and tie bars; `bar-win`, `bar-tie` the filled parts.
 * @csspart odds - A player's numbers (win, tie, equity).
 * @csspart board - The board's cards and add button; `dead` the dead cards'.
 * @csspart card-slot - A card's button, which opens the card picker.
 * @csspart card - Every `<poker-card>`.
 * @csspart progress - The progress bar while counting; `cancel` its button.
 * @csspart note - How the numbers were counted (exact or sampled).
 * @csspart outs - The outs of the trailing hands.
 * @csspart error - The inline error message.
 * @csspart class-results - A range's results per hand class: `heat-map` the 13×13 grid coloured by equity (`heat-cell` each class), `heat-legend` its legend, `class-table` the table.
 * @csspart share - The share row: `share-link` the link to the spot, `copy-link` its button.
 * @csspart add-player - The "Add player" button; `remove-player` a player's remove button.
 * @csspart picker - The card picker dialog.
 *
 * @cssprop [--equity-calculator-win=#1f6b48] - Win bar (defaults to the felt colour).
 * @cssprop [--equity-calculator-tie=#f2b300] - Tie bar (defaults to the accent).
 * @cssprop [--equity-calculator-grid-in=#1f6b48] - A grid cell in the range.
 * @cssprop [--equity-calculator-heat-low=#f09a92] - Heat map: the colour of 0% equity (mixed towards the middle and high colours as equity rises).
 * @cssprop [--equity-calculator-heat-mid=#f3e19a] - Heat map: the colour of 50% equity.
 * @cssprop [--equity-calculator-heat-high=#74c98b] - Heat map: the colour of 100% equity.
 * @cssprop --poker-font - Font family (kit token); also `--poker-surface`, `--poker-surface-raised`, `--poker-text`, `--poker-muted`, `--poker-border`, `--poker-felt`, `--poker-accent`, `--poker-danger`, `--poker-focus`, `--poker-radius`.
 * @cssprop --poker-card-* - Every `<poker-card>` token applies to the cards inside.
 */
export class EquityCalculator extends HoldemElement {
  static override styles = equityCalculatorStyles;

  // Declared here rather than with decorators: a calculator's first load carries no decorator code.
  static override properties: PropertyDeclarations = {
    hands: {
      converter: { fromAttribute: readPlayers },
      read: entriesValue({ name: nameValue, hand: required(textValue, 'text') }, readPlayers),
    },
    board: { converter: boardConverter, read: cardsValue([]) },
    dead: { converter: boardConverter, read: cardsValue([]) },
    samples: { type: Number, read: amountValue(undefined) },
    seed: { read: seedValue },
    share: { type: Boolean, reflect: true },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    theme: themeProperty,
    running: { state: true, attribute: false },
    progress: { state: true, attribute: false },
    cancelled: { state: true, attribute: false },
    gridFor: { state: true, attribute: false },
    gridFocus: { state: true, attribute: false },
    heatFocus: { state: true, attribute: false },
    copied: { state: true, attribute: false },
  };

  constructor() {
    super();
    // Players' names and the board; of the other hand terms it shows only `hands`, which is among its own.
    registerHandBasics();
    registerPickerTranslations();
    registerEquityTranslations();
  }

  /** The players. Attribute: `hands="Anna: As Kd; Ben: QQ+, AKs"`. */
  hands: EquityPlayer[] = [];

  /** Community cards. Attribute: `board="Kh 9h 2c"`. */
  board: string[] = [];

  /** Dead cards. Attribute: `dead="2s 7d"`. */
  dead: string[] = [];

  /** Boards to sample when a hand is a range. */
  samples = 100_000;

  /** Seed of the sample. */
  seed = '1';

  /** Reads a spot from the page's fragment (`#equity=…`) when connected and shows a link to the spot. */
  share = false;

  fourColor = false;

  theme: Theme | undefined;

  private running = false;
  private progress = 0;
  private cancelled = false;
  private gridFor = -1;
  private gridFocus = 0;
  /** Per player: the heat map's cell in the tab order. */
  private heatFocus: number[] = [];
  private copied = false;

  private players: EquityPlayer[] = [];
  private boardSlots: Slot[] = [];
  private deadSlots: Slot[] = [];
  private problem: Problem | null = null;
  private outcome: { result: EquityResult; players: EquityPlayer[]; outs: HandOuts[] | null } | null = null;
  private readonly runner = new EquityRunner();
  /** Run again once connected (input set before connection, or a reconnect). */
  private owed = false;
  /** Counts started: a result that comes after a newer one began is dropped. */
  private counts = 0;

  /** The latest result, as sent with `equity-calculator-change`, or null while counting or after bad input. */
  get result(): EquityCalculatorChangeDetail | null {
    return this.outcome && !this.running && !this.problem ? this.detail() : null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    defineElement('poker-card', PokerCard);
    if (this.share && typeof location !== 'undefined') {
      const spot = readSpotFragment(location.hash);
      if (spot) {
        this.hands = readPlayers(spot.hands);
        this.board = spot.board.split(/\s+/).filter(Boolean);
        this.dead = spot.dead.split(/\s+/).filter(Boolean);
      }
    }
    if (this.owed) this.start();
  }

  /** The link to the spot shown (the page's address with `#equity=…`), or '' without a page. */
  get shareLink(): string {
    if (typeof location === 'undefined') return '';
    return `${location.href.replace(/#.*$/, '')}#${spotFragment(this.players, cardsOf(this.boardSlots), cardsOf(this.deadSlots))}`;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.running) {
      this.runner.cancel();
      this.owed = true;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('hands') || changed.has('board') || changed.has('dead') || changed.has('samples') || changed.has('seed')) {
      this.players = (Array.isArray(this.hands) ? this.hands : readPlayers(String(this.hands ?? ''))).map((p) => ({ ...p }));
      this.boardSlots = slotsOf(Array.isArray(this.board) ? this.board : String(this.board ?? ''));
      this.deadSlots = slotsOf(Array.isArray(this.dead) ? this.dead : String(this.dead ?? ''));
      if (this.gridFor >= this.players.length) this.gridFor = -1;
      this.copied = false;
      this.start();
    }
  }

  /** Checks the input and starts a count (the one before is stopped). */
  private start(): void {
    this.cancelled = false;
    this.problem = findProblem(this.players, this.boardSlots, this.deadSlots);
    if (this.problem) {
      this.runner.cancel();
      this.running = false;
      this.owed = false;
      this.emitError(this.errorDetail(this.problem));
      return;
    }
    if (!this.isConnected) {
      this.owed = true;
      return;
    }
    this.owed = false;
    const players = this.players.map((p) => ({ ...p }));
    const count = ++this.counts;
    const outs = this.outsOf();
    const seed = /^\d+$/.test(this.seed) ? Number(this.seed) : this.seed;
    this.running = true;
    this.progress = 0;
    const samples = Number.isSafeInteger(this.samples) && this.samples > 0 ? this.samples : 100_000;
    void this.runner
      .run(inputOf(this.players, this.boardSlots, this.deadSlots, { samples, seed }), (done) => {
        this.progress = done;
      })
      .then(async (outcome) => {
        if (outcome.kind === 'cancelled') return;
        const found = await outs;
        // A newer count began while the outs were fetched: this one is stale.
        if (count !== this.counts) return;
        this.running = false;
        if (outcome.kind === 'error') {
          this.problem = { field: { kind: 'all' }, ...outcome.error };
          this.emitError(this.errorDetail(this.problem));
          this.requestUpdate();
          return;
        }
        this.outcome = { result: outcome.result, players, outs: found };
        this.requestUpdate();
        void this.updateComplete.then(() => this.emit('equity-calculator-change', this.detail()));
      });
  }

  /** Outs need three or four board cards (and every hand's two cards): then their part is fetched, if it is not here. */
  private outsOf(): Promise<HandOuts[] | null> {
    const board = cardsOf(this.boardSlots);
    if (board.length < 3 || board.length > 4) return Promise.resolve(null);
    const hands = this.players.map((p) => p.hand);
    const dead = cardsOf(this.deadSlots);
    return outsPart.load().then(
      (part) => part.outsOf(hands, board, dead),
      () => {
        this.partFailed();
        return null;
      },
    );
  }

  private cancel = (): void => {
    this.runner.cancel();
    this.running = false;
    this.cancelled = true;
  };

  private nameOf(index: number, players: readonly EquityPlayer[] = this.players): string {
    return players[index]?.name || this.localize.term('playerName', index + 1);
  }

  private detail(): EquityCalculatorChangeDetail {
    const { result, players, outs } = this.outcome!;
    return {
      players: result.hands.map((hand, i) => ({
        name: this.nameOf(i, players),
        hand: players[i].hand,
        win: hand.win,
        tie: hand.tie,
        equity: hand.equity,
        standardError: hand.standardError,
        outs: outs?.[i]?.trailing ? outs[i].outs.map((o) => o.card) : [],
      })),
      exact: result.exact,
      samples: result.samples,
      board: cardsOf(this.boardSlots),
      dead: cardsOf(this.deadSlots),
    };
  }

  private whereOf(problem: Problem): string {
    const t = this.localize;
    const field = problem.field;
    if (field.kind === 'hand') return this.nameOf(field.player);
    if (field.kind === 'board') return t.term('board');
    if (field.kind === 'dead') return t.term('deadCards');
    return t.term('hands');
  }

  private errorDetail(problem: Problem): EquityCalculatorErrorDetail {
    const field = problem.field;
    return {
      code: problem.code,
      message: this.localize.term('equityError', problem.code, problem.text, this.whereOf(problem)),
      text: problem.text,
      field: field.kind === 'all' ? 'hands' : field.kind,
      ...(field.kind === 'hand' ? { player: this.nameOf(field.player) } : {}),
    };
  }

  // ---- editing ----

  /** Sets the players (as a property) from the edited list: the count starts again. */
  private writePlayers(players: EquityPlayer[]): void {
    this.hands = players;
  }

  private setHand(index: number, hand: string): void {
    this.writePlayers(this.players.map((p, i) => (i === index ? { ...p, hand } : p)));
  }

  private toggleClass = (player: number, index: number): void => {
    const grid = gridPart.module;
    if (grid) this.setHand(player, grid.toggled(this.players[player].hand, index));
  };

  private addPlayer = (): void => {
    this.writePlayers([...this.players, { hand: 'random' }]);
  };

  private removePlayer(index: number): void {
    this.writePlayers(this.players.filter((_, i) => i !== index));
  }

  /** The card picker for the board and the dead cards; the players' cards count as in play. */
  private readonly pickingController: CardPicking = new CardPicking(this, {
    board: () => this.boardSlots,
    players: () => [this.deadSlots, ...this.players.map((p) => slotsOfHand(p.hand))],
    playerName: (player) => (player === 0 ? this.localize.term('deadCards') : this.nameOf(player - 1)),
    clearable: (ref): boolean => !!this.pickingController.slotAt(ref)?.text,
    write: (ref, cards) => {
      if (ref.kind === 'board') this.board = cards;
      else if (ref.player === 0) this.dead = cards;
    },
    pickerOnOpen: true,
  });

  // ---- render ----

  protected override render(): TemplateResult {
    const t = this.localize;
    const problem = this.problem;
    const look = { t, fourColor: this.fourColor, theme: this.theme };
    const shown = this.outcome && !problem ? this.outcome : null;
    return html`<section part="base" class="base" aria-label=${t.term('equityLabel')}>
      <ul class="players">
        ${this.players.map((player, i) => this.renderPlayer(player, i, shown))}
      </ul>
      ${
        this.players.length < MAX_PLAYERS
          ? html`<button part="add-player" class="pill add-player" type="button" @click=${this.addPlayer}>+ ${t.term('addPlayer')}</button>`
          : nothing
      }
      <div class="cards-row">
        ${this.renderCards('board', t.term('board'), this.boardSlots, 5, look)}
        ${this.renderCards('dead', t.term('deadCards'), this.deadSlots, MAX_DEAD, look)}
      </div>
      <div part="error" class="error ${problem ? '' : 'is-empty'}" role="alert">
        ${problem ? html`<p>${this.errorDetail(problem).message}</p>` : nothing}
      </div>
      ${this.renderStatus(shown)}
      ${shown ? this.renderClasses(shown) : nothing}
      ${this.share ? this.renderShare() : nothing}
      ${shown?.outs ? (usePart(this, outsPart)?.renderOuts(t, shown.outs, (i) => this.nameOf(i, shown.players)) ?? nothing) : nothing}
      ${this.pickingController.render(look)}
    </section>`;
  }

  private renderPlayer(player: EquityPlayer, index: number, shown: EquityCalculator['outcome']): TemplateResult {
    const t = this.localize;
    const name = this.nameOf(index);
    const odds = shown && shown.players.length === this.players.length ? shown.result.hands[index] : undefined;
    const inputId = `hand-${index}`;
    const gridOpen = this.gridFor === index;
    const combos = this.combosOf(index);
    const invalid = this.problem?.field.kind === 'hand' && this.problem.field.player === index;
    return html`<li part="player" class="player tile">
      <div class="player-head">
        <label class="name" for=${inputId}>${name}</label>
        <span class="combos">${combos ? (combos.known ? t.term('comboCountLive', combos.live, combos.total) : t.term('comboCount', combos.total)) : ''}</span>
        ${
          this.players.length > 2
            ? html`<button
              part="remove-player"
              class="round remove"
              type="button"
              aria-label=${t.term('removePlayer', name)}
              title=${t.term('removePlayer', name)}
              @click=${() => this.removePlayer(index)}
            >
              ×
            </button>`
            : nothing
        }
      </div>
      <div class="hand-row">
        <input
          part="hand-input"
          id=${inputId}
          class="hand-input"
          type="text"
          spellcheck="false"
          autocomplete="off"
          aria-label=${t.term('handLabel', name)}
          aria-invalid=${invalid ? 'true' : 'false'}
          placeholder=${t.term('handPlaceholder')}
          .value=${player.hand}
          @change=${(event: Event) => this.setHand(index, (event.target as HTMLInputElement).value.trim())}
        />
        <button
          part="grid-toggle"
          class="pill grid-toggle"
          type="button"
          aria-expanded=${gridOpen ? 'true' : 'false'}
          @click=${() => {
            this.gridFor = gridOpen ? -1 : index;
          }}
        >
          ${GRID_ICON}<span class="sr-only">${t.term('rangeGridToggle', name)}</span>
        </button>
      </div>
      ${
        gridOpen
          ? (usePart(this, gridPart)?.renderRangeGrid({
              t,
              name,
              hand: player.hand,
              focus: this.gridFocus,
              toggle: (cell) => this.toggleClass(index, cell),
              focused: (cell) => {
                this.gridFocus = cell;
              },
              move: (cell) => {
                this.gridFocus = cell;
                void this.updateComplete.then(() =>
                  this.renderRoot.querySelector<HTMLButtonElement>(`.range-grid [data-index="${cell}"]`)?.focus(),
                );
              },
            }) ?? nothing)
          : nothing
      }
      ${this.renderBars(name, odds)}
    </li>`;
  }

  private renderBars(name: string, odds: EquityResult['hands'][number] | undefined): TemplateResult {
    const t = this.localize;
    const win = odds?.win ?? 0,
      tie = odds?.tie ?? 0,
      equity = odds?.equity ?? 0;
    const pending = !odds || this.running;
    return html`<div class="odds-block ${pending ? 'is-pending' : ''}">
      <div part="bars" class="bars" aria-hidden="true">
        <span part="bar-win" class="bar-win" ${cssom({ 'inline-size': `${(win * 100).toFixed(2)}%` })}></span>
        <span part="bar-tie" class="bar-tie" ${cssom({ 'inline-size': `${(tie * 100).toFixed(2)}%` })}></span>
      </div>
      <p part="odds" class="odds">
        <span class="sr-only">${odds ? t.term('handOdds', name, win, tie, equity) : ''}</span>
        <span aria-hidden="true" class="odds-win"><span class="key key-win"></span>${t.term('win')} ${odds ? t.term('percent', win) : '–'}</span>
        <span aria-hidden="true" class="odds-tie"><span class="key key-tie"></span>${t.term('tie')} ${odds ? t.term('percent', tie) : '–'}</span>
        <span aria-hidden="true" class="odds-equity">${t.term('equity')} <strong>${odds ? t.term('percent', equity) : '–'}</strong></span>
      </p>
    </div>`;
  }

  private renderCards(
    kind: 'board' | 'dead',
    title: string,
    slots: readonly Slot[],
    max: number,
    look: { t: HoldemElement['localize']; fourColor: boolean; theme: Theme | undefined },
  ): TemplateResult {
    const ref = (index: number): SlotRef => (kind === 'board' ? { kind: 'board', index } : { kind: 'hole', player: 0, index });
    const card = (text: string): TemplateResult =>
      html`<poker-card
        part="card"
        exportparts="face: card-face, back: card-back"
        class="small-card"
        card=${text}
        ?four-color=${look.fourColor}
        theme=${ifDefined(look.theme)}
      ></poker-card>`;
    return html`<div part=${kind} class="cards-group" role="group" aria-label=${title}>
      <span class="caption">${title}</span>
      <span class="cards">
        ${slots.map((slot, i) => this.pickingController.slot(look, ref(i), card(slot.card ?? ''), slot.card ? '' : 'is-invalid'))}
        ${
          slots.length < max
            ? html`<button part="card-slot" class="slot add-card" type="button" aria-haspopup="dialog" @click=${() => this.pickingController.open(ref(slots.length))}>
              <span aria-hidden="true">+</span><span class="sr-only">${look.t.term('addCard', title)}</span>
            </button>`
            : nothing
        }
      </span>
    </div>`;
  }

  /** A range's combos as written and as the known cards (board, dead, the other players' cards) leave them; null for two cards or bad text. */
  private combosOf(index: number): { total: number; live: number; known: boolean } | null {
    const hand = this.players[index].hand;
    try {
      if ('cards' in parseEquityHand(hand)) return null;
      const known = [
        ...cardsOf(this.boardSlots),
        ...cardsOf(this.deadSlots),
        ...this.players.flatMap((p, i) => (i === index ? [] : slotsOfHand(p.hand).map((slot) => slot.text))),
      ];
      return { ...rangeCombos(hand, known), known: known.length > 0 };
    } catch {
      return null;
    }
  }

  /** Each range's results per class: its heat map and its table. */
  private renderClasses(shown: NonNullable<EquityCalculator['outcome']>): TemplateResult | typeof nothing {
    if (this.running || shown.players.length !== this.players.length) return nothing;
    const ranges = shown.result.hands.flatMap((hand, i) => (hand.classes ? [{ i, classes: hand.classes }] : []));
    if (ranges.length === 0) return nothing;
    const part = usePart(this, classPart);
    if (!part) return nothing;
    return html`<div class="class-blocks">
      ${ranges.map(({ i, classes }) =>
        part.renderClassResults({
          t: this.localize,
          name: this.nameOf(i, shown.players),
          key: String(i),
          classes,
          focus: this.heatFocus[i] ?? 0,
          focused: (cell) => this.setHeatFocus(i, cell),
          move: (cell) => {
            this.setHeatFocus(i, cell);
            void this.updateComplete.then(() => {
              const map = this.renderRoot.querySelector<HTMLElement>(`#heat-legend-${i}`)?.parentElement;
              map?.querySelector<HTMLElement>(`[data-index="${cell}"]`)?.focus();
            });
          },
        }),
      )}
    </div>`;
  }

  private setHeatFocus(player: number, cell: number): void {
    const next = [...this.heatFocus];
    next[player] = cell;
    this.heatFocus = next;
  }

  private renderShare(): TemplateResult {
    const t = this.localize;
    const link = this.shareLink;
    return html`<div part="share" class="share-row">
      <a part="share-link" class="share-link" href=${link}>${t.term('shareLink')}</a>
      <button
        part="copy-link"
        class="pill"
        type="button"
        @click=${() => {
          void navigator.clipboard?.writeText(link).then(
            () => {
              this.copied = true;
            },
            () => undefined,
          );
        }}
      >
        ${t.term('copyLink')}
      </button>
      <span role="status" class="copied">${this.copied ? t.term('linkCopied') : ''}</span>
    </div>`;
  }

  private renderStatus(shown: EquityCalculator['outcome']): TemplateResult {
    const t = this.localize;
    if (this.running) {
      return html`<div class="status-row">
        <progress part="progress" max="1" .value=${this.progress} aria-label=${t.term('running', this.progress)}></progress>
        <span role="status">${t.term('running', this.progress)}</span>
        <button part="cancel" class="pill" type="button" @click=${this.cancel}>${t.term('cancel')}</button>
      </div>`;
    }
    if (this.cancelled) {
      return html`<div class="status-row">
        <span role="status">${t.term('cancelled')}</span>
        <button part="calculate" class="pill" type="button" @click=${() => this.start()}>${t.term('calculate')}</button>
      </div>`;
    }
    const result = shown?.result;
    const note = !result
      ? ''
      : result.exact
        ? result.hands.some((h) => h.classes)
          ? t.term('exactRangeNote', result.samples)
          : t.term('exactNote', result.samples)
        : t.term('sampleNote', result.samples, Math.max(...result.hands.map((h) => h.standardError)));
    return html`<p part="note" class="note" role="status">${note}</p>`;
  }
}

/** A hand's two cards as slots (for the picker's cards in use); a range gives none. */
function slotsOfHand(hand: string): Slot[] {
  try {
    const read = parseEquityHand(hand);
    return 'cards' in read ? read.cards.map((card) => ({ text: card, card, error: null })) : [];
  } catch {
    return [];
  }
}

const GRID_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <rect x="3" y="3" width="7" height="7" rx="1"></rect>
  <rect x="14" y="3" width="7" height="7" rx="1"></rect>
  <rect x="3" y="14" width="7" height="7" rx="1"></rect>
  <rect x="14" y="14" width="7" height="7" rx="1"></rect>
</svg>`;
