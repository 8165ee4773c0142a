/**
 * English terms of `<poker-cash-table>`: seats, the waiting list, buy-ins, the action clock,
 * and the table's history (`tableLogLine`, one wording per kind of
 * `TableLogEntry`). The table's refusals are worded in `refusals-table.ts` (the `refusal`
 * term). Another language's terms (`<code>/cash.ts`) are fetched when a cash table first shows it.
 */
import type { Translation } from '@shoelace-style/localize';
import type { TableEntryWay, TableLogEntry } from '../core/table/log.js';
import { addRefusalWordsOnUse } from './refusals.js';
import { termsRegistration } from './registry.js';
import { buyInRefusalsEn } from './refusals-buy-in.js';
import { cardsEn } from './cards-en.js';
import { cardText } from './table-cards.js';
import type { CashErrorTerm } from './cash-errors-en.js';
import type { CashSeatState, CashTerms } from './translation.js';

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const fEn = (amount: number): string => numbersEn.format(amount);

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
      return entry.busted
        ? `${entry.name} rebuys for ${fEn(entry.amount)}`
        : `${entry.name} tops up by ${fEn(entry.amount)} to ${fEn(entry.stack)}`;
    case 'busted':
      return entry.tournament ? `${entry.name} is out of chips` : `${entry.name} is out of chips: rebuy or leave`;
    case 'eliminated':
      return `${entry.name} finishes in place ${fEn(entry.place)}`;
    case 'draw':
      return `Draw for the button: ${entry.cards.map((c) => `${c.name} ${cardText(c.card, cardsEn.rankLetter)}`).join(', ')}. ${entry.name} has the high card and the button`;
    case 'random-button':
      return `The button goes to ${entry.name} at random`;
    case 'hand-start': {
      const { small, big, ante } = entry.blinds;
      const posting = entry.posting.length
        ? `; ${listEn.format(entry.posting.map((p) => p.name))} ${entry.posting.length === 1 ? 'posts' : 'post'} a big blind (C3)`
        : '';
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

/**
 * The English cash table terms a cash table shows with its first render; the words of bad
 * input (`cash-errors-en.ts`) are fetched on the first problem. `cashEn` (`cash.ts`) is both.
 */
export const cashWordsEn: Translation & Omit<CashTerms, CashErrorTerm> = {
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
  notSeated: (free) =>
    free === 1 ? 'One seat is free: pick it on the table or here.' : `${free} seats are free: pick one on the table or take the first.`,
  tableFull: (queue) =>
    `Every seat is taken (C7). ${queue === 0 ? 'Nobody is waiting yet.' : queue === 1 ? 'One player is waiting.' : `${queue} players are waiting.`}`,
  queued: (place) =>
    `You are number ${place} on the waiting list: the next free seat is yours in turn. You may leave the list at any time.`,
  joinQueue: 'Join the waiting list',
  leaveQueue: 'Leave the waiting list',
  takeSeat: (seat) => (seat === null ? 'Take a seat' : `Take seat ${seat}`),
  buyInLabel: (min, max) => `Buy-in (${fEn(min)} to ${fEn(max)})`,
  addChipsLabel: (min, max) => (min >= max ? `Chips to add (${fEn(max)})` : `Chips to add (${fEn(min)} to ${fEn(max)})`),
  errorSeatChips: (kind, text, min, max) => {
    const what = kind === 'buy-in' ? 'a buy-in' : 'a number of chips to add';
    const range = `a whole number from ${fEn(min)} to ${fEn(max)}`;
    return text === '' ? `Enter ${what}: ${range}.` : `“${text}” is not ${what}: enter ${range}.`;
  },
  stayAtTable: 'Stay at the table',
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
  heroTimedOut: (action) =>
    `Your time ran out: the clock ${action === 'check' ? 'checked' : 'folded'} for you, and you sit out after this hand. Sit in to play on.`,
};

const registerCashWords = termsRegistration('cash', { terms: cashWordsEn, refusals: buyInRefusalsEn });
let registered = false;

/**
 * Registers the cash table's terms and the table's refusal words once: English now (the
 * buy-in's refusals too; the other English refusals on the first refusal, the words of bad
 * input on the first problem), another language's on use.
 * Called by `<poker-cash-table>` on construction.
 */
export function registerCashTranslations(): void {
  registerCashWords();
  if (registered) return;
  registered = true;
  // The buy-in's refusals are said at the field at once; the others once something is refused.
  addRefusalWordsOnUse(() => import('./refusals-table-en.js').then(({ tableRefusalsEnRest }) => tableRefusalsEnRest));
}
