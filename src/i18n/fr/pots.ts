/** French terms of the pot calculator: fetched when an element first shows French. The pot words a table shows too are `pot-words.ts`. */
import type { Translation } from '@shoelace-style/localize';
import { ofName, wordsFr } from './hand.js';
import { formatFr, potWordsFr } from './pot-words.js';
import type { PotField, PotTerms, PotWordTerms } from '../translation.js';

const { list: listFr } = wordsFr;
const capFr = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function fieldNameFr(field: PotField): string {
  switch (field.kind) {
    case 'name':
      return `le nom ${ofName(field.player)}`;
    case 'chips':
      return `les jetons ${ofName(field.player)}`;
    case 'cards':
      return `les cartes ${ofName(field.player)}`;
    case 'status':
      return `le statut ${ofName(field.player)}`;
    case 'board':
      return 'le tableau';
    case 'order':
      return 'l’ordre au showdown';
    case 'button':
      return 'le bouton';
    case 'players':
      return 'les joueurs';
  }
}

/** The calculator's own French words: every pot term but the pot words a table shows (`potWordsFr`). */
export const potCalculatorFr: Translation & Omit<PotTerms, keyof PotWordTerms> = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  potOpen: (names) => (names.length === 1 ? `${names[0]} le remporte` : `La meilleure main parmi ${listFr(names)} le remporte`),
  showsNoHand: (names) =>
    `${listFr(names)} ne ${names.length === 1 ? 'montre' : 'montrent'} pas de main et ne ${names.length === 1 ? 'peut' : 'peuvent'} pas le gagner.`,
  potLine: (potName, amount, text) => `${potName} (${formatFr(amount)})\u00a0: ${text}.`,
  potEligible: 'En lice',
  collects: (name, amount) => `${name} ramasse ${formatFr(amount)}`,
  potTotal: 'Total dans les pots',
  chartLabel: 'Jetons de chaque joueur dans chaque pot',
  player: 'Joueur',
  putIn: 'Misé',
  returnedLabel: 'Rendu',
  legendLive: 'Jetons en jeu',
  legendDead: 'Jetons morts (couchés)',
  legendReturned: 'Non suivis, rendus',
  statusIn: 'En jeu',
  button: 'Bouton',
  buttonIs: (name) => `Bouton\u00a0: ${name}`,
  playerCount: (count) => `${count} ${count <= 1 ? 'joueur' : 'joueurs'}`,
  result: 'Résultat',
  showdownOpen: 'Le gagnant n’est pas encore connu\u00a0: indiquez les cartes des joueurs et le tableau, ou un ordre au showdown.',
  staleResult: 'Les pots montrent la dernière saisie valable, jusqu’à ce que la valeur soit corrigée.',
  noPlayers: 'Ajoutez des joueurs et ce que chacun a misé pour voir les pots.',
  noChips: 'Personne n’a encore misé de jetons\u00a0: les pots sont vides.',
  playerLimit: (max) => `${max} joueurs au plus.`,
  summary: 'Résumé en texte',
  copySummary: 'Copier le résumé',
  copied: 'Résumé copié.',
  copySelected: 'Résumé sélectionné\u00a0: appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
  summaryPlayers: (entries) => entries.join(', '),
  summaryPlayer: (name, amount, status, button) =>
    `${name} ${amount}${status === 'all-in' ? ' (tapis)' : status === 'folded' ? ' (couché)' : ''}${button ? ' (bouton)' : ''}`,
  summaryPot: (potName, amount, names) => `${potName} ${formatFr(amount)}\u00a0: ${listFr(names)}`,

  players: 'Joueurs',
  playerNameLabel: 'Nom',
  chipsLabel: 'Misé',
  statusLabel: 'Statut',
  cardsLabel: 'Cartes',
  nameOf: (name) => `Nom ${ofName(name)}`,
  chipsOf: (name) => `Jetons misés par ${name}`,
  statusOf: (name) => `Statut ${ofName(name)}`,
  buttonOf: (name) => `${name} a le bouton`,
  orderLabel: 'Ordre au showdown',
  orderHint: 'Le meilleur d’abord, = pour une égalité\u00a0: Ben > Carla = Anna. Prime sur les cartes.',
  boardHint: 'Tableau',

  fieldName: fieldNameFr,
  errorMissingAmount: (field) => `${capFr(field)}\u00a0: aucun montant. Indiquez combien de jetons ont été misés, par exemple 20.`,
  errorNotANumber: (field, text) => `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre de jetons.`,
  errorNegative: (field, text) => `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» est négatif. Un joueur mise 0 jeton ou plus.`,
  errorNotWhole: (field, text) =>
    `${capFr(field)}\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre entier. Les jetons se comptent en unités entières.`,
  errorDuplicateName: (name) => `Deux joueurs s’appellent ${name}\u00a0: donnez à chaque joueur son propre nom.`,
  errorDuplicateInOrder: (name) => `L’ordre nomme ${name} deux fois\u00a0: nommez chaque joueur une seule fois.`,
  errorTooManyPlayers: (max, count) => `${max} joueurs au plus\u00a0: ${count} donnés.`,
  errorUnknownPlayer: (field, name) => `${capFr(field)}\u00a0: «\u00a0${name}\u00a0» n’est pas l’un des joueurs.`,
  errorAllInFolded: (name) => `${name} est marqué à la fois à tapis et couché\u00a0: un joueur à tapis ne peut plus se coucher.`,
  errorEveryoneFolded: 'Tous ceux qui ont misé se sont couchés\u00a0: plus personne ne peut remporter le pot.',
  errorNoShowdown: (potName, names) =>
    `${potName}\u00a0: ${names.length === 2 ? `ni ${names[0]} ni ${names[1]} ne montre` : `aucun de ${listFr(names)} ne montre`} de main. Indiquez leurs cartes ou placez-les dans l’ordre au showdown.`,
  errorDuplicateCardAt: (card, name, fields) =>
    `${card} (${name}) est distribuée deux fois (${listFr(fields)})\u00a0: le jeu ne contient chaque carte qu’une fois.`,
};

/** Every French pot term: the pot words a table shows and the calculator's own words. */
export const potsFr: Translation & PotTerms = { ...potWordsFr, ...potCalculatorFr };
