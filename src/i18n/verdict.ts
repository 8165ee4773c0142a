import type { HandCategory, HandResult } from '../core/evaluate.js';
import type { ShowdownEntry, ShowdownResult } from '../core/showdown.js';
import type { HandShape, Verdict } from './translation.js';

/** Ranks in `HandResult.ranks` before the kickers: a pair's rank, two pair's two ranks… */
const MADE_RANKS: Partial<Record<HandCategory, number>> = {
  'one-pair': 1,
  'two-pair': 2,
  'three-of-a-kind': 1,
  'four-of-a-kind': 1,
};

export const shapeOf = (result: HandResult): HandShape => ({ category: result.category, ranks: result.ranks });

/**
 * What the verdict says about a showdown, for the translation to word. Only reads the
 * engine's result (winners, runner-up, structured reason); decides no rule itself.
 * `nameOf` maps the showdown's hand ids to the names a reader sees.
 */
export function verdictOf(showdown: ShowdownResult, nameOf: (id: string) => string): Verdict {
  const { ranking, winners, reason } = showdown;
  const names = winners.map(nameOf);
  const first = ranking.find((entry) => entry.id === winners[0]);
  if (!first) return { kind: 'empty' };
  if (ranking.length === 1) return { kind: 'single', name: names[0] ?? '', hand: shapeOf(first.result) };
  if (winners.length > 1) {
    const everyone = winners.length === ranking.length;
    return showdown.boardPlays ? { kind: 'board-split', names, everyone } : { kind: 'split', names, hand: shapeOf(first.result), everyone };
  }
  const loser: ShowdownEntry | undefined =
    ranking.find((entry) => entry.id === showdown.runnerUp) ?? ranking.find((entry) => entry.id !== first.id);
  if (!loser) return { kind: 'single', name: names[0] ?? '', hand: shapeOf(first.result) };
  let position = 0;
  if (reason.kind === 'rank') {
    position = reason.role === 'kicker' ? reason.index - (MADE_RANKS[first.result.category] ?? 0) : reason.index;
  }
  return {
    kind: 'win',
    name: names[0] ?? '',
    hand: shapeOf(first.result),
    loser: shapeOf(loser.result),
    reason,
    position: Math.max(0, position),
  };
}
