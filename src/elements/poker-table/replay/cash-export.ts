/**
 * `<poker-cash-table export>`: each finished hand as PHH and PokerStars text, for
 * `poker-hand-export`, and the last one offered to copy or download under the table. The
 * writer (with its words and styles) is fetched with the first finished hand.
 *
 * @internal
 */
import { nothing, type TemplateResult } from 'lit';
import type { PokerHandExportDetail } from '../../../events.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import type { HoldemElement } from '../../shared/holdem-element.js';
import { OnUse, usePart } from '../../shared/on-use.js';
import type { Words } from '../../shared/table/internal/log-words.js';

const part = new OnUse<typeof import('./replay-part.js')>(() =>
  import('./replay-part.js').then((module) => {
    module.registerReplayTranslations();
    return module;
  }),
);

/** The finished hand as text (null when it cannot be written, or the writer could not be fetched). */
export async function exportFinishedHand(context: HandContext): Promise<PokerHandExportDetail | null> {
  try {
    return (await part.load()).finishedHandExport(context);
  } catch {
    return null;
  }
}

/** The last finished hand of a cash table, to copy or download as PHH or PokerStars text. */
export class CashExportPanel {
  private last: PokerHandExportDetail | null = null;
  private status = '';
  private manual = '';

  constructor(
    private readonly element: HoldemElement,
    /** Tells the page (`poker-hand-export`) what was copied or downloaded. */
    private readonly exported: (detail: PokerHandExportDetail) => void,
  ) {}

  /** A hand finished: it is the one the panel offers now. */
  finished(detail: PokerHandExportDetail): void {
    this.last = detail;
    this.status = '';
    this.manual = '';
    this.element.requestUpdate();
  }

  render(t: Words): TemplateResult | typeof nothing {
    const last = this.last;
    const module = last ? usePart(this.element, part) : undefined;
    if (!last || !module) return nothing;
    const entry = (text: string | null): { text: string } | { reason: string } => (text === null ? { reason: '' } : { text });
    return module.renderExportPanel(
      t,
      {
        texts: { phh: entry(last.phh), pokerstars: entry(last.pokerstars) },
        exportButtons: true,
        share: false,
        status: this.status,
        manual: this.manual,
      },
      { export: (format, action) => void this.export(t, format, action), copyLink: () => undefined },
    );
  }

  private async export(t: Words, format: 'phh' | 'pokerstars', action: 'copy' | 'download'): Promise<void> {
    const last = this.last;
    const module = part.module;
    const text = format === 'phh' ? last?.phh : last?.pokerstars;
    if (!last || !module || !text) return;
    ({ status: this.status, manual: this.manual } = await module.deliverText(
      t,
      text,
      format,
      action,
      this.element.renderRoot as ShadowRoot,
    ));
    this.exported({ ...last, trigger: action, format });
    this.element.requestUpdate();
  }
}
