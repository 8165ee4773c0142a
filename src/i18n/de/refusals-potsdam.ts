/** Potsdam Hold'em refusals (P2–P7) in German (see `../refusals-potsdam.ts`). */
import { eventProblemsDe } from './event-problems.js';
import type { PotsdamEndingKind, PotsdamPhase, PotsdamRefusal } from '../../core/potsdam/types.js';
import type { RefusalWords } from '../refusal-words.js';

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const nDe = (amount: number): string => numbersDe.format(amount);
const listDe = (items: readonly string[]): string => new Intl.ListFormat('de', { type: 'conjunction' }).format(items);

const PHASE_DE: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'der Einstiegsrunde',
  exchange: 'der Tauschrunde',
  choosing: 'der Wahl eines Satzes',
  betting: 'der Bietrunde',
  'end-offer': 'der Frage, ob jemand das Spiel beendet',
  'final-betting': 'der abschließenden Bietrunde',
  'last-exchange': 'der letzten Tauschrunde',
  'last-betting': 'der letzten Bietrunde',
  showdown: 'dem Showdown',
  complete: 'dem Ende des Spiels',
  uncontested: 'dem Ende des Spiels',
};

const TURN_DE: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'am Zug',
  exchange: 'mit Tauschen an der Reihe',
  choosing: 'mit der Wahl an der Reihe',
  betting: 'am Zug',
  'end-offer': 'mit der Entscheidung an der Reihe, ob das Spiel endet',
  'final-betting': 'am Zug',
  'last-exchange': 'mit Tauschen an der Reihe',
  'last-betting': 'am Zug',
  showdown: 'mit Zeigen an der Reihe',
  complete: 'am Zug',
  uncontested: 'am Zug',
};

const ENDING_DE: Readonly<Record<PotsdamEndingKind, string>> = {
  'one-left': 'nur noch ein Spieler ist im Spiel',
  'ended-by-player': 'ein Spieler hat es beendet',
  'no-exchange': 'niemand hat eine ganze Runde lang getauscht',
  'three-passes': 'ein Spieler hat dreimal in Folge nicht getauscht',
  'round-limit': 'die Höchstzahl der Tauschrunden des Tisches ist erreicht',
};

const LIMIT_DE = (betLimit: 'each-bet' | 'round-total', limit: number): string =>
  betLimit === 'each-bet'
    ? `ist ein Einsatz oder eine Erhöhung höchstens drei Big Blinds (${nDe(limit)})`
    : `setzt niemand in einer Bietrunde mehr als drei Big Blinds (${nDe(limit)})`;

export const potsdamRefusalsDe: RefusalWords<PotsdamRefusal> = {
  'unknown-potsdam-event': ({ type }) =>
    `„${type}“ ist kein Ereignis von Potsdam Hold’em: Es kennt ACT, EXCHANGE, PASS, BUY, CHOOSE, END, SHOW und MUCK.`,
  'malformed-potsdam-event': ({ problem }) =>
    problem === 'set'
      ? 'Wähle „laid-down“ (abgelegt) oder „fresh“ (neu).'
      : problem === 'give' || problem === 'take'
        ? `„${problem}“ muss eine Liste von Karten sein, etwa ["As"].`
        : eventProblemsDe[problem],
  'game-over': () => 'Das Spiel ist vorbei: Es kann nichts mehr geschehen.',
  'not-now': ({ type, phase, expected }) =>
    expected.length === 0
      ? `${type} geht jetzt nicht: Das Spiel ist vorbei.`
      : `${type} geht in ${PHASE_DE[phase]} nicht: Jetzt ist ${listDe(expected)} dran.`,
  'out-of-turn': ({ seat, seatToAct, phase }, name) => `${name(seatToAct)} ist ${TURN_DE[phase]}, nicht ${name(seat)}.`,
  'no-raise-in-entry': ({ callTo }) => `In der Einstiegsrunde wird nicht erhöht: Den Big Blind (${nDe(callTo)}) mitgehen oder aussteigen.`,
  'bet-above-limit': ({ maxTo, limit, betLimit }) => `In Potsdam ${LIMIT_DE(betLimit, limit)}: Setze höchstens ${nDe(maxTo)}.`,
  'raise-above-limit': ({ maxTo, limit, betLimit }) => `In Potsdam ${LIMIT_DE(betLimit, limit)}: Erhöhe auf höchstens ${nDe(maxTo)}.`,
  'all-in-above-limit': ({ allInTo, maxTo }) =>
    `Dein ganzer Stack (insgesamt ${nDe(allInTo)}) ist mehr, als das Limit von drei Big Blinds erlaubt; setze oder erhöhe auf höchstens ${nDe(maxTo)}.`,
  'exchange-size': () => 'Getauscht wird eine Karte gegen eine oder alle fünf gegen alle fünf; wer keine tauscht, passt.',
  'card-named-twice': ({ card }) => `${card} ist doppelt genannt.`,
  'cards-not-held': ({ seat, cards }, name) => `${name(seat)} hält ${listDe(cards)} nicht.`,
  'cards-not-on-table': ({ cards }) => `${listDe(cards)} ${cards.length === 1 ? 'liegt' : 'liegen'} nicht unter den Gemeinschaftskarten.`,
  'cards-out-of-play': ({ cards }) =>
    `${listDe(cards)} ${cards.length === 1 ? 'liegt' : 'liegen'} beiseite und ${cards.length === 1 ? 'ist' : 'sind'} aus dem Spiel: Nur die fünf Gemeinschaftskarten können genommen werden.`,
  'nothing-to-buy': ({ previousSeat }, name) =>
    previousSeat === null
      ? 'Nichts zu kaufen: Neue Karten gibt es nur, wenn der Spieler vor dir in dieser Runde getauscht hat.'
      : `Nichts zu kaufen: ${name(previousSeat)} hat keine Karten abgelegt.`,
  'already-bought': () => 'Du hast in diesem Zug schon neue Karten gekauft: Jetzt tauschen oder passen.',
  'cannot-afford-buy': ({ price, stack }) => `Neue Karten kosten einen Small Blind (${nDe(price)}); du hast ${nDe(stack)}.`,
  'deck-too-small': ({ needed, left }) =>
    `Im Stapel ${left === 1 ? 'ist' : 'sind'} noch ${nDe(left)} ${left === 1 ? 'Karte' : 'Karten'}, nicht die ${nDe(needed)} neuen, die es braucht.`,
  'no-buying-in-last-exchange': () => 'In der letzten Tauschrunde können keine neuen Karten gekauft werden.',
  'no-more-exchanges': ({ ending }) => `Das Spiel endet (${ENDING_DE[ending]}): Es wird nicht mehr getauscht.`,
  'excluded-from-last-exchange': ({ seat }, name) => `${name(seat)} hat das Spiel beendet und tauscht in der letzten Runde nicht mehr.`,
  'end-after-exchange': ({ seat }, name) =>
    `${name(seat)} hat in dieser Runde getauscht: Nur wer nicht getauscht hat, darf das Spiel beenden.`,
  'cannot-afford-end': ({ price, stack }) => `Das Spiel zu beenden kostet drei Big Blinds (${nDe(price)}); du hast ${nDe(stack)}.`,
};
