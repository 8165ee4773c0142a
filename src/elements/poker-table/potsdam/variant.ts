/**
 * `<poker-table>`'s `variant`: `holdem` (Texas Hold'em, the default) or `potsdam` (Potsdam
 * Hold'em, P1–P7). The Potsdam part (its rendering, controls, computer players and words) is
 * fetched with a dynamic `import()` the first time a table shows it: a Hold'em page never
 * downloads it.
 *
 * @internal
 */
import type { Actor } from 'xstate';
import type { PotsdamMachine } from '../../../machines/potsdam.machine.js';
import { OnUse } from '../../shared/on-use.js';

export type Variant = 'holdem' | 'potsdam';

export const variantAttribute = {
  fromAttribute: (text: string | null): Variant => (text?.trim().toLowerCase() === 'potsdam' ? 'potsdam' : 'holdem'),
};

/** The Potsdam part, loaded on use. */
export const potsdamPart = new OnUse(() => import('./potsdam-table.js'));

/** A `potsdamMachine` actor, as `el.actor` of a Potsdam table. */
export type PotsdamActor = Actor<PotsdamMachine>;

/** The actor a page gave each table (`el.actor = actor`), kept until the Potsdam part has arrived. */
const given = new WeakMap<HTMLElement, PotsdamActor | undefined>();

/** The actor a page gave `host`, if any (the Potsdam part follows it when it makes the table's game). */
export function givenPotsdamActor(host: HTMLElement): PotsdamActor | undefined {
  return given.get(host);
}

/**
 * `el.actor` of a `<poker-table variant="potsdam">`: the `potsdamMachine` actor it runs, its
 * own (the same object for the element's life) or a page's; `undefined` before the Potsdam
 * part has arrived and dealt.
 */
export function potsdamActor(host: HTMLElement): PotsdamActor | undefined {
  return potsdamPart.module?.actorOf(host) ?? given.get(host);
}

/**
 * `el.actor = actor` on a `<poker-table variant="potsdam">`: the table follows the page's
 * actor (its game, its snapshots, its emitted events) and never stops it; `undefined` gives
 * the table an actor of its own again. Given before the part has arrived, it is followed then.
 */
export function setPotsdamActor(host: HTMLElement & { requestUpdate(): void }, actor: PotsdamActor | undefined): void {
  given.set(host, actor);
  potsdamPart.module?.followActor(host, actor);
  host.requestUpdate();
}
