/**
 * The two cards that are not a card: the empty slot (no card yet) and the placeholder for
 * text that is not a card, with their look. `<poker-card>` shows them itself;
 * `<hand-ranker>` fetches them with its editor (empty slots) or with its first problem (the
 * placeholder), so a ranking's first load carries neither.
 *
 * @internal
 */
import { css, html, type TemplateResult } from 'lit';

/** The placeholder's face, `?` in a dashed frame, as an `<svg>` with the part name `part`. */
export const unknownFace = (part: string): TemplateResult =>
  html`<svg part=${part} viewBox="0 0 100 140" aria-hidden="true" focusable="false">
    <rect class="unknown-frame" x="8" y="8" width="84" height="124" rx="5"></rect>
    <text class="unknown-mark" x="50" y="90">?</text>
  </svg>`;

/** Their look, inside a `.card` (`card-face.styles.ts`, which holds their tokens). */
export const placeholderStyles = css`
  /* Text that is not a card */
  .card.unknown {
    background: repeating-linear-gradient(135deg, var(--_face) 0 6px, color-mix(in srgb, var(--_face) 92%, var(--_muted)) 6px 12px);
  }
  .unknown-mark {
    font-family: var(--_font);
    font-weight: 700;
    font-size: 56px;
    text-anchor: middle;
    fill: var(--_muted);
  }
  .unknown-frame {
    fill: none;
    stroke: var(--_muted);
    stroke-width: 1.5;
    stroke-dasharray: 5 4;
  }

  /* No card yet */
  .card.empty {
    background: transparent;
    box-shadow: none;
    border: 2px dashed var(--_slot);
  }
`;

/** The inside of a card box with no card: the empty slot while there is no `slot`, else the placeholder for its text. */
export const cardPlaceholder = (slot: object | undefined, part: string): TemplateResult =>
  slot ? html`<span class="card unknown">${unknownFace(part)}</span>` : html`<span class="card empty"></span>`;

/** As a part's module (`usePart`): the look joins the element's shadow root when the part is first used. */
export { placeholderStyles as styles };
