import { nothing, type CSSResultGroup, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import type { ActionType, BettingStructure } from '../../../core/betting.js';
import type { Refusal } from '../../../core/rule-violation.js';
import type { PokerTableErrorDetail } from '../../../events.js';
import { registerTableHandTerms } from '../../../i18n/hand-title-en.js';
import { registerCardTranslations } from '../../../i18n/localize.js';
import { loadRefusalWords } from '../../../i18n/refusals.js';
import { registerPotWords } from '../../../i18n/pot-words-en.js';
import { registerTableTranslations } from '../../../i18n/table-en.js';
import type { HandContext } from '../../../machines/hand.machine.js';
import { themeConverter, type Theme } from '../converters.js';
import { changedContents } from '../same-contents.js';
import { HoldemElement } from '../holdem-element.js';
import { OnUse, usePart } from '../on-use.js';
import { renderBettingBar, typedAmount, type BetRange } from './action-bar.js';
import type { InspectionObserver } from './inspector.js';
import { errorDetail } from './internal/error-detail.js';
import { handCompleteDetail, handEntryEvents, violationDetail } from './internal/hand-events.js';
import { nameOf } from './internal/log-words.js';
import { blindsAttribute, readChips, structureAttribute, wholeNumberAttribute, type Blinds, type Problem } from './internal/read-input.js';
import { renderAlert, renderRules } from './notes.js';
import { AmountField, FocusKeeper, InputProblems, TableName } from './table-controllers.js';
import { tableBaseStyles } from './table-base.styles.js';
import { WinnerChips } from './winner-chips.js';

export type { InspectionObserver } from './inspector.js';

/**
 * The English words of bad input, fetched on a table's first problem: a page whose
 * attributes are right never loads them. A German page has them with its German words, but
 * English fills the gaps of a language a page registers, so every page fetches them.
 */
const errorWords = new OnUse(() =>
  import('../../../i18n/table-errors-en.js').then((module) => {
    module.registerTableErrorWords();
    return module;
  }),
);

/**
 * What `<poker-table>` and `<poker-cash-table>` share: the stakes, the look, `inspect`,
 * and the hand as both play it: the action bar wired to the hand, the hand events, the inline
 * message for bad input. Each table adds what it plays around the hand.
 *
 * @internal
 */
export abstract class TableElement extends HoldemElement {
  static override styles: CSSResultGroup = [tableBaseStyles];

  // Declared here rather than with decorators: no decorator code in a page that loads the element.
  static override properties: PropertyDeclarations = {
    structure: { converter: structureAttribute },
    blinds: { converter: blindsAttribute, hasChanged: changedContents },
    ante: { converter: wholeNumberAttribute(0) },
    seed: {},
    showState: { type: Boolean, reflect: true, attribute: 'show-state' },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    theme: { reflect: true, converter: themeConverter },
    inspect: { attribute: false },
  };

  /** `no-limit`, `pot-limit` or `fixed-limit`. Attribute: also `NL`, `PL`, `limit`. */
  structure: BettingStructure = 'no-limit';

  /** The small and big blind (T3). Attribute: `"50/100"`, or `"100"` for half of it and it. */
  blinds: Blinds = { small: 50, big: 100 };

  /** An ante everyone pays before the blinds. */
  ante = 0;

  /** Makes the shuffle (and the computer players' choices) repeatable. */
  seed: string | undefined;

  /** Shows the statechart's current state. */
  showState = false;

  /** Four-colour cards: diamonds blue, clubs green. */
  fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme: Theme | undefined;

  /**
   * An XState inspection observer (an `Observer<InspectionEvent>` or a function), as
   * `createActor(machine, { inspect })` takes: e.g. `createBrowserInspector().inspect` from
   * `@statelyai/inspect`. Property only. It observes every actor the element creates and, set
   * later, the running one at once; unset, it hears nothing more. Each table gives it its
   * actors with an `Inspector` (`<poker-table>`'s comes with its statechart part).
   */
  inspect: InspectionObserver | undefined;

  /**
   * Bad input: the first problem is shown inline and fired as `error` once the element speaks
   * its language and has the words of bad input (fetched on the first problem).
   */
  protected readonly problems = new InputProblems(
    this,
    (problem) => this.emitError(errorDetail(problem, this.problemMessage(problem) ?? problem.code)),
    () => !this.settling,
  );

  /** The bet or raise the reader typed. */
  protected readonly amount = new AmountField(this);

  protected readonly chips = new WinnerChips(this, () => this.hand?.result);

  constructor() {
    super();
    new TableName(this, (index) => this.localize.term('tableNumber', index));
    // The action bar's title first (what happens now; Tab goes on to the actions): focus never lands on Fold by itself.
    new FocusKeeper(this, [
      '[part~="action-bar"] .bar-title',
      '[part~="steps"] button:not(:disabled)',
      '[part~="seat-panel"] button:not(:disabled)',
    ]);
    registerCardTranslations();
    registerTableHandTerms();
    registerPotWords();
    registerTableTranslations();
  }

  /** The hand on show. */
  protected abstract get hand(): HandContext | undefined;

  /** The reader's action for the seat to act. */
  protected abstract act(action: ActionType, to?: number): void;

  /** A problem in the element's language; undefined while the code that words it is fetched. */
  protected abstract errorMessage(problem: Problem): string | undefined;

  /**
   * A problem in the element's language, once the words of bad input are there; undefined
   * while they are fetched (the element waits for them: the inline message shows and `error`
   * fires after), or if they could not be (then the part's own notice says so).
   */
  private problemMessage(problem: Problem): string | undefined {
    return usePart(this, errorWords) && this.errorMessage(problem);
  }

  /** A seat's name in the hand on show (its id if unknown). */
  protected readonly seatName = (seat: string): string => {
    const hand = this.hand;
    return hand ? nameOf(hand, seat) : seat;
  };

  /** What happened while the element set itself up or fetched its words: told once it speaks the page's language. */
  private held: (() => void)[] = [];

  /**
   * Tells the page what happened (`send` dispatches the event, wording it then). What happens
   * during an update (a table that starts playing as it is set up) is told after it, and what
   * happens while the words of the page's language are fetched, once they are there: a German
   * page hears no English `text`.
   */
  protected announce(send: () => void): void {
    if (this.isUpdatePending || this.settling) {
      this.held.push(send);
      this.requestUpdate();
    } else send();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.settling || this.held.length === 0) return;
    const held = this.held;
    this.held = [];
    for (const send of held) send();
  }

  /** New lines of a hand's log as `poker-action` and `poker-street`. */
  protected emitHandEntries(context: HandContext, entries: readonly HandContext['log'][number][]): void {
    this.announce(() => {
      for (const event of handEntryEvents(this.localize, context, entries)) {
        if (event.type === 'poker-action') this.emit('poker-action', event.detail);
        else this.emit('poker-street', event.detail);
      }
    });
  }

  /** The hand is over: `poker-hand-complete`, and chips fly to the winners. */
  protected emitHandComplete(context: HandContext): void {
    this.chips.celebrate();
    this.announce(() => this.emit('poker-hand-complete', handCompleteDetail(this.localize, context)));
  }

  /**
   * Something was refused: the words of refusals are fetched on the first one (`loadRefusalWords`),
   * and what tells of it (the event, the explanation) waits for them.
   */
  protected refused(): void {
    const words = loadRefusalWords();
    if (words) this.waitFor(words);
  }

  /** A refusal of the hand or the table as `poker-violation`, worded in the element's language. */
  protected emitViolation(violation: Refusal & { event: unknown; allowed: unknown }): void {
    this.refused();
    this.announce(() => this.emit('poker-violation', violationDetail(this.localize, violation, this.seatName)));
  }

  /** Fires `error` for bad input the reader gave (an amount, an action after the hand). */
  protected fail(detail: PokerTableErrorDetail): void {
    this.emitError(detail);
  }

  protected renderAlert(): TemplateResult | typeof nothing {
    const problem = this.problems.first;
    const message = problem && this.problemMessage(problem);
    return message === undefined ? nothing : renderAlert(message);
  }

  protected readonly renderRules = (ruleIds: readonly string[]): TemplateResult | typeof nothing => renderRules(this.localize, ruleIds);

  /** The betting bar of the seat to act, wired to `act` and the amount field. */
  protected renderBettingBar(context: HandContext, name: string, extra: TemplateResult | typeof nothing = nothing): TemplateResult {
    return renderBettingBar(
      this.localize,
      context,
      name,
      this.amount,
      {
        act: (action, to) => this.act(action, to),
        submit: (kind, range) => this.submitAmount(kind, range),
        amount: (text, fromField) => {
          this.amount.text = text;
          if (fromField) this.amount.error = '';
        },
      },
      extra,
    );
  }

  /**
   * Sends the bet or raise in the amount field, held to the legal range the bar shows (T11,
   * T14: what the button says is what is sent); text that is not a number of chips never
   * reaches the machine. Scripted and programmatic actions still meet the machine's refusals.
   */
  private submitAmount(kind: 'bet' | 'raise', range: BetRange): void {
    const text = this.amount.text === '' ? String(range.minTo) : this.amount.text;
    const chips = readChips(text);
    if ('value' in chips) {
      this.amount.error = '';
      this.act(kind, typedAmount(this.amount, range));
      return;
    }
    const seat = this.hand?.toAct ?? undefined;
    this.amount.error = this.localize.term('errorChips', this.localize.term('amountLabel', kind), text);
    this.fail({ code: 'invalid-amount', message: this.amount.error, text, field: 'action', ...(seat ? { seat } : {}) });
  }
}
