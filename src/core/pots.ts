/**
 * Main and side pots from what each seat put in (T9, T10, T18) and who wins them, with
 * odd chips (T19) and, for every award, the data that explains it (the kind of award, the
 * winners, the shares, the odd chips, the rule IDs). `src/i18n/` words it.
 *
 * Seat ids are any non-empty strings, also names `Object.prototype` has (`constructor`,
 * `__proto__`): records keyed by seat are read with own-key checks and written with
 * `put`. Malformed input throws a `HoldemError` whose code names what is wrong.
 */
import { HoldemError } from './errors.js';
import {
  addChips,
  inputText,
  rejectUnknownKeys,
  requireArray,
  requireChips,
  requireObject,
  requireSeatId,
  requireValue,
  requirePots,
} from './input.js';
import { hasOwn, put } from './records.js';
import type { RuleId } from './rule-violation.js';

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
 * `HoldemError`: `missing-input`, `unsafe-integer` or `negative-amount` for an amount that is
 * not a whole number of chips, `chip-overflow` for a total past `Number.MAX_SAFE_INTEGER`,
 * `unknown-seat` or `duplicate-seat`, `invalid-input` for chips with every contributor folded.
 */
export function buildPots(contributions: readonly Contribution[]): PotsResult {
  checkContributions(contributions);
  return buildPotsUnchecked(contributions);
}

/** `buildPots` of checked contributions, such as core's engines make from a checked betting round (internal to core). */
export function buildPotsUnchecked(contributions: readonly Contribution[]): PotsResult {
  // The common case first: every seat still in (two or more) put in the same amount and no
  // folded seat more: one pot of everything, contested by them (what the cuts below give).
  let level = 0;
  let even = true;
  let stillIn = 0;
  let sum = 0;
  let most = 0;
  for (const c of contributions) {
    sum += c.amount;
    if (c.amount > most) most = c.amount;
    if (c.folded === true) continue;
    if (stillIn === 0) level = c.amount;
    else if (c.amount !== level) even = false;
    stillIn++;
  }
  if (even && stillIn >= 2 && most <= level) {
    if (sum === 0) return { pots: [], returned: [] };
    const eligible: string[] = [];
    for (const c of contributions) if (c.folded !== true) eligible.push(c.seat);
    return { pots: [{ amount: sum, eligible }], returned: [] };
  }
  // Plain loops: the hand machine calls this at every street and fold.
  const n = contributions.length;
  const amounts: number[] = [];
  for (let i = 0; i < n; i++) amounts.push(contributions[i].amount);

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

  // The levels of the seats still in, each once, in ascending order (kept sorted as they come).
  let total = 0;
  const levels: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = amounts[i];
    total += a;
    if (contributions[i].folded === true) continue;
    let at = levels.length;
    while (at > 0 && levels[at - 1] > a) at--;
    if (at > 0 && levels[at - 1] === a) continue;
    levels.splice(at, 0, a);
  }
  if (total === 0) return { pots: [], returned };
  if (levels.length === 0) invalid('every seat that put chips in has folded: nobody can win the pot');

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

/** The contributions checked: objects with a seat id (each once), a chip amount, a folded flag. */
function checkContributions(contributions: readonly Contribution[]): void {
  requireArray(contributions, 'contributions');
  let total = 0;
  for (let i = 0; i < contributions.length; i++) {
    const c = requireObject(contributions[i], 'contributions', i);
    const seat = requireSeatId(c.seat, 'the seat of contributions', i);
    // At most ten seats: a loop is cheaper than a Set (this runs at every street and fold).
    for (let j = 0; j < i; j++) if (contributions[j].seat === seat) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice`);
    total = addChips(total, requireChips(c.amount, 'the amount of seat ', seat), 'contributions');
    if (c.folded !== undefined && typeof c.folded !== 'boolean')
      invalid(`folded of seat "${seat}" must be true or false (got ${inputText(c.folded)})`);
  }
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
   * because the others mucked says so (`mucked` of its explanation, rule T16), rather than
   * that nobody contested it (T20).
   */
  mucked?: readonly string[];
}

export interface ShareOfPot {
  seat: string;
  amount: number;
}

/**
 * Why a pot went where it went, as data: a view words it (pot name from `potIndex`, names
 * from the seat ids). No sentences here.
 */
export interface AwardExplanation {
  /**
   * Rule IDs the award follows: T18 always; T20 for a pot nobody else was in, T16 for one the
   * others in it mucked, T19 when odd chips were handed out.
   */
  ruleIds: RuleId[];
  /**
   * `uncontested`: one seat left in the pot takes it (if `mucked` is not empty, because those
   * seats mucked, T16; else because nobody else was in it, T20); `best-hand`: one winner
   * at the showdown; `split`: a tie (T19).
   */
  kind: 'uncontested' | 'best-hand' | 'split';
  /** Seats the chips are split between, in odd-chip order (T19). */
  winners: string[];
  /** Chips each winner gets before odd chips. */
  sharePerWinner: number;
  /** Seats given one odd chip each (T19), clockwise from the first seat left of the button. */
  oddChipSeats: string[];
  /** Seats that were in this pot but mucked at the showdown (T16), in pot order. */
  mucked: string[];
}

export interface PotAward {
  /** Index into the pots given: 0 is the main pot. */
  potIndex: number;
  amount: number;
  /** The seats that could win the pot: those in it who did not muck. */
  eligible: string[];
  /** Who gets what from this pot. */
  shares: ShareOfPot[];
  explanation: AwardExplanation;
}

export interface PotAwards {
  /** T18: in award order, from the last side pot inward to the main pot. */
  awards: PotAward[];
  /** What each winning seat gets from all the pots together (own keys only, also `__proto__`). */
  totals: Record<string, number>;
}

/**
 * T18, T19: each pot, from the last side pot inward, goes to the best hand among its
 * eligible seats that show a hand; a single eligible seat takes it without showing (T20).
 * A tie splits the pot; leftover chips go one at a time clockwise from the first seat
 * left of the button. Throws `HoldemError`: `invalid-input` for a contested pot no eligible
 * seat has a value for, `unknown-seat` for an eligible seat or the button not in
 * `seating`, `chip-overflow` for pots past `Number.MAX_SAFE_INTEGER`, `missing-input`,
 * `unknown-option` and the amount codes for malformed pots or seating.
 */
export function awardPots(pots: readonly Pot[], values: HandValues, seating: Seating): PotAwards {
  requirePots(pots);
  const seats = checkSeating(seating);
  let chips = 0;
  for (const pot of pots) {
    chips = addChips(chips, pot.amount, 'pots');
    for (const seat of pot.eligible) {
      if (!seats.includes(seat)) throw new HoldemError('unknown-seat', `seat "${seat}" of a pot is not in the seating`);
    }
  }
  return awardChecked(pots, toValueRecord(values), seats, seating.button, seating.mucked ?? null);
}

/**
 * `awardPots` of core's engines: their own pots, hand values by seat (own keys, numbers) and
 * seating, not checked again (internal to core).
 */
export function awardPotsUnchecked(pots: readonly Pot[], values: Readonly<Record<string, number>>, seating: Seating): PotAwards {
  return awardChecked(pots, values, seating.seats, seating.button, seating.mucked ?? null);
}

/**
 * `awardPots` of checked input: hand values by seat (own keys, numbers), the seats clockwise
 * with the button among them, the seats that mucked (or null).
 */
function awardChecked(
  pots: readonly Pot[],
  values: Readonly<Record<string, number>>,
  seats: readonly string[],
  button: string,
  muckedSeats: readonly string[] | null,
): PotAwards {
  // Plain loops: the hand machine awards the pots of every hand.
  const buttonIndex = seats.indexOf(button);
  const awards: PotAward[] = [];
  const totals: Record<string, number> = {};
  const mucked = muckedSeats && muckedSeats.length > 0 ? muckedSeats : null;
  for (let potIndex = pots.length - 1; potIndex >= 0; potIndex--) {
    const before = pots[potIndex];
    // The seats of this pot that mucked are out of it (T16).
    const muckedHere: string[] = [];
    if (mucked) for (const seat of before.eligible) if (mucked.includes(seat)) muckedHere.push(seat);
    const pot =
      muckedHere.length > 0 ? { amount: before.amount, eligible: before.eligible.filter((seat) => !mucked?.includes(seat)) } : before;
    const showing: string[] = [];
    let best = -Infinity;
    for (const seat of pot.eligible) {
      if (!hasOwn(values, seat)) continue;
      const value = values[seat];
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
      for (const seat of showing) if (values[seat] === best) winners.push(seat);
      kind = pot.eligible.length === 1 ? 'uncontested' : winners.length === 1 ? 'best-hand' : 'split';
    }
    // T19: clockwise from the first seat left of the button; the button comes last.
    if (winners.length > 1) winners.sort((a, b) => oddChipOrder(seats, buttonIndex, a) - oddChipOrder(seats, buttonIndex, b));
    const sharePerWinner = Math.floor(pot.amount / winners.length);
    const oddChips = pot.amount - sharePerWinner * winners.length;
    const shares: ShareOfPot[] = [];
    for (let k = 0; k < winners.length; k++) {
      const share = { seat: winners[k], amount: sharePerWinner + (k < oddChips ? 1 : 0) };
      shares.push(share);
      put(totals, share.seat, (hasOwn(totals, share.seat) ? totals[share.seat] : 0) + share.amount);
    }
    awards.push({
      potIndex,
      amount: pot.amount,
      eligible: pot.eligible.slice(),
      shares,
      explanation: explain(kind, winners, sharePerWinner, winners.slice(0, oddChips), muckedHere),
    });
  }
  return { awards, totals };
}

/** T19: a seat's place in the odd-chip order, 0 for the first seat left of the button. */
function oddChipOrder(seats: readonly string[], buttonIndex: number, seat: string): number {
  const index = seats.indexOf(seat);
  const n = seats.length;
  return (index - buttonIndex - 1 + n) % n;
}

/** The hand values by seat, checked, as own keys of a new record (also `__proto__`). */
function toValueRecord(values: HandValues): Record<string, number> {
  requireValue(values, 'values');
  const record: Record<string, number> = {};
  if (Array.isArray(values)) {
    const order = values as readonly (string | readonly string[])[];
    order.forEach((entry, place) => {
      const tied = typeof entry === 'string' ? [entry] : requireArray(entry, 'the finishing order', place);
      for (let k = 0; k < tied.length; k++) {
        const seat = requireSeatId(tied[k], 'the finishing order', place);
        if (hasOwn(record, seat)) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice in the finishing order`);
        put(record, seat, order.length - place);
      }
    });
  } else {
    const given = requireObject(values as Readonly<Record<string, number>>, 'values');
    for (const seat of Object.keys(given)) {
      const value = given[seat];
      if (typeof value !== 'number' || Number.isNaN(value)) invalid(`the hand value of seat "${seat}" must be a number`);
      put(record, seat, value);
    }
  }
  return record;
}

function explain(
  kind: AwardExplanation['kind'],
  winners: string[],
  sharePerWinner: number,
  oddChipSeats: string[],
  mucked: string[],
): AwardExplanation {
  const ruleIds: RuleId[] = ['T18'];
  if (kind === 'uncontested') ruleIds.push(mucked.length > 0 ? 'T16' : 'T20');
  if (oddChipSeats.length > 0) ruleIds.push('T19');
  // awardPots hands over fresh arrays it keeps no reference to: no copies needed.
  return { ruleIds, kind, winners, sharePerWinner, oddChipSeats, mucked };
}

function invalid(message: string): never {
  throw new HoldemError('invalid-input', message);
}

const SEATING_KEYS: readonly (keyof Seating)[] = ['seats', 'button', 'mucked'];

/** The seats of a seating, checked: seat ids, each once, the button among them, mucked seats seated. */
function checkSeating(seating: Seating): readonly string[] {
  requireObject(seating, 'seating');
  rejectUnknownKeys(seating, SEATING_KEYS, 'seating');
  const seats = requireArray(seating.seats, 'seating.seats');
  for (let k = 0; k < seats.length; k++) {
    const seat = requireSeatId(seats[k], 'seating.seats', k);
    for (let j = 0; j < k; j++)
      if (seats[j] === seat) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice in seating.seats`);
  }
  const button = requireSeatId(seating.button, 'seating.button');
  if (!seats.includes(button)) throw new HoldemError('unknown-seat', `the button seat "${button}" is not in the seating`);
  if (seating.mucked !== undefined) {
    const mucked = requireArray(seating.mucked, 'seating.mucked');
    for (let k = 0; k < mucked.length; k++) {
      const seat = requireSeatId(mucked[k], 'seating.mucked', k);
      if (!seats.includes(seat)) throw new HoldemError('unknown-seat', `the mucked seat "${seat}" is not in the seating`);
    }
  }
  return seats;
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
    let level = Number.POSITIVE_INFINITY;
    for (const seat of pot.eligible) level = Math.min(level, amountOf.get(seat) as number);
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

/**
 * T18, T20: the pots that `values` cannot decide, by index: two or more seats may win
 * them and none of them shows a hand. `awardPots` refuses exactly these; a view shows
 * them as still open ("the best hand among Ben and Carla wins it").
 */
export function undecidedPots(pots: readonly Pot[], values: HandValues): number[] {
  requirePots(pots);
  const valueOf = toValueRecord(values);
  return pots.flatMap((pot, index) => (pot.eligible.length !== 1 && !pot.eligible.some((seat) => hasOwn(valueOf, seat)) ? [index] : []));
}
