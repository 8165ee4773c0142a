import type { Translation } from '@shoelace-style/localize';
import { amountText } from '../amount-unit.js';
import type { ReplayTerms } from '../replay-terms.js';

const numbersEs = new Intl.NumberFormat('es', { maximumFractionDigits: 0, useGrouping: 'always' as unknown as boolean });

const FORMAT_ES = { phh: 'PHH', pokerstars: 'texto de PokerStars', link: 'enlace' } as const;
const STREET_ES = { preflop: 'Preflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Showdown' } as const;
const capEs = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const HISTORY_ES: Record<string, string> = {
  'history-empty': 'el historial de la mano está vacío',
  'history-syntax': 'no es PHH (TOML) legible ni texto de PokerStars',
  'history-missing-field': 'falta un campo que el formato exige',
  'history-invalid-field': 'un campo tiene un valor inservible',
  'unsupported-variant': 'solo se puede reproducir Texas Hold’em sin límite o de límite fijo',
  'history-unsupported': 'esta mano usa algo que la mesa no juega (straddles, antes desiguales, run it twice)',
  'history-action': 'una acción que no se puede leer',
  'history-inconsistent': 'el historial de la mano se contradice',
  'pot-mismatch': 'los botes, el rake y las ganancias no cuadran',
};

const SHARE_ES: Record<string, string> = {
  'share-empty': 'el enlace no contiene ninguna mano',
  'share-not-a-hand': 'el enlace no contiene una mano que esta mesa sepa leer',
  'share-version': 'el enlace viene de otra versión de la mesa',
  'share-truncated': 'el enlace está cortado: cópialo entero',
  'share-checksum': 'un carácter del enlace es erróneo: vuelve a copiarlo',
  'share-invalid': 'una parte del enlace no se puede leer',
  'share-refused': 'la mano del enlace incumple una regla',
};

/** Spanish terms of the replayer, the export and share links: fetched when a replaying table first shows Spanish. */
export const replayEs: Translation & ReplayTerms = {
  $code: 'es',
  $name: 'Español',
  $dir: 'ltr',

  replayLabel: 'Reproducción',
  replaySource: (format) => `Reproducción desde ${format === 'link' ? 'un enlace' : FORMAT_ES[format]}`,
  play: 'Reproducir',
  pause: 'Pausa',
  replaySpeed: 'Velocidad',
  speedOption: (factor) => `${String(factor).replace('.', ',')}×`,
  jumpToStreet: 'Saltar a una ronda de apuestas',
  replayKeys: 'Teclas: Espacio reproduce o pausa, ← → avanzan pasos, Inicio vuelve a empezar, Fin salta al final.',
  replayRake: (rake) =>
    `La casa se quedó ${amountText('es', numbersEs, rake)} de rake: las ganancias del archivo son los botes menos el rake.`,
  replayHands: 'Manos de este archivo',
  replayHand: 'Mano que reproducir',
  handOf: (index, count, name) => `Mano ${numbersEs.format(index)} de ${numbersEs.format(count)}${name ? ` (${name})` : ''}`,
  previousHand: 'Mano anterior',
  nextHand: 'Mano siguiente',
  replayHandKeys: 'Re Pág y Av Pág eligen la mano anterior o la siguiente.',
  historyHandError: (requested, count) =>
    `Este archivo no tiene una mano «${requested}»: contiene ${count === 1 ? 'una mano' : `${numbersEs.format(count)} manos, de la 1 a la ${numbersEs.format(count)}`}. Se muestra la mano 1.`,
  exportLabel: 'Esta mano en texto',
  exportAs: (format, action) => `${action === 'copy' ? 'Copiar' : 'Descargar'} ${FORMAT_ES[format]}`,
  copyLink: 'Copiar el enlace',
  exportDone: (what, action) =>
    what === 'link'
      ? 'Enlace copiado: abre esta mano en este paso.'
      : `${capEs(FORMAT_ES[what])} ${action === 'copy' ? 'copiado' : 'descargado'}.`,
  exportCopyFailed: 'El navegador no ha copiado. Selecciona el texto de abajo y cópialo.',
  exportUnavailable: (format, reason) =>
    `${capEs(FORMAT_ES[format])}: ${reason === 'incomplete-hand' ? 'solo se puede escribir una mano terminada' : reason === 'unsupported-variant' ? 'PHH no tiene variante de límite del bote' : 'esta mano no se puede escribir'}.`,
  historyLoading: 'Cargando el historial de la mano…',
  historyError: (code, line, text) =>
    `Historial de la mano${line > 0 ? `, línea ${line}` : ''}: ${HISTORY_ES[code] ?? 'no se puede leer'}${text ? ` («${text}»)` : ''}.`,
  historyFetchError: (url, status) => `No se pudo cargar el historial de la mano de ${url}${status > 0 ? ` (HTTP ${status})` : ''}.`,
  shareError: (code, field, rule) =>
    `Mano compartida: ${SHARE_ES[code] ?? 'el enlace no se puede leer'}${code === 'share-invalid' && field ? ` (${field})` : ''}${rule ? ` (${rule})` : ''}. La mesa muestra en su lugar su propia mano.`,
  streetButton: (street) => STREET_ES[street],
};
