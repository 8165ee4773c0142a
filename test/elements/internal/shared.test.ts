import { expect } from '@open-wc/testing';
import { cardsOf, slotsOf } from '../../../src/elements/shared/card-slots.js';
import { themeConverter } from '../../../src/elements/shared/converters.js';
import { OnUse } from '../../../src/elements/shared/on-use.js';
import { loadWords, registerTranslationLoader, termsRegistration } from '../../../src/i18n/localize.js';

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

  describe('words of a language on use', () => {
    it('fetches a language’s words once, when it is first asked for; none are missing afterwards', async () => {
      let fetches = 0;
      registerTranslationLoader('xx', async () => {
        fetches++;
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
      registerTranslationLoader('yy', () => Promise.reject(new Error('offline')));
      const warn = console.warn;
      console.warn = () => undefined;
      try {
        await loadWords('yy');
      } finally {
        console.warn = warn;
      }
      expect(loadWords('yy')).to.equal(undefined);
    });

    it('termsRegistration registers once, and adds the German loader then', async () => {
      let germanFetches = 0;
      const register = termsRegistration({ $code: 'en', $name: 'English', $dir: 'ltr' }, async () => {
        germanFetches++;
        return { $code: 'de', $name: 'Deutsch', $dir: 'ltr' };
      });
      register();
      register();
      await loadWords('de');
      expect(germanFetches).to.equal(1);
    });
  });
});
