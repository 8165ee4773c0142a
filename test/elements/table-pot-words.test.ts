import { expect, fixture, html } from '@open-wc/testing';
import { SimulatedClock } from 'xstate';
import '../../src/define/poker-cash-table.js';
import '../../src/define/poker-table.js';
import type { PokerCashTable } from '../../src/elements/poker-cash-table/poker-cash-table.js';
import type { PokerTable } from '../../src/elements/poker-table/poker-table.js';
import { HoldemLocalize } from '../../src/i18n/localize.js';
import { registerTranslation } from '../../src/i18n/index.js';
import { all, clickButton as click, shadow as root, text } from '../support/dom.js';

/**
 * The tables register only the pot words they show (`pot-words-en.ts`; German
 * `pot-words-de.ts` on use), not the pot calculator's own words: their pot names and award
 * lines still come in German (T18), and a language the page registers still words them,
 * English filling in each term it lacks.
 */
type Table = PokerTable | PokerCashTable;
const potsShown = (el: Table): string[] => all(el, '[part~="pot"]').map((pot) => text(pot));
const logLines = (el: Table): string[] => all(el, '[part~="log-line"] .log-text').map((line) => text(line));
const notes = (el: Table): string =>
  all(el, '[part~="note"]')
    .map((note) => text(note))
    .join(' | ');

/** Waits for the words an element fetches on use (the German ones) and the render after them. */
async function settled(el: Table): Promise<void> {
  for (let i = 0; i < 50 && (el as unknown as { localize: HoldemLocalize }).localize.loading; i++) {
    await (el as unknown as { localize: HoldemLocalize }).localize.loading;
    await el.updateComplete;
  }
  await el.updateComplete;
}

/** T9, T18: Anna (300) and Ben (700) all-in against Carla (1,000): a main pot of 900 and a side pot of 800. */
const THREE_WAY = html`<poker-table
  blinds="25/50"
  seats="Anna 300; Ben 700; Carla 1000"
  button="Carla"
  hole-cards="Anna: As Ad; Ben: Ks Kd; Carla: Qs Qd"
  board="2c 7h 9d Jc 3s"
  script="Carla all-in; Anna calls; Ben calls"
  auto-showdown
></poker-table>`;

describe('the tables’ pot words', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('T18: a table registers the pot words it shows, not the pot calculator’s own words', async () => {
    const el = await fixture<PokerTable>(THREE_WAY);
    const words = (el as unknown as { localize: HoldemLocalize }).localize;
    for (const term of ['chipAmount', 'potName', 'potAward', 'returnedChips', 'pots', 'statusAllIn', 'statusFolded'] as const)
      expect(words.exists(term, { includeFallback: false }), term).to.equal(true);
    for (const term of ['summary', 'errorNoShowdown', 'chartLabel', 'potOpen', 'playerLimit'] as const)
      expect(words.exists(term, { includeFallback: false }), term).to.equal(false);
  });

  it('T9, T10, T18: <poker-table lang="de"> names the pots Hauptpot and Nebenpot 1 and words the awards in German', async () => {
    const el = await fixture<PokerTable>(html`<div lang="de">${THREE_WAY}</div>`).then((div) => div.querySelector('poker-table')!);
    await settled(el);
    for (let i = 0; i < 6 && all(el, '[part~="pot-won"]').length === 0; i++) await click(el, 'Weiter');
    await settled(el);
    expect(potsShown(el)).to.deep.equal(['Hauptpot 900 → Anna', 'Nebenpot 1 800 → Ben']);
    expect(logLines(el)).to.include.members([
      '300 nicht gedeckte Chips gehen an Carla zurück',
      'Hauptpot (900): Anna gewinnt mit einem Paar Asse',
      'Nebenpot 1 (800): Ben gewinnt ihn; Carla wirft die Karten weg',
    ]);
    expect(notes(el)).to.contain('Nebenpot 1 entsteht: Nur Ben und Carla können ihn gewinnen.');
  });

  it('T18: <poker-cash-table lang="de"> names its pot Hauptpot, on the felt and in the hand history', async () => {
    document.documentElement.lang = 'de';
    const clock = new SimulatedClock();
    const el = await fixture<PokerCashTable>(
      html`<poker-cash-table
        blinds="5/10"
        buy-in="400-1000"
        players="Ben reasonable 1000"
        bot-delay="0"
        between-hands="1000"
        seed="cash-1"
        .timerClock=${clock}
      ></poker-cash-table>`,
    );
    await settled(el);
    await click(el, 'Platz 2');
    const field = root(el).querySelector<HTMLInputElement>('#cash-buy-in')!;
    field.value = '500';
    field.dispatchEvent(new Event('input'));
    await click(el, 'Platz 2 nehmen');
    // The reader checks or calls until the first hand is over.
    const hand = () => el.table!.hand;
    for (let guard = 0; guard < 100 && !hand()?.result; guard++) {
      if (hand()?.toAct === 'you') {
        const labels = (all(el, '[part~="action-bar"] button') as HTMLButtonElement[]).map((b) => text(b));
        await click(el, labels.find((l) => l.startsWith('Checken')) ? 'Checken' : 'Mitgehen');
      } else {
        clock.increment(1000);
        await el.updateComplete;
      }
    }
    expect(hand()?.result, 'the first hand ends').to.exist;
    await settled(el);
    expect(potsShown(el)[0]).to.match(/^Hauptpot \d+ → (Ben|Hero|du)/);
    expect(
      logLines(el).some((line) => /^Hauptpot \(\d+\): /.test(line)),
      logLines(el).join(' | '),
    ).to.equal(true);
  });

  it('T18: a language the page registers words the tables’ pots; the pot words it lacks are English', async () => {
    registerTranslation({
      $code: 'wa',
      $name: 'Walon',
      $dir: 'ltr',
      potName: (index: number) => (index === 0 ? 'Pot principal' : `Pot annexe ${index}`),
    } as never);
    const el = await fixture<PokerTable>(html`<div lang="wa">${THREE_WAY}</div>`).then((div) => div.querySelector('poker-table')!);
    await click(el, 'Next');
    // statusAllIn is not in this French: the table's English, never a blank or a key.
    expect(text(root(el).querySelector('[data-seat="Carla"]'))).to.contain('All-in');
    for (let i = 0; i < 6 && all(el, '[part~="pot-won"]').length === 0; i++) await click(el, 'Next');
    expect(potsShown(el)).to.deep.equal(['Pot principal 900 → Anna', 'Pot annexe 1 800 → Ben']);
  });
});
