/**
 * `npm run bench`: our `rank7` against the peer evaluators in devDependencies, on the same
 * seeded random seven-card hands, in one process. Rounds are interleaved (every path once
 * per round, round-robin) and each path's median rate is reported. Every result is summed
 * into a checksum so no call can be optimised away.
 *
 * Options: --hands N (default 1,000,000), --rounds N (5), --slow-hands N (20,000 for the
 * slow paths; rates are per evaluation, so rows with fewer hands still compare).
 */
// Imported first, so the table build it reports happens in a cold process.
import { TABLE_BUILD_MS } from '../src/core/evaluator-tables.js';
import { HAND_CATEGORIES, categoryOf, evaluate } from '../src/core/evaluate.js';
import { rank7 } from '../src/core/rank.js';
import { ALL_CARDS } from '../src/core/cards.js';
import { seededRandom, randomInt, type RandomSource } from '../src/core/deck.js';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';

const fmt = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const HANDS = option('hands', 1_000_000);
const ROUNDS = option('rounds', 5);
const SLOW_HANDS = option('slow-hands', 20_000);

// ---- peers, loaded through their public entry points (CommonJS) ----
const require = createRequire(import.meta.url);
type Eval7 = (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
const phe = require('phe') as { evaluateCardCodes(codes: number[]): number };
// phe's own seven-card function, which `evaluateCardCodes` reaches through `apply`.
const pheEvaluate7 = require('phe/lib/evaluator7.js') as Eval7;
const pokerEvaluator = require('poker-evaluator') as {
  evalHand(cards: number[]): { value: number };
  evalCard(index: number): number;
};
const pokersolver = require('pokersolver') as { Hand: { solve(cards: string[]): { rank: number } } };
// poker-ts exports only its Table; its seven-card evaluator is lib/hand.js, on Card objects
// with ranks 0 (deuce) … 12 (ace) and suits clubs 0, diamonds 1, hearts 2, spades 3.
interface PokerTsCard {
  rank: number;
  suit: number;
}
const pokerTsHand = (
  require('poker-ts/dist/lib/hand.js') as {
    default: { of(cards: PokerTsCard[]): { ranking(): number; strength(): number } };
  }
).default;
const PokerTsCard = (require('poker-ts/dist/lib/card.js') as { default: new (rank: number, suit: number) => PokerTsCard }).default;

// ---- the hands ----
function dealHands(count: number, random: RandomSource): Uint8Array {
  const hands = new Uint8Array(count * 7);
  const deck = Uint8Array.from({ length: 52 }, (_, i) => i);
  for (let h = 0; h < count; h++) {
    for (let i = 0; i < 7; i++) {
      const j = i + randomInt(52 - i, random);
      const card = deck[i];
      deck[i] = deck[j];
      deck[j] = card;
      hands[h * 7 + i] = deck[i];
    }
  }
  return hands;
}

const hands = dealHands(HANDS, seededRandom('holdem-elements bench'));
// Conversions for each library, outside the timed loops. phe numbers cards as we do
// (rank * 4 + suit, spades hearts diamonds clubs); poker-evaluator uses rank * 4 + 1 … 4
// with clubs 1, diamonds 2, hearts 3, spades 4.
const PE_SUIT = [4, 3, 2, 1];
const peCode = (code: number): number => (code >> 2) * 4 + PE_SUIT[code & 3];
const asArrays = (codes: Uint8Array, count: number, map: (c: number) => number): number[][] =>
  Array.from({ length: count }, (_, h) => Array.from(codes.subarray(h * 7, h * 7 + 7), map));
const pheArrays = asArrays(hands, HANDS, (c) => c);
const peHands = hands.map(peCode);
const peArrays = asArrays(hands, HANDS, peCode);
const slowCount = Math.min(SLOW_HANDS, HANDS);
const PT_SUIT = [3, 2, 1, 0];
const pokerTsCards = Array.from({ length: slowCount }, (_, h) =>
  Array.from(hands.subarray(h * 7, h * 7 + 7), (c) => new PokerTsCard(c >> 2, PT_SUIT[c & 3])),
);
const cardText = Array.from({ length: slowCount }, (_, h) => Array.from(hands.subarray(h * 7, h * 7 + 7), (c) => ALL_CARDS[c] as string));

// poker-evaluator's HandRanks.dat read into a Uint32Array: the chained lookup it implements
// with Buffer.readUInt32LE, done with a typed array instead (our loop over its table).
const handRanksFile = join(require.resolve('poker-evaluator/package.json'), '..', 'data', 'HandRanks.dat');
const handRanksBytes = readFileSync(handRanksFile);
const HAND_RANKS = new Uint32Array(handRanksBytes.buffer, handRanksBytes.byteOffset, handRanksBytes.byteLength >> 2);

// ---- timed paths: each returns a checksum of the values it computed ----
interface Path {
  library: string;
  path: string;
  count: number;
  run(): number;
  /** Called before each round, outside the timing. */
  prepare?(round: number): void;
}

function sumRank7(h: Uint8Array, count: number): number {
  let sum = 0;
  for (let i = 0, end = count * 7; i < end; i += 7) sum += rank7(h[i], h[i + 1], h[i + 2], h[i + 3], h[i + 4], h[i + 5], h[i + 6]);
  return sum;
}

let fresh = dealHands(HANDS, seededRandom('fresh 0'));
const paths: Path[] = [
  { library: 'holdem-elements', path: 'rank7(c0 … c6)', count: HANDS, run: () => sumRank7(hands, HANDS) },
  {
    library: 'holdem-elements',
    path: 'rank7, new hands every round',
    count: HANDS,
    prepare: (round) => (fresh = dealHands(HANDS, seededRandom(`fresh ${round}`))),
    run: () => sumRank7(fresh, HANDS),
  },
  {
    library: 'holdem-elements',
    path: "evaluate(['As', …]) full result",
    count: slowCount,
    run: () => {
      let sum = 0;
      for (let h = 0; h < slowCount; h++) sum += evaluate(cardText[h]).value;
      return sum;
    },
  },
  {
    library: 'phe 0.6.0',
    path: 'evaluateCardCodes(codes)',
    count: HANDS,
    run: () => {
      let sum = 0;
      for (let h = 0; h < HANDS; h++) sum += phe.evaluateCardCodes(pheArrays[h]);
      return sum;
    },
  },
  {
    library: 'phe 0.6.0',
    path: 'lib/evaluator7 (internal)',
    count: HANDS,
    run: () => {
      let sum = 0;
      const h = hands;
      for (let i = 0, end = HANDS * 7; i < end; i += 7)
        sum += pheEvaluate7(h[i], h[i + 1], h[i + 2], h[i + 3], h[i + 4], h[i + 5], h[i + 6]);
      return sum;
    },
  },
  {
    library: 'poker-evaluator 2.1.1',
    path: 'evalHand(numbers)',
    count: HANDS,
    run: () => {
      let sum = 0;
      for (let h = 0; h < HANDS; h++) sum += pokerEvaluator.evalHand(peArrays[h]).value;
      return sum;
    },
  },
  {
    library: 'poker-evaluator 2.1.1',
    path: 'chained evalCard (internal)',
    count: HANDS,
    run: () => {
      let sum = 0;
      const h = peHands;
      const next = pokerEvaluator.evalCard;
      for (let i = 0, end = HANDS * 7; i < end; i += 7) {
        let p = 53;
        for (let k = 0; k < 7; k++) p = next(p + h[i + k]);
        sum += p;
      }
      return sum;
    },
  },
  {
    library: 'poker-evaluator 2.1.1',
    path: 'its table, Uint32Array chain',
    count: HANDS,
    run: () => {
      let sum = 0;
      const h = peHands;
      const t = HAND_RANKS;
      for (let i = 0, end = HANDS * 7; i < end; i += 7) {
        sum += t[t[t[t[t[t[t[53 + h[i]] + h[i + 1]] + h[i + 2]] + h[i + 3]] + h[i + 4]] + h[i + 5]] + h[i + 6]];
      }
      return sum;
    },
  },
  {
    library: 'poker-ts 1.5.0',
    path: 'lib/hand Hand.of(cards) (internal)',
    count: slowCount,
    run: () => {
      let sum = 0;
      for (let h = 0; h < slowCount; h++) {
        const hand = pokerTsHand.of(pokerTsCards[h]);
        sum += hand.ranking() * 371_293 + hand.strength();
      }
      return sum;
    },
  },
  {
    library: 'pokersolver 2.1.4',
    path: "Hand.solve(['As', …])",
    count: slowCount,
    run: () => {
      let sum = 0;
      for (let h = 0; h < slowCount; h++) sum += pokersolver.Hand.solve(cardText[h]).rank;
      return sum;
    },
  },
];

// ---- the conversions are right: peers agree with us on the first hands ----
// Orders are compared on consecutive hands; categories directly. A peer that ranks some
// hands wrongly shows up here as a count, not as an error.
function crossCheck(): string[] {
  const ours = Array.from({ length: slowCount }, (_, h) => {
    const i = h * 7;
    return rank7(hands[i], hands[i + 1], hands[i + 2], hands[i + 3], hands[i + 4], hands[i + 5], hands[i + 6]);
  });
  const ourCategory = ours.map((v) => 8 - HAND_CATEGORIES.indexOf(categoryOf(v))); // 0 = high card
  const orderMisses = (theirs: number[]): number =>
    theirs.slice(1).filter((t, h) => Math.sign(t - theirs[h]) !== Math.sign(ours[h + 1] - ours[h])).length;
  const categoryMisses = (theirs: number[]): number => theirs.filter((c, h) => c !== ourCategory[h]).length;
  const phe7 = ours.map(
    (_, h) => -pheEvaluate7(...(Array.from(hands.subarray(h * 7, h * 7 + 7)) as [number, number, number, number, number, number, number])),
  );
  const pe = ours.map((_, h) => pokerEvaluator.evalHand(peArrays[h]).value);
  const pt = pokerTsCards.map((cards) => pokerTsHand.of(cards.slice()));
  const ps = cardText.map((cards) => pokersolver.Hand.solve(cards).rank);
  const report = (name: string, misses: number): string => `${name}: ${misses === 0 ? 'agrees' : `${fmt(misses)} disagreements`}`;
  return [
    report('phe order', orderMisses(phe7)),
    report('poker-evaluator order', orderMisses(pe)),
    report('poker-evaluator category', categoryMisses(pe.map((v) => (v >> 12) - 1))),
    report('poker-ts order', orderMisses(pt.map((h) => h.ranking() * 371_293 + h.strength()))),
    report('poker-ts category', categoryMisses(pt.map((h) => Math.min(h.ranking(), 8)))),
    report('pokersolver category', categoryMisses(ps.map((r) => r - 1))),
  ];
}

// ---- rounds ----
const rates: number[][] = paths.map(() => []);
const checksums: number[][] = paths.map(() => []);
for (let round = 0; round <= ROUNDS; round++) {
  // Round 0 warms every path up and is not counted.
  paths.forEach((p, i) => {
    p.prepare?.(round);
    const start = performance.now();
    const checksum = p.run();
    const ms = performance.now() - start;
    if (round > 0) {
      rates[i].push((p.count / ms) * 1000);
      checksums[i].push(checksum);
    }
  });
}
const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rateOf = paths.map((_, i) => median(rates[i]));
const ours = rateOf[0];

const mega = (n: number): string => `${(n / 1e6).toFixed(2)} M/s`;
console.log(
  `${fmt(HANDS)} seeded random 7-card hands (the first ${fmt(slowCount)} for the slow paths), ${ROUNDS} interleaved rounds, median rate`,
);
console.log(
  `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end\n`,
);
const header = ['library', 'path', 'hands', 'evaluations/s', 'rate ÷ rank7', 'rank7 ÷ rate'];
const rows = paths.map((p, i) => [
  p.library,
  p.path,
  fmt(p.count),
  mega(rateOf[i]),
  `${(rateOf[i] / ours).toFixed(3)}×`,
  `${(ours / rateOf[i]).toFixed(2)}×`,
]);
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
const line = (r: string[]): string => `| ${r.map((x, c) => (c >= 2 ? x.padStart(widths[c]) : x.padEnd(widths[c]))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w, c) => (c >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
rows.forEach((r) => console.log(line(r)));
console.log(`\ncross-check on the first ${fmt(slowCount)} hands: ${crossCheck().join('; ')}`);
const unstable = paths.filter((_, i) => new Set(checksums[i]).size > 1 && i !== 1).map((p) => p.path);
if (unstable.length) console.log(`\nchecksums differ between rounds for: ${unstable.join(', ')}`);

// ---- table build time and size ----

// Build time in fresh Node processes that load the tables bundled as plain JavaScript.
const dir = mkdtempSync(join(tmpdir(), 'holdem-bench-'));
let coldRuns: number[];
let gzipAll: number, gzipOwn: number, minified: number;
try {
  const tablesFile = join(dir, 'tables.mjs');
  await build({ entryPoints: ['src/core/evaluator-tables.ts'], bundle: true, format: 'esm', outfile: tablesFile, logLevel: 'warning' });
  writeFileSync(join(dir, 'cold.mjs'), `import { TABLE_BUILD_MS } from './tables.mjs';\nconsole.log(TABLE_BUILD_MS);\n`);
  coldRuns = Array.from({ length: 7 }, () => Number(execFileSync(process.execPath, [join(dir, 'cold.mjs')], { encoding: 'utf8' })));

  const bundle = async (external: string[]): Promise<Uint8Array> => {
    const out = await build({
      entryPoints: ['src/core/evaluate.ts'],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external,
      logLevel: 'warning',
    });
    return out.outputFiles[0].contents;
  };
  const all = await bundle([]);
  minified = all.length;
  gzipAll = gzipSync(all, { level: 9 }).length;
  gzipOwn = gzipSync(await bundle(['./cards.js', './errors.js']), { level: 9 }).length;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\ntables built at load: ${TABLE_BUILD_MS.toFixed(1)} ms in this process; fresh processes: ${coldRuns.map((t) => t.toFixed(1)).join(', ')} ms (median ${median(coldRuns).toFixed(1)} ms)`,
);
console.log(
  `evaluator code (esbuild bundle of src/core/evaluate.ts, minified): ${fmt(minified)} B, gzip -9 ${fmt(gzipAll)} B with cards and errors, ${fmt(gzipOwn)} B without`,
);

// ---- requirements ----
const bestOf = (which: (p: Path) => boolean): number => Math.max(...rateOf.filter((_, i) => which(paths[i])));
const pheBest = bestOf((p) => p.library.startsWith('phe '));
const peerBest = bestOf((p) => p.library !== 'holdem-elements');
const checks: [string, boolean][] = [
  [`rank7 at least 1.5 × phe's fastest path (${(ours / pheBest).toFixed(2)}×)`, ours >= 1.5 * pheBest],
  [`rank7 ahead of every peer path (${(ours / peerBest).toFixed(2)}× the fastest)`, ours > peerBest],
  [`evaluator under 12 kB gzipped (${fmt(gzipAll)} B)`, gzipAll < 12_000],
  [`tables built in under 50 ms (median ${median(coldRuns).toFixed(1)} ms)`, median(coldRuns) < 50],
];
console.log('');
for (const [what, ok] of checks) console.log(`${ok ? 'OK  ' : 'FAIL'} ${what}`);
if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
