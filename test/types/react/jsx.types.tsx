// Type test (tsc only, `npm run typecheck:types`): the JSX types generated from
// custom-elements.json (dist/types/jsx.d.ts, after `npm run analyze`) check the kit's tags in
// React 19 JSX, and the wrappers of holdem-elements/react type their props and events.
// Each `@ts-expect-error` must be an error, or tsc fails.
import { HandRanker, PokerTable } from 'holdem-elements/react';

export const table = (
  <poker-table
    structure="pot-limit"
    blinds="50/100"
    seats="Anna 5000; Ben 800"
    hole-cards="Anna: As Kd"
    board={['Ks', '7h', '2c']}
    show-state
    theme="dark"
    onpoker-action={(event) => event.detail.seat.toUpperCase()}
    onerror={(event) => event.detail.field}
  />
);

// @ts-expect-error -- not a betting structure
export const wrongStructure = <poker-table structure="nolimit" />;

// @ts-expect-error -- `reveal` is a boolean
export const wrongBoolean = <poker-table reveal="yes" />;

// @ts-expect-error -- no such attribute
export const unknownAttribute = <hand-ranker bord="Kh 9d 7c" />;

// @ts-expect-error -- the detail of `hand-ranker-change` has no `seat`
export const wrongDetail = <hand-ranker onhand-ranker-change={(event) => event.detail.seat} />;

export const ranker = <hand-ranker board="Kh 9d 7c 4s 2h" hands={[{ name: 'Anna', cards: 'Ks Qd' }]} editable />;

// The React wrappers: properties with their property types, events as typed on… props.
export const wrapped = (
  <PokerTable
    structure="no-limit"
    seats={[{ name: 'Anna', stack: 2000 }]}
    onPokerAction={(event) => event.detail.amount + 1}
    onError={(event) => event.detail.field}
  />
);

// @ts-expect-error -- `amount` is a number
export const wrongWrappedDetail = <PokerTable onPokerAction={(event) => event.detail.amount.toUpperCase()} />;

// @ts-expect-error -- the ranker has no poker-action event
export const wrongWrappedEvent = <HandRanker onPokerAction={() => undefined} />;
