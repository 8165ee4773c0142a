import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/poker-table.js';
import { LANGUAGES } from './languages.js';

interface PokerTableArgs {
  structure: 'no-limit' | 'pot-limit' | 'fixed-limit';
  blinds: string;
  seats: string;
  button: string;
  holeCards: string;
  board: string;
  script: string;
  hero: string;
  controls: '' | 'all' | 'hero' | 'none';
  reveal: boolean;
  showState: boolean;
  autoShowdown: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<PokerTableArgs> = {
  title: 'Elements/poker-table',
  component: 'poker-table',
  tags: ['autodocs'],
  args: {
    structure: 'no-limit',
    blinds: '50/100',
    seats: 'Anna 2000; Ben 2000',
    button: 'Ben',
    holeCards: 'Anna: As Kd; Ben: Qh Qc',
    board: 'Ks 7h 2c 4d Jc',
    script: '',
    hero: '',
    controls: '',
    reveal: false,
    showState: false,
    autoShowdown: false,
    lang: 'en',
    theme: '',
  },
  argTypes: {
    structure: { control: 'inline-radio', options: ['no-limit', 'pot-limit', 'fixed-limit'] },
    controls: { control: 'inline-radio', options: ['', 'all', 'hero', 'none'] },
    lang: { control: 'inline-radio', options: LANGUAGES },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  parameters: { actions: { handles: ['poker-action', 'poker-street', 'poker-hand-complete', 'poker-violation', 'error'] } },
  render: (args) => table(args),
};
export default meta;

function table(args: PokerTableArgs) {
  return html`<poker-table
    structure=${args.structure}
    blinds=${args.blinds}
    seats=${args.seats}
    button=${args.button || nothing}
    hole-cards=${args.holeCards || nothing}
    board=${args.board || nothing}
    script=${args.script || nothing}
    hero=${args.hero || nothing}
    controls=${args.controls || nothing}
    lang=${args.lang}
    theme=${args.theme || nothing}
    ?reveal=${args.reveal}
    ?show-state=${args.showState}
    ?auto-showdown=${args.autoShowdown}
  ></poker-table>`;
}

type Story = StoryObj<PokerTableArgs>;

/**
 * T3: heads-up the button (Ben) posts the small blind and acts first before the flop, last
 * after it; T4: the big blind may check its option. Play both seats from the action bar.
 */
export const HeadsUp: Story = {};

/** T7, T16, T17: six players, no limit, played to a showdown: who shows first, who may muck, who wins. */
export const SixHandedToShowdown: Story = {
  args: {
    seats: 'Anna 5000; Ben 3200; Carla 4100; Dora 2500; Emil 6000; Fay 4800',
    button: 'Fay',
    holeCards: 'Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d; Dora: 7c 2d; Emil: Jh Th; Fay: 5s 5c',
    script:
      'Carla calls; Dora folds; Emil raises to 300; Fay folds; Anna calls; Ben calls; Carla calls; ' +
      'Anna checks; Ben bets 400; Carla folds; Emil calls; Anna calls; ' +
      'Anna checks; Ben checks; Emil checks; Anna bets 1000; Ben folds; Emil calls; ' +
      'Anna shows; Emil mucks',
    showState: true,
  },
};

/**
 * T14 (000): pot 200, Anna bets 150, Ben calls → Carla may raise to at most 800 (call 150 +
 * raise 650 = 200 + 150 + 150 + 150). The Pot preset and the slider stop at 800; type 900
 * to see the refusal.
 */
export const PotLimitMaximum: Story = {
  args: {
    structure: 'pot-limit',
    blinds: '25/50',
    seats: 'Anna 2000; Ben 2000; Carla 2000; Dora 2000',
    button: 'Dora',
    holeCards: 'Anna: Kc Qc; Ben: 9h 9c; Carla: Ah Kh; Dora: 7s 6s',
    board: 'Kd 9d 2h 5c Jh',
    script: 'Carla calls; Dora calls; Anna calls; Ben checks; Anna bets 150; Ben calls',
  },
};

/**
 * T15: in a 5/10 fixed-limit game bets and raises are exactly 10 before the turn; a bet (the
 * big blind) and three raises cap the betting, so Ben may only call or fold.
 */
export const FixedLimitCap: Story = {
  args: {
    structure: 'fixed-limit',
    blinds: '5/10',
    seats: 'Anna 500; Ben 500; Carla 500; Dora 500',
    button: 'Dora',
    holeCards: 'Anna: Ah Ad; Ben: Kc Ks; Carla: Qh Jh; Dora: Tc Td',
    board: '8h 4c 2s 9d 3h',
    script: 'Carla raises to 20; Dora raises to 30; Anna raises to 40',
  },
};

/**
 * T12 (TDA 47, 004): on the flop Anna bets 500, Ben is all-in for 700, only 200 more: not a
 * full raise, so Anna, who already acted, may only call or fold. Her scripted raise is
 * refused with the explanation; Carla, who had not acted, kept every option.
 */
export const ShortAllInDoesNotReopen: Story = {
  args: {
    seats: 'Anna 5000; Ben 800; Carla 5000',
    button: 'Carla',
    holeCards: 'Anna: As Kd; Ben: Qh Qc; Carla: 9s 9d',
    script: 'Carla calls; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls; Anna raises to 1500; Anna calls',
    controls: 'none',
  },
};

/** T9, T10, T18: three all-ins at different sizes: a main pot, a side pot, and 300 uncalled chips back to Carla. */
export const ThreeWayAllInSidePots: Story = {
  args: {
    blinds: '25/50',
    seats: 'Anna 300; Ben 700; Carla 1000',
    button: 'Carla',
    holeCards: 'Anna: As Ad; Ben: Ks Kd; Carla: Qs Qd',
    board: '2c 7h 9d Jc 3s',
    script: 'Carla all-in; Anna calls; Ben calls',
    autoShowdown: true,
  },
};

/** T19: Ben and Carla play the board's straight and split 125; the odd chip goes to Ben, first left of the button. */
export const SplitPotOddChip: Story = {
  args: {
    blinds: '25/50',
    seats: 'Anna 1000; Ben 1000; Carla 1000',
    button: 'Carla',
    holeCards: 'Anna: Ac Kd; Ben: 2h 2d; Carla: 3s 3h',
    board: '5c 6d 7h 8s 9c',
    script: 'Carla calls; Anna folds; Ben checks; Ben checks; Carla checks; Ben checks; Carla checks; Ben checks; Carla checks',
    reveal: true,
  },
};

/**
 * The rules-site demo: the author writes the hand in HTML, the reader steps through it with
 * Next and Back. A refused step (Ben raising out of turn, Carla checking a bet) is shown
 * with its rule; when the script ends, the reader plays on.
 */
export const ScriptedRulesDemo: Story = {
  args: {
    seats: 'Anna 3000; Ben 3000; Carla 3000',
    button: 'Carla',
    holeCards: 'Anna: Jh Jd; Ben: Ac Qc; Carla: 8s 8c',
    board: 'Qs 8h 3d 2c Kd',
    script:
      'Carla calls; Ben raises to 300; Anna folds; Ben checks; Ben calls; ' +
      'Ben checks; Carla bets 300; Ben raises to 500; Ben raises to 900; Carla calls',
    showState: true,
  },
};

/** The T12 demo in German: the labels, the hand history and every explanation follow `lang`; the script may use German verbs. */
export const German: Story = {
  args: {
    ...ShortAllInDoesNotReopen.args,
    script:
      'Carla geht mit; Anna geht mit; Ben checkt; Anna setzt 500; Ben geht all-in; Carla geht mit; Anna erhöht auf 1500; Anna geht mit',
    lang: 'de',
    controls: '',
  },
};

/** Dark theme (also follows `prefers-color-scheme`), nine seats, the reader playing Anna. */
export const NineSeatsDark: Story = {
  args: {
    seats: 'Anna 5000; Ben 3200; Carla 4100; Dora 2500; Emil 6000; Fay 4800; Gus 1500; Hana 7000; Ivan 3000',
    button: 'Ivan',
    holeCards: 'Anna: Ah Kh',
    board: '',
    hero: 'Anna',
    theme: 'dark',
    script: 'Carla calls; Dora raises to 300; Emil folds; Fay calls; Gus folds; Hana folds; Ivan folds',
  },
  parameters: { backgrounds: { default: 'dark' } },
};

/**
 * Creates the Stately inspector (`@statelyai/inspect`) in the frame below the table when
 * the button is pressed, not before, and sets `el.inspect` to it.
 */
async function openStatelyInspector(event: Event): Promise<void> {
  const button = event.currentTarget as HTMLButtonElement;
  const story = button.closest('.stately-inspector-story');
  const pokerTable = story?.querySelector('poker-table');
  const frame = story?.querySelector('iframe');
  const status = story?.querySelector('.stately-inspector-status');
  if (!pokerTable || !frame || !status) return;
  button.disabled = true;
  try {
    // Loaded on demand, so no other story pays for it.
    const { createBrowserInspector } = await import('@statelyai/inspect');
    frame.hidden = false;
    // In a frame, not a popup: no popup blocker to trip, and nothing throws offline. Events
    // wait in the inspector (up to 200) until stately.ai/inspect has loaded and answered.
    const inspector = createBrowserInspector({ iframe: frame });
    pokerTable.inspect = inspector.inspect;
    status.textContent =
      'Inspector on: play or step the hand and watch the statechart below (stately.ai/inspect needs an internet connection).';
  } catch (error) {
    button.disabled = false;
    status.textContent = `The inspector could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The hand statechart in the Stately inspector: press the button to load stately.ai/inspect
 * in a frame below and set `el.inspect = createBrowserInspector({ iframe }).inspect`; then
 * step through the script or play on, and watch each `ACT` event and state. Nothing is
 * created until the button is pressed: until then the table plays on core's engine, and
 * setting `inspect` fetches the statechart, whose actor starts from the hand as it stands.
 * Without an internet connection the frame stays empty and the table works as ever.
 */
export const WithTheStatelyInspector: Story = {
  name: 'With the Stately inspector',
  args: { ...ScriptedRulesDemo.args },
  render: (args) =>
    html`<div class="stately-inspector-story">
      <p>
        <button type="button" @click=${openStatelyInspector}>Open the Stately inspector</button>
        <span class="stately-inspector-status" role="status"></span>
      </p>
      ${table(args)}
      <iframe hidden title="Stately inspector" width="100%" height="600"></iframe>
    </div>`,
};

/** Bad input never throws: a negative stack is named inline, in the page's language, and `error` fires. */
export const BadInput: Story = {
  name: 'Bad input: a negative stack',
  args: { seats: 'Anna -20; Ben 2000', holeCards: '', board: '' },
};
