/**
 * Betting and showdown refusals (T6–T18) in German: one sentence per code of core's
 * `BettingRefusal` and `ShowdownRefusal`. Fetched with the table's German words.
 */
import type { BettingRefusal, Street } from '../../core/betting.js';
import type { ShowdownRefusal } from '../../core/showdown-order.js';
import { amountText, currentAmountUnit } from '../amount-unit.js';
import type { RefusalWords } from '../refusal-words.js';

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const nDe = (amount: number): string => amountText('de', numbersDe, amount);
/** A street at the start of a clause: "Am Turn setzt du …". */
const STREET_DE: Readonly<Record<Street, string>> = { preflop: 'Vor dem Flop', flop: 'Am Flop', turn: 'Am Turn', river: 'Am River' };
const potDe = (potIndex: number): string => (potIndex === 0 ? 'im Hauptpot' : `in Nebenpot ${numbersDe.format(potIndex)}`);

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
    `Du hast nur noch ${nDe(stack)}${currentAmountUnit() ? '' : stack === 1 ? ' Chip' : ' Chips'}: Mehr als insgesamt ${nDe(allInTo)} geht in dieser Runde nicht.`,
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
    `Die Obergrenze ist erreicht: ein Einsatz und ${numbersDe.format(raiseCount)} ${raiseCount === 1 ? 'Erhöhung' : 'Erhöhungen'}. Mitgehen oder aussteigen.`,

  'no-showdown': () => 'Jetzt ist kein Showdown: Karten werden erst nach der letzten Setzrunde gezeigt.',
  'hands-face-up': () => 'Alle Karten liegen schon offen (Turnierregel): Niemand zeigt oder wirft weg.',
  'showdown-over': () => 'Alle Hände sind gezeigt oder weggeworfen.',
  'not-your-turn-to-show': ({ seat, seatToDecide }, name) => `${name(seatToDecide)} zeigt oder wirft jetzt weg, nicht ${name(seat)}.`,
  'last-hand-in-pot': ({ seat, potIndex }, name) =>
    `${name(seat)} ist als Einzige(r) ${potDe(potIndex)} übrig: Alle anderen darin haben weggeworfen, Wegwerfen ließe ihn ohne Gewinner. Zeigen, um ihn zu nehmen.`,
};

/** A refusal whose code has no German sentence (it is shown under the label „Nicht erlaubt“). */
export const unknownRefusalDe = (ruleId: string, code: string): string => `Gegen Regel ${ruleId} (${code}).`;
