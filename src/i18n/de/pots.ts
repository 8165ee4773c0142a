/**
 * German terms of the pot calculator: fetched when an element first shows German (see
 * `registerPotTranslations`). The pot words a table shows too are `pot-words-de.ts`.
 */
import type { Translation } from '@shoelace-style/localize';
import { wordsDe } from './hand.js';
import { potWordsDe } from './pot-words.js';
import type { PotField, PotTerms, PotWordTerms } from '../translation.js';

const { list: listDe } = wordsDe;
/** Chip amounts as the pot words write them. */
const formatDe = potWordsDe.chipAmount;

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

/** The calculator's own German words: every pot term but the pot words a table shows (`potWordsDe`). */
export const potCalculatorDe: Translation & Omit<PotTerms, keyof PotWordTerms> = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  potOpen: (names) => (names.length === 1 ? `${names[0]} bekommt ihn` : `Die beste Hand unter ${listDe(names)} gewinnt ihn`),
  showsNoHand: (names) =>
    `${listDe(names)} ${names.length === 1 ? 'zeigt' : 'zeigen'} keine Hand und ${names.length === 1 ? 'kann' : 'können'} ihn nicht gewinnen.`,
  potLine: (potName, amount, text) => `${potName} (${formatDe(amount)}): ${text}.`,
  potEligible: 'Beteiligt',
  collects: (name, amount) => `${name} bekommt ${formatDe(amount)}`,
  potTotal: 'Insgesamt in den Pots',
  chartLabel: 'Chips jedes Spielers in jedem Pot',
  player: 'Spieler',
  putIn: 'Eingezahlt',
  returnedLabel: 'Zurück',
  legendLive: 'Chips im Spiel',
  legendDead: 'Tote Chips (gefoldet)',
  legendReturned: 'Nicht gedeckt, zurück',
  statusIn: 'Im Spiel',
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

/** Every German pot term: the pot words a table shows and the calculator's own words. */
export const potsDe: Translation & PotTerms = { ...potWordsDe, ...potCalculatorDe };
