/**
 * The events a table takes, and the check of their shape: a page may send anything, and the
 * table answers every malformed event with a refusal (never an exception, never silence).
 */
import type { RuleId } from '../rule-violation.js';
export { HAND_EVENT_TYPES } from '../hand/types.js';
import { BOT_KINDS, type BotKind } from './config.js';
import type { TableFieldExpectation, TableRefusal } from './refusals.js';

/** Events about seats and chips; the table decides them itself. */
export type TableCommand =
  | { type: 'JOIN'; player: string; name?: string; buyIn: number; seat?: number; bot?: BotKind; postBigBlind?: boolean }
  | { type: 'LEAVE'; player: string }
  | { type: 'SIT_OUT'; player: string }
  | { type: 'SIT_IN'; player: string; postBigBlind?: boolean }
  /** A rebuy (busted) or a top-up, between hands only (T8). */
  | { type: 'REBUY'; player: string; amount: number }
  | { type: 'DISCONNECT'; player: string }
  | { type: 'RECONNECT'; player: string };

export type TableCommandType = TableCommand['type'];

interface Field {
  expected: TableFieldExpectation;
  required: boolean;
}

const text = (required = true): Field => ({ expected: 'text', required });
const whole = (required = true): Field => ({ expected: 'whole-number', required });
const flag: Field = { expected: 'true-or-false', required: false };

/** Every event type the table knows, its rule, and its fields. Hand events are checked for shape only: the hand judges them. */
const EVENTS: Readonly<Record<string, { ruleId: RuleId; fields: Readonly<Record<string, Field>>; open?: boolean }>> = {
  JOIN: {
    ruleId: 'C1',
    fields: {
      player: text(),
      name: text(false),
      buyIn: whole(),
      seat: whole(false),
      bot: { expected: 'bot-kind', required: false },
      postBigBlind: flag,
    },
  },
  LEAVE: { ruleId: 'C7', fields: { player: text() } },
  SIT_OUT: { ruleId: 'C4', fields: { player: text() } },
  SIT_IN: { ruleId: 'C4', fields: { player: text(), postBigBlind: flag } },
  REBUY: { ruleId: 'T8', fields: { player: text(), amount: whole() } },
  DISCONNECT: { ruleId: 'C5', fields: { player: text() } },
  RECONNECT: { ruleId: 'C5', fields: { player: text() } },
  DEAL: { ruleId: 'C2', fields: {} },
  /** After restoring a saved table; `now` (a function) is the machine's clock again. */
  RESUME: { ruleId: 'C5', fields: { now: { expected: 'function', required: false } } },
  ACT: { ruleId: 'T7', fields: { seat: text(), action: { expected: 'action', required: true }, to: whole(false) }, open: true },
  SHOW: { ruleId: 'T16', fields: { seat: text() }, open: true },
  MUCK: { ruleId: 'T16', fields: { seat: text() }, open: true },
  VOID: { ruleId: 'C6', fields: {}, open: true },
};

export const TABLE_EVENT_TYPES: readonly string[] = Object.keys(EVENTS);

const ACTIONS: readonly string[] = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'];

function fits(value: unknown, expected: TableFieldExpectation): boolean {
  switch (expected) {
    case 'text':
      return typeof value === 'string' && value !== '';
    case 'function':
      return typeof value === 'function';
    case 'whole-number':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'true-or-false':
      return typeof value === 'boolean';
    case 'bot-kind':
      return (BOT_KINDS as readonly unknown[]).includes(value);
    case 'action':
      return ACTIONS.includes(value as string);
    case 'table-input':
      return typeof value === 'object' && value !== null;
  }
}

/** Whether an event's type is one the table knows (a known type may still be malformed). */
export function isKnownTableEvent(event: unknown): boolean {
  const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  return typeof type === 'string' && Object.hasOwn(EVENTS, type);
}

/**
 * The refusal of a malformed event: not an object, no type or an unknown one, a field missing
 * or of the wrong kind, a field the event does not have; null when the shape is right.
 */
export function eventShapeRefusal(event: unknown): TableRefusal | null {
  const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(EVENTS, type)) {
    return { code: 'unknown-table-event', ruleId: 'C1', params: { type: typeof type === 'string' && type !== '' ? type : null } };
  }
  const { ruleId, fields, open } = EVENTS[type];
  const record = event as Record<string, unknown>;
  for (const [field, { expected, required }] of Object.entries(fields)) {
    const present = Object.hasOwn(record, field) && record[field] !== undefined;
    if ((required && !present) || (present && !fits(record[field], expected))) {
      return { code: 'invalid-event', ruleId, params: { type, field, expected } };
    }
  }
  if (!open) {
    for (const field of Object.keys(record)) {
      if (field !== 'type' && !Object.hasOwn(fields, field))
        return { code: 'unknown-field', ruleId, params: { type, field, known: Object.keys(fields) } };
    }
  }
  return null;
}
