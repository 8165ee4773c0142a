import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-card.js';
import '../../src/define/hand-ranker.js';
import '../../src/define/pot-calculator.js';
import '../../src/define/poker-table.js';
import '../../src/define/poker-cash-table.js';
import '../../src/define/equity-calculator.js';
import '../../src/define/rules-quiz.js';
import { PokerCardPicker } from '../../src/elements/card-picker/card-picker.js';
import { defineElement } from '../../src/elements/shared/define.js';

// The card picker comes on use with the editors and the equity calculator; registered here to test it alone.
defineElement('poker-card-picker', PokerCardPicker);

/**
 * A blog author edits attributes in the DevTools or a CMS: any attribute of any kit element may
 * be set and removed again. Removing one (its property becomes null) must never throw into the
 * page; the element renders on.
 */

const TAGS = [
  'poker-card',
  'hand-ranker',
  'pot-calculator',
  'poker-table',
  'poker-cash-table',
  'equity-calculator',
  'poker-card-picker',
  'rules-quiz',
];

describe('every attribute of every element may be removed', () => {
  for (const tag of TAGS) {
    it(`C1: <${tag}>: each attribute set, then removed, throws nothing into the page`, async () => {
      const uncaught: string[] = [];
      const onError = (event: ErrorEvent): void => {
        uncaught.push(String(event.message));
        event.preventDefault();
      };
      const onRejection = (event: PromiseRejectionEvent): void => {
        uncaught.push(String(event.reason));
        event.preventDefault();
      };
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      try {
        const holder = await fixture<HTMLDivElement>(html`<div></div>`);
        const element = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
        element.addEventListener('error', (event) => event.stopPropagation());
        holder.append(element);
        await element.updateComplete;
        const attributes = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
        expect(attributes.length, tag).to.be.greaterThan(0);
        for (const name of attributes) {
          element.setAttribute(name, 'x');
          await element.updateComplete;
          element.removeAttribute(name);
          await element.updateComplete;
          // Once more: a value after the removal is read again.
          element.setAttribute(name, '');
          await element.updateComplete;
          element.removeAttribute(name);
          await element.updateComplete;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(uncaught, tag).to.deep.equal([]);
        expect(element.shadowRoot?.childNodes.length, tag).to.be.greaterThan(0);
      } finally {
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
      }
    });
  }
});
