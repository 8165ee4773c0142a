import type { Meta } from '@storybook/web-components-vite';
import { ruleStory, rulesDocsPage, type RuleArgs, type RuleStory } from './rule-story.js';

const meta: Meta<RuleArgs> = {
  title: 'Rules handbook/P1–P7 Potsdam Hold’em',
  tags: ['autodocs', 'rules'],
  parameters: {
    docs: {
      page: rulesDocsPage,
      description: {
        component:
          'Potsdam Hold’em (`<poker-table variant="potsdam">`): five hole cards each, five on the table, and exchange rounds in which players swap between them. The examples of `docs/rules.md`: blinds 5/10, Anna, Ben and Carla clockwise, Carla on the button. The hole cards and the community are given in HTML; fresh cards come from the seeded deck. Each table opens at the moment that matters; Back, Next and Restart step through the game. <a href="./?path=/story/elements-rules-quiz--potsdam" target="_top">Practise P1–P7 in the rules quiz</a>: `<rules-quiz>` asks these rules at live spots.',
      },
    },
  },
};
export default meta;

/** The game of the examples: Anna holds the aces, the community is 2♣ 7♦ 9♥ J♣ K♣. */
const GAME: RuleArgs = {
  variant: 'potsdam',
  blinds: '5/10',
  seats: 'Anna 600; Ben 600; Carla 600',
  button: 'Carla',
  'hole-cards': 'Anna: As Ah 4d 5c 8s; Ben: Kd Qd 3h 6c 9c; Carla: Ts Td 2d 2s 6h',
  board: '2c 7d 9h Jc Kc',
  seed: 'handbook',
  reveal: true,
};

export const P1_BlindsAndDeal: RuleStory = {
  name: 'P1 · blinds and deal',
  ...ruleStory({
    notice:
      'The two players left of the button post the blinds, as in T3: Anna 5, Ben 10. Each player is dealt five cards face down (shown face up here with `reveal`), and five community cards lie face up: 15 hole cards and 5 on the table leave 32 in the deck for fresh cards (P4). At most nine players fit one deck.',
    tag: 'poker-table',
    attrs: { ...GAME, script: 'Carla calls; Anna calls' },
  }),
};

export const P2_Entry: RuleStory = {
  name: 'P2 · entry',
  ...ruleStory({
    notice:
      'After looking at their cards the others call the big blind or fold; nobody may raise. Carla’s raise to 20 is refused (`no-raise-in-entry`); she calls 10, Anna completes with 5 more, and Ben, in the big blind, is not asked. The pot holds 30 and the first exchange round begins.',
    tag: 'poker-table',
    attrs: { ...GAME, script: 'Carla raises to 20; Carla calls; Anna calls' },
    at: 'end',
  }),
};

export const P3_ExchangeRound: RuleStory = {
  name: 'P3 · exchange round',
  ...ruleStory({
    notice:
      'From left of the button, each player exchanges none, one or all five hole cards. Anna lays down 4♦ and takes K♣: the community is now 2♣ 7♦ 9♥ J♣ 4♦, the 4♦ in the king’s place. Ben tries two for two (refused, `exchange-size`: one for one or five for five) and a card he does not hold (refused, `cards-not-held`), then swaps 3♥ for 9♥.',
    tag: 'poker-table',
    attrs: {
      ...GAME,
      script:
        'Carla calls; Anna calls; Anna exchanges 4d for Kc; Ben exchanges 3h 6c for 9h Jc; Ben exchanges As for 9h; Ben exchanges 3h for 9h',
    },
    at: 'end',
  }),
};

export const P4_BuyingFreshCards: RuleStory = {
  name: 'P4 · buying fresh cards',
  ...ruleStory({
    notice:
      'Anna exchanged one card, so Ben may pay one small blind (5) to draw one fresh card from the deck, and choose which set joins the community: the 4♦ Anna laid down, or the fresh card. He takes the fresh one; the 4♦ lies aside face up, out of play. The pot is 35. A second purchase is refused (`already-bought`); Ben now takes his own exchange turn.',
    tag: 'poker-table',
    attrs: { ...GAME, script: 'Carla calls; Anna calls; Anna exchanges 4d for Kc; Ben buys; Ben takes fresh; Ben buys' },
    at: 'end',
  }),
};

export const P5_BettingRounds: RuleStory = {
  name: 'P5 · betting rounds',
  ...ruleStory({
    notice:
      'After each exchange round comes a betting round in which a bet or raise is at most three big blinds (30 at 5/10). Anna’s bet of 31 is refused (`bet-above-limit`); she bets 20. Ben may raise to at least 40 (by 20, T11) and at most 50 (by 30): his raise to 60 is refused, to 50 accepted.',
    tag: 'poker-table',
    attrs: {
      ...GAME,
      script:
        'Carla calls; Anna calls; Anna exchanges 4d for Kc; Ben passes; Carla passes; Anna bets 31; Anna bets 20; Ben raises to 60; Ben raises to 50',
    },
    at: 'end',
  }),
};

export const P6_TheEndOfAGame: RuleStory = {
  name: 'P6 · the end of a game',
  ...ruleStory({
    notice:
      'Ending (2): Anna exchanged, Ben and Carla passed, and the betting round is checked around. Ben, then Carla, is asked whether to pay three big blinds to end the game: Ben passes, Carla pays 30 and ends it. Anna and Ben get one last exchange round without fresh cards (Carla has none), then the hands are shown: 60 in the pot.',
    tag: 'poker-table',
    attrs: {
      ...GAME,
      script:
        'Carla calls; Anna calls; Anna exchanges 4d for Kc; Ben passes; Carla passes; Anna checks; Ben checks; Carla checks; Ben passes; Carla ends',
    },
    at: 'end',
  }),
};

export const P7_TheWinner: RuleStory = {
  name: 'P7 · the winner',
  ...ruleStory({
    notice:
      'The best five-card hand of the player’s own five hole cards wins; the community cards never play. The community holds four kings, but nobody plays them: Anna’s 5-6-7-8-9 straight loses to Ben’s diamond flush. Nobody exchanged in the whole round, so a final betting round followed and then the showdown (P6 (3)).',
    tag: 'poker-table',
    attrs: {
      ...GAME,
      'hole-cards': 'Anna: 5s 6h 7d 8c 9s; Ben: 2d 4d 8d 9d Jd; Carla: Ts Th 3c 3s 6c',
      board: 'Ks Kh Kd Kc 2c',
      script: 'Carla calls; Anna calls; Anna passes; Ben passes; Carla passes; Anna checks; Ben checks; Carla checks',
    },
    at: 'end',
  }),
};
