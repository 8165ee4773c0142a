import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { createActor } from 'xstate';
import '../src/define/poker-cash-table.js';
import { tableMachine } from '../src/machines/index.js';
import { LANGUAGES } from './languages.js';

interface CashArgs {
  blinds: string;
  tableSize: number;
  buyIn: string;
  players: string;
  clock: string;
  botDelay: number;
  betweenHands: number;
  hero: string;
  lang: string;
  theme: '' | 'light' | 'dark';
}

type Story = StoryObj<CashArgs>;

const cashDefaults: CashArgs = {
  blinds: '5/10',
  tableSize: 6,
  buyIn: '400-1000',
  players: 'Ben reasonable 1000',
  clock: '30',
  botDelay: 700,
  betweenHands: 2500,
  hero: '',
  lang: 'en',
  theme: '',
};

const meta: Meta<CashArgs> = {
  title: 'Elements/poker-cash-table',
  component: 'poker-cash-table',
  tags: ['autodocs'],
  args: { ...cashDefaults },
  argTypes: {
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: {
    actions: { handles: ['poker-action', 'poker-street', 'poker-hand-complete', 'poker-violation', 'poker-table-change', 'error'] },
  },
  render: (args) => cashTable(args),
};
export default meta;

function cashTable(args: Partial<CashArgs>) {
  const a = { ...cashDefaults, ...args };
  return html`<poker-cash-table
    blinds=${a.blinds}
    table-size=${a.tableSize}
    buy-in=${a.buyIn}
    players=${a.players}
    clock=${a.clock}
    bot-delay=${a.botDelay}
    between-hands=${a.betweenHands}
    hero=${a.hero || nothing}
    lang=${a.lang}
    theme=${a.theme || nothing}
  ></poker-cash-table>`;
}

/** The table of the story that holds `button`. */
const tableNear = (event: Event) => (event.currentTarget as HTMLElement).closest('.cash-story')?.querySelector('poker-cash-table');

/**
 * Heads-up cash game against one computer player (T3: the button posts the small blind). Pick
 * a free seat, buy in for 400 to 1,000 (T8) and play hand after hand; top up between hands.
 */
export const HeadsUp: Story = {
  name: 'Heads-up against a computer player',
  args: { ...cashDefaults },
  render: (args) => cashTable(args),
};

/** A six-max table: five computer players, one seat for the reader. Join with "wait for the big blind" or "post now" (C3). */
export const SixMax: Story = {
  name: 'Six-max',
  args: { ...cashDefaults, players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200; Eve passive 1000; Finn reasonable 650' },
  render: (args) => cashTable(args),
};

/**
 * C3: a newcomer posts a big blind out of position to be dealt in at once, so the hand has two
 * big blinds. Press the button: Zoe (a computer player) sits down and posts; the explanation
 * and the table history say so with the rule.
 */
export const NewcomerPosts: Story = {
  name: 'A newcomer posts out of position',
  args: { ...cashDefaults, players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200', betweenHands: 4000 },
  render: (args) =>
    html`<div class="cash-story">
      <p>
        <button
          type="button"
          @click=${(event: Event) => tableNear(event)?.send({ type: 'JOIN', player: 'Zoe', buyIn: 600, bot: 'passive', postBigBlind: true })}
        >
          Zoe sits down and posts a big blind
        </button>
      </p>
      ${cashTable(args)}
    </div>`,
};

/**
 * C5: a 6-second clock. Sit down and do nothing when it is your turn: the ring empties, the
 * table checks (or folds) for you and you sit out after the hand. Sit in to play on. "Lose
 * the connection" sends `DISCONNECT`: the clock then adds a 6-second time bank, drawn in
 * another colour, before it acts for you.
 */
export const Timeout: Story = {
  name: 'A timeout folds for you',
  args: { ...cashDefaults, clock: '6+6', players: 'Ben reasonable 1000; Carla passive 1000' },
  render: (args) =>
    html`<div class="cash-story">
      <p>
        <button type="button" @click=${(event: Event) => tableNear(event)?.send({ type: 'DISCONNECT', player: 'you' })}>
          Lose the connection
        </button>
        <button type="button" @click=${(event: Event) => tableNear(event)?.send({ type: 'RECONNECT', player: 'you' })}>
          Reconnect
        </button>
      </p>
      ${cashTable(args)}
    </div>`,
};

/** C6: a hand that cannot be finished is void: press the button mid-hand and every chip goes back. */
export const VoidHand: Story = {
  name: 'A void hand',
  args: { ...cashDefaults, players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200', botDelay: 1500 },
  render: (args) =>
    html`<div class="cash-story">
      <p>
        <button type="button" @click=${(event: Event) => tableNear(event)?.send({ type: 'VOID' })}>Void this hand (C6)</button>
      </p>
      ${cashTable(args)}
    </div>`,
};

/** Das Cash-Game auf Deutsch: Plätze, Buy-in, Bedenkzeit und Tischverlauf. */
export const German: Story = {
  name: 'German',
  args: { ...cashDefaults, lang: 'de', hero: 'Lena', players: 'Ben reasonable 1000; Carla passive 800' },
  render: (args) => cashTable(args),
};

/** C7: every seat is taken (a table of two, two computer players), so the reader joins the waiting list. */
export const FullTableWaitingList: Story = {
  name: 'A full table: the waiting list',
  args: { ...cashDefaults, tableSize: 2, players: 'Ben reasonable 1000; Carla passive 800', betweenHands: 4000 },
  render: (args) => cashTable(args),
};

/** Dark theme (also follows `prefers-color-scheme`), six-max. */
export const Dark: Story = {
  args: { ...cashDefaults, theme: 'dark', players: 'Ben reasonable 1000; Carla passive 800; Dan reasonable 1200; Eve passive 1000' },
  render: (args) => cashTable(args),
  parameters: { backgrounds: { default: 'dark' } },
};

/** Bad attributes never throw: an unknown kind of computer player is named inline, and `error` fires (T8, C1). */
export const BadInput: Story = {
  name: 'Bad input: an unknown kind of computer player',
  args: { ...cashDefaults, players: 'Ben clever 1000' },
  render: (args) => cashTable(args),
};

/**
 * The page's own actor: the page makes a `tableMachine` actor (here three computer players),
 * gives it to the table (`.actor=${actor}`) and subscribes to it; the table follows it, the
 * reader's events go to it, and the line under the table is the page's own reading of every
 * snapshot (`show-state` shows the chart's state in each region).
 */
export const PageActor: Story = {
  name: "The page's own actor",
  render: () => {
    const actor = createActor(tableMachine, {
      input: {
        blinds: { small: 5, big: 10 },
        buyIn: { min: 400, max: 1000 },
        seed: 'page-actor',
        botDelayMs: 900,
        betweenHandsMs: 2500,
        players: [
          { id: 'Ben', name: 'Ben', stack: 1000, bot: 'reasonable' },
          { id: 'Carla', name: 'Carla', stack: 800, bot: 'passive' },
          { id: 'Dan', name: 'Dan', stack: 1200, bot: 'reasonable' },
        ],
      },
    });
    const seen = document.createElement('output');
    let snapshots = 0;
    actor.subscribe((snapshot) => {
      snapshots++;
      seen.textContent = `The page has seen ${snapshots} snapshots; hand ${snapshot.context.handNumber}, ${snapshot.context.phase}.`;
    });
    return html`<div class="cash-story">
      <poker-cash-table show-state .actor=${actor}></poker-cash-table>
      <p>${seen}</p>
    </div>`;
  },
};
