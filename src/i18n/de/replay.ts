import type { Translation } from '@shoelace-style/localize';
import { amountText } from '../amount-unit.js';
import type { ReplayTerms } from '../replay-terms.js';

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });

const FORMAT_DE = { phh: 'PHH', pokerstars: 'PokerStars-Text', link: 'Link' } as const;
const STREET_DE = { preflop: 'Preflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Showdown' } as const;

const HISTORY_DE: Record<string, string> = {
  'history-empty': 'die Hand-History ist leer',
  'history-syntax': 'das ist weder lesbares PHH (TOML) noch PokerStars-Text',
  'history-missing-field': 'ein Feld, das das Format verlangt, fehlt',
  'history-invalid-field': 'ein Feld hat einen unbrauchbaren Wert',
  'unsupported-variant': 'nur No-Limit und Fixed-Limit Texas Hold’em lassen sich abspielen',
  'history-unsupported': 'diese Hand nutzt etwas, das der Tisch nicht spielt (Straddles, ungleiche Antes, Run it twice)',
  'history-action': 'eine Aktion, die sich nicht lesen lässt',
  'history-inconsistent': 'die Hand-History widerspricht sich',
  'pot-mismatch': 'Pots, Rake und Gewinne gehen nicht auf',
};

const SHARE_DE: Record<string, string> = {
  'share-empty': 'der Link enthält keine Hand',
  'share-not-a-hand': 'der Link enthält keine Hand, die dieser Tisch lesen kann',
  'share-version': 'der Link stammt von einer anderen Version des Tisches',
  'share-truncated': 'der Link ist abgeschnitten: bitte ganz kopieren',
  'share-checksum': 'ein Zeichen des Links ist falsch: bitte neu kopieren',
  'share-invalid': 'ein Teil des Links lässt sich nicht lesen',
  'share-refused': 'die Hand im Link verstößt gegen eine Regel',
};

/** German terms of the replayer, the export and share links: fetched when a replaying table first shows German. */
export const replayDe: Translation & ReplayTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  replayLabel: 'Wiedergabe',
  replaySource: (format) => `Wiedergabe aus ${FORMAT_DE[format]}`,
  play: 'Abspielen',
  pause: 'Pause',
  replaySpeed: 'Tempo',
  speedOption: (factor) => `${String(factor).replace('.', ',')}×`,
  jumpToStreet: 'Zu einer Setzrunde springen',
  replayKeys: 'Tasten: Leertaste spielt oder pausiert, ← → gehen Schritte, Pos1 fängt neu an, Ende springt ans Ende.',
  replayRake: (rake) => `Das Haus nahm ${amountText('de', numbersDe, rake)} Rake: Die Gewinne in der Datei sind die Pots abzüglich Rake.`,
  replayHands: 'Hände in dieser Datei',
  replayHand: 'Abzuspielende Hand',
  handOf: (index, count, name) => `Hand ${numbersDe.format(index)} von ${numbersDe.format(count)}${name ? ` (${name})` : ''}`,
  previousHand: 'Vorige Hand',
  nextHand: 'Nächste Hand',
  replayHandKeys: 'Bild auf und Bild ab wählen die vorige oder nächste Hand.',
  historyHandError: (requested, count) =>
    `Eine Hand „${requested}“ gibt es in dieser Datei nicht: Sie enthält ${count === 1 ? 'eine Hand' : `${numbersDe.format(count)} Hände, 1 bis ${numbersDe.format(count)}`}. Hand 1 wird gezeigt.`,
  exportLabel: 'Diese Hand als Text',
  exportAs: (format, action) => `${FORMAT_DE[format]} ${action === 'copy' ? 'kopieren' : 'herunterladen'}`,
  copyLink: 'Link kopieren',
  exportDone: (what, action) =>
    what === 'link'
      ? 'Link kopiert: er öffnet diese Hand bei diesem Schritt.'
      : `${FORMAT_DE[what]} ${action === 'copy' ? 'kopiert' : 'heruntergeladen'}.`,
  exportCopyFailed: 'Der Browser hat nicht kopiert. Markiere den Text unten und kopiere ihn.',
  exportUnavailable: (format, reason) =>
    `${FORMAT_DE[format]}: ${reason === 'incomplete-hand' ? 'nur eine fertige Hand lässt sich schreiben' : reason === 'unsupported-variant' ? 'für Pot-Limit gibt es keine PHH-Variante' : 'diese Hand lässt sich nicht schreiben'}.`,
  historyLoading: 'Hand-History wird geladen …',
  historyError: (code, line, text) =>
    `Hand-History${line > 0 ? `, Zeile ${line}` : ''}: ${HISTORY_DE[code] ?? 'sie lässt sich nicht lesen'}${text ? ` („${text}“)` : ''}.`,
  historyFetchError: (url, status) => `Die Hand-History unter ${url} ließ sich nicht laden${status > 0 ? ` (HTTP ${status})` : ''}.`,
  shareError: (code, field, rule) =>
    `Geteilte Hand: ${SHARE_DE[code] ?? 'der Link lässt sich nicht lesen'}${code === 'share-invalid' && field ? ` (${field})` : ''}${rule ? ` (${rule})` : ''}. Der Tisch zeigt stattdessen seine eigene Hand.`,
  streetButton: (street) => STREET_DE[street],
};
