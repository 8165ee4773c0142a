import { css } from 'lit';
import { buttonStyles } from '../shared/button.styles.js';
import { suitInkStyles } from '../shared/suit-ink.styles.js';
import { srOnly, tokenStyles } from '../shared/tokens.styles.js';

export const cardPickerStyles = [
  tokenStyles,
  srOnly,
  suitInkStyles,
  buttonStyles,
  css`
    :host {
      display: contents;
      --_black: var(--poker-card-black, #1b1e23);
      --_red: var(--poker-card-red, #c8102e);
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) {
        --_black: var(--poker-card-black, #e8ecef);
        --_red: var(--poker-card-red, #ff8a8a);
      }
    }
    :host([theme='dark']) {
      --_black: var(--poker-card-black, #e8ecef);
      --_red: var(--poker-card-red, #ff8a8a);
    }

    dialog {
      box-sizing: border-box;
      inline-size: min(40rem, calc(100vw - 1rem));
      max-block-size: calc(100dvh - 1rem);
      margin: auto;
      padding: 0;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      font-family: var(--_font);
      box-shadow: 0 20px 50px rgb(0 0 0 / 0.3);
    }
    dialog::backdrop {
      background: rgb(10 14 18 / 0.5);
    }
    .content {
      padding: 1rem;
    }
    header {
      display: flex;
      align-items: center;
      gap: 0.75rem;
      margin-block-end: 0.75rem;
    }
    h2 {
      flex: 1;
      margin: 0;
      font-size: 1.0625rem;
      font-weight: 650;
      line-height: 1.3;
    }
    .close {
      --_round: 2.25rem;
      flex: none;
    }
    .close svg {
      inline-size: 1rem;
      block-size: 1rem;
    }
    .close,
    .clear {
      background: var(--_raised);
    }

    .grid {
      display: grid;
      gap: 0.3rem;
    }
    .row {
      display: grid;
      grid-template-columns: repeat(13, minmax(0, 1fr));
      gap: 0.3rem;
    }
    [role='gridcell'] {
      display: block;
      min-inline-size: 0;
    }
    .pick {
      box-sizing: border-box;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 0.1rem;
      inline-size: 100%;
      aspect-ratio: 5 / 7;
      min-block-size: 2rem;
      padding: 0;
      border: 1px solid var(--_border);
      border-radius: 0.4rem;
      background-color: var(--poker-card-face, #fff);
      color: var(--_ink);
      font: 700 clamp(0.75rem, 2.4vw, 1rem) / 1 var(--_font);
      cursor: pointer;
      transition:
        transform 120ms ease,
        box-shadow 120ms ease;
    }
    :host([theme='dark']) .pick {
      background-color: var(--_raised);
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light'])) .pick {
        background-color: var(--_raised);
      }
    }
    .pick svg {
      inline-size: 55%;
      max-inline-size: 1.1rem;
      fill: currentColor;
    }
    .pick:hover:not([aria-disabled='true']) {
      transform: translateY(-2px);
      box-shadow: 0 3px 8px rgb(0 0 0 / 0.18);
    }
    .pick:focus-visible {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    .pick[aria-current='true'] {
      box-shadow: 0 0 0 2px var(--_accent);
    }
    .pick[aria-disabled='true'] {
      cursor: not-allowed;
      opacity: 0.4;
      background-image: linear-gradient(
        to top right,
        transparent calc(50% - 1px),
        currentColor calc(50% - 1px) calc(50% + 1px),
        transparent calc(50% + 1px)
      );
    }
    footer {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem 1rem;
      margin-block-start: 0.75rem;
    }
    .hint {
      flex: 1 1 16rem;
      margin: 0;
      color: var(--_muted);
      font-size: 0.8125rem;
    }
    @media (max-width: 420px) {
      .content {
        padding: 0.625rem;
      }
      .grid,
      .row {
        gap: 0.15rem;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .pick {
        transition: none;
      }
    }
  `,
];
