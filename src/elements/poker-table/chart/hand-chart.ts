/**
 * `<poker-table>`'s statechart panel (`show-state`), fetched when a page asks for it: the
 * chart's state and the events it takes now. The panel asks the snapshot (`snapshot.can`),
 * which asks core through the chart's guards, so it lists only what the engine would accept.
 *
 * @internal
 */
import type { TemplateResult } from 'lit';
import type { SnapshotFrom } from 'xstate';
import type { HandMachine } from '../../../machines/hand.machine.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import { renderStatePanel } from '../../shared/table/state-panel.js';
import { statePanelStyles } from '../../shared/table/state-panel.styles.js';

/** The statechart panel's look, which joins the table's shadow root with this part. */
export const styles = statePanelStyles;

/** The hand's events in the order the panel lists them. */
const EVENT_TYPES = ['ACT', 'SHOW', 'MUCK', 'VOID'] as const;

/** An event of each type the snapshot might take: ACT for the seat to act with each legal action, SHOW and MUCK for the seat to decide. */
function candidates(snapshot: SnapshotFrom<HandMachine>, type: (typeof EVENT_TYPES)[number]): object[] {
  const context = snapshot.context;
  if (type === 'VOID') return [{ type }];
  if (type === 'ACT') {
    const seat = context.toAct;
    return seat ? (['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const).map((action) => ({ type, seat, action })) : [];
  }
  const seat = context.showdownChoices?.seat;
  return seat ? [{ type, seat }] : [];
}

/** `show-state`: the chart's state, and the events it takes there now (as `snapshot.can` says). */
export function renderState(t: Words, snapshot: SnapshotFrom<HandMachine>): TemplateResult {
  const accepts =
    snapshot.status === 'active'
      ? EVENT_TYPES.filter((type) =>
          candidates(snapshot, type).some((event) => {
            const e = event as { action?: string };
            // A bet or raise needs an amount: the smallest the engine allows is asked.
            if (e.action === 'bet' || e.action === 'raise') {
              const range = snapshot.context.legalActions[e.action];
              return range !== undefined && snapshot.can({ ...event, to: range.minTo } as never);
            }
            return snapshot.can(event as never);
          }),
        )
      : [];
  return renderStatePanel(t, [{ id: snapshot.machine.id, value: snapshot.value, status: snapshot.status }], accepts);
}
