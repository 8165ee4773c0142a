import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { seededRandom, type RandomSource } from '../../src/core/deck.js';
import { applyHandEvent, runHand, startHand, type HandEvent, type HandInput } from '../../src/core/hand/index.js';
import { decodeSharedHand, encodeSharedHand, type ShareLinkResult } from '../../src/core/history/share.js';
import { readHandHistory } from '../../src/core/history/index.js';
import { handInputs } from '../machines/hand-inputs.js';

/** The checksum the links carry (FNV-1a, four base-36 digits), to write links by hand. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0');
}
const signed = (body: string): string => `${body}.${checksum(body)}`;

const pick = <T>(random: RandomSource, items: readonly T[]): T => items[random() % items.length] as T;

/** A hand played with random legal events (as `playHands` plays), up to `length` events. */
function playRandomHand(input: HandInput, policySeed: number, length: number): HandEvent[] {
  const random = seededRandom(policySeed);
  let state = startHand(input);
  const events: HandEvent[] = [];
  while (state.result === null && events.length < length) {
    const seat = state.toAct;
    const legal = state.legalActions;
    let event: HandEvent;
    if (seat !== null) {
      const options: HandEvent[] = [{ type: 'ACT', seat, action: 'fold' }];
      if (legal.check) options.push({ type: 'ACT', seat, action: 'check' }, { type: 'ACT', seat, action: 'check' });
      if (legal.call) options.push({ type: 'ACT', seat, action: 'call' }, { type: 'ACT', seat, action: 'call' });
      for (const kind of ['bet', 'raise'] as const) {
        const range = legal[kind];
        if (range) options.push({ type: 'ACT', seat, action: kind, to: range.minTo + (random() % (range.maxTo - range.minTo + 1)) });
      }
      if (legal.allIn) options.push({ type: 'ACT', seat, action: 'all-in' });
      event = pick(random, options);
    } else {
      const choices = state.showdownChoices;
      if (!choices?.seat) break;
      event = { type: choices.muck && random() % 2 === 0 ? 'MUCK' : 'SHOW', seat: choices.seat };
    }
    const step = applyHandEvent(state, event);
    expect(step.ok, JSON.stringify(event)).to.equal(true);
    state = step.state;
    events.push(event);
  }
  return events;
}

const names = fc.uniqueArray(
  fc.string({ minLength: 1, maxLength: 8 }).filter((name) => name.trim() === name && name !== ''),
  {
    minLength: 10,
    maxLength: 10,
  },
);

const hands = fc
  .record({
    input: handInputs({
      stacks: fc.array(fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 100, max: 100_000 })), { minLength: 2, maxLength: 10 }),
      ante: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 })),
    }),
    names: fc.option(names, { nil: undefined }),
    policySeed: fc.integer(),
    length: fc.integer({ min: 0, max: 60 }),
    stepShare: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ input, names: given, policySeed, length, stepShare }) => {
    const renamed: HandInput = given
      ? {
          ...input,
          seats: input.seats.map((seat, k) => ({ ...seat, id: given[k] as string })),
          button: given[input.seats.findIndex((seat) => seat.id === input.button)] as string,
        }
      : input;
    const events = playRandomHand(renamed, policySeed, length);
    return { input: renamed, events, step: Math.round((events.length * stepShare) / 100) };
  });

/** The link's checksum (FNV-1a, four base-36 digits), to sign a body changed on purpose. */
function checksumOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0');
}

/** The hand as shared and as read back from its link, played: accepted to the end, the same stacks and log. */
function replayedAlike(
  input: HandInput,
  events: readonly HandEvent[],
  hand: { input: HandInput; events: readonly HandEvent[] },
): { before: ReturnType<typeof runHand>; after: ReturnType<typeof runHand> } {
  const before = runHand(input, events);
  const after = runHand(hand.input, hand.events);
  expect(after.violation).to.equal(null);
  expect(after.stacks).to.deep.equal(before.stacks);
  expect(after.log).to.deep.equal(before.log);
  return { before, after };
}

const decoded = (link: string): Extract<ShareLinkResult, { ok: true }>['hand'] => {
  const result = decodeSharedHand(link);
  if (!result.ok) throw new Error(`${link}: ${JSON.stringify(result.error)}`);
  return result.hand;
};

describe('share links: encodeSharedHand / decodeSharedHand', () => {
  it('T5, T8: a link deals the same cards and replays to the same stacks, pots and log (random hands)', () => {
    fc.assert(
      fc.property(hands, ({ input, events, step }) => {
        const link = encodeSharedHand({ input, events, step });
        expect(link).to.match(/^h1\.[\w.~%-]+$/);
        const hand = decoded(link);
        expect(hand.step).to.equal(step);
        expect(hand.events).to.deep.equal(events);
        const { before, after } = replayedAlike(input, events, hand);
        expect(after.pots).to.deep.equal(before.pots);
        expect(after.state.holeCards).to.deep.equal(before.state.holeCards);
        // Written again, the same link.
        expect(encodeSharedHand(hand)).to.equal(link);
      }),
      { numRuns: 300 },
    );
  });

  it('is short: a six-handed hand to the river in under 150 characters', () => {
    const input: HandInput = {
      structure: 'no-limit',
      blinds: { small: 50, big: 100 },
      seats: ['Anna', 'Ben', 'Carla', 'Dev', 'Eve', 'Finn'].map((id) => ({ id, stack: 10_000 })),
      button: 'Finn',
      seed: 7,
    };
    const events: HandEvent[] = [
      { type: 'ACT', seat: 'Carla', action: 'raise', to: 300 },
      { type: 'ACT', seat: 'Dev', action: 'fold' },
      { type: 'ACT', seat: 'Eve', action: 'call' },
      { type: 'ACT', seat: 'Finn', action: 'fold' },
      { type: 'ACT', seat: 'Anna', action: 'fold' },
      { type: 'ACT', seat: 'Ben', action: 'call' },
      ...(['flop', 'turn', 'river'] as const).flatMap((): HandEvent[] => [
        { type: 'ACT', seat: 'Ben', action: 'check' },
        { type: 'ACT', seat: 'Carla', action: 'check' },
        { type: 'ACT', seat: 'Eve', action: 'check' },
      ]),
    ];
    const link = encodeSharedHand({ input, events });
    expect(link.length, link).to.be.below(150);
    expect(decoded(link).input.holeCards).to.deep.equal(runHand(input, events).state.holeCards);
  });

  it('keeps cards nobody saw unknown (a hand read from a file)', () => {
    const history = readHandHistory(`variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [5000, 5000, 5000]
actions = ['d dh p1 AsKs', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cbr 300', 'p2 f']
`);
    const link = encodeSharedHand({ input: history.input, events: history.events, unknownHoleCards: history.unknownHoleCards });
    const hand = decoded(link);
    expect(hand.unknownHoleCards).to.deep.equal(history.unknownHoleCards);
    expect(Object.keys(hand.input.holeCards ?? {})).to.deep.equal(['p1']);
    expect(runHand(hand.input, hand.events).stacks).to.deep.equal(runHand(history.input, history.events).stacks);
  });

  it('a link cut short anywhere is refused with a code, never read as another hand', () => {
    fc.assert(
      fc.property(hands, fc.nat(), ({ input, events, step }, cut) => {
        const link = encodeSharedHand({ input, events, step });
        const short = link.slice(0, cut % link.length);
        const result = decodeSharedHand(short);
        expect(result.ok, short).to.equal(false);
        if (!result.ok) expect(['share-empty', 'share-not-a-hand', 'share-truncated', 'share-checksum']).to.include(result.error.code);
      }),
      { numRuns: 200 },
    );
  });

  it('a character typed wrong is refused with share-checksum (or another code), never thrown', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~%';
    fc.assert(
      fc.property(hands, fc.nat(), fc.nat(), ({ input, events, step }, at, with_) => {
        const link = encodeSharedHand({ input, events, step });
        const k = at % link.length;
        const replacement = alphabet[with_ % alphabet.length] as string;
        fc.pre(replacement !== link[k]);
        const garbled = link.slice(0, k) + replacement + link.slice(k + 1);
        const result = decodeSharedHand(garbled);
        expect(result.ok, garbled).to.equal(false);
        if (!result.ok) expect(result.error.code).to.match(/^share-/);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a link with or without "#hand=" in front', () => {
    const link = encodeSharedHand({
      input: {
        structure: 'no-limit',
        blinds: { small: 1, big: 2 },
        seats: [
          { id: 'A', stack: 100 },
          { id: 'B', stack: 100 },
        ],
        button: 'B',
        seed: 1,
      },
      events: [{ type: 'ACT', seat: 'B', action: 'fold' }],
    });
    expect(decoded(`#hand=${link}`)).to.deep.equal(decoded(link));
  });

  it('names what is wrong: empty, not a hand, another version, a section that does not read', () => {
    const code = (text: string): unknown => {
      const result = decodeSharedHand(text);
      return result.ok ? 'ok' : result.error;
    };
    expect(code('')).to.deep.equal({ code: 'share-empty' });
    expect(code('#hand=')).to.deep.equal({ code: 'share-empty' });
    expect(code(42 as never)).to.deep.equal({ code: 'share-empty' });
    expect(code('hello')).to.deep.equal({ code: 'share-not-a-hand' });
    expect(code('h4.n_1_2_0.A-2s_B-2s.1.--.0f.0.abcd')).to.deep.equal({ code: 'share-version', version: 4 });
    expect(code('h0.n_1_2_0.A-2s_B-2s.1.--.0f.0.abcd')).to.deep.equal({ code: 'share-version', version: 0 });
    // Version 1 has no cap per street: an eighth setting is not a version 1 link.
    expect(code(signed('h1.f_1_2_0____3-4-4-4.A-2s_B-2s.1.ABCD.1f.0'))).to.deep.equal({ code: 'share-invalid', field: 'settings' });
    expect(code(signed('h2.f_1_2_0____3-4-4.A-2s_B-2s.1.ABCD.1f.0'))).to.deep.equal({ code: 'share-invalid', field: 'settings' });
    expect(code(signed('h2.f_1_2_0____3-0-4-4.A-2s_B-2s.1.ABCD.1f.0'))).to.deep.equal({ code: 'share-invalid', field: 'settings' });
    expect(code(signed('h2.f_1_2_0____3-4-4-4.A-2s_B-2s.1.ABCD.1f.0'))).to.equal('ok');
    expect(code('h1.n_1_2_0.A-2s_B-2s')).to.deep.equal({ code: 'share-truncated' });
    expect(code(signed('h1.x_1_2_0.A-2s_B-2s.1.----.1f.0'))).to.deep.equal({ code: 'share-invalid', field: 'settings' });
    expect(code(signed('h1.n_1_2_0.A-2s.0.--.0f.0'))).to.deep.equal({ code: 'share-invalid', field: 'seats' });
    expect(code(signed('h1.n_1_2_0.A-2s_B-2s.5.----.1f.0'))).to.deep.equal({ code: 'share-invalid', field: 'button' });
    expect(code(signed('h1.n_1_2_0.A-2s_B-2s.1.AAAB.1f.0'))).to.deep.equal({ code: 'share-invalid', field: 'cards' });
    expect(code(signed('h1.n_1_2_0.A-2s_B-2s.1.ABCD.9f.0'))).to.deep.equal({ code: 'share-invalid', field: 'events' });
    expect(code(signed('h1.n_1_2_0.A-2s_B-2s.1.ABCD.1f.2'))).to.deep.equal({ code: 'share-invalid', field: 'step' });
    expect(code(signed('h1.n_1_2_0.A-2s_B-2s.1.ABCD.1f.1'))).to.equal('ok');
  });

  it('T11: a hand the rules refuse is refused with the rule ID (a raise below the minimum) and the event', () => {
    // Blinds 1/2, B (button, small blind) raises to 3: the minimum is 4 (T11).
    const result = decodeSharedHand(signed('h1.n_1_2_0.A-2s_B-2s.1.ABCD.1r3.0'));
    expect(result).to.deep.equal({ ok: false, error: { code: 'share-refused', ruleId: 'T11', index: 0 } });
  });

  it('T6: an action out of turn is refused with T6', () => {
    const result = decodeSharedHand(signed('h1.n_1_2_0.A-2s_B-2s.1.ABCD.0f.0'));
    expect(result).to.deep.equal({ ok: false, error: { code: 'share-refused', ruleId: 'T6', index: 0 } });
  });

  it('encodeSharedHand refuses a hand with a refused event (HoldemError), so every link it writes reads', () => {
    expect(() =>
      encodeSharedHand({
        input: {
          structure: 'no-limit',
          blinds: { small: 1, big: 2 },
          seats: [
            { id: 'A', stack: 100 },
            { id: 'B', stack: 100 },
          ],
          button: 'B',
        },
        events: [{ type: 'ACT', seat: 'A', action: 'fold' }],
      }),
    ).to.throw(/refused/);
  });

  it('T15: a cap per street (limits.maxBetActions) travels in the link, as version 2 (random fixed-limit hands)', () => {
    const capped = fc
      .record({
        input: handInputs({
          stacks: fc.array(fc.integer({ min: 20, max: 2_000 }), { minLength: 2, maxLength: 6 }),
          ante: fc.constant(0),
        }),
        caps: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }),
        smallBet: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
        policySeed: fc.integer(),
        length: fc.integer({ min: 0, max: 60 }),
      })
      .map(({ input, caps, smallBet, policySeed, length }) => {
        const limited: HandInput = {
          ...input,
          structure: 'fixed-limit',
          limits: { ...(smallBet !== undefined ? { smallBet } : {}), maxBetActions: caps },
        };
        return { input: limited, events: playRandomHand(limited, policySeed, length) };
      });
    fc.assert(
      fc.property(capped, ({ input, events }) => {
        const link = encodeSharedHand({ input, events });
        expect(link).to.match(/^h2\.f/);
        const hand = decoded(link);
        expect(hand.input.limits?.maxBetActions).to.deep.equal(input.limits?.maxBetActions);
        expect(hand.input.limits?.smallBet).to.equal(input.limits?.smallBet);
        const { before, after } = replayedAlike(input, events, hand);
        expect(after.state.config.limits).to.deep.equal(before.state.config.limits);
        expect(encodeSharedHand(hand)).to.equal(link);
      }),
      { numRuns: 200 },
    );
  });

  it('T8: the unit a room hand is shown in ($, cents) travels in the link as version 3; chips stay whole chips', () => {
    const input: HandInput = {
      structure: 'no-limit',
      blinds: { small: 50, big: 100 },
      seats: [
        { id: 'Anna', stack: 24715 },
        { id: 'Ben', stack: 23705 },
      ],
      button: 'Ben',
      holeCards: { Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'] },
    };
    const events: HandEvent[] = [{ type: 'ACT', seat: 'Ben', action: 'raise', to: 300 }];
    const link = encodeSharedHand({ input, events, unit: { decimals: 2, currency: 'USD', symbol: '$' } });
    expect(link).to.match(/^h3\.n_1e_2s_0_____2-USD-%24\./);
    const hand = decoded(link);
    expect(hand.unit).to.deep.equal({ decimals: 2, currency: 'USD', symbol: '$' });
    expect(hand.input.seats.map((seat) => seat.stack)).to.deep.equal([24715, 23705]);
    expect(encodeSharedHand(hand)).to.equal(link);
    // No unit, or whole chips: version 1 as before.
    expect(encodeSharedHand({ input, events })).to.match(/^h1\./);
    expect(encodeSharedHand({ input, events, unit: { decimals: 0 } })).to.match(/^h1\./);
    // A code alone, with a cap per street too (fixed limit): both settings in one version 3 link.
    const capped: HandInput = { ...input, structure: 'fixed-limit', limits: { maxBetActions: [4, 4, 4, 4] } };
    const both = decoded(encodeSharedHand({ input: capped, events: [], unit: { decimals: 2, currency: 'EUR' } }));
    expect(both.unit).to.deep.equal({ decimals: 2, currency: 'EUR' });
    expect(both.input.limits?.maxBetActions).to.deep.equal([4, 4, 4, 4]);
  });

  it('a unit that is none (decimals past 8, a currency that is no ISO code) is refused when written and when read', () => {
    const input: HandInput = {
      structure: 'no-limit',
      blinds: { small: 1, big: 2 },
      seats: [
        { id: 'A', stack: 100 },
        { id: 'B', stack: 100 },
      ],
      button: 'B',
    };
    expect(() => encodeSharedHand({ input, events: [], unit: { decimals: 9 } })).to.throw('unit');
    expect(() => encodeSharedHand({ input, events: [], unit: { decimals: 2, currency: 'dollars' } })).to.throw('unit');
    const good = encodeSharedHand({ input, events: [], unit: { decimals: 2, currency: 'USD' } });
    const body = good.slice(0, good.lastIndexOf('.')).replace('2-USD-', 'z-USD-');
    // Signed again, so that only the unit (decimals z = 35) is wrong.
    const result = decodeSharedHand(`${body}.${checksumOf(body)}`);
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error).to.deep.include({ code: 'share-invalid', field: 'settings' });
  });

  it('T15: the cap decides what the link allows: a second raise past a cap of one (the blinds not counted) is refused with T15', () => {
    const input: HandInput = {
      structure: 'fixed-limit',
      blinds: { small: 1, big: 2 },
      limits: { maxBetActions: [1, 1, 1, 1] },
      seats: ['A', 'B', 'C'].map((id) => ({ id, stack: 100 })),
      button: 'C',
      seed: 3,
    };
    // Preflop C raises to 4, the one bet action the cap allows (the blinds are not counted); A may only call or fold.
    const events: HandEvent[] = [
      { type: 'ACT', seat: 'C', action: 'raise', to: 4 },
      { type: 'ACT', seat: 'A', action: 'call' },
    ];
    const link = encodeSharedHand({ input, events });
    expect(link.split('.')[1]).to.equal('f_1_2_0____1-1-1-1');
    const withRaise = link.replace(/\.2r4_0c\.2\.[0-9a-z]{4}$/, '');
    const body = `${withRaise}.2r4_0r6.2`;
    expect(decodeSharedHand(signed(body))).to.deep.equal({ ok: false, error: { code: 'share-refused', ruleId: 'T15', index: 1 } });
    // Without the cap (the default, a bet and three raises) the same raise is allowed.
    const uncapped = encodeSharedHand({
      input: { ...input, limits: {} },
      events: [...events.slice(0, 1), { type: 'ACT', seat: 'A', action: 'raise', to: 6 }],
    });
    expect(uncapped.startsWith('h1.f_1_2_0.')).to.equal(true);
  });

  it('opens a link written before version 2 (version 1, fixed limit with its bet sizes): the same hand at the same step', () => {
    // Written by this kit before caps could be shared.
    const old = 'h1.fa_1_2_0__2_4.Anna-2s_Ben-28--Ben%20B%2E_Carla-3c.2.wuprUCsVDK.2c_0r4_1r6_2f_0c_0b2_1c.5.qo1k';
    const hand = decoded(old);
    expect(hand.step).to.equal(5);
    expect(hand.input).to.deep.include({
      structure: 'fixed-limit',
      blinds: { small: 1, big: 2 },
      ante: 0,
      limits: { smallBet: 2, bigBet: 4 },
      button: 'Carla',
      autoShowdown: true,
    });
    expect(hand.input.seats).to.deep.equal([
      { id: 'Anna', stack: 100 },
      { id: 'Ben', stack: 80, name: 'Ben B.' },
      { id: 'Carla', stack: 120 },
    ]);
    expect(hand.input.holeCards).to.deep.equal({ Anna: ['As', 'Kd'], Ben: ['Qh', 'Qc'], Carla: ['7s', '2d'] });
    expect(hand.input.board).to.deep.equal(['Ks', '7h', '2c', '4d']);
    expect(hand.events).to.deep.equal([
      { type: 'ACT', seat: 'Carla', action: 'call' },
      { type: 'ACT', seat: 'Anna', action: 'raise', to: 4 },
      { type: 'ACT', seat: 'Ben', action: 'raise', to: 6 },
      { type: 'ACT', seat: 'Carla', action: 'fold' },
      { type: 'ACT', seat: 'Anna', action: 'call' },
      { type: 'ACT', seat: 'Anna', action: 'bet', to: 2 },
      { type: 'ACT', seat: 'Ben', action: 'call' },
    ]);
    // Written again today: the same text, still version 1 (no cap to carry).
    expect(encodeSharedHand(hand)).to.equal(old);
    expect(decoded('h1.na_1_2_0.Anna-2s_Ben-28--Ben%20B%2E_Carla-3c.2.wuprUCsVD.2c_0f_1k.3.5jr0').events).to.have.length(3);
  });
});
