/**
 * `<poker-table>`'s statechart, fetched when a page asks for it (`inspect`, `show-state`,
 * `loadActor()`): an actor of `handMachine` run by the machine controller, which then runs
 * the hand for the table (`HandRunner.drive`). Events from the table and from the page
 * (`el.actor.send`) go to the actor; its snapshots are the table's hand. The statechart
 * panel's styles and the `inspect` observer's `Inspector` come with it.
 *
 * @internal
 */
import type { TemplateResult } from 'lit';
import type { HandEvent, HandInput, HandState } from '../../../core/hand/index.js';
import { handMachine } from '../../../machines/hand.machine.js';
import { EngineChart, type ChartHost } from '../../shared/table/engine-chart.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import { renderStatePanel } from '../../shared/table/state-panel.js';
import { statePanelStyles } from '../../shared/table/state-panel.styles.js';
import type { HandDriver, HandRunnerOptions } from '../hand-runner.js';

/** The statechart panel's look (`show-state`), which joins the table's shadow root with this part. */
export const styles = statePanelStyles;

/** The hand's events in the order the panel lists them. */
const EVENT_TYPES = ['ACT', 'SHOW', 'MUCK', 'VOID'] as const;

export class HandChart extends EngineChart<typeof handMachine> implements HandDriver {
  constructor(host: ChartHost, options: HandRunnerOptions) {
    super(host, {
      logic: handMachine,
      onEvent: (event, snapshot) => options.onEvent(event as HandEvent, snapshot.context),
      // What the chart emits is what the engine says happened; the table tells of it itself.
      emitted: (emitted) => {
        options.happened(emitted);
        return null;
      },
    });
  }

  start(input: HandInput): void {
    this.machine.start(input);
  }

  resume(state: HandState): void {
    this.machine.start({ resume: state });
  }

  /**
   * `show-state`: the chart's state, and the events its transitions take there (ACT on a
   * street, SHOW and MUCK at the showdown, VOID at any time). The chart's catch-all `*`
   * takes every other event only to refuse it, so `snapshot.can()` would say yes to all.
   */
  renderState(t: Words): TemplateResult | undefined {
    const snapshot = this.machine.snapshot;
    if (!snapshot) return undefined;
    const machine = snapshot.machine;
    const handled = new Set<string>(machine.root.ownEvents);
    if (typeof snapshot.value === 'string')
      for (const type of machine.getStateNodeById(`hand.${snapshot.value}`).ownEvents) handled.add(type);
    const accepts = snapshot.status === 'active' ? EVENT_TYPES.filter((type) => handled.has(type)) : [];
    return renderStatePanel(t, [{ id: snapshot.machine.id, value: snapshot.value, status: snapshot.status }], accepts);
  }
}
