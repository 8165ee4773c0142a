import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';

/**
 * The table's layout under the worst reasonable input: nine seats, 1,000,000,000-chip stacks,
 * every hole card face up, at a desktop (1280 px) and a phone (375 px) width. What is checked
 * is what a reader sees: the suit of every face-up card is on top (no plate, no other card over
 * it), and names and stacks are not cut off.
 */

const SEATS = ['Anna', 'Ben', 'Carla', 'Dan', 'Eve', 'Finn', 'Gina', 'Hugo', 'Ines'];
const HOLE = 'Anna: As Ks; Ben: Qc Jc; Carla: Th 9h; Dan: 8d 7d; Eve: 6s 5c; Finn: 4h 3d; Gina: 2s 2c; Hugo: Ah Ad; Ines: Kc Kd';

async function worstTable(width: number): Promise<PokerTable> {
  await setViewport({ width, height: 1400 });
  const holder = await fixture<HTMLDivElement>(html`<div style="inline-size: ${width - 16}px; margin: 8px">
    <poker-table
      reveal
      blinds="50/100"
      seats=${SEATS.map((name) => `${name} 1000000000`).join('; ')}
      hole-cards=${HOLE}
      script="Dan folds; Eve calls; Finn raises to 300"
    ></poker-table>
  </div>`);
  const el = holder.querySelector('poker-table') as PokerTable;
  await el.updateComplete;
  // Two steps: Dan folds (a folded seat, still face up with `reveal`), Eve calls.
  for (const label of ['Next', 'Next']) {
    const button = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(label));
    button?.click();
    await el.updateComplete;
  }
  const cards = [...el.shadowRoot!.querySelectorAll('poker-card')] as (HTMLElement & { updateComplete: Promise<unknown> })[];
  await Promise.all(cards.map((card) => card.updateComplete));
  return el;
}

/** The suit glyph(s) a card shows at its size: the big one of the compact face, or the corner index of the full face. */
function suitGlyphs(card: Element): DOMRect[] {
  const svg = card.shadowRoot!.querySelector('svg.face')!;
  const compact = svg.querySelector('.compact')!;
  const shown = getComputedStyle(compact).display !== 'none' ? compact : svg.querySelector('.full')!;
  // In both faces the suits are drawn as translated groups; the compact face has one, the index the first of the full face.
  const glyph = shown.querySelector(':scope > g')!;
  return [glyph.getBoundingClientRect()];
}

/** Points spread over a rectangle (inset a little from its edges). */
function samplePoints(rect: DOMRect): [number, number][] {
  const points: [number, number][] = [];
  for (const fx of [0.2, 0.5, 0.8])
    for (const fy of [0.2, 0.5, 0.8]) points.push([rect.left + rect.width * fx, rect.top + rect.height * fy]);
  return points;
}

for (const width of [1280, 375]) {
  describe(`<poker-table> layout at ${width} px, nine seats, 1,000,000,000 chips`, () => {
    after(() => setViewport({ width: 800, height: 600 }));

    it('T17: the suit of every face-up hole card is visible: neither the name plate nor the next card covers it', async () => {
      const el = await worstTable(width);
      const faceUp = [...el.shadowRoot!.querySelectorAll('.hole poker-card:not([face-down])')];
      expect(faceUp).to.have.length(18);
      for (const card of faceUp) {
        const seat = card.closest('[data-seat]')!.getAttribute('data-seat');
        for (const glyph of suitGlyphs(card)) {
          expect(glyph.width, `${seat} ${card.getAttribute('card')}`).to.be.greaterThan(4);
          for (const [x, y] of samplePoints(glyph)) {
            const top = el.shadowRoot!.elementFromPoint(x, y);
            expect(top, `${seat} ${card.getAttribute('card')} at ${Math.round(x)},${Math.round(y)}: ${top?.className}`).to.equal(card);
          }
        }
      }
    });

    it('the name and the stack of every seat are shown whole (1,000,000,000 fits)', async () => {
      const el = await worstTable(width);
      for (const seat of el.shadowRoot!.querySelectorAll('[data-seat]')) {
        const box = seat.getBoundingClientRect();
        for (const part of seat.querySelectorAll<HTMLElement>('.name, .stack, .badge')) {
          const rect = part.getBoundingClientRect();
          const label = `${seat.getAttribute('data-seat')} ${part.className}: ${part.textContent}`;
          expect(part.scrollWidth, label).to.be.at.most(part.clientWidth + 1);
          expect(rect.left, label).to.be.at.least(box.left - 1);
          expect(rect.right, label).to.be.at.most(box.right + 1);
        }
      }
      expect(el.shadowRoot!.querySelector('[data-seat="Anna"] .stack')!.textContent).to.equal('999,999,950');
    });
  });
}

const T12_SCRIPT = 'Carla calls; Anna calls; Ben checks; Anna bets 500; Ben all-in; Carla calls';

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<poker-table> forms and accessibility', () => {
  it('T11: the raise field holds to the legal range: a typed amount below the minimum offers the minimum and raises to it', async () => {
    const el = await fixture<PokerTable>(html`<poker-table blinds="50/100" seats="Anna 5000; Ben 5000; Carla 5000"></poker-table>`);
    const root = el.shadowRoot!;
    const field = root.querySelector<HTMLInputElement>('[part~="amount"]')!;
    field.value = '150';
    field.dispatchEvent(new Event('input'));
    await el.updateComplete;
    const labels = [...root.querySelectorAll('[part~="action-bar"] button')].map((b) => b.textContent!.trim());
    expect(labels).to.include('Raise to 200').and.not.include('Raise to 150');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(root.querySelector('.range')!.textContent).to.equal('200 to 5,000');
    // Leaving the field puts the nearest legal amount in it.
    field.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(field.value).to.equal('200');
    [...root.querySelectorAll<HTMLButtonElement>('[part~="action-bar"] button')]
      .find((b) => b.textContent!.trim() === 'Raise to 200')!
      .click();
    await el.updateComplete;
    expect((await el.loadActor())!.getSnapshot().context.bets.Carla).to.equal(200);
    expect(root.querySelector('.note.refused')).to.equal(null);
  });

  it('T12: after the last scripted step (the Next button goes away) the focus lands on the next control, not on <body>', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table blinds="50/100" seats="Anna 5000; Ben 700; Carla 5000" button="Carla" script=${T12_SCRIPT}></poker-table>`,
    );
    const next = (): HTMLButtonElement | undefined =>
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="action-bar"] button')].find((b) => b.textContent!.trim() === 'Next');
    for (let guard = 0; next() && guard < 10; guard++) {
      next()!.focus();
      next()!.click();
      await el.updateComplete;
    }
    expect(next()).to.equal(undefined);
    // Anna acts next: focus is on the action bar's title ("Anna to act"), the actions one Tab away.
    const active = deepActive();
    expect(el.shadowRoot!.contains(active)).to.equal(true);
    expect(active?.closest('[part~="action-bar"]')).to.exist;
    expect(active?.textContent).to.contain('Anna');
  });

  it('two tables on a page: every landmark has its own name (axe landmark-unique), and the folded badge reads at 4.5:1, light and dark', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div>
      <poker-table blinds="50/100" seats="Anna 5000; Ben 700; Carla 5000" script="Carla folds"></poker-table>
      <poker-table theme="dark" blinds="50/100" seats="Anna 5000; Ben 700; Carla 5000" script="Carla folds"></poker-table>
    </div>`);
    const tables = [...holder.querySelectorAll('poker-table')] as PokerTable[];
    for (const table of tables) {
      await table.updateComplete;
      [...table.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === 'Next')!.click();
      await table.updateComplete;
      expect(table.shadowRoot!.querySelector('.badge.folded')).to.exist;
    }
    expect(tables[1]!.shadowRoot!.getElementById('table-name')!.textContent).to.equal('(table 2)');
    await expect(holder).to.be.accessible();
  });
});
