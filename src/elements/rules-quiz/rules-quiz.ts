import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { HoldemError } from '../../core/errors.js';
import type { QuizGroup } from '../../core/quiz/catalogue.js';
import { checkAnswer } from '../../core/quiz/draw.js';
import type { QuizAnswer, QuizKindLogic, QuizQuestion, QuizQuestionInput } from '../../core/quiz/types.js';
import type { RulesQuizAnswerDetail } from '../../events.js';
import { registerKitTranslations } from '../../i18n/kit.js';
import { registerQuizTranslations } from '../../i18n/quiz-en.js';
import { themeConverter, type Theme } from '../shared/converters.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { OnUse } from '../shared/on-use.js';
import { alertIcon } from '../shared/inline-error.styles.js';
import { answerLabel, readForm, renderForm } from './answer-form.js';
import { drawAt, levelFor, questionAt, readFragment, shareFragment, unknownRules, type Asked, type QuizSource } from './internal/source.js';
import type * as PotsdamPart from './potsdam-part.js';
import { rulesQuizStyles } from './rules-quiz.styles.js';
import { actorOf, namesOf, renderSpot, type SpotParts } from './spot-view.js';

/** A page's questions: one question object or a list, as JSON. */
function readWritten(text: string): QuizQuestionInput[] {
  const value: unknown = JSON.parse(text);
  const list = Array.isArray(value) ? value : [value];
  for (const item of list)
    if (
      typeof item !== 'object' ||
      item === null ||
      typeof (item as QuizQuestionInput).kind !== 'string' ||
      typeof (item as QuizQuestionInput).spot !== 'object'
    )
      throw new HoldemError('invalid-input', 'a question needs a "kind" and a "spot"');
  return list as QuizQuestionInput[];
}

/** The kinds of questions, by the engine that answers them: each group fetched the first time a quiz asks one. */
const handPart = new OnUse(() =>
  import('./hand-part.js').then((module) => {
    module.registerWords();
    return module;
  }),
);
const tablePart = new OnUse(() => import('./table-part.js'));
const potsdamPart = new OnUse(() =>
  import('./potsdam-part.js').then((module) => {
    module.registerWords();
    return module;
  }),
);
const PARTS: Record<QuizGroup, OnUse<{ kinds: readonly QuizKindLogic[] }>> = { hand: handPart, table: tablePart, potsdam: potsdamPart };

const rulesConverter = { fromAttribute: (value: string | null): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean) };

/**
 * Asks the reader to apply a rule at a live spot: a hand drawn as the tables draw it (or a
 * table between hands, a Potsdam game), one question, answered by choosing or typing. It
 * says right or wrong and explains with the numbers and the rule ID, the spot still in view;
 * then the next question. Every answer is core's, computed for the spot. Questions come
 * from a `<script type="application/json">` child (a question `{ kind, spot, subject? }` or a
 * list), from the kit's cases of `rules`, or drawn from `seed` without end; difficulty grows
 * with the score. Bad input never throws: an inline message and an `error` event.
 *
 * @tag rules-quiz
 * @summary A rules quiz: the reader answers who wins, how the pots split, what the minimum raise is, who shows first… at a live spot; the engine computes every answer.
 *
 * @attr rules - Rule IDs to ask, e.g. `T11 T12 T18` (default all). Without `seed`: the kit's cases of those rules first (docs/rule-cases.json), then drawn questions.
 * @attr seed - Draws questions from this seed without end (the same seed, the same quiz).
 * @attr four-color - Four-colour cards.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language (`en`, `de`, or any registered); unset follows the nearest `lang`.
 *
 * @fires rules-quiz-answer - The reader answered. `detail: RulesQuizAnswerDetail` (kind, ruleId, ruleIds, question, answer, expected, correct, text, score). Bubbles, composed.
 * @fires error - Bad input. `detail: { code, message, text }`, code `unknown-rule` or `invalid-question`. Composed; does not bubble.
 *
 * @csspart base - The whole quiz.
 * @csspart bar - The top line: title, score, streak, level.
 * @csspart score - Score, streak and level.
 * @csspart spot - The spot: a table, seats or cards.
 * @csspart table - The table of a hand spot, as `<poker-table>` draws it (its parts: `felt`, `board`, `pots`, `seat`, `card`…).
 * @csspart seating - A table between hands: its seats.
 * @csspart form - The answer form.
 * @csspart prompt - The question.
 * @csspart choices - The choices (a radio group); each `choice` (also `choice expected`, `choice given` once answered).
 * @csspart fields - The amount fields; each `field` with its `input`.
 * @csspart submit - The Answer button.
 * @csspart feedback - Right or wrong and the explanation (a polite live region).
 * @csspart next - The Next question button.
 * @csspart share - The link that reopens this question and the answer given.
 * @csspart error - The inline error message.
 *
 * @cssprop --poker-felt - Felt of the table.
 * @cssprop --poker-win - Right answers (`--poker-win-surface` their background).
 * @cssprop --poker-danger - Wrong answers and errors (`--poker-danger-surface` their background).
 * @cssprop --poker-focus - Focus ring.
 * @cssprop --poker-font - Font family.
 * @cssprop --poker-card-* - Every `<poker-card>` token applies to the cards inside.
 */
export class RulesQuiz extends HoldemElement {
  static override styles = rulesQuizStyles;

  static override properties: PropertyDeclarations = {
    rules: { converter: rulesConverter },
    seed: { type: Number },
    questions: { attribute: false },
    fourColor: { type: Boolean, attribute: 'four-color' },
    theme: { converter: themeConverter, reflect: true },
    current: { state: true },
    given: { state: true },
    hint: { state: true },
  };

  /** Rule IDs to ask (default all). */
  rules: string[] = [];
  /** Draws questions from this seed without end. */
  seed: number | undefined = undefined;
  /** Questions written by the page, asked first; also read from a `<script type="application/json">` child. */
  questions: QuizQuestionInput[] = [];
  fourColor = false;
  theme: Theme | undefined = undefined;

  private current: QuizQuestion | null = null;
  private given: QuizAnswer | null = null;
  private hint = '';
  private index = 0;
  private right = 0;
  private asked = 0;
  private streak = 0;
  private problem: { code: string; text: string } | null = null;
  /** The question a share link asks first. */
  private reopened: ReturnType<typeof readFragment> = null;
  /** The kinds at hand: each group's once fetched. */
  private readonly kinds = new Map<string, QuizKindLogic>();
  private focusNext: 'next' | 'form' | null = null;

  constructor() {
    super();
    registerKitTranslations();
    registerQuizTranslations();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const script = this.querySelector('script[type="application/json"]');
    if (script && this.questions.length === 0) {
      try {
        this.questions = readWritten(script.textContent ?? '');
      } catch (error) {
        this.fail('invalid-question', error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** Right answers, questions answered, the current streak and level. */
  get score(): { right: number; asked: number; streak: number; level: number } {
    return { right: this.right, asked: this.asked, streak: this.streak, level: levelFor(this.right) };
  }

  /** The question being asked (core's, with its answer), or null. */
  get question(): QuizQuestion | null {
    return this.current;
  }

  /** A link that reopens the current question (and its result once answered), or null for a written question. */
  get shareLink(): string | null {
    const fragment = this.current ? shareFragment(this.current, this.given) : null;
    if (!fragment) return null;
    const base = typeof location === 'undefined' ? '' : location.href.split('#')[0];
    return `${base}${fragment}`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) {
      // A share link opens its question once, at the first render (not again when the quiz is moved or restarted).
      if (typeof location !== 'undefined') this.reopened = readFragment(location.hash);
      this.restart();
    } else if (changed.has('rules') || changed.has('seed') || changed.has('questions')) this.restart();
  }

  /** Back to the first question, score cleared. */
  restart(): void {
    this.index = this.right = this.asked = this.streak = 0;
    this.problem = null;
    const unknown = unknownRules(this.rules);
    if (unknown.length > 0) {
      this.current = null;
      this.fail('unknown-rule', unknown.join(' '));
      return;
    }
    this.load();
  }

  /** The next question. */
  next(): void {
    this.index++;
    this.load();
    this.focusNext = 'form';
  }

  /** Answers the current question as a reader would (a choice, or amounts by field). */
  answer(given: QuizAnswer): void {
    const question = this.current;
    if (!question || this.given !== null) return;
    const correct = checkAnswer(question, given);
    this.given = given;
    this.hint = '';
    this.asked++;
    if (correct) {
      this.right++;
      this.streak++;
    } else this.streak = 0;
    this.focusNext = 'next';
    void this.updateComplete.then(() => this.emit('rules-quiz-answer', this.answerDetail(question, given, correct)));
  }

  /** The parts that draw a hand and a Potsdam game, once fetched (their questions are asked only then). */
  private get parts(): SpotParts {
    return { hand: handPart.module, potsdam: potsdamPart.module as typeof PotsdamPart | undefined };
  }

  private get source(): QuizSource {
    // A removed `seed` attribute reads as null: no seed.
    return {
      written: this.questions ?? [],
      rules: this.rules ?? [],
      seed: typeof this.seed === 'number' && Number.isFinite(this.seed) ? this.seed : undefined,
    };
  }

  private load(): void {
    this.given = null;
    this.hint = '';
    const reopened = this.reopened;
    let asked: Asked;
    try {
      asked = reopened
        ? drawAt(this.kinds, reopened.kind, reopened.seed, reopened.level)
        : questionAt(this.source, this.index, levelFor(this.right), this.kinds);
    } catch (error) {
      this.current = null;
      this.fail('invalid-question', error instanceof Error ? error.message : String(error));
      return;
    }
    if ('missing' in asked) {
      // Asked again once the groups are here; meanwhile nothing is shown as the question.
      this.current = null;
      const fetch = Promise.all(asked.missing.map((group) => PARTS[group].load()));
      this.waitFor(fetch);
      fetch.then(
        (parts) => {
          for (const part of parts) for (const kind of part.kinds) this.kinds.set(kind.id, kind);
          this.load();
        },
        () => this.partFailed(),
      );
      return;
    }
    this.current = asked.question;
    if (reopened) {
      this.reopened = null;
      if (reopened.given !== null) this.given = reopened.given;
    }
  }

  private fail(code: string, text: string): void {
    this.problem = { code, text };
    void this.updateComplete.then(() => this.emitError({ code, message: this.localize.term('quizError', code, text), text }));
  }

  private answerDetail(question: QuizQuestion, given: QuizAnswer, correct: boolean): RulesQuizAnswerDetail {
    const id =
      'id' in question && typeof question.id === 'string'
        ? question.id
        : (shareFragment(question, null)?.slice(1) ?? `written-${this.index + 1}`);
    return {
      kind: question.kind,
      ruleId: question.ruleIds[0] ?? '',
      ruleIds: question.ruleIds.slice(),
      question: id,
      answer: given,
      expected: question.answer,
      correct,
      text: this.renderRoot.querySelector('.feedback')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      score: this.score,
    };
  }

  private readonly submit = (event: Event): void => {
    event.preventDefault();
    const question = this.current;
    if (!question) return;
    const given = readForm(event.currentTarget as HTMLFormElement, question);
    if (given === null) this.hint = this.localize.term('quizAnswerNeeded');
    else this.answer(given);
  };

  protected override updated(): void {
    const focus = this.focusNext;
    this.focusNext = null;
    if (focus === 'next') this.renderRoot.querySelector<HTMLElement>('.next')?.focus();
    else if (focus === 'form') this.renderRoot.querySelector<HTMLElement>('.form input')?.focus();
  }

  protected override render(): TemplateResult {
    const t = this.localize;
    const question = this.current;
    const error = this.problem
      ? html`<div part="error" class="error" role="alert">${alertIcon}<span>${t.term('quizError', this.problem.code, this.problem.text)}</span></div>`
      : nothing;
    const score = this.score;
    const bar = html`<div part="bar" class="bar">
      <span class="title">${t.term('quizLabel')}</span>
      <span part="score" class="score">${t.term('quizScore', score.right, score.asked)} · ${t.term('quizStreak', score.streak)} · ${t.term('quizLevel', score.level)}</span>
    </div>`;
    if (!question) return html`<div part="base" class="base" role="group" aria-label=${t.term('quizLabel')}>${bar} ${error}</div>`;
    const nameOf = namesOf(question.spot);
    const spot = question.spot;
    const asking = {
      subject: question.subject ? nameOf(question.subject) : '',
      actor: nameOf(actorOf(spot, this.parts)),
      leaving: spot.game === 'queue' ? nameOf(spot.leaving) : '',
      seats: spot.game === 'table-size' ? spot.seats : 0,
    };
    const prompt = t.term('quizQuestion', question.kind, asking);
    const look = { fourColor: this.fourColor, theme: this.theme };
    const given = this.given;
    const link = given !== null ? this.shareLink : null;
    return html`<div part="base" class="base" role="group" aria-label=${t.term('quizLabel')}>
      ${bar} ${error}
      <div part="spot" class="spot">${renderSpot(t, spot, look, this.parts)}</div>
      ${renderForm(t, { question, prompt, given, nameOf, problem: this.hint }, this.submit)}
      <div part="feedback" class="feedback ${given === null ? 'is-empty' : checkAnswer(question, given) ? 'right' : 'wrong'}" role="status" aria-live="polite">
        ${given === null ? nothing : this.renderFeedback(question, given, nameOf)}
      </div>
      ${
        given === null
          ? nothing
          : html`<div class="after">
              <button part="next" class="next" type="button" @click=${() => this.next()}>${t.term('quizNext')}</button>
              ${link ? html`<a part="share" class="share" href=${link}>${t.term('quizShare')}</a>` : nothing}
            </div>`
      }
    </div>`;
  }

  private renderFeedback(question: QuizQuestion, given: QuizAnswer, nameOf: (seat: string) => string): TemplateResult {
    const t = this.localize;
    const correct = checkAnswer(question, given);
    return html`<p class="verdict">${correct ? t.term('quizRight') : t.term('quizWrong', answerLabel(t, question, question.answer, nameOf))}</p>
      <ul class="reasons">
        ${question.reasons.map((reason) => html`<li>${t.term('quizReason', reason, nameOf)} <span class="rule">(${t.term('quizRuleLink', reason.ruleId)})</span></li>`)}
      </ul>`;
  }
}
