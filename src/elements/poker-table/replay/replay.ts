/**
 * `<poker-table>` as a replayer: a hand history (the `history` text, a `src` URL or a
 * `<script type="text/plain">` child, PHH or PokerStars told by the content) or a share link
 * (`share`, `#hand=…`) becomes the hand and its steps; play and pause at a speed, step, jump to
 * a street; and the hand as PHH or PokerStars text (`export`) or as a link (`share`). All the
 * reading and writing is in `replay-part.ts`, fetched on first use.
 *
 * @internal
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { HandContext, HandEvent, HandInput } from '../../../machines/hand.machine.js';
import type { PokerHandExportDetail, PokerTableErrorDetail } from '../../../events.js';
import type { HoldemElement } from '../../shared/holdem-element.js';
import { OnUse, usePart } from '../../shared/on-use.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import { renderAlert } from '../../shared/table/notes.js';
import type { ScriptStep } from '../internal/read-hand.js';
import type { ReplayHand, ReplayStreet } from './replay-part.js';

type Part = typeof import('./replay-part.js');

const part = new OnUse<Part>(() =>
  import('./replay-part.js').then((module) => {
    module.registerReplayTranslations();
    return module;
  }),
);

/** What the replayer asks of its table. */
export interface ReplayHost {
  element: HoldemElement & { history: string; src: string; share: boolean; export: boolean };
  /** The hand as dealt (the machine's input), and the hand now. */
  dealt(): { input: HandInput | null; context: HandContext | undefined };
  /** The accepted events taken so far, in order. */
  taken(): HandEvent[];
  canGoForward(): boolean;
  forward(): void;
  back(): void;
  restart(): void;
  playAll(): void;
  /** Fires `error` once the table speaks the page's language; the detail is made then. */
  fail(detail: () => PokerTableErrorDetail): void;
  exported(detail: PokerHandExportDetail): void;
}

type Source = { kind: 'text'; text: string } | { kind: 'url'; url: string } | { kind: 'link'; text: string };

type Problem =
  | { kind: 'history'; code: string; line: number; text: string }
  | { kind: 'fetch'; url: string; status: number }
  | { kind: 'link'; code: string; field: string; rule: string };

/** The `hand=` value of the page's fragment. */
const fragmentLink = (): string => {
  if (typeof location === 'undefined') return '';
  const match = /(?:^#|&)hand=([^&]*)/.exec(location.hash);
  return match?.[1] ?? '';
};

export class ReplayController implements ReactiveController {
  /** The hand being replayed, once read. */
  private hand: ReplayHand | null = null;
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
      const fresh = this.fresh;
      this.fresh = false;
      return fresh;
    }
    this.pause();
    this.sourceKey = key;
    this.hand = null;
    this.problem = null;
    this.fresh = false;
    if (source) void this.load(source, key);
    return true;
  }

  private async load(source: Source, key: string): Promise<void> {
    this.loading = true;
    const element = this.host.element;
    const reading = (async () => {
      const module = await part.load();
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
        const read = module.readLink(text);
        if ('hand' in read) return { hand: read.hand };
        const { code, field = '', ruleId = '' } = read.problem;
        return { problem: { kind: 'link', code, field, rule: ruleId } as Problem };
      }
      const read = module.readHistory(text);
      return 'hand' in read ? { hand: read.hand } : { problem: { kind: 'history', ...read.problem } as Problem };
    })();
    element.waitFor(reading);
    const result = await reading.catch(() => ({
      problem: { kind: 'fetch', url: 'url' in source ? source.url : '', status: 0 } as Problem,
    }));
    if (key !== this.sourceKey) return;
    this.loading = false;
    if ('hand' in result && result.hand) {
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
    }
  }

  /** The hand to deal instead of the attributes' (null: deal from the attributes). */
  read(): { input: HandInput | null; script: ScriptStep[]; problems: [] } | null {
    if (!this.active) return null;
    if (this.sourceKey === '\u0000retry') return null;
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

  private async exportAs(format: 'phh' | 'pokerstars', action: 'copy' | 'download', module: Part): Promise<void> {
    const written = this.written();
    if (!written) return;
    const details = this.active ? (this.hand?.details ?? {}) : {};
    const entry = module.handText(format, written.input, written.events, details);
    if (!('text' in entry)) return;
    const other = module.handText(format === 'phh' ? 'pokerstars' : 'phh', written.input, written.events, details);
    const t = this.words();
    const root = this.host.element.renderRoot as ShadowRoot;
    this.manual = '';
    if (action === 'download') {
      module.downloadText(entry.text, format === 'phh' ? 'hand.phh' : 'hand.txt', root);
      this.status = t?.term('exportDone', format, action) ?? '';
    } else if (await module.copyText(entry.text, root)) this.status = t?.term('exportDone', format, action) ?? '';
    else {
      this.status = t?.term('exportCopyFailed') ?? '';
      this.manual = entry.text;
    }
    const texts = { [format]: entry.text, [format === 'phh' ? 'pokerstars' : 'phh']: 'text' in other ? other.text : null };
    this.host.exported({ trigger: action, format, phh: texts.phh ?? null, pokerstars: texts.pokerstars ?? null });
    this.host.element.requestUpdate();
  }

  private async copyLink(module: Part): Promise<void> {
    const written = this.written();
    if (!written) return;
    const code = module.linkText(written.input, written.events, written.step, this.hiddenSeats);
    if (code === null) return;
    const url = `${location.href.replace(/#.*$/, '')}#hand=${code}`;
    const t = this.words();
    this.manual = '';
    if (await module.copyText(url, this.host.element.renderRoot as ShadowRoot)) this.status = t?.term('exportDone', 'link', 'copy') ?? '';
    else {
      this.status = t?.term('exportCopyFailed') ?? '';
      this.manual = url;
    }
    this.host.element.requestUpdate();
  }

  /** The texts of the hand now, for pages that ask (`el.handHistory(format)`): loads the writer on use. */
  async text(format: 'phh' | 'pokerstars'): Promise<string | null> {
    const module = await part.load();
    const written = this.written();
    if (!written) return null;
    const entry = module.handText(format, written.input, written.events, this.active ? (this.hand?.details ?? {}) : {});
    return 'text' in entry ? entry.text : null;
  }

  /** The share link's text of the hand at this step (without `#hand=`), or null. */
  async link(): Promise<string | null> {
    const module = await part.load();
    const written = this.written();
    return written ? module.linkText(written.input, written.events, written.step, this.hiddenSeats) : null;
  }

  // ——— Rendering ———

  /** A word about a link that could not be read, a history that could not, or one on its way. */
  renderMessage(t: Words): TemplateResult | typeof nothing {
    const problem = this.problem ?? this.linkProblem;
    if (problem && part.module) return renderAlert(this.message(t, problem));
    if (this.loading && this.active && part.module) return html`<p class="replay-status" role="status">${t.term('historyLoading')}</p>`;
    return nothing;
  }

  /** The replay bar in the action bar's place (null when nothing is replayed). */
  renderBar(t: Words, context: HandContext): TemplateResult | null {
    const hand = this.hand;
    if (!hand || !this.active) return null;
    const module = usePart(this.host.element, part);
    if (!module) return null;
    return module.renderReplayBar(
      t,
      {
        format: hand.format,
        playing: this.playing,
        speed: this.speed,
        taken: this.host.taken().length,
        canGoForward: this.host.canGoForward(),
        streets: hand.streets,
        current: this.currentStreet(context),
      },
      {
        toggle: () => this.toggle(),
        speed: (factor) => this.setSpeed(factor),
        jump: (street) => this.jump(street),
        key: (event) => this.key(event),
      },
    );
  }

  /** The export panel (`export`) with Copy link (`share`). */
  renderExport(t: Words): TemplateResult | typeof nothing {
    const element = this.host.element;
    if (!element.export && !element.share) return nothing;
    const module = usePart(element, part);
    const written = module ? this.written() : null;
    if (!module || !written) return nothing;
    const details = this.active ? (this.hand?.details ?? {}) : {};
    const texts = element.export
      ? {
          phh: module.handText('phh', written.input, written.events, details),
          pokerstars: module.handText('pokerstars', written.input, written.events, details),
        }
      : null;
    return module.renderExportPanel(
      t,
      {
        texts: texts ?? { phh: { reason: 'off' }, pokerstars: { reason: 'off' } },
        exportButtons: texts !== null,
        share: element.share,
        status: this.status,
        manual: this.manual,
      },
      {
        export: (format, action) => void this.exportAs(format, action, module),
        copyLink: () => void this.copyLink(module),
      },
    );
  }
}
