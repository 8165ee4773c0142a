/**
 * The action bar: only the legal actions of the seat to act (T7), the bet or raise sized with
 * presets, a slider and a number field bounded by the legal range (from core's `handChoices`);
 * at the showdown, Show and (where T16 allows) Muck; otherwise whom the table waits for.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ActionType, LegalActions } from '../../../core/betting.js';
import { handChoices, type HandPresetKind } from '../../../core/hand/choices.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import { allInStandsAlone } from './internal/explanations.js';
import type { Words } from './internal/log-words.js';
import { readChips } from './internal/read-input.js';

/** A legal bet or raise: the totals for the street it may go to. */
export interface BetRange {
  minTo: number;
  maxTo: number;
}

/** What the reader typed into the amount field ('' for the minimum), and why it cannot be sent. */
export interface AmountModel {
  text: string;
  error: string;
}

/** What the bar's buttons and fields do. */
export interface BarActions {
  act(action: ActionType, to?: number): void;
  /** Sends the bet or raise in the amount field. */
  submit(kind: 'bet' | 'raise', range: BetRange): void;
  /** The reader typed, slid or chose a preset. */
  amount(text: string, fromField: boolean): void;
}

const PRESET_TERM: Readonly<Record<HandPresetKind, 'presetMin' | 'presetHalfPot' | 'presetPot' | 'presetAllIn'>> = {
  min: 'presetMin',
  'half-pot': 'presetHalfPot',
  pot: 'presetPot',
  'all-in': 'presetAllIn',
};

/** What the reader typed as a number of chips, if it is one. */
function typedChips(model: AmountModel): number | null {
  const typed = readChips(model.text);
  return 'value' in typed ? typed.value : null;
}

/**
 * The amount the bar bets or raises to: the typed one held to the legal range (T11, T14: the
 * field never offers an amount the machine would refuse), else the minimum.
 */
export function typedAmount(model: AmountModel, range: BetRange): number {
  const typed = typedChips(model);
  return typed === null ? range.minTo : Math.min(range.maxTo, Math.max(range.minTo, typed));
}

/** A bar that only says whom the table waits for. */
export const renderWaiting = (t: Words, name: string): TemplateResult =>
  html`<div part="action-bar" class="action-bar waiting"><p class="bar-title" tabindex="-1">${t.term('waitingFor', name)}</p></div>`;

/** T16: the seat to decide shows, or mucks where it may. */
export function renderShowdownBar(t: Words, context: HandContext, name: string, decide: (type: 'SHOW' | 'MUCK') => void): TemplateResult {
  const muck = context.showdownChoices?.muck === true;
  return html`<div part="action-bar" class="action-bar" role="group" aria-label=${t.term('actionBarLabel', name)}>
    <p class="bar-title" tabindex="-1">${t.term('showOrMuck', name)}</p>
    <div class="buttons">
      <button part="action" class="action primary" type="button" @click=${() => decide('SHOW')}>${t.term('show')}</button>
      ${muck ? html`<button part="action" class="action" type="button" @click=${() => decide('MUCK')}>${t.term('muck')}</button>` : nothing}
    </div>
  </div>`;
}

/** The betting bar of the seat to act; `extra` goes into its title line (a cash table's clock). */
export function renderBettingBar(
  t: Words,
  context: HandContext,
  name: string,
  model: AmountModel,
  act: BarActions,
  extra: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  const choices = handChoices(context);
  const legal = choices.legal;
  const range = legal.bet ?? legal.raise;
  const kind: 'bet' | 'raise' = legal.bet ? 'bet' : 'raise';
  const fixed = range !== undefined && range.minTo === range.maxTo;
  const amount = range ? typedAmount(model, range) : 0;
  const call = legal.call;
  return html`<div part="action-bar" class="action-bar" role="group" aria-label=${t.term('actionBarLabel', name)}>
    <p class="bar-title" tabindex="-1">
      <span>${t.term('toAct', name)}</span>
      ${call ? html`<span class="to-call">${t.term('toCall', call.amount)}</span>` : nothing} ${extra}
    </p>
    ${renderActionButtons(t, legal, amount, allInStandsAlone(legal), act, model.text !== '')}
    ${range && !fixed ? renderSizing(t, kind, range, amount, choices.presets, model, act) : nothing}
  </div>`;
}

/** A button of the bar (`part="action"`). */
export const actionButton = (label: string, onClick: () => void, className = '', disabled = false): TemplateResult =>
  html`<button part="action" class="action ${className}" type="button" ?disabled=${disabled} @click=${onClick}>${label}</button>`;

/**
 * The buttons of the legal actions (T7): fold, check, call, the bet or raise to `amount`, and
 * all-in where `allInAlone` says it is a choice of its own (not the call, nor in the range).
 * The primary look goes to what the reader most likely does: the bet or raise once they sized
 * it (`sized`), else checking when they may, else calling, else betting.
 */
export function renderActionButtons(
  t: Words,
  legal: LegalActions,
  amount: number,
  allInAlone: boolean,
  act: Pick<BarActions, 'act' | 'submit'>,
  sized = false,
): TemplateResult {
  const range = legal.bet ?? legal.raise;
  const kind = legal.bet ? 'bet' : 'raise';
  const call = legal.call;
  const primary = range && sized ? kind : legal.check ? 'check' : call ? 'call' : range ? kind : null;
  const look = (action: string, own = '') => [own, primary === action ? 'primary' : ''].filter(Boolean).join(' ');
  return html`<div class="buttons">
    ${legal.fold ? actionButton(t.term('fold'), () => act.act('fold'), 'fold') : nothing}
    ${legal.check ? actionButton(t.term('check'), () => act.act('check'), look('check')) : nothing}
    ${call ? actionButton(t.term('call', call.amount, legal.allIn?.to === call.to), () => act.act('call'), look('call', 'call')) : nothing}
    ${range ? actionButton(t.term(kind, amount), () => act.submit(kind, range), look(kind, 'size')) : nothing}
    ${legal.allIn && allInAlone ? actionButton(t.term('allIn', legal.allIn.to), () => act.act('all-in'), 'all-in') : nothing}
  </div>`;
}

/**
 * The slider over the legal range of a bet or raise, one chip a step, at `amount`; beside it the
 * field to type one, showing `text`, described by `describedBy`, `invalid` where it says so. The
 * slider and each keystroke go to `act.amount` (`fromField` for the field), a change of the
 * field to `change`, and Enter to `act.submit` where there is one.
 */
export const renderAmountRow = (
  t: Words,
  kind: 'bet' | 'raise',
  range: BetRange,
  amount: number,
  text: string,
  describedBy: string,
  invalid: 'true' | 'false' | typeof nothing,
  change: (text: string) => void,
  act: Pick<BarActions, 'amount'> & Partial<Pick<BarActions, 'submit'>>,
): TemplateResult => {
  const label = t.term('amountLabel', kind);
  return html`<div class="amount-row">
    <input
      part="slider"
      class="slider"
      type="range"
      min=${range.minTo}
      max=${range.maxTo}
      step="1"
      .value=${live(String(amount))}
      aria-label=${label}
      aria-valuetext=${t.term('chipAmount', amount)}
      @input=${(event: Event) => act.amount(valueOf(event), false)}
    />
    <label class="amount-field">
      <span class="sr-only">${label}</span>
      <input
        part="amount"
        class="amount"
        type="text"
        inputmode="numeric"
        autocomplete="off"
        .value=${live(text)}
        aria-describedby=${describedBy}
        aria-invalid=${invalid}
        @input=${(event: Event) => act.amount(valueOf(event), true)}
        @change=${(event: Event) => change(valueOf(event))}
        @keydown=${(event: KeyboardEvent) => {
          if (event.key !== 'Enter' || !act.submit) return;
          event.preventDefault();
          act.submit(kind, range);
        }}
      />
    </label>
  </div>`;
};

const valueOf = (event: Event): string => (event.target as HTMLInputElement).value;

function renderSizing(
  t: Words,
  kind: 'bet' | 'raise',
  range: BetRange,
  amount: number,
  presets: readonly { kind: HandPresetKind; to: number }[],
  model: AmountModel,
  act: BarActions,
): TemplateResult {
  const clamped = amount;
  // A typed number outside the legal range: the range is said at the field, and the button offers the nearest legal amount.
  const typed = typedChips(model);
  const outside = typed !== null && (typed < range.minTo || typed > range.maxTo);
  return html`<div class="sizing">
    <div class="presets" role="group" aria-label=${t.term('presets')}>
      ${presets.map(
        (preset) =>
          html`<button
            part="preset"
            class="preset"
            type="button"
            aria-pressed=${amount === preset.to ? 'true' : 'false'}
            @click=${() => act.amount(String(preset.to), false)}
          >
            ${t.term(PRESET_TERM[preset.kind])}
          </button>`,
      )}
    </div>
    ${renderAmountRow(
      t,
      kind,
      range,
      clamped,
      model.text === '' ? String(range.minTo) : model.text,
      model.error ? 'amount-range amount-error' : 'amount-range',
      model.error || outside ? 'true' : 'false',
      () => {
        if (outside) act.amount(String(clamped), false);
      },
      act,
    )}
    <p class="range ${outside ? 'outside' : ''}" id="amount-range">${t.term('amountRange', range.minTo, range.maxTo)}</p>
    ${model.error ? html`<p part="error" class="amount-error" id="amount-error" role="alert">${model.error}</p>` : nothing}
  </div>`;
}
