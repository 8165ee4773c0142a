/**
 * The pot calculator's outcome in words: award lines, the plain-text summary and the
 * `pot-calculator-change` detail (its problems are worded in `errors.ts`, fetched on use). Every sentence comes from the
 * translation (`PotTerms`); this module picks the term and fills in names.
 *
 * @internal
 */
import type { PotAwards } from '../../../core/pots.js';
import type { PotCalculatorAwardDetail, PotCalculatorChangeDetail, PotCalculatorErrorDetail } from '../../../events.js';
import type { HoldemLocalize } from '../../../i18n/localize.js';
import type { PotAwardWording } from '../../../i18n/translation.js';
import { shapeOf } from '../../../i18n/verdict.js';
import { totalsInSeatOrder, type NameOf, type Outcome, type Problem } from './outcome.js';
import { statusOf } from './read-input.js';

/** The translation the words come from: the element's localize controller. */
export type Terms = Pick<HoldemLocalize, 'term'>;

type Award = PotAwards['awards'][number];

/** Names for rows and seat ids in the page's language. */
export interface Namer {
  nameOf: NameOf;
  /** A seat id (`seat-2`) as the name a reader sees. */
  nameOfId: (id: string) => string;
}

export function namer(t: Terms, rows: readonly { id: string; rawName: string; index: number }[]): Namer {
  const nameOf: NameOf = (row) => row.rawName || t.term('playerName', row.index + 1);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    nameOf,
    nameOfId: (id) => {
      const row = byId.get(id);
      return row ? nameOf(row) : id;
    },
  };
}

/** The `error` event's detail for a problem, with its message (`errors.ts`). */
export function errorDetail(problem: Problem, message: string): PotCalculatorErrorDetail {
  const detail: PotCalculatorErrorDetail = { code: problem.code, message, text: problem.text, field: problem.field.kind };
  if ('player' in problem.field) detail.player = problem.field.player;
  return detail;
}

/** What the translation needs to word an award: names for seats, the winning hand's shape. */
export function awardWording(outcome: Outcome, award: Award, names: Namer): PotAwardWording {
  const { explanation } = award;
  const hand =
    outcome.decidedBy === 'cards' && explanation.kind !== 'uncontested' ? outcome.hands[explanation.winners[0] ?? ''] : undefined;
  return {
    kind: explanation.kind,
    winners: explanation.winners.map(names.nameOfId),
    sharePerWinner: explanation.sharePerWinner,
    oddChips: explanation.oddChipSeats.map(names.nameOfId),
    hand: hand ? shapeOf(hand) : null,
  };
}

/** `Ben wins with a pair of kings`. */
export const awardText = (t: Terms, outcome: Outcome, award: Award, names: Namer): string =>
  t.term('potAward', awardWording(outcome, award, names));

/** The plain-text summary, one line each: players, board, pots, returned chips, awards, totals. */
export function summaryText(t: Terms, outcome: Outcome, names: Namer): string {
  const lines: string[] = [];
  lines.push(
    t.term(
      'summaryPlayers',
      outcome.rows.map((row) =>
        t.term('summaryPlayer', names.nameOf(row), t.term('chipAmount', row.amount), statusOf(row), row.id === outcome.button),
      ),
    ),
  );
  if (outcome.board.length > 0) lines.push(`${t.term('board')}: ${outcome.board.join(' ')}`);
  outcome.pots.pots.forEach((pot, index) => {
    lines.push(t.term('summaryPot', t.term('potName', index), pot.amount, pot.eligible.map(names.nameOfId)));
  });
  for (const back of outcome.pots.returned) lines.push(`${t.term('returnedChips', names.nameOfId(back.seat), back.amount)}.`);
  if (outcome.awards) {
    for (const award of outcome.awards.awards) {
      lines.push(t.term('potLine', t.term('potName', award.potIndex), award.amount, awardText(t, outcome, award, names)));
    }
    const totals = totalsInSeatOrder(outcome).map(([id, amount]) => t.term('collects', names.nameOfId(id), amount));
    if (totals.length > 0) lines.push(`${t.term('summaryPlayers', totals)}.`);
  } else {
    lines.push(t.term('showdownOpen'));
  }
  return lines.join('\n');
}

/** The detail of `pot-calculator-change`: plain JSON-safe data, texts in the element's language. */
export function changeDetail(t: Terms, outcome: Outcome, names: Namer): PotCalculatorChangeDetail {
  const awards: PotCalculatorAwardDetail[] = (outcome.awards?.awards ?? []).map((award) => {
    const wording = awardWording(outcome, award, names);
    const result = wording.hand ? outcome.hands[award.explanation.winners[0] ?? ''] : undefined;
    return {
      potIndex: award.potIndex,
      potName: t.term('potName', award.potIndex),
      amount: award.amount,
      kind: award.explanation.kind,
      winners: [...wording.winners],
      shares: award.shares.map((share) => ({ name: names.nameOfId(share.seat), amount: share.amount })),
      oddChips: [...wording.oddChips],
      hand: result ? { category: result.category, description: t.term('handTitle', shapeOf(result)) } : null,
      ruleIds: [...award.explanation.ruleIds],
      text: t.term('potLine', t.term('potName', award.potIndex), award.amount, t.term('potAward', wording)),
    };
  });
  const totals: Record<string, number> = {};
  for (const [id, amount] of totalsInSeatOrder(outcome)) totals[names.nameOfId(id)] = amount;
  return {
    players: outcome.rows.map((row) => ({
      name: names.nameOf(row),
      contributed: row.amount,
      folded: row.folded,
      allIn: row.allIn,
      cards: [...row.cards],
    })),
    board: [...outcome.board],
    button: names.nameOfId(outcome.button),
    pots: outcome.pots.pots.map((pot, index) => ({
      name: t.term('potName', index),
      amount: pot.amount,
      eligible: pot.eligible.map(names.nameOfId),
      shares: (outcome.pots.layers[index]?.shares ?? []).map((share) => ({
        name: names.nameOfId(share.seat),
        amount: share.amount,
        folded: share.folded,
      })),
    })),
    returned: outcome.pots.returned.map((back) => ({ name: names.nameOfId(back.seat), amount: back.amount })),
    awards,
    totals,
    decided: outcome.awards !== null,
    summary: summaryText(t, outcome, names),
  };
}
