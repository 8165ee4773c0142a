/**
 * Text on the accent (the primary button, the ranker's "1st") stays readable whatever accent a
 * page picks: at least 4.5:1 (WCAG 1.4.3), light and dark, with the default accent and with a
 * page's own (`--poker-accent: #c2185b` left it at 2.75:1).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import '../../src/define/hand-ranker.js';

/** A CSS colour as sRGB, as the browser paints it (a canvas resolves oklch and relative colours too). */
function rgb(color: string): [number, number, number] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

const luminance = ([r, g, b]: [number, number, number]): number => {
  const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

function contrast(el: Element): number {
  const style = getComputedStyle(el);
  const [a, b] = [luminance(rgb(style.color)), luminance(rgb(style.backgroundColor))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

for (const accent of ['', '#c2185b', '#2e7d32', '#7fd6ff', '#ffeb3b', '#1a237e'])
  for (const theme of ['light', 'dark'])
    describe(`text on the accent ${accent || '(default)'}, ${theme}`, () => {
      it('the primary button and the ranker’s 1st badge reach 4.5:1', async () => {
        const style = accent ? `--poker-accent: ${accent}` : '';
        const page = await fixture<HTMLElement>(html`<div style=${style}>
          <poker-table theme=${theme} seats="Anna 1000; Ben 1000" button="Ben"></poker-table>
          <hand-ranker theme=${theme} board="Kh 9d 7c 4s 2h" hands="Anna: Ks Qd; Ben: Kc Jd"></hand-ranker>
        </div>`);
        const [table, ranker] = [page.querySelector('poker-table')!, page.querySelector('hand-ranker')!] as (HTMLElement & {
          updateComplete: Promise<unknown>;
        })[];
        await table.updateComplete;
        await ranker.updateComplete;
        const primary = table.shadowRoot!.querySelector('[part~="action-bar"] button.primary')!;
        const first = ranker.shadowRoot!.querySelector('.place.first')!;
        expect(primary, 'a primary button').to.exist;
        expect(first, 'a 1st badge').to.exist;
        expect(contrast(primary), 'the primary button').to.be.at.least(4.5);
        expect(contrast(first), 'the 1st badge').to.be.at.least(4.5);
      });
    });
