/**
 * One betting round of Texas Hold'em as plain, JSON-safe data, and the rules that
 * move it on: who acts (T3, T6), what they may do (T4, T7, T9, T11–T15) and what
 * happens to a bet nobody can call (T10).
 *
 * Amounts named `…To` are totals for the street (what a player has in front of them
 * after the action); `…By` are increments. Chips are integers.
 */
import { HoldemError } from './errors.js';
import type { Contribution, ReturnedChips } from './pots.js';
import { ruleViolation, type RuleViolation } from './rule-violation.js';

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

export interface HouseRules {
  underRaise: UnderRaiseRule;
  allInReopen: AllInReopenRule;
  fixedLimitCap: FixedLimitCap;
  /** T15: no cap on raises when only two players are left in the hand. */
  headsUpUncapped: boolean;
}

export const DEFAULT_HOUSE_RULES: Readonly<HouseRules> = Object.freeze({
  underRaise: 'refuse',
  allInReopen: 'tda',
  fixedLimitCap: 'bet-plus-3',
  headsUpUncapped: true,
});

const BETTING_STRUCTURES: readonly string[] = ['no-limit', 'pot-limit', 'fixed-limit'];
const UNDER_RAISE_RULES: readonly string[] = ['refuse', 'treat-as-call', 'fill-to-minimum'];
const ALL_IN_REOPEN_RULES: readonly string[] = ['tda', 'half-bet'];
const FIXED_LIMIT_CAPS: readonly string[] = ['bet-plus-3', 'bet-plus-4'];

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
  /** For bet and raise: the total for the street. Ignored for fold, check and call. */
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
  raise?: { minTo: number; maxTo: number };
  /** The whole stack; shown when it is a legal call, bet or raise, also below a full one (T9). */
  allIn?: { to: number };
}

export type BettingViolation = RuleViolation<LegalActions>;

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
}

export type ApplyResult =
  | { ok: true; round: BettingRound; applied: AppliedAction }
  | { ok: false; violation: BettingViolation };

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

// ---------------------------------------------------------------------------
// Starting a round

/**
 * A new betting round. Preflop posts antes and blinds (T3: small blind left of the
 * button, big blind next; heads-up the button posts the small blind; a player who cannot
 * cover a blind is all-in for what they have, the amount to call is still the full big
 * blind) and gives the action to the player left of the big blind (T6). On later streets
 * the first active player left of the button acts first. Throws `HoldemError`
 * (`invalid-input`) for malformed input.
 */
export function startBettingRound(input: StartBettingRoundInput): BettingRound {
  const { structure, street } = input;
  if (!BETTING_STRUCTURES.includes(structure)) invalid(`unknown betting structure "${structure}"`);
  if (!STREETS.includes(street)) invalid(`unknown street "${street}"`);
  const bigBlind = chipCount(input.bigBlind, 'bigBlind');
  if (bigBlind < 1) invalid('the big blind must be at least 1 chip');
  const smallBlind = chipCount(input.smallBlind ?? Math.floor(bigBlind / 2), 'smallBlind');
  if (smallBlind > bigBlind) invalid('the small blind cannot be larger than the big blind');
  const ante = chipCount(input.ante ?? 0, 'ante');
  const smallBet = chipCount(input.smallBet ?? bigBlind, 'smallBet');
  const bigBet = chipCount(input.bigBet ?? 2 * smallBet, 'bigBet');
  if (smallBet < 1 || bigBet < 1) invalid('fixed-limit bet sizes must be at least 1 chip');
  const minBet = chipCount(input.minBet ?? bigBlind, 'minBet');
  if (minBet < 1) invalid('the minimum bet must be at least 1 chip');
  let maxBetActions: readonly number[] | null = null;
  if (input.maxBetActions !== undefined) {
    const caps = input.maxBetActions;
    if (!Array.isArray(caps) || caps.length !== STREETS.length) invalid('maxBetActions needs one count per street, preflop to river');
    caps.forEach((n, i) => chipCount(n, 'maxBetActions', `[${i}]`));
    if (caps.slice(1).some((n) => n < 1)) invalid('maxBetActions must allow at least the bet on the flop, turn and river');
    maxBetActions = Object.freeze(caps.slice());
  }

  const players: BettingPlayer[] = input.players.map((p, i) => {
    if (typeof p.seat !== 'string' || p.seat === '') invalid(`player ${i} needs a seat name`);
    // At most ten seats: a loop is cheaper than a Set (this runs every hand).
    for (let j = 0; j < i; j++) if (input.players[j].seat === p.seat) invalid(`seat "${p.seat}" appears twice`);
    const folded = p.folded === true;
    const stack = chipCount(p.stack, 'stack of ', p.seat);
    return {
      seat: p.seat,
      stack,
      committed: 0,
      contributedBeforeStreet: chipCount(p.contributedBeforeStreet ?? 0, 'contributedBeforeStreet of ', p.seat),
      folded,
      allIn: !folded && stack === 0,
      hasActed: false,
      lastAction: null,
    };
  });
  const buttonIndex = players.findIndex((p) => p.seat === input.buttonSeat);
  if (buttonIndex < 0) invalid(`the button seat "${input.buttonSeat}" is not among the players`);
  let live = 0;
  let contributed = 0;
  for (const p of players) {
    if (!p.folded) live++;
    contributed += p.contributedBeforeStreet;
  }
  if (live < 2) invalid('a betting round needs at least two players who have not folded');

  let potBeforeStreet = input.potBeforeStreet === undefined ? contributed : chipCount(input.potBeforeStreet, 'potBeforeStreet');

  const houseRules: HouseRules = { ...DEFAULT_HOUSE_RULES, ...(input.houseRules ?? {}) };
  if (!UNDER_RAISE_RULES.includes(houseRules.underRaise)) invalid(`unknown underRaise house rule "${houseRules.underRaise}"`);
  if (!ALL_IN_REOPEN_RULES.includes(houseRules.allInReopen)) invalid(`unknown allInReopen house rule "${houseRules.allInReopen}"`);
  if (!FIXED_LIMIT_CAPS.includes(houseRules.fixedLimitCap)) invalid(`unknown fixedLimitCap house rule "${houseRules.fixedLimitCap}"`);
  if (typeof houseRules.headsUpUncapped !== 'boolean') invalid('headsUpUncapped must be true or false');
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
    lastFullRaiseBy: 0,
    raiseCount: 0,
    potBeforeStreet,
    lastAggressorSeat: null,
    houseRules,
  };
  round.lastFullRaiseBy = minimumBet(round);

  if (street !== 'preflop') {
    round.toAct = nextToAct(round, buttonIndex);
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
    if (input.players[i].postsBigBlind !== true || i === bbIndex || players[i].folded) continue;
    postBlind(players[i], bigBlind - players[i].committed);
  }
  // T3: a short big blind is all-in, but the amount to call stays the full big blind.
  round.currentBetTo = bigBlind;
  round.toAct = nextToAct(round, bbIndex);
  return round;
}

/**
 * T3: who posts the blinds: the small blind left of the button, the big blind next;
 * heads-up the button posts the small blind. Seats that have folded are passed over.
 */
export function blindSeats(round: Pick<BettingRound, 'players' | 'buttonIndex'>): { small: string; big: string } {
  const { sbIndex, bbIndex } = blindIndexes(round.players, round.buttonIndex);
  return { small: round.players[sbIndex].seat, big: round.players[bbIndex].seat };
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
 * players are left (T20: the hand is over).
 */
export function startNextStreet(round: BettingRound): BettingRound {
  if (!isRoundComplete(round)) invalid('the betting round is not over yet');
  const index = STREETS.indexOf(round.street);
  if (index === STREETS.length - 1) invalid('the river is the last betting round');
  const settled = returnUncalledChips(round).round;
  if (playersInHand(settled) < 2) invalid('a betting round needs at least two players who have not folded');
  // The round was checked when it started; this only moves the chips on (a hot path).
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
  next.raiseCount = 0;
  next.potBeforeStreet = potTotal(settled);
  next.lastAggressorSeat = null;
  next.lastFullRaiseBy = minimumBet(next);
  next.toAct = nextToAct(next, next.buttonIndex);
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
  let n = 0;
  for (const p of round.players) if (!p.folded) n++;
  return n;
}

/**
 * T6, T9: no more betting this hand: the round is over, two or more players are still in,
 * and at most one of them is not all-in. The rest of the board is dealt without betting.
 */
export function isBettingClosed(round: BettingRound): boolean {
  let live = 0;
  let active = 0;
  for (const p of round.players) {
    if (p.folded) continue;
    live++;
    if (!p.allIn) active++;
  }
  return live >= 2 && active <= 1 && isRoundComplete(round);
}

/**
 * T6: the index of the next player clockwise after `afterIndex` who must act, skipping
 * folded and all-in players, or null when the round is over.
 */
export function nextToAct(round: BettingRound, afterIndex: number): number | null {
  if (isRoundComplete(round)) return null;
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
  return round.players.reduce((sum, p) => sum + p.committed, round.potBeforeStreet);
}

/** T15: the fixed-limit unit for this street: small bet preflop and flop, big bet turn and river. */
export function betUnit(round: BettingRound): number {
  return round.street === 'preflop' || round.street === 'flop' ? round.smallBet : round.bigBet;
}

/** T11: one big blind (or the table's minimum bet); T15: one unit in fixed limit. */
function minimumBet(round: BettingRound): number {
  return round.structure === 'fixed-limit' ? betUnit(round) : round.minBet;
}

/** What the player (default: the one to act) must add to stay in; 0 when they may check. */
export function amountToCall(round: BettingRound, playerIndex: number | null = round.toAct): number {
  if (playerIndex === null) return 0;
  const p = round.players[playerIndex];
  return Math.max(0, round.currentBetTo - p.committed);
}

/** T11: the smallest total a raise may go to now (by the largest full increment of the street). */
export function minRaiseTo(round: BettingRound): number {
  return round.currentBetTo + round.lastFullRaiseBy;
}

/** T14: the largest total a pot-limit raise may go to for this player: the pot after their call. */
export function potLimitMaxTo(round: BettingRound, playerIndex: number): number {
  return round.currentBetTo + potTotal(round) + amountToCall(round, playerIndex);
}

interface Blocked {
  code: string;
  ruleId: string;
}

const NO_OPPONENT_CAN_ACT: Blocked = { code: 'no-opponent-can-act', ruleId: 'T10' };

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
  if (p.hasActed && !facesFullRaise(round, amountToCall(round, i))) return { code: 'betting-not-reopened', ruleId: 'T12' };
  if (round.structure === 'fixed-limit' && capReached(round)) return { code: 'raise-cap-reached', ruleId: 'T15' };
  return null;
}

/**
 * T12, T13: a player who already acted may raise again only if what they now face,
 * counted from their own last action, is a full raise (house rule 'half-bet': half of one).
 * Their own last action left them level with the bet of that moment, so what they face
 * is just their amount to call.
 */
function facesFullRaise(round: BettingRound, facedBy: number): boolean {
  return round.houseRules.allInReopen === 'half-bet'
    ? 2 * facedBy >= round.lastFullRaiseBy
    : facedBy >= round.lastFullRaiseBy;
}

/** T15: bet plus three (or four) raises; no cap when only two players are left. */
function capReached(round: BettingRound): boolean {
  if (round.houseRules.headsUpUncapped && playersInHand(round) === 2) return false;
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

interface SizeLimits {
  kind: 'bet' | 'raise';
  minTo: number;
  /** Before the stack is taken into account. */
  maxTo: number;
}

/** The sizes the rules allow for a bet or raise now, ignoring the player's stack. */
function sizeLimits(round: BettingRound, i: number): SizeLimits {
  const kind = round.currentBetTo === 0 ? 'bet' : 'raise';
  const minTo = kind === 'bet' ? minimumBet(round) : minRaiseTo(round);
  switch (round.structure) {
    case 'fixed-limit':
      // T15: exactly one unit; a raise over a short all-in adds one unit to it.
      return { kind, minTo, maxTo: minTo };
    case 'pot-limit':
      // T14; when the pot is smaller than the minimum, the minimum (T11) still stands.
      return { kind, minTo, maxTo: Math.max(minTo, potLimitMaxTo(round, i)) };
    default:
      return { kind, minTo, maxTo: Number.MAX_SAFE_INTEGER };
  }
}

// ---------------------------------------------------------------------------
// Legal actions

/** What the player to act may do (T4, T7, T9, T11–T15); `{}` when nobody is to act. */
export function legalActions(round: BettingRound): LegalActions {
  const i = round.toAct;
  if (i === null) return {};
  const p = round.players[i];
  const toCall = amountToCall(round, i);
  const allInTo = p.committed + p.stack;
  // T7: folding is always allowed, even when a check is free.
  const legal: LegalActions = { fold: true };
  if (toCall === 0) legal.check = true;
  else legal.call = { amount: Math.min(toCall, p.stack), to: Math.min(round.currentBetTo, allInTo) };

  if (raiseBlocked(round, i) === null) {
    const limits = sizeLimits(round, i);
    const maxTo = Math.min(limits.maxTo, allInTo);
    if (maxTo >= limits.minTo) legal[limits.kind] = { minTo: limits.minTo, maxTo };
    // T9: all-in is legal at any size up to the limit, also below a full bet or raise.
    if (allInTo <= limits.maxTo) legal.allIn = { to: allInTo };
  } else if (allInTo <= round.currentBetTo) {
    legal.allIn = { to: allInTo };
  }
  return legal;
}

// ---------------------------------------------------------------------------
// Applying an action

/**
 * The round after the player to act does `action`, or a `RuleViolation` saying why not
 * and what was allowed. Never changes `round`. `allowed` must be `legalActions(round)`; pass
 * it if you have it already (the hand machine keeps it in its context), it is not checked.
 */
export function applyAction(round: BettingRound, action: ActionRequest, allowed: LegalActions = legalActions(round)): ApplyResult {

  const i = round.toAct;
  if (i === null) {
    return refuse(allowed, 'round-complete', 'T6', 'The betting round is over: nobody is left to act.', 'Die Setzrunde ist vorbei: Niemand ist mehr an der Reihe.');
  }
  const p = round.players[i];
  if (action === null || typeof action !== 'object' || !ACTION_TYPES.includes(action.type)) {
    const type = action !== null && typeof action === 'object' ? String((action as { type?: unknown }).type) : String(action);
    return refuse(allowed, 'unknown-action', 'T7', `"${type}" is not an action: fold, check, call, bet, raise or all-in.`, `„${type}“ ist keine Aktion: Aussteigen, Checken, Mitgehen, Setzen, Erhöhen oder All-in.`);
  }
  if (action.seat !== undefined && action.seat !== p.seat) {
    return refuse(allowed, 'not-your-turn', 'T6', `It is ${p.seat}'s turn, not ${action.seat}'s.`, `${p.seat} ist an der Reihe, nicht ${action.seat}.`);
  }

  const toCall = amountToCall(round, i);
  const allInTo = p.committed + p.stack;

  switch (action.type) {
    case 'fold':
      return done(round, i, 'fold', p.committed);
    case 'check':
      if (!allowed.check) {
        return refuse(allowed, 'check-not-allowed', 'T7', `You cannot check: there are ${toCall} to call. Call, raise or fold.`, `Checken geht nicht: ${toCall} sind mitzugehen. Mitgehen, erhöhen oder aussteigen.`);
      }
      return done(round, i, 'check', p.committed);
    case 'call':
      if (!allowed.call) {
        return refuse(allowed, 'nothing-to-call', 'T7', 'There is nothing to call: check or bet.', 'Es gibt nichts mitzugehen: Checken oder setzen.');
      }
      return done(round, i, 'call', allowed.call.to);
    case 'all-in': {
      if (action.to !== undefined && action.to !== allInTo) {
        return refuse(allowed, 'invalid-amount', 'T8', `All-in is ${allInTo} in total, not ${String(action.to)}.`, `All-in sind insgesamt ${allInTo}, nicht ${String(action.to)}.`);
      }
      if (!allowed.allIn) {
        const blocked = raiseBlocked(round, i);
        if (blocked) return refuseBlocked(round, blocked, toCall, allowed);
        const maxTo = sizeLimits(round, i).maxTo;
        if (round.structure === 'pot-limit') {
          return refuse(allowed, 'all-in-above-pot', 'T14', `Pot limit: your whole stack (${allInTo} in total) is more than the pot allows; bet or raise to at most ${maxTo}.`, `Pot-Limit: Dein ganzer Stack (insgesamt ${allInTo}) ist mehr, als der Pot erlaubt; setze oder erhöhe auf höchstens ${maxTo}.`);
        }
        return refuse(allowed, 'fixed-limit-size', 'T15', `Fixed limit: on the ${round.street} a bet or raise goes to exactly ${maxTo}, less than your whole stack.`, `Fixed-Limit: In dieser Runde geht ein Einsatz oder eine Erhöhung auf genau ${maxTo}, weniger als dein ganzer Stack.`);
      }
      return done(round, i, 'all-in', allInTo);
    }
    case 'bet':
    case 'raise': {
      const kind = action.type;
      const to = action.to;
      if (to === undefined) {
        return refuse(allowed, 'amount-required', 'T7', `Say how much: a ${kind} needs the total to ${kind} to.`, `Wie viel? ${kind === 'bet' ? 'Ein Einsatz' : 'Eine Erhöhung'} braucht den Gesamtbetrag.`);
      }
      if (typeof to !== 'number' || !Number.isSafeInteger(to) || to < 0) {
        return refuse(allowed, 'invalid-amount', 'T8', `Amounts are whole numbers of chips: ${String(to)} is not one.`, `Beträge sind ganze Chips: ${String(to)} ist keiner.`);
      }
      if (kind === 'bet' && round.currentBetTo > 0) {
        return refuse(allowed, 'bet-not-allowed', 'T7', `There is already a bet (to ${round.currentBetTo}): call, raise or fold.`, `Es wurde schon gesetzt (auf ${round.currentBetTo}): Mitgehen, erhöhen oder aussteigen.`);
      }
      if (kind === 'raise' && round.currentBetTo === 0) {
        return refuse(allowed, 'raise-not-allowed', 'T7', 'Nobody has bet yet: bet instead of raising.', 'Noch hat niemand gesetzt: Setzen statt erhöhen.');
      }
      const blocked = raiseBlocked(round, i);
      if (blocked) return refuseBlocked(round, blocked, toCall, allowed);
      if (to > allInTo) {
        return refuse(allowed, 'not-enough-chips', 'T8', `You have only ${p.stack} chips behind: you can put in at most ${allInTo} in total this round.`, `Du hast nur noch ${p.stack} Chips: Mehr als insgesamt ${allInTo} geht in dieser Runde nicht.`);
      }
      const range = allowed[kind];
      if (range && to >= range.minTo && to <= range.maxTo) return done(round, i, kind, to);
      // T9: a bet or raise of the whole stack is the all-in, legal even below the minimum.
      if (to === allInTo && to > round.currentBetTo && allowed.allIn) return done(round, i, 'all-in', allInTo);
      const limits = sizeLimits(round, i);
      if (to > limits.maxTo) {
        if (round.structure === 'pot-limit') {
          return refuse(allowed, `${kind}-above-pot`, 'T14', `Pot limit: you may ${kind} to at most ${limits.maxTo}, the pot after your call.`, `Pot-Limit: Du darfst höchstens auf ${limits.maxTo} ${kind === 'bet' ? 'setzen' : 'erhöhen'}, den Pot nach deinem Mitgehen.`);
        }
        return refuse(allowed, 'fixed-limit-size', 'T15', `Fixed limit: on the ${round.street} you ${kind} to exactly ${limits.minTo}.`, `Fixed-Limit: In dieser Runde ${kind === 'bet' ? 'setzt' : 'erhöhst'} du auf genau ${limits.minTo}.`);
      }
      if (to < limits.minTo) {
        // T11: a non-all-in bet or raise below the minimum; the house decides.
        const rule = round.houseRules.underRaise;
        if (rule === 'treat-as-call') return done(round, i, toCall === 0 ? 'check' : 'call', toCall === 0 ? p.committed : (allowed.call?.to ?? p.committed), rule);
        if (rule === 'fill-to-minimum' && allowed[kind]) return done(round, i, kind, limits.minTo, rule);
        if (kind === 'bet') {
          return refuse(allowed, 'bet-below-minimum', 'T11', `The minimum bet is ${limits.minTo}.`, `Der Mindesteinsatz ist ${limits.minTo}.`);
        }
        return refuse(allowed, 'raise-below-minimum', 'T11', `A raise must go to at least ${limits.minTo}: up by at least ${round.lastFullRaiseBy}, the largest bet or raise this round.`, `Eine Erhöhung muss auf mindestens ${limits.minTo} gehen: um mindestens ${round.lastFullRaiseBy}, den größten Einsatz oder die größte Erhöhung dieser Runde.`);
      }
      return done(round, i, kind, Math.min(to, allInTo));
    }
  }
  return refuse(allowed, 'unknown-action', 'T7', 'Unknown action.', 'Unbekannte Aktion.');
}

function refuse(allowed: LegalActions, code: string, ruleId: string, en: string, de: string): ApplyResult {
  return { ok: false, violation: ruleViolation(code, ruleId, en, de, allowed) };
}

function done(round: BettingRound, i: number, type: ActionType, to: number, houseRule?: UnderRaiseRule): ApplyResult {
  return commit(round, i, type, to, houseRule);
}

function refuseBlocked(round: BettingRound, blocked: Blocked, toCall: number, allowed: LegalActions): ApplyResult {
  switch (blocked.code) {
    case 'no-opponent-can-act':
      return refuse(allowed, blocked.code, blocked.ruleId, 'Every opponent still in the hand is all-in: nobody could call a bet or raise, so only calling, checking or folding is left.', 'Alle Gegner in der Hand sind all-in: Niemand könnte einen Einsatz mitgehen, also bleiben nur Mitgehen, Checken oder Aussteigen.');
    case 'betting-not-reopened':
      return refuse(allowed, blocked.code, blocked.ruleId, `You may only call or fold: since you acted you face ${toCall} more, less than a full raise of ${round.lastFullRaiseBy}, so the betting is not reopened for you.`, `Du darfst nur mitgehen oder aussteigen: Seit deiner Aktion sind nur ${toCall} dazugekommen, weniger als eine volle Erhöhung von ${round.lastFullRaiseBy}; das Setzen ist für dich nicht wieder eröffnet.`);
    default:
      return refuse(allowed, blocked.code, blocked.ruleId, `The betting is capped: a bet and ${round.raiseCount} raises have been made. Call or fold.`, `Die Obergrenze ist erreicht: ein Einsatz und ${round.raiseCount} Erhöhungen. Mitgehen oder aussteigen.`);
  }
}

/** A copy of `round` with other players; every field written out, which keeps one object shape (and is fast). */
function copyRound(round: BettingRound, players: BettingPlayer[]): BettingRound {
  return {
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
    lastFullRaiseBy: round.lastFullRaiseBy,
    raiseCount: round.raiseCount,
    potBeforeStreet: round.potBeforeStreet,
    lastAggressorSeat: round.lastAggressorSeat,
    houseRules: round.houseRules,
  };
}

/** The new round after player `i` puts in chips up to `to` (or checks or folds). */
function commit(
  round: BettingRound,
  i: number,
  type: ActionType,
  to: number,
  houseRule: UnderRaiseRule | undefined,
): ApplyResult {
  const before = round.players[i];
  const stack = before.stack - (to - before.committed);
  const folded = type === 'fold' || before.folded;
  const player: BettingPlayer = {
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
  const next = copyRound(round, players);
  const applied: AppliedAction = { seat: player.seat, type, to };
  if (houseRule) applied.houseRule = houseRule;

  if (type !== 'fold' && to > round.currentBetTo) {
    const isBet = round.currentBetTo === 0;
    const raisedBy = to - round.currentBetTo;
    const fullSize = isBet ? minimumBet(round) : round.lastFullRaiseBy;
    // T12: an all-in below a full bet or raise is incomplete; house rule 'half-bet' (T13)
    // counts one of at least half as full.
    const fullRaise =
      raisedBy >= fullSize || (round.houseRules.allInReopen === 'half-bet' && 2 * raisedBy >= fullSize);
    if (fullRaise) {
      next.lastFullRaiseBy = Math.max(round.lastFullRaiseBy, raisedBy);
      if (!isBet) next.raiseCount = round.raiseCount + 1;
    }
    next.currentBetTo = to;
    next.lastAggressorSeat = player.seat;
    applied.fullRaise = fullRaise;
  }
  next.toAct = nextToAct(next, i);
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
  // The largest total and the largest other one (a tie at the top returns nothing).
  let top = -1;
  let topTotal = 0;
  let matched = 0;
  round.players.forEach((p, i) => {
    const total = p.contributedBeforeStreet + p.committed;
    if (top < 0 || total > topTotal) {
      if (top >= 0) matched = topTotal;
      top = i;
      topTotal = total;
    } else if (total > matched) {
      matched = total;
    }
  });
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
  next.potBeforeStreet = round.potBeforeStreet - fromBefore;
  return { round: next, returned: [{ seat: p.seat, amount: excess }] };
}

/** What each seat has put in this hand so far, for `buildPots` (T18). */
export function handContributions(round: BettingRound): Contribution[] {
  return round.players.map((p) => ({ seat: p.seat, amount: p.contributedBeforeStreet + p.committed, folded: p.folded }));
}

// ---------------------------------------------------------------------------

function invalid(message: string): never {
  throw new HoldemError('invalid-input', message);
}

/** `value` if it is a whole number of chips; the message names `name` + `of` (joined only on failure: this runs every hand). */
function chipCount(value: unknown, name: string, of = ''): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    invalid(`${name}${of} must be a whole number of chips, 0 or more (got ${String(value)})`);
  }
  return value;
}
