/**
 * The outs of the trailing hands, when the board has three or four cards (T17): counted by
 * core's \`outs\` and listed in words under the bars. Fetched the first time a calculator's
 * board has three or four cards; the outs show with the count's result, which is on its
 * way meanwhile.
 *
 * @internal
 */
import { css, html, type TemplateResult } from 'lit';
import type { Card, Rank, Suit } from '../../core/cards.js';
import { parseEquityHand } from '../../core/equity/equity.js';
import { outs, type HandOuts } from '../../core/equity/outs.js';
import type { HoldemLocalize } from '../../i18n/localize.js';

/** Each hand's outs; null unless every hand is two known cards. */
export function outsOf(hands: readonly string[], board: Card[], dead: Card[]): HandOuts[] | null {
  try {
    return outs({
      hands: hands.map((hand) => {
        const read = parseEquityHand(hand);
        if (!('cards' in read)) throw new Error('range');
        return read.cards;
      }),
      board,
      dead,
    });
  } catch {
    return null;
  }
}

/** The trailing hands' outs as a list (nothing when no hand trails). */
export function renderOuts(t: Pick<HoldemLocalize, 'term'>, found: readonly HandOuts[], nameOf: (index: number) => string): TemplateResult {
  const lines = found.flatMap((hand, i) => {
    if (!hand.trailing) return [];
    const name = nameOf(i);
    if (hand.outs.length === 0) return [t.term('noOuts', name)];
    return [
      t.term('outsLine', {
        name,
        count: hand.outs.length,
        suits: hand.suits as Suit[],
        ranks: hand.ranks as Rank[],
        cards: hand.others as Card[],
      }),
    ];
  });
  if (lines.length === 0) return html``;
  return html`<ul part="outs" class="outs">
    ${lines.map((line) => html`<li>${line}</li>`)}
  </ul>`;
}

export const styles = css`
  .outs {
    margin: 0;
    padding-inline-start: 1.1rem;
    display: grid;
    gap: 0.2rem;
  }
`;
