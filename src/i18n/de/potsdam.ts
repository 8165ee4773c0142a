/** The words of `<poker-table variant="potsdam">` in German (see `potsdam-en.ts`). */
import type { PotsdamEnding, PotsdamPhase } from '../../core/potsdam/types.js';
import type { PotsdamWords, SeatName } from '../potsdam-en.js';
export { potsdamRefusalsDe } from './refusals-potsdam.js';
export { unknownRefusalDe } from './refusals-betting.js';

const n = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const f = (amount: number): string => n.format(amount);
const gen = (name: string): string => (/[sßxz]$/.test(name) ? `${name}’` : `${name}s`);
const und = (items: readonly string[]): string => new Intl.ListFormat('de', { type: 'conjunction' }).format(items);

const PHASES: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'Einstiegsrunde',
  exchange: 'Tauschrunde',
  choosing: 'Frische Karten kaufen',
  betting: 'Setzrunde',
  'end-offer': 'Spiel beenden?',
  'final-betting': 'Letzte Setzrunde',
  'last-exchange': 'Letzte Tauschrunde',
  'last-betting': 'Setzrunde nach dem letzten Tausch',
  showdown: 'Showdown',
  complete: 'Das Spiel ist vorbei',
  uncontested: 'Das Spiel ist vorbei',
};

const ending = (e: PotsdamEnding, name: SeatName): string => {
  switch (e.kind) {
    case 'one-left':
      return `nur noch ${name(e.seat)} im Spiel ist (P6 (1))`;
    case 'ended-by-player':
      return `${name(e.seat)} ${f(e.price)} bezahlt hat, um es zu beenden (P6 (2))`;
    case 'no-exchange':
      return `in Tauschrunde ${e.exchangeRound} niemand getauscht hat (P6 (3))`;
    case 'three-passes':
      return `${und(e.seats.map(name))} dreimal in Folge nicht getauscht ${e.seats.length === 1 ? 'hat' : 'haben'} (P6 (4))`;
    case 'round-limit':
      return `die Grenze des Tisches von ${e.exchangeRound} Tauschrunden erreicht ist (wie P6 (3))`;
  }
};

export const potsdamDe: PotsdamWords = {
  lang: 'de',
  gameName: 'Potsdam Hold’em',
  limitLine: (limit, betLimit) => (betLimit === 'each-bet' ? `Einsätze bis ${f(limit)}` : `bis ${f(limit)} je Runde`),
  phaseName: (phase, round) => (phase === 'exchange' || phase === 'betting' ? `${PHASES[phase]} ${round}` : PHASES[phase]),
  endingName: ending,
  ruleTitle: {
    P1: 'P1: Blinds; fünf verdeckte Karten für jeden, fünf offene Gemeinschaftskarten',
    P2: 'P2: Einstiegsrunde: den Big Blind mitgehen oder aussteigen, keine Erhöhung',
    P3: 'P3: keine, eine oder alle fünf Karten tauschen, links vom Button bis zum Button',
    P4: 'P4: nach einem Tausch darf der Nächste für einen Small Blind frische Karten kaufen und wählen, welcher Satz in die Mitte kommt',
    P5: 'P5: nach jeder Tauschrunde eine Setzrunde; ein Einsatz oder eine Erhöhung höchstens drei Big Blinds',
    P6: 'P6: die vier Arten, wie das Spiel endet',
    P7: 'P7: die beste Hand aus fünf Karten gewinnt',
  },
  communityLabel: 'Gemeinschaftskarten',
  asideTitle: 'Aus dem Spiel',
  asideSet: (name, which) =>
    which === 'fresh' ? `Frische Karten, die ${name} nicht genommen hat` : `Abgelegte Karten, ersetzt durch ${gen(name)} frische`,
  deckLeft: (cards) => `${f(cards)} ${cards === 1 ? 'Karte' : 'Karten'} im Stapel`,
  cardsOf: (name) => `${gen(name)} Karten`,
  statusExchanged: 'getauscht',
  statusPassed: (times) => `${times}× nicht getauscht`,
  statusEnded: 'hat beendet',
  logLine: (entry, name, cards) => {
    switch (entry.kind) {
      case 'blind':
        return `${name(entry.seat)} setzt den ${entry.blind === 'small' ? 'Small' : 'Big'} Blind von ${f(entry.amount)}${entry.allIn ? ' und ist all-in' : ''}.`;
      case 'deal':
        return `Fünf Karten für jeden; in der Mitte: ${cards(entry.community)}.`;
      case 'action': {
        const who = name(entry.seat);
        const allIn = entry.allIn ? ' (all-in)' : '';
        switch (entry.action) {
          case 'fold':
            return `${who} steigt aus.`;
          case 'check':
            return `${who} checkt.`;
          case 'call':
            return `${who} geht mit ${f(entry.amount)} mit${allIn}.`;
          case 'bet':
            return `${who} setzt ${f(entry.to)}${allIn}.`;
          case 'raise':
            return `${who} erhöht auf ${f(entry.to)}${allIn}.`;
          case 'all-in':
            return `${who} geht all-in mit ${f(entry.to)}.`;
        }
        return `${who}: ${entry.action}.`;
      }
      case 'uncalled-returned':
        return `${f(entry.amount)}, die niemand mitging, gehen an ${name(entry.seat)} zurück.`;
      case 'exchange-round':
        return `${entry.last ? 'Die letzte Tauschrunde' : `Tauschrunde ${entry.exchangeRound}`}: ${und(entry.order.map(name))} der Reihe nach.`;
      case 'exchange':
        return entry.given.length === 5
          ? `${name(entry.seat)} legt alle fünf ab (${cards(entry.given)}) und nimmt die Mitte: ${cards(entry.taken)}.`
          : `${name(entry.seat)} legt ${cards(entry.given)} ab und nimmt ${cards(entry.taken)}.`;
      case 'pass':
        return `${name(entry.seat)} tauscht nicht (${entry.passesInARow}× in Folge).`;
      case 'buy':
        return `${name(entry.seat)} zahlt ${f(entry.price)} für frische Karten: ${cards(entry.fresh)}, gegen ${cards(entry.laidDown)}, abgelegt von ${name(entry.from)}.`;
      case 'choose':
        return entry.set === 'fresh'
          ? `${name(entry.seat)} legt die frischen Karten in die Mitte; ${cards(entry.aside)} sind aus dem Spiel.`
          : `${name(entry.seat)} lässt die abgelegten Karten in der Mitte; die frischen ${cards(entry.aside)} sind aus dem Spiel.`;
      case 'betting-round':
        return entry.skipped ? 'Niemand kann setzen: Die Setzrunde entfällt.' : `${PHASES[entry.phase]} beginnt.`;
      case 'decline-end':
        return `${name(entry.seat)} beendet das Spiel nicht.`;
      case 'ending':
        return `Das Spiel endet, weil ${ending(entry.ending, name)}.`;
      case 'show':
        return `${name(entry.seat)} zeigt ${cards(entry.cards)}.`;
      case 'muck':
        return `${name(entry.seat)} wirft die Karten weg.`;
      case 'uncontested':
        return `${name(entry.seat)} gewinnt ohne Showdown.`;
      case 'award':
        return `${und(entry.award.shares.map((share) => `${name(share.seat)} gewinnt ${f(share.amount)}`))} (Pot ${entry.award.potIndex + 1}).`;
    }
  },
  logExchangeRound: (round, last) => (last ? 'Letzte Tauschrunde' : `Tauschrunde ${round}`),
  logBettingRound: (round, phase) => (phase === 'betting' ? `Setzrunde ${round}` : PHASES[phase]),
  logEntry: 'Einstiegsrunde',
  logShowdown: 'Showdown',
  exchangeTitle: (name) => `${name}: tauschen`,
  pickOwn: 'Deine Karte zum Ablegen',
  pickCommunity: 'Gemeinschaftskarte zum Nehmen',
  pickPrompt: 'Wähle eine deiner Karten und eine Gemeinschaftskarte, oder tausche alle fünf.',
  exchangeOne: (give, take) => `${give} gegen ${take} tauschen`,
  exchangeAll: 'Alle fünf tauschen',
  pass: 'Nicht tauschen',
  buy: (price, cards, from) => `${cards} frische ${cards === 1 ? 'Karte' : 'Karten'} für ${f(price)} kaufen (gegen ${gen(from)})`,
  noBuyLast: 'In der letzten Tauschrunde gibt es keine frischen Karten.',
  chooseTitle: (name) => `${name}: Welcher Satz kommt in die Mitte?`,
  laidDownSet: (name) => `Abgelegt von ${name}`,
  freshSet: 'Frisch vom Stapel',
  chooseLaidDown: 'Abgelegte Karten behalten',
  chooseFresh: 'Frische Karten hineinlegen',
  endTitle: (name, price) => `${name} hat nicht getauscht: Spiel für ${f(price)} beenden?`,
  endGame: (price) => `Spiel beenden (${f(price)})`,
  goOn: 'Weiterspielen',
  thinking: (name) => `${name} überlegt …`,
  nowNote: (phase, name, { limit, buyPrice, endPrice }) => {
    switch (phase) {
      case 'entry':
        return `${name} geht mit dem Big Blind mit oder steigt aus: In der Einstiegsrunde wird nicht erhöht.`;
      case 'exchange':
        return `${name} tauscht keine, eine oder alle fünf Karten. Nach einem Tausch darf der Nächste für ${f(buyPrice)} frische Karten kaufen.`;
      case 'choosing':
        return `${name} hat frische Karten gekauft: Ein Satz kommt in die Mitte, der andere liegt offen aus dem Spiel.`;
      case 'betting':
      case 'final-betting':
      case 'last-betting':
        return `${name} ist dran: Ein Einsatz oder eine Erhöhung ist höchstens drei Big Blinds (${f(limit)}).`;
      case 'end-offer':
        return `${name} hat nicht getauscht und darf für ${f(endPrice)} das Spiel beenden: Die anderen tauschen dann ein letztes Mal.`;
      case 'last-exchange':
        return `${name} tauscht ein letztes Mal; frische Karten gibt es jetzt nicht.`;
      case 'showdown':
        return `${name} zeigt die fünf Karten oder wirft sie weg.`;
      default:
        return 'Das Spiel ist vorbei.';
    }
  },
  endNote: (e, name) => `Das Spiel endet, weil ${ending(e, name)}.`,
  wonNote: (names, amount) => `${names} ${names.includes(' und ') ? 'gewinnen' : 'gewinnt'} ${f(amount)}.`,
  errorDeal: (detail) => `Das Spiel kann nicht gegeben werden: ${detail}`,
  errorScript: (step, text) =>
    `Das Skript, Schritt ${step}: „${text}“ ist kein Zug. Schreibe einen Platz und was er tut: Anna calls; Ben exchanges 7h for Kd; Carla passes.`,
  yourCards: (name) => `${gen(name)} Karten`,
};
