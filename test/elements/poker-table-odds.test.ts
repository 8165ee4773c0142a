import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/poker-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import { runOutPart } from '../../src/elements/shared/table/run-out-part.js';

const root = (el: PokerTable): ShadowRoot => el.shadowRoot!;
const text = (node: Element | null | undefined): string => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const notes = (el: PokerTable): string => [...root(el).querySelectorAll('[part~="note"]')].map((note) => text(note)).join(' | ');

async function click(el: PokerTable, label: string): Promise<void> {
  const button = ([...root(el).querySelectorAll('button')] as HTMLButtonElement[]).find((b) => text(b).startsWith(label) && !b.disabled);
  if (!button) throw new Error(`no button "${label}"`);
  button.click();
  await el.updateComplete;
}

describe('<poker-table>: pot odds and the chances of a run-out', () => {
  it('T7: facing the big blind, the Why panel gives the pot odds: call 100 to win 150 needs 40%', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table structure="no-limit" blinds="50/100" seats="Anna 1000; Ben 1000; Carla 1000" button="Carla" seed="1"></poker-table>`,
    );
    expect(notes(el)).to.contain('Pot odds: calling 100 to win 150 pays off if the call wins at least 40% of the time.');
  });

  it('T7: German words for the pot odds', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table lang="de" structure="no-limit" blinds="50/100" seats="Anna 1000; Ben 1000; Carla 1000" button="Carla" seed="1"></poker-table>`,
    );
    // German words load on use: wait for the render that has them.
    while (!notes(el).includes('Pot Odds')) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notes(el)).to.match(
      /Pot Odds: 100 mitzugehen, um 150 zu gewinnen, lohnt sich, wenn der Call mindestens 40 % der Fälle gewinnt\./,
    );
  });

  it('T9, T17: all-in before the flop, the run-out shows the chances on each street; after the turn Anna has 2 of 44 rivers', async () => {
    const el = await fixture<PokerTable>(
      html`<poker-table
        structure="no-limit"
        blinds="50/100"
        seats="Anna 1000; Ben 1000"
        button="Anna"
        hole-cards="Anna: As Ad; Ben: Kh Kd"
        board="Ks 7h 2c 4d Jc"
        script="Anna all-in; Ben calls"
      ></poker-table>`,
    );
    await click(el, 'Play all');
    await runOutPart.load();
    await el.updateComplete;
    const said = notes(el);
    expect(said).to.match(/Chances before the flop: Anna 8\d(\.\d)?%, Ben 1\d(\.\d)?%\./);
    expect(said).to.match(/After the flop: Anna \d+(\.\d)?%, Ben \d+(\.\d)?%\./);
    expect(said).to.contain('After the turn: Anna 4.5%, Ben 95.5%.').and.contain('T17');
    await expect(el).to.be.accessible();
  });
});
