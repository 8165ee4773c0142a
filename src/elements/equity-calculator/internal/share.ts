/**
 * The share link of a spot: the players (names and hands), the board and the dead cards in
 * the page's fragment (`#equity=Anna%3A%20As%20Kd%3B%20Ben%3A%20QQ%2B|Kh%209h%202c|`), read
 * back by a calculator with the `share` attribute.
 *
 * @internal
 */
import type { EquityPlayer } from './read-input.js';

/** The spot as the calculator's attributes take it. */
export interface SharedSpot {
  hands: string;
  board: string;
  dead: string;
}

/** Players as the `hands` attribute writes them: `Anna: As Kd; Ben: QQ+, AKs` (a name loses any `;` or `|`). */
export function playersText(players: readonly EquityPlayer[]): string {
  return players.map((p) => (p.name ? `${p.name.replace(/[;|\n]/g, ' ').trim()}: ${p.hand}` : p.hand)).join('; ');
}

/** The fragment's value for a spot (without `#`). */
export function spotFragment(players: readonly EquityPlayer[], board: readonly string[], dead: readonly string[]): string {
  return `equity=${encodeURIComponent([playersText(players), board.join(' '), dead.join(' ')].join('|'))}`;
}

/** The spot in a fragment (`#equity=…`, among other `&` parts), or null if there is none or it cannot be read. */
export function readSpotFragment(hash: string): SharedSpot | null {
  const match = /(?:^#|&)equity=([^&]*)/.exec(hash);
  if (!match) return null;
  let text: string;
  try {
    text = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const [hands, board = '', dead = ''] = text.split('|');
  return hands ? { hands, board, dead } : null;
}
