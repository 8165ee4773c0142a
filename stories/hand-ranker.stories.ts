import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/hand-ranker.js';
import { LANGUAGES } from './languages.js';

interface HandRankerArgs {
  board: string;
  hands: string;
  editable: boolean;
  fourColor: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<HandRankerArgs> = {
  title: 'Elements/hand-ranker',
  component: 'hand-ranker',
  tags: ['autodocs'],
  args: { board: 'Kh 9d 7c 4s 2h', hands: 'Anna: Ks Qd; Ben: Kc Jd', editable: false, fourColor: false, lang: 'en', theme: '' },
  argTypes: {
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: { actions: { handles: ['hand-ranker-change', 'error'] } },
  render: ({ board, hands, editable, fourColor, lang, theme }) => html`<hand-ranker
    board=${board}
    hands=${hands}
    lang=${lang}
    theme=${theme || nothing}
    ?editable=${editable}
    ?four-color=${fourColor}
  ></hand-ranker>`,
};
export default meta;

type Story = StoryObj<HandRankerArgs>;

/** T17: both pair the king on the board; the kicker decides (queen beats jack). */
export const KickerDecides: Story = {};

/** T17: the board is a straight and nobody holds a ten: everyone plays the board and splits. */
export const BoardStraightSplit: Story = {
  args: { board: '5c 6d 7h 8s 9c', hands: 'Anna: Ac Kd; Ben: 2h 2d' },
};

/** T17: a full house (kings full of sevens) beats two pair. */
export const KingsFullOfSevens: Story = {
  args: { board: 'Kh Kd 7c 7s 2h', hands: 'Anna: Ks 7d; Ben: Ac Ad' },
};

/** T17: the ace plays low in A-2-3-4-5, the lowest straight. */
export const TheWheel: Story = {
  args: { board: 'Ah 2c 3d Qs Kh', hands: 'Anna: 4s 5d; Ben: 9c 9d' },
};

/** T17: no wrap-around, Q-K-A-2-3 is no straight: just ace high. */
export const NoWrapAround: Story = {
  args: { board: 'Qs Kd Ah 2c 3d', hands: 'Anna: 7s 8h; Ben: 6c 5d' },
};

/** One hand, no opponents: names the category and the best five. */
export const SingleHand: Story = {
  args: { board: 'Kh 9d 7c 4s 2h', hands: 'Anna: Ks Qd' },
};

/** `editable`: select any card to change it (mouse, touch or keyboard); cards in play are disabled. */
export const Editable: Story = {
  args: { editable: true, board: 'Kh Kd 7c 7s 2h', hands: 'You: Ks 7d; Villain: Ac Ad' },
};

/** `lang="de"`, or any ancestor's `lang`: "Anna gewinnt: Paar Könige, Dame als Kicker schlägt Bube". */
export const German: Story = {
  args: { lang: 'de' },
};

/** `theme="dark"`; without the attribute the element follows `prefers-color-scheme`. */
export const Dark: Story = {
  args: { theme: 'dark', board: 'Kh Kd 7c 7s 2h', hands: 'Anna: Ks 7d; Ben: Ac Ad; Carla: Qh Qd' },
  render: (args) => html`<div style="background:#0e1215;padding:16px;border-radius:16px">${meta.render!(args, {} as never)}</div>`,
};

/** Bad input never throws: an inline alert names the text and `error` fires. */
export const BadInput: Story = {
  args: { board: 'Zz 1x', hands: 'Anna: Ks Qd' },
};

/** A card dealt twice is an input error too (T1). */
export const DuplicateCard: Story = {
  args: { board: 'Kh 9d 7c 4s 2h', hands: 'Anna: Kh Qd; Ben: Kc Jd' },
};

/** Kit tokens restyle every element at once: felt, accent, font, radius, card colours. */
export const Themed: Story = {
  render: () => html`<hand-ranker
    board="Ah Kh 7h 4s 2c"
    hands="Anna: Qh 3h; Ben: As Ad"
    four-color
    style="--poker-felt:#233b6e;--poker-accent:#ff7a59;--poker-radius:4px;--poker-card-radius:3px;--poker-font:Georgia,serif"
  ></hand-ranker>`,
};

/** A phone-sized frame (375 px): the story at the width readers on a phone see. */
const atPhoneWidth = (args: HandRankerArgs): ReturnType<typeof html> =>
  html`<div style="max-width:375px">${meta.render!(args, {} as never)}</div>`;

const TEN_HANDS =
  'Anna-Katharina von Hohenberg: 4s 5d; Ben: 9c 9d; Carla: Kc Qc; Dan: Jh Th; Eve: 7s 7h; Finn: 6c 6d; Gina: 8s 8d; Hugo: Ts Js; Ida: 2s 3s; Jon: 4c 5c';

/** `editable` with four hands: the tiles wrap into as many columns as fit; every remove button, category and best five inside its tile. */
export const EditableFourHands: Story = {
  args: { editable: true, board: 'Ah 2c 3d Qs Kh', hands: 'Anna: 4s 5d; Ben: 9c 9d; Carla: Kc Qc; Dan: Jh Th' },
};

/** Worst case: ten editable hands, a long name, a tie for first: winner badges, places and remove buttons all inside their tiles. */
export const EditableTenHands: Story = {
  args: { editable: true, board: 'Ah 2c 3d Qs Kh', hands: TEN_HANDS },
};

/** Ten editable hands on a phone (375 px): one column, nothing cut. */
export const EditableTenHandsOnAPhone: Story = {
  args: { editable: true, board: 'Ah 2c 3d Qs Kh', hands: TEN_HANDS },
  render: (args) => atPhoneWidth(args),
};

/** Two hands of one name are an inline error (`duplicate-name`), not two Annas ranked. */
export const NameTwice: Story = {
  args: { board: 'Kh 9d 7c 4s 2h', hands: 'Anna: Ks Qd; Anna: Kc Jd' },
};
