import { css } from 'lit';

/**
 * Kit tokens (`--poker-*`, set by a page once for every element) feeding private
 * element tokens (`--_*`). Light by default; dark via `prefers-color-scheme` or
 * `theme="dark"`; `theme="light"` pins light. A page's token values win in both.
 */

const dark = css`
  color-scheme: dark;
  --_surface: var(--poker-surface, #161b20);
  --_raised: var(--poker-surface-raised, #1f262d);
  --_text: var(--poker-text, #e8ecef);
  --_muted: var(--poker-muted, #a3adb7);
  --_border: var(--poker-border, #323b44);
  --_felt: var(--poker-felt, #17523a);
  --_felt-ink: var(--poker-felt-text, #eef5f0);
  --_accent: var(--poker-accent, #f5c242);
  /* Text on the accent, readable on any accent: see the note at tokenStyles. */
  --_accent-ink: var(--poker-accent-text, oklch(from var(--_accent) clamp(0.2, (0.58 - l) * 1000, 0.985) calc(c * 0.25) h));
  --_win: var(--poker-win, #7fd6a0);
  --_win-surface: var(--poker-win-surface, #16372a);
  --_danger: var(--poker-danger, #ffb4ab);
  --_danger-surface: var(--poker-danger-surface, #3b1715);
  --_focus: var(--poker-focus, #8ab4f8);
  --_red-text: #ff8f8f;
`;

/**
 * Text on the accent (the primary button, the "1st" badge), readable on any accent a page
 * picks: dark (the accent's own hue, nearly black) on a light accent, near white on a dark
 * one, switching where both reach 4.5:1 (OKLCH lightness 0.58). `--poker-accent-text` sets it.
 */
export const tokenStyles = css`
  :host {
    color-scheme: light;
    --_font: var(--poker-font, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
    --_radius: var(--poker-radius, 0.875rem);
    --_surface: var(--poker-surface, #ffffff);
    --_raised: var(--poker-surface-raised, #f6f5f1);
    --_text: var(--poker-text, #1c2126);
    --_muted: var(--poker-muted, #59636e);
    --_border: var(--poker-border, #dedad1);
    --_felt: var(--poker-felt, #1f6b48);
    --_felt-ink: var(--poker-felt-text, #f4f8f5);
    --_accent: var(--poker-accent, #f2b300);
    /* Text on the accent, readable on any accent: see the note at tokenStyles. */
    --_accent-ink: var(--poker-accent-text, oklch(from var(--_accent) clamp(0.2, (0.58 - l) * 1000, 0.985) calc(c * 0.25) h));
    --_win: var(--poker-win, #17663a);
    --_win-surface: var(--poker-win-surface, #e6f4ea);
    --_danger: var(--poker-danger, #b3261e);
    --_danger-surface: var(--poker-danger-surface, #fdecea);
    --_focus: var(--poker-focus, #1a5fd0);
    /* Hearts and diamonds as text on the panel (the best five): the card red, lighter when dark. */
    --_red-text: var(--poker-card-red, #c8102e);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
    }
  }
  :host([theme='dark']) {
    ${dark}
  }
`;

/** Visible only to assistive technology. */
export const srOnly = css`
  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;

/** The inline message for bad input, in a module of its own so a part fetched with the first problem can bring it. */
export { inlineErrorStyles } from './inline-error.styles.js';

/** Suit colours, in a module of their own so `<poker-card>` alone loads none of the panel tokens. */
export { suitInkStyles } from './suit-ink.styles.js';
