/**
 * `<poker-table>` as a replayer: a hand history (the `history` text, a `src` URL or a
 * `<script type="text/plain">` child, PHH or PokerStars told by the content) or a share link
 * (`share`, `#hand=…`) becomes the hand and its steps; play and pause at a speed, step, jump to
 * a street; and the hand as PHH or PokerStars text (`export`) or as a link (`share`). This
 * controller only notices that a table asks for any of it; the replayer itself, the reader
 * and the writer are in `replay-part.ts`, fetched on first use.
 *
 * @internal
 */
import { nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { PokerHandExportDetail, PokerTableErrorDetail } from '../../../events.js';
import type { AmountUnit } from '../../../i18n/amount-unit.js';
import type { HandContext, HandEvent, HandInput } from '../../../machines/hand.machine.js';
import type { HoldemElement } from '../../shared/holdem-element.js';
import { OnUse, usePart } from '../../shared/on-use.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import type { ScriptStep } from '../internal/read-hand.js';
import type { Replayer } from './replay-part.js';

const part = new OnUse<typeof import('./replay-part.js')>(() =>
  import('./replay-part.js').then((module) => {
    module.registerReplayTranslations();
    return module;
  }),
);

/** What the replayer asks of its table. */
export interface ReplayHost {
  element: HoldemElement & { history: string; src: string; share: boolean; export: boolean; historyHand: number };
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
  /** Shows the table's amounts in a unit (a room's hand in dollars and cents), or in whole chips (null). */
  showAmountsIn(unit: AmountUnit | null): void;
}

/** The `hand=` value of the page's fragment. */
export const fragmentLink = (): string => {
  if (typeof location === 'undefined') return '';
  const match = /(?:^#|&)hand=([^&]*)/.exec(location.hash);
  return match?.[1] ?? '';
};

/** A history to read: the property, a script child or a URL. */
const hasHistory = (element: ReplayHost['element']): boolean =>
  (typeof element.history === 'string' && element.history.trim() !== '') ||
  (typeof element.src === 'string' && element.src.trim() !== '') ||
  (element.querySelector(':scope > script[type="text/plain"]')?.textContent ?? '').trim() !== '';

export class ReplayController implements ReactiveController {
  private replayer: Replayer | undefined;
  private connected = false;

  constructor(private readonly host: ReplayHost) {
    host.element.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.replayer?.connect();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.replayer?.disconnect();
  }

  /** The replayer, once its part is loaded; asks for the part when the table needs it. */
  private get loaded(): Replayer | undefined {
    if (this.replayer) return this.replayer;
    const element = this.host.element;
    if (!element.export && !element.share && !hasHistory(element)) return undefined;
    const module = usePart(element, part);
    if (!module) return undefined;
    this.replayer = new module.Replayer(this.host);
    if (this.connected) this.replayer.connect();
    return this.replayer;
  }

  /** Waiting for the part to read a history: the table deals nothing meanwhile. */
  private get waiting(): boolean {
    return !this.replayer && hasHistory(this.host.element);
  }

  /** A hand from a history or a link is on show (or on its way). */
  get active(): boolean {
    return this.loaded?.active ?? this.waiting;
  }

  /** Called before the table decides whether to deal: true when the hand to show changed. */
  sync(): boolean {
    const replayer = this.loaded;
    return replayer ? replayer.sync() : this.waiting;
  }

  /** The hand to deal instead of the attributes' (null: deal from the attributes). */
  read(): { input: HandInput | null; script: ScriptStep[]; problems: [] } | null {
    if (this.replayer) return this.replayer.read();
    return this.waiting ? { input: null, script: [], problems: [] } : null;
  }

  /** The table dealt the hand: open it at the link's step. */
  opened(): void {
    this.replayer?.opened();
  }

  /** Seats whose hole cards nobody saw: always face down. */
  get hiddenSeats(): readonly string[] {
    return this.replayer?.hiddenSeats ?? [];
  }

  /** The hand as text (null if the format cannot hold it); loads the writer on first use. */
  async text(format: 'phh' | 'pokerstars'): Promise<string | null> {
    return this.replayerNow().then((replayer) => replayer.text(format));
  }

  /** The share link's text of the hand at this step, or null. */
  async link(): Promise<string | null> {
    return this.replayerNow().then((replayer) => replayer.link());
  }

  private async replayerNow(): Promise<Replayer> {
    const module = await part.load();
    this.replayer ??= new module.Replayer(this.host);
    return this.replayer;
  }

  renderMessage(t: Words): TemplateResult | typeof nothing {
    return this.replayer?.renderMessage(t) ?? nothing;
  }

  renderBar(t: Words, context: HandContext): TemplateResult | null {
    return this.replayer?.renderBar(t, context) ?? null;
  }

  renderExport(t: Words): TemplateResult | typeof nothing {
    return this.loaded?.renderExport(t) ?? nothing;
  }
}
