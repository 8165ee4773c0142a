import { html } from 'lit';
import type { Meta } from '@storybook/web-components-vite';
import { element, ruleStory, rulesDocsPage, type RuleArgs, type RuleStory } from './rule-story.js';

const meta: Meta<RuleArgs> = {
  title: 'Rules handbook/T6–T15 Betting',
  tags: ['autodocs', 'rules'],
  parameters: {
    docs: {
      page: rulesDocsPage,
      description: {
        component:
          'The betting rounds: who acts and when a round ends (T6), the actions (T7), table stakes and all-in (T8, T9), uncalled chips (T10), the sizes in no limit, pot limit and fixed limit (T11, T14, T15) and the short all-in rules of the TDA (T12, T13). Each table is written in HTML with a `script`; it opens at the moment that matters, and Back, Next and Restart step through the hand. A refused step is explained with its rule ID. <a href="./?path=/story/elements-rules-quiz--betting" target="_top">Practise T6–T15 in the rules quiz</a>: `<rules-quiz>` asks these rules at live spots.',
      },
    },
  },
};
export default meta;

export const T6_OrderOfAction: RuleStory = {
  name: 'T6 · order of action and the end of a round',
  ...ruleStory({
    notice:
      'Blinds 1/2; button Anna, small blind Ben, big blind Carla, then Dan. Before the flop Dan (left of the big blind) acts first and raises to 6; Anna folds, Ben adds 5, Carla adds 4. Everyone still in has 6 in and has acted, so the round is over with 18 in the pot. On the flop Ben, the first player still in left of the button, acts first: the last scripted step, Carla checking, is refused because it is Ben’s turn.',
    tag: 'poker-table',
    attrs: {
      blinds: '1/2',
      seats: 'Anna 200; Ben 200; Carla 200; Dan 200',
      button: 'Anna',
      'hole-cards': 'Anna: 7c 2d; Ben: Ks Qs; Carla: Jh Jd; Dan: Ac Kc',
      board: 'Qh 8c 3s 9d 4h',
      script: 'Dan raises to 6; Anna folds; Ben calls; Carla calls; Carla checks',
    },
    at: 'end',
  }),
};

export const T7_TheActions: RuleStory = {
  name: 'T7 · the actions: a check-raise',
  ...ruleStory({
    notice:
      'On the flop Anna checks, Ben bets 20, Carla calls and Anna raises to 60: a check-raise, and perfectly legal. Ben’s action bar now offers exactly what T7 allows: fold, call 40 more, or re-raise (to at least 100).',
    tag: 'poker-table',
    attrs: {
      blinds: '5/10',
      seats: 'Anna 1000; Ben 1000; Carla 1000',
      button: 'Carla',
      'hole-cards': 'Anna: 8s 8d; Ben: Ah Qc; Carla: Kh Th',
      board: 'Qs 8h 4c 2d 9s',
      script: 'Carla calls; Anna calls; Ben checks; Anna checks; Ben bets 20; Carla calls; Anna raises to 60',
    },
    at: 'end',
  }),
};

export const T8_TableStakes: RuleStory = {
  name: 'T8 · table stakes',
  ...ruleStory({
    notice:
      'Ben has 80 left on the table when Anna bets 200 on the flop. He cannot fetch more chips during the hand, and nobody can push him out: his action bar offers only to fold or to call all-in for 80. (Call, and the 120 nobody matched go back to Anna: T10.)',
    tag: 'poker-table',
    attrs: {
      blinds: '5/10',
      seats: 'Anna 2000; Ben 90',
      button: 'Anna',
      'hole-cards': 'Anna: Ac Qd; Ben: Kh Ks',
      board: 'Qh 7c 2s 5d 9h',
      script: 'Anna calls; Ben checks; Ben checks; Anna bets 200',
    },
    at: 'end',
  }),
};

export const T9_AllIn: RuleStory = {
  name: 'T9 · all-in',
  ...ruleStory({
    notice:
      'Heads-up, on the turn: Anna, Ben’s only opponent, moves all-in for 300, and Ben, with 1,000, answers all-in. With every opponent all-in that counts as calling 300: the explanation says so, the rest of the board is dealt at once, and Ben’s other 700 never leave his stack.',
    tag: 'poker-table',
    attrs: {
      blinds: '50/100',
      seats: 'Anna 400; Ben 1100',
      button: 'Anna',
      'hole-cards': 'Anna: Jc Jd; Ben: Ah Kh',
      board: 'Kd 7s 2c 9h 4s',
      script: 'Anna calls; Ben checks; Ben checks; Anna checks; Ben checks; Anna all-in; Ben all-in',
    },
    at: 'end',
  }),
};

export const T10_UncalledChips: RuleStory = {
  name: 'T10 · uncalled chips go back',
  ...ruleStory({
    notice:
      'Anna bets 200 on the flop; her only opponent Ben has 80 and calls all-in. 80 of Anna’s bet are matched, the other 120 go back to her, and the street adds 160 to the pot (180 with the blinds’ 20).',
    tag: 'poker-table',
    attrs: {
      blinds: '5/10',
      seats: 'Anna 2000; Ben 90',
      button: 'Anna',
      'hole-cards': 'Anna: Ac Qd; Ben: Kh Ks',
      board: 'Qh 7c 2s 5d 9h',
      script: 'Anna calls; Ben checks; Ben checks; Anna bets 200; Ben calls',
    },
    at: 5,
  }),
};

export const T11_NoLimitSizes: RuleStory = {
  name: 'T11 · no-limit bet and raise sizes',
  ...ruleStory({
    notice:
      'Blinds 100/200: the big blind is the bet before the flop, so Dan’s raise to 300 is refused — the smallest opening raise is to 400. Dan raises to 700 (by 500); Anna’s raise to 1,000 is refused too: the next raise must go up by at least 500, to 1,200. It is the increment that counts, never the total. Her action bar now starts at 1,200.',
    tag: 'poker-table',
    attrs: {
      blinds: '100/200',
      seats: 'Anna 5000; Ben 5000; Carla 5000; Dan 5000',
      button: 'Anna',
      'hole-cards': 'Anna: Ks Kd; Ben: 9c 8c; Carla: As Jd; Dan: Qh Qc',
      script: 'Dan raises to 300; Dan raises to 700; Anna raises to 1000',
    },
    at: 'end',
  }),
};

const UNDER_RAISE = 'Anna bets 300; Ben raises to 450';
const underRaiseTable = (underRaise: string) =>
  element(
    'poker-table',
    {
      blinds: '50/100',
      seats: 'Anna 3000; Ben 3000; Carla 3000',
      button: 'Carla',
      'hole-cards': 'Anna: Ah Qh; Ben: Kc Kd; Carla: 7s 2c',
      board: 'Qs 9h 4c 8d 2s',
      script: `Carla folds; Anna calls; Ben checks; ${UNDER_RAISE}`,
      controls: 'none',
    },
    { houseRules: { underRaise } },
  );

export const T11_HouseRuleUnderRaise: RuleStory = {
  name: 'T11 · house rule underRaise',
  ...ruleStory({
    notice:
      'Blinds 50/100, on the flop Anna bets 300 and Ben asks to raise to 450 — by 150 where 300 is needed, and not all-in. The property `houseRules.underRaise` decides: `refuse` (the default, first table) refuses it and names the minimum, 600; `treat-as-call` counts it as a call of 300; `fill-to-minimum` makes it a raise to 600.',
    tag: 'poker-table',
    attrs: {
      blinds: '50/100',
      seats: 'Anna 3000; Ben 3000; Carla 3000',
      button: 'Carla',
      'hole-cards': 'Anna: Ah Qh; Ben: Kc Kd; Carla: 7s 2c',
      board: 'Qs 9h 4c 8d 2s',
      script: `Carla folds; Anna calls; Ben checks; ${UNDER_RAISE}`,
      controls: 'none',
    },
    props: { houseRules: { underRaise: 'refuse' } },
    at: 'end',
    around: (refuse) => {
      const others = ['treat-as-call', 'fill-to-minimum'].map((rule) => [rule, underRaiseTable(rule)] as const);
      for (const [, table] of others) void playAll(table);
      return html`<div class="rule-side-by-side">
      <div><h4><code>underRaise: 'refuse'</code> (default)</h4>${refuse}</div>
      ${others.map(([rule, table]) => html`<div><h4><code>underRaise: '${rule}'</code></h4>${table}</div>`)}
    </div>`;
    },
  }),
};

/** Plays a table's whole script once it has dealt. */
async function playAll(el: HTMLElement): Promise<void> {
  await customElements.whenDefined(el.localName);
  const table = el as HTMLElement & { updateComplete: Promise<boolean>; playAll(): void };
  await table.updateComplete;
  table.playAll();
}

export const T12_ShortAllInDoesNotReopen: RuleStory = {
  name: 'T12 · a short all-in does not reopen the betting (TDA 47)',
  ...ruleStory({
    notice:
      'Blinds 50/100, three players on the flop. Anna bets 500; Ben goes all-in for 700, only 200 more, less than the 500 a full raise needs. Carla had not acted and kept every option; she calls. Anna faces only Ben’s incomplete raise: she may call 200 or fold, and her raise to 1,500 is refused with `betting-not-reopened`.',
    tag: 'poker-table',
    attrs: {
      blinds: '50/100',
      seats: 'Anna 5000; Ben 800; Carla 5000',
      button: 'Carla',
      'hole-cards': 'Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d',
      board: 'Kc 9h 4d 7s 2c',
      script: 'Carla calls; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500',
    },
    at: 'end',
  }),
};

export const T13_ShortAllInsAddUp: RuleStory = {
  name: 'T13 · short all-ins add up',
  ...ruleStory({
    notice:
      'Blinds 5/10. On the flop Anna bets 10 and Ben calls. Carla goes all-in to 18 (8 more, not a full raise), then Dan all-in to 25 (7 more). Together that is 15, at least the 10 a full raise needs: Anna, who already acted, faces 15 more and may raise again — her action bar starts at 35 (25 + 10). Without Dan’s all-in she could only have called or folded. The explanation says so: Dan’s all-in is short on its own, but counted since Anna acted it is a full raise.',
    tag: 'poker-table',
    attrs: {
      blinds: '5/10',
      seats: 'Anna 1000; Ben 1000; Carla 28; Dan 35',
      button: 'Dan',
      'hole-cards': 'Anna: Ah Kh; Ben: Qd Qs; Carla: 9c 9d; Dan: Jh Ts',
      board: 'Kc 8d 3h 6s 2c',
      script: 'Carla calls; Dan calls; Anna calls; Ben checks; Anna bets 10; Ben calls; Carla all-in; Dan all-in',
    },
    at: 'end',
  }),
};

const HALF_BET = {
  structure: 'fixed-limit',
  blinds: '5/10',
  seats: 'Anna 1000; Ben 25; Carla 1000',
  button: 'Carla',
  'hole-cards': 'Anna: Ad Kd; Ben: 7h 7c; Carla: Qs Js',
  board: '9d 5c 2h Kh 3s',
  script: 'Carla calls; Anna calls; Ben checks; Anna bets 10; Ben all-in; Carla calls; Anna raises to 25',
  controls: 'none',
};

export const T13_HouseRuleAllInReopen: RuleStory = {
  name: 'T13 · house rule allInReopen',
  ...ruleStory({
    notice:
      'Fixed limit 5/10, flop: Anna bets 10, Ben goes all-in for 15 (5 more, half a bet), Carla calls. Under `tda` (the default, left) Anna faces less than a full raise and her raise to 25 is refused: call 5 or fold. Under the older `half-bet` rule (right, `houseRules.allInReopen`) an all-in of at least half a bet counts as a full one, and Anna raises to 25.',
    tag: 'poker-table',
    attrs: { ...HALF_BET },
    props: { houseRules: { allInReopen: 'tda' } },
    at: 'end',
    around: (tda) => {
      const halfBet = element('poker-table', HALF_BET, { houseRules: { allInReopen: 'half-bet' } });
      void playAll(halfBet);
      return html`<div class="rule-side-by-side">
      <div><h4><code>allInReopen: 'tda'</code> (default)</h4>${tda}</div>
      <div><h4><code>allInReopen: 'half-bet'</code></h4>${halfBet}</div>
    </div>`;
    },
  }),
};

export const T14_PotLimitMaximum: RuleStory = {
  name: 'T14 · pot-limit maximum',
  ...ruleStory({
    notice:
      'Pot limit, blinds 1/2, Anna first to act before the flop: the pot is 3, calling 2 makes it 5, so she may raise by up to 5 — to at least 4 (T11) and at most 7. Her action bar’s slider and Pot preset stop at 7; the scripted raise to 8 is refused and names the maximum.',
    tag: 'poker-table',
    attrs: {
      structure: 'pot-limit',
      blinds: '1/2',
      seats: 'Anna 200; Ben 200; Carla 200',
      button: 'Anna',
      'hole-cards': 'Anna: Ac Ad; Ben: Ts 9s; Carla: 6h 6d',
      script: 'Anna raises to 8',
    },
    at: 'end',
  }),
};

export const T15_FixedLimitCap: RuleStory = {
  name: 'T15 · fixed-limit sizes and the cap',
  ...ruleStory({
    notice:
      'Fixed limit 5/10, three-handed: the big blind of 10 is the bet, Anna raises to 20, Ben to 30, Carla to 40 — a bet and three raises, the cap. Anna’s raise to 50 is refused; she folds. Only Ben and Carla are left, but the round started with three, so the cap stays: Ben’s raise is refused too, and he may only call 10 or fold.',
    tag: 'poker-table',
    attrs: {
      structure: 'fixed-limit',
      blinds: '5/10',
      seats: 'Anna 500; Ben 500; Carla 500',
      button: 'Anna',
      'hole-cards': 'Anna: Ah Ad; Ben: Kc Ks; Carla: Qh Qd',
      script: 'Anna raises to 20; Ben raises to 30; Carla raises to 40; Anna raises to 50; Anna folds; Ben raises to 50',
    },
    at: 'end',
  }),
};
