/**
 * `npx tsx bench/equity.bench.ts` (part of `npm run bench`): our `equity` against the odds
 * packages in devDependencies, in one process, on two spots:
 *
 * - heads-up before the flop, exact: AsAh against KsKh, all 1,712,304 boards;
 * - three-way on the flop, exact: AsKs, QhQd, 8c7c on 2s 7h Jd (903 turn-river boards).
 *
 * Every peer counts every flop board. Before the flop the peers take about a minute or
 * more each for the full enumeration (poker-odds-calculator has none: it only samples), so
 * by default they are timed on `--peer-boards` (100,000) boards of their own preflop loop
 * (their Monte Carlo, the same work per board) and the time for 1,712,304 boards is
 * extrapolated; `--full` runs poker-odds' and poker-odds-calc's exhaustive enumerations and
 * checks their counts against ours. Rounds are repeated and the median is shown.
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { equity } from '../src/core/equity/index.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const FULL = args.includes('--full');
const PEER_BOARDS = option('peer-boards', 100_000);
const ROUNDS = option('rounds', 5);
const PREFLOP_BOARDS = 1_712_304;

const require = createRequire(import.meta.url);
interface PokerOddsHand {
  wins: number;
  ties: number;
  count: number;
}
const pokerOdds = require('poker-odds') as {
  calculateEquity(hands: string[][], board: string[], iterations?: number, exhaustive?: boolean): PokerOddsHand[];
};
interface PocPlayer {
  getWins(): number;
  getTies(): number;
}
interface PocTable {
  addPlayer(cards: string[]): PocTable;
  setBoard(cards: string[]): PocTable;
  limit(n: number): PocTable;
  exhaustive(): PocTable;
  calculate(): { getPlayers(): PocPlayer[]; getIterations(): number };
}
const { TexasHoldem } = require('poker-odds-calc') as { TexasHoldem: new () => PocTable };
interface CalculatorEquity {
  possibleHandsCount: number;
  bestHandCount: number;
  tieHandCount: number;
}
const calculator = (await import('poker-odds-calculator')) as unknown as {
  CardGroup: { fromString(text: string): unknown };
  OddsCalculator: {
    calculate(groups: unknown[], board?: unknown, variant?: string, iterations?: number): { equities: CalculatorEquity[] };
  };
};

/** Wins and ties per hand, as counts, and the boards counted. */
interface Counts {
  boards: number;
  wins: number[];
  ties: number[];
}

interface Path {
  name: string;
  run(hands: string[][], board: string[], boards?: number): Counts;
}

const ours: Path = {
  name: 'holdem-elements equity',
  run(hands, board) {
    const r = equity({ hands, board });
    return { boards: r.samples, wins: r.hands.map((h) => h.wins), ties: r.hands.map((h) => h.ties) };
  },
};
const peers: Path[] = [
  {
    name: 'poker-odds 1.0.1',
    run(hands, board, boards) {
      const r = pokerOdds.calculateEquity(hands, board, boards ?? 0, board.length === 0 && boards === undefined);
      return { boards: r[0].count, wins: r.map((h) => h.wins), ties: r.map((h) => h.ties) };
    },
  },
  {
    name: 'poker-odds-calc 0.0.14',
    run(hands, board, boards) {
      const table = new TexasHoldem();
      for (const hand of hands) table.addPlayer(hand);
      if (board.length) table.setBoard(board);
      if (boards === undefined) table.exhaustive();
      else table.limit(boards);
      const r = table.calculate();
      return { boards: r.getIterations(), wins: r.getPlayers().map((p) => p.getWins()), ties: r.getPlayers().map((p) => p.getTies()) };
    },
  },
  {
    name: 'poker-odds-calculator 0.4.0',
    run(hands, board, boards) {
      if (board.length === 0 && boards === undefined) throw new Error('no exhaustive preflop');
      const groups = hands.map((h) => calculator.CardGroup.fromString(h.join('')));
      const r = calculator.OddsCalculator.calculate(
        groups,
        board.length ? calculator.CardGroup.fromString(board.join('')) : undefined,
        undefined,
        boards,
      );
      return {
        boards: r.equities[0].possibleHandsCount,
        wins: r.equities.map((e) => e.bestHandCount),
        ties: r.equities.map((e) => e.tieHandCount),
      };
    },
  },
];

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(f: () => Counts, rounds: number): { ms: number; counts: Counts } {
  let counts = f(); // warm-up, and the answer
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    counts = f();
    times.push(performance.now() - start);
  }
  return { ms: median(times), counts };
}
const same = (a: Counts, b: Counts): boolean => a.boards === b.boards && a.wins.join() === b.wins.join() && a.ties.join() === b.ties.join();
const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`);

interface Row {
  spot: string;
  path: string;
  ms: number;
  how: string;
  answer: string;
}
const rows: Row[] = [];

// ---- heads-up preflop, exact ----
const headsUp = [
  ['As', 'Ah'],
  ['Ks', 'Kh'],
];
const ourPreflop = time(() => ours.run(headsUp, []), Math.max(ROUNDS, 9));
// CPU time of the same count: on a machine shared with other work, wall time mostly measures the queue.
const cpuTimes: number[] = [];
for (let i = 0; i < Math.max(ROUNDS, 9); i++) {
  const before = process.cpuUsage();
  ours.run(headsUp, []);
  const used = process.cpuUsage(before);
  cpuTimes.push((used.user + used.system) / 1000);
}
rows.push({ spot: 'heads-up preflop', path: ours.name, ms: ourPreflop.ms, how: 'all 1,712,304 boards', answer: 'reference' });
for (const peer of peers) {
  const exhaustive = FULL && !peer.name.startsWith('poker-odds-calculator');
  if (exhaustive) {
    const start = performance.now();
    const counts = peer.run(headsUp, []);
    const ms = performance.now() - start;
    rows.push({
      spot: 'heads-up preflop',
      path: peer.name,
      ms,
      how: 'all boards (exhaustive)',
      answer: same(counts, ourPreflop.counts) ? 'same counts' : `DIFFERENT ${JSON.stringify(counts)}`,
    });
  } else {
    const { ms } = time(() => peer.run(headsUp, [], PEER_BOARDS), 1);
    rows.push({
      spot: 'heads-up preflop',
      path: peer.name,
      ms: (ms * PREFLOP_BOARDS) / PEER_BOARDS,
      how: `${PEER_BOARDS.toLocaleString('en-US')} sampled boards, × ${(PREFLOP_BOARDS / PEER_BOARDS).toFixed(2)}`,
      answer: 'sampled (not compared)',
    });
  }
}

// ---- three-way flop, exact ----
const threeWay = [
  ['As', 'Ks'],
  ['Qh', 'Qd'],
  ['8c', '7c'],
];
const flop = ['2s', '7h', 'Jd'];
const ourFlop = time(() => {
  let counts = ours.run(threeWay, flop);
  for (let i = 1; i < 100; i++) counts = ours.run(threeWay, flop);
  return counts;
}, ROUNDS);
rows.push({ spot: 'three-way flop', path: ours.name, ms: ourFlop.ms / 100, how: 'all 903 boards (×100 per round)', answer: 'reference' });
for (const peer of peers) {
  const { ms, counts } = time(() => peer.run(threeWay, flop), ROUNDS);
  rows.push({
    spot: 'three-way flop',
    path: peer.name,
    ms,
    how: 'all 903 boards',
    answer: same(counts, ourFlop.counts) ? 'same counts' : `DIFFERENT ${JSON.stringify(counts)}`,
  });
}

// ---- the table ----
console.log(
  `equity: node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, load average ${loadavg()[0].toFixed(2)}`,
);
console.log(
  `ours: heads-up preflop ${ourPreflop.counts.wins.join(' / ')} wins, ${ourPreflop.counts.ties[0]} ties of ${ourPreflop.counts.boards}; three-way flop wins ${ourFlop.counts.wins.join(' / ')}\n`,
);
const header = ['spot', 'library', 'time', 'ours is ×', 'how', 'answer'];
const table = rows.map((r) => {
  const ourMs = r.spot === 'heads-up preflop' ? ourPreflop.ms : ourFlop.ms / 100;
  return [r.spot, r.path, fmt(r.ms), r.path === ours.name ? '1' : `${(r.ms / ourMs).toFixed(0)}× faster`, r.how, r.answer];
});
const widths = header.map((h, c) => Math.max(h.length, ...table.map((r) => r[c].length)));
const line = (cells: string[]): string => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
table.forEach((r) => console.log(line(r)));
const fastestPeer = (spot: string): number => Math.min(...rows.filter((r) => r.spot === spot && r.path !== ours.name).map((r) => r.ms));
console.log(`\nours, heads-up preflop exact: ${fmt(ourPreflop.ms)} wall, ${fmt(median(cpuTimes))} CPU (median of ${cpuTimes.length})`);
console.log(
  `goals: heads-up preflop exact under 100 ms: ${ourPreflop.ms < 100 ? 'yes' : 'no'} (${fmt(ourPreflop.ms)}); ` +
    `≥ 10× the fastest peer: preflop ${(fastestPeer('heads-up preflop') / ourPreflop.ms).toFixed(0)}×, ` +
    `three-way flop ${(fastestPeer('three-way flop') / (ourFlop.ms / 100)).toFixed(0)}×`,
);
