import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/define/poker-table.js';
import '../src/define/poker-cash-table.js';

/**
 * The tables at their worst reasonable case (issue 11): nine seats with 1,000,000,000-chip
 * stacks and every card face up, at a desktop and a phone width; a cash table whose clock runs
 * for a player with a long name. Every suit stays in view, no name or stack is cut.
 */
const meta: Meta = {
  title: 'Elements/Worst cases (tables)',
  component: 'poker-table',
};
export default meta;

const NINE =
  'Anna 1000000000; Ben 1000000000; Carla 1000000000; Dan 1000000000; Eve 1000000000; Finn 1000000000; Gina 1000000000; Hugo 1000000000; Ines Maria Magdalena: 1000000000';
const HOLE =
  'Anna: As Ks; Ben: Qc Jc; Carla: Th 9h; Dan: 8d 7d; Eve: 6s 5c; Finn: 4h 3d; Gina: 2s 2c; Hugo: Ah Ad; Ines Maria Magdalena: Kc Kd';

/** The widths the stories are drawn at. */
const widths = html`<style>
  .worst-desktop {
    inline-size: 1280px;
    max-inline-size: 100%;
  }
  .worst-phone {
    inline-size: 375px;
  }
</style>`;

const nine = html`<poker-table reveal blinds="50/100" seats=${NINE} hole-cards=${HOLE} script="Dan folds; Eve calls; Finn raises to 300"></poker-table>`;

/** Nine seats, a billion chips each, every card face up, at full width. */
export const NineSeatsDesktop: StoryObj = { render: () => html`${widths}<div class="worst-desktop">${nine}</div>` };

/** The same table at a phone's width (375 px): the seat grid, cards side by side above the plate. */
export const NineSeatsPhone: StoryObj = { render: () => html`${widths}<div class="worst-phone">${nine}</div>` };

/** A cash table with nine seats and huge stacks; the clock runs at the seat to act. */
export const CashNineSeatsPhone: StoryObj = {
  render: () =>
    html`${widths}
      <div class="worst-phone">
        <poker-cash-table
        blinds="5/10"
        table-size="9"
        buy-in="400-1000000000"
        players="Ben 1000000000; Carla passive 1000000000; Dan 1000000000; Eve passive 1000000000; Finn 1000000000; Gina 1000000000; Hugo 1000000000; Ines Maria Magdalena: 1000000000"
        clock="30"
        seed="worst"
      ></poker-cash-table>
    </div>`,
};
