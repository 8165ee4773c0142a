/**
 * The pot calculator's outcome: from the rows, the board, the finishing order and the
 * button to the pots and their awards, or the problems with the input. Every rule is a
 * core call (`potLayers` T9/T10/T18, core's `winners` T17 through the `Showdown` the element
 * loads on use, `undecidedPots`, `awardPots` T18/T19); this module only checks the input's
 * shape and asks.
 *
 * @internal
 */
import type { Card } from '../../../core/cards.js';
import { HoldemError } from '../../../core/errors.js';
import type { HandResult } from '../../../core/evaluate.js';
import { awardPots, potLayers, undecidedPots, type HandValues, type PotAwards, type PotLayersResult } from '../../../core/pots.js';
import type { PotField } from '../../../i18n/translation.js';
import { cardsOf, type Slot } from '../../shared/card-slots.js';
import { sameName } from '../../shared/read-players.js';
import type { Row } from './read-input.js';

export const BOARD_SIZE = 5;
export const HOLE_SIZE = 2;
/** The most players a calculator takes, from the attribute or the editor: one limit, as `<hand-ranker>`'s. */
export const MAX_PLAYERS = 12;

/** Which field a problem marks as invalid in the editor. */
export type ProblemInput = 'name' | 'chips' | 'cards' | 'status' | 'board' | 'order' | 'button';

/** A bad value, with what the message needs to name it. */
export interface Problem {
  code: string;
  field: PotField;
  /** The offending text (or the player's name). */
  text: string;
  /** Which row or board slot to mark as invalid. */
  row?: number;
  input?: ProblemInput;
  /** For `duplicate-card`: where the card lies. */
  places?: PotField[];
  /** For `no-showdown`: the pot and its players. */
  potIndex?: number;
  names?: string[];
  /** For `card-count`: how many hole cards and board cards. */
  hole?: number;
  board?: number;
  kind?: 'everyone-folded' | 'all-in-folded' | 'no-showdown' | 'other';
}

/** One player of a calculation that worked. */
export interface OutcomeRow {
  id: string;
  index: number;
  rawName: string;
  amount: number;
  folded: boolean;
  allIn: boolean;
  cards: Card[];
}

/** A calculation that worked: what the picture, the lists and the summary show. */
export interface Outcome {
  rows: OutcomeRow[];
  board: Card[];
  /** Seat id of the player with the button. */
  button: string;
  pots: PotLayersResult;
  /** `null` while the showdown is open (contested pots and no cards or order). */
  awards: PotAwards | null;
  hands: Record<string, HandResult>;
  decidedBy: 'cards' | 'order' | null;
  /** Seats that show a hand (cards, or a place in the finishing order). */
  showing: string[];
}

export interface CalculatorInput {
  rows: readonly Row[];
  boardSlots: readonly Slot[];
  /** The finishing order as read, best first. */
  order: readonly (readonly string[])[];
  /** The button's name as given ('' for the default: the last player). */
  button: string;
}

/** Either the outcome, or the problems (no outcome while there is any problem, or no player). */
export interface Calculation {
  problems: Problem[];
  outcome: Outcome | null;
  /** Hands must be compared and no `Showdown` was given: nothing is decided yet; ask again with one. */
  needsShowdown?: true;
  /** Cards are given and no `DuplicateCards` check: nothing is decided yet; ask again with it. */
  needsCards?: true;
}

/** A card in two places, named at both (T1): `cards.ts`, which comes with the cards. */
export type DuplicateCards = (input: CalculatorInput, nameOf: NameOf) => Problem[];

/**
 * The value and the hand of each row that shows cards (T17): `showdown.ts`, core's
 * `showdownValues`, which the element fetches the first time it has hands to compare; or the
 * problem that stops it (`card-count` naming the player or the board, `duplicate-card`, …).
 */
export type Showdown = (
  board: readonly Card[],
  shown: readonly Row[],
  nameOf: NameOf,
) => { values: Record<string, number>; hands: Record<string, HandResult> } | { problem: Problem };

/** A row's name as shown: its own, or the page's "Player 2". */
export type NameOf = (row: { rawName: string; index: number }) => string;

/** The row a name means: its own name first, then the shown name (`Player 2`). */
export function rowNamed<R extends { rawName: string; index: number }>(rows: readonly R[], name: string, nameOf: NameOf): R | undefined {
  return rows.find((row) => sameName(row.rawName, name)) ?? rows.find((row) => sameName(nameOf(row), name));
}

/** The row with the button: the one named, else the last. */
export function buttonRow<R extends { rawName: string; index: number }>(rows: readonly R[], button: string, nameOf: NameOf): R | undefined {
  const name = button.trim();
  return name ? rowNamed(rows, name, nameOf) : rows[rows.length - 1];
}

/** Problems of shape: amounts, names, flags, cards, the button and the order. */
function inputProblems(input: CalculatorInput, nameOf: NameOf): { problems: Problem[]; orderIds: string[][] } {
  const { rows, boardSlots } = input;
  const problems: Problem[] = [];
  const playerField = (kind: 'name' | 'chips' | 'cards' | 'status', row: Row): PotField => ({ kind, player: nameOf(row) });
  if (rows.length > MAX_PLAYERS) {
    return { problems: [{ code: 'too-many-players', field: { kind: 'players' }, text: String(rows.length) }], orderIds: [] };
  }

  for (const row of rows) {
    if (row.amountCode)
      problems.push({ code: row.amountCode, field: playerField('chips', row), text: row.amountText, row: row.index, input: 'chips' });
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const key = nameOf(row).toLocaleLowerCase();
    if (seen.has(key))
      problems.push({ code: 'duplicate-name', field: playerField('name', row), text: nameOf(row), row: row.index, input: 'name' });
    else seen.add(key);
  }
  for (const row of rows) {
    if (row.folded && row.allIn) {
      problems.push({
        code: 'invalid-input',
        kind: 'all-in-folded',
        field: playerField('status', row),
        text: nameOf(row),
        row: row.index,
        input: 'status',
      });
    }
    const bad = row.slots.find((slot) => slot.error);
    if (bad?.error)
      problems.push({ code: bad.error.code, field: playerField('cards', row), text: bad.text, row: row.index, input: 'cards' });
  }
  const badBoard = boardSlots.find((slot) => slot.error);
  if (badBoard?.error) problems.push({ code: badBoard.error.code, field: { kind: 'board' }, text: badBoard.text, input: 'board' });

  const button = input.button.trim();
  if (button && !rowNamed(rows, button, nameOf))
    problems.push({ code: 'unknown-player', field: { kind: 'button' }, text: button, input: 'button' });

  const orderIds: string[][] = [];
  const placed = new Set<string>();
  for (const group of input.order) {
    const ids: string[] = [];
    for (const name of group) {
      const row = rowNamed(rows, name, nameOf);
      if (!row) problems.push({ code: 'unknown-player', field: { kind: 'order' }, text: name, input: 'order' });
      else if (!placed.has(row.id)) {
        placed.add(row.id);
        ids.push(row.id);
      } else if (!problems.some((problem) => problem.code === 'duplicate-name' && sameName(problem.text, nameOf(row)))) {
        // A player placed twice: said at the order (unless two players share the name, which is said at the name).
        problems.push({ code: 'duplicate-name', field: { kind: 'order' }, text: nameOf(row), input: 'order' });
      }
    }
    if (ids.length > 0) orderIds.push(ids);
  }

  return { problems, orderIds };
}

/** The rows whose cards decide (T17): those still in who show cards, once there is a board or a whole hand. */
function showingRows(rows: readonly Row[], board: readonly Card[]): Row[] {
  const shown = rows.filter((row) => !row.folded && cardsOf(row.slots).length > 0);
  // Hole cards and no board yet (a reader part-way through a deal): the showdown is still open.
  const waitingForBoard = board.length === 0 && shown.every((row) => cardsOf(row.slots).length <= HOLE_SIZE);
  return waitingForBoard ? [] : shown;
}

/**
 * Reads every value and asks core for the pots (T9, T10, T18), the hands (T17, through
 * `showdown`) and the awards (T18, T19). `nameOf` gives each row the name a reader sees, for
 * the messages and for matching the button and the order. Without `showdown`, input whose
 * cards decide gives `needsShowdown` (and no outcome) instead; without `duplicateCards`, input
 * with cards gives `needsCards` (with `needsShowdown` if the cards decide too).
 */
export function calculate(input: CalculatorInput, nameOf: NameOf, showdown?: Showdown, duplicateCards?: DuplicateCards): Calculation {
  const { rows } = input;
  const { problems, orderIds } = inputProblems(input, nameOf);
  if (problems.length > 0 || rows.length === 0) return { problems, outcome: null };
  const fail = (problem: Problem): Calculation => ({ problems: [problem], outcome: null });
  const board = cardsOf(input.boardSlots);
  const shown = orderIds.length > 0 ? [] : showingRows(rows, board);
  if (board.length > 0 || rows.some((row) => cardsOf(row.slots).length > 0)) {
    if (!duplicateCards)
      return { problems: [], outcome: null, needsCards: true, ...(shown.length > 0 && !showdown ? { needsShowdown: true } : {}) };
    const twice = duplicateCards(input, nameOf);
    if (twice.length > 0) return { problems: twice, outcome: null };
  }

  let pots: PotLayersResult;
  try {
    pots = potLayers(rows.map((row) => ({ seat: row.id, amount: row.amount as number, folded: row.folded })));
  } catch (error) {
    return fail({
      code: error instanceof HoldemError ? error.code : 'invalid-input',
      kind: 'everyone-folded',
      field: { kind: 'players' },
      text: '',
    });
  }

  if (board.length > BOARD_SIZE)
    return fail({ code: 'card-count', field: { kind: 'board' }, text: String(board.length), input: 'board', board: board.length });

  let values: HandValues | null = null;
  let hands: Record<string, HandResult> = {};
  let decidedBy: Outcome['decidedBy'] = null;
  if (orderIds.length > 0) {
    values = orderIds;
    decidedBy = 'order';
  } else if (shown.length > 0) {
    if (!showdown) return { problems: [], outcome: null, needsShowdown: true };
    const shownDown = showdown(board, shown, nameOf);
    if ('problem' in shownDown) return fail(shownDown.problem);
    ({ values, hands } = shownDown);
    decidedBy = 'cards';
  }

  const open = undecidedPots(pots.pots, values ?? {});
  if (open.length > 0 && values) {
    const potIndex = open[0] as number;
    const names = (pots.pots[potIndex]?.eligible ?? []).map((id) => {
      const row = rows.find((r) => r.id === id);
      return row ? nameOf(row) : id;
    });
    const field: PotField = { kind: decidedBy === 'order' ? 'order' : 'players' };
    return fail({
      code: 'invalid-input',
      kind: 'no-showdown',
      field,
      text: names.join(', '),
      potIndex,
      names,
      ...(decidedBy === 'order' ? { input: 'order' } : {}),
    });
  }
  const button = (buttonRow(rows, input.button, nameOf) ?? (rows[rows.length - 1] as Row)).id;
  const awards = open.length > 0 ? null : awardPots(pots.pots, values ?? {}, { seats: rows.map((row) => row.id), button });
  return {
    problems: [],
    outcome: {
      rows: rows.map((row) => ({
        id: row.id,
        index: row.index,
        rawName: row.rawName,
        amount: row.amount as number,
        folded: row.folded,
        allIn: row.allIn,
        cards: cardsOf(row.slots),
      })),
      board,
      button,
      pots,
      awards,
      hands,
      decidedBy,
      showing: decidedBy === 'order' ? orderIds.flat() : Object.keys(hands),
    },
  };
}

/** What each winner collects, in seat order. */
export function totalsInSeatOrder(outcome: Outcome): [string, number][] {
  const totals = outcome.awards?.totals ?? {};
  return outcome.rows.flatMap((row): [string, number][] => (totals[row.id] ? [[row.id, totals[row.id] as number]] : []));
}

/** Players in a pot who show no hand cannot win it (T18): the element says so, or the award looks wrong. */
export function silentInPot(outcome: Outcome, eligible: readonly string[]): string[] {
  return outcome.decidedBy && eligible.length > 1 ? eligible.filter((id) => !outcome.showing.includes(id)) : [];
}
