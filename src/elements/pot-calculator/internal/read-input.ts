/**
 * Reading `<pot-calculator>`'s input: the `players` attribute or property, the board, the
 * finishing order. Only the shape of the text is checked here; the pots and who wins them
 * come from core (`outcome.ts`).
 *
 * @internal
 */
import { parseCards } from '../../../core/cards.js';
import { slotsOf, type Slot } from '../../shared/card-slots.js';
import { entriesOf, looksLikeAmount, normalName, readChips, readPlayerEntry, type ChipsProblem } from '../../shared/read-players.js';

/** A player as the `players` property takes it. */
export interface PotPlayer {
  /** Shown name; a player without one is called "Player 2" (in the page's language). */
  name?: string;
  /** Chips this player put in this hand, all streets together: a whole number, 0 or more. Text is read as in the attribute (`"1,000"`). */
  contributed: number | string;
  /** Folded: the chips stay in the pots as dead money (T18). */
  folded?: boolean;
  /** All-in: shown as a label; the pots follow from the amounts alone (T9). */
  allIn?: boolean;
  /** Hole cards: `['Ks', 'Kd']` or `'Ks Kd'`. */
  cards?: string | readonly string[];
}

/** A finishing order: `"Ben > Carla = Anna"`, or best first with ties as inner lists: `['Ben', ['Carla', 'Anna']]`. */
export type FinishingOrder = string | readonly (string | readonly string[])[];

/** What the status select and the labels call a player's state. */
export type PlayerStatus = 'in' | 'all-in' | 'folded';

/** One player as read: what was given, and the chips as a number or the reason they are not one. */
export interface Row {
  /** Seat id for the engine: stable for the row's position. */
  id: string;
  index: number;
  /** The name as given, spaces normalised ('' for none). */
  rawName: string;
  /** The amount as given, as text. */
  amountText: string;
  amount: number | null;
  amountCode: ChipsProblem | null;
  folded: boolean;
  allIn: boolean;
  slots: Slot[];
}

const FOLDED_WORDS = new Set(['folded', 'fold', 'folds', 'gefoldet', 'foldet', 'ausgestiegen']);
const ALL_IN_WORDS = new Set(['allin', 'allesin']);

/** `folded`, `(folded)`, `Folds`, `gefoldet`; `all-in`, `All_In`, `(all in)`. */
export function flagOf(token: string): 'folded' | 'all-in' | null {
  const word = token.toLowerCase().replace(/[^a-zäöüß]/g, '');
  if (FOLDED_WORDS.has(word)) return 'folded';
  if (ALL_IN_WORDS.has(word)) return 'all-in';
  return null;
}

const isCardText = (text: string): boolean => {
  try {
    parseCards(text);
    return true;
  } catch {
    return false;
  }
};

/** An amount in an entry: starts like a number and is no card (`20`, `1,000`; not `2h`). */
const isAmount = (token: string): boolean => looksLikeAmount(token) && !isCardText(token);

/**
 * `players="Anna 20 all-in; Ben 50 Ks Kd; Carla: 50 folded"` → one `PotPlayer` per entry
 * (separated by `;` or new lines). Each entry: a name, the chips put in, then in any order
 * `all-in`, `folded` and hole cards. A colon after the name is optional.
 */
export function readPlayers(value: string | null): PotPlayer[] {
  return entriesOf((value ?? '').replace(/\ball[\s_-]+in\b/gi, 'all-in')).map((entry) => {
    const { name, amount, words } = readPlayerEntry(entry, { isAmount, isKeyword: (token) => flagOf(token) !== null });
    const player: PotPlayer = { name, contributed: amount };
    const cards: string[] = [];
    for (const word of words) {
      const flag = flagOf(word);
      if (flag === 'folded') player.folded = true;
      else if (flag === 'all-in') player.allIn = true;
      // "20 Anna": a word after the amount that is no card names a player given no name.
      else if (!player.name && !isCardText(word) && !/\d/.test(word)) player.name = word;
      else cards.push(word);
    }
    if (cards.length > 0) player.cards = cards;
    return player;
  });
}

/** Reads the `players` property (a list, or text as in the attribute) into rows. */
export function readRows(players: readonly PotPlayer[] | string | null | undefined): Row[] {
  const list: readonly PotPlayer[] = Array.isArray(players) ? players : typeof players === 'string' ? readPlayers(players) : [];
  return list.map((player, index) => {
    const chips = readChips(player?.contributed);
    return {
      id: `seat-${index}`,
      index,
      rawName: normalName(String(player?.name ?? '')),
      amountText: String(player?.contributed ?? ''),
      amount: 'value' in chips ? chips.value : null,
      amountCode: 'code' in chips ? chips.code : null,
      folded: player?.folded === true,
      allIn: player?.allIn === true,
      slots: slotsOf(player?.cards),
    };
  });
}

export const statusOf = (row: { folded: boolean; allIn: boolean }): PlayerStatus => (row.folded ? 'folded' : row.allIn ? 'all-in' : 'in');

/** `"Ben > Carla = Anna"` → `[['Ben'], ['Carla', 'Anna']]`. */
export function readOrder(order: FinishingOrder | null | undefined): string[][] {
  const groups = Array.isArray(order)
    ? (order as readonly (string | readonly string[])[]).map((entry) => (typeof entry === 'string' ? entry.split('=') : [...entry]))
    : String(order ?? '')
        .split(/[>\n]+/)
        .map((group) => group.split('='));
  return groups.map((group) => group.map((name) => String(name).trim()).filter(Boolean)).filter((group) => group.length > 0);
}
