import { expect } from '@open-wc/testing';
import { runHand, type HandEvent, type HandInput, type RunHandResult } from '../../src/machines/index.js';

/**
 * The reference hands in test/fixtures/corpus (900 hands computed by PokerKit, an
 * independent engine; format in /work/shared/corpus/README.md) replayed through runHand.
 * Seats: seat 0 is the first left of the button and the last seat has the button
 * (heads-up: seat 1 has the button and posts the small blind).
 */
interface ReferenceHand {
  id: string;
  variant: 'NL' | 'PL' | 'FL';
  stacks: number[];
  blinds: [number, number];
  ante?: number;
  minBet?: number;
  smallBet?: number;
  bigBet?: number;
  flMaxBetActions?: number[];
  holeCards: [string, string][];
  board: string[];
  actions: { player: number; type: 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin'; to?: number }[];
  tags: string[];
  expected:
    | { ok: true; finalStacks: number[]; contributions: number[]; pots: { amount: number; eligible: number[]; awards: number[] }[] }
    | { ok: false; error: string; atAction: number };
}

const seatId = (index: number): string => `p${index}`;

function handInput(hand: ReferenceHand): HandInput {
  const ids = hand.stacks.map((_, i) => seatId(i));
  const limits: HandInput['limits'] = {};
  if (hand.minBet !== undefined) limits.minBet = hand.minBet;
  if (hand.smallBet !== undefined) limits.smallBet = hand.smallBet;
  if (hand.bigBet !== undefined) limits.bigBet = hand.bigBet;
  if (hand.flMaxBetActions !== undefined) limits.maxBetActions = hand.flMaxBetActions;
  return {
    structure: hand.variant === 'NL' ? 'no-limit' : hand.variant === 'PL' ? 'pot-limit' : 'fixed-limit',
    blinds: { small: hand.blinds[0], big: hand.blinds[1] },
    ante: hand.ante ?? 0,
    limits,
    // These files cap fixed-limit raises heads-up too; RULES.md's house rule default (T15) does not.
    houseRules: { headsUpUncapped: false },
    seats: hand.stacks.map((stack, i) => ({ id: ids[i], stack })),
    button: ids[ids.length - 1],
    holeCards: Object.fromEntries(hand.holeCards.map((cards, i) => [ids[i], cards])),
    board: hand.board,
  };
}

function handEvents(hand: ReferenceHand): HandEvent[] {
  return hand.actions.map(({ player, type, to }): HandEvent => {
    const seat = seatId(player);
    if (type === 'allin') return { type: 'ACT', seat, action: 'all-in' };
    if ((type === 'bet' || type === 'raise') && to !== undefined) return { type: 'ACT', seat, action: type, to };
    return { type: 'ACT', seat, action: type };
  });
}

/** Ours in the corpus's shape: adjacent pots with the same eligible seats merged. */
function mergedPots(result: RunHandResult, seats: number): { amount: number; eligible: number[]; awards: number[] }[] {
  const merged: { amount: number; eligible: number[]; awards: number[] }[] = [];
  for (const pot of result.pots) {
    const eligible = pot.eligible.map((id) => Number(id.slice(1))).sort((a, b) => a - b);
    const awards = Array.from({ length: seats }, (_, i) => pot.awards[seatId(i)] ?? 0);
    const last = merged[merged.length - 1];
    if (last && last.eligible.join() === eligible.join()) {
      last.amount += pot.amount;
      last.awards = last.awards.map((chips, i) => chips + awards[i]);
    } else {
      merged.push({ amount: pot.amount, eligible, awards });
    }
  }
  return merged;
}

/** What differs from the reference, or null. */
function difference(hand: ReferenceHand): string | null {
  let result: RunHandResult;
  try {
    result = runHand(handInput(hand), handEvents(hand));
  } catch (error) {
    return `threw ${String(error)}`;
  }
  const expected = hand.expected;
  if (!expected.ok) {
    if (result.violation?.index === expected.atAction) return null;
    const got = result.violation ? `action ${result.violation.index} (${result.violation.code})` : 'nothing';
    return `should refuse action ${expected.atAction} (${expected.error}); refused ${got}`;
  }
  if (result.violation) return `refused action ${result.violation.index}: ${result.violation.code} (${result.violation.ruleId})`;
  if (!result.complete) return 'did not complete';
  const n = hand.stacks.length;
  const stacks = Array.from({ length: n }, (_, i) => result.stacks[seatId(i)]);
  if (stacks.join() !== expected.finalStacks.join()) return `final stacks ${stacks.join()} instead of ${expected.finalStacks.join()}`;
  const contributions = Array.from({ length: n }, (_, i) => result.contributions[seatId(i)]);
  if (contributions.join() !== expected.contributions.join())
    return `contributions ${contributions.join()} instead of ${expected.contributions.join()}`;
  const ours = JSON.stringify(mergedPots(result, n));
  const theirs = JSON.stringify(
    expected.pots.map((pot) => ({ amount: pot.amount, eligible: pot.eligible.slice().sort((a, b) => a - b), awards: pot.awards })),
  );
  return ours === theirs ? null : `pots ${ours} instead of ${theirs}`;
}

async function referenceHands(name: string): Promise<ReferenceHand[]> {
  const response = await fetch(`/test/fixtures/corpus/sample-${name}.jsonl`);
  expect(response.ok, `test/fixtures/corpus/sample-${name}.jsonl`).to.equal(true);
  return (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReferenceHand);
}

describe('reference hands from PokerKit through runHand (T3–T20)', () => {
  for (const [name, rule] of [
    ['nl', 'T11'],
    ['pl', 'T14'],
    ['fl', 'T15'],
  ] as const) {
    it(`${rule}: every hand of sample-${name}.jsonl ends with the same stacks and pots, or is refused at the same action`, async () => {
      const hands = await referenceHands(name);
      expect(hands).to.have.length(300);
      const mismatches = hands.flatMap((hand) => {
        const why = difference(hand);
        return why === null ? [] : [`${hand.id}: ${why}`];
      });
      expect(
        mismatches.map((line) => line.split(':')[0]),
        `hands that differ:\n${mismatches.join('\n')}`,
      ).to.deep.equal([]);
      expect(hands.filter((hand) => !hand.expected.ok).length, 'hands that end with an illegal action').to.be.greaterThan(10);
    });
  }
});
