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
  /** The house's rake in the file, in chips (worded in the unit the table shows: `$0.30`). */
  replayRake: (rake: number) => string;
  /** A file of several hands: the chooser's name, its select's name, each option (`Hand 2 of 5`, with the site's name of the hand if the file gives one), the buttons and their keys. */
  replayHands: string;
  replayHand: string;
  handOf: (index: number, count: number, name: string) => string;
  previousHand: string;
  nextHand: string;
  replayHandKeys: string;
  /** `hand` names no hand of the file (the text as given, the number of hands): the first is shown. */
  historyHandError: (requested: string, count: number) => string;
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
