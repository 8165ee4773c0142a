import { InvalidCardError } from './errors.js';
import { rawText, requireArray, requireOneOf, requireValue } from './input.js';

/** Ranks from lowest to highest (T1). `T` is ten; `10` is accepted on input. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** Suits: spades, hearts, diamonds, clubs (T1). */
export const SUITS = ['s', 'h', 'd', 'c'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** A card in canonical notation: rank then suit, e.g. `As`, `Td`. */
export type Card = `${Rank}${Suit}`;
/**
 * A card as a small integer for hot loops: `rankIndex * 4 + suitIndex`, 0 … 51,
 * where rankIndex 0 is a deuce and 12 an ace, suitIndex follows `SUITS`.
 */
export type CardCode = number;
const SUIT_SYMBOLS: Record<string, Suit> = { '♠': 's', '♥': 'h', '♦': 'd', '♣': 'c', '♤': 's', '♡': 'h', '♢': 'd', '♧': 'c' };
const SYMBOL_OF: Record<Suit, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };

/** Every card of the 52-card deck (no jokers), in code order. */
export const ALL_CARDS: readonly Card[] = RANKS.flatMap((r) => SUITS.map((s) => `${r}${s}` as Card));

const CODE_OF = new Map<string, CardCode>(ALL_CARDS.map((c, i) => [c, i]));

/** Whether `value` is a card in canonical notation (`As`, `Td`), as `parseCard` returns it. */
export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CODE_OF.has(value);
}

/**
 * Reads one card: `As`, `td`, `10d`, `A♠`, `a♤`. Throws `InvalidCardError` (`unknown-card`),
 * or `HoldemError` (`missing-input`) for `null` or `undefined`.
 */
export function parseCard(text: string): Card {
  if (typeof text === 'string' && CODE_OF.has(text)) return text as Card;
  requireValue(text, 'card');
  if (typeof text !== 'string') {
    const shown = rawText(text);
    throw new InvalidCardError(
      'unknown-card',
      shown,
      `${shown} is not a card: write a rank (2–9, T or 10, J, Q, K, A) and a suit (s, h, d, c or ♠ ♥ ♦ ♣), e.g. "As" or "10d".`,
    );
  }
  const t = text.trim();
  let rankText = t.slice(0, -1).toUpperCase();
  const suitText = t.slice(-1);
  if (rankText === '10') rankText = 'T';
  const suit = SUIT_SYMBOLS[suitText] ?? suitText.toLowerCase();
  const card = `${rankText}${suit}`;
  if (!CODE_OF.has(card)) {
    throw new InvalidCardError(
      'unknown-card',
      t,
      `"${t}" is not a card: write a rank (2–9, T or 10, J, Q, K, A) and a suit (s, h, d, c or ♠ ♥ ♦ ♣), e.g. "As" or "10d".`,
    );
  }
  return card as Card;
}

/**
 * Reads several cards from text (`"Kh 9d 7c"`, `"Kh,9d"`, `"Kh9d7c"`) or a list.
 * Throws `InvalidCardError`: `unknown-card`, or `duplicate-card` when one appears twice.
 */
export function parseCards(input: string | readonly string[]): Card[] {
  const parts = typeof input === 'string' ? splitCardText(input) : requireArray(input, 'cards');
  const cards = parts.map(parseCard);
  assertDistinct(cards);
  return cards;
}

/** Throws `duplicate-card` if a card appears twice among `cards`. */
export function assertDistinct(cards: readonly Card[]): void {
  requireArray(cards, 'cards');
  const seen = new Set<Card>();
  for (const given of cards) {
    // Cards from parseCard pass at once; anything else is read (or refused) as a card.
    const card = typeof given === 'string' && CODE_OF.has(given) ? given : parseCard(given);
    if (seen.has(card)) {
      throw new InvalidCardError('duplicate-card', card, `${card} appears twice: a deck holds each card once.`);
    }
    seen.add(card);
  }
}

const CARD_IN_RUN = /(10|[2-9tjqka])([shdc♠♥♦♣♤♡♢♧])/gi;

function splitCardText(text: string): string[] {
  // Separators are optional: "Kh9d7c" reads as three cards, "10d" as one.
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .flatMap((token) => {
      const run = token.match(CARD_IN_RUN);
      return run && run.join('') === token ? run : [token];
    });
}

export type CardStyle = 'short' | 'symbol';
const CARD_STYLES: readonly CardStyle[] = ['short', 'symbol'];

/**
 * Writes a card in notation, never in words: `short` → `Td` (canonical), `symbol` → `10♦`.
 * A card in words (`Ten of diamonds`, `Karo Zehn`) or with a language's letters (German
 * `D♦` for a queen) is the translations' job: `cardName` and `rankLetter` of `holdem-elements/i18n`.
 */
export function formatCard(card: Card | string, style: CardStyle = 'short'): string {
  const c = parseCard(card);
  requireOneOf(style, CARD_STYLES, 'style');
  if (style === 'short') return c;
  const rank = c[0] as Rank;
  return `${rank === 'T' ? '10' : rank}${SYMBOL_OF[c[1] as Suit]}`;
}

export function suitSymbol(suit: Suit): string {
  return SYMBOL_OF[requireOneOf(suit, SUITS, 'suit')];
}

/** The rank of a card (`'10d'` → `T`); throws as `parseCard` for anything else. */
export function rankOf(card: Card): Rank {
  return parseCard(card)[0] as Rank;
}

/** The suit of a card; throws as `parseCard` for anything else. */
export function suitOf(card: Card): Suit {
  return parseCard(card)[1] as Suit;
}

/** The integer code of a card for the fast path (`rank7`): `cardCode('As') === 48`. */
export function cardCode(card: Card | string): CardCode {
  const code = typeof card === 'string' ? CODE_OF.get(card) : undefined;
  return code === undefined ? (CODE_OF.get(parseCard(card)) as CardCode) : code;
}

/** The card for an integer code, inverse of `cardCode`. */
export function cardFromCode(code: CardCode): Card {
  const card = typeof code === 'number' ? ALL_CARDS[code] : undefined;
  if (card === undefined) {
    requireValue(code, 'card code');
    throw new InvalidCardError('unknown-card', rawText(code), `${rawText(code)} is not a card code: codes run from 0 to 51.`);
  }
  return card;
}
