/**
 * Reading PokerStars text: one hand or many one after another, cash or tournament,
 * Hold'em no-limit (and limit and pot-limit, which the same lines describe). Seat ids are
 * the players' names, in the order of the seat lines; the table's seat numbers are kept.
 * Amounts are read in the file's smallest unit (cents for `$0.05`). What the file shows of
 * the cards (`Dealt to`, `shows`, `mucked [..]` in the summary) is kept; cards nobody saw
 * stay unknown. The pots are checked as tracking tools check them: the total pot is what
 * the players put in, and the side pots and the rake add up to it.
 */
import type { HouseRules } from '../betting.js';
import { isCard, type Card } from '../cards.js';
import type { HandInput, HandSeatInput, HandState } from '../hand/types.js';
import { hasOwn, put } from '../records.js';
import { decimalsOf, toChips, unitDecimals } from './amounts.js';
import { HoldemError } from '../errors.js';
import { fail } from './errors.js';
import { buildHand, type HistoryStep } from './steps.js';
import type { HandHistory, HandHistoryDifference, HandHistoryTime, ReadHand } from './types.js';

const HAND_START = /^\uFEFF?\s*PokerStars (?:Zoom |Home Game |Rush )?(?:Hand|Game) #/;
const GAMES: Readonly<Record<string, HandInput['structure']>> = {
  "Hold'em No Limit": 'no-limit',
  "Hold'em Pot Limit": 'pot-limit',
  "Hold'em Limit": 'fixed-limit',
};
const STATUS =
  /^(?:is sitting out|sits out|has returned|is back|is disconnected|is connected|has timed out.*|timed out.*|will be allowed to play after the button|leaves the table|stands up|re-buys and receives.*|is the table leader|finished the tournament.*|wins the tournament.*)$/;

/** A line of an archive between hands: `*********** # 97 **************`, sometimes with a leading space. */
export const ARCHIVE_SEPARATOR = /^\s*\*{3,}\s*#\s*\d+\s*\*{3,}\s*$/;

interface Line {
  text: string;
  number: number;
}

/** Every hand of PokerStars text. Throws `HandHistoryError` with the line for anything malformed. */
export function readPokerStars(text: string): HandHistory[] {
  return readPokerStarsHands(text).map((read) => {
    if (!read.ok) throw read.error;
    return read.hand;
  });
}

/** Every hand of PokerStars text, each read or refused on its own (a refused hand does not stop the others). */
export function readPokerStarsHands(text: string): ReadHand[] {
  const all = text.split(/\r?\n|\r/).map((line, k) => ({ text: line.replace(/^\uFEFF/, '').trimEnd(), number: k + 1 }));
  const hands: Line[][] = [];
  for (const line of all) {
    if (HAND_START.test(line.text)) hands.push([]);
    else if (ARCHIVE_SEPARATOR.test(line.text)) continue;
    else if (hands.length === 0) {
      if (line.text.trim() !== '') fail('history-syntax', 'a PokerStars hand starts with "PokerStars Hand #"', line.number);
      continue;
    }
    hands[hands.length - 1].push(line);
  }
  if (hands.length === 0) fail('history-empty', 'no "PokerStars Hand #" line');
  return hands.map((lines) => {
    try {
      return { ok: true, hand: readHand(lines) };
    } catch (error) {
      if (!(error instanceof HoldemError)) throw error;
      const number = /#\s*(\d+)/.exec(lines[0].text);
      return { ok: false, error, name: number === null ? null : number[1] };
    }
  });
}

interface Amount {
  raw: string;
  line: number;
}

type Entry =
  | { kind: 'post'; line: number; seat: string; post: 'small' | 'big' | 'ante'; amount: Amount; allIn: boolean }
  | { kind: 'act'; line: number; seat: string; move: 'fold' | 'check' | 'call' | 'bet' | 'raise'; by?: Amount; to?: Amount }
  | { kind: 'board'; line: number; size: number }
  | { kind: 'decision'; line: number; seat: string; decision: 'show' | 'muck' };

function readHand(lines: Line[]): HandHistory {
  const [head] = lines;
  const amounts: Amount[] = [];
  const amount = (raw: string, line: number): Amount => {
    const a = { raw, line };
    amounts.push(a);
    return a;
  };
  let symbol: string | undefined;
  /** An amount as written (`$0.05`, `1,500`): its number, the currency symbol noted. */
  const money = (written: string, line: number): Amount => {
    const match = /^([^\d\s]*)(\d[\d,]*(?:\.\d+)?)$/.exec(written);
    if (!match) fail('history-syntax', `"${written}" is not an amount`, line);
    // A sign is no currency: "calls -100" is no amount a player can put in.
    if (/[-+\u2212]/.test(match[1])) fail('history-invalid-field', `"${written}" is not an amount: amounts have no sign`, line);
    if (match[1] !== '') {
      if (symbol !== undefined && symbol !== match[1])
        fail('history-inconsistent', `"${written}" is in another currency than the hand's ${symbol}: two currencies in one hand`, line);
      symbol = match[1];
    }
    return amount(match[2], line);
  };

  // The header: the hand, the game, the stakes, the date.
  const header = /^\uFEFF?\s*PokerStars (?:Zoom |Home Game |Rush )?(?:Hand|Game) #(\d+):\s*(.*)$/.exec(head.text);
  if (!header) fail('history-syntax', 'a PokerStars hand starts with "PokerStars Hand #<number>:"', head.number);
  // A home game names its club first: "{The Club} Hold'em No Limit (1/2)".
  const rest = header[2].replace(/^\{[^}]*\}\s*/, '');
  // A cap game ("$10 Cap") limits what a player may put in a hand: not played here.
  const cap = /(?:^|[\s(,-])(\S+ Cap)\b/.exec(rest);
  if (cap) fail('history-unsupported', `a cap game ("${cap[1]}": a player puts in at most that a hand) is not played here`, head.number);
  const tournament =
    /^Tournament #(\d+), (.*?)\s*(?:Mixed [^(]*?\()?(Hold'em (?:No Limit|Pot Limit|Limit))\)?\s+-\s+(?:.*?, )?Level (\S+) \(([^)]*)\) - (.*)$/.exec(
      rest,
    );
  // A mixed game names the game of the hand in brackets with the stakes: "Mixed Hold'em (Hold'em Limit, $0.10/$0.20)".
  const cash =
    /^(Hold'em (?:No Limit|Pot Limit|Limit)) \(([^)]*)\) - (.*)$/.exec(rest) ??
    /^Mixed [^(]*?\((Hold'em (?:No Limit|Pot Limit|Limit)), ([^)]*)\) - (.*)$/.exec(rest);
  if (!tournament && !cash) {
    const game = /^(?:Tournament #\d+, .*?\s)?([A-Z][^(-]*?)\s*(?:-|\()/.exec(rest)?.[1] ?? rest;
    // A Hold'em header the reader cannot read is named as it is, not called another game.
    if (/^(?:Mixed .*)?Hold'em (?:No Limit|Pot Limit|Limit)\b/.test(game.trim()) || /Hold'em (?:No Limit|Pot Limit|Limit)/.test(rest))
      fail(
        'history-syntax',
        `cannot read the header "${rest}": the game, stakes and date as "Hold'em No Limit ($0.01/$0.02 USD) - 2024/01/17 21:04:11 ET"`,
        head.number,
      );
    fail('unsupported-variant', `"${game.trim()}" is not played here: only Hold'em (No Limit, Limit, Pot Limit)`, head.number);
  }
  const game = tournament ? tournament[3] : (cash as RegExpExecArray)[1];
  const stakesText = tournament ? tournament[5] : (cash as RegExpExecArray)[2];
  const stakes = /^(\S+)\/(\S+)(?: ([A-Z]{3}))?$/.exec(stakesText);
  if (!stakes) fail('history-syntax', `"(${stakesText})" is not the stakes: write them as (small/big)`, head.number);
  const stakeSmall = money(stakes[1], head.number);
  const stakeBig = money(stakes[2], head.number);
  const currency = stakes[3];
  const when = /(\d{4})\/(\d{1,2})\/(\d{1,2}) (\d{1,2}:\d{2}:\d{2})(?: ([A-Z]{2,5}))?/.exec(
    tournament ? tournament[6] : (cash as RegExpExecArray)[3],
  );

  // The table and the seats.
  const tableLine = lines[1];
  // Old files have no "N-max": "Table 'Altair II' Seat #1 is the button".
  const table = tableLine === undefined ? null : /^Table '(.*)'(?: (\d+)-max\b)?.*?Seat #(\d+) is the button/.exec(tableLine.text);
  if (!table)
    fail(
      'history-missing-field',
      `the second line names the table and the button: "Table '…' 6-max Seat #1 is the button"`,
      tableLine?.number ?? head.number,
    );
  const buttonNumber = Number(table[3]);
  interface SeatLine {
    number: number;
    name: string;
    stack: Amount;
    line: number;
    out: boolean;
  }
  const seatLines: SeatLine[] = [];
  let k = 2;
  for (; k < lines.length; k++) {
    const line = lines[k];
    const seat = /^Seat (\d+): (.+?) \((\S+) in chips(?:[,;][^)]*)?\)(.*)$/.exec(line.text);
    if (!seat) break;
    if (seatLines.some((s) => s.name === seat[2])) fail('duplicate-seat', `two seats are named "${seat[2]}"`, line.number);
    if (seatLines.some((s) => s.number === Number(seat[1]))) fail('duplicate-seat', `seat ${seat[1]} appears twice`, line.number);
    seatLines.push({
      number: Number(seat[1]),
      name: seat[2],
      stack: money(seat[3], line.number),
      line: line.number,
      out: /sitting out|out of hand/.test(seat[4]),
    });
  }
  if (seatLines.length === 0)
    fail('history-missing-field', 'no seat lines ("Seat 1: name (1500 in chips)")', lines[k]?.number ?? tableLine.number);
  const names = seatLines.map((s) => s.name).sort((a, b) => b.length - a.length);
  /** The player a line is about, and the rest of the line: `name: rest`. */
  const speaker = (text: string): [string, string] | null => {
    for (const name of names) if (text.startsWith(`${name}: `)) return [name, text.slice(name.length + 2)];
    return null;
  };
  const subject = (text: string): string | null => {
    for (const name of names) if (text === name || text.startsWith(`${name} `)) return name;
    return null;
  };

  // The body.
  const entries: Entry[] = [];
  const known = new Map<string, { cards: Card[]; line: number }>();
  const boardCards: Card[] = [];
  const sittingOut = new Set<string>(seatLines.filter((s) => s.out).map((s) => s.name));
  const active = new Set<string>();
  const sittingOutFolds: { seat: string; line: number }[] = [];
  const collected: { seat: string; amount: Amount; line: number }[] = [];
  let totalPot: { total: Amount; pots: Amount[]; rake: Amount | null; line: number } | null = null;
  let section: 'posts' | 'play' | 'summary' = 'posts';
  const cardsOf = (text: string, line: number): Card[] => {
    const cards = text.trim().split(/\s+/).filter(Boolean);
    for (const card of cards)
      if (!isCard(card)) fail('unknown-card', `"${card}" is not a card: a rank (2–9, T, J, Q, K, A) and a suit (c, d, h, s)`, line);
    return cards as Card[];
  };
  const learn = (seat: string, cards: Card[], line: number): void => {
    if (cards.length !== 2) fail('history-inconsistent', `${seat} has two hole cards in Texas Hold'em, not ${cards.length}`, line);
    const before = known.get(seat);
    if (before !== undefined) {
      if (before.cards.slice().sort().join() !== cards.slice().sort().join())
        fail('history-inconsistent', `${seat} shows ${cards.join(' ')}, but was dealt ${before.cards.join(' ')}`, line);
      return;
    }
    known.set(seat, { cards, line });
  };
  for (const { text, number } of lines.slice(k)) {
    if (text.trim() === '') continue;
    const said = speaker(text);
    if (said !== null && section !== 'summary') {
      const [seat, what] = said;
      let match: RegExpExecArray | null;
      if (STATUS.test(what)) {
        if (section === 'posts' && /sit/.test(what)) sittingOut.add(seat);
      } else if ((match = /^posts (small blind|big blind|the ante) (\S+)( and is all-in)?$/.exec(what))) {
        active.add(seat);
        entries.push({
          kind: 'post',
          line: number,
          seat,
          post: match[1] === 'small blind' ? 'small' : match[1] === 'big blind' ? 'big' : 'ante',
          amount: money(match[2], number),
          allIn: match[3] !== undefined,
        });
      } else if (/^posts small & big blinds /.test(what)) {
        fail('history-unsupported', `"${text}": a dead small blind posted out of position (with a big blind) is not played here`, number);
      } else if (/^posts /.test(what)) {
        fail('history-unsupported', `"${text}": this kit plays a small and a big blind and antes, not dead blinds or straddles`, number);
      } else if ((match = /^folds(?: \[([^\]]*)\])?$/.exec(what))) {
        // A player sitting out "folds" out of turn: he was not dealt in (kept apart, dropped below).
        if (sittingOut.has(seat) && !active.has(seat)) {
          sittingOutFolds.push({ seat, line: number });
          continue;
        }
        active.add(seat);
        // One card shown on a fold ("folds [Ks]") says too little to be the hand's hole cards.
        const shown = match[1] === undefined ? [] : cardsOf(match[1], number);
        if (shown.length !== 1 && match[1] !== undefined) learn(seat, shown, number);
        entries.push({ kind: 'act', line: number, seat, move: 'fold' });
      } else if (what === 'checks') {
        active.add(seat);
        entries.push({ kind: 'act', line: number, seat, move: 'check' });
      } else if ((match = /^(calls|bets) (\S+)(?: and is all-in)?$/.exec(what))) {
        active.add(seat);
        entries.push({ kind: 'act', line: number, seat, move: match[1] === 'calls' ? 'call' : 'bet', by: money(match[2], number) });
      } else if ((match = /^raises (\S+) to (\S+)(?: and is all-in)?$/.exec(what))) {
        active.add(seat);
        entries.push({ kind: 'act', line: number, seat, move: 'raise', by: money(match[1], number), to: money(match[2], number) });
      } else if ((match = /^shows \[([^\]]*)\]/.exec(what))) {
        learn(seat, cardsOf(match[1], number), number);
        entries.push({ kind: 'decision', line: number, seat, decision: 'show' });
      } else if (/^mucks(?: hand)?(?: \[[^\]]*\])?$/.test(what)) {
        const cards = /\[([^\]]*)\]/.exec(what);
        if (cards) learn(seat, cardsOf(cards[1], number), number);
        entries.push({ kind: 'decision', line: number, seat, decision: 'muck' });
      } else if (what === "doesn't show hand") {
        // The winner of an uncontested pot keeps the cards hidden (T20).
      } else {
        fail('history-action', `cannot read "${text}"`, number);
      }
      continue;
    }
    let match: RegExpExecArray | null;
    if (text === '*** HOLE CARDS ***' || text === '*** PRE-FLOP ***') {
      section = 'play';
    } else if ((match = /^\*\*\* (FLOP|TURN|RIVER) \*\*\* (.*)$/.exec(text))) {
      section = 'play';
      const groups = [...match[2].matchAll(/\[([^\]]*)\]/g)].map((g) => cardsOf(g[1], number));
      const street = match[1];
      const size = street === 'FLOP' ? 3 : street === 'TURN' ? 4 : 5;
      const before = groups.length > 1 ? groups.slice(0, -1).flat() : [];
      const dealt = groups[groups.length - 1] ?? [];
      if (
        boardCards.length !== size - (size === 3 ? 3 : 1) ||
        dealt.length !== (size === 3 ? 3 : 1) ||
        (size > 3 && before.join() !== boardCards.join())
      ) {
        fail('history-inconsistent', `"${text}" does not follow the board so far [${boardCards.join(' ')}]`, number);
      }
      boardCards.push(...dealt);
      entries.push({ kind: 'board', line: number, size });
    } else if (/^\*\*\* (FIRST|SECOND|THIRD) /.test(text)) {
      fail('history-unsupported', 'a board run more than once is not played here', number);
    } else if (text === '*** SHOW DOWN ***' || text === '*** SHOWDOWN ***') {
      section = 'play';
    } else if (text === '*** SUMMARY ***') {
      section = 'summary';
    } else if ((match = /^Dealt to (.*)$/.exec(text))) {
      const rest = match[1];
      const seat = subject(rest);
      if (seat === null) fail('history-inconsistent', `"${text}": no player of that name is seated`, number);
      active.add(seat);
      const cards = /^ \[([^\]]*)\]/.exec(rest.slice(seat.length));
      if (cards) learn(seat, cardsOf(cards[1], number), number);
    } else if ((match = /^Uncalled bet \((\S+)\) returned to (.+)$/.exec(text))) {
      money(match[1], number);
    } else if ((match = /^(.+) collected (\S+) from (?:the )?(?:pot|main pot|side pot(?:-\d+)?)$/.exec(text)) && section !== 'summary') {
      const seat = subject(match[1]);
      if (seat === null || seat !== match[1]) fail('history-inconsistent', `"${text}": no player of that name is seated`, number);
      collected.push({ seat, amount: money(match[2], number), line: number });
    } else if (section === 'summary' && (match = /^Total pot (\S+)(.*?)\| Rake (\S+)/.exec(text))) {
      // "Main pot $0.35. Side pot $0.12." : the amount ends at the full stop before a space, not at the decimal point.
      const pots = [...match[2].matchAll(/(?:Main pot|Side pot(?:-\d+)?) (\S+?)\.(?=\s|$)/g)].map((p) => money(p[1], number));
      totalPot = { total: money(match[1], number), pots, rake: money(match[3], number), line: number };
    } else if (section === 'summary' && (match = /^Board \[([^\]]*)\]$/.exec(text))) {
      if (cardsOf(match[1], number).join() !== boardCards.join())
        fail('history-inconsistent', `the summary's board [${match[1]}] is not the board dealt [${boardCards.join(' ')}]`, number);
    } else if (section === 'summary' && (match = /^Seat \d+: (.*)$/.exec(text))) {
      const seat = subject(match[1]);
      const cards = /(?:showed|mucked) \[([^\]]*)\]/.exec(match[1]);
      if (seat !== null && cards) learn(seat, cardsOf(cards[1], number), number);
    }
    // Anything else (chat, players joining or leaving, the table's notices) is not part of the play.
  }

  // The unit, now that every amount is known.
  let needed = 0;
  for (const a of amounts) needed = Math.max(needed, decimalsOf(a.raw, 'an amount', a.line));
  const decimals = unitDecimals(needed, currency, symbol);
  const chips = (a: Amount): number => toChips(a.raw, decimals, 'an amount', a.line);

  // Who is dealt in: every seat but those sitting out (unless they played after all).
  const dealtIn = seatLines.filter((s) => active.has(s.name) || !sittingOut.has(s.name));
  if (dealtIn.length < 2) fail('history-missing-field', `a hand needs two players dealt in, not ${dealtIn.length}`, seatLines[0].line);
  for (const r of entries)
    if ('seat' in r && !dealtIn.some((s) => s.name === r.seat)) fail('history-inconsistent', `${r.seat} is not dealt in`, r.line);
  // The button; on an empty seat (a dead button) the last seat before it has it.
  const before = dealtIn.filter((s) => s.number <= buttonNumber);
  const buttonSeat = (before.length > 0 ? before[before.length - 1] : dealtIn[dealtIn.length - 1]).name;

  const structure = GAMES[game];
  const posts = entries.filter((r): r is Extract<Entry, { kind: 'post' }> => r.kind === 'post');
  let small = chips(stakeSmall);
  let big = chips(stakeBig);
  const limits: NonNullable<HandInput['limits']> = {};
  if (structure === 'fixed-limit') {
    limits.smallBet = small;
    limits.bigBet = big;
    limits.maxBetActions = [3, 4, 4, 4];
    big = limits.smallBet;
    const smallPost = posts.find((p) => p.post === 'small' && !p.allIn);
    small = smallPost ? chips(smallPost.amount) : Math.floor(big / 2);
  }
  const antes = posts.filter((p) => p.post === 'ante');
  const ante = antes.reduce((most, p) => Math.max(most, chips(p.amount)), 0);
  for (const p of antes)
    if (!p.allIn && chips(p.amount) !== ante)
      fail(
        'history-unsupported',
        `${p.seat} posts an ante of ${p.amount.raw}, others ${ante}: this kit plays one ante for everyone`,
        p.line,
      );
  // The big blind's seat: the second left of the button (heads-up the first). Another big blind is a newcomer's (C3).
  const order = dealtIn.map((s) => s.name);
  const b = order.indexOf(buttonSeat);
  const smallSeat = order.length === 2 ? buttonSeat : order[(b + 1) % order.length];
  const bigSeat = order[(order.indexOf(smallSeat) + 1) % order.length];
  const newcomers = new Set(posts.filter((p) => p.post === 'big' && p.seat !== bigSeat).map((p) => p.seat));

  const seats: HandSeatInput[] = dealtIn.map((s) =>
    newcomers.has(s.name) ? { id: s.name, stack: chips(s.stack), postsBigBlind: true } : { id: s.name, stack: chips(s.stack) },
  );
  const holeCards: Record<string, Card[]> = {};
  const cardLines = new Map<Card, number>();
  const claim = (card: Card, line: number): void => {
    const first = cardLines.get(card);
    if (first !== undefined) fail('duplicate-card', `${card} appears twice (also on line ${first})`, Math.max(first, line));
    cardLines.set(card, line);
  };
  for (const s of dealtIn) {
    const seen = known.get(s.name);
    if (seen === undefined) continue;
    for (const card of seen.cards) claim(card, seen.line);
    put(holeCards, s.name, seen.cards);
  }
  const boardLine = entries.find((r) => r.kind === 'board')?.line ?? head.number;
  for (const card of boardCards) claim(card, boardLine);
  // T3: PokerStars lets the others call what a short big blind posted (short-blind-call 'posted').
  const houseRules: Partial<HouseRules> = structure === 'fixed-limit' ? { headsUpUncapped: false } : {};
  if (posts.some((p) => p.post === 'big' && p.allIn && p.seat === bigSeat && chips(p.amount) < big)) houseRules.shortBlindCall = 'posted';
  const input: HandInput = {
    structure,
    blinds: { small, big },
    ...(ante > 0 ? { ante } : {}),
    ...(structure === 'fixed-limit' ? { limits } : {}),
    ...(Object.keys(houseRules).length > 0 ? { houseRules } : {}),
    seats,
    button: buttonSeat,
    ...(tournament ? { tournament: true } : {}),
    holeCards,
    board: boardCards.slice(),
  };

  const steps: HistoryStep[] = [];
  for (const r of entries) {
    if (r.kind === 'post') continue;
    if (r.kind === 'act') {
      const step: HistoryStep = { kind: 'act', line: r.line, seat: r.seat, move: r.move };
      if (r.by !== undefined) step.by = chips(r.by);
      if (r.to !== undefined) step.to = chips(r.to);
      steps.push(step);
    } else {
      steps.push(r);
    }
  }
  const unknownHoleCards = order.filter((seat) => !hasOwn(holeCards, seat));
  const checkPosts = (state: HandState): void => {
    const engine = state.log.filter((e) => e.kind === 'ante' || e.kind === 'blind');
    for (const p of posts) {
      const kind = p.post === 'ante' ? 'ante' : p.post;
      const match = engine.find(
        (e) => e.seat === p.seat && (e.kind === 'ante' ? kind === 'ante' : kind === (e.blind === 'newcomer-big' ? 'big' : e.blind)),
      );
      // A second small blind, besides the small blind's own: a dead blind out of position.
      const dead = p.post === 'small' && p.seat !== smallSeat && posts.some((q) => q.post === 'small' && q.seat === smallSeat);
      if (match === undefined && dead)
        fail(
          'history-unsupported',
          `${p.seat} posts a dead small blind out of position (the small blind is ${smallSeat}'s): not played here`,
          p.line,
        );
      if (match === undefined) {
        const where =
          p.post === 'ante'
            ? ''
            : ` (with the button on seat ${buttonNumber}, the ${p.post} blind is ${p.post === 'small' ? smallSeat : bigSeat}'s)`;
        fail(
          'history-inconsistent',
          `${p.seat} posts the ${p.post === 'ante' ? 'ante' : `${p.post} blind`}, which the rules do not ask of them${where} (T3)`,
          p.line,
        );
      }
      if (match.amount !== chips(p.amount))
        fail('history-inconsistent', `${p.seat} posts ${p.amount.raw}, but owes ${match.amount} chips (T3)`, p.line);
    }
  };
  const built = buildHand(input, steps, seatLines[0].line, new Set(unknownHoleCards), checkPosts);

  // The pots add up: what was put in is the total pot; the pots listed and the rake make the
  // total; what was collected is the total less the rake.
  // An optional figure that disagrees never throws the hand away: it is reported (differences).
  const rake = totalPot?.rake ? chips(totalPot.rake) : 0;
  const result = built.state?.result ?? null;
  const differences: HandHistoryDifference[] = [];
  if (totalPot !== null) {
    const total = chips(totalPot.total);
    const listed = totalPot.pots.reduce((sum, p) => sum + chips(p), 0);
    if (totalPot.pots.length > 0 && listed + rake !== total)
      differences.push({ figure: 'pots-listed', line: totalPot.line, file: listed, replayed: total - rake });
    if (result !== null) {
      const ours = result.pots.reduce((sum, pot) => sum + pot.amount, 0);
      if (ours !== total) differences.push({ figure: 'total-pot', line: totalPot.line, file: total, replayed: ours });
      const taken = collected.reduce((sum, c) => sum + chips(c.amount), 0);
      if (collected.length > 0 && taken + rake !== ours)
        differences.push({ figure: 'collected', line: collected[collected.length - 1].line, file: taken, replayed: ours - rake });
    }
  }

  const history: HandHistory = {
    format: 'pokerstars',
    input,
    events: built.events,
    decimals,
    unknownHoleCards,
    rake,
    eventLines: built.lines,
    venue: 'PokerStars',
    hand: header[1],
    table: table[1],
    seatNumbers: {},
  };
  if (table[2] !== undefined) history.seatCount = Number(table[2]);
  for (const s of dealtIn) put(history.seatNumbers as Record<string, number>, s.name, s.number);
  if (differences.length > 0) history.differences = differences;
  if (currency !== undefined) history.currency = currency;
  if (symbol !== undefined) history.currencySymbol = symbol;
  if (tournament) {
    history.tournamentId = tournament[1];
    history.buyIn = tournament[2];
    history.level = tournament[4];
  }
  if (when) {
    const time: HandHistoryTime = { year: Number(when[1]), month: Number(when[2]), day: Number(when[3]), time: when[4].padStart(8, '0') };
    if (when[5] !== undefined) time.timeZone = when[5];
    history.time = time;
  }
  if (collected.length > 0) {
    const winnings: Record<string, number> = {};
    for (const c of collected) put(winnings, c.seat, (hasOwn(winnings, c.seat) ? winnings[c.seat] : 0) + chips(c.amount));
    history.winnings = winnings;
  }
  return history;
}
