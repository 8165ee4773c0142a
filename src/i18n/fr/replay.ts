import type { Translation } from '@shoelace-style/localize';
import { amountText } from '../amount-unit.js';
import type { ReplayTerms } from '../replay-terms.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });

const FORMAT_FR = { phh: 'PHH', pokerstars: 'texte PokerStars', link: 'lien' } as const;
const STREET_FR = { preflop: 'Préflop', flop: 'Flop', turn: 'Turn', river: 'River', showdown: 'Abattage' } as const;
const capFr = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const HISTORY_FR: Record<string, string> = {
  'history-empty': 'l’historique de main est vide',
  'history-syntax': 'ce n’est ni du PHH (TOML) lisible ni du texte PokerStars',
  'history-missing-field': 'il manque un champ que le format exige',
  'history-invalid-field': 'un champ a une valeur inutilisable',
  'unsupported-variant': 'seul le Texas Hold’em no limit ou limite fixe peut être rejoué',
  'history-unsupported': 'cette main utilise quelque chose que la table ne joue pas (straddles, antes inégales, run it twice)',
  'history-action': 'une action illisible',
  'history-inconsistent': 'l’historique de main se contredit',
  'pot-mismatch': 'les pots, le rake et les gains ne tombent pas juste',
};

const SHARE_FR: Record<string, string> = {
  'share-empty': 'le lien ne contient aucune main',
  'share-not-a-hand': 'le lien ne contient pas de main que cette table sache lire',
  'share-version': 'le lien vient d’une autre version de la table',
  'share-truncated': 'le lien est coupé\u00a0: copiez-le en entier',
  'share-checksum': 'un caractère du lien est faux\u00a0: copiez-le à nouveau',
  'share-invalid': 'une partie du lien est illisible',
  'share-refused': 'la main du lien enfreint une règle',
};

/** French terms of the replayer, the export and share links: fetched when a replaying table first shows French. */
export const replayFr: Translation & ReplayTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  replayLabel: 'Relecture',
  replaySource: (format) => `Relecture depuis ${format === 'link' ? 'un lien' : `du ${FORMAT_FR[format]}`}`,
  play: 'Lecture',
  pause: 'Pause',
  replaySpeed: 'Vitesse',
  speedOption: (factor) => `${String(factor).replace('.', ',')}×`,
  jumpToStreet: 'Aller à un tour d’enchères',
  replayKeys: 'Touches\u00a0: Espace lance ou met en pause, ← → avancent d’un pas, Début recommence, Fin va à la fin.',
  replayRake: (rake) =>
    `La maison a pris ${amountText('fr', numbersFr, rake)} de rake\u00a0: les gains du fichier sont les pots moins le rake.`,
  replayHands: 'Mains de ce fichier',
  replayHand: 'Main à rejouer',
  handOf: (index, count, name) => `Main ${numbersFr.format(index)} sur ${numbersFr.format(count)}${name ? ` (${name})` : ''}`,
  previousHand: 'Main précédente',
  nextHand: 'Main suivante',
  replayHandKeys: 'Page précédente et Page suivante choisissent la main d’avant ou d’après.',
  historyHandError: (requested, count) =>
    `Ce fichier n’a pas de main «\u00a0${requested}\u00a0»\u00a0: il en contient ${count === 1 ? 'une' : `${numbersFr.format(count)}, de 1 à ${numbersFr.format(count)}`}. La main 1 est montrée.`,
  exportLabel: 'Cette main en texte',
  exportAs: (format, action) => `${action === 'copy' ? 'Copier' : 'Télécharger'} le ${FORMAT_FR[format]}`,
  copyLink: 'Copier le lien',
  exportDone: (what, action) =>
    what === 'link'
      ? 'Lien copié\u00a0: il ouvre cette main à cette étape.'
      : `${capFr(FORMAT_FR[what])} ${action === 'copy' ? 'copié' : 'téléchargé'}.`,
  exportCopyFailed: 'Le navigateur n’a pas copié. Sélectionnez le texte ci-dessous et copiez-le.',
  exportUnavailable: (format, reason) =>
    `${capFr(FORMAT_FR[format])}\u00a0: ${reason === 'incomplete-hand' ? 'seule une main terminée peut être écrite' : reason === 'unsupported-variant' ? 'le PHH n’a pas de variante pot limit' : 'cette main ne peut pas être écrite'}.`,
  historyLoading: 'Chargement de l’historique de main…',
  historyError: (code, line, text) =>
    `Historique de main${line > 0 ? `, ligne ${line}` : ''}\u00a0: ${HISTORY_FR[code] ?? 'il est illisible'}${text ? ` («\u00a0${text}\u00a0»)` : ''}.`,
  historyFetchError: (url, status) =>
    `L’historique de main à l’adresse ${url} n’a pas pu être chargé${status > 0 ? ` (HTTP ${status})` : ''}.`,
  shareError: (code, field, rule) =>
    `Main partagée\u00a0: ${SHARE_FR[code] ?? 'le lien est illisible'}${code === 'share-invalid' && field ? ` (${field})` : ''}${rule ? ` (${rule})` : ''}. La table montre sa propre main à la place.`,
  streetButton: (street) => STREET_FR[street],
};
