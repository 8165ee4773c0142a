import { svg, type SVGTemplateResult } from 'lit';
import type { Suit } from '../../core/cards.js';

/**
 * The four suits drawn as paths in a 100 × 100 box, so every card looks the same on
 * every platform: the ♥ and ♦ characters turn into colour emoji on some systems.
 */
const SHAPES: Record<Suit, SVGTemplateResult> = {
  s: svg`<path d="M50 3C57 16 70 28 84 40C96 50 100 60 97 70C94 81 84 86 74 85C65 84 58 79 54 72C55 82 58 90 67 97H33C42 90 45 82 46 72C42 79 35 84 26 85C16 86 6 81 3 70C0 60 4 50 16 40C30 28 43 16 50 3Z"/>`,
  h: svg`<path d="M50 95C45 86 30 73 16 59C4 47 0 37 2 26C5 12 17 4 29 4C39 4 46 10 50 19C54 10 61 4 71 4C83 4 95 12 98 26C100 37 96 47 84 59C70 73 55 86 50 95Z"/>`,
  d: svg`<path d="M50 2C59 18 71 34 86 50C71 66 59 82 50 98C41 82 29 66 14 50C29 34 41 18 50 2Z"/>`,
  c: svg`<circle cx="50" cy="27" r="22"/><circle cx="25" cy="59" r="22"/><circle cx="75" cy="59" r="22"/><path d="M50 38L33 62H67ZM46 60C46 77 42 89 32 97H68C58 89 54 77 54 60Z"/>`,
};

/** A suit symbol centred on (`cx`, `cy`), `size` units wide, optionally upside down. */
export function suitAt(suit: Suit, cx: number, cy: number, size: number, flip = false): SVGTemplateResult {
  const scale = size / 100;
  const half = size / 2;
  const rotate = flip ? ` rotate(180 ${half} ${half})` : '';
  return svg`<g transform="translate(${cx - half} ${cy - half})${rotate} scale(${scale})">${SHAPES[suit]}</g>`;
}
