import { expect } from '@open-wc/testing';

/** The policy a cautious host page sends (see web-test-runner.config.mjs, which serves it). */
const POLICY = "default-src 'self'; require-trusted-types-for 'script'";

interface Violation { directive: string; blocked: string; sample: string; source: string }
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

  it('renders every element (hand-ranker, pot-calculator, poker-table, poker-card) with no violation (no inline script or style, no eval, Trusted Types)', async () => {
    const frame = await loadFrame('/test/csp/strict-page.html');
    const win = frame.contentWindow as StrictWindow;
    await settled(win, ['hand-ranker', 'pot-calculator', 'poker-table', 'poker-card']);
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
