/** German terms of `<poker-cash-table>`: fetched when a cash table first shows German (see `registerCashTranslations`). */
import type { Translation } from '@shoelace-style/localize';
import type { TableEntryWay, TableLogEntry } from '../../core/table/log.js';
import { cardsDe } from './cards.js';
import { cardText } from '../table-cards.js';
import type { CashSeatState, CashTerms } from '../translation.js';

export { tableRefusalsDe } from './refusals-table.js';
export { unknownRefusalDe } from './refusals-betting.js';

const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const fDe = (amount: number): string => numbersDe.format(amount);

const HERO_DE: Record<CashSeatState, string> = {
  active: 'du spielst',
  waiting: 'du wartest auf den Big Blind',
  posting: 'du zahlst in der nächsten Hand einen Big Blind',
  'sitting-out': 'du setzt aus',
  busted: 'du hast keine Chips mehr',
  away: 'du bist nicht verbunden',
  'sits-out-next': 'du setzt nach dieser Hand aus',
  'leaves-next': 'du gehst nach dieser Hand',
};

const STATE_DE: Record<CashSeatState, string> = {
  active: 'Spielt',
  waiting: 'Wartet auf den Big Blind',
  posting: 'Zahlt einen Big Blind',
  'sitting-out': 'Setzt aus',
  busted: 'Keine Chips',
  away: 'Nicht verbunden',
  'sits-out-next': 'Setzt nach dieser Hand aus',
  'leaves-next': 'Geht nach dieser Hand',
};

const listDe = new Intl.ListFormat('de', { style: 'long', type: 'conjunction' });

const ENTRY_DE: Readonly<Record<TableEntryWay, string>> = {
  plays: '',
  'waits-for-big-blind': ' und wartet auf den Big Blind',
  'posts-big-blind': ' und zahlt einen Big Blind, um sofort mitzuspielen',
};

/** A line of the table history in German. */
function tableLogLineDe(entry: TableLogEntry): string {
  switch (entry.kind) {
    case 'join':
      return entry.fromQueue
        ? `${entry.name} bekommt Platz ${entry.seat + 1} von der Warteliste${ENTRY_DE[entry.entry]}`
        : `${entry.name} setzt sich auf Platz ${entry.seat + 1} mit ${fDe(entry.buyIn)}${ENTRY_DE[entry.entry]}`;
    case 'queue':
      return `Kein Platz frei: ${entry.name} wartet in der Warteliste (Platz ${fDe(entry.place)})`;
    case 'leave-queue':
      return `${entry.name} verlässt die Warteliste`;
    case 'leave':
      return `${entry.name} verlässt den Tisch mit ${fDe(entry.stack)}`;
    case 'leave-after-hand':
      return `${entry.name} geht: Die Hand wird abgelegt, und der Platz wird frei, wenn sie vorbei ist`;
    case 'removed':
      return `${entry.name} hat ${fDe(entry.minutes)} ${entry.minutes === 1 ? 'Minute' : 'Minuten'} ausgesetzt und wird mit ${fDe(entry.stack)} vom Tisch genommen`;
    case 'sit-out':
      return entry.afterHand ? `${entry.name} setzt nach dieser Hand aus` : `${entry.name} setzt aus`;
    case 'sit-in':
      return entry.entry === 'plays'
        ? `${entry.name} spielt wieder mit`
        : entry.entry === 'posts-big-blind'
          ? `${entry.name} spielt wieder mit und zahlt einen Big Blind, um sofort dabei zu sein`
          : `${entry.name} spielt wieder mit und wartet auf den Big Blind (beim Aussetzen verpasst)`;
    case 'rebuy':
      return entry.busted
        ? `${entry.name} kauft für ${fDe(entry.amount)} nach`
        : `${entry.name} stockt um ${fDe(entry.amount)} auf ${fDe(entry.stack)} auf`;
    case 'busted':
      return entry.tournament ? `${entry.name} hat keine Chips mehr` : `${entry.name} hat keine Chips mehr: nachkaufen oder gehen`;
    case 'eliminated':
      return `${entry.name} belegt Platz ${fDe(entry.place)}`;
    case 'draw':
      return `Ziehen um den Button: ${entry.cards.map((c) => `${c.name} ${cardText(c.card, cardsDe.rankLetter)}`).join(', ')}. ${entry.name} hat die höchste Karte und den Button`;
    case 'random-button':
      return `Der Button geht per Zufall an ${entry.name}`;
    case 'hand-start': {
      const { small, big, ante } = entry.blinds;
      const posting = entry.posting.length
        ? `; ${listDe.format(entry.posting.map((p) => p.name))} ${entry.posting.length === 1 ? 'zahlt' : 'zahlen'} einen Big Blind (C3)`
        : '';
      return `Hand ${fDe(entry.hand)}: ${entry.button.name} hat den Button; Blinds ${fDe(small)}/${fDe(big)}${ante ? `, Ante ${fDe(ante)}` : ''}: ${entry.smallBlind.name} und ${entry.bigBlind.name}${posting}`;
    }
    case 'hand-end':
      return entry.winners.length === 0
        ? `Hand ${fDe(entry.hand)} ist vorbei`
        : `Hand ${fDe(entry.hand)} ist vorbei: ${listDe.format(entry.winners.map((w) => `${w.name} gewinnt ${fDe(w.amount)}`))}`;
    case 'hand-void':
      return entry.failed
        ? `Hand ${fDe(entry.hand)} ließ sich nicht zu Ende spielen und ist ungültig: Alle Chips gingen zurück (C6)`
        : `Hand ${fDe(entry.hand)} ist ungültig: Alle Chips gingen zurück (C6)`;
    case 'timeout':
      return `Die Zeit von ${entry.name} ist abgelaufen: ${entry.action === 'check' ? 'checkt' : 'passt'} automatisch; setzt nach der Hand aus`;
    case 'disconnect':
      return `${entry.name} hat die Verbindung verloren`;
    case 'reconnect':
      return `${entry.name} ist wieder verbunden`;
    case 'level':
      return `Die Blinds steigen auf ${fDe(entry.small)}/${fDe(entry.big)}${entry.ante ? `, Ante ${fDe(entry.ante)}` : ''}`;
  }
}

export const cashDe: Translation & CashTerms = {
  $code: 'de',
  $name: 'Deutsch',
  $dir: 'ltr',

  cashGame: 'Cash-Game',
  handNumber: (hand) => `Hand ${fDe(hand)}`,
  waitingForPlayers: 'Warten auf Spieler',
  nextHand: 'Gleich kommt die nächste Hand',
  emptySeat: (seat) => `Platz ${seat}`,
  seatFree: 'frei',
  seatState: (state) => STATE_DE[state],
  botLabel: (kind) => `Computer, ${kind === 'passive' ? 'passiv' : kind === 'reasonable' ? 'vernünftig' : kind}`,
  yourSeat: 'Dein Platz',
  heroName: 'Hero',
  heroStatus: (seat, stack, state) => `Platz ${seat}, ${fDe(stack)} Chips: ${HERO_DE[state]}.`,
  notSeated: (free) =>
    free === 1
      ? 'Ein Platz ist frei: wähle ihn am Tisch oder hier.'
      : `${free} Plätze sind frei: wähle einen am Tisch oder nimm den ersten.`,
  tableFull: (queue) =>
    `Alle Plätze sind besetzt (C7). ${queue === 0 ? 'Noch wartet niemand.' : queue === 1 ? 'Ein Spieler wartet.' : `${queue} Spieler warten.`}`,
  queued: (place) =>
    `Du bist Nummer ${place} auf der Warteliste: Der nächste freie Platz gehört dir, wenn du dran bist. Du kannst die Liste jederzeit verlassen.`,
  joinQueue: 'Auf die Warteliste',
  leaveQueue: 'Warteliste verlassen',
  takeSeat: (seat) => (seat === null ? 'Setz dich an den Tisch' : `Platz ${seat} nehmen`),
  buyInLabel: (min, max) => `Buy-in (${fDe(min)} bis ${fDe(max)})`,
  addChipsLabel: (min, max) => (min >= max ? `Chips nachkaufen (${fDe(max)})` : `Chips nachkaufen (${fDe(min)} bis ${fDe(max)})`),
  errorSeatChips: (kind, text, min, max) => {
    const range = `eine ganze Zahl von ${fDe(min)} bis ${fDe(max)}`;
    if (text === '') return kind === 'buy-in' ? `Gib ein Buy-in ein: ${range}.` : `Gib die Chips zum Nachkaufen ein: ${range}.`;
    return `„${text}“ ist ${kind === 'buy-in' ? 'kein Buy-in' : 'keine Zahl von Chips zum Nachkaufen'}: Gib ${range} ein.`;
  },
  stayAtTable: 'Am Tisch bleiben',
  entryLabel: 'Wie du einsteigst',
  waitForBigBlind: 'Auf den Big Blind warten',
  postBigBlindNow: 'Jetzt einen Big Blind zahlen und die nächste Hand spielen',
  sitDown: 'Hinsetzen',
  cancel: 'Abbrechen',
  sitOut: 'Aussetzen',
  sitIn: 'Wieder mitspielen',
  leaveTable: 'Tisch verlassen',
  rebuy: 'Nachkaufen',
  topUp: 'Aufstocken',
  addChips: 'Chips nachkaufen',
  clockLeft: (seconds, timeBank) => (timeBank ? `Zeitbank: ${seconds} s` : `noch ${seconds} s`),
  tableLogTitle: 'Tischverlauf',
  tableLogLine: tableLogLineDe,
  heroTimedOut: (action) =>
    `Deine Zeit ist abgelaufen: Die Uhr hat für dich ${action === 'check' ? 'gecheckt' : 'gepasst'}, und du setzt nach dieser Hand aus. Spiel wieder mit, um weiterzuspielen.`,
  errorBotKind: (name, kind) =>
    `Computerspieler: „${kind}“ (${name}) ist keine Art von Computerspieler. Schreibe passive oder reasonable: Ben reasonable 1000.`,
  errorBuyIn: (text) =>
    `Das Buy-in: „${text}“ ist kein Chipbereich. Schreibe Minimum und Maximum: 400-1000 (das Minimum höchstens so groß wie das Maximum).`,
  errorTableSize: (text) => `Die Tischgröße: „${text}“ sind nicht 2 bis 10 Plätze.`,
  errorClock: (text) =>
    `Die Bedenkzeit: „${text}“ ist keine Zahl von Sekunden. Schreibe 30, 30+10 (10 s mehr für einen Spieler ohne Verbindung) oder off.`,
  errorMilliseconds: (field, text) =>
    `${field.charAt(0).toUpperCase()}${field.slice(1)}: „${text}“ ist keine ganze Zahl von Millisekunden (700 sind 0,7 s).`,
  errorPlayers: (count, seats) => `${count} Computerspieler passen nicht an einen Tisch mit ${seats} Plätzen.`,
  errorRestore: (key) =>
    `Der gespeicherte Tisch „${key}“ ließ sich nicht wiederherstellen (beschädigt oder für andere Einstellungen gespeichert): Ein neuer Tisch beginnt.`,
};
