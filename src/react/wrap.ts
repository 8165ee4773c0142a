/**
 * What every React wrapper of the kit is made with: `wrap(tag, class, [its events])` gives a
 * React component (`@lit/react`) whose props set the element's properties and whose `on…`
 * props listen to its events, typed with their details. Each wrapper is a module of its own
 * (`holdem-elements/react/poker-table`, …), so an app pays only for the elements it imports.
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

export function wrap<Tag extends string, Element extends HTMLElement, Name extends KitEventName>(
  tagName: Tag,
  elementClass: new () => Element,
  events: readonly Name[],
): ReactWebComponent<Element, EventProps<Tag, Name>> {
  wrapped.set(tagName, events);
  const props = Object.fromEntries(events.map((name) => [eventProp(name), name])) as unknown as EventProps<Tag, Name>;
  return createComponent({ react: React, tagName, elementClass, events: props });
}

/** The events of a hand that both tables fire. */
export const handEvents = ['poker-action', 'poker-street', 'poker-hand-complete', 'poker-violation', 'error'] as const;
