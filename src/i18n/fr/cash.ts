/** French terms of `<poker-cash-table>`: fetched when a cash table first shows French (see `registerCashTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import type { TableEntryWay, TableLogEntry } from '../../core/table/log.js';
import { cardsFr } from './cards.js';
import { cardText } from '../table-cards.js';
import type { CashSeatState, CashTerms } from '../translation.js';

export { tableRefusalsFr } from './refusals-table.js';
export { unknownRefusalFr } from './refusals-betting.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const fFr = (amount: number): string => numbersFr.format(amount);
const listFr = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });

const HERO_FR: Record<CashSeatState, string> = {
  active: 'vous jouez',
  waiting: 'vous attendez la grosse blinde',
  posting: 'vous payez une grosse blinde à la prochaine main',
  'sitting-out': 'vous êtes absent',
  busted: 'vous n’avez plus de jetons',
  away: 'vous êtes déconnecté',
  'sits-out-next': 'vous vous absentez après cette main',
  'leaves-next': 'vous partez après cette main',
};

const STATE_FR: Record<CashSeatState, string> = {
  active: 'Joue',
  waiting: 'Attend la grosse blinde',
  posting: 'Paie une grosse blinde',
  'sitting-out': 'Absent',
  busted: 'Plus de jetons',
  away: 'Déconnecté',
  'sits-out-next': 'S’absente après cette main',
  'leaves-next': 'Part après cette main',
};

const ENTRY_FR: Readonly<Record<TableEntryWay, string>> = {
  plays: '',
  'waits-for-big-blind': ' et attend la grosse blinde',
  'posts-big-blind': ' et paie une grosse blinde pour jouer tout de suite',
};

/** A line of the table history in French. */
function tableLogLineFr(entry: TableLogEntry): string {
  switch (entry.kind) {
    case 'join':
      return entry.fromQueue
        ? `${entry.name} prend la place ${entry.seat + 1} depuis la liste d’attente${ENTRY_FR[entry.entry]}`
        : `${entry.name} s’assoit à la place ${entry.seat + 1} avec ${fFr(entry.buyIn)}${ENTRY_FR[entry.entry]}`;
    case 'queue':
      return `Aucune place libre\u00a0: ${entry.name} s’inscrit sur la liste d’attente (rang ${fFr(entry.place)})`;
    case 'leave-queue':
      return `${entry.name} quitte la liste d’attente`;
    case 'leave':
      return `${entry.name} quitte la table avec ${fFr(entry.stack)}`;
    case 'leave-after-hand':
      return `${entry.name} s’en va\u00a0: sa main est jetée, et la place se libère à la fin de la main`;
    case 'removed':
      return `${entry.name} est absent depuis ${fFr(entry.minutes)} ${entry.minutes <= 1 ? 'minute' : 'minutes'} et quitte la table avec ${fFr(entry.stack)}`;
    case 'sit-out':
      return entry.afterHand ? `${entry.name} s’absente après cette main` : `${entry.name} s’absente`;
    case 'sit-in':
      return entry.entry === 'plays'
        ? `${entry.name} revient en jeu`
        : entry.entry === 'posts-big-blind'
          ? `${entry.name} revient en jeu et paie une grosse blinde pour jouer tout de suite`
          : `${entry.name} revient en jeu et attend la grosse blinde (manquée pendant son absence)`;
    case 'rebuy':
      return entry.busted
        ? `${entry.name} se recave de ${fFr(entry.amount)}`
        : `${entry.name} complète son tapis de ${fFr(entry.amount)} jusqu’à ${fFr(entry.stack)}`;
    case 'busted':
      return entry.tournament ? `${entry.name} n’a plus de jetons` : `${entry.name} n’a plus de jetons\u00a0: se recaver ou partir`;
    case 'eliminated':
      return `${entry.name} termine ${fFr(entry.place)}${entry.place === 1 ? 'er' : 'e'}`;
    case 'draw':
      return `Tirage du bouton\u00a0: ${entry.cards.map((c) => `${c.name} ${cardText(c.card, cardsFr.rankLetter)}`).join(', ')}. ${entry.name} a la plus haute carte et le bouton`;
    case 'random-button':
      return `Le bouton va au hasard à ${entry.name}`;
    case 'hand-start': {
      const { small, big, ante } = entry.blinds;
      const posting = entry.posting.length
        ? `\u00a0; ${listFr.format(entry.posting.map((p) => p.name))} ${entry.posting.length === 1 ? 'paie' : 'paient'} une grosse blinde (C3)`
        : '';
      return `Main ${fFr(entry.hand)}\u00a0: ${entry.button.name} a le bouton\u00a0; blindes ${fFr(small)}/${fFr(big)}${ante ? `, ante ${fFr(ante)}` : ''}\u00a0: ${entry.smallBlind.name} et ${entry.bigBlind.name}${posting}`;
    }
    case 'hand-end':
      return entry.winners.length === 0
        ? `La main ${fFr(entry.hand)} est terminée`
        : `La main ${fFr(entry.hand)} est terminée\u00a0: ${listFr.format(entry.winners.map((w) => `${w.name} gagne ${fFr(w.amount)}`))}`;
    case 'hand-void':
      return entry.failed
        ? `La main ${fFr(entry.hand)} n’a pas pu être jouée jusqu’au bout et est annulée\u00a0: tous les jetons ont été rendus (C6)`
        : `La main ${fFr(entry.hand)} est annulée\u00a0: tous les jetons ont été rendus (C6)`;
    case 'timeout':
      return `Le temps de ${entry.name} est écoulé\u00a0: ${entry.action === 'check' ? 'checke' : 'se couche'} automatiquement\u00a0; s’absente après la main`;
    case 'disconnect':
      return `${entry.name} a perdu la connexion`;
    case 'reconnect':
      return `${entry.name} est de nouveau connecté`;
    case 'level':
      return `Les blindes montent à ${fFr(entry.small)}/${fFr(entry.big)}${entry.ante ? `, ante ${fFr(entry.ante)}` : ''}`;
  }
}

export const cashFr: Translation & CashTerms = {
  $code: 'fr',
  $name: 'Français',
  $dir: 'ltr',

  cashGame: 'Partie cash',
  handNumber: (hand) => `Main ${fFr(hand)}`,
  waitingForPlayers: 'En attente de joueurs',
  nextHand: 'La prochaine main arrive',
  emptySeat: (seat) => `Place ${seat}`,
  seatFree: 'libre',
  seatState: (state) => STATE_FR[state],
  botLabel: (kind) => `Ordinateur, ${kind === 'passive' ? 'passif' : kind === 'reasonable' ? 'raisonnable' : kind}`,
  yourSeat: 'Votre place',
  heroName: 'Vous',
  heroStatus: (seat, stack, state) => `Place ${seat}, ${fFr(stack)} ${stack <= 1 ? 'jeton' : 'jetons'}\u00a0: ${HERO_FR[state]}.`,
  notSeated: (free) =>
    free === 1
      ? 'Une place est libre\u00a0: choisissez-la sur la table ou ici.'
      : `${free} places sont libres\u00a0: choisissez-en une sur la table ou prenez la première.`,
  tableFull: (queue) =>
    `Toutes les places sont prises (C7). ${queue === 0 ? 'Personne n’attend encore.' : queue === 1 ? 'Un joueur attend.' : `${queue} joueurs attendent.`}`,
  queued: (place) =>
    `Vous êtes numéro ${place} sur la liste d’attente\u00a0: la prochaine place libre est pour vous à votre tour. Vous pouvez quitter la liste à tout moment.`,
  joinQueue: 'S’inscrire sur la liste d’attente',
  leaveQueue: 'Quitter la liste d’attente',
  takeSeat: (seat) => (seat === null ? 'Prendre place' : `Prendre la place ${seat}`),
  buyInLabel: (min, max) => `Cave (de ${fFr(min)} à ${fFr(max)})`,
  addChipsLabel: (min, max) => (min >= max ? `Jetons à ajouter (${fFr(max)})` : `Jetons à ajouter (de ${fFr(min)} à ${fFr(max)})`),
  errorSeatChips: (kind, text, min, max) => {
    const range = `un nombre entier de ${fFr(min)} à ${fFr(max)}`;
    if (text === '') return kind === 'buy-in' ? `Indiquez une cave\u00a0: ${range}.` : `Indiquez les jetons à ajouter\u00a0: ${range}.`;
    return `«\u00a0${text}\u00a0» n’est pas ${kind === 'buy-in' ? 'une cave' : 'un nombre de jetons à ajouter'}\u00a0: indiquez ${range}.`;
  },
  stayAtTable: 'Rester à la table',
  entryLabel: 'Comment entrer dans le jeu',
  waitForBigBlind: 'Attendre la grosse blinde',
  postBigBlindNow: 'Payer une grosse blinde maintenant et jouer la prochaine main',
  sitDown: 'S’asseoir',
  cancel: 'Annuler',
  sitOut: 'S’absenter',
  sitIn: 'Revenir en jeu',
  leaveTable: 'Quitter la table',
  rebuy: 'Se recaver',
  topUp: 'Compléter le tapis',
  addChips: 'Ajouter des jetons',
  clockLeft: (seconds, timeBank) => (timeBank ? `Banque de temps\u00a0: ${seconds} s` : `${seconds} s pour jouer`),
  tableLogTitle: 'Historique de la table',
  tableLogLine: tableLogLineFr,
  heroTimedOut: (action) =>
    `Votre temps est écoulé\u00a0: l’horloge a ${action === 'check' ? 'checké' : 'couché votre main'} pour vous, et vous vous absentez après cette main. Revenez en jeu pour continuer.`,
  errorBotKind: (name, kind) =>
    `Joueurs ordinateur\u00a0: «\u00a0${kind}\u00a0» (${name}) n’est pas un genre de joueur ordinateur. Écrivez passive ou reasonable\u00a0: Ben reasonable 1000.`,
  errorBuyIn: (text) =>
    `La cave\u00a0: «\u00a0${text}\u00a0» n’est pas une fourchette de jetons. Écrivez le minimum et le maximum\u00a0: 400-1000 (le minimum au plus égal au maximum).`,
  errorTableSize: (text) => `La taille de la table\u00a0: «\u00a0${text}\u00a0» n’est pas de 2 à 10 places.`,
  errorClock: (text) =>
    `Le temps de réflexion\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre de secondes. Écrivez 30, 30+10 (10 s de plus pour un joueur déconnecté) ou off.`,
  errorMilliseconds: (field, text) =>
    `${field.charAt(0).toUpperCase()}${field.slice(1)}\u00a0: «\u00a0${text}\u00a0» n’est pas un nombre entier de millisecondes (700 font 0,7 s).`,
  errorPlayers: (count, seats) => `${count} joueurs ordinateur ne tiennent pas à une table de ${seats} places.`,
  errorRestore: (key) =>
    `La table enregistrée «\u00a0${key}\u00a0» n’a pas pu être restaurée (abîmée, ou enregistrée pour d’autres réglages)\u00a0: une nouvelle table commence.`,
};
