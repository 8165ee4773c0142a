import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/equity-calculator.js';
import type { EquityCalculator } from '../../src/elements/equity-calculator/equity-calculator.js';
import type { EquityCalculatorChangeDetail, EquityCalculatorErrorDetail } from '../../src/events.js';

const root = (el: EquityCalculator): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const oddsText = (el: EquityCalculator): string[] => [...root(el).querySelectorAll('[part~="odds"] .sr-only')].map((n) => text(n));

/** Waits for the next finished count. */
async function counted(el: EquityCalculator): Promise<EquityCalculatorChangeDetail> {
  const event = (await oneEvent(el, 'equity-calculator-change')) as CustomEvent<EquityCalculatorChangeDetail>;
  await el.updateComplete;
  return event.detail;
}

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<equity-calculator>', () => {
  it('T17/T18: AA against KK before the flop, exact, as a reader sees it', async () => {
    const el = document.createElement('equity-calculator');
    el.setAttribute('hands', 'Anna: As Ah; Ben: Ks Kh');
    const done = counted(el);
    document.body.append(el);
    const detail = await done;
    expect(detail.exact).to.equal(true);
    expect(detail.samples).to.equal(1_712_304);
    expect(detail.players.map((p) => p.name)).to.deep.equal(['Anna', 'Ben']);
    expect(detail.players[0].win).to.equal(1_410_336 / 1_712_304);
    expect(detail.players[0].tie).to.equal(9_308 / 1_712_304);
    expect(oddsText(el)).to.deep.equal(['Anna: wins 82.4%, ties 0.5%, equity 82.6%', 'Ben: wins 17.1%, ties 0.5%, equity 17.4%']);
    expect(text(root(el).querySelector('[part~="note"]'))).to.equal('Exact: every one of the 1,712,304 boards counted.');
    await expect(el).to.be.accessible();
    // Counted in the module worker (its file was fetched), not on the page.
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes('equity-worker'))).to.equal(true);
    el.remove();
  });

  it('T17: a flush draw names its outs (a heart or a jack: 12 outs)', async () => {
    const el = await fixture<EquityCalculator>(
      html`<equity-calculator hands="Anna: As Ks; Ben: Qh Th" board="Kh 9h 2c 4d"></equity-calculator>`,
    );
    const detail = await waitForResult(el);
    expect(detail.players[1].outs.length).to.equal(12);
    expect(text(root(el).querySelector('[part~="outs"]'))).to.equal('Ben needs a heart or a jack: 12 outs');
    // River: 44 cards left, Ben wins on 12.
    expect(detail.players[1].win).to.equal(12 / 44);
  });

  it('three random hands are sampled, seeded, with its error margin', async () => {
    const el = await fixture<EquityCalculator>(
      html`<equity-calculator hands="random; random; random" samples="20000"></equity-calculator>`,
    );
    const detail = await waitForResult(el);
    expect(detail.exact).to.equal(false);
    expect(detail.samples).to.equal(20_000);
    expect(text(root(el).querySelector('[part~="note"]'))).to.match(/^Estimated from 20,000 random boards \(±\s0\.\d%\)\.$/);
  });

  it('a range against a hand is counted exactly, its combos with card removal: 15 of 22', async () => {
    const el = await fixture<EquityCalculator>(html`<equity-calculator hands="Hero: Ah Kh; Villain: QQ+, AKs"></equity-calculator>`);
    const detail = await waitForResult(el);
    expect(detail.exact).to.equal(true);
    // QQ+ is 18 combos and AKs 4; Hero's ace and king take 3 aces, 3 kings and AhKh.
    expect(text(root(el).querySelectorAll('[part~="player"]')[1])).to.contain('15 of 22 combos');
  });

  it('bad input: an inline message and error, naming the player', async () => {
    const el = document.createElement('equity-calculator');
    el.setAttribute('hands', 'Anna: As Ah; Ben: AKx');
    const error = oneEvent(el, 'error');
    document.body.append(el);
    const detail = (await error).detail as EquityCalculatorErrorDetail;
    expect(detail).to.include({ code: 'invalid-range', text: 'AKx', field: 'hand', player: 'Ben' });
    await el.updateComplete;
    expect(text(root(el).querySelector('[role="alert"]'))).to.contain('Ben: “AKx” is neither two cards nor a range');
    el.remove();
  });

  it('German: words and numbers', async () => {
    const el = await fixture<EquityCalculator>(
      html`<div lang="de"><equity-calculator hands="Anna: As Ah; Ben: Ks Kh" board="2c 3d 4h"></equity-calculator></div>`,
    );
    const calc = el.querySelector('equity-calculator')!;
    await waitForResult(calc);
    await until(() => oddsText(calc)[0]?.includes('gewinnt'));
    expect(oddsText(calc)[0]).to.match(/^Anna: gewinnt \d+,\d %, teilt \d+,\d %, Equity \d+,\d %$/);
    await expect(calc).to.be.accessible();
  });

  it('the range grid: arrow keys move, Space toggles a class, the text follows', async () => {
    const el = await fixture<EquityCalculator>(html`<equity-calculator hands="Anna: As Ah; Ben: KK"></equity-calculator>`);
    await waitForResult(el);
    const toggle = root(el).querySelectorAll<HTMLButtonElement>('[part~="grid-toggle"]')[1];
    toggle.click();
    await el.updateComplete;
    const grid = root(el).querySelector('[part~="range-grid"]')!;
    expect(grid.querySelectorAll('[part~="range-cell"]')).to.have.length(169);
    const first = grid.querySelector<HTMLButtonElement>('[data-index="0"]')!;
    first.focus();
    await sendKeys({ press: 'ArrowRight' }); // AKs
    await el.updateComplete;
    expect(deepActive()?.getAttribute('aria-label')).to.equal('AKs');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    const input = root(el).querySelectorAll<HTMLInputElement>('[part~="hand-input"]')[1];
    expect(input.value).to.equal('KK, AKs');
    await sendKeys({ press: 'ArrowDown' }); // KK (row K, column K)
    await el.updateComplete;
    expect(deepActive()?.getAttribute('aria-label')).to.equal('KK, in the range');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(input.value).to.equal('AKs');
    await expect(el).to.be.accessible();
  });

  it('cancel stops a long count; Calculate starts it again', async () => {
    const el = await fixture<EquityCalculator>(
      html`<equity-calculator hands="random; random; random" samples="3000000"></equity-calculator>`,
    );
    await until(() => root(el).querySelector('[part~="cancel"]'));
    root(el).querySelector<HTMLButtonElement>('[part~="cancel"]')!.click();
    await el.updateComplete;
    expect(root(el).textContent).to.contain('Stopped.');
    el.samples = 2000;
    const detail = await counted(el);
    expect(detail.samples).to.equal(2000);
  });
});

/** The result of the count in progress, or the last one when it has finished. */
async function waitForResult(el: EquityCalculator): Promise<EquityCalculatorChangeDetail> {
  if (el.result) return el.result;
  return counted(el);
}
