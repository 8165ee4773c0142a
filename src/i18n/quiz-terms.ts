/**
 * Terms of `<rules-quiz>`: the question of each kind, the choices and fields, the
 * explanation worded from core's reason codes, score, streak and errors. Registered by the
 * quiz (`registerQuizTranslations`), German fetched on use.
 */
import type { QuizReason } from '../core/quiz/types.js';

/** A seat id's name in the spot. */
export type QuizNameOf = (seat: string) => string;

/** What a question's sentence needs: the names it mentions, already looked up. */
export interface QuizAsking {
  /** The seat the question names (a newcomer, the one who calls), or ''. */
  subject: string;
  /** The player to act in the spot, or ''. */
  actor: string;
  /** The player who leaves (C7), or ''. */
  leaving: string;
  /** A table's size (C1), or 0. */
  seats: number;
}

export interface QuizTerms {
  quizLabel: string;
  /** `3 of 5 right`. */
  quizScore: (right: number, asked: number) => string;
  quizStreak: (streak: number) => string;
  quizLevel: (level: number) => string;
  /** The question of a kind. */
  quizQuestion: (kind: string, asking: QuizAsking) => string;
  /** A choice's label: an option set, yes or no, a seat (its name), `split`, an ending… */
  quizChoice: (value: string, nameOf: QuizNameOf) => string;
  /** An amount field's label: `to`, `amount`, `price`, `cards` or a seat id. */
  quizField: (field: string, nameOf: QuizNameOf) => string;
  /** One reason of the explanation, from core's code and numbers. */
  quizReason: (reason: QuizReason, nameOf: QuizNameOf) => string;
  quizSubmit: string;
  quizNext: string;
  quizRight: string;
  /** `Not quite: the answer is …`. */
  quizWrong: (answer: string) => string;
  /** Amounts as one text: `Anna 60, Ben 0`. */
  quizAmounts: (entries: readonly { label: string; amount: number }[]) => string;
  quizShare: string;
  quizRuleLink: (ruleId: string) => string;
  /** A table seat between hands (C3, C4): its status word. */
  quizSeatStatus: (status: string) => string;
  quizSeatEmpty: string;
  /** `Seat 3`. */
  quizSeatNumber: (seat: number) => string;
  /** How the seats are listed: clockwise, the last next to the first. */
  quizClockwise: (seats: number) => string;
  /** The last hand's marks on a table spot. */
  quizLastHand: (button: string, big: string) => string;
  quizQueue: (names: readonly string[]) => string;
  quizCards: string;
  quizAnswerNeeded: string;
  /** Bad input: `rules` naming no kind, a written question the engine refuses. */
  quizError: (code: string, text: string) => string;
}
