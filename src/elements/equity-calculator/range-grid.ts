/**
 * The 13×13 range grid of one player: a cell per starting-hand class (pairs on the
 * diagonal, suited hands above it, offsuit below), a grid with a roving tabindex: arrow
 * keys move, Home/End go to the row's ends, Space or Enter toggles the class. Fetched the
 * first time a reader opens a grid, with its look (`styles`) and what a toggle does to the
 * player's text (`toggled`).
 *
 * @internal
 */
import { css, html, type TemplateResult } from 'lit';
import { parseEquityHand } from '../../core/equity/equity.js';
import { classHoldings, formatRange, handClass, HAND_CLASS_GRID, rangeGrid, type RangeCombo } from '../../core/equity/ranges.js';
import type { HoldemLocalize } from '../../i18n/localize.js';
import { cssom } from '../shared/cssom.js';

export interface GridView {
  t: Pick<HoldemLocalize, 'term'>;
  name: string;
  /** The player's hand text (a range, or two cards, or text that is neither). */
  hand: string;
  /** The cell in the tab order. */
  focus: number;
  toggle(index: number): void;
  /** Moves the tab stop and the focus to a cell. */
  move(index: number): void;
  /** A cell got focus (a click, a screen reader): it becomes the tab stop. */
  focused(index: number): void;
}

/** A player's hand text with the class of grid cell `index` added (every holding of it) or, if the hand holds some, taken out. */
export function toggled(hand: string, index: number): string {
  const label = HAND_CLASS_GRID[index];
  let combos: RangeCombo[];
  try {
    const read = parseEquityHand(hand || 'random');
    combos = 'cards' in read ? [{ cards: read.cards, weight: 1 }] : read.range;
    if (!hand) combos = [];
  } catch {
    combos = [];
  }
  const inClass = combos.filter((c) => handClass(c.cards) === label);
  return formatRange(inClass.length > 0 ? combos.filter((c) => handClass(c.cards) !== label) : [...combos, ...classHoldings(label)]);
}

export const styles = css`
  .grid-wrap {
    display: grid;
    gap: 0.35rem;
  }
  .range-grid {
    display: grid;
    gap: 2px;
  }
  .grid-row {
    display: grid;
    grid-template-columns: repeat(13, minmax(0, 1fr));
    gap: 2px;
  }
  .grid-row > div {
    display: contents;
  }
  .cell {
    aspect-ratio: 1;
    min-inline-size: 0;
    padding: 0;
    border: 1px solid var(--_border);
    border-radius: 3px;
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    font-size: clamp(0.45rem, 1.6cqi, 0.72rem);
    font-weight: 600;
    letter-spacing: -0.02em;
    cursor: pointer;
    overflow: hidden;
  }
  .cell.pair {
    background: var(--_raised);
  }
  .cell.is-in {
    background: color-mix(in srgb, var(--_grid-in) calc(45% + var(--_weight, 1) * 55%), var(--_surface));
    border-color: var(--_grid-in);
    color: var(--_felt-ink);
  }
  .cell:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
    position: relative;
    z-index: 1;
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: 0.8125rem;
  }
`;

/** The grid's weights, or all zero when the text is not a range. */
function weightsOf(hand: string): number[] {
  try {
    return rangeGrid(hand).map((cell) => cell.weight);
  } catch {
    return HAND_CLASS_GRID.map(() => 0);
  }
}

export function renderRangeGrid(view: GridView): TemplateResult {
  const { t } = view;
  const weights = weightsOf(view.hand);
  const onKey = (event: KeyboardEvent): void => {
    const row = Math.floor(view.focus / 13),
      col = view.focus % 13;
    const to: Record<string, number> = {
      ArrowRight: row * 13 + Math.min(12, col + 1),
      ArrowLeft: row * 13 + Math.max(0, col - 1),
      ArrowDown: Math.min(12, row + 1) * 13 + col,
      ArrowUp: Math.max(0, row - 1) * 13 + col,
      Home: event.ctrlKey ? 0 : row * 13,
      End: event.ctrlKey ? 168 : row * 13 + 12,
    };
    if (event.key in to) {
      event.preventDefault();
      view.move(to[event.key]);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      view.toggle(view.focus);
    }
  };
  return html`<div class="grid-wrap">
    <div part="range-grid" class="range-grid" role="grid"
      aria-label=${t.term('rangeGridLabel', view.name)}
      @keydown=${onKey}
      @focusin=${(event: FocusEvent) => {
        const index = Number((event.target as HTMLElement).dataset.index);
        if (Number.isInteger(index) && index !== view.focus) view.focused(index);
      }}
    >
      ${Array.from(
        { length: 13 },
        (_, row) =>
          html`<div role="row" class="grid-row">
            ${HAND_CLASS_GRID.slice(row * 13, row * 13 + 13).map((label, col) => {
              const index = row * 13 + col;
              const weight = weights[index];
              const kind = row === col ? 'pair' : col > row ? 'suited' : 'offsuit';
              return html`<div role="gridcell" aria-selected=${weight > 0 ? 'true' : 'false'}>
                <button
                  part="range-cell"
                  type="button"
                  class="cell ${kind} ${weight > 0 ? 'is-in' : ''} ${weight > 0 && weight < 1 ? 'is-partial' : ''}"
                  tabindex=${index === view.focus ? 0 : -1}
                  data-index=${index}
                  aria-pressed=${weight > 0 ? 'true' : 'false'}
                  aria-label=${t.term('gridCell', label, weight)}
                  ${cssom({ '--_weight': String(weight) })}
                  @click=${() => {
                    view.move(index);
                    view.toggle(index);
                  }}
                >
                  ${label}
                </button>
              </div>`;
            })}
          </div>`,
      )}
    </div>
    <p class="hint">${t.term('rangeGridHint')}</p>
  </div>`;
}
