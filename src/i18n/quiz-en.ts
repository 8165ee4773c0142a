import type { Translation } from '@shoelace-style/localize';
import type { QuizReason } from '../core/quiz/types.js';
import { termsRegistration } from './registry.js';
import type { QuizNameOf, QuizTerms } from './quiz-terms.js';

const n = new Intl.NumberFormat('en');
const and = new Intl.ListFormat('en', { type: 'conjunction' });
const num = (value: unknown): string => n.format(typeof value === 'number' ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown, nameOf: QuizNameOf): string =>
  and.format(Array.isArray(value) ? value.map((seat) => nameOf(String(seat))) : []);

const CATEGORY: Record<string, string> = {
  'straight-flush': 'a straight flush',
  'four-of-a-kind': 'four of a kind',
  'full-house': 'a full house',
  flush: 'a flush',
  straight: 'a straight',
  'three-of-a-kind': 'three of a kind',
  'two-pair': 'two pair',
  'one-pair': 'one pair',
  'high-card': 'high card',
};
const cat = (value: unknown): string => CATEGORY[text(value)] ?? text(value);
const ROLE: Record<string, string> = {
  quads: 'rank of the four',
  trips: 'rank of the three',
  pair: 'pair',
  'high-pair': 'higher pair',
  'low-pair': 'lower pair',
  'full-of': 'pair of the full house',
  'straight-high': 'top card of the straight',
  'flush-card': 'flush cards, card by card',
  'high-card': 'cards, card by card',
  kicker: 'kicker',
};
const RANK: Record<string, string> = { T: '10' };
const rank = (value: unknown): string => RANK[text(value)] ?? text(value);
const SUIT: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
/** A hand's best five as the cards read: `K♥ K♠ Q♦ 9♦ 7♣`. */
const five = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((card) => `${RANK[String(card)[0] ?? ''] ?? String(card)[0]}${SUIT[String(card)[1] ?? ''] ?? ''}`).join(' ')
    : '';

const QUESTIONS: Record<string, (a: { subject: string; actor: string; leaving: string; seats: number }) => string> = {
  'first-to-act': () => 'Who acts first in this betting round?',
  'first-card': () => 'Who is dealt the first card?',
  'may-act': (a) => `What may ${a.actor} do?`,
  'short-all-in': (a) => `What may ${a.actor} do now?`,
  'all-ins-add-up': (a) => `What may ${a.actor} do now?`,
  'fixed-cap': (a) => `What may ${a.actor} do?`,
  'min-raise': (a) => `What is the smallest total ${a.actor} may raise (or bet) to?`,
  'pot-limit-max': (a) => `Pot limit: what is the most ${a.actor} may raise (or bet) to?`,
  'fixed-raise': (a) => `Fixed limit: to what total does ${a.actor} bet or raise?`,
  'to-call': (a) => `How many more chips must ${a.actor} put in to call?`,
  'short-call': (a) => `How many chips does ${a.actor}’s call put in?`,
  'most-in': (a) => `What is the most ${a.actor} can have in front of them this round?`,
  uncalled: (a) => `${a.subject} calls with everything. How many chips go back to the bettor?`,
  uncontested: () => 'Everyone else folds to the last bet. How many chips does the bettor win?',
  'void-hand': () => 'The server fails and the hand is void. How many chips does each player have now?',
  'action-clock': (a) => `${a.actor}’s time runs out. What is done for them?`,
  winner: () => 'Who wins the pot?',
  'first-to-show': () => 'Who shows their hand first?',
  pots: () => 'How many chips does each player win?',
  'odd-chip': () => 'How many chips does each player win?',
  'not-a-card': () => 'Which of these is not a card?',
  'next-button': () => 'Who has the button in the next hand?',
  'next-big-blind': () => 'Who posts the big blind in the next hand?',
  newcomer: (a) => `${a.subject} has just sat down. What happens in the next hand?`,
  'hand-starts': () => 'Does a hand start?',
  'sitting-out': (a) => `Is ${a.subject} dealt into the next hand?`,
  'table-size': (a) => `May a table have ${n.format(a.seats)} ${a.seats === 1 ? 'seat' : 'seats'}?`,
  queue: (a) => `${a.leaving} leaves. Who takes the seat?`,
  'potsdam-blinds': () => 'Potsdam: who posts the big blind?',
  'potsdam-entry': (a) => `Potsdam entry round: what may ${a.actor} do?`,
  'potsdam-first-exchange': () => 'Potsdam: who exchanges first?',
  'potsdam-buy': (a) => `Potsdam: ${a.subject} has just exchanged. ${a.actor} may buy fresh cards: at what price, and how many?`,
  'potsdam-limit': (a) => `Potsdam: what is the most ${a.actor} may bet?`,
  'potsdam-ending': () => 'Potsdam: how is the game ending?',
  'potsdam-winner': () => 'Potsdam: if the game ended now, whose five cards win?',
};

const CHOICES: Record<string, string> = {
  'fold-check-bet': 'Fold, check or bet',
  'fold-check-raise': 'Fold, check or raise',
  'fold-call-raise': 'Fold, call or raise',
  'fold-call': 'Only fold or call',
  yes: 'Yes',
  no: 'No',
  check: 'Check',
  fold: 'Fold',
  split: 'A split pot',
  'big-blind': 'Posts a big blind and is dealt in',
  waits: 'Waits until the button has passed',
  dealt: 'Is dealt in without a blind',
  'one-left': 'Only one player is left',
  'no-exchange': 'Nobody exchanged: a last betting round',
  'three-passes': 'A player passed three times in a row',
  none: 'It is not ending',
};

const FIELDS: Record<string, string> = { to: 'Total', amount: 'Chips', price: 'Price', cards: 'Cards' };

function reasonEn(reason: QuizReason, nameOf: QuizNameOf): string {
  const p = reason.params;
  const seat = nameOf(text(p.seat));
  switch (reason.code) {
    case 'left-of-big-blind':
      return `Preflop the player left of the big blind (${nameOf(text(p.bigBlind))}) acts first: ${seat}.`;
    case 'left-of-button':
      return `After the flop the first player still in left of the button (${nameOf(text(p.button))}) acts first: ${seat}.`;
    case 'heads-up-preflop':
      return `Heads-up the button posts the small blind and acts first preflop: ${seat}.`;
    case 'heads-up-later':
      return `Heads-up the button acts last after the flop, so ${seat} acts first.`;
    case 'first-card':
      return `Cards are dealt one at a time clockwise from left of the button (${nameOf(text(p.button))}): ${seat} first, the button last.`;
    case 'options':
      return num(p.toCall) === '0'
        ? `${seat} owes nothing: a check is free, and folding is always allowed.`
        : `${seat} owes ${num(p.toCall)} to call the bet to ${num(p.currentBetTo)}.`;
    case 'big-blind-option':
      return `Nobody raised: the big blind, ${seat}, has the option to check or raise.`;
    case 'not-reopened':
      return `${seat} faces only ${num(p.faced)} more, less than a full raise of ${num(p.fullRaise)}: a short all-in does not reopen the betting.`;
    case 'reopened':
      return `${seat} faces ${num(p.faced)} more, at least a full raise of ${num(p.fullRaise)}: the all-ins add up and reopen the betting.`;
    case 'capped':
      return `The betting is capped: a bet and ${num(p.raises)} raises have been made.`;
    case 'min-raise':
      return `A raise must add at least the largest bet or raise of the round, ${num(p.raiseBy)}: ${num(p.currentBetTo)} + ${num(p.raiseBy)} = ${num(p.minTo)}.`;
    case 'pot-limit-max':
      return `The pot after the call: ${num(p.pot)} in the pot + ${num(p.bets)} on the table + ${num(p.toCall)} to call = ${num(p.potAfterCall)}; call and raise that much: to ${num(p.maxTo)}.`;
    case 'fixed-size':
      return `On the ${text(p.street)} every bet and raise is exactly ${num(p.unit)}: to ${num(p.to)}.`;
    case 'blind-is-live':
      return `The blind of ${num(p.posted)} counts toward the call: ${num(p.currentBetTo)} − ${num(p.posted)} = ${num(p.toCall)}.`;
    case 'call-all-in':
      return `${seat} has only ${num(p.stack)}: the call puts in all of it, and ${seat} is all-in.`;
    case 'table-stakes':
      return `Only the chips on the table play: ${seat} can go to ${num(p.to)} at most.`;
    case 'uncalled':
      return `Only ${num(p.matched)} of the bet to ${num(p.bet)} can be matched: ${num(p.amount)} go back to ${nameOf(text(p.seat))}.`;
    case 'uncontested':
      return `The last player in wins the pot of ${num(p.amount)} at once; no more cards are dealt and nobody shows.`;
    case 'void':
      return 'A void hand gives every chip back to the player who put it in: everyone has their stack from before the hand.';
    case 'clock-check':
      return `${seat} owes nothing, so the clock checks for them.`;
    case 'clock-fold':
      return `${seat} owes ${num(p.toCall)}, so the clock folds for them.`;
    case 'category':
      return `${list(p.seats, nameOf)} wins with ${cat(p.winner)} against ${cat(p.loser)}; the best five: ${five(p.bestFive)}.`;
    case 'rank':
      return `${nameOf(text(p.runnerUp))} also holds ${cat(p.category)}; ${list(p.seats, nameOf)} wins on the ${ROLE[text(p.role)] ?? text(p.role)}: ${rank(p.winner)} beats ${rank(p.loser)}; the best five: ${five(p.bestFive)}.`;
    case 'tie':
      return `The best five cards are equal (${cat(p.category)}: ${five(p.bestFive)}): the pot is split.`;
    case 'last-aggressor':
      return `${seat} made the last bet or raise on the river and shows first.`;
    case 'left-of-button-shows':
      return `Nobody bet on the river: the first player left of the button (${nameOf(text(p.button))}) shows first, ${seat}.`;
    case 'pot':
    case 'pot-split':
    case 'pot-odd-chip': {
      const name = num(p.pot) === '0' ? 'The main pot' : `Side pot ${num(p.pot)}`;
      const odd =
        Array.isArray(p.oddChips) && p.oddChips.length > 0
          ? `; the odd chip goes to ${list(p.oddChips, nameOf)}, first left of the button`
          : '';
      return `${name} of ${num(p.amount)} (${list(p.eligible, nameOf)}) goes to ${list(p.winners, nameOf)}${Array.isArray(p.winners) && p.winners.length > 1 ? `, ${num(p.share)} each` : ''}${odd}.`;
    }
    case 'unknown-card':
      return `“${text(p.card)}” is no card: ranks 2–9, T (or 10), J, Q, K, A; suits s, h, d, c.`;
    case 'button-moves':
      return `The button moves one seat clockwise, to ${seat}; ${nameOf(text(p.small))} posts the small blind, ${nameOf(text(p.big))} the big blind.`;
    case 'big-blind-moves':
      return `The big blind moves on to the next player, ${seat}; the last big blind (${nameOf(text(p.lastBig))}) pays the small blind${num(p.dealt) === '2' ? ' and, heads-up, gets the button' : ''}.`;
    case 'newcomer-big-blind':
      return p.outOfPosition
        ? `${seat} posts a big blind out of position and is dealt in at once.`
        : `${seat} is dealt in when the big blind reaches them: they post it.`;
    case 'newcomer-waits':
      return `${seat} sits between the button and the big blind: they wait until the button has passed.`;
    case 'newcomer-dealt':
      return `${seat} is dealt in.`;
    case 'hand-starts':
      return `${num(p.players)} players are ready and ${num(p.needed)} are needed: the hand starts.`;
    case 'not-enough-players':
      return `${num(p.players)} players are ready but ${num(p.needed)} are needed: no hand starts.`;
    case 'dealt-in':
      return `${seat} plays: everyone who is not sitting out is dealt in.`;
    case 'sits-out':
      return `${seat} is sitting out: seated, but dealt no cards and paying no blinds.`;
    case 'size-allowed':
      return `A table has ${num(p.min)} to ${num(p.max)} seats: ${num(p.seats)} is fine.`;
    case 'size-refused':
      return `A table has ${num(p.min)} to ${num(p.max)} seats, not ${num(p.seats)}.`;
    case 'queue-first':
      return `The queue is first come, first served: ${seat} was first.`;
    case 'potsdam-deal':
      return `Blinds as in Hold’em: the big blind is two left of the button, ${seat}. Everyone gets ${num(p.holeCards)} hole cards; ${num(p.community)} lie face up.`;
    case 'entry':
      return `In the entry round a player may only call the big blind or fold: no raise.`;
    case 'exchange-order':
      return `The exchange round starts left of the button (${nameOf(text(p.button))}): ${seat}.`;
    case 'buy-price':
      return `Fresh cards cost one small blind, ${num(p.price)}, as many as ${nameOf(text(p.from))} laid down: ${num(p.cards)}.`;
    case 'bet-limit':
      return `A bet is at most three big blinds: 3 × ${num(p.bigBlind)} = ${num(p.maxTo)}.`;
    case 'ending-no-exchange':
      return 'Nobody exchanged in a whole exchange round: a final betting round, no more exchanges.';
    case 'ending-one-left':
      return 'Everyone else folded: the last player wins.';
    case 'ending-none':
      return 'Someone exchanged, so the game goes on.';
    case 'ending-three-passes':
      return 'A player did not exchange three times in a row: a final betting round, then a last exchange round.';
    case 'five-cards':
      return `The best five hole cards win: ${list(p.seats, nameOf)} with ${cat(p.category)}.`;
    default:
      return reason.code;
  }
}

/** English terms of `<rules-quiz>`. */
export const quizEn: Translation & QuizTerms = {
  $code: 'en',
  $name: 'English',
  $dir: 'ltr',
  quizLabel: 'Rules quiz',
  quizScore: (right, asked) => `${n.format(right)} of ${n.format(asked)} right`,
  quizStreak: (streak) => `Streak ${n.format(streak)}`,
  quizLevel: (level) => `Level ${n.format(level + 1)}`,
  quizQuestion: (kind, asking) => (QUESTIONS[kind] ?? (() => kind))(asking),
  quizChoice: (value, nameOf) => CHOICES[value] ?? nameOf(value),
  quizField: (field, nameOf) => FIELDS[field] ?? nameOf(field),
  quizReason: reasonEn,
  quizSubmit: 'Answer',
  quizNext: 'Next question',
  quizRight: 'Right.',
  quizWrong: (answer) => `Not quite. The answer: ${answer}.`,
  quizAmounts: (entries) => and.format(entries.map((entry) => `${entry.label} ${n.format(entry.amount)}`)),
  quizShare: 'Link to this question',
  quizRuleLink: (ruleId) => `Rule ${ruleId}`,
  quizSeatStatus: (status) =>
    ({
      active: 'plays',
      waiting: 'new, waits for the big blind',
      posting: 'new, posts a big blind',
      'sitting-out': 'sitting out',
      busted: 'no chips',
    })[status] ?? status,
  quizSeatEmpty: 'empty seat',
  quizSeatNumber: (seat) => `Seat ${n.format(seat)}`,
  quizClockwise: (seats) => `Seats 1 to ${n.format(seats)} clockwise; seat 1 sits left of seat ${n.format(seats)}.`,
  quizLastHand: (button, big) => `Last hand: button ${button}, big blind ${big}.`,
  quizQueue: (names) => `Waiting in the queue: ${and.format(names)}`,
  quizCards: 'Cards as written',
  quizAnswerNeeded: 'Choose or type an answer first.',
  quizError: (code, detail) =>
    code === 'unknown-rule'
      ? `No question asks the rule “${detail}”.`
      : code === 'invalid-question'
        ? `This question cannot be asked: ${detail}`
        : detail,
};

/** Registers the quiz terms: English now, German when a quiz first shows German. */
export const registerQuizTranslations: () => void = termsRegistration('quiz', { terms: quizEn });
