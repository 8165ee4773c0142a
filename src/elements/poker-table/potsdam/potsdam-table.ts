/**
 * The Potsdam part of `<poker-table>` (`variant="potsdam"`), loaded on use: one game per
 * element (`PotsdamGame`, one `potsdamMachine` actor), drawn by `renderPotsdamTable`. Its
 * styles join the element's shadow root when it arrives (`usePart`). `actorOf` and
 * `followActor` are the table's `el.actor` for the variant (through `variant.ts`, which holds
 * an actor a page gives before the part has arrived).
 *
 * @internal
 */
import type { TemplateResult } from 'lit';
import type { HoldemLocalize } from '../../../i18n/localize.js';
import { registerKitTranslations } from '../../../i18n/kit.js';
import { registerPotsdamTranslations } from '../../../i18n/potsdam-en.js';
import { PotsdamGame, type PotsdamActor, type PotsdamHost } from './game.js';
import { statePanelStyles } from '../../shared/table/state-panel.styles.js';
import { potsdamStyles } from './potsdam.styles.js';
import { potsdamTeller, potsdamWordsFor, problemMessage, renderPotsdamTable, type PotsdamLook } from './view.js';
import { givenPotsdamActor } from './variant.js';

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
    // A page's actor given before the part arrived.
    const given = givenPotsdamActor(host);
    if (given) made.follow(given);
    game = made;
  }
  return game;
}

/** `el.actor` of a Potsdam table: the actor it runs, its own or a page's (undefined before its first render). */
export function actorOf(host: HTMLElement): PotsdamActor | undefined {
  return games.get(host as PotsdamHost)?.actor;
}

/** `el.actor = actor` on a Potsdam table: it follows the page's actor; `undefined`: an actor of its own again. */
export function followActor(host: HTMLElement, actor: PotsdamActor | undefined): void {
  gameOf(host as PotsdamHost).follow(actor);
}

/** Renders the element's Potsdam game (dealing it first, or again when its input changed). */
export function renderPotsdam(host: PotsdamHost, t: HoldemLocalize, look: PotsdamLook): TemplateResult {
  const game = gameOf(host);
  // What the machine emits is fired in the element's language; set before the computer players move.
  game.tell = potsdamTeller(host, t);
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
  return renderPotsdamTable(host, t, game, look);
}
