// An app that imports one React wrapper (`holdem-elements/react/poker-table`) gets that element
// alone: no other tag is registered and no other element's code is loaded. Its own file, so the
// page has imported nothing else before.
import { expect } from '@open-wc/testing';
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PokerTable } from '../../src/react/poker-table.js';

const loaded = (): string[] => performance.getEntriesByType('resource').map((entry) => entry.name);

describe('holdem-elements/react/poker-table alone', () => {
  it('T3: renders the table (the button posts the small blind heads-up) and registers no other element', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        h(PokerTable, {
          seats: [
            { name: 'Anna', stack: 1000 },
            { name: 'Ben', stack: 1000 },
          ],
          button: 'Ben',
        } as never),
      ),
    );
    const table = container.querySelector('poker-table') as HTMLElement & { updateComplete: Promise<unknown>; actor?: unknown };
    await table.updateComplete;
    expect(table.shadowRoot!.textContent).to.contain('Ben');
    for (const tag of ['hand-ranker', 'pot-calculator', 'poker-cash-table', 'equity-calculator'])
      expect(customElements.get(tag), tag).to.equal(undefined);
    expect(loaded().filter((name) => /hand-ranker|pot-calculator|poker-cash-table|equity-calculator/.test(name))).to.deep.equal([]);
    root.unmount();
    container.remove();
  });
});
