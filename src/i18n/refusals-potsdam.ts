/**
 * Potsdam Hold'em refusals (P2–P7) in English: one sentence per code of core's
 * `PotsdamRefusal`, from that code's parameters. Seats come as ids and are named with
 * `name`; cards are written as the engine gives them (`As`, `Td`). The betting and showdown
 * refusals a game also gives are worded by `refusals-betting.ts`.
 */
import { eventProblemsEn } from './event-problems.js';
import type { PotsdamEndingKind, PotsdamPhase, PotsdamRefusal } from '../core/potsdam/types.js';
import type { RefusalWords } from './refusal-words.js';

// ——— English ———

const numbersEn = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const nEn = (amount: number): string => numbersEn.format(amount);
const listEn = (items: readonly string[]): string => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

const PHASE_EN: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'the entry round',
  exchange: 'the exchange round',
  choosing: 'the choice of a set',
  betting: 'the betting round',
  'end-offer': 'the offer to end the game',
  'final-betting': 'the final betting round',
  'last-exchange': 'the last exchange round',
  'last-betting': 'the last betting round',
  showdown: 'the showdown',
  complete: 'the end of the game',
  uncontested: 'the end of the game',
};

/** What a seat does in a phase: "It is Ben's turn to …". */
const TURN_EN: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'act',
  exchange: 'exchange',
  choosing: 'choose a set',
  betting: 'act',
  'end-offer': 'decide whether to end the game',
  'final-betting': 'act',
  'last-exchange': 'exchange',
  'last-betting': 'act',
  showdown: 'show or muck',
  complete: 'act',
  uncontested: 'act',
};

const ENDING_EN: Readonly<Record<PotsdamEndingKind, string>> = {
  'one-left': 'only one player is left',
  'ended-by-player': 'a player ended it',
  'no-exchange': 'nobody exchanged in a whole round',
  'three-passes': 'a player did not exchange three times in a row',
  'round-limit': 'the table’s limit of exchange rounds was reached',
};

const LIMIT_EN = (betLimit: 'each-bet' | 'round-total', limit: number): string =>
  betLimit === 'each-bet'
    ? `a bet or raise is at most three big blinds (${nEn(limit)})`
    : `nobody puts in more than three big blinds (${nEn(limit)}) in a betting round`;

export const potsdamRefusalsEn: RefusalWords<PotsdamRefusal> = {
  'unknown-potsdam-event': ({ type }) =>
    `“${type}” is not an event of Potsdam Hold’em: it takes ACT, EXCHANGE, PASS, BUY, CHOOSE, END, SHOW and MUCK.`,
  'malformed-potsdam-event': ({ problem }) =>
    problem === 'set'
      ? 'Choose “laid-down” or “fresh”.'
      : problem === 'give' || problem === 'take'
        ? `“${problem}” must be a list of cards, such as ["As"].`
        : eventProblemsEn[problem],
  'game-over': () => 'The game is over: nothing more can be done in it.',
  'not-now': ({ type, phase, expected }) =>
    expected.length === 0
      ? `${type} is not possible now: the game is over.`
      : `${type} is not possible in ${PHASE_EN[phase]}: now it is ${listEn(expected)}.`,
  'out-of-turn': ({ seat, seatToAct, phase }, name) => `It is ${name(seatToAct)}’s turn to ${TURN_EN[phase]}, not ${name(seat)}’s.`,
  'no-raise-in-entry': ({ callTo }) => `Nobody raises in the entry round: call the big blind (${nEn(callTo)}) or fold.`,
  'bet-above-limit': ({ maxTo, limit, betLimit }) => `In Potsdam ${LIMIT_EN(betLimit, limit)}: bet at most ${nEn(maxTo)}.`,
  'raise-above-limit': ({ maxTo, limit, betLimit }) => `In Potsdam ${LIMIT_EN(betLimit, limit)}: raise to at most ${nEn(maxTo)}.`,
  'all-in-above-limit': ({ allInTo, maxTo }) =>
    `Your whole stack (${nEn(allInTo)} in total) is more than the limit of three big blinds allows; bet or raise to at most ${nEn(maxTo)}.`,
  'exchange-size': () => 'Exchange one card for one, or all five for all five; to keep your cards, pass.',
  'card-named-twice': ({ card }) => `${card} is named twice.`,
  'cards-not-held': ({ seat, cards }, name) => `${name(seat)} does not hold ${listEn(cards)}.`,
  'cards-not-on-table': ({ cards }) => `${listEn(cards)} ${cards.length === 1 ? 'is' : 'are'} not among the community cards.`,
  'cards-out-of-play': ({ cards }) =>
    `${listEn(cards)} ${cards.length === 1 ? 'lies' : 'lie'} aside, out of play: only the five community cards can be taken.`,
  'nothing-to-buy': ({ previousSeat }, name) =>
    previousSeat === null
      ? 'Nothing to buy: fresh cards can be bought only after the player before you exchanged in this round.'
      : `Nothing to buy: ${name(previousSeat)} did not lay down cards.`,
  'already-bought': () => 'You have bought fresh cards this turn already: now exchange or pass.',
  'cannot-afford-buy': ({ price, stack }) => `Fresh cards cost a small blind (${nEn(price)}); you have ${nEn(stack)}.`,
  'deck-too-small': ({ needed, left }) =>
    `The deck has ${nEn(left)} ${left === 1 ? 'card' : 'cards'} left, not the ${nEn(needed)} fresh ones needed.`,
  'no-buying-in-last-exchange': () => 'No fresh cards can be bought in the last exchange round.',
  'no-more-exchanges': ({ ending }) => `The game is ending (${ENDING_EN[ending]}): nobody exchanges any more.`,
  'excluded-from-last-exchange': ({ seat }, name) => `${name(seat)} ended the game and has no turn in the last exchange round.`,
  'end-after-exchange': ({ seat }, name) => `${name(seat)} exchanged this round: only a player who did not may end the game.`,
  'cannot-afford-end': ({ price, stack }) => `Ending the game costs three big blinds (${nEn(price)}); you have ${nEn(stack)}.`,
};
