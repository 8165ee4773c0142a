import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/pot-calculator.js';
import { LANGUAGES } from './languages.js';

interface PotCalculatorArgs {
  players: string;
  board: string;
  order: string;
  button: string;
  editable: boolean;
  fourColor: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<PotCalculatorArgs> = {
  title: 'Elements/pot-calculator',
  component: 'pot-calculator',
  tags: ['autodocs'],
  args: {
    players: 'Anna 20 all-in; Ben 50; Carla 50',
    board: '',
    order: '',
    button: 'Carla',
    editable: false,
    fourColor: false,
    lang: 'en',
    theme: '',
  },
  argTypes: {
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: { actions: { handles: ['pot-calculator-change', 'error'] } },
  render: ({ players, board, order, button, editable, fourColor, lang, theme }) => html`<pot-calculator
    players=${players}
    board=${board || nothing}
    order=${order || nothing}
    button=${button || nothing}
    lang=${lang}
    theme=${theme || nothing}
    ?editable=${editable}
    ?four-color=${fourColor}
  ></pot-calculator>`,
};
export default meta;

type Story = StoryObj<PotCalculatorArgs>;

/** T18 (001): Anna all-in for 20, Ben and Carla 50 each → main pot 60 (all three), side pot 60 (Ben and Carla). */
export const MainAndSidePot: Story = {};

/** T18 (003): A and B 1,000 each, C all-in for 100 → main pot 300 (A, B, C), side pot 1,800 (A, B). */
export const ShortAllIn: Story = {
  args: { players: 'A 1000; B 1000; C 100 all-in', button: 'B', order: 'C > A = B' },
};

/**
 * T18: four players reach showdown, two of them all-in at different levels, and Emil
 * folded after putting in 40 (dead money). Pots are awarded from the last side pot inward.
 */
export const FourWayTwoAllInsAndAFold: Story = {
  args: {
    players: 'Anna 100 all-in Kc Kd; Ben 250 all-in 9c 9d; Carla 400 As Ah; Dora 400 Qs Jh; Emil 40 folded',
    board: 'Kh 9s 7c 4d 2h',
    button: 'Emil',
  },
};

/**
 * T19: everyone plays the board (5-6-7-8-9, nobody holds a ten) and splits 100 three ways;
 * the odd chip goes to the first of them clockwise from left of the button.
 */
export const OddChipSplit: Story = {
  args: { players: 'Anna 33 2h 2d; Ben 33 Ac Kd; Carla 33 3s 3h; Dora 1 folded', board: '5c 6d 7h 8s 9c', button: 'Carla' },
};

/** T10 (004): Anna bets 200 into Ben, who is all-in for 80 → 120 uncalled chips go back to Anna. */
export const UncalledBetReturned: Story = {
  args: { players: 'Anna 200; Ben 80 all-in', order: 'Ben > Anna', button: 'Anna' },
};

/** A finishing order instead of cards: best first, `=` for a tie. */
export const FinishingOrder: Story = {
  args: { players: 'Anna 20 all-in; Ben 50; Carla 50', order: 'Anna > Ben = Carla' },
};

/** `lang="de"`, or any ancestor's `lang`: Hauptpot, Nebenpot, 1.800. */
export const German: Story = {
  args: { lang: 'de', players: 'Anna 1000 Ks Kd; Ben 1000 Qs Qd; Carla 100 all-in As Ad', board: '2c 7d 9h Jc 3s', button: 'Ben' },
};

/**
 * `editable`: add and remove players, change amounts, status, the button, hole cards and the
 * board (keyboard-operable card picker) and the finishing order; the pots follow live. A bad
 * value shows a message naming the field and keeps the last good pots on screen.
 */
export const Editable: Story = {
  args: { editable: true, players: 'Anna 20 all-in; Ben 50 Ks Kd; Carla 50 Qs Qd', board: '2c 7d 9h Jc 3s', button: 'Carla' },
};

/** `theme="dark"`; without the attribute the element follows `prefers-color-scheme`. */
export const Dark: Story = {
  args: { ...FourWayTwoAllInsAndAFold.args, theme: 'dark' },
  render: (args) => html`<div style="background:#0e1215;padding:16px;border-radius:16px">${meta.render!(args, {} as never)}</div>`,
};

/** Bad values never throw: an inline message names each bad field and `error` fires. */
export const BadInput: Story = {
  args: { players: 'Anna -20; Ben 5o; Carla 2.5', button: '' },
};

/** Kit tokens and the element's pot colours restyle it. */
export const Themed: Story = {
  render: () => html`<pot-calculator
    players="Anna 20 all-in; Ben 50; Carla 50; Dora 80"
    order="Ben > Anna > Carla = Dora"
    style="--poker-accent:#ff7a59;--poker-radius:4px;--poker-font:Georgia,serif;--pot-calculator-pot-1:#233b6e;--pot-calculator-pot-2:#8a3ffc;--pot-calculator-pot-3:#b45309"
  ></pot-calculator>`,
};

/** A frame of a given width: the story as a reader at that width sees it. */
const atWidth = (width: number, args: PotCalculatorArgs): ReturnType<typeof html> =>
  html`<div style="max-width:${width}px">${meta.render!(args, {} as never)}</div>`;

const TWELVE_PLAYERS =
  'Anna 1,000,000,000 all-in Ah Ad; Ben 2,000,000,000 folded; Carla 3,000,000,000 Kc Kd; Dan 3,000,000,000; Eve 500 all-in; ' +
  'Finn 3,000,000,000 folded; Gina 3,000,000,000; Hugo 2,500,000,000 all-in; Ida 3,000,000,000; Jon 3,000,000,000; Kai 100 folded; ' +
  'Maximilian-Alexander 3,000,000,000';
const TEN_PLAYERS = 'Anna 20 all-in; Ben 50; Carla 50 folded; Dan 50; Eve 35 all-in; Finn 50; Gina 50; Hugo 10 folded; Ida 50; Jon 50';

/**
 * Worst case at 900 px: twelve players (the most the calculator takes), stacks of billions,
 * four pots. A column per player would cut labels, so the chart is a bar per player.
 */
export const TwelvePlayersBillionChips: Story = {
  args: { players: TWELVE_PLAYERS, button: 'Kai', order: 'Anna > Hugo > Carla = Dan' },
  render: (args) => atWidth(900, args),
};

/** The same twelve players on a phone (375 px): every seat's name, amount, status and winnings shown whole. */
export const TwelvePlayersOnAPhone: Story = {
  args: { players: TWELVE_PLAYERS, button: 'Kai', order: 'Anna > Hugo > Carla = Dan' },
  render: (args) => atWidth(375, args),
};

/** Ten players on a phone, editable: every seat reachable; the editor adds up to twelve and says so. */
export const TenPlayersOnAPhoneEditable: Story = {
  args: { players: TEN_PLAYERS, order: 'Jon > Ben', button: 'Jon', editable: true },
  render: (args) => atWidth(375, args),
};

/** 1,000,000,000-chip stacks: the axis and the columns as wide as their numbers, nothing overlapping. */
export const BillionChipStacks: Story = {
  args: {
    players: 'Anna 1,000,000,000 all-in; Ben 2,000,000,000; Carla 999,999,999 folded; Dan 2,000,000,000',
    order: 'Anna > Ben',
    button: 'Dan',
  },
};

/** Everyone at zero chips: a sentence instead of an empty chart. */
export const EveryoneAtZero: Story = {
  args: { players: 'Anna 0; Ben 0; Carla 0', button: '' },
};

/** A name twice in the finishing order is an inline error at the order field. */
export const NameTwiceInTheOrder: Story = {
  args: { players: 'Anna 20; Ben 50; Carla 50', order: 'Ben > Ben = Carla', editable: true, button: '' },
};
