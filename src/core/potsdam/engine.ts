/**
 * One game of Potsdam Hold'em (P1–P7) as a pure engine: `startPotsdam(input)` posts the
 * blinds (T3) and deals five hole cards each and five community cards (P1);
 * `applyPotsdamEvent(state, event)` applies one event and returns the next state and what
 * happened, or a refusal that leaves the state as it was but for `violation`. No DOM, no
 * XState, no sentences; never throws for an event.
 *
 * The game passes: the entry round (P2: call or fold), then exchange rounds (P3, with fresh
 * cards bought for a small blind, P4) each followed by a betting round capped at three big
 * blinds (P5) and the offer to end the game to those who did not exchange (P6 (2)), until one
 * of the four endings (P6) and its last exchange or betting round; then the showdown of the
 * five hole cards (P7, T16, T17) and the pots with odd chips (T18, T19). The betting is
 * core's (`betting.ts`) with the thin layer of `limits.ts`; pots, awards, the showdown order
 * and hand values are core's too.
 */
import {
  applyActionUnchecked,
  blindSeatsUnchecked,
  playersInHandUnchecked,
  requireRound,
  returnUncalledChipsUnchecked,
  startBettingRound,
  type ActionType,
} from '../betting.js';
import { cardCode, parseCard, type Card } from '../cards.js';
import { dealingOrder } from '../dealing.js';
import { HoldemError } from '../errors.js';
import { evaluate } from '../evaluate.js';
import { rank5 } from '../rank.js';
import { hasOwn, put } from '../records.js';
import { settlePots } from '../game.js';
import { buildPots, type Pot } from '../pots.js';
import type { RuleId } from '../rule-violation.js';
import {
  applyShowdownDecision,
  autoShowdownDecision,
  showdownChoices,
  showdownTurn,
  startShowdown,
  type ShowdownState,
} from '../showdown-order.js';
import { POTSDAM_COMMUNITY_CARDS, POTSDAM_HOLE_CARDS, potsdamConfig, potsdamDeck } from './config.js';
import { cappedActions, entryActions, entryRefusal, limitRefusal, withMinRaise } from './limits.js';
import {
  POTSDAM_EVENT_TYPES,
  type PotsdamAllowed,
  type PotsdamBettingPhase,
  type PotsdamEvent,
  type PotsdamHappening,
  type PotsdamInput,
  type PotsdamLogEntry,
  type PotsdamRefusal,
  type PotsdamPhase,
  type PotsdamAnyRefusal,
  type PotsdamShownHand,
  type PotsdamState,
  type PotsdamStep,
  type PotsdamViolation,
} from './types.js';

const NONE: PotsdamAllowed = Object.freeze({ kind: 'none' }) as PotsdamAllowed;

/** The rule each phase plays by: a refusal that is about the phase cites it. */
export const PHASE_RULE: Readonly<Record<PotsdamPhase, RuleId>> = Object.freeze({
  entry: 'P2',
  exchange: 'P3',
  choosing: 'P4',
  betting: 'P5',
  'end-offer': 'P6',
  'final-betting': 'P6',
  'last-exchange': 'P6',
  'last-betting': 'P6',
  showdown: 'T16',
  complete: 'P7',
  uncontested: 'P6',
});

/** The event types each phase takes. */
export const PHASE_EVENTS: Readonly<Record<PotsdamPhase, readonly string[]>> = Object.freeze({
  entry: ['ACT'],
  exchange: ['EXCHANGE', 'PASS', 'BUY'],
  choosing: ['CHOOSE'],
  betting: ['ACT'],
  'end-offer': ['END', 'PASS'],
  'final-betting': ['ACT'],
  'last-exchange': ['EXCHANGE', 'PASS'],
  'last-betting': ['ACT'],
  showdown: ['SHOW', 'MUCK'],
  complete: [],
  uncontested: [],
});

const isBettingPhase = (phase: PotsdamPhase): phase is PotsdamBettingPhase =>
  phase === 'entry' || phase === 'betting' || phase === 'final-betting' || phase === 'last-betting';

// ---------------------------------------------------------------------------
// Starting a game

/**
 * A game from its input: blinds posted (P1, T3: left of the button, heads-up the button
 * posts the small blind), five hole cards each dealt one at a time from left of the button,
 * five community cards face up (P1), and the entry round begun (P2). Throws `HoldemError`
 * for malformed input (see `potsdamConfig`) and `InvalidCardError` for bad cards.
 */
export function startPotsdam(input: PotsdamInput): PotsdamState {
  const config = potsdamConfig(input);
  const cards = potsdamDeck(input, config);
  const seatIds = config.seatIds;
  const round = startBettingRound({
    structure: 'no-limit',
    street: 'preflop',
    players: seatIds.map((seat) => ({ seat, stack: config.startingStacks[seat] })),
    buttonSeat: config.button,
    bigBlind: config.blinds.big,
    smallBlind: config.blinds.small,
    minBet: config.blinds.big,
  });
  const log: PotsdamLogEntry[] = [];
  const blinds = blindSeatsUnchecked(round);
  for (const seat of [blinds.small, blinds.big]) {
    const p = round.players.find((player) => player.seat === seat);
    if (p && p.committed > 0)
      log.push({
        kind: 'blind',
        seat,
        blind: seat === blinds.big ? 'big' : 'small',
        amount: p.committed,
        allIn: p.allIn,
        ruleIds: ['P1', 'T3'],
      });
  }
  // P1: one card at a time, clockwise from left of the button, five rounds; then the community.
  const order = dealingOrder(seatIds, config.button);
  const n = order.length;
  const holeCards: Record<string, Card[]> = {};
  for (let k = 0; k < n; k++) {
    const hand: Card[] = [];
    for (let r = 0; r < POTSDAM_HOLE_CARDS; r++) hand.push(cards[r * n + k]);
    put(holeCards, order[k], hand);
  }
  const community = cards.slice(POTSDAM_HOLE_CARDS * n, POTSDAM_HOLE_CARDS * n + POTSDAM_COMMUNITY_CARDS);
  log.push({ kind: 'deal', holeCards: POTSDAM_HOLE_CARDS, community: community.slice(), ruleIds: ['P1'] });
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  const paid: Record<string, number> = {};
  const passesInARow: Record<string, number> = {};
  for (const p of round.players) {
    put(stacks, p.seat, p.stack);
    put(bets, p.seat, p.committed);
    put(paid, p.seat, 0);
    put(passesInARow, p.seat, 0);
  }
  const state: PotsdamState = {
    config,
    phase: 'entry',
    ending: null,
    holeCards,
    community,
    laidAside: [],
    deck: { cards, dealt: POTSDAM_HOLE_CARDS * n + POTSDAM_COMMUNITY_CARDS },
    exchange: { round: 0, order: [], next: 0, last: false, exchanged: [], buyable: null, bought: false, fresh: null, passesInARow },
    round,
    stacks,
    bets,
    paid,
    pots: [],
    toAct: null,
    allowed: NONE,
    showdown: null,
    log,
    violation: null,
    result: null,
  };
  bettingTurnTo(state);
  return state;
}

// ---------------------------------------------------------------------------
// Applying an event

/**
 * The game after `event`: accepted, the next state and what happened (the new log lines, a
 * change of phase, the end); refused, the same state with `violation` set and the refusal as
 * what happened. Never throws for an event, however malformed. `state` is never changed. An
 * ACT checks the betting round the state brings (`state.round`) and throws `HoldemError` if
 * it is malformed, as every betting function of core does, however recently core made it.
 */
export function applyPotsdamEvent(state: PotsdamState, event: PotsdamEvent): PotsdamStep {
  const malformed = readEvent(event, state.phase);
  if (malformed !== null) return refuse(state, malformed, event);
  if (state.phase === 'complete' || state.phase === 'uncontested') {
    return refuse(state, { code: 'game-over', ruleId: PHASE_RULE[state.phase], params: {} }, event);
  }
  const refusal = wrongPhase(state, event);
  if (refusal !== null) return refuse(state, refusal, event);
  switch (event.type) {
    case 'ACT':
      return act(state, event);
    case 'EXCHANGE':
      return exchange(state, event);
    case 'PASS':
      return state.phase === 'end-offer' ? declineEnd(state, event) : pass(state, event);
    case 'BUY':
      return buy(state, event);
    case 'CHOOSE':
      return choose(state, event);
    case 'END':
      return end(state, event);
    case 'SHOW':
    case 'MUCK':
      return decide(state, event);
  }
}

/** Why an event cannot be read, or null: not an object, no type, an unknown type, a field of the wrong kind. */
function readEvent(event: unknown, phase: PotsdamPhase): PotsdamRefusal | null {
  const ruleId = PHASE_RULE[phase];
  if (typeof event !== 'object' || event === null) return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'event' } };
  const e = event as Record<string, unknown>;
  if (typeof e.type !== 'string') return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'type' } };
  if (!(POTSDAM_EVENT_TYPES as readonly string[]).includes(e.type))
    return { code: 'unknown-potsdam-event', ruleId, params: { type: e.type } };
  if (typeof e.seat !== 'string' || e.seat === '') return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'seat' } };
  // A fraction is a number of chips the betting refuses (T8); a non-number, NaN, ±Infinity or an unsafe integer is no amount.
  if (
    e.type === 'ACT' &&
    e.to !== undefined &&
    (typeof e.to !== 'number' || !Number.isFinite(e.to) || Math.abs(e.to) > Number.MAX_SAFE_INTEGER)
  ) {
    return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'to' } };
  }
  if (e.type === 'EXCHANGE') {
    if (readCards(e.give) === null) return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'give' } };
    if (readCards(e.take) === null) return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'take' } };
  }
  if (e.type === 'CHOOSE' && e.set !== 'laid-down' && e.set !== 'fresh')
    return { code: 'malformed-potsdam-event', ruleId, params: { problem: 'set' } };
  return null;
}

/** A list of cards as canonical cards, or null when it is no list of cards (never throws). */
function readCards(value: unknown): Card[] | null {
  if (!Array.isArray(value)) return null;
  const cards: Card[] = [];
  for (const text of value as unknown[]) {
    if (typeof text !== 'string') return null;
    try {
      cards.push(parseCard(text));
    } catch {
      return null;
    }
  }
  return cards;
}

/** Why an event of the right shape does not belong to this phase, or null. */
function wrongPhase(state: PotsdamState, event: PotsdamEvent): PotsdamRefusal | null {
  const phase = state.phase;
  if (PHASE_EVENTS[phase].includes(event.type)) return null;
  const ending = state.ending;
  // An exchange after the game has started to end, where no exchange round is still to come (P6).
  const exchangeType = event.type === 'EXCHANGE' || event.type === 'BUY' || event.type === 'CHOOSE';
  if (exchangeType && ending !== null && !(ending.kind === 'three-passes' && phase === 'final-betting') && phase !== 'last-exchange') {
    return { code: 'no-more-exchanges', ruleId: 'P6', params: { ending: ending.kind } };
  }
  if (phase === 'last-exchange' && event.type === 'BUY') return { code: 'no-buying-in-last-exchange', ruleId: 'P6', params: {} };
  return {
    code: 'not-now',
    ruleId: event.type === 'END' ? 'P6' : PHASE_RULE[phase],
    params: { type: event.type, phase, expected: PHASE_EVENTS[phase] },
  };
}

/** The event as a violation records it: the object sent, or for a non-object a stand-in naming it. */
function eventOf(event: unknown): PotsdamEvent {
  return (typeof event === 'object' && event !== null ? event : { type: String(event) }) as PotsdamEvent;
}

function refuse(state: PotsdamState, refusal: PotsdamAnyRefusal, event: unknown): PotsdamStep {
  const violation = {
    code: refusal.code,
    ruleId: refusal.ruleId,
    params: refusal.params,
    allowed: state.allowed,
    event: eventOf(event),
  } as PotsdamViolation;
  return { ok: false, state: { ...state, violation }, violation, happened: [{ type: 'violation', violation }] };
}

/** P3, P4, P6: the seat to act is someone else. */
function outOfTurn(state: PotsdamState, seat: string, event: PotsdamEvent): PotsdamStep | null {
  if (seat === state.toAct) return null;
  const ending = state.ending;
  if (state.phase === 'last-exchange' && ending?.kind === 'ended-by-player' && ending.seat === seat) {
    return refuse(state, { code: 'excluded-from-last-exchange', ruleId: 'P6', params: { seat } }, event);
  }
  return refuse(
    state,
    { code: 'out-of-turn', ruleId: PHASE_RULE[state.phase], params: { seat, seatToAct: state.toAct as string, phase: state.phase } },
    event,
  );
}

// ---------------------------------------------------------------------------
// The events

/** P2, P5: an ACT in a betting round; the Potsdam limits first, then core's betting round. */
function act(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'ACT' }>): PotsdamStep {
  const before = state.round;
  // The round a state brings is checked at every ACT, wherever the state came from; the
  // Potsdam limits and core's betting read it unchecked after that, as the rounds made from it.
  requireRound(before);
  if (event.seat === state.toAct) {
    const refusal =
      state.phase === 'entry' ? entryRefusal(before, event.action) : limitRefusal(before, state.config, event.action, event.to);
    if (refusal !== null) return refuse(state, refusal, event);
  }
  const request =
    event.to === undefined ? { type: event.action, seat: event.seat } : { type: event.action, to: event.to, seat: event.seat };
  const result = applyActionUnchecked(before, request);
  if (!result.ok) return refuse(state, result.violation, event);
  const d = draftOf(state);
  const i = before.toAct as number;
  const was = before.players[i];
  const round = withMinRaise(result.round, d.config);
  const now = round.players[i];
  const applied = result.applied;
  const phase = d.phase as PotsdamBettingPhase;
  d.log.push({
    kind: 'action',
    seat: applied.seat,
    phase,
    bettingRound: d.exchange.round,
    action: applied.type,
    ...(applied.type !== event.action ? { requested: event.action } : {}),
    amount: applied.to - was.committed,
    to: applied.to,
    allIn: now.allIn,
    shortAllIn: applied.fullRaise === false,
    ruleIds: actionRules(phase, applied.type, event.action, applied.fullRaise),
  });
  d.round = round;
  d.stacks = withSeat(d.stacks, applied.seat, now.stack);
  d.bets = withSeat(d.bets, applied.seat, now.committed);
  if (applied.type === 'fold') d.pots = potsOf(d, false);
  bettingTurnTo(d);
  return stepOf(state, d);
}

/** The rule IDs of an action line: P2 or P5, T7 (T9 for all-in), T11 for a bet or raise, T12 for a short all-in. */
function actionRules(phase: PotsdamBettingPhase, type: ActionType, requested: ActionType, fullRaise: boolean | undefined): RuleId[] {
  const ids: RuleId[] = [phase === 'entry' ? 'P2' : 'P5', type === 'all-in' || requested === 'all-in' ? 'T9' : 'T7'];
  if (type === 'bet' || type === 'raise') ids.push('T11');
  if (fullRaise === false) ids.push('T12');
  return ids;
}

/** P3: one hole card for one community card, or all five for all five; the laid-down cards take the taken cards' places. */
function exchange(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'EXCHANGE' }>): PotsdamStep {
  const turn = outOfTurn(state, event.seat, event);
  if (turn) return turn;
  const give = readCards(event.give) as Card[];
  const take = readCards(event.take) as Card[];
  const seat = event.seat;
  if (give.length !== take.length || (give.length !== 1 && give.length !== POTSDAM_HOLE_CARDS)) {
    return refuse(state, { code: 'exchange-size', ruleId: 'P3', params: { give: give.length, take: take.length } }, event);
  }
  for (const cards of [give, take]) {
    const twice = cards.find((card, k) => cards.indexOf(card) !== k);
    if (twice !== undefined) return refuse(state, { code: 'card-named-twice', ruleId: 'P3', params: { card: twice } }, event);
  }
  const hand = state.holeCards[seat];
  const notHeld = give.filter((card) => !hand.includes(card));
  if (notHeld.length > 0) return refuse(state, { code: 'cards-not-held', ruleId: 'P3', params: { seat, cards: notHeld } }, event);
  const absent = take.filter((card) => !state.community.includes(card));
  if (absent.length > 0) {
    const aside = absent.filter((card) => state.laidAside.some((set) => set.cards.includes(card)));
    if (aside.length > 0) return refuse(state, { code: 'cards-out-of-play', ruleId: 'P4', params: { cards: aside } }, event);
    return refuse(state, { code: 'cards-not-on-table', ruleId: 'P3', params: { cards: absent } }, event);
  }
  const d = draftOf(state);
  const newHand = hand.slice();
  const community = d.community.slice();
  const places: number[] = [];
  for (let k = 0; k < give.length; k++) {
    const place = community.indexOf(take[k]);
    places.push(place);
    community[place] = give[k];
    newHand[newHand.indexOf(give[k])] = take[k];
  }
  d.holeCards = { ...d.holeCards };
  put(d.holeCards, seat, newHand);
  d.community = community;
  d.log.push({ kind: 'exchange', seat, given: give, taken: take, places, community: community.slice(), ruleIds: ['P3'] });
  const x = { ...d.exchange };
  x.passesInARow = { ...x.passesInARow };
  put(x.passesInARow, seat, 0);
  x.exchanged = [...x.exchanged, seat];
  // P4: the next player may buy against these cards.
  x.buyable = { seat, cards: give, places };
  d.exchange = x;
  nextExchangeTurnTo(d);
  return stepOf(state, d);
}

/** P3: no exchange; P6 (4) counts it. */
function pass(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'PASS' }>): PotsdamStep {
  const turn = outOfTurn(state, event.seat, event);
  if (turn) return turn;
  const d = draftOf(state);
  const x = { ...d.exchange };
  x.passesInARow = { ...x.passesInARow };
  const passes = (hasOwn(x.passesInARow, event.seat) ? x.passesInARow[event.seat] : 0) + 1;
  put(x.passesInARow, event.seat, passes);
  // P4: only an exchange makes cards to buy; under 'latest-unbought' an unbought set stays buyable.
  if (x.bought || d.config.rules.buyFrom === 'previous-player') x.buyable = null;
  d.exchange = x;
  d.log.push({ kind: 'pass', seat: event.seat, passesInARow: passes, ruleIds: ['P3'] });
  nextExchangeTurnTo(d);
  return stepOf(state, d);
}

/** P4: one small blind for as many fresh cards as were laid down; then CHOOSE. */
function buy(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'BUY' }>): PotsdamStep {
  const turn = outOfTurn(state, event.seat, event);
  if (turn) return turn;
  const x = state.exchange;
  const seat = event.seat;
  if (x.bought) return refuse(state, { code: 'already-bought', ruleId: 'P4', params: {} }, event);
  const set = x.buyable;
  if (set === null) {
    const previousSeat = x.next > 0 ? x.order[x.next - 1] : null;
    return refuse(state, { code: 'nothing-to-buy', ruleId: 'P4', params: { previousSeat } }, event);
  }
  const price = state.config.buyPrice;
  if (state.stacks[seat] < price)
    return refuse(state, { code: 'cannot-afford-buy', ruleId: 'P4', params: { price, stack: state.stacks[seat] } }, event);
  const left = state.deck.cards.length - state.deck.dealt;
  if (left < set.cards.length)
    return refuse(state, { code: 'deck-too-small', ruleId: 'P4', params: { needed: set.cards.length, left } }, event);
  const d = draftOf(state);
  const fresh = d.deck.cards.slice(d.deck.dealt, d.deck.dealt + set.cards.length);
  d.deck = { cards: d.deck.cards, dealt: d.deck.dealt + fresh.length };
  payTo(d, seat, price);
  d.exchange = { ...x, bought: true, fresh };
  d.phase = 'choosing';
  d.allowed = { kind: 'choose', laidDown: set.cards, fresh };
  d.log.push({ kind: 'buy', seat, from: set.seat, price, laidDown: set.cards, fresh, ruleIds: ['P4'] });
  return stepOf(state, d);
}

/** P4: the chosen set joins the community in the laid-down cards' places; the other lies aside, out of play. */
function choose(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'CHOOSE' }>): PotsdamStep {
  const turn = outOfTurn(state, event.seat, event);
  if (turn) return turn;
  const x = state.exchange;
  const set = x.buyable as NonNullable<typeof x.buyable>;
  const fresh = x.fresh as Card[];
  const d = draftOf(state);
  let aside = fresh;
  if (event.set === 'fresh') {
    const community = d.community.slice();
    set.places.forEach((place, k) => (community[place] = fresh[k]));
    d.community = community;
    aside = set.cards;
  }
  d.laidAside = [
    ...d.laidAside,
    { seat: event.seat, exchangeRound: x.round, set: event.set === 'fresh' ? 'laid-down' : 'fresh', cards: aside },
  ];
  d.exchange = { ...x, buyable: null, fresh: null };
  d.phase = 'exchange';
  d.log.push({ kind: 'choose', seat: event.seat, set: event.set, aside, community: d.community.slice(), ruleIds: ['P4'] });
  exchangeTurnTo(d);
  return stepOf(state, d);
}

/** P6 (2): the seat asked pays three big blinds and ends the game; the last exchange round follows without them. */
function end(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'END' }>): PotsdamStep {
  const seat = event.seat;
  if (seat !== state.toAct) {
    const inHand = state.round.players.some((p) => p.seat === seat && !p.folded);
    if (inHand && state.exchange.exchanged.includes(seat))
      return refuse(state, { code: 'end-after-exchange', ruleId: 'P6', params: { seat } }, event);
    if (inHand && state.stacks[seat] < state.config.endPrice) {
      return refuse(
        state,
        { code: 'cannot-afford-end', ruleId: 'P6', params: { price: state.config.endPrice, stack: state.stacks[seat] } },
        event,
      );
    }
    return outOfTurn(state, seat, event) as PotsdamStep;
  }
  const d = draftOf(state);
  const price = d.config.endPrice;
  payTo(d, seat, price);
  d.ending = { kind: 'ended-by-player', clause: 2, seat, price };
  d.log.push({ kind: 'ending', ending: d.ending, ruleIds: ['P6'] });
  exchangeRoundTo(d, true);
  return stepOf(state, d);
}

/** P6 (2): the seat asked does not end the game; the next one who may is asked. */
function declineEnd(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'PASS' }>): PotsdamStep {
  const turn = outOfTurn(state, event.seat, event);
  if (turn) return turn;
  const d = draftOf(state);
  d.log.push({ kind: 'decline-end', seat: event.seat, ruleIds: ['P6'] });
  endOfferTo(d, event.seat);
  return stepOf(state, d);
}

/** T16: a SHOW or MUCK; the last one decides the showdown and the pots are awarded. */
function decide(state: PotsdamState, event: Extract<PotsdamEvent, { type: 'SHOW' | 'MUCK' }>): PotsdamStep {
  const step = applyShowdownDecision(state.showdown, state.pots, event.seat, event.type === 'MUCK' ? 'muck' : 'show');
  if (!step.ok) return refuse(state, step.violation, event);
  const d = draftOf(state);
  d.showdown = step.state;
  d.log.push(showdownEntry(d, event.seat, step.state));
  const seat = showdownTurn(step.state);
  if (seat === null) {
    awardTo(d, valuesOf(d, step.state.shown));
  } else {
    d.toAct = seat;
    d.allowed = { kind: 'show', choices: showdownChoices(step.state, d.pots) };
  }
  return stepOf(state, d);
}

// ---------------------------------------------------------------------------
// The steps of a game, on a draft of the state

/** The state an accepted event starts from: a copy whose fields the steps replace, with a copy of the log. */
function draftOf(state: PotsdamState): PotsdamState {
  return {
    config: state.config,
    phase: state.phase,
    ending: state.ending,
    holeCards: state.holeCards,
    community: state.community,
    laidAside: state.laidAside,
    deck: state.deck,
    exchange: state.exchange,
    round: state.round,
    stacks: state.stacks,
    bets: state.bets,
    paid: state.paid,
    pots: state.pots,
    toAct: state.toAct,
    allowed: state.allowed,
    showdown: state.showdown,
    log: state.log.slice(),
    violation: null,
    result: state.result,
  };
}

/** The accepted step: the draft, its new log lines, a change of phase, the end. */
function stepOf(before: PotsdamState, d: PotsdamState): PotsdamStep {
  const happened: PotsdamHappening[] = [];
  for (let k = before.log.length; k < d.log.length; k++) happened.push({ type: 'log', entry: d.log[k] });
  if (d.phase !== before.phase) happened.push({ type: 'phase', phase: d.phase, ending: d.ending });
  if (d.result !== null && before.result === null) happened.push({ type: 'complete', result: d.result });
  return { ok: true, state: d, happened };
}

/** `record` with `seat` set to `value`; `record` itself if it already says so. */
function withSeat(record: Record<string, number>, seat: string, value: number): Record<string, number> {
  if (record[seat] === value) return record;
  const copy = { ...record };
  put(copy, seat, value);
  return copy;
}

/** P4, P6 (2): a price paid into the main pot (dead money: nobody has to match it). */
function payTo(d: PotsdamState, seat: string, price: number): void {
  d.stacks = withSeat(d.stacks, seat, d.stacks[seat] - price);
  d.paid = withSeat(d.paid, seat, d.paid[seat] + price);
  d.pots = potsOf(d, !isBettingPhase(d.phase) || d.toAct === null);
}

/**
 * T18: the pots from what the betting round has taken in (`settled`: this round's bets too,
 * else only what came before it), with every price paid (P4, P6 (2)) in the main pot.
 */
function potsOf(d: PotsdamState, settled: boolean): Pot[] {
  const contributions = d.round.players.map((p) => ({
    seat: p.seat,
    amount: p.contributedBeforeStreet + (settled ? p.committed : 0),
    folded: p.folded,
  }));
  const { pots, returned } = buildPots(contributions);
  // Before a round ends, a bet not matched yet shows as a pot of its own (T10 returns it if nobody does).
  for (const { seat, amount } of returned) pots.push({ amount, eligible: [seat] });
  let prices = 0;
  for (const seat of d.config.seatIds) prices += d.paid[seat];
  if (prices > 0) {
    if (pots.length > 0) pots[0] = { amount: pots[0].amount + prices, eligible: pots[0].eligible };
    else pots.push({ amount: prices, eligible: d.round.players.filter((p) => !p.folded).map((p) => p.seat) });
  }
  return pots;
}

/** The seat to act in a betting round and what it may do; the round over, the game moves on. */
function bettingTurnTo(d: PotsdamState): void {
  const round = d.round;
  let i = round.toAct;
  // P2: the big blind has nothing to decide in the entry round (no raise, the call is paid): it ends when the others have called or folded.
  if (
    d.phase === 'entry' &&
    i !== null &&
    round.players[i].seat === blindSeatsUnchecked(round).big &&
    round.players[i].committed >= round.currentBetTo
  )
    i = null;
  if (i !== null) {
    d.toAct = round.players[i].seat;
    d.allowed = { kind: 'act', actions: d.phase === 'entry' ? entryActions(round) : cappedActions(round, d.config) };
    return;
  }
  afterBettingTo(d);
}

/** A betting round is over: uncalled chips back (T10), bets into the pots; then what follows it. */
function afterBettingTo(d: PotsdamState): void {
  const { round, returned } = returnUncalledChipsUnchecked(d.round);
  for (const { seat, amount } of returned) d.log.push({ kind: 'uncalled-returned', seat, amount, ruleIds: ['T10'] });
  d.round = round;
  const stacks: Record<string, number> = {};
  const bets: Record<string, number> = {};
  for (const p of round.players) {
    put(stacks, p.seat, p.stack);
    put(bets, p.seat, 0);
  }
  d.stacks = stacks;
  d.bets = bets;
  d.toAct = null;
  d.allowed = NONE;
  d.pots = potsOf(d, true);
  if (playersInHandUnchecked(round) === 1) {
    uncontestedTo(d);
    return;
  }
  switch (d.phase) {
    case 'entry':
      exchangeRoundTo(d, false);
      return;
    case 'betting':
      endOfferTo(d, null);
      return;
    case 'final-betting':
      // P6 (4): a last exchange round for everyone; P6 (3) and the round limit: no more exchanges.
      if (d.ending?.kind === 'three-passes') exchangeRoundTo(d, true);
      else showdownTo(d, round.lastAggressorSeat);
      return;
    default:
      showdownTo(d, round.lastAggressorSeat);
  }
}

/** P5, P6: a betting round begins (left of the button, T6); skipped when nobody can bet (T9). */
function bettingRoundTo(d: PotsdamState, phase: PotsdamBettingPhase): void {
  const last = d.round;
  const round = startBettingRound({
    structure: 'no-limit',
    street: 'flop',
    players: last.players.map((p) => ({
      seat: p.seat,
      stack: d.stacks[p.seat],
      folded: p.folded,
      contributedBeforeStreet: p.contributedBeforeStreet + p.committed,
    })),
    buttonSeat: d.config.button,
    bigBlind: d.config.blinds.big,
    smallBlind: d.config.blinds.small,
    minBet: d.config.blinds.big,
  });
  d.phase = phase;
  d.round = round;
  d.log.push({
    kind: 'betting-round',
    bettingRound: d.exchange.round,
    phase,
    skipped: round.toAct === null,
    ruleIds: phase === 'betting' ? ['P5'] : ['P5', 'P6'],
  });
  bettingTurnTo(d);
}

/** The seats still in, clockwise from left of the button to the button (P3). */
function fromLeftOfButton(d: PotsdamState): string[] {
  const seats = d.config.seatIds;
  const b = seats.indexOf(d.config.button);
  const inHand: string[] = [];
  for (let k = 1; k <= seats.length; k++) {
    const seat = seats[(b + k) % seats.length];
    if (d.round.players.some((p) => p.seat === seat && !p.folded)) inHand.push(seat);
  }
  return inHand;
}

/** P3: an exchange round begins left of the button; `last` (P6 (2), (4)) without fresh cards and without the player who ended. */
function exchangeRoundTo(d: PotsdamState, last: boolean): void {
  const ending = d.ending;
  const excluded = last && ending?.kind === 'ended-by-player' ? ending.seat : null;
  const order = fromLeftOfButton(d).filter((seat) => seat !== excluded);
  d.exchange = {
    round: d.exchange.round + 1,
    order,
    next: 0,
    last,
    exchanged: [],
    buyable: null,
    bought: false,
    fresh: null,
    passesInARow: d.exchange.passesInARow,
  };
  d.phase = last ? 'last-exchange' : 'exchange';
  d.log.push({
    kind: 'exchange-round',
    exchangeRound: d.exchange.round,
    order: order.slice(),
    last,
    ruleIds: last ? ['P3', 'P6'] : ['P3'],
  });
  exchangeTurnTo(d);
}

/** P3, P4: the seat to exchange, and whether they may buy. */
function exchangeTurnTo(d: PotsdamState): void {
  const x = d.exchange;
  const seat = x.order[x.next];
  d.toAct = seat;
  const set = x.buyable;
  const price = d.config.buyPrice;
  const canBuy = !x.last && !x.bought && set !== null && d.stacks[seat] >= price && d.deck.cards.length - d.deck.dealt >= set.cards.length;
  d.allowed = { kind: 'exchange', buy: canBuy ? { price, cards: set.cards.length, from: set.seat } : null };
}

/** The turn passes on; after the button, the exchange round is over and the game decides what follows (P5, P6). */
function nextExchangeTurnTo(d: PotsdamState): void {
  const x = d.exchange;
  d.exchange = { ...x, next: x.next + 1, bought: false, fresh: null };
  if (d.exchange.next < x.order.length) {
    exchangeTurnTo(d);
    return;
  }
  d.toAct = null;
  d.allowed = NONE;
  const rules = d.config.rules;
  if (x.last) {
    if (rules.betAfterLastExchange) bettingRoundTo(d, 'last-betting');
    else showdownTo(d, null);
    return;
  }
  // P6 (3) before (4): when nobody exchanged, nobody exchanges any more.
  if (x.exchanged.length === 0) {
    d.ending = { kind: 'no-exchange', clause: 3, exchangeRound: x.round };
  } else {
    const seats = x.order.filter((seat) => x.passesInARow[seat] >= 3);
    if (seats.length > 0) d.ending = { kind: 'three-passes', clause: 4, seats, exchangeRound: x.round };
    else if (rules.maxExchangeRounds !== null && x.round >= rules.maxExchangeRounds)
      d.ending = { kind: 'round-limit', clause: 3, exchangeRound: x.round };
  }
  if (d.ending !== null) {
    d.log.push({ kind: 'ending', ending: d.ending, ruleIds: ['P6'] });
    bettingRoundTo(d, 'final-betting');
  } else {
    bettingRoundTo(d, 'betting');
  }
}

/**
 * P6 (2): after a betting round, each player still in who did not exchange in the exchange
 * round before it, is not all-in and can pay three big blinds is asked in turn, clockwise
 * from left of the button, whether they end the game. `after`: the seat that just declined.
 */
function endOfferTo(d: PotsdamState, after: string | null): void {
  const price = d.config.endPrice;
  const eligible = fromLeftOfButton(d).filter((seat) => !d.exchange.exchanged.includes(seat) && d.stacks[seat] >= price);
  const next = after === null ? 0 : eligible.indexOf(after) + 1;
  if (next < eligible.length) {
    d.phase = 'end-offer';
    d.toAct = eligible[next];
    d.allowed = { kind: 'end', price };
    return;
  }
  exchangeRoundTo(d, false);
}

/** T16, P7: the showdown in order (`lastBettor`: who last bet or raised in a final betting round shows first). */
function showdownTo(d: PotsdamState, lastBettor: string | null): void {
  const contenders = fromLeftOfButton(d);
  let showdown: ShowdownState = startShowdown({
    seating: { seats: d.config.seatIds, button: d.config.button },
    contenders,
    lastRiverAggressor: lastBettor,
  });
  d.phase = 'showdown';
  d.showdown = showdown;
  if (!d.config.autoShowdown) {
    d.toAct = showdownTurn(showdown);
    d.allowed = { kind: 'show', choices: showdownChoices(showdown, d.pots) };
    return;
  }
  const values = valuesOf(d, contenders);
  for (let seat = showdownTurn(showdown); seat !== null; seat = showdownTurn(showdown)) {
    const step = applyShowdownDecision(showdown, d.pots, seat, autoShowdownDecision(showdown, d.pots, values));
    if (!step.ok) throw new HoldemError('internal', `the automatic showdown made a refused decision (${step.violation.code})`);
    showdown = step.state;
    d.log.push(showdownEntry(d, seat, showdown));
  }
  d.showdown = showdown;
  awardTo(d, values);
}

/** P7, T17: the value of each seat's hand, its five hole cards. */
function valuesOf(d: PotsdamState, seats: readonly string[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const seat of seats) {
    const [a, b, c, e, f] = d.holeCards[seat].map(cardCode);
    put(values, seat, rank5(a, b, c, e, f));
  }
  return values;
}

function showdownEntry(d: PotsdamState, seat: string, showdown: ShowdownState): PotsdamLogEntry {
  if (showdown.mucked.includes(seat)) return { kind: 'muck', seat, ruleIds: ['T16'] };
  const cards = d.holeCards[seat];
  return { kind: 'show', seat, cards, category: evaluate(cards).category, ruleIds: ['T16', 'P7', 'T17'] };
}

/** T18, T19: the pots to the best hands shown (or to the last player in), stacks paid. */
function awardTo(d: PotsdamState, values: Readonly<Record<string, number>>): void {
  const showdown = d.showdown;
  const shownValues: Record<string, number> = {};
  const shown: Record<string, PotsdamShownHand> = {};
  if (showdown) {
    for (const seat of showdown.shown) {
      const hand = evaluate(d.holeCards[seat]);
      put(shown, seat, { cards: d.holeCards[seat], value: values[seat], category: hand.category, bestFive: hand.bestFive });
      put(shownValues, seat, values[seat]);
    }
  }
  const result = { ...settlePots(d, shown, shownValues, d.paid), ending: d.ending as NonNullable<PotsdamState['ending']> };
  d.result = result;
  d.phase = showdown ? 'complete' : 'uncontested';
  d.stacks = result.finalStacks;
  d.pots = [];
  d.toAct = null;
  d.allowed = NONE;
}

/** P6 (1), T20: everyone else folded; the last player takes the pots unseen. */
function uncontestedTo(d: PotsdamState): void {
  const winner = d.round.players.find((p) => !p.folded)?.seat as string;
  d.ending = { kind: 'one-left', clause: 1, seat: winner };
  d.log.push({ kind: 'ending', ending: d.ending, ruleIds: ['P6'] });
  d.log.push({ kind: 'uncontested', seat: winner, ruleIds: ['P6', 'T20'] });
  awardTo(d, {});
}

/** P4: how many cards are left in the deck to draw fresh ones from (a view shows it; BUY needs as many as were laid down). */
export function cardsLeft(state: PotsdamState): number {
  return state.deck.cards.length - state.deck.dealt;
}
