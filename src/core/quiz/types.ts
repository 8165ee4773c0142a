/**
 * The data of a rules quiz: a spot (the input an engine takes), what is asked about it, the
 * answer core computes and the reasons, as codes with a rule ID and numbers. No sentences:
 * `src/i18n/` words the questions and the explanations.
 */
import type { HandEvent, HandInput } from '../hand/types.js';
import type { PlanOptions, PlanSeat } from '../table-rules.js';
import type { RefusalParam, RuleId } from '../rule-violation.js';

/** A Potsdam game's input and events, as `runPotsdam` takes them (typed loosely here so core's Hold'em need not load Potsdam). */
export interface PotsdamSpot {
  game: 'potsdam';
  input: {
    blinds: { small: number; big: number };
    seats: readonly { id: string; name?: string; stack: number }[];
    button: string;
    seed?: number | string;
    /** A stacked deck in deal order: hole cards round by round, the community, then the fresh cards. */
    deck?: readonly string[];
    holeCards?: Readonly<Record<string, readonly string[]>>;
    community?: readonly string[];
  };
  events: readonly Readonly<Record<string, unknown>>[];
}

/**
 * Where the question is asked:
 * - `hand`: a Hold'em hand, `runHand`'s input and the events so far;
 * - `table`: a cash table's seats before a hand, `planHand`'s input (T2, T3, C2–C4);
 * - `cards`: card codes as written (T1);
 * - `table-size`: a table of `seats` seats (C1);
 * - `queue`: a full table of `seats` seats, players who join in order and the one who leaves (C7);
 * - `potsdam`: a Potsdam game, `runPotsdam`'s input and the events so far.
 */
export type QuizSpot =
  | { game: 'hand'; input: HandInput; events: readonly HandEvent[] }
  | { game: 'table'; seats: readonly (PlanSeat | null)[]; options: PlanOptions }
  | { game: 'cards'; cards: readonly string[] }
  | { game: 'table-size'; seats: number }
  | { game: 'queue'; seats: number; seated: readonly string[]; joining: readonly string[]; leaving: string }
  | PotsdamSpot;

/** How the reader answers: pick one of `choices`, or type an amount for each of `fields`. */
export type QuizForm = 'choice' | 'amounts';

/** An answer: a choice (a seat id, an option set such as `fold-call`, `yes`/`no`, a card, a number) or amounts by field. */
export type QuizAnswer = string | Readonly<Record<string, number>>;

/** One reason of an explanation: a code to word, the rule it follows and its numbers and seats. */
export interface QuizReason {
  code: string;
  ruleId: RuleId;
  params: Readonly<Record<string, RefusalParam>>;
}

/** What the engine says about a spot for one kind of question. */
export interface QuizSolution {
  form: QuizForm;
  /** `choice`: what the reader picks from, in order; `amounts`: the fields, in order. */
  options: readonly string[];
  answer: QuizAnswer;
  reasons: readonly QuizReason[];
}

/** A question as a page writes it, or as the kit's cases and the seeded drawer give it. */
export interface QuizQuestionInput {
  /** The kind of question (`QUIZ_KINDS`). */
  kind: string;
  spot: QuizSpot;
  /** The seat or card the question is about, when it names one. */
  subject?: string;
}

/** A question with its answer, as core computed it. */
export interface QuizQuestion extends QuizQuestionInput, QuizSolution {
  /** The rule the question asks, and any others the answer follows. */
  ruleIds: readonly RuleId[];
  /** Set for a drawn question: the seed and level that draw it again (a share link). */
  seed?: number;
  level?: number;
}

/** How a kind of question is drawn and answered (its rules are in `QUIZ_CATALOGUE`). */
export interface QuizKindLogic {
  id: string;
  /** A spot from a random source; `level` 0 … 2 makes it harder (more players, closer hands). */
  draw: (random: () => number, level: number) => Omit<QuizQuestionInput, 'kind'> & { kind?: string };
  /** Core's answer for a spot; throws `HoldemError` for a spot the engine refuses. */
  solve: (question: QuizQuestionInput) => QuizSolution;
}

/** A kind of question: the rules it asks, how a spot is drawn and how core answers it. */
export interface QuizKind extends QuizKindLogic {
  ruleIds: readonly RuleId[];
}
