/**
 * One betting round of Texas Hold'em as plain, JSON-safe data, and the rules that
 * move it on: who acts (T3, T6), what they may do (T4, T7, T9, T11–T15) and what
 * happens to a bet nobody can call (T10).
 *
 * Amounts named `…To` are totals for the street (what a player has in front of them
 * after the action); `…By` are increments. Chips are integers.
 *
 * A move the rules forbid is answered with a `BettingViolation`: a `code`, the `ruleId`
 * and typed `params`, never a sentence (`src/i18n/refusals-betting.ts` words them).
 * Malformed input (a missing argument, a number that is not a safe integer, an unknown
 * option) throws a `HoldemError` whose code names what is wrong.
 */
import { HoldemError } from './errors.js';
import {
  addChips,
  inputText,
  rawText,
  rejectUnknownKeys,
  requireArray,
  requireChips,
  requireObject,
  requireOneOf,
  requireSafeInteger,
  requireSeatId,
} from './input.js';
import type { Contribution, ReturnedChips } from './pots.js';
import { ruleViolation, type Refusal, type RuleViolation } from './rule-violation.js';

export type BettingStructure = 'no-limit' | 'pot-limit' | 'fixed-limit';
export type Street = 'preflop' | 'flop' | 'turn' | 'river';
export const STREETS: readonly Street[] = ['preflop', 'flop', 'turn', 'river'];

export type ActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'all-in';
export const ACTION_TYPES: readonly ActionType[] = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'];

/** T11: what happens to a raise (or bet) below the minimum that is not all-in. */
export type UnderRaiseRule = 'refuse' | 'treat-as-call' | 'fill-to-minimum';
/** T13: 'tda' needs a full raise to reopen; 'half-bet' counts half a bet or raise as full. */
export type AllInReopenRule = 'tda' | 'half-bet';
/** T15: a bet plus three raises, or (house rule) plus four. */
export type FixedLimitCap = 'bet-plus-3' | 'bet-plus-4';
/**
 * T3: a big blind all-in for less than the full blind. 'full': the amount to call is still
 * the full big blind; 'posted': the others call what was posted (the largest blind posted),
 * as PokerStars and PokerKit play it, and so their histories.
 */
export type ShortBlindCallRule = 'full' | 'posted';

export interface HouseRules {
  underRaise: UnderRaiseRule;
  allInReopen: AllInReopenRule;
  fixedLimitCap: FixedLimitCap;
  /**
   * T15: no cap on raises in a betting round that starts with two players in the hand
   * (all-in players counted). A round that starts with three or more stays capped when a
   * fold leaves two.
   */
  headsUpUncapped: boolean;
  /** T3 (`short-blind-call`): what the others call when the big blind is all-in for less. */
  shortBlindCall: ShortBlindCallRule;
}

export const DEFAULT_HOUSE_RULES: Readonly<HouseRules> = Object.freeze({
  underRaise: 'refuse',
  allInReopen: 'tda',
  fixedLimitCap: 'bet-plus-3',
  headsUpUncapped: true,
  shortBlindCall: 'full',
});

const BETTING_STRUCTURES: readonly BettingStructure[] = ['no-limit', 'pot-limit', 'fixed-limit'];
const UNDER_RAISE_RULES: readonly UnderRaiseRule[] = ['refuse', 'treat-as-call', 'fill-to-minimum'];
const ALL_IN_REOPEN_RULES: readonly AllInReopenRule[] = ['tda', 'half-bet'];
const FIXED_LIMIT_CAPS: readonly FixedLimitCap[] = ['bet-plus-3', 'bet-plus-4'];
const SHORT_BLIND_CALL_RULES: readonly ShortBlindCallRule[] = ['full', 'posted'];
const HOUSE_RULE_KEYS: readonly (keyof HouseRules)[] = ['underRaise', 'allInReopen', 'fixedLimitCap', 'headsUpUncapped', 'shortBlindCall'];

/** A player's last voluntary action this street (blinds are not actions). */
export interface PlayerAction {
  type: ActionType;
  /** What the player had in front of them after it. */
  to: number;
}

export interface BettingPlayer {
  seat: string;
  /** Chips behind, not yet put in. */
  stack: number;
  /** Chips put in this street, blinds included: a total for the street. */
  committed: number;
  /** Chips put into the pot this hand before this street (antes, earlier streets). */
  contributedBeforeStreet: number;
  folded: boolean;
  /** Has no chips behind and is still in the hand: skipped from now on (T6). */
  allIn: boolean;
  /** Has acted voluntarily this street (posting a blind does not count, T4). */
  hasActed: boolean;
  /** This street's last action; null before it (folding on an earlier street included). */
  lastAction: PlayerAction | null;
}

export interface BettingRound {
  structure: BettingStructure;
  street: Street;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  /** Fixed-limit unit on preflop and flop (T15: the big blind). */
  smallBet: number;
  /** Fixed-limit unit on turn and river (T15: twice the small bet). */
  bigBet: number;
  /** No-limit and pot-limit: the smallest bet (T11: the big blind unless the table says otherwise). */
  minBet: number;
  /**
   * Fixed limit: how many bets and raises each street allows, preflop to river, the blinds
   * not counted (`[3, 4, 4, 4]` is a bet and three raises, the big blind being preflop's
   * bet). Null: the T15 house rule `fixedLimitCap` decides.
   */
  maxBetActions: readonly number[] | null;
  /** Index into `players` of the button. */
  buttonIndex: number;
  /** Every seat dealt into the hand, clockwise. */
  players: BettingPlayer[];
  /** Index into `players` of the player to act, or null when the round is over. */
  toAct: number | null;
  /** The total a player must have in front of them to stay in (T3: preflop at least the full big blind). */
  currentBetTo: number;
  /**
   * The total the last full bet or raise of this street went to (preflop the big blind,
   * otherwise 0 before a full bet). Short all-ins above it do not move it (T12); a
   * fixed-limit all-in of less than half a bet above it may be completed to it plus one
   * bet (T15).
   */
  lastFullBetTo: number;
  /** The largest full bet or raise increment this street (T11); starts at the minimum bet. */
  lastFullRaiseBy: number;
  /** Full raises this street, the opening bet not counted (preflop the big blind is the bet, T15). */
  raiseCount: number;
  /** Everything in the pot from antes and earlier streets. */
  potBeforeStreet: number;
  /** Who last bet or raised this street (for T16), or null. */
  lastAggressorSeat: string | null;
  houseRules: HouseRules;
}

export interface ActionRequest {
  type: ActionType;
  /** For bet and raise: the total for the street. For all-in, if given, must be the whole stack. Ignored for fold, check and call. */
  to?: number;
  /** If given, must be the player to act (T6). */
  seat?: string;
}

/** What the player to act may do; a key is present only if that action is legal. */
export interface LegalActions {
  fold?: true;
  check?: true;
  /** `amount`: the chips added (the amount to call, or the whole stack if less); `to`: the total after. */
  call?: { amount: number; to: number };
  bet?: { minTo: number; maxTo: number };
  /**
   * `complete` (T15, fixed limit): the player faces an all-in of less than half a bet, which
   * was no bet in the increment sense; the raise completes it to exactly one full bet or
   * raise (`minTo === maxTo`) instead of raising on top of it.
   */
  raise?: { minTo: number; maxTo: number; complete?: true };
  /**
   * The whole stack (T9: legal at any size, also below a full call, bet or raise).
   * `asCallTo`: every opponent still in is all-in, so nobody could match more; the all-in
   * is taken as a call to this total and the rest of the stack stays behind (T9, T10).
   */
  allIn?: { to: number; asCallTo?: number };
}

// ---------------------------------------------------------------------------
// Refusals: one member per code, with the rule that refuses and its parameters.

type BettingRefusalOf<Code extends string, Rule extends Refusal['ruleId'], Params extends object> = Refusal<Code, Readonly<Params>> & {
  ruleId: Rule;
};

/** Parameters of a refusal that needs none. */
export type NoRefusalParams = Readonly<Record<string, never>>;

/**
 * Why `applyAction` refused. Seats in `params` are seat ids (a view maps them to names);
 * amounts follow the module's naming: `…To` a total for the street, `…By` an increment.
 */
export type BettingRefusal =
  /** T6: nobody is left to act in this round. */
  | BettingRefusalOf<'round-complete', 'T6', NoRefusalParams>
  /** T7: `requested` is not fold, check, call, bet, raise or all-in. */
  | BettingRefusalOf<'unknown-action', 'T7', { requested: string }>
  /** T6: `seat` asked, but it is `seatToAct`'s turn. */
  | BettingRefusalOf<'not-your-turn', 'T6', { seat: string; seatToAct: string }>
  /** T7: a check with chips to call. */
  | BettingRefusalOf<'check-not-allowed', 'T7', { amountToCall: number }>
  /** T7: a call with nothing to call. */
  | BettingRefusalOf<'nothing-to-call', 'T7', NoRefusalParams>
  /** T7: a bet or raise without its total. */
  | BettingRefusalOf<'amount-required', 'T7', { action: 'bet' | 'raise' }>
  /** Chips are whole numbers: `requestedTo` (as given, in text) is not one. */
  | BettingRefusalOf<'invalid-amount', 'T8', { requestedTo: string }>
  /** T8: an all-in is the whole stack, `allInTo` in total, not `requestedTo`. */
  | BettingRefusalOf<'all-in-amount', 'T8', { requestedTo: number; allInTo: number }>
  /** T7: a bet when there is a bet already (to `currentBetTo`). */
  | BettingRefusalOf<'bet-not-allowed', 'T7', { currentBetTo: number }>
  /** T7: a raise when nobody has bet. */
  | BettingRefusalOf<'raise-not-allowed', 'T7', NoRefusalParams>
  /** T8: more than the `stack` behind; at most `allInTo` in total. */
  | BettingRefusalOf<'not-enough-chips', 'T8', { stack: number; allInTo: number }>
  /** T14: a bet above the pot; at most `maxTo`. */
  | BettingRefusalOf<'bet-above-pot', 'T14', { maxTo: number }>
  /** T14: a raise above the pot after the call; at most `maxTo`. */
  | BettingRefusalOf<'raise-above-pot', 'T14', { maxTo: number }>
  /** T14: the whole stack (`allInTo`) is more than the pot allows (`maxTo`). */
  | BettingRefusalOf<'all-in-above-pot', 'T14', { allInTo: number; maxTo: number }>
  /**
   * T15: fixed-limit bets and raises are exactly `exactTo` on this `street`. `action` is what
   * was asked (an all-in above that size included); `complete` when the raise would complete
   * an all-in of less than half a bet.
   */
  | BettingRefusalOf<'fixed-limit-size', 'T15', { street: Street; action: 'bet' | 'raise' | 'all-in'; exactTo: number; complete: boolean }>
  /** T11 (T15 in fixed limit): a bet below the minimum, `minTo`. */
  | BettingRefusalOf<'bet-below-minimum', 'T11' | 'T15', { minTo: number }>
  /** T11 (T15 in fixed limit): a raise below `minTo`, up by less than `lastFullRaiseBy`. */
  | BettingRefusalOf<'raise-below-minimum', 'T11' | 'T15', { minTo: number; lastFullRaiseBy: number }>
  /**
   * T9: every opponent still in is all-in, so a bet or raise is refused: nobody could call
   * it. Calling to `callTo` (an all-in counts as that call) or folding is left.
   */
  | BettingRefusalOf<'no-opponent-can-act', 'T9', { callTo: number }>
  /** T12: since their last action the player faces only `facedBy` more, less than a full raise of `lastFullRaiseBy`. */
  | BettingRefusalOf<'betting-not-reopened', 'T12', { facedBy: number; lastFullRaiseBy: number }>
  /** T15: a bet and `raiseCount` raises: the cap is reached. */
  | BettingRefusalOf<'raise-cap-reached', 'T15', { raiseCount: number }>;

export type BettingRefusalCode = BettingRefusal['code'];

export type BettingViolation = RuleViolation<LegalActions, BettingRefusal>;

export interface AppliedAction {
  seat: string;
  /** What was actually done, e.g. `call` for an under-raise under 'treat-as-call'. */
  type: ActionType;
  /** What the player has in front of them this street afterwards. */
  to: number;
  /** Set when a bet or raise took the lead: was it a full one (T11, T12)? */
  fullRaise?: boolean;
  /** Set when the T11 under-raise house rule changed the request. */
  houseRule?: UnderRaiseRule;
  /**
   * Set to `'all-in'` when an all-in was taken as a call (T9: every opponent still in was
   * all-in already, so only what they can match went in; `type` is then `'call'` and the
   * rest of the stack stays behind). A log says "all-in, taken as a call of …".
   */
  requested?: 'all-in';
}

export type ApplyResult = { ok: true; round: BettingRound; applied: AppliedAction } | { ok: false; violation: BettingViolation };

export interface BettingPlayerInput {
  seat: string;
  stack: number;
  folded?: boolean;
  contributedBeforeStreet?: number;
  /**
   * Preflop only (C3): a newcomer who posts a big blind out of position to be dealt in at
   * once. The blind is live like the big blind's (T4). In the small-blind seat it replaces
   * the small blind; in the big-blind seat it is just the big blind.
   */
  postsBigBlind?: boolean;
}

export interface StartBettingRoundInput {
  structure: BettingStructure;
  street: Street;
  /** Every seat dealt into the hand, clockwise; on later streets with `folded` set. */
  players: readonly BettingPlayerInput[];
  buttonSeat: string;
  bigBlind: number;
  /** Default: half the big blind, rounded down (T3 house rule). */
  smallBlind?: number;
  /** Preflop only: paid by everyone dealt in, into the pot, before the blinds. */
  ante?: number;
  /** Fixed limit (T15); default the big blind. */
  smallBet?: number;
  /** Fixed limit (T15); default twice the small bet. */
  bigBet?: number;
  /** No-limit and pot-limit (T11); default the big blind. */
  minBet?: number;
  /** Fixed limit (T15): bets and raises allowed per street, preflop to river, blinds not counted; overrides `fixedLimitCap`. */
  maxBetActions?: readonly number[];
  /** Default: the sum of `contributedBeforeStreet` plus the antes. */
  potBeforeStreet?: number;
  houseRules?: Partial<HouseRules>;
}

const START_KEYS: readonly (keyof StartBettingRoundInput)[] = [
  'structure',
  'street',
  'players',
  'buttonSeat',
  'bigBlind',
  'smallBlind',
  'ante',
  'smallBet',
  'bigBet',
  'minBet',
  'maxBetActions',
  'potBeforeStreet',
  'houseRules',
];
const PLAYER_KEYS: readonly (keyof BettingPlayerInput)[] = ['seat', 'stack', 'folded', 'contributedBeforeStreet', 'postsBigBlind'];

// ---------------------------------------------------------------------------
// Starting a round

/**
 * A new betting round. Preflop posts antes and blinds (T3: small blind left of the
 * button, big blind next; heads-up the button posts the small blind; a player who cannot
 * cover a blind is all-in for what they have, the amount to call is still the full big
 * blind) and gives the action to the player left of the big blind (T6). On later streets
 * the first active player left of the button acts first.
 *
 * Throws `HoldemError` for malformed input: `missing-input`, `unsafe-integer`,
 * `negative-amount`, `chip-overflow` (the table's chips past `Number.MAX_SAFE_INTEGER`),
 * `unknown-option` (a misspelt key of the input, a player or the house rules),
 * `unknown-value` (structure, street, a house rule's value), `unknown-seat`,
 * `duplicate-seat`, `invalid-input` (anything else, e.g. fewer than two players in).
 */
export function startBettingRound(input: StartBettingRoundInput): BettingRound {
  return openRound(input, true);
}

/**
 * `startBettingRound` of input from a checked config (seat ids each once, whole chips, a
 * known structure and house rules, sizes that stay exact), read without checking it again:
 * for core's engines. Internal to core (not exported from its index).
 */
export function startBettingRoundUnchecked(input: StartBettingRoundInput): BettingRound {
  return openRound(input, false);
}

/** `startBettingRound`; `check`: the input is checked as it is read (else it is trusted). */
function openRound(input: StartBettingRoundInput, check: boolean): BettingRound {
  if (check) {
    requireObject(input, 'startBettingRound input');
    rejectUnknownKeys(input, START_KEYS, 'startBettingRound input');
  }
  const structure = check ? requireOneOf(input.structure, BETTING_STRUCTURES, 'structure') : input.structure;
  const street = check ? requireOneOf(input.street, STREETS, 'street') : input.street;
  const bigBlind = check ? requireChips(input.bigBlind, 'bigBlind') : input.bigBlind;
  if (bigBlind < 1) invalid('the big blind must be at least 1 chip');
  const smallBlind = chipsOf(input.smallBlind ?? Math.floor(bigBlind / 2), 'smallBlind', check);
  if (smallBlind > bigBlind) invalid('the small blind cannot be larger than the big blind');
  const ante = chipsOf(input.ante ?? 0, 'ante', check);
  const smallBet = chipsOf(input.smallBet ?? bigBlind, 'smallBet', check);
  const bigBet =
    input.bigBet === undefined ? addChips(smallBet, smallBet, 'bigBet (twice the small bet)') : chipsOf(input.bigBet, 'bigBet', check);
  if (smallBet < 1 || bigBet < 1) invalid('fixed-limit bet sizes must be at least 1 chip');
  const minBet = chipsOf(input.minBet ?? bigBlind, 'minBet', check);
  if (minBet < 1) invalid('the minimum bet must be at least 1 chip');
  let maxBetActions: readonly number[] | null = null;
  if (input.maxBetActions !== undefined) {
    const caps = check ? requireArray(input.maxBetActions, 'maxBetActions') : input.maxBetActions;
    if (caps.length !== STREETS.length) invalid('maxBetActions needs one count per street, preflop to river');
    if (check) for (let k = 0; k < caps.length; k++) requireChips(caps[k], 'maxBetActions', k);
    if (caps.slice(1).some((n) => n < 1)) invalid('maxBetActions must allow at least the bet on the flop, turn and river');
    maxBetActions = Object.freeze(caps.slice());
  }

  const inputs = check ? requireArray(input.players, 'players') : input.players;
  // The chips on the table, and every size the rules add to them, must stay exact integers.
  let tableChips = 0;
  // Filled by push, not `new Array(n)`: a packed array (a holey one slows every loop over the players).
  const players: BettingPlayer[] = [];
  for (let i = 0; i < inputs.length; i++) {
    const p = check ? requireObject(inputs[i], 'players', i) : inputs[i];
    let seat = p.seat;
    if (check) {
      rejectUnknownKeys(p, PLAYER_KEYS, `players[${i}]`);
      seat = requireSeatId(p.seat, 'the seat of players', i);
      // At most ten seats: a loop is cheaper than a Set (this runs every hand).
      for (let j = 0; j < i; j++) if (players[j].seat === seat) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice`);
      optionalFlag(p.postsBigBlind, 'postsBigBlind of ', seat);
    }
    const folded = check ? optionalFlag(p.folded, 'folded of ', seat) : p.folded === true;
    const stack = chipsOf(p.stack, 'stack of ', check, seat);
    const contributedBeforeStreet = chipsOf(p.contributedBeforeStreet ?? 0, 'contributedBeforeStreet of ', check, seat);
    tableChips = addChips(addChips(tableChips, stack, 'startBettingRound'), contributedBeforeStreet, 'startBettingRound');
    players.push({
      seat,
      stack,
      committed: 0,
      contributedBeforeStreet,
      folded,
      allIn: !folded && stack === 0,
      hasActed: false,
      lastAction: null,
    });
  }
  const buttonSeat = check ? requireSeatId(input.buttonSeat, 'buttonSeat') : input.buttonSeat;
  let buttonIndex = -1;
  for (let i = 0; i < players.length && buttonIndex < 0; i++) if (players[i].seat === buttonSeat) buttonIndex = i;
  if (buttonIndex < 0) throw new HoldemError('unknown-seat', `the button seat "${buttonSeat}" is not among the players`);
  let live = 0;
  let contributed = 0;
  for (const p of players) {
    if (!p.folded) live++;
    contributed += p.contributedBeforeStreet;
  }
  if (live < 2) invalid('a betting round needs at least two players who have not folded');

  let potBeforeStreet = input.potBeforeStreet === undefined ? contributed : chipsOf(input.potBeforeStreet, 'potBeforeStreet', check);
  // Dead money beyond the contributions, and the sizes the rules add on top of a bet (a raise
  // goes to a bet plus an increment), must stay exact too.
  const largestSize = Math.max(bigBlind, minBet, smallBet, bigBet);
  addChips(addChips(tableChips, Math.max(0, potBeforeStreet - contributed), 'startBettingRound'), 2 * largestSize, 'startBettingRound');

  const houseRules = check ? resolveHouseRules(input.houseRules) : houseRulesFrom(input.houseRules);
  const round: BettingRound = {
    structure,
    street,
    smallBlind,
    bigBlind,
    ante,
    smallBet,
    bigBet,
    minBet,
    maxBetActions,
    buttonIndex,
    players,
    toAct: null,
    currentBetTo: 0,
    lastFullBetTo: 0,
    lastFullRaiseBy: 0,
    raiseCount: 0,
    potBeforeStreet,
    lastAggressorSeat: null,
    houseRules,
  };
  round.lastFullRaiseBy = minimumBet(round);

  if (street !== 'preflop') {
    round.toAct = nextIndexToAct(round, buttonIndex);
    return round;
  }

  for (const p of players) {
    if (p.folded) continue;
    const paid = Math.min(ante, p.stack);
    p.stack -= paid;
    p.contributedBeforeStreet += paid;
    potBeforeStreet += paid;
    p.allIn = p.stack === 0;
  }
  round.potBeforeStreet = potBeforeStreet;

  const { sbIndex, bbIndex } = blindIndexes(players, buttonIndex);
  postBlind(players[sbIndex], smallBlind);
  postBlind(players[bbIndex], bigBlind);
  // C3: newcomers posting a big blind out of position; live like the big blind (T4).
  for (let i = 0; i < players.length; i++) {
    if (inputs[i].postsBigBlind !== true || i === bbIndex || players[i].folded) continue;
    postBlind(players[i], bigBlind - players[i].committed);
  }
  // T3: a short big blind is all-in, but the amount to call stays the full big blind, which
  // is preflop's full bet (T15); house rule 'posted': the others call the largest blind posted.
  let callTo = bigBlind;
  if (houseRules.shortBlindCall === 'posted') {
    let posted = 0;
    for (const p of players) posted = Math.max(posted, p.committed);
    callTo = Math.min(bigBlind, posted);
  }
  round.currentBetTo = callTo;
  round.lastFullBetTo = callTo;
  round.toAct = nextIndexToAct(round, bbIndex);
  return round;
}

/**
 * The house rules with defaults filled in, as `startBettingRound` reads them: `unknown-option`
 * for a misspelt key, `unknown-value` for a value that is not one of a rule's.
 */
export function resolveHouseRules(given: Partial<HouseRules> | undefined): HouseRules {
  if (given === undefined) return { ...DEFAULT_HOUSE_RULES };
  requireObject(given, 'houseRules');
  rejectUnknownKeys(given, HOUSE_RULE_KEYS, 'houseRules');
  const houseRules: HouseRules = {
    underRaise: requireOneOf(given.underRaise ?? DEFAULT_HOUSE_RULES.underRaise, UNDER_RAISE_RULES, 'the house rule underRaise'),
    allInReopen: requireOneOf(given.allInReopen ?? DEFAULT_HOUSE_RULES.allInReopen, ALL_IN_REOPEN_RULES, 'the house rule allInReopen'),
    fixedLimitCap: requireOneOf(given.fixedLimitCap ?? DEFAULT_HOUSE_RULES.fixedLimitCap, FIXED_LIMIT_CAPS, 'the house rule fixedLimitCap'),
    headsUpUncapped: given.headsUpUncapped ?? DEFAULT_HOUSE_RULES.headsUpUncapped,
    shortBlindCall: requireOneOf(
      given.shortBlindCall ?? DEFAULT_HOUSE_RULES.shortBlindCall,
      SHORT_BLIND_CALL_RULES,
      'the house rule shortBlindCall',
    ),
  };
  if (typeof houseRules.headsUpUncapped !== 'boolean') {
    throw new HoldemError(
      'unknown-value',
      `the house rule headsUpUncapped must be true or false (got ${inputText(houseRules.headsUpUncapped)})`,
    );
  }
  return houseRules;
}

/** `value` checked as a whole number of chips (`requireChips`) if `check`, else trusted. */
function chipsOf(value: number, name: string, check: boolean, of: string | number = ''): number {
  return check ? requireChips(value, name, of) : value;
}

/** `resolveHouseRules` of house rules that were checked: the defaults filled in. */
function houseRulesFrom(given: Partial<HouseRules> | undefined): HouseRules {
  return {
    underRaise: given?.underRaise ?? DEFAULT_HOUSE_RULES.underRaise,
    allInReopen: given?.allInReopen ?? DEFAULT_HOUSE_RULES.allInReopen,
    fixedLimitCap: given?.fixedLimitCap ?? DEFAULT_HOUSE_RULES.fixedLimitCap,
    headsUpUncapped: given?.headsUpUncapped ?? DEFAULT_HOUSE_RULES.headsUpUncapped,
    shortBlindCall: given?.shortBlindCall ?? DEFAULT_HOUSE_RULES.shortBlindCall,
  };
}

/** `true` or `false` for an optional flag; anything else but `undefined` is `invalid-input`. */
function optionalFlag(value: unknown, name: string, of: string): boolean {
  if (value === undefined || value === false) return false;
  if (value === true) return true;
  return invalid(`${name}${of} must be true or false (got ${inputText(value)})`);
}

/**
 * T3: who posts the blinds: the small blind left of the button, the big blind next;
 * heads-up the button posts the small blind. Seats that have folded are passed over.
 */
export function blindSeats(round: Pick<BettingRound, 'players' | 'buttonIndex'>): { small: string; big: string } {
  requireObject(round, 'round');
  const players = requireArray(round.players, 'round.players');
  if (players.length === 0) invalid('round.players is empty');
  for (let i = 0; i < players.length; i++)
    requireSeatId(requireObject(players[i], 'round.players', i).seat, 'round.players', `[${i}].seat`);
  const buttonIndex = requireSafeInteger(round.buttonIndex, 'round.buttonIndex');
  if (buttonIndex < 0 || buttonIndex >= players.length) invalid(`round.buttonIndex ${buttonIndex} is not the index of a player`);
  return blindSeatsUnchecked(round);
}

/** `blindSeats` of a checked round (internal to core). */
export function blindSeatsUnchecked(round: Pick<BettingRound, 'players' | 'buttonIndex'>): { small: string; big: string } {
  const players = round.players;
  const { sbIndex, bbIndex } = blindIndexes(players, round.buttonIndex);
  return { small: players[sbIndex].seat, big: players[bbIndex].seat };
}

function blindIndexes(players: readonly BettingPlayer[], buttonIndex: number): { sbIndex: number; bbIndex: number } {
  let live = 0;
  for (const p of players) if (!p.folded) live++;
  // T3: heads-up the button posts the small blind.
  const sbIndex = live === 2 && !players[buttonIndex].folded ? buttonIndex : nextLiveIndex(players, buttonIndex);
  return { sbIndex, bbIndex: nextLiveIndex(players, sbIndex) };
}

function postBlind(p: BettingPlayer, blind: number): void {
  const paid = Math.min(blind, p.stack);
  p.stack -= paid;
  p.committed += paid;
  p.allIn = p.stack === 0;
}

function nextLiveIndex(players: readonly BettingPlayer[], from: number): number {
  for (let k = 1; k <= players.length; k++) {
    const i = (from + k) % players.length;
    if (!players[i].folded) return i;
  }
  return from;
}

/**
 * The round after this one: uncalled chips returned (T10), the street's bets moved into
 * the pot, the first active player left of the button to act (T6). Throws `HoldemError`
 * (`invalid-input`) if the round is not complete, it was the river, or fewer than two
 * players are left (T20: the hand is over); `missing-input` without a round.
 */
export function startNextStreet(round: BettingRound): BettingRound {
  requireRound(round);
  return startNextStreetUnchecked(round);
}

/** `startNextStreet` of a checked round (internal to core). */
export function startNextStreetUnchecked(round: BettingRound): BettingRound {
  if (!roundComplete(round)) invalid('the betting round is not over yet');
  const index = STREETS.indexOf(round.street);
  if (index < 0) invalid(`round.street ${inputText(round.street)} is not a street`);
  if (index === STREETS.length - 1) invalid('the river is the last betting round');
  const settled = returnUncalledChipsUnchecked(round).round;
  if (playersInHandUnchecked(settled) < 2) invalid('a betting round needs at least two players who have not folded');
  // The round is checked (or core's own); this only moves the chips on (a hot path).
  const players: BettingPlayer[] = settled.players.map((p) => ({
    seat: p.seat,
    stack: p.stack,
    committed: 0,
    contributedBeforeStreet: p.contributedBeforeStreet + p.committed,
    folded: p.folded,
    allIn: !p.folded && p.stack === 0,
    hasActed: false,
    lastAction: null,
  }));
  const next = copyRound(settled, players);
  next.street = STREETS[index + 1];
  next.toAct = null;
  next.currentBetTo = 0;
  next.lastFullBetTo = 0;
  next.raiseCount = 0;
  next.potBeforeStreet = potTotalUnchecked(settled);
  next.lastAggressorSeat = null;
  next.lastFullRaiseBy = minimumBet(next);
  next.toAct = nextIndexToAct(next, next.buttonIndex);
  return next;
}

// ---------------------------------------------------------------------------
// Order and end of a round (T6)

function isActive(p: BettingPlayer): boolean {
  return !p.folded && !p.allIn;
}

function needsToAct(round: BettingRound, p: BettingPlayer): boolean {
  return isActive(p) && (!p.hasActed || p.committed < round.currentBetTo);
}

/**
 * T6: the round is over when every player who is neither folded nor all-in has acted and
 * has put in the current bet. Also over when at most one player is left (T20), nobody can
 * act any more, or a single player who can act owes nothing (nobody could answer a bet).
 */
export function isRoundComplete(round: BettingRound): boolean {
  requireRound(round);
  return roundComplete(round);
}

function roundComplete(round: BettingRound): boolean {
  let live = 0;
  let active = 0;
  let lastActive: BettingPlayer | null = null;
  let someoneMustAct = false;
  for (const p of round.players) {
    if (p.folded) continue;
    live++;
    if (p.allIn) continue;
    active++;
    lastActive = p;
    if (!p.hasActed || p.committed < round.currentBetTo) someoneMustAct = true;
  }
  if (live <= 1 || active === 0) return true;
  if (active === 1 && (lastActive as BettingPlayer).committed >= round.currentBetTo) return true;
  return !someoneMustAct;
}

/** T20: how many players have not folded; one left wins the pot at once. */
export function playersInHand(round: BettingRound): number {
  requireRound(round);
  return playersInHandUnchecked(round);
}

/** `playersInHand` of a checked round (internal to core). */
export function playersInHandUnchecked(round: BettingRound): number {
  let n = 0;
  for (const p of round.players) if (!p.folded) n++;
  return n;
}

/**
 * T15: how many players were in the hand when this betting round started: those who have
 * not folded, and those who folded this street (a fold is the only action that leaves a
 * player folded with a `lastAction`; it is reset at every street).
 */
function countAtRoundStart(round: BettingRound): number {
  let n = 0;
  for (const p of round.players) if (!p.folded || p.lastAction !== null) n++;
  return n;
}

/**
 * T6, T9: no more betting this hand: the round is over, two or more players are still in,
 * and at most one of them is not all-in. The rest of the board is dealt without betting.
 */
export function isBettingClosed(round: BettingRound): boolean {
  requireRound(round);
  return isBettingClosedUnchecked(round);
}

/** `isBettingClosed` of a checked round (internal to core). */
export function isBettingClosedUnchecked(round: BettingRound): boolean {
  let live = 0;
  let active = 0;
  for (const p of round.players) {
    if (p.folded) continue;
    live++;
    if (!p.allIn) active++;
  }
  return live >= 2 && active <= 1 && roundComplete(round);
}

/**
 * T6: the index of the next player clockwise after `afterIndex` who must act, skipping
 * folded and all-in players, or null when the round is over.
 */
export function nextToAct(round: BettingRound, afterIndex: number): number | null {
  requireRound(round);
  requirePlayerIndex(round, afterIndex, 'afterIndex');
  return nextIndexToAct(round, afterIndex);
}

function nextIndexToAct(round: BettingRound, afterIndex: number): number | null {
  if (roundComplete(round)) return null;
  const n = round.players.length;
  for (let k = 1; k <= n; k++) {
    const i = (afterIndex + k) % n;
    if (needsToAct(round, round.players[i])) return i;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Amounts

/** Everything in the pot so far: earlier streets and antes plus this street's bets. */
export function potTotal(round: BettingRound): number {
  requireRound(round);
  return potTotalUnchecked(round);
}

/** `potTotal` of a checked round (internal to core). */
export function potTotalUnchecked(round: BettingRound): number {
  let total = round.potBeforeStreet;
  for (const p of round.players) total += p.committed;
  return total;
}

/** T15: the fixed-limit unit for this street: small bet preflop and flop, big bet turn and river. */
export function betUnit(round: BettingRound): number {
  requireRound(round);
  return unitOf(round);
}

function unitOf(round: BettingRound): number {
  return round.street === 'preflop' || round.street === 'flop' ? round.smallBet : round.bigBet;
}

/** T11: one big blind (or the table's minimum bet); T15: one unit in fixed limit. */
function minimumBet(round: BettingRound): number {
  return round.structure === 'fixed-limit' ? unitOf(round) : round.minBet;
}

/** What the player (default: the one to act) must add to stay in; 0 when they may check. */
export function amountToCall(round: BettingRound, playerIndex: number | null = round?.toAct ?? null): number {
  requireRound(round);
  if (playerIndex === null) return 0;
  requirePlayerIndex(round, playerIndex, 'playerIndex');
  return owed(round, playerIndex);
}

function owed(round: BettingRound, playerIndex: number): number {
  return Math.max(0, round.currentBetTo - round.players[playerIndex].committed);
}

/**
 * T11: the smallest total a raise may go to now (by the largest full increment of the
 * street). Never above `Number.MAX_SAFE_INTEGER`, which no stack can reach.
 */
export function minRaiseTo(round: BettingRound): number {
  requireRound(round);
  return smallestRaiseTo(round);
}

function smallestRaiseTo(round: BettingRound): number {
  return Math.min(round.currentBetTo + round.lastFullRaiseBy, Number.MAX_SAFE_INTEGER);
}

/**
 * T14: the largest total a pot-limit raise may go to for this player: the pot after their
 * call. Never above `Number.MAX_SAFE_INTEGER`, which no stack can reach.
 */
export function potLimitMaxTo(round: BettingRound, playerIndex: number): number {
  requireRound(round);
  requirePlayerIndex(round, playerIndex, 'playerIndex');
  return potLimitMaxToUnchecked(round, playerIndex);
}

/** `potLimitMaxTo` of a checked round and player index (internal to core). */
export function potLimitMaxToUnchecked(round: BettingRound, playerIndex: number): number {
  return Math.min(round.currentBetTo + potTotalUnchecked(round) + owed(round, playerIndex), Number.MAX_SAFE_INTEGER);
}

type Blocked =
  | { code: 'no-opponent-can-act'; ruleId: 'T9' }
  | { code: 'betting-not-reopened'; ruleId: 'T12' }
  | { code: 'raise-cap-reached'; ruleId: 'T15' };

const NO_OPPONENT_CAN_ACT: Blocked = { code: 'no-opponent-can-act', ruleId: 'T9' };
const NOT_REOPENED: Blocked = { code: 'betting-not-reopened', ruleId: 'T12' };
const CAP_REACHED: Blocked = { code: 'raise-cap-reached', ruleId: 'T15' };

/** Why the player may not bet or raise at all now, or null if they may. */
function raiseBlocked(round: BettingRound, i: number): Blocked | null {
  const p = round.players[i];
  // A loop, not players.some(…): this runs for every legal-actions answer.
  let othersCanAct = false;
  for (let j = 0; j < round.players.length; j++) {
    if (j !== i && isActive(round.players[j])) {
      othersCanAct = true;
      break;
    }
  }
  if (!othersCanAct) return NO_OPPONENT_CAN_ACT;
  if (round.currentBetTo === 0) return null;
  if (p.hasActed && !facesFullRaise(round, owed(round, i))) return NOT_REOPENED;
  if (round.structure === 'fixed-limit' && capReached(round)) return CAP_REACHED;
  return null;
}

/**
 * T12, T13: a player who already acted may raise again only if what they now face,
 * counted from their own last action, is a full raise (house rule 'half-bet': half of one).
 * Their own last action left them level with the bet of that moment, so what they face
 * is just their amount to call.
 */
function facesFullRaise(round: BettingRound, facedBy: number): boolean {
  return round.houseRules.allInReopen === 'half-bet' ? 2 * facedBy >= round.lastFullRaiseBy : facedBy >= round.lastFullRaiseBy;
}

/**
 * T15: bet plus three (or four) raises. No cap in a round that started with two players
 * (house rule `headsUpUncapped`); a round that started with more stays capped when folds
 * leave two, so a cap once reached stays.
 */
function capReached(round: BettingRound): boolean {
  if (round.houseRules.headsUpUncapped && countAtRoundStart(round) === 2) return false;
  return round.raiseCount >= maxRaises(round);
}

/** T15: raises allowed after this street's bet (preflop the big blind is the bet). */
function maxRaises(round: BettingRound): number {
  if (round.maxBetActions) {
    const actions = round.maxBetActions[STREETS.indexOf(round.street)];
    return round.street === 'preflop' ? actions : actions - 1;
  }
  return round.houseRules.fixedLimitCap === 'bet-plus-4' ? 4 : 3;
}

/**
 * T15: in fixed limit, the bet stands at an all-in of less than half a bet above the last
 * full bet or raise (`lastFullBetTo`): that all-in was no bet in the increment sense, so the
 * next bet or raise completes it rather than raising on top of it.
 */
function facesIncompleteFixedBet(round: BettingRound): boolean {
  const shortBy = round.currentBetTo - round.lastFullBetTo;
  return round.structure === 'fixed-limit' && shortBy > 0 && 2 * shortBy < unitOf(round);
}

interface SizeLimits {
  kind: 'bet' | 'raise';
  minTo: number;
  /** Before the stack is taken into account. */
  maxTo: number;
  /** T15: the raise completes an all-in of less than half a bet. */
  complete: boolean;
}

/** The sizes the rules allow for a bet or raise now, ignoring the player's stack. */
function sizeLimits(round: BettingRound, i: number): SizeLimits {
  const kind = round.currentBetTo === 0 ? 'bet' : 'raise';
  switch (round.structure) {
    case 'fixed-limit': {
      // T15: exactly one unit on the last full bet when completing an all-in below half a bet;
      // otherwise one unit on the current bet (a raise over a short all-in adds a unit to it).
      if (facesIncompleteFixedBet(round)) {
        const completeTo = round.lastFullBetTo + unitOf(round);
        return { kind, minTo: completeTo, maxTo: completeTo, complete: true };
      }
      const minTo = kind === 'bet' ? minimumBet(round) : smallestRaiseTo(round);
      return { kind, minTo, maxTo: minTo, complete: false };
    }
    case 'pot-limit': {
      // T14; when the pot is smaller than the minimum, the minimum (T11) still stands.
      const minTo = kind === 'bet' ? minimumBet(round) : smallestRaiseTo(round);
      return { kind, minTo, maxTo: Math.max(minTo, potLimitMaxToUnchecked(round, i)), complete: false };
    }
    default: {
      const minTo = kind === 'bet' ? minimumBet(round) : smallestRaiseTo(round);
      return { kind, minTo, maxTo: Number.MAX_SAFE_INTEGER, complete: false };
    }
  }
}

// ---------------------------------------------------------------------------
// Legal actions

/** What the player to act may do (T4, T7, T9, T11–T15); `{}` when nobody is to act. */
export function legalActions(round: BettingRound): LegalActions {
  requireRound(round);
  return legalActionsUnchecked(round);
}

/** `legalActions` of a checked round (internal to core). */
export function legalActionsUnchecked(round: BettingRound): LegalActions {
  const i = round.toAct;
  if (i === null) return {};
  const p = round.players[i];
  const toCall = owed(round, i);
  const allInTo = p.committed + p.stack;
  // T7: folding is always allowed, even when a check is free.
  const legal: LegalActions = { fold: true };
  if (toCall === 0) legal.check = true;
  else legal.call = { amount: Math.min(toCall, p.stack), to: Math.min(round.currentBetTo, allInTo) };

  const blocked = raiseBlocked(round, i);
  if (blocked === null) {
    const limits = sizeLimits(round, i);
    const maxTo = Math.min(limits.maxTo, allInTo);
    if (maxTo >= limits.minTo) {
      legal[limits.kind] = limits.complete ? { minTo: limits.minTo, maxTo, complete: true } : { minTo: limits.minTo, maxTo };
    }
    // T9: all-in is legal at any size up to the limit, also below a full bet or raise.
    if (allInTo <= limits.maxTo) legal.allIn = { to: allInTo };
  } else if (allInTo <= round.currentBetTo) {
    legal.allIn = { to: allInTo };
  } else if (blocked === NO_OPPONENT_CAN_ACT) {
    // T9: all-in is always legal; with every opponent all-in already it calls what they can
    // match, and the rest never enters the pot (T10).
    legal.allIn = { to: allInTo, asCallTo: round.currentBetTo };
  }
  return legal;
}

// ---------------------------------------------------------------------------
// Applying an action

/**
 * The round after the player to act does `action`, or a `BettingViolation` saying why not
 * and what was allowed. Never changes `round`. `allowed` must be `legalActions(round)`; pass
 * it if you have it already (the hand machine keeps it in its context), it is not checked.
 *
 * T9: an all-in when every opponent still in is all-in is accepted as a call of what can be
 * matched: `applied.type` is `'call'` and `applied.requested` is `'all-in'`.
 *
 * `inPlace`: an accepted action changes `round` itself (its player and fields) and returns
 * it, for a caller that owns the round and keeps no earlier state of it (a simulation loop:
 * `playHands`). A refusal never changes `round`.
 *
 * Throws `HoldemError` for a missing round or request (`missing-input`), a request that is
 * not an object or a `seat` that is not a seat id; an unknown action type or a wrong amount
 * is a refusal (a player can send those).
 */
export function applyAction(
  round: BettingRound,
  action: ActionRequest,
  allowed: LegalActions = legalActions(round),
  inPlace = false,
): ApplyResult {
  requireRound(round);
  return applyActionUnchecked(round, action, allowed, inPlace);
}

/**
 * `applyAction` of a checked round (internal to core: the engines check the round a state
 * brings once, then pass it and the rounds made from it). The request and `allowed` are
 * checked as `applyAction` checks them.
 */
export function applyActionUnchecked(
  round: BettingRound,
  action: ActionRequest,
  allowed: LegalActions = legalActionsUnchecked(round),
  inPlace = false,
): ApplyResult {
  requireObject(action, 'the action request');
  if (action.seat !== undefined) requireSeatId(action.seat, 'the seat of the action request');
  requireObject(allowed, 'allowed');

  const i = round.toAct;
  if (i === null) return refuse(allowed, { code: 'round-complete', ruleId: 'T6', params: {} });
  const p = round.players[i];
  if (!ACTION_TYPES.includes(action.type)) {
    return refuse(allowed, { code: 'unknown-action', ruleId: 'T7', params: { requested: rawText(action.type) } });
  }
  if (action.seat !== undefined && action.seat !== p.seat) {
    return refuse(allowed, { code: 'not-your-turn', ruleId: 'T6', params: { seat: action.seat, seatToAct: p.seat } });
  }

  const toCall = owed(round, i);
  const allInTo = p.committed + p.stack;

  switch (action.type) {
    case 'fold':
      return commit(round, i, 'fold', p.committed, undefined, false, inPlace);
    case 'check':
      if (!allowed.check) return refuse(allowed, { code: 'check-not-allowed', ruleId: 'T7', params: { amountToCall: toCall } });
      return commit(round, i, 'check', p.committed, undefined, false, inPlace);
    case 'call':
      if (!allowed.call) return refuse(allowed, { code: 'nothing-to-call', ruleId: 'T7', params: {} });
      return commit(round, i, 'call', allowed.call.to, undefined, false, inPlace);
    case 'all-in': {
      const to = action.to;
      if (to !== undefined) {
        if (!isChipCount(to)) return refuse(allowed, { code: 'invalid-amount', ruleId: 'T8', params: { requestedTo: rawText(to) } });
        if (to !== allInTo) return refuse(allowed, { code: 'all-in-amount', ruleId: 'T8', params: { requestedTo: to, allInTo } });
      }
      const allIn = allowed.allIn;
      if (!allIn) {
        const blocked = raiseBlocked(round, i);
        if (blocked) return refuseBlocked(round, i, blocked, allowed);
        const limits = sizeLimits(round, i);
        if (round.structure === 'pot-limit') {
          return refuse(allowed, { code: 'all-in-above-pot', ruleId: 'T14', params: { allInTo, maxTo: limits.maxTo } });
        }
        return refuse(allowed, fixedLimitSize(round, 'all-in', limits));
      }
      // T9: every opponent is all-in: a call of what they can match; the rest stays behind.
      if (allIn.asCallTo !== undefined) return commit(round, i, 'call', allIn.asCallTo, undefined, true, inPlace);
      return commit(round, i, 'all-in', allInTo, undefined, false, inPlace);
    }
    case 'bet':
    case 'raise': {
      const kind = action.type;
      const to = action.to;
      if (to === undefined) return refuse(allowed, { code: 'amount-required', ruleId: 'T7', params: { action: kind } });
      if (!isChipCount(to)) return refuse(allowed, { code: 'invalid-amount', ruleId: 'T8', params: { requestedTo: rawText(to) } });
      if (kind === 'bet' && round.currentBetTo > 0) {
        return refuse(allowed, { code: 'bet-not-allowed', ruleId: 'T7', params: { currentBetTo: round.currentBetTo } });
      }
      if (kind === 'raise' && round.currentBetTo === 0) return refuse(allowed, { code: 'raise-not-allowed', ruleId: 'T7', params: {} });
      const blocked = raiseBlocked(round, i);
      if (blocked) return refuseBlocked(round, i, blocked, allowed);
      if (to > allInTo) return refuse(allowed, { code: 'not-enough-chips', ruleId: 'T8', params: { stack: p.stack, allInTo } });
      const range = allowed[kind];
      if (range && to >= range.minTo && to <= range.maxTo) return commit(round, i, kind, to, undefined, false, inPlace);
      // T9: a bet or raise of the whole stack is the all-in, legal even below the minimum.
      if (to === allInTo && to > round.currentBetTo && allowed.allIn) return commit(round, i, 'all-in', allInTo, undefined, false, inPlace);
      const limits = sizeLimits(round, i);
      if (to > limits.maxTo) {
        if (round.structure === 'pot-limit') {
          return refuse(allowed, {
            code: kind === 'bet' ? 'bet-above-pot' : 'raise-above-pot',
            ruleId: 'T14',
            params: { maxTo: limits.maxTo },
          });
        }
        return refuse(allowed, fixedLimitSize(round, kind, limits));
      }
      if (to < limits.minTo) {
        // T11: a non-all-in bet or raise below the minimum; the house decides.
        const rule = round.houseRules.underRaise;
        if (rule === 'treat-as-call') {
          return toCall === 0
            ? commit(round, i, 'check', p.committed, rule, false, inPlace)
            : commit(round, i, 'call', allowed.call?.to ?? p.committed, rule, false, inPlace);
        }
        if (rule === 'fill-to-minimum' && allowed[kind]) return commit(round, i, kind, limits.minTo, rule, false, inPlace);
        const ruleId = round.structure === 'fixed-limit' ? 'T15' : 'T11';
        if (kind === 'bet') return refuse(allowed, { code: 'bet-below-minimum', ruleId, params: { minTo: limits.minTo } });
        return refuse(allowed, {
          code: 'raise-below-minimum',
          ruleId,
          params: { minTo: limits.minTo, lastFullRaiseBy: round.lastFullRaiseBy },
        });
      }
      return commit(round, i, kind, Math.min(to, allInTo), undefined, false, inPlace);
    }
  }
  return refuse(allowed, { code: 'unknown-action', ruleId: 'T7', params: { requested: rawText(action.type) } });
}

function isChipCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function refuse(allowed: LegalActions, refusal: BettingRefusal): ApplyResult {
  return { ok: false, violation: ruleViolation(refusal, allowed) };
}

function fixedLimitSize(round: BettingRound, action: 'bet' | 'raise' | 'all-in', limits: SizeLimits): BettingRefusal {
  return {
    code: 'fixed-limit-size',
    ruleId: 'T15',
    params: { street: round.street, action, exactTo: limits.minTo, complete: limits.complete },
  };
}

function refuseBlocked(round: BettingRound, i: number, blocked: Blocked, allowed: LegalActions): ApplyResult {
  switch (blocked.code) {
    case 'no-opponent-can-act':
      return refuse(allowed, { code: blocked.code, ruleId: blocked.ruleId, params: { callTo: round.currentBetTo } });
    case 'betting-not-reopened':
      return refuse(allowed, {
        code: blocked.code,
        ruleId: blocked.ruleId,
        params: { facedBy: owed(round, i), lastFullRaiseBy: round.lastFullRaiseBy },
      });
    default:
      return refuse(allowed, { code: blocked.code, ruleId: blocked.ruleId, params: { raiseCount: round.raiseCount } });
  }
}

/** A copy of `round` with other players; every field written out, which keeps one object shape (and is fast). */
function copyRound(round: BettingRound, players: BettingPlayer[]): BettingRound {
  const next: BettingRound = {
    structure: round.structure,
    street: round.street,
    smallBlind: round.smallBlind,
    bigBlind: round.bigBlind,
    ante: round.ante,
    smallBet: round.smallBet,
    bigBet: round.bigBet,
    minBet: round.minBet,
    maxBetActions: round.maxBetActions,
    buttonIndex: round.buttonIndex,
    players,
    toAct: round.toAct,
    currentBetTo: round.currentBetTo,
    lastFullBetTo: round.lastFullBetTo,
    lastFullRaiseBy: round.lastFullRaiseBy,
    raiseCount: round.raiseCount,
    potBeforeStreet: round.potBeforeStreet,
    lastAggressorSeat: round.lastAggressorSeat,
    houseRules: round.houseRules,
  };
  return next;
}

/** The new round after player `i` puts in chips up to `to` (or checks or folds). */
function commit(
  round: BettingRound,
  i: number,
  type: ActionType,
  to: number,
  houseRule: UnderRaiseRule | undefined,
  allInAsCall: boolean,
  inPlace: boolean,
): ApplyResult {
  const before = round.players[i];
  const stack = before.stack - (to - before.committed);
  const folded = type === 'fold' || before.folded;
  let player: BettingPlayer;
  let next: BettingRound;
  if (inPlace) {
    player = before;
    player.stack = stack;
    player.committed = to;
    player.folded = folded;
    player.allIn = !folded && stack === 0;
    player.hasActed = true;
    player.lastAction = { type, to };
    next = round;
  } else {
    player = {
      seat: before.seat,
      stack,
      committed: to,
      contributedBeforeStreet: before.contributedBeforeStreet,
      folded,
      allIn: !folded && stack === 0,
      hasActed: true,
      lastAction: { type, to },
    };
    const players = round.players.slice();
    players[i] = player;
    next = copyRound(round, players);
  }
  const applied: AppliedAction = { seat: player.seat, type, to };
  if (houseRule) applied.houseRule = houseRule;
  if (allInAsCall) applied.requested = 'all-in';

  if (type !== 'fold' && to > round.currentBetTo) {
    // T15: completing a fixed-limit all-in below half a bet counts from the last full bet,
    // as if that all-in had been no bet; otherwise the increment is over the current bet.
    const base = facesIncompleteFixedBet(round) ? round.lastFullBetTo : round.currentBetTo;
    const isBet = base === 0;
    const raisedBy = to - base;
    const fullSize = isBet ? minimumBet(round) : round.lastFullRaiseBy;
    // T12: an all-in below a full bet or raise is incomplete; house rule 'half-bet' (T13)
    // counts one of at least half as full.
    const fullRaise = raisedBy >= fullSize || (round.houseRules.allInReopen === 'half-bet' && 2 * raisedBy >= fullSize);
    if (fullRaise) {
      next.lastFullRaiseBy = Math.max(round.lastFullRaiseBy, raisedBy);
      next.lastFullBetTo = to;
      if (!isBet) next.raiseCount = round.raiseCount + 1;
    }
    next.currentBetTo = to;
    next.lastAggressorSeat = player.seat;
    applied.fullRaise = fullRaise;
  }
  next.toAct = nextIndexToAct(next, i);
  return { ok: true, round: next, applied };
}

// ---------------------------------------------------------------------------
// T10: uncalled chips

/**
 * T10: a bet or raise nobody matched in full goes back down to the largest amount someone
 * else put in (004: bet 200 into an only opponent with 80 → 120 back). Counted over the
 * whole hand, so that an ante nobody could match (a player all-in for less from the ante)
 * goes back too; the chips come out of this street's bet first, then out of what the
 * player put in before it.
 */
export function returnUncalledChips(round: BettingRound): { round: BettingRound; returned: ReturnedChips[] } {
  requireRound(round);
  return returnUncalledChipsUnchecked(round);
}

/** `returnUncalledChips` of a checked round (internal to core). */
export function returnUncalledChipsUnchecked(round: BettingRound): { round: BettingRound; returned: ReturnedChips[] } {
  // The largest total and the largest other one (a tie at the top returns nothing).
  let top = -1;
  let topTotal = 0;
  let matched = 0;
  for (let i = 0; i < round.players.length; i++) {
    const p = round.players[i];
    const total = p.contributedBeforeStreet + p.committed;
    if (top < 0 || total > topTotal) {
      if (top >= 0) matched = topTotal;
      top = i;
      topTotal = total;
    } else if (total > matched) {
      matched = total;
    }
  }
  const excess = top < 0 ? 0 : topTotal - matched;
  if (excess <= 0) return { round, returned: [] };
  const players = round.players.slice();
  const p = players[top];
  const fromBet = Math.min(excess, p.committed);
  const fromBefore = excess - fromBet;
  players[top] = {
    seat: p.seat,
    stack: p.stack + excess,
    committed: p.committed - fromBet,
    contributedBeforeStreet: p.contributedBeforeStreet - fromBefore,
    folded: p.folded,
    allIn: !p.folded && p.stack + excess === 0,
    hasActed: p.hasActed,
    lastAction: p.lastAction,
  };
  const next = copyRound(round, players);
  let currentBetTo = 0;
  for (const q of players) if (q.committed > currentBetTo) currentBetTo = q.committed;
  next.currentBetTo = currentBetTo;
  next.lastFullBetTo = Math.min(round.lastFullBetTo, currentBetTo);
  next.potBeforeStreet = round.potBeforeStreet - fromBefore;
  return { round: next, returned: [{ seat: p.seat, amount: excess }] };
}

/** What each seat has put in this hand so far, for `buildPots` (T18). */
export function handContributions(round: BettingRound): Contribution[] {
  requireRound(round);
  return handContributionsUnchecked(round);
}

/** `handContributions` of a checked round (internal to core). */
export function handContributionsUnchecked(round: BettingRound): Contribution[] {
  return round.players.map((p) => ({ seat: p.seat, amount: p.contributedBeforeStreet + p.committed, folded: p.folded }));
}

// ---------------------------------------------------------------------------

function invalid(message: string): never {
  throw new HoldemError('invalid-input', message);
}

/**
 * Every field of a round, in the order an unknown key's message lists them and core writes
 * them (the compiler checks that none is missing): 1 for an amount (chips or a count, each
 * checked alike by `roundChips`, in this order), 0 for a field checked on its own.
 */
const ROUND_FIELDS: Readonly<Record<keyof BettingRound, 0 | 1>> = {
  structure: 0,
  street: 0,
  smallBlind: 1,
  bigBlind: 1,
  ante: 1,
  smallBet: 1,
  bigBet: 1,
  minBet: 1,
  maxBetActions: 0,
  buttonIndex: 0,
  players: 0,
  toAct: 0,
  currentBetTo: 1,
  lastFullBetTo: 1,
  lastFullRaiseBy: 1,
  raiseCount: 1,
  potBeforeStreet: 1,
  lastAggressorSeat: 0,
  houseRules: 0,
};
const ROUND_KEYS = Object.keys(ROUND_FIELDS) as (keyof BettingRound)[];
const ROUND_PLAYER_KEYS: readonly (keyof BettingPlayer)[] = [
  'seat',
  'stack',
  'committed',
  'contributedBeforeStreet',
  'folded',
  'allIn',
  'hasActed',
  'lastAction',
];

/**
 * `round` is a betting round: every field of the right kind (a round restored from JSON
 * passes; one from another version or built by hand may not). Throws `HoldemError` with
 * the code of the first thing wrong. Checked in full at every call: what it answered for
 * this object before says nothing about it now (a round is plain data anyone may change).
 * Exported for core's engines, which check the round a state brings with it once (internal
 * to core, not exported from its index).
 */
export function requireRound(round: BettingRound): void {
  requireObject(round, 'round');
  if (!keysInOrder(round, ROUND_KEYS)) rejectUnknownKeys(round, ROUND_KEYS, 'round');
  if (!BETTING_STRUCTURES.includes(round.structure)) requireOneOf(round.structure, BETTING_STRUCTURES, 'round.structure');
  if (!STREETS.includes(round.street)) requireOneOf(round.street, STREETS, 'round.street');
  // The amounts in the order of ROUND_FIELDS, each read by name (a read by a computed key is slower).
  roundChips(round.smallBlind, 'smallBlind');
  roundChips(round.bigBlind, 'bigBlind');
  roundChips(round.ante, 'ante');
  roundChips(round.smallBet, 'smallBet');
  roundChips(round.bigBet, 'bigBet');
  roundChips(round.minBet, 'minBet');
  roundChips(round.currentBetTo, 'currentBetTo');
  roundChips(round.lastFullBetTo, 'lastFullBetTo');
  roundChips(round.lastFullRaiseBy, 'lastFullRaiseBy');
  roundChips(round.raiseCount, 'raiseCount');
  roundChips(round.potBeforeStreet, 'potBeforeStreet');
  if (round.maxBetActions !== null) {
    const caps = requireArray(round.maxBetActions, 'round.maxBetActions');
    if (caps.length !== STREETS.length) invalid('round.maxBetActions needs one count per street');
    for (let k = 0; k < caps.length; k++) requireChips(caps[k], 'round.maxBetActions', k);
  }
  const players = requireArray(round.players, 'round.players');
  if (players.length < 2) invalid('round.players needs at least two players');
  let chips = round.potBeforeStreet;
  // Every public call checks its round in full, so the checks are quick for a good round:
  // each is a plain test first, and the require… call (which builds the message's name and
  // throws) runs only when it fails: the same checks in the same order.
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (typeof p !== 'object' || p === null || Array.isArray(p)) requireObject(p, 'round.players', i);
    if (!keysInOrder(p, ROUND_PLAYER_KEYS)) rejectUnknownKeys(p, ROUND_PLAYER_KEYS, `round.players[${i}]`);
    const seat = p.seat;
    if (typeof seat !== 'string' || seat === '') requireSeatId(seat, 'round.players', `[${i}].seat`);
    for (let j = 0; j < i; j++)
      if (players[j].seat === seat) throw new HoldemError('duplicate-seat', `seat "${seat}" appears twice in round.players`);
    playerChips(p.stack, i, 'stack');
    playerChips(p.committed, i, 'committed');
    playerChips(p.contributedBeforeStreet, i, 'contributedBeforeStreet');
    chips = addChips(addChips(addChips(chips, p.stack, 'round'), p.committed, 'round'), p.contributedBeforeStreet, 'round');
    if (typeof p.folded !== 'boolean') invalid(`round.players[${i}].folded must be true or false`);
    if (typeof p.allIn !== 'boolean') invalid(`round.players[${i}].allIn must be true or false`);
    if (typeof p.hasActed !== 'boolean') invalid(`round.players[${i}].hasActed must be true or false`);
    const last = p.lastAction;
    if (last !== null) {
      if (typeof last !== 'object' || Array.isArray(last)) requireObject(last, 'round.players', `[${i}].lastAction`);
      if (!ACTION_TYPES.includes(last.type)) requireOneOf(last.type, ACTION_TYPES, `round.players[${i}].lastAction.type`);
      playerChips(last.to, i, 'lastAction.to');
    }
  }
  requirePlayerIndex(round, round.buttonIndex, 'round.buttonIndex');
  if (round.toAct !== null) requirePlayerIndex(round, round.toAct, 'round.toAct');
  if (round.lastAggressorSeat !== null) requireSeatId(round.lastAggressorSeat, 'round.lastAggressorSeat');
  const rules = requireObject(round.houseRules, 'round.houseRules');
  if (!keysInOrder(rules, HOUSE_RULE_KEYS)) rejectUnknownKeys(rules, HOUSE_RULE_KEYS, 'round.houseRules');
  if (!UNDER_RAISE_RULES.includes(rules.underRaise)) requireOneOf(rules.underRaise, UNDER_RAISE_RULES, 'round.houseRules.underRaise');
  if (!ALL_IN_REOPEN_RULES.includes(rules.allInReopen))
    requireOneOf(rules.allInReopen, ALL_IN_REOPEN_RULES, 'round.houseRules.allInReopen');
  if (!FIXED_LIMIT_CAPS.includes(rules.fixedLimitCap))
    requireOneOf(rules.fixedLimitCap, FIXED_LIMIT_CAPS, 'round.houseRules.fixedLimitCap');
  if (typeof rules.headsUpUncapped !== 'boolean') invalid('round.houseRules.headsUpUncapped must be true or false');
  if (!SHORT_BLIND_CALL_RULES.includes(rules.shortBlindCall))
    requireOneOf(rules.shortBlindCall, SHORT_BLIND_CALL_RULES, 'round.houseRules.shortBlindCall');
  // The sizes the rules add on top of the chips (a raise: a bet plus an increment) stay exact.
  addChips(
    chips,
    2 * Math.max(round.bigBlind, round.minBet, round.smallBet, round.bigBet, round.currentBetTo, round.lastFullRaiseBy),
    'round',
  );
}

/**
 * Whether every key of `value` (for…in) is the one of `known` at its place: the keys of a
 * round as core writes them (and JSON keeps them), told apart with one comparison each. Any
 * other order, or a key not known, is for `rejectUnknownKeys` to judge.
 */
function keysInOrder(value: object, known: readonly string[]): boolean {
  let k = 0;
  for (const key in value) if (key !== known[k++]) return false;
  return true;
}

/** `requireChips` of a round's amount (`field`, e.g. `bigBlind`), its name built only when it fails. */
function roundChips(value: unknown, field: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) requireChips(value, 'round.', field);
}

/** `requireChips` of a player's amount (`field`, e.g. `stack`), its name built only when it fails. */
function playerChips(value: unknown, i: number, field: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) requireChips(value, 'round.players', `[${i}].${field}`);
}

function requirePlayerIndex(round: BettingRound, index: number, name: string): void {
  requireSafeInteger(index, name);
  if (index < 0 || index >= round.players.length) invalid(`${name} ${index} is not the index of a player`);
}
