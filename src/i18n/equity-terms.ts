/**
 * Terms of `<equity-calculator>` (and the odds it shows): hands and ranges, the range
 * grid, win and tie bars, progress, outs and errors. Registered by the calculator
 * (`registerEquityTranslations`), German fetched on use.
 */
import type { Card, Rank, Suit } from '../core/cards.js';

/** A trailing hand's outs as `outs` groups them: whole suits, whole ranks, single cards. */
export interface OutsWording {
  name: string;
  count: number;
  suits: readonly Suit[];
  ranks: readonly Rank[];
  cards: readonly Card[];
}

export interface EquityTerms {
  /** Accessible name of the whole calculator. */
  equityLabel: string;
  /** A player's input: `Anna: cards or range`. */
  handLabel: (name: string) => string;
  handPlaceholder: string;
  /** Toggle that shows a player's 13×13 grid. */
  rangeGridToggle: (name: string) => string;
  /** Accessible name of the grid. */
  rangeGridLabel: (name: string) => string;
  rangeGridHint: string;
  /** A grid cell's accessible name: `AKs, in the range`, `AKs, weight 50%`. */
  gridCell: (label: string, weight: number) => string;
  /** How many combos a range holds. */
  comboCount: (count: number) => string;
  /** How many of a range's combos the known cards leave: `15 of 22 combos`. */
  comboCountLive: (live: number, total: number) => string;
  /** Heading and accessible name of a range's results per hand class. */
  classResultsLabel: (name: string) => string;
  /** A heat-map cell as read out on focus: `AKo: 64.1%`. */
  heatCell: (label: string, equity: number) => string;
  /** A heat-map cell of a class the range does not hold. */
  heatCellOut: (label: string) => string;
  /** The legend of the heat map's colours. */
  heatLegend: string;
  heatHint: string;
  /** The table of results per class. */
  classTableCaption: (name: string) => string;
  classColumn: string;
  /** A class's share of the range's deals. */
  frequencyColumn: string;
  /** The share link and its copy button. */
  shareLink: string;
  copyLink: string;
  linkCopied: string;
  deadCards: string;
  addCard: (where: string) => string;
  win: string;
  tie: string;
  equity: string;
  /** A fraction as a percentage: `81.9%`. */
  percent: (fraction: number) => string;
  /** The accessible summary of a hand's bars: `Anna: wins 81.9%, ties 0.5%, equity 82.2%`. */
  handOdds: (name: string, win: number, tie: number, equity: number) => string;
  exactNote: (boards: number) => string;
  /** An exact count of ranges: every deal of holdings and every board, `deals` weighted. */
  exactRangeNote: (deals: number) => string;
  sampleNote: (samples: number, standardError: number) => string;
  running: (done: number) => string;
  cancel: string;
  cancelled: string;
  calculate: string;
  /** `Ben needs a heart or a jack: 12 outs`. */
  outsLine: (outs: OutsWording) => string;
  /** A trailing hand no next card helps. */
  noOuts: (name: string) => string;
  /** An error in a player's hand, on the board or among the dead cards, by core's code. */
  equityError: (code: string, text: string, where: string) => string;
}
