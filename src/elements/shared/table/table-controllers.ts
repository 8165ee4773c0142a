/**
 * Small controllers both tables use: the bad-input report (inline message and `error`), the
 * amount field of the action bar, and the history that keeps its newest line in view.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AmountModel } from './action-bar.js';
import type { Problem } from './internal/read-input.js';

/**
 * The element's bad input: the list (the first is shown inline), and the `error` event for
 * the first, fired after the update that shows it, once per report, and not before the
 * element is `ready` (its language's words have arrived: the message is in the page's language).
 */
export class InputProblems implements ReactiveController {
  private problems: Problem[] = [];
  private due = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly report: (problem: Problem) => void,
    private readonly ready: () => boolean = () => true,
  ) {
    host.addController(this);
  }

  get first(): Problem | undefined {
    return this.problems[0];
  }

  get list(): readonly Problem[] {
    return this.problems;
  }

  /** A new reading of the input: these problems replace the old ones; the first is reported. */
  set(problems: readonly Problem[]): void {
    this.problems = [...problems];
    this.due = true;
    this.host.requestUpdate();
  }

  /** One more problem, reported now (`first`: shown before the others). */
  add(problem: Problem, first = false): void {
    if (first) this.problems.unshift(problem);
    else this.problems.push(problem);
    this.due = true;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.due || !this.ready()) return;
    this.due = false;
    if (this.problems[0]) this.report(this.problems[0]);
  }
}

/** What the reader typed into the bet or raise field, reset for each new decision. */
export class AmountField implements AmountModel {
  private typed = '';
  private reason = '';
  private decision = '';

  constructor(private readonly host: ReactiveControllerHost) {}

  get text(): string {
    return this.typed;
  }

  set text(value: string) {
    this.typed = value;
    this.host.requestUpdate();
  }

  /** Why the text cannot be sent (not a number of chips), or ''. */
  get error(): string {
    return this.reason;
  }

  set error(value: string) {
    this.reason = value;
    this.host.requestUpdate();
  }

  /** A new decision starts from the minimum; after a refusal the reader's amount stays to be fixed. */
  decisionIs(key: string): void {
    if (key === this.decision) return;
    this.decision = key;
    this.typed = '';
    this.reason = '';
  }
}

/** Keeps the newest line of a history in view when it grows, not while the reader scrolls back. */
export class LogFollower implements ReactiveController {
  private lines = 0;

  constructor(private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment }) {
    host.addController(this);
  }

  hostUpdated(): void {
    const root = this.host.renderRoot;
    const lines = root.querySelectorAll('.log-lines > li').length;
    if (lines !== this.lines) for (const log of root.querySelectorAll('.log-scroll')) log.scrollTop = log.scrollHeight;
    this.lines = lines;
  }
}
