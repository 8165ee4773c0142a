/**
 * `<poker-table>`'s stepping: the bar that offers the script's next step (Next, Play all) and
 * the steps below (Restart, Back, "Step 3 of 8", Forward or Next).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { HandContext, HandEvent } from '../../machines/hand.machine.js';
import { nameOf, type Words } from '../shared/table/internal/log-words.js';

export interface StepsModel {
  taken: number;
  known: number;
  canGoForward: boolean;
  /** The author's script: Forward says Next. */
  hasScript: boolean;
  /** The script bar offers Next already. */
  nextOffered: boolean;
}

export interface StepsActions {
  restart(): void;
  back(): void;
  forward(): void;
  playAll(): void;
}

/** A step of the script in the page's language, from its event (the author may have written it in another). */
export function scriptStepText(t: Words, context: HandContext, event: HandEvent | undefined): string {
  if (!event) return '';
  const name = 'seat' in event ? nameOf(context, event.seat) : '';
  if (event.type === 'ACT') return t.term('scriptStep', name, event.action, event.to);
  return t.term('scriptStep', name, event.type === 'SHOW' ? 'show' : event.type === 'MUCK' ? 'muck' : 'void', undefined);
}

/** The script's next step, in the action bar's place. */
export const renderScriptBar = (t: Words, next: string, act: StepsActions): TemplateResult =>
  html`<div part="action-bar" class="action-bar script">
    <p class="bar-title" tabindex="-1">${t.term('nextStep', next)}</p>
    <div class="buttons">
      <button part="action" class="action primary" type="button" @click=${act.forward}>${t.term('next')}</button>
      <button part="action" class="action" type="button" @click=${act.playAll}>${t.term('playToEnd')}</button>
    </div>
  </div>`;

const icon = (path: string): TemplateResult =>
  html`<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d=${path}></path></svg>`;

export function renderSteps(t: Words, model: StepsModel, act: StepsActions): TemplateResult {
  const first = model.taken === 0;
  return html`<nav part="steps" class="steps" aria-labelledby="steps-label table-name">
    <span id="steps-label" hidden>${t.term('stepsLabel')}</span>
    <button class="step-button" type="button" ?disabled=${first} @click=${act.restart}>
      ${icon('M4 4v12M16 4 7 10l9 6Z')}<span class="step-label">${t.term('restart')}</span>
    </button>
    <button class="step-button" type="button" ?disabled=${first} @click=${act.back}>
      ${icon('M13 4 6 10l7 6')}<span class="step-label">${t.term('back')}</span>
    </button>
    <span class="step-count" aria-live="polite">${model.known > 0 ? t.term('stepOf', model.taken, model.known) : ''}</span>
    ${
      model.nextOffered
        ? nothing
        : html`<button class="step-button" type="button" ?disabled=${!model.canGoForward} @click=${act.forward}>
            <span class="step-label">${model.hasScript ? t.term('next') : t.term('forward')}</span>${icon('m7 4 7 6-7 6')}
          </button>`
    }
  </nav>`;
}

/** An event as text: `Anna raise 5000`, `Ben show`, `VOID`. */
export function eventText(event: HandEvent): string {
  if (event.type === 'ACT') return `${event.seat} ${event.action}${event.to === undefined ? '' : ` ${event.to}`}`;
  return 'seat' in event ? `${event.seat} ${event.type.toLowerCase()}` : event.type;
}
