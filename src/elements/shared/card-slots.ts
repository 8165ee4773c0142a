import { parseCard, parseCards, type Card } from '../../core/cards.js';
import { HoldemError } from '../../core/errors.js';

/** One card position as read from an author's input: a card, or text that is not one. */
export interface Slot {
  text: string;
  card: Card | null;
  error: HoldemError | null;
}

/** Splits an attribute's card text on spaces and commas; the core reads each piece. */
export const splitCardText = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** `board="Kh 9d 7c 4s 2h"` → `['Kh', '9d', '7c', '4s', '2h']`. */
export const boardConverter = {
  fromAttribute: (value: string | null): string[] => splitCardText(value ?? ''),
};

/**
 * Reads input text into slots, one per card; text that is not a card keeps a slot of its
 * own, so the element can show a placeholder there and name the text in its message.
 */
export function slotsOf(input: string | readonly string[] | undefined): Slot[] {
  const tokens = typeof input === 'string' ? splitCardText(input) : (input ?? []).flatMap((t) => splitCardText(String(t)));
  return tokens.flatMap((text): Slot[] => {
    try {
      return [{ text, card: parseCard(text), error: null }];
    } catch (error) {
      try {
        // "Kh9d7c": several cards written without separators (T1).
        return parseCards(text).map((card) => ({ text: card, card, error: null }));
      } catch {
        return [{ text, card: null, error: error instanceof HoldemError ? error : new HoldemError('unknown-card', String(error)) }];
      }
    }
  });
}

export const cardsOf = (slots: readonly Slot[]): Card[] => slots.flatMap((slot) => (slot.card ? [slot.card] : []));
