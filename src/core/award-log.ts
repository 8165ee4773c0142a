/**
 * The log line of an awarded pot, as both games (Hold'em and Potsdam) record it. Internal to
 * the engines: they pass `awardPots`' own answer, so nothing here is checked again.
 */
import type { PotAward, ShareOfPot } from './pots.js';
import type { RuleId } from './rule-violation.js';

/** A pot awarded, as a game's log records it (T18, T19): the award's data, no sentence. */
export interface AwardLogEntry {
  kind: 'award';
  potIndex: number;
  amount: number;
  shares: ShareOfPot[];
  award: PotAward;
  ruleIds: readonly RuleId[];
}

/** The log lines of `awards`, in award order (the last side pot first, T18). */
export function awardLogEntries(awards: readonly PotAward[]): AwardLogEntry[] {
  return awards.map((award) => ({
    kind: 'award',
    potIndex: award.potIndex,
    amount: award.amount,
    shares: award.shares,
    award,
    ruleIds: award.explanation.ruleIds,
  }));
}
