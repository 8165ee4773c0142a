/**
 * A card's face drawn as SVG (corner indices, pips or a court frame, and a compact face for
 * small sizes): `<poker-card>` draws it inside itself, and `<hand-ranker>` draws it in its
 * own shadow root, so a page of rankings creates no element per card. Its look is
 * `card-face.styles.ts`; the back and the placeholders are `<poker-card>`'s and
 * `card-placeholders.ts`'.
 *
 * @internal
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { rankOf, suitOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import { suitAt } from './suits.js';

type Pip = readonly [x: number, y: number];

const L = 33.5;
const C = 50;
const R = 66.5;
const TOP = 30;
const BOTTOM = 110;
const MID = 70;
const ROW4 = [TOP, TOP + (BOTTOM - TOP) / 3, TOP + (2 * (BOTTOM - TOP)) / 3, BOTTOM];

/** Where the pips of a number card sit, as on a printed deck. */
const PIPS: Partial<Record<Rank, readonly Pip[]>> = {
  '2': [
    [C, TOP],
    [C, BOTTOM],
  ],
  '3': [
    [C, TOP],
    [C, MID],
    [C, BOTTOM],
  ],
  '4': [
    [L, TOP],
    [R, TOP],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '5': [
    [L, TOP],
    [R, TOP],
    [C, MID],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '6': [
    [L, TOP],
    [R, TOP],
    [L, MID],
    [R, MID],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '7': [
    [L, TOP],
    [R, TOP],
    [C, (TOP + MID) / 2],
    [L, MID],
    [R, MID],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '8': [
    [L, TOP],
    [R, TOP],
    [C, (TOP + MID) / 2],
    [L, MID],
    [R, MID],
    [C, (MID + BOTTOM) / 2],
    [L, BOTTOM],
    [R, BOTTOM],
  ],
  '9': [...[L, R].flatMap((x) => ROW4.map((y) => [x, y] as const)), [C, MID]],
  T: [...[L, R].flatMap((x) => ROW4.map((y) => [x, y] as const)), [C, (ROW4[0]! + ROW4[1]!) / 2], [C, (ROW4[2]! + ROW4[3]!) / 2]],
};

const index = (letter: string, suit: Suit): SVGTemplateResult =>
  svg`<text class="rank" x="12.5" y="24" textLength=${letter.length > 1 ? 19 : nothing} lengthAdjust="spacingAndGlyphs">${letter}</text>
      ${suitAt(suit, 12.5, 34, 12)}`;

function centre(rank: Rank, suit: Suit, letter: string): SVGTemplateResult {
  const pips = PIPS[rank];
  if (pips) return svg`<g class="pips">${pips.map(([x, y]) => suitAt(suit, x, y, 17, y > MID))}</g>`;
  if (rank === 'A') return suitAt(suit, 50, 70, suit === 's' ? 50 : 42);
  // Court cards: a framed monogram rather than a portrait, crisp at every size.
  return svg`<rect class="court-frame" x="25" y="19" width="50" height="102" rx="4"></rect>
      <rect class="court-inner" x="28.5" y="22.5" width="43" height="95" rx="2"></rect>
      ${suitAt(suit, 50, 38, 16)}
      <text class="court-letter" x="50" y="86">${letter}</text>
      ${suitAt(suit, 50, 102, 16)}`;
}

/**
 * The face of `card` as an `<svg>` with the part name `part` (`<poker-card>`'s `face`,
 * `<hand-ranker>`'s `card-face`); `letter` is the rank as the reader's language writes it
 * (`rankLetter`: German shows B, D, K, A).
 */
export function cardFace(card: Card, letter: string, part: string): TemplateResult {
  const rank = rankOf(card);
  const suit = suitOf(card);
  return html`<svg part=${part} class="face suit-${suit}" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
    <g class="full">
      ${index(letter, suit)}
      <g transform="rotate(180 50 70)">${index(letter, suit)}</g>
      ${centre(rank, suit, letter)}
    </g>
    <g class="compact">
      <text class="big-rank" x="9" y="52" textLength=${letter.length > 1 ? 62 : nothing} lengthAdjust="spacingAndGlyphs">
        ${letter}
      </text>
      ${suitAt(suit, 64, 100, 54)}
    </g>
  </svg>`;
}
