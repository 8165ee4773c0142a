/**
 * `holdem-elements/react`: a React component for every element of the kit, made with
 * `@lit/react`. Importing this module registers the tags (through `holdem-elements/define/…`).
 *
 * - Props that are properties of the element (`hands`, `seats`, `board`, `houseRules`…) are set
 *   as properties, so arrays and objects arrive as they are; other props become attributes.
 * - Every event of the element is an `on…` prop named after it (`poker-action` →
 *   `onPokerAction`, `error` → `onError`), typed with its detail from `HoldemEventMap`.
 * - A `ref` reaches the element itself (`table.playAll()`).
 *
 * React is an optional peer dependency: only this module imports it. It is safe to import
 * in Node (server rendering): the elements render on the client.
 *
 * Adding an element is one line below: `wrap(tag, class, [its events])`.
 */
import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type {
  EquityCalculatorErrorDetail,
  HoldemErrorDetail,
  HoldemEventMap,
  PokerTableErrorDetail,
  PotCalculatorErrorDetail,
} from '../events.js';
import { defineElement } from '../elements/shared/define.js';
import { PokerCard as PokerCardElement } from '../define/poker-card.js';
import { HandRanker as HandRankerElement } from '../define/hand-ranker.js';
import { PotCalculator as PotCalculatorElement } from '../define/pot-calculator.js';
import { PokerTable as PokerTableElement } from '../define/poker-table.js';
import { PokerCashTable as PokerCashTableElement } from '../define/poker-cash-table.js';
import { EquityCalculator as EquityCalculatorElement } from '../define/equity-calculator.js';
import { RulesQuiz as RulesQuizElement } from '../define/rules-quiz.js';
import { PokerCardPicker as PokerCardPickerElement } from '../elements/card-picker/card-picker.js';

/** `poker-action` → `PokerAction`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/** The React prop of an event: `poker-action` → `onPokerAction`. */
export type EventProp<Name extends string> = `on${Pascal<Name>}`;

/** The `error` detail of each element that adds fields to `HoldemErrorDetail`. */
interface ErrorDetails {
  'pot-calculator': PotCalculatorErrorDetail;
  'poker-table': PokerTableErrorDetail;
  'poker-cash-table': PokerTableErrorDetail;
  'equity-calculator': EquityCalculatorErrorDetail;
}

/** What an element may list: the kit's events and the plain `error`. */
export type KitEventName = keyof HoldemEventMap | 'error';

type DetailOf<Tag extends string, Name extends KitEventName> = Name extends keyof HoldemEventMap
  ? HoldemEventMap[Name]
  : Tag extends keyof ErrorDetails
    ? ErrorDetails[Tag]
    : HoldemErrorDetail;

/** `@lit/react`'s event option for an element: `{ onPokerAction: 'poker-action', … }`, typed. */
export type EventProps<Tag extends string, Name extends KitEventName> = {
  [N in Name as EventProp<N>]: EventName<CustomEvent<DetailOf<Tag, N>>>;
};

/** `poker-card-picker-select` → `onPokerCardPickerSelect`. */
export function eventProp(name: string): string {
  return `on${name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}`;
}

const wrapped = new Map<string, readonly KitEventName[]>();

/** The tag of every wrapper below and the events its props listen to (the tests check them against the manifest). */
export const wrappedElements: ReadonlyMap<string, readonly KitEventName[]> = wrapped;

function wrap<Tag extends string, Element extends HTMLElement, Name extends KitEventName>(
  tagName: Tag,
  elementClass: new () => Element,
  events: readonly Name[],
): ReactWebComponent<Element, EventProps<Tag, Name>> {
  wrapped.set(tagName, events);
  const props = Object.fromEntries(events.map((name) => [eventProp(name), name])) as unknown as EventProps<Tag, Name>;
  return createComponent({ react: React, tagName, elementClass, events: props });
}

// Registered with the editors on first use elsewhere; a page may also render it alone.
defineElement('poker-card-picker', PokerCardPickerElement);

const handEvents = ['poker-action', 'poker-street', 'poker-hand-complete', 'poker-violation', 'error'] as const;

/** `<poker-card>`: one playing card. */
export const PokerCard = wrap('poker-card', PokerCardElement, ['error']);
/** `<hand-ranker>`: ranks hands on a board and says who wins and why. */
export const HandRanker = wrap('hand-ranker', HandRankerElement, ['hand-ranker-change', 'error']);
/** `<pot-calculator>`: main and side pots, and who wins each. */
export const PotCalculator = wrap('pot-calculator', PotCalculatorElement, ['pot-calculator-change', 'error']);
/** `<poker-table>`: one hand, played step by step or by the reader. */
export const PokerTable = wrap('poker-table', PokerTableElement, [...handEvents, 'poker-hand-export']);
/** `<poker-cash-table>`: a cash game table with computer players. */
export const PokerCashTable = wrap('poker-cash-table', PokerCashTableElement, [...handEvents, 'poker-table-change', 'poker-hand-export']);
/** `<equity-calculator>`: each player's chances to win, exact or sampled. */
export const EquityCalculator = wrap('equity-calculator', EquityCalculatorElement, ['equity-calculator-change', 'error']);
/** `<rules-quiz>`: the reader answers a rule at a live spot; the engine computes every answer. */
export const RulesQuiz = wrap('rules-quiz', RulesQuizElement, ['rules-quiz-answer', 'error']);
/** `<poker-card-picker>`: the card grid the editors open. */
export const PokerCardPicker = wrap('poker-card-picker', PokerCardPickerElement, [
  'poker-card-picker-select',
  'poker-card-picker-clear',
  'poker-card-picker-close',
]);
