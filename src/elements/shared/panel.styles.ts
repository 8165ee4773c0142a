import { css } from 'lit';

/**
 * The panel every kit widget sits in (`part="base"`), the same in each: the host's font and
 * colours, the bordered surface, tiles inside it, live regions that take no room while
 * empty, focus rings. An element sets `--_gap` and `--_pad` for its own spacing.
 */
export const panelStyles = css`
  :host {
    display: block;
    color: var(--_text);
    font-family: var(--_font);
    font-size: 1rem;
    line-height: 1.45;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .base {
    position: relative;
    display: grid;
    gap: var(--_gap, 1rem);
    padding: var(--_pad, clamp(0.75rem, 2.5cqi, 1.25rem));
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /* Tiles: a hand, a pot, the editor; a list of tiles lays them out in columns that wrap. */
  .tiles {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--_tile-min, 16rem)), 1fr));
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .tile {
    display: grid;
    align-content: start;
    gap: var(--_tile-gap, 0.5rem);
    padding: 0.75rem 0.875rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 0.25rem);
    background: var(--_raised);
  }
  /* Empty live regions stay in the accessibility tree (so later text is announced) but take no room. */
  .is-empty {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
  }
  :is(button, input, select, summary, textarea):focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
`;
