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


/**
 * Keeps the keyboard focus in the element when what had it goes away (the script's Next after
 * the last step, the buy-in form once seated, the bar after an action): focus moves on to the
 * next useful place (the action bar's title, a step or seat button) instead of falling to `<body>`.
 */
export class FocusKeeper implements ReactiveController {
  private focused: Element | null = null;

  /** `next`: where focus may go, in order of preference (selectors in the render root). */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly next: readonly string[],
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    this.focused = this.host.shadowRoot?.activeElement ?? null;
  }

  hostUpdated(): void {
    const before = this.focused;
    this.focused = null;
    const root = this.host.shadowRoot;
    if (!before || !root) return;
    const now = root.activeElement;
    if (now && now.isConnected && !now.matches(':disabled')) return;
    for (const selector of this.next) {
      const target = root.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
    }
  }
}

/**
 * Tells tables apart to assistive technology: the element's regions (the explanation, the
 * histories, the steps, the seat panel) are named with their title plus this name
 * (`aria-labelledby="why-title table-name"`), so several tables on a page repeat no landmark
 * name. The name is the element's `aria-label`, else, with more than one table on the page,
 * its number among them ("(table 2)"); a hidden span (`#table-name`) beside the rendered content.
 */
export class TableName implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly numbered: (index: number) => string,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const root = this.host.shadowRoot;
    if (!root) return;
    let span = root.getElementById('table-name');
    if (!span) {
      span = document.createElement('span');
      span.id = 'table-name';
      span.hidden = true;
      root.append(span);
    }
    const label = this.host.getAttribute('aria-label')?.trim();
    const tables = [...document.querySelectorAll('poker-table, poker-cash-table')];
    const index = tables.indexOf(this.host);
    const name = label ? `(${label})` : tables.length > 1 && index >= 0 ? this.numbered(index + 1) : '';
    if (span.textContent !== name) span.textContent = name;
  }
}
