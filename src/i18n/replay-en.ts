import type { Translation } from '@shoelace-style/localize';
import { termsRegistration } from './registry.js';
import { amountText } from './amount-unit.js';
import type { ReplayTerms } from './replay-terms.js';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

const FORMAT_EN = { phh: 'PHH', pokerstars: 'PokerStars text', link: 'link' } as const;
const STREET_EN = { preflop: 'Preflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Showdown' } as const;

const HISTORY_EN: Record<string, string> = {
  'history-empty': 'the hand history is empty',
  'history-syntax': 'this is neither PHH (TOML) nor PokerStars text that can be read',
  'history-missing-field': 'a field the format needs is missing',
  'history-invalid-field': 'a field has a value that cannot be used',
  'unsupported-variant': 'only no-limit and fixed-limit Texas Hold’em can be replayed',
  'history-unsupported': 'this hand uses something the table does not play (straddles, uneven antes, run it twice)',
  'history-action': 'an action that cannot be read',
  'history-inconsistent': 'the history contradicts itself',
  'pot-mismatch': 'the pots, rake and winnings do not add up',
};

const SHARE_EN: Record<string, string> = {
  'share-empty': 'the link holds no hand',
  'share-not-a-hand': 'the link holds no hand this table can read',
  'share-version': 'the link was made by another version of the table',
  'share-truncated': 'the link was cut short: copy it again, all of it',
  'share-checksum': 'a character of the link is wrong: copy it again',
  'share-invalid': 'part of the link cannot be read',
  'share-refused': 'the hand in the link breaks a rule',
};

/** English terms of the replayer, the export and share links. */
export const replayEn: Translation & ReplayTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  replayLabel: 'Replay',
  replaySource: (format) => `Replay from ${FORMAT_EN[format]}`,
  play: 'Play',
  pause: 'Pause',
  replaySpeed: 'Speed',
  speedOption: (factor) => `${factor}×`,
  jumpToStreet: 'Jump to a street',
  replayKeys: 'Keys: Space plays or pauses, ← → step, Home restarts, End goes to the end.',
  replayRake: (rake) => `The house took ${amountText('en', numbersEn, rake)} in rake: the winnings in the file are the pots less the rake.`,
  replayHands: 'Hands in this file',
  replayHand: 'Hand to replay',
  handOf: (index, count, name) => `Hand ${numbersEn.format(index)} of ${numbersEn.format(count)}${name ? ` (${name})` : ''}`,
  previousHand: 'Previous hand',
  nextHand: 'Next hand',
  replayHandKeys: 'Page Up and Page Down choose the previous or next hand.',
  historyHandError: (requested, count) =>
    `There is no hand “${requested}” in this file: it holds ${count === 1 ? 'one hand' : `${numbersEn.format(count)} hands, 1 to ${numbersEn.format(count)}`}. Hand 1 is shown.`,
  exportLabel: 'This hand as text',
  exportAs: (format, action) => `${action === 'copy' ? 'Copy' : 'Download'} ${FORMAT_EN[format]}`,
  copyLink: 'Copy link',
  exportDone: (what, action) =>
    what === 'link'
      ? 'Link copied: it opens this hand at this step.'
      : `${FORMAT_EN[what]} ${action === 'copy' ? 'copied' : 'downloaded'}.`,
  exportCopyFailed: 'The browser would not copy. Select the text below and copy it.',
  exportUnavailable: (format, reason) =>
    `${FORMAT_EN[format]}: ${reason === 'incomplete-hand' ? 'only a finished hand can be written' : reason === 'unsupported-variant' ? 'pot-limit has no PHH variant' : 'this hand cannot be written'}.`,
  historyLoading: 'Loading the hand history…',
  historyError: (code, line, text) =>
    `Hand history${line > 0 ? `, line ${line}` : ''}: ${HISTORY_EN[code] ?? 'it cannot be read'}${text ? ` (“${text}”)` : ''}.`,
  historyFetchError: (url, status) => `The hand history at ${url} could not be loaded${status > 0 ? ` (HTTP ${status})` : ''}.`,
  shareError: (code, field, rule) =>
    `Shared hand: ${SHARE_EN[code] ?? 'the link cannot be read'}${code === 'share-invalid' && field ? ` (${field})` : ''}${rule ? ` (${rule})` : ''}. The table shows its own hand instead.`,
  streetButton: (street) => STREET_EN[street],
};

/** Registers the replayer's terms once: English now, German on use. Called when a table first replays, exports or shares. */
export const registerReplayTranslations: () => void = termsRegistration('replay', { terms: replayEn });
