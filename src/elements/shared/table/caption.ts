/**
 * A panel's title in a table ("Why", "Hand history", "Statechart", "Your seat"): a heading of
 * the page's outline only when the page says at which level (`heading-level="2"` on the
 * table: its titles are level 2, their subtitles level 3), else plain text, so a table on a
 * page with an `<h1>` never breaks the outline (axe's `heading-order`). Each panel is a
 * region named by its title either way. The directive reads the level from the element it
 * renders in, so the panels' render functions need not pass it along.
 *
 * @internal
 */
import { html, type TemplateResult } from 'lit';
import { Directive, directive, type ChildPart, type PartInfo } from 'lit/directive.js';
import { ifDefined } from 'lit/directives/if-defined.js';

/** What a table says about its outline: `headingLevel` 1–6, or undefined for no headings. */
export interface HeadingHost {
  headingLevel?: number | undefined;
}

class CaptionDirective extends Directive {
  private host: HeadingHost | undefined;

  constructor(info: PartInfo) {
    super(info);
  }

  render(id: string, text: string, className = 'caption', deeper = 0): TemplateResult {
    return this.title(undefined, id, text, className, deeper);
  }

  override update(part: ChildPart, [id, text, className = 'caption', deeper = 0]: Parameters<this['render']>): TemplateResult {
    this.host ??= part.options?.host as HeadingHost | undefined;
    return this.title(this.host?.headingLevel, id, text, className, deeper);
  }

  private title(level: number | undefined, id: string, text: string, className: string, deeper: number): TemplateResult {
    if (level === undefined) return html`<p class="title ${className}" id=${ifDefined(id || undefined)}>${text}</p>`;
    return html`<p class="title ${className}" id=${ifDefined(id || undefined)} role="heading" aria-level=${Math.min(6, level + deeper)}>${text}</p>`;
  }
}

/** A panel's title (`deeper`: 1 for a subtitle within a panel). */
export const caption = directive(CaptionDirective);
