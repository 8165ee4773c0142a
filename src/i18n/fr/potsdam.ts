/** The words of `<poker-table variant="potsdam">` in French (see `potsdam-en.ts`). */
import type { PotsdamEnding, PotsdamPhase } from '../../core/potsdam/types.js';
import type { PotsdamWords, SeatName } from '../potsdam-en.js';
import { ofName } from './hand.js';
export { potsdamRefusalsFr } from './refusals-potsdam.js';
export { unknownRefusalFr } from './refusals-betting.js';

const n = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const f = (amount: number): string => n.format(amount);
const et = (items: readonly string[]): string => new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);
const cartes = (count: number): string => (count <= 1 ? 'carte' : 'cartes');

const PHASES: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'Tour d’entrée',
  exchange: 'Tour d’échange',
  choosing: 'Achat de cartes neuves',
  betting: 'Tour d’enchères',
  'end-offer': 'Finir la partie\u00a0?',
  'final-betting': 'Dernier tour d’enchères',
  'last-exchange': 'Dernier tour d’échange',
  'last-betting': 'Enchères après le dernier échange',
  showdown: 'Abattage',
  complete: 'La partie est finie',
  uncontested: 'La partie est finie',
};

const ending = (e: PotsdamEnding, name: SeatName): string => {
  switch (e.kind) {
    case 'one-left':
      return `il ne reste que ${name(e.seat)} en jeu (P6 (1))`;
    case 'ended-by-player':
      return `${name(e.seat)} a payé ${f(e.price)} pour la finir (P6 (2))`;
    case 'no-exchange':
      return `personne n’a échangé au tour d’échange ${e.exchangeRound} (P6 (3))`;
    case 'three-passes':
      return `${et(e.seats.map(name))} ${e.seats.length === 1 ? 'n’a' : 'n’ont'} pas échangé trois fois de suite (P6 (4))`;
    case 'round-limit':
      return `la limite de la table, ${e.exchangeRound} tours d’échange, est atteinte (comme P6 (3))`;
  }
};

export const potsdamFr: PotsdamWords = {
  lang: 'fr',
  gameName: 'Potsdam Hold’em',
  limitLine: (limit, betLimit) => (betLimit === 'each-bet' ? `mises jusqu’à ${f(limit)}` : `jusqu’à ${f(limit)} par tour`),
  phaseName: (phase, round) => (phase === 'exchange' || phase === 'betting' ? `${PHASES[phase]} ${round}` : PHASES[phase]),
  endingName: ending,
  ruleTitle: {
    P1: 'P1\u00a0: les blindes\u00a0; cinq cartes cachées pour chacun, cinq cartes communes visibles',
    P2: 'P2\u00a0: tour d’entrée\u00a0: suivre la grosse blinde ou se coucher, sans relance',
    P3: 'P3\u00a0: échanger aucune, une ou les cinq cartes, de la gauche du bouton jusqu’au bouton',
    P4: 'P4\u00a0: après un échange, le suivant peut acheter des cartes neuves pour une petite blinde et choisir quel jeu va au milieu',
    P5: 'P5\u00a0: un tour d’enchères après chaque tour d’échange\u00a0; une mise ou une relance vaut au plus trois grosses blindes',
    P6: 'P6\u00a0: les quatre façons dont la partie se termine',
    P7: 'P7\u00a0: la meilleure main de cinq cartes gagne',
  },
  communityLabel: 'Cartes communes',
  asideTitle: 'Hors jeu',
  asideSet: (name, which) =>
    which === 'fresh' ? `Cartes neuves que ${name} n’a pas prises` : `Cartes défaussées, remplacées par les cartes neuves ${ofName(name)}`,
  deckLeft: (count) => `${f(count)} ${cartes(count)} dans le talon`,
  cardsOf: (name) => `Cartes ${ofName(name)}`,
  statusExchanged: 'a échangé',
  statusPassed: (times) => `${times}× sans échanger`,
  statusEnded: 'a fini la partie',
  logLine: (entry, name, cards) => {
    switch (entry.kind) {
      case 'blind':
        return `${name(entry.seat)} paie la ${entry.blind === 'small' ? 'petite' : 'grosse'} blinde de ${f(entry.amount)}${entry.allIn ? ' et est à tapis' : ''}.`;
      case 'deal':
        return `Cinq cartes pour chacun\u00a0; au milieu\u00a0: ${cards(entry.community)}.`;
      case 'action': {
        const who = name(entry.seat);
        const allIn = entry.allIn ? ' (tapis)' : '';
        switch (entry.action) {
          case 'fold':
            return `${who} se couche.`;
          case 'check':
            return `${who} checke.`;
          case 'call':
            return `${who} suit de ${f(entry.amount)}${allIn}.`;
          case 'bet':
            return `${who} mise ${f(entry.to)}${allIn}.`;
          case 'raise':
            return `${who} relance à ${f(entry.to)}${allIn}.`;
          case 'all-in':
            return `${who} fait tapis pour ${f(entry.to)}.`;
        }
        return `${who}\u00a0: ${entry.action}.`;
      }
      case 'uncalled-returned':
        return `${f(entry.amount)} que personne n’a suivis reviennent à ${name(entry.seat)}.`;
      case 'exchange-round':
        return `${entry.last ? 'Le dernier tour d’échange' : `Tour d’échange ${entry.exchangeRound}`}\u00a0: ${et(entry.order.map(name))}, dans cet ordre.`;
      case 'exchange':
        return entry.given.length === 5
          ? `${name(entry.seat)} défausse ses cinq cartes (${cards(entry.given)}) et prend celles du milieu\u00a0: ${cards(entry.taken)}.`
          : `${name(entry.seat)} défausse ${cards(entry.given)} et prend ${cards(entry.taken)}.`;
      case 'pass':
        return `${name(entry.seat)} n’échange pas (${entry.passesInARow}× de suite).`;
      case 'buy':
        return `${name(entry.seat)} paie ${f(entry.price)} pour des cartes neuves\u00a0: ${cards(entry.fresh)}, contre ${cards(entry.laidDown)}, défaussées par ${name(entry.from)}.`;
      case 'choose':
        return entry.set === 'fresh'
          ? `${name(entry.seat)} met les cartes neuves au milieu\u00a0; ${cards(entry.aside)} sont hors jeu.`
          : `${name(entry.seat)} laisse les cartes défaussées au milieu\u00a0; les cartes neuves ${cards(entry.aside)} sont hors jeu.`;
      case 'betting-round':
        return entry.skipped ? 'Personne ne peut miser\u00a0: pas de tour d’enchères.' : `${PHASES[entry.phase]}\u00a0: c’est parti.`;
      case 'decline-end':
        return `${name(entry.seat)} ne finit pas la partie.`;
      case 'ending':
        return `La partie se termine parce que ${ending(entry.ending, name)}.`;
      case 'show':
        return `${name(entry.seat)} montre ${cards(entry.cards)}.`;
      case 'muck':
        return `${name(entry.seat)} jette ses cartes.`;
      case 'uncontested':
        return `${name(entry.seat)} gagne sans abattage.`;
      case 'award':
        return `${et(entry.award.shares.map((share) => `${name(share.seat)} gagne ${f(share.amount)}`))} (pot ${entry.award.potIndex + 1}).`;
    }
  },
  logExchangeRound: (round, last) => (last ? 'Dernier tour d’échange' : `Tour d’échange ${round}`),
  logBettingRound: (round, phase) => (phase === 'betting' ? `Tour d’enchères ${round}` : PHASES[phase]),
  logEntry: 'Tour d’entrée',
  logShowdown: 'Abattage',
  exchangeTitle: (name) => `${name}\u00a0: échanger`,
  pickOwn: 'Votre carte à défausser',
  pickCommunity: 'Carte commune à prendre',
  pickPrompt: 'Choisissez une de vos cartes et une carte commune, ou échangez les cinq.',
  exchangeOne: (give, take) => `Échanger ${give} contre ${take}`,
  exchangeAll: 'Échanger les cinq',
  pass: 'Ne pas échanger',
  buy: (price, count, from) =>
    `Acheter ${count} ${count <= 1 ? 'carte neuve' : 'cartes neuves'} pour ${f(price)} (contre celles ${ofName(from)})`,
  noBuyLast: 'Pas de cartes neuves au dernier tour d’échange.',
  chooseTitle: (name) => `${name}\u00a0: quel jeu va au milieu\u00a0?`,
  laidDownSet: (name) => `Défaussées par ${name}`,
  freshSet: 'Neuves, du talon',
  chooseLaidDown: 'Garder les cartes défaussées',
  chooseFresh: 'Mettre les cartes neuves',
  endTitle: (name, price) => `${name} n’a pas échangé\u00a0: finir la partie pour ${f(price)}\u00a0?`,
  endGame: (price) => `Finir la partie (${f(price)})`,
  goOn: 'Continuer',
  thinking: (name) => `${name} réfléchit…`,
  nowNote: (phase, name, { limit, buyPrice, endPrice }) => {
    switch (phase) {
      case 'entry':
        return `${name} suit la grosse blinde ou se couche\u00a0: pas de relance au tour d’entrée.`;
      case 'exchange':
        return `${name} échange aucune, une ou les cinq cartes. Après un échange, le suivant peut acheter des cartes neuves pour ${f(buyPrice)}.`;
      case 'choosing':
        return `${name} a acheté des cartes neuves\u00a0: un jeu va au milieu, l’autre reste visible hors jeu.`;
      case 'betting':
      case 'final-betting':
      case 'last-betting':
        return `À ${name} de parler\u00a0: une mise ou une relance vaut au plus trois grosses blindes (${f(limit)}).`;
      case 'end-offer':
        return `${name} n’a pas échangé et peut payer ${f(endPrice)} pour finir la partie\u00a0: les autres échangent alors une dernière fois.`;
      case 'last-exchange':
        return `${name} échange une dernière fois\u00a0; pas de cartes neuves à acheter maintenant.`;
      case 'showdown':
        return `${name} montre ses cinq cartes ou les jette.`;
      default:
        return 'La partie est finie.';
    }
  },
  endNote: (e, name) => `La partie se termine parce que ${ending(e, name)}.`,
  wonNote: (names, amount) => `${names} ${names.includes(' et ') ? 'gagnent' : 'gagne'} ${f(amount)}.`,
  errorDeal: (detail) => `La partie ne peut pas être distribuée\u00a0: ${detail}`,
  errorScript: (step, text) =>
    `Le script, étape ${step}\u00a0: «\u00a0${text}\u00a0» n’est pas un coup. Écrivez une place et ce qu’elle fait (en anglais)\u00a0: Anna calls\u00a0; Ben exchanges 7h for Kd\u00a0; Carla passes.`,
  yourCards: (name) => `Cartes ${ofName(name)}`,
};
