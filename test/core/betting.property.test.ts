import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  ACTION_TYPES,
  amountToCall,
  applyAction,
  betUnit,
  handContributions,
  isRoundComplete,
  legalActions,
  potTotal,
  startBettingRound,
  startNextStreet,
  type ActionRequest,
  type BettingRound,
  type HouseRules,
  type LegalActions,
} from '../../src/core/betting.js';
import { buildPots } from '../../src/core/pots.js';
import type { BettingRefusal } from '../../src/core/betting.js';
import type { ShowdownRefusal } from '../../src/core/showdown-order.js';
import { bettingRefusalsDe, bettingRefusalsEn } from '../../src/i18n/refusals-betting.js';
import type { NameOf, RefusalWords } from '../../src/i18n/refusal-words.js';

/** The sentence `words` give `refusal`, seats named `<id>`. */
function sayRefusal(words: RefusalWords<BettingRefusal | ShowdownRefusal>, refusal: BettingRefusal | ShowdownRefusal): string {
  const say = words[refusal.code] as unknown as (params: object, name: NameOf) => string;
  return say(refusal.params, (seat) => `<${seat}>`);
}

interface Table {
  round: BettingRound;
  /** Every chip at the table: stacks plus what was posted. */
  chips: number;
}

const houseRules: fc.Arbitrary<HouseRules> = fc.record({
  underRaise: fc.constantFrom('refuse', 'treat-as-call', 'fill-to-minimum'),
  allInReopen: fc.constantFrom('tda', 'half-bet'),
  fixedLimitCap: fc.constantFrom('bet-plus-3', 'bet-plus-4'),
  headsUpUncapped: fc.boolean(),
  shortBlindCall: fc.constantFrom('full', 'posted'),
});

/** A preflop round: 2 to 6 seats, stacks from a few chips (short blinds, all-ins) to deep. */
function tableArbitrary(rules: fc.Arbitrary<HouseRules>): fc.Arbitrary<Table> {
  return fc
    .record({
      structure: fc.constantFrom('no-limit', 'pot-limit', 'fixed-limit'),
      stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 3000 })), { minLength: 2, maxLength: 6 }),
      buttonIndex: fc.nat(),
      bigBlind: fc.integer({ min: 1, max: 40 }),
      smallBlindShare: fc.nat({ max: 100 }),
      ante: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 })),
      houseRules: rules,
    })
    .map((t) => {
      const seats = t.stacks.map((_, i) => `S${i}`);
      const round = startBettingRound({
        structure: t.structure,
        street: 'preflop',
        players: seats.map((seat, i) => ({ seat, stack: t.stacks[i] })),
        buttonSeat: seats[t.buttonIndex % seats.length],
        bigBlind: t.bigBlind,
        smallBlind: Math.floor((t.bigBlind * t.smallBlindShare) / 100),
        ante: t.ante,
        houseRules: t.houseRules,
      });
      return { round, chips: t.stacks.reduce((a, b) => a + b, 0) };
    });
}

/** One legal action picked by two random numbers; with `passive` only check, call or fold. */
function pickLegal(legal: LegalActions, choice: number, size: number, passive: boolean): ActionRequest {
  if (passive) return legal.check ? { type: 'check' } : legal.call ? { type: 'call' } : { type: 'fold' };
  const options: ActionRequest[] = [];
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call) options.push({ type: 'call' }, { type: 'call' });
  for (const kind of ['bet', 'raise'] as const) {
    const range = legal[kind];
    if (range) {
      options.push({ type: kind, to: range.minTo });
      options.push({ type: kind, to: range.minTo + (size % (range.maxTo - range.minTo + 1)) });
    }
  }
  if (legal.allIn) options.push({ type: 'all-in' });
  return options[choice % options.length];
}

function chipsAtTable(round: BettingRound): number {
  return round.players.reduce((sum, p) => sum + p.stack + p.committed + p.contributedBeforeStreet, 0);
}

function isChipCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/** A plain assertion for the hot loops: chai's `expect` is too slow for a million checks. */
function check(condition: boolean, what: string, round: BettingRound): void {
  if (!condition) throw new Error(`${what}\n${JSON.stringify(round)}`);
}

/** Everything that must hold of any round the engine hands out. */
function checkRound(round: BettingRound, chips: number): void {
  check(chipsAtTable(round) === chips, 'chips conserved', round);
  check(round.potBeforeStreet === round.players.reduce((sum, p) => sum + p.contributedBeforeStreet, 0), 'pot before street', round);
  for (const n of [round.currentBetTo, round.lastFullBetTo, round.lastFullRaiseBy, round.raiseCount, round.potBeforeStreet])
    check(isChipCount(n), 'integer ≥ 0', round);
  check(round.lastFullBetTo <= round.currentBetTo, 'the last full bet is at most the current bet', round);
  let highest = 0;
  for (const p of round.players) {
    check(isChipCount(p.stack) && isChipCount(p.committed) && isChipCount(p.contributedBeforeStreet), `${p.seat}: integers ≥ 0`, round);
    check(p.allIn === (!p.folded && p.stack === 0), `${p.seat}: all-in exactly when still in with no chips behind`, round);
    check(p.committed <= round.currentBetTo, `${p.seat}: nobody above the bet`, round);
    highest = Math.max(highest, p.committed);
  }
  // T3: preflop the bet to call is at least the full big blind, even if nobody covered it;
  // house rule short-blind-call 'posted' (T3): what was posted.
  const fullBlind = round.street === 'preflop' && round.houseRules.shortBlindCall === 'full';
  check(round.currentBetTo === (fullBlind ? Math.max(highest, round.bigBlind) : highest), 'current bet', round);
  check(
    round.lastFullRaiseBy >= (round.structure === 'fixed-limit' ? Math.min(round.smallBet, round.bigBet) : round.bigBlind),
    'full raise at least the minimum bet',
    round,
  );
  check((round.toAct === null) === isRoundComplete(round), 'toAct null exactly when the round is complete (T6)', round);
  if (round.toAct !== null) {
    const p = round.players[round.toAct];
    check(!p.folded && !p.allIn, 'the player to act is neither folded nor all-in (T6)', round);
    checkLegal(round, legalActions(round));
  }
}

/** Sizes in the legal actions agree with T7, T11, T14, T15. */
function checkLegal(round: BettingRound, legal: LegalActions): void {
  const p = round.players[round.toAct as number];
  const toCall = amountToCall(round);
  const allInTo = p.committed + p.stack;
  check(legal.fold === true, 'T7: fold always', round);
  check(Boolean(legal.check) === (toCall === 0), 'T7: check only when nothing is owed', round);
  check(Boolean(legal.call) === toCall > 0, 'T7: call only when something is owed', round);
  if (legal.call) check(legal.call.amount === Math.min(toCall, p.stack), 'call amount', round);
  check(!(legal.bet && legal.raise), 'bet or raise, not both', round);
  if (legal.bet) check(round.currentBetTo === 0, 'bet only when nobody has bet', round);
  const range = legal.bet ?? legal.raise;
  if (range) {
    check(range.minTo <= range.maxTo && range.maxTo <= allInTo, 'range within the stack', round);
    if (legal.raise?.complete) {
      // T15: completing a fixed-limit all-in of less than half a bet to one full bet or raise.
      check(
        round.structure === 'fixed-limit' && 2 * (round.currentBetTo - round.lastFullBetTo) < betUnit(round),
        'T15: complete only over less than half a bet',
        round,
      );
      check(range.minTo === round.lastFullBetTo + betUnit(round), 'T15: complete to one full bet', round);
    } else {
      check(
        range.minTo - round.currentBetTo >= (legal.bet ? Math.min(round.bigBlind, round.lastFullRaiseBy) : round.lastFullRaiseBy),
        'T11: minimum increment',
        round,
      );
    }
    if (round.structure === 'fixed-limit') check(range.minTo === range.maxTo, 'T15: exact size', round);
    if (round.structure === 'pot-limit') {
      check(range.maxTo <= Math.max(range.minTo, round.currentBetTo + potTotal(round) + toCall), 'T14: pot limit', round);
    }
  }
  if (legal.allIn) check(legal.allIn.to === allInTo, 'all-in is the whole stack', round);
  // T9: all-in is always legal; over opponents who are all all-in it is a call of what they can match.
  const othersActive = round.players.some((q, j) => j !== round.toAct && !q.folded && !q.allIn);
  // T9: an all-in at or below a call, and any all-in over opponents who are all all-in, is legal.
  if (allInTo <= round.currentBetTo || !othersActive) check(Boolean(legal.allIn), 'T9: all-in legal', round);
  if (legal.allIn?.asCallTo !== undefined) {
    check(
      !othersActive && legal.allIn.asCallTo === legal.call?.to && allInTo > round.currentBetTo,
      'T9: all-in as a call only over all-in opponents',
      round,
    );
    check(!legal.bet && !legal.raise, 'T9: no bet or raise over all-in opponents', round);
  }
  // T12: who already acted and faces less than a full raise may only call or fold.
  if (p.hasActed && round.currentBetTo > 0) {
    const full = round.houseRules.allInReopen === 'half-bet' ? 2 * toCall >= round.lastFullRaiseBy : toCall >= round.lastFullRaiseBy;
    if (!full)
      check(
        !legal.raise && (!legal.allIn || legal.allIn.to <= round.currentBetTo || legal.allIn.asCallTo !== undefined),
        'T12: not reopened',
        round,
      );
  }
}

/**
 * Plays a random hand of legal actions through every street, checking every round on the
 * way, and returns the last round; `visit` sees every round before an action in it.
 */
function playHand(table: Table, choices: number[], visit?: (round: BettingRound) => void): BettingRound {
  let round = table.round;
  checkRound(round, table.chips);
  let step = 0;
  for (;;) {
    while (round.toAct !== null) {
      visit?.(round);
      const passive = step >= choices.length - 1;
      const request = pickLegal(legalActions(round), choices[step % choices.length], choices[(step + 1) % choices.length], passive);
      step++;
      const before = JSON.stringify(round);
      const result = applyAction(round, request);
      check(JSON.stringify(round) === before, 'input unchanged', round);
      if (!result.ok)
        throw new Error(`legal ${JSON.stringify(request)} refused: ${result.violation.code} ${JSON.stringify(result.violation.params)}`);
      round = result.round;
      checkRound(round, table.chips);
    }
    const live = round.players.filter((p) => !p.folded).length;
    if (live <= 1 || round.street === 'river') return round;
    round = startNextStreet(round);
    checkRound(round, table.chips);
  }
}

const choices = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 40 });

/** The reference answer to "may the player to act do this?" under the house rule 'refuse'. */
function shouldAccept(round: BettingRound, request: ActionRequest): boolean {
  if (round.toAct === null) return false;
  const legal = legalActions(round);
  if (request.seat !== undefined && request.seat !== round.players[round.toAct].seat) return false;
  switch (request.type) {
    case 'fold':
      return true;
    case 'check':
      return Boolean(legal.check);
    case 'call':
      return Boolean(legal.call);
    case 'all-in':
      return Boolean(legal.allIn) && (request.to === undefined || request.to === legal.allIn?.to);
    case 'bet':
    case 'raise': {
      const to = request.to;
      if (typeof to !== 'number' || !Number.isSafeInteger(to)) return false;
      if ((request.type === 'bet') !== (round.currentBetTo === 0)) return false;
      const range = legal[request.type];
      if (range && to >= range.minTo && to <= range.maxTo) return true;
      // T9: the whole stack is the all-in, unless every opponent is all-in (then bet and raise stay refused).
      return Boolean(legal.allIn) && legal.allIn?.asCallTo === undefined && to === legal.allIn?.to && to > round.currentBetTo;
    }
    default:
      return false;
  }
}

/** A random request: any kind (some not kinds at all), an amount absolute or near a size that matters now. */
interface RequestSpec {
  type: ActionRequest['type'];
  amount: { absolute: number } | { base: number; delta: number } | null;
  seat: string | null;
}

const requestSpec: fc.Arbitrary<RequestSpec> = fc.record({
  type: fc.oneof(
    { arbitrary: fc.constantFrom(...ACTION_TYPES), weight: 12 },
    { arbitrary: fc.constantFrom('jump', 'check-raise', '') as unknown as fc.Arbitrary<ActionRequest['type']>, weight: 1 },
  ),
  amount: fc.oneof(
    fc.constant(null),
    fc.record({ base: fc.nat({ max: 5 }), delta: fc.integer({ min: -2, max: 2 }) }),
    fc.record({ base: fc.nat({ max: 5 }), delta: fc.constant(0) }),
    fc.record({
      absolute: fc.oneof(
        fc.integer({ min: -50, max: 3500 }),
        fc.double({ min: -10, max: 3500 }),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60),
      ),
    }),
  ),
  seat: fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: fc.constantFrom('S0', 'S1', 'Nobody'), weight: 1 }),
});

/** Turns a spec into a request for this round: relative amounts sit around its minimums and maximums. */
function requestFor(round: BettingRound, spec: RequestSpec): ActionRequest {
  const request: ActionRequest = { type: spec.type };
  if (spec.seat !== null) request.seat = spec.seat;
  if (spec.amount === null) return request;
  if ('absolute' in spec.amount) {
    request.to = spec.amount.absolute;
    return request;
  }
  const p = round.players[round.toAct ?? 0];
  const bases = [
    round.currentBetTo,
    round.currentBetTo + round.lastFullRaiseBy,
    p.committed + p.stack,
    round.bigBlind,
    round.currentBetTo + potTotal(round) + amountToCall(round, round.toAct ?? 0),
    0,
  ];
  request.to = bases[spec.amount.base] + spec.amount.delta;
  return request;
}

/** A round somewhere in a random hand, mostly one with a player to act. */
function someRound(table: Table, picks: number[], stopAt: number): BettingRound {
  const seen: BettingRound[] = [];
  const end = playHand(table, picks, (round) => seen.push(round));
  return stopAt === 0 || seen.length === 0 ? end : seen[stopAt % seen.length];
}

describe('betting: properties (T3–T15)', () => {
  it('random hands of legal actions keep the state valid: chips conserved, integers ≥ 0, order and legal sizes consistent (10,000 runs)', () => {
    fc.assert(
      fc.property(tableArbitrary(houseRules), choices, (table, picks) => {
        const end = playHand(table, picks);
        // At the end, the pots (T18) and uncalled chips (T10) hold every chip put in.
        const contributions = handContributions(end);
        const { pots, returned } = buildPots(contributions);
        const put = contributions.reduce((sum, c) => sum + c.amount, 0);
        expect(pots.reduce((s, p) => s + p.amount, 0) + returned.reduce((s, r) => s + r.amount, 0)).to.equal(put);
        expect(put + end.players.reduce((sum, p) => sum + p.stack, 0)).to.equal(table.chips);
      }),
      { numRuns: 10000 },
    );
  });

  it("every illegal action (random kinds and amounts) is refused with a reason and leaves the state unchanged; legal ones are accepted (house rule 'refuse', 10,000 runs)", () => {
    const refuseRules = houseRules.map((r) => ({ ...r, underRaise: 'refuse' as const }));
    fc.assert(
      fc.property(tableArbitrary(refuseRules), choices, fc.nat({ max: 30 }), requestSpec, (table, picks, stopAt, spec) => {
        const round = someRound(table, picks, stopAt);
        const attempt = requestFor(round, spec);
        const before = structuredClone(round);
        const allowed = legalActions(round);
        const result = applyAction(round, attempt);
        expect(round).to.deep.equal(before);
        const expected = shouldAccept(round, attempt);
        expect(result.ok, `${JSON.stringify(attempt)} with ${JSON.stringify(allowed)}`).to.equal(expected);
        if (!result.ok) {
          const { violation } = result;
          expect(violation.code).to.match(/^[a-z-]+$/);
          expect(violation.ruleId).to.match(/^T\d+$/);
          // Core gives data only; every refusal has words in both languages, with no gaps.
          for (const words of [bettingRefusalsEn, bettingRefusalsDe]) {
            const sentence = sayRefusal(words, violation);
            expect(sentence.length).to.be.greaterThan(10);
            expect(sentence).not.to.match(/undefined|\[object/);
            // Only an amount that is no number at all is quoted as given.
            if (violation.code !== 'invalid-amount') expect(sentence).not.to.contain('NaN');
          }
          expect(violation.allowed).to.deep.equal(allowed);
        } else {
          checkRound(result.round, table.chips);
        }
      }),
      { numRuns: 10000 },
    );
  });

  it("T11: under the house rules 'treat-as-call' and 'fill-to-minimum' an accepted request becomes a legal action (10,000 runs)", () => {
    const lenientRules = houseRules.filter((r) => r.underRaise !== 'refuse');
    fc.assert(
      fc.property(tableArbitrary(lenientRules), choices, fc.nat({ max: 30 }), requestSpec, (table, picks, stopAt, spec) => {
        const round = someRound(table, picks, stopAt);
        const attempt = requestFor(round, spec);
        const before = structuredClone(round);
        const legal = legalActions(round);
        const result = applyAction(round, attempt);
        expect(round).to.deep.equal(before);
        const kind = attempt.type === 'bet' || attempt.type === 'raise' ? attempt.type : null;
        const range = kind ? legal[kind] : undefined;
        const underRaise =
          range !== undefined && Number.isSafeInteger(attempt.to) && (attempt.to as number) >= 0 && (attempt.to as number) < range.minTo;
        const inTurn = attempt.seat === undefined || attempt.seat === round.players[round.toAct ?? 0].seat;
        if (underRaise && inTurn) {
          // T11: the house rule takes the under-raise instead of refusing it.
          expect(result.ok && result.applied.houseRule).to.equal(round.houseRules.underRaise);
        }
        if (!result.ok) return;
        const { applied } = result;
        const p = round.players[round.toAct as number];
        switch (applied.type) {
          case 'fold':
            break;
          case 'check':
            expect(legal.check).to.equal(true);
            break;
          case 'call':
            expect(applied.to).to.equal(legal.call?.to);
            // T9: an all-in taken as a call says so.
            if (applied.requested === 'all-in') expect(legal.allIn?.asCallTo).to.equal(applied.to);
            break;
          case 'all-in':
            expect(applied.to).to.equal(legal.allIn?.to);
            break;
          default: {
            const sizes = legal[applied.type];
            expect(sizes, applied.type).to.not.equal(undefined);
            expect(applied.to).to.be.within(sizes?.minTo ?? 0, sizes?.maxTo ?? 0);
          }
        }
        if (applied.houseRule === 'fill-to-minimum') expect(applied.to).to.equal(legal[applied.type as 'bet' | 'raise']?.minTo);
        if (applied.houseRule) expect(['bet', 'raise']).to.include(attempt.type);
        expect(result.round.players[round.toAct as number].stack).to.equal(p.stack - (applied.to - p.committed));
        checkRound(result.round, table.chips);
      }),
      { numRuns: 10000 },
    );
  });
});
