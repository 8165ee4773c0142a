/**
 * What an edit in `<pot-calculator editable>` changes besides the value itself: the button
 * and the finishing order follow a renamed or removed player, a new player calls what the
 * others put in. Pure functions over the input as read.
 *
 * @internal
 */
import { rowNamed, type NameOf } from './outcome.js';
import { readOrder, type FinishingOrder, type PotPlayer, type Row } from './read-input.js';

/** The rows as `PotPlayer`s again, to change one value and set the property back. */
export function playersOf(rows: readonly Row[]): PotPlayer[] {
  return rows.map((row) => {
    const player: PotPlayer = { name: row.rawName, contributed: row.amountText };
    if (row.folded) player.folded = true;
    if (row.allIn) player.allIn = true;
    if (row.slots.length > 0) player.cards = row.slots.map((slot) => slot.text);
    return player;
  });
}

/** `[['Ben'], ['Carla', 'Anna']]` → `"Ben > Carla = Anna"`. */
export const writeOrder = (groups: readonly (readonly string[])[]): string => groups.map((group) => group.join(' = ')).join(' > ');

/** A place in the order or the button: a player by row, or a name that is no player's (kept as written). */
type Ref = number | string;

/**
 * The finishing order and the button by player, not by name: what the editor keeps between
 * edits, so that a rename never moves a place to another player. Renaming Anna to Ben and
 * back leaves the order `Anna = Ben = Carla` as it was, where following names would give
 * `Ben = Ben = Carla` and then lose a player.
 */
export interface Links {
  /** The order and the button as last written (or read): while the element still holds them, the refs stand. */
  order: string;
  button: string;
  /** The players' names as shown when the refs were taken. */
  names: readonly string[];
  orderRefs: readonly (readonly Ref[])[];
  /** `null`: no button given (the last player has it). */
  buttonRef: Ref | null;
}

/** The order as text, however it was given. */
export const orderText = (order: FinishingOrder): string => (typeof order === 'string' ? order : writeOrder(readOrder(order)));

/**
 * The order and the button by player: the links kept from the editor's last write while the
 * element still shows what it wrote, else read from the names (the author or the reader
 * changed them).
 */
export function currentLinks(
  input: { order: FinishingOrder; button: string },
  rows: readonly Row[],
  nameOf: NameOf,
  kept: Links | null,
): Links {
  const order = orderText(input.order);
  const button = String(input.button ?? '');
  const names = rows.map(nameOf);
  if (kept && kept.order === order && kept.button === button && kept.names.join('\n') === names.join('\n')) return kept;
  const ref = (name: string): Ref => rowNamed(rows, name, nameOf)?.index ?? name;
  return {
    order,
    button,
    names,
    orderRefs: readOrder(input.order).map((group) => group.map(ref)),
    buttonRef: button.trim() ? ref(button.trim()) : null,
  };
}

/**
 * The order and the button once the players are `names` (as shown), with the row `removed`
 * taken out (later rows move up one); the new links, and the texts to set where they change.
 */
export function relink(links: Links, names: readonly string[], removed?: number): { links: Links; order?: string; button?: string } {
  const shift = (ref: Ref): Ref | null =>
    typeof ref === 'string' || removed === undefined ? ref : ref === removed ? null : ref > removed ? ref - 1 : ref;
  const word = (ref: Ref): string => (typeof ref === 'string' ? ref : (names[ref] ?? ''));
  const orderRefs = links.orderRefs
    .map((group) => group.flatMap((ref) => (shift(ref) === null ? [] : [shift(ref) as Ref])))
    .filter((group) => group.length > 0);
  const buttonRef = links.buttonRef === null ? null : shift(links.buttonRef);
  // Only an order that names a player is written again: the author's text stays as given otherwise.
  const order = links.orderRefs.some((group) => group.some((ref) => typeof ref === 'number'))
    ? writeOrder(orderRefs.map((group) => group.map(word)))
    : links.order;
  const button =
    buttonRef === null ? (links.buttonRef === null ? links.button : '') : typeof buttonRef === 'string' ? links.button : word(buttonRef);
  const change: { links: Links; order?: string; button?: string } = { links: { order, button, names: [...names], orderRefs, buttonRef } };
  if (order !== links.order) change.order = order;
  if (button !== links.button) change.button = button;
  return change;
}

/** The players with one of them changed. */
export const withChange = (rows: readonly Row[], index: number, change: Partial<PotPlayer>): PotPlayer[] =>
  playersOf(rows).map((player, i) => (i === index ? { ...player, ...change } : player));

/** The players and a new one, unnamed, who calls what the others put in at most: the pots change at once. */
export function withNewPlayer(rows: readonly Row[]): PotPlayer[] {
  const amounts = rows.flatMap((row) => (row.amount === null ? [] : [row.amount]));
  return [...playersOf(rows), { name: '', contributed: String(Math.max(0, ...amounts)) }];
}

/** The players without one of them. */
export const withoutPlayer = (rows: readonly Row[], index: number): PotPlayer[] => playersOf(rows).filter((_, i) => i !== index);
