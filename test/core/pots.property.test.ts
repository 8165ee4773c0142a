import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { awardPots, buildPots, type Contribution } from '../../src/core/pots.js';

/**
 * A slow, obviously correct reference, written without looking at `buildPots`:
 * give back what nobody matched (T10), then peel pots off chip by chip: each round takes
 * from every seat as much as the smallest stack still in has left (T18); chips of folded
 * seats above everyone still in stay in the last pot. Each pot is dealt out one chip at a
 * time to its best hands, clockwise from the first seat left of the button (T19).
 */
function referencePayout(contributions: Contribution[], values: Record<string, number>, seats: string[], button: string) {
  const left = new Map(contributions.map((c) => [c.seat, c.amount]));
  const returned: Record<string, number> = {};
  const sorted = [...contributions].sort((a, b) => b.amount - a.amount);
  if (sorted.length > 0) {
    const second = sorted.length > 1 ? sorted[1].amount : 0;
    if (sorted[0].amount > second) {
      returned[sorted[0].seat] = sorted[0].amount - second;
      left.set(sorted[0].seat, second);
    }
  }
  const stillIn = new Set(contributions.filter((c) => !c.folded).map((c) => c.seat));
  const pots: { amount: number; eligible: string[] }[] = [];
  for (;;) {
    const eligible = [...left].filter(([seat, amount]) => stillIn.has(seat) && amount > 0).map(([seat]) => seat);
    if (eligible.length === 0) break;
    const smallest = Math.min(...eligible.map((seat) => left.get(seat) as number));
    let amount = 0;
    for (const [seat, chips] of left) {
      const taken = Math.min(chips, smallest);
      amount += taken;
      left.set(seat, chips - taken);
    }
    pots.push({ amount, eligible });
  }
  let rest = 0;
  for (const chips of left.values()) rest += chips;
  if (rest > 0) pots[pots.length - 1].amount += rest;

  const won: Record<string, number> = {};
  const buttonIndex = seats.indexOf(button);
  for (const pot of pots) {
    const best = Math.max(...pot.eligible.map((seat) => values[seat]));
    const clockwise: string[] = [];
    for (let k = 1; k <= seats.length; k++) {
      const seat = seats[(buttonIndex + k) % seats.length];
      if (pot.eligible.includes(seat) && values[seat] === best) clockwise.push(seat);
    }
    for (let chip = 0; chip < pot.amount; chip++) {
      const seat = clockwise[chip % clockwise.length];
      won[seat] = (won[seat] ?? 0) + 1;
    }
  }
  return { won, returned };
}

interface Scenario {
  contributions: Contribution[];
  values: Record<string, number>;
  seats: string[];
  button: string;
}

/**
 * 2 to 9 seats with small amounts (so levels repeat), some folded, hand values 0…3 (so hands
 * tie). As in real betting, nobody who folded put in more than the most a seat still in did.
 */
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    entries: fc.array(fc.record({ amount: fc.nat({ max: 60 }), folded: fc.boolean(), value: fc.nat({ max: 3 }) }), {
      minLength: 2,
      maxLength: 9,
    }),
    buttonIndex: fc.nat(),
  })
  .map(({ entries, buttonIndex }) => {
    const seats = entries.map((_, i) => `S${i}`);
    if (entries.every((e) => e.folded)) entries[0].folded = false;
    const maxStillIn = Math.max(...entries.filter((e) => !e.folded).map((e) => e.amount));
    const contributions = entries.map((e, i) => ({
      seat: seats[i],
      amount: e.folded ? Math.min(e.amount, maxStillIn) : e.amount,
      folded: e.folded,
    }));
    const values: Record<string, number> = {};
    entries.forEach((e, i) => {
      if (!e.folded) values[seats[i]] = e.value;
    });
    return { contributions, values, seats, button: seats[buttonIndex % seats.length] };
  });

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

describe('pots: properties against a reference (T10, T18, T19)', () => {
  it('T18: total awarded plus returned equals total contributed (10,000 runs), and matches the reference', () => {
    fc.assert(
      fc.property(scenario, ({ contributions, values, seats, button }) => {
        const { pots, returned } = buildPots(contributions);
        const { awards, totals } = awardPots(pots, values, { seats, button });
        const contributed = sum(contributions.map((c) => c.amount));
        const awarded = sum(awards.flatMap((a) => a.shares.map((s) => s.amount)));
        const back = sum(returned.map((r) => r.amount));
        expect(awarded + back).to.equal(contributed);
        expect(sum(Object.values(totals))).to.equal(awarded);
        const reference = referencePayout(contributions, values, seats, button);
        expect(totals).to.deep.equal(reference.won);
        expect(Object.fromEntries(returned.map((r) => [r.seat, r.amount]))).to.deep.equal(reference.returned);
      }),
      { numRuns: 10000 },
    );
  });

  it('T9: nobody wins more from an opponent than they put in themselves (10,000 runs)', () => {
    fc.assert(
      fc.property(scenario, ({ contributions, values, seats, button }) => {
        const { pots, returned } = buildPots(contributions);
        const back = new Map(returned.map((r) => [r.seat, r.amount]));
        const matched = new Map(contributions.map((c) => [c.seat, c.amount - (back.get(c.seat) ?? 0)]));
        const { awards } = awardPots(pots, values, { seats, button });
        const won = new Map<string, number>();
        for (const award of awards) for (const share of award.shares) won.set(share.seat, (won.get(share.seat) ?? 0) + share.amount);
        for (const [seat, amount] of won) {
          const own = matched.get(seat) as number;
          // What the winner could take at most: from every seat, themselves included, no more than they put in.
          const reachable = sum(contributions.map((c) => Math.min(matched.get(c.seat) as number, own)));
          expect(amount, `${seat} put in ${own}`).to.be.at.most(reachable);
        }
      }),
      { numRuns: 10000 },
    );
  });

  it('T19: odd chips go one at a time clockwise from the first seat left of the button (10,000 runs)', () => {
    fc.assert(
      fc.property(scenario, ({ contributions, values, seats, button }) => {
        const { pots } = buildPots(contributions);
        const { awards } = awardPots(pots, values, { seats, button });
        const buttonIndex = seats.indexOf(button);
        const distanceLeftOfButton = (seat: string) => (seats.indexOf(seat) - buttonIndex - 1 + seats.length) % seats.length;
        for (const award of awards) {
          const pot = pots[award.potIndex];
          const best = Math.max(...pot.eligible.map((seat) => values[seat]));
          const winners = pot.eligible
            .filter((seat) => values[seat] === best)
            .sort((a, b) => distanceLeftOfButton(a) - distanceLeftOfButton(b));
          expect(award.shares.map((s) => s.seat)).to.deep.equal(winners);
          const share = Math.floor(pot.amount / winners.length);
          const odd = pot.amount % winners.length;
          award.shares.forEach((s, k) => expect(s.amount).to.equal(share + (k < odd ? 1 : 0)));
          expect(award.explanation.oddChipSeats).to.deep.equal(winners.slice(0, odd));
        }
      }),
      { numRuns: 10000 },
    );
  });

  it('T10, T18: conservation holds for any contributions, also chips no seat still in matched (10,000 runs)', () => {
    const anyContributions = fc
      .array(fc.record({ amount: fc.nat({ max: 1000 }), folded: fc.boolean() }), { minLength: 1, maxLength: 9 })
      .map((entries) => {
        if (entries.every((e) => e.folded)) entries[0].folded = false;
        return entries.map((e, i) => ({ seat: `S${i}`, amount: e.amount, folded: e.folded }));
      });
    fc.assert(
      fc.property(anyContributions, (contributions) => {
        const { pots, returned } = buildPots(contributions);
        const total = sum(contributions.map((c) => c.amount));
        expect(sum(pots.map((p) => p.amount)) + sum(returned.map((r) => r.amount))).to.equal(total);
        for (const pot of pots) {
          expect(pot.amount).to.be.greaterThan(0);
          expect(pot.eligible.length).to.be.greaterThan(0);
          for (const seat of pot.eligible) expect(contributions.find((c) => c.seat === seat)?.folded).to.equal(false);
        }
        // Side pots shrink: each one's seats are among the previous one's.
        for (let k = 1; k < pots.length; k++) for (const seat of pots[k].eligible) expect(pots[k - 1].eligible).to.include(seat);
      }),
      { numRuns: 10000 },
    );
  });
});
