import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { HoldemError, runHand } from '../../src/core/index.js';
import { readHandHistories, writeHandHistory } from '../../src/core/history/index.js';

/**
 * Malformed files never crash: random text and random edits of valid files (characters
 * deleted or inserted, lines swapped or repeated) either read, or throw a HoldemError with a
 * code. What reads also replays through runHand and writes in both formats without any
 * other error.
 */

/** Reads `text` and uses what it gives; returns the error code, or 'ok'. */
function outcome(text: string): string {
  try {
    for (const hand of readHandHistories(text)) {
      runHand(hand.input, hand.events);
      for (const format of ['phh', 'pokerstars'] as const) {
        try {
          writeHandHistory(format, hand.input, hand.events, hand);
        } catch (error) {
          if (!(error instanceof HoldemError)) throw error;
        }
      }
    }
    return 'ok';
  } catch (error) {
    if (!(error instanceof HoldemError))
      throw new Error(`not a HoldemError for ${JSON.stringify(text)}: ${String(error)}`, { cause: error });
    expect(error.code, error.message).to.be.a('string').and.not.equal('');
    return String(error.code);
  }
}

type Edit =
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'swap'; at: number; other: number }
  | { kind: 'repeat'; at: number };

/** Pieces that mean something in either format, so that edits reach past the syntax checks. */
const PIECES = [
  '??',
  'p9',
  ' cbr 1',
  ' cc',
  ' f',
  ' sm',
  "'",
  '"',
  '[',
  ']',
  '\n',
  '=',
  '#',
  '0',
  '-1',
  '1e9',
  '.5',
  'As',
  'Kd',
  ' and is all-in',
  ': folds',
  ': checks',
  '*** FLOP *** [2c 3c 4c]',
  'Seat 9: x (10 in chips)',
  ': posts big blind 10',
  '\n[2]\n',
  'NT',
  'FT',
  'PO',
];

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...PIECES)),
  }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
);

function applyEdits(text: string, edits: readonly Edit[]): string {
  for (const e of edits) {
    if (e.kind === 'delete') {
      const at = e.at % Math.max(1, text.length);
      text = text.slice(0, at) + text.slice(at + e.length);
    } else if (e.kind === 'insert') {
      const at = e.at % (text.length + 1);
      text = text.slice(0, at) + e.text + text.slice(at);
    } else {
      const lines = text.split('\n');
      const at = e.at % lines.length;
      if (e.kind === 'swap') {
        const other = e.other % lines.length;
        [lines[at], lines[other]] = [lines[other], lines[at]];
      } else {
        lines.splice(at, 0, lines[at]);
      }
      text = lines.join('\n');
    }
  }
  return text;
}

async function validFiles(): Promise<string[]> {
  const names = ['nl-000001', 'nl-000002', 'nl-000010', 'fl-000004', 'fl-000005', 'fl-000029'];
  const phh = await Promise.all(names.map(async (name) => (await fetch(`/test/fixtures/phh/${name}.phh`)).text()));
  const stars = phh.map((text) => {
    const [hand] = readHandHistories(text);
    return writeHandHistory('pokerstars', hand.input, hand.events, { ...hand, decimals: 2, currency: 'USD', rake: 1 });
  });
  return [...phh, ...stars, `[1]\n${phh[0]}\n[2]\n${phh[3]}`];
}

describe('hand histories: malformed text never crashes (fast-check)', () => {
  it('random text reads as a hand or throws a HoldemError with a code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => void outcome(text)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('PokerStars Hand #1: ', 'variant = "NT"\n', '[1]\n'),
        fc.string({ maxLength: 200 }),
        (head, rest) => void outcome(head + rest),
      ),
      { numRuns: 300 },
    );
  });

  it('random edits of valid PHH, .phhs and PokerStars files read or throw a HoldemError; some still read', async () => {
    const files = await validFiles();
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.array(edit, { minLength: 1, maxLength: 4 }), (text, edits) => {
        const code = outcome(applyEdits(text, edits));
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }),
      { numRuns: 800 },
    );
    expect(codes.get('ok') ?? 0, 'edits that still read').to.be.greaterThan(0);
    expect(codes.size, [...codes.keys()].join(', ')).to.be.greaterThan(4);
  });
});
