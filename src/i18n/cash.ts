/**
 * Terms of `<poker-table mode="cash">` in English and German: seats, the waiting list, buy-ins,
 * the action clock, the cash-mode errors, and the table's history (`tableLogLine`, one wording
 * per kind of `TableLogEntry`). The table's refusals are worded in `refusals-table.ts` (the
 * `refusal` term). Registered by `<poker-table>` with its other terms.
 */
import { addRefusalWords } from './refusals.js';
import { tableRefusalsDe, tableRefusalsEn } from './refusals-table.js';
import { registerTranslation, type Translation } from '@shoelace-style/localize';
import type { TableEntryWay, TableLogEntry } from '../core/table/log.js';
import type { CashSeatState, CashTerms } from './translation.js';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const fEn = (amount: number): string => numbersEn.format(amount);
const numbersDe = new Intl.NumberFormat('de', { maximumFractionDigits: 0 });
const fDe = (amount: number): string => numbersDe.format(amount);

const STATE_EN: Record<CashSeatState, string> = {
  active: 'Playing',
  waiting: 'Waits for the big blind',
  posting: 'Posts a big blind',
  'sitting-out': 'Sitting out',
  busted: 'Out of chips',
  away: 'Disconnected',
  'sits-out-next': 'Sits out after this hand',
  'leaves-next': 'Leaves after this hand',
};

const HERO_EN: Record<CashSeatState, string> = {
  active: 'you play',
  waiting: 'you wait for the big blind',
  posting: 'you post a big blind next hand',
  'sitting-out': 'you are sitting out',
  busted: 'you are out of chips',
  away: 'you are disconnected',
  'sits-out-next': 'you sit out after this hand',
  'leaves-next': 'you leave after this hand',
};

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

const listEn = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

const ENTRY_EN: Readonly<Record<TableEntryWay, string>> = {
  plays: '',
  'waits-for-big-blind': ' and waits for the big blind',
  'posts-big-blind': ' and posts a big blind to be dealt in at once',
};

/** A line of the table history in English. */
function tableLogLineEn(entry: TableLogEntry): string {
  switch (entry.kind) {
    case 'join':
      return entry.fromQueue
        ? `${entry.name} takes seat ${entry.seat + 1} from the waiting list${ENTRY_EN[entry.entry]}`
        : `${entry.name} sits down in seat ${entry.seat + 1} with ${fEn(entry.buyIn)}${ENTRY_EN[entry.entry]}`;
    case 'queue':
      return `No seat is free: ${entry.name} waits in the queue (place ${fEn(entry.place)})`;
    case 'leave-queue':
      return `${entry.name} leaves the waiting list`;
    case 'leave':
      return `${entry.name} leaves the table with ${fEn(entry.stack)}`;
    case 'leave-after-hand':
      return `${entry.name} leaves: their hand is folded and they go when it ends`;
    case 'removed':
      return `${entry.name} sat out for ${fEn(entry.minutes)} ${entry.minutes === 1 ? 'minute' : 'minutes'} and is removed from the table with ${fEn(entry.stack)}`;
    case 'sit-out':
      return entry.afterHand ? `${entry.name} will sit out after this hand` : `${entry.name} sits out`;
    case 'sit-in':
      return entry.entry === 'plays'
        ? `${entry.name} is back`
        : entry.entry === 'posts-big-blind'
          ? `${entry.name} is back and posts a big blind to be dealt in at once`
          : `${entry.name} is back and waits for the big blind (missed it while sitting out)`;
    case 'rebuy':
      return entry.busted ? `${entry.name} rebuys for ${fEn(entry.amount)}` : `${entry.name} tops up by ${fEn(entry.amount)} to ${fEn(entry.stack)}`;
    case 'busted':
      return entry.tournament ? `${entry.name} is out of chips` : `${entry.name} is out of chips: rebuy or leave`;
    case 'eliminated':
      return `${entry.name} finishes in place ${fEn(entry.place)}`;
    case 'draw':
      return `Draw for the button: ${entry.cards.map((c) => `${c.name} ${c.card}`).join(', ')}. ${entry.name} has the high card and the button`;
    case 'random-button':
      return `The button goes to ${entry.name} at random`;
    case 'hand-start': {
      const { small, big, ante } = entry.blinds;
      const posting = entry.posting.length ? `; ${listEn.format(entry.posting.map((p) => p.name))} ${entry.posting.length === 1 ? 'posts' : 'post'} a big blind (C3)` : '';
      return `Hand ${fEn(entry.hand)}: ${entry.button.name} has the button; blinds ${fEn(small)}/${fEn(big)}${ante ? `, ante ${fEn(ante)}` : ''}: ${entry.smallBlind.name} and ${entry.bigBlind.name}${posting}`;
    }
    case 'hand-end':
      return entry.winners.length === 0
        ? `Hand ${fEn(entry.hand)} is over`
        : `Hand ${fEn(entry.hand)} is over: ${listEn.format(entry.winners.map((w) => `${w.name} wins ${fEn(w.amount)}`))}`;
    case 'hand-void':
      return entry.failed
        ? `Hand ${fEn(entry.hand)} could not be finished and is void: every chip went back (C6)`
        : `Hand ${fEn(entry.hand)} is void: every chip went back (C6)`;
    case 'timeout':
      return `${entry.name}’s time is up: ${entry.action === 'check' ? 'checks' : 'folds'} for them; sits out after the hand`;
    case 'disconnect':
      return `${entry.name} lost the connection`;
    case 'reconnect':
      return `${entry.name} is back online`;
    case 'level':
      return `Blinds go up to ${fEn(entry.small)}/${fEn(entry.big)}${entry.ante ? `, ante ${fEn(entry.ante)}` : ''}`;
  }
}

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
      return entry.busted ? `${entry.name} kauft für ${fDe(entry.amount)} nach` : `${entry.name} stockt um ${fDe(entry.amount)} auf ${fDe(entry.stack)} auf`;
    case 'busted':
      return entry.tournament ? `${entry.name} hat keine Chips mehr` : `${entry.name} hat keine Chips mehr: nachkaufen oder gehen`;
    case 'eliminated':
      return `${entry.name} belegt Platz ${fDe(entry.place)}`;
    case 'draw':
      return `Ziehen um den Button: ${entry.cards.map((c) => `${c.name} ${c.card}`).join(', ')}. ${entry.name} hat die höchste Karte und den Button`;
    case 'random-button':
      return `Der Button geht per Zufall an ${entry.name}`;
    case 'hand-start': {
      const { small, big, ante } = entry.blinds;
      const posting = entry.posting.length ? `; ${listDe.format(entry.posting.map((p) => p.name))} ${entry.posting.length === 1 ? 'zahlt' : 'zahlen'} einen Big Blind (C3)` : '';
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

export const cashEn: Translation & CashTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',

  cashGame: 'Cash game',
  handNumber: (hand) => `Hand ${fEn(hand)}`,
  waitingForPlayers: 'Waiting for players',
  nextHand: 'Next hand coming up',
  emptySeat: (seat) => `Seat ${seat}`,
  seatFree: 'free',
  seatState: (state) => STATE_EN[state],
  botLabel: (kind) => `Computer, ${kind}`,
  yourSeat: 'Your seat',
  heroName: 'Hero',
  heroStatus: (seat, stack, state) => `Seat ${seat}, ${fEn(stack)} chips: ${HERO_EN[state]}.`,
  notSeated: (free) => (free === 1 ? 'One seat is free: pick it on the table or here.' : `${free} seats are free: pick one on the table or take the first.`),
  tableFull: (queue) => `Every seat is taken (C7). ${queue === 0 ? 'Nobody is waiting yet.' : queue === 1 ? 'One player is waiting.' : `${queue} players are waiting.`}`,
  queued: (place) => `You are number ${place} on the waiting list: the next free seat is yours in turn. You may leave the list at any time.`,
  joinQueue: 'Join the waiting list',
  leaveQueue: 'Leave the waiting list',
  takeSeat: (seat) => (seat === null ? 'Take a seat' : `Take seat ${seat}`),
  buyInLabel: (min, max) => `Buy-in (${fEn(min)} to ${fEn(max)})`,
  addChipsLabel: (min, max) => (min >= max ? `Chips to add (${fEn(max)})` : `Chips to add (${fEn(min)} to ${fEn(max)})`),
  entryLabel: 'How to be dealt in',
  waitForBigBlind: 'Wait for the big blind',
  postBigBlindNow: 'Post a big blind now and play the next hand',
  sitDown: 'Sit down',
  cancel: 'Cancel',
  sitOut: 'Sit out',
  sitIn: 'Sit in',
  leaveTable: 'Leave the table',
  rebuy: 'Rebuy',
  topUp: 'Top up',
  addChips: 'Add chips',
  clockLeft: (seconds, timeBank) => (timeBank ? `Time bank: ${seconds} s` : `${seconds} s to act`),
  tableLogTitle: 'Table history',
  tableLogLine: tableLogLineEn,
  heroTimedOut: (action) => `Your time ran out: the clock ${action === 'check' ? 'checked' : 'folded'} for you, and you sit out after this hand. Sit in to play on.`,
  errorBotKind: (name, kind) => `Computer players: “${kind}” (${name}) is no kind of computer player. Write passive or reasonable: Ben reasonable 1000.`,
  errorBuyIn: (text) => `The buy-in: “${text}” is no range of chips. Write the minimum and maximum: 400-1000 (the minimum at most the maximum).`,
  errorTableSize: (text) => `The table size: “${text}” is not 2 to 10 seats.`,
  errorClock: (text) => `The clock: “${text}” is no number of seconds. Write 30, 30+10 (10 s more for a disconnected player) or off.`,
  errorMode: (text) => `The mode: “${text}” is neither hand nor cash.`,
  errorMilliseconds: (field, text) => `${field.charAt(0).toUpperCase()}${field.slice(1)}: “${text}” is no whole number of milliseconds (700 is 0.7 s).`,
  errorPlayers: (count, seats) => `${count} computer players do not fit a table of ${seats} seats.`,
  errorCashLoad: (reason) => `The cash game could not be loaded (${reason}). Check the connection; changing the table's settings tries again.`,
  errorRestore: (key) => `The saved table “${key}” could not be restored (damaged, or saved for other settings): a new table starts.`,
};

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
  notSeated: (free) => (free === 1 ? 'Ein Platz ist frei: wähle ihn am Tisch oder hier.' : `${free} Plätze sind frei: wähle einen am Tisch oder nimm den ersten.`),
  tableFull: (queue) => `Alle Plätze sind besetzt (C7). ${queue === 0 ? 'Noch wartet niemand.' : queue === 1 ? 'Ein Spieler wartet.' : `${queue} Spieler warten.`}`,
  queued: (place) => `Du bist Nummer ${place} auf der Warteliste: Der nächste freie Platz gehört dir, wenn du dran bist. Du kannst die Liste jederzeit verlassen.`,
  joinQueue: 'Auf die Warteliste',
  leaveQueue: 'Warteliste verlassen',
  takeSeat: (seat) => (seat === null ? 'Setz dich an den Tisch' : `Platz ${seat} nehmen`),
  buyInLabel: (min, max) => `Buy-in (${fDe(min)} bis ${fDe(max)})`,
  addChipsLabel: (min, max) => (min >= max ? `Chips nachkaufen (${fDe(max)})` : `Chips nachkaufen (${fDe(min)} bis ${fDe(max)})`),
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
  heroTimedOut: (action) => `Deine Zeit ist abgelaufen: Die Uhr hat für dich ${action === 'check' ? 'gecheckt' : 'gepasst'}, und du setzt nach dieser Hand aus. Spiel wieder mit, um weiterzuspielen.`,
  errorBotKind: (name, kind) => `Computerspieler: „${kind}“ (${name}) ist keine Art von Computerspieler. Schreibe passive oder reasonable: Ben reasonable 1000.`,
  errorBuyIn: (text) => `Das Buy-in: „${text}“ ist kein Chipbereich. Schreibe Minimum und Maximum: 400-1000 (das Minimum höchstens so groß wie das Maximum).`,
  errorTableSize: (text) => `Die Tischgröße: „${text}“ sind nicht 2 bis 10 Plätze.`,
  errorClock: (text) => `Die Bedenkzeit: „${text}“ ist keine Zahl von Sekunden. Schreibe 30, 30+10 (10 s mehr für einen Spieler ohne Verbindung) oder off.`,
  errorMode: (text) => `Der Modus: „${text}“ ist weder hand noch cash.`,
  errorMilliseconds: (field, text) => `${field.charAt(0).toUpperCase()}${field.slice(1)}: „${text}“ ist keine ganze Zahl von Millisekunden (700 sind 0,7 s).`,
  errorPlayers: (count, seats) => `${count} Computerspieler passen nicht an einen Tisch mit ${seats} Plätzen.`,
  errorCashLoad: (reason) => `Das Cash-Game ließ sich nicht laden (${reason}). Bitte die Verbindung prüfen; eine Änderung der Tischeinstellungen versucht es erneut.`,
  errorRestore: (key) => `Der gespeicherte Tisch „${key}“ ließ sich nicht wiederherstellen (beschädigt oder für andere Einstellungen gespeichert): Ein neuer Tisch beginnt.`,
};

let registered = false;

/** Registers the cash-game terms in English and German, once. Called by `<poker-table>` on construction. */
export function registerCashTranslations(): void {
  if (registered) return;
  registered = true;
  registerTranslation(cashEn, cashDe);
  addRefusalWords(tableRefusalsEn, tableRefusalsDe);
}
