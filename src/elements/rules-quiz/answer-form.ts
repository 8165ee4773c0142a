/**
 * The answer: a radio group for a choice, a number field per amount, and the button. Native
 * form controls, so a keyboard alone plays (Tab, arrow keys, Enter) and a screen reader names
 * every control (the group by the question, each field by its label).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { QuizAnswer, QuizQuestion } from '../../core/quiz/types.js';
import type { HoldemLocalize } from '../../i18n/localize.js';

export interface FormState {
  question: QuizQuestion;
  /** The question's text, the group's name. */
  prompt: string;
  /** The answer given, once answered: the form then shows it, disabled. */
  given: QuizAnswer | null;
  nameOf: (seat: string) => string;
  problem: string;
}

/** The label of a choice or a field. */
export const choiceLabel = (t: HoldemLocalize, value: string, nameOf: (seat: string) => string): string =>
  t.term('quizChoice', value, nameOf);

/** The answer as text: a choice's label, or the amounts with their labels. */
export function answerLabel(t: HoldemLocalize, question: QuizQuestion, answer: QuizAnswer, nameOf: (seat: string) => string): string {
  if (typeof answer === 'string') return choiceLabel(t, answer, nameOf);
  return t.term(
    'quizAmounts',
    question.options.map((field) => ({ label: t.term('quizField', field, nameOf), amount: answer[field] ?? 0 })),
  );
}

/** What the form holds: the checked choice, or the fields' amounts (null while one is not a whole number). */
export function readForm(form: HTMLFormElement, question: QuizQuestion): QuizAnswer | null {
  if (question.form === 'choice') {
    const checked = form.querySelector<HTMLInputElement>('input[type=radio]:checked');
    return checked ? checked.value : null;
  }
  const out: Record<string, number> = {};
  for (const field of question.options) {
    const input = form.querySelector<HTMLInputElement>(`input[data-field="${field}"]`);
    const text = (input?.value ?? '').trim();
    if (!/^\d{1,15}$/.test(text)) return null;
    out[field] = Number(text);
  }
  return out;
}

export function renderForm(t: HoldemLocalize, state: FormState, submit: (event: Event) => void): TemplateResult {
  const { question, given, nameOf } = state;
  const done = given !== null;
  const expected = question.answer;
  const controls =
    question.form === 'choice'
      ? html`<fieldset part="choices" class="choices" ?disabled=${done}>
          <legend class="prompt" id="prompt" part="prompt">${state.prompt}</legend>
          ${question.options.map((value) => {
            const mark = done ? (value === expected ? 'expected' : value === given ? 'given' : '') : '';
            return html`<label part="choice ${mark}" class="choice ${mark}">
              <input type="radio" name="choice" .value=${value} .checked=${done ? value === given : false} />
              <span>${choiceLabel(t, value, nameOf)}</span>
            </label>`;
          })}
        </fieldset>`
      : html`<fieldset part="fields" class="fields" ?disabled=${done}>
          <legend class="prompt" id="prompt" part="prompt">${state.prompt}</legend>
          ${question.options.map((field) => {
            const value = done && typeof given !== 'string' ? String(given[field] ?? '') : undefined;
            return html`<label part="field" class="field">
              <span>${t.term('quizField', field, nameOf)}</span>
              <input part="input" type="text" inputmode="numeric" autocomplete="off" data-field=${field} .value=${value ?? ''} />
            </label>`;
          })}
        </fieldset>`;
  return html`<form part="form" class="form" novalidate @submit=${submit}>
    ${controls}
    ${state.problem ? html`<p class="hint" role="alert">${state.problem}</p>` : nothing}
    ${done ? nothing : html`<button part="submit" class="submit" type="submit">${t.term('quizSubmit')}</button>`}
  </form>`;
}
