/**
 * `<hand-ranker>` before the river: with three or four board cards and every hand's two
 * cards, each hand's chance to win and to split over the cards to come (exact: at most 990
 * boards), and the outs of each trailing hand ("Ben needs a heart or a jack: 12 outs").
 * Counted by core (`equity`, `outs`), remembered per input; words from the equity terms.
 *
 * @internal
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Card, Rank, Suit } from '../../core/cards.js';
import { equity, type EquityResult } from '../../core/equity/equity.js';
import { outs, type HandOuts } from '../../core/equity/outs.js';
import { registerEquityTranslations } from '../../i18n/equity-en.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { cardsOf, type Slot } from '../shared/card-slots.js';
import type { HandModel } from './internal/read-input.js';

interface Odds {
  key: string;
  result: EquityResult;
  outs: HandOuts[];
}
let last: Odds | null = null;

/** The odds of the deal, or null when it is not a deal before the river of known hands. */
function oddsOf(boardSlots: readonly Slot[], hands: readonly HandModel[]): Odds | null {
  const board = cardsOf(boardSlots);
  if (board.length < 3 || board.length > 4 || board.length !== boardSlots.length) return null;
  if (hands.length < 2 || hands.length > 10 || hands.some((hand) => hand.slots.length !== 2 || hand.slots.some((slot) => !slot.card)))
    return null;
  const holes = hands.map((hand) => cardsOf(hand.slots));
  const key = JSON.stringify([board, holes]);
  if (last?.key === key) return last;
  try {
    last = { key, result: equity({ hands: holes, board }), outs: outs({ hands: holes, board }) };
    return last;
  } catch {
    return null; // bad cards: the ranker shows its own message
  }
}

/** The odds and outs under the hands, or nothing. */
export function renderEquity(
  t: Pick<HoldemLocalize, 'term'>,
  boardSlots: readonly Slot[],
  hands: readonly HandModel[],
  nameOf: (hand: HandModel) => string,
): TemplateResult | typeof nothing {
  const odds = oddsOf(boardSlots, hands);
  if (!odds) return nothing;
  registerEquityTranslations();
  const outsLines = odds.outs.flatMap((hand, i) => {
    if (!hand.trailing) return [];
    const name = nameOf(hands[i]);
    if (hand.outs.length === 0) return [t.term('noOuts', name)];
    const wording = {
      name,
      count: hand.outs.length,
      suits: hand.suits as Suit[],
      ranks: hand.ranks as Rank[],
      cards: hand.others as Card[],
    };
    return [t.term('outsLine', wording)];
  });
  return html`<div part="equity" class="equity">
    <ul class="equity-odds">
      ${odds.result.hands.map((hand, i) => html`<li>${t.term('handOdds', nameOf(hands[i]), hand.win, hand.tie, hand.equity)}</li>`)}
    </ul>
    ${outsLines.length ? html`<ul part="outs" class="equity-outs">${outsLines.map((line) => html`<li>${line}</li>`)}</ul>` : nothing}
  </div>`;
}
