/**
 * The words of `<poker-table variant="potsdam">` (Potsdam Hold'em, P1–P7) in English: the
 * phases, the endings, the log, the exchange, buying and ending controls and the notes. The
 * refusals are `refusals-potsdam.ts`; the words the Hold'em table shares (Fold, Call, Back…)
 * come from the table terms. Other languages have theirs in their `potsdam` group (`de/potsdam.ts`);
 * a page adds them with `registerLanguage` (or `registerPotsdamWords`).
 */
import type { Card } from '../core/cards.js';
import type { PotsdamEnding, PotsdamLogEntry, PotsdamPhase } from '../core/potsdam/types.js';
import { potsdamRefusalsEn } from './refusals-potsdam.js';
import { registerLanguage } from './languages.js';
import { termsRegistration, wordsIn } from './registry.js';

/** Names a seat id. */
export type SeatName = (seat: string) => string;
/** Writes cards as text: `K♦ 7♥`. */
export type CardsText = (cards: readonly Card[]) => string;

export interface PotsdamWords {
  /** The language these words are in (`en`, `de`, or a page's own); the registry knows it by the language they are registered for. */
  lang?: string;
  gameName: string;
  /** P5: the cap of a bet or raise. */
  limitLine: (limit: number, betLimit: 'each-bet' | 'round-total') => string;
  phaseName: (phase: PotsdamPhase, exchangeRound: number) => string;
  endingName: (ending: PotsdamEnding, name: SeatName) => string;
  /** What each P rule says, for the tooltip of its ID. */
  ruleTitle: Readonly<Record<string, string>>;
  communityLabel: string;
  asideTitle: string;
  asideSet: (name: string, which: 'laid-down' | 'fresh') => string;
  deckLeft: (cards: number) => string;
  cardsOf: (name: string) => string;
  statusExchanged: string;
  statusPassed: (times: number) => string;
  statusEnded: string;
  /** A log line. */
  logLine: (entry: PotsdamLogEntry, name: SeatName, cards: CardsText) => string;
  logExchangeRound: (round: number, last: boolean) => string;
  logBettingRound: (round: number, phase: PotsdamPhase) => string;
  logEntry: string;
  logShowdown: string;
  // The controls
  exchangeTitle: (name: string) => string;
  pickOwn: string;
  pickCommunity: string;
  pickPrompt: string;
  exchangeOne: (give: string, take: string) => string;
  exchangeAll: string;
  pass: string;
  buy: (price: number, cards: number, from: string) => string;
  noBuyLast: string;
  chooseTitle: (name: string) => string;
  laidDownSet: (name: string) => string;
  freshSet: string;
  chooseLaidDown: string;
  chooseFresh: string;
  endTitle: (name: string, price: number) => string;
  endGame: (price: number) => string;
  goOn: string;
  thinking: (name: string) => string;
  /** Notes: what is going on now, and why. */
  nowNote: (phase: PotsdamPhase, name: string, facts: { limit: number; buyPrice: number; endPrice: number }) => string;
  endNote: (ending: PotsdamEnding, name: SeatName) => string;
  wonNote: (names: string, amount: number) => string;
  /** Bad input. */
  errorDeal: (detail: string) => string;
  errorScript: (step: number, text: string) => string;
  /** The reader's cards in a group: `Anna's cards`. */
  yourCards: (name: string) => string;
}

const n = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const f = (amount: number): string => n.format(amount);
const poss = (name: string): string => (name.endsWith('s') ? `${name}’` : `${name}’s`);
const and = (items: readonly string[]): string => new Intl.ListFormat('en', { type: 'conjunction' }).format(items);

const PHASES: Readonly<Record<PotsdamPhase, string>> = {
  entry: 'Entry round',
  exchange: 'Exchange round',
  choosing: 'Buying fresh cards',
  betting: 'Betting round',
  'end-offer': 'End the game?',
  'final-betting': 'Final betting round',
  'last-exchange': 'Last exchange round',
  'last-betting': 'Last betting round',
  showdown: 'Showdown',
  complete: 'The game is over',
  uncontested: 'The game is over',
};

const ending = (e: PotsdamEnding, name: SeatName): string => {
  switch (e.kind) {
    case 'one-left':
      return `only ${name(e.seat)} is left (P6 (1))`;
    case 'ended-by-player':
      return `${name(e.seat)} paid ${f(e.price)} to end the game (P6 (2))`;
    case 'no-exchange':
      return `nobody exchanged in exchange round ${e.exchangeRound} (P6 (3))`;
    case 'three-passes':
      return `${and(e.seats.map(name))} did not exchange three times in a row (P6 (4))`;
    case 'round-limit':
      return `the table’s limit of ${e.exchangeRound} exchange rounds was reached (as P6 (3))`;
  }
};

export const potsdamEn: PotsdamWords = {
  lang: 'en',
  gameName: 'Potsdam Hold’em',
  limitLine: (limit, betLimit) => (betLimit === 'each-bet' ? `bets up to ${f(limit)}` : `up to ${f(limit)} a round`),
  phaseName: (phase, round) => (phase === 'exchange' || phase === 'betting' ? `${PHASES[phase]} ${round}` : PHASES[phase]),
  endingName: ending,
  ruleTitle: {
    P1: 'P1: blinds; five hole cards each, five community cards face up',
    P2: 'P2: entry round: call the big blind or fold, no raise',
    P3: 'P3: exchange none, one or all five hole cards, left of the button to the button',
    P4: 'P4: after an exchange, the next player may buy fresh cards for a small blind and choose which set joins the community',
    P5: 'P5: a betting round after each exchange round; a bet or raise is at most three big blinds',
    P6: 'P6: the four ways the game ends',
    P7: 'P7: the best five-card hand wins',
  },
  communityLabel: 'Community cards',
  asideTitle: 'Out of play',
  asideSet: (name, which) =>
    which === 'fresh' ? `Fresh cards ${name} did not take` : `Cards laid down, replaced by ${poss(name)} fresh ones`,
  deckLeft: (cards) => `${f(cards)} ${cards === 1 ? 'card' : 'cards'} left in the deck`,
  cardsOf: (name) => `${poss(name)} cards`,
  statusExchanged: 'exchanged',
  statusPassed: (times) => `passed ${times}×`,
  statusEnded: 'ended the game',
  logLine: (entry, name, cards) => {
    switch (entry.kind) {
      case 'blind':
        return `${name(entry.seat)} posts the ${entry.blind} blind of ${f(entry.amount)}${entry.allIn ? ' and is all-in' : ''}.`;
      case 'deal':
        return `Five cards to each player; the community: ${cards(entry.community)}.`;
      case 'action': {
        const who = name(entry.seat);
        const allIn = entry.allIn ? ' (all-in)' : '';
        switch (entry.action) {
          case 'fold':
            return `${who} folds.`;
          case 'check':
            return `${who} checks.`;
          case 'call':
            return `${who} calls ${f(entry.amount)}${allIn}.`;
          case 'bet':
            return `${who} bets ${f(entry.to)}${allIn}.`;
          case 'raise':
            return `${who} raises to ${f(entry.to)}${allIn}.`;
          case 'all-in':
            return `${who} is all-in for ${f(entry.to)}.`;
        }
        return `${who}: ${entry.action}.`;
      }
      case 'uncalled-returned':
        return `${f(entry.amount)} not called goes back to ${name(entry.seat)}.`;
      case 'exchange-round':
        return `${entry.last ? 'The last exchange round' : `Exchange round ${entry.exchangeRound}`}: ${and(entry.order.map(name))} in turn.`;
      case 'exchange':
        return entry.given.length === 5
          ? `${name(entry.seat)} lays down all five (${cards(entry.given)}) and takes the community: ${cards(entry.taken)}.`
          : `${name(entry.seat)} lays down ${cards(entry.given)} and takes ${cards(entry.taken)}.`;
      case 'pass':
        return `${name(entry.seat)} does not exchange (${entry.passesInARow} in a row).`;
      case 'buy':
        return `${name(entry.seat)} pays ${f(entry.price)} for fresh cards: ${cards(entry.fresh)}, against ${cards(entry.laidDown)} laid down by ${name(entry.from)}.`;
      case 'choose':
        return entry.set === 'fresh'
          ? `${name(entry.seat)} puts the fresh cards into the community; ${cards(entry.aside)} go out of play.`
          : `${name(entry.seat)} leaves the laid-down cards in the community; the fresh ${cards(entry.aside)} go out of play.`;
      case 'betting-round':
        return entry.skipped ? 'Nobody can bet: the betting round is skipped.' : `${PHASES[entry.phase]} begins.`;
      case 'decline-end':
        return `${name(entry.seat)} does not end the game.`;
      case 'ending':
        return `The game is ending: ${ending(entry.ending, name)}.`;
      case 'show':
        return `${name(entry.seat)} shows ${cards(entry.cards)}.`;
      case 'muck':
        return `${name(entry.seat)} mucks.`;
      case 'uncontested':
        return `${name(entry.seat)} wins without a showdown.`;
      case 'award':
        return `${and(entry.award.shares.map((share) => `${name(share.seat)} wins ${f(share.amount)}`))} (pot ${entry.award.potIndex + 1}).`;
    }
  },
  logExchangeRound: (round, last) => (last ? 'Last exchange round' : `Exchange round ${round}`),
  logBettingRound: (round, phase) => (phase === 'betting' ? `Betting round ${round}` : PHASES[phase]),
  logEntry: 'Entry round',
  logShowdown: 'Showdown',
  exchangeTitle: (name) => `${name}: exchange`,
  pickOwn: 'Your card to lay down',
  pickCommunity: 'Community card to take',
  pickPrompt: 'Pick one of your cards and one community card, or exchange all five.',
  exchangeOne: (give, take) => `Exchange ${give} for ${take}`,
  exchangeAll: 'Exchange all five',
  pass: 'Pass (exchange none)',
  buy: (price, cards, from) => `Buy ${cards} fresh ${cards === 1 ? 'card' : 'cards'} for ${f(price)} (against ${poss(from)})`,
  noBuyLast: 'No fresh cards in the last exchange round.',
  chooseTitle: (name) => `${name}: which set joins the community?`,
  laidDownSet: (name) => `Laid down by ${name}`,
  freshSet: 'Fresh from the deck',
  chooseLaidDown: 'Keep the laid-down cards',
  chooseFresh: 'Put the fresh cards in',
  endTitle: (name, price) => `${name} did not exchange: end the game for ${f(price)}?`,
  endGame: (price) => `End the game (${f(price)})`,
  goOn: 'Go on',
  thinking: (name) => `${name} is thinking…`,
  nowNote: (phase, name, { limit, buyPrice, endPrice }) => {
    switch (phase) {
      case 'entry':
        return `${name} calls the big blind or folds: no raise in the entry round.`;
      case 'exchange':
        return `${name} exchanges none, one or all five hole cards. After an exchange the next player may buy fresh cards for ${f(buyPrice)}.`;
      case 'choosing':
        return `${name} bought fresh cards: one set joins the community, the other lies aside out of play.`;
      case 'betting':
      case 'final-betting':
      case 'last-betting':
        return `${name} to act: a bet or raise is at most three big blinds (${f(limit)}).`;
      case 'end-offer':
        return `${name} did not exchange and may pay ${f(endPrice)} to end the game: the others then exchange once more.`;
      case 'last-exchange':
        return `${name} exchanges one last time; nobody buys fresh cards now.`;
      case 'showdown':
        return `${name} shows the five hole cards or mucks.`;
      default:
        return `The game is over.`;
    }
  },
  endNote: (e, name) => `The game ends because ${ending(e, name)}.`,
  wonNote: (names, amount) => `${names} ${names.includes(' and ') ? 'win' : 'wins'} ${f(amount)}.`,
  errorDeal: (detail) => `The game cannot be dealt: ${detail}`,
  errorScript: (step, text) =>
    `The script, step ${step}: “${text}” is not a move. Write a seat and what they do: Anna calls; Ben exchanges 7h for Kd; Carla passes; Ben buys; Ben takes fresh; Anna ends.`,
  yourCards: (name) => `${poss(name)} hole cards`,
};

/** Registers the Potsdam words and refusals once: English now, another language's on use. Called by the Potsdam game when it loads. */
export const registerPotsdamTranslations: () => void = termsRegistration('potsdam', { potsdam: potsdamEn, refusals: potsdamRefusalsEn });

/** Adds Potsdam words for a language (`words.lang`, a primary subtag such as `fr`); the same as `registerLanguage({ code, words: { potsdam: { potsdam: words } } })`. */
export function registerPotsdamWords(words: Partial<PotsdamWords> & { lang: string }): void {
  registerLanguage({ code: words.lang, words: { potsdamPage: { potsdam: words } } });
}

/** The Potsdam words of a language, English filling every gap. */
export function potsdamWordsIn(lang: string): PotsdamWords {
  const words = wordsIn(lang).filter((group) => group.potsdam);
  return words.length === 0 ? potsdamEn : (Object.assign({}, potsdamEn, ...words.map((group) => group.potsdam)) as PotsdamWords);
}
