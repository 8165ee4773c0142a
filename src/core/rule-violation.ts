/**
 * A refused action: what a player tried and why the rules do not allow it.
 * Unlike `HoldemError` (malformed input, thrown) a rule violation is an ordinary
 * answer the engine returns, so a table can show it and let the player try again.
 */
export interface RuleViolation<Allowed = unknown> {
  /** Stable code to switch on, e.g. `'raise-below-minimum'`. */
  code: string;
  /** The rule in RULES.md that refuses the action, e.g. `'T11'`. */
  ruleId: string;
  /** Why, in plain language. */
  message: { en: string; de: string };
  /** What the player could have done instead. */
  allowed: Allowed;
}

export function ruleViolation<Allowed>(
  code: string,
  ruleId: string,
  en: string,
  de: string,
  allowed: Allowed,
): RuleViolation<Allowed> {
  return { code, ruleId, message: { en, de }, allowed };
}
