/**
 * The Potsdam part of `<poker-table>` (`variant="potsdam"`), loaded on use: one game per
 * element (`PotsdamGame`), drawn by `renderPotsdamTable`. Its styles join the element's
 * shadow root when it arrives (`usePart`).
 *
 * @internal
 */
import type { TemplateResult } from 'lit';
import type { HoldemLocalize } from '../../../i18n/localize.js';
import { registerKitTranslations } from '../../../i18n/kit.js';
import { registerPotsdamTranslations } from '../../../i18n/potsdam-en.js';
import { stageOf } from '../../../core/potsdam/stage.js';
import { PotsdamGame, type PotsdamHost } from './game.js';
import { statePanelStyles } from '../../shared/table/state-panel.styles.js';
import { potsdamStyles } from './potsdam.styles.js';
import { potsdamWordsFor, problemMessage, renderPotsdamTable, type PotsdamLook } from './view.js';

/** The game's look, and the statechart panel's (`show-state`; `<poker-table>` has it with its statechart part otherwise). */
export const styles = [potsdamStyles, statePanelStyles];

registerPotsdamTranslations();
// The game names each face-up hand's category (`categoryName`), which a Hold'em table does not show.
registerKitTranslations();

const games = new WeakMap<PotsdamHost, PotsdamGame>();
/** The problem each element last reported as `error`, so it is reported once. */
const reported = new WeakMap<PotsdamHost, string>();

/** The element's game: made on first use; it stops its computer players when the element leaves the page. */
export function gameOf(host: PotsdamHost): PotsdamGame {
  let game = games.get(host);
  if (!game) {
    const made = new PotsdamGame(host);
    host.addController({ hostDisconnected: () => made.stop(), hostConnected: () => host.requestUpdate() });
    games.set(host, made);
    game = made;
  }
  return game;
}

/** Renders the element's Potsdam game (dealing it first, or again when its input changed). */
export function renderPotsdam(host: PotsdamHost, t: HoldemLocalize, look: PotsdamLook): TemplateResult {
  const game = gameOf(host);
  game.sync();
  const problem = game.problem;
  const key = problem ? JSON.stringify(problem) : '';
  if (key !== (reported.get(host) ?? '')) {
    reported.set(host, key);
    if (problem) {
      const message = problemMessage(potsdamWordsFor(t.lang()), problem);
      const detail = {
        code: problem.code,
        message,
        text: problem.text,
        field: problem.field,
        ...(problem.field === 'script' ? { step: problem.step } : {}),
      };
      queueMicrotask(() => host.dispatchEvent(new CustomEvent('error', { detail, bubbles: false, composed: true })));
    }
  }
  return renderPotsdamTable(host, t, game, look, (state) => stageOf(state));
}
