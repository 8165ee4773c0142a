import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { parseCard, rankOf, type Card } from '../../core/cards.js';
import { HoldemError } from '../../core/errors.js';
import { textAttribute, type Theme, themeProperty, textValue } from '../shared/converters.js';
import { cardFace } from '../shared/card-face.js';
import { HoldemElement } from '../shared/holdem-element.js';
import { OnUse, usePart } from '../shared/on-use.js';
import { suitAt } from '../shared/suits.js';
import { pokerCardStyles } from './poker-card.styles.js';

/** The empty slot and the placeholder for text that is not a card (`card-placeholders.ts`), with their look: fetched the first time a card shows one. */
const placeholders = new OnUse(() => import('../shared/card-placeholders.js'));
/**
 * A playing card drawn by the kit as SVG: corner indices, pips or a court frame, a back,
 * and a compact face for small sizes. No image files, no fonts to load.
 *
 * Size it with `width` (or `--poker-card-width`); the height follows at 5 : 7. Below
 * about 60 px wide the face switches to one large rank and suit so it stays legible.
 *
 * @tag poker-card
 * @summary A scalable playing card: face, back, highlight and dim states, in the page's language.
 *
 * @attr card - The card in short notation: `As`, `Td`, `10d`, `K♥`. Empty shows an empty slot; text that is not a card shows a placeholder and fires `error`.
 * @attr face-down - Shows the back instead of the face.
 * @attr highlight - Marks the card as part of the best five: lifted, with an accent ring.
 * @attr dim - Fades the card (not part of the best five).
 * @attr four-color - Four-colour deck: diamonds blue, clubs green.
 * @attr theme - `light` or `dark`; unset follows `prefers-color-scheme`.
 * @attr lang - Language of the accessible name and of the face (German shows B, D, K, A); unset follows the nearest `lang`.
 *
 * @fires error - `card` is not a card. `detail: { code: 'unknown-card', message, text }`. Composed; does not bubble (like `<img>`'s error).
 *
 * @csspart card - The card's outline: radius, shadow, highlight ring.
 * @csspart face - The SVG face of a card (also of the placeholder).
 * @csspart back - The SVG back.
 * @csspart placeholder - The face shown for text that is not a card.
 * @csspart empty - The outline shown when there is no card.
 *
 * @cssprop [--poker-card-width=4.5rem] - Width; the height follows at 5 : 7.
 * @cssprop [--poker-card-radius=7cqi] - Corner radius (7 % of the width by default).
 * @cssprop [--poker-card-face=#fff] - Face colour.
 * @cssprop [--poker-card-edge] - Hairline around the face.
 * @cssprop [--poker-card-shadow] - Drop shadow.
 * @cssprop [--poker-card-red=#c8102e] - Hearts and diamonds.
 * @cssprop [--poker-card-black=#1b1e23] - Spades and clubs.
 * @cssprop [--poker-card-blue=#1560bd] - Diamonds in four-colour mode.
 * @cssprop [--poker-card-green=#16803c] - Clubs in four-colour mode.
 * @cssprop --poker-card-spade-color - Overrides one suit's colour (also `-heart-`, `-diamond-`, `-club-`): a four-colour deck with CSS alone.
 * @cssprop [--poker-card-back=#27589c] - Back colour.
 * @cssprop [--poker-card-back-pattern] - Colour of the back's lattice and emblem.
 * @cssprop [--poker-card-back-edge=#fff] - The white margin around the back.
 * @cssprop --poker-card-font - Font of the indices (defaults to `--poker-font`, then the system UI font).
 * @cssprop [--poker-accent=#f2b300] - Highlight ring.
 */
export class PokerCard extends HoldemElement {
  static override styles = pokerCardStyles;

  // Declared here rather than with decorators: a page of cards alone carries no decorator code.
  static override properties: PropertyDeclarations = {
    card: { converter: textAttribute, read: textValue },
    faceDown: { type: Boolean, reflect: true, attribute: 'face-down' },
    highlight: { type: Boolean, reflect: true },
    dim: { type: Boolean, reflect: true },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    theme: themeProperty,
  };

  /** The card in short notation (`As`, `10d`, `K♥`). */
  card = '';

  /** Shows the back. */
  faceDown = false;

  /** Part of the best five: lifted with an accent ring. */
  highlight = false;

  /** Not part of the best five: faded. */
  dim = false;

  /** Four-colour deck (diamonds blue, clubs green). */
  fourColor = false;

  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme: Theme | undefined;

  private parsed: Card | null = null;
  private invalid: HoldemError | null = null;

  /** The card shown, in canonical notation, or `null` (no card, or text that is not a card). */
  get value(): Card | null {
    return this.parsed;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('role')) this.setAttribute('role', 'img');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('card')) {
      const text = (this.card ?? '').trim();
      this.parsed = null;
      this.invalid = null;
      if (text) {
        try {
          this.parsed = parseCard(text);
        } catch (error) {
          this.invalid = error instanceof HoldemError ? error : new HoldemError('unknown-card', String(error));
        }
      }
    }
    this.setAttribute('aria-label', this.label());
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('card') && this.invalid) {
      const text = this.card.trim();
      this.emitError({ code: this.invalid.code, message: this.localize.term('errorUnknownCard', text), text });
    }
  }

  private label(): string {
    if (this.faceDown) return this.localize.term('faceDownCard');
    if (this.parsed) return this.localize.term('cardName', this.parsed);
    if (this.invalid) return this.localize.term('unknownCard', this.card.trim());
    return this.localize.term('emptyCard');
  }

  protected override render(): TemplateResult {
    // No card (an empty slot) or text that is not one: their faces and look come on first use.
    const placeholder = this.faceDown || this.parsed ? undefined : usePart(this, placeholders);
    const [look, part, inside] = this.faceDown
      ? ['back', 'card', this.renderBack()]
      : this.parsed
        ? ['', 'card', cardFace(this.parsed, this.localize.term('rankLetter', rankOf(this.parsed)), 'face')]
        : this.invalid
          ? ['unknown', 'card placeholder', placeholder?.unknownFace('face') ?? nothing]
          : ['empty', 'card empty', nothing];
    return html`<div part=${part} class="card ${look}${this.highlight ? ' hl' : ''}${this.dim ? ' dim' : ''}">${inside}</div>`;
  }

  private renderBack(): TemplateResult {
    return html`<svg part="back" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="lattice" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <path class="back-lines" d="M0 0H9M0 0V9"></path>
        </pattern>
      </defs>
      <rect class="back-field" x="6" y="6" width="88" height="128" rx="4"></rect>
      <rect x="6" y="6" width="88" height="128" rx="4" fill="url(#lattice)"></rect>
      <rect class="back-frame" x="10" y="10" width="80" height="120" rx="2.5"></rect>
      <circle class="back-emblem" cx="50" cy="70" r="17"></circle>
      <g class="back-suit">${suitAt('s', 50, 69, 18)}</g>
    </svg>`;
  }
}
