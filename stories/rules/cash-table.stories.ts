import { html } from 'lit';
import type { Meta } from '@storybook/web-components-vite';
import { element, ruleStory, rulesDocsPage, type RuleArgs, type RuleStory } from './rule-story.js';

const meta: Meta<RuleArgs> = {
  title: 'Rules handbook/C1–C7 The cash-game table',
  tags: ['autodocs', 'rules'],
  parameters: {
    docs: {
      page: rulesDocsPage,
      description: {
        component:
          'A `<poker-cash-table>` runs hand after hand with computer players (`players`) and one seat for the reader: who sits, who is dealt in, what happens to a player who leaves or loses the connection. The table history under the table cites each rule. The buttons above some tables send the table’s own events (`el.send(…)`) for a computer player, so a rule can be watched without waiting for it. <a href="./?path=/story/elements-rules-quiz--cash-table" target="_top">Practise C1–C7 in the rules quiz</a>: `<rules-quiz>` asks these rules at live spots.',
      },
    },
  },
};
export default meta;

type TableEvent = Parameters<HTMLElementTagNameMap['poker-cash-table']['send']>[0];

/** A button that sends `event` to the cash table next to it. */
const send = (label: string, event: TableEvent) =>
  html`<button
    type="button"
    @click=${(click: Event) => (click.currentTarget as HTMLElement).closest('.rule-stack')?.querySelector('poker-cash-table')?.send(event)}
  >
    ${label}
  </button>`;

export const C1_TableSize: RuleStory = {
  name: 'C1 · table size',
  ...ruleStory({
    notice:
      'A table has 2 to 10 seats; six is the default (`table-size`). This one has ten, with four computer players and six free seats to sit down at. The second element asks for eleven seats and is refused with an inline message (and an `error` event) instead of a silent guess.',
    tag: 'poker-cash-table',
    attrs: {
      'table-size': 10,
      players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200; Eve passive 1000',
      blinds: '5/10',
      'bot-delay': 600,
    },
    around: (table) =>
      html`<div class="rule-stack">${table} ${element('poker-cash-table', { 'table-size': 11, players: 'Ben reasonable 1000' })}</div>`,
  }),
};

export const C2_WhenAHandStarts: RuleStory = {
  name: 'C2 · when a hand starts',
  ...ruleStory({
    notice:
      'A hand starts once enough players are seated who are not sitting out: two by default (the 003 room plays three, `minPlayers`). Ben sits alone, so the table waits. Take a seat and the first hand is dealt at once; sit out and it waits again after the hand.',
    tag: 'poker-cash-table',
    attrs: { players: 'Ben reasonable 1000', blinds: '5/10', 'bot-delay': 600 },
  }),
};

export const C3_Newcomers: RuleStory = {
  name: 'C3 · newcomers',
  ...ruleStory({
    notice:
      'A player who joins a running game waits for the big blind, or posts a big blind out of position to be dealt in at once. Press “Zoe posts”: in the next hand there are two big blinds, and Zoe’s is live like the real one — if nobody raises she may check. “Yuri waits” sits down and is dealt in only when the big blind reaches his seat. The table history says which with C3.',
    tag: 'poker-cash-table',
    attrs: { players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200', blinds: '5/10', 'between-hands': 4000 },
    around: (table) =>
      html`<div class="rule-stack">
      <p class="rule-buttons">
        ${send('Zoe sits down and posts a big blind', { type: 'JOIN', player: 'Zoe', buyIn: 600, bot: 'passive', postBigBlind: true })}
        ${send('Yuri sits down and waits for the big blind', { type: 'JOIN', player: 'Yuri', buyIn: 600, bot: 'passive' })}
      </p>
      ${table}
    </div>`,
  }),
};

export const C4_SittingOut: RuleStory = {
  name: 'C4 · sitting out',
  ...ruleStory({
    notice:
      'A player who sits out keeps the seat but is dealt no cards and pays no blinds; after ten minutes (`sitOutLimitMs`) they are removed with their chips. Press “Dan sits out”: from the next hand his seat shows Sitting out and the blinds pass him. “Dan sits in”: if the big blind passed him meanwhile he waits for it again (or posts), as a newcomer does (C3).',
    tag: 'poker-cash-table',
    attrs: { players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200', blinds: '5/10', 'between-hands': 3000 },
    around: (table) =>
      html`<div class="rule-stack">
      <p class="rule-buttons">
        ${send('Dan sits out', { type: 'SIT_OUT', player: 'Dan' })} ${send('Dan sits in', { type: 'SIT_IN', player: 'Dan' })}
      </p>
      ${table}
    </div>`,
  }),
};

export const C5_TheActionClock: RuleStory = {
  name: 'C5 · the action clock',
  ...ruleStory({
    notice:
      'A 6-second clock (`clock="6+6"`; the default is 30 seconds and 20 more when disconnected). Sit down and do nothing on your turn: the ring empties, the table checks for you if it can, otherwise folds, and you sit out after the hand. “Lose the connection” first: the clock adds the 6-second time bank, drawn in another colour, before it acts.',
    tag: 'poker-cash-table',
    attrs: { players: 'Ben reasonable 1000; Carla passive 1000', blinds: '5/10', clock: '6+6' },
    around: (table) =>
      html`<div class="rule-stack">
      <p class="rule-buttons">
        ${send('Lose the connection', { type: 'DISCONNECT', player: 'you' })} ${send('Reconnect', { type: 'RECONNECT', player: 'you' })}
      </p>
      ${table}
    </div>`,
  }),
};

export const C6_VoidHand: RuleStory = {
  name: 'C6 · a void hand',
  ...ruleStory({
    notice:
      'A hand that cannot be finished (the server failed) is void: every chip bet in it goes back to whoever bet it, folded chips too. Press the button in the middle of a hand: the stacks are as before the hand, the table history says “void (C6)”, and the hand is dealt again with the same button.',
    tag: 'poker-cash-table',
    attrs: { players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200', blinds: '5/10', 'bot-delay': 1500 },
    around: (table) =>
      html`<div class="rule-stack">
      <p class="rule-buttons">${send('Void this hand', { type: 'VOID' })}</p>
      ${table}
    </div>`,
  }),
};

export const C7_TheQueue: RuleStory = {
  name: 'C7 · the queue',
  ...ruleStory({
    notice:
      'A table of two with two computer players: no seat is free, so the panel offers the waiting list instead of a seat. Join it: you are number one, the next free seat is yours, and you may leave the list at any time.',
    tag: 'poker-cash-table',
    attrs: { 'table-size': 2, players: 'Ben reasonable 1000; Carla passive 800', blinds: '5/10', 'between-hands': 4000 },
  }),
};
