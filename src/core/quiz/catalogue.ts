/**
 * Every kind of quiz question as data: its id, the rules it asks (the first is the one it
 * tests) and the group of core that answers it: `hand` (the hand engine), `table` (the
 * table between hands, T1 and the C rules) or `potsdam`. It loads no engine, so a page can
 * pick questions by rule before it fetches the group that answers them.
 */
import type { RuleId } from '../rule-violation.js';

export type QuizGroup = 'hand' | 'table' | 'potsdam';

export interface QuizKindEntry {
  id: string;
  ruleIds: readonly RuleId[];
  group: QuizGroup;
}

export const QUIZ_CATALOGUE: readonly QuizKindEntry[] = [
  { id: 'first-to-act', ruleIds: ['T6', 'T3'], group: 'hand' },
  { id: 'first-card', ruleIds: ['T5'], group: 'hand' },
  { id: 'may-act', ruleIds: ['T7', 'T4'], group: 'hand' },
  { id: 'short-all-in', ruleIds: ['T12'], group: 'hand' },
  { id: 'all-ins-add-up', ruleIds: ['T13'], group: 'hand' },
  { id: 'fixed-cap', ruleIds: ['T15'], group: 'hand' },
  { id: 'min-raise', ruleIds: ['T11'], group: 'hand' },
  { id: 'pot-limit-max', ruleIds: ['T14'], group: 'hand' },
  { id: 'fixed-raise', ruleIds: ['T15'], group: 'hand' },
  { id: 'to-call', ruleIds: ['T4'], group: 'hand' },
  { id: 'short-call', ruleIds: ['T9', 'T8'], group: 'hand' },
  { id: 'most-in', ruleIds: ['T8'], group: 'hand' },
  { id: 'uncalled', ruleIds: ['T10'], group: 'hand' },
  { id: 'uncontested', ruleIds: ['T20'], group: 'hand' },
  { id: 'void-hand', ruleIds: ['C6'], group: 'hand' },
  { id: 'action-clock', ruleIds: ['C5'], group: 'hand' },
  { id: 'winner', ruleIds: ['T17'], group: 'hand' },
  { id: 'first-to-show', ruleIds: ['T16'], group: 'hand' },
  { id: 'pots', ruleIds: ['T18', 'T9'], group: 'hand' },
  { id: 'odd-chip', ruleIds: ['T19', 'T18'], group: 'hand' },
  { id: 'not-a-card', ruleIds: ['T1'], group: 'table' },
  { id: 'next-button', ruleIds: ['T2'], group: 'table' },
  { id: 'next-big-blind', ruleIds: ['T3'], group: 'table' },
  { id: 'newcomer', ruleIds: ['C3', 'T3'], group: 'table' },
  { id: 'hand-starts', ruleIds: ['C2'], group: 'table' },
  { id: 'sitting-out', ruleIds: ['C4'], group: 'table' },
  { id: 'table-size', ruleIds: ['C1'], group: 'table' },
  { id: 'queue', ruleIds: ['C7'], group: 'table' },
  { id: 'potsdam-blinds', ruleIds: ['P1', 'T3'], group: 'potsdam' },
  { id: 'potsdam-entry', ruleIds: ['P2'], group: 'potsdam' },
  { id: 'potsdam-first-exchange', ruleIds: ['P3'], group: 'potsdam' },
  { id: 'potsdam-buy', ruleIds: ['P4'], group: 'potsdam' },
  { id: 'potsdam-limit', ruleIds: ['P5'], group: 'potsdam' },
  { id: 'potsdam-ending', ruleIds: ['P6'], group: 'potsdam' },
  { id: 'potsdam-winner', ruleIds: ['P7', 'T17'], group: 'potsdam' },
];

/** The highest difficulty level. */
export const MAX_QUIZ_LEVEL = 2;

/** The catalogue entry of a kind, or undefined. */
export const catalogueEntry = (id: string): QuizKindEntry | undefined => QUIZ_CATALOGUE.find((entry) => entry.id === id);

/** The kinds that ask one of `ruleIds` (all when empty). */
export function kindsFor(ruleIds: readonly string[]): QuizKindEntry[] {
  if (ruleIds.length === 0) return QUIZ_CATALOGUE.slice();
  return QUIZ_CATALOGUE.filter((kind) => kind.ruleIds.some((id) => ruleIds.includes(id)));
}

/** The kinds that test `ruleId`: those that ask it first, else any that follow it. */
export function kindsTesting(ruleId: string): QuizKindEntry[] {
  const first = QUIZ_CATALOGUE.filter((kind) => kind.ruleIds[0] === ruleId);
  return first.length > 0 ? first : QUIZ_CATALOGUE.filter((kind) => kind.ruleIds.includes(ruleId as RuleId));
}

/** The rule IDs the kinds ask, each once, in order. */
export function quizRuleIds(): RuleId[] {
  const out: RuleId[] = [];
  for (const kind of QUIZ_CATALOGUE) for (const id of kind.ruleIds) if (!out.includes(id)) out.push(id);
  return out;
}
