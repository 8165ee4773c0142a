import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/poker-table.js';

/** nl-000013 of PokerKit's PHH corpus, with names: four players, every street, three hands at the showdown. */
const PHH_HAND = `variant = 'NT'
ante_trimming_status = false
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 0, 0]
min_bet = 2
starting_stacks = [98, 313, 411, 510]
actions = ['d dh p1 4hAc', 'd dh p2 KhTc', 'd dh p3 6d9s', 'd dh p4 8c2d', 'p3 cbr 10', 'p4 cbr 18', 'p1 cc', 'p2 cc', 'p3 cc', 'd db Jc6h5h', 'p1 cbr 2', 'p2 cc', 'p3 cc', 'p4 f', 'd db 3s', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 3h', 'p1 cbr 78', 'p2 cc', 'p3 cc', 'p1 sm 4hAc', 'p2 sm KhTc', 'p3 sm 6d9s']
finishing_stacks = [0, 215, 625, 492]
players = ['Anna', 'Ben', 'Carla', 'Dev']`;

/** nl-000008 of the corpus written as PokerStars text: six players, five all-in by the turn (T9). */
const POKERSTARS_HAND = `PokerStars Hand #1001:  Hold'em No Limit (3/6) - 2026/12/01 15:00:00 ET
Table 'Replay' 6-max Seat #6 is the button
Seat 1: Mia (34 in chips)
Seat 2: Noah (34 in chips)
Seat 3: Olga (34 in chips)
Seat 4: Pete (34 in chips)
Seat 5: Quinn (34 in chips)
Seat 6: Rosa (34 in chips)
Mia: posts small blind 3
Noah: posts big blind 6
*** HOLE CARDS ***
Dealt to Mia [7d 6c]
Dealt to Noah [8c 5d]
Dealt to Olga [9d 8d]
Dealt to Pete [Qd Td]
Dealt to Quinn [Js Jc]
Dealt to Rosa [Kc 5s]
Olga: calls 6
Pete: calls 6
Quinn: calls 6
Rosa: calls 6
Mia: calls 3
Noah: checks
*** FLOP *** [Tc 3h Ks]
Mia: bets 6
Noah: raises 9 to 15
Olga: raises 9 to 24
Pete: calls 24
Quinn: folds
Rosa: calls 24
Mia: calls 18
Noah: calls 9
*** TURN *** [Tc 3h Ks] [Ah]
Mia: checks
Noah: checks
Olga: bets 4 and is all-in
Pete: calls 4 and is all-in
Rosa: calls 4 and is all-in
Mia: calls 4 and is all-in
Noah: calls 4 and is all-in
*** RIVER *** [Tc 3h Ks Ah] [8h]
*** SHOW DOWN ***
Mia: shows [7d 6c] (high card Ace)
Noah: shows [8c 5d] (a pair of Eights)
Olga: shows [9d 8d] (a pair of Eights)
Pete: shows [Qd Td] (a pair of Tens)
Rosa: shows [Kc 5s] (a pair of Kings)
Rosa collected 176 from pot
*** SUMMARY ***
Total pot 176 | Rake 0
Board [Tc 3h Ks Ah 8h]
Seat 1: Mia (small blind) showed [7d 6c] and lost with high card Ace
Seat 2: Noah (big blind) showed [8c 5d] and lost with a pair of Eights
Seat 3: Olga showed [9d 8d] and lost with a pair of Eights
Seat 4: Pete showed [Qd Td] and lost with a pair of Tens
Seat 5: Quinn folded on the Flop
Seat 6: Rosa (button) showed [Kc 5s] and won (176) with a pair of Kings`;

/** Two hands of a heads-up cash game in dollars, as PokerStars writes them: shown in $, with a chooser. */
const DOLLAR_HANDS = `PokerStars Hand #2001:  Hold'em No Limit ($0.50/$1 USD) - 2026/12/01 15:00:00 ET
Table 'Replay' 2-max Seat #2 is the button
Seat 1: Anna ($247.15 in chips)
Seat 2: Ben ($237.05 in chips)
Ben: posts small blind $0.50
Anna: posts big blind $1
*** HOLE CARDS ***
Dealt to Anna [As Kd]
Dealt to Ben [Qh Qc]
Ben: raises $2 to $3
Anna: raises $6.50 to $9.50
Ben: calls $6.50
*** FLOP *** [Ks 7h 2c]
Anna: bets $12.25
Ben: folds
Uncalled bet ($12.25) returned to Anna
Anna collected $19 from pot
Anna: doesn't show hand
*** SUMMARY ***
Total pot $19 | Rake $0
Board [Ks 7h 2c]
Seat 1: Anna (big blind) collected ($19)
Seat 2: Ben (button) (small blind) folded on the Flop



PokerStars Hand #2002:  Hold'em No Limit ($0.50/$1 USD) - 2026/12/01 15:00:00 ET
Table 'Replay' 2-max Seat #2 is the button
Seat 1: Ben ($227.55 in chips)
Seat 2: Anna ($256.65 in chips)
Anna: posts small blind $0.50
Ben: posts big blind $1
*** HOLE CARDS ***
Dealt to Ben [Jh 9h]
Dealt to Anna [Ac 5c]
Anna: raises $1.50 to $2.50
Ben: calls $1.50
*** FLOP *** [Th 8h 2c]
Ben: checks
Anna: bets $3
Ben: raises $8 to $11
Anna: calls $8
*** TURN *** [Th 8h 2c] [4d]
Ben: bets $24.75
Anna: calls $24.75
*** RIVER *** [Th 8h 2c 4d] [Qs]
Ben: bets $60
Anna: folds
Uncalled bet ($60) returned to Ben
Ben collected $76.50 from pot
Ben: doesn't show hand
*** SUMMARY ***
Total pot $76.50 | Rake $0
Board [Th 8h 2c 4d Qs]
Seat 1: Ben (big blind) collected ($76.50)
Seat 2: Anna (button) (small blind) folded on the River`;

interface ReplayArgs {
  exportable: boolean;
  share: boolean;
  lang: 'en' | 'de';
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
    lang: { control: 'inline-radio', options: ['en', 'de'] },
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
