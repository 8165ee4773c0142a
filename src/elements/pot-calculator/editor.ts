/**
 * `<pot-calculator editable>`'s form: a row per player (name, chips, status, button, hole
 * cards), the board and the finishing order, with the card picker. Loaded on use: a page
 * whose calculators are all read-only never fetches it (see `pot-calculator.ts`).
 *
 * @internal
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { registerPotEditorWords } from '../../i18n/pot-editor-en.js';
import { registerPotErrorWords } from '../../i18n/pot-errors-en.js';
import type { Slot } from '../shared/card-slots.js';
import { CardPicking, type SlotRef } from '../shared/card-picking.js';
import { normalName, sameName } from '../shared/read-players.js';
import { defineCards } from './cards.js';
import { editorStyles } from './editor.styles.js';
import { currentLinks, relink, withChange, withNewPlayer, withoutPlayer, writeOrder, type Links } from './internal/edit.js';
import { BOARD_SIZE, buttonRow, HOLE_SIZE, MAX_PLAYERS, type Problem, type ProblemInput } from './internal/outcome.js';
import { readOrder, statusOf, type FinishingOrder, type PlayerStatus, type PotPlayer, type Row } from './internal/read-input.js';
import type { PotView } from './view.js';

export const styles = editorStyles;

const PLUS = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M8 3v10M3 8h10"></path></svg>`;
const CROSS = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8"></path></svg>`;

/** A text field of the form: a name, chips, the order. */
interface TextField {
  className: string;
  value: string;
  invalid: boolean;
  onInput: (value: string) => void;
  /** The accessible name, when no visible label names the field. */
  label?: string;
  placeholder?: string;
  /** Chips: a numeric keyboard on phones. */
  numeric?: boolean;
  /** Ids of the hint and the message that describe it (default: the message, while invalid). */
  describedBy?: string;
}

const textField = (field: TextField): TemplateResult =>
  html`<input
    part="input"
    class=${field.className}
    type="text"
    inputmode=${field.numeric ? 'numeric' : nothing}
    autocomplete="off"
    spellcheck="false"
    .value=${field.value}
    placeholder=${field.placeholder ?? nothing}
    aria-label=${field.label ?? nothing}
    aria-invalid=${field.invalid ? 'true' : 'false'}
    aria-describedby=${ifDefined(field.describedBy ?? (field.invalid ? 'error' : undefined))}
    @input=${(event: Event) => field.onInput((event.target as HTMLInputElement).value)}
  />`;

/** The element's values as the editor reads them. */
export interface EditorState {
  rows: readonly Row[];
  boardSlots: readonly Slot[];
  problems: readonly Problem[];
}

/** The element's properties the editor sets: each edit is a property change, so the pots follow. */
export interface EditorHost extends ReactiveControllerHost, HTMLElement {
  players: PotPlayer[];
  board: string[];
  order: FinishingOrder;
  button: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class PotEditor {
  private readonly picking: CardPicking;
  private view: PotView | undefined;
  /** The finishing order and the button by player, as last written (`internal/edit.ts`). */
  private links: Links | null = null;

  constructor(
    private readonly host: EditorHost,
    private readonly state: () => EditorState,
  ) {
    // The card slots are <poker-card>s (a calculator without cards to show has not fetched them yet).
    defineCards();
    // Its labels name fields as the messages do (`fieldName`), with the English words of bad input.
    registerPotErrorWords();
    registerPotEditorWords();
    this.picking = new CardPicking(host, {
      board: () => this.state().boardSlots,
      players: () => this.state().rows.map((row) => row.slots),
      playerName: (index) => this.view?.names.nameOf(this.state().rows[index] ?? { rawName: '', index }) ?? '',
      // Any card can be taken out again: a player may show one card, or none.
      clearable: (ref) => !!this.picking.slotAt(ref)?.text,
      write: (ref, cards) => (ref.kind === 'board' ? (this.host.board = cards) : this.edit(ref.player, { cards })),
    });
  }

  private edit(index: number, change: Partial<PotPlayer>): void {
    this.host.players = withChange(this.state().rows, index, change);
  }

  /**
   * Keeps the button and the finishing order on the same players once the players are
   * `players` (names as given; `removed`: the row taken out): by player, not by name, so a
   * rename to a name in use and back never moves or drops a place.
   */
  private follow(players: readonly { rawName: string }[], removed?: number): void {
    const nameOf = this.view?.names.nameOf;
    if (!nameOf) return;
    const links = currentLinks(this.host, this.state().rows, nameOf, this.links);
    const change = relink(
      links,
      players.map((player, index) => nameOf({ rawName: player.rawName, index })),
      removed,
    );
    this.links = change.links;
    if (change.button !== undefined) this.host.button = change.button;
    if (change.order !== undefined) this.host.order = change.order;
  }

  private onName(row: Row, value: string): void {
    this.follow(this.state().rows.map((other) => (other.index === row.index ? { rawName: normalName(value) } : other)));
    this.edit(row.index, { name: value });
  }

  /** The radio: the button goes to this player (by row, so a later rename keeps it there). */
  private onButton(row: Row, name: string): void {
    const nameOf = this.view?.names.nameOf;
    if (nameOf) this.links = { ...currentLinks(this.host, this.state().rows, nameOf, this.links), button: name, buttonRef: row.index };
    this.host.button = name;
  }

  private onStatus(row: Row, status: PlayerStatus): void {
    this.edit(row.index, { folded: status === 'folded', allIn: status === 'all-in' });
  }

  private async addPlayer(): Promise<void> {
    const rows = this.state().rows;
    this.follow([...rows, { rawName: '' }]);
    this.host.players = withNewPlayer(rows);
    await this.host.updateComplete;
    const inputs = this.host.renderRoot.querySelectorAll<HTMLInputElement>('.row input.name-input');
    inputs[inputs.length - 1]?.focus();
  }

  private async removePlayer(row: Row): Promise<void> {
    const rows = this.state().rows;
    this.follow(
      rows.filter((other) => other.index !== row.index),
      row.index,
    );
    this.host.players = withoutPlayer(rows, row.index);
    await this.host.updateComplete;
    const removes = [...this.host.renderRoot.querySelectorAll<HTMLElement>('.remove')];
    (removes[Math.min(row.index, removes.length - 1)] ?? this.host.renderRoot.querySelector<HTMLElement>('.add-player'))?.focus();
  }

  render(view: PotView): TemplateResult {
    this.view = view;
    const { t } = view;
    const { rows, boardSlots, problems } = this.state();
    // A name two players share marks both names, the first as much as the second.
    const shared = problems
      .filter((problem) => problem.code === 'duplicate-name' && problem.input === 'name')
      .map((problem) => problem.text);
    const invalid = (input: ProblemInput, row?: number): boolean =>
      problems.some((problem) => problem.input === input && (row === undefined || problem.row === row)) ||
      (input === 'name' &&
        row !== undefined &&
        shared.some((name) => sameName(name, view.names.nameOf(rows[row] ?? { rawName: '', index: row }))));
    const orderInvalid = invalid('order');
    return html`<div part="editor" class="editor tile" role="group" aria-labelledby="editor-title">
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
            // Past the limit the element says so; it draws no more rows than it takes.
            rows.slice(0, MAX_PLAYERS),
            (row) => row.id,
            (row) => this.renderRow(view, row, (input) => invalid(input, row.index)),
          )}
        </ol>
        <div class="editor-foot">
          ${
            rows.length < MAX_PLAYERS
              ? html`<button part="add-player" class="add-player pill" type="button" @click=${() => this.addPlayer()}>
                  ${PLUS} ${t.term('addPlayer')}
                </button>`
              : html`<p part="player-limit" class="player-limit">${t.term('playerLimit', MAX_PLAYERS)}</p>`
          }
          <div class="board-edit" role="group" aria-label=${t.term('board')}>
            <span class="field-caption">${t.term('board')}</span>
            <span class="slots">
              ${Array.from({ length: Math.max(BOARD_SIZE, boardSlots.length) }, (_, index) =>
                this.renderSlot(view, { kind: 'board', index }, invalid('board')),
              )}
            </span>
          </div>
          <label class="field f-order">
            <span class="field-caption">${t.term('orderLabel')}</span>
            ${textField({
              className: 'order-input',
              value: typeof this.host.order === 'string' ? this.host.order : writeOrder(readOrder(this.host.order)),
              invalid: orderInvalid,
              describedBy: orderInvalid ? 'order-hint error' : 'order-hint',
              onInput: (value) => (this.host.order = value),
            })}
            <span class="hint" id="order-hint">${t.term('orderHint')}</span>
          </label>
        </div>
      </div>
      ${this.picking.render(view)}`;
  }

  private renderRow(view: PotView, row: Row, bad: (input: ProblemInput) => boolean): TemplateResult {
    const { t } = view;
    const name = view.names.nameOf(row);
    const status = statusOf(row);
    const describedBy = (input: ProblemInput): string | undefined => (bad(input) ? 'error' : undefined);
    const isButton = buttonRow(this.state().rows, String(this.host.button ?? ''), view.names.nameOf) === row;
    const holeSlots = Array.from({ length: Math.max(HOLE_SIZE, row.slots.length) }, (_, index) => index);
    return html`<li part="editor-row" class="row">
      <label class="field f-name">
        <span class="field-caption" aria-hidden="true">${t.term('playerNameLabel')}</span>
        ${textField({
          className: 'name-input',
          value: row.rawName,
          placeholder: t.term('playerName', row.index + 1),
          label: t.term('nameOf', name),
          invalid: bad('name'),
          onInput: (value) => this.onName(row, value),
        })}
      </label>
      <label class="field f-chips">
        <span class="field-caption" aria-hidden="true">${t.term('chipsLabel')}</span>
        ${textField({
          className: 'chips-input',
          value: row.amountText,
          numeric: true,
          label: t.term('chipsOf', name),
          invalid: bad('chips'),
          onInput: (value) => this.edit(row.index, { contributed: value }),
        })}
      </label>
      <label class="field f-status">
        <span class="field-caption" aria-hidden="true">${t.term('statusLabel')}</span>
        <select
          part="select"
          aria-label=${t.term('statusOf', name)}
          aria-invalid=${bad('status') ? 'true' : 'false'}
          aria-describedby=${ifDefined(describedBy('status'))}
          @change=${(event: Event) => this.onStatus(row, (event.target as HTMLSelectElement).value as PlayerStatus)}
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
          .checked=${isButton}
          aria-label=${t.term('buttonOf', name)}
          @change=${() => this.onButton(row, name)}
        />
        <span class="dealer-chip" aria-hidden="true">D</span>
      </label>
      <div class="field f-cards" role="group" aria-label=${t.term('fieldName', { kind: 'cards', player: name })}>
        <span class="field-caption" aria-hidden="true">${t.term('cardsLabel')}</span>
        <span class="slots"
          >${holeSlots.map((index) => this.renderSlot(view, { kind: 'hole', player: row.index, index }, bad('cards')))}</span
        >
      </div>
      <button
        part="remove-player"
        class="remove round"
        type="button"
        aria-label=${t.term('removePlayer', name)}
        @click=${() => this.removePlayer(row)}
      >
        ${CROSS}
      </button>
    </li>`;
  }

  private renderSlot(view: PotView, ref: SlotRef, invalid: boolean): TemplateResult {
    const slot = this.picking.slotAt(ref);
    const card = html`<poker-card
      aria-hidden="true"
      part="card"
      exportparts="face: card-face, back: card-back"
      class="slot-card"
      card=${slot?.text ?? ''}
      ?four-color=${view.fourColor}
      theme=${ifDefined(view.theme)}
      @error=${(event: Event) => event.stopPropagation()}
    ></poker-card>`;
    return this.picking.slot(view, ref, card, invalid && slot && !slot.card ? 'is-invalid' : '');
  }
}
