/** German terms of the pot calculator: fetched when an element first shows German (see `registerPotTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import { amountText, currentAmountUnit } from './amount-unit.js';
import { wordsDe } from './de.js';
import type { HandShape, PotAwardWording, PotField, PotTerms } from './translation.js';

const { word: wDe, plural: plDe, upTo: upToDe, list: listDe } = wordsDe;
const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const formatDe = (amount: number): string => amountText('de', numbersDe, amount);

/** A hand after "gewinnt mit": `einem Paar Könige`, `einer Straße bis zur Neun`. */
function withHandDe({ category, ranks }: HandShape): string {
  const [a, b] = ranks;
  switch (category) {
    case 'straight-flush':
      return a === 'A' ? 'einem Royal Flush' : `einem Straight Flush bis ${upToDe(a)}`;
    case 'four-of-a-kind':
      return `einem Vierling ${plDe(a)}`;
    case 'full-house':
      return `einem Full House, ${plDe(a)} über ${plDe(b)}`;
    case 'flush':
      return `einem Flush, ${wDe(a)} hoch`;
    case 'straight':
      return a === '5' ? 'einer Straße bis zur Fünf (Wheel)' : `einer Straße bis ${upToDe(a)}`;
    case 'three-of-a-kind':
      return `einem Drilling ${plDe(a)}`;
    case 'two-pair':
      return `zwei Paaren, ${plDe(a)} und ${plDe(b)}`;
    case 'one-pair':
      return `einem Paar ${plDe(a)}`;
    case 'high-card':
      return `${wDe(a)} hoch`;
  }
}

function potAwardDe(award: PotAwardWording): string {
  const names = listDe(award.winners);
  if (award.kind === 'uncontested') return `${names} bekommt ihn: Niemand sonst ist beteiligt`;
  if (award.kind === 'best-hand') return `${names} gewinnt ${award.hand ? `mit ${withHandDe(award.hand)}` : 'mit der besten Hand'}`;
  let text = `${names} ${award.hand ? `teilen ihn mit ${withHandDe(award.hand)}` : 'sind gleichauf und teilen ihn'}, je ${formatDe(award.sharePerWinner)}`;
  const odd = award.oddChips;
  if (odd.length === 1) text += `; der übrige Chip geht an ${odd[0]}, den Ersten von ihnen links vom Button`;
  else if (odd.length > 1) text += `; die ${odd.length} übrigen Chips gehen je einer an ${listDe(odd)}, im Uhrzeigersinn ab dem Button`;
  return text;
}

/** A field's name at the start of a message. */
const capDe = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fieldNameDe(field: PotField): string {
  switch (field.kind) {
    case 'name':
      return `Name von ${field.player}`;
    case 'chips':
      return `Chips von ${field.player}`;
    case 'cards':
      return `Karten von ${field.player}`;
    case 'status':
      return `Status von ${field.player}`;
    case 'board':
      return 'das Board';
    case 'order':
      return 'die Reihenfolge im Showdown';
    case 'button':
      return 'der Button';
    case 'players':
      return 'die Spieler';
  }
}

export const potsDe: Translation & PotTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  chipAmount: formatDe,
  potName: (index) => (index === 0 ? 'Hauptpot' : `Nebenpot ${index}`),
  potAward: potAwardDe,
  potOpen: (names) => (names.length === 1 ? `${names[0]} bekommt ihn` : `Die beste Hand unter ${listDe(names)} gewinnt ihn`),
  showsNoHand: (names) =>
    `${listDe(names)} ${names.length === 1 ? 'zeigt' : 'zeigen'} keine Hand und ${names.length === 1 ? 'kann' : 'können'} ihn nicht gewinnen.`,
  potLine: (potName, amount, text) => `${potName} (${formatDe(amount)}): ${text}.`,
  potEligible: 'Beteiligt',
  returnedChips: (name, amount) =>
    currentAmountUnit()
      ? `${formatDe(amount)}, nicht gedeckt, gehen an ${name} zurück`
      : amount === 1
        ? `1 nicht gedeckter Chip geht an ${name} zurück`
        : `${formatDe(amount)} nicht gedeckte Chips gehen an ${name} zurück`,
  collects: (name, amount) => `${name} bekommt ${formatDe(amount)}`,
  potTotal: 'Insgesamt in den Pots',
  pots: 'Pots',
  chartLabel: 'Chips jedes Spielers in jedem Pot',
  player: 'Spieler',
  putIn: 'Eingezahlt',
  returnedLabel: 'Zurück',
  legendLive: 'Chips im Spiel',
  legendDead: 'Tote Chips (gefoldet)',
  legendReturned: 'Nicht gedeckt, zurück',
  statusIn: 'Im Spiel',
  statusAllIn: 'All-in',
  statusFolded: 'Gefoldet',
  button: 'Button',
  buttonIs: (name) => `Button: ${name}`,
  playerCount: (count) => `${count} Spieler`,
  result: 'Ergebnis',
  showdownOpen: 'Wer gewinnt, ist noch offen: Gib die Karten der Spieler und das Board an oder eine Reihenfolge im Showdown.',
  staleResult: 'Die Pots zeigen die letzte gültige Eingabe, bis der Wert korrigiert ist.',
  noPlayers: 'Füge Spieler hinzu und was jeder eingezahlt hat, um die Pots zu sehen.',
  noChips: 'Noch hat niemand Chips eingezahlt: Die Pots sind leer.',
  playerLimit: (max) => `Höchstens ${max} Spieler.`,
  summary: 'Zusammenfassung als Text',
  copySummary: 'Zusammenfassung kopieren',
  copied: 'Zusammenfassung kopiert.',
  copySelected: 'Zusammenfassung markiert: Mit Strg+C (⌘C auf dem Mac) kopieren.',
  summaryPlayers: (entries) => entries.join(', '),
  summaryPlayer: (name, amount, status, button) =>
    `${name} ${amount}${status === 'all-in' ? ' (all-in)' : status === 'folded' ? ' (gefoldet)' : ''}${button ? ' (Button)' : ''}`,
  summaryPot: (potName, amount, names) => `${potName} ${formatDe(amount)}: ${listDe(names)}`,

  players: 'Spieler',
  playerNameLabel: 'Name',
  chipsLabel: 'Eingezahlt',
  statusLabel: 'Status',
  cardsLabel: 'Karten',
  nameOf: (name) => `Name von ${name}`,
  chipsOf: (name) => `Chips, die ${name} eingezahlt hat`,
  statusOf: (name) => `Status von ${name}`,
  buttonOf: (name) => `${name} hat den Button`,
  orderLabel: 'Reihenfolge im Showdown',
  orderHint: 'Beste zuerst, = für gleich gut: Ben > Carla = Anna. Geht vor den Karten.',
  boardHint: 'Board',

  fieldName: fieldNameDe,
  errorMissingAmount: (field) => `${capDe(field)}: Kein Betrag. Gib ein, wie viele Chips eingezahlt wurden, z. B. 20.`,
  errorNotANumber: (field, text) => `${capDe(field)}: „${text}“ ist keine Chipzahl.`,
  errorNegative: (field, text) => `${capDe(field)}: „${text}“ ist negativ. Ein Spieler zahlt 0 Chips oder mehr ein.`,
  errorNotWhole: (field, text) => `${capDe(field)}: „${text}“ ist keine ganze Zahl. Chips werden in ganzen Einheiten gezählt.`,
  errorDuplicateName: (name) => `Zwei Spieler heißen ${name}: Gib jedem Spieler einen eigenen Namen.`,
  errorDuplicateInOrder: (name) => `Die Reihenfolge nennt ${name} zweimal: Nenne jeden Spieler nur einmal.`,
  errorTooManyPlayers: (max, count) => `Höchstens ${max} Spieler: ${count} angegeben.`,
  errorUnknownPlayer: (field, name) => `${capDe(field)}: „${name}“ ist keiner der Spieler.`,
  errorAllInFolded: (name) => `${name} ist als all-in und als gefoldet markiert: Wer all-in ist, kann nicht mehr folden.`,
  errorEveryoneFolded: 'Alle, die Chips eingezahlt haben, haben gefoldet: Niemand ist mehr da, der den Pot gewinnen kann.',
  errorNoShowdown: (potName, names) =>
    `${potName}: ${names.length === 2 ? `weder ${names[0]} noch ${names[1]} zeigt` : `keiner von ${listDe(names)} zeigt`} eine Hand. Gib ihre Karten an oder setze sie in die Reihenfolge im Showdown.`,
  errorDuplicateCardAt: (card, name, fields) =>
    `${card} (${name}) ist doppelt ausgeteilt (${listDe(fields)}): Jede Karte gibt es im Deck nur einmal.`,
};
