/**
 * Questions about the cards and the table between hands: T1 (is it a card), T2 and T3 (who
 * gets the button and the blinds), C1 (table size), C2 (does a hand start), C3 (newcomers),
 * C4 (sitting out), C7 (the queue). Answered by `parseCard`, `planHand`, `tableConfig` and
 * the table engine.
 */
import { parseCard, RANKS, SUITS } from '../cards.js';
import { HoldemError } from '../errors.js';
import { planHand, playersNeeded, type PlanOptions, type PlanSeat, type SeatStatus } from '../table-rules.js';
import { tableConfig } from '../table/config.js';
import { applyTableCommand, openTable, type TableState } from '../table/engine.js';
import { between, choice, pick, PLAYERS, type Random } from './spots.js';
import type { QuizKindLogic, QuizQuestionInput, QuizReason, QuizSolution, QuizSpot } from './types.js';

const YES_NO = ['yes', 'no'] as const;

function tableSpot(spot: QuizSpot): Extract<QuizSpot, { game: 'table' }> {
  if (spot.game !== 'table') throw new HoldemError('invalid-input', `this question needs a table spot, not "${spot.game}"`);
  return spot;
}

/** `n` players on a table of `size` seats, in random seats, with the given statuses. */
function seating(random: Random, size: number, statuses: readonly SeatStatus[]): (PlanSeat | null)[] {
  const seats: (PlanSeat | null)[] = Array<PlanSeat | null>(size).fill(null);
  const free = Array.from({ length: size }, (_, k) => k);
  statuses.forEach((status, k) => {
    const at = free.splice(between(random, 0, free.length - 1), 1)[0]!;
    seats[at] = { player: PLAYERS[k]!, status, stack: 1000 };
  });
  return seats;
}

const occupied = (seats: readonly (PlanSeat | null)[]): number[] => seats.flatMap((seat, k) => (seat ? [k] : []));

/** The previous hand's button and blinds among the active seats, for a table that has been playing. */
function lastHand(random: Random, seats: readonly (PlanSeat | null)[]): PlanOptions['previous'] {
  const active = seats.flatMap((seat, k) => (seat?.status === 'active' ? [k] : []));
  const at = between(random, 0, active.length - 1);
  const ring = (k: number): number => active[(at + k) % active.length]!;
  return active.length === 2 ? { button: ring(0), small: ring(0), big: ring(1) } : { button: ring(0), small: ring(1), big: ring(2) };
}

function plan(question: QuizQuestionInput) {
  const spot = tableSpot(question.spot);
  const result = planHand(spot.seats, spot.options);
  return { spot, result };
}

const playerAt = (seats: readonly (PlanSeat | null)[], index: number): string => seats[index]?.player ?? '';
const players = (seats: readonly (PlanSeat | null)[]): string[] => occupied(seats).map((k) => playerAt(seats, k));

/** Who posts the big blind of the next hand, with the plan's seats as the reasons' numbers. */
function solveBlinds(
  question: QuizQuestionInput,
  asked: 'button' | 'small' | 'big',
  code: string,
  ruleId: QuizReason['ruleId'],
): QuizSolution {
  const { spot, result } = plan(question);
  if (!result.ok) throw new HoldemError('invalid-input', 'no hand can start at this table');
  const { plan: next } = result;
  const previous = spot.options.previous;
  return choice(players(spot.seats), playerAt(spot.seats, next[asked]), [
    {
      code,
      ruleId,
      params: {
        seat: playerAt(spot.seats, next[asked]),
        button: playerAt(spot.seats, next.button),
        small: playerAt(spot.seats, next.small),
        big: playerAt(spot.seats, next.big),
        lastButton: previous ? playerAt(spot.seats, previous.button) : null,
        lastBig: previous ? playerAt(spot.seats, previous.big) : null,
        dealt: next.dealt.length,
      },
    },
  ]);
}

const BAD_CARDS = ['1s', 'Kx', 'Zh', '11d', 'Bs', 'A', '0c', 'Qq'];

export const tableKinds: readonly QuizKindLogic[] = [
  {
    id: 'not-a-card',
    draw(random) {
      const good = new Set<string>();
      while (good.size < 3) {
        const rank = pick(random, [...RANKS, '10']);
        good.add(`${rank}${pick(random, SUITS)}`);
      }
      const cards = [...good];
      cards.splice(between(random, 0, 3), 0, pick(random, BAD_CARDS));
      return { kind: 'not-a-card', spot: { game: 'cards', cards } };
    },
    solve(question) {
      if (question.spot.game !== 'cards') throw new HoldemError('invalid-input', 'this question needs a cards spot');
      const cards = question.spot.cards;
      const bad = cards.filter((text) => {
        try {
          parseCard(text);
          return false;
        } catch {
          return true;
        }
      });
      if (bad.length !== 1) throw new HoldemError('invalid-input', 'exactly one of the cards must be unknown');
      return choice(cards, bad[0]!, [
        { code: 'unknown-card', ruleId: 'T1', params: { card: bad[0]!, read: cards.filter((c) => c !== bad[0]).map((c) => parseCard(c)) } },
      ]);
    },
  },
  {
    id: 'next-button',
    draw(random, level) {
      const seats = seating(random, 6, Array<SeatStatus>(between(random, 3, 4 + level)).fill('active'));
      return { kind: 'next-button', spot: { game: 'table', seats, options: { previous: lastHand(random, seats) } } };
    },
    solve: (question) => solveBlinds(question, 'button', 'button-moves', 'T2'),
  },
  {
    id: 'next-big-blind',
    draw(random, level) {
      // Sometimes a player has left since: three become two (T3) or the big blind skips an empty seat.
      const n = between(random, 3, 4 + level);
      const seats = seating(random, 6, Array<SeatStatus>(n).fill('active'));
      const previous = lastHand(random, seats);
      if (random() < 0.5 && previous) seats[pick(random, [previous.button, previous.small])] = null;
      return { kind: 'next-big-blind', spot: { game: 'table', seats, options: { previous } } };
    },
    solve: (question) => solveBlinds(question, 'big', 'big-blind-moves', 'T3'),
  },
  {
    id: 'newcomer',
    draw(random) {
      const seats = seating(random, 6, ['active', 'active', 'active', random() < 0.5 ? 'posting' : 'waiting']);
      const regular = seats.map((seat, k) => (seat?.status === 'active' ? k : -1)).filter((k) => k >= 0);
      const at = between(random, 0, 2);
      const previous = { button: regular[at]!, small: regular[(at + 1) % 3]!, big: regular[(at + 2) % 3]! };
      return { kind: 'newcomer', spot: { game: 'table', seats, options: { previous } }, subject: 'dan' };
    },
    solve(question) {
      const { spot, result } = plan(question);
      if (!result.ok) throw new HoldemError('invalid-input', 'no hand can start at this table');
      const subject = question.subject ?? '';
      const index = spot.seats.findIndex((seat) => seat?.player === subject);
      const next = result.plan;
      const answer = next.big === index || next.posting.includes(index) ? 'big-blind' : next.dealt.includes(index) ? 'dealt' : 'waits';
      const status = spot.seats[index]?.status ?? 'waiting';
      return choice(['big-blind', 'waits', 'dealt'], answer, [
        {
          code: `newcomer-${answer}`,
          ruleId: 'C3',
          params: {
            seat: subject,
            posts: status === 'posting',
            big: playerAt(spot.seats, next.big),
            outOfPosition: next.posting.includes(index),
          },
        },
      ]);
    },
  },
  {
    id: 'hand-starts',
    draw(random) {
      const active = between(random, 1, 3);
      const statuses: SeatStatus[] = [
        ...Array<SeatStatus>(active).fill('active'),
        ...Array<SeatStatus>(between(random, 0, 2)).fill('sitting-out'),
      ];
      const seats = seating(random, 6, statuses);
      return {
        kind: 'hand-starts',
        spot: {
          game: 'table',
          seats,
          options: {
            previous: null,
            firstButton: occupied(seats)[0]!,
            minPlayers: pick(random, [2, 3]),
            lastHandPlayers: pick(random, [0, 2, 3]),
          },
        },
      };
    },
    solve(question) {
      const { spot, result } = plan(question);
      const dealt = spot.seats.filter((seat) => seat?.status === 'active' && seat.stack > 0).length;
      const minPlayers = spot.options.minPlayers ?? 2;
      const last = spot.options.lastHandPlayers ?? 0;
      return choice(YES_NO, result.ok ? 'yes' : 'no', [
        {
          code: result.ok ? 'hand-starts' : 'not-enough-players',
          ruleId: 'C2',
          params: { players: dealt, minPlayers, lastHandPlayers: last, needed: playersNeeded(minPlayers, last) },
        },
      ]);
    },
  },
  {
    id: 'sitting-out',
    draw(random) {
      const seats = seating(random, 6, ['active', 'active', 'active', pick(random, ['active', 'sitting-out'] as const)]);
      return {
        kind: 'sitting-out',
        spot: { game: 'table', seats, options: { previous: null, firstButton: occupied(seats)[0]! } },
        subject: 'dan',
      };
    },
    solve(question) {
      const { spot, result } = plan(question);
      if (!result.ok) throw new HoldemError('invalid-input', 'no hand can start at this table');
      const index = spot.seats.findIndex((seat) => seat?.player === question.subject);
      const dealt = result.plan.dealt.includes(index);
      return choice(YES_NO, dealt ? 'yes' : 'no', [
        { code: dealt ? 'dealt-in' : 'sits-out', ruleId: 'C4', params: { seat: question.subject ?? '', dealt: result.plan.dealt.length } },
      ]);
    },
  },
  {
    id: 'table-size',
    draw(random) {
      return { kind: 'table-size', spot: { game: 'table-size', seats: pick(random, [1, 2, 6, 9, 10, 11, 12]) } };
    },
    solve(question) {
      if (question.spot.game !== 'table-size') throw new HoldemError('invalid-input', 'this question needs a table-size spot');
      const seats = question.spot.seats;
      let ok = true;
      try {
        tableConfig({ seats, blinds: { small: 1, big: 2 } });
      } catch {
        ok = false;
      }
      return choice(YES_NO, ok ? 'yes' : 'no', [
        { code: ok ? 'size-allowed' : 'size-refused', ruleId: 'C1', params: { seats, min: 2, max: 10 } },
      ]);
    },
  },
  {
    id: 'queue',
    draw(random) {
      const size = between(random, 2, 4);
      const names = PLAYERS.slice(0, size + 2);
      return {
        kind: 'queue',
        spot: {
          game: 'queue',
          seats: size,
          seated: names.slice(0, size),
          joining: names.slice(size),
          leaving: pick(random, names.slice(0, size)),
        },
      };
    },
    solve(question) {
      const spot = question.spot;
      if (spot.game !== 'queue') throw new HoldemError('invalid-input', 'this question needs a queue spot');
      let state: TableState = openTable({
        seats: spot.seats,
        blinds: { small: 1, big: 2 },
        autoDeal: false,
        players: spot.seated.map((id) => ({ id, stack: 100 })),
      });
      const apply = (event: Parameters<typeof applyTableCommand>[1]): void => {
        state = { ...state, ...applyTableCommand(state, event, false, 0) };
      };
      for (const id of spot.joining) apply({ type: 'JOIN', player: id, buyIn: 100 });
      const index = state.seats.findIndex((seat) => seat?.player === spot.leaving);
      apply({ type: 'LEAVE', player: spot.leaving });
      const next = state.seats[index]?.player ?? '';
      return choice(spot.joining, next, [
        { code: 'queue-first', ruleId: 'C7', params: { seat: next, leaving: spot.leaving, queue: spot.joining.slice() } },
      ]);
    },
  },
];
