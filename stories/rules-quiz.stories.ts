import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/rules-quiz.js';

interface RulesQuizArgs {
  rules: string;
  seed: number | undefined;
  fourColor: boolean;
  lang: string;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<RulesQuizArgs> = {
  title: 'Elements/rules-quiz',
  component: 'rules-quiz',
  tags: ['autodocs'],
  args: { rules: '', seed: undefined, fourColor: false, lang: 'en', theme: '' },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'de'] },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    seed: { control: 'number' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A quiz per rule family of the rules handbook. Without `seed` the quiz asks the kit’s cases of its `rules` (docs/rule-cases.json), then draws new questions; with `seed` it draws without end, harder as the score grows. Every answer is the engine’s, and the explanation gives the numbers and the rule ID.',
      },
    },
  },
  render: (args) =>
    html`<rules-quiz
      rules=${args.rules}
      seed=${ifDefined(args.seed)}
      ?four-color=${args.fourColor}
      lang=${args.lang}
      theme=${args.theme}
    ></rules-quiz>`,
};
export default meta;

type Story = StoryObj<RulesQuizArgs>;

export const BeforeTheBetting: Story = { name: 'T1–T5 · cards, button, blinds, deal', args: { rules: 'T1 T2 T3 T4 T5' } };
export const Betting: Story = { name: 'T6–T15 · betting', args: { rules: 'T6 T7 T8 T9 T10 T11 T12 T13 T14 T15' } };
export const ShowdownAndPots: Story = { name: 'T16–T20 · showdown and pots', args: { rules: 'T16 T17 T18 T19 T20' } };
export const CashTable: Story = { name: 'C1–C7 · the cash-game table', args: { rules: 'C1 C2 C3 C4 C5 C6 C7' } };
export const Potsdam: Story = { name: 'P1–P7 · Potsdam Hold’em', args: { rules: 'P1 P2 P3 P4 P5 P6 P7' } };
export const Practice: Story = { name: 'Practice without end (seed)', args: { seed: 1 } };
export const German: Story = { name: 'Auf Deutsch', args: { rules: 'T11 T14', lang: 'de' } };

/** A question written in HTML: a spot as the tables' scripts are written, and the kind of question. */
export const WrittenInHtml: Story = {
  name: 'A question written in HTML',
  render: () =>
    html`<rules-quiz>
      <script type="application/json">
        {
          "kind": "winner",
          "spot": {
            "game": "hand",
            "input": {
              "structure": "no-limit",
              "blinds": { "small": 1, "big": 2 },
              "seats": [{ "id": "anna", "name": "Anna", "stack": 100 }, { "id": "ben", "name": "Ben", "stack": 100 }],
              "button": "ben",
              "holeCards": { "anna": ["Ks", "Qd"], "ben": ["Kc", "Jd"] },
              "board": ["Kh", "9d", "7c", "4s", "2h"]
            },
            "events": [
              { "type": "ACT", "seat": "ben", "action": "call" }, { "type": "ACT", "seat": "anna", "action": "check" },
              { "type": "ACT", "seat": "anna", "action": "check" }, { "type": "ACT", "seat": "ben", "action": "check" },
              { "type": "ACT", "seat": "anna", "action": "check" }, { "type": "ACT", "seat": "ben", "action": "check" },
              { "type": "ACT", "seat": "anna", "action": "check" }, { "type": "ACT", "seat": "ben", "action": "check" }
            ]
          }
        }
      </script>
    </rules-quiz>`,
};
