/**
 * Betting and showdown refusals (T6–T18) in French: one sentence per code of core's
 * `BettingRefusal` and `ShowdownRefusal`. Fetched with the table's French words. The reader
 * is addressed as `vous`, as French rules pages and rooms do.
 */
import type { BettingRefusal, Street } from '../../core/betting.js';
import type { ShowdownRefusal } from '../../core/showdown-order.js';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import type { RefusalWords } from '../refusal-words.js';

const numbersFr = new Intl.NumberFormat('fr', { maximumFractionDigits: 0 });
const nFr = (amount: number): string => amountText('fr', numbersFr, amount);
/** A street at the start of a clause: "Au turn, vous …". */
const STREET_FR: Readonly<Record<Street, string>> = { preflop: 'Avant le flop', flop: 'Au flop', turn: 'À la turn', river: 'À la river' };
const potFr = (potIndex: number): string => (potIndex === 0 ? 'du pot principal' : `du pot annexe ${numbersFr.format(potIndex)}`);

export const bettingRefusalsFr: RefusalWords<BettingRefusal | ShowdownRefusal> = {
  'round-complete': () => 'Le tour d’enchères est terminé\u00a0: ce n’est plus à personne de parler.',
  'unknown-action': ({ requested }) =>
    `«\u00a0${requested}\u00a0» n’est pas une action\u00a0: se coucher, checker, suivre, miser, relancer ou faire tapis.`,
  'not-your-turn': ({ seat, seatToAct }, name) => `C’est à ${name(seatToAct)} de parler, pas à ${name(seat)}.`,
  'check-not-allowed': ({ amountToCall }) =>
    `Impossible de checker\u00a0: il y a ${nFr(amountToCall)} à suivre. Suivez, relancez ou couchez-vous.`,
  'nothing-to-call': () => 'Il n’y a rien à suivre\u00a0: checkez ou misez.',
  'amount-required': ({ action }) => `Combien\u00a0? ${action === 'bet' ? 'Une mise' : 'Une relance'} demande le montant total.`,
  'invalid-amount': ({ requestedTo }) => `Les montants sont des jetons entiers\u00a0: ${requestedTo} n’en est pas un.`,
  'all-in-amount': ({ requestedTo, allInTo }) =>
    `Faire tapis, c’est miser tout votre tapis, ${nFr(allInTo)} en tout sur ce tour, pas ${nFr(requestedTo)}.`,
  'bet-not-allowed': ({ currentBetTo }) => `Il y a déjà une mise (à ${nFr(currentBetTo)})\u00a0: suivez, relancez ou couchez-vous.`,
  'raise-not-allowed': () => 'Personne n’a encore misé\u00a0: misez au lieu de relancer.',
  'not-enough-chips': ({ stack, allInTo }) =>
    `Il ne vous reste que ${nFr(stack)}${currentAmountUnit() ? '' : stack <= 1 ? ' jeton' : ' jetons'}\u00a0: pas plus de ${nFr(allInTo)} en tout sur ce tour.`,
  'bet-above-pot': ({ maxTo }) => `Pot limit\u00a0: vous pouvez miser au plus ${nFr(maxTo)}, la taille du pot.`,
  'raise-above-pot': ({ maxTo }) => `Pot limit\u00a0: vous pouvez relancer au plus à ${nFr(maxTo)}, le pot après votre suivi.`,
  'all-in-above-pot': ({ allInTo, maxTo }) =>
    `Pot limit\u00a0: votre tapis entier (${nFr(allInTo)} en tout) dépasse ce que le pot permet\u00a0; misez ou relancez au plus à ${nFr(maxTo)}.`,
  'fixed-limit-size': ({ street, action, exactTo, complete }) => {
    if (complete) {
      return `Limite fixe\u00a0: le tapis devant vous valait moins d’une demi-mise et ne compte pas comme une mise\u00a0; ${STREET_FR[street].toLowerCase()}, une relance le complète à exactement ${nFr(exactTo)}${action === 'all-in' ? ', moins que votre tapis entier' : ''}.`;
    }
    if (action === 'all-in')
      return `Limite fixe\u00a0: ${STREET_FR[street].toLowerCase()}, une mise ou une relance va à exactement ${nFr(exactTo)}, moins que votre tapis entier.`;
    return `Limite fixe\u00a0: ${STREET_FR[street].toLowerCase()}, vous ${action === 'bet' ? 'misez' : 'relancez'} à exactement ${nFr(exactTo)}.`;
  },
  'bet-below-minimum': ({ minTo }) => `La mise minimale est de ${nFr(minTo)}.`,
  'raise-below-minimum': ({ minTo, lastFullRaiseBy }) =>
    `Une relance doit aller à ${nFr(minTo)} au moins\u00a0: de ${nFr(lastFullRaiseBy)} au moins, la plus grosse mise ou relance de ce tour.`,
  'no-opponent-can-act': ({ callTo }) =>
    `Tous les adversaires encore dans la main sont à tapis\u00a0: personne ne pourrait suivre une mise ou une relance. Suivez (${nFr(callTo)} en tout\u00a0; un tapis compte comme ce suivi, le reste de vos jetons vous reste) ou couchez-vous.`,
  'betting-not-reopened': ({ facedBy, lastFullRaiseBy }) =>
    `Vous pouvez seulement suivre ou vous coucher\u00a0: depuis votre parole, vous faites face à ${nFr(facedBy)} de plus, moins qu’une relance complète de ${nFr(lastFullRaiseBy)}\u00a0; les enchères ne sont pas rouvertes pour vous.`,
  'raise-cap-reached': ({ raiseCount }) =>
    `Les enchères sont plafonnées\u00a0: une mise et ${numbersFr.format(raiseCount)} ${raiseCount <= 1 ? 'relance ont' : 'relances ont'} été faites. Suivez ou couchez-vous.`,

  'no-showdown': () => 'Ce n’est pas l’abattage\u00a0: les cartes se montrent après le dernier tour d’enchères.',
  'hands-face-up': () => 'Toutes les cartes sont déjà retournées (règle de tournoi)\u00a0: personne ne montre ni ne jette.',
  'showdown-over': () => 'Toutes les mains sont montrées ou jetées.',
  'not-your-turn-to-show': ({ seat, seatToDecide }, name) => `C’est à ${name(seatToDecide)} de montrer ou de jeter, pas à ${name(seat)}.`,
  'last-hand-in-pot': ({ seat, potIndex }, name) =>
    `${name(seat)} est la dernière main ${potFr(potIndex)}\u00a0: tous les autres y ont jeté leurs cartes, et jeter celle-ci le laisserait sans gagnant. Montrez pour le prendre.`,
};

/** A refusal whose code has no French sentence (it is shown under the label « Non autorisé »). */
export const unknownRefusalFr = (ruleId: string, code: string): string => `Contraire à la règle ${ruleId} (${code}).`;
