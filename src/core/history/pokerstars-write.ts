/**
 * Writing PokerStars text, the hand history tracking and training tools import: the
 * header (cash or tournament), the seats, the posts, the hole cards, each street, uncalled
 * bets returned (T10), the showdown with shows and mucks (T16), what each player collected
 * from which pot (T18), and the summary with the total pot, the side pots and the rake.
 * The amounts add up as those tools check: the pots listed plus the rake are the total pot,
 * and what was collected is the total less the rake.
 */
import type { Card } from '../cards.js';
import type { HandEvent, HandInput } from '../hand/types.js';
import { hasOwn } from '../records.js';
import { amountText } from './amounts.js';
import { fail } from './errors.js';
import { playForHistory } from './played.js';
import { pokerStarsHandName } from './pokerstars-words.js';
import type { HandHistoryDetails } from './types.js';

const GAMES = { 'no-limit': "Hold'em No Limit", 'pot-limit': "Hold'em Pot Limit", 'fixed-limit': "Hold'em Limit" } as const;
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', CAD: '$', AUD: '$' };
const STREET_TITLES = { flop: 'FLOP', turn: 'TURN', river: 'RIVER' } as const;
const FOLDED_ON = { preflop: 'before Flop', flop: 'on the Flop', turn: 'on the Turn', river: 'on the River' } as const;

const two = (n: number | undefined, fallback: number): string => String(n ?? fallback).padStart(2, '0');
const cardsText = (cards: readonly Card[]): string => `[${cards.join(' ')}]`;

/** `input` and `events` as PokerStars text. See `writeHandHistory`. */
export function writePokerStars(input: HandInput, events: readonly HandEvent[], details: Partial<HandHistoryDetails>): string {
  const hand = playForHistory(input, events, details);
  const { config, result } = hand;
  if (!result.complete)
    fail('incomplete-hand', 'a PokerStars hand history is of a finished hand: the events stop before the pots are awarded');
  const decimals = details.decimals ?? 0;
  const symbol =
    details.currencySymbol ??
    (details.currency !== undefined && hasOwn(SYMBOLS, details.currency.toUpperCase()) ? SYMBOLS[details.currency.toUpperCase()] : '');
  const money = (chips: number): string => `${symbol}${amountText(chips, decimals)}`;
  const seats = config.seatIds;
  const name = (seat: string): string => config.names[seat];
  const named = new Set<string>();
  for (const seat of seats) {
    const text = name(seat);
    if (/[\r\n]/.test(text) || text.trim() === '')
      fail('history-unsupported', `the name of seat "${seat}" cannot be written on one line of a PokerStars history`);
    if (named.has(text)) fail('history-unsupported', `two seats are named "${text}": a PokerStars history tells players apart by name`);
    named.add(text);
  }
  const numbers = details.seatNumbers;
  const seatNumber = (seat: string): number =>
    numbers !== undefined && seats.every((s) => hasOwn(numbers, s)) ? numbers[seat] : seats.indexOf(seat) + 1;
  const bySeatNumber = seats.slice().sort((a, b) => seatNumber(a) - seatNumber(b));
  const highest = Math.max(...seats.map(seatNumber));
  const maxSeats = Math.max(details.seatCount ?? 0, highest, seats.length <= 2 ? 2 : seats.length <= 6 ? 6 : seats.length <= 9 ? 9 : 10);

  const lines: string[] = [];
  const time = details.time ?? {};
  const date = `${String(time.year ?? 1970).padStart(4, '0')}/${two(time.month, 1)}/${two(time.day, 1)} ${time.time ?? '00:00:00'} ${time.timeZone ?? 'ET'}`;
  const game = GAMES[config.structure];
  const stakes =
    config.structure === 'fixed-limit' ? [config.limits.smallBet, config.limits.bigBet] : [config.blinds.small, config.blinds.big];
  const handId = details.hand ?? '1';
  if (config.tournament) {
    const level = details.level ?? 'I';
    lines.push(
      `PokerStars Hand #${handId}: Tournament #${details.tournamentId ?? '1'}, ${details.buyIn ?? 'Freeroll'} ${game} - Level ${level} (${stakes.map(money).join('/')}) - ${date}`,
    );
  } else {
    lines.push(
      `PokerStars Hand #${handId}:  ${game} (${stakes.map(money).join('/')}${details.currency !== undefined ? ` ${details.currency}` : ''}) - ${date}`,
    );
  }
  lines.push(`Table '${details.table ?? 'holdem-elements'}' ${maxSeats}-max Seat #${seatNumber(config.button)} is the button`);
  for (const seat of bySeatNumber) lines.push(`Seat ${seatNumber(seat)}: ${name(seat)} (${money(config.startingStacks[seat])} in chips)`);

  // The play.
  const blindOf = new Map<string, string>();
  const foldedOn = new Map<string, keyof typeof FOLDED_ON>();
  const putIn = new Map<string, number>();
  let street: keyof typeof FOLDED_ON = 'preflop';
  let dealt = false;
  const dealHoleCards = (): void => {
    if (dealt) return;
    dealt = true;
    lines.push('*** HOLE CARDS ***');
    for (const seat of hand.order) {
      const cards = hand.cards[seat];
      if (cards !== null) lines.push(`Dealt to ${name(seat)} ${cardsText(cards)}`);
    }
  };
  const allIn = (flag: boolean): string => (flag ? ' and is all-in' : '');
  let showdown = false;
  const shown = new Map<string, string>();
  const mucked = new Set<string>();
  for (const m of hand.moments) {
    switch (m.kind) {
      case 'post':
        if (m.post === 'ante') lines.push(`${name(m.seat)}: posts the ante ${money(m.amount)}${allIn(m.allIn)}`);
        else {
          lines.push(`${name(m.seat)}: posts ${m.post === 'small' ? 'small' : 'big'} blind ${money(m.amount)}${allIn(m.allIn)}`);
          blindOf.set(m.seat, m.post === 'small' ? 'small blind' : 'big blind');
          putIn.set(m.seat, m.amount);
        }
        break;
      case 'street':
        dealHoleCards();
        street = m.street;
        lines.push(
          `*** ${STREET_TITLES[m.street]} *** ${m.street === 'flop' ? cardsText(m.board) : `${cardsText(m.board.slice(0, -1))} [${m.cards[0]}]`}`,
        );
        break;
      case 'act':
        dealHoleCards();
        putIn.set(m.seat, (putIn.get(m.seat) ?? 0) + m.added);
        if (m.move === 'fold') {
          lines.push(`${name(m.seat)}: folds`);
          foldedOn.set(m.seat, street);
        } else if (m.move === 'check') lines.push(`${name(m.seat)}: checks`);
        else if (m.move === 'call') lines.push(`${name(m.seat)}: calls ${money(m.added)}${allIn(m.allIn)}`);
        else if (m.move === 'bet') lines.push(`${name(m.seat)}: bets ${money(m.added)}${allIn(m.allIn)}`);
        else lines.push(`${name(m.seat)}: raises ${money(m.by)} to ${money(m.to)}${allIn(m.allIn)}`);
        break;
      case 'returned':
        lines.push(`Uncalled bet (${money(m.amount)}) returned to ${name(m.seat)}`);
        break;
      case 'show':
      case 'muck':
        dealHoleCards();
        if (!showdown) lines.push('*** SHOW DOWN ***');
        showdown = true;
        if (m.kind === 'show') {
          const words = pokerStarsHandName(m.category, m.ranks);
          shown.set(m.seat, `showed ${cardsText(m.cards)} and %s with ${words}`);
          lines.push(`${name(m.seat)}: shows ${cardsText(m.cards)} (${words})`);
        } else {
          mucked.add(m.seat);
          lines.push(`${name(m.seat)}: mucks hand`);
        }
        break;
      default:
        break;
    }
  }
  dealHoleCards();
  const pots = result.pots;
  const potName = (k: number): string =>
    pots.length === 1 ? 'pot' : k === 0 ? 'main pot' : pots.length === 2 ? 'side pot' : `side pot-${k}`;
  // T18: the pots in the order they were awarded, the last side pot first.
  for (const m of hand.moments) {
    if (m.kind !== 'award') continue;
    for (const share of m.shares) {
      const chips = hand.collectedByPot[m.potIndex][share.seat] ?? 0;
      if (chips > 0) lines.push(`${name(share.seat)} collected ${money(chips)} from ${potName(m.potIndex)}`);
    }
  }
  if (!showdown) {
    for (const seat of seats) if (!foldedOn.has(seat) && hasOwn(hand.collected, seat)) lines.push(`${name(seat)}: doesn't show hand`);
  }

  // The summary.
  lines.push('*** SUMMARY ***');
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  const sides =
    pots.length > 1
      ? ` ${pots.map((pot, k) => `${k === 0 ? 'Main pot' : pots.length === 2 ? 'Side pot' : `Side pot-${k}`} ${money(pot.amount - hand.rakeByPot[k])}.`).join(' ')}`
      : '';
  lines.push(`Total pot ${money(total)}${sides} | Rake ${money(hand.rake)}`);
  if (hand.board.length > 0) lines.push(`Board ${cardsText(hand.board)}`);
  for (const seat of bySeatNumber) {
    const marks = `${seat === config.button ? ' (button)' : ''}${blindOf.has(seat) ? ` (${blindOf.get(seat)})` : ''}`;
    const won = hasOwn(hand.collected, seat) ? hand.collected[seat] : 0;
    let fate: string;
    const fold = foldedOn.get(seat);
    if (fold !== undefined) fate = `folded ${FOLDED_ON[fold]}${fold === 'preflop' && !putIn.get(seat) ? " (didn't bet)" : ''}`;
    else if (shown.has(seat)) fate = (shown.get(seat) as string).replace('%s', won > 0 ? `won (${money(won)})` : 'lost');
    else if (mucked.has(seat)) fate = hand.cards[seat] === null ? 'mucked' : `mucked ${cardsText(hand.cards[seat] as Card[])}`;
    else fate = `collected (${money(won)})`;
    lines.push(`Seat ${seatNumber(seat)}: ${name(seat)}${marks} ${fate}`);
  }
  return `${lines.join('\n')}\n`;
}
