import { expect } from '@open-wc/testing';
import { SimulatedClock } from 'xstate';
import { until } from '../support/wait.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';

/** The policy a cautious host page sends (see web-test-runner.config.mjs, which serves it). */
const POLICY = "default-src 'self'; require-trusted-types-for 'script'";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}
type StrictWindow = Window & { cspViolations?: Violation[] };

function loadFrame(src: string): Promise<HTMLIFrameElement> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.style.width = '900px';
    frame.style.height = '900px';
    frame.addEventListener('load', () => resolve(frame), { once: true });
    frame.addEventListener('error', reject, { once: true });
    frame.src = src;
    document.body.append(frame);
  });
}

async function settled(win: Window, tags: string[]): Promise<void> {
  const custom = (win as Window & typeof globalThis).customElements;
  await Promise.all(tags.map((tag) => custom.whenDefined(tag)));
  for (const el of Array.from(win.document.querySelectorAll(tags.join(',')))) {
    await (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  }
  await new Promise((r) => setTimeout(r, 50));
}

describe('strict Content-Security-Policy', () => {
  it('serves the page with the strict policy header', async () => {
    const response = await fetch('/test/csp/strict-page.html');
    expect(response.headers.get('content-security-policy')).to.equal(POLICY);
  });

  it('renders every element (hand-ranker, pot-calculator, poker-table, poker-cash-table, poker-card, equity-calculator) with no violation (no inline script or style, no eval, Trusted Types)', async () => {
    const frame = await loadFrame('/test/csp/strict-page.html');
    const win = frame.contentWindow as StrictWindow;
    // <equity-calculator> comes on use (the CDN file fetches it when the tag is in the page).
    await settled(win, ['hand-ranker', 'pot-calculator', 'poker-table', 'poker-cash-table', 'poker-card', 'equity-calculator']);
    // T17: AA against KK on 2c 7d Jh, counted exactly: every turn and river of the 45 cards left, 990 boards.
    const equity = win.document.querySelector('equity-calculator') as HTMLElement & { result: { exact: boolean; samples: number } | null };
    await until(() => equity.result !== null);
    expect(equity.result?.exact).to.equal(true);
    expect(equity.result?.samples).to.equal(990);
    // Step the scripted hand to its end: every render on the way must stay within the policy.
    const table = win.document.querySelector('poker-table') as HTMLElement & { playAll(): void; updateComplete: Promise<unknown> };
    table.playAll();
    await table.updateComplete;
    await new Promise((r) => setTimeout(r, 100));
    expect(table.shadowRoot!.textContent).to.contain('T12');

    const rankers = Array.from(win.document.querySelectorAll('hand-ranker'));
    expect(rankers).to.have.length(3);
    expect(rankers[0]!.shadowRoot!.textContent).to.contain('Anna');
    const calculators = Array.from(win.document.querySelectorAll('pot-calculator'));
    expect(calculators).to.have.length(2);
    // T18: main pot 60 (all three), side pot 60 (Ben, Carla): the chart's bands are laid out.
    expect(calculators[0]!.shadowRoot!.textContent).to.contain('60');
    const band = calculators[0]!.shadowRoot!.querySelector('[part~="band"]') as HTMLElement;
    expect(band.getBoundingClientRect().height).to.be.greaterThan(0);
    const cards = Array.from(win.document.querySelectorAll('poker-card'));
    for (const card of cards) expect(card.shadowRoot!.querySelector('svg')).to.exist;
    // The bad input is reported inline, under the policy too.
    expect(rankers[2]!.shadowRoot!.querySelector('[role="alert"]')?.textContent).to.contain('Zz');

    expect(win.cspViolations, JSON.stringify(win.cspViolations)).to.deep.equal([]);
    frame.remove();
  });

  it('plays <poker-cash-table> (computer player, seat panel, the action clock ring, a timeout) with no violation', async () => {
    const frame = await loadFrame('/test/csp/strict-page.html');
    const win = frame.contentWindow as StrictWindow;
    await settled(win, ['poker-cash-table']);
    const table = win.document.querySelector('poker-cash-table') as PokerCashTable;
    const shadow = table.shadowRoot!;
    const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const click = async (selector: string, label: string): Promise<void> => {
      const button = [...shadow.querySelectorAll<HTMLButtonElement>(selector)].find((b) => text(b).startsWith(label) && !b.disabled);
      if (!button) throw new Error(`no button "${label}" in ${selector}`);
      button.click();
      await table.updateComplete;
    };
    expect(table.table?.phase).to.equal('idle');
    // The clock moves by hand from here (a new table on the simulated clock).
    const clock = new SimulatedClock();
    table.timerClock = clock;
    await table.updateComplete;
    const context = () => table.table!;
    const tick = async (ms: number): Promise<void> => {
      clock.increment(ms);
      table.requestUpdate();
      await table.updateComplete;
    };

    // Sit down through the seat panel; heads-up the first hand starts at once (C2).
    await click('[part~="sit-button"]', 'Seat');
    await click('[part~="seat-panel"] button', 'Take seat');
    expect(context().handNumber).to.equal(1);
    let rings = 0;
    for (let guard = 0; guard < 300 && !(context().handNumber >= 3 && context().hand?.result); guard++) {
      const hand = context().hand;
      if (hand && !hand.result && hand.toAct === 'you') {
        // The ring's arc length is a custom property set through the CSSOM (a style="…" in the template would be blocked).
        await tick(12_000);
        const arc = shadow.querySelector('[data-seat="you"] [part~="clock"] .clock-arc') as SVGElement | null;
        expect(arc, 'the clock ring at the reader’s seat').to.exist;
        expect(Number(getComputedStyle(arc!).getPropertyValue('--clock-used'))).to.be.closeTo(40, 0.5);
        rings++;
        const labels = [...shadow.querySelectorAll('[part~="action-bar"] button')].map((b) => text(b));
        await click('[part~="action-bar"] button', labels.some((l) => l.startsWith('Check')) ? 'Check' : 'Call');
      } else await tick(1000);
    }
    expect(context().handNumber).to.be.greaterThanOrEqual(3);
    expect(rings).to.be.greaterThan(0);
    // Let the clock run out once (C5): the table checks or folds for the reader.
    for (let guard = 0; guard < 300 && !text(shadow.querySelector('[part~="explanation"]')).includes('Your time ran out'); guard++) {
      const hand = context().hand;
      await tick(hand && !hand.result && hand.toAct === 'you' ? 31_000 : 1000);
    }
    expect(text(shadow.querySelector('[part~="explanation"]'))).to.contain('Your time ran out');
    // Real time too: the ring redraws once a second while the clock runs.
    await new Promise((r) => setTimeout(r, 1100));

    expect(win.cspViolations, JSON.stringify(win.cspViolations)).to.deep.equal([]);
    frame.remove();
  });

  it('would notice a violation (the recorder works)', async () => {
    const frame = await loadFrame('/test/csp/strict-page.html');
    const win = frame.contentWindow as StrictWindow;
    await settled(win, ['hand-ranker']);
    const style = win.document.createElement('div');
    style.setAttribute('style', 'color: red'); // an inline style attribute is blocked by default-src 'self'
    win.document.body.append(style);
    await new Promise((r) => setTimeout(r, 50));
    expect(win.cspViolations!.some((v) => v.directive.startsWith('style-src'))).to.equal(true);
    frame.remove();
  });
});
