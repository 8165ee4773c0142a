/**
 * A refused action: what a player tried and why the rules do not allow it, as data.
 * Unlike `HoldemError` (malformed input, thrown) a rule violation is an ordinary
 * answer the engine returns, so a table can show it and let the player try again.
 *
 * Core never words a refusal: it names the rule (`ruleId`), a stable `code` to switch
 * on, and the numbers and seats the reason needs (`params`). `src/i18n/` turns that into
 * a sentence in the reader's language (`refusal` term), so a page that registers a third
 * language gets every refusal in it.
 */

/** The rule IDs of RULES.md: Texas Hold'em (T), the cash-game table (C), Potsdam Hold'em (P). */
export type RuleId =
  | 'T1'
  | 'T2'
  | 'T3'
  | 'T4'
  | 'T5'
  | 'T6'
  | 'T7'
  | 'T8'
  | 'T9'
  | 'T10'
  | 'T11'
  | 'T12'
  | 'T13'
  | 'T14'
  | 'T15'
  | 'T16'
  | 'T17'
  | 'T18'
  | 'T19'
  | 'T20'
  | 'C1'
  | 'C2'
  | 'C3'
  | 'C4'
  | 'C5'
  | 'C6'
  | 'C7'
  | 'P1'
  | 'P2'
  | 'P3'
  | 'P4'
  | 'P5'
  | 'P6'
  | 'P7';

/** A parameter of a refusal: a chip amount or count, a seat or player id, a street, an action, a list of names. */
export type RefusalParam = string | number | boolean | null | readonly string[];

/**
 * One kind of refusal: its code, the rule that refuses, and its typed parameters. Each
 * module of core exports the union of the refusals it can give (`BettingRefusal`, …).
 */
export interface Refusal<Code extends string = string, Params extends object = Readonly<Record<string, RefusalParam>>> {
  /** Stable code to switch on, e.g. `'raise-below-minimum'`. */
  code: Code;
  /** The rule in RULES.md that refuses the action, e.g. `'T11'`. */
  ruleId: RuleId;
  /** What the reason needs: amounts, seats, the street (never a sentence). */
  params: Params;
}

/** A refusal and what the player could have done instead. */
export type RuleViolation<Allowed = unknown, R extends Refusal = Refusal> = R & {
  /** What the player could have done instead. */
  allowed: Allowed;
};

export function ruleViolation<R extends Refusal, Allowed>(refusal: R, allowed: Allowed): RuleViolation<Allowed, R> {
  return { ...refusal, allowed };
}
