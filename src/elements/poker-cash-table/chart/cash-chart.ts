/**
 * `<poker-cash-table>`'s statechart, fetched when a page asks for it (`inspect`, `show-state`,
 * `loadActor()`): an actor of `tableMachine` run by the machine controller, which then runs
 * the table for the element (`CashSession.drive`). Events from the element and from the page
 * (`el.actor.send`) go to the actor; its snapshots are the table. The statechart panel's
 * styles and the `inspect` observer's `Inspector` come with it.
 *
 * @internal
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { SessionEvent, SessionState } from '../../../core/table/session.js';
import type { Actor } from 'xstate';
import { tableMachine } from '../../../machines/table.machine.js';
import { MachineController, type Clock } from '../../shared/machine-controller.js';
import { Inspector, type InspectionObserver } from '../../shared/table/inspector.js';
import type { Words } from '../../shared/table/internal/log-words.js';
import { renderStatePanel } from '../../shared/table/state-panel.js';
import { statePanelStyles } from '../../shared/table/state-panel.styles.js';
import type { CashDriver, CashNews } from '../cash-session.js';

/** The statechart panel's look (`show-state`), which joins the table's shadow root with this part. */
export const styles = statePanelStyles;

export class CashChart implements CashDriver {
  private readonly machine: MachineController<typeof tableMachine>;
  private readonly inspector: Inspector;

  constructor(
    host: ReactiveControllerHost & HTMLElement & { inspect?: InspectionObserver | undefined },
    news: CashNews,
    clock: () => Clock | undefined,
    onError: (error: unknown) => void,
  ) {
    this.machine = new MachineController(host, {
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
    this.inspector = new Inspector(host, () => ({ actor: this.machine.actor, observer: host.inspect ?? undefined }));
  }

  get actor(): Actor<typeof tableMachine> | undefined {
    return this.machine.actor;
  }

  get state(): SessionState | undefined {
    const snapshot = this.machine.snapshot;
    return snapshot && snapshot.status !== 'error' ? snapshot.context : undefined;
  }

  get error(): unknown {
    return this.machine.error;
  }

  resume(state: SessionState, now: () => number): void {
    this.machine.start({ resume: state, now });
    this.inspector.sync();
  }

  send(event: SessionEvent): void {
    this.machine.send(event);
  }

  clear(): void {
    this.machine.clear();
  }

  /** `show-state`: the chart's state in each of its regions (the game, the sit-out timing). */
  renderState(t: Words): TemplateResult | undefined {
    const snapshot = this.machine.snapshot;
    if (!snapshot) return undefined;
    return renderStatePanel(t, [{ id: snapshot.machine.id, value: snapshot.value, status: snapshot.status }]);
  }
}
