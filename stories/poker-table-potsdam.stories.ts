import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { createActor } from 'xstate';
import '../src/define/poker-table.js';
import type { PokerTable } from '../src/elements/poker-table/poker-table.js';
import { potsdamMachine } from '../src/machines/index.js';
import { LANGUAGES } from './languages.js';

interface PotsdamArgs {
  blinds: string;
  seats: string;
  button: string;
  holeCards: string;
  board: string;
  script: string;
  hero: string;
  controls: '' | 'all' | 'hero' | 'none';
  rules: string;
  botDelay: number;
  seed: string;
  reveal: boolean;
  showState: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

/** Anna and Ben heads-up with the cards fixed: Ben has the button and posts the small blind (T3). */
const HEADS_UP = {
  seats: 'Anna 500; Ben 500',
  button: 'Ben',
  holeCards: 'Anna: Kc 7d 9h Js 2c; Ben: Ah As 4c 6s 8d',
  board: 'Kd 3s 5h Tc Qc',
};

const meta: Meta<PotsdamArgs> = {
  title: 'Elements/poker-table (Potsdam)',
  component: 'poker-table',
  tags: ['autodocs'],
  args: {
    blinds: '5/10',
    seats: 'Anna 600; Ben 600; Carla 600; Dan 600',
    button: 'Dan',
    holeCards: '',
    board: '',
    script: '',
    hero: 'Anna',
    controls: '',
    rules: '',
    botDelay: 900,
    seed: '7',
    reveal: false,
    showState: false,
    lang: 'en',
    theme: '',
  },
  argTypes: {
    controls: { control: 'inline-radio', options: ['', 'all', 'hero', 'none'] },
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: { actions: { handles: ['potsdam-action', 'potsdam-round', 'potsdam-complete', 'poker-violation', 'error'] } },
  render: (args) => html`<poker-table
    variant="potsdam"
    blinds=${args.blinds}
    seats=${args.seats}
    button=${args.button || nothing}
    hole-cards=${args.holeCards || nothing}
    board=${args.board || nothing}
    script=${args.script || nothing}
    hero=${args.hero || nothing}
    controls=${args.controls || nothing}
    rules=${args.rules || nothing}
    bot-delay=${args.botDelay}
    seed=${args.seed || nothing}
    lang=${args.lang}
    theme=${args.theme || nothing}
    ?reveal=${args.reveal}
    ?show-state=${args.showState}
  ></poker-table>`,
};
export default meta;

type Story = StoryObj<PotsdamArgs>;

/**
 * P1–P7: play Anna against three computer players. Pick one of your cards and one community
 * card (mouse or keyboard: Tab, Space, the arrow keys), exchange all five or none; buy fresh
 * cards after a player exchanged (P4); bet at most three big blinds (P5).
 */
export const AgainstComputerPlayers: Story = {};

/** P6 (1): Ben folds in the entry round (P2): Anna is the only player left and takes the 15 unseen. */
export const EndsWithOnePlayerLeft: Story = {
  args: { ...HEADS_UP, hero: '', script: 'Ben folds', showState: true },
};

/**
 * P6 (2): Anna exchanges her two for the king; Ben did not exchange, and after the betting
 * round pays three big blinds (30) to end the game. Anna (and only she) exchanges once more;
 * Ben's aces beat her kings (P7): Ben ends with 510.
 */
export const EndedByAPlayer: Story = {
  args: {
    ...HEADS_UP,
    hero: '',
    script: 'Ben calls; Anna exchanges 2c for Kd; Ben passes; Anna checks; Ben checks; Ben ends; Anna passes',
    showState: true,
  },
};

/** P6 (3): nobody exchanges in the first exchange round: a final betting round (Anna bets 30, Ben calls) and the showdown. */
export const EndsWhenNobodyExchanges: Story = {
  args: { ...HEADS_UP, hero: '', script: 'Ben calls; Anna passes; Ben passes; Anna bets 30; Ben calls', showState: true },
};

/**
 * P6 (4): Anna exchanges all five every round, Ben never: after his third pass in a row a
 * final betting round, then a last exchange round for everyone without fresh cards.
 */
export const EndsAfterThreePasses: Story = {
  args: {
    seats: 'Anna 500; Ben 500',
    button: 'Ben',
    hero: '',
    seed: '2',
    script:
      'Ben calls; ' +
      'Anna exchanges all; Ben passes; Anna checks; Ben checks; Ben passes; ' +
      'Anna exchanges all; Ben passes; Anna checks; Ben checks; Ben passes; ' +
      'Anna exchanges all; Ben passes; Anna checks; Ben checks; ' +
      'Anna passes; Ben passes',
    showState: true,
  },
};

/**
 * P4: Anna lays down her two for the king; Ben pays a small blind (5) for one fresh card, sees
 * the laid-down two and the fresh card side by side, and puts the fresh card into the
 * community; the two lies aside, out of play.
 */
export const BoughtExchange: Story = {
  args: {
    ...HEADS_UP,
    hero: '',
    seed: '4',
    script: 'Ben calls; Anna exchanges 2c for Kd; Ben buys; Ben takes fresh',
  },
};

/** German: the same game against the computer, every word and rule in German. */
export const German: Story = {
  args: { lang: 'de' },
};

/**
 * A page's own actor: `el.actor = createActor(potsdamMachine, { input })`. The table shows its
 * game and sends it the reader's moves (Back and Restart as `RESTORE`); the page subscribes to
 * the same actor and lists each snapshot it sees, the chart's state and the seat to act.
 */
export const DrivenByAPageActor: Story = {
  args: { ...HEADS_UP, hero: '', showState: true },
  render: (args) => {
    const actor = createActor(potsdamMachine, {
      input: {
        blinds: { small: 5, big: 10 },
        seats: [
          { id: 'Anna', stack: 500 },
          { id: 'Ben', stack: 500 },
        ],
        button: 'Ben',
        holeCards: { Anna: 'Kc 7d 9h Js 2c', Ben: 'Ah As 4c 6s 8d' },
        community: 'Kd 3s 5h Tc Qc',
        seed: 4,
      },
    }).start();
    const list = document.createElement('ol');
    list.setAttribute('aria-label', 'Snapshots the page saw');
    actor.subscribe((snapshot) => {
      const item = document.createElement('li');
      item.textContent = `${JSON.stringify(snapshot.value)} · ${snapshot.context.toAct ?? '—'} to act`;
      list.append(item);
    });
    const table = document.createElement('poker-table') as PokerTable;
    table.setAttribute('variant', 'potsdam');
    table.setAttribute('lang', args.lang);
    if (args.showState) table.setAttribute('show-state', '');
    table.actor = actor;
    return html`${table}
      <h3>The page's subscription</h3>
      ${list}`;
  },
};
