import fc from 'fast-check';
import type { HandInput } from '../../src/machines/index.js';

/**
 * Random hand inputs for the property tests: any structure, 2 to 10 seats with `stacks`,
 * blinds from 1 chip up with a small blind anywhere from nothing to the big blind, antes,
 * a newcomer's big blind now and then (C3), every house rule, tournament mode, automatic
 * showdowns or not, and a seeded deck.
 */
export function handInputs(shape: { stacks: fc.Arbitrary<number[]>; ante: fc.Arbitrary<number> }): fc.Arbitrary<HandInput> {
  return fc
    .record({
      structure: fc.constantFrom('no-limit' as const, 'pot-limit' as const, 'fixed-limit' as const),
      stacks: shape.stacks,
      big: fc.integer({ min: 1, max: 40 }),
      smallShare: fc.integer({ min: 0, max: 100 }),
      ante: shape.ante,
      button: fc.nat(),
      newcomer: fc.option(fc.nat(), { nil: undefined }),
      houseRules: fc.record({
        underRaise: fc.constantFrom('refuse' as const, 'treat-as-call' as const, 'fill-to-minimum' as const),
        allInReopen: fc.constantFrom('tda' as const, 'half-bet' as const),
        fixedLimitCap: fc.constantFrom('bet-plus-3' as const, 'bet-plus-4' as const),
        headsUpUncapped: fc.boolean(),
      }),
      tournament: fc.boolean(),
      autoShowdown: fc.boolean(),
      deckSeed: fc.integer(),
    })
    .map((r): HandInput => {
      const ids = r.stacks.map((_, i) => `S${i}`);
      return {
        structure: r.structure,
        blinds: { small: Math.floor((r.big * r.smallShare) / 100), big: r.big },
        ante: r.ante,
        seats: r.stacks.map((stack, i) => ({
          id: ids[i],
          stack,
          ...(r.newcomer !== undefined && r.newcomer % 4 === 0 && i === r.newcomer % ids.length ? { postsBigBlind: true } : {}),
        })),
        button: ids[r.button % ids.length],
        houseRules: r.houseRules,
        tournament: r.tournament,
        autoShowdown: r.autoShowdown,
        seed: r.deckSeed,
      };
    });
}
