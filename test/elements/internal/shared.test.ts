import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { html as litHtml } from 'lit';
import { cardsOf, slotsOf } from '../../../src/elements/shared/card-slots.js';
import { themeConverter } from '../../../src/elements/shared/converters.js';
import { HoldemElement } from '../../../src/elements/shared/holdem-element.js';
import { OnUse, usePart } from '../../../src/elements/shared/on-use.js';
import { inlineErrorStyles, tokenStyles } from '../../../src/elements/shared/tokens.styles.js';
import type { HoldemErrorDetail } from '../../../src/events.js';
import { loadWords, termsRegistration } from '../../../src/i18n/registry.js';
import { registerLanguage } from '../../../src/i18n/languages.js';

describe('shared element helpers', () => {
  it('theme: light or dark; any other attribute value reads as unset', () => {
    expect(themeConverter.fromAttribute('dark')).to.equal('dark');
    expect(themeConverter.fromAttribute('light')).to.equal('light');
    expect(themeConverter.fromAttribute('blue')).to.equal(undefined);
    expect(themeConverter.fromAttribute(null)).to.equal(undefined);
  });

  it('T1: card slots keep text that is no card in a slot of its own; cards written together are split', () => {
    const slots = slotsOf('Kh9d Zz, 10c');
    expect(slots.map((slot) => slot.text)).to.deep.equal(['Kh', '9d', 'Zz', '10c']);
    expect(slots[2]!.error!.code).to.equal('unknown-card');
    expect(cardsOf(slots)).to.deep.equal(['Kh', '9d', 'Tc']);
  });

  describe('OnUse: a part fetched once per page', () => {
    it('fetches once for every user, and keeps the module', async () => {
      let fetches = 0;
      const part = new OnUse(async () => {
        fetches++;
        return { answer: 42 };
      });
      const [a, b] = await Promise.all([part.load(), part.load()]);
      expect(a).to.equal(b);
      expect(part.module).to.equal(a);
      expect(fetches).to.equal(1);
    });

    it('forgets a failed fetch, so the next use tries again', async () => {
      let fetches = 0;
      const part = new OnUse(async () => {
        fetches++;
        if (fetches === 1) throw new Error('offline');
        return { answer: 42 };
      });
      let failed = false;
      await part.load().catch(() => (failed = true));
      expect(failed).to.equal(true);
      expect(part.module).to.equal(undefined);
      expect((await part.load()).answer).to.equal(42);
      expect(fetches).to.equal(2);
    });
  });

  describe('a part that cannot be fetched', () => {
    let attempts = 0;
    let online = false;
    const part = new OnUse(async () => {
      attempts++;
      if (!online) throw new Error('offline');
      return { label: 'editor' };
    });
    /** A kit element that renders with a part it fetches on use, and re-asks for it on each render. */
    class PartUser extends HoldemElement {
      static override styles = [tokenStyles, inlineErrorStyles];
      override render(): unknown {
        return litHtml`<p>${usePart(this, part)?.label ?? 'without the part'}</p>`;
      }
    }
    customElements.define('test-part-user', PartUser);

    it('shows an inline message (role alert, part error) and sends error with code part-unavailable; the element goes on without the part, and a later fetch that succeeds takes the message away', async () => {
      const el = document.createElement('test-part-user') as PartUser;
      const failed = oneEvent(el, 'error');
      document.body.append(el);
      const { detail } = (await failed) as CustomEvent<HoldemErrorDetail>;
      expect(detail.code).to.equal('part-unavailable');
      expect(detail.message).to.equal('Part of this widget could not be loaded. Check the connection and reload the page.');
      await el.updateComplete;
      const notice = el.shadowRoot!.querySelector('[part="error"]')!;
      expect(notice.getAttribute('role')).to.equal('alert');
      expect(notice.textContent).to.equal(detail.message);
      expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('without the part');
      await expect(el).to.be.accessible();
      // No retry loop: the render after the failure does not fetch again by itself.
      for (let frame = 0; frame < 5; frame++) await new Promise(requestAnimationFrame);
      expect(attempts).to.equal(1);
      expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(notice);
      // The next update (a change) tries again; the part arrives and the message goes.
      online = true;
      el.requestUpdate();
      await el.updateComplete;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('editor');
      expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
      expect(attempts).to.equal(2);
      el.remove();
    });

    it('words the message in the language of the nearest lang (German)', async () => {
      online = false;
      const other = new OnUse(async () => {
        throw new Error('offline');
      });
      class GermanUser extends HoldemElement {
        override render(): unknown {
          return litHtml`<p>${usePart(this, other) ? 'part' : 'none'}</p>`;
        }
      }
      customElements.define('test-part-user-de', GermanUser);
      const wrapper = await fixture(html`<div lang="de"></div>`);
      const el = document.createElement('test-part-user-de') as GermanUser;
      const failed = oneEvent(el, 'error');
      wrapper.append(el);
      await el.updateComplete;
      const { detail } = (await failed) as CustomEvent<HoldemErrorDetail>;
      expect(detail.message).to.equal('Ein Teil dieses Elements konnte nicht geladen werden. Prüfe die Verbindung und lade die Seite neu.');
    });
  });

  describe('words of a language on use', () => {
    it('fetches a language’s words once, when it is first asked for; none are missing afterwards', async () => {
      let fetches = 0;
      termsRegistration('cards', {})();
      registerLanguage({
        code: 'xx',
        words: {
          cards: async () => {
            fetches++;
            return {};
          },
        },
      });
      expect(loadWords('en')).to.equal(undefined);
      const first = loadWords('xx-YY');
      const second = loadWords('xx');
      expect(first).to.be.instanceOf(Promise);
      await Promise.all([first, second]);
      expect(fetches).to.equal(1);
      expect(loadWords('xx')).to.equal(undefined);
    });

    it('a failed fetch leaves English and is not retried forever', async () => {
      registerLanguage({ code: 'yy', words: { cards: () => Promise.reject(new Error('offline')) } });
      const warn = console.warn;
      console.warn = () => undefined;
      try {
        await loadWords('yy');
      } finally {
        console.warn = warn;
      }
      expect(loadWords('yy')).to.equal(undefined);
    });

    it('a group is fetched in another language only once an element registered its English (termsRegistration, once)', async () => {
      let fetches = 0;
      registerLanguage({
        code: 'zz',
        words: {
          equity: async () => {
            fetches++;
            return {};
          },
        },
      });
      // Before any element registered the equity words' English, asking for zz fetches only what the kit ships for it (nothing), not the group.
      await loadWords('zz');
      expect(fetches).to.equal(0);
      const register = termsRegistration('equity', {});
      register();
      register();
      await loadWords('zz');
      expect(fetches).to.equal(1);
      expect(loadWords('zz')).to.equal(undefined);
    });
  });
});
