/**
 * `<poker-cash-table>`'s statechart, fetched when a page asks for it (`inspect`, `show-state`,
 * `loadActor()`): an actor of `tableMachine` run by the machine controller, which then runs
 * the table for the element (`CashSession.drive`). Events from the element and from the page
 * (`el.actor.send`) go to the actor; its snapshots are the table. The statechart panel's
 * styles and the `inspect` observer's `Inspector` come with it.
 *
 * @internal
 */
import type { TemplateResult } from 'lit';
import type { SessionState } from '../../../core/table/session.js';
import { tableMachine } from '../../../machines/table.machine.js';
import type { Clock } from '../../shared/machine-controller.js';
import { EngineChart, type ChartHost } from '../../shared/table/engine-chart.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import { renderStatePanel } from '../../shared/table/state-panel.js';
import { statePanelStyles } from '../../shared/table/state-panel.styles.js';
import type { CashDriver, CashNews } from '../cash-session.js';

/** The statechart panel's look (`show-state`), which joins the table's shadow root with this part. */
export const styles = statePanelStyles;

export class CashChart extends EngineChart<typeof tableMachine> implements CashDriver {
  constructor(host: ChartHost, news: CashNews, clock: () => Clock | undefined, onError: (error: unknown) => void) {
    super(host, {
      logic: tableMachine,
      clock,
      // What the chart emits is what the engine says happened: the session tells of it.
      emitted: (emitted) => {
        news.happened(emitted);
        return null;
      },
      onSnapshot: (snapshot) => {
        if (snapshot.status === 'active' || snapshot.status === 'done') news.changed(snapshot.context);
      },
      onError,
    });
  }

  resume(state: SessionState, now: () => number): void {
    this.machine.start({ resume: state, now });
    this.syncInspector();
  }

  /** `show-state`: the chart's state in each of its regions (the game, the sit-out timing). */
  renderState(t: Words): TemplateResult | undefined {
    const snapshot = this.machine.snapshot;
    if (!snapshot) return undefined;
    return renderStatePanel(t, [{ id: snapshot.machine.id, value: snapshot.value, status: snapshot.status }]);
  }
}
