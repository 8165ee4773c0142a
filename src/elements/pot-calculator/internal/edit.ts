/**
 * What an edit in `<pot-calculator editable>` changes besides the value itself: the button
 * and the finishing order follow a renamed or removed player, a new player calls what the
 * others put in. Pure functions over the input as read.
 *
 * @internal
 */
import { sameName } from '../../shared/read-players.js';
import { playersOf, readOrder, writeOrder, type FinishingOrder, type PotPlayer, type Row } from './read-input.js';

/** The button and the order after `from` is renamed to `to`, or removed (`to` is null); undefined where nothing changes. */
export function followRename(
  input: { button: string; order: FinishingOrder },
  from: string,
  to: string | null,
): { button?: string; order?: string } {
  const change: { button?: string; order?: string } = {};
  if (input.button && sameName(String(input.button), from)) change.button = to ?? '';
  const groups = readOrder(input.order);
  if (groups.some((group) => group.some((name) => sameName(name, from)))) {
    const renamed = groups
      .map((group) => group.flatMap((name) => (sameName(name, from) ? (to === null ? [] : [to]) : [name])))
      .filter((group) => group.length > 0);
    change.order = writeOrder(renamed);
  }
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
