/**
 * `<poker-table>`'s replayer, export and share links, fetched on use (a history source, an
 * `export` or `share` attribute): the hand history reader and writer (PHH through smol-toml,
 * PokerStars text), the share link codec, the replay bar and the export panel. A page that
 * shows a plain hand never downloads any of it.
 *
 * @internal
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Street } from '../../../core/betting.js';
import { HoldemError } from '../../../core/errors.js';
import { applyHandEvent, startHand } from '../../../core/hand/engine.js';
import { runHand } from '../../../core/hand/run.js';
import type { HandEvent, HandInput } from '../../../core/hand/types.js';
import type { PokerHandExportDetail } from '../../../events.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import { HandHistoryError, readHandHistories, writeHandHistory, type HandHistoryDetails } from '../../../core/history/index.js';
import { decodeSharedHand, encodeSharedHand, type ShareLinkError } from '../../../core/history/share.js';
import { registerReplayTranslations } from '../../../i18n/replay-en.js';
import type { Words } from '../../shared/table/internal/log-words.js';

export { registerReplayTranslations };

export type ReplayFormat = 'phh' | 'pokerstars' | 'link';
export type ReplayStreet = Street | 'showdown';
export const STREETS: readonly ReplayStreet[] = ['preflop', 'flop', 'turn', 'river', 'showdown'];
export const SPEEDS: readonly number[] = [0.5, 1, 2, 4];

/** A hand to replay: what `runHand` takes, where it came from, and where to open it. */
export interface ReplayHand {
  format: ReplayFormat;
  input: HandInput;
  events: HandEvent[];
  /** The step to open at (a share link's). */
  step: number;
  unknownHoleCards: string[];
  /** What the file said besides the play, to write the hand again as it came. */
  details: Partial<HandHistoryDetails>;
  /** The step at which each street begins; missing for a street the hand never reaches. */
  streets: Partial<Record<ReplayStreet, number>>;
}

/** A history that cannot be read: its code, the line and that line's text. */
export interface HistoryProblem {
  code: string;
  line: number;
  text: string;
}

/** The step at which each street is dealt, and the showdown (or the hand's end) reached, by playing the events. */
function streetSteps(input: HandInput, events: readonly HandEvent[]): Partial<Record<ReplayStreet, number>> {
  const steps: Partial<Record<ReplayStreet, number>> = { preflop: 0 };
  let state = startHand(input);
  const mark = (index: number): void => {
    const size = state.board.length;
    if (size >= 3) steps.flop ??= index;
    if (size >= 4) steps.turn ??= index;
    if (size >= 5) steps.river ??= index;
    if (state.phase === 'showdown' || (state.result !== null && state.result.kind !== 'void' && Object.keys(state.result.shown).length > 0))
      steps.showdown ??= index;
  };
  events.forEach((event, index) => {
    const step = applyHandEvent(state, event);
    state = step.state;
    if (step.ok) mark(index + 1);
  });
  return steps;
}

/** Where a hand read from somewhere opens: showdowns decided as the source says (T16). */
function replayHand(format: ReplayFormat, input: HandInput, events: HandEvent[], rest: Partial<ReplayHand> = {}): ReplayHand {
  const decided = events.some((event) => event.type === 'SHOW' || event.type === 'MUCK');
  const played: HandInput = { ...input, autoShowdown: input.autoShowdown ?? !decided };
  return {
    format,
    input: played,
    events,
    step: 0,
    unknownHoleCards: [],
    details: {},
    ...rest,
    streets: streetSteps(played, events),
  };
}

/** Text from HTML, with the indentation its lines share removed. */
function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

/** The first hand of a PHH or PokerStars text (told by its content), or what is wrong and on which line. */
export function readHistory(source: string): { hand: ReplayHand } | { problem: HistoryProblem } {
  const text = dedent(source);
  try {
    const [history] = readHandHistories(text);
    if (!history) return { problem: { code: 'history-empty', line: 0, text: '' } };
    return {
      hand: replayHand(history.format, history.input, history.events, {
        unknownHoleCards: history.unknownHoleCards,
        details: history,
      }),
    };
  } catch (error) {
    if (!(error instanceof HoldemError)) throw error;
    const line = error instanceof HandHistoryError && error.line !== null ? error.line : 0;
    const lineText = line > 0 ? (text.split('\n')[line - 1] ?? '').trim() : '';
    return { problem: { code: error.code, line, text: lineText.length > 80 ? `${lineText.slice(0, 79)}…` : lineText } };
  }
}

/** The hand of a share link (`#hand=…`), or why it cannot be read. */
export function readLink(link: string): { hand: ReplayHand } | { problem: ShareLinkError } {
  const read = decodeSharedHand(link);
  if (!read.ok) return { problem: read.error };
  const { input, events, step, unknownHoleCards } = read.hand;
  return { hand: replayHand('link', input, events, { step, unknownHoleCards }) };
}

/** The hand as text in a format, or the code of why it cannot be written. */
export function handText(
  format: 'phh' | 'pokerstars',
  input: HandInput,
  events: readonly HandEvent[],
  details: Partial<HandHistoryDetails>,
): { text: string } | { reason: string } {
  try {
    return { text: writeHandHistory(format, input, events, details) };
  } catch (error) {
    if (error instanceof HoldemError) return { reason: String(error.code) };
    throw error;
  }
}

/** The text of a share link for the hand at `step`, or null if it cannot be shared. */
export function linkText(input: HandInput, events: readonly HandEvent[], step: number, unknownHoleCards: readonly string[]): string | null {
  try {
    return encodeSharedHand({ input, events, step, unknownHoleCards });
  } catch (error) {
    if (error instanceof HoldemError) return null;
    throw error;
  }
}

/**
 * A finished hand of a table as `runHand` takes it: the input from the hand's settings and
 * the cards it was dealt, the events from its log. Checked by replaying it: null unless it
 * ends with the same stacks.
 */
export function handOfContext(context: HandContext): { input: HandInput; events: HandEvent[] } | null {
  const config = context.config;
  const result = context.result;
  if (!result || result.kind === 'void') return null;
  const input: HandInput = {
    structure: config.structure,
    blinds: { ...config.blinds },
    ante: config.ante,
    limits: { minBet: config.limits.minBet, smallBet: config.limits.smallBet, bigBet: config.limits.bigBet },
    seats: config.seatIds.map((id) => ({
      id,
      ...(config.names[id] !== undefined ? { name: config.names[id] } : {}),
      stack: config.startingStacks[id] ?? 0,
      ...(config.newcomers.includes(id) ? { postsBigBlind: true } : {}),
    })),
    button: config.button,
    houseRules: { ...config.houseRules },
    tournament: config.tournament,
    holeCards: Object.fromEntries(config.seatIds.map((id) => [id, [...(context.holeCards[id] ?? [])]])),
    board: [...context.board],
  };
  const actions: HandEvent[] = [];
  const decisions: HandEvent[] = [];
  for (const entry of context.log) {
    if (entry.kind === 'action') {
      const action = entry.requested ?? entry.action;
      actions.push(
        action === 'bet' || action === 'raise'
          ? { type: 'ACT', seat: entry.seat, action, to: entry.to }
          : { type: 'ACT', seat: entry.seat, action },
      );
    } else if (entry.kind === 'show' || entry.kind === 'muck')
      decisions.push({ type: entry.kind === 'show' ? 'SHOW' : 'MUCK', seat: entry.seat });
  }
  const same = (tried: HandInput, events: HandEvent[]): boolean => {
    try {
      const run = runHand(tried, events);
      return run.complete && !run.violation && config.seatIds.every((id) => run.stacks[id] === result.finalStacks[id]);
    } catch {
      return false;
    }
  };
  // The players' showdown decisions as logged, or (when the table decided) none.
  const decided = { ...input, autoShowdown: false };
  if (decisions.length > 0 && same(decided, [...actions, ...decisions])) return { input: decided, events: [...actions, ...decisions] };
  const automatic = { ...input, autoShowdown: true };
  return same(automatic, actions) ? { input: automatic, events: actions } : null;
}

/** `poker-hand-export` for a finished hand of a cash table (null if it cannot be written). */
export function finishedHandExport(context: HandContext): PokerHandExportDetail | null {
  const hand = handOfContext(context);
  if (!hand) return null;
  const phh = handText('phh', hand.input, hand.events, {});
  const pokerstars = handText('pokerstars', hand.input, hand.events, {});
  return {
    trigger: 'hand-complete',
    format: null,
    phh: 'text' in phh ? phh.text : null,
    pokerstars: 'text' in pokerstars ? pokerstars.text : null,
  };
}

/** Copies text: the async clipboard, else a selected text area and `execCommand('copy')`. */
export async function copyText(text: string, root: ShadowRoot | HTMLElement): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no focus, no permission): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'copy-buffer';
  root.appendChild(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** Downloads text as a file (a Blob and `a[download]`). */
export function downloadText(text: string, fileName: string, root: ShadowRoot | HTMLElement): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  root.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// ——— Rendering ———

export interface ReplayBarModel {
  format: ReplayFormat;
  playing: boolean;
  speed: number;
  taken: number;
  canGoForward: boolean;
  streets: Partial<Record<ReplayStreet, number>>;
  /** The street the hand is on now. */
  current: ReplayStreet;
}

export interface ReplayBarActions {
  toggle(): void;
  speed(factor: number): void;
  jump(street: ReplayStreet): void;
  key(event: KeyboardEvent): void;
}

/** Play or pause, the speed, the streets to jump to. */
export function renderReplayBar(t: Words, model: ReplayBarModel, act: ReplayBarActions): TemplateResult {
  return html`<div part="replay" class="replay" role="group" aria-label=${t.term('replaySource', model.format)} @keydown=${act.key}>
    <div class="replay-row">
      <button part="replay-play" class="action primary play" type="button" aria-pressed=${model.playing ? 'true' : 'false'} @click=${act.toggle}>
        ${model.playing ? t.term('pause') : t.term('play')}
      </button>
      <label class="speed"
        >${t.term('replaySpeed')}
        <select part="replay-speed" @change=${(event: Event) => act.speed(Number((event.target as HTMLSelectElement).value))}>
          ${SPEEDS.map((factor) => html`<option value=${factor} ?selected=${factor === model.speed}>${t.term('speedOption', factor)}</option>`)}
        </select>
      </label>
    </div>
    <div part="replay-streets" class="streets" role="group" aria-label=${t.term('jumpToStreet')}>
      ${STREETS.map(
        (street) =>
          html`<button
            class="jump"
            type="button"
            ?disabled=${model.streets[street] === undefined}
            aria-current=${model.current === street ? 'step' : 'false'}
            @click=${() => act.jump(street)}
          >
            ${t.term('streetButton', street)}
          </button>`,
      )}
    </div>
    <p class="replay-keys">${t.term('replayKeys')}</p>
  </div>`;
}

export interface ExportModel {
  texts: { phh: { text: string } | { reason: string }; pokerstars: { text: string } | { reason: string } };
  /** `export`: the PHH and PokerStars buttons. */
  exportButtons: boolean;
  /** `share`: Copy link. */
  share: boolean;
  /** What the last export did, to tell the reader (a live region). */
  status: string;
  /** The text to select by hand when the browser would not copy it. */
  manual: string;
}

export interface ExportActions {
  export(format: 'phh' | 'pokerstars', action: 'copy' | 'download'): void;
  copyLink(): void;
}

/** Copy or download the hand as PHH or PokerStars text; copy a link to it. */
export function renderExportPanel(t: Words, model: ExportModel, act: ExportActions): TemplateResult {
  const formats = ['phh', 'pokerstars'] as const;
  const unavailable = (model.exportButtons ? formats : []).flatMap((format) => {
    const entry = model.texts[format];
    return 'reason' in entry ? [t.term('exportUnavailable', format, entry.reason)] : [];
  });
  return html`<section part="export" class="export" aria-label=${t.term('exportLabel')}>
    <h3 class="export-title">${t.term('exportLabel')}</h3>
    <div class="export-buttons">
      ${(model.exportButtons ? formats : []).map((format) =>
        (['copy', 'download'] as const).map(
          (action) =>
            html`<button
              part="export-button"
              class="pill"
              type="button"
              ?disabled=${'reason' in model.texts[format]}
              @click=${() => act.export(format, action)}
            >
              ${t.term('exportAs', format, action)}
            </button>`,
        ),
      )}
      ${model.share ? html`<button part="export-button share-button" class="pill" type="button" @click=${act.copyLink}>${t.term('copyLink')}</button>` : nothing}
    </div>
    ${unavailable.length > 0 ? html`<p class="export-note">${unavailable.join(' ')}</p>` : nothing}
    <p class="export-status" role="status">${model.status}</p>
    ${
      model.manual
        ? html`<textarea part="export-text" class="export-text" readonly rows="8" aria-label=${t.term('exportLabel')} .value=${model.manual}></textarea>`
        : nothing
    }
  </section>`;
}

export const styles = css`
  .replay,
  .export {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid var(--poker-border, #dedad1);
    border-radius: var(--poker-radius, 0.875rem);
    background: var(--poker-surface-raised, #f6f5f1);
  }
  .replay-row,
  .streets,
  .export-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    align-items: center;
  }
  .speed {
    display: inline-flex;
    gap: 0.375rem;
    align-items: center;
    color: var(--poker-muted, #59636e);
  }
  .speed select {
    font: inherit;
    color: var(--poker-text, #1c2126);
    background: var(--poker-surface, #fff);
    border: 1px solid var(--poker-border, #dedad1);
    border-radius: 0.375rem;
    padding: 0.125rem 0.25rem;
  }
  .jump,
  .pill {
    font: inherit;
    font-size: 0.875rem;
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    border-radius: 999px;
    border: 1px solid var(--poker-border, #dedad1);
    background: var(--poker-surface, #fff);
    color: var(--poker-text, #1c2126);
    cursor: pointer;
  }
  .jump[aria-current='step'] {
    border-color: var(--poker-accent, #f2b300);
    box-shadow: inset 0 0 0 1px var(--poker-accent, #f2b300);
    font-weight: 600;
  }
  .jump:disabled,
  .pill:disabled {
    opacity: 0.55;
    cursor: default;
  }
  .jump:focus-visible,
  .pill:focus-visible,
  .speed select:focus-visible {
    outline: 2px solid var(--poker-focus, #1a5fd0);
    outline-offset: 2px;
  }
  .replay-keys,
  .export-note,
  .export-status {
    margin: 0;
    font-size: 0.8125rem;
    color: var(--poker-muted, #59636e);
  }
  .export-status:empty {
    display: none;
  }
  .export-title {
    margin: 0;
    font-size: 0.9375rem;
  }
  .export-text {
    width: 100%;
    box-sizing: border-box;
    font: 0.75rem/1.4 ui-monospace, monospace;
  }
  .copy-buffer {
    position: fixed;
    inset-inline-start: -9999px;
    opacity: 0;
  }
  .replay-status {
    margin: 0;
    color: var(--poker-muted, #59636e);
  }
`;
