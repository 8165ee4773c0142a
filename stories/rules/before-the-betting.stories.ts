import { html } from 'lit';
import type { Meta } from '@storybook/web-components-vite';
import { element, ruleStory, rulesDocsPage, type RuleArgs, type RuleStory } from './rule-story.js';

const meta: Meta<RuleArgs> = {
  title: 'Rules handbook/T1–T5 Cards, button, blinds, deal',
  tags: ['autodocs', 'rules'],
  parameters: {
    docs: {
      page: rulesDocsPage,
      description: {
        component:
          'Texas Hold’em before the first bet: the deck and how cards are written (T1), the button (T2), the blinds (T3, T4) and the deal (T5). Each story is one rule of `docs/rules.md`, with its numbers; switch the toolbar’s language to read it in German. <a href="./?path=/story/elements-rules-quiz--before-the-betting" target="_top">Practise T1–T5 in the rules quiz</a>: `<rules-quiz>` asks these rules at live spots.',
      },
    },
  },
};
export default meta;

const captioned = (caption: string, body: unknown) =>
  html`<figure class="rule-figure">
    ${body}
    <figcaption><code>${caption}</code></figcaption>
  </figure>`;

export const T1_DeckAndNotation: RuleStory = {
  name: 'T1 · deck and notation',
  ...ruleStory({
    notice:
      '`Td`, `10d` and `10♦` are one card, the ten of diamonds; case does not matter (`qs`, `K♥`, `2C`). `1x` is no card and shows a placeholder. The ranker reads the mixed notation; the second ranker deals the ace of spades twice and is refused (`duplicate-card`). In German the queen of spades is “Pik Dame” with a D in the corner.',
    tag: 'hand-ranker',
    attrs: { board: '10♦ qs K♥ 2C 9h', hands: 'Anna: As Kd; Ben: Js Jc' },
    around: (ranker) =>
      html`<div class="rule-stack">
      <div class="rule-row">
        ${['Td', '10d', '10♦', 'Qs', '1x'].map((card) => captioned(card, element('poker-card', { card })))}
      </div>
      ${ranker} ${element('hand-ranker', { board: 'Kh 9d 7c 4s 2h', hands: 'Anna: As Kd; Ben: As Qc' })}
    </div>`,
  }),
};

export const T2_TheButton: RuleStory = {
  name: 'T2 · the button',
  ...ruleStory({
    notice:
      'Three computer players sit down and the table draws for the button: the table history (below the table) shows each player’s card and who has the highest; a tie in rank goes by suit (spades, hearts, diamonds, clubs). Every “Hand N” line after that names the button one seat further clockwise.',
    tag: 'poker-cash-table',
    attrs: {
      players: 'Anna reasonable 1000; Ben passive 1000; Carla reasonable 1000',
      blinds: '5/10',
      seed: 'handbook-t2',
      'bot-delay': 500,
    },
  }),
};

export const T3_Blinds: RuleStory = {
  name: 'T3 · blinds',
  ...ruleStory({
    notice:
      'Blinds 50/100, button Anna: Ben posts the small blind of 50. Carla, in the big blind, has only 60: she posts 60 and is all-in. Dan, first to act, must still put in the full 100 to call — his action bar says so.',
    tag: 'poker-table',
    attrs: {
      blinds: '50/100',
      seats: 'Anna 2000; Ben 2000; Carla 60; Dan 2000',
      button: 'Anna',
      'hole-cards': 'Anna: 9c 9d; Ben: Kh Qh; Carla: As 2s; Dan: Jc Tc',
    },
  }),
};

export const T4_BlindsAreLive: RuleStory = {
  name: 'T4 · blinds are live, the big blind’s option',
  ...ruleStory({
    notice:
      'Blinds 1/2, button Anna. Dan, Anna and Ben only call the 2: the pot is 8, and the big blind (Carla) already counts as a call. Posting was not her action, so she still gets her turn: check (the flop comes) or raise, to at least 4.',
    tag: 'poker-table',
    attrs: {
      blinds: '1/2',
      seats: 'Anna 200; Ben 200; Carla 200; Dan 200',
      button: 'Anna',
      'hole-cards': 'Anna: 8d 8c; Ben: Ah 5h; Carla: Kc Js; Dan: Qd Td',
      script: 'Dan calls; Anna calls; Ben calls',
    },
    at: 'end',
  }),
};

const T5_HOLE: Record<string, [string, string]> = {
  Anna: ['Ah', 'Kd'],
  Ben: ['9s', '9c'],
  Carla: ['Qh', 'Jh'],
  Dan: ['7d', '6d'],
};
const T5_BOARD = ['Kc', '8h', '3s', 'Td', '2c'];
const T5_SEATS = ['Anna', 'Ben', 'Carla', 'Dan'];

/** The order the cards leave the deck: two rounds from left of the button, then burn and board. */
function dealOrder() {
  const cards: { label: string; card: string; down: boolean }[] = [];
  for (const round of [0, 1]) for (const seat of T5_SEATS) cards.push({ label: seat, card: T5_HOLE[seat]![round]!, down: false });
  const burn = { label: 'burn', card: '', down: true };
  cards.push(burn, ...T5_BOARD.slice(0, 3).map((card) => ({ label: 'flop', card, down: false })));
  cards.push(burn, { label: 'turn', card: T5_BOARD[3]!, down: false }, burn, { label: 'river', card: T5_BOARD[4]!, down: false });
  return cards;
}

export const T5_Dealing: RuleStory = {
  name: 'T5 · dealing and burn cards',
  ...ruleStory({
    notice:
      'Four players, button Dan: the hole cards go one at a time to Anna, Ben, Carla, Dan, Anna, Ben, Carla, Dan (the button last). A card is burned before the flop, the turn and the river; the flop is three cards, the turn and river one each: 16 cards in all, 36 stay in the deck. The row above the table lays them out in the order they leave the deck; the table has been checked down to the river.',
    tag: 'poker-table',
    attrs: {
      blinds: '5/10',
      seats: 'Anna 500; Ben 500; Carla 500; Dan 500',
      button: 'Dan',
      'hole-cards': T5_SEATS.map((seat) => `${seat}: ${T5_HOLE[seat]!.join(' ')}`).join('; '),
      board: T5_BOARD.join(' '),
      reveal: true,
      script:
        'Carla calls; Dan calls; Anna calls; Ben checks; Anna checks; Ben checks; Carla checks; Dan checks; ' +
        'Anna checks; Ben checks; Carla checks; Dan checks',
    },
    at: 'end',
    around: (table) =>
      html`<div class="rule-stack">
      <ol class="rule-row deal-order" aria-label="The order of the deal">
        ${dealOrder().map(
          ({ label, card, down }, index) =>
            html`<li class="rule-figure">
              ${element('poker-card', down ? { 'face-down': true } : { card })}
              <span>${index + 1}. ${label}</span>
            </li>`,
        )}
      </ol>
      ${table}
    </div>`,
  }),
};
