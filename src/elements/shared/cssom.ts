import { noChange } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * Inline styles set through the CSSOM, on the first render too. `styleMap` writes a
 * `style` attribute on first render, which a page whose CSP has no 'unsafe-inline' for
 * styles blocks; `style.setProperty` is allowed. Names are CSS names (`grid-row`).
 */
class CssomDirective extends Directive {
  private previous = new Set<string>();

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('cssom() belongs on an element: <div ${cssom({...})}>');
  }

  render(_properties: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [properties]: [Readonly<Record<string, string>>]): typeof noChange {
    const { style } = part.element as HTMLElement;
    for (const name of this.previous) if (!(name in properties)) style.removeProperty(name);
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
    this.previous = new Set(Object.keys(properties));
    return noChange;
  }
}
export const cssom = directive(CssomDirective);
