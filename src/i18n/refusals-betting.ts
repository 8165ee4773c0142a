/**
 * Betting and showdown refusals (T6–T18) in English and German: one sentence per code of
 * core's `BettingRefusal` and `ShowdownRefusal`, from that code's parameters. Seats come
 * as ids and are named with `name`; amounts are formatted for the language.
 */
import type { BettingRefusal, Street } from '../core/betting.js';
import type { ShowdownRefusal } from '../core/showdown-order.js';
import type { RefusalWords } from './refusal-words.js';

// ——— English ———

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => numbersEn.format(amount);
const chipsEn = (amount: number): string => `${nEn(amount)} ${amount === 1 ? 'chip' : 'chips'}`;
/** A street after a verb: "on the turn you bet …". */
const STREET_EN: Readonly<Record<Street, string>> = {
  preflop: 'before the flop',
  flop: 'on the flop',
  turn: 'on the turn',
  river: 'on the river',
};
const potEn = (potIndex: number): string => (potIndex === 0 ? 'the main pot' : `side pot ${nEn(potIndex)}`);

export const bettingRefusalsEn: RefusalWords<BettingRefusal | ShowdownRefusal> = {
  'round-complete': () => 'The betting round is over: nobody is left to act.',
  'unknown-action': ({ requested }) => `"${requested}" is not an action: fold, check, call, bet, raise or all-in.`,
  'not-your-turn': ({ seat, seatToAct }, name) => `It is ${name(seatToAct)}'s turn, not ${name(seat)}'s.`,
  'check-not-allowed': ({ amountToCall }) =>
    `You cannot check: there ${amountToCall === 1 ? 'is' : 'are'} ${nEn(amountToCall)} to call. Call, raise or fold.`,
  'nothing-to-call': () => 'There is nothing to call: check or bet.',
  'amount-required': ({ action }) => `Say how much: a ${action} needs the total to ${action} to.`,
  'invalid-amount': ({ requestedTo }) => `Amounts are whole numbers of chips: ${requestedTo} is not one.`,
  'all-in-amount': ({ requestedTo, allInTo }) =>
    `All-in is your whole stack, ${nEn(allInTo)} in total this round, not ${nEn(requestedTo)}.`,
  'bet-not-allowed': ({ currentBetTo }) => `There is already a bet (to ${nEn(currentBetTo)}): call, raise or fold.`,
  'raise-not-allowed': () => 'Nobody has bet yet: bet instead of raising.',
  'not-enough-chips': ({ stack, allInTo }) =>
    `You have only ${chipsEn(stack)} behind: you can put in at most ${nEn(allInTo)} in total this round.`,
  'bet-above-pot': ({ maxTo }) => `Pot limit: you may bet at most ${nEn(maxTo)}, the size of the pot.`,
  'raise-above-pot': ({ maxTo }) => `Pot limit: you may raise to at most ${nEn(maxTo)}, the pot after your call.`,
  'all-in-above-pot': ({ allInTo, maxTo }) =>
    `Pot limit: your whole stack (${nEn(allInTo)} in total) is more than the pot allows; bet or raise to at most ${nEn(maxTo)}.`,
  'fixed-limit-size': ({ street, action, exactTo, complete }) => {
    if (complete) {
      return `Fixed limit: the all-in before you was less than half a bet, so it counts as no bet; ${STREET_EN[street]} a raise completes it to exactly ${nEn(exactTo)}${action === 'all-in' ? ', less than your whole stack' : ''}.`;
    }
    if (action === 'all-in')
      return `Fixed limit: ${STREET_EN[street]} a bet or raise goes to exactly ${nEn(exactTo)}, less than your whole stack.`;
    return `Fixed limit: ${STREET_EN[street]} you ${action} to exactly ${nEn(exactTo)}.`;
  },
  'bet-below-minimum': ({ minTo }) => `The minimum bet is ${nEn(minTo)}.`,
  'raise-below-minimum': ({ minTo, lastFullRaiseBy }) =>
    `A raise must go to at least ${nEn(minTo)}: up by at least ${nEn(lastFullRaiseBy)}, the largest bet or raise this round.`,
  'no-opponent-can-act': ({ callTo }) =>
    `Every opponent still in the hand is all-in: nobody could call a bet or raise. Call (to ${nEn(callTo)} in total; all-in counts as that call, the rest of your stack stays with you) or fold.`,
  'betting-not-reopened': ({ facedBy, lastFullRaiseBy }) =>
    `You may only call or fold: since you acted you face ${nEn(facedBy)} more, less than a full raise of ${nEn(lastFullRaiseBy)}, so the betting is not reopened for you.`,
  'raise-cap-reached': ({ raiseCount }) =>
    `The betting is capped: a bet and ${nEn(raiseCount)} ${raiseCount === 1 ? 'raise have' : 'raises have'} been made. Call or fold.`,

  'no-showdown': () => 'There is no showdown now: hands are shown only after the last betting round.',
  'hands-face-up': () => 'All hands are already face up (tournament rule): nobody shows or mucks.',
  'showdown-over': () => 'Every hand has been shown or mucked.',
  'not-your-turn-to-show': ({ seat, seatToDecide }, name) => `It is ${name(seatToDecide)}'s turn to show or muck, not ${name(seat)}'s.`,
  'last-hand-in-pot': ({ seat, potIndex }, name) =>
    `${name(seat)} is the last hand left in ${potEn(potIndex)}: everyone else in it mucked, so mucking would leave it to nobody. Show to take it.`,
};

// ——— Deutsch ———

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const nDe = (amount: number): string => numbersDe.format(amount);
/** A street at the start of a clause: "Am Turn setzt du …". */
const STREET_DE: Readonly<Record<Street, string>> = { preflop: 'Vor dem Flop', flop: 'Am Flop', turn: 'Am Turn', river: 'Am River' };
const potDe = (potIndex: number): string => (potIndex === 0 ? 'im Hauptpot' : `in Nebenpot ${nDe(potIndex)}`);

export const bettingRefusalsDe: RefusalWords<BettingRefusal | ShowdownRefusal> = {
  'round-complete': () => 'Die Setzrunde ist vorbei: Niemand ist mehr an der Reihe.',
  'unknown-action': ({ requested }) => `„${requested}“ ist keine Aktion: Aussteigen, Checken, Mitgehen, Setzen, Erhöhen oder All-in.`,
  'not-your-turn': ({ seat, seatToAct }, name) => `${name(seatToAct)} ist an der Reihe, nicht ${name(seat)}.`,
  'check-not-allowed': ({ amountToCall }) =>
    `Checken geht nicht: ${nDe(amountToCall)} ${amountToCall === 1 ? 'ist' : 'sind'} mitzugehen. Mitgehen, erhöhen oder aussteigen.`,
  'nothing-to-call': () => 'Es gibt nichts mitzugehen: Checken oder setzen.',
  'amount-required': ({ action }) => `Wie viel? ${action === 'bet' ? 'Ein Einsatz' : 'Eine Erhöhung'} braucht den Gesamtbetrag.`,
  'invalid-amount': ({ requestedTo }) => `Beträge sind ganze Chips: ${requestedTo} ist keiner.`,
  'all-in-amount': ({ requestedTo, allInTo }) =>
    `All-in ist dein ganzer Stack, insgesamt ${nDe(allInTo)} in dieser Runde, nicht ${nDe(requestedTo)}.`,
  'bet-not-allowed': ({ currentBetTo }) => `Es wurde schon gesetzt (auf ${nDe(currentBetTo)}): Mitgehen, erhöhen oder aussteigen.`,
  'raise-not-allowed': () => 'Noch hat niemand gesetzt: Setzen statt erhöhen.',
  'not-enough-chips': ({ stack, allInTo }) =>
    `Du hast nur noch ${nDe(stack)} ${stack === 1 ? 'Chip' : 'Chips'}: Mehr als insgesamt ${nDe(allInTo)} geht in dieser Runde nicht.`,
  'bet-above-pot': ({ maxTo }) => `Pot-Limit: Du darfst höchstens ${nDe(maxTo)} setzen, die Größe des Pots.`,
  'raise-above-pot': ({ maxTo }) => `Pot-Limit: Du darfst höchstens auf ${nDe(maxTo)} erhöhen, den Pot nach deinem Mitgehen.`,
  'all-in-above-pot': ({ allInTo, maxTo }) =>
    `Pot-Limit: Dein ganzer Stack (insgesamt ${nDe(allInTo)}) ist mehr, als der Pot erlaubt; setze oder erhöhe auf höchstens ${nDe(maxTo)}.`,
  'fixed-limit-size': ({ street, action, exactTo, complete }) => {
    if (complete) {
      return `Fixed-Limit: Das All-in vor dir war weniger als ein halber Einsatz und zählt nicht als Einsatz; ${STREET_DE[street].toLowerCase()} ergänzt eine Erhöhung es auf genau ${nDe(exactTo)}${action === 'all-in' ? ', weniger als dein ganzer Stack' : ''}.`;
    }
    if (action === 'all-in')
      return `Fixed-Limit: ${STREET_DE[street]} geht ein Einsatz oder eine Erhöhung auf genau ${nDe(exactTo)}, weniger als dein ganzer Stack.`;
    return `Fixed-Limit: ${STREET_DE[street]} ${action === 'bet' ? 'setzt' : 'erhöhst'} du auf genau ${nDe(exactTo)}.`;
  },
  'bet-below-minimum': ({ minTo }) => `Der Mindesteinsatz ist ${nDe(minTo)}.`,
  'raise-below-minimum': ({ minTo, lastFullRaiseBy }) =>
    `Eine Erhöhung muss auf mindestens ${nDe(minTo)} gehen: um mindestens ${nDe(lastFullRaiseBy)}, den größten Einsatz oder die größte Erhöhung dieser Runde.`,
  'no-opponent-can-act': ({ callTo }) =>
    `Alle Gegner in der Hand sind all-in: Niemand könnte einen Einsatz oder eine Erhöhung mitgehen. Mitgehen (auf insgesamt ${nDe(callTo)}; All-in zählt als dieses Mitgehen, der Rest deines Stacks bleibt dir) oder aussteigen.`,
  'betting-not-reopened': ({ facedBy, lastFullRaiseBy }) =>
    `Du darfst nur mitgehen oder aussteigen: Seit deiner Aktion sind nur ${nDe(facedBy)} dazugekommen, weniger als eine volle Erhöhung von ${nDe(lastFullRaiseBy)}; das Setzen ist für dich nicht wieder eröffnet.`,
  'raise-cap-reached': ({ raiseCount }) =>
    `Die Obergrenze ist erreicht: ein Einsatz und ${nDe(raiseCount)} ${raiseCount === 1 ? 'Erhöhung' : 'Erhöhungen'}. Mitgehen oder aussteigen.`,

  'no-showdown': () => 'Jetzt ist kein Showdown: Karten werden erst nach der letzten Setzrunde gezeigt.',
  'hands-face-up': () => 'Alle Karten liegen schon offen (Turnierregel): Niemand zeigt oder wirft weg.',
  'showdown-over': () => 'Alle Hände sind gezeigt oder weggeworfen.',
  'not-your-turn-to-show': ({ seat, seatToDecide }, name) => `${name(seatToDecide)} zeigt oder wirft jetzt weg, nicht ${name(seat)}.`,
  'last-hand-in-pot': ({ seat, potIndex }, name) =>
    `${name(seat)} ist als Einzige(r) ${potDe(potIndex)} übrig: Alle anderen darin haben weggeworfen, Wegwerfen ließe ihn ohne Gewinner. Zeigen, um ihn zu nehmen.`,
};
