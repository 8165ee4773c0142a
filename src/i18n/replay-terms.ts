/**
 * Terms of `<poker-table>` as a replayer: playing a hand history, its errors, exporting a
 * hand (PHH, PokerStars text) and share links. Registered when a table first replays,
 * exports or shares (`registerReplayTranslations`), German fetched on use.
 */
import type { Street } from '../core/betting.js';

/** What a reader can do with the hand's text. */
export type ReplayExportAction = 'copy' | 'download';

export interface ReplayTerms {
  /** Accessible name of the replay bar. */
  replayLabel: string;
  /** `PHH`, `PokerStars`: where the hand comes from. */
  replaySource: (format: 'phh' | 'pokerstars' | 'link') => string;
  play: string;
  pause: string;
  /** The speed select and its options (`0.5×`…). */
  replaySpeed: string;
  speedOption: (factor: number) => string;
  /** Accessible name of the street buttons. */
  jumpToStreet: string;
  /** The keyboard hint under the bar. */
  replayKeys: string;
  /** The house's rake in the file: `amount` in the file's unit (1.25 with `$`), `chips` the same in the table's chips. */
  replayRake: (amount: ReplayAmount, chips: number) => string;
  /** The hand's text: the panel, and its buttons. */
  exportLabel: string;
  exportAs: (format: 'phh' | 'pokerstars', action: ReplayExportAction) => string;
  copyLink: string;
  /** Status after an export: copied, downloaded, or the copy failed and the text is shown to select. */
  exportDone: (what: 'phh' | 'pokerstars' | 'link', action: ReplayExportAction) => string;
  exportCopyFailed: string;
  /** A format that cannot hold this hand (PokerStars text of an unfinished hand, pot-limit in PHH). */
  exportUnavailable: (format: 'phh' | 'pokerstars', reason: string) => string;
  /** Loading the history from `src`. */
  historyLoading: string;
  /** A history that cannot be read: the code, the line (0: none), the line's text. */
  historyError: (code: string, line: number, text: string) => string;
  /** `src` could not be fetched: the URL and the HTTP status (0: no answer). */
  historyFetchError: (url: string, status: number) => string;
  /** A share link that cannot be read (`share-truncated`, …); `rule` for `share-refused`. */
  shareError: (code: string, field: string, rule: string) => string;
  /** The next step of the replay, for the bar. */
  streetButton: (street: Street | 'showdown') => string;
}

/** An amount as a hand history writes it: `value` with `decimals` places, and its currency if the file names one. */
export interface ReplayAmount {
  value: number;
  decimals: number;
  currency?: string;
  symbol?: string;
}

/** `$1.25`, `1,25 €`, `1.25 USD`, `12`: an amount in a file's unit, in a language's numbers. */
export function formatReplayAmount(locale: string, amount: ReplayAmount): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: amount.decimals, maximumFractionDigits: amount.decimals }).format(
    amount.value,
  );
  if (amount.symbol) return locale === 'de' ? `${number} ${amount.symbol}` : `${amount.symbol}${number}`;
  return amount.currency ? `${number} ${amount.currency}` : number;
}
