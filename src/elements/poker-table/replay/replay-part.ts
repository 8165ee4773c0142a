/**
 * `<poker-table>`'s replayer, export and share links, fetched on use (a history source, an
 * `export` or `share` attribute): the hand history reader and writer (PHH through smol-toml,
 * PokerStars text), the share link codec, the replay bar and the export panel. A page that
 * shows a plain hand never downloads any of it.
 *
 * @internal
 */
import { css, html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { PokerTableErrorDetail } from '../../../events.js';
import { renderAlert } from '../../shared/table/notes.js';
import type { ScriptStep } from '../internal/read-hand.js';
import type { ReplayHost } from './replay.js';
import { HoldemError } from '../../../core/errors.js';
import { streetSteps, type ReplayStreet } from '../../../core/history/street-steps.js';
import { runHand } from '../../../core/hand/run.js';
import type { HandEvent, HandInput } from '../../../core/hand/types.js';
import type { PokerHandExportDetail } from '../../../events.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import type { AmountUnit } from '../../../i18n/amount-unit.js';
import {
  HandHistoryError,
  readHandHistoryFile,
  writeHandHistory,
  type HandHistory,
  type HandHistoryDetails,
} from '../../../core/history/index.js';
import { decodeSharedHand, encodeSharedHand, type ShareLinkError } from '../../../core/history/share.js';
import { registerReplayTranslations } from '../../../i18n/replay-en.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import { caption } from '../../shared/table/caption.js';

export { registerReplayTranslations };

export type ReplayFormat = 'phh' | 'pokerstars' | 'link';

/** The `hand=` value of the page's fragment. */
export const fragmentLink = (): string => {
  if (typeof location === 'undefined') return '';
  const match = /(?:^#|&)hand=([^&]*)/.exec(location.hash);
  return match?.[1] ?? '';
};
export type { ReplayStreet };
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

/** A hand of a file, ready to replay. */
export const historyHand = (history: HandHistory): ReplayHand =>
  replayHand(history.format, history.input, history.events, { unknownHoleCards: history.unknownHoleCards, details: history });

/**
 * Every hand of a PHH or PokerStars text (told by its content) that can be read, with where
 * each refused one is (a file of many hands shows the rest); or, when no hand reads, what is
 * wrong with the first and on which line.
 */
export function readHistory(source: string): { hands: HandHistory[]; refused: HistoryProblem[] } | { problem: HistoryProblem } {
  const text = dedent(source);
  const lines = text.split('\n');
  const problemOf = (code: string, line: number | null): HistoryProblem => {
    const at = line ?? 0;
    const lineText = at > 0 ? (lines[at - 1] ?? '').trim() : '';
    return { code, line: at, text: lineText.length > 80 ? `${lineText.slice(0, 79)}…` : lineText };
  };
  try {
    const file = readHandHistoryFile(text);
    const refused = file.refused.map((r) => problemOf(r.code, r.line));
    if (file.hands.length === 0) return { problem: refused[0] ?? problemOf('history-empty', null) };
    return { hands: file.hands, refused };
  } catch (error) {
    if (!(error instanceof HoldemError)) throw error;
    return { problem: problemOf(error.code, error instanceof HandHistoryError ? error.line : null) };
  }
}

/** The hand of a share link (`#hand=…`), or why it cannot be read. */
export function readLink(link: string): { hand: ReplayHand } | { problem: ShareLinkError } {
  const read = decodeSharedHand(link);
  if (!read.ok) return { problem: read.error };
  const { input, events, step, unknownHoleCards, unit } = read.hand;
  // A link from a room's hand shows its amounts in the room's unit again ($247.15).
  const details = unit
    ? {
        decimals: unit.decimals,
        ...(unit.currency ? { currency: unit.currency } : {}),
        ...(unit.symbol ? { currencySymbol: unit.symbol } : {}),
      }
    : {};
  return { hand: replayHand('link', input, events, { step, unknownHoleCards, details }) };
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
export function linkText(
  input: HandInput,
  events: readonly HandEvent[],
  step: number,
  unknownHoleCards: readonly string[],
  unit: AmountUnit | null = null,
): string | null {
  try {
    return encodeSharedHand({ input, events, step, unknownHoleCards, ...(unit ? { unit } : {}) });
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

/**
 * Copies or downloads a hand's text (`hand.phh`, `hand.txt`) or copies its link: what to tell
 * the reader, and the text to select by hand when the browser would not copy it.
 */
export async function deliverText(
  t: Words | undefined,
  text: string,
  what: 'phh' | 'pokerstars' | 'link',
  action: 'copy' | 'download',
  root: ShadowRoot,
): Promise<{ status: string; manual: string }> {
  if (action === 'download') downloadText(text, what === 'phh' ? 'hand.phh' : 'hand.txt', root);
  else if (!(await copyText(text, root))) return { status: t?.term('exportCopyFailed') ?? '', manual: text };
  return { status: t?.term('exportDone', what, action) ?? '', manual: '' };
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
  /** The rake the file records, in chips (0: none). */
  rake: number;
  /** A file of several hands: the one shown (from 0) and each hand's name at the site, if the file gives one. */
  hands: { shown: number; names: (string | undefined)[] } | null;
}

export interface ReplayBarActions {
  toggle(): void;
  speed(factor: number): void;
  jump(street: ReplayStreet): void;
  key(event: KeyboardEvent): void;
  /** Shows another hand of the file (from 0). */
  choose(index: number): void;
}

/** The hand to show, then Previous and Next: for a file of several hands. */
function renderHandChooser(t: Words, hands: NonNullable<ReplayBarModel['hands']>, act: ReplayBarActions): TemplateResult {
  const count = hands.names.length;
  return html`<div part="replay-hands" class="replay-row hands" role="group" aria-label=${t.term('replayHands')}>
    <select
      part="replay-hand"
      aria-label=${t.term('replayHand')}
      @change=${(event: Event) => act.choose(Number((event.target as HTMLSelectElement).value))}
    >
      ${hands.names.map(
        (name, index) =>
          html`<option value=${index} ?selected=${index === hands.shown}>${t.term('handOf', index + 1, count, name ?? '')}</option>`,
      )}
    </select>
    <button class="pill" type="button" ?disabled=${hands.shown === 0} @click=${() => act.choose(hands.shown - 1)}>
      ${t.term('previousHand')}
    </button>
    <button class="pill" type="button" ?disabled=${hands.shown >= count - 1} @click=${() => act.choose(hands.shown + 1)}>
      ${t.term('nextHand')}
    </button>
  </div>`;
}

/** The unit a hand's amounts are shown in: the file's (`$`, cents), or null for whole chips. */
export function amountUnitOf(details: Partial<HandHistoryDetails>): AmountUnit | null {
  const decimals = details.decimals ?? 0;
  if (decimals === 0 && details.currency === undefined && details.currencySymbol === undefined) return null;
  return {
    decimals,
    ...(details.currency !== undefined ? { currency: details.currency } : {}),
    ...(details.currencySymbol !== undefined ? { symbol: details.currencySymbol } : {}),
  };
}

/** Play or pause, the speed, the streets to jump to. */
export function renderReplayBar(t: Words, model: ReplayBarModel, act: ReplayBarActions): TemplateResult {
  return html`<div part="replay" class="replay" role="group" aria-label=${t.term('replaySource', model.format)} @keydown=${act.key}>
    ${model.hands ? renderHandChooser(t, model.hands, act) : nothing}
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
    ${model.rake > 0 ? html`<p part="replay-rake" class="replay-keys">${t.term('replayRake', model.rake)}</p>` : nothing}
    <p class="replay-keys">${t.term('replayKeys')}${model.hands ? ` ${t.term('replayHandKeys')}` : ''}</p>
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
    ${caption('', t.term('exportLabel'), 'export-title')}
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

type Source = { kind: 'text'; text: string } | { kind: 'url'; url: string } | { kind: 'link'; text: string };

type Problem =
  | { kind: 'history'; code: string; line: number; text: string }
  | { kind: 'hand'; requested: string; count: number }
  | { kind: 'fetch'; url: string; status: number }
  | { kind: 'link'; code: string; field: string; rule: string };

/**
 * The replayer itself, made by `<poker-table>` once this part is loaded: a controller of the
 * table from then on (it listens for a new `#hand=` while the table is on the page).
 */
export class Replayer implements ReactiveController {
  /** The hand being replayed, once read. */
  private hand: ReplayHand | null = null;
  /** Every hand of the file (empty for a link), and which of them is shown. */
  private hands: HandHistory[] = [];
  private shown = 0;
  /** `hand` names no hand of the file: the first is shown, and the table says so. */
  private handProblem: Problem | null = null;
  private sourceKey = '';
  private loading = false;
  /** The hand changed since the table last dealt. */
  private fresh = false;
  private problem: Problem | null = null;
  /** A link that could not be read: the table falls back to its own hand, and says so. */
  private failedLink = '';
  private linkProblem: Problem | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private speed = 1;
  private status = '';
  private manual = '';
  private readonly onHashChange = (): void => {
    if (this.host.element.share) this.host.element.requestUpdate();
  };

  constructor(private readonly host: ReplayHost) {
    host.element.addController(this);
  }

  hostConnected(): void {
    if (typeof window !== 'undefined') window.addEventListener('hashchange', this.onHashChange);
  }

  hostDisconnected(): void {
    this.pause();
    if (typeof window !== 'undefined') window.removeEventListener('hashchange', this.onHashChange);
  }

  /** A hand from a history or a link is on show (or on its way). */
  get active(): boolean {
    return this.sourceKey !== '';
  }

  get playing(): boolean {
    return this.timer !== undefined;
  }

  private source(): Source | null {
    const element = this.host.element;
    const link = element.share ? fragmentLink() : '';
    if (link !== '' && link !== this.failedLink) return { kind: 'link', text: link };
    if (typeof element.history === 'string' && element.history.trim() !== '') return { kind: 'text', text: element.history };
    const script = element.querySelector(':scope > script[type="text/plain"]');
    if (script && (script.textContent ?? '').trim() !== '') return { kind: 'text', text: script.textContent ?? '' };
    if (typeof element.src === 'string' && element.src.trim() !== '') return { kind: 'url', url: element.src.trim() };
    return null;
  }

  /**
   * Called before the table decides whether to deal: true when the hand to show changed (a
   * new source, or the one being read arrived). A new source is read in the background.
   */
  sync(): boolean {
    const source = this.source();
    const key = source ? `${source.kind}\u0000${'url' in source ? source.url : source.text}` : '';
    if (source?.kind !== 'link' && this.failedLink !== '' && fragmentLink() !== this.failedLink) {
      this.failedLink = '';
      this.linkProblem = null;
    }
    if (key === this.sourceKey) {
      const fresh = this.fresh || this.choose();
      this.fresh = false;
      return fresh;
    }
    this.pause();
    this.sourceKey = key;
    this.hand = null;
    this.hands = [];
    this.handProblem = null;
    this.problem = null;
    this.fresh = false;
    if (source) void this.load(source, key);
    return true;
  }

  private async load(source: Source, key: string): Promise<void> {
    this.loading = true;
    const element = this.host.element;
    const reading = (async () => {
      let text: string;
      if (source.kind === 'url') {
        try {
          const response = await fetch(new URL(source.url, document.baseURI));
          if (!response.ok) return { problem: { kind: 'fetch', url: source.url, status: response.status } as Problem };
          text = await response.text();
        } catch {
          return { problem: { kind: 'fetch', url: source.url, status: 0 } as Problem };
        }
      } else text = source.text;
      if (source.kind === 'link') {
        const read = readLink(text);
        if ('hand' in read) return { hand: read.hand };
        const { code, field = '', ruleId = '' } = read.problem;
        return { problem: { kind: 'link', code, field, rule: ruleId } as Problem };
      }
      const read = readHistory(text);
      return 'hands' in read ? { hands: read.hands } : { problem: { kind: 'history', ...read.problem } as Problem };
    })();
    element.waitFor(reading);
    const result = await reading.catch(() => ({
      problem: { kind: 'fetch', url: 'url' in source ? source.url : '', status: 0 } as Problem,
    }));
    if (key !== this.sourceKey) return;
    this.loading = false;
    if ('hands' in result && result.hands) {
      this.hands = result.hands;
      this.shown = -1;
      this.choose();
    } else if ('hand' in result && result.hand) {
      this.hand = result.hand;
    } else if ('problem' in result && result.problem) {
      if (result.problem.kind === 'link') {
        // A link typed wrong or cut short: the table shows its own hand, with a word about the link.
        this.failedLink = source.kind === 'link' ? source.text : '';
        this.linkProblem = result.problem;
        this.sourceKey = '\u0000retry';
      } else this.problem = result.problem;
      const problem = result.problem;
      this.host.fail(() => this.errorDetail(problem));
    }
    this.fresh = true;
    element.requestUpdate();
  }

  /**
   * Shows the hand of the file that `hand` names (1 for the first); a number that names none
   * shows the first, inline and as `error`. True when the hand shown changed.
   */
  private choose(): boolean {
    const count = this.hands.length;
    if (count === 0) return false;
    const requested = this.host.element.historyHand;
    const valid = Number.isInteger(requested) && requested >= 1 && requested <= count;
    const problem: Problem | null = valid ? null : { kind: 'hand', requested: String(requested), count };
    if (problem && (this.handProblem?.kind !== 'hand' || this.handProblem.requested !== problem.requested))
      this.host.fail(() => this.errorDetail(problem));
    this.handProblem = problem;
    const index = valid ? requested - 1 : 0;
    if (index === this.shown && this.hand) return false;
    this.pause();
    this.shown = index;
    this.hand = historyHand(this.hands[index] as HandHistory);
    return true;
  }

  /** The reader chose another hand of the file (from 0): `hand` follows, and the table deals it. */
  private chooseHand(index: number): void {
    if (index < 0 || index >= this.hands.length) return;
    this.host.element.historyHand = index + 1;
  }

  private errorDetail(problem: Problem): PokerTableErrorDetail {
    const t = this.words();
    const message = t ? this.message(t, problem) : problem.kind;
    switch (problem.kind) {
      case 'history':
        return { code: problem.code, message, text: problem.text, field: 'history', ...(problem.line > 0 ? { step: problem.line } : {}) };
      case 'fetch':
        return { code: 'history-fetch', message, text: problem.url, field: 'src' };
      case 'link':
        return { code: problem.code, message, text: fragmentLink() || this.failedLink, field: 'share' };
      case 'hand':
        return { code: 'history-no-such-hand', message, text: problem.requested, field: 'hand' };
    }
  }

  private words(): Words | undefined {
    return (this.host.element as unknown as { localize?: Words }).localize;
  }

  private message(t: Words, problem: Problem): string {
    switch (problem.kind) {
      case 'history':
        return t.term('historyError', problem.code, problem.line, problem.text);
      case 'fetch':
        return t.term('historyFetchError', problem.url, problem.status);
      case 'link':
        return t.term('shareError', problem.code, problem.field, problem.rule);
      case 'hand':
        return t.term('historyHandError', problem.requested, problem.count);
    }
  }

  /** The hand to deal instead of the attributes' (null: deal from the attributes). */
  read(): { input: HandInput | null; script: ScriptStep[]; problems: [] } | null {
    const shown = this.active && this.sourceKey !== '\u0000retry';
    // A room's hand is shown in its money ($247.15); any other hand in whole chips.
    this.host.showAmountsIn(shown && this.hand ? amountUnitOf(this.hand.details) : null);
    if (!shown) return null;
    const hand = this.hand;
    if (!hand) return { input: null, script: [], problems: [] };
    return { input: hand.input, script: hand.events.map((event) => ({ text: '', event })), problems: [] };
  }

  /** The table dealt the hand: open it at the link's step. */
  opened(): void {
    const hand = this.hand;
    if (!hand || !this.active) return;
    for (let k = 0; k < hand.step && this.host.canGoForward(); k++) this.host.forward();
  }

  /** Seats whose hole cards nobody saw: always face down. */
  get hiddenSeats(): readonly string[] {
    return this.hand?.unknownHoleCards ?? [];
  }

  // ——— Playing ———

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    if (this.playing) return;
    if (!this.host.canGoForward()) this.host.restart();
    this.timer = setInterval(() => {
      if (!this.host.canGoForward()) this.pause();
      else this.host.forward();
      if (!this.host.canGoForward()) this.pause();
    }, 1000 / this.speed);
    this.host.element.requestUpdate();
  }

  pause(): void {
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.host.element.requestUpdate();
  }

  private setSpeed(factor: number): void {
    this.speed = factor > 0 ? factor : 1;
    if (this.playing) {
      this.pause();
      this.play();
    }
  }

  /** Goes to the first step of a street (restarting, then forward: every event fires again). */
  jump(street: ReplayStreet): void {
    const target = this.hand?.streets[street];
    if (target === undefined) return;
    this.pause();
    this.host.restart();
    for (let k = 0; k < target && this.host.canGoForward(); k++) this.host.forward();
  }

  private key(event: KeyboardEvent): void {
    if (event.target instanceof HTMLSelectElement) return;
    const keys: Record<string, () => void> = {
      ' ': () => this.toggle(),
      ArrowLeft: () => (this.pause(), this.host.back()),
      ArrowRight: () => (this.pause(), this.host.forward()),
      Home: () => (this.pause(), this.host.restart()),
      End: () => (this.pause(), this.host.playAll()),
      PageUp: () => this.chooseHand(this.shown - 1),
      PageDown: () => this.chooseHand(this.shown + 1),
    };
    const run = keys[event.key];
    if (!run || (event.key === ' ' && event.target instanceof HTMLButtonElement)) return;
    event.preventDefault();
    run();
  }

  private currentStreet(context: HandContext): ReplayStreet {
    if (context.showdown || (context.result && Object.keys(context.result.shown).length > 0)) return 'showdown';
    const size = context.board.length;
    return size >= 5 ? 'river' : size === 4 ? 'turn' : size === 3 ? 'flop' : 'preflop';
  }

  // ——— Export and links ———

  /** The hand to write: the cards as dealt, every step known (a replay's whole hand), and the file's details. */
  private written(): { input: HandInput; events: HandEvent[]; step: number } | null {
    const { input, context } = this.host.dealt();
    if (!input || !context) return null;
    const taken = this.host.taken();
    const hand = this.hand;
    const hidden = new Set(this.hiddenSeats);
    const holeCards: Record<string, string[]> = {};
    for (const seat of context.config.seatIds) {
      const cards = context.holeCards[seat];
      if (!hidden.has(seat) && cards) holeCards[seat] = [...cards];
    }
    const events = hand && this.active ? hand.events : taken;
    const { seed: _seed, deck: _deck, ...rest } = input;
    const board = hand && this.active ? (input.board ?? context.board) : context.board;
    return {
      input: { ...rest, holeCards, ...(board.length > 0 ? { board: [...board] } : { board: [] }) },
      events,
      step: taken.length,
    };
  }

  private async exportAs(format: 'phh' | 'pokerstars', action: 'copy' | 'download'): Promise<void> {
    const written = this.written();
    if (!written) return;
    const details = this.active ? (this.hand?.details ?? {}) : {};
    const entry = handText(format, written.input, written.events, details);
    if (!('text' in entry)) return;
    const other = handText(format === 'phh' ? 'pokerstars' : 'phh', written.input, written.events, details);
    ({ status: this.status, manual: this.manual } = await deliverText(
      this.words(),
      entry.text,
      format,
      action,
      this.host.element.renderRoot as ShadowRoot,
    ));
    const texts = { [format]: entry.text, [format === 'phh' ? 'pokerstars' : 'phh']: 'text' in other ? other.text : null };
    this.host.exported({ trigger: action, format, phh: texts.phh ?? null, pokerstars: texts.pokerstars ?? null });
    this.host.element.requestUpdate();
  }

  private async copyLink(): Promise<void> {
    const written = this.written();
    if (!written) return;
    const code = linkText(written.input, written.events, written.step, this.hiddenSeats, this.shownUnit());
    if (code === null) return;
    const url = `${location.href.replace(/#.*$/, '')}#hand=${code}`;
    const root = this.host.element.renderRoot as ShadowRoot;
    ({ status: this.status, manual: this.manual } = await deliverText(this.words(), url, 'link', 'copy', root));
    this.host.element.requestUpdate();
  }

  /** The texts of the hand now, for pages that ask (`el.handHistory(format)`): loads the writer on use. */
  text(format: 'phh' | 'pokerstars'): string | null {
    const written = this.written();
    if (!written) return null;
    const entry = handText(format, written.input, written.events, this.active ? (this.hand?.details ?? {}) : {});
    return 'text' in entry ? entry.text : null;
  }

  /** The unit the hand on show is worded in (a room's hand), for its link; null for whole chips. */
  private shownUnit(): AmountUnit | null {
    return this.active && this.hand ? amountUnitOf(this.hand.details) : null;
  }

  /** The share link's text of the hand at this step (without `#hand=`), or null. */
  link(): string | null {
    const written = this.written();
    return written ? linkText(written.input, written.events, written.step, this.hiddenSeats, this.shownUnit()) : null;
  }

  // ——— Rendering ———

  /** A word about a link that could not be read, a history that could not, or one on its way. */
  renderMessage(t: Words): TemplateResult | typeof nothing {
    const problem = this.problem ?? this.linkProblem ?? this.handProblem;
    if (problem) return renderAlert(this.message(t, problem));
    if (this.loading && this.active) return html`<p class="replay-status" role="status">${t.term('historyLoading')}</p>`;
    return nothing;
  }

  /** The replay bar in the action bar's place (null when nothing is replayed). */
  renderBar(t: Words, context: HandContext): TemplateResult | null {
    const hand = this.hand;
    if (!hand || !this.active) return null;
    return renderReplayBar(
      t,
      {
        format: hand.format,
        playing: this.playing,
        speed: this.speed,
        taken: this.host.taken().length,
        canGoForward: this.host.canGoForward(),
        streets: hand.streets,
        current: this.currentStreet(context),
        rake: hand.details.rake ?? 0,
        hands: this.hands.length > 1 ? { shown: this.shown, names: this.hands.map((history) => history.hand) } : null,
      },
      {
        toggle: () => this.toggle(),
        speed: (factor) => this.setSpeed(factor),
        jump: (street) => this.jump(street),
        key: (event) => this.key(event),
        choose: (index) => this.chooseHand(index),
      },
    );
  }

  /** The export panel (`export`) with Copy link (`share`). */
  renderExport(t: Words): TemplateResult | typeof nothing {
    const element = this.host.element;
    if (!element.export && !element.share) return nothing;
    const written = this.written();
    if (!written) return nothing;
    const details = this.active ? (this.hand?.details ?? {}) : {};
    const texts = element.export
      ? {
          phh: handText('phh', written.input, written.events, details),
          pokerstars: handText('pokerstars', written.input, written.events, details),
        }
      : null;
    return renderExportPanel(
      t,
      {
        texts: texts ?? { phh: { reason: 'off' }, pokerstars: { reason: 'off' } },
        exportButtons: texts !== null,
        share: element.share,
        status: this.status,
        manual: this.manual,
      },
      {
        export: (format, action) => void this.exportAs(format, action),
        copyLink: () => void this.copyLink(),
      },
    );
  }
}

export const styles = css`
  .replay,
  .export {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_raised);
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
    color: var(--_muted);
  }
  .speed select,
  .hands select {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
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
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
  }
  .jump[aria-current='step'] {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
    font-weight: 600;
  }
  .jump:disabled,
  .pill:disabled {
    opacity: 0.55;
    cursor: default;
  }
  .jump:focus-visible,
  .pill:focus-visible,
  .speed select:focus-visible,
  .hands select:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  /* The hand across the bar, Previous and Next under it: whole at any width. */
  .replay-row.hands {
    display: grid;
    grid-template-columns: 1fr 1fr;
  }
  .hands select {
    grid-column: 1 / -1;
    min-height: 2rem;
    min-width: 0;
    width: 100%;
  }
  .replay-keys,
  .export-note,
  .export-status {
    margin: 0;
    font-size: 0.8125rem;
    color: var(--_muted);
  }
  .export-status:empty {
    display: none;
  }
  .export-title {
    margin: 0;
    font-size: 0.9375rem;
    font-weight: 700;
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
    color: var(--_muted);
  }
`;
