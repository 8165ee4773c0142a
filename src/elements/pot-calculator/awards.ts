/**
 * `<pot-calculator>`'s lists under the picture: each pot with who may win it and who does
 * (T18, T19), the uncalled chips returned (T10), and what each winner collects.
 *
 * @internal
 */
import { html, nothing, type TemplateResult } from 'lit';
import { silentInPot, totalsInSeatOrder, type Outcome } from './internal/outcome.js';
import { awardText } from './internal/wording.js';
import { potColour, type PotView } from './view.js';

const TROPHY = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path
    d="M7 4h10v3a5 5 0 0 1-10 0V4zM5 5H3v1.5A3.5 3.5 0 0 0 6.5 10M19 5h2v1.5a3.5 3.5 0 0 1-3.5 3.5M12 12v4M8.5 20h7M9.5 16h5v4h-5z"
  ></path>
</svg>`;
const RETURN_ARROW = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3"></path>
</svg>`;

export function renderPots(view: PotView, outcome: Outcome): TemplateResult {
  const { t, names } = view;
  const awardOf = new Map((outcome.awards?.awards ?? []).map((award) => [award.potIndex, award]));
  return html`<ol part="pots" class="pots tiles" aria-label=${t.term('pots')}>
    ${outcome.pots.pots.map((pot, index) => {
      const award = awardOf.get(index);
      const eligible = pot.eligible.map(names.nameOfId);
      const winners = new Set(award?.explanation.winners ?? []);
      const silent = silentInPot(outcome, pot.eligible).map(names.nameOfId);
      return html`<li part="pot${award ? '' : ' pot-open'}" class="pot tile ${potColour(index)}">
        <div class="pot-head">
          <span class="swatch" aria-hidden="true"></span>
          <span part="pot-name" class="pot-name">${t.term('potName', index)}</span>
          <span part="pot-amount" class="pot-amount">${t.term('chipAmount', pot.amount)}</span>
        </div>
        <div part="eligible" class="eligible">
          <span class="caption">${t.term('potEligible')}</span>
          <ul>
            ${pot.eligible.map((id, k) => html`<li class=${winners.has(id) ? 'is-winner' : ''}>${eligible[k]}</li>`)}
          </ul>
        </div>
        <p part="award" class="award ${award ? '' : 'is-open'}">
          ${award ? html`${TROPHY}<span>${awardText(t, outcome, award, names)}</span>` : html`<span>${t.term('potOpen', eligible)}</span>`}
        </p>
        ${silent.length > 0 ? html`<p class="silent">${t.term('showsNoHand', silent)}</p>` : nothing}
      </li>`;
    })}
  </ol>`;
}

/** T10: chips nobody matched, back to who put them in. */
export function renderReturned(view: PotView, outcome: Outcome): TemplateResult | typeof nothing {
  const { returned } = outcome.pots;
  if (returned.length === 0) return nothing;
  return html`<ul part="returned" class="returned">
    ${returned.map((back) => html`<li>${RETURN_ARROW}<span>${view.t.term('returnedChips', view.names.nameOfId(back.seat), back.amount)}</span></li>`)}
  </ul>`;
}

/** What each winner collects from all the pots together, in seat order. */
export function renderTotals(view: PotView, outcome: Outcome): TemplateResult | typeof nothing {
  const { t, names } = view;
  const totals = totalsInSeatOrder(outcome);
  if (totals.length === 0) return nothing;
  return html`<div part="totals" class="totals">
    <span class="caption">${t.term('result')}</span>
    <ul>
      ${totals.map(
        ([id, amount]) =>
          html`<li>
            <span class="winner-name">${names.nameOfId(id)}</span> <span class="winner-amount">+${t.term('chipAmount', amount)}</span
            ><span class="sr-only">: ${t.term('collects', names.nameOfId(id), amount)}</span>
          </li>`,
      )}
    </ul>
  </div>`;
}
