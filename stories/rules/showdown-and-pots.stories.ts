import { html } from 'lit';
import type { Meta } from '@storybook/web-components-vite';
import { element, ruleStory, rulesDocsPage, type RuleArgs, type RuleStory } from './rule-story.js';

const meta: Meta<RuleArgs> = {
  title: 'Rules handbook/T16–T20 Showdown and pots',
  tags: ['autodocs', 'rules'],
  parameters: {
    docs: {
      page: rulesDocsPage,
      description: {
        component:
          'How a hand ends: who shows first (T16), what a hand is worth (T17), how the pots are split at each all-in level (T18), where odd chips go (T19), and the pot nobody contests (T20). `<hand-ranker>` and `<pot-calculator>` compute the rule from a line of HTML; `<poker-table>` plays it out. <a href="./?path=/story/elements-rules-quiz--showdown-and-pots" target="_top">Practise T16–T20 in the rules quiz</a>: `<rules-quiz>` asks these rules at live spots.',
      },
    },
  },
};
export default meta;

const T16_SCRIPT =
  'Carla calls; Anna calls; Ben folds; Anna checks; Carla checks; Anna checks; Carla checks; ' +
  'Anna bets 100; Carla raises to 300; Anna calls; Carla shows; Anna shows';

export const T16_ShowdownOrder: RuleStory = {
  name: 'T16 · showdown order',
  ...ruleStory({
    notice:
      'Seats Anna, Ben, Carla; the button is Carla’s; Ben has folded. On the river Anna bets 100, Carla raises to 300, Anna calls: Carla, the last to bet or raise on the river, shows first — the explanation says so, and the bar offers her Show or Muck. Next: she shows, then Anna. Had both checked the river, Anna (the first player still in left of the button) would show first.',
    tag: 'poker-table',
    attrs: {
      blinds: '50/100',
      seats: 'Anna 2000; Ben 2000; Carla 2000',
      button: 'Carla',
      'hole-cards': 'Anna: Ah Jd; Ben: 7c 2s; Carla: Kd Kc',
      board: 'Js 8h 3c 5d 9s',
      script: T16_SCRIPT,
    },
    at: 10,
  }),
};

export const T17_HandValue: RuleStory = {
  name: 'T17 · hand value',
  ...ruleStory({
    notice:
      'The best five of seven cards count, and nothing else. K-K-4-4-9 beats K-K-3-3-A: with two pair the lower pair decides before the kicker, so Ben’s ace does not help him. The second ranker: flushes A-J-9-6-3 and A-J-9-5-4 are equal down to the fourth card, where 6 beats 5.',
    tag: 'hand-ranker',
    attrs: { board: 'Kh Kd 4c 3s 9h', hands: 'Anna: 4d 2c; Ben: 3d Ac' },
    around: (ranker) =>
      html`<div class="rule-stack">${ranker} ${element('hand-ranker', { board: 'Ah Jh 9h 2c Kd', hands: 'Anna: 6h 3h; Ben: 5h 4h' })}</div>`,
  }),
};

export const T18_MainAndSidePots: RuleStory = {
  name: 'T18 · main pot and side pots',
  ...ruleStory({
    notice:
      'A all-in for 20, B all-in for 50, C and D 100 each: main pot 4 × 20 = 80 (all four), side pot 1: 3 × 30 = 90 (B, C, D), side pot 2: 2 × 50 = 100 (C, D). 270 in all. With the finishing order A > B > C > D, A’s best hand wins only the main pot (A put in 20 and wins at most 20 from each), B’s second-best hand side pot 1, and C side pot 2. Side pot 2 is awarded first, the main pot last.',
    tag: 'pot-calculator',
    attrs: { players: 'A 20 all-in; B 50 all-in; C 100; D 100', order: 'A > B > C > D', button: 'D' },
  }),
};

export const T18_FoldedChips: RuleStory = {
  name: 'T18 · folded chips stay in the pots',
  ...ruleStory({
    notice:
      'Anna is all-in for 20, Ben and Carla put in 50 each, Dan put in 30 and folded. Main pot 4 × 20 = 80 (Anna, Ben, Carla); side pot 30 + 30 + 10 = 70 (Ben, Carla). Dan’s 30 is split between the two pots, and he can win neither.',
    tag: 'pot-calculator',
    attrs: { players: 'Anna 20 all-in; Ben 50; Carla 50; Dan 30 folded', button: 'Dan' },
  }),
};

export const T19_OddChips: RuleStory = {
  name: 'T19 · odd chips',
  ...ruleStory({
    notice:
      'Seats Anna, Ben, Carla, Dan; the button is Dan’s. Anna, Carla and Dan split a pot of 101: 33 each, and the 2 chips left over go one at a time clockwise from the first seat left of the button: to Anna and to Carla.',
    tag: 'pot-calculator',
    attrs: { players: 'Anna 33; Ben 2 folded; Carla 33; Dan 33', order: 'Anna = Carla = Dan > Ben', button: 'Dan' },
  }),
};

export const T20_UncontestedPot: RuleStory = {
  name: 'T20 · an uncontested pot',
  ...ruleStory({
    notice:
      'Blinds 50/100. After the flop Anna bets 300; Ben and Carla fold. The hand ends at once: Anna’s 300 were not called and come back to her (T10), she takes the pot as it stood (300), the turn and river are never dealt, and her cards stay hidden.',
    tag: 'poker-table',
    attrs: {
      blinds: '50/100',
      seats: 'Anna 2000; Ben 2000; Carla 2000',
      button: 'Carla',
      'hole-cards': 'Anna: 6c 5c; Ben: Ah Jd; Carla: Qs Qh',
      board: 'Kd 8s 2h 7d 4c',
      script: 'Carla calls; Anna calls; Ben checks; Anna bets 300; Ben folds; Carla folds',
    },
    at: 'end',
  }),
};
