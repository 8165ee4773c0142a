import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/equity-calculator.js';
import { LANGUAGES } from './languages.js';

interface EquityCalculatorArgs {
  hands: string;
  board: string;
  dead: string;
  samples: number;
  fourColor: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<EquityCalculatorArgs> = {
  title: 'Elements/equity-calculator',
  component: 'equity-calculator',
  tags: ['autodocs'],
  args: {
    hands: 'Anna: Ah Kd; Ben: Qs Qc',
    board: '',
    dead: '',
    samples: 100_000,
    fourColor: false,
    lang: 'en',
    theme: '',
  },
  argTypes: {
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: { actions: { handles: ['equity-calculator-change', 'error'] } },
  render: ({ hands, board, dead, samples, fourColor, lang, theme }) => html`<equity-calculator
    hands=${hands}
    board=${board || nothing}
    dead=${dead || nothing}
    samples=${samples}
    lang=${lang}
    theme=${theme || nothing}
    ?four-color=${fourColor}
  ></equity-calculator>`,
};
export default meta;

type Story = StoryObj<EquityCalculatorArgs>;

/**
 * The coin flip: ace-king against queens before the flop, counted exactly over all 1,712,304
 * boards (T17). The pair is a small favourite (about 56 to 44); ties are rare.
 */
export const CoinFlip: Story = {};

/**
 * A flush draw with a straight draw on the turn: Ben's hearts and the jacks are his outs,
 * twelve of the 44 river cards (T17). The outs are listed under the bars.
 */
export const FlushDrawWithOuts: Story = {
  args: { hands: 'Anna: As Ks; Ben: Qh Th', board: 'Kh 9h 2c 4d' },
};

/**
 * A range against a hand: Hero's A♥K♥ against Villain's QQ+ and AKs, counted exactly; the
 * combos that share a card with Hero's are removed ("15 of 22 combos"). Villain's classes
 * are shown as a heat map and a table. Open Villain's grid to change the range with the
 * arrow keys and Space.
 */
export const RangeAgainstAHand: Story = {
  args: { hands: 'Hero: Ah Kh; Villain: QQ+, AKs', samples: 100_000 },
};

/** Three players on the flop, exact over the 903 turn and river cards, one card dead. */
export const ThreeWayFlop: Story = {
  args: { hands: 'Anna: As Ks; Ben: Qh Qd; Carla: 8c 7c', board: '2s 7h Jd', dead: '3c' },
};

/** German, dark. */
export const German: Story = {
  args: { lang: 'de', theme: 'dark', hands: 'Anna: Ac Kd; Ben: 9s 9h' },
};

/**
 * Range against range on the flop, exact (every deal of the two ranges and every turn and
 * river): each range's 13×13 grid coloured by its classes' equity against the other range
 * on this board, with a legend (focus a cell to hear "AKo: 23.1%"; arrow keys move), and a
 * table of the classes, best first. Share offers a link that reopens the spot.
 */
export const RangeHeatMap: Story = {
  args: { hands: 'Hero: QQ+, AKs, AKo; Villain: TT+, AQs+, KQs, AQo+', board: '2c 7h Qs' },
  render: ({ hands, board, lang, theme }) => html`<equity-calculator
    share
    hands=${hands}
    board=${board || nothing}
    lang=${lang}
    theme=${theme || nothing}
  ></equity-calculator>`,
};

/** Ranges as players write them: a percent range (the best 15% of starting hands by HAND_ORDER) and weighted classes. */
export const PercentAndWeights: Story = {
  args: { hands: 'Opener: top 15%; Caller: 22-99@50, AJs-ATs, KQs:0.5, 98s', board: 'Ah 7d 2c' },
};
