/**
 * Main and side pots from what each seat put in (T9, T10, T18) and who wins them,
 * with odd chips (T19) and a plain-language explanation of every award.
 */
import { HoldemError } from './errors.js';
import type { Card } from './cards.js';
import type { HandResult } from './evaluate.js';
import { winners } from './showdown.js';

export interface Contribution {
  seat: string;
  /** Chips this seat put in this hand, all streets and antes together. */
  amount: number;
  folded?: boolean;
}

export interface Pot {
  amount: number;
  /** Seats that contributed to this pot and did not fold (T18). */
  eligible: string[];
}

export interface ReturnedChips {
  seat: string;
  amount: number;
}

export interface PotsResult {
  /** Main pot first, then side pots in the order they formed. */
  pots: Pot[];
  /** T10: chips nobody matched, back to the seat that put them in. */
  returned: ReturnedChips[];
}

/**
 * T10, T18: returns the part of the largest contribution nobody matched, then cuts a pot at
 * every all-in level among the seats still in: each pot holds, from every seat, folded or
 * not, what it put in between the previous level and this one, and is contested by the
 * seats still in that reached the level. Folded chips stay in the pots. Throws
 * `HoldemError` (`invalid-input`) for negative or fractional amounts, a seat listed twice,
 * or chips with every contributor folded.
 */
export function buildPots(contributions: readonly Contribution[]): PotsResult {
  // Plain loops: the hand machine calls this at every street and fold.
  const n = contributions.length;
  const amounts: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const c = contributions[i];
    if (typeof c.seat !== 'string' || c.seat === '') invalid('every contribution needs a seat');
    for (let j = 0; j < i; j++) if (contributions[j].seat === c.seat) invalid(`seat "${c.seat}" appears twice`);
    if (!Number.isSafeInteger(c.amount) || c.amount < 0) {
      invalid(`the amount of seat "${c.seat}" must be a whole number of chips, 0 or more (got ${String(c.amount)})`);
    }
    amounts[i] = c.amount;
  }

  // T10: the top contribution counts only as far as somebody else matched it.
  const returned: ReturnedChips[] = [];
  let top = -1;
  let matched = 0;
  for (let i = 0; i < n; i++) {
    if (top < 0 || amounts[i] > amounts[top]) {
      if (top >= 0) matched = amounts[top];
      top = i;
    } else if (amounts[i] > matched) {
      matched = amounts[i];
    }
  }
  if (top >= 0 && amounts[top] > matched) {
    returned.push({ seat: contributions[top].seat, amount: amounts[top] - matched });
    amounts[top] = matched;
  }

  let total = 0;
  const levels: number[] = [];
  for (let i = 0; i < n; i++) {
    total += amounts[i];
    if (contributions[i].folded !== true && !levels.includes(amounts[i])) levels.push(amounts[i]);
  }
  if (total === 0) return { pots: [], returned };
  if (levels.length === 0) invalid('every seat that put chips in has folded: nobody can win the pot');
  levels.sort((a, b) => a - b);

  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    const eligible: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = amounts[i];
      if (a > previous) amount += (a < level ? a : level) - previous;
      if (a >= level && contributions[i].folded !== true) eligible.push(contributions[i].seat);
    }
    if (amount > 0) pots.push({ amount, eligible });
    previous = level;
  }
  // Chips above the highest level still in play can only come from folded seats (a
  // situation real betting does not produce): they stay in the last pot (T18).
  let above = 0;
  for (let i = 0; i < n; i++) if (amounts[i] > previous) above += amounts[i] - previous;
  if (above > 0) {
    if (pots.length === 0) pots.push({ amount: 0, eligible: levelSeats(contributions, amounts, previous) });
    pots[pots.length - 1].amount += above;
  }
  return { pots, returned };
}

/** The seats still in at `level` (for the odd case where only folded chips lie above every level). */
function levelSeats(contributions: readonly Contribution[], amounts: readonly number[], level: number): string[] {
  return contributions.filter((c, i) => c.folded !== true && amounts[i] >= level).map((c) => c.seat);
}

// ---------------------------------------------------------------------------
// Awarding

/**
 * Each showing seat's hand value, higher better (e.g. from `evaluate`), or a finishing
 * order, best first, where an inner list is a tie: `['Ben', ['Anna', 'Carla']]`.
 */
export type HandValues = Readonly<Record<string, number>> | readonly (string | readonly string[])[];

export interface Seating {
  /** Every seat at the table, clockwise. */
  seats: readonly string[];
  /** The seat with the button. */
  button: string;
  /**
   * Seats that mucked at the showdown (T16): out of every pot. A pot left to one seat
   * because the others mucked says so, rather than that nobody contested it (T20).
   */
  mucked?: readonly string[];
}

export interface ShareOfPot {
  seat: string;
  amount: number;
}

export interface AwardExplanation {
  /** Rule IDs the award follows. */
  ruleIds: string[];
  kind: 'uncontested' | 'best-hand' | 'split';
  /** 'main' or 'side pot N'. */
  potName: { en: string; de: string };
  /** Seats the chips are split between, in odd-chip order (T19). */
  winners: string[];
  /** Chips each winner gets before odd chips. */
  sharePerWinner: number;
  /** Seats given one odd chip each (T19). */
  oddChipSeats: string[];
  en: string;
  de: string;
}

export interface PotAward {
  /** Index into the pots given: 0 is the main pot. */
  potIndex: number;
  amount: number;
  eligible: string[];
  /** Who gets what from this pot. */
  shares: ShareOfPot[];
  explanation: AwardExplanation;
}

export interface PotAwards {
  /** T18: in award order, from the last side pot inward to the main pot. */
  awards: PotAward[];
  /** What each winning seat gets from all the pots together. */
  totals: Record<string, number>;
}

/**
 * T18, T19: each pot, from the last side pot inward, goes to the best hand among its
 * eligible seats that show a hand; a single eligible seat takes it without showing (T20).
 * A tie splits the pot; leftover chips go one at a time clockwise from the first seat
 * left of the button. Throws `HoldemError` (`invalid-input`) for a contested pot no
 * eligible seat has a value for, or a winner not in `seating`.
 */
export function awardPots(pots: readonly Pot[], values: HandValues, seating: Seating): PotAwards {
  // Plain loops: the hand machine awards the pots of every hand.
  const valueOf = toValueMap(values);
  const buttonIndex = seating.seats.indexOf(seating.button);
  if (buttonIndex < 0) invalid(`the button seat "${seating.button}" is not in the seating`);

  const awards: PotAward[] = [];
  const totals: Record<string, number> = {};
  const mucked = seating.mucked && seating.mucked.length > 0 ? seating.mucked : null;
  for (let potIndex = pots.length - 1; potIndex >= 0; potIndex--) {
    const before = pots[potIndex];
    const pot = mucked ? { amount: before.amount, eligible: before.eligible.filter((seat) => !mucked.includes(seat)) } : before;
    const showing: string[] = [];
    let best = -Infinity;
    for (const seat of pot.eligible) {
      const value = valueOf.get(seat);
      if (value === undefined) continue;
      showing.push(seat);
      if (value > best) best = value;
    }
    let winners: string[];
    let kind: AwardExplanation['kind'];
    if (pot.eligible.length === 1 && showing.length === 0) {
      winners = [pot.eligible[0]];
      kind = 'uncontested';
    } else {
      if (showing.length === 0) invalid(`pot ${potIndex} has no eligible seat with a hand value`);
      winners = [];
      for (const seat of showing) if (valueOf.get(seat) === best) winners.push(seat);
      kind = pot.eligible.length === 1 ? 'uncontested' : winners.length === 1 ? 'best-hand' : 'split';
    }
    // T19: clockwise from the first seat left of the button; the button comes last.
    if (winners.length > 1) winners.sort((a, b) => oddChipOrder(seating, buttonIndex, a) - oddChipOrder(seating, buttonIndex, b));
    const sharePerWinner = Math.floor(pot.amount / winners.length);
    const oddChips = pot.amount - sharePerWinner * winners.length;
    const shares: ShareOfPot[] = [];
    for (let k = 0; k < winners.length; k++) {
      const share = { seat: winners[k], amount: sharePerWinner + (k < oddChips ? 1 : 0) };
      shares.push(share);
      totals[share.seat] = (totals[share.seat] ?? 0) + share.amount;
    }
    awards.push({
      potIndex,
      amount: pot.amount,
      eligible: pot.eligible.slice(),
      shares,
      explanation: explain(potIndex, before, kind, winners, sharePerWinner, winners.slice(0, oddChips), mucked ? before.eligible.filter((seat) => mucked.includes(seat)) : []),
    });
  }
  return { awards, totals };
}

/** T19: a seat's place in the odd-chip order, 0 for the first seat left of the button. */
function oddChipOrder(seating: Seating, buttonIndex: number, seat: string): number {
  const index = seating.seats.indexOf(seat);
  if (index < 0) invalid(`seat "${seat}" is not in the seating`);
  const n = seating.seats.length;
  return (index - buttonIndex - 1 + n) % n;
}

function toValueMap(values: HandValues): Map<string, number> {
  const map = new Map<string, number>();
  if (Array.isArray(values)) {
    const order = values as readonly (string | readonly string[])[];
    order.forEach((entry, place) => {
      for (const seat of typeof entry === 'string' ? [entry] : entry) map.set(seat, order.length - place);
    });
  } else {
    const record = values as Readonly<Record<string, number>>;
    for (const seat of Object.keys(record)) {
      const value = record[seat];
      if (typeof value !== 'number' || Number.isNaN(value)) invalid(`the hand value of seat "${seat}" must be a number`);
      map.set(seat, value);
    }
  }
  return map;
}

function explain(
  potIndex: number,
  pot: Pot,
  kind: AwardExplanation['kind'],
  winners: string[],
  sharePerWinner: number,
  oddChipSeats: string[],
  muckedHere: readonly string[],
): AwardExplanation {
  const potName = potIndex === 0 ? { en: 'Main pot', de: 'Hauptpot' } : { en: `Side pot ${potIndex}`, de: `Nebenpot ${potIndex}` };
  const head = {
    en: `${potName.en} (${pot.amount} ${pot.amount === 1 ? 'chip' : 'chips'}; ${listOf(pot.eligible, 'en')} in it)`,
    de: `${potName.de} (${pot.amount} Chips; beteiligt: ${listOf(pot.eligible, 'de')})`,
  };
  let en: string;
  let de: string;
  const ruleIds = ['T18'];
  if (kind === 'uncontested' && muckedHere.length > 0) {
    ruleIds.push('T16');
    en = `${head.en}: ${listOf(muckedHere, 'en')} mucked, so ${winners[0]} takes it.`;
    de = `${head.de}: ${listOf(muckedHere, 'de')} ${muckedHere.length === 1 ? 'wirft' : 'werfen'} die Karten weg, also bekommt ${winners[0]} ihn.`;
  } else if (kind === 'uncontested') {
    ruleIds.push('T20');
    en = `${head.en}: ${winners[0]} takes it, nobody else contests it.`;
    de = `${head.de}: ${winners[0]} bekommt ihn, niemand sonst spielt um ihn.`;
  } else if (kind === 'best-hand') {
    en = `${head.en}: ${winners[0]} wins it with the best hand.`;
    de = `${head.de}: ${winners[0]} gewinnt ihn mit der besten Hand.`;
  } else {
    en = `${head.en}: ${listOf(winners, 'en')} tie for the best hand and split it, ${sharePerWinner} each`;
    de = `${head.de}: ${listOf(winners, 'de')} haben gleich gute Hände und teilen, je ${sharePerWinner}`;
    if (oddChipSeats.length > 0) {
      ruleIds.push('T19');
      const count = oddChipSeats.length;
      en += count === 1
        ? `; the odd chip goes to ${oddChipSeats[0]}, the first of them left of the button.`
        : `; the ${count} odd chips go one each to ${listOf(oddChipSeats, 'en')}, clockwise from the first seat left of the button.`;
      de += count === 1
        ? `; der übrige Chip geht an ${oddChipSeats[0]}, als Ersten von ihnen links vom Button.`
        : `; die ${count} übrigen Chips gehen je einer an ${listOf(oddChipSeats, 'de')}, im Uhrzeigersinn ab dem ersten Platz links vom Button.`;
    } else {
      en += '.';
      de += '.';
    }
  }
  // awardPots hands over fresh arrays it keeps no reference to: no copies needed.
  return { ruleIds, kind, potName, winners, sharePerWinner, oddChipSeats, en, de };
}

function listOf(seats: readonly string[], locale: 'en' | 'de'): string {
  if (seats.length === 0) return '';
  // Concatenated, not joined: V8 keeps it a rope until someone reads the explanation.
  let list = seats[0];
  for (let k = 1; k < seats.length - 1; k++) list = list + ', ' + seats[k];
  if (seats.length > 1) list = list + (locale === 'de' ? ' und ' : ' and ') + seats[seats.length - 1];
  return list;
}

function invalid(message: string): never {
  throw new HoldemError('invalid-input', message);
}

// ---------------------------------------------------------------------------
// For views: the pots as layers, values from cards, pots a showdown must decide

export interface PotLayerShare {
  seat: string;
  /** Chips this seat put into this pot. */
  amount: number;
  /** Folded: the chips stay in the pot as dead money (T18). */
  folded: boolean;
}

export interface PotLayer {
  /** Index into `pots`: 0 is the main pot. */
  potIndex: number;
  /** The pot holds what each seat put in above `from`, up to `to` (for the last pot: everything above `from`). */
  from: number;
  to: number;
  /** Seats with chips in this pot, in input order, folded ones included; seats with none left out. */
  shares: PotLayerShare[];
}

export interface PotLayersResult extends PotsResult {
  /** One per pot, main pot first: what each seat put into it. */
  layers: PotLayer[];
}

/**
 * T10, T18: `buildPots`, and what each seat put into each pot, to draw the pots as layers
 * of a stack of chips per seat. Each pot's level is the smallest contribution among the
 * seats that may win it; folded chips above the highest level lie in the last pot, as in
 * `buildPots`. Every layer's shares add up to its pot. Throws as `buildPots`.
 */
export function potLayers(contributions: readonly Contribution[]): PotLayersResult {
  const { pots, returned } = buildPots(contributions);
  const back = new Map(returned.map((r) => [r.seat, r.amount]));
  const counted = contributions.map((c) => ({ seat: c.seat, amount: c.amount - (back.get(c.seat) ?? 0), folded: c.folded === true }));
  const amountOf = new Map(counted.map((c) => [c.seat, c.amount]));
  const top = counted.reduce((max, c) => Math.max(max, c.amount), 0);
  let from = 0;
  const layers = pots.map((pot, potIndex): PotLayer => {
    const level = Math.min(...pot.eligible.map((seat) => amountOf.get(seat) as number));
    const to = potIndex === pots.length - 1 ? top : level;
    const shares = counted
      .map((c) => ({ seat: c.seat, amount: Math.max(0, Math.min(c.amount, to) - from), folded: c.folded }))
      .filter((share) => share.amount > 0);
    const layer = { potIndex, from, to, shares };
    from = to;
    return layer;
  });
  return { pots, returned, layers };
}

/** A seat's hole cards for `showdownValues`. */
export interface SeatCards {
  seat: string;
  cards: readonly (Card | string)[];
}

export interface ShowdownValues {
  /** Each seat's hand value, for `awardPots`. */
  values: Record<string, number>;
  /** Each seat's hand (category, best five, ranks), to say what won. */
  hands: Record<string, HandResult>;
}

/**
 * T17: the hand values `awardPots` needs, from the board and the hole cards of the seats
 * that show. Seats left out do not show and cannot win a contested pot (T18). Throws
 * `InvalidCardError` as `winners` does (`unknown-card`, `duplicate-card`, `card-count`).
 */
export function showdownValues(board: readonly (Card | string)[], shown: readonly SeatCards[]): ShowdownValues {
  const { ranking } = winners(board, shown.map(({ seat, cards }) => ({ id: seat, cards })));
  const values: Record<string, number> = {};
  const hands: Record<string, HandResult> = {};
  for (const entry of ranking) {
    values[entry.id] = entry.result.value;
    hands[entry.id] = entry.result;
  }
  return { values, hands };
}

/**
 * T18, T20: the pots that `values` cannot decide, by index: two or more seats may win
 * them and none of them shows a hand. `awardPots` refuses exactly these; a view shows
 * them as still open ("the best hand among Ben and Carla wins it").
 */
export function undecidedPots(pots: readonly Pot[], values: HandValues): number[] {
  const valueOf = toValueMap(values);
  return pots.flatMap((pot, index) => (pot.eligible.length !== 1 && !pot.eligible.some((seat) => valueOf.has(seat)) ? [index] : []));
}
