// Type test (tsc only, `npm run typecheck:types`): the Vue types generated from
// custom-elements.json (dist/types/vue.d.ts, after `npm run analyze`) register every tag in
// Vue's GlobalComponents, which Volar (vue-tsc) uses to check templates. Each
// `@ts-expect-error` must be an error, or tsc fails.
import type { GlobalComponents } from 'vue';

type PropsOf<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const table: PropsOf<'poker-table'> = {
  structure: 'fixed-limit',
  blinds: '2/4',
  seats: 'Anna 100; Ben 100',
  'onpoker-action': (event) => event.detail.seat,
};

// @ts-expect-error -- not a betting structure
export const wrongStructure: PropsOf<'poker-table'> = { structure: 'nolimit' };

// @ts-expect-error -- `editable` is a boolean
export const wrongBoolean: PropsOf<'hand-ranker'> = { editable: 'yes' };

export const calculator: PropsOf<'pot-calculator'> = {
  players: 'Anna 20 all-in; Ben 50',
  'onpot-calculator-change': (event) => event.detail.pots.length,
};
