/** Potsdam Hold'em refusals (P2–P7) in French (see `../refusals-potsdam.ts`). */
import { eventProblemsFr } from './event-problems.js';
import type { PotsdamEndingKind, PotsdamPhase, PotsdamRefusal } from '../../core/potsdam/types.js';
import type { RefusalWords } from '../refusal-words.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const nFr = (amount: number): string => numbersFr.format(amount);
const listFr = (items: readonly string[]): string => new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);

const PHASE_FR: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'au tour d’entrée',
  exchange: 'au tour d’échange',
  choosing: 'pendant le choix d’un jeu',
  betting: 'au tour d’enchères',
  'end-offer': 'pendant l’offre de finir la partie',
  'final-betting': 'au dernier tour d’enchères',
  'last-exchange': 'au dernier tour d’échange',
  'last-betting': 'aux enchères après le dernier échange',
  showdown: 'à l’abattage',
  complete: 'à la fin de la partie',
  uncontested: 'à la fin de la partie',
};

/** What a seat does in a phase: "C'est à Ben de …". */
const TURN_FR: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'parler',
  exchange: 'échanger',
  choosing: 'choisir un jeu',
  betting: 'parler',
  'end-offer': 'décider s’il finit la partie',
  'final-betting': 'parler',
  'last-exchange': 'échanger',
  'last-betting': 'parler',
  showdown: 'montrer ou jeter',
  complete: 'parler',
  uncontested: 'parler',
};

const ENDING_FR: Readonly<Record<PotsdamEndingKind, string>> = {
  'one-left': 'il ne reste qu’un joueur',
  'ended-by-player': 'un joueur l’a finie',
  'no-exchange': 'personne n’a échangé pendant tout un tour',
  'three-passes': 'un joueur n’a pas échangé trois fois de suite',
  'round-limit': 'la limite de tours d’échange de la table est atteinte',
};

const LIMIT_FR = (betLimit: 'each-bet' | 'round-total', limit: number): string =>
  betLimit === 'each-bet'
    ? `une mise ou une relance vaut au plus trois grosses blindes (${nFr(limit)})`
    : `personne ne met plus de trois grosses blindes (${nFr(limit)}) par tour d’enchères`;

export const potsdamRefusalsFr: RefusalWords<PotsdamRefusal> = {
  'unknown-potsdam-event': ({ type }) =>
    `«\u00a0${type}\u00a0» n’est pas un événement du Potsdam Hold’em\u00a0: il accepte ACT, EXCHANGE, PASS, BUY, CHOOSE, END, SHOW et MUCK.`,
  'malformed-potsdam-event': ({ problem }) =>
    problem === 'set'
      ? 'Choisissez «\u00a0laid-down\u00a0» (défaussées) ou «\u00a0fresh\u00a0» (neuves).'
      : problem === 'give' || problem === 'take'
        ? `«\u00a0${problem}\u00a0» doit être une liste de cartes, par exemple ["As"].`
        : eventProblemsFr[problem],
  'game-over': () => 'La partie est finie\u00a0: plus rien ne peut s’y passer.',
  'not-now': ({ type, phase, expected }) =>
    expected.length === 0
      ? `${type} est impossible maintenant\u00a0: la partie est finie.`
      : `${type} est impossible ${PHASE_FR[phase]}\u00a0: c’est maintenant ${listFr(expected)}.`,
  'out-of-turn': ({ seat, seatToAct, phase }, name) => `C’est à ${name(seatToAct)} de ${TURN_FR[phase]}, pas à ${name(seat)}.`,
  'no-raise-in-entry': ({ callTo }) =>
    `Personne ne relance au tour d’entrée\u00a0: suivez la grosse blinde (${nFr(callTo)}) ou couchez-vous.`,
  'bet-above-limit': ({ maxTo, limit, betLimit }) => `Au Potsdam, ${LIMIT_FR(betLimit, limit)}\u00a0: misez au plus ${nFr(maxTo)}.`,
  'raise-above-limit': ({ maxTo, limit, betLimit }) => `Au Potsdam, ${LIMIT_FR(betLimit, limit)}\u00a0: relancez au plus à ${nFr(maxTo)}.`,
  'all-in-above-limit': ({ allInTo, maxTo }) =>
    `Votre tapis entier (${nFr(allInTo)} en tout) dépasse la limite de trois grosses blindes\u00a0; misez ou relancez au plus à ${nFr(maxTo)}.`,
  'exchange-size': () => 'Échangez une carte contre une, ou les cinq contre les cinq\u00a0; pour garder vos cartes, passez.',
  'card-named-twice': ({ card }) => `${card} est nommée deux fois.`,
  'cards-not-held': ({ seat, cards }, name) => `${name(seat)} n’a pas ${listFr(cards)} en main.`,
  'cards-not-on-table': ({ cards }) => `${listFr(cards)} ${cards.length === 1 ? 'n’est' : 'ne sont'} pas parmi les cartes communes.`,
  'cards-out-of-play': ({ cards }) =>
    `${listFr(cards)} ${cards.length === 1 ? 'est' : 'sont'} hors jeu, de côté\u00a0: seules les cinq cartes communes peuvent être prises.`,
  'nothing-to-buy': ({ previousSeat }, name) =>
    previousSeat === null
      ? 'Rien à acheter\u00a0: on ne peut acheter des cartes neuves qu’après l’échange du joueur précédent dans ce tour.'
      : `Rien à acheter\u00a0: ${name(previousSeat)} n’a pas défaussé de cartes.`,
  'already-bought': () => 'Vous avez déjà acheté des cartes neuves à ce tour\u00a0: échangez ou passez maintenant.',
  'cannot-afford-buy': ({ price, stack }) => `Les cartes neuves coûtent une petite blinde (${nFr(price)})\u00a0; vous avez ${nFr(stack)}.`,
  'deck-too-small': ({ needed, left }) =>
    `Il reste ${nFr(left)} ${left <= 1 ? 'carte' : 'cartes'} dans le talon, pas les ${nFr(needed)} neuves qu’il faut.`,
  'no-buying-in-last-exchange': () => 'On n’achète pas de cartes neuves au dernier tour d’échange.',
  'no-more-exchanges': ({ ending }) => `La partie se termine (${ENDING_FR[ending]})\u00a0: plus personne n’échange.`,
  'excluded-from-last-exchange': ({ seat }, name) => `${name(seat)} a fini la partie et ne joue pas au dernier tour d’échange.`,
  'end-after-exchange': ({ seat }, name) =>
    `${name(seat)} a échangé à ce tour\u00a0: seul un joueur qui n’a pas échangé peut finir la partie.`,
  'cannot-afford-end': ({ price, stack }) => `Finir la partie coûte trois grosses blindes (${nFr(price)})\u00a0; vous avez ${nFr(stack)}.`,
};
