/**
 * How wide `<pot-calculator>`'s column chart must be for every seat's labels to show whole:
 * each column as wide as its longest name word, amount, badge, cards, winnings and chip
 * numbers, the axis as wide as its longest pot amount. Narrower than that, the element
 * shows the seats as a list of horizontal bars instead (a container query per width step,
 * see `pot-calculator.styles.ts`), so no seat is cut, hidden or squeezed mid-word.
 *
 * Widths are estimated from character counts at the chart's font sizes, on the generous
 * side: the list appears a little early rather than a label a little late.
 *
 * @internal
 */

/** What one column shows, as text. */
export interface ColumnText {
  name: string;
  amount: string;
  /** The status badge ("All-in", "Folded"), if any. */
  badge?: string;
  /** "+1,000", if the player collects. */
  winnings?: string;
  /** The chip numbers drawn inside the column's segments. */
  numbers: readonly string[];
  hasCards: boolean;
  hasButton: boolean;
}

/** What the axis shows: each band's name and amount. */
export interface AxisText {
  name: string;
  amount: string;
}

/** Average character widths in rem at the chart's font sizes (bold digits ≈ 0.6em). */
const NAME_CHAR = 0.6; // 0.9375rem, semibold
const AMOUNT_CHAR = 0.5; // 0.8125rem
const BADGE_CHAR = 0.55; // 0.6875rem, bold capitals, letter-spaced
const BOLD_CHAR = 0.55; // 0.8125rem, bold
const AXIS_NAME_CHAR = 0.45; // 0.75rem
const AXIS_AMOUNT_CHAR = 0.6; // 0.9375rem, bold

const COLUMN_MIN = 3.25;
const COLUMN_GAP = 0.75;
const AXIS_MIN = 5.5;
const CARDS = 4.4;
/** The panel's padding and border on both sides, and a little room. */
const FRAME = 3;

/** Widths are rounded up to steps of this many rem; the styles hold a container query per step. */
export const FIT_STEP = 4;
export const FIT_MIN = 16;
export const FIT_MAX = 160;

const longestWord = (text: string): number => Math.max(0, ...text.split(/\s+/).map((word) => word.length));

/** The width in rem one column needs. */
export function columnWidth(column: ColumnText): number {
  const segmentNumber = Math.max(0, ...column.numbers.map((number) => number.length));
  return Math.max(
    COLUMN_MIN,
    longestWord(column.name) * NAME_CHAR + 0.25,
    column.hasButton ? 1.5 : 0,
    column.amount.length * AMOUNT_CHAR + 0.25,
    column.badge ? column.badge.length * BADGE_CHAR + 1 : 0,
    column.winnings ? column.winnings.length * BOLD_CHAR + 1 : 0,
    column.hasCards ? CARDS : 0,
    // A segment takes the column less its side padding (at most 0.9rem each side).
    segmentNumber > 0 ? segmentNumber * BOLD_CHAR + 0.75 + 1.8 : 0,
  );
}

/** The width in rem of the whole column chart, panel included. */
export function columnChartWidth(columns: readonly ColumnText[], axis: readonly AxisText[]): number {
  const axisWidth = Math.max(
    AXIS_MIN,
    ...axis.map((label) => Math.max(label.name.length * AXIS_NAME_CHAR, label.amount.length * AXIS_AMOUNT_CHAR) + 0.75),
  );
  return FRAME + axisWidth + columns.reduce((sum, column) => sum + columnWidth(column) + COLUMN_GAP, 0);
}

/** The width step (rem) at or below which the column chart gives way to the list. */
export const fitStep = (width: number): number => Math.min(FIT_MAX, Math.max(FIT_MIN, Math.ceil(width / FIT_STEP) * FIT_STEP));
