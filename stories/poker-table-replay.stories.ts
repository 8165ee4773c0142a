import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/poker-table.js';
// The hands the demo replays too (demo/hands/, also the replayer tests' files):
// nl-000013 of PokerKit's PHH corpus, with names: four players, every street, three hands at the showdown;
import PHH_HAND from '../demo/hands/side-pot.phh?raw';
// nl-000008 of the corpus written as PokerStars text: six players, five all-in by the turn (T9);
import POKERSTARS_HAND from '../demo/hands/six-all-in.txt?raw';
// two hands of a heads-up cash game in dollars, as PokerStars writes them: shown in $, with a chooser.
import DOLLAR_HANDS from '../demo/hands/two-hands-usd.txt?raw';
import { LANGUAGES } from './languages.js';

interface ReplayArgs {
  exportable: boolean;
  share: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

/**
 * `<poker-table>` as a replayer: a hand history (PHH or PokerStars text, told by its content)
 * in the `history` property or attribute, a `<script type="text/plain">` child or a `src`
 * URL. Play and pause at a speed, step, jump to a street; `export` offers the hand as text,
 * `share` a link that opens it at the same step.
 */
const meta: Meta<ReplayArgs> = {
  title: 'Elements/poker-table/Replay',
  component: 'poker-table',
  args: { exportable: true, share: false, lang: 'en', theme: '' },
  argTypes: {
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: { actions: { handles: ['poker-action', 'poker-street', 'poker-hand-complete', 'poker-hand-export', 'error'] } },
};
export default meta;

type Story = StoryObj<ReplayArgs>;

export const PhhHand: Story = {
  name: 'PHH hand',
  render: (args) =>
    html`<poker-table .history=${PHH_HAND} ?export=${args.exportable} ?share=${args.share} lang=${args.lang} theme=${args.theme || nothing}></poker-table>`,
};

export const PokerStarsHand: Story = {
  name: 'PokerStars hand (script child)',
  render: (args) =>
    html`<poker-table ?export=${args.exportable} lang=${args.lang} theme=${args.theme || nothing}
      ><script type="text/plain">
        ${POKERSTARS_HAND}
      </script></poker-table
    >`,
};

export const German: Story = {
  name: 'German',
  args: { lang: 'de' },
  render: (args) => html`<poker-table .history=${PHH_HAND} ?export=${args.exportable} lang="de"></poker-table>`,
};

export const MalformedHistory: Story = {
  name: 'Malformed history (inline message)',
  render: (args) => html`<poker-table .history=${PHH_HAND.replace("'p4 f'", "'p4 xyz'")} lang=${args.lang}></poker-table>`,
};

export const BrokenShareLink: Story = {
  name: 'Share link cut short (inline message, own hand)',
  render: () => {
    history.replaceState(null, '', '#hand=h1.n_1_2_0.A-2s_B');
    return html`<poker-table share seats="Anna 1000; Ben 1000" hole-cards="Anna: As Kd"></poker-table>`;
  },
};

export const SeveralHandsInDollars: Story = {
  name: 'A cash game in dollars, two hands (chooser)',
  render: (args) =>
    html`<poker-table .history=${DOLLAR_HANDS} ?export=${args.exportable} lang=${args.lang} theme=${args.theme || nothing}></poker-table>`,
};

export const SecondHandGerman: Story = {
  name: 'The second hand, in German (hand="2")',
  args: { lang: 'de' },
  render: (args) => html`<poker-table hand="2" .history=${DOLLAR_HANDS} ?export=${args.exportable} lang="de"></poker-table>`,
};
