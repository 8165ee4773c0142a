import { css } from 'lit';
import { tableBaseStyles } from '../shared/table/table-base.styles.js';

/** The quiz: the table's look for a hand spot, then the question, the answer and the explanation. */
export const rulesQuizStyles = [
  ...tableBaseStyles,
  css`
    .base {
      display: grid;
      gap: 1rem;
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0.25rem 1rem;
      align-items: baseline;
    }
    .title {
      font-weight: 700;
      font-size: 1.125rem;
    }
    .score {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }
    .spot {
      min-inline-size: 0;
    }
    .seating,
    .facts,
    .potsdam {
      padding: 0.75rem 1rem;
      border-radius: var(--_radius);
      background: var(--_felt);
      color: var(--_felt-ink);
    }
    .last-hand {
      margin: 0 0 0.5rem;
    }
    .seat-ring,
    .potsdam-seats {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
      gap: 0.5rem;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .potsdam-seats {
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
      margin-block-start: 0.75rem;
    }
    .ring-seat,
    .potsdam-seat {
      display: grid;
      gap: 0.125rem;
      padding: 0.5rem 0.625rem;
      border-radius: calc(var(--_radius) - 0.375rem);
      background: color-mix(in srgb, var(--_surface) 92%, transparent);
      color: var(--_text);
    }
    .ring-seat.empty {
      background: transparent;
      border: 1px dashed color-mix(in srgb, var(--_felt-ink) 50%, transparent);
      color: var(--_felt-ink);
    }
    .ring-seat.sitting-out,
    .potsdam-seat.folded {
      opacity: 0.7;
    }
    .ring-name {
      font-weight: 600;
    }
    .ring-number {
      color: var(--_muted);
      font-size: 0.75rem;
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    .ring-seat.empty .ring-number {
      color: inherit;
    }
    .ring-status {
      color: var(--_muted);
      font-size: 0.875rem;
    }
    .ring-seat.empty .ring-status {
      color: inherit;
    }
    .ring-marks {
      justify-self: start;
      padding: 0 0.375rem;
      border-radius: 999px;
      background: var(--_accent);
      color: var(--_accent-ink);
      font-size: 0.75rem;
      font-weight: 700;
    }
    .cards {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
    }
    .spot-card {
      --poker-card-width: 2.5rem;
    }
    .written {
      display: inline-block;
      padding: 0.125rem 0.5rem;
      border-radius: 0.375rem;
      background: var(--_surface);
      color: var(--_text);
      font-size: 1.125rem;
    }
    .form {
      display: grid;
      gap: 0.75rem;
      justify-items: start;
    }
    fieldset {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin: 0;
      padding: 0;
      border: 0;
      min-inline-size: 0;
    }
    .prompt {
      inline-size: 100%;
      margin-block-end: 0.5rem;
      padding: 0;
      font-size: 1.125rem;
      font-weight: 600;
    }
    .choice,
    .field {
      display: inline-flex;
      align-items: center;
      gap: 0.5rem;
      min-block-size: 2.75rem;
      padding: 0.25rem 0.875rem;
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) - 0.25rem);
      background: var(--_raised);
      cursor: pointer;
    }
    .choice:has(input:focus-visible),
    .field:has(input:focus-visible) {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    .choice:has(input:checked) {
      border-color: var(--_focus);
    }
    .choice.expected {
      border-color: var(--_win);
      background: var(--_win-surface);
      color: var(--_win);
      font-weight: 600;
    }
    .choice.given:not(.expected) {
      border-color: var(--_danger);
      background: var(--_danger-surface);
      color: var(--_danger);
    }
    .field input {
      inline-size: 7rem;
      min-block-size: 2rem;
      padding: 0.25rem 0.5rem;
      border: 1px solid var(--_border);
      border-radius: 0.375rem;
      background: var(--_surface);
      color: var(--_text);
      font: inherit;
    }
    .field input:focus-visible {
      outline: none;
    }
    .hint {
      margin: 0;
      color: var(--_danger);
    }
    .submit,
    .next {
      min-block-size: 2.75rem;
      padding: 0.5rem 1.25rem;
      border: 0;
      border-radius: calc(var(--_radius) - 0.25rem);
      background: var(--_accent);
      color: var(--_accent-ink);
      font: inherit;
      font-weight: 700;
      cursor: pointer;
    }
    .submit:focus-visible,
    .next:focus-visible,
    .share:focus-visible {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    .feedback.is-empty {
      padding: 0;
      border: 0;
    }
    .feedback {
      padding: 0.75rem 1rem;
      border-radius: calc(var(--_radius) - 0.25rem);
      border-inline-start: 4px solid var(--_border);
      background: var(--_raised);
    }
    .feedback.right {
      border-inline-start-color: var(--_win);
    }
    .feedback.wrong {
      border-inline-start-color: var(--_danger);
    }
    .verdict {
      margin: 0 0 0.375rem;
      font-weight: 700;
    }
    .feedback.right .verdict {
      color: var(--_win);
    }
    .feedback.wrong .verdict {
      color: var(--_danger);
    }
    .reasons {
      margin: 0;
      padding-inline-start: 1.25rem;
    }
    .rule {
      color: var(--_muted);
      white-space: nowrap;
    }
    .after {
      display: flex;
      flex-wrap: wrap;
      gap: 1rem;
      align-items: center;
    }
    .share {
      color: var(--_focus);
    }
  `,
];
