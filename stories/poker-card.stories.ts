import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/poker-card.js';
import { LANGUAGES } from './languages.js';

interface PokerCardArgs {
  card: string;
  faceDown: boolean;
  highlight: boolean;
  dim: boolean;
  fourColor: boolean;
  width: number;
  lang: string;
}

const meta: Meta<PokerCardArgs> = {
  title: 'Elements/poker-card',
  component: 'poker-card',
  tags: ['autodocs'],
  args: { card: 'As', faceDown: false, highlight: false, dim: false, fourColor: false, width: 120, lang: 'en' },
  argTypes: {
    width: { control: { type: 'range', min: 32, max: 260, step: 4 } },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
  render: ({ card, faceDown, highlight, dim, fourColor, width, lang }) => html`<poker-card
    card=${card}
    lang=${lang}
    ?face-down=${faceDown}
    ?highlight=${highlight}
    ?dim=${dim}
    ?four-color=${fourColor}
    style=${`width: ${width}px`}
  ></poker-card>`,
};
export default meta;

type Story = StoryObj<PokerCardArgs>;

const row = (body: unknown) => html`<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end">${body}</div>`;

/** One card; change it in the controls. */
export const Playground: Story = {};

/** Every rank of every suit, two-colour. */
export const Faces: Story = {
  render: () =>
    row(
      ['s', 'h', 'd', 'c'].flatMap((suit) =>
        ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'].map(
          (rank) => html`<poker-card card=${rank + suit} style="width:72px"></poker-card>`,
        ),
      ),
    ),
};

/** `four-color`: diamonds blue, clubs green (or set `--poker-card-diamond-color` and `--poker-card-club-color`). */
export const FourColour: Story = {
  render: () =>
    row(['As', 'Kh', 'Qd', 'Jc', 'Td', '7c'].map((c) => html`<poker-card card=${c} four-color style="width:88px"></poker-card>`)),
};

/** `face-down` shows the back, drawn by the kit; recolour it with `--poker-card-back`. */
export const Back: Story = {
  render: () =>
    row(html`<poker-card face-down style="width:110px"></poker-card>
      <poker-card face-down style="width:110px;--poker-card-back:#9b1c31"></poker-card>
      <poker-card face-down style="width:110px;--poker-card-back:#1e5b3a;--poker-card-radius:4px"></poker-card>`),
};

/** From 40 px (a compact face with one big index) to 200 px. */
export const Sizes: Story = {
  render: () => row([40, 56, 72, 100, 140, 200].map((w) => html`<poker-card card="Kh" style=${`width:${w}px`}></poker-card>`)),
};

/** Best-five states used by `<hand-ranker>`. */
export const HighlightAndDim: Story = {
  render: () =>
    row(html`<poker-card card="Kh" highlight style="width:88px"></poker-card>
      <poker-card card="Ks" highlight style="width:88px"></poker-card>
      <poker-card card="4s" dim style="width:88px"></poker-card>
      <poker-card card="2h" dim style="width:88px"></poker-card>`),
};

/** `lang="de"`: Bube, Dame, König, Ass as B, D, K, A, and German names for screen readers ("Pik Ass"). */
export const German: Story = {
  render: () =>
    html`<div lang="de">${row(['As', 'Kh', 'Qd', 'Jc', 'Ts'].map((c) => html`<poker-card card=${c} style="width:88px"></poker-card>`))}</div>`,
};

/** `theme="dark"` (or the reader's `prefers-color-scheme: dark`). */
export const Dark: Story = {
  render: () => html`<div style="background:#12161a;padding:16px;border-radius:12px">
    ${row(html`${['As', 'Kh', 'Qd', 'Jc'].map((c) => html`<poker-card card=${c} theme="dark" style="width:88px"></poker-card>`)}
      <poker-card face-down theme="dark" style="width:88px"></poker-card>`)}
  </div>`,
};

/** Text that is not a card shows a placeholder and fires `error`; no card at all is an empty slot. */
export const UnknownAndEmpty: Story = {
  render: () => row(html`<poker-card card="Zz" style="width:88px"></poker-card><poker-card style="width:88px"></poker-card>`),
};
